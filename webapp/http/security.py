"""Security headers, set on every response by one function.

Every route may not be framed (``frame-ancestors 'none'`` and ``X-Frame-Options: DENY``), except
the embeddable ones: a path under ``/embed/`` or a route of the ``embed`` blueprint gets
``frame-ancestors *`` and no ``X-Frame-Options``. The embed blueprint needs no change here.
"""

from __future__ import annotations

from collections.abc import Sequence

from flask import Flask, Request, Response, abort, current_app, request

EMBED_PATH_PREFIX = "/embed/"
EMBED_BLUEPRINT = "embed"

#: The Content-Security-Policy, one directive per entry. No inline script or style anywhere:
#: scripts, styles, fonts and images are all self-hosted.
CSP: dict[str, str] = {
    "default-src": "'self'",
    "script-src": "'self'",
    "style-src": "'self'",
    "img-src": "'self' data:",
    "font-src": "'self'",
    "connect-src": "'self'",
    "object-src": "'none'",
    "base-uri": "'none'",
    "form-action": "'self'",
}

STATIC_HEADERS: dict[str, str] = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
}


def is_embeddable(req: Request) -> bool:
    """May this response be shown in a third-party iframe?"""
    return req.path.startswith(EMBED_PATH_PREFIX) or req.blueprint == EMBED_BLUEPRINT


def content_security_policy(embeddable: bool) -> str:
    directives = dict(CSP, **{"frame-ancestors": "*" if embeddable else "'none'"})
    return "; ".join(f"{name} {value}" for name, value in directives.items())


#: The two policies there are (embeddable or not), built once rather than on every response.
_POLICIES = {embeddable: content_security_policy(embeddable) for embeddable in (True, False)}


def headers_file(page_paths: list[str], embed_paths: list[str],
                 other_origins: Sequence[str] = ()) -> str:
    """A ``_headers`` file (Netlify, Cloudflare Pages) that gives a static export the headers of
    the live site: ``page_paths`` may not be framed, ``embed_paths`` may; ``other_origins`` (the
    export's API origin) may be fetched from and submitted to. The path patterns never overlap
    (both hosts would join two Content-Security-Policy values into two policies, and the
    stricter would forbid framing the embeds).

    >>> [line for line in headers_file(["/en/*"], ["/embed/*"]).splitlines() if line[:1] == "/"]
    ['/*', '/en/*', '/embed/*']
    """
    extra = "".join(f" {origin}" for origin in other_origins)

    def policy(embeddable: bool) -> str:
        text = content_security_policy(embeddable)
        for name in ("connect-src", "form-action"):
            text = text.replace(f"{name} {CSP[name]}", f"{name} {CSP[name]}{extra}")
        return text

    lines = ["# The live site's security headers, for the static export (Netlify / Cloudflare",
             "# Pages _headers format). Pages may not be framed; /embed/ pages may.", "/*"]
    lines += [f"  {name}: {value}" for name, value in STATIC_HEADERS.items()]
    for path in page_paths:
        lines += [path, f"  Content-Security-Policy: {policy(False)}", "  X-Frame-Options: DENY"]
    for path in embed_paths:
        lines += [path, f"  Content-Security-Policy: {policy(True)}"]
    return "\n".join(lines) + "\n"


def set_security_headers(response: Response) -> Response:
    embeddable = is_embeddable(request)
    response.headers["Content-Security-Policy"] = _POLICIES[embeddable]
    for name, value in STATIC_HEADERS.items():
        response.headers.setdefault(name, value)
    if embeddable:
        response.headers.pop("X-Frame-Options", None)
    else:
        response.headers["X-Frame-Options"] = "DENY"
    return response


def refuse_large_bodies() -> None:
    """413 as soon as a declared body is over MAX_CONTENT_LENGTH, whatever the route (Werkzeug
    also stops reading a longer undeclared/chunked body when a view reads it)."""
    limit = current_app.config.get("MAX_CONTENT_LENGTH")
    if limit is not None and request.content_length is not None and request.content_length > limit:
        abort(413)


def init_app(app: Flask) -> None:
    app.before_request(refuse_large_bodies)
    app.after_request(set_security_headers)
