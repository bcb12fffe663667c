"""The JSON API (/api/v1): the public contract of issue 6.

Run: ``python -m pytest -q tests/webapp/test_api.py``
"""

from __future__ import annotations

import copy
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from webapp.blueprints import api
from webapp.core import content as examples
from webapp.core import openapi, service
from webapp.i18n import LOCALES

EXAMPLES = examples.all_examples()
ENDPOINTS = [f"{g}/{k}" for g, k in api.ENDPOINTS]


def example_body(endpoint: str) -> dict:
    game, kind = endpoint.split("/")
    return copy.deepcopy(dict(next(e.input for e in EXAMPLES.values()
                                   if (e.game, e.kind) == (game, kind))))


def post(client, endpoint: str, body, **kw):
    return client.post(f"/api/v1/{endpoint}", data=json.dumps(body),
                       content_type="application/json", **kw)


def test_the_endpoints_are_the_documented_ones():
    assert ENDPOINTS == ["belote/announcements", "belote/legal", "belote/score", "belote/game",
                         "jass/weis", "jass/legal", "jass/trick", "jass/score", "jass/game"]


def test_health(client):
    r = client.get("/api/v1/health")
    assert (r.status_code, r.mimetype, r.json) == (200, "application/json", {"status": "ok"})


# -- success ---------------------------------------------------------------------------------------

RESULT_KEYS = {
    "belote/announcements": {"scoring_team", "points", "combinations", "belote"},
    "belote/legal": {"legal", "illegal"},
    "belote/score": {"made", "scores", "taker", "totals", "held", "contract", "multiplier"},
    "jass/weis": {"weis", "best", "scoring_team", "points", "multiplier", "stoeck"},
    "jass/legal": {"legal", "illegal"},
    "jass/trick": {"winner", "points"},
    "jass/score": {"multiplier", "matsch", "scores", "profile", "target"},
    "belote/game": {"target", "totals", "winner", "decided_at", "decided_by", "over",
                    "schneider", "deals", "split"},
}
RESULT_KEYS["jass/game"] = RESULT_KEYS["belote/game"]


@pytest.mark.parametrize("endpoint", ENDPOINTS)
def test_success_shape_for_every_ruleset(client, endpoint):
    r = post(client, endpoint, example_body(endpoint))
    assert r.status_code == 200 and r.mimetype == "application/json"
    game = endpoint.split("/")[0]
    results = r.json["results"]
    assert list(results) == list(service.RULESETS[game])
    for result in results.values():
        assert set(result) == RESULT_KEYS[endpoint] | {"reasons"}
        assert result["reasons"]
        for reason in result["reasons"]:
            assert set(reason) == {"code", "params", "text"}
            assert reason["text"] and "%(" not in reason["text"]
        for reason in result.get("illegal", {}).values():
            assert set(reason) == {"code", "params", "text"} and reason["text"]


def _team_keyed(expected: dict, taker: str) -> dict:
    """content/ gives Belote scores by side; the API by team."""
    other = "EW" if taker == "NS" else "NS"
    out = dict(expected)
    if "scores" in out:
        out["scores"] = {taker: out["scores"]["taker"], other: out["scores"]["defense"]}
    return out


@pytest.mark.parametrize("example_id", sorted(EXAMPLES))
def test_content_examples_through_the_api(client, example_id):
    ex = EXAMPLES[example_id]
    r = post(client, f"{ex.game}/{ex.kind}", {**ex.input, "rules": list(ex.expected)})
    assert r.status_code == 200
    assert list(r.json["results"]) == list(ex.expected)
    for ruleset, expected in ex.expected.items():
        got = r.json["results"][ruleset]
        if ex.game == "belote" and ex.kind == "score":
            expected = _team_keyed(expected, got["taker"])
        for key, value in expected.items():
            if key == "illegal":
                assert sorted(got["illegal"]) == sorted(value)
            else:
                assert got[key] == value, (ruleset, key)


