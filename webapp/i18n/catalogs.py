"""The translation catalog workflow, in one place (used by ``./atout`` and by the tests).

    python -m webapp.i18n.catalogs extract   # sources -> translations/messages.pot
    python -m webapp.i18n.catalogs update    # messages.pot -> translations/<locale>/.../messages.po
    python -m webapp.i18n.catalogs compile   # .po -> .mo (gitignored; run by the setup)
    python -m webapp.i18n.catalogs check     # all translated, no fuzzy entry, placeholders match

``translations`` (extract + update) is what you run after adding or changing a string.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from babel.messages.frontend import CommandLineInterface
from babel.messages.pofile import read_po

from webapp.i18n.locales import DEFAULT_LOCALE, LOCALES

ROOT = Path(__file__).resolve().parent.parent.parent
TRANSLATIONS = ROOT / "translations"
POT = TRANSLATIONS / "messages.pot"
KEYWORDS = ("_l", "_p:1c,2", "lazy_gettext", "lazy_pgettext:1c,2", "lazy_ngettext:1,2",
            "pgettext:1c,2", "_n:1,2")


def _babel(*args: str) -> None:
    CommandLineInterface().run(["pybabel", "-q", *args])  # type: ignore[no-untyped-call]


def catalog_locales() -> list[str]:
    """The Babel codes that have a catalog (``de_CH``, ``fr``...), from webapp.i18n.LOCALES."""
    return [loc.babel for loc in LOCALES if loc is not DEFAULT_LOCALE]


def po_path(locale: str) -> Path:
    return TRANSLATIONS / locale / "LC_MESSAGES" / "messages.po"


def extract(output: Path = POT) -> None:
    args = ["extract", "-F", str(ROOT / "babel.cfg"), "-o", str(output), "--no-location",
            "--sort-output", "--no-wrap", "--add-comments=Translators:",
            "--project=Atout", "--copyright-holder=Atout contributors", "--msgid-bugs-address=-"]
    for keyword in KEYWORDS:
        args += ["-k", keyword]
    _babel(*args, str(ROOT))


def update() -> None:
    for locale in catalog_locales():
        po = po_path(locale)
        if po.exists():
            _babel("update", "-i", str(POT), "-o", str(po), "-l", locale, "--no-wrap",
                   "--no-fuzzy-matching", "--ignore-obsolete")
        else:
            po.parent.mkdir(parents=True, exist_ok=True)
            _babel("init", "-i", str(POT), "-o", str(po), "-l", locale, "--no-wrap")


TERMINOLOGY = ROOT / "content" / "terminology.json"
#: The word joiner older Thai catalogs carried inside words; webapp.i18n.nobreak now keeps the
#: words whole in the HTML instead, but share texts and card fields still drop any that a text
#: copied from an old page brings.
WORD_JOINER = "\u2060"


def nobreak_terms(locale: str) -> list[str]:
    """The words a line must never break inside, for a locale (``terminology.json``'s nobreak)."""
    data = json.loads(TERMINOLOGY.read_text(encoding="utf-8"))
    return list(data.get("nobreak", {}).get(locale.partition("_")[0], []))


def compile_catalogs() -> None:
    """``.po`` -> ``.mo``, as the translators wrote them (Thai words are kept whole in the HTML
    by :mod:`webapp.i18n.nobreak`, not by joiners in the catalog)."""
    for locale in catalog_locales():
        po = po_path(locale)
        _babel("compile", "-i", str(po), "-o", str(po.with_suffix(".mo")), "-l", locale)


def needs_compile() -> bool:
    """Is any ``.mo`` missing or older than its ``.po`` (or than the terminology table)?"""
    for locale in catalog_locales():
        po = po_path(locale)
        mo = po.with_suffix(".mo")
        if not mo.exists() or mo.stat().st_mtime < max(po.stat().st_mtime,
                                                      TERMINOLOGY.stat().st_mtime):
            return True
    return False


# -- checks -------------------------------------------------------------------------------------

_PERCENT = re.compile(r"%\((\w+)\)[sdfr]|%[sdfr]")
_BRACES = re.compile(r"(?<!\{)\{(\w*)\}(?!\})")


def placeholders(text: str) -> tuple[set[str], set[str]]:
    """``%(name)s`` (and bare ``%s``) placeholders, and ``{name}`` placeholders, of a message."""
    return set(_PERCENT.findall(text)) or set(), set(_BRACES.findall(text))


def problems(locale: str, path: Path | None = None) -> list[str]:
    """Everything wrong with one catalog: untranslated, fuzzy, placeholder mismatches."""
    with (path or po_path(locale)).open("rb") as f:
        catalog = read_po(f, locale=locale)
    out = []
    for message in catalog:
        if not message.id:
            continue
        ids = tuple(message.id) if isinstance(message.id, tuple | list) else (message.id,)
        strs: tuple[str, ...] = (tuple(message.string) if isinstance(message.string, tuple | list)
                                 else (message.string or "",))
        context = f" (context {message.context!r})" if message.context else ""
        label = f"{locale}: {ids[0]!r}{context}"
        if message.fuzzy or "fuzzy" in message.flags:
            out.append(f"{label} is fuzzy")
        if not all(strs):
            out.append(f"{label} is not translated")
            continue
        expected = placeholders(ids[-1])
        for s in strs:
            if placeholders(s) != expected:
                out.append(f"{label}: placeholders {placeholders(s)} differ from {expected}")
    return out


def _translations() -> None:
    extract()
    update()


def check() -> int:
    found = [p for locale in catalog_locales() for p in problems(locale)]
    for p in found:
        print(p, file=sys.stderr)
    return 1 if found else 0


def main(argv: list[str]) -> int:
    commands = {
        "extract": extract,
        "update": update,
        "translations": _translations,
        "compile": compile_catalogs,
    }
    if len(argv) != 1 or argv[0] not in (*commands, "check"):
        print(__doc__, file=sys.stderr)
        return 2
    if argv[0] == "check":
        return check()
    commands[argv[0]]()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
