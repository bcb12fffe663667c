"""Write the fonts of the share images (webapp/verdicts/fonts/) from Debian's Noto fonts.

    .venv/bin/pip install fonttools && .venv/bin/python tools/subset_fonts.py

Noto Sans keeps Latin (Basic, Latin-1, Extended-A/B, Extended Additional: every Vietnamese
letter), the combining marks and the punctuation the catalogs use; Noto Sans Thai is kept whole
(it is small). Every OpenType layout feature is kept: libraqm shapes with them. Both fonts are
under the SIL Open Font License 1.1 (webapp/verdicts/fonts/OFL.txt).
"""

from __future__ import annotations

from pathlib import Path

from fontTools import subset

SOURCE = Path("/usr/share/fonts/truetype/noto")
TARGET = Path(__file__).resolve().parent.parent / "webapp" / "verdicts" / "fonts"
LATIN = ("U+0020-007E,U+00A0-017F,U+01A0-01A1,U+01AF-01B0,U+0218-021B,U+0300-036F,U+1E00-1EFF,U+2010-2027,U+2030-203A,U+20AC,"
         "U+2212,U+00D7")
THAI = "U+0E00-0E7F,U+0020-007E,U+00A0,U+2010-2027,U+25CC"


def main() -> None:
    TARGET.mkdir(parents=True, exist_ok=True)
    for name, unicodes in (("NotoSans-Regular", LATIN), ("NotoSans-Bold", LATIN),
                           ("NotoSansThai-Regular", THAI), ("NotoSansThai-Bold", THAI)):
        out = TARGET / f"{name}.subset.ttf"
        subset.main([str(SOURCE / f"{name}.ttf"), f"--unicodes={unicodes}",
                     "--layout-features=*", "--no-hinting", "--desubroutinize",
                     f"--output-file={out}"])
        print(out, out.stat().st_size)


if __name__ == "__main__":
    main()
