"""A reason's params localized by name (:func:`localize_param`), and the placeholders derived from
them (:data:`DERIVED_PARAMS`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.cards import Deck
from engine.table import next_seat
from webapp.i18n.vocabulary.cards import (
    card_phrase,
    cards_phrase,
    contract_name,
    rank_name,
    rank_phrase,
    ranks_phrase,
    suit_name,
    trump_card_phrase,
)
from webapp.i18n.vocabulary.combinations import four_phrase, type_name, type_phrase
from webapp.i18n.vocabulary.formats import format_number, list_text
from webapp.i18n.vocabulary.table import deck_of, ruleset_in_sentence, seat_name, team_name

__all__ = ["DERIVED_PARAMS", "PARAM_LOCALIZERS", "localize_param"]


#: Param name -> function(value, game) -> localized text. :func:`localize_param` uses it; a later
#: layer adds its own names (e.g. ``ruleset``) with one assignment.
PARAM_LOCALIZERS: dict[str, Callable[[Any, Deck], Any]] = {
    "seat": lambda v, game: seat_name(v),
    "seats": lambda v, game: list_text(seat_name(s) for s in v),
    "team": lambda v, game: team_name(v),
    "teams": lambda v, game: list_text(team_name(t) for t in v),
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
    # a one-suit run by its ranks, where the sentence names the suit ("in hearts (7, 8 and 9)")
    "ranks": ("cards", lambda v, params, game: ranks_phrase(v, game)),
    "trump_card": ("card", lambda v, params, game: trump_card_phrase(v, game)),
    "the_rank": ("rank", lambda v, params, game: rank_phrase(v, game)),
    "four": ("rank", lambda v, params, game: four_phrase(v, 0, game)),
    "a_four": ("rank", lambda v, params, game: four_phrase(v, 1, game)),
    "the_four": ("rank", lambda v, params, game: four_phrase(v, 2, game)),
    "an_other_type": ("other_type", lambda v, params, game: type_phrase(v, 1)),
    "the_other_type": ("other_type", lambda v, params, game: type_phrase(v, 2)),
    # two seats compared, the winner first (a Jass Weis against the other team's best)
    "winner": ("seats", lambda v, params, game: seat_name(v[0])),
    "loser": ("seats", lambda v, params, game: seat_name(v[-1])),
    # a trick out of order (the seats in the order given, the last one out of turn): who played
    # after whom, and whose turn it was ("after North, West plays before East", fr round 9)
    "played_seat": ("seats", lambda v, params, game: seat_name(v[-1])),
    "after_seat": ("seats", lambda v, params, game: seat_name(v[-2] if len(v) > 1 else v[-1])),
    # a ruleset inside a sentence ("under the Maison rules"); ``ruleset`` alone is its bare name,
    # the label form ("Maison: ...", "(Maison)")
    "the_ruleset": ("ruleset", lambda v, params, game: ruleset_in_sentence(v)
                    if isinstance(v, str) else str(v)),
    "due_seat": ("seats", lambda v, params, game: seat_name(next_seat(v[-2] if len(v) > 1
                                                                      else v[-1]))),
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
        return format_number(value)
    return value
