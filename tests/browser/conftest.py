"""Browser tests: Playwright driving Debian's Chromium (/usr/bin/chromium), never a downloaded one.

Fixtures (on top of pytest-playwright's ``page``, ``context``, ``browser``):

* ``base_url`` is the session's ``live_server`` (tests/conftest.py), so ``page.goto("/pt/")`` works;
* ``console_errors``: a list that collects console errors and uncaught page errors of ``page``;
* ``screenshot(page, name)``: saves ``artifacts/screenshots/<name>.png`` and returns its path.

Every test under tests/browser/ is marked ``browser`` (deselect with ``-m "not browser"``).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

CHROMIUM = os.environ.get("ATOUT_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    # The embeds are sandboxed without allow-same-origin; Chromium then runs them in a process of
    # their own, and Playwright lists such a frame late or not at all when the host script
    # re-targets its src while it loads (the resize protocol itself works either way). One
    # process keeps the frames visible to the tests.
    "--disable-features=IsolateSandboxedIframes",
]
ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts" / "screenshots"


def pytest_collection_modifyitems(config, items):
    here = Path(__file__).parent
    for item in items:
        if here in Path(item.fspath).parents:
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: ./atout test installs Debian's chromium")
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def base_url(live_server):
    return live_server.url


@pytest.fixture
def console_errors(page):
    errors: list[str] = []
    page.on("console", lambda msg: errors.append(f"console: {msg.text}") if msg.type == "error" else None)
    page.on("pageerror", lambda exc: errors.append(f"pageerror: {exc}"))
    return errors


@pytest.fixture(scope="session")
def screenshot():
    ARTIFACTS.mkdir(parents=True, exist_ok=True)

    def take(page, name: str) -> Path:
        path = ARTIFACTS / f"{name}.png"
        page.screenshot(path=str(path), full_page=True)
        return path

    return take
