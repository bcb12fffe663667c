"""Announcements and belote: every row of belote.md A2/A3 and decisions Q1-Q7, Q16; errors."""

from __future__ import annotations

import pytest

from engine.belote import (
    MAISON,
    OFFICIELLES,
    MissingTakerError,
    MissingTrumpError,
    NoHandsError,
    UnknownRulesetError,
    UnknownTakerError,
    UnknownTrumpError,
    announcements,
    hand_combinations,
)
from engine.cards import (
    FRENCH,
    CardInTwoHandsError,
    DuplicateCardError,
    TooManyCardsError,
    UnknownCardError,
)
from engine.table import UnknownSeatError

BOTH = pytest.mark.parametrize("rs", [MAISON, OFFICIELLES], ids=["maison", "officielles"])


def combos(hand, trump="S", rs=MAISON):
    return [(c.type, c.points, " ".join(x.code for x in c.cards))
            for c in hand_combinations(hand, trump, rs)]


def codes(v):
    return [r.code for r in v.reasons]


def reason(v, code):
    found = [r for r in v.reasons if r.code == code]
    assert len(found) == 1, codes(v)
    return found[0].params


# -- A2: sequences -----------------------------------------------------------------------------

@BOTH
def test_ten_sits_between_nine_and_jack(rs):
    assert combos("9H TH JH", rs=rs) == [("tierce", 20, "9H TH JH")]


@BOTH
def test_no_wrap_around(rs):
    assert combos("KH AH 7H 8H", rs=rs) == []


@BOTH
@pytest.mark.parametrize("hand, kind, points", [
    ("7D 8D 9D", "tierce", 20), ("7D 8D 9D TD", "cinquante", 50), ("7D 8D 9D TD JD", "cent", 100),
    ("7D 8D 9D TD JD QD", "cent", 100), ("7D 8D 9D TD JD QD KD", "cent", 100),
    ("7D 8D 9D TD JD QD KD AD", "cent", 100),
])
def test_sequence_values_runs_of_six_to_eight_are_one_cent(rs, hand, kind, points):
    assert combos(hand, rs=rs) == [(kind, points, hand)]


@BOTH
def test_several_announcements_in_one_hand_all_count(rs):
    v = announcements({"N": "7H 8H 9H 7C 8C 9C"}, "S", "NS", rs)
    assert v.points == {"NS": 40, "EW": 0}


def test_two_cards_or_mixed_suits_are_no_sequence():
    assert combos("7H 8H 9D TD JC") == []


# -- A2: carrés ---------------------------------------------------------------------------------

@BOTH
@pytest.mark.parametrize("rank, points", [("J", 200), ("9", 150), ("A", 100), ("T", 100),
                                          ("K", 100), ("Q", 100)])
def test_trump_carre_table(rs, rank, points):
    hand = " ".join(rank + s for s in "SHDC")
    assert combos(hand, "H", rs) == [("carre", points, hand)]
    assert combos(hand, "all", rs) == [("carre", points, hand)]   # tout-atout: unchanged


@BOTH
@pytest.mark.parametrize("rank", ["7", "8"])
def test_carres_of_sevens_and_eights_score_nothing(rs, rank):
    v = announcements({"N": " ".join(rank + s for s in "SHDC")}, "S", "NS", rs)
    assert v.combinations == () and v.scoring_team is None
    assert reason(v, "carre_not_counted") == {"seat": "N", "rank": rank}


@pytest.mark.parametrize("rank, maison, officielles", [
    ("A", 100, 200), ("T", 100, 150), ("K", 100, 100), ("Q", 100, 100), ("J", 200, 100),
    ("9", 150, 100),
])
def test_no_trump_carre_table_per_ruleset(rank, maison, officielles):
    hand = " ".join(rank + s for s in "SHDC")
    assert combos(hand, "none", MAISON)[0][1] == maison
    assert combos(hand, "none", OFFICIELLES)[0][1] == officielles
    v = announcements({"N": hand}, "none", "NS", OFFICIELLES)
    assert v.reasons[0].params == {"trump": "none", "table": "no_trump",
                                   "rule": "no_trump_carre_table", "ruleset": "officielles"}


# -- A2: one card in two combinations (seed table) and Q2 ---------------------------------------

def test_maison_lets_one_card_count_twice():
    v = announcements({"N": "9S 9H 9D 9C TH JH QH 7D"}, "S", "NS", MAISON)
    assert v.points["NS"] == 200
    assert reason(v, "combination_shares_cards")["rule"] == "card_in_two_combinations"


def test_officielles_keeps_the_carre_then_maximal_sequences_from_the_rest():
    v = announcements({"N": "9S 9H 9D 9C TH JH QH 7D"}, "S", "NS", OFFICIELLES)
    assert v.points["NS"] == 170
    assert [(c.type, c.points, c.scores) for c in v.combinations] == [
        ("carre", 150, True), ("cinquante", 50, False), ("tierce", 20, True)]
    assert reason(v, "combination_set_aside") == {
        "seat": "N", "type": "cinquante", "cards": ["9H", "TH", "JH", "QH"], "card": "9H",
        "rule": "card_in_two_combinations", "ruleset": "officielles"}


