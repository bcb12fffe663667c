"""Fuzzing every API endpoint: over 10,000 generated requests, none answered with a 5xx.

Two sources of requests, both in process (the Flask app through its WSGI test client, no network):

* **schemathesis**, driven by the OpenAPI document the app serves (``/api/v1/openapi.json``):
  positive cases (bodies the schema allows) and negative ones (bodies it forbids);
* **hypothesis** strategies of our own: bodies made of the API's vocabulary with junk mixed in
  (so they reach the engines, not only the shape checks), random JSON, malformed bytes (invalid
  UTF-8, deep nesting, huge strings and numbers, NaN, truncated JSON), wrong content types and
  methods.

Every answer must be: below 500; JSON; ``{"results": {...}}`` for a 200 or exactly
``{"error": {"code", "message", "details"}}`` with a non-empty message; translated (a body sent in
a language other than English gets the same status and code as in English, and a message in that
language); free of raw user input (no ``<script``, no long input string, never the raw body).
Each test sends a known number of requests and checks it reached its share of the 10,000.
"""

from __future__ import annotations

import functools
import json
import re
import string
from pathlib import Path
from typing import Any

import pytest
import schemathesis
from babel.support import Translations
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from schemathesis import GenerationMode

from engine.cards import FRENCH, SWISS
from webapp import create_app
from webapp.core import service
from webapp.core.rulesets import HOUSES, ID_PATTERN
from webapp.i18n import LOCALES

LANGS = [loc.url for loc in LOCALES]
OTHER_LANGS = [lang for lang in LANGS if lang != "en"]
ENDPOINTS = [f"/api/v1/{game}/{kind}" for game in service.GAMES for kind in service.KINDS[game]]
ERROR_KEYS = {"code", "message", "details"}
CODE = re.compile(r"^[a-z][a-z0-9_]*$")
#: Longer input strings must never come back whole (the API echoes at most a short token).
ECHO_LIMIT = 16
#: The API's own words that a table's ruleset may send and get back: its switches and values.
SWITCH_WORDS = frozenset(w for h in HOUSES.values() for sw in h.switches
                         for w in (sw.field, *sw.tokens))
PROBE = "<script>alert(1)</script>"
#: The total the tests below must reach together (each asserts its own share).
TOTAL = 10_000
QUOTAS = {"schemathesis": 1_600, "vocabulary": 5_000, "random_json": 1_500, "bytes": 1_500,
          "transport": 600}
assert sum(QUOTAS.values()) >= TOTAL

_FUZZ = settings(deadline=None, database=None, phases=[Phase.explicit, Phase.generate],
                 suppress_health_check=list(HealthCheck))


def fuzz(examples: int) -> settings:
    return settings(_FUZZ, max_examples=examples)


@pytest.fixture(scope="module")
def app():
    return create_app({"TESTING": True})


@pytest.fixture(scope="module")
def client(app):
    return app.test_client()


class Sent:
    """Counts requests per family."""

    def __init__(self) -> None:
        self.count = 0


# -- what every answer must be ---------------------------------------------------------------------


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in _strings(k) + _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


def check(response, raw: bytes, sent: Any = None) -> dict[str, Any]:
    """Assert what every API answer must be; return its JSON."""
    where = f"{response.status_code} for {raw[:300]!r}"
    assert response.status_code < 500, where
    assert response.mimetype == "application/json", where
    text = response.get_data(as_text=True)
    assert "<script" not in text.lower() and "<" not in text, where
    if len(raw) > 48:
        assert raw.decode("utf-8", "replace") not in text, where
    body = json.loads(text)
    # A table's id (POST .../rulesets) gives back its name, by design; a switch's name is ours.
    named = {body["name"]} if response.status_code == 200 and "id" in body else set()
    for s in _strings(sent):
        if len(s.strip()) > ECHO_LIMIT and not s.strip().isdigit() and s not in named \
                and s not in SWITCH_WORDS:
            assert s not in text, f"echoed {s[:40]!r}: {where}"
    if response.status_code == 200 and "id" in body:  # POST .../rulesets: a table's id
        assert set(body) == {"id", "base", "name", "set"}, where
        assert re.fullmatch(ID_PATTERN, body["id"]) and isinstance(body["set"], dict), where
    elif response.status_code == 200:
        assert set(body) == {"results"} and isinstance(body["results"], dict), where
        for result in body["results"].values():
            if "error" in result:  # this ruleset refuses the input (belote.md Q20)
                error = result["error"]
                assert set(error) == ERROR_KEYS and CODE.match(error["code"]), where
                assert error["message"].strip() and "ruleset" in error["details"], where
                continue
            for reason in result["reasons"]:
                assert CODE.match(reason["code"]) and reason["text"].strip(), where
    else:
        assert set(body) == {"error"} and set(body["error"]) == ERROR_KEYS, where
        error = body["error"]
        assert isinstance(error["code"], str) and CODE.match(error["code"]), where
        assert isinstance(error["message"], str) and error["message"].strip(), where
        assert isinstance(error["details"], dict), where
    return body


