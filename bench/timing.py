"""What the in-process benchmarks share: a median timer and random deals.

Scripts in bench/ are run as files (``python bench/x.py``), so this folder is on ``sys.path``
and they ``import timing``.
"""

from __future__ import annotations

import random
import statistics
import time


class Figure(float):
    """A median in µs that also knows the best round, printed as ``median [best]``."""

    best: float

    def __format__(self, spec: str) -> str:
        return f"{float(self):{spec}} [{self.best:.1f}]"


def median_us(fn, cases, repeat=15, calls=4000) -> Figure:
    """Median over ``repeat`` rounds of the mean time of ``fn(*case)`` over all ``cases``, in µs."""
    loops = max(1, calls // len(cases))
    rounds = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        for _ in range(loops):
            for case in cases:
                fn(*case)
        rounds.append((time.perf_counter() - t0) / (loops * len(cases)) * 1e6)
    fig = Figure(statistics.median(rounds))
    fig.best = min(rounds)
    return fig


def random_deals(deck, n, seed=1, seats="NESW"):
    """``n`` shuffled deals of ``deck``: {seat: tuple of cards}, ``deck.hand_size`` each."""
    rng = random.Random(seed)
    cards = list(deck.cards)
    size = deck.hand_size
    out = []
    for _ in range(n):
        rng.shuffle(cards)
        out.append({s: tuple(cards[i * size:(i + 1) * size]) for i, s in enumerate(seats)})
    return out
