"""The OpenAPI 3.1 document of the JSON API (``GET /api/v1/openapi.json``).

Built from data, so it cannot drift from the code: the endpoints from :data:`webapp.core.service.KINDS`,
the ruleset ids from :data:`webapp.core.service.RULESETS`, the error codes from the engines' code tables,
:data:`webapp.core.service.SERVICE_ERROR_CODES` and :data:`webapp.i18n.messages.API_ERROR_CODES`.
``tests/webapp/test_api.py`` validates it with openapi-spec-validator.

>>> doc = document()
>>> doc["openapi"], sorted(doc["paths"])[:2]
('3.1.0', ['/api/v1/belote/announcements', '/api/v1/belote/legal'])
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from engine.belote.codes import ERROR_CODES as BELOTE_ERRORS
from engine.jass.codes import ERROR_CODES as JASS_ERRORS
from webapp.core import service
from webapp.i18n.messages import API_ERROR_CODES

__all__ = ["document", "document_json", "error_codes"]

LANGS = ["en", "pt", "vi", "th", "de-ch", "fr"]
SEAT = {"type": "string", "enum": ["N", "E", "S", "W"],
        "description": "A seat; play runs anticlockwise N, W, S, E. Any case is accepted in "
                       "`seat`, `forehand` and tricks; `hands` keys must be upper case."}
TEAM = {"type": "string", "enum": ["NS", "EW"]}
CARD = {"type": "string", "description": "A canonical card code, e.g. `JS`, `TH` (ten), `UR`."}
CARDS_OUT = {"type": "array", "items": CARD}
CARDS_IN = {
    "description": "Card codes: one string separated by spaces, commas or semicolons, or a list. "
                   "Aliases are accepted (`10S`, `J♠`, `AS`; Jass: `UR`, `Q♥`...).",
    "oneOf": [{"type": "string", "maxLength": service.MAX_TEXT},
              {"type": "array", "maxItems": 9,
               "items": {"type": "string", "maxLength": service.MAX_TOKEN}}],
}
TRICK_IN = {
    "type": "array", "maxItems": 4,
    "items": {"type": "object", "additionalProperties": False, "required": ["seat", "card"],
              "properties": {"seat": SEAT, "card": {"type": "string"}}},
    "description": "The cards already played, in order of play.",
}
TEAM_POINTS = {"type": "object", "additionalProperties": False, "required": ["team", "points"],
               "properties": {"team": TEAM, "points": {"type": "integer"}}}
REASON = {"$ref": "#/components/schemas/Reason"}
REASONS = {"type": "array", "items": REASON,
           "description": "The verdict's explanation, step by step."}


def error_codes() -> dict[str, tuple[str, ...]]:
    """Every error code the API can answer with -> its params."""
    out = {**BELOTE_ERRORS, **JASS_ERRORS, **service.SERVICE_ERROR_CODES, **API_ERROR_CODES,
           **{c: p for c, p in service.HOUSE_CODES.items() if c != "house_rule"},
           "payload_too_large": (), "not_found": (), "method_not_allowed": ()}
    return out


def _request(game: str, properties: dict[str, Any], required: list[str]) -> dict[str, Any]:
    return {
        "type": "object", "additionalProperties": False, "required": required,
        "properties": {
            **properties,
            "lang": {"type": "string", "enum": LANGS, "default": "en",
                     "description": "The language of every `text` and `message`."},
            "rules": {"type": "array", "minItems": 1, "maxItems": service.MAX_RULES,
                      "items": {"anyOf": [
                          {"type": "string", "enum": list(service.RULESETS[game])},
                          {"type": "string", "pattern": HOUSE_ID_PATTERN,
                           "description": "A table's ruleset id (POST "
                                          f"/api/v1/{game}/rulesets)"}]},
                      "description": "Ruleset ids; default: all of the game's."},
        },
    }


def _result(properties: dict[str, Any]) -> dict[str, Any]:
    return {"type": "object", "required": [*properties, "reasons"],
            "properties": {**properties, "reasons": REASONS}}


ILLEGAL = {"type": "object", "additionalProperties": REASON,
           "description": "Each card of the hand that may not be played -> the rule forbidding it."}
POINTS = {"type": "object", "properties": {"NS": {"type": "integer"}, "EW": {"type": "integer"}}}
SCORE_BY_TEAM = {"type": "object", "required": ["NS", "EW"],
                 "properties": {"NS": {"type": "integer"}, "EW": {"type": "integer"}}}

QUESTIONS: dict[tuple[str, str], dict[str, Any]] = {
    ("belote", "announcements"): {
        "summary": "Which team scores its announcements (and the belote)",
        "request": ({"trump": {"type": "string", "description": "S, H, D, C, none or all"},
                     "taker": {"type": "string", "description": "The taking team (NS, EW) or seat"},
                     "hands": {"type": "object", "minProperties": 1, "maxProperties": 4,
                               "propertyNames": {"enum": ["N", "E", "S", "W"]},
                               "additionalProperties": CARDS_IN}},
                    ["trump", "taker", "hands"]),
        "result": {
            "scoring_team": {"oneOf": [TEAM, {"type": "null"}]},
            "points": POINTS,
            "combinations": {"type": "array", "items": {"type": "object", "properties": {
                "seat": SEAT, "type": {"enum": ["tierce", "cinquante", "cent", "carre"]},
                "cards": CARDS_OUT, "points": {"type": "integer"}, "scores": {"type": "boolean"}}}},
            "belote": {"type": "array", "items": {"type": "object", "properties": {
                "seat": SEAT, "points": {"type": "integer"}}}},
        },
    },
    ("belote", "legal"): {
        "summary": "Which cards may be played, and the rule forbidding each other card",
        "request": ({"variant": {"enum": ["classic", "coinche"]},
                     "trump": {"type": "string"},
                     "trick": TRICK_IN, "seat": SEAT, "hand": CARDS_IN},
                    ["variant", "trump", "hand"]),
        "result": {"legal": CARDS_OUT, "illegal": ILLEGAL},
    },
    ("belote", "score"): {
        "summary": "A deal's score (classic belote or Coinche)",
        "request": ({"variant": {"enum": ["classic", "coinche"]},
                     "taker": {"type": "string", "description": "The taking team (NS, EW)"},
                     "trump": {"type": "string"},
                     "bid": {"type": ["integer", "null"], "description": "Coinche: 80 to 160"},
                     "capot_bid": {"type": "boolean", "default": False},
                     "coinche": {"enum": [1, 2, 4], "default": 1},
                     "card_points": {"type": "object", "additionalProperties": False,
                                     "required": ["taker", "defense"],
                                     "properties": {"taker": {"type": "integer"},
                                                    "defense": {"type": "integer"}},
                                     "description": "Dix de der included"},
                     "all_tricks_taker": {"enum": ["taker", "defense", None]},
                     "announcements": {"oneOf": [
                         {"type": "null"},
                         {"type": "object", "additionalProperties": False,
                          "required": ["team", "points"],
                          "properties": {"team": {"enum": ["taker", "defense"]},
                                         "points": {"type": "integer"}}}],
                         "description": "The validated announcements"},
                     "belote": {"oneOf": [
                         {"type": "null"}, {"enum": ["taker", "defense"]},
                         {"type": "object", "maxProperties": 2,
                          "additionalProperties": {"type": "integer"}}],
                         "description": "Who holds the belote, or {side: points}"}},
                    ["variant", "taker", "trump", "card_points"]),
        "result": {
            "made": {"type": ["boolean", "null"], "description": "null: litige (classic)"},
            "taker": TEAM,
            "scores": SCORE_BY_TEAM, "totals": SCORE_BY_TEAM,
            "held": {"type": ["integer", "null"], "description": "Litige: points held"},
            "contract": {"type": ["integer", "null"]},
            "multiplier": {"type": "integer"},
        },
    },
    ("jass", "weis"): {
        "summary": "Which team scores its Weis, and the Stöck",
        "request": ({"contract": {"type": "string",
                                  "description": "E, S, R, L, obenabe or undenufe"},
                     "forehand": SEAT,
                     "hands": {"type": "object", "minProperties": 1, "maxProperties": 4,
                               "propertyNames": {"enum": ["N", "E", "S", "W"]},
                               "additionalProperties": CARDS_IN}},
                    ["contract", "forehand", "hands"]),
        "result": {
            "weis": {"type": "array", "items": {"$ref": "#/components/schemas/Weis"}},
            "best": {"oneOf": [{"$ref": "#/components/schemas/Weis"}, {"type": "null"}]},
            "scoring_team": {"oneOf": [TEAM, {"type": "null"}]},
            "points": POINTS, "multiplier": {"type": "integer"},
            "stoeck": {"type": "array", "items": {"type": "object", "properties": {
                "seat": SEAT, "points": {"type": "integer"}}}},
        },
    },
    ("jass", "legal"): {
        "summary": "Which cards may be played, and the rule forbidding each other card",
        "request": ({"contract": {"type": "string"}, "trick": TRICK_IN, "seat": SEAT,
                     "hand": CARDS_IN}, ["contract", "hand"]),
        "result": {"legal": CARDS_OUT, "illegal": ILLEGAL},
    },
    ("jass", "trick"): {
        "summary": "Who wins a trick and what it is worth",
        "request": ({"contract": {"type": "string"}, "trick": TRICK_IN,
                     "last": {"type": "boolean", "default": False}}, ["contract", "trick"]),
        "result": {"winner": SEAT, "points": {"type": "integer"}},
    },
    ("jass", "score"): {
        "summary": "A deal's score",
        "request": ({"contract": {"type": "string"},
                     "card_points": SCORE_BY_TEAM, "tricks": SCORE_BY_TEAM,
                     "weis": {"oneOf": [TEAM_POINTS, {"type": "null"}]},
                     "stoeck": {"oneOf": [TEAM_POINTS, {"type": "null"}]}},
                    ["contract", "card_points", "tricks"]),
        "result": {"multiplier": {"type": "integer"},
                   "matsch": {"oneOf": [TEAM, {"type": "null"}]}, "scores": SCORE_BY_TEAM},
    },
}


#: A table's ruleset id (engine/house.py).
HOUSE_ID_PATTERN = r"^h1\.[A-Za-z0-9_-]{4,253}$"


def _rulesets_paths(game: str) -> dict[str, Any]:
    """``GET`` and ``POST /api/v1/<game>/rulesets`` (webapp.core.house)."""
    switches = service.HOUSES[game].switches
    value = {"type": "object", "required": ["value", "text"], "properties": {
        "value": {"type": "string"}, "text": {"type": "string", "description": "Localized"}}}
    field = {"type": "object", "required": ["field", "label", "explanation", "values",
                                             "defaults", "sources", "judged"], "properties": {
        "field": {"enum": [s.field for s in switches]},
        "label": {"type": "string"}, "explanation": {"type": "string"},
        "values": {"type": "array", "items": value},
        "defaults": {"type": "object", "description": "Standard ruleset id -> its value",
                     "additionalProperties": {"type": "string"}},
        "sources": {"type": "array", "items": {"type": "string"},
                    "description": "Keys of the Sources page"},
        "judged": {"type": "boolean",
                   "description": "false: stated on the sheet only (no verdict reads it)"}}}
    sets = {s.field: {"enum": list(s.tokens)} for s in switches}
    return {"get": {
        "operationId": f"{game}_rulesets", "summary": "The standard rulesets and every rule a "
                                                      "table may set", "tags": [game],
        "parameters": [{"name": "lang", "in": "query", "required": False,
                        "schema": {"enum": LANGS, "default": "en"}}],
        "responses": {
            "200": {"description": "The switches", "content": {"application/json": {"schema": {
                "type": "object", "required": ["game", "standard", "fields"], "properties": {
                    "game": {"const": game},
                    "standard": {"type": "array", "items": {"type": "object", "properties": {
                        "id": {"type": "string"}, "name": {"type": "string"}}}},
                    "fields": {"type": "array", "items": field}}}}}},
            "422": _error_response("unknown_language")}},
        "post": {
        "operationId": f"{game}_ruleset_id", "summary": "A table's ruleset id (computed, not "
                                                        "stored)", "tags": [game],
        "requestBody": {"required": True, "content": {"application/json": {"schema": {
            "type": "object", "additionalProperties": False, "required": ["base"],
            "properties": {
                "base": {"type": "string", "description": "A standard id, or a table's id"},
                "set": {"type": "object", "additionalProperties": False, "properties": sets,
                        "description": "field -> value (JSON true/false and numbers too)"},
                "name": {"type": "string", "maxLength": 40},
                "lang": {"enum": LANGS, "default": "en"}}}}}},
        "responses": {
            "200": {"description": "The id", "content": {"application/json": {"schema": {
                "type": "object", "required": ["id", "base", "name", "set"], "properties": {
                    "id": {"type": "string", "pattern": HOUSE_ID_PATTERN},
                    "base": {"type": "string"}, "name": {"type": "string"},
                    "set": {"type": "object", "description": "The fields that differ from "
                                                             "the base"}}}}}},
            "400": _error_response("invalid_json, invalid_body"),
            "415": _error_response("unsupported_media_type"),
            "422": _error_response("house_unknown_base, house_unknown_switch, "
                                   "house_invalid_choice, house_invalid_name, a refused "
                                   "combination (house_no_trump_162, house_game_in_one_deal)")}}}


def _error_response(description: str) -> dict[str, Any]:
    return {"description": description,
            "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}


@cache
def document() -> dict[str, Any]:
    """The OpenAPI document, as a dict."""
    assert set(QUESTIONS) == {(g, k) for g in service.GAMES for k in service.KINDS[g]}
    codes = error_codes()
    paths: dict[str, Any] = {}
    schemas: dict[str, Any] = {
        "Reason": {"type": "object", "required": ["code", "params", "text"], "properties": {
            "code": {"type": "string"}, "params": {"type": "object"},
            "text": {"type": "string", "description": "In the language of `lang`"}}},
        "Weis": {"type": "object", "properties": {
            "seat": SEAT, "type": {"enum": ["sequence", "four"]}, "cards": CARDS_OUT,
            "points": {"type": "integer"}, "scores": {"type": "boolean"}}},
        "Error": {"type": "object", "required": ["error"], "properties": {"error": {
            "type": "object", "required": ["code", "message", "details"], "properties": {
                "code": {"type": "string", "enum": sorted(codes)},
                "message": {"type": "string", "description": "Localized"},
                "details": {"type": "object", "properties": {
                    "field": {"type": ["string", "null"],
                              "description": "The input field to blame, a dotted path"},
                    "params": {"type": "object"}}}}}}},
    }
    for (game, kind), q in QUESTIONS.items():
        name = f"{game.title()}{kind.title()}"
        properties, required = q["request"]
        schemas[f"{name}Request"] = _request(game, properties, required)
        schemas[f"{name}Result"] = _result(q["result"])
        paths[f"/api/v1/{game}/{kind}"] = {"post": {
            "operationId": f"{game}_{kind}",
            "summary": q["summary"],
            "tags": [game],
            "requestBody": {"required": True, "content": {"application/json": {
                "schema": {"$ref": f"#/components/schemas/{name}Request"}}}},
            "responses": {
                "200": {"description": "One verdict per ruleset", "content": {"application/json": {
                    "schema": {"type": "object", "required": ["results"], "properties": {
                        "results": {"type": "object", "additionalProperties": {
                            "$ref": f"#/components/schemas/{name}Result"}}}}}}},
                "400": _error_response("invalid_json, invalid_body"),
                "413": _error_response("payload_too_large: the body is over 64 KB"),
                "415": _error_response("unsupported_media_type: send application/json"),
                "422": _error_response("An input or engine error: see the codes of Error"),
            },
        }}
    for game in service.GAMES:
        paths[f"/api/v1/{game}/rulesets"] = _rulesets_paths(game)
    paths["/api/v1/health"] = {"get": {
        "operationId": "health", "summary": "Liveness", "responses": {"200": {
            "description": "OK", "content": {"application/json": {"schema": {
                "type": "object", "properties": {"status": {"const": "ok"}}}}}}}}}
    paths["/api/v1/openapi.json"] = {"get": {
        "operationId": "openapi", "summary": "This document", "responses": {"200": {
            "description": "OpenAPI 3.1", "content": {"application/json": {}}}}}}
    return {
        "openapi": "3.1.0",
        "info": {"title": "Atout API", "version": "1.0.0",
                 "description": "Belote and Jass verdicts under every ruleset, with reasons, in "
                                "six languages. Error codes and their params: "
                                + "; ".join(f"{c}({', '.join(p)})" for c, p in sorted(codes.items()))},
        "servers": [{"url": "/"}],
        "paths": paths,
        "components": {"schemas": schemas},
    }


@cache
def document_json() -> str:
    return json.dumps(document(), ensure_ascii=False, indent=1)
