"""The code gates: ruff (the rule set in pyproject.toml) and mypy --strict report nothing, on the
engine and on the webapp (their tests included for ruff).

They run as the tools run in a terminal, from the repository root, with the project's config."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("engine", "webapp")


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=600, check=False)


@pytest.mark.parametrize("package", PACKAGES)
def test_ruff_finds_nothing(package):
    done = _run("ruff", "check", "--no-cache", package, f"tests/{package}")
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("package", PACKAGES)
def test_mypy_strict_finds_nothing(package):
    done = _run("mypy", "--strict", package)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Success: no issues found" in done.stdout
