"""The OpenAPI 3.1 document of the JSON API (``GET /api/v1/openapi.json``).

Built from data, so it cannot drift from the code: the endpoints, their request bodies (each
field's kind, enum and bounds) and result schemas from :data:`webapp.core.questions.QUESTIONS`, the
ruleset ids from :data:`webapp.core.service.RULESETS`, the error codes from the engines' code
tables, :data:`webapp.core.service.SERVICE_ERROR_CODES` and
:data:`webapp.i18n.messages.API_ERROR_CODES`.
``tests/webapp/test_api.py`` validates it with openapi-spec-validator.

>>> doc = document()
>>> doc["openapi"], sorted(doc["paths"])[:2]
('3.1.0', ['/api/v1/belote/announcements', '/api/v1/belote/game'])
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import cache
from typing import Any

from engine.belote.codes import ERROR_CODES as BELOTE_ERRORS
from engine.jass.codes import ERROR_CODES as JASS_ERRORS
from webapp.core import schemas as S
from webapp.core import service
from webapp.core.questions import GAMES, QUESTIONS, Question
from webapp.core.rulesets import HOUSE_CODES, HOUSES, ID_PATTERN, RULESETS
from webapp.i18n import LOCALES
from webapp.i18n.messages import API_ERROR_CODES

__all__ = ["document", "document_json", "error_codes"]

LANGS = [loc.url for loc in LOCALES]


def error_codes() -> dict[str, tuple[str, ...]]:
    """Every error code the API can answer with -> its params."""
    out = {**BELOTE_ERRORS, **JASS_ERRORS, **service.SERVICE_ERROR_CODES, **API_ERROR_CODES,
           **{c: p for c, p in HOUSE_CODES.items() if c != "house_rule"},
           "payload_too_large": (), "not_found": (), "method_not_allowed": ()}
    return out


def _request(q: Question) -> dict[str, Any]:
    """A question's request body: its fields (kinds, enums, bounds), ``lang`` and ``rules``."""
    out: dict[str, Any] = {
        "type": "object", "additionalProperties": False,
        "required": [f.name for f in q.fields if f.required],
        "properties": {
            **{f.name: S.field_schema(q.game, f) for f in q.fields},
            # null is read as left out, as in every optional field
            "lang": {"oneOf": [{"type": "string", "enum": LANGS}, {"type": "null"}],
                     "default": "en",
                     "description": "The language of every `text` and `message`."},
            "rules": {"oneOf": [{"type": "array", "minItems": 1, "maxItems": service.MAX_RULES,
                                 "items": {"type": "string", "enum": list(RULESETS[q.game])}},
                                {"type": "null"}],
                      "description": "Ruleset ids; default: all of the game's standard ones. "
                                     "A table's ruleset id (POST "
                                     f"/api/v1/{q.game}/rulesets; {ID_PATTERN}) is read too: "
                                     "its checksum is no pattern, so it is not in this "
                                     "schema's enum."},
        },
    }
    if q.constraints:
        out["allOf"] = list(q.constraints)
    if q.notes:
        out["description"] = q.notes
    return out


def _result(properties: Mapping[str, Any]) -> dict[str, Any]:
    return {"type": "object", "required": [*properties, "reasons"],
            "properties": {**properties, "reasons": S.REASONS}}


def _accepted(switch: Any) -> list[Any]:
    """A switch's tokens, then the JSON values that name a choice too (``true``, ``19``,
    ``null``: :meth:`engine.house.Switch.choice` takes them)."""
    values = [c.value for c in switch.choices
              if c.value is None or isinstance(c.value, (bool, int))]
    return [*switch.tokens, *values]


def _rulesets_paths(game: str) -> dict[str, Any]:
    """``GET`` and ``POST /api/v1/<game>/rulesets`` (:mod:`webapp.core.house`)."""
    switches = HOUSES[game].switches
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
    sets = {s.field: {"enum": _accepted(s)} for s in switches}
    return {"get": {
        "operationId": f"{game}_rulesets",
        "summary": "The standard rulesets and every rule a table may set", "tags": [game],
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
        "operationId": f"{game}_ruleset_id",
        "summary": "A table's ruleset id (computed, not stored)", "tags": [game],
        "requestBody": {"required": True, "content": {"application/json": {"schema": {
            "type": "object", "additionalProperties": False, "required": ["base"],
            "properties": {
                "base": {"type": "string", "enum": list(RULESETS[game]),
                         "description": "A standard id, or a table's id (its switches kept; "
                                        f"{ID_PATTERN}, with a checksum no pattern says)"},
                "set": {"type": "object", "additionalProperties": False, "properties": sets,
                        "description": "field -> value"},
                "name": {"type": "string", "maxLength": 40, "pattern": r"^\P{C}*$",
                         "description": "No control character"},
                "lang": {"enum": LANGS, "default": "en"}}}}}},
        "responses": {
            "200": {"description": "The id", "content": {"application/json": {"schema": {
                "type": "object", "required": ["id", "base", "name", "set"], "properties": {
                    "id": {"type": "string", "pattern": ID_PATTERN},
                    "base": {"type": "string"}, "name": {"type": "string"},
                    "set": {"type": "object", "description": "The fields that differ from "
                                                             "the base"}}}}}},
            "400": _error_response("invalid_json, invalid_body"),
            "413": _error_response("payload_too_large: the body is over 64 KB"),
            "415": _error_response("unsupported_media_type"),
            "422": _error_response("An id, a switch or a name is wrong, or a combination is "
                                   "refused: " + ", ".join(c for c in HOUSE_CODES
                                                           if c != "house_rule"))}}}


