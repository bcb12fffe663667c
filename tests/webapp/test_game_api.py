"""POST /api/v1/<game>/game: a whole game, each deal the deal score question's own body."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from webapp.core.questions import MAX_DEALS


def post(client, path, body):
    return client.post(f"/api/v1/{path}", json=body)


def belote(taker="NS", tp=100, dp=62, **kw):
    return {"variant": "classic", "taker": taker, "trump": "S",
            "card_points": {"taker": tp, "defense": dp}, **kw}


def jass(contract, ns, ew, tns, tew, **kw):
    return {"contract": contract, "card_points": {"NS": ns, "EW": ew},
            "tricks": {"NS": tns, "EW": tew}, **kw}


# the worked games of tests/engine (belote.md Q21, jass.md Q12/Q17), through the API
BELOTE_GAME = [
    belote(), belote("EW", 252, 0, all_tricks_taker="taker", belote="taker",
                     announcements={"team": "defense", "points": 20}),
    belote("NS", 81, 81), belote("EW", 90, 72), belote("NS", 70, 92), belote("NS", 130, 32),
    belote("NS", 110, 52), belote("EW"), belote("EW", 80, 82), belote("EW"), belote()]


def test_a_belote_game_to_1000_with_a_capot_and_a_litige(client):
    r = post(client, "belote/game", {"deals": BELOTE_GAME, "lang": "fr"})
    assert r.status_code == 200, r.json
    out = r.json
    m, o = out["results"]["maison"], out["results"]["officielles"]
    assert m["totals"] == {"NS": 718, "EW": 1032} and o["totals"] == {"NS": 698, "EW": 1052}
    assert (m["winner"], m["decided_at"], m["decided_by"], m["target"]) == ("EW", 9, "target",
                                                                            1000)
    assert m["deals"][2]["held"] == 81 and m["deals"][2]["marks"] == ["litige"]
    assert m["deals"][3]["counted"] == {"NS": 72, "EW": 171}
    assert m["deals"][3]["reasons"][0]["code"] == "game_held_points_won"
    assert "81" in m["deals"][3]["reasons"][0]["text"]
    assert m["deals"][10]["after_end"] is True
    assert m["split"] is None and o["split"] is None  # the same winner under both
    won = m["deals"][9]["reasons"][0]
    assert won["code"] == "game_won" and won["params"] == {
        "team": "EW", "points": 1032, "target": 1000, "rule": "game_target", "ruleset": "maison"}
    assert "Est" in won["text"]  # in French: Est–Ouest


def test_a_schieber_game_won_mid_deal_by_stoeck(client):
    deals = [jass("obenabe", 120, 37, 7, 2, weis={"team": "NS", "points": 50}),
             jass("undenufe", 157, 0, 9, 0),
             jass("S", 57, 100, 6, 3, stoeck={"team": "EW", "points": 20}),
             jass("obenabe", 100, 57, 6, 3), jass("undenufe", 100, 57, 6, 3),
             jass("L", 120, 37, 7, 2, weis={"team": "NS", "points": 100}),
             jass("obenabe", 60, 97, 3, 6),
             jass("L", 20, 137, 1, 8, stoeck={"team": "NS", "points": 20})]
    r = post(client, "jass/game", {"deals": deals, "lang": "de-ch"})
    assert r.status_code == 200, r.json
    t, s = r.json["results"]["traditional"], r.json["results"]["swiss"]
    assert (t["winner"], t["decided_at"], t["decided_by"]) == ("NS", 7, "stoeck")
    assert t["totals"] == {"NS": 3012, "EW": 1115} and t["schneider"] == "EW"
    assert t["deals"][7]["scores"] == {"NS": 80, "EW": 274}
    assert t["deals"][7]["counted"] == {"NS": 40, "EW": 0}
    assert (s["winner"], s["decided_at"], s["target"]) == ("NS", 6, 2500)
    # a profile for the whole game
    r = post(client, "jass/game", {"deals": deals, "profile": "swisslos-1000",
                                   "rules": ["swiss"]})
    assert r.json["results"]["swiss"]["target"] == 1000


def test_different_winners_are_marked_where_the_rulesets_part(client):
    # NS hold a cent when EW make capot: Maison NS keep it, Officielles EW take it
    # (belote.md Q16).
    deals = [belote("EW", 252, 0, all_tricks_taker="taker",
                    announcements={"team": "defense", "points": 100}), belote("NS", 90, 72)]
    r = post(client, "belote/game", {"deals": deals, "target": 330})
    m, o = r.json["results"]["maison"], r.json["results"]["officielles"]
    assert m["totals"] == {"NS": 190, "EW": 324} and m["winner"] is None
    assert o["totals"] == {"NS": 0, "EW": 352} and (o["winner"], o["decided_at"]) == ("EW", 0)
    assert m["split"] is None  # EW lead under both
    deals.append(belote("NS", 162, 0))
    r = post(client, "belote/game", {"deals": deals, "target": 330})
    m = r.json["results"]["maison"]
    assert m["winner"] == "NS" and r.json["results"]["officielles"]["winner"] == "EW"
    assert m["split"] == r.json["results"]["officielles"]["split"] == 2


def test_a_deals_errors_name_its_deal(client):
    r = post(client, "belote/game", {"deals": [belote(), belote(tp=100, dp=10)], "lang": "fr"})
    assert r.status_code == 422
    e = r.json["error"]
    assert e["code"] == "points_total_mismatch" and e["details"]["field"] == "deals.1.card_points"
    r = post(client, "belote/game", {"deals": [belote(), {**belote(), "trump": "X"}]})
    assert r.json["error"]["details"]["field"] == "deals.1.trump"
    # the defence's points may be left out (the rest of the deal total), the takers' may not
    r = post(client, "belote/game", {"deals": [{**belote(), "card_points": {"defense": 62}}]})
    e = r.json["error"]
    assert (e["code"], e["details"]["field"]) == ("missing_field", "deals.0.card_points.taker")
    assert e["message"] == "Deal 1: Takers' card points: this is required."
    r = post(client, "jass/game", {"deals": [jass("R", 100, 57, 6, 3, weis=True)]})
    assert r.json["error"]["details"]["field"] == "deals.0.weis"
    r = post(client, "belote/game", {"deals": [belote(), {**belote(), "extra": 1}]})
    assert r.json["error"]["code"] == "unknown_field"
    assert r.json["error"]["details"]["field"] == "deals.1"
    r = post(client, "belote/game", {"deals": [belote(), 3]})
    assert r.json["error"]["details"]["field"] == "deals.1"
    r = post(client, "belote/game", {"deals": {}})
    assert r.json["error"]["code"] == "invalid_field"


def test_a_deal_refused_by_one_ruleset_only_is_that_rulesets_error(client):
    # sans-atout 130 card points: a Maison deal, not an Officielles one (belote.md Q20)
    deals = [belote(), {**belote(tp=80, dp=50), "trump": "none"}]
    r = post(client, "belote/game", {"deals": deals})
    assert r.status_code == 200
    assert r.json["results"]["maison"]["totals"] == {"NS": 180, "EW": 112}
    err = r.json["results"]["officielles"]["error"]
    assert (err["code"], err["details"]["field"]) == ("points_total_mismatch",
                                                      "deals.1.card_points")


def test_profile_mismatch(client):
    deals = [jass("R", 100, 57, 6, 3, profile="swisslos-1000"), jass("R", 100, 57, 6, 3)]
    assert post(client, "jass/game", {"deals": deals}).status_code == 200
    r = post(client, "jass/game", {"deals": deals, "profile": "swisslos-2500"})
    assert r.status_code == 422
    e = r.json["error"]
    assert (e["code"], e["details"]["field"]) == ("jass_game_profile_mismatch", "deals.0.profile")


def test_the_number_of_deals_is_bounded(client):
    r = post(client, "belote/game", {"deals": [belote()] * MAX_DEALS})
    assert r.status_code == 200
    r = post(client, "belote/game", {"deals": [belote()] * (MAX_DEALS + 1)})
    assert r.status_code == 422
    assert r.json["error"]["code"] == "too_long"
    assert r.json["error"]["details"] == {"field": "deals", "params": {"field": "deals",
                                                                      "max": MAX_DEALS}}
    assert post(client, "belote/game", {"deals": []}).json["results"]["maison"]["totals"] == {
        "NS": 0, "EW": 0}
    r = post(client, "belote/game", {"deals": [], "target": 50})
    assert r.json["error"]["code"] == "out_of_range"


def test_in_the_openapi_document(client):
    doc = client.get("/api/v1/openapi.json").json
    for game in ("belote", "jass"):
        op = doc["paths"][f"/api/v1/{game}/game"]["post"]
        assert op["summary"]
        name = op["requestBody"]["content"]["application/json"]["schema"]["$ref"].split("/")[-1]
        deals = doc["components"]["schemas"][name]["properties"]["deals"]
        assert deals["maxItems"] == MAX_DEALS and deals["type"] == "array"
        assert "winner" in str(doc["components"]["schemas"][name.replace("Request", "Result")])


# -- the totals are the deals as the deal score endpoint scores them ----------------------------

BELOTE_DEAL = st.builds(
    lambda taker, tp, capot, bel, trump: {
        **belote(taker, 252 if capot else tp, 0 if capot else 162 - tp, trump=trump),
        **({"all_tricks_taker": "taker"} if capot else {}),
        **({"belote": bel} if bel else {})},
    st.sampled_from(["NS", "EW", "N", "W"]), st.integers(0, 162), st.booleans(),
    st.sampled_from([None, "taker", "defense"]), st.sampled_from(["S", "H", "D", "C"]))


@settings(max_examples=25, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(BELOTE_DEAL, min_size=1, max_size=12))
def test_totals_are_the_sum_of_the_deal_scores(client, deals):
    game = post(client, "belote/game", {"deals": deals, "target": 5000}).json["results"]
    for rid, result in game.items():
        totals = {"NS": 0, "EW": 0}
        held = 0
        for deal in deals:
            score = post(client, "belote/score", {**deal, "rules": [rid]}).json["results"][rid]
            for t in totals:
                totals[t] += score["scores"][t]
            held += score["held"] or 0
        # a litige's points move to the next deal's winner: none is lost but the last ones held
        still_held = result["deals"][-1]["held"]
        assert sum(result["totals"].values()) + still_held == sum(totals.values()) + held
        if not any("litige" in d["marks"] for d in result["deals"]):
            assert result["totals"] == totals


def test_a_tables_ruleset_plays_to_the_games_target(client):
    # the target given with a table's ruleset (a view of its class) was a 500
    hid = post(client, "belote/rulesets", {"base": "officielles", "name": "Chez Paul",
                                           "set": {"coinche_rounding": "ten"}}).json["id"]
    r = post(client, "belote/game", {"deals": BELOTE_GAME, "target": 700,
                                     "rules": ["officielles", hid]})
    assert r.status_code == 200, r.json
    o, h = r.json["results"]["officielles"], r.json["results"][hid]
    # a classic game: the table's Coinche rounding changes nothing, to the new target
    assert o["target"] == h["target"] == 700 and o["decided_at"] == h["decided_at"] == 4
    assert h["totals"] == o["totals"] and h["winner"] == o["winner"] == "EW"


def test_a_tables_ruleset_on_swiss_takes_the_profile_as_swiss_does(client):
    # jass.md Q13/Q17: the profile is swiss's multipliers and target, a table's ruleset built
    # on swiss included; the table's own target still wins, and the verdict says so.
    def table(changes):
        r = post(client, "jass/rulesets", {"base": "swiss", "set": changes, "name": "Stamm"})
        assert r.status_code in (200, 201), r.json
        return r.json["id"]

    plain, own_target = table({"cross_weis": "no"}), table({"target": "1500"})
    deals = [jass("undenufe", 100, 57, 6, 3), jass("R", 157, 0, 9, 0)]
    rules = ["traditional", "swiss", plain, own_target]
    r = post(client, "jass/game", {"deals": deals, "profile": "swisslos-1000", "rules": rules})
    assert r.status_code == 200, r.json
    out = r.json["results"]
    assert out["traditional"]["target"] == 3000  # no profile: traditional keeps its own
    assert out["swiss"]["target"] == out[plain]["target"] == 1000
    assert out[plain]["deals"][0]["scores"] == out["swiss"]["deals"][0]["scores"]
    assert out[plain]["totals"] == out["swiss"]["totals"]
    assert out[own_target]["target"] == 1500
    assert {"code": "house_rule", "params": {"house": "target=1500", "rule": "target"}} in [
        {k: x[k] for k in ("code", "params")} for x in out[own_target]["reasons"]]
    assert out[own_target]["totals"] == out["swiss"]["totals"]  # the flat factors: undenufe x1
    # the deal scorer the same
    r = post(client, "jass/score", {**deals[0], "profile": "swisslos-1000", "rules": rules})
    assert r.status_code == 200, r.json
    out = r.json["results"]
    assert (out[plain]["profile"], out[plain]["target"], out[plain]["multiplier"]) == (
        "swisslos-1000", 1000, 1)
    assert out[own_target]["multiplier"] == 1 and out[own_target]["target"] == 1500
    assert (out["traditional"]["multiplier"], out["swiss"]["multiplier"]) == (4, 1)


def test_a_profile_a_table_cannot_take_is_that_rulesets_error(client):
    # a table's target of 1000 on swiss, with the factors of pagat-3000 (undenufe x4): one
    # deal could win the game (house_game_in_one_deal), so that ruleset refuses; swiss does not.
    hid = post(client, "jass/rulesets", {"base": "swiss", "set": {"target": "1000"}}).json["id"]
    r = post(client, "jass/game", {"deals": [jass("R", 100, 57, 6, 3)], "profile": "pagat-3000",
                                   "rules": ["swiss", hid]})
    assert r.status_code == 200, r.json
    assert r.json["results"]["swiss"]["target"] == 3000
    assert r.json["results"][hid]["error"]["code"] == "house_game_in_one_deal"
