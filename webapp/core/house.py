"""A table's own ruleset, for the API and the pages: the switches of a game with their words,
a new id from a base and switches, and what an id holds (no routes here).

The values and the id are :mod:`engine.house`'s (``engine/belote/house.py``,
``engine/jass/house.py``); the words are :mod:`webapp.i18n.house`'s. Nothing is stored: an id
is computed from the switches and decoded back (memoized).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.house import MAX_NAME, HouseError, Switch, is_house_id
from webapp.core.content import switch_sources
from webapp.core.fields import InvalidFieldError, MissingFieldError, only
from webapp.core.rulesets import HOUSES, RULESETS, parse_id
from webapp.i18n import ruleset_name
from webapp.i18n.house import switch_text, value_text

__all__ = ["MAX_NAME", "POST_FIELDS", "Rules", "catalogue", "made", "make", "rules_of"]

#: The fields of ``POST /api/v1/<game>/rulesets``.
POST_FIELDS = frozenset(("base", "set", "name"))


def _field(game: str, sw: Switch) -> dict[str, Any]:
    words = switch_text(game, sw.field)
    return {
        "field": sw.field,
        "label": words.label(sw.field),
        "explanation": str(words.explain),
        "values": [{"value": t, "text": value_text(game, sw.field, t)} for t in sw.tokens],
        "defaults": {rid: sw.token_of(rs) for rid, rs in RULESETS[game].items()},
        "sources": list(switch_sources(game, sw.field)),
        "judged": sw.verdicts,
    }


def catalogue(game: str) -> dict[str, Any]:
    """``GET /api/v1/<game>/rulesets``: the standard rulesets and every switch, with its
    values, its default in each standard ruleset, its words (current language) and sources."""
    return {
        "game": game,
        "standard": [{"id": rid, "name": ruleset_name(rid)} for rid in RULESETS[game]],
        "fields": [_field(game, sw) for sw in HOUSES[game].switches],
    }


def make(game: str, body: Mapping[str, Any]) -> str:
    """The id of ``{"base": id, "set": {field: value}, "name": text}`` (a :class:`HouseError`
    or a service error, with ``field``, when something is wrong). The base may itself be a
    table's id: its switches are kept, then ``set`` applies."""
    only(body, POST_FIELDS)
    base = body.get("base")
    if base is None:
        raise MissingFieldError("base")
    if not isinstance(base, str):
        raise InvalidFieldError("base", "string")
    changes = body.get("set", {})
    if not isinstance(changes, Mapping):
        raise InvalidFieldError("set", "object")
    name = body.get("name", "")
    if name is not None and not isinstance(name, str):
        raise InvalidFieldError("name", "string")
    house = HOUSES[game]
    try:
        if is_house_id(base):
            start, kept, _old = house.decode(base)
            changes = {**kept, **changes}
        else:
            start = base
        return house.encode(start, changes, name)
    except HouseError as e:
        if e.field is None:
            e.field = {"house_unknown_base": "base", "house_invalid_id": "base",
                       "house_invalid_name": "name"}.get(e.code, "set")
        raise


def made(game: str, rid: str) -> dict[str, Any]:
    """The answer of ``POST /api/v1/<game>/rulesets``: the id, its base, name and switches."""
    house = HOUSES[game]
    return {"id": rid, "base": house.base_of(rid), "name": house.name_of(rid),
            "set": house.changes(rid)}


@dataclass(frozen=True)
class Rules:
    """What an id (standard or a table's) holds, for the page and the sheet."""

    game: str
    id: str
    base: str
    name: str
    house: bool
    tokens: dict[str, str | None]
    changed: frozenset[str]


def rules_of(game: str, text: str) -> Rules:
    """The rules an id names, standard or a table's (:func:`webapp.core.rulesets.parse_id`:
    raises its error for an id that names none)."""
    house = HOUSES[game]
    rid = parse_id(game, text)
    if rid in RULESETS[game]:
        rs = RULESETS[game][rid]
        return Rules(game, rid, rid, ruleset_name(rid), False, house.tokens(rs), frozenset())
    base, changes, name = house.decode(rid)
    rs = house.ruleset(rid)
    return Rules(game, rid, base, name, True, house.tokens(rs), frozenset(changes))

