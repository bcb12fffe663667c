"""The players' own card letters (webapp/i18n/notation/*.toml): each locale's checker reads what
its players write, old permalinks (no ``notation``) keep the engine's reading, every bad token
is named."""

from __future__ import annotations

import json
import re

import pytest

from engine.cards import FRENCH, SWISS
from tests.reading import as_read
from webapp import i18n
from webapp.i18n.locales import LOCALES
from webapp.i18n.notation import NOTATIONS, display, read

ANN = "/{l}/belote/check/announcements"
WEIS = "/{l}/jass/check/weis"

#: (locale, deck, what its players type, the engine's codes it means)
OWN_LETTERS = [
    ("fr", "french", "10♥ V♥ D♥", "TH JH QH"),
    ("fr", "french", "VC DC RC", "JH QH KH"),
    ("fr", "french", "V♥, D♥, R♥", "JH QH KH"),
    ("fr", "french", "valet de cœur, dame de coeur, as de pique", "JH QH AS"),
    ("fr", "french", "Dc 7T 8K 9P", "QH 7C 8D 9S"),
    ("pt", "french", "V♥ D♥ R♥", "JH QH KH"),
    ("pt", "french", "valete de copas, ás de espadas, VC RO", "JH AS JH KD"),
    ("de-ch", "french", "B♥ D♥ K♥", "JH QH KH"),
    ("de-ch", "french", "Herz Bauer, Schaufel Ass", "JH AS"),
    ("de-ch", "swiss", "Rosen Under", "UR"),
    ("de-ch", "swiss", "RU EO Rose-Ober", "UR OE OR"),
    ("vi", "french", "J cơ, Q bích, át rô, bồi tép", "JH QS AD JC"),
    ("vi", "swiss", "Rose-Under, Schilte 6", "UR 6L"),  # "in either order, in every locale"
    ("en", "swiss", "Rose-Under Rosen Under", "UR UR"),
    ("pt", "swiss", "Eichel Ass, Schelle-König", "AE KS"),
    ("th", "french", "แจ็กโพดำ, K โพแดง, เอ ดอกจิก", "JS KH AC"),
    ("th", "swiss", "König Rosen, Rose Ober", "KR OR"),
    ("en", "french", "jack of hearts, 10 H, QS", "JH TH QS"),
]


@pytest.mark.parametrize("locale,deck,typed,codes", OWN_LETTERS)
def test_each_locale_reads_its_players_letters(locale, deck, typed, codes):
    assert [r.code for r in read(typed, deck, locale)] == codes.split()


def test_a_bad_word_is_marked_and_the_rest_still_read():
    got = read("Schilten Nell, Eichle 6", "swiss", "de-ch")
    assert [r.code for r in got] == ["9L", None, None]


@pytest.mark.parametrize("locale", NOTATIONS)
@pytest.mark.parametrize("deck", [FRENCH, SWISS], ids=["french", "swiss"])
def test_what_the_picker_writes_reads_back_as_the_same_card(app, locale, deck):
    """The picker writes a card in the page's letters (V♥, UR); the form reads it back so."""
    babel = next(x.babel for x in LOCALES if x.url == locale)
    with app.test_request_context(f"/{locale}/"):
        from flask_babel import force_locale
        with force_locale(babel):
            for card in deck.cards:
                text = display(card, i18n.rank_short(card.rank, deck))
                assert [r.card for r in read(text, deck.name, locale)] == [card], (locale, text)
                # and the engine's code of a card keeps its meaning too, or is noted
                r = read(card.code, deck.name, locale)[0]
                assert r.card is card or r.notes, (locale, card.code)


def _verdict(client, url):
    html = client.get(url).get_data(as_text=True)
    return re.findall(r'class="verdict__headline">([^<]*)<', html)


def test_french_letters_give_the_same_verdict_as_the_codes(client):
    typed = _verdict(client, ANN.format(l="fr") + "?s=9%E2%99%A5+10%E2%99%A5+V%E2%99%A5&e=9P+10P+VP"
                     "&trump=S&taker=N&notation=fr")
    codes = _verdict(client, ANN.format(l="fr") + "?s=9H+TH+JH&e=9S+TS+JS&trump=S&taker=N")
    assert typed == codes and len(codes) == 2
    assert "Nord–Sud" in codes[0] and "Est–Ouest" in codes[1]


def test_swiss_german_suit_first_gives_the_same_verdict(client):
    typed = _verdict(client, WEIS.format(l="de-ch") + "?n=Eicheln+6+E7+8E&s=RK+Rosen-Ober"
                     "&contract=R&forehand=N&notation=de-ch")
    codes = _verdict(client, WEIS.format(l="de-ch") + "?n=6E+7E+8E&s=KR+OR&contract=R&forehand=N")
    assert typed == codes and codes