def test_officielles_a_broken_sequence_may_leave_nothing():
    assert combos("JS JH JD JC 9H TH QH", "S", OFFICIELLES) == [("carre", 200, "JS JH JD JC")]
    assert combos("JS JH JD JC 9H TH QH", "S", MAISON) == [
        ("carre", 200, "JS JH JD JC"), ("cinquante", 50, "9H TH JH QH")]


def test_officielles_a_carre_of_sevens_does_not_take_its_cards():
    assert combos("7S 7H 7D 7C 8H 9H", "S", OFFICIELLES) == [("tierce", 20, "7H 8H 9H")]


# -- A2: who scores, comparison order (Q1, Q4, Q7) ----------------------------------------------

@BOTH
def test_higher_points_win_and_the_winners_score_all_their_combinations(rs):
    v = announcements({"N": "7S 8S 9S TS", "E": "QD KD AD", "S": "7C 8C 9C"}, "H", "EW", rs)
    assert v.scoring_team == "NS" and v.points == {"NS": 70, "EW": 0}
    assert reason(v, "best_by_points") == {"team": "NS", "points": 50}
    assert [c.scores for c in v.combinations] == [True, False, True]


@BOTH
def test_carre_beats_a_cent_of_equal_points(rs):
    v = announcements({"N": "KS KH KD KC", "E": "8D 9D TD JD QD"},
                      "S", "EW", rs)
    assert v.scoring_team == "NS"
    assert reason(v, "best_carre_over_sequence") == {"team": "NS", "points": 100}


@BOTH
def test_equal_sequences_compare_by_top_card_only(rs):
    # Q3: a five-card run to the Ace beats a six-card run to the King
    v = announcements({"E": "TH JH QH KH AH", "N": "8D 9D TD JD QD KD"}, "D", "NS", rs)
    assert v.scoring_team == "EW"
    assert reason(v, "best_by_height") == {"team": "EW", "type": "cent", "rank": "A"}


@BOTH
@pytest.mark.parametrize("trump, high, low", [
    ("S", "A", "T"), ("S", "T", "K"), ("S", "K", "Q"), ("H", "A", "K"),
])
def test_hundred_carres_order_in_trump_table(rs, trump, high, low):
    # Q4: J > 9 > A > 10 > K > Q
    hands = {"N": " ".join(high + s for s in "SHDC"), "E": " ".join(low + s for s in "SHDC")}
    v = announcements(hands, trump, "EW", rs)
    assert v.scoring_team == "NS"
    assert reason(v, "best_by_height")["rank"] == high


@pytest.mark.parametrize("high, low", [("K", "Q"), ("Q", "J"), ("J", "9"), ("K", "9")])
def test_hundred_carres_order_in_no_trump_officielles(high, low):
    # Q4: A > 10 > K > Q > J > 9
    hands = {"E": " ".join(high + s for s in "SHDC"), "N": " ".join(low + s for s in "SHDC")}
    assert announcements(hands, "none", "NS", OFFICIELLES).scoring_team == "EW"


def test_maison_tie_goes_to_the_takers_even_against_trump():
    hands = {"S": "9H TH JH", "E": "9S TS JS"}
    v = announcements(hands, "S", "NS", MAISON)
    assert (v.scoring_team, v.points) == ("NS", {"NS": 20, "EW": 0})
    assert reason(v, "tie_taker_team") == {"team": "NS", "rule": "announcement_tie",
                                           "ruleset": "maison"}


def test_maison_compares_height_before_the_taker_rule():
    # Q1: height matters: the defence's tierce to the King beats the takers' tierce to the Jack
    v = announcements({"S": "9H TH JH", "E": "JS QS KS"}, "S", "NS", MAISON)
    assert v.scoring_team == "EW"


def test_officielles_tie_goes_to_the_trump_sequence():
    v = announcements({"S": "9H TH JH", "E": "9S TS JS"}, "S", "NS", OFFICIELLES)
    assert (v.scoring_team, v.points) == ("EW", {"NS": 0, "EW": 20})


def test_maison_never_uses_trump_even_when_the_takers_hold_it():
    v = announcements({"S": "9S TS JS", "E": "9H TH JH"}, "S", "EW", MAISON)
    assert v.scoring_team == "EW"


def test_officielles_equal_plain_sequences_nobody_scores_even_lower_ones():
    hands = {"N": "9H TH JH", "S": "7C 8C 9C", "E": "9D TD JD", "W": "7S 8S 9S"}
    v = announcements(hands, "S", "NS", OFFICIELLES)
    assert v.scoring_team is None and v.points == {"NS": 0, "EW": 0}
    assert not any(c.scores for c in v.combinations)
    assert reason(v, "tie_nobody_scores")["rule"] == "announcement_tie"
    # W's lower tierce is in trump, but only the best ones are compared
    assert codes(v).count("team_scores_nothing") == 2


