"""The engine's gates: ruff (the rule set in pyproject.toml) and mypy --strict report nothing.

They run as the tools run in a terminal, from the repository root, with the project's config."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=600, check=False)


def test_ruff_finds_nothing_in_the_engine():
    done = _run("ruff", "check", "--no-cache", "engine", "tests/engine")
    assert done.returncode == 0, done.stdout + done.stderr


def test_mypy_strict_finds_nothing_in_the_engine():
    done = _run("mypy", "--strict", "engine")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Success: no issues found" in done.stdout
