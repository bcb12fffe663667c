"""Embeds: worked examples and checker verdicts in other sites, localized, resizing themselves.

Two blueprints:

* ``embed`` (the frames; :mod:`webapp.security` lets these, and only these, be framed by any site:
  ``frame-ancestors *`` and no ``X-Frame-Options``)::

      /embed/<lang>/example/<example_id>              a worked example of content/*_examples.json
      /embed/<lang>/<game>/check/<page>?<query>       a checker verdict: the checker's own path
                                                      and permalink query (webapp/core/permalink.py)

  Both take ``theme=light`` (default), ``dark`` or ``auto`` (the reader's ``prefers-color-scheme``),
  and ``bg=transparent`` (the host's background shows through). Locale and state come from the URL only:
  no cookie is read or set (third-party frames get none). Bad input gives a compact, localized
  error page with a 4xx.

* ``embedding`` (ordinary pages, not framable)::

      /<lang>/example/<example_id>    one worked example as a full page (linked from its embed)
      /<lang>/embed                   "Embed Atout in your site": the snippet, protocol, oEmbed
      /oembed?url=...&maxwidth=&maxheight=&format=json     oEmbed 1.0, type "rich"

The resize protocol (``static/js/embed-frame.js`` in the frame, ``static/embed.js`` on the host):
the host script gives each ``iframe.atout-embed`` a random secret in its URL fragment
(``#secret=<a-z0-9>``); the frame posts ``{type: "atout-embed", version: 1, secret, height}`` to its
parent whenever its height changes; the host accepts a message only from that iframe's window, from
the origin of its ``src``, with its secret, and sets a height clamped to 100..5000 px.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any
from urllib.parse import parse_qsl, urlsplit

from flask import (Blueprint, Response, abort, current_app, g, jsonify, render_template, request,
                   url_for)
from flask_babel import force_locale, lazy_pgettext
from flask_babel import lazy_gettext as _l
from markupsafe import Markup, escape
from werkzeug.datastructures import MultiDict
from werkzeug.exceptions import HTTPException, InternalServerError

from webapp import i18n
from webapp.core.checks import CHECKERS, Checker, CheckResult, check
from webapp.core.content import PAGES, UnknownExampleError, all_examples, get_example
from webapp.core.permalink import RULESET_IDS
from webapp.i18n import DEFAULT_LOCALE, LOCALES, SiteLocale, find_locale
from webapp.verdicts import disagreement, rule_link
from webapp.verdicts.share import also_html, also_query, example_share, example_urls

__all__ = ["bp", "site", "Embeddable", "THEMES", "MIN_HEIGHT", "MAX_HEIGHT", "DEFAULT_WIDTH",
           "example_embeddable", "verdict_embeddable", "resolve", "snippet", "oembed_payload",
           "embed_this"]

bp = Blueprint("embed", __name__, url_prefix="/embed")
site = Blueprint("embedding", __name__)

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

KIND_TITLES: dict[tuple[str, str], Any] = {
    ("belote", "announcements"): lazy_pgettext("embed topic", "Belote announcements"),
    ("belote", "legal"): lazy_pgettext("embed topic", "Belote: which cards may be played"),
    ("belote", "score"): lazy_pgettext("embed topic", "Belote deal score"),
    ("jass", "weis"): lazy_pgettext("embed topic", "Jass Weis and Stöck"),
    ("jass", "legal"): lazy_pgettext("embed topic", "Jass: which cards may be played"),
    ("jass", "trick"): lazy_pgettext("embed topic", "Jass trick"),
    ("jass", "score"): lazy_pgettext("embed topic", "Schieber deal score"),
}
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

    kind: str  # "example" | "verdict"
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


def _theme(args: Mapping[str, str]) -> str:
    """``theme=dark``, ``auto`` or ``light``; anything else (or nothing) is light."""
    value = args.get("theme", "light")
    return value if value in THEMES else "light"


def _bg(args: Mapping[str, str]) -> str | None:
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
                       bg: str | None = None) -> Embeddable:
    """The embed of a worked example; raises :class:`webapp.core.content.UnknownExampleError`."""
    ex = get_example(example_id)
    with force_locale(locale.babel):
        topic = KIND_TITLES.get((ex.game, ex.kind), ex.kind)
        title = str(EXAMPLE_TITLE) % {"topic": topic}
    return Embeddable(
        "example", title,
        url_for("embed.example", lang_code=locale.url, example_id=ex.id, _external=True,
                **_theme_args(theme, bg)),
        url_for("embedding.example", lang_code=locale.url, example_id=ex.id, _external=True),
        _example_height(ex.id), locale)


def find_checker(game: str, page: str) -> Checker | None:
    """The checker whose path is ``/<game>/check/<page>`` (e.g. ``belote``, ``play``), or None."""
    path = f"/{game}/check/{page}"
    return next((c for c in CHECKERS.values() if c.path == path), None)


def verdict_embeddable(checker: Any, args: Mapping[str, str], locale: SiteLocale,
                       theme: str = "light", result: Any = None,
                       bg: str | None = None) -> Embeddable | None:
    """The embed of a checker verdict (its permalink query), or None when the query is empty or
    its input is wrong (nothing to embed)."""
    if result is None:
        with force_locale(locale.babel):
            result = check(checker.game, checker.kind, args)
    if result.empty or result.errors or not result.results:
        return None
    query = result.query
    with force_locale(locale.babel):
        topic = KIND_TITLES.get((checker.game, checker.kind), checker.kind)
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
    theme, bg = _theme(args), _bg(args)
    if endpoint in ("embed.example", "embedding.example"):
        try:
            return example_embeddable(view_args["example_id"], locale, theme, bg)
        except UnknownExampleError:
            return None
    checker = None
    if endpoint == "embed.verdict":
        checker = find_checker(view_args["game"], view_args["page"])
    elif endpoint.startswith("checker."):
        checker = next((c for c in CHECKERS.values()
                        if f"checker.{c.endpoint}" == endpoint), None)
    if checker is None:
        return None
    # The whole query, repeated names included (rules=a&rules=b): the checker's parser reads it
    # as the checker page does (a dict kept only the first ruleset).
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


def _locale_of_request() -> SiteLocale:
    return g.get("site_locale") or DEFAULT_LOCALE


#: Pages that show the full "Embed this" disclosure under a worked example; elsewhere (the rules
#: pages, with up to eight examples and a weight budget) it is a link to the example's own page,
#: whose disclosure opens at the link's #fragment.
FULL_EXAMPLE_ENDPOINTS = ("embedding.example", "embedding.howto")


def embed_this(kind: str, **values: Any) -> Markup:
    """The "Embed this" disclosure for a page (empty inside an embed).

    ``embed_this("example", example_id=...)`` or ``embed_this("verdict", result=<CheckResult>)``.
    """
    if request.blueprint == bp.name:
        return Markup("")
    locale = _locale_of_request()
    if kind == "example" and request.endpoint not in FULL_EXAMPLE_ENDPOINTS:
        example_id = values["example_id"]
        href = url_for("embedding.example", example_id=example_id) + "#embed"
        return Markup('<a href="{}">{}</a>').format(href, _l("Embed this"))
    if kind == "example":
        try:
            thing = example_embeddable(values["example_id"], locale)
        except UnknownExampleError:
            return Markup("")
        dom_id = "embed-ex-" + values["example_id"]
    elif kind == "verdict":
        result = values["result"]
        thing = verdict_embeddable(result.checker, request.args, locale, result=result)
        if thing is None:
            return Markup("")
        dom_id = "embed-verdict"
    else:
        raise ValueError(f"nothing to embed of kind {kind!r}")
    first = not g.get("_embed_assets_sent")
    g._embed_assets_sent = True
    return Markup(render_template("embed/this.html", thing=thing, code=snippet(thing),
                                  dom_id=dom_id, first=first))


# -- the frames ---------------------------------------------------------------------------------


def _frame(template: str, status: int = 200, **context: Any) -> Response:
    context.setdefault("theme", _theme(request.args))
    context.setdefault("bg", _bg(request.args))
    # No Vary on Cookie or Accept-Language: the URL is the whole state (caching.py caches by URL).
    return Response(render_template(template, **context), status=status, mimetype="text/html")


@bp.get("/<lang_code>/example/<example_id>")
def example(example_id: str) -> Response:
    if example_id not in all_examples():
        abort(404)
    thing = example_embeddable(example_id, _locale_of_request(), _theme(request.args),
                               _bg(request.args))
    return _frame("embed/example.html", example_id=example_id, thing=thing,
                  game=get_example(example_id).game)


@bp.get("/<lang_code>/<game>/check/<page>")
def verdict(game: str, page: str) -> Response:
    checker = find_checker(game, page)
    if checker is None:
        abort(404)
    result = check(checker.game, checker.kind, request.args)  # rules=a&rules=b: both
    if result.empty:
        abort(400)
    if result.errors:  # the input is wrong: say what, compactly, with a 422
        return _frame("embed/error.html", status=422, status_code=422,
                      title=str(ERROR_TITLES[422]),
                      messages=[m for ms in result.errors.values() for m in ms],
                      page_url=url_for(f"checker.{checker.endpoint}", _external=True)
                      + "?" + request.query_string.decode("latin-1"))
    thing = verdict_embeddable(checker, request.args, _locale_of_request(), _theme(request.args),
                               result=result, bg=_bg(request.args))
    context = _checker_context(result)
    second = also_html(checker.game, checker.kind, request.args, disagreement,
                       rule_link=context["rule_link"], ruleset_ids=context["ruleset_ids"],
                       collapse_reasons=True)
    return _frame("embed/verdict.html", r=result, c=checker, game=checker.game, kind=checker.kind,
                  thing=thing, also_html=second, **context)


def _checker_context(result: CheckResult) -> dict[str, Any]:
    """What the checker's verdict partials expect besides the result (see checker._render)."""
    game, kind = result.checker.game, result.checker.kind
    return {
        "disagree": disagreement(game, kind, result.results),
        "rule_link": rule_link,
        "variant_names": i18n.VARIANT_NAMES,
        "side_names": i18n.SIDE_NAMES,
        "ruleset_ids": RULESET_IDS[game],
    }


