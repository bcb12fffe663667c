"""Weis and Stöck: jass.md B6, B7, B8 and decisions Q3–Q9, under both rulesets."""

from __future__ import annotations

import pytest

from engine.cards import (
    FRENCH,
    CardInTwoHandsError,
    DuplicateCardError,
    TooManyCardsError,
    UnknownCardError,
)
from engine.cards import SWISS as D
from engine.jass import SWISS, TRADITIONAL, hand_weis, weis
from engine.jass._input import NoHandsError
from engine.jass.rulesets import MissingContractError, UnknownContractError
from engine.jass.weis import DuplicateSeatError
from engine.table import UnknownSeatError

BOTH = [TRADITIONAL, SWISS]
RUN = ["6", "7", "8", "9", "T", "U", "O", "K", "A"]


def codes(v):
    return [r.code for r in v.reasons]


def reason(v, code):
    found = [r for r in v.reasons if r.code == code]
    assert found, f"{code} not in {codes(v)}"
    return found[0]


def summary(v):
    return [(w.seat, w.type, " ".join(c.code for c in w.cards), w.points, w.scores) for w in v.weis]


# -- B6: values --------------------------------------------------------------------------------

@pytest.mark.parametrize("length,seed,standard", [
    (3, 20, 20), (4, 50, 50), (5, 100, 100), (6, 100, 150), (7, 100, 200), (8, 100, 250),
    (9, 100, 300)])
def test_sequence_values(length, seed, standard):
    hand = " ".join(r + "E" for r in RUN[:length])
    for ruleset, points in ((TRADITIONAL, seed), (SWISS, standard)):
        ws = hand_weis(hand, "R", ruleset)
        assert [(w.type, w.points, len(w.cards)) for w in ws] == [("sequence", points, length)]


def test_long_run_is_one_weis_in_seed_q5():
    v = weis({"N": "6E 7E 8E 9E TE UE OE KE AE"}, "obenabe", "N")
    assert summary(v) == [("N", "sequence", "6E 7E 8E 9E TE UE OE KE AE", 100, True)]
    assert v.points == {"NS": 100, "EW": 0}


@pytest.mark.parametrize("rank,seed,standard", [
    ("A", 100, 100), ("K", 100, 100), ("O", 100, 100), ("T", 100, 100), ("U", 200, 200),
    ("9", None, 150), ("8", None, 100), ("7", None, 100), ("6", None, 100)])
def test_four_of_a_kind_values(rank, seed, standard):
    hand = " ".join(rank + s for s in "ESRL")
    for ruleset, points in ((TRADITIONAL, seed), (SWISS, standard)):
        v = weis({"N": hand}, "E", "N", ruleset)
        if points is None:  # Q6, Q7: seed lists no four Nines / 8s / 7s / 6s
            assert v.weis == () and v.best is None
            r = reason(v, "weis_four_not_counted")
            assert r.params["rank"] == rank and r.params["rule"] == "four_points"
        else:
            assert [(w.type, w.points) for w in v.weis] == [("four", points)]


@pytest.mark.parametrize("contract", ["E", "S", "R", "L", "obenabe", "undenufe"])
def test_four_sixes_count_in_every_contract_standard_and_aces_in_undenufe(contract):
    assert [w.points for w in hand_weis("6E 6S 6R 6L", contract, SWISS)] == [100]
    for r in BOTH:
        assert [w.points for w in hand_weis("AE AS AR AL", contract, r)] == [100]


@pytest.mark.parametrize("ruleset", BOTH)
def test_sequences_use_the_plain_order_also_in_trump(ruleset):
    assert [w.points for w in hand_weis("9R TR UR", "R", ruleset)] == [20]
    assert hand_weis("UR 9R AR", "R", ruleset) == ()   # trump order U 9 A is no run


# -- B6 Kreuzweis and Q8 -----------------------------------------------------------------------

def test_kreuzweis_forbidden_in_seed_allowed_in_standard():
    hand = {"N": "KE KS KR KL AE OE"}
    seed = weis(hand, "obenabe", "N")
    assert summary(seed) == [("N", "four", "KE KS KR KL", 100, True),
                             ("N", "sequence", "OE KE AE", 20, False)]
    assert seed.weis[1].set_aside and seed.points["NS"] == 100
    assert reason(seed, "weis_set_aside").params["rule"] == "cross_weis"
    std = weis(hand, "obenabe", "N", SWISS)
    assert std.points["NS"] == 120 and all(w.scores for w in std.weis)  # JW: 100 + 20


