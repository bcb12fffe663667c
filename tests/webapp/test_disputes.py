"""The dispute presets (webapp/core/disputes.py): each opens its checker on a verdict in every
locale, asks first for the cards it turns on, and is on the home page."""

from __future__ import annotations

import html
import re

import pytest

from webapp.core.disputes import DISPUTES
from webapp.i18n import LOCALES

URL_CODES = [loc.url for loc in LOCALES]


@pytest.mark.parametrize("lang", URL_CODES)
@pytest.mark.parametrize("dispute", DISPUTES, ids=lambda d: d.id)
def test_each_dispute_opens_on_a_verdict(client, lang, dispute):
    response = client.get(f"/{lang}/dispute/{dispute.id}")
    assert response.status_code == 302
    location = response.headers["Location"]
    assert location.startswith(f"/{lang}/{dispute.game}/check/")
    assert location.endswith(f"&preset={dispute.id}")
    page = client.get(location)
    text = page.get_data(as_text=True)
    assert page.status_code == 200, text[:300]  # a preset never opens on an error
    assert 'id="verdict-summary"' in text
    h1 = html.unescape(re.search(r"<h1>(.*?)</h1>", text, re.S).group(1))
    assert h1 == str(dispute.title) if lang == "en" else h1 != str(dispute.title)  # translated
    # the hands it turns on come first; the others are folded away
    if dispute.kind in ("announcements", "weis"):
        shown = text.split('<details class="checker__more"', 1)[0]
        assert [f'id="f-{f}"' in shown for f in dispute.fields] == [True] * len(dispute.fields)
        assert text.count('class="field field--cards"') == 4


def test_the_home_page_offers_every_dispute_first(client):
    text = client.get("/fr/").get_data(as_text=True)
    assert text.index('id="disputes"') < text.index('class="games"')
    links = [html.unescape(x) for x in re.findall(r'class="dispute" href="([^"]+)"', text)]
    assert [x.rsplit("preset=", 1)[1] for x in links] == [d.id for d in DISPUTES]
    for link, d in zip(links, DISPUTES, strict=True):  # the same page as /fr/dispute/<id>
        assert link == client.get(f"/fr/dispute/{d.id}").headers["Location"]
    assert "Trancher une dispute" in text


def test_an_unknown_dispute_is_a_404_and_a_stray_preset_is_ignored(client):
    assert client.get("/en/dispute/nope").status_code == 404
    page = client.get("/en/belote/check/score?variant=classic&taker=NS&trump=S&tp=90"
                      "&preset=equal-tierces")  # a preset of another checker: ignored
    assert page.status_code == 200
    assert "<h1>Belote deal score</h1>" in page.get_data(as_text=True)
