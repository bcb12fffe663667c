"""A table's own ruleset (issue 18): no dead switch, ids in the API, reasons naming the rule.

Every switch that a verdict reads (``judged``) is flipped alone from a standard ruleset, and a
named question gets another verdict under it than under the standard one (:data:`NO_DEAD`).
"""

from __future__ import annotations

import html
import json
import re

import pytest

from engine.belote import trick_points
from engine.jass import game_end, score_deal
from engine.reasons import EngineError
from webapp.core import content, rulesets, service

BELOTE = rulesets.HOUSES["belote"]
JASS = rulesets.HOUSES["jass"]

_TIE = {"trump": "S", "taker": "NS", "hands": {"S": "9H TH JH 7C AD KC 8D QD",
                                                "E": "9S TS JS 7D AC 8C KH QC"}}
_COINCHE = dict(variant="coinche", taker="NS", trump="H", bid=100, capot_bid=False, coinche=1,
                card_points={"taker": 83, "defense": 79}, all_tricks_taker=None,
                announcements=None, belote=None)
_UNDERTRUMP = {"trump": "S", "trick": [{"seat": "N", "card": "AH"}, {"seat": "W", "card": "JS"}],
               "seat": "S", "hand": "7S 8S 7D 8D"}

#: (game, base, field, value, kind, body): the verdict of ``kind`` on ``body`` differs between
#: ``base`` and ``base`` with only ``field`` set to ``value``.
NO_DEAD = [
    ("belote", "maison", "coinche_rounding", "ten", "score", {**_COINCHE, "bid": 80}),
    ("belote", "maison", "coinched_capot_base", "250", "score",
     {**_COINCHE, "coinche": 2, "card_points": {"taker": 252, "defense": 0},
      "all_tricks_taker": "taker"}),
    ("belote", "maison", "no_trump_ace", "19", "score",
     {**_COINCHE, "trump": "none", "card_points": {"taker": 100, "defense": 30}}),
    ("belote", "maison", "no_trump_carre_table", "no_trump", "announcements",
     {"trump": "none", "taker": "NS", "hands": {"W": "AS AH AD AC 7H 8C 9D QS"}}),
    ("belote", "maison", "announcement_tie", "trump_else_nobody", "announcements", _TIE),
    ("belote", "maison", "card_in_two_combinations", "no", "announcements",
     {"trump": "H", "taker": "NS", "hands": {"S": "9S 9H 9D 9C TC JC QC 7D"}}),
    ("belote", "maison", "announcements_after_fall", "deal_winner", "score",
     {**_COINCHE, "card_points": {"taker": 40, "defense": 122},
      "announcements": {"team": "taker", "points": 50}}),
    ("belote", "maison", "coinche_undertrump_compulsory", "no", "legal",
     {**_UNDERTRUMP, "variant": "coinche"}),
    ("belote", "maison", "classic_undertrump_compulsory", "no", "legal",
     {**_UNDERTRUMP, "variant": "classic"}),
    ("belote", "maison", "no_trump_jack", "0", "score",
     {**_COINCHE, "variant": "classic", "bid": None, "coinche": None, "capot_bid": None,
      "trump": "none", "card_points": {"taker": 80, "defense": 50}}),
    ("belote", "maison", "classic_equality", "made", "score",
     {**_COINCHE, "variant": "classic", "bid": None, "coinche": None, "capot_bid": None,
      "card_points": {"taker": 81, "defense": 81}}),
    ("belote", "maison", "coinche_made_condition", "bid_only", "score",
     {**_COINCHE, "bid": 80, "card_points": {"taker": 81, "defense": 81}}),
    ("belote", "maison", "coinche_base", "162", "score",
     {**_COINCHE, "card_points": {"taker": 60, "defense": 102}}),
    ("belote", "maison", "surcoinche_factor", "3", "score", {**_COINCHE, "coinche": 4}),
    ("belote", "maison", "coinche_multiplies", "contract", "score", {**_COINCHE, "coinche": 2}),
    ("belote", "maison", "belote_multiplied", "yes", "score",
     {**_COINCHE, "coinche": 2, "belote": "taker"}),
    ("belote", "maison", "capot_bid_value", "500", "score",
     {**_COINCHE, "bid": None, "capot_bid": True, "card_points": {"taker": 252, "defense": 0},
      "all_tricks_taker": "taker"}),
    # belote.md A3, B8: a prenable belote goes to the defence when the contract falls
    ("belote", "maison", "belote_imprenable", "no", "score",
     {**_COINCHE, "variant": "classic", "bid": None, "coinche": None, "capot_bid": None,
      "card_points": {"taker": 60, "defense": 102}, "belote": "taker"}),
    # belote.md Q19: Maison's 130-point sans-atout judged on its own points, not brought to 162
    ("belote", "maison", "coinche_scale", "cards", "score",
     {**_COINCHE, "trump": "none", "bid": 80, "card_points": {"taker": 80, "defense": 50}}),
    # belote.md B4: rounding 6 up (the Cannes 2016 rulebook): 85 rounds to 80, not 90
    ("belote", "officielles", "coinche_rounding", "ten_6_up", "score",
     {**_COINCHE, "bid": 80, "card_points": {"taker": 85, "defense": 77}}),
    # belote.md B4: flat forfeits (FFB contrée 2016): 320 + 100 × 2 + 50, not (160 + 50 + 100) × 2
    ("belote", "maison", "coinche_multiplies", "flat", "score",
     {**_COINCHE, "coinche": 2, "announcements": {"team": "taker", "points": 50}}),
    ("jass", "traditional", "sequence_points", "graded", "weis",
     {"contract": "R", "forehand": "N", "hands": {"N": "6E 7E 8E 9E TE UE"}}),
    ("jass", "traditional", "four_points", "nines", "weis",
     {"contract": "R", "forehand": "N", "hands": {"N": "9E 9S 9R 9L"}}),
    ("jass", "traditional", "four_points", "low", "weis",
     {"contract": "R", "forehand": "N", "hands": {"N": "8E 8S 8R 8L"}}),
    ("jass", "traditional", "four_points", "all", "weis",
     {"contract": "R", "forehand": "N", "hands": {"N": "6E 6S 6R 6L"}}),
    ("jass", "traditional", "cross_weis", "yes", "weis",
     {"contract": "R", "forehand": "N", "hands": {"N": "KE KS KR KL OE UE"}}),
    ("jass", "traditional", "four_beats_equal_sequence", "no", "weis",
     {"contract": "R", "forehand": "N", "hands": {"N": "AE AS AR AL", "W": "6E 7E 8E 9E TE"}}),
    ("jass", "traditional", "undenufe_points", "six_11", "trick",
     {"contract": "undenufe", "trick": [{"seat": "N", "card": "6E"}, {"seat": "W", "card": "9E"},
                                        {"seat": "S", "card": "7E"}, {"seat": "E", "card": "8E"}]}),
    ("jass", "traditional", "multipliers", "swisslos", "score",
     {"contract": "undenufe", "card_points": {"NS": 100, "EW": 57},
      "tricks": {"NS": 6, "EW": 3}}),
    ("jass", "traditional", "multipliers", "flat", "score",
     {"contract": "S", "card_points": {"NS": 100, "EW": 57}, "tricks": {"NS": 6, "EW": 3}}),
    # jass.md B9: Romandy chibre, only spades (Schilten) double: Schellen count once
    ("jass", "traditional", "multipliers", "pique", "score",
     {"contract": "S", "card_points": {"NS": 100, "EW": 57}, "tricks": {"NS": 6, "EW": 3}}),
    # jass.md B7: Romandy's tie rule: two runs equal but for play order, both teams score
    ("jass", "traditional", "weis_tie", "both", "weis",
     {"contract": "R", "forehand": "N", "hands": {"N": "6E 7E 8E", "W": "6S 7S 8S"}}),
    ("jass", "traditional", "undenufe_reverses_weis_rank", "no", "weis",
     {"contract": "undenufe", "forehand": "N", "hands": {"N": "6E 7E 8E", "W": "7S 8S 9S"}}),
    ("jass", "traditional", "weis_needs_trick", "yes", "score",
     {"contract": "R", "card_points": {"NS": 157, "EW": 0}, "tricks": {"NS": 9, "EW": 0},
      "weis": {"team": "EW", "points": 50}}),
]