def test_rules_filter(client):
    body = example_body("belote/announcements")
    r = post(client, "belote/announcements", {**body, "rules": ["officielles"]})
    assert list(r.json["results"]) == ["officielles"]
    r = post(client, "jass/weis", {**example_body("jass/weis"), "rules": ["swiss", "traditional"]})
    assert list(r.json["results"]) == ["swiss", "traditional"]


def test_lang_localizes_every_text_and_defaults_to_english(client):
    body = example_body("belote/announcements")
    english = post(client, "belote/announcements", body,
                   headers={"Accept-Language": "fr"}).json  # the header does not count
    assert english == post(client, "belote/announcements", {**body, "lang": "en"}).json
    assert "South has a tierce" in json.dumps(english)
    texts = {}
    for loc in LOCALES:
        r = post(client, "belote/announcements", {**body, "lang": loc.url})
        assert r.status_code == 200
        texts[loc.url] = [x["text"] for x in r.json["results"]["maison"]["reasons"]]
        assert all(texts[loc.url])
    assert texts["fr"] != texts["en"] and texts["de-ch"] != texts["en"]  # seats, suits, cards
    assert post(client, "belote/announcements", {**body, "lang": "DE_ch"}).status_code == 200


# -- errors ---------------------------------------------------------------------------------------

ANN = "belote/announcements"
BLEGAL = "belote/legal"
BSCORE = "belote/score"
WEIS = "jass/weis"
JLEGAL = "jass/legal"
TRICK = "jass/trick"
JSCORE = "jass/score"


def _with(endpoint: str, **changes) -> dict:
    body = example_body(endpoint)
    for key, value in changes.items():
        if value is ...:
            body.pop(key, None)
        else:
            body[key] = value
    return body


def _plays(*pairs: str) -> list[dict]:
    return [{"seat": p[0], "card": p[1:]} for p in pairs]


_COINCHE = dict(variant="coinche", taker="NS", trump="H", bid=100, capot_bid=False, coinche=1,
                card_points={"taker": 83, "defense": 79}, all_tricks_taker=None,
                announcements=None, belote=None)

