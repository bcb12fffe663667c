"""The localized vocabulary of both games: names of seats, teams, rulesets, suits, ranks, cards,
contracts and combination types, per game, and :func:`localize_param` (a reason's param by name).

Text is returned as plain ``str``; Jinja's autoescaping escapes it when rendered.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any

from babel.lists import format_list
from babel.numbers import format_decimal
from flask_babel import get_locale, lazy_pgettext

from engine.cards import FRENCH, SWISS, Card, Deck
from engine.house import is_house_id, name_in
from engine.reasons import EngineError
from webapp.i18n.grammar import fill
from webapp.i18n.locales import DEFAULT_LOCALE

__all__ = [
    "DERIVED_PARAMS",
    "GAMES",
    "PARAM_LOCALIZERS",
    "RULESET_NAMES",
    "SIDE_NAMES",
    "VARIANT_NAMES",
    "YOUR_TABLE",
    "card_name",
    "card_phrase",
    "cards_phrase",
    "contract_name",
    "deck_of",
    "four_phrase",
    "list_or",
    "list_text",
    "localize_param",
    "rank_name",
    "rank_short",
    "ruleset_name",
    "seat_name",
    "suit_name",
    "team_name",
    "trump_card_phrase",
    "type_name",
    "type_phrase",
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
#: A Swiss suit inside a card's name, where a language needs another form of it (Swiss German
#: joins the singular stem: "Eichel-Ass").
SWISS_SUIT_IN_NAMES = {
    "E": lazy_pgettext("Swiss suit, in a card's name", "Eicheln"),
    "S": lazy_pgettext("Swiss suit, in a card's name", "Schellen"),
    "R": lazy_pgettext("Swiss suit, in a card's name", "Rosen"),
    "L": lazy_pgettext("Swiss suit, in a card's name", "Schilten"),
}
CARD_NAME_FORMAT = {
    # Translators: a card's spoken name, e.g. "Jack of spades"; rank and suit names come from
    # the "French rank" and "French suit" entries. Reorder freely.
    "french": lazy_pgettext("French card: rank, suit", "%(rank)s of %(suit)s"),
    # Translators: a Swiss card's spoken name, e.g. "Rosen Ober" (Swiss terms keep their names);
    # the suit comes from "Swiss suit, in a card's name" (Swiss German: "%(suit)s-%(rank)s").
    "swiss": lazy_pgettext("Swiss card: rank, suit", "%(suit)s %(rank)s"),
}
#: A card named inside a sentence ("with the 9 of spades", "avec la dame de cœur", "com o Ás de
#: copas"): the article a language needs comes with it, chosen by rank. Number cards use the
#: last entry. Languages without articles repeat the card's name.
CARD_PHRASES = {
    "french": {
        "J": lazy_pgettext("French card in a sentence", "the Jack of %(suit)s"),
        "Q": lazy_pgettext("French card in a sentence", "the Queen of %(suit)s"),
        "K": lazy_pgettext("French card in a sentence", "the King of %(suit)s"),
        "A": lazy_pgettext("French card in a sentence", "the Ace of %(suit)s"),
        "": lazy_pgettext("French card in a sentence", "the %(rank)s of %(suit)s"),
    },
    "swiss": {
        "T": lazy_pgettext("Swiss card in a sentence", "the %(suit)s Banner"),
        "U": lazy_pgettext("Swiss card in a sentence", "the %(suit)s Under"),
        "O": lazy_pgettext("Swiss card in a sentence", "the %(suit)s Ober"),
        "K": lazy_pgettext("Swiss card in a sentence", "the %(suit)s König"),
        "A": lazy_pgettext("Swiss card in a sentence", "the %(suit)s Ass"),
        "": lazy_pgettext("Swiss card in a sentence", "the %(suit)s %(rank)s"),
    },
}
#: The two Jass trumps that have their own name, named so in a sentence when they are trump ("the
#: Buur (Rosen Under)", "der Buur (Rosen-Under)", "le bour (Under de Rosen)"); ``%(card)s`` is
#: the card's plain name.
JASS_TRUMP_PHRASES = {
    "U": lazy_pgettext("Jass trump card in a sentence", "the Buur (%(card)s)"),
    "9": lazy_pgettext("Jass trump card in a sentence", "the Nell (%(card)s)"),
}
#: Cards of one suit, named once ("9, 10 and Jack of hearts", "Rosen-6, -7 und -8"): the list of
#: ranks (each rank through the second entry) and the suit.
SUIT_LIST_FORMAT = {
    "french": (lazy_pgettext("French cards of one suit", "%(ranks)s of %(suit)s"),
               lazy_pgettext("French rank, in a list of one suit's cards", "%(rank)s")),
    "swiss": (lazy_pgettext("Swiss cards of one suit", "%(suit)s %(ranks)s"),
              lazy_pgettext("Swiss rank, in a list of one suit's cards", "%(rank)s")),
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
#: The same names with the article a sentence needs: "has a tierce", "beats the carré".
TYPE_INDEFINITE = {
    "tierce": lazy_pgettext("combination, with an indefinite article", "a tierce"),
    "cinquante": lazy_pgettext("combination, with an indefinite article", "a fifty"),
    "cent": lazy_pgettext("combination, with an indefinite article", "a hundred"),
    "carre": lazy_pgettext("combination, with an indefinite article", "a carré"),
    "sequence": lazy_pgettext("combination, with an indefinite article", "a sequence"),
    "four": lazy_pgettext("combination, with an indefinite article", "four of a kind"),
}
TYPE_DEFINITE = {
    "tierce": lazy_pgettext("combination, with a definite article", "the tierce"),
    "cinquante": lazy_pgettext("combination, with a definite article", "the fifty"),
    "cent": lazy_pgettext("combination, with a definite article", "the hundred"),
    "carre": lazy_pgettext("combination, with a definite article", "the carré"),
    "sequence": lazy_pgettext("combination, with a definite article", "the sequence"),
    "four": lazy_pgettext("combination, with a definite article", "the four of a kind"),
}
#: A Jass run named by its length, as Swiss players do (Dreiblatt ... Neunblatt): bare, with an
#: indefinite article, with a definite article.
RUN_NAMES = {
    3: (lazy_pgettext("Weis run", "three-card run"), lazy_pgettext("Weis run, with an indefinite article", "a three-card run"), lazy_pgettext("Weis run, with a definite article", "the three-card run")),
    4: (lazy_pgettext("Weis run", "four-card run"), lazy_pgettext("Weis run, with an indefinite article", "a four-card run"), lazy_pgettext("Weis run, with a definite article", "the four-card run")),
    5: (lazy_pgettext("Weis run", "five-card run"), lazy_pgettext("Weis run, with an indefinite article", "a five-card run"), lazy_pgettext("Weis run, with a definite article", "the five-card run")),
    6: (lazy_pgettext("Weis run", "six-card run"), lazy_pgettext("Weis run, with an indefinite article", "a six-card run"), lazy_pgettext("Weis run, with a definite article", "the six-card run")),
    7: (lazy_pgettext("Weis run", "seven-card run"), lazy_pgettext("Weis run, with an indefinite article", "a seven-card run"), lazy_pgettext("Weis run, with a definite article", "the seven-card run")),
    8: (lazy_pgettext("Weis run", "eight-card run"), lazy_pgettext("Weis run, with an indefinite article", "an eight-card run"), lazy_pgettext("Weis run, with a definite article", "the eight-card run")),
    9: (lazy_pgettext("Weis run", "nine-card run"), lazy_pgettext("Weis run, with an indefinite article", "a nine-card run"), lazy_pgettext("Weis run, with a definite article", "the nine-card run")),
}

#: Ranks in the plural, for four cards of one rank ("a carré of Jacks", "four Nines").
RANK_PLURALS = {
    "french": {
        "J": lazy_pgettext("French rank, plural", "Jacks"),
        "Q": lazy_pgettext("French rank, plural", "Queens"),
        "K": lazy_pgettext("French rank, plural", "Kings"),
        "A": lazy_pgettext("French rank, plural", "Aces"),
        "T": lazy_pgettext("French rank, plural", "Tens"),
        "9": lazy_pgettext("French rank, plural", "Nines"),
        "8": lazy_pgettext("French rank, plural", "Eights"),
        "7": lazy_pgettext("French rank, plural", "Sevens"),
    },
    "swiss": {
        "A": lazy_pgettext("Swiss rank, plural", "Aces"),
        "K": lazy_pgettext("Swiss rank, plural", "Kings"),
        "O": lazy_pgettext("Swiss rank, plural", "Obers"),
        "U": lazy_pgettext("Swiss rank, plural", "Unders"),
        "T": lazy_pgettext("Swiss rank, plural", "Banners"),
        "9": lazy_pgettext("Swiss rank, plural", "Nines"),
        "8": lazy_pgettext("Swiss rank, plural", "Eights"),
        "7": lazy_pgettext("Swiss rank, plural", "Sevens"),
        "6": lazy_pgettext("Swiss rank, plural", "Sixes"),
    },
}
#: Four cards of one rank named by that rank, as players say it (a Belote carré: "a carré of
#: Jacks", "un carré de valets"; a Jass four of a kind: "four Nines", "vier Neuner"): bare, with an
#: indefinite article, with a definite article.
FOUR_FORMS = {
    "french": (lazy_pgettext("carré of one rank", "carré of %(ranks)s"),
               lazy_pgettext("carré of one rank, with an indefinite article", "a carré of %(ranks)s"),
               lazy_pgettext("carré of one rank, with a definite article", "the carré of %(ranks)s")),
    "swiss": (lazy_pgettext("four of a kind of one rank", "four %(ranks)s"),
              lazy_pgettext("four of a kind of one rank, with an indefinite article", "four %(ranks)s"),
              lazy_pgettext("four of a kind of one rank, with a definite article", "the four %(ranks)s")),
}


def four_phrase(rank: str, form: int, game: str | Deck) -> str:
    """Four cards of ``rank`` by name: ``form`` 0 bare ("carré of Jacks"), 1 with an indefinite
    article ("a carré of Jacks"), 2 with a definite one ("the four Nines" in Jass)."""
    deck = deck_of(game)
    plural = RANK_PLURALS[deck.name].get(rank)
    if plural is None:
        return type_phrase("carre" if deck.name == "french" else "four", form)
    return fill(str(get_locale()), str(FOUR_FORMS[deck.name][form]), {"ranks": str(plural)},
                capitalize=False)


def seat_name(seat: str) -> str:
    """``"N"`` -> ``"North"`` (``"Norte"``, ``"เหนือ"``...). Unknown codes are returned as
    they are."""
    return str(SEAT_NAMES.get(seat, seat))


def team_name(team: str) -> str:
    return str(TEAM_NAMES.get(team, team))


#: The name of a table's ruleset that was given none.
YOUR_TABLE = lazy_pgettext("ruleset", "Your table")


def ruleset_name(ruleset: str) -> str:
    """``"maison"`` -> ``"Maison"``, in the page's language; a table's id -> the name written in
    it (else "Your table"). Unknown ids are returned as they are."""
    name = RULESET_NAMES.get(ruleset)
    if name is not None:
        return str(name)
    if is_house_id(ruleset):
        return name_in(ruleset) or str(YOUR_TABLE)
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
        text = card
        try:
            card = deck.card(text)
        except EngineError:
            return text
    key = (str(get_locale()), deck.name, card.index)
    name = _CARD_NAMES.get(key)
    if name is None:  # at most 6 locales x 68 cards: a bounded, pure cache
            name = _CARD_NAMES[key] = fill(key[0], str(CARD_NAME_FORMAT[deck.name]), {
            "rank": rank_name(card.rank, deck),
            "suit": _suit_in_name(card.suit, deck),
        }, capitalize=False)
    return name


def _suit_in_name(suit: str, deck: Deck) -> str:
    if deck.name == "swiss" and suit in SWISS_SUIT_IN_NAMES:
        return str(SWISS_SUIT_IN_NAMES[suit])
    return suit_name(suit, deck)


_CARD_NAMES: dict[tuple[str, str, int], str] = {}
_CARD_PHRASES: dict[tuple[str, str, int], str] = {}


def card_phrase(card: Card | str, game: str | Deck) -> str:
    """A card named inside a sentence, with the article its language needs: ``"the Jack of
    spades"``, ``"le valet de pique"``, ``"l’as de cœur"``, ``"o Ás de copas"``, ``"Eichel-Ass"``.
    """
    deck = deck_of(game)
    if isinstance(card, str):
        text = card
        try:
            card = deck.card(text)
        except EngineError:
            return text
    locale = str(get_locale())
    key = (locale, deck.name, card.index)
    phrase = _CARD_PHRASES.get(key)
    if phrase is None:  # bounded like _CARD_NAMES
        formats = CARD_PHRASES[deck.name]
        text = str(formats.get(card.rank, formats[""]))
        phrase = _CARD_PHRASES[key] = fill(locale, text, {
            "rank": rank_name(card.rank, deck), "suit": _suit_in_name(card.suit, deck)},
            capitalize=False)
    return phrase


def trump_card_phrase(card: Card | str, game: str | Deck) -> str:
    """A card known to be trump, in a sentence: the Jass Buur and Nell by their names, any other
    card as :func:`card_phrase` names it."""
    deck = deck_of(game)
    code = str(card)
    if deck.name == "swiss" and code[:-1] in JASS_TRUMP_PHRASES:
        return fill(str(get_locale()), str(JASS_TRUMP_PHRASES[code[:-1]]),
                    {"card": card_name(code, deck)}, capitalize=False)
    return card_phrase(card, deck)


def cards_phrase(cards: Iterable[Card | str], game: str | Deck) -> str:
    """A list of cards: of one suit, the suit is named once (``"9, 10 and Jack of hearts"``,
    ``"Rosen-6, -7 und -8"``); one card is named as in a sentence; otherwise every name."""
    deck = deck_of(game)
    parsed = []
    for card in cards:
        if isinstance(card, str):
            try:
                card = deck.card(card)
            except EngineError:
                return _list(str(c) for c in cards)
        parsed.append(card)
    if len(parsed) == 1:
        return card_phrase(parsed[0], deck)
    if len(parsed) > 1 and len({c.suit for c in parsed}) == 1:
        list_format, rank_format = SUIT_LIST_FORMAT[deck.name]
        ranks = _list(str(rank_format) % {"rank": rank_name(c.rank, deck)} for c in parsed)
        return fill(str(get_locale()), str(list_format),
                    {"ranks": ranks, "suit": _suit_in_name(parsed[0].suit, deck)}, capitalize=False)
    return _list(card_name(c, deck) for c in parsed)


def type_phrase(kind: str, form: int = 0, cards: Any = None, game: str | Deck | None = None) -> str:
    """A combination's name: ``form`` 0 bare ("tierce"), 1 with an indefinite article ("a
    tierce"), 2 with a definite one ("the tierce"). A Jass run with its ``cards`` is named by its
    length ("a three-card run", "ein Dreiblatt"); four cards of one rank, given the ``game``, by
    their rank ("a carré of Jacks", "four Nines")."""
    if kind == "sequence" and cards is not None:
        names = RUN_NAMES.get(len(cards))
        if names is not None:
            return str(names[form])
    if kind in ("carre", "four") and cards and game is not None:
        ranks = {str(c)[:-1] for c in cards}
        if len(ranks) == 1:
            return four_phrase(ranks.pop(), form, game)
    table = (TYPE_NAMES, TYPE_INDEFINITE, TYPE_DEFINITE)[form]
    return str(table.get(kind, kind))


def contract_name(contract: str, game: str | Deck) -> str:
    """A contract or trump: a suit code of the game's deck, ``none``, ``all``, ``obenabe``..."""
    if contract in CONTRACT_NAMES:
        return str(CONTRACT_NAMES[contract])
    return suit_name(contract, game)


