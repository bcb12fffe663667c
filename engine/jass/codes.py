"""Every reason and error code the Jass engine produces, with its parameter names.

Parameter names follow :mod:`engine.reasons`. ``rule`` names the :class:`JassRuleset` field (the
row of the rules table) that decided. Jass codes are prefixed ``jass_`` or ``weis_``; the shared
card and seat errors come from :mod:`engine.cards` and :mod:`engine.table`; ``unknown_contract``
and ``missing_contract`` are the contract errors (shared names, as the API asks).

>>> REASON_CODES["weis_found"]
('seat', 'type', 'cards', 'points', 'rule')
"""

from __future__ import annotations

from engine.errors import codes_of, field_params_of, fields_of
from engine.jass.errors import ERRORS

__all__ = ["ERROR_CODES", "ERROR_FIELDS", "ERROR_FIELD_PARAMS", "REASON_CODES"]

#: Errors (EngineError codes) -> parameter names: derived from the classes' declarations
#: (engine.jass.errors.ERRORS).
ERROR_CODES: dict[str, tuple[str, ...]] = codes_of(ERRORS)
#: Error code -> the input field to blame (when the error does not name one).
ERROR_FIELDS: dict[str, str] = fields_of(ERRORS)
#: Error code -> the param whose value is the field to blame.
ERROR_FIELD_PARAMS = field_params_of(ERRORS)

#: Reasons of verdicts -> parameter names.
VERDICT_CODES: dict[str, tuple[str, ...]] = {
    # Weis (weis.py)
    "weis_found": ("seat", "type", "cards", "points", "rule"),
    "weis_four_not_counted": ("seat", "rank", "cards", "rule"),
    "weis_set_aside": ("seat", "type", "cards", "points", "rule"),
    "weis_cards_in_two": ("seat", "cards", "rule"),
    "weis_shortened": ("seat", "type", "cards", "points", "rule"),
    "weis_player_best": ("seat", "type", "cards", "points"),
    "weis_player_none": ("seat",),
    "weis_none": (),
    "weis_uncontested": ("seat", "team"),
    "weis_wins_on_points": ("seats", "points", "other_points"),
    "weis_wins_on_type": ("seats", "type", "other_type", "points", "rule"),
    "weis_wins_on_length": ("seats", "count", "other_count", "points", "rule"),
    "weis_wins_on_card_count": ("seats", "count", "other_count", "points", "rule"),
    "weis_wins_on_rank": ("seats", "rank", "other_rank"),
    "weis_wins_on_rank_undenufe": ("seats", "rank", "other_rank", "contract", "rule"),
    "weis_wins_on_rank_not_reversed": ("seats", "rank", "other_rank", "contract", "rule"),
    "weis_wins_on_trump": ("seats", "suit"),
    "weis_wins_on_play_order": ("seats", "seat"),
    "weis_tie_both_score": ("seats", "rule"),
    "weis_team_scores": ("team", "seats", "points"),
    "weis_multiplier": ("contract", "multiplier", "points", "rule"),
    # Stöck (weis.py)
    "jass_stoeck": ("seat", "team", "cards", "points", "rule"),
    "jass_stoeck_also_in_weis": ("seat", "cards"),
    "jass_no_stoeck_without_trump": ("seat", "contract"),
    # play (play.py)
    "jass_lead_any_card": ("seat",),
    "jass_led_suit": ("card", "suit"),
    "jass_must_follow_suit": ("suit",),
    "jass_void_any_card": ("suit",),
    "jass_void_discard_or_trump": ("suit", "trump"),
    "jass_void_no_undertrump": ("suit", "card"),
    "jass_must_follow_trump": ("suit",),
    "jass_bare_buur_exception": ("card", "suit"),
    "jass_trick_trumped": ("seat", "card"),
    "jass_follow_suit_or_trump": ("suit", "trump"),
    "jass_only_trumps_may_undertrump": ("suit",),
    "jass_card_not_led_suit": ("card", "suit"),  # Obenabe, Undenufe
    "jass_card_not_led_suit_or_trump": ("card", "suit", "trump"),  # a trump contract
    "jass_card_not_trump": ("card", "suit"),
    "jass_undertrump_forbidden": ("card", "cards"),
    "jass_trick_won_by_trump": ("seat", "card", "suit"),
    "jass_trick_won_by_highest": ("seat", "card", "suit"),
    "jass_trick_won_by_lowest": ("seat", "card", "suit"),
    "jass_trick_points": ("seat", "team", "points", "contract", "rule"),
    "jass_last_trick_bonus": ("team", "points", "rule"),
    # scoring (scoring.py)
    "jass_deal_card_points": ("team", "points"),
    "jass_matsch": ("team", "points", "rule"),
    "jass_weis_counted": ("team", "points"),
    "jass_weis_without_trick": ("team", "rule"),
    "jass_weis_lost_without_trick": ("team", "points", "rule"),
    "jass_stoeck_counted": ("team", "points"),
    "jass_profile": ("profile", "target"),
    "jass_own_format": ("target", "rule"),
    "jass_multiplier": ("contract", "multiplier", "rule"),
    "jass_deal_score": ("team", "points"),
    "jass_target_reached": ("team", "points", "target", "step", "rule"),
    "jass_both_cross_on_tricks": ("teams", "target"),
    "jass_game_continues": ("target", "points", "rule"),
    "jass_tricks_before_weis": ("rule",),
    "jass_schneider": ("team", "points", "threshold", "rule"),
    # a whole game (game.py)
    "jass_deal_after_end": ("deal",),
}

#: Every code (reasons and errors) -> parameter names.
REASON_CODES: dict[str, tuple[str, ...]] = {**ERROR_CODES, **VERDICT_CODES}
