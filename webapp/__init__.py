"""The Atout web application: ``create_app()`` builds it (gunicorn: ``'webapp:create_app()'``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from flask import Blueprint, Flask

from webapp import i18n, verdicts
from webapp.blueprints import api, checker, embed, house, pages, rules
from webapp.blueprints.nav import GAMES as nav_games
from webapp.blueprints.nav import nav_links
from webapp.http import caching, errors, security

#: The blueprints, one per concern. Adding one is adding a line here.
BLUEPRINTS: tuple[Blueprint, ...] = (
    pages.root,
    pages.bp,
    rules.bp,
    api.bp,
    checker.bp,
    house.bp,
    embed.bp,
    embed.site,
)

ROOT = Path(__file__).resolve().parent.parent


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
    if app.config.get("PROXY_FIX"):  # behind a reverse proxy: ATOUT_PROXY_FIX=1
        from werkzeug.middleware.proxy_fix import ProxyFix

        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=1, x_proto=1, x_host=1)  # type: ignore[method-assign]
    app.url_map.strict_slashes = True

    i18n.init_app(app)
    security.init_app(app)
    caching.init_app(app)  # ETags, Cache-Control, 304s, fingerprinted static files, CORS
    errors.init_app(app)
    verdicts.init_app(app)  # the verdict partials' template globals, for every blueprint
    app.jinja_env.globals.update(nav_links=nav_links, nav_games=nav_games)
    for blueprint in BLUEPRINTS:
        app.register_blueprint(blueprint)
    return app