#: (code, endpoint, body): one request that gives each reachable error code.
ERROR_CASES: list[tuple[str, str, dict]] = [
    # the service's input checks
    ("missing_field", ANN, _with(ANN, hands=...)),
    ("invalid_field", ANN, _with(ANN, trump=True)),
    ("unknown_field", ANN, _with(ANN, colour="red")),
    ("too_long", ANN, _with(ANN, hands={"S": "7S " * 80})),
    ("out_of_range", BSCORE, {**_COINCHE, "bid": 10**25}),
    ("unknown_language", ANN, _with(ANN, lang="klingon")),
    # cards and seats
    ("unknown_card", ANN, _with(ANN, hands={"S": "7S XX"})),
    ("duplicate_card", ANN, _with(ANN, hands={"S": "7S 7S"})),
    ("card_in_two_hands", ANN, _with(ANN, hands={"S": "7S", "W": "7S"})),
    ("too_many_cards", ANN, _with(ANN, hands={"S": "7S 8S 9S TS JS QS KS AS 7H"})),
    ("card_on_table_and_in_hand", BLEGAL, _with(BLEGAL, trick=_plays("NAH"), seat="W",
                                                hand="AH 7D")),
    ("unknown_seat", BLEGAL, _with(BLEGAL, seat="X")),
    ("unknown_team", JSCORE, _with(JSCORE, weis={"team": "XX", "points": 50})),
    # Belote
    ("missing_trump", ANN, _with(ANN, trump="")),
    ("unknown_trump", ANN, _with(ANN, trump="X")),
    ("unknown_ruleset", ANN, _with(ANN, rules=["swiss"])),
    ("unknown_variant", BLEGAL, _with(BLEGAL, variant="contree")),
    ("missing_taker", ANN, _with(ANN, taker=" ")),
    ("unknown_taker", ANN, _with(ANN, taker="XY")),
    ("no_hands", ANN, _with(ANN, hands={})),
    ("empty_hand", BLEGAL, _with(BLEGAL, hand="")),
    ("too_many_cards_in_trick", BLEGAL, _with(BLEGAL, trick=_plays("N7H", "W8H", "S9H", "ETH"))),
    ("trick_out_of_order", BLEGAL, _with(BLEGAL, trick=_plays("N7H", "S8H"))),
    ("not_seat_turn", BLEGAL, _with(BLEGAL, trick=_plays("N7H"), seat="S")),
    ("missing_bid", BSCORE, {**_COINCHE, "bid": None}),
    ("invalid_bid", BSCORE, {**_COINCHE, "bid": 75}),
    ("invalid_coinche", BSCORE, {**_COINCHE, "coinche": 3}),
    ("option_not_in_classic", BSCORE, {**_COINCHE, "variant": "classic"}),
    ("invalid_points", BSCORE, {**_COINCHE, "card_points": {"taker": -1, "defense": 163}}),
    ("points_total_mismatch", BSCORE, {**_COINCHE, "card_points": {"taker": 80, "defense": 80}}),
    ("unknown_capot", BSCORE, {**_COINCHE, "all_tricks_taker": "both"}),
    ("unknown_side", BSCORE, {**_COINCHE, "announcements": {"team": "both", "points": 20}}),
    ("invalid_announcements", BSCORE, {**_COINCHE, "announcements": {"team": "taker",
                                                                      "points": 15}}),
    ("invalid_belote", BSCORE, {**_COINCHE, "trump": "none", "card_points":
                                {"taker": 83, "defense": 47}, "belote": "taker",
                                "rules": ["maison"]}),
    ("exclusive_fields", BSCORE, {**_COINCHE, "cards_won": {"taker": "AS"}}),
    ("card_won_twice", BSCORE, {**_COINCHE, "card_points": None, "last_trick": "taker",
                                "cards_won": {"taker": "AS AH AD AC", "defense": "AS"}}),
    ("cards_won_incomplete", BSCORE, {**_COINCHE, "card_points": None, "last_trick": "taker",
                                      "cards_won": {"taker": "AS AH AD AC", "defense": "KS"}}),
    ("cards_won_not_tricks", BSCORE, {**_COINCHE, "card_points": None, "last_trick": "taker",
                                      "cards_won": {"taker": "AS AH AD"}}),
    ("last_trick_without_cards", BSCORE, {**_COINCHE, "card_points": None,
                                          "last_trick": "taker", "cards_won": {"taker": ""}}),
    # Jass
    ("unknown_contract", WEIS, _with(WEIS, contract="sans")),
    ("missing_contract", WEIS, _with(WEIS, contract="")),
    ("jass_unknown_ruleset", WEIS, _with(WEIS, rules=["maison"])),
    ("jass_no_hands", WEIS, _with(WEIS, hands={})),
    ("jass_empty_hand", JLEGAL, _with(JLEGAL, hand=[])),
    ("jass_trick_full", JLEGAL, _with(JLEGAL, trick=_plays("N6E", "W7E", "S8E", "E9E"))),
    ("jass_trick_size", TRICK, _with(TRICK, trick=_plays("N6E", "W7E", "S8E"))),
    ("jass_seat_played_twice", TRICK, _with(TRICK, trick=_plays("N6E", "W7E", "S8E", "N9E"))),
    ("jass_trick_out_of_order", JLEGAL, _with(JLEGAL, trick=_plays("N6E", "S7E"))),
    ("jass_not_next_to_play", JLEGAL, _with(JLEGAL, trick=_plays("NKE"), seat="S")),
    ("jass_missing_team", JSCORE, _with(JSCORE, tricks={})),  # one team: the other has the rest
    ("jass_invalid_points", JSCORE, _with(JSCORE, card_points={"NS": "157", "EW": 0})),
    ("jass_card_points_total", JSCORE, _with(JSCORE, card_points={"NS": 150, "EW": 0})),
    ("jass_tricks_total", JSCORE, _with(JSCORE, tricks={"NS": 9, "EW": 1})),
    ("jass_points_without_tricks", JSCORE, _with(JSCORE, card_points={"NS": 100, "EW": 57})),
    ("jass_invalid_weis_points", JSCORE, _with(JSCORE, weis={"team": "NS", "points": 35})),
    ("jass_invalid_stoeck_points", JSCORE, _with(JSCORE, contract="R",
                                                 stoeck={"team": "NS", "points": 40})),
    ("jass_stoeck_without_trump", JSCORE, _with(JSCORE, contract="obenabe",
                                                stoeck={"team": "NS", "points": 20})),
    ("jass_unknown_profile", JSCORE, _with(JSCORE, profile="swisslos-3000")),
    ("jass_game_profile_mismatch", "jass/game",
     {"deals": [_with(JSCORE, profile="swisslos-1000")], "profile": "pagat-3000"}),
    # a table's ruleset (issue 18)
    ("house_invalid_id", ANN, _with(ANN, rules=["maison", "h1.AAAA"])),
    ("house_unknown_base", "belote/rulesets", {"base": "swiss"}),
    ("house_unknown_switch", "belote/rulesets", {"base": "maison", "set": {"ties": "trump"}}),
    ("house_invalid_choice", "belote/rulesets", {"base": "maison",
                                                 "set": {"surcoinche_factor": "5"}}),
    ("house_invalid_name", "jass/rulesets", {"base": "swiss", "name": "x" * 41}),
    ("house_no_trump_162", "belote/rulesets", {"base": "officielles",
                                               "set": {"no_trump_jack": "0"}}),
    ("house_game_in_one_deal", "jass/rulesets", {"base": "traditional",
                                                 "set": {"target": "1000"}}),
]