def type_name(kind: str, cards: Any = None, game: str | Deck | None = None) -> str:
    """A combination's bare name (a verdict's label); a Jass run with its cards by its length,
    four cards of one rank by their rank."""
    return type_phrase(kind, 0, cards, game)


#: Catalog locale -> the CLDR locale whose number and list formats it follows, where they differ:
#: the Portuguese catalog is European Portuguese (seed 000: "equipa"), Babel's ``pt`` is Brazil's
#: ("1.028" and "25.000" where Portugal writes "1 028" and "25 000").
_FORMATS = {"pt": "pt_PT"}


def _babel_locale() -> Any:
    locale = get_locale()
    if locale is None:
        return DEFAULT_LOCALE.babel
    return _FORMATS.get(str(locale), locale)


_THAI_WORD = re.compile("[\u0e00-\u0e7f\u2060–]+")


def list_text(items: Iterable[str]) -> str:
    """A localized list ("A, B and C"), for any text outside the reasons too."""
    return _list(items)


def list_or(items: Iterable[str]) -> str:
    """A localized list of alternatives ("A, B or C")."""
    return format_list(list(items), style="or", locale=_babel_locale())


def _list(items: Iterable[str]) -> str:
    """A localized list ("A, B and C"). CLDR's Thai pattern joins items with a bare space and glues
    "และ" to the last one, which is right for single words but ambiguous for names that contain a
    space ("แจ็ก โพดำ", "Ober Rosen") or a Latin word ("Maisonและทางการ"): Thai lists of such
    names get commas and a spaced "และ"; lists of Thai words ("ตะวันตกและเหนือ") keep CLDR's."""
    items = list(items)
    locale = _babel_locale()
    if (len(items) > 1 and str(locale).partition("_")[0] == "th"
            and (len(items) > 2 or not all(_THAI_WORD.fullmatch(i) for i in items))):
        return ", ".join(items[:-1]) + " และ " + items[-1]
    return format_list(items, locale=locale)


