"""A whole game of Belote: deals scored by the deal scorer, added up, ended by A7 and Q21."""

from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from engine.belote import MAISON, OFFICIELLES, score_deal, score_game
from engine.table import TEAMS


def classic(taker: str, tp: int, dp: int, **kw):
    """A deal for a game under MAISON (:func:`both` scores it under each ruleset)."""
    deal = Deal(taker, tp, dp, kw)
    return deal.under(MAISON)


class Deal(tuple):
    def __new__(cls, taker, tp, dp, kw):
        return super().__new__(cls, (taker, tp, dp, tuple(kw.items())))

    def under(self, r):
        taker, tp, dp, kw = self
        kw = dict(kw)
        v = kw.pop("_v", None) or score_deal(kw.pop("variant", "classic"), kw.pop("trump", "S"),
                                             tp, dp, ruleset=r, **kw)
        return (taker, v)


def both(deals):
    return {r.id: score_game([d.under(r) for d in deals], r) for r in (MAISON, OFFICIELLES)}


# -- a worked game to 1000, with a capot and a litige (belote.md A5, A7, Q15, Q16, Q21) -----------

def D(taker, tp, dp, **kw):
    return Deal(taker, tp, dp, kw)


GAME = [
    D("NS", 100, 62),                                        # 100 / 62
    # EW capot (252) with their belote; NS hold a validated tierce: Maison NS keep it (20),
    # Officielles it goes to EW (A2 "after a capot", Q16): 272 + 20.
    D("EW", 252, 0, capot="taker", belote="taker",
            announcements={"team": "defense", "points": 20}),
    D("NS", 81, 81),              # litige: EW (defence) 81 now, NS's 81 held (A5, Q15)
    D("EW", 90, 72),              # EW win the deal and the 81 held: 90 + 81
    D("NS", 70, 92),              # NS fall: EW 162
    D("NS", 130, 32),
    D("NS", 110, 52),
    D("EW", 100, 62),
    D("EW", 80, 82),              # EW fall: NS 162
    D("EW", 100, 62),             # EW pass 1000
    D("NS", 100, 62),             # after the end: counts nothing
]


def test_worked_game_to_1000_with_a_capot_and_a_litige():
    games = both(GAME)
    m, o = games["maison"], games["officielles"]
    assert [d.totals for d in m.deals[:5]] == [
        {"NS": 100, "EW": 62}, {"NS": 120, "EW": 334}, {"NS": 120, "EW": 415},
        {"NS": 192, "EW": 586}, {"NS": 192, "EW": 748}]
    assert [d.totals for d in o.deals[:2]] == [{"NS": 100, "EW": 62}, {"NS": 100, "EW": 354}]
    assert m.deals[2].held == 81 and m.deals[2].marks == ("litige",)
    assert m.deals[1].marks == ("made", "capot")
    assert m.deals[3].counted == {"NS": 72, "EW": 171}
    assert [r.code for r in m.deals[3].reasons] == ["game_held_points_won"]
    assert m.totals == {"NS": 718, "EW": 1032} and o.totals == {"NS": 698, "EW": 1052}
    for g in (m, o):
        assert (g.winner, g.decided_at, g.decided_by, g.over) == ("EW", 9, "target", True)
        assert g.deals[10].after_end and g.deals[10].counted == {"NS": 0, "EW": 0}
        assert g.deals[10].scores == {"NS": 100, "EW": 62}  # still scored, for the sheet


def test_a_litige_waits_through_another_litige():
    g = score_game([classic("NS", 81, 81), classic("EW", 81, 81), classic("NS", 100, 62)])
    assert [d.held for d in g.deals] == [81, 162, 0]
    assert g.deals[2].counted == {"NS": 262, "EW": 62}
    assert g.totals == {"NS": 343, "EW": 143}


def test_a_fall_gives_the_held_points_to_the_defence():
    g = score_game([classic("NS", 81, 81), classic("NS", 70, 92)])
    assert g.deals[1].counted == {"NS": 0, "EW": 162 + 81}


# -- the end of the game (A7, Q21) --------------------------------------------------------------


def test_both_over_the_larger_excess_wins():
    g = score_game([classic("NS", 100, 62), classic("EW", 110, 52)], MAISON.with_target(150))
    assert g.deals[1].totals == {"NS": 152, "EW": 172}
    assert (g.winner, g.decided_by, g.decided_at) == ("EW", "excess", 1)
    assert [r.code for r in g.deals[1].reasons] == ["game_won_on_excess"]
    g = score_game([classic("NS", 100, 62), classic("EW", 90, 72), classic("EW", 91, 71)],
                   MAISON.with_target(160))
    assert g.deals[1].totals == {"NS": 172, "EW": 152}
    assert (g.winner, g.decided_by, g.decided_at) == ("NS", "target", 1)


def test_both_over_and_equal_one_more_deal():
    g = score_game([classic("NS", 100, 62), classic("EW", 100, 62), classic("NS", 100, 62)],
                   MAISON.with_target(150))
    assert g.deals[1].totals == {"NS": 162, "EW": 162}
    assert [r.code for r in g.deals[1].reasons] == ["game_tie_over_target"]
    assert (g.winner, g.decided_by, g.decided_at) == ("NS", "excess", 2)


