"""The sentences of every reason and error code, and where the rules pages explain each one.

Every code the engines can give (``engine/belote/codes.py``, ``engine/jass/codes.py``), the input
errors of :mod:`webapp.core.service` and the API's own errors get one English message here (the
source text of the catalogs), registered with :func:`webapp.i18n.register_reason`. Placeholders
are named after the code's params and localized by name (:data:`webapp.i18n.PARAM_LOCALIZERS`,
extended here with the params the engines use beyond the convention: ``expected``, ``side``,
``ruleset``, ``rule``, ``other_rank``, ``other_type``, ``field``, ``variant``, ``option``,
``table``, ``step``). A code with an optional param has a second message without it.

:data:`RULE_LINKS` and :data:`REASON_LINKS` map a ruleset field (a reason's ``rule`` param) and a
reason code to the rules page section that explains it; :func:`rule_link` picks one for a reason.

Imported by :func:`webapp.create_app` through :mod:`webapp.i18n` (importing it registers the
messages; it is safe to import twice).

>>> from webapp import create_app
>>> with create_app().test_request_context("/en/"):
...     print(reason_text("team_best", {"team": "EW", "seat": "W", "type": "cinquante",
...                       "cards": ["TS", "JS", "QS", "KS"], "points": 50}))
East–West's best announcement: the fifty of West (10, Jack, Queen, and King of spades), 50 points.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from flask_babel import lazy_gettext as _l
from flask_babel import lazy_pgettext

from webapp.i18n import vocabulary as i18n
from webapp.i18n.grammar import Choice, _n
from webapp.i18n.reasons import RAW_PARAMS, REASONS, reason_text, register_reason  # noqa: F401  (reason_text: doctest)
from webapp.i18n.vocabulary import SIDE_NAMES, VARIANT_NAMES

__all__ = [
    "API_ERROR_CODES",
    "EXPECTED_NAMES",
    "FIELD_NAMES",
    "MESSAGES",
    "REASON_LINKS",
    "RULE_LINKS",
    "RULE_NAMES",
    "profile_name",
    "rule_link",
]

# -- localized names of the params outside the convention ----------------------------------------

#: Input field names (``field`` params, dotted paths start with one of these).
FIELD_NAMES: dict[str, Any] = {
    "hands": lazy_pgettext("input field", "hands"),
    "hand": lazy_pgettext("input field", "hand"),
    "trick": lazy_pgettext("input field", "trick"),
    "seat": lazy_pgettext("input field", "seat to play"),
    "card": lazy_pgettext("input field", "card"),
    "trump": lazy_pgettext("input field", "trump"),
    "contract": lazy_pgettext("input field", "contract"),
    "taker": lazy_pgettext("input field", "takers"),
    "forehand": lazy_pgettext("input field", "forehand"),
    "variant": lazy_pgettext("input field", "game"),
    "bid": lazy_pgettext("input field", "bid"),
    "capot_bid": lazy_pgettext("input field", "capot bid"),
    "coinche": lazy_pgettext("input field", "coinche"),
    "card_points": lazy_pgettext("input field", "card points"),
    "tricks": lazy_pgettext("input field", "tricks"),
    "all_tricks_taker": lazy_pgettext("input field", "all tricks taken by"),
    "announcements": lazy_pgettext("input field", "announcements"),
    "belote": lazy_pgettext("input field", "belote"),
    "weis": lazy_pgettext("input field", "Weis"),
    "stoeck": lazy_pgettext("input field", "Stöck"),
    "last": lazy_pgettext("input field", "last trick"),
    "last_trick": lazy_pgettext("input field", "last trick"),
    "cards_won": lazy_pgettext("input field", "cards won"),
    "profile": lazy_pgettext("input field", "multipliers and target"),
    "team": lazy_pgettext("input field", "team"),
    "points": lazy_pgettext("input field", "points"),
    "defense": lazy_pgettext("input field", "defence"),
    "rules": lazy_pgettext("input field", "rulesets"),
    "lang": lazy_pgettext("input field", "language"),
    "deals": lazy_pgettext("input field", "deals"),
    "target": lazy_pgettext("input field", "target"),
}
#: ``deals.3.card_points.taker``: the field of one deal of a game.
_IN_DEAL = _l("deal %(number)s: %(field)s")
#: ``deals.3``: one deal of a game, as a whole.
_DEAL = _l("deal %(number)s")

#: ``invalid_field``'s ``expected`` values (see webapp.service.EXPECTED).
EXPECTED_NAMES: dict[str, Any] = {
    "string": lazy_pgettext("expected input", "a text"),
    "integer": lazy_pgettext("expected input", "a whole number"),
    "boolean": lazy_pgettext("expected input", "true or false"),
    "object": lazy_pgettext("expected input", "an object with named fields"),
    "list": lazy_pgettext("expected input", "a list"),
    "cards": lazy_pgettext("expected input", "card codes, like “JS 9S AH”"),
    "play": lazy_pgettext("expected input", "a seat and a card"),
    "rulesets": lazy_pgettext("expected input", "a non-empty list of ruleset ids"),
}

#: Ruleset fields (``rule`` params) -> the name of the rule they decide.
RULE_NAMES: dict[str, Any] = {
    # Belote
    "no_trump_carre_table": lazy_pgettext("rule", "carrés in sans-atout"),
    "card_in_two_combinations": lazy_pgettext("rule", "one card in two announcements"),
    "announcement_tie": lazy_pgettext("rule", "equal best announcements"),
    "coinche_undertrump_compulsory": lazy_pgettext("rule", "undertrumping in Coinche"),
    "classic_undertrump_compulsory": lazy_pgettext("rule", "undertrumping in classic belote"),
    "coinche_factor": lazy_pgettext("rule", "coinche multiplier"),
    "surcoinche_factor": lazy_pgettext("rule", "surcoinche multiplier"),
    "announcements_after_fall": lazy_pgettext("rule", "announcements after a fall, a capot or a coinche"),
    "classic_equality": lazy_pgettext("rule", "equal totals in classic belote"),
    "coinche_made_condition": lazy_pgettext("rule", "when a Coinche contract is made"),
    "coinche_rounding": lazy_pgettext("rule", "rounding of Coinche scores"),
    "coinche_base": lazy_pgettext("rule", "base of a Coinche deal"),
    "coinched_capot_base": lazy_pgettext("rule", "base of a coinched capot"),
    "belote_multiplied": lazy_pgettext("rule", "belote and the coinche multiplier"),
    "belote_imprenable": lazy_pgettext("rule", "the belote in a litige"),
    "coinche_scale": lazy_pgettext("rule", "sans-atout points in Coinche"),
    "no_trump_ace": lazy_pgettext("rule", "the Ace in sans-atout"),
    "no_trump_jack": lazy_pgettext("rule", "the Jack in sans-atout"),
    "coinche_out_of_turn": lazy_pgettext("rule", "coinche out of turn"),
    "all_trump_points": lazy_pgettext("rule", "card values in tout-atout"),
    "coinche_multiplies": lazy_pgettext("rule", "what a coinche multiplies"),
    "capot_bid_value": lazy_pgettext("rule", "value of a capot bid"),
    # Jass
    "sequence_points": lazy_pgettext("rule", "value of a run"),
    "four_points": lazy_pgettext("rule", "value of four of a kind"),
    "cross_weis": lazy_pgettext("rule", "one card in two Weis"),
    "four_beats_equal_sequence": lazy_pgettext("rule", "four of a kind against an equal run"),
    "undenufe_reverses_weis_rank": lazy_pgettext("rule", "Weis in Undenufe"),
    "multipliers": lazy_pgettext("rule", "multipliers"),
    "stoeck_points": lazy_pgettext("rule", "Stöck"),
    "trump_points": lazy_pgettext("rule", "card values"),
    "obenabe_points": lazy_pgettext("rule", "card values in Obenabe"),
    "undenufe_points": lazy_pgettext("rule", "card values in Undenufe"),
    "last_trick_bonus": lazy_pgettext("rule", "last trick bonus"),
    "matsch_bonus": lazy_pgettext("rule", "Matsch bonus"),
    "weis_needs_trick": lazy_pgettext("rule", "Weis without a trick"),
    "target": lazy_pgettext("rule", "game target"),
    "schneider_below": lazy_pgettext("rule", "Schneider"),
    "first_forehand_card": lazy_pgettext("rule", "first forehand"),
    "game_target": lazy_pgettext("rule", "game target"),
    "game_won_by_belote_alone": lazy_pgettext("rule", "winning through the belote alone"),
}

CARRE_TABLE_NAMES = {
    "trump": lazy_pgettext("carré table", "the trump table (Jacks 200, Nines 150)"),
    "no_trump": lazy_pgettext("carré table", "the sans-atout table (Aces 200, Tens 150)"),
}
#: Jass multiplier profiles (jass.md Q13), by id.
PROFILE_NAMES = {
    "pagat-3000": lazy_pgettext("multiplier profile", "pagat.com (game to %(target)s)"),
    "swisslos-2500": lazy_pgettext("multiplier profile", "Swisslos (game to %(target)s)"),
    "swisslos-1000": lazy_pgettext("multiplier profile", "Swisslos, every contract × 1 (game to %(target)s)"),
}
_PROFILE_TARGETS = {"pagat-3000": 3000, "swisslos-2500": 2500, "swisslos-1000": 1000}


def profile_name(profile: str) -> str:
    """A Jass multiplier profile by name, its target written for the locale ("Swisslos (game to
    2,500)"); an unknown id as it is."""
    if profile not in PROFILE_NAMES:
        return profile
    target = i18n.localize_param("target", _PROFILE_TARGETS[profile], "jass")
    return str(PROFILE_NAMES[profile]) % {"target": target}
