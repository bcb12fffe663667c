"""Card play: jass.md B3 (ranks, trick winner), B4 (legal cards, Q1), B5 (card points, Q2)."""

from __future__ import annotations

import itertools

import pytest

from engine.cards import SWISS as D
from engine.cards import (
    CardOnTableAndInHandError,
    DuplicateCardError,
    TooManyCardsError,
    UnknownCardError,
)
from engine.jass import SWISS, TRADITIONAL, card_points, legal_cards, trick_result, trick_winner
from engine.jass._input import (
    EmptyHandError,
    NotNextToPlayError,
    SeatPlayedTwiceError,
    TrickFullError,
    TrickIncompleteError,
    TrickOutOfOrderError,
)
from engine.jass.rulesets import UnknownContractError
from engine.table import UnknownSeatError

BOTH = [TRADITIONAL, SWISS]
ORDER = ("N", "W", "S", "E")


def trick(codes: str, first: str = "N"):
    seats = ORDER[ORDER.index(first):] + ORDER[:ORDER.index(first)]
    return [(s, D.card(c)) for s, c in zip(seats, codes.split(), strict=False)]


def legal(hand: str, table: str, contract: str, ruleset=TRADITIONAL):
    v = legal_cards(D.parse_cards(hand), trick(table) if table else [], contract, ruleset)
    return " ".join(c.code for c in v.legal), v


# -- B3 ----------------------------------------------------------------------------------------

def test_trump_order():
    # U > 9 > A > K > O > 10 > 8 > 7 > 6 in trump
    order = ["UR", "9R", "AR", "KR", "OR", "TR", "8R", "7R", "6R"]
    for hi, lo in itertools.pairwise(order):
        assert trick_winner(trick(f"{lo} {hi}"), "R") == "W"
        assert trick_winner(trick(f"{hi} {lo}"), "R") == "N"


@pytest.mark.parametrize("contract,cards,winner", [
    ("obenabe", "7E AE 6E 6R", "W"),    # highest of the led suit
    ("undenufe", "7E AE 6E 6R", "S"),   # lowest of the led suit
    ("E", "7E AE 6E 6R", "W"),          # trump led: highest trump
    ("R", "7E AE 6E 6R", "E"),          # any trump beats the led suit
    ("S", "7E AE 6E 6R", "W"),          # 6R is no trump in Schellen
])
def test_trick_winner_per_contract(contract, cards, winner):
    assert trick_winner(trick(cards), contract) == winner


def test_off_suit_card_never_wins_without_trump():
    assert trick_winner(trick("6E AS AR AL"), "obenabe") == "N"
    assert trick_winner(trick("AE 6S 6R 6L"), "undenufe") == "N"


def test_trick_winner_of_a_partial_trick():
    assert trick_winner(trick("6E 9E"), "obenabe") == "W"


# -- B4 ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("ruleset", BOTH)
def test_leading_any_card(ruleset):
    out, v = legal("6E UR AS", "", "R", ruleset)
    assert out == "6E UR AS" and v.illegal == {} and v.reasons[0].code == "jass_lead_any_card"


@pytest.mark.parametrize("contract", ["obenabe", "undenufe"])
def test_no_trump_follow_suit_else_any(contract):
    out, v = legal("6E UR AS 9E", "KE", contract)
    assert out == "6E 9E"
    assert v.illegal["UR"].code == "jass_card_not_led_suit"
    assert v.illegal["UR"].params["suit"] == "E"
    out, v = legal("UR AS", "KE", contract)
    assert out == "UR AS" and "jass_void_any_card" in [r.code for r in v.reasons]


def test_trump_game_follow_or_trump_at_will():
    out, v = legal("6E AS 7R", "KE", "R")
    assert out == "6E 7R" and v.illegal["AS"].code == "jass_card_not_led_suit_or_trump"
    assert v.illegal["AS"].params == {"card": "AS", "suit": "E", "trump": "R"}


def test_q1_void_in_led_suit_any_card_even_holding_trumps():
    # the seed literally says "when you have no trump"; the rule is "when void in the led suit"
    out, _ = legal("AS 7R 6L", "KE", "R")
    assert out == "AS 7R 6L"
    out, _ = legal("AS 6L", "KE", "R")     # no trump and void: any card too
    assert out == "AS 6L"


def test_undertrump_forbidden_when_following():
    out, v = legal("6E 7R UR", "KE 9R", "R")
    assert out == "6E UR"
    assert v.illegal["7R"].params == {"card": "7R", "cards": ["9R"]}
    assert "jass_trick_trumped" in [r.code for r in v.reasons]


def test_undertrump_forbidden_when_void_compares_with_highest_trump():
    # the highest trump on the table is 9R (not the lower 6R): AR would undertrump it
    out, v = legal("AS AR UR", "KE 6R 9R", "R")
    assert out == "AS UR" and v.illegal["AR"].code == "jass_undertrump_forbidden"
    assert v.illegal["AR"].params["cards"] == ["9R"]


def test_only_trumps_every_trump_legal_even_if_overtrump_possible():
    out, v = legal("6R UR", "KE 9R", "R")
    assert out == "6R UR" and v.illegal == {}
    assert v.reasons[-1].code == "jass_only_trumps_may_undertrump"


def test_only_lower_trumps_left_with_the_led_suit_must_follow():
    out, v = legal("6E 6R", "KE 9R", "R")
    assert out == "6E" and v.illegal["6R"].code == "jass_undertrump_forbidden"


