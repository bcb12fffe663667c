"""The shapes of sentences the native readers of round 9 asked to change (not their words alone):
card points with their own word, a suit named once, a card-code note once at the end, option
texts that agree with the rules beside them, errors that say what is wrong, and a small letter
after a ruleset's colon where the locale writes one. Word for word where the reader asked.
"""

from __future__ import annotations

import html
import re

import pytest
from flask_babel import force_locale

from engine.cards import FRENCH
from engine.errors import BeloteTrickOutOfOrderError
from engine.jass.errors import UnknownProfileError
from engine.jass.rulesets import MULTIPLIER_PROFILES, SWISS
from engine.table import TrickErrors, parse_trick
from tests.reading import as_read
from webapp.core import content
from webapp.i18n import reason_text
from webapp.i18n.house import value_text
from webapp.i18n.vocabulary.labels import after_label

LOCALES = ("en", "pt", "vi", "th", "de_CH", "fr")
NB = " "  # a no-break space, as the tests read it (tests/reading.py)


def _text(app, locale, code, params, game="belote"):
    with app.test_request_context("/"), force_locale(locale):
        return as_read(reason_text(code, params, game))


def _plain(page: str) -> str:
    return as_read(re.sub(r"<[^>]+>", "", page))


# -- 1. card points: their own word («แต้ม» in Thai), not the scores' «คะแนน» ---------------------

@pytest.mark.parametrize("lang,ace_11,ace_19", [
    ("th", "11 แต้ม", "19 แต้ม"), ("en", "11 points", "19 points"), ("pt", "11 pontos", "19 pontos"),
    ("vi", "11 điểm", "19 điểm"), ("de-ch", "11 Punkte", "19 Punkte"), ("fr", "11 points", "19 points"),
])
def test_the_ace_row_of_the_rulesets_table_counts_card_points(client, lang, ace_11, ace_19):
    page = client.get(f"/{lang}/belote/announcements").get_data(as_text=True)
    row = re.search(r'<tr><th scope="row"><a href="#sans-atout">.*?</tr>', page).group(0)
    cells = [_plain(c) for c in re.findall(r"<td>(.*?)</td>", row)]
    assert cells == [ace_11, ace_19]


# -- 2. a one-suit sequence: the suit once, the cards by their ranks ------------------------------

TIERCE = {"seat": "S", "type": "tierce", "suit": "H", "cards": ["7H", "8H", "9H"], "points": 20}


@pytest.mark.parametrize("locale,expected", [
    ("th", "ใต้มีชุด Tierce โพแดง (7, 8 และ 9): 20 คะแนน"),
    ("en", "South has a tierce in hearts (7, 8, and 9): 20 points."),
    ("pt", "Sul tem uma terça em copas (7, 8 e 9): 20 pontos."),
    ("vi", "Nam có một tierce chất cơ (7, 8 và 9): 20 điểm."),
    ("de_CH", "Süd hat eine Tierce in Herz (7, 8 und 9): 20 Punkte."),
    ("fr", f"Sud a une tierce à cœur (7, 8 et 9){NB}: 20 points."),
])
def test_a_sequence_names_its_suit_once(app, locale, expected):
    assert _text(app, locale, "sequence_found", TIERCE) == expected


def test_a_sentence_that_does_not_name_the_suit_keeps_it_with_the_cards(app):
    """team_best and the Jass Weis name no suit of their own: their cards keep it."""
    best = {"team": "NS", "seat": "S", "type": "tierce", "cards": ["7H", "8H", "9H"], "points": 20}
    assert _text(app, "th", "team_best", best) == (
        "การประกาศที่ดีที่สุดของเหนือ–ใต้: ชุด Tierce ของใต้ (7, 8 และ 9 โพแดง), 20 คะแนน")
    weis = {"seat": "E", "type": "sequence", "cards": ["6S", "7S", "8S", "9S"], "points": 50}
    assert _text(app, "th", "weis_found", weis, "jass") == (
        "ตะวันออกมีไพ่เรียงสี่ใบ (6, 7, 8 และ 9 Schellen): 50 คะแนน")


# -- 3. the card-code note: once, at the end of the field -----------------------------------------

@pytest.mark.parametrize("lang,typed,expected", [
    ("pt", "7S+8S+9S", "7 de Schellen, 8 de Schellen, 9 de Schellen (código S = Schellen)"),
    ("vi", "7S+8S+9S", "7 Schellen, 8 Schellen, 9 Schellen (S = Schellen)"),
    ("th", "7S+8S+9S", "7 Schellen, 8 Schellen, 9 Schellen (S = Schellen)"),
])
def test_the_card_code_note_comes_once_at_the_end_of_the_field(client, lang, typed, expected):
    page = client.get(f"/{lang}/jass/check/weis?n={typed}&contract=R&forehand=N"
                      f"&notation={lang}").get_data(as_text=True)
    hint = re.search(r'id="hint-n"[^>]*>(.*?)</p>', page).group(1)
    assert as_read(html.unescape(hint)) == expected


