"""The Atout web application: ``create_app()`` builds it (gunicorn: ``'webapp:create_app()'``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from flask import Blueprint, Flask

from webapp import i18n, verdicts
from webapp.blueprints import api, checker, embed, house, pages, rules, share, sheet
from webapp.blueprints.nav import GAMES as nav_games
from webapp.blueprints.nav import nav_links
from webapp.core.checks import CHECKERS
from webapp.core.content import PAGES
from webapp.core.permalink import QUERY
from webapp.core.sheets import SHEET_EMBED_PARAMS, SHEET_PARAMS
from webapp.http import caching, canonical, errors, proxy, security, tracing
from webapp.i18n.nobreak import keep_words_whole

#: The blueprints, one per concern. Adding one is adding a line here.
BLUEPRINTS: tuple[Blueprint, ...] = (
    pages.root,
    pages.bp,
    rules.bp,
    api.bp,
    checker.bp,
    sheet.bp,
    house.bp,
    embed.bp,
    embed.site,
    share.bp,
)

ROOT = Path(__file__).resolve().parent.parent


def query_params() -> dict[str, frozenset[str]]:
    """Endpoint -> the query parameters its pages read; any other is redirected away
    (webapp.http.canonical). A new page that reads a query adds its line here."""
    checker_params = frozenset(name for names in QUERY.values() for name in names)
    return {
        # ``notation``: the locale whose card letters the form's card fields are typed in
        # (webapp/i18n/notation/), sent by the checker form; a permalink never needs it
        # ``preset``: the dispute a page was opened from (webapp/core/disputes.py)
        # ``sheet``, ``deal``: the score sheet's game (its query) and deal a deal score checker
        # was opened from (webapp.core.sheets.game_of_checker)
        **{f"checker.{c.endpoint}": frozenset(QUERY[key]) | {"fragment", "notation", "preset",
                                                             "also"}
           | ({"sheet", "deal"} if c.kind == "score" else set())
           for key, c in CHECKERS.items()},
        **{f"sheet.{game}": params for game, params in SHEET_PARAMS.items()},
        "embed.verdict": checker_params | {"theme", "bg", "also", "notation"},
        # ``rules``: a table's own ruleset (h1.), a column beside each example's standard ones
        "embed.example": frozenset({"theme", "bg", "also", "rules"}),
        "embedding.example": frozenset({"also", "rules"}),
        **{f"rules.{page}": frozenset({"rules"}) for page in PAGES},
        "embed.sheet": frozenset(SHEET_EMBED_PARAMS) | {"theme", "bg"},
        "share.verdict": checker_params | {"theme", "also", "notation"},
        "share.example": frozenset({"theme", "also", "rules"}),
        "embedding.oembed": frozenset({"url", "maxwidth", "maxheight", "format"}),
        "root.switch_language": frozenset({"next"}),
        **house.QUERY_PARAMS,
    }


def create_app(config: dict[str, Any] | None = None) -> Flask:
    """The application factory.

    ``config`` overrides the defaults (tests pass ``{"TESTING": True}``).
    """
    app = Flask(__name__)
    app.config.from_mapping(
        MAX_CONTENT_LENGTH=64 * 1024,  # request bodies over 64 KB get a 413
        BABEL_TRANSLATION_DIRECTORIES=str(ROOT / "translations"),
        SEND_FILE_MAX_AGE_DEFAULT=3600,
    )
    app.config.from_prefixed_env("ATOUT")
    if config:
        app.config.update(config)
    proxy.init_app(app)  # malformed Host -> 400; behind a reverse proxy: ATOUT_PROXY_FIX=1
    app.url_map.strict_slashes = True

    i18n.init_app(app)
    security.init_app(app)
    caching.init_app(app)  # ETags, Cache-Control, 304s, fingerprinted static files, CORS
    errors.init_app(app)
    tracing.init_app(app)  # X-Request-Id on every response, in the logs and on the 500 page
    # a query parameter a page does not read: 301 to the URL without it
    canonical.init_app(app, query_params())
    verdicts.init_app(app)  # the verdict partials' template globals, for every blueprint
    # Thai: loanwords kept on one line in the HTML (registered after caching: it runs before it)
    app.after_request(keep_words_whole)
    app.jinja_env.globals.update(nav_links=nav_links, nav_games=nav_games)
    for blueprint in BLUEPRINTS:
        app.register_blueprint(blueprint)
    return app
