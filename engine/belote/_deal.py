"""A Belote deal being scored: its checked input, each side's total, the reasons so far, and
the steps both variants share (announcements moved or kept after a fall or a capot).

:func:`engine.belote.scoring.score_deal` checks its input here, builds a :class:`Deal`, and
hands it to the outcome of its variant (:mod:`engine.belote._classic`,
:mod:`engine.belote._coinche`), which returns the :class:`ScoreVerdict`.

>>> from engine.belote.rulesets import MAISON
>>> from engine.belote.trumps import TRUMP
>>> parse_announcements(("Taker", 50)), parse_belote("defence", TRUMP["all"], MAISON)
({'taker': 50, 'defense': 0}, {'taker': 0, 'defense': 20})
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.belote.errors import (
    InvalidAnnouncementsError,
    InvalidBeloteError,
    InvalidPointsError,
    PointsTotalError,
    UnknownCapotError,
    UnknownSideError,
)
from engine.belote.rulesets import BeloteRuleset, Variant
from engine.belote.trumps import Trump
from engine.reasons import Reason

__all__ = [
    "OTHER",
    "SIDES",
    "Deal",
    "ScoreVerdict",
    "capot_side",
    "check_points",
    "fell_keeps",
    "is_int",
    "move_announcements",
    "parse_announcements",
    "parse_belote",
    "side_of",
]

SIDES = ("taker", "defense")
OTHER = {"taker": "defense", "defense": "taker"}


@dataclass(frozen=True, slots=True, repr=False)
class ScoreVerdict:
    """The verdict of :func:`score_deal`.

    ``made``: True, False, or None for a classic litige. ``scores``: what each side writes down
    for this deal. ``held``: the takers' points held for the next deal's winner (litige), else
    None. ``totals``: each side's exact total (cards + belote + validated announcements) used to
    judge the contract. ``contract``: the Coinche contract value (None in classic).
    ``multiplier``: 1, 2 or 4 (the ruleset's factors). ``reasons``: the computation, step by step.
    """

    variant: str
    ruleset: str
    made: bool | None
    scores: dict[str, int]
    held: int | None
    totals: dict[str, int]
    contract: int | None
    multiplier: int
    reasons: tuple[Reason, ...]
    #: Each side's belote points, and the side that took every trick (None): what the end of a
    #: game reads (a team cannot win through its belote alone on a fall or a capot, A7).
    belote: dict[str, int] = field(default_factory=dict)
    capot: str | None = None

    def __repr__(self) -> str:
        return f"ScoreVerdict(made={self.made!r}, scores={self.scores!r}, held={self.held!r})"

    def as_dict(self) -> dict[str, Any]:
        """JSON-ready (reasons are serialized by the web layer).

        >>> from engine.belote.scoring import score_deal
        >>> score_deal("classic", "S", 81, 81).as_dict()
        {'made': None, 'scores': {'taker': 0, 'defense': 81}, 'held': 81, 'totals': {'taker': 81, \
'defense': 81}, 'contract': None, 'multiplier': 1}
        """
        return {"made": self.made, "scores": dict(self.scores), "held": self.held,
                "totals": dict(self.totals), "contract": self.contract,
                "multiplier": self.multiplier}


def is_int(value: object) -> bool:
    """A whole number (not a bool)."""
    return value.__class__ is int or (isinstance(value, int) and not isinstance(value, bool))


def side_of(value: object) -> str:
    """``taker`` or ``defense`` (any case; ``defence`` too)."""
    if value == "taker" or value == "defense":
        return value
    if isinstance(value, str):
        side = value.strip().lower()
        if side in SIDES:
            return side
        if side == "defence":
            return "defense"
    raise UnknownSideError(value)


def parse_announcements(value: object) -> dict[str, int]:
    """The validated announcements: ``{"team": side, "points": n}`` or ``(side, n)``."""
    out = {"taker": 0, "defense": 0}
    if value is None:
        return out
    if isinstance(value, Mapping):
        team, points = value.get("team"), value.get("points")
    elif isinstance(value, (tuple, list)) and len(value) == 2:
        team, points = value
    else:
        raise InvalidAnnouncementsError(value)
    if not is_int(points) or points < 0 or points % 10 or points == 10:  # type: ignore[operator]
        raise InvalidAnnouncementsError(points)
    if points:
        out[side_of(team)] = points
    return out


def parse_belote(value: object, trump: Trump, ruleset: BeloteRuleset) -> dict[str, int]:
    """``belote``: a side (one belote) or ``{side: points}``; at most one belote per suit that
    ranks as trump (A3: none in sans-atout, four in tout-atout)."""
    out = {"taker": 0, "defense": 0}
    if value is None:
        return out
    unit = ruleset.belote_points
    maximum = trump.belotes * unit
    if isinstance(value, str):  # one belote
        out[side_of(value)] = unit
        if unit > maximum:
            raise InvalidBeloteError(unit, maximum, trump.code)
        return out
    if not isinstance(value, Mapping):
        raise InvalidBeloteError(value, maximum, trump.code)
    for side, points in value.items():
        side = side_of(side)
        if not is_int(points) or points < 0 or points % unit:
            raise InvalidBeloteError(points, maximum, trump.code)
        out[side] += points
    if out["taker"] + out["defense"] > maximum:
        raise InvalidBeloteError(out["taker"] + out["defense"], maximum, trump.code)
    return out


def capot_side(capot: str | None) -> str | None:
    """The side that took all 8 tricks, or None."""
    if capot is None or capot in SIDES:
        return capot
    try:
        return side_of(capot)
    except UnknownSideError:
        raise UnknownCapotError(capot) from None


def check_points(trump: Trump, ruleset: BeloteRuleset, capot: str | None, taker_points: int,
                  defense_points: int) -> int:
    """The deal total; each side's card points are whole, within it, and add up to it (a capot's
    losers took none)."""
    total = ruleset._totals[trump.code] + (ruleset.last_trick_bonus if capot is None
                                           else ruleset.capot_last_trick_bonus)
    if not is_int(taker_points) or not 0 <= taker_points <= total:
        raise InvalidPointsError("taker", taker_points, total)
    if not is_int(defense_points) or not 0 <= defense_points <= total:
        raise InvalidPointsError("defense", defense_points, total)
    if taker_points + defense_points != total:
        raise PointsTotalError(taker_points + defense_points, total, capot)
    if capot is not None:
        loser_pts = defense_points if capot == "taker" else taker_points
        if loser_pts:
            raise InvalidPointsError(OTHER[capot], loser_pts, 0)
    return total


class Deal:
    """One deal being scored: its input (``ann``: validated announcements, ``bel``: belote
    points, by side), each side's total, and the reasons so far (``add`` appends one).

    ``explain`` False: the numbers only (a game's count reads nothing else, and a deal's
    reasons are most of its cost): every step is taken alike, and each reason is built under
    ``if deal.explain`` from values the step has computed anyway (it reads no rule of its own:
    a table's ruleset records the same reads either way)."""

    __slots__ = ("add", "ann", "bel", "capot", "explain", "reasons", "ruleset", "totals",
                 "trump", "variant")

    def __init__(self, variant: Variant, trump: Trump, ruleset: BeloteRuleset, capot: str | None,
                 ann: dict[str, int], bel: dict[str, int], explain: bool = True) -> None:
        self.variant = variant
        self.trump = trump
        self.ruleset = ruleset
        self.capot = capot
        self.ann = ann
        self.bel = bel
        self.explain = explain
        self.totals: dict[str, int] = {}
        self.reasons: list[Reason] = []
        self.add: Callable[[Reason], None] = self.reasons.append

    def team_totals(self, taker_points: int, defense_points: int) -> None:
        """Each side's total: card points + belote + validated announcements."""
        ann, bel = self.ann, self.bel
        t_total = taker_points + bel["taker"] + ann["taker"]
        d_total = defense_points + bel["defense"] + ann["defense"]
        self.totals = {"taker": t_total, "defense": d_total}
        if self.explain:
            self.add(Reason("team_total", {"side": "taker", "card_points": taker_points,
                                           "belote": bel["taker"], "announcements": ann["taker"],
                                           "points": t_total}))
            self.add(Reason("team_total", {"side": "defense", "card_points": defense_points,
                                           "belote": bel["defense"],
                                           "announcements": ann["defense"], "points": d_total}))

    def verdict(self, made: bool | None, t_score: int, d_score: int, held: int | None,
                contract: int | None, factor: int) -> ScoreVerdict:
        return ScoreVerdict(self.variant, self.ruleset.id, made,
                            {"taker": t_score, "defense": d_score}, held, self.totals, contract,
                            factor, tuple(self.reasons), dict(self.bel), self.capot)


def move_announcements(deal: Deal, from_side: str) -> bool:
    """Validated announcements of ``from_side`` after a fall or capot: moved to the other side
    (True) or kept (False), with the reason (A2, Q16)."""
    points = deal.ann[from_side]
    if not points:
        return False
    rid = deal.ruleset.id
    if deal.ruleset.announcements_after_fall == "keep":
        if deal.explain:
            deal.add(Reason("announcements_kept", {"points": points, "side": from_side,
                                                   "rule": "announcements_after_fall",
                                                   "ruleset": rid}))
        return False
    if deal.explain:
        deal.add(Reason("announcements_moved", {"points": points, "side": OTHER[from_side],
                                                "rule": "announcements_after_fall",
                                                "ruleset": rid}))
    return True


def fell_keeps(deal: Deal, side: str) -> tuple[int, int, int]:
    """The side whose contract fell writes its belote (and the announcements it keeps):
    (announcements kept, points, belote taken), with the reasons. A prenable belote
    (``belote_imprenable`` False, FFB contrée, belote.md A3, B8) goes to the other side: the
    third value, which that side adds to its score."""
    moved = move_announcements(deal, side)
    kept = 0 if moved else deal.ann[side]
    taken = 0
    if deal.bel[side] and not deal.ruleset.belote_imprenable:
        taken = deal.bel[side]
        if deal.explain:
            deal.add(Reason("belote_taken", {"side": OTHER[side], "belote": taken,
                                             "rule": "belote_imprenable",
                                             "ruleset": deal.ruleset.id}))
    points = deal.bel[side] - taken + kept
    if deal.explain:
        deal.add(Reason("score_belote_only", {"side": side, "belote": deal.bel[side] - taken,
                                              "announcements": kept, "points": points}))
    return kept, points, taken