@pytest.mark.parametrize("trump", ["none", "all"])
def test_officielles_no_trump_priority_in_no_trump_or_all_trump(trump):
    # Q7: in tout-atout every sequence is "in trump", so equal sequences stay a tie
    v = announcements({"N": "9H TH JH", "E": "9D TD JD"}, trump, "NS", OFFICIELLES)
    assert v.scoring_team is None


@BOTH
def test_a_lone_team_scores_and_no_combinations_means_nobody(rs):
    v = announcements({"W": "7H 8H 9H", "N": "AS KD"}, "C", "NS", rs)
    assert v.scoring_team == "EW"
    assert reason(v, "only_team_with_combinations") == {"team": "EW"}
    v = announcements({"W": "7H 8H", "N": "AS"}, "C", "NS", rs)
    assert v.scoring_team is None and "no_combinations" in codes(v)


# -- A3: belote ---------------------------------------------------------------------------------

@BOTH
def test_belote_is_king_and_queen_of_trump_in_one_hand(rs):
    v = announcements({"N": "KH QH", "E": "KS", "W": "QS"}, "H", "NS", rs)
    assert v.belote == [("N", 20)]
    assert announcements({"E": "KS", "W": "QS"}, "S", "NS", rs).belote == []


@BOTH
def test_no_belote_in_no_trump(rs):
    v = announcements({"N": "KH QH KS QS"}, "none", "NS", rs)
    assert v.belote == [] and "no_belote_in_no_trump" in codes(v)


@BOTH
def test_one_belote_per_suit_in_all_trump(rs):
    v = announcements({"N": "KH QH KS QS KD QD", "E": "KC QC"}, "all", "NS", rs)
    assert v.belote == [("N", 20), ("N", 20), ("N", 20), ("E", 20)]


@BOTH
def test_belote_may_share_king_and_queen_with_a_sequence(rs):
    v = announcements({"N": "JH QH KH"}, "H", "NS", rs)
    assert v.points["NS"] == 20 and v.belote == [("N", 20)]
    assert reason(v, "belote_in_sequence") == {"seat": "N", "suit": "H", "type": "tierce"}


@BOTH
def test_belote_is_not_part_of_the_comparison(rs):
    # EW wins the announcements; NS still holds its belote, and a belote never makes a team win
    v = announcements({"N": "KH QH", "E": "7S 8S 9S"}, "H", "NS", rs)
    assert v.scoring_team == "EW" and v.belote == [("N", 20)]
    assert announcements({"N": "KH QH"}, "H", "NS", rs).scoring_team is None


# -- input ----------------------------------------------------------------------------------------

def test_accepts_cards_codes_lists_and_short_hands():
    a = announcements({"n": FRENCH.parse_cards("7h 8h 9h")}, "h", "n")
    b = announcements({"N": ["7H", "8H", "9H"]}, "H", "NS")
    assert a.as_dict() == b.as_dict()


def test_as_dict_shape():
    d = announcements({"N": "KS QS JS"}, "S", "N").as_dict()
    assert d == {"scoring_team": "NS", "points": {"NS": 20, "EW": 0},
                 "combinations": [{"seat": "N", "type": "tierce", "cards": ["JS", "QS", "KS"],
                                   "points": 20, "scores": True}],
                 "belote": [{"seat": "N", "points": 20}]}


@pytest.mark.parametrize("hands, trump, taker, ruleset, error, params", [
    ({}, "S", "NS", MAISON, NoHandsError, {}),
    ({"X": "7S"}, "S", "NS", MAISON, UnknownSeatError, {"seat": "X"}),
    ({"N": "7S", "E": "7s"}, "S", "NS", MAISON, CardInTwoHandsError,
     {"card": "7S", "seats": ["N", "E"]}),
    ({"N": ["7S", "7S"]}, "S", "NS", MAISON, DuplicateCardError, {"card": "7S", "seat": "N"}),
    ({"N": "7S 8S 9S TS JS QS KS AS 7H"}, "S", "NS", MAISON, TooManyCardsError,
     {"count": 9, "max": 8, "seat": "N"}),
    ({"N": "6S"}, "S", "NS", MAISON, UnknownCardError, {"token": "6S"}),
    ({"N": "7S"}, None, "NS", MAISON, MissingTrumpError, {}),
    ({"N": "7S"}, "Z", "NS", MAISON, UnknownTrumpError, {"trump": "Z"}),
    ({"N": "7S"}, "S", "", MAISON, MissingTakerError, {}),
    ({"N": "7S"}, "S", "XY", MAISON, UnknownTakerError, {"taker": "XY"}),
    ({"N": "7S"}, "S", "NS", "house", UnknownRulesetError, {"ruleset": "house"}),
])
def test_errors(hands, trump, taker, ruleset, error, params):
    with pytest.raises(error) as e:
        announcements(hands, trump, taker, ruleset)
    assert e.value.params == params
