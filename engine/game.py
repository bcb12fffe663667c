"""A whole game: the deals in order, their scores added up, and the winner (the score sheet).

Both games share the shape of a game's verdict: one :class:`DealLine` per deal (what the deal
scorer gave each team, what of it entered the running totals, the totals after it) and the
:class:`GameVerdict` (the winner, the deal that decided, the reasons). The rules that end a game
are each game's: :func:`engine.belote.game.score_game` and :func:`engine.jass.game.score_game`.
:func:`split_point` compares the verdicts of several rulesets on one game.

>>> line = DealLine(0, {"NS": 100, "EW": 62}, {"NS": 100, "EW": 62}, {"NS": 100, "EW": 62})
>>> line.as_dict()["totals"]
{'NS': 100, 'EW': 62}
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.reasons import Reason
from engine.table import TEAMS

__all__ = ["MAX_DEALS", "DealLine", "GameVerdict", "after_end_reasons", "leader", "split_point"]

#: The most deals a game may hold (a game to 3000 at ×1 takes about 40; litiges add a few).
MAX_DEALS = 64


@dataclass(frozen=True, slots=True)
class DealLine:
    """One deal of a game: ``scores`` as the deal scorer gives them (by team), ``counted`` what
    entered the running totals (litige points won, or only the first steps of a Schieber deal
    that reaches the target), ``totals`` the running totals after it. ``after_end``: the game was
    already over (nothing counted). ``reasons``: what the game itself did with the deal."""

    number: int
    scores: dict[str, int]
    counted: dict[str, int]
    totals: dict[str, int]
    after_end: bool = False
    held: int = 0
    #: What happened in the deal, as codes: Belote ``made``, ``fell``, ``litige``, ``capot``;
    #: Schieber ``matsch``.
    marks: tuple[str, ...] = ()
    reasons: tuple[Reason, ...] = ()

    def as_dict(self) -> dict[str, Any]:
        return {"scores": dict(self.scores), "counted": dict(self.counted),
                "totals": dict(self.totals), "held": self.held, "after_end": self.after_end,
                "marks": list(self.marks)}


@dataclass(frozen=True, slots=True, repr=False)
class GameVerdict:
    """A game under one ruleset: every deal's line, the totals, the winner (None while the game
    goes on, or when the sheet cannot tell), ``decided_at`` (the index of the deal that ended the
    game), ``decided_by`` (how: ``target``, ``excess``; Schieber: ``stoeck``, ``weis``,
    ``tricks``), ``over`` (no more deals count), Schneider (the losing team, or None)."""

    ruleset: str
    target: int
    deals: tuple[DealLine, ...]
    totals: dict[str, int]
    winner: str | None
    decided_at: int | None
    decided_by: str | None
    over: bool
    schneider: str | None = None
    reasons: tuple[Reason, ...] = field(default=())

    def __repr__(self) -> str:
        return (f"GameVerdict(winner={self.winner!r}, decided_at={self.decided_at!r}, "
                f"totals={self.totals!r})")

    def as_dict(self) -> dict[str, Any]:
        """JSON-ready; each deal's reasons are serialized by the web layer (``deals``)."""
        return {"target": self.target, "totals": dict(self.totals), "winner": self.winner,
                "decided_at": self.decided_at, "decided_by": self.decided_by,
                "over": self.over, "schneider": self.schneider,
                "deals": [d.as_dict() for d in self.deals]}


def zero() -> dict[str, int]:
    return dict.fromkeys(TEAMS, 0)


def after_end_reasons(code: str) -> Callable[[int], tuple[Reason, ...]]:
    """The reasons of deal ``i`` (from 0) of a game that ended before it: ``code`` with the
    deal's number, built once for every deal a game may hold (a sheet lists every later deal
    under every ruleset).

    >>> after = after_end_reasons("game_deal_after_end")
    >>> after(2), after(2) is after(2), after(MAX_DEALS)[0].params
    ((Reason('game_deal_after_end', {'deal': 3}),), True, {'deal': 65})
    """
    made = tuple((Reason(code, {"deal": i + 1}),) for i in range(MAX_DEALS))

    def reasons(i: int) -> tuple[Reason, ...]:
        return made[i] if i < MAX_DEALS else (Reason(code, {"deal": i + 1}),)

    return reasons


def leader(game: GameVerdict, deal: int) -> str | None:
    """The team ahead after deal ``deal`` (its winner once decided); None when level.

    >>> g = GameVerdict("x", 1000, (DealLine(0, {"NS": 1, "EW": 0}, {"NS": 1, "EW": 0},
    ...                                      {"NS": 1, "EW": 0}),), {"NS": 1, "EW": 0},
    ...                 None, None, None, False)
    >>> leader(g, 0)
    'NS'
    """
    if game.decided_at is not None and deal >= game.decided_at:
        return game.winner
    totals: Mapping[str, int] = game.deals[deal].totals
    ns, ew = totals["NS"], totals["EW"]
    return "NS" if ns > ew else "EW" if ew > ns else None


def split_point(games: Sequence[GameVerdict]) -> int | None:
    """Where rulesets that end a game with different winners part: the first deal of the last
    run of deals after which their leaders differ. None when they agree on the winner (or there
    is one ruleset, or no deal).

    >>> def game(totals, winner, at):
    ...     lines = tuple(DealLine(i, t, t, t) for i, t in enumerate(totals))
    ...     return GameVerdict("x", 100, lines, totals[-1], winner, at, "target", True)
    >>> a = game([{"NS": 10, "EW": 0}, {"NS": 10, "EW": 20}, {"NS": 100, "EW": 20}], "NS", 2)
    >>> b = game([{"NS": 10, "EW": 0}, {"NS": 10, "EW": 20}, {"NS": 10, "EW": 120}], "EW", 2)
    >>> split_point([a, b])
    2
    """
    if len(games) < 2 or not games[0].deals:
        return None
    if len({g.winner for g in games}) < 2:
        return None
    split = None
    for i in range(len(games[0].deals)):
        if len({leader(g, i) for g in games}) > 1:
            if split is None:
                split = i
        else:
            split = None
    return split
