"""What one hand announces (A2, Q2-Q4): its carrés and its sequences, found on bit masks.

The steps of :func:`engine.belote.announcements.announcements` that read one hand: each appends
the combinations it finds (:class:`Found`, with their comparison key) and their reasons. The
tables are precomputed: every run of every 8-bit rank mask of a suit, and every carré row of a
:class:`~engine.belote.rulesets.CarreTable`, as found in each seat's hand.

>>> found, reasons = [], []
>>> mask = FRENCH.parse_hand("9S 9H 9D 9C TH JH QH").mask
>>> by_suit = (mask & 255, mask >> 8 & 255, mask >> 16 & 255, mask >> 24 & 255)
>>> nines = 1 << RANKS.index("9")
>>> quads = carres("N", 0, nines, carre_rows(CARRE_TABLES.trump), found, reasons.append)
>>> sequences("N", 0, by_suit, quads, TRUMP_SEQUENCE["S"], MAISON, found, reasons.append)
>>> [(f.type, f.points, f.key) for f in found]
[('carre', 150, (150, 1, 5, 0)), ('cinquante', 50, (50, 0, 5, 0))]
>>> [r.code for r in reasons]
['carre_found', 'sequence_found', 'combination_shares_cards']
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from engine.belote.rulesets import (
    CARRE_TABLES,
    MAISON,  # noqa: F401  (the doctests use it)
    SEQUENCE_POINTS,
    BeloteRuleset,
    CarreTable,
)
from engine.belote.trumps import TRUMP
from engine.cards import FRENCH, Card, runs
from engine.reasons import Reason
from engine.table import SEATS

__all__ = [
    "CARDS",
    "KQ",
    "NRANKS",
    "RANKS",
    "SUITS",
    "TRUMP_SEQUENCE",
    "Add",
    "CarreRow",
    "Found",
    "carre_rows",
    "carres",
    "sequences",
]

#: Builds a named tuple from its fields without its Python-level __new__ (hot paths).
_make = tuple.__new__

CARDS = FRENCH.cards
RANKS = FRENCH.ranks
SUITS = FRENCH.suits
NRANKS = len(RANKS)  # 8: one byte of the mask per suit
#: The rank indexes of the King and the Queen (the belote).
KQ = (RANKS.index("K"), RANKS.index("Q"))
_CODES = tuple(c.code for c in CARDS)

Add = Callable[[Reason], None]


class Found(NamedTuple):
    """A combination found in one hand, before the comparison."""

    seat: str
    type: str
    cards: tuple[Card, ...]
    points: int
    #: The comparison key, higher wins: (points, carré over sequence, height, trump sequence).
    key: tuple[int, int, int, int]
    #: False when set aside (a card already counted in a carré, Officielles).
    counted: bool


# -- sequences ------------------------------------------------------------------------------------

class _Seq(NamedTuple):
    type: str
    points: int
    cards: tuple[Card, ...]
    top: int          # rank index of the top card (natural order; the height, Q3)
    suit: str
    byte: int         # the run's ranks as an 8-bit mask
    codes: tuple[str, ...]
    #: The run as found in each seat's hand, by ``2 * seat index + trump flag`` (built once
    #: here: a named tuple costs four times a plain one to build on the hot path).
    found: tuple[Found, ...]


def _build_sequences() -> tuple[tuple[tuple[_Seq, ...], ...], ...]:
    table = []
    for s, suit in enumerate(SUITS):
        per_suit = []
        for byte in range(256):
            seqs = []
            for start, length in runs(byte, NRANKS):
                kind, points = SEQUENCE_POINTS[length]
                cards = tuple(CARDS[s * NRANKS + r] for r in range(start, start + length))
                top = start + length - 1
                found = tuple(Found(seat, kind, cards, points, (points, 0, top, flag), True)
                              for seat in SEATS for flag in (0, 1))
                seqs.append(_Seq(kind, points, cards, top, suit, ((1 << length) - 1) << start,
                                 tuple(c.code for c in cards), found))
            per_suit.append(tuple(seqs))
        table.append(tuple(per_suit))
    return tuple(table)


#: _SEQUENCES[suit index][8-bit rank mask] -> the maximal runs of 3+ cards.
_SEQUENCES = _build_sequences()

#: Contract code -> per suit index, 1 when a sequence of that suit is a trump sequence (the last
#: step of the comparison under Officielles).
TRUMP_SEQUENCE = {code: tuple(1 if trump.is_trump(suit) else 0 for suit in SUITS)
                  for code, trump in TRUMP.items()}


def sequences(seat: str, si: int, bytes_: tuple[int, int, int, int], scoring_quads: int,
              flags: tuple[int, ...], ruleset: BeloteRuleset, found: list[Found],
              add: Add) -> None:
    """The hand's sequences (Q3): a run that shares a card with a scoring carré is set aside
    or counted, by the ruleset's ``card_in_two_combinations`` (Q2). The ruleset is read only
    when a carré scores (through :mod:`engine.reuse` a read is a function call)."""
    for s in range(4):
        byte = bytes_[s]
        if not byte:
            continue
        seqs = _SEQUENCES[s][byte]
        if not seqs:
            continue
        if scoring_quads and not ruleset.card_in_two_combinations:
            _set_aside(seat, s, byte, scoring_quads, ruleset, found, add)
            seqs = _SEQUENCES[s][byte & ~scoring_quads]
        at = 2 * si + flags[s]
        for q in seqs:
            found.append(q.found[at])
            add(Reason("sequence_found", {"seat": seat, "type": q.type, "suit": q.suit,
                                          "cards": list(q.codes), "points": q.points}))
            if scoring_quads and q.byte & scoring_quads and ruleset.card_in_two_combinations:
                shared = q.byte & scoring_quads
                add(Reason("combination_shares_cards", {
                    "seat": seat, "type": q.type, "cards": list(q.codes),
                    "card": _CODES[s * NRANKS + (shared & -shared).bit_length() - 1],
                    "rule": "card_in_two_combinations", "ruleset": ruleset.id}))


def _set_aside(seat: str, s: int, byte: int, scoring_quads: int, ruleset: BeloteRuleset,
               found: list[Found], add: Add) -> None:
    """Officielles (Q2): the runs of suit ``s`` that need a card of a scoring carré are set
    aside; what is left of the suit is read again (a run is its ranks)."""
    kept = {q.byte for q in _SEQUENCES[s][byte & ~scoring_quads]}
    for q in _SEQUENCES[s][byte]:
        if q.byte in kept:
            continue
        shared = q.byte & scoring_quads
        found.append(_make(Found, (seat, q.type, q.cards, q.points, (0, 0, 0, 0), False)))
        add(Reason("combination_set_aside", {
            "seat": seat, "type": q.type, "cards": list(q.codes),
            "card": _CODES[s * NRANKS + (shared & -shared).bit_length() - 1],
            "rule": "card_in_two_combinations", "ruleset": ruleset.id}))


# -- carrés ---------------------------------------------------------------------------------------

#: The four cards of each rank, in suit order.
_CARRE_CARDS = tuple(tuple(CARDS[s * NRANKS + r] for s in range(4)) for r in range(NRANKS))
_CARRE_CODES = tuple(tuple(c.code for c in cards) for cards in _CARRE_CARDS)


class CarreRow(NamedTuple):
    """One rank of a carré table: its points (0: not announced) and, by seat index, the carré
    as found in that seat's hand (read only when it scores)."""

    points: int
    found: tuple[Found, ...]


