"""Locales, locale negotiation, and the localized vocabulary of both games.

Everything about languages lives here:

* :data:`LOCALES`, the one table of the site's languages (URL code, Babel code, HTML ``lang``);
* the URL processors that read ``<lang_code>`` from every URL and put it back into ``url_for``;
* negotiation for URLs without a locale (``/``, errors outside a locale prefix): cookie set by the
  language switcher, then ``Accept-Language``, then English;
* names of seats, teams, suits, ranks, cards, contracts and combination types, per game;
* :func:`reason_text`, which turns an engine ``Reason`` or ``EngineError`` (a code and params) into
  a sentence in the reader's language, through the :data:`REASONS` registry.

Text is returned as plain ``str``; Jinja's autoescaping escapes it when rendered.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from babel.lists import format_list
from babel.numbers import format_decimal
from flask import Flask, abort, g, redirect, request, url_for
from flask_babel import Babel, get_locale, lazy_pgettext
from flask_babel import lazy_gettext as _l

from engine.cards import FRENCH, SWISS, Card, Deck
from engine.reasons import EngineError, Reason

__all__ = [
    "SiteLocale", "LOCALES", "DEFAULT_LOCALE", "LOCALE_COOKIE", "GAMES",
    "init_app", "current_locale", "negotiate_locale", "find_locale", "alternates",
    "seat_name", "team_name", "ruleset_name", "RULESET_NAMES", "VARIANT_NAMES", "SIDE_NAMES",
    "suit_name", "rank_name", "rank_short", "card_name",
    "contract_name", "type_name", "deck_of", "localize_param", "PARAM_LOCALIZERS",
    "REASONS", "register_reason", "reason_text", "error_text",
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
    SiteLocale("pt", "pt", "pt", "Português"),
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
    """The locale for a request whose URL carries none: switcher cookie, Accept-Language, English."""
    return (
        find_locale(request.cookies.get(LOCALE_COOKIE))
        or _from_accept_language()
        or DEFAULT_LOCALE
    )


def current_locale() -> SiteLocale:
    """The locale of this request: from the URL prefix, else negotiated."""
    loc = g.get("site_locale")
    if loc is None:
        # Not set by the URL processor (e.g. a 404 under /pt/): the path's first segment, if it
        # is a locale, else negotiation.
        first = request.path.lstrip("/").split("/", 1)[0]
        loc = _BY_URL.get(first) or negotiate_locale()
        g.site_locale = loc
    return loc


def _select_babel_locale() -> str:
    return current_locale().babel


# -- URL processors -----------------------------------------------------------------------------


def _pull_lang_code(endpoint: str | None, values: dict[str, Any] | None) -> None:
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


def _add_lang_code(endpoint: str, values: dict[str, Any]) -> None:
    if "lang_code" in values or not endpoint:
        return
    from flask import current_app

    if current_app.url_map.is_endpoint_expecting(endpoint, "lang_code"):
        values["lang_code"] = current_locale().url


def alternates() -> list[tuple[SiteLocale, str]]:
    """This page in every locale, as ``(locale, url)``: same endpoint, arguments and query string.

    Pages without a locale in their URL (errors on unknown paths) link each locale's home page.
    """
    endpoint = request.endpoint
    args = dict(request.view_args or {})
    query = request.query_string.decode("latin-1")
    same_page = endpoint is not None and _expects_lang(endpoint) and request.routing_exception is None
    out = []
    for loc in LOCALES:
        if same_page:
            href = url_for(endpoint, **args, lang_code=loc.url)
            if query:
                href += "?" + query
        else:
            href = url_for("pages.home", lang_code=loc.url)
        out.append((loc, href))
    return out


def _expects_lang(endpoint: str) -> bool:
    from flask import current_app

    return current_app.url_map.is_endpoint_expecting(endpoint, "lang_code")


def init_app(app: Flask) -> None:
    """Install flask-babel with our selector, the URL processors and the template helpers."""
    app.config.setdefault("BABEL_DEFAULT_LOCALE", DEFAULT_LOCALE.babel)
    Babel(app, locale_selector=_select_babel_locale)
    app.url_value_preprocessor(_pull_lang_code)
    app.url_defaults(_add_lang_code)
    app.jinja_env.policies["ext.i18n.trimmed"] = True

    @app.after_request
    def _content_language(response):
        if g.get("site_locale") is not None and response.mimetype == "text/html":
            response.headers.setdefault("Content-Language", g.site_locale.tag)
        return response

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
        contract_name=contract_name,
        reason_text=reason_text,
    )


# -- localized vocabulary -----------------------------------------------------------------------

#: Game id -> deck. ``game`` arguments accept either a game id or a Deck.
GAMES: dict[str, Deck] = {"belote": FRENCH, "jass": SWISS}


def deck_of(game: str | Deck) -> Deck:
    """``"belote"`` -> FRENCH, ``"jass"`` -> SWISS; a Deck is returned as it is."""
    return game if isinstance(game, Deck) else GAMES[game]


SEAT_NAMES = {
    "N": lazy_pgettext("seat", "North"),
    "E": lazy_pgettext("seat", "East"),
    "S": lazy_pgettext("seat", "South"),
    "W": lazy_pgettext("seat", "West"),
}
TEAM_NAMES = {
    "NS": lazy_pgettext("team", "North–South"),
    "EW": lazy_pgettext("team", "East–West"),
}
RULESET_NAMES = {
    "maison": lazy_pgettext("ruleset", "Maison"),
    "officielles": lazy_pgettext("ruleset", "Officielles"),
    "traditional": lazy_pgettext("ruleset", "Traditional"),
    "swiss": lazy_pgettext("ruleset", "Swiss"),
}
VARIANT_NAMES = {
    "classic": lazy_pgettext("variant", "Classic belote"),
    "coinche": lazy_pgettext("variant", "Coinche"),
}
#: The two sides of a Belote contract (the engine's ``taker`` / ``defense``).
SIDE_NAMES = {
    "taker": lazy_pgettext("side", "takers"),
    "defense": lazy_pgettext("side", "defence"),
}
SUIT_NAMES = {
    "french": {
        "S": lazy_pgettext("French suit", "spades"),
        "H": lazy_pgettext("French suit", "hearts"),
        "D": lazy_pgettext("French suit", "diamonds"),
        "C": lazy_pgettext("French suit", "clubs"),
    },
    "swiss": {
        "E": lazy_pgettext("Swiss suit", "Eicheln"),
        "S": lazy_pgettext("Swiss suit", "Schellen"),
        "R": lazy_pgettext("Swiss suit", "Rosen"),
        "L": lazy_pgettext("Swiss suit", "Schilten"),
    },
}
RANK_NAMES = {
    "french": {
        "J": lazy_pgettext("French rank", "Jack"),
        "Q": lazy_pgettext("French rank", "Queen"),
        "K": lazy_pgettext("French rank", "King"),
        "A": lazy_pgettext("French rank", "Ace"),
    },
    "swiss": {
        "T": lazy_pgettext("Swiss rank", "Banner"),
        "U": lazy_pgettext("Swiss rank", "Under"),
        "O": lazy_pgettext("Swiss rank", "Ober"),
        "K": lazy_pgettext("Swiss rank", "König"),
        "A": lazy_pgettext("Swiss rank", "Ass"),
    },
}
#: The index printed in a card's corner (French "V" for valet, Portuguese "D" for dama...).
RANK_SHORT = {
    "french": {
        "J": lazy_pgettext("French rank, card corner", "J"),
        "Q": lazy_pgettext("French rank, card corner", "Q"),
        "K": lazy_pgettext("French rank, card corner", "K"),
        "A": lazy_pgettext("French rank, card corner", "A"),
    },
    "swiss": {
        "U": lazy_pgettext("Swiss rank, card corner", "U"),
        "O": lazy_pgettext("Swiss rank, card corner", "O"),
        "K": lazy_pgettext("Swiss rank, card corner", "K"),
        "A": lazy_pgettext("Swiss rank, card corner", "A"),
    },
}
CARD_NAME_FORMAT = {
    # Translators: a card's spoken name, e.g. "Jack of spades"; rank and suit names come from
    # the "French rank" and "French suit" entries. Reorder freely.
    "french": lazy_pgettext("French card: rank, suit", "%(rank)s of %(suit)s"),
    # Translators: a Swiss card's spoken name, e.g. "Rosen Ober" (Swiss terms keep their names).
    "swiss": lazy_pgettext("Swiss card: rank, suit", "%(suit)s %(rank)s"),
}
CONTRACT_NAMES = {
    "none": lazy_pgettext("contract", "no trump"),
    "all": lazy_pgettext("contract", "all trump"),
    "obenabe": lazy_pgettext("contract", "Obenabe"),
    "undenufe": lazy_pgettext("contract", "Undenufe"),
}
TYPE_NAMES = {
    "tierce": lazy_pgettext("combination", "tierce"),
    "cinquante": lazy_pgettext("combination", "fifty"),
    "cent": lazy_pgettext("combination", "hundred"),
    "carre": lazy_pgettext("combination", "carré"),
    "sequence": lazy_pgettext("combination", "sequence"),
    "four": lazy_pgettext("combination", "four of a kind"),
}


def seat_name(seat: str) -> str:
    """``"N"`` -> ``"North"`` (``"Norte"``, ``"เหนือ"``...). Unknown codes are returned as they are."""
    return str(SEAT_NAMES.get(seat, seat))


def team_name(team: str) -> str:
    return str(TEAM_NAMES.get(team, team))


def ruleset_name(ruleset: str) -> str:
    """``"maison"`` -> ``"Maison"``, in the page's language. Unknown ids are returned as they are."""
    return str(RULESET_NAMES.get(ruleset, ruleset))


