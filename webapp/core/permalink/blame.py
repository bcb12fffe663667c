"""Errors -> the query parameters they are about: :func:`error_field` (from the field the
service blames), :data:`FIELD_PARAMS`, and the parameters holding cards (:func:`card_params`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.reasons import EngineError
from webapp.core.permalink.read import checker_question
from webapp.core.questions import HAND_PARAMS, QUERY, Param, Question, question

__all__ = ["FIELD_PARAMS", "card_params", "error_field"]


def _blamed(p: Param) -> dict[str, str]:
    """Input path -> the parameter showing its errors, for one parameter."""
    name = p.names[-1]
    if p.codec == "hands":
        return {p.path: p.names[0], **{f"{p.path}.{n.upper()}": n for n in p.names}}
    if p.codec == "trick":
        return {"seat": p.names[0], p.path: p.names[1]}
    if p.codec == "team_points":
        return {f"{p.path}.team": p.names[0], f"{p.path}.points": name, p.path: name}
    if p.codec == "cards_won":
        return {p.path: p.names[0], f"{p.path}.taker": p.names[0],
                f"{p.path}.defense": p.names[1], "last_trick": p.names[2]}
    out = {p.path: p.names[0]}
    parent = p.path.rpartition(".")[0]
    return {parent: p.names[0], **out} if parent else out


def _field_params(q: Question) -> dict[str, str]:
    out: dict[str, str] = {"rules": "rules"}
    for p in q.params:
        for path, name in _blamed(p).items():
            out.setdefault(path, name)  # a group's first parameter stands for the group
    return out


#: "game/kind" -> (input field, a dotted path -> the query parameter showing its errors).
_FIELD_PARAMS: dict[str, dict[str, str]] = {
    key: _field_params(question(*key.split("/"))) for key in QUERY}
#: Every question's input field -> query parameter, together.
FIELD_PARAMS: dict[str, str] = {path: name for m in _FIELD_PARAMS.values()
                                for path, name in m.items()}


def card_params(game: str, kind: str) -> tuple[str, ...]:
    """The parameters holding cards, in order (each checked on its own before the deal): the
    hands (``n``...), the trick's cards (``trick``) and a hand (``hand``)."""
    out: list[str] = []
    for p in checker_question(game, kind).params:
        if p.codec == "hands":
            out += p.names
        elif p.codec in ("trick", "cards"):
            out.append(p.names[-1])
        elif p.codec == "cards_won":
            out += p.names[:2]
    return tuple(out)


def error_field(game: str, kind: str, error: EngineError, args: Mapping[str, Any]) -> str | None:
    """The query parameter an error is about (None: shown above the form).

    From the ``field`` the service blames (``hands.N`` -> ``n``, ``trick.1.card`` -> ``trick``),
    refined by the params where a field has two inputs (``card_points`` of a team or a side).
    """
    key = f"{game}/{kind}"
    names, blamed = QUERY[key], _FIELD_PARAMS[key]
    path = getattr(error, "field", None) or ""
    p = error.params
    seat = (p.get("seats") or [None])[-1] or p.get("seat")
    by_seat = seat.lower() if isinstance(seat, str) and seat.lower() in HAND_PARAMS else None
    field: str | None
    if path == "hands" and by_seat:
        field = by_seat  # a card in two hands: the second one
    elif path.startswith("trick."):
        field = blamed.get("seat") if path.endswith(".seat") else blamed.get("trick")
    else:
        field = next((blamed[f"{path}.{sub}"] for sub in (p.get("team"), p.get("side"))
                      if f"{path}.{sub}" in blamed), blamed.get(path))
    if field is None and by_seat and "n" in names:
        field = by_seat
    return field if field in names else None
