"""The fast (bit-mask) engine against slow, literal readings of the rules tables."""

from __future__ import annotations

from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import SWISS as D
from engine.jass import CONTRACTS, SWISS, TRADITIONAL, legal_cards, weis
from engine.table import play_order

RANKS = D.ranks                                    # plain order 6 7 8 9 T U O K A
TRUMP_ORDER = ["6", "7", "8", "T", "O", "K", "A", "9", "U"]          # B3, low to high


def oracle_legal(hand, trick, contract):
    """B4 read row by row, card by card."""
    if not trick:
        return list(hand)
    led = trick[0][1].suit
    trump = contract if contract in "ESRL" else None
    follow = [c for c in hand if c.suit == led]
    if trump is None:
        return follow or list(hand)
    trumps = [c for c in hand if c.suit == trump]
    if led == trump:
        if trumps and [c.rank for c in trumps] != ["U"]:
            return trumps
        return list(hand)
    on_table = [c for _, c in trick if c.suit == trump]
    high = max((TRUMP_ORDER.index(c.rank) for c in on_table), default=-1)

    def ok_trump(c):
        return TRUMP_ORDER.index(c.rank) > high or len(trumps) == len(hand)

    if follow:
        return [c for c in hand if c.suit == led or (c.suit == trump and ok_trump(c))]
    return [c for c in hand if c.suit != trump or ok_trump(c)]


@settings(max_examples=400, deadline=None)
@given(st.permutations(D.cards), st.sampled_from(CONTRACTS), st.integers(0, 3),
       st.integers(1, 9), st.sampled_from("NESW"))
def test_legal_cards_match_the_literal_rule(cards, contract, k, size, first):
    order = play_order(first)
    trick = [(order[i], cards[i]) for i in range(k)]
    hand = cards[k:k + size]
    v = legal_cards(hand, trick, contract, seat=order[k])
    assert list(v.legal) == oracle_legal(hand, trick, contract)
    assert set(v.illegal) == {c.code for c in hand} - {c.code for c in v.legal}


# -- Weis: the Q8 partition against brute force ---------------------------------------------

def all_weis(hand, ruleset):
    """Every four of a kind with a value and every run (>= 3) of the hand, tagged with the maximal
    run it comes from (Q5: one Weis per maximal run)."""
    out = []
    for r in RANKS:
        if sum(c.rank == r for c in hand) == 4 and r in ruleset.four_points:
            out.append((frozenset(c for c in hand if c.rank == r), ruleset.four_points[r], None))
    for s in D.suits:
        idx = sorted(RANKS.index(c.rank) for c in hand if c.suit == s)
        runs, cur = [], []
        for i in idx:
            if cur and i == cur[-1] + 1:
                cur.append(i)
            else:
                cur = [i]
                runs.append(cur)
        for run in runs:
            if len(run) < 3:
                continue
            for a in range(len(run)):
                for b in range(a + 3, len(run) + 1):
                    cards = frozenset(D.card(RANKS[i] + s) for i in run[a:b])
                    out.append((cards, ruleset.sequence_points[b - a], (s, run[0])))
    return out


def best_total(hand, ruleset):
    ws = all_weis(hand, ruleset)
    best = 0
    for n in range(len(ws) + 1):
        for combo in combinations(ws, n):
            cards = [c for w in combo for c in w[0]]
            tags = [w[2] for w in combo if w[2] is not None]
            if len(cards) == len(set(cards)) and len(tags) == len(set(tags)):
                best = max(best, sum(w[1] for w in combo))
    return best


RICH = [c for c in D.cards if c.rank in "89TUOKA"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(RICH), min_size=3, max_size=9, unique=True))
def test_seed_partition_keeps_the_highest_disjoint_total(hand):
    v = weis({"N": hand}, "obenabe", "N", TRADITIONAL)
    assert v.points["NS"] == best_total(hand, TRADITIONAL)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(RICH), min_size=3, max_size=9, unique=True))
def test_kreuzweis_counts_every_four_and_every_maximal_run(hand):
    v = weis({"N": hand}, "obenabe", "N", SWISS)
    fours = sum(SWISS.four_points.get(r, 0) for r in RANKS if sum(c.rank == r for c in hand) == 4)
    runs = 0
    for s in D.suits:
        idx = sorted(RANKS.index(c.rank) for c in hand if c.suit == s)
        length = 0
        for j, i in enumerate(idx):
            length = length + 1 if j and i == idx[j - 1] + 1 else 1
            if length >= 3 and (j == len(idx) - 1 or idx[j + 1] != i + 1):
                runs += SWISS.sequence_points[length]
    assert v.points["NS"] == fours + runs