def _payload(app, game, kind, body, rid, base):
    """The verdict under ``rid`` as JSON, its id written as ``base`` (so only rules differ),
    without the house notes; or the error's code."""
    with app.test_request_context("/en/"):
        try:
            out = service.result_payload(game, kind, service.evaluate(game, kind, body, [rid]))
        except EngineError as e:
            return e.code
    result = out["results"][rid]
    result["reasons"] = [(r["code"], r["params"]) for r in result["reasons"]
                         if r["code"] != "house_rule"]  # texts name the ruleset: left out
    return json.dumps(result).replace(rid, base)


@pytest.mark.parametrize("game,base,field,value,kind,body", NO_DEAD,
                         ids=[f"{c[2]}={c[3]}" for c in NO_DEAD])
def test_a_switch_flipped_alone_changes_a_named_verdict(app, game, base, field, value, kind, body):
    house = rulesets.HOUSES[game]
    hid = house.encode(base, {field: value}, "Test")
    before = _payload(app, game, kind, body, base, base)
    after = _payload(app, game, kind, body, hid, base)
    assert before != after
    if isinstance(after, str) and not after.startswith("{"):
        return  # points that fit one ruleset's deal total only: an error names the other
    # and its reasons say that the table's own rule decided
    with app.test_request_context("/en/"):
        out = service.result_payload(game, kind, service.evaluate(game, kind, body, [hid]))
    notes = [r for r in out["results"][hid]["reasons"] if r["code"] == "house_rule"]
    assert [n["params"]["rule"] for n in notes] == [field]
    assert notes[0]["text"].startswith("By your table's rule: ")


