"""The localized vocabulary of both games: names of seats, teams, rulesets, suits, ranks, cards,
contracts and combination types, per game, and :func:`localize_param` (a reason's param by name).

* :mod:`~webapp.i18n.vocabulary.table`: decks, seats, teams, rulesets, variants, sides;
* :mod:`~webapp.i18n.vocabulary.cards`: suits, ranks, cards alone and in a sentence, contracts;
* :mod:`~webapp.i18n.vocabulary.combinations`: combinations and Weis, with their articles;
* :mod:`~webapp.i18n.vocabulary.formats`: lists and numbers in the locale's format;
* :mod:`~webapp.i18n.vocabulary.params`: a reason's params by name, and the derived placeholders.

Text is returned as plain ``str``; Jinja's autoescaping escapes it when rendered.
"""

from __future__ import annotations

from webapp.i18n.vocabulary.cards import (
    CONTRACT_NAMES,
    SUIT_NAMES,
    card_name,
    card_phrase,
    cards_phrase,
    contract_name,
    rank_name,
    rank_short,
    suit_name,
    trump_card_phrase,
)
from webapp.i18n.vocabulary.combinations import (
    RUN_NAMES,
    TYPE_DEFINITE,
    TYPE_INDEFINITE,
    TYPE_NAMES,
    four_phrase,
    type_name,
    type_phrase,
)
from webapp.i18n.vocabulary.formats import format_number, list_or, list_text
from webapp.i18n.vocabulary.params import DERIVED_PARAMS, PARAM_LOCALIZERS, localize_param
from webapp.i18n.vocabulary.table import (
    GAMES,
    RULESET_IN_SENTENCE,
    RULESET_NAMES,
    SEAT_NAMES,
    SIDE_NAMES,
    TEAM_NAMES,
    VARIANT_IN_SENTENCE,
    VARIANT_NAMES,
    YOUR_TABLE,
    deck_of,
    ruleset_in_sentence,
    ruleset_name,
    rulesets_name,
    seat_name,
    team_name,
)

__all__ = [
    "CONTRACT_NAMES",
    "DERIVED_PARAMS",
    "GAMES",
    "PARAM_LOCALIZERS",
    "RULESET_IN_SENTENCE",
    "RULESET_NAMES",
    "RUN_NAMES",
    "SEAT_NAMES",
    "SIDE_NAMES",
    "SUIT_NAMES",
    "TEAM_NAMES",
    "TYPE_DEFINITE",
    "TYPE_INDEFINITE",
    "TYPE_NAMES",
    "VARIANT_IN_SENTENCE",
    "VARIANT_NAMES",
    "YOUR_TABLE",
    "card_name",
    "card_phrase",
    "cards_phrase",
    "contract_name",
    "deck_of",
    "format_number",
    "four_phrase",
    "list_or",
    "list_text",
    "localize_param",
    "rank_name",
    "rank_short",
    "ruleset_in_sentence",
    "ruleset_name",
    "rulesets_name",
    "seat_name",
    "suit_name",
    "team_name",
    "trump_card_phrase",
    "type_name",
    "type_phrase",
]
