"""Deal scoring and the end of the game (jass.md B9, B10; decisions Q10–Q12).

A deal scores the card points each team took (157 in all, the last trick's 5 included), +100
for Matsch (all nine tricks), the Weis and the Stöck, everything times the contract's factor.

>>> v = score_deal("undenufe", {"NS": 157, "EW": 0}, {"NS": 9, "EW": 0})
>>> v.as_dict()                                   # seed: Undenufe x4, Matsch 257 x4
{'multiplier': 4, 'matsch': 'NS', 'scores': {'NS': 1028, 'EW': 0}, 'profile': 'pagat-3000', \
'target': 3000}
>>> from engine.jass.rulesets import SWISS
>>> score_deal("undenufe", {"NS": 157, "EW": 0}, {"NS": 9, "EW": 0}, ruleset=SWISS).scores
{'NS': 771, 'EW': 0}
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.jass import _input
from engine.jass.errors import (
    DECK_POINTS,
    TRICKS_PER_DEAL,
    CardPointsTotalError,
    GameAlreadyOverError,
    InvalidPointsError,
    InvalidStoeckPointsError,
    InvalidWeisPointsError,
    MissingTeamError,
    PointsWithoutTricksError,
    StoeckWithoutTrumpError,
    TrickOrderMismatchError,
    TricksTotalError,
)
from engine.jass.rulesets import (
    MULTIPLIER_PROFILES,
    PROFILES,
    TRADITIONAL,
    JassRuleset,
    trump_of,
)
from engine.reasons import Reason
from engine.table import TEAMS, Team, other_team, parse_team

__all__ = [
    "DECK_POINTS",
    "TRICKS_PER_DEAL",
    "CardPointsTotalError",
    "DealInput",
    "GameAlreadyOverError",
    "GameEndVerdict",
    "InvalidPointsError",
    "InvalidStoeckPointsError",
    "InvalidWeisPointsError",
    "MissingTeamError",
    "PointsWithoutTricksError",
    "ScoreVerdict",
    "StoeckWithoutTrumpError",
    "TrickOrderMismatchError",
    "TricksTotalError",
    "count_deal",
    "format_reason",
    "game_end",
    "read_deal",
    "score_deal",
    "score_read",
]


def _count(value: object, field: str, team: str | None) -> int:
    if not isinstance(value, int) or value.__class__ is not int or value < 0:
        raise InvalidPointsError(field, team)
    return value


def _per_team(values: Mapping[str, object], field: str) -> dict[str, int]:
    if not isinstance(values, Mapping):
        raise InvalidPointsError(field, None)
    out: dict[str, int] = {}
    for k, v in values.items():
        team = parse_team(k)
        out[team] = _count(v, field, team)
    for team in TEAMS:
        if team not in out:
            raise MissingTeamError(field, team)
    return out


def _team_points(value: object, field: str) -> tuple[str, int] | None:
    if value is None:
        return None
    if isinstance(value, Mapping):
        team, points = value.get("team"), value.get("points")
    else:
        team, points = value  # type: ignore[misc]
    team = parse_team(team)
    return team, _count(points, field, team)


@dataclass(frozen=True, slots=True, repr=False)
class ScoreVerdict:
    """A deal's score. ``scores`` are multiplied; the components (``card_points``, ``matsch_bonus``,
    ``weis``, ``stoeck`` per team) are not."""

    ruleset: JassRuleset
    contract: str
    multiplier: int
    matsch: Team | None
    card_points: dict[str, int]
    matsch_bonus: dict[str, int]
    weis: dict[str, int]
    stoeck: dict[str, int]
    scores: dict[str, int]
    reasons: tuple[Reason, ...]

    def __repr__(self) -> str:
        return (f"ScoreVerdict(multiplier={self.multiplier}, matsch={self.matsch!r}, "
                f"scores={self.scores})")

    def as_dict(self) -> dict[str, Any]:
        """JSON-ready; ``profile`` and ``target`` are the ruleset's multiplier profile (Q13)."""
        return {"multiplier": self.multiplier, "matsch": self.matsch, "scores": dict(self.scores),
                "profile": self.ruleset.profile, "target": self.ruleset.target}