def test_an_old_permalink_keeps_the_engines_reading(client):
    """Without ``notation`` a French page reads 7C as the seven of clubs, as it always did; the
    field shows it in French letters that the form reads back the same (7♣)."""
    html = client.get(ANN.format(l="fr") + "?n=7C+8C+9C&trump=S&taker=N").get_data(as_text=True)
    assert 'value="7♣ 8♣ 9♣"' in html
    assert "7 de trèfle, 8 de trèfle, 9 de trèfle" in html
    html = client.get(ANN.format(l="fr") + "?n=7C+8C+9C&trump=S&taker=N&notation=fr").get_data(as_text=True)
    assert "7 de cœur, 8 de cœur, 9 de cœur (code C = cœur)" in as_read(html)


def test_the_permalink_is_written_in_the_engines_codes(client):
    html = client.get(ANN.format(l="pt") + "?s=V%E2%99%A5+D%E2%99%A5+R%E2%99%A5&notation=pt").get_data(as_text=True)
    link = re.search(r'id="permalink"[^>]*value="([^"]*)"', html).group(1)
    assert "s=JH+QH+KH" in link and "notation" not in link


def test_every_bad_token_is_named(client):
    r = client.get(ANN.format(l="en") + "?n=ZZ+11H+JS&trump=S&taker=N")
    assert r.status_code == 422
    error = re.search(r'id="err-n">([^<]*)<', r.get_data(as_text=True)).group(1)
    assert "ZZ" in error and "11H" in error


def test_the_api_keeps_its_notation(client):
    r = client.post("/api/v1/belote/announcements", json={"trump": "S", "taker": "N", "hands": {"N": "V♥ D♥ R♥"},
                                                          "lang": "fr"})
    assert r.status_code == 422 and r.get_json()["error"]["code"] == "unknown_card"


def test_a_thai_card_copied_from_a_verdict_reads_with_its_word_joiners():
    """The Thai catalog keeps words whole with U+2060 inside them (โพ\u2060ดำ): a card name copied
    from a verdict or a card's label into a hand field is read as typed without them."""
    got = read("แจ็ก โพ\u2060ดำ, ควีน ข้าว\u2060หลาม\u2060ตัด", "french", "th")
    assert [r.code for r in got] == ["JS", "QD"]


@pytest.mark.parametrize("locale", NOTATIONS)
@pytest.mark.parametrize("game,deck", [("belote", "french"), ("jass", "swiss")])
def test_the_names_the_hint_gives_read_back_as_the_same_cards(client, locale, game, deck):
    """The live hint names each card as the page does ("König Rosen" on a Thai Jass page, "König
    d'Eicheln" on a French one): a player who types what the hint showed gets that card."""
    path = WEIS if game == "jass" else ANN
    html = client.get(path.format(l=locale)).get_data(as_text=True)
    names = json.loads(re.search(r'id="checker-data">(.*?)</script>', html, re.S).group(1))["names"]
    wrong = {code: name for code, name in names.items()
             if [r.code for r in read(name, deck, locale)] != [code]}
    assert wrong == {}


#: A word that reads as two cards, or a rank's whole name: the locale's reading (rank first)
#: wins, and both its letters are noted for the hint. (locale, deck, typed, card, notes)
AMBIGUOUS = [
    ("fr", "swiss", "RK", "KE", (("R", "rank", "K"), ("K", "suit", "E"))),  # roi de carreau
    ("fr", "swiss", "KR", "KR", (("K", "rank", "K"), ("R", "suit", "R"))),  # not carreau roi
    ("fr", "swiss", "DR", "OR", (("D", "rank", "O"), ("R", "suit", "R"))),  # not roi de carreau
    ("fr", "french", "As", "AS", (("A", "rank", "A"), ("s", "suit", "S"))),
    ("pt", "swiss", "VR", "UR", (("R", "suit", "R"),)),  # R is rei too: always spelled out
    ("pt", "swiss", "RR", "KR", (("R", "rank", "K"), ("R", "suit", "R"))),
    ("de-ch", "swiss", "BR", "TR", (("B", "rank", "T"),)),  # B: Banner, not Bauer
    ("de-ch", "swiss", "JH", "UR", (("J", "rank", "U"), ("H", "suit", "R"))),
    ("de-ch", "swiss", "Rosen Bauer", "UR", ()),
    ("de-ch", "french", "Ass", "AS", (("As", "rank", "A"), ("s", "suit", "S"))),
    ("de-ch", "french", "DD", "QD", ()),  # Dame of Ecken either way: nothing to say
    ("en", "swiss", "QD", "OE", (("Q", "rank", "O"), ("D", "suit", "E"))),
]


@pytest.mark.parametrize("locale,deck,typed,code,notes", AMBIGUOUS)
def test_an_ambiguous_token_is_read_the_locales_way_with_its_letters_noted(locale, deck, typed, code, notes):
    [got] = read(typed, deck, locale)
    assert (got.code, got.notes) == (code, notes)


def test_an_unambiguous_token_is_not_noted():
    assert [r.notes for r in read("UR RU 9E", "swiss", "de-ch")] == [(), (), ()]
    assert [r.notes for r in read("V♥ R♠", "french", "fr")] == [(), ()]
