"""Deal scoring: classic (A5, Q15) and Coinche (A6, A7, Q8-Q17), and input errors."""

from __future__ import annotations

import pytest

from engine.belote import (
    MAISON,
    OFFICIELLES,
    InvalidAnnouncementsError,
    InvalidBeloteError,
    InvalidBidError,
    InvalidCoincheError,
    InvalidPointsError,
    MissingBidError,
    OptionNotInClassicError,
    PointsTotalError,
    UnknownCapotError,
    UnknownSideError,
    UnknownVariantError,
    score_deal,
)

BOTH = pytest.mark.parametrize("rs", [MAISON, OFFICIELLES], ids=["maison", "officielles"])


def codes(v):
    return [r.code for r in v.reasons]


def params(v, code):
    found = [r.params for r in v.reasons if r.code == code]
    assert found, codes(v)
    return found


# -- classic (A5) -------------------------------------------------------------------------------

@BOTH
def test_classic_made_both_teams_score_their_totals(rs):
    v = score_deal("classic", "S", 90, 72, belote="taker", announcements=("defense", 20),
                   ruleset=rs)
    assert (v.made, v.scores) == (True, {"taker": 110, "defense": 92})
    assert params(v, "team_total")[0] == {"side": "taker", "card_points": 90, "belote": 20,
                                          "announcements": 0, "points": 110}


def test_classic_fall_announcements_per_ruleset():
    kwargs = dict(belote="taker", announcements={"team": "taker", "points": 50})
    m = score_deal("classic", "S", 40, 122, ruleset=MAISON, **kwargs)
    o = score_deal("classic", "S", 40, 122, ruleset=OFFICIELLES, **kwargs)
    # takers: 40 + 20 + 50 = 110 < 122: fall; belote kept (imprenable)
    assert m.made is False and m.scores == {"taker": 70, "defense": 162}
    assert o.made is False and o.scores == {"taker": 20, "defense": 212}
    assert params(m, "announcements_kept")[0]["rule"] == "announcements_after_fall"
    assert params(o, "announcements_moved")[0] == {"points": 50, "side": "defense",
                                                   "rule": "announcements_after_fall",
                                                   "ruleset": "officielles"}


@BOTH
def test_classic_capot_by_the_defence(rs):
    v = score_deal("classic", "S", 0, 252, capot="defense", ruleset=rs)
    assert v.scores == {"taker": 0, "defense": 252}


def test_classic_capot_by_the_takers_takes_the_defenders_announcements_officielles():
    m = score_deal("classic", "S", 252, 0, capot="taker", announcements=("defense", 20),
                   belote="defense", ruleset=MAISON)
    o = score_deal("classic", "S", 252, 0, capot="taker", announcements=("defense", 20),
                   belote="defense", ruleset=OFFICIELLES)
    assert m.scores == {"taker": 252, "defense": 40}
    assert o.scores == {"taker": 272, "defense": 20}


@BOTH
@pytest.mark.parametrize("t, d, belote", [(81, 81, None), (71, 91, "taker")])
def test_classic_equality_is_a_litige(rs, t, d, belote):
    v = score_deal("classic", "S", t, d, belote=belote, ruleset=rs)
    assert v.made is None and v.totals["taker"] == v.totals["defense"]
    # The belote is imprenable: scored at once, not held with the takers' other points.
    kept = 20 if belote else 0
    assert v.held == v.totals["taker"] - kept
    assert v.scores == {"taker": kept, "defense": v.totals["defense"]}
    assert params(v, "classic_litige")[0]["rule"] == "classic_equality"


def test_classic_no_trump_deal_totals():
    assert score_deal("classic", "none", 0, 130, ruleset=MAISON).scores["defense"] == 130
    assert score_deal("classic", "none", 0, 162, ruleset=OFFICIELLES).scores["defense"] == 162


def test_classic_is_never_rounded():
    assert score_deal("classic", "S", 87, 75, ruleset=OFFICIELLES).scores == {"taker": 87,
                                                                            "defense": 75}


# -- Coinche (A7) -------------------------------------------------------------------------------

