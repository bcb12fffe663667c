"""Where the rules pages explain each reason: :data:`RULE_LINKS` (a ruleset field, a reason's
``rule`` param), :data:`REASON_LINKS` (a reason code) and :func:`rule_link`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

__all__ = ["REASON_LINKS", "RULE_LINKS", "rule_link"]


_ANN = "rules.belote_announcements"
_PLAY = "rules.belote_play"
_CSC = "rules.coinche_scoring"
_CBID = "rules.coinche_bidding"
_SCH = "rules.schieber"
_WEIS = "rules.weis"
_SRC = "rules.sources"

#: Ruleset field (a reason's ``rule`` param) -> (endpoint, anchor) of the section explaining it.
RULE_LINKS: dict[str, tuple[str, str]] = {
    "no_trump_carre_table": (_ANN, "sans-atout"),
    "card_in_two_combinations": (_ANN, "rules-of-thumb"),
    "announcement_tie": (_ANN, "compare"),
    "coinche_undertrump_compulsory": (_SRC, "undertrump"),
    "classic_undertrump_compulsory": (_SRC, "undertrump"),
    "coinche_factor": (_CSC, "coinched"),
    "surcoinche_factor": (_CSC, "coinched"),
    "announcements_after_fall": (_CSC, "fall"),
    "classic_equality": (_PLAY, "dedans"),
    "coinche_made_condition": (_CSC, "made"),
    "coinche_rounding": (_CSC, "rounding"),
    "coinche_base": (_CSC, "scores"),
    "coinched_capot_base": (_CSC, "coinched"),
    "belote_multiplied": (_SRC, "coinche-money"),
    "belote_imprenable": (_PLAY, "belote"),
    "coinche_scale": (_CSC, "sans-atout"),
    "sequence_points": (_WEIS, "values"),
    "four_points": (_WEIS, "values"),
    "cross_weis": (_WEIS, "kreuzweis"),
    "four_beats_equal_sequence": (_WEIS, "compare"),
    "undenufe_reverses_weis_rank": (_SRC, "undenufe-weis"),
    "multipliers": (_SCH, "points"),
    "stoeck_points": (_WEIS, "stoeck"),
    "trump_points": (_SCH, "points"),
    "obenabe_points": (_SCH, "points"),
    "undenufe_points": (_SRC, "undenufe-values"),
    "last_trick_bonus": (_SCH, "points"),
    "matsch_bonus": (_SCH, "points"),
    "weis_needs_trick": (_SRC, "weis-no-trick"),
    "target": (_SCH, "end"),
    "schneider_below": (_SCH, "end"),
    "game_target": (_CSC, "end"),
    "game_won_by_belote_alone": (_CSC, "end"),
    "no_trump_ace": (_ANN, "sans-atout"),
    "no_trump_jack": (_SRC, "sans-atout"),
    "coinche_out_of_turn": (_SRC, "coinche-out-of-turn"),
    "all_trump_points": (_SRC, "tout-atout"),
    "coinche_multiplies": (_SRC, "coinche-money"),
    "capot_bid_value": (_CBID, "capot"),
    "first_forehand_card": (_SRC, "first-forehand"),
    "counting_order": (_SCH, "end"),
    "weis_tie": (_SRC, "weis-tie"),
}

#: Reason code -> (endpoint, anchor), for reasons without a ``rule`` param (and errors about
#: the rules themselves).
REASON_LINKS: dict[str, tuple[str, str]] = {
    # a whole game
    **{code: (_CSC, "end") for code in (
        "game_deal_after_end", "game_held_points_won", "game_points_held", "game_belote_alone",
        "game_won", "game_tie_over_target", "game_won_on_excess", "game_goes_on")},
    **{code: (_SCH, "end") for code in ("jass_deal_after_end", "jass_game_profile_mismatch")},
    # Belote announcements
    **{code: (_ANN, "announcements") for code in (
        "carre_found", "carre_not_counted", "sequence_found", "no_combination", "no_combinations",
        "team_best")},
    **{code: (_ANN, "compare") for code in (
        "only_team_with_combinations", "best_by_points", "best_carre_over_sequence",
        "best_by_height", "team_scores", "team_scores_nothing")},
    **{code: (_PLAY, "belote") for code in (
        "belote_found", "belote_in_sequence", "no_belote_in_no_trump", "invalid_belote")},
    # Belote play
    **{code: (_PLAY, "play") for code in (
        "lead_any", "trick_master", "must_follow_suit", "no_card_of_suit", "must_overtake",
        "cannot_overtake", "must_overtrump", "cannot_overtrump", "overtake_even_partner",
        "partner_master", "no_trump_to_cut", "must_trump", "trick_out_of_order",
        "not_seat_turn")},
    # Belote / Coinche scoring
    "contract": (_CBID, "bids"),
    "invalid_bid": (_CBID, "bids"),
    "missing_bid": (_CBID, "bids"),
    "invalid_coinche": (_CBID, "coinche"),
    "capot": (_PLAY, "capot"),
    "capot_bid_made": (_CBID, "capot"),
    "capot_bid_failed": (_CBID, "capot"),
    "team_total": (_CSC, "totals"),
    "announcements_to_takers_coinched": (_CSC, "fall"),
    "classic_fell": (_PLAY, "dedans"),
    "bid_reached": (_CSC, "made"),
    "bid_not_reached": (_CSC, "made"),
    "score_points": (_CSC, "scores"),
    "score_contract_added": (_CSC, "scores"),
    "score_belote_only": (_CSC, "fall"),
    "score_fall_classic": (_PLAY, "dedans"),
    "score_litige": (_PLAY, "dedans"),
    "points_total_mismatch": (_PLAY, "count"),
    **{code: (_PLAY, "count") for code in (
        "cards_counted", "card_won_twice", "cards_won_incomplete", "cards_won_not_tricks",
        "last_trick_without_cards")},
    "jass_void_no_undertrump": (_SRC, "undertrump-jass"),
    "jass_profile": (_SCH, "points"),
    "jass_own_format": (_SCH, "points"),
    "invalid_points": (_PLAY, "count"),
    # Jass Weis and Stöck
    **{code: (_WEIS, "values") for code in (
        "weis_player_best", "weis_player_none", "weis_none")},
    **{code: (_WEIS, "compare") for code in (
        "weis_uncontested", "weis_wins_on_points", "weis_wins_on_rank", "weis_wins_on_trump",
        "weis_wins_on_play_order", "weis_team_scores")},
    **{code: (_WEIS, "stoeck") for code in (
        "jass_stoeck_also_in_weis", "jass_no_stoeck_without_trump", "jass_stoeck_without_trump",
        "jass_invalid_stoeck_points")},
    "jass_invalid_weis_points": (_WEIS, "values"),
    # Jass play
    **{code: (_SCH, "play") for code in (
        "jass_lead_any_card", "jass_led_suit", "jass_must_follow_suit", "jass_void_any_card",
        "jass_void_discard_or_trump",
        "jass_must_follow_trump", "jass_bare_buur_exception", "jass_trick_trumped",
        "jass_follow_suit_or_trump", "jass_card_not_led_suit", "jass_card_not_led_suit_or_trump",
        "jass_card_not_trump",
        "jass_trick_out_of_order", "jass_not_next_to_play")},
    **{code: (_SRC, "undertrump-jass") for code in (
        "jass_only_trumps_may_undertrump", "jass_undertrump_forbidden")},
    **{code: (_SCH, "ranks") for code in (
        "jass_trick_won_by_trump", "jass_trick_won_by_highest", "jass_trick_won_by_lowest")},
    # Jass scoring
    **{code: (_SCH, "points") for code in (
        "jass_deal_card_points", "jass_weis_counted", "jass_stoeck_counted", "jass_deal_score",
        "jass_card_points_total", "jass_tricks_total", "jass_points_without_tricks")},
    **{code: (_SCH, "end") for code in (
        "jass_both_cross_on_tricks", "jass_game_continues", "jass_game_already_over")},
    "unknown_contract": (_SCH, "contract"),
    "missing_contract": (_SCH, "contract"),
}


def rule_link(code: str, params: Mapping[str, Any] | None = None) -> tuple[str, str] | None:
    """The rules page section that explains a reason: ``(endpoint, anchor)``, or None.

    The ``rule`` param (the ruleset row that decided) comes first, then the code.

    >>> rule_link("tie_taker_team", {"rule": "announcement_tie"})
    ('rules.belote_announcements', 'compare')
    >>> rule_link("jass_led_suit"), rule_link("no_such_code")
    (('rules.schieber', 'play'), None)
    """
    rule = (params or {}).get("rule")
    if rule in RULE_LINKS:
        return RULE_LINKS[rule]
    return REASON_LINKS.get(code)
