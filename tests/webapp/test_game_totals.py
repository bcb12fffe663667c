"""Issue 19's property: a game's totals are its deals as the deal scorer scores them, through the
API, for random games of both games under every ruleset, a table's own included. Each deal
before the one that ends the game counts exactly what ``POST /api/v1/<game>/score`` gives it
(Belote: plus the litige points it wins); the deal that ends a Schieber game counts at most its
score (the first steps to the target, jass.md Q12); the deals after the end count nothing; the
totals are the sum of what was counted."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

SETTINGS = settings(max_examples=30, deadline=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture])
TABLES = {"belote": {"base": "officielles", "name": "Chez Paul",
                     "set": {"coinche_rounding": "ten", "classic_equality": "made",
                             "surcoinche_factor": "3"}},
          "jass": {"base": "swiss", "name": "Stammtisch", "set": {"cross_weis": "yes"}}}


@pytest.fixture
def rules(client):
    out = {}
    for game, body in TABLES.items():
        r = client.post(f"/api/v1/{game}/rulesets", json=body)
        assert r.status_code == 200, r.json
        standard = {"belote": ["maison", "officielles"], "jass": ["traditional", "swiss"]}[game]
        out[game] = [*standard, r.json["id"]]
    return out


@st.composite
def belote_deals(draw):
    taker = draw(st.sampled_from(["NS", "EW", "N", "W"]))
    trump = draw(st.sampled_from(["S", "H", "D", "C"]))
    capot = draw(st.sampled_from([None, None, None, "taker", "defense"]))
    tp = {None: draw(st.integers(0, 162)), "taker": 252, "defense": 0}[capot]
    deal = {"variant": "classic", "taker": taker, "trump": trump,
            "card_points": {"taker": tp, "defense": (162 - tp) if capot is None else 252 - tp}}
    if capot:
        deal["all_tricks_taker"] = capot
    if draw(st.booleans()):  # Coinche: a bid, a coinche now and then
        deal["variant"] = "coinche"
        deal["bid"] = draw(st.sampled_from(range(80, 170, 10)))
        deal["coinche"] = draw(st.sampled_from([1, 1, 2, 4]))
    belote = draw(st.sampled_from([None, "taker", "defense"]))
    if belote:
        deal["belote"] = belote
    ann = draw(st.sampled_from([None, ("taker", 20), ("defense", 50), ("taker", 100)]))
    if ann:
        deal["announcements"] = {"team": ann[0], "points": ann[1]}
    return deal


@st.composite
def jass_deals(draw):
    contract = draw(st.sampled_from(["E", "S", "R", "L", "obenabe", "undenufe"]))
    tns = draw(st.integers(0, 9))
    ns = 0 if tns == 0 else 157 if tns == 9 else draw(st.integers(0, 157))
    deal = {"contract": contract, "card_points": {"NS": ns, "EW": 157 - ns},
            "tricks": {"NS": tns, "EW": 9 - tns}}
    weis = draw(st.sampled_from([None, ("NS", 20), ("EW", 50), ("NS", 150)]))
    if weis:
        deal["weis"] = {"team": weis[0], "points": weis[1]}
    if contract not in ("obenabe", "undenufe") and draw(st.booleans()):
        deal["stoeck"] = {"team": draw(st.sampled_from(["NS", "EW"])), "points": 20}
    return deal


def team_of(taker: str) -> str:
    return "NS" if taker in ("NS", "N", "S") else "EW"


def check_game(client, game, deals, rules, extra):
    r = client.post(f"/api/v1/{game}/game", json={"deals": deals, "rules": rules, **extra})
    assert r.status_code == 200, r.json
    per_deal = extra if game == "jass" else {}  # the profile is a deal's too; the target not
    for rid, result in r.json["results"].items():
        if "error" in result:  # a deal this ruleset refuses: the score endpoint refuses it too
            bad = int(result["error"]["details"]["field"].split(".")[1])
            s = client.post(f"/api/v1/{game}/score",
                            json={**deals[bad], "rules": [rid], **per_deal})
            assert "error" in s.json or "error" in s.json["results"][rid]
            continue
        end = result["decided_at"]
        summed = {"NS": 0, "EW": 0}
        held_before = 0
        for i, (deal, line) in enumerate(zip(deals, result["deals"], strict=True)):
            score = client.post(f"/api/v1/{game}/score",
                                json={**deal, "rules": [rid], **per_deal}).json["results"][rid]
            assert line["scores"] == score["scores"], (rid, i)
            if end is not None and i > end:
                assert line["after_end"] and line["counted"] == {"NS": 0, "EW": 0}
            elif game == "belote":  # plus the held points of a litige the deal's winner takes
                won = {t: line["counted"][t] - score["scores"][t] for t in ("NS", "EW")}
                assert sorted(won.values())[0] == 0 and sum(won.values()) in (0, held_before)
                held_before = line["held"]
            elif i == end:  # the first steps of the deal that reaches the target
                assert all(0 <= line["counted"][t] <= score["scores"][t] for t in ("NS", "EW"))
            else:
                assert line["counted"] == score["scores"], (rid, i)
            for t in summed:
                summed[t] += line["counted"][t]
            assert line["totals"] == summed, (rid, i)
        assert result["totals"] == summed
        winner = result["winner"]
        if winner is not None:
            assert summed[winner] >= result["target"]


@SETTINGS
@given(st.lists(belote_deals(), min_size=1, max_size=14), st.sampled_from([None, 500, 1000]))
def test_belote_totals_are_the_deals_as_the_deal_scorer_scores_them(client, rules, deals, target):
    check_game(client, "belote", deals, rules["belote"],
               {} if target is None else {"target": target})


@SETTINGS
@given(st.lists(jass_deals(), min_size=1, max_size=20),
       st.sampled_from([None, "swisslos-1000", "swisslos-2500"]))
def test_schieber_totals_are_the_deals_as_the_deal_scorer_scores_them(client, rules, deals,
                                                                       profile):
    check_game(client, "jass", deals, rules["jass"], {} if profile is None else
               {"profile": profile})