def test_coinche_made_exact_or_rounded():
    m = score_deal("coinche", "S", 87, 75, bid=80, ruleset=MAISON)
    o = score_deal("coinche", "S", 87, 75, bid=80, ruleset=OFFICIELLES)
    assert m.scores == {"taker": 167, "defense": 75}
    assert o.scores == {"taker": 170, "defense": 80}          # 87 -> 90, 75 -> 80 (5 up)
    assert params(o, "rounded")[0] == {"side": "taker", "points": 87, "rounded": 90,
                                       "rule": "coinche_rounding", "ruleset": "officielles"}
    assert score_deal("coinche", "S", 84, 78, bid=80, ruleset=OFFICIELLES).scores == {
        "taker": 160, "defense": 80}                          # 84 -> 80, 78 -> 80


@BOTH
def test_rounding_never_makes_a_contract(rs):
    v = score_deal("coinche", "S", 89, 73, bid=90, ruleset=rs)
    assert v.made is False and v.scores == {"taker": 0, "defense": 250}


@BOTH
def test_made_needs_the_bid_and_more_than_the_defence(rs):
    v = score_deal("coinche", "S", 81, 81, bid=80, ruleset=rs)
    assert v.made is False
    assert params(v, "not_more_than_defense")[0]["rule"] == "coinche_made_condition"
    assert score_deal("coinche", "S", 82, 80, bid=80, ruleset=rs).made is True


@BOTH
def test_announcements_help_the_contract(rs):
    v = score_deal("coinche", "H", 83, 79, bid=100, announcements=("taker", 20), ruleset=rs)
    assert v.made is True and v.totals == {"taker": 103, "defense": 79}


@BOTH
@pytest.mark.parametrize("coinche, factor", [(2, 2), (4, 4)])
def test_coinched_made_whole_score_multiplied_belote_added_after(rs, coinche, factor):
    v = score_deal("coinche", "S", 100, 62, bid=90, coinche=coinche, belote="taker",
                   announcements=("taker", 20), ruleset=rs)
    assert v.scores == {"taker": (160 + 20 + 90) * factor + 20, "defense": 0}
    assert v.multiplier == factor
    assert params(v, "belote_not_multiplied")[0]["rule"] == "belote_multiplied"


def test_coinched_made_the_defence_keeps_only_its_belote_officielles():
    v = score_deal("coinche", "S", 120, 42, bid=90, coinche=2, belote="defense",
                   announcements=("defense", 20), ruleset=OFFICIELLES)
    assert v.made is True and v.totals == {"taker": 120, "defense": 82}
    # the defence's validated announcements go into the takers' score (A7, Q9)
    assert v.scores == {"taker": (160 + 20 + 90) * 2, "defense": 20}


def test_coinched_made_maison_the_defence_keeps_its_belote_and_announcements():
    v = score_deal("coinche", "S", 120, 42, bid=90, coinche=2, belote="defense",
                   announcements=("defense", 20), ruleset=MAISON)
    assert v.made is True and v.totals == {"taker": 120, "defense": 82}
    # Q18: a team always keeps the validated announcements it won, unmultiplied
    assert v.scores == {"taker": (160 + 90) * 2, "defense": 20 + 20}
    assert params(v, "announcements_kept")[0]["side"] == "defense"


@BOTH
def test_coinche_fall(rs):
    v = score_deal("coinche", "S", 70, 92, bid=100, coinche=2, belote="taker", ruleset=rs)
    assert v.made is False and v.scores == {"taker": 20, "defense": (160 + 100) * 2}


def test_coinche_fall_announcements_per_ruleset():
    m = score_deal("coinche", "S", 75, 87, bid=100, announcements=("taker", 20), ruleset=MAISON)
    o = score_deal("coinche", "S", 75, 87, bid=100, announcements=("taker", 20),
                   ruleset=OFFICIELLES)
    assert m.scores == {"taker": 20, "defense": 260}
    assert o.scores == {"taker": 0, "defense": 280}


def test_coinched_capot_base():
    m = score_deal("coinche", "S", 252, 0, bid=120, coinche=2, capot="taker", ruleset=MAISON)
    o = score_deal("coinche", "S", 252, 0, bid=120, coinche=2, capot="taker", ruleset=OFFICIELLES)
    assert m.scores["taker"] == (160 + 120) * 2 and o.scores["taker"] == (250 + 120) * 2
    assert params(o, "score_formula")[0]["rule"] == "coinched_capot_base"


