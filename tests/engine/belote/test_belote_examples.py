"""The worked examples of content/belote_examples.json (seed 000 and further instructive ones),
checked against the engine under both rulesets."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.belote import RULESETS, announcements, legal_cards, score_cards, score_deal
from engine.cards import FRENCH

EXAMPLES = json.loads((Path(__file__).parents[3] / "content" / "belote_examples.json")
                      .read_text(encoding="utf-8"))["examples"]


def test_examples_file_is_well_formed():
    ids = [e["id"] for e in EXAMPLES]
    assert len(ids) == len(set(ids))
    for e in EXAMPLES:
        assert e["game"] == "belote"
        assert e["kind"] in {"announcements", "legal", "score"}
        assert set(e["expected"]) == {"maison", "officielles"}
    # every worked example of seed 000 is there, 3/4 and 5/6 as one deal each
    sources = " ".join(e["source"] for e in EXAMPLES)
    for needle in ("seed 000 example 1", "seed 000 example 2", "examples 3 (Maison) and 4",
                   "examples 5 (Maison) and 6"):
        assert needle in sources


def run(example, ruleset):
    data = example["input"]
    if example["kind"] == "announcements":
        return announcements(data["hands"], data["trump"], data["taker"], ruleset).as_dict()
    if example["kind"] == "legal":
        trick = [(t["seat"], t["card"]) for t in data["trick"]]
        v = legal_cards(FRENCH.parse_hand(data["hand"]), trick, data["trump"], data["variant"],
                        ruleset, data["seat"])
        return {"legal": [c.code for c in v.legal]}
    if "cards_won" in data:  # Q20: the cards each side won
        v = score_cards(data["variant"], data["trump"], data["cards_won"], data["last_trick"],
                        bid=data.get("bid"), capot_bid=data.get("capot_bid", False),
                        coinche=data.get("coinche", 1), announcements=data.get("announcements"),
                        belote=data.get("belote"), ruleset=ruleset)
        return v.as_dict()
    v = score_deal(data["variant"], data["trump"], data["card_points"]["taker"],
                   data["card_points"]["defense"], bid=data["bid"],
                   capot_bid=data["capot_bid"], coinche=data["coinche"],
                   capot=data["all_tricks_taker"], announcements=data["announcements"],
                   belote=data["belote"], ruleset=ruleset)
    return v.as_dict()


@pytest.mark.parametrize("ruleset", ["maison", "officielles"])
@pytest.mark.parametrize("example", EXAMPLES, ids=[e["id"] for e in EXAMPLES])
def test_example(example, ruleset):
    got = run(example, RULESETS[ruleset])
    expected = example["expected"][ruleset]
    assert {k: got[k] for k in expected} == expected


def test_seed_examples_differ_by_ruleset_where_the_seed_says():
    by_id = {e["id"]: e for e in EXAMPLES}
    for eid in ("seed-3-4", "seed-5-6"):
        exp = by_id[eid]["expected"]
        assert exp["maison"]["points"] != exp["officielles"]["points"]
