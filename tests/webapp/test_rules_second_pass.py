"""Issue 14, "Rules, second pass": every point as a regression test on the public API (and the
checker pages), with the figures worked out by hand from docs/rules/belote.md and jass.md.

Sans-atout card values (belote.md A1, Q6): Maison A 11, 10 10, K 4, Q 3, J 2 (30 a suit, 130 a deal
with the dix de der); Officielles A 19 (38 a suit, 162 a deal).
"""

from __future__ import annotations

import json
import re

import pytest

from webapp.i18n import LOCALES


def post(client, endpoint: str, body: dict):
    return client.post(f"/api/v1/{endpoint}", data=json.dumps(body),
                       content_type="application/json")


def results(client, endpoint: str, body: dict) -> dict:
    r = post(client, endpoint, body)
    assert r.status_code == 200, r.get_json()
    return r.get_json()["results"]


def texts(result: dict) -> list[str]:
    out = [x["text"] for x in result.get("reasons", [])]
    out += [x["text"] for x in (result.get("illegal") or {}).values()]
    return out


# -- 1. tout-atout legal cards: only the led suit can win ----------------------------------------

TOUT_ATOUT = {"variant": "classic", "trump": "all", "seat": "S", "hand": "TH 7H KS",
              "trick": [{"seat": "N", "card": "8H"}, {"seat": "W", "card": "AC"}]}


@pytest.mark.parametrize("variant", ["classic", "coinche"])
def test_tout_atout_must_overtake_the_led_card_not_a_discard(client, variant):
    for r in results(client, "belote/legal", {**TOUT_ATOUT, "variant": variant}).values():
        assert r["legal"] == ["TH"]
        assert r["illegal"]["7H"]["code"] == "must_overtake"
        assert r["illegal"]["7H"]["params"]["card"] == "8H"
        assert r["illegal"]["KS"]["code"] == "must_follow_suit"
        master = [x for x in r["reasons"] if x["code"] == "trick_master"]
        assert [x["params"] for x in master] == [{"seat": "N", "card": "8H"}]
        assert "North is winning the trick with the 8 of hearts." in texts(r)


# -- 2. sans-atout deal scoring under both rulesets (belote.md Q20) ------------------------------

ACES_AND_SEVENS = "AS AH AD AC 7S 7H 7D 7C"            # Maison 44, Officielles 76 card points
REST = "8S 9S TS JS QS KS 8H 9H TH JH QH KH 8D 9D TD JD QD KD 8C 9C TC JC QC KC"
SA_CARDS = {"variant": "classic", "taker": "NS", "trump": "none",
            "cards_won": {"taker": ACES_AND_SEVENS, "defense": REST}, "last_trick": "taker"}


def test_sans_atout_cards_won_are_counted_under_every_ruleset(client):
    out = results(client, "belote/score", SA_CARDS)
    # Maison: 44 + 10 = 54 against 76: dedans, the defence takes the whole 130.
    assert out["maison"]["totals"] == {"NS": 54, "EW": 76}
    assert (out["maison"]["made"], out["maison"]["scores"]) == (False, {"NS": 0, "EW": 130})
    # Officielles: 76 + 10 = 86 against 76: made.
    assert out["officielles"]["totals"] == {"NS": 86, "EW": 76}
    assert (out["officielles"]["made"], out["officielles"]["scores"]) == (
        True, {"NS": 86, "EW": 76})


def test_cards_won_defence_may_be_left_out_and_is_the_rest(client):
    body = {**SA_CARDS, "cards_won": {"taker": ACES_AND_SEVENS}}
    assert results(client, "belote/score", body) == results(client, "belote/score", SA_CARDS)


def test_cards_won_all_tricks_is_a_capot(client):
    body = {"variant": "classic", "taker": "NS", "trump": "S",
            "cards_won": {"taker": ACES_AND_SEVENS + " " + REST}}
    out = results(client, "belote/score", body)
    for r in out.values():
        assert r["totals"] == {"NS": 252, "EW": 0} and r["made"] is True