def test_card_values_in_tout_atout_change_a_trick_s_points():
    # No checker counts cards (scores take points as numbers): the engine's trick points do.
    hid = BELOTE.encode("maison", {"all_trump_points": "pagat"})
    cards = ["JS", "QH", "7D", "8C"]
    assert trick_points(cards, "all", BELOTE.bases["maison"]) == 13 + 2
    assert trick_points(cards, "all", BELOTE.ruleset(hid)) == 14 + 1
    assert trick_points(["JS", "9S"], "all", BELOTE.ruleset(hid)) == 14 + 9
    assert trick_points(["JS", "9S"], "all", BELOTE.bases["maison"]) == 13 + 9


def test_the_target_decides_when_the_game_ends():
    base = JASS.bases["swiss"]
    mine = JASS.ruleset(JASS.encode("swiss", {"target": "1500"}))
    deal = score_deal("R", {"NS": 157, "EW": 0}, {"NS": 9, "EW": 0}, ruleset=base)
    mine_deal = score_deal("R", {"NS": 157, "EW": 0}, {"NS": 9, "EW": 0}, ruleset=mine)
    assert game_end({"NS": 1400, "EW": 0}, deal).winner is None
    assert game_end({"NS": 1400, "EW": 0}, mine_deal).winner == "NS"


def _jass_deal(contract, ns, ns_tricks, weis=None):
    deal = {"contract": contract, "card_points": {"NS": ns, "EW": 157 - ns},
            "tricks": {"NS": ns_tricks, "EW": 9 - ns_tricks}}
    return {**deal, "weis": weis} if weis else deal


