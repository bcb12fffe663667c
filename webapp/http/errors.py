"""Error responses: a page in the reader's language, or a JSON body under ``/api/``.

JSON errors look like ``{"error": {"code": "payload_too_large", "message": "...", "details": {}}}``.
An unexpected exception is logged (``app.logger``, with its traceback and the request id of
webapp.http.tracing) and answered 500: the page shows the request id, the JSON has it in
``details.request_id``; both carry ``X-Request-Id``. If the error page itself cannot be rendered,
a plain page in English is sent instead (never the server's bare 500).
"""

from __future__ import annotations

from typing import Any

from flask import Flask, Response, current_app, jsonify, render_template, request
from flask_babel import lazy_gettext as _l
from markupsafe import escape
from werkzeug.exceptions import HTTPException, InternalServerError

from webapp.http.tracing import request_id

API_PATH_PREFIX = "/api/"

#: HTTP status -> (code for JSON bodies, title, explanation).
ERRORS: dict[int, tuple[str, Any, Any]] = {
    400: ("bad_request", _l("Bad request"),
          _l("The request could not be understood.")),
    404: ("not_found", _l("Page not found"),
          _l("There is no page at this address. It may have moved, or the link may be mistyped.")),
    405: ("method_not_allowed", _l("Method not allowed"),
          _l("This address does not accept this kind of request.")),
    413: ("payload_too_large", _l("Request too large"),
          _l("The request is larger than %(limit)s KB, the most this site accepts.")),
    500: ("internal_error", _l("Something went wrong"),
          _l("An unexpected error occurred on our side. Please try again later.")),
}


def wants_json() -> bool:
    return request.path.startswith(API_PATH_PREFIX)


def json_error(status: int, code: str, message: str,
               details: dict[str, Any] | None = None) -> tuple[Response, int]:
    """The one JSON error envelope: ``{"error": {"code", "message", "details"}}``.

    The API uses it for engine errors too, e.g.
    ``json_error(422, e.code, error_text(e, game), {"params": e.params})``.
    """
    return jsonify({"error": {"code": code, "message": message, "details": details or {}}}), status


def error_response(status: int,
                   details: dict[str, Any] | None = None) -> tuple[Response | str, int]:
    """The response for an HTTP error status, localized, HTML or JSON by path."""
    code, title, text = ERRORS.get(status, ERRORS[500] if status >= 500 else ERRORS[400])
    limit = (current_app.config.get("MAX_CONTENT_LENGTH") or 0) // 1024
    message = str(text) % {"limit": limit}
    if status >= 500:
        details = {**(details or {}), "request_id": request_id()}
    if wants_json():
        return json_error(status, code, message, details)
    reference = request_id() if status >= 500 else None
    try:
        page = render_template("error.html", status=status, title=title, message=message,
                               reference=reference)
    except Exception:  # the page's own machinery is what broke: a page without it
        current_app.logger.exception("error page %s failed, request id %s", status, request_id())
        page = (f"<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>{status}"
                f"</title></head><body><h1>{escape(ERRORS.get(status, ERRORS[500])[1]._args[0])}"
                f"</h1><p>{escape(request_id())}</p></body></html>")
    return page, status


def _handle_http(e: HTTPException) -> Any:
    if e.code is None or e.code < 400:  # redirects raised through abort()
        return e
    response = e.get_response()
    body, status = error_response(e.code)
    if isinstance(body, Response):
        out = body
        out.status_code = status
    else:
        out = Response(body, status=status, mimetype="text/html")
    for name in ("Allow", "Retry-After"):  # keep what the exception said about the request
        if name in response.headers:
            out.headers[name] = response.headers[name]
    return out


def _handle_unexpected(e: Exception) -> Any:
    if isinstance(e, HTTPException):
        return _handle_http(e)
    current_app.logger.error("unhandled exception, request id %s: %s %s", request_id(),
                             request.method, request.full_path.rstrip("?")[:300], exc_info=e)
    return _handle_http(InternalServerError(original_exception=e))


def init_app(app: Flask) -> None:
    app.register_error_handler(HTTPException, _handle_http)
    app.register_error_handler(Exception, _handle_unexpected)