def score_deal(contract: str, card_points: Mapping[str, int], tricks: Mapping[str, int],
               weis: tuple[str, int] | Mapping[str, Any] | None = None,
               stoeck: tuple[str, int] | Mapping[str, Any] | None = None,
               ruleset: JassRuleset = TRADITIONAL, explain: bool = True) -> ScoreVerdict:
    """Score one deal (B9): card points (+100 Matsch) + Weis + Stöck, times the contract factor.

    ``card_points`` are the points each team took in tricks, the last trick's 5 included: they
    add up to 157 (Matsch adds its 100 here, not in ``card_points``). ``tricks`` add up to 9.
    ``weis`` and ``stoeck`` are ``(team, points)`` before the multiplier. Weis score without a
    trick and against Matsch (Q10); Stöck always. ``explain`` False: the same verdict without
    its reasons (a game's count reads the numbers only).

    >>> v = score_deal("S", {"NS": 100, "EW": 57}, {"NS": 6, "EW": 3}, weis=("EW", 50),
    ...                stoeck=("NS", 20))
    >>> v.scores, [r.code for r in v.reasons][-3:]
    ({'NS': 240, 'EW': 214}, ['jass_multiplier', 'jass_deal_score', 'jass_deal_score'])
    >>> score_deal("R", {"NS": 150, "EW": 0}, {"NS": 9, "EW": 0})
    Traceback (most recent call last):
    ...
    engine.jass.errors.CardPointsTotalError: jass_card_points_total {'total': 150, 'expected': 157}
    """
    return score_read(read_deal(contract, card_points, tricks, weis, stoeck), ruleset, explain)


@dataclass(frozen=True, slots=True)
class DealInput:
    """A deal's input as :func:`read_deal` checked it: what no ruleset changes."""

    contract: str
    card_points: dict[str, int]
    tricks: dict[str, int]
    weis: tuple[str, int] | None
    stoeck: tuple[str, int] | None


def read_deal(contract: str, card_points: Mapping[str, int], tricks: Mapping[str, int],
              weis: tuple[str, int] | Mapping[str, Any] | None = None,
              stoeck: tuple[str, int] | Mapping[str, Any] | None = None) -> DealInput:
    """The checks of :func:`score_deal` that no ruleset changes (every one but the Stöck's
    points), in its order: a game reads each deal once, then scores it under each ruleset
    (:func:`score_read`)."""
    contract = _input.contract_of(contract)
    cp = _per_team(card_points, "card_points")
    tr = _per_team(tricks, "tricks")
    total = cp["NS"] + cp["EW"]
    if total != DECK_POINTS:
        raise CardPointsTotalError(total)
    if tr["NS"] + tr["EW"] != TRICKS_PER_DEAL:
        raise TricksTotalError(tr["NS"] + tr["EW"])
    for team in TEAMS:
        if tr[team] == 0 and cp[team]:
            raise PointsWithoutTricksError(team, cp[team])
    w = _team_points(weis, "weis")
    if w is not None and w[1] and (w[1] % 10 or w[1] < 20):
        raise InvalidWeisPointsError(w[1])
    st = _team_points(stoeck, "stoeck")
    if st is not None and trump_of(contract) is None:
        raise StoeckWithoutTrumpError(contract)
    return DealInput(contract, cp, tr, w, st)


#: The multiplier profiles a reason names (Q13): those a game is given by id (the API's
#: ``profile``). ``romandie-1500`` is a table's rule only (engine/jass/house.py, B9): no name.
NAMED_PROFILES = frozenset(PROFILES)


def format_reason(ruleset: JassRuleset) -> Reason:
    """What a deal is scored under (Q13): ``jass_profile`` names the multiplier profile when the
    ruleset's multipliers **and** target are that profile's (every standard ruleset, with or
    without the API's ``profile``); otherwise (a table's ruleset that plays its own target or
    multipliers) ``jass_own_format`` states its target and that the multipliers are its own,
    its ``rule`` the target (a single deal's score does not depend on it: the service gives it
    no "By your table's rule" note outside a whole game; the multipliers' is the
    ``jass_multiplier`` reason's).

    >>> from engine.jass.house import HOUSE
    >>> format_reason(TRADITIONAL)
    Reason('jass_profile', {'profile': 'pagat-3000', 'target': 3000})
    >>> format_reason(HOUSE.build("swiss", {"target": "1000"}))          # not Swisslos 2500
    Reason('jass_own_format', {'target': 1000, 'rule': 'target'})
    >>> format_reason(HOUSE.build("traditional", {"multipliers": "swisslos", "target": "2500"}))
    Reason('jass_profile', {'profile': 'swisslos-2500', 'target': 2500})
    >>> format_reason(HOUSE.build("swiss", {"multipliers": "pique", "target": "1500"}))
    Reason('jass_own_format', {'target': 1500, 'rule': 'target'})
    """
    p = MULTIPLIER_PROFILES.get(ruleset.profile)
    if (ruleset.profile in NAMED_PROFILES and p is not None and p.target == ruleset.target
            and (p.multipliers is ruleset.multipliers or p.multipliers == ruleset.multipliers)):
        return Reason("jass_profile", {"profile": ruleset.profile, "target": ruleset.target})
    return Reason("jass_own_format", {"target": ruleset.target, "rule": "target"})


