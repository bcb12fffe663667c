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

def test_nobreak_terms_are_thai_words_with_joints_inside_them():
    for term in catalogs.nobreak_terms("th"):
        assert re.fullmatch(r"[\u0e00-\u0e7f|]+", term), term
        assert catalogs.joined(term).replace(catalogs.WORD_JOINER, "") == term.replace("|", "")


def test_a_loanword_gets_a_joiner_between_letters_never_before_a_mark():
    assert catalogs.joined("สวิส") == "ส\u2060วิ\u2060ส"
    assert catalogs.joined("ทรัมป์") == "ท\u2060รั\u2060ม\u2060ป์"
    assert catalogs.joined("โพ|แดง") == "โพ\u2060แดง"


def test_the_compiled_thai_catalog_keeps_every_term_whole(app):
    mo = catalogs.po_path("th").with_suffix(".mo")
    with mo.open("rb") as f:
        compiled = read_mo(f)
    texts = [m.string if isinstance(m.string, str) else " ".join(m.string) for m in compiled if m.id]
    body = "\n".join(texts)
    for term in catalogs.nobreak_terms("th"):
        plain = term.replace("|", "")
        assert plain not in body.replace(catalogs.joined(term), ""), term
    with app.test_request_context("/"), force_locale("th"):
        text = reason_text("jass_trick_won_by_trump", {"seat": "S", "card": "UR", "suit": "R"}, "jass")
    assert "ทรัมป์" not in text and catalogs.joined("ทรัมป์") in text