@bp.get("/")
@bp.get("/<path:rest>")
def unknown(rest: str = "") -> Response:
    abort(404)


@bp.route("/", methods=["POST", "PUT", "PATCH", "DELETE"])
@bp.route("/<path:rest>", methods=["POST", "PUT", "PATCH", "DELETE"])
def read_only(rest: str = "") -> Response:
    """Embeds are read-only: any other method gets the compact 405 (not the site's page)."""
    abort(405, valid_methods=["GET", "HEAD"])


ERROR_TITLES: dict[int, Any] = {
    400: _l("Nothing to show"),
    404: _l("Not found"),
    405: _l("Method not allowed"),
    422: _l("This deal cannot be checked"),
    500: _l("Something went wrong"),
}
ERROR_MESSAGES: dict[int, Any] = {
    400: _l("This embed's address says nothing to check."),
    404: _l("There is nothing to embed at this address."),
    405: _l("This address does not accept this kind of request."),
    500: _l("An unexpected error occurred on our side. Please try again later."),
}


def _embed_locale() -> SiteLocale:
    """The locale of an embed URL (its first segment after /embed/), else Accept-Language, else
    English: never the cookie."""
    loc = g.get("site_locale")
    if loc is not None:
        return loc
    parts = request.path.split("/")
    loc = find_locale(parts[2]) if len(parts) > 2 else None
    if loc is None:
        best = request.accept_languages.best_match([x.tag for x in LOCALES]
                                                   + [x.url.split("-")[0] for x in LOCALES])
        loc = find_locale(best) or next((x for x in LOCALES if x.url.startswith(best or "?")),
                                        DEFAULT_LOCALE)
    g.site_locale = loc
    return loc