def score_read(deal: DealInput, ruleset: JassRuleset = TRADITIONAL, explain: bool = True
               ) -> ScoreVerdict:
    """:func:`score_deal` of a deal :func:`read_deal` read."""
    contract, cp, tr, w, st = deal.contract, deal.card_points, deal.tricks, deal.weis, deal.stoeck
    if st is not None and st[1] != ruleset.stoeck_points:
        raise InvalidStoeckPointsError(st[1], ruleset.stoeck_points)

    m = ruleset.multipliers[contract]
    reasons = [Reason("jass_deal_card_points", {"team": t, "points": cp[t]}) for t in TEAMS] \
        if explain else []
    matsch = "NS" if tr["NS"] == TRICKS_PER_DEAL else "EW" if tr["EW"] == TRICKS_PER_DEAL \
        else None
    matsch_bonus = {"NS": 0, "EW": 0}
    if matsch:
        matsch_bonus[matsch] = ruleset.matsch_bonus
        if explain:
            reasons.append(Reason("jass_matsch", {"team": matsch,
                                                  "points": ruleset.matsch_bonus,
                                                  "rule": "matsch_bonus"}))
    weis_pts = {"NS": 0, "EW": 0}
    if w is not None and w[1]:
        if ruleset.weis_needs_trick and tr[w[0]] == 0:
            if explain:
                reasons.append(Reason("jass_weis_lost_without_trick", {
                    "team": w[0], "points": w[1], "rule": "weis_needs_trick"}))
        else:
            weis_pts[w[0]] = w[1]
            if explain:
                reasons.append(Reason("jass_weis_counted", {"team": w[0], "points": w[1]}))
                if tr[w[0]] == 0:
                    reasons.append(Reason("jass_weis_without_trick", {
                        "team": w[0], "rule": "weis_needs_trick"}))
    stoeck_pts = {"NS": 0, "EW": 0}
    if st is not None:
        stoeck_pts[st[0]] = st[1]
        if explain:
            reasons.append(Reason("jass_stoeck_counted", {"team": st[0], "points": st[1]}))
    scores = {t: (cp[t] + matsch_bonus[t] + weis_pts[t] + stoeck_pts[t]) * m for t in TEAMS}
    if explain:
        reasons.append(format_reason(ruleset))
        reasons.append(Reason("jass_multiplier", {"contract": contract, "multiplier": m,
                                                  "rule": "multipliers"}))
        reasons += [Reason("jass_deal_score", {"team": t, "points": scores[t]}) for t in TEAMS]
    return ScoreVerdict(ruleset=ruleset, contract=contract, multiplier=m, matsch=matsch,
                        card_points=cp, matsch_bonus=matsch_bonus, weis=weis_pts,
                        stoeck=stoeck_pts, scores=scores, reasons=tuple(reasons))


@dataclass(frozen=True, slots=True, repr=False)
class GameEndVerdict:
    """Who wins (or None: the game goes on), at which counting step, the totals then, Schneider."""

    winner: Team | None
    decided_by: str | None
    totals: dict[str, int]
    schneider: Team | None
    reasons: tuple[Reason, ...]

    def __repr__(self) -> str:
        return (f"GameEndVerdict(winner={self.winner!r}, decided_by={self.decided_by!r}, "
                f"totals={self.totals})")

    def as_dict(self) -> dict[str, Any]:
        return {"winner": self.winner, "decided_by": self.decided_by, "totals": dict(self.totals),
                "schneider": self.schneider}


