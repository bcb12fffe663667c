"""Deal score and game end: jass.md B9, B10; decisions Q10, Q11, Q12."""

from __future__ import annotations

import pytest

from engine.jass import SWISS, TRADITIONAL, game_end, score_deal
from engine.jass.scoring import (
    CardPointsTotalError,
    GameAlreadyOverError,
    InvalidPointsError,
    InvalidStoeckPointsError,
    InvalidWeisPointsError,
    MissingTeamError,
    PointsWithoutTricksError,
    StoeckWithoutTrumpError,
    TrickOrderMismatchError,
    TricksTotalError,
)
from engine.table import UnknownTeamError

BOTH = [TRADITIONAL, SWISS]


def codes(v):
    return [r.code for r in v.reasons]


@pytest.mark.parametrize("contract,seed,standard", [
    ("E", 1, 1), ("R", 1, 1), ("L", 2, 2), ("S", 2, 2), ("obenabe", 3, 3), ("undenufe", 4, 3)])
def test_multiplier_scales_the_deal(contract, seed, standard):
    for ruleset, m in ((TRADITIONAL, seed), (SWISS, standard),
                       (SWISS.with_profile("swisslos-1000"), 1),
                       (SWISS.with_profile("pagat-3000"), seed)):
        v = score_deal(contract, {"NS": 100, "EW": 57}, {"NS": 5, "EW": 4}, ruleset=ruleset)
        assert v.multiplier == m and v.scores == {"NS": 100 * m, "EW": 57 * m}


@pytest.mark.parametrize("ruleset", BOTH)
def test_matsch_adds_100_then_multiplies(ruleset):
    v = score_deal("L", {"NS": 0, "EW": 157}, {"NS": 0, "EW": 9}, ruleset=ruleset)
    assert v.matsch == "EW" and v.scores == {"NS": 0, "EW": 514}
    assert v.as_dict() == {"multiplier": 2, "matsch": "EW", "scores": {"NS": 0, "EW": 514},
                           "profile": ruleset.profile, "target": ruleset.target}


def test_matsch_is_all_tricks_not_all_points():
    v = score_deal("R", {"NS": 157, "EW": 0}, {"NS": 8, "EW": 1})   # EW took a zero-point trick
    assert v.matsch is None and v.scores == {"NS": 157, "EW": 0}


@pytest.mark.parametrize("ruleset", BOTH)
def test_weis_and_stoeck_multiplied(ruleset):
    v = score_deal("obenabe", {"NS": 80, "EW": 77}, {"NS": 5, "EW": 4}, weis=("EW", 100),
                   ruleset=ruleset)
    assert v.scores == {"NS": 240, "EW": 531}
    v = score_deal("S", {"NS": 80, "EW": 77}, {"NS": 5, "EW": 4}, weis={"team": "NS", "points": 50},
                   stoeck={"team": "EW", "points": 20}, ruleset=ruleset)
    assert v.scores == {"NS": 260, "EW": 194}


@pytest.mark.parametrize("ruleset", BOTH)
def test_q10_weis_and_stoeck_score_without_a_trick_and_against_matsch(ruleset):
    v = score_deal("R", {"NS": 157, "EW": 0}, {"NS": 9, "EW": 0}, weis=("EW", 50),
                   stoeck=("EW", 20), ruleset=ruleset)
    assert v.matsch == "NS" and v.scores == {"NS": 257, "EW": 70}
    assert "jass_weis_without_trick" in codes(v)


def test_weis_needs_trick_setting_is_read():
    from dataclasses import replace
    strict = replace(TRADITIONAL, weis_needs_trick=True)
    v = score_deal("R", {"NS": 157, "EW": 0}, {"NS": 9, "EW": 0}, weis=("EW", 50), ruleset=strict)
    assert v.scores == {"NS": 257, "EW": 0} and "jass_weis_lost_without_trick" in codes(v)


def test_reasons_in_order():
    v = score_deal("S", {"NS": 157, "EW": 0}, {"NS": 9, "EW": 0}, weis=("NS", 20),
                   stoeck=("NS", 20))
    assert codes(v) == ["jass_deal_card_points", "jass_deal_card_points", "jass_matsch",
                        "jass_weis_counted", "jass_stoeck_counted", "jass_profile",
                        "jass_multiplier",
                        "jass_deal_score", "jass_deal_score"]
    assert v.scores["NS"] == (157 + 100 + 20 + 20) * 2