@pytest.mark.parametrize("body, code, field", [
    ({"cards_won": {"taker": "AS AH AD"}}, "cards_won_not_tricks", "cards_won.taker"),
    ({"cards_won": {"taker": ACES_AND_SEVENS, "defense": REST[:-3]}}, "cards_won_incomplete",
     "cards_won"),
    ({"cards_won": {"taker": ACES_AND_SEVENS, "defense": "AS " + REST[3:]}}, "card_won_twice",
     "cards_won.defense"),
    ({"last_trick": None}, "missing_field", "last_trick"),
    ({"card_points": {"taker": 80, "defense": 50}}, "exclusive_fields", "card_points"),
    ({"all_tricks_taker": "taker"}, "exclusive_fields", "all_tricks_taker"),
    ({"cards_won": {"taker": ACES_AND_SEVENS}, "last_trick": "defense"}, None, None),
])
def test_cards_won_bad_input_is_a_422_naming_the_field(client, body, code, field):
    r = post(client, "belote/score", {**SA_CARDS, **body})
    if code is None:
        assert r.status_code == 200
        return
    assert r.status_code == 422, r.get_json()
    error = r.get_json()["error"]
    assert (error["code"], error["details"]["field"]) == (code, field)


def test_sans_atout_points_are_judged_under_the_ruleset_they_fit(client):
    body = {"variant": "classic", "taker": "NS", "trump": "none",
            "card_points": {"taker": 80, "defense": 50}}
    out = results(client, "belote/score", body)
    assert (out["maison"]["made"], out["maison"]["scores"]) == (True, {"NS": 80, "EW": 50})
    error = out["officielles"]["error"]
    assert error["code"] == "points_total_mismatch"
    assert error["details"]["ruleset"] == "officielles"
    assert error["details"]["params"]["total"] == 162
    assert "Officielles" in error["message"] and "162" in error["message"]
    assert set(out["officielles"]) == {"error"}


def test_sans_atout_points_fitting_no_ruleset_get_one_error_each(client):
    body = {"variant": "classic", "taker": "NS", "trump": "none", "lang": "fr",
            "card_points": {"taker": 90, "defense": 50}}
    out = results(client, "belote/score", body)
    assert out["maison"]["error"]["details"]["params"]["total"] == 130
    assert out["officielles"]["error"]["details"]["params"]["total"] == 162
    assert "Maison" in out["maison"]["error"]["message"]


def test_a_trump_deal_that_adds_up_wrong_is_still_one_422(client):
    body = {"variant": "classic", "taker": "NS", "trump": "S",
            "card_points": {"taker": 80, "defense": 50}}
    r = post(client, "belote/score", body)
    assert r.status_code == 422 and r.get_json()["error"]["code"] == "points_total_mismatch"


# -- 3. belote.md Q18: Maison, coinched and made, with the defence's announcements --------------

COINCHED = {"variant": "coinche", "taker": "NS", "trump": "S", "bid": 100, "coinche": 2,
            "card_points": {"taker": 120, "defense": 42},
            "announcements": {"team": "defense", "points": 50}}


def test_q18_maison_coinched_made_the_defence_keeps_its_announcements(client):
    out = results(client, "belote/score", COINCHED)
    assert out["maison"]["made"] is True
    assert out["maison"]["scores"] == {"NS": 520, "EW": 50}          # (160 + 100) x 2; 50 kept
    assert out["officielles"]["scores"] == {"NS": 620, "EW": 0}      # (160 + 50 + 100) x 2


def test_q18_maison_a_coinched_capot_is_worth_no_less_than_the_same_deal_without_it(client):
    capot = {**COINCHED, "card_points": {"taker": 252, "defense": 0}, "all_tricks_taker": "taker"}
    with_capot = results(client, "belote/score", {**capot, "rules": ["maison"]})["maison"]
    without = results(client, "belote/score", {**COINCHED, "rules": ["maison"]})["maison"]
    assert with_capot["scores"]["NS"] >= without["scores"]["NS"]
    assert with_capot["scores"]["EW"] == without["scores"]["EW"] == 50


# -- 4. belote.md Q19: Maison sans-atout Coinche counts on 130, then on the 162 scale -----------