STEP_NAMES = {
    "stoeck": lazy_pgettext("counting step", "Stöck"),
    "weis": lazy_pgettext("counting step", "Weis"),
    "tricks": lazy_pgettext("counting step", "tricks"),
}


def _field(value: Any, game: Any) -> str:
    """``card_points.taker`` -> "card points (takers)"; ``hands.N`` -> "hands (North)"."""
    head, _, rest = str(value).partition(".")
    if head == "deals" and rest:
        number, _, inner = rest.partition(".")
        if number.isascii() and number.isdigit():
            if not inner:
                return str(_DEAL) % {"number": int(number) + 1}
            return str(_IN_DEAL) % {"number": int(number) + 1, "field": _field(inner, game)}
    name = str(FIELD_NAMES.get(head, head))
    if not rest:
        return name
    parts = []
    for part in rest.split("."):
        if part in i18n.SEAT_NAMES:
            parts.append(i18n.seat_name(part))
        elif part in i18n.TEAM_NAMES:
            parts.append(i18n.team_name(part))
        elif part in SIDE_NAMES:
            parts.append(str(SIDE_NAMES[part]))
        elif part.isascii() and part.isdigit():  # ("¹".isdigit() is true; int("¹") fails)
            parts.append(str(int(part) + 1))
        else:
            parts.append(str(FIELD_NAMES.get(part, part)))
    return f"{name} ({', '.join(parts)})"