def test_q8_partition_keeps_highest_total_shortening_a_run():
    v = weis({"N": "9E TE UE OE KE KS KR KL"}, "obenabe", "N")
    assert summary(v) == [("N", "four", "KE KS KR KL", 100, True),
                          ("N", "sequence", "9E TE UE OE", 50, True),
                          ("N", "sequence", "9E TE UE OE KE", 100, False)]
    assert v.points["NS"] == 150
    assert "weis_shortened" in codes(v)


def test_q8_tie_on_total_keeps_the_set_whose_best_weis_ranks_highest():
    # four Tens (100) or the Fünfblatt 8-O (100): the Ten in the middle cannot serve twice.
    v = weis({"N": "8E 9E TE UE OE TS TR TL"}, "obenabe", "N")
    assert [(w.type, w.points, w.scores) for w in v.weis] == [("four", 100, True),
                                                              ("sequence", 100, False)]
    assert weis({"N": "8E 9E TE UE OE TS TR TL"}, "obenabe", "N", SWISS).points["NS"] == 200


# -- B7 comparison --------------------------------------------------------------------------

@pytest.mark.parametrize("ruleset", BOTH)
def test_higher_points_win(ruleset):
    v = weis({"N": "6E 7E 8E", "W": "6S 7S 8S 9S"}, "R", "N", ruleset)
    assert v.best.seat == "W" and v.scoring_team == "EW" and v.points == {"NS": 0, "EW": 50}
    assert reason(v, "weis_wins_on_points").params["seats"] == ["W", "N"]


def test_q3_four_of_a_kind_vs_fuenfblatt():
    hands = {"N": "AE AS AR AL", "W": "6R 7R 8R 9R TR"}
    seed = weis(hands, "E", "N")
    assert seed.best.seat == "N" and seed.points == {"NS": 100, "EW": 0}
    assert reason(seed, "weis_wins_on_type").params["rule"] == "four_beats_equal_sequence"
    std = weis(hands, "E", "N", SWISS)
    assert std.best.seat == "W" and std.points == {"NS": 0, "EW": 100}
    assert reason(std, "weis_wins_on_card_count").params["count"] == 5


def test_standard_more_cards_win_at_equal_points_within_a_hand():
    # 150 both: Sechsblatt and four Nines share 9R (Kreuzweis); the player's best has more cards.
    v = weis({"N": "6R 7R 8R 9R TR UR 9E 9S 9L"}, "E", "N", SWISS)
    assert (v.best.type, v.best.points, len(v.best.cards)) == ("sequence", 150, 6)
    assert v.points["NS"] == 300
    seed = weis({"N": "6R 7R 8R 9R TR UR 9E 9S 9L"}, "E", "N")
    assert (seed.best.type, seed.best.points) == ("sequence", 100) and seed.points["NS"] == 100


def test_four_nines_no_weis_in_seed_beats_fuenfblatt_in_standard():
    hands = {"N": "9E 9S 9R 9L", "W": "TL UL OL KL AL"}
    assert weis(hands, "E", "N", SWISS).best.seat == "N"           # 150 > 100
    seed = weis(hands, "E", "N", TRADITIONAL)
    assert seed.best.seat == "W" and "weis_uncontested" in codes(seed)


def test_four_unders_vs_long_runs():
    hands = {"N": "UE US UR 6S", "E": "6L 7L 8L 9L TL UL OL"}
    assert weis(hands, "E", "N", SWISS).best.seat == "E"            # Siebenblatt 200; N has no Weis
    hands = {"N": "UE US UR UL", "E": "6L 7L 8L 9L TL"}
    assert weis(hands, "E", "N", SWISS).best.seat == "N"            # 200 > 100
    assert weis(hands, "E", "N").best.seat == "N"


def test_seed_length_decides_between_hundreds():
    v = weis({"N": "8E 9E TE UE OE", "W": "6R 7R 8R 9R TR UR"}, "obenabe", "N")
    assert v.best.seat == "W" and v.points == {"NS": 0, "EW": 100}
    r = reason(v, "weis_wins_on_length")
    assert (r.params["count"], r.params["other_count"]) == (6, 5)
    std = weis({"N": "8E 9E TE UE OE", "W": "6R 7R 8R 9R TR UR"}, "obenabe", "N", SWISS)
    assert std.points == {"NS": 0, "EW": 150} and "weis_wins_on_points" in codes(std)


