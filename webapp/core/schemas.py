"""The OpenAPI document's schemas (JSON Schema, OpenAPI 3.1): a request field's schema derived from
its declaration (:func:`field_schema`: kind, enum, bounds), and the building blocks (seats, teams,
cards, reasons) of the result schemas written in each question's row (:mod:`webapp.core.questions`).
"""

from __future__ import annotations

from typing import Any

from engine.table import SEATS
from webapp.core.fields import DECKS, MAX_TEXT, MAX_TOKEN, Field

__all__ = [
    "CARD",
    "CARDS_OUT",
    "ILLEGAL",
    "POINTS",
    "REASON",
    "REASONS",
    "SCORE_BY_TEAM",
    "SEAT",
    "TEAM",
    "WEIS",
    "field_schema",
]

SEAT = {"type": "string", "enum": list(SEATS),
               "description": "A seat; play runs anticlockwise N, W, S, E. Any case is accepted in "
                              "`seat`, `forehand` and tricks; `hands` keys must be upper case."}


def _cards_schema(game: str) -> dict[str, Any]:
    return {
        "description": "Card codes: one string separated by spaces, commas or semicolons, or a "
                       "list. Aliases are accepted (`10S`, `J♠`, `AS`; Jass: `UR`, `Q♥`...).",
        "oneOf": [{"type": "string", "maxLength": MAX_TEXT},
                  {"type": "array", "maxItems": DECKS[game].hand_size,
                   "items": {"type": "string", "maxLength": MAX_TOKEN}}],
    }


def _number_schema(f: Field) -> dict[str, Any]:
    low, high = f.valid or (f.minimum, f.maximum)
    return {"type": "integer", "minimum": low, "maximum": high}


def field_schema(game: str, f: Field) -> dict[str, Any]:
    """The JSON schema of one field (OpenAPI 3.1), from its kind, enum and bounds."""
    out: dict[str, Any]
    if f.schema is not None:
        out = dict(f.schema)
    elif f.kind == "token":
        out = ({"type": "string", "enum": list(f.enum)} if f.enum
               else {"type": "string", "maxLength": MAX_TOKEN})
    elif f.kind == "seat":
        out = dict(SEAT)
    elif f.kind == "integer":
        out = _number_schema(f)
    elif f.kind == "boolean":
        out = {"type": "boolean"}
    elif f.kind == "object":
        out = {"type": "object", "additionalProperties": False,
               "required": [sub.name for sub in f.fields if sub.required],
               "properties": {sub.name: field_schema(game, sub) for sub in f.fields}}
    elif f.kind == "hands":
        out = {"type": "object", "minProperties": 1, "maxProperties": 4,
               "propertyNames": {"enum": list(SEATS)},
               "additionalProperties": _cards_schema(game)}
    elif f.kind == "cards":
        out = _cards_schema(game)
    elif f.kind == "trick":
        out = {"type": "array", "maxItems": f.maximum,
               "items": {"type": "object", "additionalProperties": False,
                         "required": ["seat", "card"],
                         "properties": {"seat": SEAT,
                                        "card": {"type": "string", "maxLength": MAX_TOKEN}}},
               "description": "The cards already played, in order of play."}
    elif f.kind == "team_numbers":
        number = _number_schema(f)
        out = {"type": "object", "additionalProperties": False, "required": ["NS", "EW"],
               "properties": {"NS": number, "EW": number}}
    else:  # pragma: no cover - a custom field gives its schema
        raise ValueError(f"field {f.name} needs a schema")
    if f.default is not None and f.kind in ("integer", "boolean"):
        out["default"] = f.default
    if f.description:
        out["description"] = f.description
    if not f.required and f.kind in ("object", "integer", "token") and f.schema is None:
        out = {"oneOf": [out, {"type": "null"}], **({"description": out.pop("description")}
                                                   if "description" in out else {})}
    return out


TEAM: dict[str, Any] = {"type": "string", "enum": ["NS", "EW"]}
CARD: dict[str, Any] = {"type": "string",
                        "description": "A canonical card code, e.g. `JS`, `TH` (ten), `UR`."}
CARDS_OUT: dict[str, Any] = {"type": "array", "items": CARD}
REASON: dict[str, Any] = {"$ref": "#/components/schemas/Reason"}
REASONS: dict[str, Any] = {"type": "array", "items": REASON,
                           "description": "The verdict's explanation, step by step."}
ILLEGAL: dict[str, Any] = {
    "type": "object", "additionalProperties": REASON,
    "description": "Each card of the hand that may not be played -> the rule forbidding it."}
POINTS: dict[str, Any] = {"type": "object", "properties": {"NS": {"type": "integer"},
                                                           "EW": {"type": "integer"}}}
SCORE_BY_TEAM: dict[str, Any] = {"type": "object", "required": ["NS", "EW"],
                                 "properties": {"NS": {"type": "integer"},
                                                "EW": {"type": "integer"}}}
WEIS: dict[str, Any] = {"$ref": "#/components/schemas/Weis"}