def test_q19_maison_sans_atout_coinche_is_converted_to_162(client):
    body = {"variant": "coinche", "taker": "NS", "trump": "none", "bid": 90,
            "card_points": {"taker": 80, "defense": 50}, "rules": ["maison"]}
    out = results(client, "belote/score", body)["maison"]
    # 80 x 162 / 130 = 99.7 -> 100; the defence 162 - 100 = 62. 100 >= 90 and > 62: made.
    assert out["totals"] == {"NS": 100, "EW": 62}
    assert (out["made"], out["scores"]) == (True, {"NS": 190, "EW": 62})
    assert any("162" in t and "130" in t for t in texts(out))


def test_q19_q20_cards_won_in_a_sans_atout_coinche(client):
    body = {**SA_CARDS, "variant": "coinche", "bid": 80}
    out = results(client, "belote/score", body)
    # Maison: 54 on 130 -> 67 on 162, under the bid of 80: falls, (160 + 80) to the defence.
    assert out["maison"]["totals"] == {"NS": 67, "EW": 95}
    assert (out["maison"]["made"], out["maison"]["scores"]) == (False, {"NS": 0, "EW": 240})
    # Officielles: 86 against 76, rounded 90 and 80, + 80.
    assert (out["officielles"]["made"], out["officielles"]["scores"]) == (
        True, {"NS": 170, "EW": 80})


def test_q19_classic_sans_atout_keeps_130(client):
    body = {"variant": "classic", "taker": "NS", "trump": "none",
            "card_points": {"taker": 66, "defense": 64}, "rules": ["maison"]}
    out = results(client, "belote/score", body)["maison"]
    assert (out["made"], out["scores"]) == (True, {"NS": 66, "EW": 64})


# -- 5. reasons that are false -----------------------------------------------------------------

OBENABE = {"contract": "obenabe", "trick": [{"seat": "N", "card": "AE"}], "seat": "W",
           "hand": "KE 6R"}
TRUMP_WORDS = {"en": "trump", "pt": "cortar", "vi": "cắt", "th": "ตัด", "de-ch": "stech",
               "fr": "coup"}


@pytest.mark.parametrize("contract", ["obenabe", "undenufe"])
@pytest.mark.parametrize("lang", [loc.url for loc in LOCALES])
def test_no_trump_contract_follow_suit_says_nothing_of_trump(client, contract, lang):
    out = results(client, "jass/legal", {**OBENABE, "contract": contract, "lang": lang})
    for r in out.values():
        follow = [x["text"] for x in r["reasons"] if x["code"] == "jass_must_follow_suit"]
        assert follow and TRUMP_WORDS[lang] not in follow[0].lower(), follow


def test_tout_atout_tie_does_not_say_none_is_in_trump(client):
    body = {"trump": "all", "taker": "NS", "hands": {"N": "7H 8H 9H", "E": "7D 8D 9D"},
            "rules": ["officielles"]}
    r = results(client, "belote/announcements", body)["officielles"]
    assert r["scoring_team"] is None
    assert not any("none is in trump" in t for t in texts(r)), texts(r)
    assert any("nobody scores" in t for t in texts(r))


def test_void_beside_an_undertrump_refusal_does_not_say_any_card(client):
    body = {"contract": "R", "seat": "S", "hand": "6R 7L",
            "trick": [{"seat": "N", "card": "AE"}, {"seat": "W", "card": "9R"}]}
    for r in results(client, "jass/legal", body).values():
        assert r["legal"] == ["7L"] and r["illegal"]["6R"]["code"] == "jass_undertrump_forbidden"
        assert not any("any card may be played" in t for t in texts(r)), texts(r)


def test_disagreement_lists_only_the_rules_that_changed_something(client):
    page = client.get("/en/jass/check/weis?n=9E+9S+9R+9L+6E&w=TL+UL+OL&contract=R&forehand=N")
    html = page.get_data(as_text=True)
    box = html[html.index('id="verdict-summary"'):html.index('class="verdicts"')]
    assert "value of four of a kind" in box
    assert "value of a run" not in box          # a tierce is 20 under both rulesets
    assert "multipliers" not in box             # Rosen is x 1 under both


