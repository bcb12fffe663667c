"""webapp.service: the public input format -> engine verdicts, with strict checks of the input.

Run: ``python -m pytest -q tests/webapp/test_service.py``
"""

from __future__ import annotations

import copy

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.reasons import EngineError
from webapp import create_app
from webapp.core import content as examples
from webapp.core import service

EXAMPLES = examples.all_examples()


def first_example(game: str, kind: str) -> dict:
    return copy.deepcopy(dict(next(e.input for e in EXAMPLES.values()
                                   if (e.game, e.kind) == (game, kind))))


QUESTIONS = [(g, k) for g in service.GAMES for k in service.KINDS[g]]


def raises(game, kind, data, rules=None) -> EngineError:
    with pytest.raises(EngineError) as info:
        service.evaluate(game, kind, data, rules)
    return info.value


def test_every_question_of_the_issue_exists():
    assert service.KINDS == {"belote": ("announcements", "legal", "score", "game"),
                             "jass": ("weis", "legal", "trick", "score", "game")}


@pytest.mark.parametrize("example_id", sorted(EXAMPLES))
def test_every_content_example_gives_its_expected_verdict(example_id):
    ex = EXAMPLES[example_id]
    verdicts = service.evaluate(ex.game, ex.kind, ex.input)
    assert list(verdicts) == list(service.RULESETS[ex.game])  # every ruleset, default first
    for ruleset, expected in ex.expected.items():
        got = verdicts[ruleset].as_dict()
        if ex.kind == "legal":
            got["illegal"] = list(verdicts[ruleset].illegal)
        for key, value in expected.items():
            assert got[key] == value, (ruleset, key)


@pytest.mark.parametrize("game,kind", QUESTIONS)
def test_rules_filter_keeps_the_order_given_and_drops_duplicates(game, kind):
    ids = list(service.RULESETS[game])
    data = first_example(game, kind)
    assert list(service.evaluate(game, kind, data, [ids[1]])) == [ids[1]]
    assert list(service.evaluate(game, kind, data, [ids[1], ids[0].upper(), ids[1]])) == \
        [ids[1], ids[0]]


@pytest.mark.parametrize("game,code", [("belote", "unknown_ruleset"),
                                       ("jass", "jass_unknown_ruleset")])
def test_an_unknown_ruleset_is_the_engines_own_error(game, code):
    kind = service.KINDS[game][0]
    e = raises(game, kind, first_example(game, kind), ["maison" if game == "jass" else "swiss"])
    assert (e.code, e.field) == (code, "rules")
    for bad in ([], "maison", [1], {"a": 1}, ["x"] * 9):
        assert raises(game, kind, first_example(game, kind), bad).code in (
            "invalid_field", "too_long")


@pytest.mark.parametrize("game,kind", QUESTIONS)
def test_missing_and_unknown_fields(game, kind):
    data = first_example(game, kind)
    for name in data:
        partial = {k: v for k, v in data.items() if k != name}
        try:
            service.evaluate(game, kind, partial)
        except EngineError as e:  # a required field: named as missing, by the service or engine
            assert e.code in ("missing_field", "missing_bid") and \
                e.field == name, (name, e.code)
    e = raises(game, kind, {**data, "trumps": "S"})
    assert (e.code, e.params) == ("unknown_field", {"field": "trumps"})
    e = raises(game, kind, {**data, "x" * 1000: 1})
    assert e.code == "unknown_field" and len(e.params["field"]) <= 16


def test_wrong_types_are_named_with_what_was_expected():
    ann = first_example("belote", "announcements")
    cases = [
        (("belote", "announcements"), {**ann, "trump": 1}, "trump", "string"),
        (("belote", "announcements"), {**ann, "hands": ["7S"]}, "hands", "object"),
        (("belote", "announcements"), {**ann, "hands": {"S": {"x": 1}}}, "hands.S", "cards"),
        (("belote", "announcements"), {**ann, "hands": {"S": ["7S", 8]}}, "hands.S", "cards"),
    ]
    score = first_example("belote", "score")
    cases += [
        (("belote", "score"), {**score, "coinche": True}, "coinche", "integer"),
        (("belote", "score"), {**score, "coinche": 2.5}, "coinche", "integer"),  # 2.0 is 2
        (("belote", "score"), {**score, "capot_bid": 0}, "capot_bid", "boolean"),
        (("belote", "score"), {**score, "card_points": {"taker": "83", "defense": 79}},
         "card_points.taker", "integer"),
        (("belote", "score"), {**score, "belote": ["taker"]}, "belote", "object"),
    ]
    legal = first_example("jass", "legal")
    cases += [
        (("jass", "legal"), {**legal, "trick": {"seat": "N"}}, "trick", "list"),
        (("jass", "legal"), {**legal, "trick": ["N KE"]}, "trick.0", "play"),
        (("jass", "trick"), {**first_example("jass", "trick"), "last": "yes"}, "last", "boolean"),
        (("jass", "score"), {**first_example("jass", "score"), "weis": [["NS", 50]]}, "weis",
         "object"),
    ]
    for (game, kind), data, field, expected in cases:
        e = raises(game, kind, data)
        assert (e.code, e.params, e.field) == (
            "invalid_field", {"field": field, "expected": expected}, field), (field, e)