def _error_response(description: str) -> dict[str, Any]:
    return {"description": description,
            "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}


@cache
def document() -> dict[str, Any]:
    """The OpenAPI document, as a dict."""
    codes = error_codes()
    paths: dict[str, Any] = {}
    schemas: dict[str, Any] = {
        **S.card_components(),
        "Reason": {"type": "object", "required": ["code", "params", "text"], "properties": {
            "code": {"type": "string"}, "params": {"type": "object"},
            "text": {"type": "string", "description": "In the language of `lang`"}}},
        "Weis": {"type": "object", "properties": {
            "seat": S.SEAT, "type": {"enum": ["sequence", "four"]}, "cards": S.CARDS_OUT,
            "points": {"type": "integer"}, "scores": {"type": "boolean"}}},
        "RulesetError": {
            "type": "object", "required": ["error"], "additionalProperties": False,
            "description": "This ruleset refuses the input (e.g. points that do not add up to "
                           "its deal total) while another accepts it",
            "properties": {"error": {
                "type": "object", "required": ["code", "message", "details"], "properties": {
                    "code": {"type": "string", "enum": sorted(codes)},
                    "message": {"type": "string", "description": "Localized, names the ruleset"},
                    "details": {"type": "object", "properties": {
                        "field": {"type": ["string", "null"]}, "params": {"type": "object"},
                        "ruleset": {"type": "string"}}}}}}},
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
        schemas[f"{name}Request"] = _request(q)
        if kind == "score":  # one deal of a game, whole (a game's deals: the plainest form)
            deal = _request(q)
            del deal["properties"]["lang"], deal["properties"]["rules"]
            schemas[f"{game.title()}Deal"] = deal
        schemas[f"{name}Result"] = _result(q.result)
        paths[f"/api/v1/{game}/{kind}"] = {"post": {
            "operationId": f"{game}_{kind}",
            "summary": q.summary,
            "tags": [game],
            "requestBody": {"required": True, "content": {"application/json": {
                "schema": {"$ref": f"#/components/schemas/{name}Request"}}}},
            "responses": {
                "200": {"description": "One verdict per ruleset", "content": {"application/json": {
                    "schema": {"type": "object", "required": ["results"], "properties": {
                        "results": {"type": "object", "additionalProperties": {"oneOf": [
                            {"$ref": f"#/components/schemas/{name}Result"},
                            {"$ref": "#/components/schemas/RulesetError"}]}}}}}}},
                "400": _error_response("invalid_json, invalid_body"),
                "413": _error_response("payload_too_large: the body is over 64 KB"),
                "415": _error_response("unsupported_media_type: send application/json"),
                "422": _error_response("An input or engine error: see the codes of Error"),
            },
        }}
    for game in GAMES:
        paths[f"/api/v1/{game}/rulesets"] = _rulesets_paths(game)
    paths["/api/v1/health"] = {"get": {
        "operationId": "health", "summary": "Liveness", "responses": {"200": {
            "description": "OK", "content": {"application/json": {"schema": {
                "type": "object", "properties": {"status": {"const": "ok"}}}}}}}}}
    paths["/api/v1/health/ready"] = {"get": {
        "operationId": "ready", "summary": "Readiness: the engine answers, every catalog is loaded",
        "responses": {"200": {"description": "Ready"}, "503": {"description": "Not ready: checks"
                                                               " names the failed one"}}}}
    paths["/api/v1/openapi.json"] = {"get": {
        "operationId": "openapi", "summary": "This document", "responses": {"200": {
            "description": "OpenAPI 3.1", "content": {"application/json": {}}}}}}
    return {
        "openapi": "3.1.0",
        "info": {"title": "Atout API", "version": "1.0.0",
                 "description": "Belote and Jass verdicts under every ruleset, with reasons, in "
                                "six languages. Error codes and their params: "
                                + "; ".join(f"{c}({', '.join(p)})"
                                            for c, p in sorted(codes.items()))},
        "servers": [{"url": "/"}],
        "paths": paths,
        "components": {"schemas": schemas},
    }


@cache
def document_json() -> str:
    return json.dumps(document(), ensure_ascii=False, separators=(",", ":"))  # 330 KB, 22 gzipped
