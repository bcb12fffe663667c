"""Everything about languages (the shape of warehouse's ``i18n`` package).

* :mod:`webapp.i18n.locales`: the locale table, negotiation, the URL processors;
* :mod:`webapp.i18n.vocabulary`: names of seats, teams, suits, ranks, cards, contracts and
  combination types, per game;
* :mod:`webapp.i18n.reasons`: :func:`reason_text`, a reason or error code -> a sentence;
* :mod:`webapp.i18n.messages`: the sentence of every code, and the rules-page link of each;
* :mod:`webapp.i18n.catalogs`: the pybabel workflow.

The package re-exports the names the rest of the webapp uses; :func:`init_app` installs
flask-babel, the URL processors and the template helpers.
"""

from __future__ import annotations

from flask import Flask, Response, g
from flask_babel import Babel

from webapp.i18n import lookup
from webapp.i18n.locales import (
    DEFAULT_LOCALE,
    LOCALE_COOKIE,
    LOCALES,
    SiteLocale,
    add_lang_code,
    alternates,
    current_locale,
    find_locale,
    in_locale,
    negotiate_locale,
    pull_lang_code,
    select_babel_locale,
)
from webapp.i18n.reasons import REASONS, _placeholders, error_text, reason_text, register_reason  # noqa: F401 (tests)
from webapp.i18n.vocabulary import (
    GAMES,
    PARAM_LOCALIZERS,
    RULESET_IN_SENTENCE,
    RULESET_NAMES,
    SIDE_NAMES,
    VARIANT_IN_SENTENCE,
    VARIANT_NAMES,
    card_name,
    contract_name,
    deck_of,
    localize_param,
    rank_name,
    rank_short,
    ruleset_in_sentence,
    ruleset_name,
    rulesets_name,
    seat_name,
    suit_name,
    team_name,
    type_name,
)
from webapp.i18n.vocabulary.labels import after_label

__all__ = [
    "DEFAULT_LOCALE",
    "GAMES",
    "LOCALES",
    "LOCALE_COOKIE",
    "PARAM_LOCALIZERS",
    "REASONS",
    "RULESET_IN_SENTENCE",
    "RULESET_NAMES",
    "SIDE_NAMES",
    "VARIANT_IN_SENTENCE",
    "VARIANT_NAMES",
    "SiteLocale",
    "alternates",
    "card_name",
    "contract_name",
    "current_locale",
    "deck_of",
    "error_text",
    "find_locale",
    "in_locale",
    "init_app",
    "localize_param",
    "negotiate_locale",
    "rank_name",
    "rank_short",
    "reason_text",
    "register_reason",
    "ruleset_in_sentence",
    "ruleset_name",
    "rulesets_name",
    "seat_name",
    "suit_name",
    "team_name",
    "type_name",
]


def _content_language(response: Response) -> Response:
    if g.get("site_locale") is not None and response.mimetype == "text/html":
        response.headers.setdefault("Content-Language", g.site_locale.tag)
    return response


def init_app(app: Flask) -> None:
    """Install flask-babel with our selector, the URL processors and the template helpers."""
    app.config.setdefault("BABEL_DEFAULT_LOCALE", DEFAULT_LOCALE.babel)
    lookup.install(app, Babel(app, locale_selector=select_babel_locale))
    app.url_value_preprocessor(pull_lang_code)
    app.url_defaults(add_lang_code)
    app.jinja_env.policies["ext.i18n.trimmed"] = True

    app.after_request(_content_language)
    app.jinja_env.globals.update(
        locales=LOCALES,
        current_locale=current_locale,
        alternates=alternates,
        deck_of=deck_of,
        card_name=card_name,
        rank_short=rank_short,
        suit_name=suit_name,
        seat_name=seat_name,
        team_name=team_name,
        ruleset_name=ruleset_name,
        ruleset_in_sentence=ruleset_in_sentence,
        contract_name=contract_name,
        reason_text=reason_text,
        after_label=after_label,
    )
