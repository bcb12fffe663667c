"""schemathesis over every operation of /api/v1/openapi.json, valid and invalid requests, a fixed
number of each per operation (in process): no answer is a 5xx, and every invalid request is
refused with a 4xx; and at least 95 % of the requests the schema calls valid are accepted, per
operation (a correctness property of the schema: it says what the API takes). The seed is fixed;
bench/schema_fuzz.py prints the same figures per operation.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

from schema_fuzz import fuzz, summary

from webapp import create_app

#: The share of schema-valid requests the API must accept, per operation.
ACCEPTED = 0.95

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


def test_requests_inside_the_schema_are_accepted(stats):
    rates = {}
    for name, s in stats.items():
        valid = sum(s["valid"].values())
        rates[name] = sum(n for status, n in s["valid"].items() if status < 400) / max(1, valid)
    low = {name: f"{rate:.0%}" for name, rate in rates.items() if rate < ACCEPTED}
    assert low == {}, "\n".join(summary(stats))


def test_null_lang_and_rules_which_the_api_reads_as_absent_are_valid_in_the_schema():
    """schemathesis at 100 examples (bench/schema_fuzz.py): 7 of belote/announcements' "invalid"
    requests were answered, each with ``"rules": null``: the API reads a null ``lang`` or
    ``rules`` as left out (the default), as it does every optional field, so the schema says so."""
    import jsonschema

    client = create_app({"TESTING": True}).test_client()
    doc = client.get("/api/v1/openapi.json").get_json()
    trick = {"contract": "R", "trick": [{"seat": s, "card": c}
                                        for s, c in zip("NWSE", ("6R", "7R", "8R", "9R"))]}
    for name in ("lang", "rules"):
        reply = client.post("/api/v1/jass/trick", json={**trick, name: None})
        assert reply.status_code == 200, name
        for path, item in doc["paths"].items():
            ref = item.get("post", {}).get("requestBody", {}).get("content", {}) \
                .get("application/json", {}).get("schema", {}).get("$ref")
            if ref is None:  # the rulesets operations take neither
                continue
            schema = doc["components"]["schemas"][ref.rsplit("/", 1)[1]]
            jsonschema.validate(None, schema["properties"][name])  # raises if null is refused
