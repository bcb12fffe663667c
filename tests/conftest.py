"""Fixtures shared by every test: ``app``, ``client``, ``live_server``.

* ``app``: a fresh ``create_app({"TESTING": True})`` per test; add routes to it before the first
  request if a test needs one.
* ``client``: its Flask test client.
* ``live_server``: the real app served on 127.0.0.1 at a random free port, in a thread, for the
  whole session; ``live_server.url`` is ``http://127.0.0.1:<port>`` (no trailing slash).
"""

from __future__ import annotations

import threading
import warnings
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from werkzeug.serving import make_server

from webapp import create_app
from webapp.i18n import catalogs

# conftest.py files hold no doctests; collecting them under --doctest-modules would import two
# modules named "conftest" and fail.
collect_ignore_glob = ["*conftest.py"]


def pytest_configure(config: pytest.Config) -> None:
    # `pytest` alone must see current translations: compile .po -> .mo when one is stale.
    try:
        if catalogs.needs_compile():
            catalogs.compile_catalogs()
    except Exception as e:  # a broken catalog is reported by tests/i18n, not here
        warnings.warn(f"could not compile the catalogs: {e}", stacklevel=1)


@pytest.fixture
def app():
    return create_app({"TESTING": True})


@pytest.fixture
def client(app):
    return app.test_client()


@dataclass
class LiveServer:
    url: str
    app: object


@pytest.fixture(scope="session")
def live_server() -> Iterator[LiveServer]:
    app = create_app()
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, name="live-server", daemon=True)
    thread.start()
    try:
        yield LiveServer(f"http://127.0.0.1:{server.server_port}", app)
    finally:
        server.shutdown()
        thread.join(timeout=5)
