"""What can be embedded: a worked example, a checker verdict, a score sheet (:class:`Embeddable`:
its frame's URL, the page it links to, its title and height), and the query words of a frame
(``theme``, ``bg``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from flask import url_for
from flask_babel import force_locale
from flask_babel import lazy_gettext as _l
from werkzeug.datastructures import MultiDict

from webapp.core.checks import check
from webapp.core.content import get_example
from webapp.core.permalink import QUERY
from webapp.core.questions import CHECKERS, QUESTIONS, SHEETS, Checker
from webapp.core.sheets import SHEET_EMBED_PARAMS, SheetView, run_sheet
from webapp.i18n import SiteLocale
from webapp.verdicts.examples import Tables, tables_query
from webapp.verdicts.share import also_query

__all__ = [
    "BACKGROUNDS",
    "DEFAULT_WIDTH",
    "MAX_HEIGHT",
    "MIN_HEIGHT",
    "SHEET_EMBED_PARAMS",
    "THEMES",
    "Embeddable",
    "bg_of",
    "checker_args",
    "example_embeddable",
    "find_checker",
    "sheet_embeddable",
    "theme_of",
    "verdict_embeddable",
]

THEMES = ("light", "dark", "auto")
#: ``bg=transparent``: no page background (the host's shows through the frame).
BACKGROUNDS = ("transparent",)
#: Heights the host script accepts (px); a message outside is clamped.
MIN_HEIGHT, MAX_HEIGHT = 100, 5000
#: The iframe's width in the snippet: as wide as its container, at most this (px). The frame
#: reads well from 280 to 800 px.
DEFAULT_WIDTH = 800

EXAMPLE_TITLE = _l("Worked example: %(topic)s")
VERDICT_TITLE = _l("Verdict: %(topic)s")


# -- what can be embedded -----------------------------------------------------------------------


@dataclass(frozen=True)
class Embeddable:
    """One embeddable thing, in one language.

    ``embed_url`` is the frame (absolute, with ``theme`` when dark), ``page_url`` the full page it
    links to ("Open in Atout"), ``height`` the iframe's fixed height (px) when the host script is
    absent, ``title`` the iframe's title (translated).
    """

    kind: str  # "example" | "verdict" | "sheet"
    title: str
    embed_url: str
    page_url: str
    height: int
    locale: SiteLocale

    @property
    def embed_path(self) -> str:
        """The embed URL without scheme and host (links on this site's own pages)."""
        parts = urlsplit(self.embed_url)
        return parts.path + ("?" + parts.query if parts.query else "")


def theme_of(args: Mapping[str, str]) -> str:
    """``theme=dark``, ``auto`` or ``light``; anything else (or nothing) is light."""
    value = args.get("theme", "light")
    return value if value in THEMES else "light"


def bg_of(args: Mapping[str, str]) -> str | None:
    """``bg=transparent``, else None (the theme's own background)."""
    value = args.get("bg")
    return value if value in BACKGROUNDS else None


def _theme_args(theme: str, bg: str | None = None) -> dict[str, str]:
    out = {"theme": theme} if theme != "light" else {}
    if bg:
        out["bg"] = bg
    return out


def _example_height(example_id: str) -> int:
    """A height (px) that shows the example without scrolling at about 600 px wide: the fixed
    height of the snippet, used until (or unless) the host script resizes the frame."""
    ex = get_example(example_id)
    d = ex.input
    rows = len(d.get("hands") or {}) + ("trick" in d) + ("hand" in d)
    context = {"score": 2}.get(ex.kind, 1)
    return min(MAX_HEIGHT, 150 + 34 * context + 64 * rows + 110)


def example_embeddable(example_id: str, locale: SiteLocale, theme: str = "light",
                       bg: str | None = None, also: SiteLocale | None = None,
                       tables: Tables | None = None) -> Embeddable:
    """The embed of a worked example (``also``: in a second language too; ``tables``: tables'
    own rulesets, a column each); raises :class:`webapp.core.content.UnknownExampleError`."""
    ex = get_example(example_id)
    with force_locale(locale.babel):
        topic = QUESTIONS[(ex.game, ex.kind)].topic
        title = str(EXAMPLE_TITLE) % {"topic": topic}
    second = {"also": also.url} if also is not None and also != locale else {}
    second.update(tables_query(tables, ex.game))
    return Embeddable(
        "example", title,
        url_for("embed.example", lang_code=locale.url, example_id=ex.id, _external=True,
                **second, **_theme_args(theme, bg)),
        url_for("embedding.example", lang_code=locale.url, example_id=ex.id, _external=True,
                **second),
        _example_height(ex.id), locale)


def find_checker(game: str, page: str) -> Checker | None:
    """The checker whose path is ``/<game>/check/<page>`` (e.g. ``belote``, ``play``), or None."""
    path = f"/{game}/check/{page}"
    return next((c for c in CHECKERS.values() if c.path == path), None)


def checker_args(args: Mapping[str, str], checker: Any) -> MultiDict[str, str]:
    """The checker's own parameters of a query (``theme`` and anything unknown left out), every
    value of a repeated name kept (``rules=a&rules=b``: the checker's parser reads both, as the
    checker page does; a dict of first values kept only the first ruleset), and ``notation``
    (the card letters the form's fields were typed in: ``notation=fr&e=VP``)."""
    names = {*QUERY[f"{checker.game}/{checker.kind}"], "notation"}
    pairs = args.items(multi=True) if isinstance(args, MultiDict) else args.items()
    return MultiDict([(k, v) for k, v in pairs if k in names and v is not None])


def verdict_embeddable(checker: Any, args: Mapping[str, str], locale: SiteLocale,
                       theme: str = "light", result: Any = None,
                       bg: str | None = None) -> Embeddable | None:
    """The embed of a checker verdict (its permalink query), or None when the query is empty or
    its input is wrong (nothing to embed)."""
    if result is None:
        with force_locale(locale.babel):
            result = check(checker.game, checker.kind, checker_args(args, checker))
    if result.empty or result.errors or not result.results:
        return None
    query = result.query
    with force_locale(locale.babel):
        topic = QUESTIONS[(checker.game, checker.kind)].topic
        title = str(VERDICT_TITLE) % {"topic": topic}
    game, page = checker.path.strip("/").split("/check/")
    also = also_query(args)  # the verdict in a second language too (also=de-ch)
    extra = "".join(f"&{k}={v}" for k, v in _theme_args(theme, bg).items())
    embed_url = url_for("embed.verdict", lang_code=locale.url, game=game, page=page,
                        _external=True) + "?" + query + also + extra
    page_url = url_for(f"checker.{checker.endpoint}", lang_code=locale.url,
                       _external=True) + "?" + query + also
    return Embeddable("verdict", title, embed_url, page_url, _verdict_height(checker, result),
                      locale)


def _verdict_height(checker: Any, result: Any) -> int:
    rows = len(result.data.get("hands") or {}) + ("trick" in result.data) + ("hand" in result.data)
    reasons = max((len(r.get("reasons") or []) for r in result.results.values()), default=0)
    return min(MAX_HEIGHT, 190 + 64 * rows + 110 + 8 * min(reasons, 6))


def sheet_embeddable(game: str, args: Mapping[str, str], locale: SiteLocale,
                     theme: str = "light", bg: str | None = None,
                     view: SheetView | None = None) -> Embeddable | None:
    """The embed of a score sheet (the game in its link), or None without a deal."""
    if view is None:
        with force_locale(locale.babel):
            view = run_sheet(game, MultiDict([(k, v) for k, v in _pairs(args)
                                              if k in SHEET_EMBED_PARAMS]))
    if not view.deals:
        return None
    query = view.query()
    with force_locale(locale.babel):
        title = str(QUESTIONS[(game, "game")].topic)
    extra = "".join(f"&{k}={v}" for k, v in _theme_args(theme, bg).items())
    embed_url = url_for("embed.sheet", lang_code=locale.url, game=game,
                        _external=True) + "?" + query + extra
    page_url = url_for(f"sheet.{SHEETS[game].endpoint}", lang_code=locale.url,
                       _external=True) + "?" + query
    rows = len(view.deals) + sum(1 for r in view.results.values() if r.get("split") is not None)
    height = 150 + 40 * rows + (260 if game == "jass" else 0)
    return Embeddable("sheet", title, embed_url, page_url, min(MAX_HEIGHT, height), locale)


def _pairs(args: Mapping[str, str]) -> list[tuple[str, str]]:
    items = args.items(multi=True) if isinstance(args, MultiDict) else args.items()
    return list(items)
