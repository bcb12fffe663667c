"""The score sheet as players use it beyond adding deals: the winner under each ruleset, a
table's own ruleset as one more column, and the sheet embedded in another site (the "Embed this"
snippet, the frame, oEmbed)."""

from __future__ import annotations

import html
import re
from urllib.parse import quote

GAME = "1.eS252-0cTaD100.nS90-72.nS162-0"  # Maison: NS reach 330 first; Officielles: EW


def body(r) -> str:
    return r.get_data(as_text=True)


def results(page: str) -> list[str]:
    """The text of each ruleset's result cell, in column order."""
    foot = page.split("<tfoot>")[1].split("</tfoot>")[0]
    cells = re.findall(r'<td colspan="2" class="sheet__result[^"]*">(.*?)</td>', foot, re.S)
    return [re.sub(r"<[^>]+>", "", c).strip() for c in cells]


def totals(page: str, deal: int) -> list[str]:
    row = page.split(f'id="deal-{deal}"')[1].split("</tr>")[0]
    return re.findall(r'<span class="sheet__total">([^<]+)</span>', row)


def test_each_ruleset_names_its_own_winner(client):
    page = body(client.get(f"/en/belote/sheet?g={GAME}&target=330"))
    assert re.findall(r'class="sheet__rs[^"]*">(\w+)', page) == ["Maison", "Officielles"]
    assert results(page) == ["North–South wins the game.", "East–West wins the game."]
    page = body(client.get(f"/fr/belote/sheet?g={GAME}&target=330&rules=officielles"))
    assert results(page) == ["Est–Ouest gagne la partie."]
    # a game not yet decided says so
    page = body(client.get("/en/jass/sheet?g=1.O100-57t63"))
    assert results(page) == ["The game goes on.", "The game goes on."]


def test_a_tables_own_ruleset_is_one_more_column(client):
    r = client.post("/api/v1/belote/rulesets", json={
        "base": "maison", "set": {"coinche_rounding": "ten"}, "name": "Chez Paul"})
    hid = r.json["id"]
    page = body(client.get(f"/en/belote/sheet?g=1.nS100-62.eH90-72&rules=maison,{hid}"))
    # the table's own first: the ruleset it plays (on a phone, the one in view)
    assert re.findall(r'class="sheet__rs[^"]*">([\w ]+?) <', page) == ["Chez Paul", "Maison"]
    assert f'value="{hid}" checked' in page  # the options form keeps it
    # each deal's checker and the game's link keep the table's ruleset
    assert f"rules=maison,{hid}" in html.unescape(re.search(
        r'<a href="([^"]*/check/score[^"]*)"', page).group(1))
    assert f"rules=maison,{hid}" in html.unescape(
        re.search(r'id="permalink"[^>]*value="([^"]+)"', page).group(1))


def test_the_sheet_can_be_embedded_with_the_same_totals(client):
    page = body(client.get(f"/en/belote/sheet?g={GAME}&target=330"))
    code = html.unescape(re.search(r'<textarea id="embed-sheet"[^>]*>(.*?)</textarea>',
                                   page, re.S).group(1))
    src = html.unescape(re.search(r'<iframe class="atout-embed" src="([^"]+)"', code).group(1))
    assert src == f"http://localhost/embed/en/belote/sheet?g={GAME}&target=330"
    r = client.get(src)
    assert r.status_code == 200
    assert "frame-ancestors *" in r.headers["Content-Security-Policy"]
    frame = body(r)
    assert totals(frame, 3) == totals(page, 3) == ["352", "324"]  # Officielles: over
    assert results(frame) == results(page)
    assert "Edit" not in frame and 'id="deal-form"' not in frame  # read-only
    assert f'href="http://localhost/en/belote/sheet?g={GAME}&amp;target=330"' in frame  # Open
    # oEmbed of the sheet's link gives the same frame
    r = client.get("/oembed?url=" + quote(f"http://localhost/en/belote/sheet?g={GAME}&target=330",
                                          safe=""))
    assert r.status_code == 200 and html.escape(src) in r.json["html"]
    assert r.json["title"] == "Belote game sheet"


def test_the_schieber_embed_draws_the_jasstafel_in_the_links_language(client):
    frame = body(client.get("/embed/de-ch/jass/sheet?g=1.U157-0t90.O100-57t63&theme=dark"))
    assert frame.count('<figure class="tafel__team">') == 4
    assert 'lang="de-CH"' in frame and "theme-dark" in frame


