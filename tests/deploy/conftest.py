"""Fixtures for the proxy tests: ``stack``, gunicorn behind Debian's nginx (deploy/nginx.conf).

Every test under tests/deploy/ is marked ``proxy`` (deselect with ``-m "not proxy"``).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "deploy"))

from stack import NGINX, Stack  # noqa: E402


def pytest_collection_modifyitems(config, items):
    here = Path(__file__).parent
    for item in items:
        if here in Path(item.fspath).parents:
            item.add_marker(pytest.mark.proxy)


def _start(tmp_path_factory):
    if not os.access(NGINX, os.X_OK):
        pytest.fail(f"{NGINX} is missing: ./atout test installs Debian's nginx")
    return Stack(tmp_path_factory.mktemp("proxy"), version="test-1")


@pytest.fixture(scope="module")
def stack(tmp_path_factory):
    """One gunicorn + nginx for the module's tests; each test asks for URLs of its own
    (:func:`unique`), so what one test cached does not decide another's MISS or HIT."""
    with _start(tmp_path_factory) as running:
        yield running


@pytest.fixture
def own_stack(tmp_path_factory):
    """A gunicorn + nginx for one test that changes them (a deploy)."""
    with _start(tmp_path_factory) as running:
        yield running


@pytest.fixture
def unique(request, stack):
    """Cache entries of this test's own: while it runs, the module's ``stack`` sends a Host
    header naming the test (the host is in the cache key; a query parameter the pages do not read
    would only be redirected away). ``unique(path)`` is the path itself, for readability."""
    tag = "".join(ch if ch.isalnum() else "-" for ch in request.node.name.lower())
    stack.host_header = "t-" + "-".join(filter(None, tag.split("-")))[-58:].strip("-") + ".test"
    yield lambda path: path
    stack.host_header = None
