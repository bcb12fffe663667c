"""The Jass (Schieber) engine: Weis and Stöck, legal play, tricks and deal scoring under the
``traditional`` (the seed's rules, default) and ``swiss`` (today's Swiss standard) rulesets.

>>> from engine.jass import weis, legal_cards, score_deal, RULESETS
>>> sorted(RULESETS)
['swiss', 'traditional']
>>> weis({"N": "6R 7R 8R", "E": "6E 7E 8E"}, "R", forehand="N").best.seat   # trump Dreiblatt wins
'N'
"""

from engine.jass.codes import ERROR_CODES, ERROR_FIELD_PARAMS, ERROR_FIELDS, REASON_CODES
from engine.jass.contracts import CONTRACT, Contract
from engine.jass.errors import ProfileMismatchError
from engine.jass.game import score_game
from engine.jass.play import LegalVerdict, legal_cards, trick_value
from engine.jass.rulesets import (
                              CONTRACTS,
                              DEFAULT_RULESET,
                              MULTIPLIER_PROFILES,
                              NO_TRUMP_CONTRACTS,
                              RULESETS,
                              SWISS,
                              TRADITIONAL,
                              TRUMP_CONTRACTS,
                              JassRuleset,
                              MissingContractError,
                              MultiplierProfile,
                              UnknownContractError,
                              UnknownProfileError,
                              UnknownRulesetError,
                              get_ruleset,
                              parse_contract,
                              trump_of,
)
from engine.jass.scoring import (
    DealInput,
    GameEndVerdict,
    ScoreVerdict,
    game_end,
    read_deal,
    score_deal,
    score_read,
)
from engine.jass.tricks import TrickResult, card_points, trick_result, trick_winner, trump_strength
from engine.jass.weis import Weis, WeisVerdict, hand_weis, weis

__all__ = [
                              "CONTRACT",
                              "CONTRACTS",
                              "DEFAULT_RULESET",
                              "ERROR_CODES",
                              "ERROR_FIELDS",
                              "ERROR_FIELD_PARAMS",
                              "MULTIPLIER_PROFILES",
                              "NO_TRUMP_CONTRACTS",
                              "REASON_CODES",
                              "RULESETS",
                              "SWISS",
                              "TRADITIONAL",
                              "TRUMP_CONTRACTS",
                              "Contract",
                              "DealInput",
                              "GameEndVerdict",
                              "JassRuleset",
                              "LegalVerdict",
                              "MissingContractError",
                              "MultiplierProfile",
                              "ProfileMismatchError",
                              "ScoreVerdict",
                              "TrickResult",
                              "UnknownContractError",
                              "UnknownProfileError",
                              "UnknownRulesetError",
                              "Weis",
                              "WeisVerdict",
                              "card_points",
                              "game_end",
                              "get_ruleset",
                              "hand_weis",
                              "legal_cards",
                              "parse_contract",
                              "read_deal",
                              "score_deal",
                              "score_game",
                              "score_read",
                              "trick_result",
                              "trick_value",
                              "trick_winner",
                              "trump_of",
                              "trump_strength",
                              "weis",
]
