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
    ("th", "เปลี่ยนจาก Maison 1 ข้อ", "เปลี่ยนจาก Maison 3 ข้อ"),
])
def test_the_count_is_written_in_the_pages_language(client, loc, one, three):
    page = client.get(f"/{loc}/belote/table").get_data(as_text=True)
    counts = json.loads(html.unescape(re.search(r"data-counts='([^']+)'", page).group(1)))
    assert counts["maison"][1] == one and counts["maison"][3] == three


# -- user6's findings (a phone user's first go at the table page) --------------------------------

JASS_REFUSED = "/en/jass/table?base=traditional&name=Stammtisch&target=1000&weis_tie=both"


def _select(page: str, field: str) -> str:
    m = re.search(rf'<select id="f-{field}"[^>]*>.*?</select>', page, re.S)
    assert m, f"no select for {field}"
    return m.group(0)


def _selected(page: str, field: str) -> str:
    return re.search(r'<option value="([^"]+)" selected', _select(page, field)).group(1)


def test_a_refused_combination_keeps_the_users_choices(client):
    """Finding 1: a game to 1,000 with the default multipliers is refused (a game in one deal);
    the form comes back with the choices made, not reset to the base."""
    r = client.get(JASS_REFUSED)
    assert r.status_code == 422
    page = r.get_data(as_text=True)
    assert _selected(page, "target") == "1000"
    assert _selected(page, "weis_tie") == "both"
    assert _selected(page, "multipliers") == "pagat"  # untouched: the base's
    assert 'value="Stammtisch"' in page
    # marked and counted as changed, as before the submit
    for field in ("target", "weis_tie"):
        assert re.search(rf'class="house__rule house__rule--changed[^"]*" id="rule-{field}"', page)
    assert 'class="house__rule" id="rule-multipliers"' not in page  # named by the error, unchanged
    assert _text(_block(page, "house-count")) == "2 rules changed from Traditional"
    # no link was made: the bar still offers to make it
    assert "Make our ruleset's link" in _block(page, "house-bar")


def test_a_refused_combination_is_an_error_linked_to_its_fields(client):
    page = client.get(JASS_REFUSED).get_data(as_text=True)
    summary = _block(page, "error-summary")
    assert 'class="error-summary"' in summary and 'role="alert"' in summary
    link = re.search(r'<a href="#f-(\w+)" id="error-text">(.*?)</a>', summary, re.S)
    assert link and link.group(1) == "target", summary
    assert "1,000" in _text(link.group(2))
    # both fields it names point back to it; no other field does
    for field in ("target", "multipliers"):
        select = _select(page, field)
        assert 'aria-invalid="true"' in select and 'aria-describedby="error-text"' in select
    assert page.count('aria-invalid="true"') == 2
    assert 'aria-invalid' not in _select(page, "weis_tie")


def test_a_made_link_lands_on_the_share_box(client, table):
    """Finding 3: the redirect after the submit goes to the share box, and once the link exists
    the bar's button updates it."""
    r = client.get("/en/belote/table?base=maison&name=Chez+Paul&surcoinche_factor=3")
    assert r.status_code == 303
    location = r.headers["Location"]
    assert location.endswith("#share"), location
    page = client.get(location.split("#")[0]).get_data(as_text=True)
    assert re.search(r'<section class="house__share" id="share"', page)
    bar = _text(_block(page, "house-bar"))
    assert bar.endswith("Update our ruleset's link"), bar
    assert "Make our ruleset's link" not in page


@pytest.mark.parametrize("loc", ["pt", "vi", "th", "de-ch", "fr"])
def test_the_update_button_is_translated(client, table, loc):
    page = client.get(f"/{loc}/belote/table?rules={table}").get_data(as_text=True)
    en = client.get(f"/en/belote/table?rules={table}").get_data(as_text=True)
    button = _text(re.search(r'<button type="submit".*?</button>', page, re.S).group(0))
    make = _text(re.search(r'<button type="submit".*?</button>',
                           client.get(f"/{loc}/belote/table").get_data(as_text=True),
                           re.S).group(0))
    assert button and button not in ("Update our ruleset's link", make), button
    assert "Update our ruleset's link" in en


@pytest.mark.parametrize("game", ["belote", "jass"])
def test_the_table_page_is_in_the_menu_and_on_the_home_page(client, game):
    """Finding 2: "Your table's rules" in each game's menu, after its checker, and on the home."""
    home = client.get("/en/").get_data(as_text=True)
    section = home[home.index(f'aria-labelledby="game-{game}"'):]
    section = section[:section.index("</section>")]
    hrefs = re.findall(r'<a href="([^"]+)">', section)
    assert f"/en/{game}/table" in hrefs, hrefs
    assert hrefs.index(f"/en/{game}/table") == hrefs.index(f"/en/{game}/check") + 1
    menu = client.get("/en/belote/check").get_data(as_text=True)
    assert re.search(rf'<a[^>]*href="/en/{game}/table"[^>]*>\s*Your table.s rules', menu)


def test_the_sheet_has_a_print_button_and_names_the_site(client, table):
    """Finding 14: a Print button (shown by house.js, not printed) and "Atout" on the page."""
    page = client.get(f"/en/belote/table/sheet?rules={table}").get_data(as_text=True)
    button = re.search(r'<button type="button" class="sheet__print" id="sheet-print" hidden>'
                       r'Print</button>', page)
    assert button, "no Print button (hidden until the script shows it)"
    assert re.search(r'<script defer src="/static/js/house\.[0-9a-f]+\.js">', page)
    head = page[page.index('<header class="sheet__head">'):page.index("</header>")]
    assert '<p class="sheet__site">Atout</p>' in head
