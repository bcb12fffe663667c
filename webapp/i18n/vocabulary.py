"""The localized vocabulary of both games: names of seats, teams, rulesets, suits, ranks, cards,
contracts and combination types, per game, and :func:`localize_param` (a reason's param by name).

Text is returned as plain ``str``; Jinja's autoescaping escapes it when rendered.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from babel.lists import format_list
from babel.numbers import format_decimal
from flask_babel import get_locale, lazy_pgettext

from engine.cards import FRENCH, SWISS, Card, Deck
from engine.house import is_house_id, name_in
from engine.reasons import EngineError
from webapp.i18n.locales import DEFAULT_LOCALE

__all__ = [
    "GAMES", "seat_name", "team_name", "ruleset_name", "RULESET_NAMES", "VARIANT_NAMES",
    "SIDE_NAMES", "suit_name", "rank_name", "rank_short", "card_name", "contract_name",
    "type_name", "deck_of", "localize_param", "PARAM_LOCALIZERS",
]


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
    """``"maison"`` -> ``"Maison"``, in the page's language; a house id -> its name (else "Your
    table"). Unknown ids are returned as they are."""
    name = RULESET_NAMES.get(ruleset)
    if name is not None:
        return str(name)
    if is_house_id(ruleset):  # a table's own ruleset: the name it was given
        return name_in(ruleset) or str(lazy_pgettext("ruleset", "Your table"))
    return ruleset


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
