"""The site's languages: the locale table, negotiation, and the URL processors.

* :data:`LOCALES`, the one table of the site's languages (URL code, Babel code, HTML ``lang``);
* the URL processors that read ``<lang_code>`` from every URL and put it back into ``url_for``;
* negotiation for URLs without a locale (``/``, errors outside a locale prefix): cookie set by the
  language switcher, then ``Accept-Language``, then English.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from flask import abort, current_app, g, redirect, request, url_for
from flask_babel import force_locale

__all__ = [
    "DEFAULT_LOCALE",
    "LOCALES",
    "LOCALE_COOKIE",
    "SiteLocale",
    "add_lang_code",
    "alternates",
    "current_locale",
    "find_locale",
    "in_locale",
    "negotiate_locale",
    "pull_lang_code",
    "select_babel_locale",
]


# -- the locale table ---------------------------------------------------------------------------


@dataclass(frozen=True)
class SiteLocale:
    """One language of the site.

    ``url`` is the URL prefix and the cookie value, ``babel`` the catalog / flask-babel locale,
    ``tag`` the BCP 47 tag for ``<html lang>`` and ``hreflang``, ``name`` the endonym shown in the
    language switcher, ``aliases`` the extra primary language subtags ``Accept-Language`` maps here.
    """

    url: str
    babel: str
    tag: str
    name: str
    aliases: tuple[str, ...] = ()


#: The site's languages, in switcher order. English is the source language.
LOCALES: tuple[SiteLocale, ...] = (
    SiteLocale("en", "en", "en", "English"),
    SiteLocale("pt", "pt", "pt-PT", "Português"),  # European Portuguese (seed 000: "equipa")
    SiteLocale("vi", "vi", "vi", "Tiếng Việt"),
    SiteLocale("th", "th", "th", "ไทย"),
    SiteLocale("de-ch", "de_CH", "de-CH", "Deutsch (Schweiz)", aliases=("de", "gsw")),
    SiteLocale("fr", "fr", "fr", "Français"),
)
DEFAULT_LOCALE = LOCALES[0]
LOCALE_COOKIE = "atout_lang"
_BY_URL = {loc.url: loc for loc in LOCALES}
_BY_PRIMARY: dict[str, SiteLocale] = {}
for _loc in LOCALES:
    for _primary in (_loc.url.split("-")[0], *_loc.aliases):
        _BY_PRIMARY.setdefault(_primary, _loc)


def find_locale(code: object) -> SiteLocale | None:
    """The locale of a URL code, ignoring case and ``_`` vs ``-`` (``de_CH`` finds ``de-ch``)."""
    if not isinstance(code, str) or len(code) > 16:
        return None
    return _BY_URL.get(code.strip().lower().replace("_", "-"))


def _from_accept_language() -> SiteLocale | None:
    try:
        values = list(request.accept_languages)  # already sorted by quality
    except Exception:  # a malformed header never breaks a page
        return None
    for value, quality in values:
        if not isinstance(value, str) or quality <= 0:
            continue
        tag = value.strip().lower().replace("_", "-")
        if tag in _BY_URL:
            return _BY_URL[tag]
        primary = tag.split("-")[0]
        if primary in _BY_PRIMARY:
            return _BY_PRIMARY[primary]
    return None


def negotiate_locale() -> SiteLocale:
    """The locale for a request whose URL carries none: switcher cookie, Accept-Language,
    English."""
    return (
        find_locale(request.cookies.get(LOCALE_COOKIE))
        or _from_accept_language()
        or DEFAULT_LOCALE
    )


@contextmanager
def in_locale(loc: SiteLocale) -> Iterator[SiteLocale]:
    """Render part of a page in another locale (a verdict in a second language): the catalogs
    (flask-babel) and :func:`current_locale` both switch, then come back."""
    before = g.get("site_locale")
    g.site_locale = loc
    try:
        with force_locale(loc.babel):
            yield loc
    finally:
        g.site_locale = before


def current_locale() -> SiteLocale:
    """The locale of this request: from the URL prefix, else negotiated."""
    loc: SiteLocale | None = g.get("site_locale")
    if loc is None:
        # Not set by the URL processor (e.g. a 404 under /pt/): the path's first segment, if it
        # is a locale, else negotiation.
        first = request.path.lstrip("/").split("/", 1)[0]
        loc = _BY_URL.get(first) or negotiate_locale()
        g.site_locale = loc
    return loc


def select_babel_locale() -> str:
    return current_locale().babel


# -- URL processors -----------------------------------------------------------------------------


def pull_lang_code(endpoint: str | None, values: dict[str, Any] | None) -> None:
    if not values or "lang_code" not in values:
        return
    code = values.pop("lang_code")
    loc = find_locale(code)
    if loc is None:
        abort(404)  # rendered in the negotiated language
    if loc.url != code:  # /de-CH/ or /de_ch/ -> /de-ch/
        target = request.path.replace(f"/{code}", f"/{loc.url}", 1)
        if request.query_string:
            target += "?" + request.query_string.decode("latin-1")
        abort(redirect(target, 308))
    g.site_locale = loc


def add_lang_code(endpoint: str, values: dict[str, Any]) -> None:
    if "lang_code" in values or not endpoint:
        return
    if current_app.url_map.is_endpoint_expecting(endpoint, "lang_code"):
        values["lang_code"] = current_locale().url


def alternates() -> list[tuple[SiteLocale, str]]:
    """This page in every locale, as ``(locale, url)``: same endpoint, arguments and query string.

    Pages without a locale in their URL (errors on unknown paths) link each locale's home page.
    """
    endpoint = request.endpoint
    args = dict(request.view_args or {})
    query = request.query_string.decode("latin-1")
    same_page = (endpoint is not None and _expects_lang(endpoint)
                 and request.routing_exception is None)
    out = []
    for loc in LOCALES:
        if same_page and endpoint is not None:
            href = url_for(endpoint, **args, lang_code=loc.url)
            if query:
                href += "?" + query
        else:
            href = url_for("pages.home", lang_code=loc.url)
        out.append((loc, href))
    return out


def _expects_lang(endpoint: str) -> bool:
    return current_app.url_map.is_endpoint_expecting(endpoint, "lang_code")