def test_disagreement_still_lists_a_rule_that_changed_the_outcome(client):
    page = client.get("/en/jass/check/weis?n=6R+7R+8R+9R+TR+UR&w=AE+AS+AR+AL&contract=E&forehand=N")
    html = page.get_data(as_text=True)
    box = html[html.index('id="verdict-summary"'):html.index('class="verdicts"')]
    assert "value of a run" in box               # a run of six: 100 or 150


def test_english_possessives(client):
    bodies = [COINCHED,
              {**COINCHED, "coinche": 1, "variant": "coinche", "rules": ["officielles"]},
              {"variant": "classic", "taker": "NS", "trump": "S", "belote": "taker",
               "card_points": {"taker": 71, "defense": 91}}]
    seen = []
    for body in bodies:
        for r in results(client, "belote/score", body).values():
            seen += texts(r)
    assert any("defence's" in t for t in seen)
    assert not [t for t in seen if re.search(r"\w' (?!s)", t) and "defence'" in t], seen
    assert not [t for t in seen if "defence' " in t], seen


# -- 6. litige: the belote is imprenable, scored at once ----------------------------------------

def test_litige_scores_the_takers_belote_at_once(client):
    body = {"variant": "classic", "taker": "NS", "trump": "S", "belote": "taker",
            "card_points": {"taker": 71, "defense": 91}}
    for r in results(client, "belote/score", body).values():
        assert r["made"] is None
        assert r["scores"] == {"NS": 20, "EW": 91}
        assert r["held"] == 71


# -- 7. Swisslos formats: the profile and the target in the Jass score question ----------------

JASS_SCORE = {"contract": "undenufe", "card_points": {"NS": 100, "EW": 57},
              "tricks": {"NS": 6, "EW": 3}}


def test_jass_score_shows_each_rulesets_profile_and_target(client):
    out = results(client, "jass/score", JASS_SCORE)
    assert (out["traditional"]["profile"], out["traditional"]["target"]) == ("pagat-3000", 3000)
    assert (out["swiss"]["profile"], out["swiss"]["target"]) == ("swisslos-2500", 2500)
    assert out["traditional"]["multiplier"] == 4 and out["swiss"]["multiplier"] == 3


def test_jass_score_swisslos_1000_counts_every_contract_once(client):
    out = results(client, "jass/score", {**JASS_SCORE, "profile": "swisslos-1000"})
    assert (out["swiss"]["profile"], out["swiss"]["target"]) == ("swisslos-1000", 1000)
    assert out["swiss"]["multiplier"] == 1
    assert out["swiss"]["scores"] == {"NS": 100, "EW": 57}
    assert out["traditional"]["multiplier"] == 4           # the seed's rules do not change


def test_jass_score_unknown_profile_is_a_422(client):
    r = post(client, "jass/score", {**JASS_SCORE, "profile": "swisslos-3000"})
    assert r.status_code == 422
    assert r.get_json()["error"]["code"] == "jass_unknown_profile"
    assert r.get_json()["error"]["details"]["field"] == "profile"


# -- the checkers --------------------------------------------------------------------------------

def test_belote_score_checker_takes_the_cards_won(client):
    q = ("variant=classic&taker=NS&trump=none&tc=" + ACES_AND_SEVENS.replace(" ", "+")
         + "&last=taker")
    html = client.get("/en/belote/check/score?" + q).get_data(as_text=True)
    assert 'name="tc"' in html and 'name="dc"' in html and 'name="last"' in html
    assert 'name="tp"' in html                               # points stay possible
    assert "error" not in html[html.index('id="verdict"'):].split("</section>")[0].lower()
    assert "130" in html and "86" in html


def test_jass_score_checker_offers_the_profile(client):
    html = client.get("/en/jass/check/score?contract=undenufe&ns=100&ew=57&tns=6&tew=3"
                      "&profile=swisslos-1000").get_data(as_text=True)
    assert 'name="profile"' in html
    assert 'value="swisslos-1000" selected' in html
