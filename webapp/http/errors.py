"""Error responses: a page in the reader's language, or a JSON body under ``/api/``.

JSON errors look like ``{"error": {"code": "payload_too_large", "message": "...", "details": {}}}``.
"""

from __future__ import annotations

from typing import Any

from flask import Flask, Response, current_app, jsonify, render_template, request
from flask_babel import lazy_gettext as _l
from werkzeug.exceptions import HTTPException, InternalServerError

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


def error_response(status: int, details: dict[str, Any] | None = None) -> tuple[Response | str, int]:
    """The response for an HTTP error status, localized, HTML or JSON by path."""
    code, title, text = ERRORS.get(status, ERRORS[500] if status >= 500 else ERRORS[400])
    limit = (current_app.config.get("MAX_CONTENT_LENGTH") or 0) // 1024
    message = str(text) % {"limit": limit}
    if wants_json():
        return json_error(status, code, message, details)
    return render_template("error.html", status=status, title=title, message=message), status


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
    return _handle_http(InternalServerError(original_exception=e))


def init_app(app: Flask) -> None:
    app.register_error_handler(HTTPException, _handle_http)
    app.register_error_handler(Exception, _handle_unexpected)
