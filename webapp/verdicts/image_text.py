"""The share image's text (:mod:`webapp.verdicts.image`): its fonts, a string cut into runs by
script (Thai letters in Noto Sans Thai, the rest in Noto Sans), measured, wrapped and drawn,
shaped by libraqm. The fonts are in ``fonts/`` (subset by ``tools/subset_fonts.py``, OFL) and
memoized, bounded.

Shaping and rasterizing is most of a picture's cost, and the same runs come back (the seats,
the rulesets' names, a verdict's light and dark pictures, every line of a second request for
another spelling): each run's mask (shaped, rasterized, at its sub-pixel start) and advance are
memoized, bounded, so a run is laid out once per process. The masks are the ones Pillow's
``ImageDraw.text`` draws, so the pictures are the same bytes as without the memo.
"""

from __future__ import annotations

import math
from functools import lru_cache
from pathlib import Path

from PIL import ImageColor, ImageDraw, ImageFont

__all__ = ["FONTS", "LAYOUT", "draw_text", "font", "runs", "text_width", "wrap"]

FONTS = Path(__file__).resolve().parent / "fonts"
#: The layout engine of every font: complex scripts need it (a test checks it is RAQM).
LAYOUT = ImageFont.Layout.RAQM


# -- text: fonts, runs by script, measuring, wrapping -------------------------------------------


@lru_cache(maxsize=64)
def font(script: str, bold: bool, size: int) -> ImageFont.FreeTypeFont:
    """Noto Sans (``latin``) or Noto Sans Thai (``thai``), laid out by libraqm."""
    family = "NotoSansThai" if script == "thai" else "NotoSans"
    path = FONTS / f"{family}-{'Bold' if bold else 'Regular'}.subset.ttf"
    return ImageFont.truetype(str(path), size, layout_engine=LAYOUT)


def _is_thai(ch: str) -> bool:
    return "\u0e00" <= ch <= "\u0e7f"


def runs(text: str) -> list[tuple[str, str]]:
    """``text`` cut into ``(script, part)`` runs: Thai letters, and everything else.

    >>> runs("ใต้ 20 คะแนน")
    [('thai', 'ใต้'), ('latin', ' 20 '), ('thai', 'คะแนน')]
    """
    out: list[tuple[str, str]] = []
    for ch in text:
        if ch == "\u2060":  # a word joiner (Thai catalogs): the image breaks only at spaces
            continue
        script = "thai" if _is_thai(ch) else "latin"
        if out and out[-1][0] == script:
            out[-1] = (script, out[-1][1] + ch)
        else:
            out.append((script, ch))
    return out


def _lang(script: str, locale: str) -> str | None:
    if script == "thai":
        return "th"
    return "vi" if locale == "vi" else None


@lru_cache(maxsize=8192)
def text_width(text: str, size: int, bold: bool = False) -> float:
    return sum(_advance(s, bold, size, part) for s, part in runs(text))


@lru_cache(maxsize=8192)
def _advance(script: str, bold: bool, size: int, part: str) -> float:
    return float(font(script, bold, size).getlength(part))


#: Runs whose mask is kept: a run's mask is 7 KB on average (one byte a pixel), so at most about
#: 14 MB; every worked example in every locale and theme holds 1,309 runs (8.9 MB).
MASKS = 2048


@lru_cache(maxsize=MASKS)
def _mask(script: str, bold: bool, size: int, lang: str | None, part: str,
          start: tuple[float, float]) -> tuple[object, tuple[int, int]]:
    """A run shaped and rasterized (libraqm, FreeType) as ``ImageDraw.text`` does it: the
    coverage mask and its offset from the drawing point, for a start at ``start`` (the
    sub-pixel part of the point)."""
    mask, offset = font(script, bold, size).getmask2(part, "L", None, None, lang, 0, None, 0,
                                                     start)
    return mask, offset


@lru_cache(maxsize=64)
def _ink(mode: str, fill: str | int) -> tuple[int, ...] | int:
    """A colour as the image's mode holds it (``#1b1f1d`` -> ``(27, 31, 29)``; a number for
    an ``L`` image is one already)."""
    return ImageColor.getcolor(fill, mode) if isinstance(fill, str) else fill


def draw_text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int,
              fill: str | int, bold: bool = False, locale: str = "") -> float:
    """Draw one line at ``xy`` (top left of the line box), run by run (each run's mask
    memoized: :func:`_mask`); returns its width."""
    x, y = xy
    ink = draw.draw.draw_ink(_ink(draw.mode, fill))
    for script, part in runs(text):
        start = (math.modf(x)[0], math.modf(y)[0])
        mask, (dx, dy) = _mask(script, bold, size, _lang(script, locale), part, start)
        draw.draw.draw_bitmap((int(x) + dx, int(y) + dy), mask, ink)
        x += _advance(script, bold, size, part)
    return x - xy[0]


#: Thai marks that never start a line (they sit on the letter before them).
_THAI_MARKS = set("\u0e31\u0e34\u0e35\u0e36\u0e37\u0e38\u0e39\u0e3a\u0e47\u0e48\u0e49\u0e4a"
                  "\u0e4b\u0e4c\u0e4d\u0e4e\u0e33\u0e30\u0e32\u0e45")


def _split_long(word: str, size: int, bold: bool, width: float) -> list[str]:
    """A word wider than the line, cut between letters (never before a Thai mark)."""
    parts, current = [], ""
    for ch in word:
        if current and ch not in _THAI_MARKS and text_width(current + ch, size, bold) > width:
            parts.append(current)
            current = ch
        else:
            current += ch
    return parts + ([current] if current else [])


def wrap(text: str, size: int, width: float, bold: bool = False) -> list[str]:
    """Lines of ``text`` that fit ``width`` px, cut at spaces (Thai writes a space between
    phrases), a longer word cut between letters."""
    lines: list[str] = []
    current, used = "", 0.0
    space = text_width(" ", size, bold)
    for word in text.split(" "):
        w = text_width(word, size, bold)  # words measured alone: a line is their sum
        if current and used + space + w <= width:
            current, used = f"{current} {word}", used + space + w
            continue
        if current:
            lines.append(current)
        if w <= width:
            current, used = word, w
        else:
            *full, current = _split_long(word, size, bold, width) or [""]
            lines.extend(full)
            used = text_width(current, size, bold)
    if current:
        lines.append(current)
    return lines
