"""The OpenAPI 3.1 document of the JSON API (``GET /api/v1/openapi.json``).

Built from data, so it cannot drift from the code: the endpoints, their request bodies (each
field's kind, enum and bounds) and result schemas from :data:`webapp.core.questions.QUESTIONS`, the
ruleset ids from :data:`webapp.core.service.RULESETS`, the error codes from the engines' code
tables, :data:`webapp.core.service.SERVICE_ERROR_CODES` and
:data:`webapp.i18n.messages.API_ERROR_CODES`.
``tests/webapp/test_api.py`` validates it with openapi-spec-validator.

>>> doc = document()
>>> doc["openapi"], sorted(doc["paths"])[:2]
('3.1.0', ['/api/v1/belote/announcements', '/api/v1/belote/legal'])
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
from webapp.core.questions import QUESTIONS, Question
from webapp.i18n import LOCALES
from webapp.i18n.messages import API_ERROR_CODES

__all__ = ["document", "document_json", "error_codes"]

LANGS = [loc.url for loc in LOCALES]


def error_codes() -> dict[str, tuple[str, ...]]:
    """Every error code the API can answer with -> its params."""
    out = {**BELOTE_ERRORS, **JASS_ERRORS, **service.SERVICE_ERROR_CODES, **API_ERROR_CODES,
           "payload_too_large": (), "not_found": (), "method_not_allowed": ()}
    return out


def _request(q: Question) -> dict[str, Any]:
    """A question's request body: its fields (kinds, enums, bounds), ``lang`` and ``rules``."""
    return {
        "type": "object", "additionalProperties": False,
        "required": [f.name for f in q.fields if f.required],
        "properties": {
            **{f.name: S.field_schema(q.game, f) for f in q.fields},
            "lang": {"type": "string", "enum": LANGS, "default": "en",
                     "description": "The language of every `text` and `message`."},
            "rules": {"type": "array", "minItems": 1, "maxItems": service.MAX_RULES,
                      "items": {"type": "string", "enum": list(service.RULESETS[q.game])},
                      "description": "Ruleset ids; default: all of the game's."},
        },
    }


def _result(properties: Mapping[str, Any]) -> dict[str, Any]:
    return {"type": "object", "required": [*properties, "reasons"],
            "properties": {**properties, "reasons": S.REASONS}}


def _error_response(description: str) -> dict[str, Any]:
    return {"description": description,
            "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}


@cache
def document() -> dict[str, Any]:
    """The OpenAPI document, as a dict."""
    codes = error_codes()
    paths: dict[str, Any] = {}
    schemas: dict[str, Any] = {
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
    return json.dumps(document(), ensure_ascii=False, indent=1)