#: Codes the engines have that no API request can produce (and why).
UNREACHABLE = {
    "empty_trick": "trick_winner on no card: the API has no Belote trick endpoint",
    "jass_duplicate_seat": "hands keys are exactly N E S W, so a seat cannot be given twice",
    "jass_game_already_over": "game_end is not an API endpoint; jass/game stops at the end",
    "jass_trick_order_mismatch": "game_end is not an API endpoint",
}


def test_every_reachable_error_code_has_a_case():
    transport = {"invalid_json", "invalid_body", "unsupported_media_type", "payload_too_large",
                 "not_found", "method_not_allowed"}  # tested one by one below
    covered = {code for code, _, _ in ERROR_CASES}
    assert len(covered) == len(ERROR_CASES)
    assert covered | transport | set(UNREACHABLE) == set(openapi.error_codes())


@pytest.mark.parametrize("code,endpoint,body", ERROR_CASES, ids=[c[0] for c in ERROR_CASES])
def test_error_code_status_and_localized_message(client, code, endpoint, body):
    r = post(client, endpoint, body)
    assert r.status_code == 422 and r.mimetype == "application/json"
    error = r.json["error"]
    assert set(error) == {"code", "message", "details"}
    assert error["code"] == code
    assert error["message"] and "%(" not in error["message"]
    assert set(error["details"]) == {"field", "params"}
    if code != "unknown_language":
        for loc in LOCALES:
            other = post(client, endpoint, {**body, "lang": loc.url}).json["error"]
            assert other["code"] == code and other["message"] and "%(" not in other["message"]


def test_a_seat_in_an_error_is_named_in_the_requested_language(client):
    body = _with(ANN, hands={"S": "7S 7S"})
    english = post(client, ANN, body).json["error"]["message"]
    french = post(client, ANN, {**body, "lang": "fr"}).json["error"]["message"]
    assert "South" in english and "South" not in french


def test_fields_to_blame_are_given(client):
    r = post(client, ANN, _with(ANN, hands={"S": "7H XX"}))
    assert r.json["error"]["details"] == {"field": "hands.S", "params": {"token": "XX"}}


