"""Playing rules (belote.md A1 card order and points, A4): legal cards, trick winner, points."""

from __future__ import annotations

import pytest

from engine.belote import (
    MAISON,
    OFFICIELLES,
    TRUMPS,
    EmptyHandError,
    EmptyTrickError,
    NotSeatTurnError,
    TooManyCardsInTrickError,
    TrickOutOfOrderError,
    UnknownVariantError,
    card_points,
    deal_total,
    legal_cards,
    trick_points,
    trick_winner,
)
from engine.cards import (
    FRENCH,
    CardOnTableAndInHandError,
    DuplicateCardError,
    TooManyCardsError,
    UnknownCardError,
)
from engine.table import UnknownSeatError

BOTH = pytest.mark.parametrize("rs", [MAISON, OFFICIELLES], ids=["maison", "officielles"])
VARIANTS = pytest.mark.parametrize("variant", ["classic", "coinche"])


def legal(hand, trick, trump, variant="classic", rs=MAISON, seat=None):
    v = legal_cards(FRENCH.parse_cards(hand), [tuple(t.split(":")) for t in trick.split()],
                    trump, variant, rs, seat)
    return " ".join(c.code for c in v.legal), v


# -- A1 -----------------------------------------------------------------------------------------

def test_card_order_and_points():
    assert [card_points(r + "S", "S") for r in "J9ATKQ87"] == [20, 14, 11, 10, 4, 3, 0, 0]
    assert [card_points(r + "H", "S") for r in "ATKQJ987"] == [11, 10, 4, 3, 2, 0, 0, 0]
    assert trick_winner([("N", "AS"), ("W", "TS"), ("S", "9S"), ("E", "JS")], "S") == "E"
    assert trick_winner([("N", "9S"), ("W", "AS")], "S") == "N"   # trump 9 over Ace
    assert trick_winner([("N", "JH"), ("W", "AH")], "S") == "W"   # plain: Ace over Jack
    assert trick_winner([("N", "TH"), ("W", "KH")], "S") == "N"   # plain: 10 over King


@BOTH
@pytest.mark.parametrize("trump", TRUMPS)
def test_card_points_of_a_deal_add_up(rs, trump):
    expected = {"none": 130 if rs is MAISON else 162}.get(trump, 162)
    assert sum(card_points(c, trump, rs) for c in FRENCH) + 10 == expected == deal_total(trump, rs)
    assert deal_total(trump, rs, capot=True) == expected + 90


def test_no_trump_card_values():
    assert [card_points(r + "D", "none", MAISON) for r in "ATKQJ987"] == [11, 10, 4, 3, 2, 0, 0, 0]
    assert ([card_points(r + "D", "none", OFFICIELLES) for r in "ATKQJ987"]
            == [19, 10, 4, 3, 2, 0, 0, 0])


def test_all_trump_card_values_ffb_2015():
    assert [card_points(r + "C", "all") for r in "J9ATKQ87"] == [13, 9, 6, 5, 3, 2, 0, 0]


def test_trick_points_with_dix_de_der():
    assert trick_points([("N", "JS"), ("W", "9S")], "S", last=True) == 44


def test_no_trump_and_all_trump_winners():
    t = [("N", "9H"), ("W", "AH"), ("S", "JH"), ("E", "AS")]
    assert trick_winner(t, "none") == "W"   # nothing trumps; the Ace is highest
    assert trick_winner(t, "all") == "S"    # the led suit in trump order; spades do not cut


# -- A4: follow suit, trump, overtrump ----------------------------------------------------------

@VARIANTS
@BOTH
def test_follow_suit_without_obligation_to_beat(variant, rs):
    got, v = legal("7H AH 7S", "N:KH W:TH", "S", variant, rs)
    assert got == "7H AH"
    assert v.illegal["7S"].code == "must_follow_suit"


@VARIANTS
@BOTH
def test_trump_led_must_overtrump_even_over_partner(variant, rs):
    got, v = legal("JS 8S AH", "W:9S S:7S", "S", variant, rs)   # E to play, partner W master
    assert got == "JS"
    assert v.illegal["8S"].code == "must_overtrump" and v.illegal["AH"].code == "must_follow_suit"
    assert any(r.code == "overtake_even_partner" for r in v.reasons)


@VARIANTS
def test_trump_led_cannot_overtrump_any_trump(variant):
    got, v = legal("7S 8S AH", "N:JS", "S", variant)
    assert got == "7S 8S"
    assert [r.code for r in v.reasons] == ["trick_master", "must_follow_suit", "cannot_overtrump"]


@VARIANTS
def test_void_partner_master_is_free(variant):
    got, v = legal("7S 8D KC", "N:AH W:7H", "S", variant)
    assert got == "7S 8D KC"
    assert v.reasons[-1].params == {"seat": "N", "card": "AH"}


