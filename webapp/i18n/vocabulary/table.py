"""The table's names: the games' decks, seats, teams, rulesets, variants and the sides of a
Belote contract.
"""

from __future__ import annotations

from collections.abc import Iterable

from flask_babel import lazy_pgettext

from engine.cards import FRENCH, SWISS, Deck
from engine.house import is_house_id, name_in
from webapp.i18n.vocabulary.formats import list_text

__all__ = [
    "GAMES",
    "RULESET_NAMES",
    "SEAT_NAMES",
    "SIDE_NAMES",
    "TEAM_NAMES",
    "VARIANT_IN_SENTENCE",
    "VARIANT_NAMES",
    "YOUR_TABLE",
    "deck_of",
    "ruleset_name",
    "rulesets_name",
    "seat_name",
    "team_name",
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
#: The same names inside a sentence ("Maison, classic belote: ..."): a language that capitalises
#: the label ("Klassische Belote") writes it in lower case here ("klassische Belote").
VARIANT_IN_SENTENCE = {
    "classic": lazy_pgettext("variant, inside a sentence", "classic belote"),
    "coinche": lazy_pgettext("variant, inside a sentence", "Coinche"),
}
#: The two sides of a Belote contract (the engine's ``taker`` / ``defense``).
SIDE_NAMES = {
    "taker": lazy_pgettext("side", "takers"),
    "defense": lazy_pgettext("side", "defence"),
}


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


#: A game's two standard rulesets named together (French "Règles traditionnelles et suisses", not
#: "Règles traditionnelles et Règles suisses"): the verdict line where they agree.
_BOTH_STANDARD = {
    frozenset(("maison", "officielles")): lazy_pgettext("two rulesets together", "Maison and Officielles"),
    frozenset(("traditional", "swiss")): lazy_pgettext("two rulesets together", "Traditional and Swiss"),
}


def rulesets_name(rulesets: Iterable[str]) -> str:
    """Rulesets named together: a game's two standard ones by their joint name, any others as a
    list of their names ("Maison and Your table")."""
    ids = list(rulesets)
    both = _BOTH_STANDARD.get(frozenset(ids)) if len(ids) == 2 else None
    return str(both) if both is not None else list_text([ruleset_name(r) for r in ids])
