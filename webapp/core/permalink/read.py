"""A checker's query string -> the public input format (:func:`from_query`): each parameter of
the question read by its codec, values as typed (the engine judges them)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.table import SEATS, play_order
from webapp.core.questions import DEFAULTS, Param, Question, question

__all__ = ["checker_question", "from_query", "number", "set_at", "text_arg", "tokens"]

#: Checkbox values that mean "on".
_ON = ("1", "on", "true", "yes")


def text_arg(args: Mapping[str, Any], name: str, default: str = "") -> str:
    """A query argument as typed, whitespace normalized, at most 400 characters."""
    value = args.get(name)
    if value is None:
        return default
    if not isinstance(value, str):
        value = str(value)
    return " ".join(value.split())[:400]


def number(value: str) -> int | str | None:
    """``"90"`` -> 90, ``""`` -> None; anything else stays a string (the engine rejects it)."""
    if value == "":
        return None
    if value.isascii() and value.lstrip("-").isdigit() and len(value) < 7:
        return int(value)
    return value


def tokens(text: str) -> list[str]:
    return text.replace(",", " ").replace(";", " ").split()


def checker_question(game: str, kind: str) -> Question:
    """The question ``game/kind``, which must have a checker page (``ValueError`` otherwise)."""
    q = question(game, kind)
    if not q.params:
        raise ValueError(f"no checker for {game}/{kind}")
    return q


# -- query -> input --------------------------------------------------------------------------------


def set_at(data: dict[str, Any], path: str, value: Any) -> None:
    """``data[path] = value`` at a dotted path (``card_points.taker``), making the parents."""
    *parents, name = path.split(".")
    for parent in parents:
        data = data.setdefault(parent, {})
    data[name] = value


def _read(p: Param, t: Any, data: dict[str, Any]) -> None:
    """One parameter (``t(name)``: its text, or its default) into ``data``."""
    name = p.names[0]
    if p.codec == "hands":
        data[p.path] = {n.upper(): t(n) for n in p.names if t(n)}
    elif p.codec == "trick":
        first, cards = t(name).upper(), tokens(t(p.names[1]))
        if first not in SEATS:  # an unknown seat: kept as typed, the engine reports it
            data[p.path] = [{"seat": first, "card": c} for c in cards]
            data["seat"] = first
        else:
            order = play_order(first)
            data[p.path] = [{"seat": order[i % 4], "card": c} for i, c in enumerate(cards)]
            data["seat"] = order[len(cards) % 4]
    elif p.codec == "team":
        team = t(name).upper() or "NS"
        set_at(data, p.path, ("NS" if team in "NS" else "EW") if team in SEATS else team)
    elif p.codec == "number":
        set_at(data, p.path, number(t(name)))
    elif p.codec == "flag":
        set_at(data, p.path, t(name) in _ON)
    elif p.codec == "or_none":
        set_at(data, p.path, t(name) or None)
    elif p.codec == "team_points":
        points = number(t(p.names[1])) if len(p.names) > 1 else p.points
        set_at(data, p.path, {"team": t(name), "points": points} if t(name) else None)
    elif p.codec == "belote":
        set_at(data, p.path, _belote(t(name)))
    elif p.codec == "cards_won":
        # belote.md Q20: the cards each side won, when the points are left empty (the defence's
        # may be left out: all the others); they replace the points and the capot.
        taker, defense, last = (t(n) for n in p.names)
        cp = data.get("card_points") or {}
        if (taker or defense) and all(x is None for x in cp.values()) and not data.get(
                "all_tricks_taker"):
            data.pop("card_points", None)
            data.pop("all_tricks_taker", None)
            data[p.path] = {side: cards for side, cards in (("taker", taker), ("defense", defense))
                            if cards}
            data["last_trick"] = last or None
    else:  # text, cards
        set_at(data, p.path, t(name))


def from_query(game: str, kind: str, args: Mapping[str, Any]) -> dict[str, Any]:
    """A query string's arguments (any mapping of str) -> the public input format.

    Never raises: values are taken as typed (whitespace normalized); the engine judges them.
    ``rules`` becomes a list of ruleset ids (absent: no ``rules`` key, i.e. all).

    >>> from_query("belote", "announcements", {"n": "JS  QS KS", "trump": "H", "taker": "E"})
    {'hands': {'N': 'JS QS KS'}, 'trump': 'H', 'taker': 'EW'}
    >>> data = from_query("jass", "legal", {"contract": "R", "first": "N", "trick": "KE 9R",
    ...                                     "hand": "UR"})
    >>> data["trick"], data["seat"], data["hand"]
    ([{'seat': 'N', 'card': 'KE'}, {'seat': 'W', 'card': '9R'}], 'S', 'UR')
    """
    q = checker_question(game, kind)

    def t(name: str) -> str:
        return text_arg(args, name, DEFAULTS.get(name, ""))

    data: dict[str, Any] = {}
    for p in q.params:
        if p.coinche_only and data.get("variant") != "coinche":
            continue
        _read(p, t, data)
    getlist = getattr(args, "getlist", None)
    rules = text_arg({"rules": ",".join(getlist("rules"))} if getlist else args, "rules")
    if rules:
        data["rules"] = rules.replace(",", " ").split()
    return data


def _belote(text: str) -> Any:
    """``taker`` -> ``"taker"`` (20 points); ``taker:40,defense:20`` -> ``{"taker": 40, ...}``
    (several belotes in tout-atout); ``""`` -> None."""
    if not text or (":" not in text and "," not in text):
        return text or None
    out: dict[str, Any] = {}
    for part in text.split(","):
        side, _, points = part.partition(":")
        out[side.strip()] = number(points.strip() or "20")
    return out
