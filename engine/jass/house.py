"""Jass house rules: every ruleset field on which our rulesets or our sources differ, with its
allowed values (:mod:`engine.house`).

jass.md B5-B10 where the seed and the standard differ (B7: the Romandy tie rule, B9: Romandy's
spades-only multipliers, B10: the counting order), and the open questions Q2, Q3, Q6, Q7, Q10, Q13
(multiplier profile and target), Q15. Pushing back and *bedanken* change no verdict Atout
computes: no switch (jass.md Q19). Append only: the position of a switch and of its
choices is part of every id ever given.

>>> rs = HOUSE.build("swiss", {"target": "1000", "multipliers": "flat"}, "Stamm")
>>> rs.target, rs.schneider_below, rs.multipliers["undenufe"], rs.profile
(1000, 500, 1, 'swisslos-1000')
>>> try:
...     HOUSE.encode("traditional", {"target": "1000"})
... except RefusedCombinationError as e:
...     (e.code, e.params)
('house_game_in_one_deal', {'switches': ['target', 'multipliers'], 'target': 1000, 'points': 1028})
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from types import MappingProxyType
from typing import Any

from engine.house import Choice, HouseRules, Refusal, RefusedCombinationError, Switch, is_house_id
from engine.jass.errors import UnknownProfileError
from engine.jass.rulesets import (
    MULTIPLIER_PROFILES,
    PROFILED,
    PROFILES,
    RULESETS,
    SWISS,
    TRADITIONAL,
    JassRuleset,
)

__all__ = ["HOUSE", "REFUSALS", "SWITCHES", "RefusedCombinationError", "with_profile"]

_YES_NO = (Choice("yes", True), Choice("no", False))


def _profile(token: str, profile: str) -> Choice:
    return Choice(token, MULTIPLIER_PROFILES[profile].multipliers, {"profile": profile})


def _four(ranks: dict[str, int]) -> MappingProxyType[str, int]:
    return MappingProxyType({**{"A": 100, "K": 100, "O": 100, "T": 100, "U": 200}, **ranks})


SWITCHES: tuple[Switch, ...] = (
    Switch("sequence_points", (Choice("simple", TRADITIONAL.sequence_points),        # B6, Q5
                               Choice("graded", SWISS.sequence_points))),
    Switch("four_points", (Choice("seed", TRADITIONAL.four_points),                  # B6, Q6, Q7
                           Choice("nines", _four({"9": 150})),
                           Choice("low", _four({"8": 100, "7": 100, "6": 100})),
                           Choice("all", SWISS.four_points))),
    Switch("cross_weis", (Choice("no", False), Choice("yes", True))),                # B6, Q8
    Switch("four_beats_equal_sequence", _YES_NO),                                    # B7, Q3
    Switch("undenufe_points", (Choice("ace_11", TRADITIONAL.undenufe_points),        # B5, Q2
                               Choice("six_11", SWISS.undenufe_points))),
    Switch("multipliers", (_profile("pagat", "pagat-3000"),                          # B9, Q13
                           _profile("swisslos", "swisslos-2500"),
                           _profile("flat", "swisslos-1000"),
                           _profile("pique", "romandie-1500"))),                     # B9
    Switch("target", tuple(Choice(str(t), t, {"schneider_below": t // 2})            # B10, Q13
                           for t in (3000, 2500, 2000, 1500, 1000)), game=True),
    Switch("undenufe_reverses_weis_rank", _YES_NO),                                  # B7
    Switch("weis_needs_trick", (Choice("no", False), Choice("yes", True))),          # B7, Q10
    Switch("first_forehand_card", (Choice("7R", "7R"), Choice("none", None)),        # B1, Q15
           verdicts=False),
    Switch("counting_order", (Choice("weis_first", "stoeck_weis_tricks"),            # B10, Q12
                              Choice("tricks_first", "stoeck_tricks_weis")), game=True),
    Switch("weis_tie", (Choice("play_order", "play_order"),                          # B7
                        Choice("both", "both_score"))),
)

#: The most one deal can score before its factor: 157 + 100 for Matsch (B9).
_MATSCH_DEAL = 257


def _game_in_one_deal(rs: JassRuleset) -> dict[str, Any] | None:
    # A target that a single deal (Matsch in the highest contract) can pass is no game.
    points = _MATSCH_DEAL * max(rs.multipliers.values())
    return {"target": rs.target, "points": points} if points > rs.target else None


REFUSALS: tuple[Refusal, ...] = (
    Refusal("house_game_in_one_deal", ("target", "multipliers"), _game_in_one_deal,
            ("target", "points")),
)

#: The Jass house rules: bases traditional, swiss (append only).
HOUSE = HouseRules("jass", RULESETS, SWITCHES, REFUSALS)


def with_profile(rs: Any, profile: str | None) -> Any:
    """A ruleset with a multiplier profile (jass.md Q13, Q17): ``swiss`` as
    :meth:`~engine.jass.rulesets.JassRuleset.with_profile`, and a table's ruleset built on swiss
    the same way: the profile replaces its base's multipliers and target, and the table's own
    ``multipliers`` or ``target`` switch still wins over it (a reason that names it says so:
    ``house_rule``). A combination the table could not have set (a game in one deal) raises its
    refusal. Any other ruleset (traditional, a table on it) has no profile: as it is. A table's
    ruleset with a profile is a new value (the table's own is shared), built once (memoized).

    >>> hid = HOUSE.encode("swiss", {"cross_weis": "no"})
    >>> v = with_profile(HOUSE.ruleset(hid), "swisslos-1000")
    >>> v.target, v.multipliers["undenufe"], v.profile, v.cross_weis, HOUSE.base_of(v.id)
    (1000, 1, 'swisslos-1000', False, 'swiss')
    >>> HOUSE.ruleset(hid).target, with_profile(HOUSE.ruleset(hid), "swisslos-1000") is v
    (2500, True)
    >>> v = with_profile(HOUSE.build("swiss", {"target": "1500"}), "swisslos-1000")
    >>> v.target, v.schneider_below, v.multipliers["undenufe"]
    (1500, 750, 1)
    >>> with_profile(HOUSE.build("swiss", {"target": "1000"}), "pagat-3000")
    Traceback (most recent call last):
    ...
    engine.errors.RefusedCombinationError: house_game_in_one_deal {'switches': ['target', \
'multipliers'], 'target': 1000, 'points': 1028}
    """
    if profile is None:
        return rs
    house = is_house_id(rs.id)
    if (HOUSE.base_of(rs.id) if house else rs.id) not in PROFILED:
        return rs
    if not house:
        return rs.with_profile(profile)
    return _profiled(rs.id, profile)


@lru_cache(maxsize=512)
def _profiled(hid: str, profile: str) -> JassRuleset:
    p = MULTIPLIER_PROFILES.get(profile)
    if p is None:
        raise UnknownProfileError(profile, PROFILES)
    changes = HOUSE.changes(hid)
    values: dict[str, Any] = {}
    if "multipliers" not in changes:
        values.update(multipliers=p.multipliers, profile=p.id)
    if "target" not in changes:
        values.update(target=p.target, schneider_below=p.target // 2)
    rs: JassRuleset = replace(HOUSE.ruleset(hid), **values)
    for r in REFUSALS:
        params = r.test(rs)
        if params is not None:
            raise RefusedCombinationError(r.code, r.switches, **params)
    return rs
