"""The public JSON API, ``/api/v1/``: every ruleset's verdict on one question, with its reasons.

``POST /api/v1/<game>/<kind>`` with a JSON object: the question's fields (the input format of
:mod:`webapp.core.service`), plus optional ``"lang"`` (``en`` ``pt`` ``vi`` ``th`` ``de-ch`` ``fr``;
default ``en``: the language of every ``text`` and ``message``) and ``"rules"`` (ruleset ids;
default all of the game's). Endpoints: ``belote/announcements``, ``belote/legal``,
``belote/score``, ``jass/weis``, ``jass/legal``, ``jass/trick``, ``jass/score``.

* 200 ``{"results": {<ruleset id>: {..., "reasons": [{"code", "params", "text"}]}}}``
* 4xx ``{"error": {"code", "message", "details"}}`` (:func:`webapp.http.errors.json_error`): 400
  ``invalid_json`` / ``invalid_body``, 415 ``unsupported_media_type``, 413
  ``payload_too_large`` (central), 422 for every input and engine error (``details``: ``field``,
  the input field to blame or null, and ``params``, the code's params; user text in them is
  truncated to a short token). Bad input never gives a 5xx.

``GET /api/v1/<game>/rulesets`` lists the standard rulesets and every rule a table may set (its
values, defaults in each standard ruleset, words in ``?lang=``); ``POST /api/v1/<game>/rulesets``
with ``{"base": id, "set": {field: value}, "name": text}`` answers a table's ruleset id (computed,
not stored: :mod:`webapp.core.house`), which ``rules`` then takes like any ruleset id.

``GET /api/v1/health`` answers ``{"status": "ok"}`` (liveness, nothing else);
``GET /api/v1/health/ready`` runs a tiny engine question and reads every locale's catalog: 200
``{"status": "ok", "build", "checks"}``, or 503 ``"unavailable"`` naming the failed check (a load
balancer sends no traffic until it is 200). ``GET /api/v1/openapi.json`` is the OpenAPI
3.1 document (:mod:`webapp.core.openapi`), which lists every field and error code.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import orjson
from flask import Blueprint, Response, abort, current_app, g, request
from flask_babel import force_locale, gettext, refresh
from werkzeug.exceptions import ClientDisconnected

from engine.reasons import EngineError
from webapp.core import house, openapi, service
from webapp.http.caching import build_id
from webapp.http.errors import json_error
from webapp.http.security import refuse_large_bodies
from webapp.i18n import DEFAULT_LOCALE, LOCALES, SiteLocale, find_locale, messages, reason_text

__all__ = ["API_PREFIX", "ENDPOINTS", "STATUS", "bp"]

API_PREFIX = "/api/v1"
bp = Blueprint("api", __name__, url_prefix=API_PREFIX)

#: (game, kind) of every POST endpoint, in order.
ENDPOINTS: tuple[tuple[str, str], ...] = tuple(
    (game, kind) for game in service.GAMES for kind in service.KINDS[game])

#: HTTP status of each API-level error code; every other (input, engine) error is a 422.
STATUS: dict[str, int] = {"invalid_json": 400, "invalid_body": 400, "unsupported_media_type": 415}
UNPROCESSABLE = 422

_API_FIELDS = ("lang", "rules")
assert set(messages.API_ERROR_CODES) <= set(messages.MESSAGES)


class ApiError(EngineError):
    """An error of the request itself (not of one field): its code is in STATUS or
    ``unknown_language``."""

    field: str | None = None

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        super().__init__(**params)


# -- responses -------------------------------------------------------------------------------------


def _escape(body: str) -> str:
    """``<``, ``>`` and ``&`` only occur inside JSON strings, where their ``\\u`` escapes mean the
    same: the body is then safe even if something sniffs it as HTML."""
    if "<" in body or ">" in body or "&" in body:
        body = body.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
    return body


def _json(payload: Any, status: int = 200) -> Response:
    """A compact UTF-8 JSON response, escaped as :func:`_escape` does. orjson writes the same
    bytes as ``json.dumps(payload, ensure_ascii=False, separators=(",", ":"))``, 9 times faster
    (38 -> 4 µs for a four-hand announcements verdict; 5 with ``OPT_NON_STR_KEYS`` always on)."""
    try:
        body = orjson.dumps(payload)
    except TypeError:  # a non-string key (none of ours so far): written as json.dumps would
        body = orjson.dumps(payload, option=orjson.OPT_NON_STR_KEYS)
    if b"<" in body or b">" in body or b"&" in body:
        body = body.replace(b"<", b"\\u003c").replace(b">", b"\\u003e").replace(b"&", b"\\u0026")
    return Response(body, status=status, mimetype="application/json")


def _error(e: EngineError, game: str) -> Any:
    status = STATUS.get(e.code, UNPROCESSABLE)
    details = {"field": getattr(e, "field", None), "params": e.params}
    response, status = json_error(status, e.code, reason_text(e.code, e.params, game), details)
    # A short token of the user's input may be in params and message: escape it as _json does.
    response.set_data(_escape(response.get_data(as_text=True)))
    return response, status


def _use_locale(code: object) -> None:
    loc: SiteLocale | None = DEFAULT_LOCALE
    if code is not None:
        loc = find_locale(code)
        if loc is None:
            g.site_locale = DEFAULT_LOCALE
            refresh()
            raise ApiError("unknown_language", lang=str(code)[:16])
    if g.get("site_locale") is not loc:
        g.site_locale = loc
        refresh()  # flask-babel caches the locale per request


@bp.before_request
def _english_until_told() -> None:
    """API answers are English unless the body says ``lang`` (never Accept-Language)."""
    g.site_locale = DEFAULT_LOCALE


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


#: The standard library's C decoder, made once (``json.loads`` with an option builds a new one
#: per call); ``NaN`` and ``Infinity`` are not JSON and are refused.
_DECODER = json.JSONDecoder(parse_constant=_no_constant)


def _raw_body() -> bytes:
    """The request body. A declared length (the usual case) is read in one call from the
    server's stream, as Werkzeug would, without its limited stream (a loop of small reads in
    Python that cost a POST about 15 µs); it stays for bodies of no declared length (chunked)."""
    length = request.content_length
    if length is None:
        return _undeclared_body()
    refuse_large_bodies()  # a before_request hook already; here too, right where it is read
    raw: bytes = request.environ["wsgi.input"].read(length)
    if len(raw) < length:  # the client stopped early: Werkzeug's answer, a 400
        raise ClientDisconnected()
    return raw


def _undeclared_body() -> bytes:
    """A body of no declared length (chunked): read up to one byte past the limit from the
    server's de-chunked stream, and a 413 when that byte came (Werkzeug's own stream would stop
    at the limit and hand back a truncated body: a 400 ``invalid_json``)."""
    limit = current_app.config.get("MAX_CONTENT_LENGTH")
    if limit is None or not request.environ.get("wsgi.input_terminated"):
        return request.get_data(cache=False)
    stream = request.environ["wsgi.input"]
    parts: list[bytes] = []
    left = limit + 1
    while left > 0:
        part = stream.read(min(left, 65536))
        if not part:
            break
        parts.append(part)
        left -= len(part)
    if left <= 0:
        abort(413)
    return b"".join(parts)


def _body() -> dict[str, Any]:
    if not request.is_json:
        raise ApiError("unsupported_media_type")
    raw = _raw_body()
    try:
        # What json.loads does with bytes (UTF-8, with or without a BOM, or UTF-16/32), with
        # one decoder made once.
        body = _DECODER.decode(raw.decode(json.detect_encoding(raw), "surrogatepass"))
    except (ValueError, RecursionError):  # bad JSON, bad UTF-8, NaN, absurd nesting or digits
        raise ApiError("invalid_json") from None
    if not isinstance(body, dict):
        raise ApiError("invalid_body")
    return body


# -- the endpoints --------------------------------------------------------------------------------


def _endpoint(game: str, kind: str) -> Callable[[], Any]:
    def view() -> Any:
        try:
            body = _body()
            _use_locale(body.pop("lang", None))
            rules = body.pop("rules", None)
            verdicts = service.evaluate(game, kind, body, rules)
        except EngineError as e:
            return _error(e, game)
        return _json(service.result_payload(game, kind, verdicts))

    view.__name__ = f"{game}_{kind}"
    view.__doc__ = f"POST {API_PREFIX}/{game}/{kind}"
    return view


for _game, _kind in ENDPOINTS:
    bp.add_url_rule(f"/{_game}/{_kind}", f"{_game}_{_kind}", _endpoint(_game, _kind),
                    methods=["POST"])


def _rulesets(game: str) -> Callable[[], Any]:
    def view() -> Any:
        try:
            if request.method == "GET":
                _use_locale(request.args.get("lang"))
                return _json(house.catalogue(game))
            body = _body()
            _use_locale(body.pop("lang", None))
            return _json(house.made(game, house.make(game, body)))
        except EngineError as e:
            return _error(e, game)

    view.__name__ = f"{game}_rulesets"
    view.__doc__ = f"GET, POST {API_PREFIX}/{game}/rulesets"
    return view


for _game in service.GAMES:
    bp.add_url_rule(f"/{_game}/rulesets", f"{_game}_rulesets", _rulesets(_game),
                    methods=["GET", "POST"])


@bp.get("/health")
def health() -> Response:
    """The trivial endpoint (load benchmarks' baseline)."""
    return _json({"status": "ok"})


#: The readiness question: two cards, one seat; any ruleset's verdict proves the engine answers.
READY_QUESTION = ("belote", "announcements", {"trump": "S", "taker": "NS",
                                              "hands": {"N": "QS KS"}})
#: A sentence every catalog translates (the 404 page's title).
READY_MSGID = "Page not found"


def _ready_checks() -> dict[str, str]:
    checks: dict[str, str] = {}
    try:
        game, kind, data = READY_QUESTION
        verdicts = service.evaluate(game, kind, data)
        checks["engine"] = "ok" if verdicts else "failed: no verdict"
    except Exception as e:
        checks["engine"] = f"failed: {type(e).__name__}"
    missing = []
    for loc in LOCALES:
        with force_locale(loc.babel):
            text = gettext(READY_MSGID)
        if loc.babel != DEFAULT_LOCALE.babel and text == READY_MSGID:
            missing.append(loc.url)
    checks["catalogs"] = "ok" if not missing else "failed: not compiled for " + " ".join(missing)
    return checks


@bp.get("/health/ready")
def ready() -> Response:
    """Readiness: the engine answers and every catalog is loaded (``./atout compile``)."""
    checks = _ready_checks()
    ok = all(v == "ok" for v in checks.values())
    return _json({"status": "ok" if ok else "unavailable", "build": build_id(),
                  "checks": checks}, 200 if ok else 503)


@bp.get("/openapi.json")
def openapi_document() -> Response:
    return Response(openapi.document_json(), mimetype="application/json")