def test_no_win_through_the_belote_alone_on_a_fall():
    # NS 252 after a capot; then they fall with their belote: 272 passes 260 only thanks to it.
    deals = [classic("NS", 252, 0, capot="taker"), classic("NS", 70, 92, belote="taker"),
             classic("EW", 100, 62)]
    for r in (MAISON, OFFICIELLES):
        g = score_game(deals, r.with_target(260))
        assert g.deals[1].totals == {"NS": 272, "EW": 162}
        assert [x.code for x in g.deals[1].reasons] == ["game_belote_alone"]
        assert g.deals[1].reasons[0].params["belote"] == 20
        assert g.winner == "NS" and g.decided_at == 2 and g.decided_by == "excess"


def test_no_win_through_the_belote_alone_after_a_capot_against():
    # EW take and make capot; NS, capot, score only their belote (imprenable): 1010 is no win.
    deals = [classic("NS", 162, 0, _v=score_deal("coinche", "S", 162, 0, bid=160, coinche=4))]
    g0 = score_game(deals)
    before = g0.totals["NS"]
    deals.append(classic("EW", 252, 0, capot="taker", belote="defense"))
    g = score_game(deals, MAISON.with_target(before + 10))
    assert g.deals[1].totals["NS"] == before + 20 and g.winner is None
    assert [x.code for x in g.deals[1].reasons] == ["game_belote_alone"]


def test_a_belote_with_other_points_on_a_made_deal_does_win():
    g = score_game([classic("NS", 100, 62, belote="taker")], MAISON.with_target(110))
    assert g.winner == "NS"


def test_the_target_is_the_rulesets():
    deals = [classic("NS", 100, 62)] * 15
    assert score_game(deals).decided_at == 9
    assert score_game(deals, MAISON.with_target(1500)).decided_at == 14


# -- properties ---------------------------------------------------------------------------------


@st.composite
def classic_deals(draw, litige=True):
    taker = draw(st.sampled_from(TEAMS))
    capot = draw(st.sampled_from([None, None, None, None, "taker", "defense"]))
    belote = draw(st.sampled_from([None, None, "taker", "defense"]))
    ann = draw(st.sampled_from([None, ("taker", 20), ("defense", 50), ("taker", 100)]))
    if capot is not None:
        tp, dp = (252, 0) if capot == "taker" else (0, 252)
    else:
        tp = draw(st.integers(0, 162))

        def extra(side: str) -> int:  # the belote and announcements a side adds to its points
            return (20 if belote == side else 0) + (ann[1] if ann and ann[0] == side else 0)

        if not litige and tp + extra("taker") == 162 - tp + extra("defense"):
            tp += 1  # a tie of the totals, announcements included, is a litige (71 + 20 = 91)
        dp = 162 - tp
    trump = draw(st.sampled_from("SHDC"))
    return lambda r: (taker, score_deal("classic", trump, tp, dp, capot=capot, belote=belote,
                                        announcements=ann, ruleset=r))


RULESET = st.sampled_from([MAISON, OFFICIELLES])
TARGET = st.sampled_from([300, 1000, 1500, 2000])


@settings(max_examples=150, deadline=None)
@given(st.lists(classic_deals(), max_size=30), RULESET, TARGET)
def test_totals_are_the_counted_deals_and_the_winner_reached_the_target(makers, r, target):
    r = r.with_target(target)
    deals = [m(r) for m in makers]
    g = score_game(deals, r)
    for t in TEAMS:
        assert g.totals[t] == sum(d.counted[t] for d in g.deals)
    last = len(deals) if g.decided_at is None else g.decided_at + 1
    held_out = g.deals[last - 1].held if last else 0
    # every deal's score, up to the end, is in the totals; the litige points move, none is lost
    assert sum(g.totals.values()) == sum(sum(d.scores.values()) for d in g.deals[:last]) + sum(
        v.held or 0 for _, v in deals[:last]) - held_out
    assert all(d.after_end for d in g.deals[last:])
    if g.winner is not None:
        assert g.totals[g.winner] >= target
        assert g.totals[g.winner] >= g.totals[{"NS": "EW", "EW": "NS"}[g.winner]]
    else:
        assert g.decided_at is None


@settings(max_examples=100, deadline=None)
@given(st.lists(classic_deals(litige=False), max_size=25), RULESET, TARGET, st.randoms())
def test_the_order_of_the_deals_before_the_end_changes_no_total(makers, r, target, rnd):
    r = r.with_target(target)
    deals = [m(r) for m in makers]
    g = score_game(deals, r)
    cut = len(deals) if g.decided_at is None else g.decided_at
    # before the end, and nobody over the target yet (a tie or a belote alone would let another
    # order end the game sooner)
    assume(cut == 0 or max(g.deals[cut - 1].totals.values()) < target)
    before = deals[:cut]
    rnd.shuffle(before)
    h = score_game(before + deals[cut:], r)
    assert (h.totals, h.winner, h.decided_at) == (g.totals, g.winner, g.decided_at)
