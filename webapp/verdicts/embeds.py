"""What can be embedded, and how: the embeddable things (a worked example, a checker verdict), the
snippet a host pastes, the "Embed this" disclosure, the oEmbed payload, and :func:`resolve`, which
finds the embeddable thing at a URL of this site. The frames and ``/oembed`` are the ``embed`` and
``embedding`` blueprints (:mod:`webapp.blueprints.embed`).

The resize protocol (``static/js/embed-frame.js`` in the frame, ``static/embed.js`` on the host):
the host script gives each ``iframe.atout-embed`` a random secret in its URL fragment
(``#secret=<a-z0-9>``); the frame posts ``{type: "atout-embed", version: 1, secret, height}`` to its
parent whenever its height changes; the host accepts a message only from that iframe's window, from
the origin of its ``src``, with its secret, and sets a height clamped to 100..5000 px.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qsl, urlsplit

from flask import current_app, g, render_template, request, url_for
from flask_babel import force_locale
from flask_babel import lazy_gettext as _l
from markupsafe import Markup, escape
from werkzeug.datastructures import MultiDict
from werkzeug.exceptions import HTTPException

from webapp.core.checks import check
from webapp.core.content import UnknownExampleError, get_example
from webapp.core.permalink import QUERY
from webapp.core.questions import CHECKERS, QUESTIONS, SHEETS, Checker
from webapp.core.sheets import SHEET_EMBED_PARAMS, SheetView, run_sheet
from webapp.i18n import DEFAULT_LOCALE, SiteLocale, find_locale
from webapp.verdicts.examples import Tables, table_rules, tables_query
from webapp.verdicts.share import also_query

__all__ = [
    "BACKGROUNDS",
    "CACHE_AGE",
    "DEFAULT_WIDTH",
    "MAX_HEIGHT",
    "MIN_HEIGHT",
    "SANDBOX",
    "SHEET_EMBED_PARAMS",
    "THEMES",
    "Embeddable",
    "bg_of",
    "checker_args",
    "embed_head",
    "embed_this",
    "example_embeddable",
    "find_checker",
    "locale_of_request",
    "oembed_link",
    "oembed_payload",
    "resolve",
    "sheet_embeddable",
    "snippet",
    "theme_of",
    "verdict_embeddable",
]

#: The blueprint of the frames (nothing inside a frame offers to embed it again).
FRAMES_BLUEPRINT = "embed"

THEMES = ("light", "dark", "auto")
#: ``bg=transparent``: no page background (the host's shows through the frame).
BACKGROUNDS = ("transparent",)
#: Heights the host script accepts (px); a message outside is clamped.
MIN_HEIGHT, MAX_HEIGHT = 100, 5000
#: The iframe's width in the snippet: as wide as its container, at most this (px). The frame
#: reads well from 280 to 800 px.
DEFAULT_WIDTH = 800
#: oEmbed: how long a consumer may cache an answer (s). Examples and verdicts change only with a
#: release of the rules.
CACHE_AGE = 86400
#: The iframe's sandbox: scripts (the resize protocol) and links that open Atout in a new tab, as
#: an ordinary page. No ``allow-same-origin``: the frame runs in an opaque origin (so browsers do
#: not warn that a frame with both flags can remove its own sandbox); the host script accepts
#: its messages from origin "null" for such a frame, and the frame needs nothing of its origin
#: (no cookie, no storage; the suits are inline, the fonts are served with CORS).
SANDBOX = "allow-scripts allow-popups allow-popups-to-escape-sandbox"

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


def resolve(url: str) -> Embeddable | None:
    """The embeddable thing at a URL of this site, or None.

    Accepted: an example page ``/<lang>/example/<id>``, a checker permalink
    ``/<lang>/<game>/check/<page>?<query>`` (with a verdict), and the embed URLs themselves
    (``/embed/...``). The host must be this site's; the language is the URL's.
    """
    if not isinstance(url, str) or len(url) > 4096:
        return None
    try:
        parts = urlsplit(url.strip())
    except ValueError:
        return None
    host = (parts.netloc or "").lower()
    if parts.scheme not in ("http", "https") or host != request.host.lower():
        return None
    adapter = current_app.url_map.bind(request.host, script_name=request.script_root or "/",
                                       url_scheme=parts.scheme)
    try:
        endpoint, view_args = adapter.match(parts.path or "/", method="GET")
    except HTTPException:  # 404, 405, or a redirect (slashes): not an embeddable URL
        return None
    except Exception:  # pragma: no cover - a malformed path never breaks the endpoint
        return None
    code = view_args.get("lang_code")
    locale = find_locale(code)
    if locale is None or locale.url != code:
        return None
    args = MultiDict(parse_qsl(parts.query, keep_blank_values=True))
    theme, bg = theme_of(args), bg_of(args)
    if endpoint in ("embed.example", "embedding.example"):
        try:  # a bad rules= raises its EngineError (field rules): /oembed answers it with a 422
            tables = table_rules(args, (get_example(view_args["example_id"]).game,))
            return example_embeddable(view_args["example_id"], locale, theme, bg,
                                      find_locale(args.get("also", "")), tables)
        except UnknownExampleError:
            return None
    if endpoint == "embed.sheet" or endpoint.startswith("sheet."):
        game = view_args.get("game") or endpoint.partition(".")[2]
        return sheet_embeddable(game, args, locale, theme, bg) if game in SHEETS else None
    checker = None
    if endpoint == "embed.verdict":
        checker = find_checker(view_args["game"], view_args["page"])
    elif endpoint.startswith("checker."):
        checker = next((c for c in CHECKERS.values()
                        if f"checker.{c.endpoint}" == endpoint), None)
    if checker is None:
        return None
    # The whole query, repeated names included (rules=a&rules=b); also= for the second language.
    return verdict_embeddable(checker, args, locale, theme, bg=bg)


# -- the snippet --------------------------------------------------------------------------------


def host_script_url() -> str:
    """``/static/embed.js``, absolute and unversioned: a stable URL for other sites."""
    return request.url_root + "static/embed.js"  # no fingerprint: caching.py hashes url_for's


def snippet(thing: Embeddable, width: int = DEFAULT_WIDTH, height: int | None = None,
            max_height: int | None = None) -> str:
    """The HTML a host pastes: the iframe (fixed height without the script, title always set)
    and the host script. The one source of the snippet (Embed this, oEmbed, the how-to page)."""
    h = thing.height if height is None else height
    extra = f' data-max-height="{max_height}"' if max_height else ""
    return (
        f'<iframe class="atout-embed" src="{escape(thing.embed_url)}" title="{escape(thing.title)}"'
        f' width="{width}" height="{h}"{extra} style="width:100%;max-width:{width}px;border:0"'
        f' sandbox="{SANDBOX}" loading="lazy"></iframe>\n'
        f'<script async src="{escape(host_script_url())}"></script>'
    )


def locale_of_request() -> SiteLocale:
    return g.get("site_locale") or DEFAULT_LOCALE


#: Pages that show the full "Embed this" disclosure under a worked example; elsewhere (the rules
#: pages, with up to eight examples and a weight budget) it is a link to the example's own page,
#: whose disclosure opens at the link's #fragment.
FULL_EXAMPLE_ENDPOINTS = ("embedding.example", "embedding.howto")


def embed_this(kind: str, **values: Any) -> Markup:
    """The "Embed this" disclosure for a page (empty inside an embed).

    ``embed_this("example", example_id=...)``, ``embed_this("verdict", result=<CheckResult>)``
    or ``embed_this("sheet", game=..., view=<SheetView>)``.
    """
    if request.blueprint == FRAMES_BLUEPRINT:
        return Markup("")
    locale = locale_of_request()
    if kind == "example" and request.endpoint not in FULL_EXAMPLE_ENDPOINTS:
        game = get_example(values["example_id"]).game
        href = url_for("embedding.example", example_id=values["example_id"], _external=False,
                       **tables_query(values.get("tables"), game)) + "#embed"
        return Markup('<a href="{}">{}</a>').format(href, _l("Embed this"))
    if kind == "example":
        try:
            thing = example_embeddable(values["example_id"], locale,
                                       also=find_locale(request.args.get("also", "")),
                                       tables=values.get("tables"))
        except UnknownExampleError:
            return Markup("")
        dom_id = "embed-ex-" + values["example_id"]
    elif kind == "sheet":
        sheet = sheet_embeddable(values["game"], request.args, locale, view=values["view"])
        if sheet is None:
            return Markup("")
        thing = sheet
        dom_id = "embed-sheet"
    elif kind == "verdict":
        result = values["result"]
        verdict = verdict_embeddable(result.checker, request.args, locale, result=result)
        if verdict is None:
            return Markup("")
        thing = verdict
        dom_id = "embed-verdict"
    else:
        raise ValueError(f"nothing to embed of kind {kind!r}")
    first = not g.get("_embed_assets_sent")
    g._embed_assets_sent = True
    return Markup(render_template("embed/this.html", thing=thing, code=snippet(thing),
                                  dom_id=dom_id, first=first))


def oembed_link(page_url: str, title: str) -> Markup:
    """The ``<link rel="alternate" type="application/json+oembed">`` of an embeddable page."""
    href = url_for("embedding.oembed", url=page_url, format="json", _external=True)
    return Markup('<link rel="alternate" type="application/json+oembed" href="{}" title="{}">'
                  ).format(href, title)


def oembed_payload(thing: Embeddable, maxwidth: int | None,
                   maxheight: int | None) -> dict[str, Any]:
    """The oEmbed 1.0 ``rich`` response of a thing, within maxwidth/maxheight when given."""
    width = DEFAULT_WIDTH if maxwidth is None else min(DEFAULT_WIDTH, maxwidth)
    height = thing.height if maxheight is None else min(thing.height, maxheight)
    return {
        "version": "1.0",
        "type": "rich",
        "title": thing.title,
        "provider_name": "Atout",
        "provider_url": url_for("pages.home", lang_code=thing.locale.url, _external=True),
        "html": snippet(thing, width=width, height=height, max_height=maxheight),
        "width": width,
        "height": height,
        "cache_age": CACHE_AGE,
    }


def embed_head(result: Any = None) -> Markup:
    """For the <head> of a page with "Embed this" (the checker pages): the oEmbed discovery link
    when ``result`` (a CheckResult) has a verdict, and the disclosure's stylesheet and script
    (so a verdict that arrives later, through the checker's live fragment, works too)."""
    out = Markup("")
    if result is not None:
        thing = verdict_embeddable(result.checker, request.args, locale_of_request(),
                                   result=result)
        if thing is not None:
            out += oembed_link(thing.page_url, thing.title)
    if not g.get("_embed_assets_sent"):
        g._embed_assets_sent = True
        out += Markup(render_template("embed/_assets.html"))
    return out