def test_the_counting_order_decides_who_wins_a_game(app):
    # jass.md B10, Q12: NS at 2970, EW at 2869; the last deal holds NS's Weis (50) and EW's
    # 137 card points. Stöck, Weis, tricks: NS's Weis reach 3000 first. Stöck, tricks, Weis:
    # EW's tricks do (3006), and NS's Weis are never counted. Only the game sheet shows it.
    hid = JASS.encode("traditional", {"counting_order": "tricks_first"}, "Test")
    deals = [_jass_deal("undenufe", 157, 9), _jass_deal("undenufe", 0, 0)] * 2
    deals += [_jass_deal("obenabe", 100, 5)] * 3 + [_jass_deal("L", 7, 1)]
    deals += [_jass_deal("R", 20, 1, {"team": "NS", "points": 50})]
    with app.test_request_context("/en/"):
        out = service.result_payload("jass", "game", service.evaluate(
            "jass", "game", {"deals": deals}, ["traditional", hid]))
    base, mine = out["results"]["traditional"], out["results"][hid]
    assert (base["winner"], base["decided_by"], base["totals"]) == \
        ("NS", "weis", {"NS": 3020, "EW": 2869})
    assert (mine["winner"], mine["decided_by"], mine["totals"]) == \
        ("EW", "tricks", {"NS": 2990, "EW": 3006})
    assert [r["params"]["rule"] for r in mine["reasons"] if r["code"] == "house_rule"] == \
        ["counting_order"]


def test_every_judged_switch_has_a_case():
    named = {(g, f) for g, _, f, *_ in NO_DEAD} | {("belote", "all_trump_points"),
                                                   ("jass", "target"), ("jass", "counting_order")}
    judged = {(g, s.field) for g, h in rulesets.HOUSES.items() for s in h.switches if s.verdicts}
    assert judged == named
    # the rules no verdict reads are said to be so (on the sheet only)
    assert {(g, s.field) for g, h in rulesets.HOUSES.items() for s in h.switches
            if not s.verdicts} == {("belote", "coinche_out_of_turn"),
                                   ("jass", "first_forehand_card")}


def test_a_contract_only_multiplier_says_the_formula_it_computed(client):
    """belote.md B4, Q10: only the contract multiplied, 160 + 100 × 2 (not (160 + 100) × 2)."""
    hid = BELOTE.encode("maison", {"coinche_multiplies": "contract"})
    r = _post(client, "belote/score", {**_COINCHE, "coinche": 2, "rules": ["maison", hid],
                                       "card_points": {"taker": 120, "defense": 42}})
    texts = {rid: [x["text"] for x in res["reasons"]] for rid, res in r.json["results"].items()}
    assert "The takers score 160 + 0 announcements + 100 contract × 2 + 0 belote = 360." \
        in texts[hid]
    assert "The takers score (160 + 0 announcements + 100 contract) × 2 + 0 belote = 520." \
        in texts["maison"]


def test_no_house_note_when_the_switched_rule_was_not_read(app):
    hid = BELOTE.encode("maison", {"announcement_tie": "trump_else_nobody"})
    body = {"trump": "S", "taker": "NS", "hands": {"S": "9H TH JH 7C AD KC 8D QD"}}
    with app.test_request_context("/en/"):
        out = service.result_payload("belote", "announcements",
                                     service.evaluate("belote", "announcements", body, [hid]))
    assert all(r["code"] != "house_rule" for r in out["results"][hid]["reasons"])


_DEAL = {"contract": "L", "card_points": {"NS": 100, "EW": 57}, "tricks": {"NS": 6, "EW": 3}}


def _reasons(client, kind, body, rules):
    r = _post(client, f"jass/{kind}", {**body, "rules": rules})
    assert r.status_code == 200, r.json
    return {rid: res["reasons"] for rid, res in r.json["results"].items()}


