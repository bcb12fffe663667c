"""One term per concept per locale (content/terminology.json), and Thai words kept whole.

A concept lists, per locale, the term the catalogs use and the second names reviewers found for
it; a second name coming back in any entry of that locale's catalog fails here, naming the entry.
"""

from __future__ import annotations

import json
import re

import pytest
from babel.messages.mofile import read_mo
from babel.messages.pofile import read_po
from flask_babel import force_locale

from webapp.i18n import catalogs, reason_text

TERMINOLOGY = json.loads(catalogs.TERMINOLOGY.read_text(encoding="utf-8"))
CONCEPTS = TERMINOLOGY["concepts"]
LOCALES = catalogs.catalog_locales()


def _entries(locale):
    with catalogs.po_path(locale).open("rb") as f:
        for m in read_po(f, locale=locale):
            if m.id:
                msgid = m.id if isinstance(m.id, str) else m.id[0]
                for text in (m.string if isinstance(m.string, tuple) else (m.string,)):
                    yield msgid, text


def second_names(locale: str, concepts=CONCEPTS) -> list[str]:
    """Every entry of a locale's catalog that names a concept by a word the table avoids."""
    found = []
    entries = list(_entries(locale))
    for cid, concept in concepts.items():
        patterns = concept.get("avoid", {}).get(locale, [])
        skip = concept.get("except", {}).get(locale)
        only = concept.get("only", {}).get(locale)
        for msgid, text in entries:
            if (skip and re.search(skip, msgid)) or (only and not re.search(only, msgid)):
                continue
            for pattern in patterns:
                if re.search(pattern, text):
                    found.append(f"{locale} {cid}: {pattern!r} in {msgid[:60]!r}: {text[:80]!r}")
    return found


def test_every_concept_names_its_term_in_every_locale():
    for cid, concept in CONCEPTS.items():
        assert all(concept.get(loc) for loc in ("en", *LOCALES)), cid
        for loc, patterns in concept.get("avoid", {}).items():
            assert loc in LOCALES, (cid, loc)
            for pattern in patterns:
                re.compile(pattern)
                assert not re.search(pattern, concept[loc]), (cid, loc, "the term is avoided")


@pytest.mark.parametrize("locale", LOCALES)
def test_no_concept_appears_under_a_second_name(locale):
    assert second_names(locale) == []


def test_the_check_finds_a_second_name():
    concepts = {"pass": {"avoid": {"vi": ["[Cc]hủ bài"]}, "only": {"vi": "^Trump$"}}}
    assert len(second_names("vi", concepts)) == 1  # "Trump" -> "Chủ bài"


@pytest.mark.parametrize("locale", LOCALES)
def test_the_seeds_terms_are_the_catalogs_terms(locale):
    text = catalogs.po_path(locale).read_text(encoding="utf-8")
    for cid in ("trump", "announcement", "taker"):
        term = CONCEPTS[cid][locale].split(" (")[0]
        assert term.lower() in text.lower(), (locale, cid, term)


# -- Thai: words a line never breaks inside ------------------------------------------------------

def test_nobreak_terms_are_thai_words():
    terms = catalogs.nobreak_terms("th")
    assert terms and all(re.fullmatch(r"[\u0e00-\u0e7f]+", t) for t in terms), terms


def test_the_thai_catalog_and_its_verdicts_carry_no_joiner(app):
    """Find-in-page, copy and paste, screen readers and the card fields get plain letters."""
    with catalogs.po_path("th").with_suffix(".mo").open("rb") as f:
        compiled = read_mo(f)
    assert not [m.id for m in compiled if m.id and catalogs.WORD_JOINER in str(m.string)]
    with app.test_request_context("/"), force_locale("th"):
        params = {"seat": "S", "card": "UR", "suit": "R"}
        text = reason_text("jass_trick_won_by_trump", params, "jass")
    assert "ทรัมป์" in text and catalogs.WORD_JOINER not in text


def test_a_thai_page_wraps_every_term_of_its_text_and_none_of_its_attributes(client):
    html = client.get("/th/belote/check/announcements?n=JS+QS+KS+AS&e=7H+8H+9H&s=QD+KD+JD"
                      "&w=9C+TC+JC&trump=S&taker=NS").get_data(as_text=True)
    assert catalogs.WORD_JOINER not in html
    assert "<t->ทรัมป์</t->" in html and "<t->โพดำ</t->" in html
    assert "<t->ตะวันออก–ตะวันตก</t->" in html  # terms that touch: one element
    assert 'aria-label="แจ็ก โพดำ"' in html  # attributes as written
    text = re.sub(r"(?s)<(script|style|title|textarea|select)\b.*?</\1>|<t->[^<]*</t->|<[^>]*>",
                  " ", html)
    for term in catalogs.nobreak_terms("th"):
        assert term not in text, term  # every occurrence in the text is wrapped
    assert "<title>" in html and "<t->" not in html.split("<title>")[1].split("</title>")[0]


def test_only_thai_pages_are_wrapped(client):
    assert "<t->" not in client.get("/vi/belote/announcements").get_data(as_text=True)
    assert "<t->" not in client.get("/api/v1/openapi.json").get_data(as_text=True)