def post(client, path: str, body: Any, lang: str | None = None) -> tuple[Any, bytes]:
    if lang is not None and isinstance(body, dict):
        body = {**body, "lang": lang}
    raw = json.dumps(body).encode()
    return client.post(path, data=raw, content_type="application/json"), raw


def post_in_two_languages(client, path: str, body: Any, lang: str, counter: Sent) -> None:
    """Send ``body`` in English and in ``lang``: same status and code; a message in ``lang``."""
    en, raw_en = post(client, path, body, "en")
    other, raw = post(client, path, body, lang)
    counter.count += 2
    out_en, out = check(en, raw_en, body), check(other, raw, body)
    assert other.status_code == en.status_code, (path, body, lang)
    if en.status_code == 200 and "id" in out_en:  # a table's id: the same in every language
        assert out == out_en, (path, body, lang)
        return
    if en.status_code == 200:
        for rid, result in out["results"].items():
            if "error" in result:  # this ruleset refuses the input: the same code in English
                assert result["error"]["code"] == out_en["results"][rid]["error"]["code"]
                continue
            assert [r["code"] for r in result["reasons"]] == \
                [r["code"] for r in out_en["results"][rid]["reasons"]]
        return
    error, error_en = out["error"], out_en["error"]
    assert error["code"] == error_en["code"], (path, body, lang)
    if isinstance(body, dict) and error["code"] not in ("invalid_json", "invalid_body"):
        assert translated(error["message"], error_en["message"], lang, error["code"]), \
            (error, error_en)


def translated(message: str, english: str, lang: str, code: str) -> bool:
    """Is ``message`` in ``lang``, given the English message of the same error?

    A message whose source text the language's catalog does not translate yet is accepted here
    and remembered in :data:`PENDING` (tests/i18n fail on untranslated or stale catalogs); the
    point checked here is that the API answers in the language asked for.
    """
    if message != english and (lang != "th" or re.search(r"[\u0e00-\u0e7f]", message)):
        return True
    if not any(_catalog(lang).gettext(msgid) != msgid for msgid in _msgids(code)):
        PENDING.add((lang, code))
        return True
    return False


#: (lang, code) of the error messages the catalogs do not translate yet.
PENDING: set[tuple[str, str]] = set()


def _msgids(code: str) -> list[str]:
    from webapp.http.errors import ERRORS
    from webapp.i18n.messages import MESSAGES

    texts = list(MESSAGES.get(code, ())) + [t for c, _, t in ERRORS.values() if c == code]
    return [t._args[0] for t in texts if getattr(t, "_args", None)]


@functools.cache
def _catalog(lang: str) -> Translations:
    loc = next(loc for loc in LOCALES if loc.url == lang)
    return Translations.load(str(Path(__file__).resolve().parents[2] / "translations"),
                             [loc.babel])


# -- schemathesis, from the OpenAPI document -------------------------------------------------------


@pytest.mark.parametrize("mode", [GenerationMode.POSITIVE, GenerationMode.NEGATIVE],
                         ids=["positive", "negative"])
def test_schemathesis_cases_from_the_openapi_document(app, client, mode):
    schema = schemathesis.openapi.from_wsgi("/api/v1/openapi.json", app)
    counter = Sent()
    share = QUOTAS["schemathesis"] // 2

    @fuzz(share // 2 + 50)
    @given(case=schema.as_strategy(generation_mode=mode), lang=st.sampled_from(OTHER_LANGS))
    def run(case, lang):
        kwargs = case.as_transport_kwargs()
        if case.method.upper() != "POST":  # the GETs (health, rulesets): as generated
            response = client.open(kwargs["path"], method=case.method,
                                   query_string=kwargs.get("query_string"))
            counter.count += 1
            assert response.status_code < 500
            if case.path.endswith("/rulesets"):  # and in another language: the same fields
                other = client.get(kwargs["path"], query_string={"lang": lang})
                counter.count += 1
                assert other.status_code == 200
                if response.status_code == 200:
                    assert [f["field"] for f in other.json["fields"]] == \
                        [f["field"] for f in response.json["fields"]]
            return
        body = case.body
        if "json" in kwargs and (case.media_type or "").endswith("json"):
            post_in_two_languages(client, case.path, body, lang, counter)
            return
        # A body the schema's media type cannot carry as JSON (negative cases): as generated.
        response = client.open(kwargs["path"], method="POST", data=kwargs.get("data"),
                               headers={k: v for k, v in kwargs["headers"].items()
                                        if k.lower() == "content-type"})
        counter.count += 1
        check(response, kwargs.get("data") or b"")

    run()
    assert counter.count >= share, counter.count


# -- hypothesis: bodies of the API's vocabulary, with junk mixed in --------------------------------

junk = st.recursive(
    st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats(allow_nan=False)
    | st.text(max_size=40) | st.just(PROBE) | st.text(min_size=300, max_size=2000),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner,
                                                                max_size=5),
    max_leaves=8,
)