def test_a_table_s_own_target_is_not_said_to_be_the_swiss_profile_s(client):
    """A Swiss table that plays to 1,000 scores its deals with the Swiss multipliers, but its
    game is not Swisslos 2500: its deal says its own target; Swiss's still names its profile."""
    hid = JASS.encode("swiss", {"target": "1000"}, "Stamm")
    out = _reasons(client, "score", _DEAL, ["swiss", hid])
    mine = [x["text"] for x in out[hid]]
    assert "Your table's multipliers and target (game to 1,000)." in mine, mine
    assert not any("Swisslos" in t or "2,500" in t for t in mine), mine
    assert "Multipliers and target: Swisslos (game to 2,500)." in [x["text"] for x in out["swiss"]]
    # a table that plays a profile's multipliers and target is said to play that profile
    hid = JASS.encode("traditional", {"multipliers": "swisslos", "target": "2500"})
    assert [x["text"] for x in _reasons(client, "score", _DEAL, [hid])[hid]
            if x["code"] in ("jass_profile", "jass_own_format")] == \
        ["Multipliers and target: Swisslos (game to 2,500)."]


def test_a_table_s_spades_only_multipliers_are_not_an_unnamed_profile(client):
    """Romandy's spades-only multipliers (``pique``, jass.md B9) are a table's rule, no profile
    with a name: the deal says the table's, never the profile's id."""
    for changes, target in (({"multipliers": "pique"}, "2,500"),
                            ({"multipliers": "pique", "target": "1500"}, "1,500")):
        hid = JASS.encode("swiss", changes)
        mine = [x["text"] for x in _reasons(client, "score", _DEAL, [hid])[hid]]
        assert f"Your table's multipliers and target (game to {target})." in mine, mine
        assert not any("romandie" in t for t in mine), mine


def test_a_deal_gets_no_note_for_the_game_target_a_game_does(client):
    """A single deal's score does not depend on the target: the deal states it, with no "By
    your table's rule" note for it; the same table's game, which ends at it, has the note."""
    hid = JASS.encode("swiss", {"target": "1000", "multipliers": "pique"}, "Stamm")
    deal = _reasons(client, "score", _DEAL, [hid])[hid]
    notes = [x["params"]["rule"] for x in deal if x["code"] == "house_rule"]
    assert notes == ["multipliers"], notes  # and none for the target
    assert "Your table's multipliers and target (game to 1,000)." in [x["text"] for x in deal]
    game = _reasons(client, "game", {"deals": [_DEAL] * 7}, [hid])[hid]
    assert "By your table's rule: the game is to 1,000 points." in \
        [x["text"] for x in game if x["code"] == "house_rule"]


# -- the API ------------------------------------------------------------------------------------


def _post(client, path, body):
    return client.post(f"/api/v1/{path}", data=json.dumps(body), content_type="application/json")


@pytest.mark.parametrize("game", ["belote", "jass"])
def test_get_rulesets_lists_the_standard_ones_and_every_field(client, game):
    r = client.get(f"/api/v1/{game}/rulesets?lang=fr")
    assert r.status_code == 200
    data = r.json
    assert [s["id"] for s in data["standard"]] == list(service.RULESETS[game])
    assert [f["field"] for f in data["fields"]] == [s.field for s in rulesets.HOUSES[game].switches]
    for f in data["fields"]:
        values = [v["value"] for v in f["values"]]
        assert set(f["defaults"]) == set(service.RULESETS[game])
        assert set(f["defaults"].values()) <= set(values)
        assert f["label"] and f["explanation"] and all(v["text"] for v in f["values"])
        assert f["sources"]


def test_post_rulesets_answers_an_id_that_rules_takes(client):
    r = _post(client, "belote/rulesets", {"base": "maison", "name": "Chez Paul",
                                          "set": {"announcement_tie": "trump_else_nobody"}})
    assert r.status_code == 200
    hid = r.json["id"]
    assert r.json == {"id": hid, "base": "maison", "name": "Chez Paul",
                      "set": {"announcement_tie": "trump_else_nobody"}}
    r = _post(client, "belote/announcements", {**_TIE, "lang": "fr",
                                               "rules": ["maison", "officielles", hid]})
    assert r.status_code == 200
    results = r.json["results"]
    assert list(results) == ["maison", "officielles", hid]
    assert [results[k]["scoring_team"] for k in results] == ["NS", "EW", "EW"]
    assert results[hid]["reasons"][0]["text"].startswith("Selon la règle de votre table")
    # the same switches from another base: the same rules, another id (the base is in it)
    again = _post(client, "belote/rulesets", {"base": hid, "set": {}, "name": "Chez Paul"})
    assert again.json["id"] == hid


