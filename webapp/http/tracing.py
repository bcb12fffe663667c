"""Request ids: every response carries ``X-Request-Id``; an exception is logged with it and the
500 page shows it, so a visitor's report, nginx's access line and the traceback meet.

Behind our proxy (``PROXY_FIX``) the id is nginx's ``$request_id``, sent as ``X-Request-Id`` and
logged in its access log; otherwise (or when malformed) a new random one.

With ``ATOUT_SERVER_TIMING=1`` (bench/fragment.py) every response also carries ``Server-Timing:
cpu;dur=<ms>, app;dur=<ms>``: the CPU time of the worker's thread and the wall time spent on the
request in the app, so that a benchmark on a shared machine reads the server's own cost.
"""

from __future__ import annotations

import re
import time
import uuid

from flask import Flask, Response, current_app, g, has_request_context, request

REQUEST_ID = re.compile(r"^[A-Za-z0-9._:-]{8,128}$")


def request_id() -> str:
    """This request's id (made on first use)."""
    if not has_request_context():
        return "-"
    rid = g.get("request_id")
    if rid is None:
        given = request.headers.get("X-Request-Id", "")
        trusted = current_app.config.get("PROXY_FIX") and REQUEST_ID.match(given)
        rid = g.request_id = given if trusted else uuid.uuid4().hex
    return str(rid)


def _tag(response: Response) -> Response:
    response.headers["X-Request-Id"] = request_id()
    return response


def _clock() -> None:
    g.server_timing = (time.thread_time(), time.perf_counter())


def _timing(response: Response) -> Response:
    start = g.get("server_timing")
    if start is not None:
        cpu, wall = time.thread_time() - start[0], time.perf_counter() - start[1]
        response.headers["Server-Timing"] = f"cpu;dur={cpu * 1000:.2f}, app;dur={wall * 1000:.2f}"
    return response


def init_app(app: Flask) -> None:
    app.after_request(_tag)
    if app.config.get("SERVER_TIMING"):
        app.before_request(_clock)
        app.after_request(_timing)
    app.jinja_env.globals.update(request_id=request_id)
