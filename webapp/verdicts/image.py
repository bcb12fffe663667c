"""The share image: a PNG of 1200×630 (the size link previews show) of the deal and each
ruleset's verdict, in the page's language and script, drawn by Pillow.

:func:`render` takes one :class:`webapp.verdicts.share.Share` (or two: a second language side by
side, ``also=``) and a theme (``light`` or ``dark``) and returns the PNG's bytes. Text is shaped by
libraqm (``ImageFont.Layout.RAQM``, bundled with Pillow's wheels): Thai marks stack on their
consonants and Vietnamese tones sit on their vowels. Each string is drawn in runs, Thai letters
in Noto Sans Thai and the rest in Noto Sans (the fonts are in ``fonts/``, subset by
``tools/subset_fonts.py``, OFL). Suits and cards are drawn as shapes (the site's suits.svg,
redrawn), so no glyph is missing in any locale.

Pure: the same Shares and theme give the same bytes (no time, no randomness, one Pillow). The
sprites (suits, card faces) and fonts are memoized, bounded.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from webapp import i18n
from webapp.verdicts.image_text import FONTS, LAYOUT, draw_text, font, runs, text_width, wrap
from webapp.verdicts.share import IMAGE_SIZE, Row, Share, Verdict

__all__ = [
    "FONTS",
    "LAYOUT",
    "THEMES",
    "draw_text",
    "font",
    "render",
    "runs",
    "text_width",
    "wrap",
]

W, H = IMAGE_SIZE
#: zlib level of the PNG: 3 is about twice as fast as 6 for a few per cent more bytes (a
#: picture of flat colours weighs 15 to 30 KB either way).
COMPRESS_LEVEL = 3
PAD = 40

THEMES: dict[str, dict[str, str]] = {
    "light": {"bg": "#fbfaf6", "ink": "#1b1f1d", "muted": "#4a524e", "band": "#0b5d3b",
              "band_ink": "#ffffff", "band_muted": "#d5ebe0", "line": "#d6d3c8", "box": "#ffffff",
              "accent": "#0b5d3b", "differs": "#b3122b", "differs_bg": "#fff4d6",
              "face": "#ffffff", "face_line": "#8a8f8c", "face_ink": "#1b1f1d", "red": "#b3122b"},
    "dark": {"bg": "#121714", "ink": "#e9eee9", "muted": "#b5c0ba", "band": "#0b3d28",
             "band_ink": "#e9eee9", "band_muted": "#b9ead0", "line": "#3d4842", "box": "#1b231f",
             "accent": "#8fd8b3", "differs": "#ff8a98", "differs_bg": "#2b2612",
             "face": "#f4f1ea", "face_line": "#f4f1ea", "face_ink": "#1b1f1d", "red": "#b3122b"},
}


# -- suits and cards ----------------------------------------------------------------------------

SUPER = 4  # shapes are drawn 4x larger, then reduced: smooth edges


def _suit_shapes(d: ImageDraw.ImageDraw, deck: str, suit: str, s: float, ink: str,
                 red: str) -> None:
    def c(cx: float, cy: float, r: float, fill: str, outline: str | None = None) -> None:
        d.ellipse([(cx - r) * s, (cy - r) * s, (cx + r) * s, (cy + r) * s], fill=fill,
                  outline=outline, width=max(1, int(s * 0.03)) if outline else 0)

    def p(points: Sequence[tuple[float, float]], fill: str, outline: str | None = None) -> None:
        d.polygon([(x * s, y * s) for x, y in points], fill=fill, outline=outline,
                  width=max(1, int(s * 0.03)) if outline else 0)

    if deck == "french":
        color = red if suit in ("H", "D") else ink
        if suit == "H":
            c(.3, .33, .25, color)
            c(.7, .33, .25, color)
            p([(.06, .42), (.94, .42), (.5, .94)], color)
        elif suit == "D":
            p([(.5, .03), (.86, .5), (.5, .97), (.14, .5)], color)
        elif suit == "S":
            c(.3, .6, .23, color)
            c(.7, .6, .23, color)
            p([(.08, .54), (.92, .54), (.5, .04)], color)
            p([(.5, .6), (.32, .97), (.68, .97)], color)
        else:  # clubs
            c(.5, .28, .2, color)
            c(.27, .58, .2, color)
            c(.73, .58, .2, color)
            c(.5, .5, .13, color)
            p([(.5, .45), (.33, .97), (.67, .97)], color)
        return
    if suit == "E":  # Eicheln: an acorn
        d.rectangle([.47 * s, .03 * s, .53 * s, .2 * s], fill="#5b3a1a")
        d.ellipse([.28 * s, .36 * s, .72 * s, .97 * s], fill="#4f7d2a", outline="#2b4716",
                  width=max(1, int(s * .03)))
        d.chord([.17 * s, .16 * s, .83 * s, .8 * s], 180, 360, fill="#7a4a1e", outline="#3d2410",
                width=max(1, int(s * .03)))
    elif suit == "S":  # Schellen: a bell
        c(.5, .14, .07, "#e0a800", "#6b4e00")
        c(.5, .56, .38, "#e0a800", "#6b4e00")
        d.rectangle([.14 * s, .42 * s, .86 * s, .5 * s], fill="#c62828")
        d.rectangle([.3 * s, .71 * s, .7 * s, .76 * s], fill="#3a2a00")
    elif suit == "R":  # Rosen: a rose
        for x, y in ((.5, .22), (.77, .41), (.67, .73), (.33, .73), (.23, .41)):
            c(x, y, .19, "#c62828", "#7f1010")
        c(.5, .5, .17, "#f4c430", "#7f1010")
    else:  # Schilten: a shield
        p([(.16, .08), (.84, .08), (.84, .45), (.5, .95), (.16, .45)], "#f2c200", "#222222")
        d.rectangle([.17 * s, .3 * s, .83 * s, .5 * s], fill="#c62828")


@lru_cache(maxsize=256)
def _suit(deck: str, suit: str, size: int, ink: str, red: str) -> Image.Image:
    big = Image.new("RGBA", (size * SUPER, size * SUPER), (0, 0, 0, 0))
    _suit_shapes(ImageDraw.Draw(big), deck, suit, size * SUPER, ink, red)
    return big.resize((size, size), Image.Resampling.LANCZOS)


@lru_cache(maxsize=1024)
def _card(deck_name: str, code: str, rank: str, w: int, h: int, theme: str) -> Image.Image:
    """One card face: the rank in the page's language above the suit."""
    t = THEMES[theme]
    img = Image.new("RGBA", (w * SUPER, h * SUPER), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.rounded_rectangle([0, 0, w * SUPER - 1, h * SUPER - 1], radius=7 * SUPER, fill=t["face"],
                        outline=t["face_line"], width=2 * SUPER)
    img = img.resize((w, h), Image.Resampling.LANCZOS)
    d = ImageDraw.Draw(img)
    suit = code[-1]
    red = deck_name == "french" and suit in ("H", "D")
    size = int(h * 0.36)
    tw = text_width(rank, size, True)
    draw_text(d, ((w - tw) / 2, h * 0.04), rank, size, t["red"] if red else t["face_ink"], True)
    sym = int(min(w * 0.62, h * 0.42))
    mark = _suit(deck_name, suit, sym, t["face_ink"], t["red"])
    img.alpha_composite(mark, (int((w - sym) / 2), int(h * 0.5)))
    return img


def _cards(img: Image.Image, game: str, codes: Sequence[str], x: int, y: int, w: int, h: int,
           gap: int, theme: str) -> int:
    deck = i18n.deck_of(game)
    for code in codes:
        card = deck.card(code)
        face = _card(deck.name, card.code, i18n.rank_short(card.rank, deck), w, h, theme)
        img.paste(face, (x, y), face)
        x += w + gap
    return x


# -- the picture ---------------------------------------------------------------------------------


def _band(img: Image.Image, d: ImageDraw.ImageDraw, share: Share, theme: str) -> int:
    t = THEMES[theme]
    d.rectangle([0, 0, W, 104], fill=t["band"])
    d.rounded_rectangle([PAD, 22, PAD + 44, 66], radius=8, fill=t["band_ink"])
    draw_text(d, (PAD + 11, 23), "A", 32, t["band"], True)
    x = PAD + 60
    topic = wrap(share.topic, 34, W - x - PAD, True)[0]
    draw_text(d, (x, 16), topic, 34, t["band_ink"], True, share.locale)
    context = " ".join(share.context)
    lines = wrap(context, 22, W - x - PAD)
    if lines:
        draw_text(d, (x, 66), lines[0] + (" …" if len(lines) > 1 else ""), 22, t["band_muted"],
                  False, share.locale)
    return 104


def _rows(img: Image.Image, d: ImageDraw.ImageDraw, share: Share, theme: str, top: int,
          width: int) -> None:
    t = THEMES[theme]
    rows: Sequence[Row] = share.rows
    if not rows:
        return
    most = max(len(r.cards) for r in rows)
    n = len(rows)
    room = H - top - 36 - sum(SEAT_LINE for r in rows if r.seat_names)
    label = 30
    h = int(min(86, (room - n * (label + 12)) / n))
    w = int(min(h * 0.7, (width - 8 * (most - 1)) / max(most, 1)))
    h = int(min(h, w / 0.7))
    y = top + 20
    for row in rows:
        draw_text(d, (PAD, y), row.label, 22, t["muted"], True, share.locale)
        _cards(img, share.game, row.cards, PAD, y + label, w, h, 8, theme)
        if row.seat_names:  # a trick: who played each card, under it
            _seats(d, share, row.seat_names, PAD, y + label + h + 4, w, 8, t["ink"])
            y += SEAT_LINE
        y += label + h + 12


#: The line under a trick's cards that names who played each (px), and its largest type size.
SEAT_LINE, SEAT_SIZE = 26, 18


def _seats(d: ImageDraw.ImageDraw, share: Share, names: Sequence[str], x: int, y: int, w: int,
           gap: int, ink: str) -> None:
    """Each card's seat (``Nord``, ``ตะวันออก``), centred under it, as wide as a card and its gap
    at most: one type size for the whole row, the largest at which every name fits."""
    room = w + gap - 2
    size = SEAT_SIZE
    while size > 11 and max(text_width(n, size) for n in names) > room:
        size -= 1
    for name in names:
        tw = text_width(name, size)
        draw_text(d, (x + (w - tw) / 2, y), name, size, ink, False, share.locale)
        x += w + gap


def _verdict_column(img: Image.Image, d: ImageDraw.ImageDraw, share: Share, theme: str,
                    x: int, top: int, width: int, heading: str | None) -> None:
    t = THEMES[theme]
    y = top + 20
    if heading:
        draw_text(d, (x, y), heading, 20, t["muted"], True, share.locale)
        y += 30
    verdicts: Sequence[Verdict] = share.verdicts
    n = len(verdicts)
    bottom = H - 24 - (64 if share.rules else 0)
    if share.disagree:
        for line in wrap(_disagree_text(share), 22, width)[:2]:
            draw_text(d, (x, y), line, 22, t["differs"], True, share.locale)
            y += 30
        y += 4
    room = (bottom - y - 14 * (n - 1)) / max(n, 1)
    for v in verdicts:
        box_top = y
        inner = width - 32
        size = 24 if width > 400 else 20
        lines: list[tuple[str, int, bool, str]] = [
            (line, 26 if width > 400 else 22, True, "accent")
            for line in wrap(v.names, 26, inner, True)]
        for sentence in v.lines:
            lines += [(line, size, False, "ink") for line in wrap(sentence, size, inner)]
        cards_h = 0
        if v.cards and share.kind == "legal":
            cards_h = 58
        height = min(room, 20 + sum(int(s * 1.35) for _, s, _, _ in lines) + cards_h + 10)
        d.rounded_rectangle([x, box_top, x + width, box_top + height], radius=10,
                            fill=t["differs_bg"] if share.disagree else t["box"],
                            outline=t["differs"] if share.disagree else t["line"], width=2)
        ly = box_top + 12
        for text, s, bold, color in lines:
            if ly + s * 1.35 > box_top + height - cards_h - 4:
                break
            draw_text(d, (x + 16, ly), text, s, t[color], bold, share.locale)
            ly += int(s * 1.35)
        if cards_h and ly + 50 <= box_top + height:
            shown = v.cards[: max(1, (inner + 6) // 42)]
            _cards(img, share.game, shown, x + 16, int(ly + 2), 36, 50, 6, theme)
        y = int(box_top + height + 14)
    if share.rules:
        rule_lines = wrap(_rules_text(share), 20, width)
        if len(rule_lines) > 2:
            rule_lines = [rule_lines[0], rule_lines[1] + " …"]
        for i, line in enumerate(rule_lines):
            draw_text(d, (x, H - 24 - 28 * (len(rule_lines) - i)), line, 20, t["muted"], False,
                      share.locale)


def _disagree_text(share: Share) -> str:
    return share.disagree_text or ""


def _rules_text(share: Share) -> str:
    return share.rules_text or ""


def render(share: Share, theme: str = "light", also: Share | None = None,
           headings: tuple[str, str] | None = None) -> bytes:
    """The PNG of a verdict (``also``: the same verdict in a second language, side by side;
    ``headings``: the two languages' names above the columns)."""
    theme = theme if theme in THEMES else "light"
    t = THEMES[theme]
    img = Image.new("RGB", (W, H), t["bg"])
    d = ImageDraw.Draw(img)
    top = _band(img, d, share, theme)
    most = max((len(r.cards) for r in share.rows), default=0)
    left = min(540, max(320, 68 * most)) if share.rows else 0  # the cards' width, no wider
    _rows(img, d, share, theme, top, left - PAD)
    x0 = PAD + left + (24 if left else 0)
    width = W - PAD - x0
    if also is None:
        _verdict_column(img, d, share, theme, x0, top, width, None)
    else:
        half = (width - 20) // 2
        first, second = headings or (None, None)
        _verdict_column(img, d, share, theme, x0, top, half, first)
        _verdict_column(img, d, also, theme, x0 + half + 20, top, half, second)
    out = io.BytesIO()
    img.quantize(palette=_palette(theme), dither=Image.Dither.NONE).save(
        out, "PNG", optimize=False, compress_level=COMPRESS_LEVEL)
    return out.getvalue()


def _rgb(color: str) -> tuple[int, int, int]:
    return int(color[1:3], 16), int(color[3:5], 16), int(color[5:7], 16)


#: (foreground, background) pairs of a theme whose antialiased edges the palette must hold.
_PAIRS = (("ink", "bg"), ("ink", "box"), ("ink", "differs_bg"), ("muted", "bg"),
          ("accent", "box"), ("accent", "differs_bg"), ("differs", "bg"), ("differs", "differs_bg"),
          ("line", "bg"), ("band_ink", "band"), ("band_muted", "band"), ("face_ink", "face"),
          ("red", "face"), ("face_line", "bg"), ("face", "bg"), ("differs", "box"),
          ("band", "band_ink"))
#: The Swiss suits' own colours (suits.svg), over a card face.
_SUIT_COLOURS = ("#5b3a1a", "#7a4a1e", "#3d2410", "#4f7d2a", "#2b4716", "#e0a800", "#6b4e00",
                 "#c62828", "#3a2a00", "#7f1010", "#f4c430", "#f2c200", "#222222")


@lru_cache(maxsize=4)
def _palette(theme: str) -> Image.Image:
    """A fixed palette per theme: its colours and the ramps between the pairs drawn over each
    other (antialiasing). Mapping to it is fast and the same every time (no quantizer)."""
    t = THEMES[theme]
    colours: list[tuple[int, int, int]] = []

    def ramp(fg: tuple[int, int, int], bg: tuple[int, int, int], steps: int) -> None:
        for i in range(steps + 1):
            c = tuple(round(b + (f - b) * i / steps) for f, b in zip(fg, bg, strict=True))
            if c not in colours:
                colours.append(c)  # type: ignore[arg-type]

    for fg, bg in _PAIRS:
        ramp(_rgb(t[fg]), _rgb(t[bg]), 8)
    for colour in _SUIT_COLOURS:
        ramp(_rgb(colour), _rgb(t["face"]), 4)
    colours = colours[:256]
    pal = Image.new("P", (1, 1))
    flat = [v for c in colours for v in c]
    pal.putpalette(flat + flat[:3] * (256 - len(colours)))
    return pal
