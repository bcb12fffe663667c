"""Building blocks of the OpenAPI document's schemas (JSON Schema, OpenAPI 3.1): seats, teams,
cards, reasons. The request schemas are derived from each question's fields
(:func:`webapp.core.fields.field_schema`); the result schemas are written with these, in each
question's row (:mod:`webapp.core.questions`)."""

from __future__ import annotations

from typing import Any

from webapp.core.fields import SEAT_SCHEMA

__all__ = ["SEAT", "TEAM", "CARD", "CARDS_OUT", "REASON", "REASONS", "ILLEGAL", "POINTS",
           "SCORE_BY_TEAM", "WEIS"]

SEAT: dict[str, Any] = SEAT_SCHEMA
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
