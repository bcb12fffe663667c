"""Ruleset ids, read in one place: the standard ones (``maison``, ``swiss``...) and a table's own
(``h1.`` ids, :mod:`engine.house`).

Every way in takes the same ids through :func:`parse_id`: the API's ``rules``
(:func:`webapp.core.service.parse_rules`), the checkers' and embeds' ``rules`` parameter
(:func:`webapp.core.permalink.rulesets_of`), the worked examples, the pages of a table's rules;
the OpenAPI document describes them with :data:`ID_PATTERN`. A standard id is read in any case
and surrounding spaces (``" Maison"``); a table's id is exact (base64url is case-sensitive).

>>> parse_id("belote", " Maison"), parse_id("jass", "swiss")
('maison', 'swiss')
>>> hid = HOUSES["belote"].encode("maison", {"surcoinche_factor": "3"}, "Chez Paul")
>>> parse_id("belote", hid) == hid, ruleset("belote", hid).surcoinche_factor
(True, 3)
>>> parse_id("jass", hid)                  # a Belote id is not a Jass one (its checksum)
Traceback (most recent call last):
...
engine.errors.InvalidHouseIdError: house_invalid_id {'ruleset': 'h1.AAEPAUNoZXogU'}
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine import belote as B
from engine import jass as J
from engine.belote.house import HOUSE as BELOTE_HOUSE
from engine.belote.house import REFUSALS as BELOTE_REFUSALS
from engine.house import ERROR_CODES as HOUSE_ERROR_CODES
from engine.house import MAX_ID, PREFIX, HouseError, HouseRules, is_house_id
from engine.jass.house import HOUSE as JASS_HOUSE
from engine.jass.house import REFUSALS as JASS_REFUSALS
from engine.reasons import EngineError

__all__ = [
    "HOUSES",
    "HOUSE_CODES",
    "ID_PATTERN",
    "RULESETS",
    "STANDARD_IDS",
    "is_standard",
    "parse_id",
    "ruleset",
]

#: game -> standard ruleset id -> ruleset value, in display order (the default first).
RULESETS: dict[str, Mapping[str, Any]] = {"belote": B.RULESETS, "jass": J.RULESETS}
#: game -> its standard ruleset ids, the default first.
STANDARD_IDS: dict[str, tuple[str, ...]] = {g: tuple(r) for g, r in RULESETS.items()}
#: game -> its house rules: the switches a table may set, and the ids of its own rulesets.
HOUSES: dict[str, HouseRules] = {"belote": BELOTE_HOUSE, "jass": JASS_HOUSE}
#: A table's ruleset id, as the OpenAPI document describes it (the checksum is not a pattern).
ID_PATTERN = rf"^{PREFIX.replace('.', chr(92) + '.')}[A-Za-z0-9_-]{{4,{MAX_ID - len(PREFIX)}}}$"
#: The codes of a table's ids and rules: the errors of an id or a switch, each refused
#: combination (its switches and its own params), and the ``house_rule`` reason.
HOUSE_CODES: dict[str, tuple[str, ...]] = {
    **HOUSE_ERROR_CODES,
    **{r.code: ("switches", *r.params) for r in (*BELOTE_REFUSALS, *JASS_REFUSALS)},
    "house_rule": ("house", "rule"),
}

_UNKNOWN_RULESET: dict[str, Callable[[object], EngineError]] = {
    "belote": B.UnknownRulesetError, "jass": J.UnknownRulesetError,
}


def is_standard(game: str, rid: str) -> bool:
    """Is ``rid`` (as parsed) one of the game's standard rulesets?"""
    return rid in RULESETS[game]


def parse_id(game: str, text: str) -> str:
    """The canonical id of a ruleset named by ``text`` (the game's unknown-ruleset error, or
    the :class:`~engine.house.HouseError` of a bad table id, with ``field`` ``rules``). A table's
    id is decoded and checked here (memoized: :meth:`~engine.house.HouseRules.ruleset`)."""
    rid = text.strip()
    if is_house_id(rid):
        if HOUSES[game].known(rid) is not None:  # read before: valid (a dict lookup)
            return rid
        try:
            HOUSES[game].table(rid)  # decoded, built and checked (memoized)
        except HouseError as e:
            e.field = "rules"
            raise
        return rid
    rid = rid.lower()
    if rid not in RULESETS[game]:
        unknown = _UNKNOWN_RULESET[game](text)
        unknown.field = "rules"  # type: ignore[attr-defined]
        raise unknown
    return rid


def ruleset(game: str, rid: str) -> Any:
    """The ruleset value of a canonical id (:func:`parse_id`'s)."""
    found = RULESETS[game].get(rid)
    return found if found is not None else HOUSES[game].ruleset(rid)
