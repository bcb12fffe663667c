"""The sentences of Belote's reason and error codes (``engine/belote/codes.py``, ``errors.py``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from flask_babel import lazy_gettext as _l

from webapp.i18n.grammar import Choice, _n

__all__ = ["MESSAGES"]


def _unchanged(params: Mapping[str, Any]) -> str:
    """``rounded``: "same" when the points are already on the step (20 stays 20)."""
    return "same" if params.get("points") == params.get("rounded") else "changed"


#: code -> message(s), most specific first (a later one drops an optional param).
MESSAGES: dict[str, tuple[Any, ...]] = {
    # -- errors --
    "missing_trump": (_l("Choose the trump: a suit, no trump or all trump."),),
    "unknown_trump": (_l("“%(trump)s” is not a trump: use a suit (S, H, D, C), “none” or “all”."),),
    "unknown_ruleset": (_l("“%(ruleset)s” is not a ruleset of this game."),),
    "unknown_variant": (_l("“%(variant)s” is not a game: use “classic” or “coinche”."),),
    "missing_taker": (_l("Say which team took (or which player)."),),
    "unknown_taker": (_l("“%(taker)s” is not a team or a seat: use NS, EW or N, E, S, W."),),
    "no_hands": (_l("Enter at least one hand."),),
    "empty_hand": (_l("The hand of %(seat)s holds no card."), _l("The hand holds no card.")),
    "too_many_cards_in_trick": (
        _l("The trick holds %(count)s cards; at most %(max)s may already be on the table."),),
    "empty_trick": (_l("The trick holds no card."),),
    # who should have played before whom (fr round 9): the seats as given, the last out of turn
    "trick_out_of_order": (
        _l("The trick is not in the order of play: after %(after_seat)s, %(due_seat)s plays "
           "before %(played_seat)s (play goes North, West, South, East)."),),
    "not_seat_turn": (_l("It is not %(seat)s's turn: %(expected)s plays next."),),
    "missing_bid": (_l("A Coinche deal needs the bid (80 to 160, or capot)."),),
    "invalid_bid": (
        _l("“%(bid)s” is not a bid: bids go from %(min)s to %(max)s by %(step)s, or capot."),),
    "invalid_coinche": (
        _l("“%(coinche)s” is not a coinche level: use 1 (none), 2 (coinched) or 4 (surcoinched)."),),
    "option_not_in_classic": (Choice(
        "option",
        _l("Classic belote has no %(option)s: that is for Coinche."),
        coinche=_l("Classic belote has no coinche: it is only played in Coinche."),
        capot_bid=_l("Classic belote has no capot bid: it is only bid in Coinche.")),),
    "invalid_points": (Choice(
        "side",
        taker=_l("The takers' card points (“%(points)s”) must be a whole number from 0 to %(max)s."),
        defense=_l("The defence's card points (“%(points)s”) must be a whole number from 0 to "
                   "%(max)s.")),),
    "points_total_mismatch": (Choice(
        "capot",
        _l("The card points add up to %(points)s, but a deal is worth %(total)s (dix de der included)."),
        taker=_l("The card points add up to %(points)s, but a capot deal is worth %(total)s (100 for the last trick)."),
        defense=_l("The card points add up to %(points)s, but a capot deal is worth %(total)s (100 for the last trick).")),),
    "unknown_capot": (
        _l("“%(capot)s” is not a side: all tricks were taken by the takers or the defence."),),
    "unknown_side": (_l("“%(side)s” is not a side: use “taker” or “defense”."),),
    "card_won_twice": (_l("%(card)s cannot be in the tricks of both teams."),),
    "cards_won_incomplete": (
        _n("The tricks hold %(count)s card, but a deal has %(expected)s: give every card to one "
           "team or the other.",
           "The tricks hold %(count)s cards, but a deal has %(expected)s: give every card to one "
           "team or the other.", "count"),),
    "cards_won_not_tricks": (Choice(
        "side",
        taker=_n("The takers won %(count)s card, but a trick is 4 cards.",
                 "The takers won %(count)s cards, but a trick is 4 cards.", "count"),
        defense=_n("The defence won %(count)s card, but a trick is 4 cards.",
                   "The defence won %(count)s cards, but a trick is 4 cards.", "count")),),
    "last_trick_without_cards": (Choice(
        "side",
        taker=_l("The takers won no card, so they did not take the last trick."),
        defense=_l("The defence won no card, so it did not take the last trick.")),),
    "invalid_announcements": (
        _l("“%(points)s” is not a total of announcements: 20, 50, 100... (multiples of 10)."),),
    "invalid_belote": (Choice(
        "max", _l("“%(points)s” belote points is not possible: at most %(max)s in %(trump)s, by 20."),
        **{"0": _l("“%(points)s” belote points is not possible: there is no belote in %(trump)s."),
           "20": _l("“%(points)s” belote points is not possible: in %(trump)s the belote is worth 0 "
                    "or 20.")}),),
    # -- announcements --
    # a ruleset inside a sentence is %(the_ruleset)s ("the Maison rules", fr «règles Maison»:
    # each sentence writes its own «aux/des/les»); %(ruleset)s is the bare name, a label
    # ("Maison: ...", "(Maison)") (fr, pt, vi, th round 10)
    "carre_table": (_l("In %(trump)s, %(the_ruleset)s count carrés with %(table)s."),),
    # four cards of one rank are named by their rank alone ("a carré of Jacks"): listing the
    # four suits after it says the same thing twice (th round 8)
    "carre_found": (
        _l("%(seat)s has %(a_four)s: %(points)s points."),),
    "carre_not_counted": (
        _l("%(seat)s's %(four)s counts nothing: carrés of Sevens and Eights are not announced."),),
    # the suit is named once: the cards by their ranks (th round 9: "Tierce โพแดง (7, 8 และ 9)")
    "sequence_found": (
        _l("%(seat)s has %(a_type)s in %(suit)s (%(ranks)s): %(points)s points."),),
    "combination_set_aside": (Choice(
        "type",
        _l("%(ruleset)s: %(the_type)s of %(seat)s (%(cards)s) is set aside, as %(card)s already "
           "counts in another announcement."),
        carre=_l("%(ruleset)s: %(the_type)s of %(seat)s is set aside, as %(card)s already counts "
                 "in another announcement.")),),
    "combination_shares_cards": (Choice(
        "type",
        _l("%(ruleset)s: %(the_type)s of %(seat)s (%(cards)s) counts too, although %(card)s is also "
           "in another announcement."),
        carre=_l("%(ruleset)s: %(the_type)s of %(seat)s counts too, although %(card)s is also in "
                 "another announcement.")),),
    "no_combination": (_l("%(seat)s has no announcement."),),
    "team_best": (Choice(
        "type",
        _l("%(team)s's best announcement: %(the_type)s of %(seat)s (%(cards)s), %(points)s points."),
        carre=_l("%(team)s's best announcement: %(the_type)s of %(seat)s, %(points)s points.")),),
    "no_combinations": (_l("Nobody has an announcement."),),
    "only_team_with_combinations": (_l("Only %(team)s has announcements."),),
    "best_by_points": (_l("%(team)s has the best announcement: more points (%(points)s)."),),
    "best_carre_over_sequence": (
        _l("%(team)s has the best announcement: a carré beats a sequence worth the same "
           "(%(points)s points)."),),
    "best_by_height": (
        _l("%(team)s has the best announcement: at equal points, the higher %(type)s wins "
           "(up to %(the_rank)s)."),),
    "tie_taker_team": (
        _l("The best announcements are equal: under %(the_ruleset)s the takers, %(team)s, win "
           "the tie."),),
    "tie_trump_sequence": (
        _l("The best announcements are equal: under %(the_ruleset)s the one in trump "
           "(%(trump)s) wins, so %(team)s scores."),),
    "tie_nobody_scores": (
        _l("The best announcements are equal and none is in trump (%(trump)s): under "
           "%(the_ruleset)s nobody scores."),),
    "tie_nobody_scores_all_trump": (
        _l("The best announcements are equal; in %(trump)s every one is in trump, so trump "
           "cannot break the tie: under %(the_ruleset)s nobody scores."),),
    "team_scores": (
        _l("%(team)s scores all its announcements: %(points)s points."),),
    "team_scores_nothing": (_l("%(team)s scores no announcement."),),
    "belote_found": (
        _l("%(seat)s holds the belote, King and Queen of trump (%(cards)s): %(points)s points."),),
    "belote_in_sequence": (
        _l("%(seat)s's belote in %(suit)s also counts inside %(the_type)s."),),
    "no_belote_in_no_trump": (_l("There is no belote in %(trump)s."),),
    # -- play --
    "lead_any": (_l("%(seat)s leads: any card may be played."), _l("First card of the trick: "
                                                                    "any card may be played.")),
    "trick_master": (_l("%(seat)s is winning the trick with %(card)s."),),
    "must_follow_suit": (_l("You must follow suit (%(suit)s)."),),
    "no_card_of_suit": (_l("No %(suit)s in hand: any card may be played."),),
    "must_overtake": (_l("You must beat %(card)s with a higher %(suit)s card when you can."),),
    "cannot_overtake": (_l("You cannot beat %(card)s: any card of %(suit)s may be played."),),
    "must_overtrump": (_l("You must play a trump higher than %(card)s when you can."),),
    "cannot_overtrump": (_l("No trump higher than %(card)s: any trump may be played."),),
    "overtake_even_partner": (_l("Even over your partner %(seat)s: going higher is compulsory."),),
    "partner_master": (
        _l("Your partner %(seat)s is winning the trick with %(card)s: you may discard any card."),),
    "no_trump_to_cut": (Choice(
        "trump",
        _l("No %(suit)s and no trump (%(trump)s): any card may be played."),
        none=_l("No %(suit)s, and this deal has no trump: any card may be played.")),),
    "must_trump": (
        _l("No %(suit)s: you must trump (%(trump)s), as an opponent is winning the trick."),),
    "undertrump_compulsory": (
        _l("%(ruleset)s, %(variant)s: you cannot beat %(card)s, but you must still play a trump "
           "(undertrump)."),),
    "undertrump_not_compulsory": (
        _l("%(ruleset)s, %(variant)s: you cannot beat %(card)s, so you need not undertrump: any "
           "card may be played."),),
    # -- scoring --
    "contract": (_l("The contract: %(points)s points."),),
    "capot_contract": (_l("The contract: a capot, worth %(points)s points (%(ruleset)s)."),),
    "multiplier": (Choice(
        "coinche",
        _l("Coinche level %(coinche)s: the deal counts × %(factor)s (%(ruleset)s)."),
        **{"2": _l("Coinched: the deal counts double (× %(factor)s, %(ruleset)s)."),
           "4": _l("Surcoinched: the deal counts × %(factor)s (%(ruleset)s).")}),),
    "capot": (Choice(
        "side",
        taker=_l("Capot: the takers took every trick, so the deal is worth %(points)s."),
        defense=_l("Capot: the defence took every trick, so the deal is worth %(points)s.")),),
    "team_total": (Choice(
        "side",
        taker=_n("The takers' total: %(card_points)s card point + %(belote)s belote + "
                 "%(announcements)s announcements = %(points)s.",
                 "The takers' total: %(card_points)s card points + %(belote)s belote + "
                 "%(announcements)s announcements = %(points)s.", "card_points"),
        defense=_n("The defence's total: %(card_points)s card point + %(belote)s belote + "
                   "%(announcements)s announcements = %(points)s.",
                   "The defence's total: %(card_points)s card points + %(belote)s belote + "
                   "%(announcements)s announcements = %(points)s.", "card_points")),),
    "announcements_kept": (Choice(
        "side",
        taker=_l("%(ruleset)s: the takers keep their %(points)s points of announcements."),
        defense=_l("%(ruleset)s: the defence keeps its %(points)s points of announcements.")),),
    "announcements_moved": (Choice(
        "side",
        taker=_l("%(ruleset)s: the %(points)s points of announcements go to the takers, who won "
                 "the deal."),
        defense=_l("%(ruleset)s: the %(points)s points of announcements go to the defence, which "
                   "won the deal.")),),
    "announcements_to_takers_coinched": (Choice(
        "side",
        taker=_l("The %(points)s points of announcements go to the takers."),
        defense=_l("The %(points)s points of announcements go to the defence.")),),
    "cards_counted": (
        Choice(
            "side",
            taker=_l("The takers won %(count)s cards: %(card_points)s card points + %(bonus)s for "
                     "the last trick = %(points)s."),
            defense=_l("The defence won %(count)s cards: %(card_points)s card points + %(bonus)s "
                       "for the last trick = %(points)s.")),
        Choice(
            "side",
            taker=_l("The takers won %(count)s cards: %(points)s card points."),
            defense=_l("The defence won %(count)s cards: %(points)s card points.")),),
    "not_converted": (
        _l("Under %(the_ruleset)s, this deal is judged on its own %(total)s points: they are not "
           "brought to the bids' scale."),),
    "converted_to_scale": (
        _l("Under %(the_ruleset)s, this deal counts on %(total)s; Coinche bids are on %(scale)s, "
           "so the points are brought to %(scale)s: takers %(points)s → %(converted)s, defence "
           "%(defense_points)s → %(defense_converted)s."),),
    "classic_made": (Choice(
        "defense_points", _l("Made: %(points)s is more than the defence's %(defense_points)s."),
        **{"0": _l("Made: %(points)s, and the defence has no points.")}),),
    "classic_fell": (Choice(
        "points",
        _l("Dedans: %(points)s is not more than the defence's %(defense_points)s; the defence "
           "takes all the points."),
        **{"0": _l("Dedans: the takers have no points, the defence %(defense_points)s; the "
                   "defence takes all the points.")}),),
    "classic_litige": (
        _l("Litige: both sides have %(points)s; %(the_ruleset)s hold the takers' points for the "
           "winner of the next deal."),),
    "capot_bid_made": (_l("The capot bid is made: the takers took every trick."),),
    "capot_bid_failed": (_l("The capot bid fails: the takers did not take every trick."),),
    "bid_reached": (_l("%(points)s points reach the bid of %(bid)s."),),
    "bid_is_enough": (_l("Reaching the bid is enough: the contract is made (%(ruleset)s)."),),
    "bid_not_reached": (Choice(
        "points", _n("%(points)s point does not reach the bid of %(bid)s.",
                     "%(points)s points do not reach the bid of %(bid)s.", "points"),
        **{"0": _l("No points: the bid of %(bid)s is not reached.")}),),
    "more_than_defense": (Choice(
        "defense_points",
        _l("%(points)s is more than the defence's %(defense_points)s: the contract is made."),
        **{"0": _l("%(points)s, and the defence has no points: the contract is made.")}),),
    "not_more_than_defense": (
        _l("%(points)s is not more than the defence's %(defense_points)s: the contract falls "
           "(%(ruleset)s)."),),
    "rounded": (Choice(
        "side",
        taker=Choice("points", Choice(
            _unchanged, _l("%(ruleset)s: the takers' %(points)s is rounded to %(rounded)s."),
            same=_l("%(ruleset)s: the takers' %(points)s needs no rounding.")),
            **{"0": _l("%(ruleset)s: the takers have no points to round.")}),
        defense=Choice("points", Choice(
            _unchanged, _l("%(ruleset)s: the defence's %(points)s is rounded to %(rounded)s."),
            same=_l("%(ruleset)s: the defence's %(points)s needs no rounding.")),
            **{"0": _l("%(ruleset)s: the defence has no points to round.")})),),
    "exact_points": (_l("%(ruleset)s: scores are written as they are, without rounding."),),
    "score_points": (Choice(
        "side",
        taker=Choice("points", _n("The takers score their %(points)s point.",
                                  "The takers score their %(points)s points.", "points"),
                     **{"0": _l("The takers score no points.")}),
        defense=Choice("points", _n("The defence scores its %(points)s point.",
                                    "The defence scores its %(points)s points.", "points"),
                       **{"0": _l("The defence scores no points.")})),),
    "score_contract_added": (Choice(
        "side",
        taker=_l("The takers score %(points)s + the contract %(contract)s = %(total)s."),
        defense=_l("The defence scores %(points)s + the contract %(contract)s = %(total)s.")),),
    "score_belote_only": (Choice(
        "side",
        # a part worth 0 is left out
        taker=Choice("points", Choice(
            "belote", Choice("announcements",
                             _l("The takers score only their belote (%(belote)s) and "
                                "announcements (%(announcements)s): %(points)s."),
                             **{"0": _l("The takers score only their belote: %(points)s.")}),
            **{"0": _l("The takers score only their announcements: %(points)s.")}),
            **{"0": _l("The takers score nothing.")}),
        defense=Choice("points", Choice(
            "belote", Choice("announcements",
                             _l("The defence scores only its belote (%(belote)s) and "
                                "announcements (%(announcements)s): %(points)s."),
                             **{"0": _l("The defence scores only its belote: %(points)s.")}),
            **{"0": _l("The defence scores only its announcements: %(points)s.")}),
            **{"0": _l("The defence scores nothing.")})),),
    "score_fall_classic": (Choice(
        "side",
        taker=_l("The takers score %(base)s + %(announcements)s announcements + %(belote)s belote "
                 "= %(points)s."),
        defense=_l("The defence scores %(base)s + %(announcements)s announcements + %(belote)s "
                   "belote = %(points)s.")),),
    "score_formula": (Choice(
        "side",
        taker=_l("The takers score (%(base)s + %(announcements)s announcements + %(contract)s "
                 "contract) × %(factor)s + %(belote)s belote = %(points)s."),
        defense=_l("The defence scores (%(base)s + %(announcements)s announcements + %(contract)s "
                   "contract) × %(factor)s + %(belote)s belote = %(points)s.")),),
    "score_formula_contract": (Choice(
        "side",
        taker=_l("The takers score %(base)s + %(announcements)s announcements + %(contract)s "
                 "contract × %(factor)s + %(belote)s belote = %(points)s."),
        defense=_l("The defence scores %(base)s + %(announcements)s announcements + %(contract)s "
                   "contract × %(factor)s + %(belote)s belote = %(points)s.")),),
    "score_forfeit": (Choice(
        "side",
        taker=_l("The takers score a forfeit of %(forfeit)s (%(base)s × %(factor)s) + %(contract)s "
                 "contract × %(factor)s + %(announcements)s announcements + %(belote)s belote = "
                 "%(points)s."),
        defense=_l("The defence scores a forfeit of %(forfeit)s (%(base)s × %(factor)s) + "
                   "%(contract)s contract × %(factor)s + %(announcements)s announcements + "
                   "%(belote)s belote = %(points)s.")),),
    "belote_multiplied": (Choice(
        "side",
        taker=_l("%(ruleset)s: the takers' belote (%(belote)s) is multiplied too."),
        defense=_l("%(ruleset)s: the defence's belote (%(belote)s) is multiplied too.")),),
    "belote_not_multiplied": (Choice(
        "side",
        taker=_l("%(ruleset)s: the takers' belote (%(belote)s) is added after the multiplier."),
        defense=_l("%(ruleset)s: the defence's belote (%(belote)s) is added after the multiplier.")),),
    "score_litige": (Choice(
        "side",
        taker=_l("The takers' %(points)s points are held for the winner of the next deal."),
        defense=_l("The defence's %(points)s points are held for the winner of the next deal.")),),
    "belote_not_held": (Choice(
        "side",
        taker=_l("The belote is imprenable: the takers score their %(belote)s points of belote at "
                 "once, and only their other points are held (%(ruleset)s)."),
        defense=_l("The belote is imprenable: the defence scores its %(belote)s points of belote "
                   "at once, and only its other points are held (%(ruleset)s).")),),
    "belote_taken": (Choice(
        "side",
        defense=_l("The belote is prenable (%(ruleset)s): the takers' %(belote)s points of "
                   "belote go to the defence."),
        taker=_l("The belote is prenable (%(ruleset)s): the defence's %(belote)s points of "
                 "belote go to the takers.")),),
    # -- a whole game of Belote --
    "game_deal_after_end": (_l("Deal %(deal)s comes after the end of the game: it counts nothing."),),
    "game_held_points_won": (
        _n("%(team)s wins the deal and the %(points)s point held from the litige.",
           "%(team)s wins the deal and the %(points)s points held from the litige.", "points"),),
    "game_points_held": (
        _n("Litige: %(team)s's %(points)s point waits for the winner of the next deal (%(held)s held in all).",
           "Litige: %(team)s's %(points)s points wait for the winner of the next deal (%(held)s held in all).",
           "points"),),
    "game_belote_alone": (
        _l("%(team)s passes %(target)s (%(points)s) only thanks to its belote (%(belote)s) on a "
           "lost deal: under %(the_ruleset)s that does not win the game."),),
    "game_won": (_l("%(team)s reaches %(target)s with %(points)s points and wins the game."),),
    "game_tie_over_target": (
        _l("Both teams pass %(target)s with %(points)s points each: one more deal."),),
    "game_won_on_excess": (
        _l("Both teams pass %(target)s: %(team)s wins with %(points)s points against "
           "%(other_points)s, the larger excess."),),
    "game_goes_on": (
        _l("Nobody has %(target)s points yet (best: %(points)s): the game goes on."),),
}