def _carre_row(rank: int, table: CarreTable) -> CarreRow:
    r = RANKS[rank]
    points, strength = table.points_of(r), table.strength(r)  # higher = stronger (Q4)
    return CarreRow(points, tuple(
        Found(seat, "carre", _CARRE_CARDS[rank], points, (points, 1, strength, 0), True)
        for seat in SEATS))


#: id(table) -> (table, its rows by rank index): a ruleset's tables are read once.
_ROWS: dict[int, tuple[CarreTable, tuple[CarreRow, ...]]] = {}


def carre_rows(table: CarreTable) -> tuple[CarreRow, ...]:
    """The rows of a carré table by rank index (points 0 for a rank that is not announced)."""
    cached = _ROWS.get(id(table))
    if cached is None or cached[0] is not table:
        if len(_ROWS) > 64:  # tables built on the fly (house rules): keep the cache bounded
            _ROWS.clear()
        cached = (table, tuple(_carre_row(i, table) for i in range(NRANKS)))
        _ROWS[id(table)] = cached
    return cached[1]


for _table in (CARRE_TABLES.trump, CARRE_TABLES.no_trump):
    carre_rows(_table)


def carres(seat: str, si: int, quads: int, rows: tuple[CarreRow, ...], found: list[Found],
           add: Add) -> int:
    """The hand's carrés (``quads``: the ranks held four times, as a rank mask): those that
    score, and those that do not (7s, 8s). Returns the ranks of the scoring ones."""
    scoring_quads = 0
    while quads:
        low = quads & -quads
        r = low.bit_length() - 1
        quads ^= low
        row = rows[r]
        points = row.points
        if points:
            scoring_quads |= low
            found.append(row.found[si])
            add(Reason("carre_found", {"seat": seat, "rank": RANKS[r],
                                       "cards": list(_CARRE_CODES[r]), "points": points}))
        else:
            add(Reason("carre_not_counted", {"seat": seat, "rank": RANKS[r]}))
    return scoring_quads
