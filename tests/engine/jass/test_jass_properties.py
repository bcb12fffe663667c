"""Invariants (hypothesis): 157 per deal, legal sets never empty, order independence,
multipliers."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import SWISS as D
from engine.jass import (
    CONTRACTS,
    SWISS,
    TRADITIONAL,
    card_points,
    legal_cards,
    score_deal,
    trick_result,
    weis,
)
from engine.jass.tricks import trick_winner
from engine.table import play_order, team_of

RULESETS = st.sampled_from([TRADITIONAL, SWISS, SWISS.with_profile("swisslos-1000"),
                            TRADITIONAL.with_profile("swisslos-2500")])
SEATS = st.sampled_from(["N", "E", "S", "W"])
deals = st.permutations(D.cards).map(lambda cs: {s: tuple(cs[i * 9:(i + 1) * 9])
                                                 for i, s in enumerate("NESW")})


def play_deal(hands, contract, ruleset, forehand, choose):
    """Play a full deal choosing among legal cards; returns card points and tricks per team."""
    hands = {s: list(h) for s, h in hands.items()}
    points = {"NS": 0, "EW": 0}
    tricks = {"NS": 0, "EW": 0}
    lead = forehand
    for n in range(9):
        trick = []
        for seat in play_order(lead):
            v = legal_cards(hands[seat], trick, contract, ruleset, seat=seat)
            assert v.legal, "a legal-card set is never empty"
            assert set(v.legal) | {D.card(c) for c in v.illegal} == set(hands[seat])
            card = v.legal[choose(len(v.legal))]
            hands[seat].remove(card)
            trick.append((seat, card))
        winner, p = trick_result(trick, contract, last=n == 8, ruleset=ruleset)
        assert winner == trick_winner(trick, contract)
        points[team_of(winner)] += p
        tricks[team_of(winner)] += 1
        lead = winner
    return points, tricks


@settings(max_examples=60, deadline=None)
@given(deals, st.sampled_from(CONTRACTS), RULESETS, SEATS, st.randoms(use_true_random=False))
def test_full_deal_adds_up_to_157_or_257(hands, contract, ruleset, forehand, rnd):
    points, tricks = play_deal(hands, contract, ruleset, forehand, rnd.randrange)
    assert sum(points.values()) == 157 and sum(tricks.values()) == 9
    v = score_deal(contract, points, tricks, ruleset=ruleset)
    total = sum(v.scores.values()) // v.multiplier
    assert total == (257 if v.matsch else 157)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(CONTRACTS), RULESETS)
def test_matsch_scores_257(contract, ruleset):
    v = score_deal(contract, {"NS": 157, "EW": 0}, {"NS": 9, "EW": 0}, ruleset=ruleset)
    assert v.scores["NS"] == 257 * ruleset.multipliers[contract]


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(CONTRACTS), RULESETS)
def test_card_points_of_the_deck(contract, ruleset):
    assert sum(card_points(c, contract, ruleset) for c in D.cards) + ruleset.last_trick_bonus == 157


@settings(max_examples=150, deadline=None)
@given(deals, st.sampled_from(CONTRACTS), RULESETS, SEATS, st.integers(1, 4),
       st.randoms(use_true_random=False))
def test_weis_verdict_does_not_depend_on_input_order(hands, contract, ruleset, forehand, k, rnd):
    seats = rnd.sample(["N", "E", "S", "W"], k)
    a = weis({s: hands[s] for s in seats}, contract, forehand, ruleset)
    shuffled = {}
    for s in rnd.sample(seats, k):
        cards = list(hands[s])
        rnd.shuffle(cards)
        shuffled[s] = cards
    b = weis(shuffled, contract, forehand, ruleset)
    assert a.as_dict() == b.as_dict()
    assert a.reasons == b.reasons


@settings(max_examples=150, deadline=None)
@given(deals, st.sampled_from(CONTRACTS), RULESETS, SEATS)
def test_weis_points_are_the_sum_of_scoring_weis(hands, contract, ruleset, forehand):
    v = weis(hands, contract, forehand, ruleset)
    for team in ("NS", "EW"):
        assert v.points[team] == sum(w.points for w in v.weis
                                     if w.scores and team_of(w.seat) == team)
    assert not (v.points["NS"] and v.points["EW"])
    if not ruleset.cross_weis:  # no card in two scoring Weis
        seen = set()
        for w in v.weis:
            if not w.set_aside:
                assert not seen & set(w.cards)
                seen |= set(w.cards)
    if v.best:
        assert v.best.scores and team_of(v.best.seat) == v.scoring_team


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(CONTRACTS), st.integers(0, 157), st.integers(1, 8),
       st.sampled_from([None, ("NS", 20), ("EW", 170)]), st.booleans())
def test_multiplier_scales_every_component(contract, ns_points, ns_tricks, w, stoeck):
    cp = {"NS": ns_points, "EW": 157 - ns_points}
    tr = {"NS": ns_tricks, "EW": 9 - ns_tricks}
    st_ = ("EW", 20) if stoeck and contract in ("E", "S", "R", "L") else None
    one = score_deal(contract, cp, tr, w, st_, SWISS.with_profile("swisslos-1000"))
    for ruleset in (TRADITIONAL, SWISS):
        v = score_deal(contract, cp, tr, w, st_, ruleset)
        m = ruleset.multipliers[contract]
        assert v.multiplier == m
        assert v.scores == {t: one.scores[t] * m for t in ("NS", "EW")}
