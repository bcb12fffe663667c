"""A whole Schieber game: deals scored by the deal scorer, counted Stöck, Weis, tricks (B10,
Q11, Q12, Q17)."""

from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from engine.jass import SWISS, TRADITIONAL, score_deal, score_game
from engine.table import TEAMS


def deal(contract, ns, ew, tns, tew, weis=None, stoeck=None):
    return lambda r: score_deal(contract, {"NS": ns, "EW": ew}, {"NS": tns, "EW": tew},
                                weis=weis, stoeck=stoeck, ruleset=r)


# A game to 3000 (traditional, pagat-3000: E R x1, L S x2, Obenabe x3, Undenufe x4) that NS end
# in the middle of the last deal with their Stöck, though EW take the tricks (Q12).
GAME = [
    deal("obenabe", 120, 37, 7, 2, weis=("NS", 50)),   # (120 + 50) x 3 = 510 / 111
    deal("undenufe", 157, 0, 9, 0),                    # Matsch: 257 x 4 = 1028 / 0
    deal("S", 57, 100, 6, 3, stoeck=("EW", 20)),       # 114 / (100 + 20) x 2 = 240
    deal("obenabe", 100, 57, 6, 3),                    # 300 / 171
    deal("undenufe", 100, 57, 6, 3),                   # 400 / 228
    deal("L", 120, 37, 7, 2, weis=("NS", 100)),        # 440 / 74
    deal("obenabe", 60, 97, 3, 6),                     # 180 / 291: 2972 / 1115
    deal("L", 20, 137, 1, 8, stoeck=("NS", 20)),       # Stöck first: 2972 + 40 = 3012
    deal("R", 100, 57, 6, 3),                          # after the end
]


def test_worked_game_won_mid_deal_by_stoeck():
    g = score_game([d(TRADITIONAL) for d in GAME], TRADITIONAL)
    assert [x.totals for x in g.deals[:7]] == [
        {"NS": 510, "EW": 111}, {"NS": 1538, "EW": 111}, {"NS": 1652, "EW": 351},
        {"NS": 1952, "EW": 522}, {"NS": 2352, "EW": 750}, {"NS": 2792, "EW": 824},
        {"NS": 2972, "EW": 1115}]
    last = g.deals[7]
    assert last.scores == {"NS": 80, "EW": 274}           # the deal as the deal scorer scores it
    assert last.counted == {"NS": 40, "EW": 0}            # what was counted before NS claimed
    assert g.totals == {"NS": 3012, "EW": 1115}
    assert (g.winner, g.decided_at, g.decided_by, g.over) == ("NS", 7, "stoeck", True)
    assert g.schneider == "EW"                            # under 1500 (Q11)
    assert [r.code for r in last.reasons] == ["jass_target_reached", "jass_schneider"]
    assert g.deals[1].marks == ("matsch",)
    assert g.deals[8].after_end and g.deals[8].counted == {"NS": 0, "EW": 0}


def test_the_same_game_under_swiss_ends_sooner():
    g = score_game([d(SWISS) for d in GAME], SWISS)       # swisslos-2500: Undenufe x3
    assert g.target == 2500
    assert (g.winner, g.decided_at, g.decided_by) == ("NS", 6, "tricks")
    assert g.totals == {"NS": 2615, "EW": 1058}
    assert all(x.after_end for x in g.deals[7:])


def test_weis_before_tricks():
    # EW at 2944 with a Weis of 100: they reach 3000 on it, before any trick is counted.
    before = [deal("undenufe", 157, 0, 9, 0)] * 2 + [deal("undenufe", 0, 157, 0, 9)] * 2 + [
        deal("obenabe", 0, 157, 0, 9)]
    g = score_game([d(TRADITIONAL) for d in before], TRADITIONAL)
    assert g.totals == {"NS": 2056, "EW": 2827}
    extra = [deal("R", 40, 117, 3, 6), deal("E", 150, 7, 8, 1, weis=("EW", 100))]
    g = score_game([d(TRADITIONAL) for d in before + extra], TRADITIONAL)
    assert g.deals[5].totals == {"NS": 2096, "EW": 2944}
    assert g.deals[6].counted == {"NS": 0, "EW": 100}
    assert (g.winner, g.decided_by) == ("EW", "weis")


def test_both_teams_over_on_the_tricks_of_one_deal_names_no_winner():
    g = score_game([d(SWISS.with_profile("swisslos-1000")) for d in
                    [deal("R", 80, 77, 5, 4)] * 13], SWISS.with_profile("swisslos-1000"))
    assert g.deals[11].totals == {"NS": 960, "EW": 924}
    assert g.over and g.winner is None and g.decided_at == 12 and g.decided_by is None
    assert [r.code for r in g.deals[12].reasons] == ["jass_both_cross_on_tricks"]


# -- properties ---------------------------------------------------------------------------------

CONTRACTS = st.sampled_from(["E", "R", "L", "S", "obenabe", "undenufe"])


@st.composite
def jass_deals(draw):
    contract = draw(CONTRACTS)
    tns = draw(st.integers(0, 9))
    if tns == 0:
        ns = 0
    elif tns == 9:
        ns = 157
    else:
        ns = draw(st.integers(0, 157))
    weis = draw(st.sampled_from([None, ("NS", 20), ("EW", 50), ("NS", 100)]))
    stoeck = None
    if contract not in ("obenabe", "undenufe"):
        stoeck = draw(st.sampled_from([None, None, ("NS", 20), ("EW", 20)]))
    return deal(contract, ns, 157 - ns, tns, 9 - tns, weis=weis, stoeck=stoeck)


RULESETS = st.sampled_from([TRADITIONAL, SWISS, SWISS.with_profile("swisslos-1000")])


@settings(max_examples=150, deadline=None)
@given(st.lists(jass_deals(), max_size=40), RULESETS)
def test_totals_are_the_deal_scores_and_the_winner_reached_the_target(makers, r):
    g = score_game([m(r) for m in makers], r)
    for t in TEAMS:
        assert g.totals[t] == sum(x.counted[t] for x in g.deals)
    last = len(makers) if g.decided_at is None else g.decided_at
    for x in g.deals[:last]:     # every deal before the end counts in full
        assert x.counted == x.scores and not x.after_end
    if g.decided_at is not None:
        end = g.deals[g.decided_at]
        assert all(0 <= end.counted[t] <= end.scores[t] for t in TEAMS)
        assert all(x.after_end for x in g.deals[g.decided_at + 1:])
    if g.winner is not None:
        assert g.totals[g.winner] >= g.target
        loser = "EW" if g.winner == "NS" else "NS"
        assert (g.schneider == loser) == (g.totals[loser] < g.target // 2)
    else:
        assert g.schneider is None


@settings(max_examples=100, deadline=None)
@given(st.lists(jass_deals(), max_size=40), RULESETS, st.randoms())
def test_the_order_of_the_deals_before_the_end_changes_no_total(makers, r, rnd):
    deals = [m(r) for m in makers]
    g = score_game(deals, r)
    cut = len(deals) if g.decided_at is None else g.decided_at
    assume(cut > 1)
    before = deals[:cut]
    rnd.shuffle(before)
    h = score_game(before + deals[cut:], r)
    assert (h.totals, h.winner, h.decided_at, h.decided_by) == (
        g.totals, g.winner, g.decided_at, g.decided_by)
