"""The table page and its printable sheet, as HTML (issue 18): what a table sees of how its
rules differ from the base, the link written under the sheet's QR code, a standard ruleset's
sheet, and the form's sticky bar with its count (without JavaScript: the count of the rules as
loaded)."""

from __future__ import annotations

import html
import json
import re

import pytest
from flask_babel import force_locale

from webapp.core.rulesets import HOUSES
from webapp.i18n import ruleset_name

BELOTE = HOUSES["belote"]
CHANGES = {"surcoinche_factor": "3", "no_trump_ace": "19", "capot_bid_value": "500"}


def _text(fragment: str) -> str:
    """The words of an HTML fragment, as a reader sees them (tags out, spaces collapsed)."""
    text = html.unescape(re.sub(r"<[^>]+>", " ", fragment))
    return re.sub(r"[ \t\n]+", " ", text).strip()  # a no-break space stays one


def _block(page: str, id_: str) -> str:
    """The element of ``id_`` up to its first closing ``</div>`` or ``</figcaption>``."""
    m = re.search(rf'<(\w+)[^>]*\bid="{id_}".*?</\1>', page, re.S)
    assert m, f"no #{id_} on the page"
    return m.group(0)


@pytest.fixture
def table() -> str:
    return BELOTE.encode("maison", CHANGES, "Chez Paul")


@pytest.mark.parametrize("where", ["table", "table/sheet"])
def test_the_page_and_the_sheet_say_how_the_table_differs_one_line_a_rule(client, table, where):
    page = client.get(f"/en/belote/{where}?rules={table}").get_data(as_text=True)
    differs = _block(page, "differs")
    assert _text(differs).startswith("Differs from the Maison rules:")
    lines = [_text(li) for li in re.findall(r"<li>.*?</li>", differs, re.S)]
    # in the switches' order, each with its label and its value
    assert lines == ["The Ace in sans-atout: the Ace is worth 19 in sans-atout",
                     "Surcoinche multiplier: a surcoinche multiplies by 3",
                     "Value of a capot bid: a capot bid is worth 500"], lines


def test_the_differences_are_in_the_share_box_in_the_pages_language(client, table):
    page = client.get(f"/fr/belote/table?rules={table}").get_data(as_text=True)
    share = page[page.index('class="house__share"'):page.index("</section>")]
    assert 'id="differs"' in share
    text = _text(_block(page, "differs"))
    assert text.startswith("Ce qui diffère des règles Maison\u00a0:"), text
    assert text.count("\u00a0:") == 4  # the heading, then each rule's label


def test_a_standard_ruleset_has_no_differences_listed(client):
    page = client.get("/en/belote/table?rules=maison").get_data(as_text=True)
    assert 'id="differs"' not in page


def test_the_share_box_has_copy_link_and_share(client, table):
    page = client.get(f"/en/belote/table?rules={table}").get_data(as_text=True)
    share = page[page.index('class="house__share"'):page.index("</section>")]
    box = re.search(r'<div class="share-this" data-url="([^"]+)"', share)
    assert box and html.unescape(box.group(1)).endswith(f"/en/belote/table?rules={table}")
    assert "Copy link" in share and "Share…" in share
    assert re.search(r'<script defer src="/static/js/share\.[0-9a-f]+\.js">', page)


def test_the_sheet_writes_the_link_under_its_code(client, table):
    page = client.get(f"/en/belote/table/sheet?rules={table}").get_data(as_text=True)
    figure = page[page.index('<figure class="sheet__qr">'):page.index("</figure>")]
    assert "<svg" in figure
    caption = _block(page, "sheet-url")
    # the whole permalink, which breaks after a "/" or the "?" before it breaks inside the id
    assert _text(caption.replace("<wbr>", "")) == f"http://localhost/en/belote/table?rules={table}"
    assert "table?<wbr>rules=" in caption and "/<wbr>belote/<wbr>" in caption


@pytest.mark.parametrize(("loc", "rid", "name", "value"), [
    ("en", "maison", "Maison", "a surcoinche multiplies by 4"),
    ("en", "officielles", "Officielles", "a coinched capot is based on 250"),
    ("th", "officielles", None, None),  # its Thai name, whatever the catalog says
])
def test_a_standard_rulesets_sheet_is_printed_every_rule_at_its_value(app, client, loc, rid,
                                                                      name, value):
    if name is None:
        with app.test_request_context(f"/{loc}/"), force_locale(loc):
            name = ruleset_name(rid)
        assert name and name != rid
    r = client.get(f"/{loc}/belote/table/sheet?rules={rid}")
    assert r.status_code == 200, r.headers.get("Location")
    page = r.get_data(as_text=True)
    assert _text(re.search(r"<h1>.*?</h1>", page).group(0)) == name
    rows = re.findall(r"<tr[^>]*>.*?</tr>", page, re.S)
    assert len(rows) == len(BELOTE.switches)
    assert "sheet__changed" not in page and 'id="differs"' not in page
    if value:
        assert value in _text(page)
    # its code and link lead to the table page, starting from that ruleset
    assert _text(_block(page, "sheet-url").replace("<wbr>", "")).endswith(
        f"/{loc}/belote/table?rules={rid}")


def test_a_sheet_without_a_ruleset_goes_to_the_table_page(client):
    r = client.get("/en/belote/table/sheet")
    assert r.status_code == 303 and r.headers["Location"].endswith("/en/belote/table")


@pytest.mark.parametrize(("rules", "count"), [
    (None, "No rule changed from Maison"), ("table", "3 rules changed from Maison")])
def test_the_forms_bar_counts_the_changes_and_holds_the_button(client, table, rules, count):
    url = "/en/belote/table" + (f"?rules={table}" if rules else "")
    page = client.get(url).get_data(as_text=True)
    bar = _block(page, "house-bar")
    assert _text(re.search(r'<p[^>]*id="house-count".*?</p>', bar, re.S).group(0)) == count
    # the button submits the form from the bar (no script needed)
    assert re.search(r'<button type="submit" form="house-form"', bar)
    assert '<form class="house__form" id="house-form"' in page
    # house.js reads every count's words for each base, and each rule's value in each base
    counts = json.loads(html.unescape(re.search(r"data-counts='([^']+)'", bar).group(1)))
    assert counts["officielles"][1] == "1 rule changed from Officielles"
    assert counts["maison"][0] == "No rule changed from Maison"
    assert len(counts["maison"]) == len(BELOTE.switches) + 1
    defaults = re.search(r'id="f-surcoinche_factor"[^>]*data-defaults=\'([^\']+)\'', page)
    assert json.loads(html.unescape(defaults.group(1))) == {"maison": "4", "officielles": "4"}


@pytest.mark.parametrize(("loc", "one", "three"), [
    ("fr", "1 règle changée par rapport aux règles Maison",
     "3 règles changées par rapport aux règles Maison"),
    ("de-ch", "1 Regel gegenüber Maison geändert", "3 Regeln gegenüber Maison geändert"),
    ("th", "เปลี่ยนกติกา 1 ข้อจาก Maison", "เปลี่ยนกติกา 3 ข้อจาก Maison"),
])
def test_the_count_is_written_in_the_pages_language(client, loc, one, three):
    page = client.get(f"/{loc}/belote/table").get_data(as_text=True)
    counts = json.loads(html.unescape(re.search(r"data-counts='([^']+)'", page).group(1)))
    assert counts["maison"][1] == one and counts["maison"][3] == three