def _expected(value: Any, game: Any) -> Any:
    """``expected`` is a seat (``not_seat_turn``, ``jass_not_next_to_play``), a number (Jass totals) or an input
    type (``invalid_field``)."""
    if isinstance(value, str):
        if value in i18n.SEAT_NAMES:
            return i18n.seat_name(value)
        return str(EXPECTED_NAMES.get(value, value))
    return i18n.localize_param("points", value, game)


def _named(table: Mapping[str, Any]) -> Any:
    def localize(value: Any, game: Any) -> Any:
        if isinstance(value, str):
            return str(table.get(value, value))
        return i18n.localize_param("points", value, game)
    return localize


def _ruleset(value: Any, game: Any) -> Any:
    """A ruleset's name: a standard one's, or the name written in a table's id."""
    if isinstance(value, str):
        return i18n.ruleset_name(value)
    return i18n.localize_param("points", value, game)


i18n.PARAM_LOCALIZERS.update({
    "expected": _expected,
    "side": _named(SIDE_NAMES),
    "ruleset": _ruleset,
    "rule": _named(RULE_NAMES),
    "variant": _named(VARIANT_NAMES),
    "option": _named(FIELD_NAMES),
    "field": _field,
    "table": _named(CARRE_TABLE_NAMES),
    "step": _named(STEP_NAMES),  # a Jass counting step; a number in invalid_bid
    "profile": lambda v, game: profile_name(v) if isinstance(v, str) else v,
    "other": _field,
    "other_rank": lambda v, game: i18n.rank_name(v, game),
    "other_type": lambda v, game: i18n.type_name(v),
})