@pytest.mark.parametrize("ruleset", BOTH)
def test_rank_then_undenufe_inversion(ruleset):
    hands = {"N": "6E 7E 8E", "W": "TS US OS"}
    v = weis(hands, "obenabe", "N", ruleset)
    assert v.best.seat == "W" and reason(v, "weis_wins_on_rank").params["rank"] == "O"
    v = weis(hands, "undenufe", "N", ruleset)
    assert v.best.seat == "N"
    r = reason(v, "weis_wins_on_rank_undenufe")
    assert r.params["rule"] == "undenufe_reverses_weis_rank" and r.params["rank"] == "8"


@pytest.mark.parametrize("ruleset", BOTH)
def test_quartet_rank_and_undenufe_inversion(ruleset):
    hands = {"N": "KE KS KR KL", "E": "AE AS AR AL"}
    assert weis(hands, "R", "N", ruleset).best.seat == "E"
    assert weis(hands, "undenufe", "N", ruleset).best.seat == "N"
    hands = {"N": "TE TS TR TL", "E": "OE OS OR OL"}
    assert weis(hands, "obenabe", "N", ruleset).best.seat == "E"
    assert weis(hands, "undenufe", "N", ruleset).best.seat == "N"   # four 10s > four Os


@pytest.mark.parametrize("ruleset", BOTH)
def test_trump_sequence_beats_equal_one_even_over_forehand(ruleset):
    v = weis({"N": "6E 7E 8E", "W": "6R 7R 8R"}, "R", "N", ruleset)
    assert v.best.seat == "W"
    assert reason(v, "weis_wins_on_trump").params == {"seats": ["W", "N"], "suit": "R"}


@pytest.mark.parametrize("ruleset", BOTH)
def test_q9_play_order_from_forehand(ruleset):
    hands = {"N": "6E 7E 8E", "W": "6R 7R 8R"}
    v = weis(hands, "obenabe", "N", ruleset)
    assert v.best.seat == "N" and reason(v, "weis_wins_on_play_order").params["seat"] == "N"
    assert weis(hands, "obenabe", "W", ruleset).best.seat == "W"
    # play order is anticlockwise N W S E: from E, N plays before W
    assert weis(hands, "obenabe", "E", ruleset).best.seat == "N"


@pytest.mark.parametrize("ruleset", BOTH)
def test_best_team_scores_all_weis_of_both_partners(ruleset):
    v = weis({"N": "6E 7E 8E", "S": "6S 7S 8S 9S", "E": "TR UR OR", "W": "6L 7L 8L"}, "obenabe",
             "N", ruleset)
    assert v.best.seat == "S" and v.scoring_team == "NS" and v.points == {"NS": 70, "EW": 0}
    assert [(w.seat, w.scores) for w in v.weis] == [("N", True), ("W", False), ("S", True),
                                                    ("E", False)]
    assert reason(v, "weis_team_scores").params == {"team": "NS", "seats": ["N", "S"], "points": 70}


def test_no_weis_at_all():
    v = weis({"N": "6E 8E AR", "E": "7E"}, "R", "N")
    assert v.best is None and v.scoring_team is None and v.points == {"NS": 0, "EW": 0}
    assert "weis_none" in codes(v)
    assert v.as_dict() == {"weis": [], "best": None, "scoring_team": None,
                           "points": {"NS": 0, "EW": 0}, "multiplier": 1, "stoeck": []}


@pytest.mark.parametrize("contract,seed,standard", [
    ("E", 1, 1), ("R", 1, 1), ("L", 2, 2), ("S", 2, 2), ("obenabe", 3, 3), ("undenufe", 4, 3)])
def test_multiplier_per_contract(contract, seed, standard):
    hands = {"N": "6E 7E 8E"}
    assert weis(hands, contract, "N").multiplier == seed
    assert weis(hands, contract, "N", SWISS).multiplier == standard
    assert weis(hands, contract, "N", SWISS.with_profile("swisslos-1000")).multiplier == 1
    assert weis(hands, contract, "N").points["NS"] == 20   # points are before the multiplier


# -- B8 Stöck ----------------------------------------------------------------------------------