@pytest.mark.parametrize("args,error", [
    (dict(card_points={"NS": 100, "EW": 50}, tricks={"NS": 5, "EW": 4}), CardPointsTotalError),
    (dict(card_points={"NS": 157, "EW": 100}, tricks={"NS": 9, "EW": 0}), CardPointsTotalError),
    (dict(card_points={"NS": 100, "EW": 57}, tricks={"NS": 5, "EW": 5}), TricksTotalError),
    (dict(card_points={"NS": 100, "EW": 57}, tricks={"NS": 9, "EW": 0}), PointsWithoutTricksError),
    (dict(card_points={"NS": 157}, tricks={"NS": 9, "EW": 0}), MissingTeamError),
    (dict(card_points={"NS": 157, "XX": 0}, tricks={"NS": 9, "EW": 0}), UnknownTeamError),
    (dict(card_points={"NS": -1, "EW": 158}, tricks={"NS": 5, "EW": 4}), InvalidPointsError),
    (dict(card_points={"NS": "100", "EW": 57}, tricks={"NS": 5, "EW": 4}), InvalidPointsError),
    (dict(card_points={"NS": 100, "EW": 57}, tricks={"NS": 5, "EW": 4}, weis=("NS", 35)),
     InvalidWeisPointsError),
    (dict(card_points={"NS": 100, "EW": 57}, tricks={"NS": 5, "EW": 4}, stoeck=("NS", 40)),
     InvalidStoeckPointsError),
])
def test_score_errors(args, error):
    with pytest.raises(error) as e:
        score_deal("R", **args)
    assert e.value.code == error.code


def test_stoeck_only_in_trump_contracts():
    with pytest.raises(StoeckWithoutTrumpError):
        score_deal("obenabe", {"NS": 100, "EW": 57}, {"NS": 5, "EW": 4}, stoeck=("NS", 20))


# -- B10 game end --------------------------------------------------------------------------

def deal(**kw):
    kw.setdefault("card_points", {"NS": 80, "EW": 77})
    kw.setdefault("tricks", {"NS": 5, "EW": 4})
    contract = kw.pop("contract", "R")
    return score_deal(contract, **kw)


def test_target_per_ruleset():
    d = deal()
    assert game_end({"NS": 2900, "EW": 0}, d).winner is None            # 2980 < 3000
    v = game_end({"NS": 2450, "EW": 0}, score_deal("R", {"NS": 80, "EW": 77}, {"NS": 5, "EW": 4},
                                                   ruleset=SWISS))
    assert v.winner == "NS" and v.decided_by == "tricks"                # 2530 >= 2500
    one = SWISS.with_profile("swisslos-1000")
    v = game_end({"NS": 950, "EW": 0}, score_deal("R", {"NS": 80, "EW": 77}, {"NS": 5, "EW": 4},
                                                  ruleset=one))
    assert v.winner == "NS" and v.totals == {"NS": 1030, "EW": 77}


def test_q12_stoeck_before_weis_before_tricks():
    d = deal(weis=("NS", 50), stoeck=("EW", 20))
    v = game_end({"NS": 2960, "EW": 2990}, d)
    assert (v.winner, v.decided_by) == ("EW", "stoeck")
    v = game_end({"NS": 2960, "EW": 2900}, d)
    assert (v.winner, v.decided_by) == ("NS", "weis")
    assert v.totals == {"NS": 3010, "EW": 2920}            # tricks not counted after the claim
    v = game_end({"NS": 2950, "EW": 2960}, deal(weis=("NS", 50)))
    assert (v.winner, v.decided_by) == ("NS", "weis")       # EW would cross on trick points


def test_both_cross_on_trick_points_needs_the_trick_order():
    d = deal()
    v = game_end({"NS": 2950, "EW": 2950}, d)
    assert v.winner is None and "jass_both_cross_on_tricks" in [r.code for r in v.reasons]
    order = [("EW", 30), ("NS", 40), ("NS", 40), ("EW", 47)]
    v = game_end({"NS": 2950, "EW": 2950}, d, trick_points=order)
    assert (v.winner, v.decided_by) == ("NS", "tricks")
    with pytest.raises(TrickOrderMismatchError):
        game_end({"NS": 2950, "EW": 2950}, d, trick_points=[("NS", 1)])


def test_q11_schneider_is_display_only():
    d = deal()
    v = game_end({"NS": 2950, "EW": 1000}, d)
    assert v.winner == "NS" and v.schneider == "EW" and v.totals == {"NS": 3030, "EW": 1077}
    r = next(x for x in v.reasons if x.code == "jass_schneider")
    assert r.params["threshold"] == 1500 and r.params["rule"] == "schneider_below"
    assert game_end({"NS": 2950, "EW": 1500}, d).schneider is None
    assert v.as_dict() == {"winner": "NS", "decided_by": "tricks",
                           "totals": {"NS": 3030, "EW": 1077}, "schneider": "EW"}


def test_game_already_over():
    with pytest.raises(GameAlreadyOverError):
        game_end({"NS": 3000, "EW": 0}, deal())
