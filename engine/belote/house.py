"""Belote house rules: every ruleset field on which our rulesets or our sources differ, with its
allowed values (:mod:`engine.house`).

The seed's Maison/Officielles table (seed 000), every discrepancy of belote.md B1-B10 that the
engine computes (B4: rounding 6 up, flat forfeits, as choices of ``coinche_rounding`` and
``coinche_multiplies``), and the decisions Q10-Q12 that sources dispute. Append only: the
position of a switch and of its choices is part of every id ever given (a new rule, or a new
value of a rule, goes at the end).

>>> maison, officielles = RULESETS["maison"], RULESETS["officielles"]
>>> HOUSE.tokens(maison)["announcement_tie"], HOUSE.tokens(officielles)["announcement_tie"]
('taker', 'trump_else_nobody')
>>> rs = HOUSE.build("maison", {"surcoinche_factor": "3"}, "Chez Paul")
>>> rs.surcoinche_factor, rs.announcement_tie, HOUSE.name_of(rs.id)
(3, 'taker', 'Chez Paul')
>>> try:
...     HOUSE.encode("officielles", {"no_trump_jack": "0"})
... except RefusedCombinationError as e:
...     (e.code, e.params)
('house_no_trump_162', {'switches': ['no_trump_ace', 'no_trump_jack'], 'total': 154})
"""

from __future__ import annotations

from typing import Any

from engine.belote.rulesets import RULESETS, BeloteRuleset, deal_total
from engine.house import Choice, HouseRules, Refusal, RefusedCombinationError, Switch

__all__ = ["HOUSE", "REFUSALS", "SWITCHES", "RefusedCombinationError"]

_YES_NO = (Choice("yes", True), Choice("no", False))


#: The companion of ``coinche_rounding``: 5 up (FFB, Q17) unless the choice says 6 up (B4).
_UP5 = {"coinche_round_up_from": 5}


def _ints(*values: int) -> tuple[Choice, ...]:
    return tuple(Choice(str(v), v) for v in values)


def _words(*values: str) -> tuple[Choice, ...]:
    return tuple(Choice(v, v) for v in values)


SWITCHES: tuple[Switch, ...] = (
    # -- the seed's Maison / Officielles table (seed 000), in its order --
    Switch("coinche_rounding", (Choice("exact", 1, _UP5), Choice("ten", 10, _UP5),   # A7, Q17
                                Choice("ten_6_up", 10, {"coinche_round_up_from": 6}))),  # B4
    Switch("coinched_capot_base", _ints(160, 250)),                                # A7
    Switch("no_trump_ace", _ints(11, 19)),                                         # A1, B3
    Switch("no_trump_carre_table", _words("trump", "no_trump")),                   # A2, B3
    Switch("announcement_tie", _words("taker", "trump_else_nobody")),              # B1, Q1, Q7
    Switch("card_in_two_combinations", _YES_NO),                                   # B2, Q2
    Switch("announcements_after_fall", _words("keep", "deal_winner")),            # Q16, Q18
    Switch("coinche_undertrump_compulsory", _YES_NO),                              # A4, B5
    Switch("coinche_out_of_turn", _YES_NO, verdicts=False),                        # A6, B6, Q13
    # -- belote.md B: where the sources disagree --
    Switch("classic_undertrump_compulsory", _YES_NO),                              # B5
    Switch("no_trump_jack", _ints(2, 0)),                                          # B3, Q6
    Switch("all_trump_points", _words("ffb_2015", "pagat")),                       # B10
    Switch("classic_equality", _words("litige", "made")),                          # B9, Q15
    Switch("coinche_made_condition", _words("bid_and_more_than_defence", "bid_only")),  # B7, Q8
    Switch("coinche_base", _ints(160, 162)),                                       # B4, Q9
    Switch("surcoinche_factor", _ints(4, 3)),                                      # B4, Q11
    Switch("coinche_multiplies", _words("whole", "contract", "flat")),             # B4, Q10
    Switch("belote_multiplied", (Choice("no", False), Choice("yes", True))),       # Q12
    Switch("capot_bid_value", _ints(250, 500)),                                    # B4
    Switch("belote_imprenable", _YES_NO),                                          # A3, B8
    Switch("coinche_scale", (Choice("162", 162), Choice("cards", None))),          # Q19
)


def _no_trump_162(rs: BeloteRuleset) -> dict[str, Any] | None:
    # B3, Q6: the Ace at 19 is there to bring sans-atout to 162; with the Jack at 0 it is 154.
    if rs.no_trump_ace == 19 and rs.no_trump_jack == 0:
        return {"total": deal_total("none", rs)}
    return None


REFUSALS: tuple[Refusal, ...] = (
    Refusal("house_no_trump_162", ("no_trump_ace", "no_trump_jack"), _no_trump_162,
            ("total",)),
)

#: The Belote house rules: bases maison, officielles (append only).
HOUSE = HouseRules("belote", RULESETS, SWITCHES, REFUSALS)