def test_an_invalid_id_or_field_is_a_422_naming_it(client):
    r = _post(client, "belote/announcements", {**_TIE, "rules": ["h1.AAAAAAAA"]})
    assert r.status_code == 422
    assert r.json["error"]["details"] == {"field": "rules", "params": {"ruleset": "h1.AAAAAAAA"}}
    # the id echoed as typed (read as a table's name, it decoded to control characters)
    assert "“h1.AAAAAAAA”" in r.json["error"]["message"], r.json["error"]["message"]
    r = _post(client, "jass/rulesets", {"base": "swiss", "set": {"target": "1234"}})
    assert r.status_code == 422
    assert r.json["error"]["details"]["field"] == "set.target"
    r = _post(client, "jass/rulesets", {"base": "swiss", "colour": "red"})
    assert (r.status_code, r.json["error"]["code"]) == (422, "unknown_field")
    r = _post(client, "jass/rulesets", {"set": {}})
    assert (r.status_code, r.json["error"]["details"]["field"]) == (422, "base")
    # a Belote id is not a Jass one
    hid = BELOTE.encode("maison", {"announcement_tie": "trump_else_nobody"})
    r = _post(client, "jass/weis", {"contract": "R", "forehand": "N",
                                    "hands": {"N": "6E 7E 8E"}, "rules": [hid]})
    assert r.status_code == 422


def test_every_switch_names_its_sources_on_the_sources_page(client):
    """content/sources.json ``switches``: each rule a table may set has a topic of the Sources
    page, an anchor there, whose sources are known; and no entry names a switch that is gone."""
    data = content.sources_data()
    page = client.get("/en/sources").get_data(as_text=True)
    for game, house in rulesets.HOUSES.items():
        assert set(data["switches"][game]) == {s.field for s in house.switches}, game
        for s in house.switches:
            topic = content.switch_topic(game, s.field)
            assert f'id="{topic}"' in page, (game, s.field, topic)
            sources = content.switch_sources(game, s.field)
            assert sources and set(sources) <= set(data["sources"]), (game, s.field)
    table = client.get("/en/jass/table").get_data(as_text=True)
    assert '/en/sources#weis-values"' in table and '/en/sources#first-forehand"' in table


def test_a_table_is_named_by_its_name_in_its_reasons(client):
    """A reason naming its ruleset (``multiplier``: "× 3 (Chez Paul)") names a table by the
    name in its id, never by the id."""
    hid = BELOTE.encode("maison", {"surcoinche_factor": "3"}, "Chez Paul")
    r = _post(client, "belote/score", {**_COINCHE, "coinche": 4, "rules": [hid]})
    texts = [x["text"] for x in r.json["results"][hid]["reasons"]]
    assert any("× 3 (Chez Paul)" in t for t in texts), texts
    assert not any("h1." in t for t in texts), texts


# -- judged everywhere: worked examples, their embeds and oEmbed (issue 18, item 3) -------------

#: seed-5-6 (/belote/announcements): West's carré of Aces in no trump, 100 under Maison, 200
#: under the federation's table; a table starting from Maison with that one switch says 200.
_CARRE = {"base": "maison", "name": "Chez Paul", "set": {"no_trump_carre_table": "no_trump"}}


def _sections(page: str, example_id: str) -> dict[str, str]:
    """A worked example's verdict columns on a page: heading -> the column's text."""
    start = page.index(f'id="ex-{example_id}"')
    figure = page[start:page.index("</figure>", start)]
    out = {}
    for body in re.findall(r'<section class="example__verdict">(.*?)</section>', figure, re.S):
        heading = re.search(r"<h4>(.*?)</h4>", body, re.S)[1]
        text = html.unescape(re.sub(r"<[^>]+>", " ", body))
        out[html.unescape(heading)] = " ".join(text.split())
    return out


