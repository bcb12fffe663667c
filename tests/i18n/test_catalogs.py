"""The translation catalogs: current, complete, well-formed, and really used when rendering."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest
from babel.messages.pofile import read_po

from webapp.i18n import catalogs
from webapp.i18n import LOCALES

CATALOG_LOCALES = catalogs.catalog_locales()


def message_keys(path) -> set[tuple[str | None, str]]:
    with open(path, "rb") as f:
        return {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in read_po(f) if m.id}


def test_every_site_locale_but_english_has_a_catalog():
    assert CATALOG_LOCALES == ["pt", "vi", "th", "de_CH", "fr"]
    for locale in CATALOG_LOCALES:
        assert catalogs.po_path(locale).is_file()


def test_the_committed_pot_is_current(tmp_path):
    fresh = tmp_path / "messages.pot"
    catalogs.extract(fresh)
    committed, current = message_keys(catalogs.POT), message_keys(fresh)
    assert current - committed == set(), "new strings: run ./atout translations"
    assert committed - current == set(), "removed strings: run ./atout translations"


@pytest.mark.parametrize("locale", CATALOG_LOCALES)
def test_each_catalog_has_every_message_of_the_pot(locale):
    assert message_keys(catalogs.POT) - message_keys(catalogs.po_path(locale)) == set()


@pytest.mark.parametrize("locale", CATALOG_LOCALES)
def test_each_catalog_is_fully_translated_without_fuzzy_entries_and_same_placeholders(locale):
    assert catalogs.problems(locale) == []


@pytest.mark.parametrize("locale", CATALOG_LOCALES)
def test_msgfmt_check_passes(locale):
    msgfmt = shutil.which("msgfmt")
    assert msgfmt, "msgfmt (Debian package gettext) is needed: ./atout test installs it"
    result = subprocess.run([msgfmt, "--check", "-o", "/dev/null", str(catalogs.po_path(locale))],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_swiss_german_has_no_sharp_s():
    text = catalogs.po_path("de_CH").read_text(encoding="utf-8")
    msgstrs = re.findall(r'^msgstr "(.*)"$', text, re.M)
    assert not [s for s in msgstrs if "ß" in s]


# -- the checks themselves catch what they should ----------------------------------------------

BROKEN_PO = '''msgid ""
msgstr ""
"Content-Type: text/plain; charset=utf-8\\n"
"Language: fr\\n"

#, fuzzy
msgid "Rules"
msgstr "Règles"

msgid "Games"
msgstr ""

#, python-format
msgid "%(card)s is entered twice for %(seat)s."
msgstr "%(carte)s est saisie deux fois pour %(seat)s."

msgid "Hello {name}"
msgstr "Bonjour {nom}"

#, python-format
msgid "%(count)s cards"
msgstr "%(count)s cartes"
'''


def test_the_catalog_check_reports_fuzzy_untranslated_and_placeholder_mismatches(tmp_path):
    po = tmp_path / "messages.po"
    po.write_text(BROKEN_PO, encoding="utf-8")
    found = catalogs.problems("fr", po)
    assert len(found) == 4
    assert any("'Rules'" in p and "fuzzy" in p for p in found)
    assert any("'Games'" in p and "not translated" in p for p in found)
    assert any("%(card)s" in p and "placeholders" in p for p in found)
    assert any("{name}" in p and "placeholders" in p for p in found)


def test_placeholders_are_named_percent_and_brace_fields():
    assert catalogs.placeholders("%(seat)s has %(count)d, {x} and {{literal}}") == (
        {"seat", "count"}, {"x"})


# -- rendered pages really are translated -------------------------------------------------------

EXPECTED_H1 = {
    "en": "Settle it at the table",
    "pt": "Resolva a discussão à mesa",
    "vi": "Phân xử ngay tại bàn chơi",
    "th": "ตัดสินกันที่โต๊ะ",
    "de-ch": "Am Tisch entschieden",
    "fr": "Tranchez la question à table",
}
EXPECTED_PHRASE = {  # from a {% trans %} block, the nav, and a card name
    "en": ("played as Schieber", "Rules", "Ace of spades"),
    "pt": ("jogado como Schieber", "Regras", "Ás de espadas"),
    "vi": ("chơi theo kiểu Schieber", "Luật chơi", "Át bích"),
    "th": ("เล่นแบบ Schieber", "กติกา", "เอ โพดำ"),
    "de-ch": ("als Schieber gespielt", "Regeln", "Schaufel Ass"),
    "fr": ("joué en chibre", "Règles", "As de pique"),
}


@pytest.mark.parametrize("code", [loc.url for loc in LOCALES])
def test_the_home_page_is_really_translated(client, code):
    body = client.get(f"/{code}/").get_data(as_text=True)
    assert f"<h1>{EXPECTED_H1[code]}</h1>" in body
    for phrase in EXPECTED_PHRASE[code]:
        assert phrase in body
    if code != "en":
        assert EXPECTED_H1["en"] not in body
        assert "Skip to content" not in body
