"""Numbers in a page's prose are written for the page's locale, whichever locale rendered the
template first (a ``3000|num`` folded at compile time kept the first locale's format)."""

from __future__ import annotations

import html
import re

import pytest

#: The Schieber page's game target, as each locale writes it (Babel's CLDR; pt is Portugal's).
TARGETS = {"en": "3,000", "th": "3,000", "vi": "3.000", "de-ch": "3'000", "fr": "3\u202f000",
           "pt": "3\u00a0000"}


@pytest.mark.parametrize("first", ["fr", "vi"])
def test_the_schieber_page_writes_its_target_in_each_locale(client, first):
    client.get(f"/{first}/jass/schieber")  # compiles the template under another locale first
    for lang, target in TARGETS.items():
        page = html.unescape(client.get(f"/{lang}/jass/schieber").get_data(as_text=True))
        assert set(re.findall("3[ \u00a0\u202f.,'’]000", page)) == {target}, lang
