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
    "RULESET_IN_SENTENCE",
    "RULESET_NAMES",
    "SEAT_NAMES",
    "SIDE_NAMES",
    "TEAM_NAMES",
    "VARIANT_IN_SENTENCE",
    "VARIANT_NAMES",
    "YOUR_TABLE",
    "deck_of",
    "ruleset_in_sentence",
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
#: The same rulesets inside a sentence ("Unlike the Maison rules:", "based on the Swiss rules"): the
#: bare name is a label (column heads, "Maison: ...", "(Maison)"), and a sentence needs a noun.
#: Each language gives the form that fits after the prepositions its sentences use (fr «règles
#: Maison», with «aux/des/les» written by each sentence; see the translator comments).
RULESET_IN_SENTENCE = {
    # TRANSLATORS: a ruleset's name inside a sentence ("Unlike the Maison rules:", "under the
    # Maison rules", "based on the Maison rules"). Give the form that fits after the prepositions
    # your sentences with %(the_ruleset)s use; the bare name "Maison" is the label elsewhere.
    "maison": lazy_pgettext("ruleset, inside a sentence", "the Maison rules"),
    # TRANSLATORS: as "the Maison rules"; here an ordinary adjective (fr «règles officielles»).
    "officielles": lazy_pgettext("ruleset, inside a sentence", "the Officielles rules"),
    "traditional": lazy_pgettext("ruleset, inside a sentence", "the traditional rules"),
    "swiss": lazy_pgettext("ruleset, inside a sentence", "the Swiss rules"),
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


#: A table's ruleset inside a sentence, with its name (user text, escaped where it is shown).
# TRANSLATORS: a table's own ruleset inside a sentence, in the same form as "the Maison rules";
# %(name)s is the name the table gave it ("Chez Paul").
_YOUR_TABLE_NAMED = lazy_pgettext("ruleset, inside a sentence", "your table's rules (%(name)s)")
# TRANSLATORS: a table's own ruleset, given no name, inside a sentence (as "the Maison rules").
_YOUR_TABLE_IN_SENTENCE = lazy_pgettext("ruleset, inside a sentence", "your table's rules")


def ruleset_in_sentence(ruleset: str) -> str:
    """A ruleset named inside a sentence: ``"swiss"`` -> ``"the Swiss rules"`` (fr «règles
    suisses», which the sentence writes «des règles suisses»); a table's id -> "your table's
    rules (Chez Paul)". Unknown ids are returned as they are. The placeholder ``%(the_ruleset)s``
    of a reason reads it (its ``ruleset`` param); templates call it by this name."""
    name = RULESET_IN_SENTENCE.get(ruleset)
    if name is not None:
        return str(name)
    if is_house_id(ruleset):
        named = name_in(ruleset)
        return (str(_YOUR_TABLE_NAMED) % {"name": named} if named
                else str(_YOUR_TABLE_IN_SENTENCE))
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
