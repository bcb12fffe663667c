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


@pytest.fixture
def stack(tmp_path_factory):
    if not os.access(NGINX, os.X_OK):
        pytest.fail(f"{NGINX} is missing: ./atout test installs Debian's nginx")
    with Stack(tmp_path_factory.mktemp("proxy"), version="test-1") as running:
        yield running