def suit_name(suit: str, game: str | Deck) -> str:
    return str(SUIT_NAMES[deck_of(game).name].get(suit, suit))


def rank_name(rank: str, game: str | Deck) -> str:
    """A rank's full name; number ranks are digits (``"T"`` -> ``"10"``)."""
    name = RANK_NAMES[deck_of(game).name].get(rank)
    if name is not None:
        return str(name)
    return "10" if rank == "T" else rank


def rank_short(rank: str, game: str | Deck) -> str:
    """The index printed on the card's corner, per locale (``"J"``; ``"V"`` in French)."""
    short = RANK_SHORT[deck_of(game).name].get(rank)
    if short is not None:
        return str(short)
    return "10" if rank == "T" else rank


def card_name(card: Card | str, game: str | Deck) -> str:
    """A card's accessible name: ``"Jack of spades"``, ``"Valete de espadas"``, ``"Rosen Ober"``."""
    deck = deck_of(game)
    if isinstance(card, str):
        try:
            card = deck.card(card)
        except EngineError:
            return card
    key = (str(get_locale()), deck.name, card.index)
    name = _CARD_NAMES.get(key)
    if name is None:  # at most 6 locales x 68 cards: a bounded, pure cache
        name = _CARD_NAMES[key] = str(CARD_NAME_FORMAT[deck.name]) % {
            "rank": rank_name(card.rank, deck),
            "suit": suit_name(card.suit, deck),
        }
    return name