def _table_column(sections: dict[str, str]) -> None:
    """The table's column: its name as heading, beside the standard ones, its difference to
    Maison shown, and the verdict under its rule (the carré of Aces worth 200)."""
    assert list(sections) == ["Maison", "Officielles", "Chez Paul"], list(sections)
    mine = sections["Chez Paul"]
    assert "Unlike the Maison rules: sans-atout carrés use their own table (Aces 200)" in mine
    assert "East–West scores 200 points of announcements" in mine
    assert "By your table's rule" in mine
    assert "East–West scores 100 points of announcements" in sections["Maison"]


def test_a_worked_example_shows_a_table_s_column(client):
    hid = _post(client, "belote/rulesets", _CARRE).json["id"]
    r = client.get(f"/en/belote/announcements?rules={hid}")
    assert r.status_code == 200
    page = r.get_data(as_text=True)
    _table_column(_sections(page, "seed-5-6"))
    # the way on keeps the table: the checker's permalink and the example's own page
    start = page.index('id="ex-seed-5-6"')
    figure = page[start:page.index("</figure>", start)]
    assert f"rules=maison,officielles,{hid}" in figure
    assert f'href="/en/example/seed-5-6?rules={hid}#embed"' in figure
    # without the table, the standard columns only
    plain = client.get("/en/belote/announcements").get_data(as_text=True)
    assert list(_sections(plain, "seed-5-6")) == ["Maison", "Officielles"]
    # the canonical redirect keeps rules
    r = client.get(f"/en/belote/announcements?rules={hid}&utm=x")
    assert r.status_code == 301 and r.headers["Location"].endswith(f"?rules={hid}")


def test_an_example_page_its_embed_and_oembed_carry_the_table(client):
    hid = _post(client, "belote/rulesets", _CARRE).json["id"]
    page = client.get(f"/en/example/seed-5-6?rules={hid}").get_data(as_text=True)
    _table_column(_sections(page, "seed-5-6"))
    frame = client.get(f"/embed/en/example/seed-5-6?rules={hid}")
    assert frame.status_code == 200
    _table_column(_sections(frame.get_data(as_text=True), "seed-5-6"))
    # "Embed this" and the oEmbed discovery link name the table's embed
    assert f"/embed/en/example/seed-5-6?rules={hid}&#34;" in page
    discovery = re.search(r'type="application/json\+oembed" href="([^"]+)"', page)[1]
    oembed = client.get(html.unescape(discovery).replace("http://localhost", "", 1))
    assert oembed.status_code == 200
    src = re.search(r'src="([^"]+)"', oembed.json["html"])[1]
    assert src == f"http://localhost/embed/en/example/seed-5-6?rules={hid}"
    embedded = client.get(src.replace("http://localhost", "")).get_data(as_text=True)
    _table_column(_sections(embedded, "seed-5-6"))


@pytest.mark.parametrize("bad", ["h1.AAAAAAAA", "nope", "swiss"])
def test_a_bad_table_id_on_an_example_is_a_4xx_naming_rules(client, bad):
    """On a page, its embed and oEmbed: a 422 in the reader's language naming ``rules`` (a
    Jass ruleset is not one of a Belote example), never a 500."""
    for url in (f"/fr/belote/announcements?rules={bad}", f"/fr/example/seed-5-6?rules={bad}",
                f"/embed/fr/example/seed-5-6?rules={bad}"):
        r = client.get(url)
        text = html.unescape(r.get_data(as_text=True))
        assert r.status_code == 422, url
        assert f"Dans l’adresse, rules\u00a0: «\u00a0{bad}\u00a0»" in text, url
    url = f"http://localhost/fr/example/seed-5-6?rules={bad}"
    r = client.get("/oembed", query_string={"url": url})
    assert r.status_code == 422
    assert r.json["error"]["details"]["field"] == "rules"
    assert bad in r.json["error"]["message"]