@bp.errorhandler(HTTPException)
def _embed_error(e: HTTPException) -> Any:
    if e.code is None or e.code < 400:
        return e
    _embed_locale()
    status = e.code if e.code in ERROR_TITLES else (500 if e.code >= 500 else 400)
    response = _frame("embed/error.html", status=e.code, status_code=e.code,
                      title=str(ERROR_TITLES[status]), messages=[str(ERROR_MESSAGES[status])],
                      page_url=url_for("pages.home", lang_code=g.site_locale.url, _external=True))
    original = e.get_response()
    if "Allow" in original.headers:
        response.headers["Allow"] = original.headers["Allow"]
    return response


@bp.errorhandler(Exception)
def _embed_unexpected(e: Exception) -> Any:
    if isinstance(e, HTTPException):
        return _embed_error(e)
    current_app.logger.exception("embed failed", exc_info=e)
    return _embed_error(InternalServerError(original_exception=e))


# -- the pages about embedding ------------------------------------------------------------------


@cache
def example_pages() -> dict[str, str]:
    """Example id -> the rules page (endpoint of ``rules``) that shows it, read from the rules
    templates once."""
    folder = current_app.jinja_loader.searchpath[0]  # type: ignore[union-attr]
    out: dict[str, str] = {}
    call = re.compile(r'\{\{\s*example\("([^"]+)"')
    for endpoint, (_, template) in PAGES.items():
        with open(f"{folder}/{template}", encoding="utf-8") as f:
            for example_id in call.findall(f.read()):
                out.setdefault(example_id, endpoint)
    return out


