"""Combinations by name: Belote's tierce ... carré and Jass Weis, bare or with their article, a
Jass run by its length (Dreiblatt ... Neunblatt), four cards of one rank by that rank.
"""

from __future__ import annotations

from typing import Any

from flask_babel import get_locale, lazy_pgettext

from engine.cards import Deck
from webapp.i18n.grammar import fill
from webapp.i18n.vocabulary.table import deck_of

__all__ = [
    "FOUR_FORMS",
    "RANK_PLURALS",
    "RUN_NAMES",
    "TYPE_DEFINITE",
    "TYPE_INDEFINITE",
    "TYPE_NAMES",
    "four_phrase",
    "type_name",
    "type_phrase",
]


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


def type_name(kind: str, cards: Any = None, game: str | Deck | None = None) -> str:
    """A combination's bare name (a verdict's label); a Jass run with its cards by its length,
    four cards of one rank by their rank."""
    return type_phrase(kind, 0, cards, game)