def game_end(before: Mapping[str, int], deal: ScoreVerdict,
             trick_points: Sequence[tuple[str, int]] | None = None) -> GameEndVerdict:
    """Count a deal into the match totals in the order Stöck, Weis, tricks (B10, Q12; a table
    may count Stöck, tricks, Weis: ``counting_order``).

    The first team to reach the target wins at once (automatic claim): after a Stöck or Weis
    claim the later steps are not added; trick points are added in full unless the trick-by-trick
    order is given. When both teams cross in the trick step, the trick-by-trick points
    (``trick_points``: ``(team, points)`` per trick in order, before the multiplier) decide; without
    them the verdict says so and names no winner. Schneider (losers below half the target) is
    reported only (Q11).

    >>> d = score_deal("R", {"NS": 20, "EW": 137}, {"NS": 1, "EW": 8}, weis=("NS", 50),
    ...                stoeck=("EW", 20))
    >>> v = game_end({"NS": 2950, "EW": 2985}, d)
    >>> v.winner, v.decided_by, v.totals     # EW's Stöck count first (Stöck > Weis > tricks)
    ('EW', 'stoeck', {'NS': 2950, 'EW': 3005})
    >>> game_end({"NS": 1000, "EW": 1400}, d).winner is None
    True
    """
    target = deal.ruleset.target
    totals = _per_team(before, "before")
    for t in TEAMS:
        if totals[t] >= target:
            raise GameAlreadyOverError(t, totals[t], target)
    return count_deal(totals, deal, trick_points)


def count_deal(totals: dict[str, int], deal: ScoreVerdict,
               trick_points: Sequence[tuple[str, int]] | None = None) -> GameEndVerdict:
    """:func:`game_end` on totals already checked (by team, under the target: a game's own
    running totals), which it takes as its own: the verdict's ``totals`` is that dict."""
    ruleset = deal.ruleset
    target = ruleset.target
    m = deal.multiplier
    reasons: list[Reason] = []
    winner = decided_by = None

    def add(step: str, team: str, points: int) -> None:
        nonlocal winner, decided_by
        if not points or winner:
            return
        totals[team] += points
        if totals[team] >= target:
            winner, decided_by = team, step
            reasons.append(Reason("jass_target_reached", {"team": team, "points": totals[team],
                                                          "target": target, "step": step,
                                                          "rule": "target"}))

    for team in TEAMS:
        add("stoeck", team, deal.stoeck[team] * m)

    def weis_step() -> None:
        for team in TEAMS:
            add("weis", team, deal.weis[team] * m)

    # the order of Weis and tricks matters (and is read) only when the deal holds Weis
    tricks_first = bool(deal.weis["NS"] or deal.weis["EW"]) and \
        ruleset.counting_order == "stoeck_tricks_weis"
    if not tricks_first:
        weis_step()
    if not winner:
        gain = {t: (deal.card_points[t] + deal.matsch_bonus[t]) * m for t in TEAMS}
        both = all(totals[t] + gain[t] >= target for t in TEAMS)
        if both and trick_points is not None:
            seq = [(parse_team(t), _count(p, "trick_points", None)) for t, p in trick_points]
            if {t: sum(p for tt, p in seq if tt == t) for t in TEAMS} != deal.card_points:
                raise TrickOrderMismatchError()
            for team, p in seq:
                add("tricks", team, p * m)
            for team in TEAMS:
                add("tricks", team, deal.matsch_bonus[team] * m)
        elif both:
            for t in TEAMS:
                totals[t] += gain[t]
            reasons.append(Reason("jass_both_cross_on_tricks",
                                  {"teams": list(TEAMS), "target": target}))
        else:  # at most one team crosses: the deal's trick points count in full
            for team in TEAMS:
                totals[team] += gain[team]
                if totals[team] >= target:
                    winner, decided_by = team, "tricks"
                    reasons.append(Reason("jass_target_reached", {
                        "team": team, "points": totals[team], "target": target,
                        "step": "tricks", "rule": "target"}))
    if tricks_first and not winner and not reasons:
        weis_step()
    if winner is None and not reasons:
        reasons.append(Reason("jass_game_continues", {"target": target,
                                                      "points": max(totals.values()),
                                                      "rule": "target"}))
    if tricks_first and winner is not None:  # B10, Q12: this deal's Weis made the order matter
        reasons.insert(0, Reason("jass_tricks_before_weis", {"rule": "counting_order"}))
    schneider = None
    if winner is not None:
        loser = other_team(winner)
        if totals[loser] < ruleset.schneider_below:
            schneider = loser
            reasons.append(Reason("jass_schneider", {"team": loser, "points": totals[loser],
                                                     "threshold": ruleset.schneider_below,
                                                     "rule": "schneider_below"}))
    return GameEndVerdict(winner, decided_by, totals, schneider, tuple(reasons))