@pytest.mark.parametrize("ruleset", BOTH)
def test_stoeck_trump_king_and_ober_in_one_hand(ruleset):
    v = weis({"N": "KR OR 6E", "E": "KE OE"}, "R", "N", ruleset)
    assert v.stoeck == (("N", 20),)
    assert v.as_dict()["stoeck"] == [{"seat": "N", "points": 20}]
    assert weis({"N": "KR 6E", "S": "OR"}, "R", "N", ruleset).stoeck == ()  # two hands: no Stöck


@pytest.mark.parametrize("contract", ["obenabe", "undenufe"])
def test_no_stoeck_without_trump(contract):
    v = weis({"N": "KR OR"}, contract, "N")
    assert v.stoeck == () and "jass_no_stoeck_without_trump" in codes(v)


@pytest.mark.parametrize("ruleset", BOTH)
def test_q4_stoeck_independent_of_weis(ruleset):
    # the Stöck cards also make a sequence, and their team loses the Weis comparison
    v = weis({"E": "OR KR AR", "N": "6S 7S 8S 9S"}, "R", "N", ruleset)
    assert v.scoring_team == "NS" and v.stoeck == (("E", 20),)
    assert "jass_stoeck_also_in_weis" in codes(v)
    assert [(w.seat, w.points, w.scores) for w in v.weis] == [("N", 50, True), ("E", 20, False)]


# -- inputs and errors -------------------------------------------------------------------------

def test_partial_hands_and_parsed_cards_accepted():
    v = weis({"S": D.parse_cards("6E 7E 8E")}, "E", "N")
    assert v.best.seat == "S" and v.ruleset is TRADITIONAL


@pytest.mark.parametrize("hands,contract,forehand,error", [
    ({}, "R", "N", NoHandsError),
    ({"X": "6E"}, "R", "N", UnknownSeatError),
    ({"N": "6E"}, "R", "Q", UnknownSeatError),
    ({"N": "6E", "n": "7E"}, "R", "N", DuplicateSeatError),
    ({"N": "6E", "S": "6e"}, "R", "N", CardInTwoHandsError),
    ({"N": "6E 6E"}, "R", "N", DuplicateCardError),
    ({"N": "6E 7E 8E 9E TE UE OE KE AE 6S"}, "R", "N", TooManyCardsError),
    ({"N": "6E ZZ"}, "R", "N", UnknownCardError),
    ({"N": FRENCH.parse_cards("7S 8S 9S")}, "R", "N", UnknownCardError),
    ({"N": "6E"}, "trumpf", "N", UnknownContractError),
    ({"N": "6E"}, "", "N", MissingContractError),
    ({"N": "6E"}, None, "N", MissingContractError),
])
def test_errors(hands, contract, forehand, error):
    with pytest.raises(error) as e:
        weis(hands, contract, forehand)
    assert e.value.code == error.code


def test_card_in_two_hands_names_both_seats():
    with pytest.raises(CardInTwoHandsError) as e:
        weis({"N": "6E 7E", "W": "AS 7E"}, "R", "N")
    assert e.value.params == {"card": "7E", "seats": ["N", "W"]}


def test_the_scoring_team_names_only_the_players_whose_weis_count():
    # Round-10 reader (vi): "East-West scores all its Weis (West's and East's)" where West's four
    # Nines are no Weis under the traditional table: only East is named. Under the Swiss table
    # the four Nines count (150), and both are named.
    hands = {"W": "9E 9R 9S 9L", "E": "UE UR US UL"}
    named = {rs.id: next(r.params for r in weis(hands, "R", "N", rs).reasons
                         if r.code == "weis_team_scores")
             for rs in (TRADITIONAL, SWISS)}
    assert named["traditional"] == {"team": "EW", "seats": ["E"], "points": 200}
    assert named["swiss"] == {"team": "EW", "seats": ["W", "E"], "points": 350}


def test_when_both_teams_score_equal_weis_each_is_multiplied_as_a_lone_winners_would_be():
    # Fresh user (issue 18): a table whose equal Weis score for both teams ("weis_tie": "both")
    # headlined "NS 60, EW 60" in Obenabe while its reasons said "20 and 20 points", with no
    # × 3 step (the Traditional column has it).
    from engine.jass.house import HOUSE
    table = HOUSE.build("traditional", {"weis_tie": "both"})
    v = weis({"N": "6E 7E 8E", "E": "6R 7R 8R"}, "obenabe", "N", table)
    steps = [r.params for r in v.reasons if r.code == "weis_multiplier"]
    step = {"contract": "obenabe", "multiplier": 3, "points": 60, "rule": "multipliers"}
    assert steps == [step, step]