_CARD_NAMES: dict[tuple[str, str, int], str] = {}


def contract_name(contract: str, game: str | Deck) -> str:
    """A contract or trump: a suit code of the game's deck, ``none``, ``all``, ``obenabe``..."""
    if contract in CONTRACT_NAMES:
        return str(CONTRACT_NAMES[contract])
    return suit_name(contract, game)


def type_name(kind: str) -> str:
    return str(TYPE_NAMES.get(kind, kind))


#: Catalog locale -> the CLDR locale whose number and list formats it follows, where they differ:
#: the Portuguese catalog is European Portuguese (seed 000: "equipa"), Babel's ``pt`` is Brazil's
#: ("1.028" and "25.000" where Portugal writes "1 028" and "25 000").
_FORMATS = {"pt": "pt_PT"}


def _babel_locale() -> Any:
    locale = get_locale()
    if locale is None:
        return DEFAULT_LOCALE.babel
    return _FORMATS.get(str(locale), locale)


def _list(items: Iterable[str]) -> str:
    """A localized list ("A, B and C"). CLDR's Thai pattern joins items with a bare space and glues
    "และ" to the last one, which is right for single words but ambiguous for names that contain a
    space ("แจ็ก โพดำ", "Ober Rosen"): Thai lists of such names get commas and a spaced "และ"."""
    items = list(items)
    locale = _babel_locale()
    if len(items) > 1 and str(locale).partition("_")[0] == "th":
        return ", ".join(items[:-1]) + " และ " + items[-1]
    return format_list(items, locale=locale)


