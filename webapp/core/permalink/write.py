"""The public input format -> a checker's query string (:func:`to_query`): each parameter of the
question written by its codec, in ``QUERY`` order."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any
from urllib.parse import urlencode

from webapp.core.permalink.read import checker_question
from webapp.core.questions import QUERY, Param

__all__ = ["get_at", "to_query"]


def _str(value: Any) -> str:
    if value is None or value is False:
        return ""
    if value is True:
        return "1"
    return str(value)


def _cards(value: Any) -> str:
    return " ".join(value) if isinstance(value, list | tuple) else _str(value)


def get_at(data: Mapping[str, Any], path: str) -> Any:
    """The value at a dotted path (``card_points.taker``), None when a part is missing."""
    value: Any = data
    for name in path.split("."):
        value = (value or {}).get(name) if isinstance(value or {}, Mapping) else None
    return value


def _write(p: Param, data: Mapping[str, Any], v: dict[str, str]) -> None:
    """One parameter's text(s), from ``data``, into ``v``."""
    name = p.names[0]
    value = get_at(data, p.path)
    if p.codec == "hands":
        hands = value or {}
        for n in p.names:
            v[n] = _cards(hands.get(n.upper()))
    elif p.codec == "trick":
        trick = value or []
        v[name] = _str(trick[0]["seat"] if trick else data.get("seat"))
        v[p.names[1]] = " ".join(_str(play.get("card")) for play in trick)
    elif p.codec == "cards":
        v[name] = _cards(value)
    elif p.codec == "flag":
        v[name] = _str(bool(value))
    elif p.codec == "team_points":
        if isinstance(value, list | tuple) and len(value) == 2:
            value = {"team": value[0], "points": value[1]}
        if isinstance(value, Mapping):
            v[name] = _str(value.get("team"))
            if len(p.names) > 1:
                v[p.names[1]] = _str(value.get("points"))
    elif p.codec == "cards_won":
        if isinstance(value, Mapping):
            for side, n in zip(("taker", "defense"), p.names, strict=False):
                v[n] = _cards(value.get(side))
            v[p.names[2]] = _str(data.get("last_trick"))
    elif p.codec == "belote":
        if isinstance(value, Mapping):
            value = (next(iter(value)) if len(value) == 1 and list(value.values()) == [20]
                     else ",".join(f"{k}:{_str(points)}" for k, points in value.items()))
        v[name] = _str(value)
    else:  # text, team, number, or_none
        v[name] = _str(value)


def to_query(game: str, kind: str, data: Mapping[str, Any]) -> str:
    """The public input format -> a query string (no ``?``), parameters in ``QUERY`` order,
    empty ones left out. ``to_query(g, k, from_query(g, k, parse(to_query(g, k, d))))`` is
    ``to_query(g, k, d)``.

    >>> to_query("belote", "announcements", {"trump": "S", "taker": "N", "hands": {"N": "JS QS KS"},
    ...                                      "rules": ["maison"]})
    'n=JS+QS+KS&trump=S&taker=N&rules=maison'
    """
    q = checker_question(game, kind)
    v: dict[str, str] = {}
    for p in q.params:
        if p.coinche_only and data.get("variant") == "classic":  # a classic form ignores them
            continue
        _write(p, data, v)
    rules = data.get("rules")
    if rules:
        v["rules"] = ",".join(rules)
    return urlencode([(name, v[name]) for name in QUERY[f"{game}/{kind}"] if v.get(name)],
                     safe=",")