def vocabulary(deck) -> dict[str, st.SearchStrategy]:
    codes = [c.code for c in deck.cards]
    aliases = ["10S", "j♠", "10♥", "Q♥", "as", "ur", "X", "", " ", PROBE, "JS JS", "UR,OR"]
    card = st.sampled_from(codes) | st.sampled_from(aliases)
    cards_text = (st.lists(card, max_size=10).map(" ".join)
                  | st.lists(card, max_size=10).map(",".join))
    cards = cards_text | st.lists(card, max_size=10)
    seat = st.sampled_from(["N", "E", "S", "W", "n", "north", "X", "NS", PROBE])
    team = st.sampled_from(["NS", "EW", "ns", "N", "taker", "defense", "XX"])
    play = st.fixed_dictionaries({"seat": seat, "card": card}) | junk
    return {
        "card": card, "cards": cards, "seat": seat, "team": team,
        "hands": st.dictionaries(seat, cards | junk, max_size=5),
        "trick": st.lists(play, max_size=5),
        "points": st.integers(-200, 400) | st.integers() | junk,
        "team_points": st.fixed_dictionaries({"team": team, "points": st.integers(-10, 600)})
        | junk,
        "rules": st.lists(st.sampled_from(["maison", "officielles", "traditional", "swiss",
                                           "MAISON", "x", PROBE]), min_size=1, max_size=3) | junk,
    }


FR, CH = vocabulary(FRENCH), vocabulary(SWISS)
TRUMP = st.sampled_from(["S", "H", "D", "C", "none", "all", "s", "sans", "X", PROBE])
CONTRACT = st.sampled_from(["E", "S", "R", "L", "obenabe", "undenufe", "Obenabe", "X", PROBE])
VARIANT = st.sampled_from(["classic", "coinche", "Coinche", "belote", PROBE])
SIDES = st.fixed_dictionaries({"taker": st.integers(-10, 300), "defense": st.integers(-10, 300)})
TEAMS_INT = st.fixed_dictionaries({"NS": st.integers(-10, 300), "EW": st.integers(-10, 300)})
TEAMS_TRICKS = st.fixed_dictionaries({"NS": st.integers(-1, 10), "EW": st.integers(-1, 10)})

FIELDS: dict[str, dict[str, st.SearchStrategy]] = {
    "/api/v1/belote/announcements": {"trump": TRUMP, "taker": FR["seat"] | FR["team"],
                                     "hands": FR["hands"]},
    "/api/v1/belote/legal": {"variant": VARIANT, "trump": TRUMP, "trick": FR["trick"],
                             "seat": FR["seat"], "hand": FR["cards"]},
    "/api/v1/belote/score": {
        "variant": VARIANT, "taker": FR["team"], "trump": TRUMP,
        "bid": st.sampled_from([80, 90, 100, 160, 85, 170, 0]) | FR["points"],
        "capot_bid": st.booleans() | junk, "coinche": st.sampled_from([1, 2, 4, 3, True]),
        "card_points": SIDES | junk, "all_tricks_taker": st.sampled_from(["taker", "defense", "x"]),
        "announcements": st.fixed_dictionaries({"team": st.sampled_from(["taker", "defense", "x"]),
                                                "points": st.integers(-20, 500)}) | junk,
        "belote": st.sampled_from(["taker", "defense", "x"]) | st.dictionaries(
            st.sampled_from(["taker", "defense", "x"]), st.integers(-20, 40) | junk, max_size=3),
        "cards_won": st.dictionaries(st.sampled_from(["taker", "defense", "x"]),
                                     FR["cards"] | junk, max_size=3) | junk,
        "last_trick": st.sampled_from(["taker", "defense", "x", ""]) | junk},
    "/api/v1/jass/weis": {"contract": CONTRACT, "forehand": CH["seat"], "hands": CH["hands"]},
    "/api/v1/jass/legal": {"contract": CONTRACT, "trick": CH["trick"], "seat": CH["seat"],
                           "hand": CH["cards"]},
    "/api/v1/jass/trick": {"contract": CONTRACT, "trick": CH["trick"],
                           "last": st.booleans() | junk},
    "/api/v1/jass/score": {"contract": CONTRACT, "card_points": TEAMS_INT | junk,
                           "tricks": TEAMS_TRICKS | junk, "weis": CH["team_points"],
                           "stoeck": CH["team_points"],
                           "profile": st.sampled_from(["swisslos-1000", "swisslos-2500",
                                                       "pagat-3000", "x", PROBE]) | junk},
}
#: A game's deals: bodies of the deal score question (junk included), a few of them.
FIELDS["/api/v1/belote/game"] = {
    "deals": st.lists(st.deferred(lambda: api_body("/api/v1/belote/score")), max_size=3) | junk,
    "target": st.integers(-10, 20000) | junk}
