"""The sentences of Jass's reason and error codes (``engine/jass/codes.py``, ``errors.py``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from flask_babel import lazy_gettext as _l
from flask_babel import lazy_pgettext

from webapp.i18n.grammar import Choice, _n

__all__ = ["MESSAGES"]


def _winner_leads(params: Mapping[str, Any]) -> str:
    """``weis_wins_on_play_order``: "forehand" when the winning seat is the forehand itself."""
    seats = params.get("seats") or [None]
    return "forehand" if seats[0] == params.get("seat") else "after"


#: code -> message(s), most specific first (a later one drops an optional param).
MESSAGES: dict[str, tuple[Any, ...]] = {
    # -- errors --
    "unknown_contract": (
        _l("“%(token)s” is not a contract: use E, S, R, L (trump), obenabe or undenufe."),),
    "missing_contract": (_l("Choose the contract: a trump suit, Obenabe or Undenufe."),),
    "jass_unknown_ruleset": (_l("“%(ruleset)s” is not a Jass ruleset: use traditional or swiss."),),
    "jass_unknown_profile": (_l("“%(profile)s” is not a multiplier profile: use %(profiles)s."),
                             _l("“%(profile)s” is not a multiplier profile.")),
    "jass_no_hands": (_l("Enter at least one hand."),),
    "jass_duplicate_seat": (_l("%(seat)s is given twice."),),
    "jass_empty_hand": (_l("The hand of %(seat)s holds no card."), _l("The hand holds no card.")),
    "jass_trick_full": (
        _l("%(count)s cards are on the table: the trick is over; at most 3 before your card."),),
    "jass_trick_size": (_n("A trick needs %(expected)s cards; %(count)s was given.",
                           "A trick needs %(expected)s cards; %(count)s were given."),),
    "jass_seat_played_twice": (_l("%(seat)s has already played in this trick."),),
    # who should have played before whom (fr round 9): the seats as given, the last out of turn
    "jass_trick_out_of_order": (
        _l("The trick is not in the order of play: after %(after_seat)s, %(due_seat)s plays "
           "before %(played_seat)s (play goes North, West, South, East)."),),
    "jass_not_next_to_play": (_l("It is not %(seat)s's turn: %(expected)s plays next."),),
    "jass_missing_team": (_l("%(field)s: the points of %(team)s are missing."),),
    "jass_invalid_points": (
        _l("%(field)s of %(team)s: use a whole number, 0 or more."),
        _l("%(field)s: give each team's count, as a whole number."),),
    "jass_card_points_total": (
        _l("The card points add up to %(total)s; with the last trick they must make %(expected)s."),),
    "jass_tricks_total": (_l("The tricks add up to %(total)s; a deal has %(expected)s."),),
    "jass_points_without_tricks": (
        _n("%(team)s took no trick, so it cannot have %(points)s card point.",
           "%(team)s took no trick, so it cannot have %(points)s card points.", "points"),),
    "jass_invalid_weis_points": (
        _l("%(points)s is not a Weis total: at least 20, in tens."),),
    "jass_invalid_stoeck_points": (_l("Stöck are worth %(expected)s, not %(points)s."),),
    "jass_stoeck_without_trump": (_l("There are no Stöck in %(contract)s: only with a trump."),),
    "jass_game_already_over": (
        _l("%(team)s already has %(points)s of %(target)s points: the game is over."),),
    "jass_trick_order_mismatch": (_l("The trick-by-trick points do not match the deal."),),
    # -- Weis and Stöck --
    # four cards of one rank are named by their rank alone ("four Nines"): listing the four
    # suits after it says the same thing twice (th round 8)
    "weis_found": (Choice(
        "type",
        _l("%(seat)s has %(a_type)s (%(cards)s): %(points)s points."),
        four=_l("%(seat)s has %(a_type)s: %(points)s points.")),),
    "weis_four_not_counted": (
        _l("%(the_four)s of %(seat)s do not count as a Weis under these rules."),),
    "weis_set_aside": (Choice(
        "type",
        _l("%(the_type)s of %(seat)s (%(cards)s, %(points)s points) does not count: a card may not "
           "serve in two Weis."),
        four=_l("%(the_type)s of %(seat)s (%(points)s points) does not count: a card may not "
                "serve in two Weis.")),),
    "weis_cards_in_two": (
        _l("%(seat)s counts %(cards)s in two Weis: a card may serve in both."),),
    "weis_shortened": (
        _l("%(seat)s keeps %(a_type)s instead (%(cards)s, %(points)s points): a card may not serve "
           "in two Weis."),),
    "weis_player_best": (Choice(
        "type",
        _l("%(seat)s's best Weis: %(type)s (%(cards)s), %(points)s points."),
        four=_l("%(seat)s's best Weis: %(type)s, %(points)s points.")),),
    "weis_player_none": (_l("%(seat)s has no Weis."),),
    "weis_none": (_l("Nobody has a Weis."),),
    "weis_uncontested": (_l("Only %(team)s has Weis: %(seat)s's is the best."),),
    # the winner's seat first (engine/jass/weis.py _decide): "North's Weis beats West's: ..."
    "weis_wins_on_points": (
        _l("%(winner)s's Weis beats %(loser)s's: more points (%(points)s against "
           "%(other_points)s)."),),
    "weis_wins_on_type": (Choice(
        "type",
        _l("%(winner)s's Weis beats %(loser)s's: at %(points)s points each, %(a_type)s beats "
           "%(an_other_type)s."),
        four=_l("%(winner)s's Weis beats %(loser)s's: at %(points)s points each, four of a kind "
                "beats %(an_other_type)s.")),),
    "weis_wins_on_length": (
        _l("%(winner)s's Weis beats %(loser)s's: at %(points)s points each, the longer run wins "
           "(%(count)s cards against %(other_count)s)."),),
    "weis_wins_on_card_count": (
        _l("%(winner)s's Weis beats %(loser)s's: at %(points)s points each, the Weis with more "
           "cards wins (%(count)s against %(other_count)s)."),),
    "weis_wins_on_rank": (
        _l("%(winner)s's Weis beats %(loser)s's: at equal points and length, the higher one wins "
           "(%(rank)s against %(other_rank)s)."),),
    "weis_wins_on_rank_undenufe": (
        _l("%(winner)s's Weis beats %(loser)s's: in %(contract)s the lower one wins (%(rank)s "
           "against %(other_rank)s)."),),
    "weis_wins_on_rank_not_reversed": (
        _l("%(winner)s's Weis beats %(loser)s's: in %(contract)s too, the higher one wins "
           "(%(rank)s against %(other_rank)s)."),),
    "weis_wins_on_trump": (
        _l("%(winner)s's Weis beats %(loser)s's: they are equal, and %(winner)s's is in trump "
           "(%(suit)s)."),),
    "weis_wins_on_play_order": (Choice(
        _winner_leads,
        _l("%(winner)s's Weis beats %(loser)s's: they are equal, and %(winner)s plays first, "
           "counting from the forehand (%(seat)s)."),
        forehand=_l("%(winner)s's Weis beats %(loser)s's: they are equal, and %(winner)s is "
                    "the forehand.")),),
    "weis_tie_both_score": (
        _l("The Weis of %(winner)s and %(loser)s are equal in every way: both teams score their "
           "Weis."),),
    "weis_team_scores": (
        _l("%(team)s scores all its Weis (%(seats)s): %(points)s points."),),
    "weis_multiplier": (Choice(
        "multiplier",
        _l("Weis count × %(multiplier)s in %(contract)s: %(points)s points."),
        **{"1": _l("In %(contract)s, Weis count single (× %(multiplier)s): %(points)s points."),
           "2": _l("In %(contract)s, Weis count double (× %(multiplier)s): %(points)s points."),
           "3": _l("In %(contract)s, Weis count triple (× %(multiplier)s): %(points)s points."),
           "4": _l("In %(contract)s, Weis count four times (× %(multiplier)s): %(points)s points.")}),),
    "jass_stoeck": (
        _l("%(seat)s holds Stöck, König and Ober of trump (%(cards)s): %(points)s points for "
           "%(team)s."),),
    "jass_stoeck_also_in_weis": (
        _l("%(seat)s's Stöck (%(cards)s) count as well as the Weis they are part of."),),
    "jass_no_stoeck_without_trump": (
        _l("No Stöck for %(seat)s in %(contract)s: only with a trump."),),
    # -- play --
    "jass_lead_any_card": (_l("%(seat)s leads: any card may be played."),
                           _l("First card of the trick: any card may be played.")),
    "jass_led_suit": (_l("%(card)s was led: the suit is %(suit)s."),),
    "jass_must_follow_suit": (_l("You must follow suit (%(suit)s)."),),  # Obenabe, Undenufe: no trump
    # its own msgid: a Jass suit name is a plural ("Keine Eicheln"), unlike Belote's "Herz"
    "jass_void_any_card": (lazy_pgettext("Jass", "No %(suit)s in hand: any card may be played."),),
    "jass_void_discard_or_trump": (_l("No %(suit)s in hand: you may discard or trump (%(trump)s)."),),
    "jass_void_no_undertrump": (
        _l("No %(suit)s in hand: you may discard or play a trump higher than %(card)s, but not "
           "undertrump."),),
    "jass_must_follow_trump": (
        _l("Trump (%(suit)s) was led: you must follow with a trump, except the bare Buur."),),
    "jass_bare_buur_exception": (
        _l("%(card)s is your only trump (the bare Buur): you need not play it on a trump "
           "lead."),),
    "jass_trick_trumped": (_l("%(seat)s has trumped with %(trump_card)s."),),
    "jass_follow_suit_or_trump": (_l("Follow suit (%(suit)s) or trump (%(trump)s)."),),
    "jass_only_trumps_may_undertrump": (
        _l("Only trumps (%(suit)s) in hand: you may undertrump."),),
    "jass_card_not_led_suit": (_l("%(card)s is not of the suit led (%(suit)s)."),),
    "jass_card_not_led_suit_or_trump": (
        _l("%(card)s is neither of the suit led (%(suit)s) nor a trump (%(trump)s)."),),
    "jass_card_not_trump": (_l("%(card)s is not a trump (%(suit)s)."),),
    "jass_undertrump_forbidden": (
        _l("%(card)s would undertrump %(cards)s: not allowed while you hold other cards."),),
    "jass_trick_won_by_trump": (
        _l("%(seat)s wins with %(trump_card)s, the highest trump in the trick (%(suit)s)."),),
    "jass_trick_won_by_highest": (
        _l("%(seat)s wins with %(card)s, the highest %(suit)s."),),
    "jass_trick_won_by_lowest": (
        _l("%(seat)s wins with %(card)s, the lowest %(suit)s (Undenufe)."),),
    "jass_trick_points": (Choice(
        "points", _n("The trick is worth %(points)s point in %(contract)s, for %(team)s.",
                     "The trick is worth %(points)s points in %(contract)s, for %(team)s.", "points"),
        **{"0": _l("The trick is worth no points in %(contract)s; it goes to %(team)s.")}),),
    "jass_last_trick_bonus": (_l("Last trick: %(points)s more points for %(team)s."),),
    # -- scoring --
    "jass_deal_card_points": (Choice(
        "points", _n("%(team)s took %(points)s card point.", "%(team)s took %(points)s card points.",
                     "points"),
        **{"0": _l("%(team)s took no card points.")}),),
    "jass_matsch": (_l("Matsch: %(team)s took every trick, %(points)s bonus points."),),
    "jass_weis_counted": (_l("%(team)s's Weis: %(points)s points."),),
    "jass_weis_without_trick": (_l("%(team)s's Weis counts even without a trick."),),
    "jass_weis_lost_without_trick": (
        _l("%(team)s took no trick: its Weis (%(points)s points) does not count."),),
    "jass_stoeck_counted": (_l("%(team)s's Stöck: %(points)s points."),),
    "jass_profile": (_l("Multipliers and target: %(profile)s."),),
    "jass_own_format": (_l("Your table's multipliers and target (game to %(target)s)."),),
    "jass_multiplier": (Choice(
        "multiplier",
        _l("%(contract)s counts × %(multiplier)s."),
        **{"1": _l("%(contract)s counts single (× %(multiplier)s)."),
           "2": _l("%(contract)s counts double (× %(multiplier)s)."),
           "3": _l("%(contract)s counts triple (× %(multiplier)s)."),
           "4": _l("%(contract)s counts four times (× %(multiplier)s).")}),),
    "jass_deal_score": (Choice("points", _n("%(team)s scores %(points)s point.",
                                            "%(team)s scores %(points)s points.", "points"),
                               **{"0": _l("%(team)s scores no points.")}),),
    "jass_tricks_before_weis": (_l("The tricks are counted before the Weis."),),
    "jass_target_reached": (Choice(
        "step", _l("%(team)s reaches %(target)s with %(points)s points, counting %(step)s."),
        stoeck=_l("%(team)s reaches %(target)s with %(points)s points, thanks to the Stöck."),
        weis=_l("%(team)s reaches %(target)s with %(points)s points, with the Weis."),
        tricks=_l("%(team)s reaches %(target)s with %(points)s points, with the points of the "
                  "tricks.")),),
    "jass_both_cross_on_tricks": (
        _l("%(teams)s both pass %(target)s on the tricks: the team that gets there first, "
          "trick by trick, wins."),),
    "jass_game_continues": (
        _l("Nobody has %(target)s points yet (best: %(points)s): the game goes on."),),
    "jass_schneider": (Choice(
        "points", _n("%(team)s has only %(points)s point, under %(threshold)s: Schneider.",
                     "%(team)s has only %(points)s points, under %(threshold)s: Schneider.", "points"),
        **{"0": _l("%(team)s scores no points (under %(threshold)s): Schneider.")}),),
    "jass_deal_after_end": (_l("Deal %(deal)s comes after the end of the game: it counts nothing."),),
    "jass_game_profile_mismatch": (
        _l("This deal is scored with %(profile)s, the game with %(expected)s: one game, one "
           "profile."),
        _l("This deal is scored with %(profile)s, another profile than the game's: one game, "
           "one profile.")),
}