def test_transport_errors(client):
    url = "/api/v1/belote/announcements"
    cases = [
        (client.post(url, data=b"{", content_type="application/json"), 400, "invalid_json"),
        (client.post(url, data=b"[1]", content_type="application/json"), 400, "invalid_body"),
        (client.post(url, data=b'"x"', content_type="application/json"), 400, "invalid_body"),
        (client.post(url, data=b'{"a": NaN}', content_type="application/json"), 400,
         "invalid_json"),
        (client.post(url, data=b"\xff\xfe{}", content_type="application/json"), 400,
         "invalid_json"),
        (client.post(url, data=b"[" * 60_000, content_type="application/json"), 400,
         "invalid_json"),
        (client.post(url, data=b"1" * 5000, content_type="application/json"), 400,
         "invalid_json"),
        (client.post(url, data=b"{}", content_type="text/plain"), 415, "unsupported_media_type"),
        (client.post(url, data={"trump": "S"}), 415, "unsupported_media_type"),
        (client.post(url, data=b"{" + b" " * 70_000 + b"}", content_type="application/json"),
         413, "payload_too_large"),
        (client.get(url), 405, "method_not_allowed"),
        (client.post("/api/v1/belote/weis", json={}), 404, "not_found"),
    ]
    for r, status, code in cases:
        assert (r.status_code, r.mimetype) == (status, "application/json"), code
        assert r.json["error"]["code"] == code and r.json["error"]["message"]


def test_bodies_are_read_as_json_decoders_read_them(client):
    """The body is read straight from the server's stream: still UTF-8 with or without a BOM,
    or UTF-16 (as json.loads reads bytes), and a body shorter than its declared length is a
    400, not a verdict on half a question."""
    url = "/api/v1/belote/announcements"
    text = json.dumps({"trump": "S", "taker": "NS", "hands": {"N": "JS JH JD JC"}})
    for data in (text.encode(), b"\xef\xbb\xbf" + text.encode(), text.encode("utf-16")):
        r = client.post(url, data=data, content_type="application/json")
        assert r.status_code == 200, data[:4]
        assert r.json["results"]["maison"]["points"]["NS"] == 200
    r = client.post(url, data=b"{}", content_type="application/json",
                    environ_overrides={"CONTENT_LENGTH": "100"})
    assert r.status_code == 400 and r.json["error"]["code"] == "bad_request"


def test_user_input_is_never_echoed_unescaped(client):
    probe = "<script>alert(1)</script>"
    for body in (_with(ANN, trump=probe), _with(ANN, hands={"S": probe}), {probe: 1},
                 _with(ANN, lang=probe), _with(ANN, rules=[probe])):
        r = post(client, ANN, body)
        assert r.status_code == 422
        assert b"<" not in r.data and b"script>" not in r.data
        assert len(r.data) < 1000


# -- never a 5xx -----------------------------------------------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=10,
)


@pytest.mark.parametrize("endpoint", ENDPOINTS)
@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_random_json_never_gives_a_5xx(client, endpoint, data):
    body = example_body(endpoint)
    fields = sorted(service.FIELDS[tuple(endpoint.split("/"))] | {"lang", "rules"})
    choice = data.draw(st.integers(0, 2))
    if choice == 0:
        payload = data.draw(json_values)  # anything at all as the body
    else:
        for name in data.draw(st.lists(st.sampled_from(fields), min_size=1, max_size=3)):
            body[name] = data.draw(json_values)
        payload = body
    r = post(client, endpoint, payload)
    assert r.status_code in (200, 400, 422), r.json
    assert set(r.json) == ({"results"} if r.status_code == 200 else {"error"})


# -- the OpenAPI document --------------------------------------------------------------------------


