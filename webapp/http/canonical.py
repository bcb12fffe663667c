"""One URL per page: a GET whose query names a parameter the page does not read is redirected
(301, ``Cache-Control: no-store``) to the same URL without it.

Pages used to ignore unknown parameters, so ``?cb=<random>`` made a new cache entry each time
(a shared cache filled at will) and ``?utm_source=...`` split a page's entries. Now the
redirect is cheap (no rendering), is never stored, and its target is the cached page.

Which parameters a page reads is given by endpoint to :func:`init_app` (webapp/__init__.py:
:func:`webapp.query_params`): a checker page, its permalink's (``QUERY``) and ``fragment``; an
embed, ``theme`` (and, for a verdict, the checkers'); oEmbed and the language switcher, theirs;
every other page of the site's blueprints, none. The API and static files are not concerned (the
proxy keys static files without their query).
"""

from __future__ import annotations

from collections.abc import Mapping
from urllib.parse import urlencode

from flask import Flask, current_app, redirect, request
from werkzeug.wrappers import Response as WerkzeugResponse

#: The blueprints whose pages are checked (a page of another blueprint, or a route outside any,
#: is left alone until its endpoint is given its parameters); the API and static files never are.
CHECKED_BLUEPRINTS = frozenset({"root", "pages", "rules", "checker", "embed", "embedding"})
#: The catch-all of unknown embed paths (a 404 whatever the query).
EXEMPT = frozenset({"embed.unknown", "embed.read_only"})


def redirect_unknown_parameters() -> WerkzeugResponse | None:
    endpoint = request.endpoint
    if (request.method not in ("GET", "HEAD") or not request.query_string or endpoint is None
            or endpoint in EXEMPT or request.routing_exception is not None):
        return None
    params: Mapping[str, frozenset[str]] = current_app.extensions["atout_query_params"]
    if endpoint not in params and request.blueprint not in CHECKED_BLUEPRINTS:
        return None
    known = params.get(endpoint, frozenset())
    items = list(request.args.items(multi=True))
    kept = [(name, value) for name, value in items if name in known]
    if len(kept) == len(items):
        return None
    target = request.path + ("?" + urlencode(kept) if kept else "")
    response = redirect(target, 301)
    response.headers["Cache-Control"] = "no-store"
    return response


def respell(query: str) -> WerkzeugResponse | None:
    """A 301 (``no-store``) to this path with ``query`` when the request spells its query
    otherwise; None when it is already ``query`` (or not a GET).

    For the share image of a verdict (``webapp/blueprints/share.py``): ``query`` is the verdict's
    one permalink (:func:`webapp.core.permalink.canonical`), so ``rules=a&rules=b``, ``10h``,
    ``th`` and ``TH`` all end on one URL, one cache entry and one ETag. (The checker pages and
    the embeds answer every spelling and name the canonical one in ``<link rel="canonical">``,
    ``og:url`` and their links.)"""
    if request.method not in ("GET", "HEAD") or request.query_string.decode("latin-1") == query:
        return None
    response = redirect(request.path + ("?" + query if query else ""), 301)
    response.headers["Cache-Control"] = "no-store"
    return response


def init_app(app: Flask, params: Mapping[str, frozenset[str]]) -> None:
    """``params``: endpoint -> the query parameters its pages read (absent: none)."""
    app.extensions["atout_query_params"] = dict(params)
    app.before_request(redirect_unknown_parameters)
