"""Cards by name: suits, ranks, a card alone ("Jack of spades") and in a sentence ("the Jack of
spades", "l’as de cœur", "Eichel-Ass"), cards of one suit named once, and contracts.
"""

from __future__ import annotations

from collections.abc import Iterable

from flask_babel import get_locale, lazy_pgettext

from engine.cards import Card, Deck
from engine.reasons import EngineError
from webapp.i18n.grammar import fill
from webapp.i18n.vocabulary.formats import list_text
from webapp.i18n.vocabulary.table import deck_of

__all__ = [
    "CONTRACT_NAMES",
    "SUIT_NAMES",
    "card_name",
    "card_phrase",
    "cards_phrase",
    "contract_name",
    "rank_name",
    "rank_phrase",
    "rank_short",
    "ranks_phrase",
    "suit_name",
    "trump_card_phrase",
]


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
#: A French rank named inside a sentence, with its article ("up to the Queen", "à la dame",
#: "até à Dama"): a sequence's height. Number ranks use the last entry.
RANK_PHRASES = {
    "J": lazy_pgettext("French rank in a sentence", "the Jack"),
    "Q": lazy_pgettext("French rank in a sentence", "the Queen"),
    "K": lazy_pgettext("French rank in a sentence", "the King"),
    "A": lazy_pgettext("French rank in a sentence", "the Ace"),
    "": lazy_pgettext("French rank in a sentence", "the %(rank)s"),
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


def rank_phrase(rank: str, game: str | Deck) -> str:
    """A French rank inside a sentence, with its article (``"the Queen"``, ``"la dame"``,
    ``"l’as"``); a Swiss rank by its plain name."""
    deck = deck_of(game)
    if deck.name != "french":
        return rank_name(rank, deck)
    text = str(RANK_PHRASES.get(rank, RANK_PHRASES[""]))
    return fill(str(get_locale()), text, {"rank": rank_name(rank, deck)}, capitalize=False)


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
                return list_text(str(c) for c in cards)
        parsed.append(card)
    if len(parsed) == 1:
        return card_phrase(parsed[0], deck)
    if len(parsed) > 1 and len({c.suit for c in parsed}) == 1:
        list_format, rank_format = SUIT_LIST_FORMAT[deck.name]
        ranks = list_text(str(rank_format) % {"rank": rank_name(c.rank, deck)} for c in parsed)
        return fill(str(get_locale()), str(list_format),
                    {"ranks": ranks, "suit": _suit_in_name(parsed[0].suit, deck)}, capitalize=False)
    return list_text(card_name(c, deck) for c in parsed)


def ranks_phrase(cards: Iterable[Card | str], game: str | Deck) -> str:
    """Cards of one suit by their ranks alone, for a sentence that names the suit already ("a
    tierce in hearts (7, 8 and 9)", th round 9); cards of several suits as
    :func:`cards_phrase` names them."""
    deck = deck_of(game)
    cards = list(cards)
    try:
        parsed = [c if isinstance(c, Card) else deck.card(c) for c in cards]
    except EngineError:
        return cards_phrase(cards, deck)
    if len(parsed) < 2 or len({c.suit for c in parsed}) != 1:
        return cards_phrase(parsed, deck)
    return list_text(rank_name(c.rank, deck) for c in parsed)


def contract_name(contract: str, game: str | Deck) -> str:
    """A contract or trump: a suit code of the game's deck, ``none``, ``all``, ``obenabe``..."""
    if contract in CONTRACT_NAMES:
        return str(CONTRACT_NAMES[contract])
    return suit_name(contract, game)
