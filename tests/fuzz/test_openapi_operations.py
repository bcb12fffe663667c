"""schemathesis over every operation of /api/v1/openapi.json, valid and invalid requests, a fixed
number of each per operation (in process): no answer is a 5xx, and every invalid request is
refused with a 4xx. How many valid requests are accepted is a figure (bench/schema_fuzz.py prints
it per operation; the README's Performance section quotes it), not a pass/fail condition here.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

from schema_fuzz import fuzz, summary  # noqa: E402

from webapp import create_app  # noqa: E402

EXAMPLES = 50  # per operation and mode: about 700 requests, under a minute
pytestmark = pytest.mark.fuzz


@pytest.fixture(scope="module")
def stats():
    return fuzz(create_app({"TESTING": True}), EXAMPLES)


def test_every_operation_was_fuzzed(stats):
    assert len(stats) >= 8  # 7 questions and the health check
    for name, s in stats.items():
        if name.startswith("POST"):
            assert sum(s["valid"].values()) >= EXAMPLES // 2, name
            assert sum(s["invalid"].values()) >= EXAMPLES // 2, name


def test_no_generated_request_gets_a_5xx(stats):
    five_xx = {name: s["five_xx"][:3] for name, s in stats.items() if s["five_xx"]}
    assert five_xx == {}, "\n".join(summary(stats))


def test_requests_outside_the_schema_are_refused(stats):
    accepted = {name: dict(s["invalid"]) for name, s in stats.items()
                if any(status < 400 for status in s["invalid"]) and name.startswith("POST")}
    assert accepted == {}, "\n".join(summary(stats))
