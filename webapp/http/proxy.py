"""What the application trusts of a request's addressing: the Host header, and, behind our one
proxy (``ATOUT_PROXY_FIX=1``, deploy/nginx.conf), its ``X-Forwarded-For/Proto/Host/Port``.

A ``Host`` that is not a DNS name of 1-63-character labels or an IP literal, or whose port is not
1..65535, is answered here with a self-contained 400 (a page, or the JSON error under /api/;
the security headers, ``no-store``) before Flask sees it: URL building cannot fail on it later,
and it costs one log line, not a traceback. ProxyFix runs first, so a forwarded host is checked
too. ``X-Forwarded-Port`` keeps a non-default public port in absolute URLs (``$host`` has none).
"""

from __future__ import annotations

import json
import re
import uuid
from collections.abc import Callable, Iterable
from typing import Any

from flask import Flask

from webapp.http.security import STATIC_HEADERS, content_security_policy

_LABEL = r"[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?"
HOST = re.compile(rf"^(?:(?:{_LABEL}\.)*{_LABEL}\.?|\[[0-9a-f:.]+\])(?::(?P<port>[0-9]{{1,5}}))?$",
                  re.IGNORECASE)
MAX_HOST = 260
BAD_HOST_MESSAGE = "The request could not be understood."  # errors.ERRORS[400], in English


def valid_host(value: str) -> bool:
    """Is ``value`` a host name or address, with an optional port?

    >>> [valid_host(h) for h in ("rules.example", "127.0.0.1:8000", "[::1]:80", "a..b",
    ...                          "x" * 64, "h:99999", "h:0", "bad host")]
    [True, True, True, False, False, False, False, False]
    """
    match = HOST.match(value) if len(value) <= MAX_HOST else None
    if match is None:
        return False
    port = match.group("port")
    return port is None or 0 < int(port) <= 65535


class HostCheck:
    """WSGI middleware: a malformed ``Host`` -> 400, everything else -> the application."""

    def __init__(self, app: Callable[..., Iterable[bytes]]) -> None:
        self.app = app

    def __call__(self, environ: dict[str, Any],
                 start_response: Callable[..., Any]) -> Iterable[bytes]:
        host = environ.get("HTTP_HOST")
        if not host or valid_host(host):
            return self.app(environ, start_response)
        path = environ.get("PATH_INFO", "")
        rid = uuid.uuid4().hex
        errors = environ.get("wsgi.errors")
        if errors is not None:
            errors.write(f"400 malformed Host {host[:80]!r} for {path[:200]!r} id={rid}\n")
        if path.startswith("/api/"):
            body = json.dumps({"error": {"code": "bad_request", "message": BAD_HOST_MESSAGE,
                                         "details": {"field": "Host"}}}).encode()
            kind = "application/json"
        else:
            body = ("<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">"
                    "<meta name=\"robots\" content=\"noindex\"><title>Bad request · Atout</title>"
                    f"</head><body><h1>Bad request</h1><p>{BAD_HOST_MESSAGE}</p>"
                    "</body></html>").encode()
            kind = "text/html; charset=utf-8"
        headers = [("Content-Type", kind), ("Content-Length", str(len(body))),
                   ("Cache-Control", "no-store"), ("X-Request-Id", rid),
                   ("Content-Security-Policy", content_security_policy(False)),
                   ("X-Frame-Options", "DENY"), *STATIC_HEADERS.items()]
        start_response("400 Bad Request", headers)
        return [body]


def init_app(app: Flask) -> None:
    """The Host check, inside ProxyFix when ``PROXY_FIX`` (one trusted hop) is set."""
    app.wsgi_app = HostCheck(app.wsgi_app)  # type: ignore[method-assign]
    if app.config.get("PROXY_FIX"):
        from werkzeug.middleware.proxy_fix import ProxyFix

        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=1, x_proto=1, x_host=1,  # type: ignore[method-assign]
                                x_port=1)