@VARIANTS
def test_partner_cut_and_master_you_may_undertrump(variant):
    # E to play, void in hearts, only trumps; partner W cut with the 9 and is master: free,
    # the 7 of trump (under the 9) included
    got, v = legal("7S JS", "N:8H W:9S S:7H", "S", variant)
    assert got == "7S JS" and v.reasons[-1].code == "partner_master"
    # the same cards, but the opponent S overtrumped: must overtrump
    got, v = legal("7S JS", "N:8H W:TS S:9S", "S", variant)
    assert got == "JS"


@VARIANTS
def test_void_partner_not_yet_played_must_trump(variant):
    got, v = legal("7S AD KC", "N:AH", "S", variant)
    assert got == "7S"
    assert v.illegal["AD"].code == "must_trump"


@VARIANTS
def test_void_opponent_trumped_must_overtrump(variant):
    got, v = legal("7S JS AD", "N:AH W:9S", "S", variant)
    assert got == "JS"
    assert v.illegal["7S"].params == {"card": "9S", "trump": "S"}


@VARIANTS
def test_void_without_trump_discards(variant):
    got, v = legal("7D KC", "N:AH W:9S", "S", variant)
    assert got == "7D KC" and v.reasons[-1].code == "no_trump_to_cut"


@BOTH
def test_classic_undertrump_compulsory_in_both_rulesets(rs):
    got, v = legal("7S 7D", "N:AH W:9S", "S", "classic", rs)
    assert got == "7S"
    assert v.illegal["7D"].params["rule"] == "classic_undertrump_compulsory"


def test_coinche_undertrump_row():
    got, v = legal("7S 7D", "N:AH W:9S", "S", "coinche", MAISON)
    assert got == "7S"
    assert v.illegal["7D"].code == "undertrump_compulsory"
    got, v = legal("7S 7D", "N:AH W:9S", "S", "coinche", OFFICIELLES)
    assert got == "7S 7D"
    assert v.reasons[-1].params == {"card": "9S", "trump": "S", "variant": "coinche",
                                    "rule": "coinche_undertrump_compulsory",
                                    "ruleset": "officielles"}


def test_no_trump_follow_suit_only_and_nothing_cuts():
    assert legal("7H AS", "N:AH", "none")[0] == "7H"
    assert legal("7D AS", "N:AH", "none")[0] == "7D AS"


def test_all_trump_always_overtake_in_the_led_suit():
    got, v = legal("JH 7H KC", "N:9H", "all")
    assert got == "JH" and v.illegal["7H"].code == "must_overtake"
    assert legal("8H 7H KC", "N:9H", "all")[0] == "8H 7H"    # cannot overtake: any heart
    assert legal("JS KC", "N:9H", "all")[0] == "JS KC"      # void: free, nothing cuts


def test_lead_is_free_and_seat_is_inferred():
    got, v = legal("7S 7D", "", "S", seat="N")
    assert got == "7S 7D" and v.reasons[0].code == "lead_any"
    assert legal("7S", "N:AH", "S")[1].seat == "W"


def test_legal_cards_keep_hand_order():
    assert legal("KH 7S 8H", "N:AH", "S")[0] == "KH 8H"


# -- errors ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("hand, trick, seat, error, params", [
    ([], [], None, EmptyHandError, {"seat": None}),
    (["7S", "7S"], [], "N", DuplicateCardError, {"card": "7S", "seat": "N"}),
    (["7S"] + [r + "H" for r in "789TJQKA"], [], "N", TooManyCardsError,
     {"count": 9, "max": 8, "seat": "N"}),
    (["7S"], [("N", "AH"), ("W", "AH")], None, DuplicateCardError, {"card": "AH", "seat": "W"}),
    (["7S"], [("N", "7S")], None, CardOnTableAndInHandError, {"card": "7S", "seat": "W"}),
    (["7S"], [("N", "AH"), ("W", "KH"), ("S", "QH"), ("E", "JH")], None,
     TooManyCardsInTrickError, {"count": 4, "max": 3}),
    (["7S"], [("N", "AH"), ("S", "KH")], None, TrickOutOfOrderError, {"seats": ["N", "S"]}),
    (["7S"], [("N", "AH")], "E", NotSeatTurnError, {"seat": "E", "expected": "W"}),
    (["7S"], [("Q", "AH")], None, UnknownSeatError, {"seat": "Q"}),
    (["ZZ"], [], None, UnknownCardError, {"token": "ZZ"}),
])
def test_legal_cards_errors(hand, trick, seat, error, params):
    with pytest.raises(error) as e:
        legal_cards(hand, trick, "S", "coinche", MAISON, seat)
    assert e.value.params == params


def test_other_errors():
    with pytest.raises(UnknownVariantError):
        legal_cards(["7S"], [], "S", "contree")
    with pytest.raises(EmptyTrickError):
        trick_winner([], "S")
    with pytest.raises(TooManyCardsInTrickError) as e:
        trick_winner([("N", "7S"), ("W", "8S"), ("S", "9S"), ("E", "TS"), ("N", "JS")], "S")
    assert e.value.params == {"count": 5, "max": 4}