# -- 4. the Romandy multipliers: Schilten × 2, every other contract × 1 ---------------------------

@pytest.mark.parametrize("locale,expected", [
    ("en", "Schilten (spades) multiply by 2, every other contract by 1, Obenabe and Undenufe too"),
    ("pt", "Schilten (espadas) × 2, todos os outros contratos × 1, incluindo Obenabe e Undenufe"),
    ("vi", "Schilten (bích) × 2; mọi hợp đồng khác × 1, kể cả Obenabe và Undenufe"),
    ("th", "Schilten (โพดำ) × 2 · สัญญาอื่นทั้งหมด × 1 รวมทั้ง Obenabe และ Undenufe"),
    ("de_CH", "Schilten (Schaufel) doppelt, alle anderen Trumpfarten einfach, auch Obenabe und "
              "Undenufe"),
    ("fr", "Schilten (pique) × 2, tous les autres contrats × 1, Obenabe et Undenufe compris"),
])
def test_the_romandy_multipliers_say_what_the_profile_counts(app, locale, expected):
    factors = MULTIPLIER_PROFILES["romandie-1500"].multipliers
    assert factors["L"] == 2 and {f for c, f in factors.items() if c != "L"} == {1}
    with app.test_request_context("/"), force_locale(locale):
        assert as_read(value_text("jass", "multipliers", "pique")) == expected


# -- 5. a trick out of order: who plays before whom -----------------------------------------------

def _out_of_order(plays):
    with pytest.raises(BeloteTrickOutOfOrderError) as e:
        parse_trick(plays, FRENCH, TrickErrors(BeloteTrickOutOfOrderError))
    return e.value


@pytest.mark.parametrize("locale,expected", [
    ("fr", f"Le pli n’est pas dans l’ordre de jeu{NB}: après Nord, c’est à Ouest de jouer, avant Est "
           "(le jeu tourne Nord, Ouest, Sud, Est)."),
    ("en", "The trick is not in the order of play: after North, West plays before East (play goes "
           "North, West, South, East)."),
    ("th", "ไพ่ในกองไม่ได้เรียงตามลำดับการลง: ต่อจากเหนือ ตะวันตกต้องลงก่อนตะวันออก (ลำดับคือ เหนือ "
           "ตะวันตก ใต้ ตะวันออก)"),
])
def test_a_trick_out_of_order_says_who_plays_before_whom(app, locale, expected):
    error = _out_of_order([("N", "AH"), ("E", "9S")])
    assert _text(app, locale, error.code, error.params) == expected


def test_a_later_play_out_of_turn_names_the_seat_before_it(app):
    error = _out_of_order([("W", "AH"), ("S", "9S"), ("N", "7D")])
    assert _text(app, "de_CH", error.code, error.params) == (
        "Der Stich ist nicht in der Spielreihenfolge: Nach Süd spielt zuerst Ost, erst dann Nord "
        "(gespielt wird Nord, West, Süd, Ost).")


# -- 6. an unknown Jass profile: the valid ids ----------------------------------------------------

def test_an_unknown_profile_names_the_valid_ones(app):
    with pytest.raises(UnknownProfileError) as e:
        SWISS.with_profile("swisslos-3000")
    assert e.value.params["profiles"] == ["swisslos-2500", "swisslos-1000", "pagat-3000"]
    assert _text(app, "de_CH", e.value.code, e.value.params, "jass") == (
        "«swisslos-3000» ist kein Multiplikator-Profil: Gültig sind swisslos-2500, swisslos-1000 "
        "oder pagat-3000.")
    assert _text(app, "en", e.value.code, e.value.params, "jass") == (
        "“swisslos-3000” is not a multiplier profile: use swisslos-2500, swisslos-1000, or "
        "pagat-3000.")


def test_the_api_names_the_valid_profiles(client):
    body = next(dict(e.input) for e in content.all_examples().values()
                if (e.game, e.kind) == ("jass", "score"))
    r = client.post("/api/v1/jass/score", json={**body, "profile": "chibre", "lang": "de-ch"})
    assert r.status_code == 422
    error = r.get_json()["error"]
    assert error["code"] == "jass_unknown_profile"
    assert "swisslos-2500, swisslos-1000 oder pagat-3000" in error["message"]


# -- 7. a small letter after the ruleset's colon (pt, fr, vi), names and terms kept ---------------

