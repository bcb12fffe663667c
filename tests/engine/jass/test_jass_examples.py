"""Every worked example of content/jass_examples.json holds under each ruleset it names."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.cards import SWISS as D
from engine.jass import RULESETS, legal_cards, score_deal, trick_result, weis

EXAMPLES = json.loads((Path(__file__).resolve().parents[3] / "content" / "jass_examples.json")
                      .read_text(encoding="utf-8"))["examples"]


def run(kind: str, data: dict, ruleset):
    """The engine called the way the JSON API calls it."""
    if kind == "weis":
        return weis(data["hands"], data["contract"], data["forehand"], ruleset).as_dict()
    if kind == "legal":
        trick = [(p["seat"], p["card"]) for p in data["trick"]]
        return legal_cards(D.parse_hand(data["hand"], data.get("seat")), trick, data["contract"],
                           ruleset, data.get("seat")).as_dict()
    if kind == "trick":
        trick = [(p["seat"], p["card"]) for p in data["trick"]]
        return trick_result(trick, data["contract"], data.get("last", False), ruleset).as_dict()
    if kind == "score":
        if data.get("profile") and ruleset.id == "swiss":  # the Swisslos format of "swiss"
            ruleset = ruleset.with_profile(data["profile"])
        return score_deal(data["contract"], data["card_points"], data["tricks"], data.get("weis"),
                          data.get("stoeck"), ruleset).as_dict()
    raise AssertionError(kind)


def test_examples_are_well_formed():
    ids = [e["id"] for e in EXAMPLES]
    assert len(ids) == len(set(ids)) and 8 <= len(ids) <= 16
    for e in EXAMPLES:
        assert e["game"] == "jass" and e["kind"] in {"weis", "legal", "trick", "score"}
        assert e["id"].startswith(e["kind"] + "-") and e["source"].startswith("jass.md")
        assert set(e["expected"]) == set(RULESETS)


def test_examples_show_where_the_rulesets_differ():
    differ = [e for e in EXAMPLES if e["expected"]["traditional"] != e["expected"]["swiss"]]
    assert len(differ) >= 6


@pytest.mark.parametrize("example", EXAMPLES, ids=[e["id"] for e in EXAMPLES])
@pytest.mark.parametrize("ruleset_id", sorted(RULESETS))
def test_example(example, ruleset_id):
    got = run(example["kind"], example["input"], RULESETS[ruleset_id])
    expected = example["expected"][ruleset_id]
    assert {k: got[k] for k in expected} == expected
