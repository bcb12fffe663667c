"""A table's column on the checkers (issue 18, user5's findings 3 and 9): it states only its own
target and multipliers, "What decides it" names only what changed the deal, and the short list
of differing steps counts 1, 2... (not "1., 7.")."""

from __future__ import annotations

import re

_TABLE = "h1.AAMAAQUBBgRTdGFtbXRpc2NoIELDpHJlbsI"  # Traditional + target 1000 + Swisslos ×
_URL = ("/en/jass/check/score?contract=undenufe&ns=100&ew=57&tns=6&tew=3&weis=NS&weispts=50"
        f"&profile=swisslos-2500&rules=traditional,swiss,{_TABLE}")


def _column(html: str, rid: str) -> str:
    m = re.search(rf'<section[^>]*data-rulesets="{re.escape(rid)}".*?</section>', html, re.S)
    assert m, rid
    return m.group(0)


def test_the_table_s_column_says_its_own_target_not_the_swiss_profile(client):
    html = client.get(_URL).get_data(as_text=True)
    table = _column(html, _TABLE)
    assert "the game is to 1,000 points" in table
    assert "Multipliers and target" not in table  # "Swisslos (game to 2,500)" was the Swiss one's
    assert "Multipliers and target: Swisslos (game to 2,500)" in _column(html, "swiss")


def test_what_decides_a_single_deal_is_not_the_game_target(client):
    html = client.get(_URL).get_data(as_text=True)
    decides = re.search(r'<p class="verdict__decides">(.*?)</p>', html, re.S).group(1)
    assert "multipliers" in decides and "game target" not in decides


def test_the_differing_steps_are_numbered_from_one(client):
    html = client.get(_URL).get_data(as_text=True)
    key = re.search(r'<ol class="verdict__reasons verdict__reasons--key">.*?</ol>',
                    _column(html, "traditional"), re.S).group(0)
    assert key.count("<li") == 4 and "value=" not in key  # an <ol> counts 1, 2, 3, 4
