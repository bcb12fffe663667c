"""How a thing is embedded: the snippet a host pastes (the iframe, its sandbox, the host script),
the "Embed this" disclosure of a page, and oEmbed (the discovery link, the payload)."""

from __future__ import annotations

from typing import Any

from flask import g, render_template, request, url_for
from flask_babel import lazy_gettext as _l
from markupsafe import Markup, escape

from webapp.core.content import UnknownExampleError, get_example
from webapp.i18n import DEFAULT_LOCALE, SiteLocale, find_locale
from webapp.verdicts.embeds.things import (
    DEFAULT_WIDTH,
    Embeddable,
    example_embeddable,
    sheet_embeddable,
    verdict_embeddable,
)
from webapp.verdicts.examples import tables_query

__all__ = [
    "CACHE_AGE",
    "FRAMES_BLUEPRINT",
    "SANDBOX",
    "embed_head",
    "embed_this",
    "host_script_url",
    "locale_of_request",
    "oembed_link",
    "oembed_payload",
    "snippet",
]

#: The blueprint of the frames (nothing inside a frame offers to embed it again).
FRAMES_BLUEPRINT = "embed"
#: oEmbed: how long a consumer may cache an answer (s). Examples and verdicts change only with a
#: release of the rules.
CACHE_AGE = 86400
#: The iframe's sandbox: scripts (the resize protocol) and links that open Atout in a new tab, as
#: an ordinary page. No ``allow-same-origin``: the frame runs in an opaque origin (so browsers do
#: not warn that a frame with both flags can remove its own sandbox); the host script accepts
#: its messages from origin "null" for such a frame, and the frame needs nothing of its origin
#: (no cookie, no storage; the suits are inline, the fonts are served with CORS).
SANDBOX = "allow-scripts allow-popups allow-popups-to-escape-sandbox"


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
