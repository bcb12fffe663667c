"""The score sheet's user5 findings: a deal's checker keeps its game (back, add to it, replace
the deal), undo says and undoes the last change, the next deal keeps the game's variant, the
Schieber profile is one game-level control, the card hint is true where there is no picker."""

from __future__ import annotations

import html
import re
from urllib.parse import parse_qs, urlsplit

GAME = "1.nH105-57k100.eS70-92k90.nD81-81k80bT"


def body(r) -> str:
    return r.get_data(as_text=True)


def href(page: str, id_: str) -> str:
    return html.unescape(re.search(rf'href="([^"]+)" id="{id_}"|id="{id_}" href="([^"]+)"',
                                   page).group(0).split('href="')[1].split('"')[0])


def test_a_deals_checker_goes_back_to_its_game_and_adds_to_it(client):
    sheet = body(client.get(f"/en/belote/sheet?g={GAME}&target=1500"))
    links = re.findall(r'<a href="([^"]*/check/score[^"]*)"', sheet)
    checker = html.unescape(links[2])  # deal 3's checker
    r = client.get(checker)
    assert r.status_code == 200  # the canonical redirect keeps sheet= and deal=
    page = body(r)
    back = href(page, "back-to-game")
    assert "Back to the game (deal 3)" in page
    assert back == f"/en/belote/sheet?g={GAME}&target=1500#deal-3"
    # the form carries the game, so a re-checked deal still knows it
    assert '<input type="hidden" name="sheet"' in page and 'name="deal" value="2"' in page
    # append: the game's four deals, the checked one last, the target kept
    r = client.get(href(page, "sheet-add"))
    to = parse_qs(urlsplit(r.headers["Location"]).query)
    assert r.status_code == 302 and to["g"] == [GAME + ".nD81-81k80bT"]
    assert to["target"] == ["1500"] and "Add it to the game as deal 4" in page
    # replace deal 3 with the checked deal, changed in the checker: the other deals stay
    page = body(client.get(checker.replace("tp=81&dp=81", "tp=100&dp=62")))
    assert "Put this deal in the game as deal 3" in page
    r = client.get(href(page, "sheet-replace"))
    g = parse_qs(urlsplit(r.headers["Location"]).query)["g"][0]
    assert g == "1.nH105-57k100.eS70-92k90.nD100-62k80bT"
    assert urlsplit(r.headers["Location"]).fragment == "deal-3"


def test_a_checker_without_a_game_starts_a_new_one(client):
    page = body(client.get("/en/belote/check/score?variant=classic&taker=NS&trump=S&tp=100"
                           "&dp=62&sheet=g%3D9.nonsense"))
    assert "back-to-game" not in page and "Add to a game sheet" in page
    r = client.get(href(page, "sheet-add"))
    assert parse_qs(urlsplit(r.headers["Location"]).query)["g"] == ["1.nS100-62"]


def test_undo_after_an_edit_undoes_the_edit(client):
    r = client.get(f"/en/belote/sheet?g={GAME}&edit=1&do=save&variant=coinche&taker=EW"
                   "&trump=S&bid=90&tp=92&dp=70")
    location = r.headers["Location"]
    assert parse_qs(urlsplit(location).query)["undo"] == ["1.eS70-92k90"]
    page = body(client.get(location.split("#")[0]))
    assert "Undo the change to deal 2" in page
    undo = href(page, "undo")
    assert parse_qs(urlsplit(undo).query)["g"] == [GAME]
    # after an add, undo names the deal it removes
    page = body(client.get(f"/en/belote/sheet?g={GAME}"))
    assert "Remove deal 3" in page
    assert parse_qs(urlsplit(href(page, "undo")).query)["g"] == ["1.nH105-57k100.eS70-92k90"]


def test_the_next_deal_keeps_the_games_variant(client):
    page = body(client.get(f"/en/belote/sheet?g={GAME}"))
    form = page.split('id="deal-form"')[1]
    assert '<option value="coinche" selected>' in form
    assert re.search(r'id="f-trump".*?<option value="S" selected>', form, re.S)  # not the trump
    classic = body(client.get("/en/belote/sheet?g=1.nS100-62")).split('id="deal-form"')[1]
    assert '<option value="classic" selected>' in classic


def test_the_schieber_profile_is_one_game_level_control(client):
    page = body(client.get("/en/jass/sheet?g=1.R100-57t63&profile=swisslos-1000"))
    assert page.count('id="f-profile"') == 1 and page.count('for="f-profile"') == 1
    form = page.split('id="deal-form"')[1]
    assert '<input type="hidden" name="profile" value="swisslos-1000">' in form
    r = client.get("/en/jass/sheet?g=1.R100-57t63&profile=swisslos-1000&do=add&contract=R"
                   "&ns=100&ew=57&tns=6&tew=3")
    assert parse_qs(urlsplit(r.headers["Location"]).query)["profile"] == ["swisslos-1000"]
    # the deal's checker counts it with the game's profile, and goes back to the game
    checker = html.unescape(re.search(r'<a href="([^"]*/check/score[^"]*)"', page).group(1))
    assert "profile=swisslos-1000" in checker.split("&sheet=")[0]


def test_no_hint_points_to_a_card_picker_that_is_not_there(client):
    for path in ("/en/belote/sheet", "/en/belote/check/score"):
        page = body(client.get(path))
        assert 'id="picker"' not in page and "pick the cards below" not in page
        assert "Type card codes such as JS QS 10H." in page
    assert "pick the cards below" in body(client.get("/en/belote/check/play"))