@BOTH
def test_capot_bid(rs):
    v = score_deal("coinche", "S", 252, 0, capot_bid=True, capot="taker", ruleset=rs)
    taker = 252 + 250 if rs is MAISON else 250 + 250        # Officielles rounds 252 to 250
    assert v.made is True and v.contract == 250 and v.scores == {"taker": taker, "defense": 0}
    v = score_deal("coinche", "S", 162, 0, capot_bid=True, ruleset=rs)   # lost one trick (0 points)
    assert v.made is False and v.scores == {"taker": 0, "defense": 410}


def test_capot_made_defenders_announcements():
    kw = dict(capot_bid=True, capot="taker", announcements=("defense", 50), belote="taker")
    assert score_deal("coinche", "S", 252, 0, ruleset=MAISON, **kw).scores == {
        "taker": 522, "defense": 50}
    assert score_deal("coinche", "S", 252, 0, ruleset=OFFICIELLES, **kw).scores == {
        "taker": 570, "defense": 0}


# -- errors -------------------------------------------------------------------------------------

@pytest.mark.parametrize("args, kwargs, error, expected", [
    (("belote", "S", 81, 81), {}, UnknownVariantError, {"variant": "belote"}),
    (("classic", "S", 81, 81), {"bid": 80}, OptionNotInClassicError, {"option": "bid"}),
    (("classic", "S", 81, 81), {"coinche": 2}, OptionNotInClassicError, {"option": "coinche"}),
    (("coinche", "S", 81, 81), {}, MissingBidError, {}),
    (("coinche", "S", 81, 81), {"bid": 75}, InvalidBidError,
     {"bid": "75", "min": 80, "max": 160, "step": 10}),
    (("coinche", "S", 81, 81), {"bid": 85}, InvalidBidError,
     {"bid": "85", "min": 80, "max": 160, "step": 10}),
    (("coinche", "S", 81, 81), {"bid": 170}, InvalidBidError,
     {"bid": "170", "min": 80, "max": 160, "step": 10}),
    (("coinche", "S", 81, 81), {"bid": "90"}, InvalidBidError,
     {"bid": "90", "min": 80, "max": 160, "step": 10}),
    (("coinche", "S", 81, 81), {"bid": 80, "coinche": 3}, InvalidCoincheError, {"coinche": "3"}),
    (("coinche", "S", -1, 163), {"bid": 80}, InvalidPointsError,
     {"side": "taker", "points": "-1", "max": 162}),
    (("coinche", "S", 81.0, 81), {"bid": 80}, InvalidPointsError,
     {"side": "taker", "points": "81.0", "max": 162}),
    (("coinche", "S", 80, 80), {"bid": 80}, PointsTotalError,
     {"points": 160, "total": 162, "capot": None}),
    (("coinche", "S", 162, 0), {"bid": 80, "capot": "taker"}, PointsTotalError,
     {"points": 162, "total": 252, "capot": "taker"}),
    (("coinche", "S", 250, 2), {"bid": 80, "capot": "taker"}, InvalidPointsError,
     {"side": "defense", "points": "2", "max": 0}),
    (("coinche", "S", 81, 81), {"bid": 80, "capot": "both"}, UnknownCapotError, {"capot": "both"}),
    (("coinche", "S", 81, 81), {"bid": 80, "announcements": ("us", 20)}, UnknownSideError,
     {"side": "us"}),
    (("coinche", "S", 81, 81), {"bid": 80, "announcements": ("taker", 15)},
     InvalidAnnouncementsError, {"points": "15"}),
    (("coinche", "none", 81, 49), {"bid": 80, "belote": "taker"}, InvalidBeloteError,
     {"points": "20", "max": 0, "trump": "none"}),
    (("coinche", "S", 81, 81), {"bid": 80, "belote": {"taker": 20, "defense": 20}},
     InvalidBeloteError, {"points": "40", "max": 20, "trump": "S"}),
    (("coinche", "all", 81, 81), {"bid": 80, "belote": {"taker": 30}}, InvalidBeloteError,
     {"points": "30", "max": 80, "trump": "all"}),
])
def test_errors(args, kwargs, error, expected):
    with pytest.raises(error) as e:
        score_deal(*args, **kwargs)
    assert e.value.params == expected


def test_all_trump_allows_up_to_four_belotes():
    v = score_deal("classic", "all", 100, 62, belote={"taker": 60, "defense": 20})
    assert v.totals == {"taker": 160, "defense": 82}