#: Param name -> function(value, game) -> localized text. :func:`localize_param` uses it; a later
#: layer adds its own names (e.g. ``ruleset``) with one assignment.
PARAM_LOCALIZERS: dict[str, Callable[[Any, Deck], Any]] = {
    "seat": lambda v, game: seat_name(v),
    "seats": lambda v, game: _list(seat_name(s) for s in v),
    "team": lambda v, game: team_name(v),
    "teams": lambda v, game: _list(team_name(t) for t in v),
    "card": lambda v, game: card_name(v, game),
    "cards": lambda v, game: _list(card_name(c, game) for c in v),
    "suit": lambda v, game: suit_name(v, game),
    "trump": lambda v, game: contract_name(v, game),
    "contract": lambda v, game: contract_name(v, game),
    "rank": lambda v, game: rank_name(v, game),
    "type": lambda v, game: type_name(v),
}


def localize_param(name: str, value: Any, game: str | Deck) -> Any:
    """Localize one parameter by its name (the engine/reasons.py convention); numbers are
    formatted for the locale; anything else is returned as it is."""
    if value is None:
        return value
    localizer = PARAM_LOCALIZERS.get(name)
    if localizer is not None:
        return localizer(value, deck_of(game))
    if isinstance(value, bool):
        return value
    if isinstance(value, int | float):
        return format_decimal(value, locale=_babel_locale())
    return value


# -- reasons and errors -------------------------------------------------------------------------

_PLACEHOLDER = re.compile(r"%\((\w+)\)s")

#: code -> messages, most specific first. :func:`reason_text` uses the first message whose
#: placeholders all have a (non-None) value in the params.
REASONS: dict[str, tuple[Any, ...]] = {}


def register_reason(code: str, *messages: Any) -> None:
    """Register the message(s) of a reason or error code: ``lazy_gettext`` strings with named
    placeholders (``%(seat)s``). Give several when a param is optional, most specific first::

        register_reason("duplicate_card",
                        _l("%(card)s is entered twice in the hand of %(seat)s."),
                        _l("%(card)s is entered twice."))
    """
    if not messages:
        raise ValueError("register_reason needs at least one message")
    if code in REASONS:
        raise ValueError(f"reason code {code!r} is already registered")
    REASONS[code] = tuple(messages)


def _placeholders(message: Any) -> set[str]:
    source = getattr(message, "_args", None)  # a LazyString keeps its msgid
    text = source[-1] if source else str(message)
    return set(_PLACEHOLDER.findall(text))


def reason_text(code: str | Reason | EngineError, params: Mapping[str, Any] | None = None,
                game: str | Deck = "belote") -> str:
    """The translated sentence of a reason or error code, with its params localized by name.

    Accepts ``(code, params)`` or a ``Reason`` / ``EngineError`` as the first argument.
    An unregistered code gives a generic message naming the code.
    """
    if isinstance(code, Reason | EngineError):
        params = code.params if params is None else params
        code = code.code
    raw = dict(params or {})
    messages = REASONS.get(code)
    if not messages:
        return str(_l("Unexpected problem (%(code)s).")) % {"code": code}
    chosen = messages[-1]
    for message in messages:
        if all(raw.get(name) is not None for name in _placeholders(message)):
            chosen = message
            break
    values = {name: localize_param(name, raw.get(name), game) for name in _placeholders(chosen)}
    values = {k: ("" if v is None else v) for k, v in values.items()}
    return str(chosen) % values


def error_text(error: EngineError, game: str | Deck = "belote") -> str:
    """Shorthand for ``reason_text(error.code, error.params, game)``."""
    return reason_text(error.code, error.params, game)


# Shared errors of engine/cards.py and engine/table.py. The engines' own codes are registered
# next to them, by the layer that uses them (one call per code).
register_reason(
    "unknown_card",
    _l("“%(token)s” is not a card of this deck."),
)
register_reason(
    "duplicate_card",
    _l("%(card)s is entered twice for %(seat)s."),
    _l("%(card)s is entered twice."),
)
register_reason(
    "card_in_two_hands",
    _l("%(card)s is in two hands: %(seats)s."),
)
register_reason(
    "too_many_cards",
    _l("%(seat)s has %(count)s cards; a hand holds at most %(max)s."),
    _l("%(count)s cards entered; a hand holds at most %(max)s."),
)
register_reason(
    "card_on_table_and_in_hand",
    _l("%(card)s is both on the table and in the hand of %(seat)s."),
    _l("%(card)s is both on the table and in a hand."),
)
register_reason(
    "unknown_seat",
    _l("“%(seat)s” is not a seat: use N, E, S or W."),
)
register_reason(
    "unknown_team",
    _l("“%(team)s” is not a team: use NS or EW."),
)
