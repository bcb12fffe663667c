"""A host page on another origin, for the embed tests: a folder served by ``http.server`` in a
thread on a free port, and the snippet the site's own oEmbed endpoint gives for a page."""

from __future__ import annotations

import functools
import http.server
import json
import threading
import urllib.parse
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):  # keep the test output clean
        pass


@contextmanager
def serve_folder(folder: Path) -> Iterator[str]:
    """Serve ``folder`` until the block ends; yields its ``http://127.0.0.1:<port>``."""
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(QuietHandler, directory=str(folder)))
    thread = threading.Thread(target=server.serve_forever, name="embed-host", daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        thread.join(timeout=5)


def oembed_html(live_url: str, page_url: str, **params: str) -> str:
    """The ``html`` snippet of ``/oembed?url=<page_url>`` (and ``params``) on the live server."""
    query = urllib.parse.urlencode({"url": page_url, **params})
    with urllib.request.urlopen(f"{live_url}/oembed?{query}", timeout=10) as response:
        return json.load(response)["html"]