FIELDS["/api/v1/jass/game"] = {
    "deals": st.lists(st.deferred(lambda: api_body("/api/v1/jass/score")), max_size=3) | junk,
    "profile": FIELDS["/api/v1/jass/score"]["profile"]}
assert set(FIELDS) == set(ENDPOINTS)
assert all(set(f) == service.FIELDS[tuple(p.split("/")[-2:])] for p, f in FIELDS.items())


@st.composite
def api_body(draw, path: str) -> dict[str, Any]:
    fields = FIELDS[path]
    body = {}
    for name, strategy in fields.items():
        roll = draw(st.integers(0, 9))
        if roll == 0:
            continue  # missing
        body[name] = draw(junk) if roll == 1 else draw(strategy)
    if draw(st.integers(0, 9)) == 0:
        body[draw(st.sampled_from(["rules", PROBE, "extra", "Trump"]))] = draw(
            FR["rules"] if "belote" in path else CH["rules"])
    return body


@pytest.mark.parametrize("path", ENDPOINTS)
def test_vocabulary_bodies_reach_the_engines_and_never_fail(client, path):
    counter = Sent()
    share = QUOTAS["vocabulary"] // len(ENDPOINTS)

    @fuzz(share // 2 + 20)
    @given(body=api_body(path), lang=st.sampled_from(OTHER_LANGS))
    def run(body, lang):
        post_in_two_languages(client, path, body, lang, counter)

    run()
    assert counter.count >= share, counter.count
    # The vocabulary is rich enough to get verdicts, not only shape errors.
    ok = sum(post(client, path, example, "en")[0].status_code == 200
             for example in _valid_examples(path))
    assert ok >= 1


def _valid_examples(path: str) -> list[dict[str, Any]]:
    return {
        "/api/v1/belote/announcements": [{"trump": "S", "taker": "N", "hands": {"N": "7S 8S 9S"}}],
        "/api/v1/belote/legal": [{"variant": "classic", "trump": "S", "hand": "7S 8H"}],
        "/api/v1/belote/score": [{"variant": "classic", "taker": "NS", "trump": "S",
                                  "card_points": {"taker": 100, "defense": 62}}],
        "/api/v1/jass/weis": [{"contract": "R", "forehand": "N", "hands": {"N": "6R 7R 8R"}}],
        "/api/v1/jass/legal": [{"contract": "R", "hand": "6R 7E"}],
        "/api/v1/jass/trick": [{"contract": "R", "trick": [
            {"seat": "N", "card": "AE"}, {"seat": "W", "card": "6E"},
            {"seat": "S", "card": "TE"}, {"seat": "E", "card": "UR"}]}],
        "/api/v1/jass/score": [{"contract": "R", "card_points": {"NS": 100, "EW": 57},
                                "tricks": {"NS": 5, "EW": 4}}],
        "/api/v1/belote/game": [{"deals": [{"variant": "classic", "taker": "NS", "trump": "S",
                                            "card_points": {"taker": 100, "defense": 62}}]}],
        "/api/v1/jass/game": [{"deals": [{"contract": "R", "card_points": {"NS": 100, "EW": 57},
                                          "tricks": {"NS": 5, "EW": 4}}]}],
    }[path]


# -- hypothesis: random JSON, malformed bytes, transport -------------------------------------------

any_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=12), inner,
                                                                max_size=6),
    max_leaves=12,
)


