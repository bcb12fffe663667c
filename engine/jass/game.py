"""A Schieber game: its deals, scored one by one, counted into the totals to the target (B10).

Each deal is scored by :func:`engine.jass.scoring.score_deal` under the ruleset (its profile
gives the target); :func:`score_game` counts each one as :func:`engine.jass.scoring.game_end`
does (``count_deal``): Stöck first, then Weis, then the trick points, and the first team to
reach the target wins at once, in the middle of a deal (Q12). Schneider is reported (Q11). A
sheet records deals, not tricks: when both teams pass the target on the trick points of one
deal, the game is over and the sheet cannot tell who got there first (Q17): no winner is named.

>>> from engine.jass.scoring import score_deal
>>> d = score_deal("E", {"NS": 100, "EW": 57}, {"NS": 6, "EW": 3})
>>> g = score_game([d] * 31)
>>> g.winner, g.decided_at, g.totals
('NS', 29, {'NS': 3000, 'EW': 1710})
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.game import DealLine, GameVerdict, after_end_reasons, zero
from engine.jass.rulesets import TRADITIONAL, JassRuleset
from engine.jass.scoring import ScoreVerdict, count_deal
from engine.reasons import Reason
from engine.table import TEAMS

__all__ = ["score_game"]

#: game_end's reasons the sheet keeps (the others say "the game goes on" after every deal).
_KEPT = frozenset({"jass_target_reached", "jass_both_cross_on_tricks", "jass_schneider",
                   "jass_tricks_before_weis"})


#: The reasons of a deal after the end (the same in every game and ruleset).
_after_end = after_end_reasons("jass_deal_after_end")


def score_game(deals: Sequence[ScoreVerdict], ruleset: JassRuleset = TRADITIONAL
               ) -> GameVerdict:
    """Count a game's deals under ``ruleset`` (the one each deal was scored with), to the end.

    Deals after the end are listed (``after_end``) and count nothing (they share one
    ``counted`` and one ``totals``: the game's, equal for all of them).
    """
    target = ruleset.target
    totals = zero()
    lines: list[DealLine] = []
    winner = decided_by = schneider = None
    decided_at: int | None = None
    over = False
    nothing = end_totals = totals  # (set when the game ends: every later deal's)
    for i, v in enumerate(deals):
        scores = dict(v.scores)
        marks = ("matsch",) if v.matsch else ()
        if over:
            lines.append(DealLine(i, scores, nothing, end_totals, after_end=True, marks=marks,
                                  reasons=_after_end(i)))
            continue
        end = count_deal(dict(totals), v)  # (the game's own totals: under the target)
        counted = {t: end.totals[t] - totals[t] for t in TEAMS}
        totals = end.totals
        reasons = tuple(r for r in end.reasons if r.code in _KEPT)
        if end.winner is not None or any(r.code == "jass_both_cross_on_tricks" for r in reasons):
            over, decided_at = True, i
            winner, decided_by, schneider = end.winner, end.decided_by, end.schneider
            nothing, end_totals = zero(), dict(totals)
        lines.append(DealLine(i, scores, counted, dict(totals), marks=marks, reasons=reasons))
    game_reasons: tuple[Reason, ...] = ()
    if decided_at is not None:  # why the game ended: the reasons of its last deal
        game_reasons = lines[decided_at].reasons
    else:
        game_reasons = (Reason("jass_game_continues", {"target": target,
                                                       "points": max(totals.values()),
                                                       "rule": "target"}),)
    return GameVerdict(ruleset.id, target, tuple(lines), totals, winner, decided_at, decided_by,
                       over, schneider, game_reasons)
