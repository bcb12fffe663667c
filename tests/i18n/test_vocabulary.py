"""Localized game vocabulary and the reason/error message registry."""

from __future__ import annotations

import pytest
from flask_babel import force_locale

import engine.cards
import engine.table
from engine.cards import FRENCH, SWISS, DuplicateCardError
from engine.reasons import Reason
from webapp import i18n
from webapp.i18n import card_name, contract_name, reason_text, seat_name, suit_name


def plain(text: str) -> str:
    """Text as the catalog writes it: Thai is compiled with word joiners inside some words."""
    return text.replace("\u2060", "")


@pytest.fixture
def ctx(app):
    with app.test_request_context("/"):
        yield


@pytest.mark.parametrize("locale, game, code, expected", [
    ("en", "belote", "JS", "Jack of spades"),
    ("pt", "belote", "JS", "Valete de espadas"),
    ("pt", "belote", "7H", "7 de copas"),
    ("fr", "belote", "JS", "valet de pique"),
    ("fr", "belote", "TD", "10 de carreau"),
    ("vi", "belote", "QH", "Đầm cơ"),
    ("th", "belote", "JS", "แจ็ก โพดำ"),
    ("de_CH", "belote", "AC", "Kreuz-Ass"),
    ("en", "jass", "OR", "Rosen Ober"),
    ("de_CH", "jass", "UE", "Eichel-Under"),
    ("pt", "jass", "TL", "Banner de Schilten"),
    ("vi", "jass", "KS", "König Schellen"),
    ("th", "jass", "AR", "Ass Rosen"),
    ("fr", "jass", "6E", "6 d’Eicheln"),
])
def test_card_names_per_locale(ctx, locale, game, code, expected):
    with force_locale(locale):
        assert plain(card_name(code, game)) == expected
        assert plain(card_name((FRENCH if game == "belote" else SWISS).card(code), game)) == expected


def test_every_card_of_both_decks_has_a_distinct_name_in_every_locale(ctx):
    for loc in i18n.LOCALES:
        with force_locale(loc.babel):
            for deck in (FRENCH, SWISS):
                names = {card_name(c, deck) for c in deck}
                assert len(names) == len(deck), (loc.url, deck)


def test_seats_suits_and_contracts(ctx):
    with force_locale("pt"):
        assert [seat_name(s) for s in "NESW"] == ["Norte", "Este", "Sul", "Oeste"]
        assert suit_name("D", "belote") == "ouros"
        assert contract_name("none", "belote") == "sem trunfo"
        assert contract_name("H", "belote") == "copas"
    with force_locale("de_CH"):
        assert contract_name("obenabe", "jass") == "Obenabe"
        assert suit_name("R", "jass") == "Rosen"


def test_reason_text_localizes_params_by_name(ctx):
    with force_locale("pt"):
        assert reason_text("card_in_two_hands", {"card": "JS", "seats": ["N", "S"]}, "belote") == (
            "O Valete de espadas está em duas mãos: Norte e Sul.")
    with force_locale("th"):
        assert plain(reason_text(Reason("too_many_cards", {"count": 10, "max": 9, "seat": "E"}), game="jass")) == (
            "ตะวันออกมีไพ่ 10 ใบ แต่ไพ่ในมือมีได้ไม่เกิน 9 ใบ")


def test_reason_text_picks_the_message_whose_params_are_present(ctx):
    error = DuplicateCardError(FRENCH.card("AS"))
    with force_locale("fr"):
        assert reason_text(error) == "L’as de pique figure deux fois."
        assert reason_text(DuplicateCardError(FRENCH.card("AS"), "W")) == (
            "L’as de pique figure deux fois dans la main d’Ouest.")


def test_reason_text_keeps_user_input_as_data(ctx):
    with force_locale("de_CH"):
        text = reason_text("unknown_card", {"token": "<b>%(x)s"}, "jass")
    assert text == "«<b>%(x)s» ist keine Karte dieses Spiels."  # escaped by Jinja when rendered


def test_an_unregistered_code_gives_a_generic_message(ctx):
    with force_locale("vi"):
        assert reason_text("no_such_code", {}, "belote") == "Sự cố ngoài dự kiến (no_such_code)."


def test_numbers_are_formatted_for_the_locale(ctx):
    with force_locale("de_CH"):
        assert i18n.localize_param("points", 1000, "jass") == "1'000"
    with force_locale("fr"):
        assert i18n.localize_param("points", 25000, "jass") == "25\u202f000"
    with force_locale("pt"):  # European Portuguese, as the catalog (seed 000), not Brazil's 1.000
        assert i18n.localize_param("points", 1000, "belote") == "1\u00a0000"


def test_every_shared_engine_error_has_a_message():
    codes = set(engine.cards.ERROR_CODES) | set(engine.table.ERROR_CODES)
    assert codes == {"unknown_card", "duplicate_card", "card_in_two_hands", "too_many_cards",
                     "card_on_table_and_in_hand", "unknown_seat", "unknown_team"}
    assert codes <= set(i18n.REASONS)


def test_a_code_cannot_be_registered_twice():
    with pytest.raises(ValueError):
        i18n.register_reason("unknown_card", "again")


@pytest.mark.parametrize("locale, expected", [
    ("en", "Jack, Queen, and King of spades"),
    ("th", "แจ็ก, ควีน และคิง โพดำ"),
    ("de_CH", "Schaufel-Bauer, -Dame und -König"),
    ("fr", "valet, dame et roi de pique"),
])
def test_cards_of_one_suit_name_the_suit_once(ctx, locale, expected):
    with force_locale(locale):
        assert plain(i18n.localize_param("cards", ["JS", "QS", "KS"], "belote")) == expected


@pytest.mark.parametrize("locale, expected", [
    ("en", "Jack of spades, Jack of hearts, and 9 of clubs"),
    ("th", "แจ็ก โพดำ, แจ็ก โพแดง และ 9 ดอกจิก"),
])
def test_card_lists_of_several_suits_keep_names_with_spaces_apart(ctx, locale, expected):
    with force_locale(locale):
        assert plain(i18n.localize_param("cards", ["JS", "JH", "9C"], "belote")) == expected
