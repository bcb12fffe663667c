"""The Belote engine: rulesets, announcements, legal play and deal scoring, with reasons.

Pure Python: no Flask, no I/O, no translated text. Explanations are :class:`~engine.reasons.Reason`
codes with parameters (all listed in :data:`REASON_CODES`); errors are specific
:class:`~engine.reasons.EngineError` subclasses.

>>> announcements({"W": "AS AH AD AC 7H 8C 9D QS"}, "none", "NS", OFFICIELLES).points
{'NS': 0, 'EW': 200}
>>> legal_cards("7S 7D".split(), [("N", "AH"), ("W", "9S")], "S", "coinche", MAISON).legal
(Card('7S'),)
>>> score_deal("classic", "S", 81, 81).made is None                       # litige
True
"""

from engine.belote._coinche import round_half_up, to_scale
from engine.belote.announcements import (
                                         AnnouncementsVerdict,
                                         Combination,
                                         announcements,
                                         announcements_by_ruleset,
                                         hand_combinations,
                                         parse_taker,
)
from engine.belote.cards_won import count_cards, score_cards
from engine.belote.codes import ERROR_CODES, ERROR_FIELD_PARAMS, ERROR_FIELDS, REASON_CODES
from engine.belote.errors import *  # noqa: F403
from engine.belote.errors import __all__ as _errors_all
from engine.belote.game import GameDeal, score_game
from engine.belote.play import (
                                         LegalVerdict,
                                         card_points,
                                         legal_cards,
                                         trick_points,
                                         trick_value,
                                         trick_winner,
)
from engine.belote.rulesets import (
                                         ALL_TRUMP_POINTS,
                                         CARRE_TABLES,
                                         DEFAULT_RULESET,
                                         MAISON,
                                         OFFICIELLES,
                                         PLAIN_POINTS,
                                         RULESETS,
                                         TRUMP_POINTS,
                                         TRUMPS,
                                         VARIANTS,
                                         BeloteRuleset,
                                         CarreTable,
                                         CarreTables,
                                         deal_total,
                                         parse_ruleset,
                                         parse_trump,
                                         parse_variant,
                                         points_table,
                                         ruleset_rows,
)
from engine.belote.scoring import ScoreVerdict, score_deal
from engine.belote.trumps import TRUMP, Trump, trump_value

__all__ = [
    "BeloteRuleset", "MAISON", "OFFICIELLES", "RULESETS", "DEFAULT_RULESET", "TRUMPS", "VARIANTS",
    "TRUMP_POINTS", "PLAIN_POINTS", "ALL_TRUMP_POINTS", "CARRE_TABLES", "CarreTable",
    "CarreTables", "TRUMP", "Trump", "trump_value", "parse_trump",
    "parse_ruleset", "parse_variant", "points_table", "deal_total", "ruleset_rows",
    "announcements", "announcements_by_ruleset", "AnnouncementsVerdict", "Combination",
    "hand_combinations", "parse_taker",
    "legal_cards", "LegalVerdict", "trick_value", "trick_winner", "card_points", "trick_points",
    "score_deal", "score_cards", "score_game", "GameDeal", "count_cards", "to_scale",
    "ScoreVerdict", "round_half_up",
    "REASON_CODES", "ERROR_CODES", "ERROR_FIELDS",
    "ERROR_FIELD_PARAMS",
    *_errors_all,
]
