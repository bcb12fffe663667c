"""Every reason and error code has a sentence, in every locale, and a link to its rules section.

Run: ``python -m pytest -q tests/webapp/test_messages.py``
"""

from __future__ import annotations

from html.parser import HTMLParser

import pytest

from engine.belote.codes import ERROR_CODES as BELOTE_ERRORS
from engine.belote.codes import REASON_CODES as BELOTE_CODES
from engine.belote.rulesets import ruleset_rows
from engine.jass.codes import ERROR_CODES as JASS_ERRORS
from engine.jass.codes import REASON_CODES as JASS_CODES
from webapp import create_app
from webapp.core import content as examples
from webapp.core import service
from webapp.core.content import PAGES
from webapp.i18n import LOCALES, REASONS, _placeholders, messages, reason_text

ALL_CODES: dict[str, tuple[str, ...]] = {
    **BELOTE_CODES, **JASS_CODES, **service.SERVICE_ERROR_CODES, **messages.API_ERROR_CODES,
}
GAME_OF = {code: "jass" if code in JASS_CODES and code not in BELOTE_CODES else "belote"
           for code in ALL_CODES}

#: A plausible value for every param name the engines use.
SAMPLES = {
    "belote": {"card": "JS", "cards": ["9H", "TH", "JH"], "suit": "H", "trump": "S",
               "contract": "S", "rank": "J", "other_rank": "9", "ruleset": "officielles",
               "rule": "announcement_tie"},
    "jass": {"card": "UR", "cards": ["6E", "7E", "8E"], "suit": "R", "trump": "R",
             "contract": "undenufe", "rank": "U", "other_rank": "9", "ruleset": "swiss",
             "rule": "cross_weis"},
    "any": {"seat": "W", "seats": ["N", "W"], "team": "EW", "teams": ["NS", "EW"],
            "type": "cinquante", "other_type": "sequence", "side": "defense",
            "expected": "integer", "field": "card_points.taker", "variant": "coinche",
            "option": "capot_bid", "table": "no_trump", "step": "tricks", "token": "<b>XX",
            "capot_bid": True, "lang": "xx"},
}


def sample_params(code: str) -> dict[str, object]:
    game = GAME_OF[code]
    values = {**SAMPLES["any"], **SAMPLES[game]}
    return {name: values.get(name, 120) for name in ALL_CODES[code]}


@pytest.fixture(scope="module")
def app():
    return create_app({"TESTING": True})


def test_every_code_has_a_message_whose_placeholders_are_its_params():
    missing = sorted(set(ALL_CODES) - set(REASONS))
    assert not missing
    for code, params in ALL_CODES.items():
        for message in REASONS[code]:
            assert _placeholders(message) <= set(params), (code, str(message))


def test_codes_shared_by_both_games_have_the_same_params():
    for code in set(BELOTE_CODES) & set(JASS_CODES):
        assert BELOTE_CODES[code] == JASS_CODES[code]


@pytest.mark.parametrize("loc", [loc.url for loc in LOCALES])
def test_reason_text_never_raises_with_sample_params_or_missing_ones(app, loc):
    with app.test_request_context(f"/{loc}/"):
        for code in ALL_CODES:
            full = reason_text(code, sample_params(code), GAME_OF[code])
            assert full.strip() and "%(" not in full, code
            empty = reason_text(code, {name: None for name in ALL_CODES[code]}, GAME_OF[code])
            assert "%(" not in empty, code


def test_messages_name_things_the_way_players_do(app):
    with app.test_request_context("/en/"):
        text = reason_text("team_best", {"team": "EW", "seat": "W", "type": "cinquante",
                                         "cards": ["TS", "JS", "QS", "KS"], "points": 50})
        assert text == ("East–West's best announcement: the fifty of West (10, Jack, Queen, "
                        "and King of spades), 50 points.")
        assert reason_text("not_seat_turn", {"seat": "E", "expected": "W"}) == \
            "It is not East's turn: West plays next."
        assert "Officielles" in reason_text("tie_nobody_scores", sample_params("tie_nobody_scores"))
        assert reason_text("invalid_field", {"field": "card_points.taker", "expected": "integer"}) \
            == "Takers' card points: expected a whole number."  # the form's own label
        assert reason_text("invalid_field", {"field": "hands.N", "expected": "cards"}).startswith(
            "Hand of North: expected card codes")


def test_seat_and_card_names_follow_the_locale(app):
    params = {"seat": "S", "type": "tierce", "suit": "H", "cards": ["7H", "8H", "9H"], "points": 20}
    with app.test_request_context("/en/"):
        english = reason_text("sequence_found", params)
    with app.test_request_context("/fr/"):
        french = reason_text("sequence_found", params)
    assert english != french  # "Sud", "cœur": the vocabulary is translated already


def test_every_field_of_every_question_has_a_name():
    names = set(messages.FIELD_NAMES)
    for fields in service.FIELDS.values():
        assert fields <= names
    assert set(service.EXPECTED) <= set(messages.EXPECTED_NAMES)


def _rules_in_examples() -> set[str]:
    rules = set()
    for ex in examples.all_examples().values():
        for v in service.evaluate(ex.game, ex.kind, ex.input).values():
            reasons = list(v.reasons) + list(getattr(v, "illegal", {}).values())
            rules |= {r.params["rule"] for r in reasons if "rule" in r.params}
    return rules


def test_every_rule_the_engines_cite_has_a_name_and_a_section():
    cited = _rules_in_examples()
    assert {"announcement_tie", "cross_weis", "multipliers"} <= cited
    assert cited <= set(messages.RULE_NAMES)
    assert set(messages.RULE_NAMES) == set(messages.RULE_LINKS)
    belote_rows = set(ruleset_rows())
    for rule in messages.RULE_NAMES:
        assert rule in belote_rows or rule in _jass_fields(), rule


def _jass_fields() -> set[str]:
    from dataclasses import fields

    from engine.jass import JassRuleset

    return {f.name for f in fields(JassRuleset)}


def test_every_verdict_reason_links_to_a_rules_section():
    errors = set(BELOTE_ERRORS) | set(JASS_ERRORS)
    for code, params in {**BELOTE_CODES, **JASS_CODES}.items():
        if code in errors:
            continue
        if "rule" in params:
            continue  # linked through its rule (checked above)
        assert messages.rule_link(code) is not None, code


class _Ids(HTMLParser):
    def __init__(self, html: str) -> None:
        super().__init__()
        self.ids: set[str] = set()
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name == "id":
                self.ids.add(value)


def test_every_linked_anchor_exists_on_its_page(app):
    client = app.test_client()
    ids: dict[str, set[str]] = {}
    for endpoint, (path, _) in PAGES.items():
        response = client.get(f"/en{path}")
        assert response.status_code == 200
        ids[f"rules.{endpoint}"] = _Ids(response.get_data(as_text=True)).ids
    for table in (messages.RULE_LINKS, messages.REASON_LINKS):
        for key, (endpoint, anchor) in table.items():
            assert endpoint in ids, (key, endpoint)
            assert anchor in ids[endpoint], (key, endpoint, anchor)
