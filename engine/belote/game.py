"""A game of Belote or Coinche: its deals, scored one by one, added up to the winner (A5, A7, Q21).

Each deal is scored by :func:`engine.belote.scoring.score_deal` (or ``score_cards``) under the
ruleset; :func:`score_game` reads those verdicts, with the team that took, and applies the game's
own rules:

* a **litige** (classic, equal totals): the takers' points are held and go to the team that wins
  the next deal that has a winner (A5; Q21: they wait through another litige);
* the **end** (A7, FFB coinche §10.3): the first team to reach or pass the target wins; when both
  do, the larger excess; equal, one more deal; a team does not win through its belote alone on a
  fall or a capot (its total without that belote is under the target: the game goes on, Q21).

>>> from engine.belote.scoring import score_deal
>>> deals = [("NS", score_deal("classic", "S", 252, 0, capot="taker")),
...          ("EW", score_deal("classic", "H", 81, 81)),      # a litige: EW's 81 are held
...          ("NS", score_deal("classic", "D", 100, 62))]     # NS win the deal, and the 81
>>> g = score_game(deals, MAISON.with_target(500))
>>> [d.totals for d in g.deals], g.deals[1].held, g.winner
([{'NS': 252, 'EW': 0}, {'NS': 333, 'EW': 0}, {'NS': 514, 'EW': 62}], 81, 'NS')
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.belote.rulesets import MAISON, BeloteRuleset
from engine.belote.scoring import ScoreVerdict
from engine.game import DealLine, GameVerdict, after_end_reasons, zero
from engine.reasons import Reason
from engine.table import TEAMS, other_team

__all__ = ["GameDeal", "score_game"]

#: One deal of a game: the team that took, and the deal scorer's verdict under the ruleset.
GameDeal = tuple[str, ScoreVerdict]


def _teams(taker: str, sides: dict[str, int]) -> dict[str, int]:
    return {taker: sides["taker"], other_team(taker): sides["defense"]}


def _deal_winner(taker: str, v: ScoreVerdict) -> str | None:
    """The team that won the deal: the takers if they made it, else the defence; None in a
    litige."""
    if v.made is None:
        return None
    return taker if v.made else other_team(taker)


def _belote_alone(taker: str, v: ScoreVerdict) -> dict[str, int]:
    """Each team that lost the deal on a fall or a capot, with its belote points (A7)."""
    out: dict[str, int] = {}
    fallen = "taker" if v.made is False else None
    capoted = None if v.capot is None else "defense" if v.capot == "taker" else "taker"
    for side in {fallen, capoted} - {None}:
        assert side is not None
        points = v.belote.get(side, 0)
        if points:
            out[taker if side == "taker" else other_team(taker)] = points
    return out


def _marks(v: ScoreVerdict) -> tuple[str, ...]:
    made = "litige" if v.made is None else "made" if v.made else "fell"
    return (made, "capot") if v.capot is not None else (made,)


#: The reasons of a deal after the end (the same in every game and ruleset).
_after_end = after_end_reasons("game_deal_after_end")


def score_game(deals: Sequence[GameDeal], ruleset: BeloteRuleset = MAISON,
               target: int | None = None) -> GameVerdict:
    """Add up a game's deals under ``ruleset`` to ``target`` (default: the ruleset's
    ``game_target``), deal by deal, to the end. (A target given here, not through
    ``ruleset.with_target``, also suits a table's ruleset, read as a view of its own class.)

    Deals after the end are listed (``after_end``) and count nothing (they share one
    ``counted`` and one ``totals``: the game's, equal for all of them).

    >>> from engine.belote.scoring import score_deal
    >>> g = score_game([("NS", score_deal("classic", "S", 100, 62))] * 11)
    >>> g.winner, g.decided_at, g.totals, g.deals[10].after_end
    ('NS', 9, {'NS': 1000, 'EW': 620}, True)
    """
    if target is None:
        target = ruleset.game_target
    totals = zero()
    held = 0
    lines: list[DealLine] = []
    winner: str | None = None
    decided_at: int | None = None
    decided_by: str | None = None
    game_reasons: list[Reason] = []
    nothing = end_totals = totals  # (set when the game ends: every later deal's)
    for i, (taker, v) in enumerate(deals):
        scores = _teams(taker, v.scores)
        if winner is not None:
            lines.append(DealLine(i, scores, nothing, end_totals, after_end=True,
                                  marks=_marks(v), reasons=_after_end(i)))
            continue
        reasons: list[Reason] = []
        counted = dict(scores)
        won = _deal_winner(taker, v)
        if held and won is not None:
            counted[won] += held
            reasons.append(Reason("game_held_points_won", {"team": won, "points": held}))
            held = 0
        if v.held:
            held += v.held
            reasons.append(Reason("game_points_held", {"team": taker, "points": v.held,
                                                       "held": held}))
        for t in TEAMS:
            totals[t] += counted[t]
        over = [t for t in TEAMS if totals[t] >= target]
        alone = _belote_alone(taker, v) if over else {}
        eligible = []
        for t in over:
            if t in alone and not ruleset.game_won_by_belote_alone and \
                    totals[t] - alone[t] < target:
                reasons.append(Reason("game_belote_alone", {
                    "team": t, "points": totals[t], "belote": alone[t], "target": target,
                    "rule": "game_won_by_belote_alone", "ruleset": ruleset.id}))
            else:
                eligible.append(t)
        if len(eligible) == 1:
            winner, decided_by = eligible[0], "target"
            reasons.append(Reason("game_won", {"team": winner, "points": totals[winner],
                                               "target": target, "rule": "game_target",
                                               "ruleset": ruleset.id}))
        elif len(eligible) == 2:
            ns, ew = totals["NS"], totals["EW"]
            if ns == ew:
                reasons.append(Reason("game_tie_over_target", {"points": ns, "target": target}))
            else:
                winner, decided_by = ("NS" if ns > ew else "EW"), "excess"
                loser = other_team(winner)
                reasons.append(Reason("game_won_on_excess", {
                    "team": winner, "points": totals[winner], "other_points": totals[loser],
                    "target": target, "rule": "game_target", "ruleset": ruleset.id}))
        if winner is not None:
            decided_at = i
            nothing, end_totals = zero(), dict(totals)
        lines.append(DealLine(i, scores, counted, dict(totals), held=held, marks=_marks(v),
                              reasons=tuple(reasons)))
    if decided_at is not None:  # why the game ended: the reasons of its last deal
        game_reasons.extend(lines[decided_at].reasons)
    else:
        game_reasons.append(Reason("game_goes_on", {"target": target,
                                                    "points": max(totals.values())}))
    return GameVerdict(ruleset.id, target, tuple(lines), dict(totals), winner, decided_at,
                       decided_by, winner is not None, None, tuple(game_reasons))