#: Param name -> function(value, game) -> localized text. :func:`localize_param` uses it; a later
#: layer adds its own names (e.g. ``ruleset``) with one assignment.
PARAM_LOCALIZERS: dict[str, Callable[[Any, Deck], Any]] = {
    "seat": lambda v, game: seat_name(v),
    "seats": lambda v, game: _list(seat_name(s) for s in v),
    "team": lambda v, game: team_name(v),
    "teams": lambda v, game: _list(team_name(t) for t in v),
    "card": lambda v, game: card_phrase(v, game),
    "cards": lambda v, game: cards_phrase(v, game),
    "suit": lambda v, game: suit_name(v, game),
    "trump": lambda v, game: contract_name(v, game),
    "contract": lambda v, game: contract_name(v, game),
    "rank": lambda v, game: rank_name(v, game),
    "type": lambda v, game: type_name(v),
}


#: Placeholder -> (the param it is made from, function(value, params, game)): the forms a sentence
#: needs beyond the param's plain name, so that no language has to build them itself.
DERIVED_PARAMS: dict[str, tuple[str, Callable[[Any, Any, Deck], str]]] = {
    "type": ("type", lambda v, params, game: type_phrase(v, 0, params.get("cards"), game)),
    "a_type": ("type", lambda v, params, game: type_phrase(v, 1, params.get("cards"), game)),
    "the_type": ("type", lambda v, params, game: type_phrase(v, 2, params.get("cards"), game)),
    "trump_card": ("card", lambda v, params, game: trump_card_phrase(v, game)),
    "four": ("rank", lambda v, params, game: four_phrase(v, 0, game)),
    "a_four": ("rank", lambda v, params, game: four_phrase(v, 1, game)),
    "the_four": ("rank", lambda v, params, game: four_phrase(v, 2, game)),
    "an_other_type": ("other_type", lambda v, params, game: type_phrase(v, 1)),
    "the_other_type": ("other_type", lambda v, params, game: type_phrase(v, 2)),
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