def test_openapi_document_is_valid_and_complete(client):
    from openapi_spec_validator import validate

    r = client.get("/api/v1/openapi.json")
    assert r.status_code == 200 and r.mimetype == "application/json"
    doc = r.json
    validate(doc)
    assert {f"/api/v1/{e}" for e in ENDPOINTS} | {"/api/v1/health", "/api/v1/health/ready",
                                                   "/api/v1/openapi.json"} | \
        {"/api/v1/belote/rulesets", "/api/v1/jass/rulesets"} == set(doc["paths"])
    documented = set(doc["components"]["schemas"]["Error"]["properties"]["error"]["properties"]
                     ["code"]["enum"])
    assert {code for code, _, _ in ERROR_CASES} <= documented
    for endpoint in ENDPOINTS:
        game, kind = endpoint.split("/")
        name = f"{game.title()}{kind.title()}Request"
        properties = set(doc["components"]["schemas"][name]["properties"])
        assert properties == service.FIELDS[(game, kind)] | {"lang", "rules"}


def test_success_responses_match_the_documented_schemas(client):
    import jsonschema

    doc = client.get("/api/v1/openapi.json").json
    for endpoint in ENDPOINTS:
        game, kind = endpoint.split("/")
        schema = {**doc["components"]["schemas"][f"{game.title()}{kind.title()}Result"],
                  "components": doc["components"]}
        request_schema = {**doc["components"]["schemas"][f"{game.title()}{kind.title()}Request"],
                          "components": doc["components"]}
        body = example_body(endpoint)
        if kind == "game":
            # a game's deals: the items' schema is their plainest form (what a fuzzer draws
            # from); each deal of the example is a whole score body (<Game>Deal)
            deal_schema = {**doc["components"]["schemas"][f"{game.title()}Deal"],
                           "components": doc["components"]}
            for deal in body["deals"]:
                jsonschema.validate(deal, deal_schema)
            jsonschema.validate({**body, "deals": []}, request_schema)
        else:
            jsonschema.validate(body, request_schema)
        for result in post(client, endpoint, body).json["results"].values():
            jsonschema.validate(result, schema)


@pytest.mark.parametrize("endpoint", [BLEGAL, JLEGAL])
def test_a_card_played_twice_in_the_trick_names_the_second_play(client, endpoint):
    card = "AH" if endpoint == BLEGAL else "AE"
    body = _with(endpoint, trick=_plays("N" + card, "W" + card), seat="S")
    r = post(client, endpoint, body)
    assert r.status_code == 422
    error = r.get_json()["error"]
    assert error["code"] == "duplicate_card"
    assert error["details"]["field"] == "trick.1.card"


def test_the_other_sides_points_may_be_left_out(client):
    """The defence's card points (Belote) and either team's card points or tricks (Jass) are the
    rest of the deal total: the same answer as with them given."""
    both = _with(BSCORE, variant="classic", trump="none", card_points={"taker": 100,
                                                                        "defense": 62})
    alone = _with(BSCORE, variant="classic", trump="none", card_points={"taker": 100})
    for key in ("bid", "capot_bid", "coinche", "cards_won", "last_trick", "all_tricks_taker"):
        both.pop(key, None), alone.pop(key, None)
    derived = post(client, BSCORE, alone).get_json()["results"]
    given = post(client, BSCORE, both).get_json()["results"]
    assert derived["officielles"] == given["officielles"]  # 162 - 100
    assert "error" in given["maison"] and "error" not in derived["maison"]  # 130 - 100 there
    full = _with(JSCORE, card_points={"NS": 100, "EW": 57}, tricks={"NS": 6, "EW": 3})
    short = _with(JSCORE, card_points={"EW": 57}, tricks={"NS": 6})
    assert post(client, JSCORE, short).get_json() == post(client, JSCORE, full).get_json()
    over = post(client, JSCORE, _with(JSCORE, card_points={"NS": 200})).get_json()
    assert over["error"]["code"] == "jass_card_points_total"  # refused as a total, not as EW's


def test_a_whole_number_may_carry_a_fraction(client):
    body = _with(JSCORE, card_points={"NS": 100.0, "EW": 57}, tricks={"NS": 6.0, "EW": 3})
    assert post(client, JSCORE, body).status_code == 200
    body = _with(JSCORE, card_points={"NS": 100.5, "EW": 57}, tricks={"NS": 6, "EW": 3})
    assert post(client, JSCORE, body).status_code == 422