def test_overtrump_is_voluntary():
    out, _ = legal("AS UR", "KE 9R", "R")
    assert out == "AS UR"                # may throw AS instead of overtrumping
    out, _ = legal("6E UR", "KE AE", "R")  # not obliged to win the trick
    assert out == "6E UR"


def test_trump_led_must_follow_trump():
    out, v = legal("6R UR AS", "KR", "R")
    assert out == "6R UR" and v.illegal["AS"].code == "jass_card_not_trump"


def test_bare_buur_may_be_held_back():
    out, v = legal("UR AS 6E", "KR", "R")
    assert out == "UR AS 6E"
    assert v.reasons[-1].code == "jass_bare_buur_exception" and v.reasons[-1].params["card"] == "UR"


def test_void_in_trump_on_trump_lead_any_card():
    out, _ = legal("AS 6E", "KR", "R")
    assert out == "AS 6E"


@pytest.mark.parametrize("ruleset", BOTH)
def test_legal_as_dict(ruleset):
    _, v = legal("6E AS 7R", "KE", "R", ruleset)
    assert v.as_dict() == {"legal": ["6E", "7R"], "illegal": ["AS"]}


def test_strings_accepted_and_seat_checked():
    v = legal_cards("6E AS", [("N", "KE")], "obenabe", seat="W")
    assert [c.code for c in v.legal] == ["6E"]


@pytest.mark.parametrize("hand,table,seat,error", [
    ("", [("N", "KE")], None, EmptyHandError),
    ("6E", [("N", "KE"), ("W", "AE"), ("S", "9E"), ("E", "TE")], None, TrickFullError),
    ("6E KE", [("N", "KE")], None, CardOnTableAndInHandError),
    ("6E 6E", [], None, DuplicateCardError),
    ("6E", [("N", "KE"), ("W", "KE")], None, DuplicateCardError),
    ("6E 7E 8E 9E TE UE OE KE AE 6S", [], None, TooManyCardsError),
    ("6E", [("N", "KE"), ("N", "AE")], None, SeatPlayedTwiceError),
    ("6E", [("N", "KE"), ("E", "AE")], None, TrickOutOfOrderError),
    ("6E", [("N", "KE")], "N", SeatPlayedTwiceError),
    ("6E", [("N", "KE")], "S", NotNextToPlayError),
    ("6E", [("X", "KE")], None, UnknownSeatError),
    ("6E", [("N", "ZZ")], None, UnknownCardError),
])
def test_legal_errors(hand, table, seat, error):
    with pytest.raises(error) as e:
        legal_cards(hand, table, "R", seat=seat)
    assert e.value.code == error.code


def test_unknown_contract():
    with pytest.raises(UnknownContractError):
        legal_cards("6E", [], "sans")


# -- B5 ----------------------------------------------------------------------------------------

POINTS = {  # rank: (trump, plain, obenabe, undenufe seed, undenufe standard)
    "A": (11, 11, 11, 11, 0), "K": (4, 4, 4, 4, 4), "O": (3, 3, 3, 3, 3), "U": (20, 2, 2, 2, 2),
    "T": (10, 10, 10, 10, 10), "9": (14, 0, 0, 0, 0), "8": (0, 0, 8, 8, 8), "7": (0, 0, 0, 0, 0),
    "6": (0, 0, 0, 0, 11)}


@pytest.mark.parametrize("rank", list(POINTS))
def test_card_points_table(rank):
    trump, plain, oben, unden_seed, unden_std = POINTS[rank]
    for r in BOTH:
        assert card_points(rank + "R", "R", r) == trump
        assert card_points(rank + "E", "R", r) == plain
        assert card_points(rank + "E", "obenabe", r) == oben
    assert card_points(rank + "E", "undenufe", TRADITIONAL) == unden_seed   # Q2 seed
    assert card_points(rank + "E", "undenufe", SWISS) == unden_std          # Q2 standard


@pytest.mark.parametrize("ruleset", BOTH)
@pytest.mark.parametrize("contract", ["E", "S", "R", "L", "obenabe", "undenufe"])
def test_deck_is_152_points(ruleset, contract):
    assert sum(card_points(c, contract, ruleset) for c in D.cards) == 152


def test_trick_result_and_last_trick_bonus():
    t = trick("AE 6E TE UR")
    assert trick_result(t, "R") == ("E", 41)
    r = trick_result(t, "R", last=True)
    assert (r.winner, r.points) == ("E", 46) and r.as_dict() == {"winner": "E", "points": 46}
    assert [x.code for x in r.reasons] == ["jass_trick_won_by_trump", "jass_trick_points",
                                          "jass_last_trick_bonus"]
    t = trick("AE 7E TE UR")
    assert trick_result(t, "undenufe", ruleset=SWISS) == ("W", 12)        # AE = 0
    assert trick_result(t, "undenufe", ruleset=TRADITIONAL) == ("W", 23)  # AE = 11


@pytest.mark.parametrize("n", [0, 3, 5])
def test_trick_result_needs_four_cards(n):
    plays = trick("6E 7E 8E 9E")[:n] + ([("N", D.card("AE"))] if n == 5 else [])
    with pytest.raises(TrickIncompleteError) as e:
        trick_result(plays, "R")
    assert e.value.params == {"count": n, "expected": 4}


def test_trick_winner_errors():
    with pytest.raises(TrickIncompleteError):
        trick_winner([], "R")
    with pytest.raises(DuplicateCardError):
        trick_winner(trick("6E 6E"), "R")