# -- the messages ---------------------------------------------------------------------------------
# code -> message(s), most specific first (a later one drops an optional param).

MESSAGES: dict[str, tuple[Any, ...]] = {
    # -- Belote: errors --
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
    "trick_out_of_order": (
        _l("The trick is not in the order of play (%(seats)s): play goes North, West, South, East."),),
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
    "points_total_mismatch": (
        _l("The card points add up to %(points)s, but a deal is worth %(total)s (dix de der included; 100 for the last trick after a capot)."),),
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
    "invalid_belote": (
        _l("“%(points)s” belote points is not possible: at most %(max)s in %(trump)s, by 20."),),
    # -- Belote: announcements --
    "carre_table": (_l("In %(trump)s, %(ruleset)s rules count carrés with %(table)s."),),
    "carre_found": (
        _l("%(seat)s has %(a_four)s (%(cards)s): %(points)s points."),),
    "carre_not_counted": (
        _l("%(seat)s's %(four)s counts nothing: carrés of Sevens and Eights are not announced."),),
    "sequence_found": (
        _l("%(seat)s has %(a_type)s in %(suit)s (%(cards)s): %(points)s points."),),
    "combination_set_aside": (
        _l("%(ruleset)s: %(the_type)s of %(seat)s (%(cards)s) is set aside, as %(card)s already "
           "counts in another announcement."),),
    "combination_shares_cards": (
        _l("%(ruleset)s: %(the_type)s of %(seat)s (%(cards)s) counts too, although %(card)s is also "
           "in another announcement."),),
    "no_combination": (_l("%(seat)s has no announcement."),),
    "team_best": (
        _l("%(team)s's best announcement: %(the_type)s of %(seat)s (%(cards)s), %(points)s points."),),
    "no_combinations": (_l("Nobody has an announcement."),),
    "only_team_with_combinations": (_l("Only %(team)s has announcements."),),
    "best_by_points": (_l("%(team)s has the best announcement: more points (%(points)s)."),),
    "best_carre_over_sequence": (
        _l("%(team)s has the best announcement: a carré beats a sequence worth the same "
           "(%(points)s points)."),),
    "best_by_height": (
        _l("%(team)s has the best announcement: at equal points, the higher %(type)s wins "
           "(up to the %(rank)s)."),),
    "tie_taker_team": (
        _l("The best announcements are equal: under %(ruleset)s rules the takers, %(team)s, win "
           "the tie."),),
    "tie_trump_sequence": (
        _l("The best announcements are equal: under %(ruleset)s rules the one in trump "
           "(%(trump)s) wins, so %(team)s scores."),),
    "tie_nobody_scores": (
        _l("The best announcements are equal and none is in trump (%(trump)s): under "
           "%(ruleset)s rules nobody scores."),),
    "tie_nobody_scores_all_trump": (
        _l("The best announcements are equal; in %(trump)s every one is in trump, so trump "
           "cannot break the tie: under %(ruleset)s rules nobody scores."),),
    "team_scores": (
        _l("%(team)s scores all its announcements: %(points)s points."),),
    "team_scores_nothing": (_l("%(team)s scores no announcement."),),
    "belote_found": (
        _l("%(seat)s holds the belote, King and Queen of trump (%(cards)s): %(points)s points."),),
    "belote_in_sequence": (
        _l("%(seat)s's belote in %(suit)s also counts inside %(the_type)s."),),
    "no_belote_in_no_trump": (_l("There is no belote in %(trump)s."),),
    # -- Belote: play --
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
    # -- Belote: scoring --
    "contract": (_l("The contract: %(points)s points."),),
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
    "converted_to_scale": (
        _l("%(ruleset)s counts this deal on %(total)s; Coinche bids are on %(scale)s, so the "
           "points are brought to %(scale)s: takers %(points)s → %(converted)s, defence "
           "%(defense_points)s → %(defense_converted)s."),),
    "classic_made": (
        _l("Made: %(points)s is more than the defence's %(defense_points)s."),),
    "classic_fell": (
        _l("Dedans: %(points)s is not more than the defence's %(defense_points)s; the defence "
           "takes all the points."),),
    "classic_litige": (
        _l("Litige: both sides have %(points)s; %(ruleset)s rules hold the takers' points for the "
           "winner of the next deal."),),
    "capot_bid_made": (_l("The capot bid is made: the takers took every trick."),),
    "capot_bid_failed": (_l("The capot bid fails: the takers did not take every trick."),),
    "bid_reached": (_l("%(points)s points reach the bid of %(bid)s."),),
    "bid_not_reached": (_n("%(points)s point does not reach the bid of %(bid)s.",
                           "%(points)s points do not reach the bid of %(bid)s.", "points"),),
    "more_than_defense": (
        _l("%(points)s is more than the defence's %(defense_points)s: the contract is made."),),
    "not_more_than_defense": (
        _l("%(points)s is not more than the defence's %(defense_points)s: the contract falls "
           "(%(ruleset)s)."),),
    "rounded": (Choice(
        "side",
        taker=_l("%(ruleset)s: the takers' %(points)s is rounded to %(rounded)s."),
        defense=_l("%(ruleset)s: the defence's %(points)s is rounded to %(rounded)s.")),),
    "exact_points": (_l("%(ruleset)s: scores are written as they are, without rounding."),),
    "score_points": (Choice(
        "side",
        taker=_n("The takers score their %(points)s point.", "The takers score their %(points)s points.",
                 "points"),
        defense=_n("The defence scores its %(points)s point.", "The defence scores its %(points)s points.",
                   "points")),),
    "score_contract_added": (Choice(
        "side",
        taker=_l("The takers score %(points)s + the contract %(contract)s = %(total)s."),
        defense=_l("The defence scores %(points)s + the contract %(contract)s = %(total)s.")),),
    "score_belote_only": (Choice(
        "side",
        taker=Choice("points", _l("The takers score only their belote (%(belote)s) and "
                                  "announcements (%(announcements)s): %(points)s."),
                     **{"0": _l("The takers score nothing.")}),
        defense=Choice("points", _l("The defence scores only its belote (%(belote)s) and "
                                    "announcements (%(announcements)s): %(points)s."),
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
    # -- Jass: errors --
    "unknown_contract": (
        _l("“%(token)s” is not a contract: use E, S, R, L (trump), obenabe or undenufe."),),
    "missing_contract": (_l("Choose the contract: a trump suit, Obenabe or Undenufe."),),
    "jass_unknown_ruleset": (_l("“%(ruleset)s” is not a Jass ruleset: use traditional or swiss."),),
    "jass_unknown_profile": (_l("“%(profile)s” is not a multiplier profile."),),
    "jass_no_hands": (_l("Enter at least one hand."),),
    "jass_duplicate_seat": (_l("%(seat)s is given twice."),),
    "jass_empty_hand": (_l("The hand of %(seat)s holds no card."), _l("The hand holds no card.")),
    "jass_trick_full": (
        _l("%(count)s cards are on the table: the trick is over; at most 3 before your card."),),
    "jass_trick_size": (_n("A trick needs %(expected)s cards; %(count)s was given.",
                           "A trick needs %(expected)s cards; %(count)s were given."),),
    "jass_seat_played_twice": (_l("%(seat)s has already played in this trick."),),
    "jass_trick_out_of_order": (
        _l("The trick is not in the order of play (%(seats)s): play goes North, West, South, East."),),
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
    # -- Jass: Weis and Stöck --
    "weis_found": (_l("%(seat)s has %(a_type)s (%(cards)s): %(points)s points."),),
    "weis_four_not_counted": (
        _l("%(the_four)s of %(seat)s (%(cards)s) do not count as a Weis under these rules."),),
    "weis_set_aside": (
        _l("%(the_type)s of %(seat)s (%(cards)s, %(points)s points) does not count: a card may not "
           "serve in two Weis."),),
    "weis_shortened": (
        _l("%(seat)s keeps %(a_type)s instead (%(cards)s, %(points)s points): a card may not serve "
           "in two Weis."),),
    "weis_player_best": (_l("%(seat)s's best Weis: %(type)s (%(cards)s), %(points)s points."),),
    "weis_player_none": (_l("%(seat)s has no Weis."),),
    "weis_none": (_l("Nobody has a Weis."),),
    "weis_uncontested": (_l("Only %(team)s has Weis: %(seat)s's is the best."),),
    "weis_wins_on_points": (
        _l("Between %(seats)s: the Weis with more points wins (%(points)s against "
           "%(other_points)s)."),),
    "weis_wins_on_type": (Choice(
        "type",
        _l("Between %(seats)s: at %(points)s points each, %(a_type)s beats %(an_other_type)s."),
        four=_l("Between %(seats)s: at %(points)s points each, four of a kind beats "
                "%(an_other_type)s.")),),
    "weis_wins_on_length": (
        _l("Between %(seats)s: at %(points)s points each, the longer run wins (%(count)s cards "
           "against %(other_count)s)."),),
    "weis_wins_on_card_count": (
        _l("Between %(seats)s: at %(points)s points each, the Weis with more cards wins "
           "(%(count)s against %(other_count)s)."),),
    "weis_wins_on_rank": (
        _l("Between %(seats)s: at equal points and length, the higher Weis wins (%(rank)s "
           "against %(other_rank)s)."),),
    "weis_wins_on_rank_undenufe": (
        _l("Between %(seats)s: in %(contract)s the lower Weis wins (%(rank)s against "
           "%(other_rank)s)."),),
    "weis_wins_on_trump": (
        _l("Between %(seats)s: the Weis are equal; the one in trump (%(suit)s) wins."),),
    "weis_wins_on_play_order": (
        _l("Between %(seats)s: the Weis are equal; the one who plays first, counting from "
           "%(seat)s (forehand), wins."),),
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
    # -- Jass: play --
    "jass_lead_any_card": (_l("%(seat)s leads: any card may be played."),
                           _l("First card of the trick: any card may be played.")),
    "jass_led_suit": (_l("%(card)s was led: the suit is %(suit)s."),),
    "jass_must_follow_suit": (_l("You must follow suit (%(suit)s)."),),  # Obenabe, Undenufe: no trump
    "jass_void_any_card": (_l("No %(suit)s in hand: any card may be played."),),
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
    "jass_card_not_trump": (_l("%(card)s is not a trump (%(suit)s)."),),
    "jass_undertrump_forbidden": (
        _l("%(card)s would undertrump %(cards)s: not allowed while you hold other cards."),),
    "jass_trick_won_by_trump": (
        _l("%(seat)s wins with %(trump_card)s, the highest trump in the trick (%(suit)s)."),),
    "jass_trick_won_by_highest": (
        _l("%(seat)s wins with %(card)s, the highest %(suit)s."),),
    "jass_trick_won_by_lowest": (
        _l("%(seat)s wins with %(card)s, the lowest %(suit)s (Undenufe)."),),
    "jass_trick_points": (
        _n("The trick is worth %(points)s point in %(contract)s, for %(team)s.",
           "The trick is worth %(points)s points in %(contract)s, for %(team)s.", "points"),),
    "jass_last_trick_bonus": (_l("Last trick: %(points)s more points for %(team)s."),),
    # -- Jass: scoring --
    "jass_deal_card_points": (_n("%(team)s took %(points)s card point.",
                                 "%(team)s took %(points)s card points.", "points"),),
    "jass_matsch": (_l("Matsch: %(team)s took every trick, %(points)s bonus points."),),
    "jass_weis_counted": (_l("%(team)s's Weis: %(points)s points."),),
    "jass_weis_without_trick": (_l("%(team)s's Weis counts even without a trick."),),
    "jass_weis_lost_without_trick": (
        _l("%(team)s took no trick: its Weis (%(points)s points) does not count."),),
    "jass_stoeck_counted": (_l("%(team)s's Stöck: %(points)s points."),),
    "jass_profile": (_l("Multipliers and target: %(profile)s."),),
    "jass_multiplier": (Choice(
        "multiplier",
        _l("%(contract)s counts × %(multiplier)s."),
        **{"1": _l("%(contract)s counts single (× %(multiplier)s)."),
           "2": _l("%(contract)s counts double (× %(multiplier)s)."),
           "3": _l("%(contract)s counts triple (× %(multiplier)s)."),
           "4": _l("%(contract)s counts four times (× %(multiplier)s).")}),),
    "jass_deal_score": (_l("%(team)s scores %(points)s."),),
    "jass_target_reached": (
        _l("%(team)s reaches %(target)s with %(points)s points, counting %(step)s."),),
    "jass_both_cross_on_tricks": (
        _l("%(teams)s both pass %(target)s on the tricks: the last trick decides."),),
    "jass_game_continues": (
        _l("Nobody has %(target)s points yet (best: %(points)s): the game goes on."),),
    "jass_schneider": (
        _n("%(team)s has only %(points)s point, under %(threshold)s: Schneider.",
           "%(team)s has only %(points)s points, under %(threshold)s: Schneider.", "points"),),
    "jass_deal_after_end": (_l("Deal %(deal)s comes after the end of the game: it counts nothing."),),
    "jass_game_profile_mismatch": (
        _l("This deal is scored with %(profile)s, the game with %(expected)s: one game, one "
           "profile."),
        _l("This deal is scored with %(profile)s, another profile than the game's: one game, "
           "one profile.")),
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
           "lost deal: under %(ruleset)s rules that does not win the game."),),
    "game_won": (_l("%(team)s reaches %(target)s with %(points)s points and wins the game."),),
    "game_tie_over_target": (
        _l("Both teams pass %(target)s with %(points)s points each: one more deal."),),
    "game_won_on_excess": (
        _l("Both teams pass %(target)s: %(team)s wins with %(points)s points against "
           "%(other_points)s, the larger excess."),),
    "game_goes_on": (
        _l("Nobody has %(target)s points yet (best: %(points)s): the game goes on."),),
    # -- input errors (webapp.core.fields) --
    "missing_field": (_l("%(field)s: this is required."),),
    "invalid_field": (_l("%(field)s: expected %(expected)s."),
                      _l("Expected %(expected)s.")),
    "unknown_field": (_l("“%(field)s” is not a field of this question."),),
    "too_long": (_l("%(field)s is too long: at most %(max)s."),),
    "exclusive_fields": (
        _l("%(field)s and %(other)s are two ways of entering the same deal: give only one."),),
    "out_of_range": (_l("%(field)s: expected a whole number from %(min)s to %(max)s."),),
    # -- API errors (webapp.api) --
    "invalid_json": (_l("The request body is not valid JSON."),),
    "invalid_body": (_l("The request body must be a JSON object."),),
    "unsupported_media_type": (_l("Send the request body as JSON (Content-Type: application/json)."),),
    "unknown_language": (
        _l("“%(lang)s” is not a language of this site: use en, pt, vi, th, de-ch or fr."),),
}

#: The codes of the API's own errors, with their params (webapp.api answers with them).
API_ERROR_CODES: dict[str, tuple[str, ...]] = {
    "invalid_json": (), "invalid_body": (), "unsupported_media_type": (),
    "unknown_language": ("lang",),
}

#: The user's own tokens, echoed as typed (not as the name of a ruleset they may resemble).
RAW_PARAMS.update({"unknown_ruleset": frozenset({"ruleset"}),
                   "jass_unknown_ruleset": frozenset({"ruleset"})})

for _code, _messages in MESSAGES.items():
    if _code not in REASONS:  # the shared card/seat errors are registered in webapp.i18n
        register_reason(_code, *_messages)

#: A verdict-level error (one ruleset refuses the input, belote.md Q20): the ruleset, then its
#: message.
register_reason("ruleset_error", _l("%(ruleset)s: %(message)s"))


# -- links to the rules pages ---------------------------------------------------------------------

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
    "no_trump_ace": (_ANN, "sans-atout"),
    "no_trump_jack": (_SRC, "sans-atout"),
    "coinche_out_of_turn": (_SRC, "coinche-out-of-turn"),
    "all_trump_points": (_SRC, "tout-atout"),
    "coinche_multiplies": (_SRC, "coinche-money"),
    "capot_bid_value": (_CBID, "capot"),
    "first_forehand_card": (_SRC, "first-forehand"),
    "game_target": (_CSC, "end"),
    "game_won_by_belote_alone": (_CSC, "end"),
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
        "jass_follow_suit_or_trump", "jass_card_not_led_suit", "jass_card_not_trump",
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