def _plain_copy(client, lang, dispute):
    page = client.get(f"/{lang}/dispute/{dispute}", follow_redirects=True).get_data(as_text=True)
    text = re.search(r'<textarea id="share-text"[^>]*>(.*?)</textarea>', page, re.S).group(1)
    return html.unescape(text).split("\n")


@pytest.mark.parametrize("lang,line", [
    ("pt", "Maison: o contrato é cumprido. Norte–Sul 252, Este–Oeste 20"),
    ("vi", "Maison: hợp đồng thành công. Bắc–Nam 252, Đông–Tây 20"),
    ("fr", f"Maison{NB}: le contrat est réalisé. Nord–Sud 252, Est–Ouest 20"),
])
def test_the_plain_text_copy_goes_on_in_small_letters_after_the_ruleset(client, lang, line):
    assert line in [as_read(x) for x in _plain_copy(client, lang, "capot-defence")]


@pytest.mark.parametrize("locale,text,expected", [
    ("pt", "O contrato cai.", "o contrato cai."),
    ("pt", "Norte–Sul pontua 20 pontos.", "Norte–Sul pontua 20 pontos."),  # a name
    ("pt", "V♠ ganha.", "V♠ ganha."),                                         # a card
    ("vi", "Hợp đồng thành công.", "hợp đồng thành công."),
    ("vi", "Weis của Bắc thắng.", "Weis của Bắc thắng."),  # a term Vietnamese never writes small
    ("vi", "Bắc–Nam ghi 20 điểm.", "Bắc–Nam ghi 20 điểm."),
    ("fr", "À Sud de jouer.", "à Sud de jouer."),
    ("de_CH", "Der Vertrag ist erfüllt.", "Der Vertrag ist erfüllt."),
])
def test_after_a_label(app, locale, text, expected):
    with app.test_request_context("/"), force_locale(locale):
        assert after_label(text) == expected


# -- 8. the Coinche sans-atout option: it is Maison's 130-point count -----------------------------

@pytest.mark.parametrize("locale,expected", [
    ("en", "sans-atout is judged on 162 points in Coinche (with the Ace at 11, Maison's 130-point "
           "count is brought to 162)"),
    ("pt", "na Coinche, o sem trunfo é julgado numa escala de 162 pontos (com o Ás a 11, a "
           "contagem de 130 pontos da Maison é convertida para 162)"),
    ("vi", "trong Coinche, ván không chủ bài được xét trên 162 điểm (khi Át = 11, cách tính 130 điểm "
           "của Maison được quy về 162)"),
    ("th", "ใน Coinche รอบไม่มีทรัมป์ตัดสินบนฐาน 162 แต้ม (เมื่อเอมีค่า 11 การนับ 130 แต้มแบบ Maison "
           "จะถูกแปลงเป็น 162)"),
    ("de_CH", "in der Coinche wird Sans-Atout auf der Basis von 162 Punkten beurteilt (mit dem Ass zu "
              "11 wird die 130-Punkte-Zählung von Maison auf 162 umgerechnet)"),
    # fr round 10: the count named by the Ace's value, not by Maison (the line also describes
    # Officielles' value, where the Ace is 19)
    ("fr", "à la coinche, le sans-atout se juge sur 162 points (quand l’as vaut 11, le compte sur "
           "130 est d’abord ramené à 162)"),
])
def test_the_coinche_scale_option_says_whose_count_is_brought_to_162(app, locale, expected):
    with app.test_request_context("/"), force_locale(locale):
        assert as_read(value_text("belote", "coinche_scale", "162")) == expected


# -- 9. the Vietnamese glossary glosses the Swiss ranks --------------------------------------------

def test_the_vietnamese_glossary_glosses_ober_under_and_banner(client):
    page = client.get("/vi/glossary").get_data(as_text=True)
    heads = {t: _plain(re.search(rf'<dt id="{t}">(.*?)</dt>', page).group(1))
             for t in ("ober", "under", "banner")}
    assert heads == {"ober": "Ober · Ober (Đầm)", "under": "Under · Under (Bồi)",
                     "banner": "Banner · Banner (quân 10)"}


@pytest.mark.parametrize("locale", LOCALES)
def test_a_house_rule_completes_its_note_without_a_colon_of_its_own(app, locale):
    # th and vi readers (round 10): "By your table's rule: equal announcements: trump wins, ..."
    # read as two colons in a row; each value is a clause that completes the note
    from webapp.core.rulesets import HOUSES
    with app.test_request_context(), force_locale(locale):
        for game, house in HOUSES.items():
            for sw in house.switches:
                for token in sw.tokens:
                    text = value_text(game, sw.field, token)
                    assert ":" not in text, (game, sw.field, token, text)
