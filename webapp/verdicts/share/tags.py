"""The page's side of sharing: the link-preview tags (Open Graph, Twitter) in ``<head>``, the
canonical URLs of a verdict's page and picture, and the share controls under a verdict (Copy
link, Share where the browser has it, Copy for a forum)."""

from __future__ import annotations

from flask import g, render_template, request, url_for
from flask_babel import gettext
from markupsafe import Markup

from webapp.core.checks import CHECKERS
from webapp.verdicts.share.copies import bbcode, markdown, plain_text
from webapp.verdicts.share.scene import Share

__all__ = ["IMAGE_SIZE", "OG_LOCALES", "example_query", "example_urls", "share_assets",
           "share_head", "share_this", "verdict_urls"]


#: Catalog locale -> og:locale (language_TERRITORY).
OG_LOCALES = {"en": "en_GB", "pt": "pt_PT", "vi": "vi_VN", "th": "th_TH", "de_CH": "de_CH",
              "fr": "fr_FR"}
IMAGE_SIZE = (1200, 630)


def _checker_path(game: str, kind: str) -> tuple[str, str, str]:
    """(endpoint, game segment, page segment) of a checker (``/belote/check/play``)."""
    c = CHECKERS[f"{game}/{kind}"]
    seg_game, page = c.path.strip("/").split("/check/")
    return c.endpoint, seg_game, page


def verdict_urls(game: str, kind: str, query: str, lang: str | None = None) -> tuple[str, str]:
    """(canonical page URL, image URL) of a checker verdict, absolute, in ``lang`` (default the
    page's)."""
    endpoint, seg_game, page = _checker_path(game, kind)
    loc = {"lang_code": lang} if lang else {}
    page_url = url_for(f"checker.{endpoint}", _external=True, **loc) + "?" + query
    image_url = url_for("share.verdict", game=seg_game, page=page, _external=True,
                        **loc) + "?" + query
    return page_url, image_url


def example_query(house: tuple[str, ...] = (), also: str | None = None) -> str:
    """The one spelling of a worked example's query: its tables' rulesets
    (``rules=h1.…,h1.…``), then the second language (``also=de-ch``); ``""`` without either.
    The picture adds ``&theme=dark`` after them."""
    parts = ([f"rules={','.join(house)}"] if house else []) + ([f"also={also}"] if also else [])
    return "&".join(parts)


def example_urls(example_id: str, lang: str | None = None, house: tuple[str, ...] = (),
                 also: str | None = None) -> tuple[str, str]:
    """(page URL, image URL) of a worked example, absolute, with its tables' rulesets and second
    language (:func:`example_query`)."""
    loc = {"lang_code": lang} if lang else {}
    query = example_query(house, also)
    tail = "?" + query if query else ""
    return (url_for("embedding.example", example_id=example_id, _external=True, **loc) + tail,
            url_for("share.example", example_id=example_id, _external=True, **loc) + tail)


def share_head(share: Share, page_url: str, image_url: str) -> Markup:
    """The link-preview tags (Open Graph, Twitter) of a verdict or an example page."""
    og_locale = OG_LOCALES.get(share.locale, share.locale)
    return Markup(render_template("verdicts/_share_head.html", share=share, page_url=page_url,
                                  image_url=image_url, og_locale=og_locale, size=IMAGE_SIZE))


def share_assets() -> Markup:
    """The share controls' stylesheet and script, once per page (the checker pages put them in
    their head: a verdict may arrive later, through the live region)."""
    if g.get("_share_assets_sent"):
        return Markup("")
    g._share_assets_sent = True
    return Markup('<link rel="stylesheet" href="{}"><script defer src="{}"></script>').format(
        url_for("static", filename="css/share.css"), url_for("static", filename="js/share.js"))


def share_this(share: Share, page_url: str, image_url: str) -> Markup:
    """Under a verdict: Copy link, Share (where the browser has it) and "Copy for a forum"
    (BBCode, Markdown, plain text), readable without JS. Empty inside an embed."""
    if request.blueprint == "embed":
        return Markup("")
    return share_assets() + Markup(render_template(
        "verdicts/_share_this.html", share=share, page_url=page_url, image_url=image_url,
        texts=[("bbcode", gettext("BBCode (forums)"), bbcode(share, page_url, image_url)),
               ("markdown", gettext("Markdown (Discord, Reddit, GitHub)"),
                markdown(share, page_url, image_url)),
               ("text", gettext("Plain text (chats)"), plain_text(share, page_url))]))
