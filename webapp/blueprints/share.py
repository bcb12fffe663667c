"""The share images: a PNG (1200×630) of a verdict, the og:image of its page and the picture
that "Copy for a forum" links (where iframes are stripped)::

    /img/<lang>/<game>/check/<page>.png?<permalink query>   a checker verdict
    /img/<lang>/example/<example_id>.png                    a worked example

Both take ``theme=light`` (default) or ``dark``, ``also=<lang>`` (the verdict in a second
language beside the first) and a table's own ruleset in ``rules`` (``h1.…``: the checker's
column, or one beside a worked example's standard ones). The query is read by the checker's own
parser (:func:`webapp.core.checks.check`), so every spelling of a permalink gives its image: a
301 to the verdict's one permalink (one URL, one cache entry), then the picture. Drawn by
:mod:`webapp.verdicts.image`; cached like an embed (``webapp/http/caching.py``: public, long
max-age, ETag, 304). Bad input: a 4xx (400 nothing to draw, 404 unknown, 422 a wrong deal or
ruleset id: the site's error page in the URL's language, naming the parameter).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable

from flask import Blueprint, Response, abort, render_template, request
from flask_babel import force_locale
from flask_babel import lazy_gettext as _l
from werkzeug.wrappers import Response as WerkzeugResponse

from engine.reasons import EngineError
from webapp.core.checks import CHECKERS, check
from webapp.core.content import all_examples, get_example
from webapp.http import canonical
from webapp.i18n import SiteLocale, current_locale, find_locale
from webapp.verdicts import disagreement
from webapp.verdicts.examples import address_errors, rules_error_page, table_rules
from webapp.verdicts.image import render
from webapp.verdicts.share import Share, also_query, example_query, example_share, verdict_share

__all__ = ["THEMES", "bp"]

bp = Blueprint("share", __name__, url_prefix="/img")
#: A wrong input whose error names no parameter (never expected: check() names them).
BAD_DEAL = _l("This deal cannot be checked")
THEMES = ("light", "dark")

#: URL (path and query) -> PNG bytes: a pure function of the URL and of the code deployed, so a
#: bounded memo (a second request, a 304 or a HEAD, does not draw again). Cleared when full.
_PNG: OrderedDict[str, bytes] = OrderedDict()
PNG_CACHE_SIZE = 256


def _theme() -> str:
    value = request.args.get("theme", "light")
    return value if value in THEMES else "light"


def _also() -> SiteLocale | None:
    """The second language (``also=de-ch``), or None (absent, unknown, or the page's own)."""
    loc = find_locale(request.args.get("also", ""))
    return loc if loc is not None and loc != current_locale() else None


def _png(key: str, draw: Callable[[], bytes]) -> Response:
    body = _PNG.get(key)
    if body is None:
        body = draw()
        if len(_PNG) >= PNG_CACHE_SIZE:
            _PNG.popitem(last=False)
        _PNG[key] = body
    return Response(body, mimetype="image/png")


def _key() -> str:
    return request.full_path


def _pair(make: Callable[[], Share]
          ) -> tuple[Share, Share | None, tuple[str, str] | None]:
    """The Share in the page's language and, with ``also``, in the second one."""
    first = make()
    other = _also()
    if other is None:
        return first, None, None
    with force_locale(other.babel):
        second = make()
    return first, second, (current_locale().name, other.name)


@bp.get("/<lang_code>/<game>/check/<page>.png")
def verdict(game: str, page: str) -> WerkzeugResponse:
    checker = next((c for c in CHECKERS.values() if c.path == f"/{game}/check/{page}"), None)
    if checker is None:
        abort(404)
    key = _key()
    if key in _PNG:  # only canonical URLs are drawn, so a hit is one
        return _png(key, lambda: b"")
    result = check(checker.game, checker.kind, request.args)
    if result.empty:
        abort(400)
    if result.errors or not result.results:  # what is wrong, each parameter named
        messages = address_errors(result.errors) or [str(BAD_DEAL)]
        return Response(render_template("error.html", status=422, title=_l("Bad request"),
                                        message=" ".join(messages), reference=None),
                        status=422, mimetype="text/html")
    theme = _theme()
    # One URL per verdict (and one cache entry): the permalink query, also, then the theme.
    moved = canonical.respell(result.query + also_query(request.args)
                              + (f"&theme={theme}" if theme != "light" else ""))
    if moved is not None:
        return moved

    def draw() -> bytes:
        def make() -> Share:
            return verdict_share(checker.game, checker.kind, result.data, result.results,
                                 disagreement(checker.game, checker.kind, result.results))

        first, second, headings = _pair(make)
        return render(first, theme, second, headings)

    return _png(key, draw)


@bp.get("/<lang_code>/example/<example_id>.png")
def example(example_id: str) -> WerkzeugResponse:
    if example_id not in all_examples():
        abort(404)
    key = _key()
    if key in _PNG:
        return _png(key, lambda: b"")
    game = get_example(example_id).game
    try:
        house = table_rules(request.args, (game,)).get(game, ())  # rules=h1.…: a table's column
    except EngineError as e:
        return Response(rules_error_page(e, game), status=422, mimetype="text/html")
    theme, other = _theme(), _also()
    query = "&".join(x for x in (example_query(house, other.url if other else None),
                                 f"theme={theme}" if theme != "light" else "") if x)
    moved = canonical.respell(query)  # one URL per picture: rules, also, then the theme
    if moved is not None:
        return moved

    def draw() -> bytes:
        first, second, headings = _pair(lambda: example_share(example_id, disagreement, house))
        return render(first, theme, second, headings)

    return _png(key, draw)
