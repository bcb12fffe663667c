"""The "By your table's rule" notes: which of a table's own rules a verdict depends on.

A reason names the ruleset field that decided it in its ``rule`` param (``rule`` always names
a field: ``engine/<game>/codes.py``). A table's verdict depends on one of the rules it switched
from its base when one of its reasons names it: a note for each such rule, ``(field, token)``,
in switch order (the rules: :meth:`engine.house.HouseRules.switched`). Nothing is recorded
while a verdict is computed: the notes are read off its reasons afterwards (the web layer does
so while it writes them out: ``webapp.core.service``), so a table's column costs what a
standard one does (``bench/house.py``).

>>> from engine.reasons import Reason
>>> reasons = (Reason("tie_trump_sequence", {"team": "EW", "rule": "announcement_tie"}),
...            Reason("team_best", {"team": "EW"}))
>>> mine = {"coinche_base": "162", "announcement_tie": "trump_else_nobody"}
>>> notes(mine, reasons)
(('announcement_tie', 'trump_else_nobody'),)
>>> notes(mine, reasons, [Reason("multiplier", {"rule": "coinche_base"})])   # switch order
(('coinche_base', '162'), ('announcement_tie', 'trump_else_nobody'))
>>> notes({"coinche_base": "162"}, reasons)
()
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping

from engine.reasons import Reason

__all__ = ["in_switch_order", "notes"]


def notes(switched: Mapping[str, str], *reasons: Iterable[Reason]
          ) -> tuple[tuple[str, str], ...]:
    """The table's own rules (``switched``: field -> token, in switch order) that one of the
    ``reasons`` names (each argument a verdict's reasons: its own, its illegal cards', its
    deals'), as ``(field, token)`` in switch order."""
    named = None
    for group in reasons:
        for r in group:
            rule = r.params.get("rule")
            if rule in switched:
                if named is None:
                    named = rule
                elif rule != named:  # two or more
                    every = {r.params.get("rule", "") for group in reasons for r in group}
                    return tuple((f, switched[f]) for f in in_switch_order(switched, every))
    return () if named is None else ((named, switched[named]),)


def in_switch_order(switched: Mapping[str, str], named: Collection[str]) -> list[str]:
    """The fields of ``switched`` that are ``named``, in switch order (``switched``'s).

    >>> in_switch_order({"coinche_base": "162", "surcoinche_factor": "3"},
    ...                 ["surcoinche_factor", "coinche_base", "coinche_factor"])
    ['coinche_base', 'surcoinche_factor']
    """
    return [f for f in switched if f in named]
