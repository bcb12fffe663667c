"""Bit patterns of one suit: what the card masks of :mod:`engine.cards` are read with.

Ranks are in sequence order within a suit's block of bits, so consecutive set bits are
consecutive ranks: a run is a Belote sequence or a Jass Weis.
"""

from __future__ import annotations

__all__ = ["runs"]


def runs(pattern: int, width: int, minimum: int = 3) -> tuple[tuple[int, int], ...]:
    """Maximal runs of set bits in one suit's ``width``-bit pattern, as (low rank index, length),
    keeping those of at least ``minimum``: the sequences of Belote announcements and Jass Weis
    (ranks are in sequence order, so consecutive bits are consecutive ranks).

    >>> runs(0b11101111, 8)
    ((0, 4), (5, 3))
    >>> runs(0b011, 8)
    ()
    """
    out = []
    r = 0
    while r < width:
        if pattern >> r & 1:
            low = r
            while r < width and pattern >> r & 1:
                r += 1
            if r - low >= minimum:
                out.append((low, r - low))
        else:
            r += 1
    return tuple(out)
