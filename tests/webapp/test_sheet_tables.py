"""A table's own ruleset added from the score sheet itself: its id or its link pasted in the
sheet's options, or "build one" on the table page, which comes back to the sheet with the table's
column (issue 19, with the house rules of issue 18)."""

from __future__ import annotations

import html
import re
from urllib.parse import parse_qs, urlsplit

GAME = "1.eS252-0cTaD100.nS90-72.nS162-0"


def body(r) -> str:
    return r.get_data(as_text=True)


def columns(page: str) -> list[str]:
    return re.findall(r'class="sheet__rs[^"]*">(.+?) <span', page)


def table(client, name="Chez Paul"):
    return client.post("/api/v1/belote/rulesets", json={
        "base": "officielles", "set": {"coinche_rounding": "ten"}, "name": name}).json["id"]


def test_a_pasted_table_link_or_id_becomes_a_column(client):
    hid = table(client)
    for pasted in (hid, f"  https://atout.example/fr/belote/table?rules={hid}  ",
                   f"http://localhost/en/belote/check/score?tp=100&rules=maison,{hid}"):
        r = client.get("/en/belote/sheet", query_string={
            "g": GAME, "target": "330", "rules": "maison", "table": pasted})
        assert r.status_code == 302, pasted
        to = urlsplit(r.headers["Location"])
        assert parse_qs(to.query) == {"g": [GAME], "target": ["330"],
                                      "rules": [f"maison,{hid}"]}  # no "table" left
        assert to.fragment == "sheet-options"
        page = body(client.get(f"{to.path}?{to.query}"))
        assert columns(page) == ["Chez Paul", "Maison"]  # the table's own first
        assert 'id="f-table" name="table" value=""' in page
    # a table already there is not added twice
    r = client.get(f"/en/belote/sheet?g={GAME}&rules=maison,{hid}&table={hid}")
    assert parse_qs(urlsplit(r.headers["Location"]).query)["rules"] == [f"maison,{hid}"]


def test_what_is_not_a_tables_ruleset_is_refused_at_its_field(client):
    jass = client.post("/api/v1/jass/rulesets", json={"base": "swiss", "name": "Jass"}).json["id"]
    for pasted, words in (("hello", "hello"), (jass, ""), (table(client)[:-2], "")):
        r = client.get("/fr/belote/sheet", query_string={"g": GAME, "table": pasted})
        assert r.status_code == 422, pasted
        page = body(r)
        field = re.search(r'<input type="text" id="f-table"[^>]*>', page).group(0)
        assert 'aria-invalid="true"' in field and f'value="{pasted}"' in field
        error = re.search(r'<p class="field__error" id="err-table">([^<]+)</p>', page).group(1)
        assert words in html.unescape(error)
        assert columns(page) == ["Maison", "Officielles"]  # the sheet is still shown


def test_build_one_comes_back_to_the_sheet_with_its_column(client):
    page = body(client.get(f"/en/belote/sheet?g={GAME}&target=330"))
    build = html.unescape(re.search(r'<p class="field__hint" id="hint-table"><a href="([^"]+)"',
                                    page).group(1))
    to = urlsplit(build)
    assert to.path == "/en/belote/table"
    assert parse_qs(to.query) == {"sheet": [f"g={GAME}&target=330"]}
    house = body(client.get(build))
    assert f'<input type="hidden" name="sheet" value="g={GAME}&amp;target=330">' in house
    assert 'id="back-to-sheet"' not in house  # no ruleset made yet
    # the table's form, submitted: its id, and the way back
    r = client.get("/en/belote/table", query_string={
        "base": "maison", "name": "Chez Paul", "coinche_rounding": "ten",
        "sheet": f"g={GAME}&target=330"})
    assert r.status_code == 303
    house = body(client.get(r.headers["Location"]))
    back = html.unescape(re.search(r'id="back-to-sheet" href="([^"]+)"', house).group(1))
    hid = parse_qs(urlsplit(r.headers["Location"]).query)["rules"][0]
    assert back == f"/en/belote/sheet?g={GAME}&target=330&rules=maison,officielles,{hid}"
    page = body(client.get(back))
    assert columns(page) == ["Chez Paul", "Maison", "Officielles"]