def test_engine_errors_name_the_field_to_blame():
    ann = first_example("belote", "announcements")
    e = raises("belote", "announcements", {**ann, "hands": {"S": "7H XX", "W": "TS"}})
    assert (e.code, e.params, e.field) == ("unknown_card", {"token": "XX"}, "hands.S")
    e = raises("belote", "announcements", {**ann, "hands": {"n": "7H"}})
    assert (e.code, e.field) == ("unknown_seat", "hands")  # hands keys: N E S W exactly
    e = raises("belote", "announcements", {**ann, "trump": "X"})
    assert (e.code, e.field) == ("unknown_trump", "trump")
    legal = first_example("belote", "legal")
    e = raises("belote", "legal", {**legal, "trick": [{"seat": "N", "card": "AH"},
                                                      {"seat": "W", "card": "1S"}]})
    assert (e.code, e.field) == ("unknown_card", "trick.1.card")
    e = raises("jass", "legal", {**first_example("jass", "legal"), "hand": "6E 7R 7R"})
    assert (e.code, e.field) == ("duplicate_card", "hand")
    e = raises("jass", "score", {**first_example("jass", "score"), "tricks": {}})
    assert (e.code, e.field) == ("jass_missing_team", "tricks")


def test_long_input_is_refused_before_it_is_read():
    ann = first_example("belote", "announcements")
    e = raises("belote", "announcements", {**ann, "hands": {"S": "7H " * 100}})
    assert (e.code, e.params) == ("too_long", {"field": "hands.S", "max": service.MAX_TEXT})
    e = raises("belote", "announcements", {**ann, "hands": {"S": ["7H"] * 10_000}})
    assert (e.code, e.params["count"], e.field) == ("too_many_cards", 10_000, "hands.S")
    e = raises("belote", "announcements", {**ann, "trump": "S" * 33})
    assert e.code == "too_long"
    e = raises("jass", "trick", {**first_example("jass", "trick"),
                                 "trick": [{"seat": "N", "card": "6E"}] * 10_000})
    assert e.code == "jass_trick_size"


def test_a_hand_may_be_a_list_of_codes_and_is_parsed_once_for_every_ruleset():
    data = first_example("jass", "weis")
    as_lists = {**data, "hands": {s: h.split() for s, h in data["hands"].items()}}
    a = service.evaluate("jass", "weis", data)
    b = service.evaluate("jass", "weis", as_lists)
    assert {r: v.as_dict() for r, v in a.items()} == {r: v.as_dict() for r, v in b.items()}


def test_unknown_questions_are_programming_errors():
    with pytest.raises(ValueError) as info:
        service.evaluate("belote", "weis", {})
    assert not isinstance(info.value, EngineError)
    assert raises("jass", "weis", ["not", "a", "mapping"]).code == "invalid_field"


def test_result_payload_has_the_public_shape():
    app = create_app({"TESTING": True})
    data = first_example("belote", "score")
    with app.test_request_context("/en/"):
        out = service.result_payload("belote", "score", service.evaluate("belote", "score", data))
    assert set(out) == {"results"} and set(out["results"]) == {"maison", "officielles"}
    for result in out["results"].values():
        assert set(result["scores"]) == {"NS", "EW"} and result["taker"] == "NS"
        assert result["reasons"] and all(set(r) == {"code", "params", "text"} and r["text"]
                                         for r in result["reasons"])


# -- never anything but an EngineError for any JSON value ------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(allow_nan=False)
    | st.text(max_size=40) | st.sampled_from(["N", "S", "NS", "taker", "JS", "UR", "R", "none"]),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(
        st.sampled_from(["N", "E", "S", "W", "NS", "EW", "taker", "defense", "team", "points",
                         "seat", "card", "x"]), inner, max_size=5),
    max_leaves=12,
)


@pytest.mark.parametrize("game,kind", QUESTIONS)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_any_json_in_any_field_gives_a_verdict_or_an_engine_error(game, kind, data):
    body = first_example(game, kind)
    fields = sorted(service.FIELDS[(game, kind)])
    for name in data.draw(st.lists(st.sampled_from(fields), min_size=1, max_size=3)):
        body[name] = data.draw(json_values)
    try:
        service.evaluate(game, kind, body)
    except EngineError as e:
        assert isinstance(e.params, dict)
