"""One hand's Weis (jass.md B6, B7; decisions Q5, Q8), internal to :mod:`engine.jass.weis`:
the candidates a hand holds (runs and fours), the B7 comparison key, and the Q8 partition of a
hand whose Weis share cards when Kreuzweis is not allowed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from engine.cards import SWISS as DECK
from engine.cards import runs
from engine.jass.contracts import Contract
from engine.jass.rulesets import JassRuleset

#: Builds a named tuple from its fields without its Python-level __new__ (hot paths).
_make = tuple.__new__

_N = len(DECK.ranks)
_RANKS = DECK.ranks
_RANK_MASK = tuple(sum(1 << (s * _N + r) for s in range(len(DECK.suits))) for r in range(_N))
_RUNS = tuple(runs(p, _N) for p in range(1 << _N))


class _Cand(NamedTuple):
    """A Weis candidate of one hand."""

    type: str      # "sequence" | "four"
    mask: int
    points: int
    ncards: int
    rank: int      # rank index: the top of a run, the rank of a four
    suit: int      # suit index; -1 for a four


#: A comparison key of B7 (higher is better) and the function that gives a candidate's.
_Key = tuple[int | bool, ...]
_KeyFn = Callable[[_Cand], _Key]


def _detect(mask: int, ruleset: JassRuleset) -> tuple[list[_Cand], list[int]]:
    """All Weis of a hand (Kreuzweis ignored) and the ranks of four-of-a-kinds that are no Weis."""
    seq_points = ruleset.sequence_points
    four_points = ruleset.four_points
    cands: list[_Cand] = []
    for s in range(4):
        for lo, ln in _RUNS[mask >> (s * _N) & 511]:
            m = ((1 << ln) - 1) << (s * _N + lo)
            cands.append(_make(_Cand, ("sequence", m, seq_points[ln], ln, lo + ln - 1, s)))
    dead = []
    for r in range(_N):
        rm = _RANK_MASK[r]
        if mask & rm == rm:
            p = four_points.get(_RANKS[r])
            if p:
                cands.append(_make(_Cand, ("four", rm, p, 4, r, -1)))
            else:
                dead.append(r)
    return cands, dead


def _runs_only(mask: int, ruleset: JassRuleset) -> list[_Cand]:
    seq_points = ruleset.sequence_points
    out = []
    for s in range(4):
        for lo, ln in _RUNS[mask >> (s * _N) & 511]:
            m = ((1 << ln) - 1) << (s * _N + lo)
            out.append(_make(_Cand, ("sequence", m, seq_points[ln], ln, lo + ln - 1, s)))
    return out


def _key_fn(contract: Contract, ruleset: JassRuleset) -> _KeyFn:
    """The comparison key of B7 steps 1–4 (higher is better); play order is added by the caller."""
    t = contract.trump
    reverse = contract.reversed and ruleset.undenufe_reverses_weis_rank
    if ruleset.four_beats_equal_sequence:
        def key(c: _Cand) -> _Key:
            return (c.points, c.type == "four", c.ncards, -c.rank if reverse else c.rank,
                    c.suit == t)
    else:
        def key(c: _Cand) -> _Key:
            return (c.points, c.ncards, -c.rank if reverse else c.rank, c.suit == t)
    return key


def _partition(mask: int, cands: list[_Cand], ruleset: JassRuleset, key: _KeyFn
               ) -> list[_Cand]:
    """Decision Q8: without Kreuzweis keep the disjoint set with the highest total; on a tie the
    set whose best Weis ranks highest. A maximal run stays one Weis (Q5); it may lose the card a
    kept four-of-a-kind uses."""
    if ruleset.cross_weis:
        return cands
    fours = [c for c in cands if c.type == "four"]
    used = 0
    overlap = False
    for c in cands:
        if used & c.mask:
            overlap = True
        used |= c.mask
    if not overlap:
        return cands
    best = None
    best_score = None
    for bits in range(1 << len(fours)):
        chosen = [f for i, f in enumerate(fours) if bits >> i & 1]
        fm = 0
        clash = False
        for f in chosen:
            clash |= bool(fm & f.mask)
            fm |= f.mask
        if clash:
            continue
        kept = chosen + _runs_only(mask & ~fm, ruleset)
        score = (sum(c.points for c in kept), max((key(c) for c in kept), default=()))
        if best_score is None or score > best_score:
            best, best_score = kept, score
    return best  # type: ignore[return-value]