def oembed_link(page_url: str, title: str) -> Markup:
    """The ``<link rel="alternate" type="application/json+oembed">`` of an embeddable page."""
    href = url_for("embedding.oembed", url=page_url, format="json", _external=True)
    return Markup('<link rel="alternate" type="application/json+oembed" href="{}" title="{}">'
                  ).format(href, title)


def example_page(example_id: str) -> str:
    if example_id not in all_examples():
        abort(404)
    thing = example_embeddable(example_id, _locale_of_request())
    g._embed_assets_sent = True  # the page's head links them (embed/_assets.html)
    rules_page = example_pages().get(example_id)
    rules_href = (url_for(f"rules.{rules_page}") + f"#ex-{example_id}") if rules_page else None
    share_page, share_image = example_urls(example_id)
    return render_template("embed/example_page.html", example_id=example_id, thing=thing,
                           rules_href=rules_href, rules_page=rules_page,
                           share=example_share(example_id, disagreement), share_page=share_page,
                           share_image=share_image,
                           oembed=oembed_link(thing.page_url, thing.title))


site.add_url_rule("/<lang_code>/example/<example_id>", "example", example_page, methods=["GET"])


@site.get("/<lang_code>/embed")
def howto() -> str:
    thing = example_embeddable("seed-1", _locale_of_request())
    g._embed_assets_sent = True
    return render_template("embed/howto.html", thing=thing, code=snippet(thing),
                           dark_code=snippet(example_embeddable("seed-1", _locale_of_request(),
                                                                "dark")),
                           min_height=MIN_HEIGHT, max_height=MAX_HEIGHT,
                           default_width=DEFAULT_WIDTH,
                           oembed_example=url_for("embedding.oembed", url=thing.page_url,
                                                  maxwidth=400, _external=True))


def _positive(name: str) -> int | None:
    value = request.args.get(name)
    if value is None or value == "":
        return None
    if not value.isascii() or not value.isdigit() or len(value) > 6 or int(value) == 0:
        abort(_oembed_error(400, "bad_request", f"{name} must be a positive whole number"))
    return int(value)


def _oembed_error(status: int, code: str, message: str) -> Response:
    response = jsonify({"error": {"code": code, "message": message}})
    response.status_code = status
    response.headers["Access-Control-Allow-Origin"] = "*"
    return response


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


@site.get("/oembed")
def oembed() -> Response:
    """oEmbed: ``url`` (required; see :func:`resolve`), ``maxwidth``, ``maxheight``, ``format``
    (``json``, the default; anything else: 501). Unknown or foreign URLs: 404."""
    fmt = request.args.get("format", "json")
    if fmt != "json":
        return _oembed_error(501, "format_not_implemented", "only format=json is available")
    url = request.args.get("url")
    if not url:
        return _oembed_error(400, "missing_url", "the url parameter is required")
    maxwidth, maxheight = _positive("maxwidth"), _positive("maxheight")
    thing = resolve(url)
    if thing is None:
        return _oembed_error(404, "not_embeddable", "no embeddable page at this url")
    response = jsonify(oembed_payload(thing, maxwidth, maxheight))
    response.headers["Access-Control-Allow-Origin"] = "*"
    return response  # cached as a page (webapp.http.caching): max-age 300, strong ETag


def embed_head(result: Any = None) -> Markup:
    """For the <head> of a page with "Embed this" (the checker pages): the oEmbed discovery link
    when ``result`` (a CheckResult) has a verdict, and the disclosure's stylesheet and script
    (so a verdict that arrives later, through the checker's live fragment, works too)."""
    out = Markup("")
    if result is not None:
        thing = verdict_embeddable(result.checker, request.args, _locale_of_request(),
                                   result=result)
        if thing is not None:
            out += oembed_link(thing.page_url, thing.title)
    if not g.get("_embed_assets_sent"):
        g._embed_assets_sent = True
        out += Markup(render_template("embed/_assets.html"))
    return out


def _register_globals(state: Any) -> None:
    state.app.jinja_env.globals.update(embed_this=embed_this, oembed_link=oembed_link,
                                       embed_head=embed_head)


site.record_once(_register_globals)
