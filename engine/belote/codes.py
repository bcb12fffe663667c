"""Every reason code and error code the Belote engine can produce, with its parameter names.

The web layer maps each code to one message id; a test checks that every Reason and error the
engine emits in the test suite is registered here with exactly these parameter names. ``rule``
always names a :class:`~engine.belote.rulesets.BeloteRuleset` field (the row that decided).

>>> REASON_CODES["tie_taker_team"]
('team', 'rule', 'ruleset')
>>> sorted(set(ERROR_CODES) & set(REASON_CODES)) == sorted(ERROR_CODES)
True
"""

from __future__ import annotations

from engine.belote.errors import ERRORS
from engine.errors import codes_of, field_params_of, fields_of

__all__ = ["ERROR_CODES", "ERROR_FIELDS", "ERROR_FIELD_PARAMS", "REASON_CODES"]

#: Error codes (EngineError subclasses), including those of engine.cards and engine.table:
#: derived from the classes' declarations (engine.belote.errors.ERRORS).
ERROR_CODES: dict[str, tuple[str, ...]] = codes_of(ERRORS)
#: Error code -> the input field to blame (when the error does not name one).
ERROR_FIELDS: dict[str, str] = fields_of(ERRORS)
#: Error code -> the param whose value is the field to blame.
ERROR_FIELD_PARAMS = field_params_of(ERRORS)

_ANNOUNCEMENTS = {
    "carre_table": ("trump", "table", "rule", "ruleset"),
    "carre_found": ("seat", "rank", "cards", "points"),
    "carre_not_counted": ("seat", "rank"),
    "sequence_found": ("seat", "type", "suit", "cards", "points"),
    "combination_set_aside": ("seat", "type", "cards", "card", "rule", "ruleset"),
    "combination_shares_cards": ("seat", "type", "cards", "card", "rule", "ruleset"),
    "no_combination": ("seat",),
    "team_best": ("team", "seat", "type", "cards", "points"),
    "no_combinations": (),
    "only_team_with_combinations": ("team",),
    "best_by_points": ("team", "points"),
    "best_carre_over_sequence": ("team", "points"),
    "best_by_height": ("team", "type", "rank"),
    "tie_taker_team": ("team", "rule", "ruleset"),
    "tie_trump_sequence": ("team", "trump", "rule", "ruleset"),
    "tie_nobody_scores": ("trump", "rule", "ruleset"),
    "tie_nobody_scores_all_trump": ("trump", "rule", "ruleset"),
    "team_scores": ("team", "points"),
    "team_scores_nothing": ("team",),
    "belote_found": ("seat", "suit", "cards", "points"),
    "belote_in_sequence": ("seat", "suit", "type"),
    "no_belote_in_no_trump": ("trump",),
}

_PLAY = {
    "lead_any": ("seat",),
    "trick_master": ("seat", "card"),
    "must_follow_suit": ("suit",),
    "no_card_of_suit": ("suit",),
    "must_overtake": ("suit", "card"),
    "cannot_overtake": ("suit", "card"),
    "must_overtrump": ("card", "trump"),
    "cannot_overtrump": ("card", "trump"),
    "overtake_even_partner": ("seat",),
    "partner_master": ("seat", "card"),
    "no_trump_to_cut": ("suit", "trump"),
    "must_trump": ("suit", "trump"),
    "undertrump_compulsory": ("card", "trump", "variant", "rule", "ruleset"),
    "undertrump_not_compulsory": ("card", "trump", "variant", "rule", "ruleset"),
}

_SCORING = {
    "contract": ("points", "capot_bid", "coinche"),
    "capot_contract": ("points", "coinche", "rule", "ruleset"),
    "multiplier": ("coinche", "factor", "rule", "ruleset"),
    "capot": ("side", "points"),
    "team_total": ("side", "card_points", "belote", "announcements", "points"),
    "announcements_kept": ("points", "side", "rule", "ruleset"),
    "announcements_moved": ("points", "side", "rule", "ruleset"),
    "announcements_to_takers_coinched": ("points", "side"),
    "classic_made": ("points", "defense_points", "rule", "ruleset"),
    "classic_fell": ("points", "defense_points"),
    "classic_litige": ("points", "rule", "ruleset"),
    "capot_bid_made": (),
    "capot_bid_failed": (),
    "bid_reached": ("points", "bid"),
    "bid_is_enough": ("rule", "ruleset"),
    "bid_not_reached": ("points", "bid"),
    "more_than_defense": ("points", "defense_points", "rule", "ruleset"),
    "not_more_than_defense": ("points", "defense_points", "rule", "ruleset"),
    "rounded": ("side", "points", "rounded", "rule", "ruleset"),
    "exact_points": ("rule", "ruleset"),
    "score_points": ("side", "points"),
    "score_contract_added": ("side", "points", "contract", "total"),
    "score_belote_only": ("side", "belote", "announcements", "points"),
    "score_fall_classic": ("side", "base", "announcements", "belote", "points"),
    "score_formula": ("side", "base", "announcements", "contract", "factor", "belote", "points",
                      "rule", "ruleset"),
    "score_formula_contract": ("side", "base", "announcements", "contract", "factor", "belote",
                               "points", "rule", "ruleset"),
    "score_forfeit": ("side", "base", "announcements", "contract", "factor", "forfeit",
                      "belote", "points", "rule", "ruleset"),
    "belote_multiplied": ("side", "belote", "rule", "ruleset"),
    "belote_not_multiplied": ("side", "belote", "rule", "ruleset"),
    "score_litige": ("side", "points"),
    "belote_not_held": ("side", "belote", "rule", "ruleset"),
    "belote_taken": ("side", "belote", "rule", "ruleset"),
    "cards_counted": ("side", "count", "card_points", "bonus", "points"),
    "not_converted": ("total", "rule", "ruleset"),
    "converted_to_scale": ("total", "scale", "points", "converted", "defense_points",
                           "defense_converted", "rule", "ruleset"),
}

_GAME = {
    "game_deal_after_end": ("deal",),
    "game_held_points_won": ("team", "points"),
    "game_points_held": ("team", "points", "held"),
    "game_belote_alone": ("team", "points", "belote", "target", "rule", "ruleset"),
    "game_won": ("team", "points", "target", "rule", "ruleset"),
    "game_tie_over_target": ("points", "target"),
    "game_won_on_excess": ("team", "points", "other_points", "target", "rule", "ruleset"),
    "game_goes_on": ("target", "points"),
}

#: Every code (reasons and errors) -> its parameter names, in the order the engine gives them.
REASON_CODES: dict[str, tuple[str, ...]] = {**ERROR_CODES, **_ANNOUNCEMENTS, **_PLAY, **_SCORING,
                                            **_GAME}
assert len(REASON_CODES) == (len(ERROR_CODES) + len(_ANNOUNCEMENTS) + len(_PLAY) + len(_SCORING)
                             + len(_GAME))