def test_random_json_bodies(client):
    counter = Sent()
    share = QUOTAS["random_json"]

    @fuzz(share + 50)
    @given(path=st.sampled_from(ENDPOINTS), body=any_json)
    def run(path, body):
        raw = json.dumps(body).encode()  # NaN and Infinity as JSON5-ish tokens: refused
        response = client.post(path, data=raw, content_type="application/json")
        counter.count += 1
        check(response, raw, body)

    run()
    assert counter.count >= share


def _deep(n: int) -> bytes:
    return b'{"hands": ' * n + b"1" + b"}" * n


malformed = st.one_of(
    st.binary(max_size=300),                                               # anything at all
    st.binary(min_size=1, max_size=40).map(lambda b: b'{"trump": "' + b + b'"}'),  # bad UTF-8
    st.integers(1, 200_000).map(lambda n: b"[" * n),                       # unclosed nesting
    st.integers(100, 20_000).map(_deep),                                   # deep nesting
    st.integers(4_000, 60_000).map(lambda n: b'{"taker": "' + b"A" * n + b'"}'),  # huge string
    st.integers(4_000, 60_000).map(lambda n: b'{"bid": ' + b"9" * n + b"}"),  # huge number
    st.sampled_from([b"NaN", b'{"bid": NaN}', b'{"bid": Infinity}', b'{"bid": -Infinity}',
                     b'{"bid": 1e999}', b"", b"null", b"[]", b'"x"', b"0", b'{"a":1}{"b":2}',
                     b'{"trump": "S", "trump": "H"}', b"\xef\xbb\xbf{}", b'{"x": "\\ud800"}',
                     b"\x00", b'{"hands": {"N": "\\u003cscript\\u003e"}}']),
    st.text(alphabet=string.printable, max_size=200).map(str.encode),      # JSON-ish text
    st.text(min_size=1).map(lambda t: json.dumps({"hands": {"N": t}})[:-1].encode()),  # truncated
)


@pytest.mark.filterwarnings("ignore:Generating overly large repr")
def test_malformed_bodies(client):
    counter = Sent()
    share = QUOTAS["bytes"]

    @fuzz(share + 50)
    @given(path=st.sampled_from(ENDPOINTS), raw=malformed)
    def run(path, raw):
        response = client.post(path, data=raw, content_type="application/json")
        counter.count += 1
        body = check(response, raw)
        if response.status_code != 200:
            assert body["error"]["code"] in ("invalid_json", "invalid_body") \
                or response.status_code == 422 \
                or (response.status_code == 413 and len(raw) > 64 * 1024), body

    run()
    assert counter.count >= share


CONTENT_TYPES = ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data",
                 "text/html", "application/xml", "", "application/json; charset=latin-1",
                 "application/problem+json", "application/jsonx", "json", "*/*",
                 "application/json; charset=utf-16"]


def test_wrong_content_types_and_methods(client):
    counter = Sent()
    share = QUOTAS["transport"]

    @fuzz(share + 50)
    @given(path=st.sampled_from(ENDPOINTS), ctype=st.sampled_from(CONTENT_TYPES) | st.text(
        alphabet=string.ascii_letters + "/+;=- ", max_size=40),
           method=st.sampled_from(["POST", "POST", "POST", "GET", "PUT", "DELETE", "PATCH"]),
           body=any_json, lang=st.sampled_from(LANGS))
    def run(path, ctype, method, body, lang):
        raw = json.dumps({"lang": lang, "x": body} if lang else body).encode()
        response = client.open(path, method=method, data=raw, headers={"Content-Type": ctype})
        counter.count += 1
        out = check(response, raw, body)
        if method != "POST":
            assert response.status_code == 405 and out["error"]["code"] == "method_not_allowed"
        elif response.status_code == 415:
            assert out["error"]["code"] == "unsupported_media_type"

    run()
    assert counter.count >= share


@pytest.mark.parametrize("path", ENDPOINTS)
def test_api_bodies_are_the_bytes_of_the_standard_json_encoder(client, path):
    """The API encodes its results with orjson for speed: the bytes must be those of
    ``json.dumps(..., ensure_ascii=False, separators=(",", ":"))``, escaped, as before.
    (Errors go through flask.jsonify, unchanged.)"""
    from webapp.blueprints.api import _escape

    for lang in LANGS:
        for example in _valid_examples(path):
            response, _ = post(client, path, example, lang)
            assert response.status_code == 200
            expected = _escape(json.dumps(response.json, ensure_ascii=False,
                                          separators=(",", ":")))
            assert response.data == expected.encode(), (path, lang)