def test_an_embed_without_a_game_is_refused(client):
    assert client.get("/embed/en/belote/sheet").status_code == 400
    assert client.get("/embed/en/belote/sheet?g=2.zz").status_code == 400
    assert client.get("/embed/en/poker/sheet?g=1.nS100-62").status_code == 404
    # the form's parameters are not the embed's: the canonical redirect drops them
    assert client.get("/embed/en/belote/sheet?g=1.nS100-62&do=add").status_code == 301


def notes(page: str, deal: int) -> str:
    """The notes under a deal's row (each ruleset's reasons), as text."""
    row = page.split(f'id="deal-{deal}"')[1].split('<tr class="sheet__row')[0]
    found = re.search(r'<tr class="sheet__notes">(.*?)</tr>', row, re.S)
    return re.sub(r"<[^>]+>", "", found.group(1)) if found else ""


def test_the_end_of_a_game_on_crafted_sheets(client):
    # both teams over the target: the larger excess wins (belote.md Q21)
    page = body(client.get("/en/belote/sheet?g=1.nS100-62.eS110-52&target=150"))
    assert totals(page, 2) == ["152", "172", "152", "172"]
    assert results(page) == ["East–West wins the game."] * 2
    assert "172" in notes(page, 2) and "152" in notes(page, 2)
    assert page.count("sheet__won") == 2  # EW's total on deal 2, under each ruleset
    # a belote alone does not win on a fall: NS 272 over 260 with it, the game goes on
    page = body(client.get("/en/belote/sheet?g=1.nS252-0cT.nS70-92bT.eS100-62&target=260"))
    assert totals(page, 2)[:2] == ["272", "162"]
    assert "belote" in notes(page, 2).lower()
    assert results(page) == ["North–South wins the game."] * 2
    assert re.search(r'id="deal-3"[^>]*>.*?sheet__won', page, re.S)
    # Stöck first: NS reach the target in the middle of deal 8 with their Stöck (jass.md Q12)
    page = body(client.get(
        "/en/jass/sheet?g=1.O120-37t72wN50.U157-0t90.S57-100t63sE.O100-57t63.U100-57t63"
        ".L120-37t72wN100.O60-97t36.L20-137t18sN"))
    assert results(page)[0] == "North–South wins the game. East–West is Schneider."
    assert totals(page, 8)[:2] == ["3,012", "1,115"]
    assert "Stöck" in notes(page, 8)


def test_a_bad_table_id_in_rules_is_a_422_naming_rules_on_every_sheet_route(client):
    # as on every checker, example and embed: a cut or mistyped table id is said, never dropped
    hid = client.post("/api/v1/belote/rulesets", json={
        "base": "maison", "set": {"coinche_rounding": "ten"}}).json["id"]
    bad = hid[:-2] + ("AA" if not hid.endswith("AA") else "BB")
    query = f"g={GAME}&target=330&rules=maison,{bad}"
    r = client.get(f"/fr/belote/sheet?{query}")
    assert r.status_code == 422
    page = body(r)
    error = page.split('id="err-rules"')[1].split("</p>")[0]
    assert "hidden" not in error.split(">")[0] and bad[:10] in error
    assert 'aria-describedby="err-rules"' in page
    r = client.get(f"/fr/belote/sheet?{query}&do=add&variant=classic&taker=NS&trump=S&tp=100")
    assert r.status_code == 422  # no new link that drops it
    r = client.get(f"/embed/fr/belote/sheet?{query}")
    assert r.status_code == 422
    assert "rules" in body(r) and bad[:10] in body(r) and "sheet__row" not in body(r)
    for url in (f"http://localhost/fr/belote/sheet?{query}",
                f"http://localhost/embed/fr/belote/sheet?{query}"):
        r = client.get("/oembed?url=" + quote(url, safe=""))
        assert r.status_code == 422 and r.mimetype == "application/json"
        assert r.json["error"]["details"]["field"] == "rules"
        assert "adresse" in r.json["error"]["message"]  # in the URL's language
    # the good id still makes its column, everywhere
    good = f"g={GAME}&target=330&rules=maison,{hid}"
    assert client.get(f"/fr/belote/sheet?{good}").status_code == 200
    assert client.get(f"/embed/fr/belote/sheet?{good}").status_code == 200
    r = client.get("/oembed?url=" + quote(f"http://localhost/fr/belote/sheet?{good}", safe=""))
    assert r.status_code == 200
