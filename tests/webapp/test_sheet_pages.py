"""The score sheet pages: the game in its link (round trip, length), add, edit, undo, errors."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlsplit

from hypothesis import given, settings
from hypothesis import strategies as st

from webapp.core import sheetlink
from webapp.core.questions import MAX_DEALS


def body(r) -> str:
    return r.get_data(as_text=True)


BELOTE_DEAL = st.fixed_dictionaries(
    {"variant": st.just("classic"), "taker": st.sampled_from(["NS", "EW"]),
     "trump": st.sampled_from(["S", "H", "D", "C", "none", "all"]),
     "card_points": st.fixed_dictionaries({"taker": st.integers(0, 252),
                                           "defense": st.integers(0, 252)})},
    optional={"all_tricks_taker": st.sampled_from(["taker", "defense"]),
              "announcements": st.fixed_dictionaries(
                  {"team": st.sampled_from(["taker", "defense"]),
                   "points": st.sampled_from([20, 50, 100, 150, 200, 270, 990, 1000])}),
              "belote": st.sampled_from(["taker", "defense"])})
COINCHE_DEAL = st.builds(lambda d, bid, level: {**d, "variant": "coinche", "bid": bid,
                                                 **({"coinche": level} if level > 1 else {})},
                         BELOTE_DEAL, st.sampled_from(range(80, 170, 10)),
                         st.sampled_from([1, 2, 4]))
CARDS_DEAL = st.builds(
    lambda taker, trump, cards, last: {"variant": "classic", "taker": taker, "trump": trump,
                                       "cards_won": {"taker": " ".join(sorted(cards))},
                                       "last_trick": last},
    st.sampled_from(["NS", "EW"]), st.sampled_from(["S", "H"]),
    st.lists(st.sampled_from([r + s for s in "SHDC" for r in "789TJQKA"]), unique=True,
             max_size=32), st.sampled_from(["taker", "defense"]))
JASS_DEAL = st.fixed_dictionaries(
    {"contract": st.sampled_from(["E", "S", "R", "L", "obenabe", "undenufe"]),
     "card_points": st.fixed_dictionaries({"NS": st.integers(0, 157), "EW": st.integers(0, 157)}),
     "tricks": st.fixed_dictionaries({"NS": st.integers(0, 9), "EW": st.integers(0, 9)})},
    optional={"weis": st.fixed_dictionaries({"team": st.sampled_from(["NS", "EW"]),
                                             "points": st.sampled_from([20, 50, 100, 170,
                                                                        1000])}),
              "stoeck": st.fixed_dictionaries({"team": st.sampled_from(["NS", "EW"]),
                                               "points": st.just(20)})})


def _canon(deal):
    """The cards of a deal entered as cards, in the deck's order (as the link gives them)."""
    if "cards_won" in deal:
        order = [r + s for s in "SHDC" for r in "789TJQKA"]
        cards = deal["cards_won"]["taker"].split()
        return {**deal, "cards_won": {"taker": " ".join(sorted(cards, key=order.index))}}
    return deal


@settings(max_examples=200, deadline=None)
@given(st.lists(BELOTE_DEAL | COINCHE_DEAL | CARDS_DEAL, max_size=MAX_DEALS))
def test_a_belote_game_comes_back_from_its_link(deals):
    text = sheetlink.encode("belote", deals)
    assert re.fullmatch(r"[A-Za-z0-9.\-]*", text)  # nothing a URL escapes
    assert all(len(token) <= 40 for token in text.split("."))  # sheetlink.MAX_LENGTH
    assert sheetlink.decode("belote", text) == ([_canon(d) for d in deals], None)


@settings(max_examples=200, deadline=None)
@given(st.lists(JASS_DEAL, max_size=MAX_DEALS))
def test_a_schieber_game_comes_back_from_its_link(deals):
    text = sheetlink.encode("jass", deals)
    assert sheetlink.decode("jass", text) == (deals, None)


def test_a_long_game_fits_a_link_and_comes_back_whole(client):
    # issue 19: a 40-deal game under three rulesets (one a table's) is at most 2,000 characters,
    # and its page shows every deal (the link was once cut at 400 characters: 21 Coinche deals)
    hid = client.post("/api/v1/belote/rulesets", json={
        "base": "maison", "set": {"coinche_rounding": "ten"}, "name": "Chez Paul"}).json["id"]
    deals = [{"variant": "coinche", "taker": "EW", "trump": "H", "bid": 120, "coinche": 2,
              "card_points": {"taker": 132, "defense": 30},
              "announcements": {"team": "taker", "points": 100}, "belote": "defense"}] * 40
    path = "/de-ch/belote/sheet?g=" + sheetlink.encode("belote", deals) + \
        f"&target=2000&rules=maison,officielles,{hid}"
    assert len("https://atout.example" + path) <= 2000
    page = body(client.get(path))
    assert page.count('class="sheet__row') == 40 and "sheet__warning" not in page
    jass = [{"contract": "undenufe", "card_points": {"NS": 100, "EW": 57},
             "tricks": {"NS": 6, "EW": 3}, "weis": {"team": "NS", "points": 150},
             "stoeck": {"team": "EW", "points": 20}}] * 40
    path = "/de-ch/jass/sheet?g=" + sheetlink.encode("jass", jass)
    assert len("https://atout.example" + path) <= 2000
    assert body(client.get(path)).count('class="sheet__row') == 40
    # the longest game the sheet holds is read whole too
    longest = [{"variant": "coinche", "taker": "EW", "trump": "all", "capot_bid": True,
                "coinche": 4, "cards_won": {"defense": ""}, "last_trick": "taker",
                "announcements": {"team": "taker", "points": 1000},
                "belote": {"taker": 80, "defense": 80}}] * MAX_DEALS
    text = sheetlink.encode("belote", longest)
    assert len(text) <= sheetlink.MAX_LENGTH
    assert sheetlink.decode("belote", text)[0] == [
        {**d, "cards_won": {"defense": ""}} for d in longest]


def test_an_announcement_of_1000_goes_into_the_link_and_comes_back(client):
    # the deal schema and the API take announcements and Weis up to 1000; so does the link,
    # still version 1, whose links read as before
    deal = {"variant": "classic", "taker": "NS", "trump": "S",
            "card_points": {"taker": 100, "defense": 62},
            "announcements": {"team": "taker", "points": 1000}}
    text = sheetlink.encode("belote", [deal])
    assert text == "1.nS100-62aT1000"
    assert sheetlink.decode("belote", text) == ([deal], None)
    weis = {"contract": "R", "card_points": {"NS": 100, "EW": 57}, "tricks": {"NS": 6, "EW": 3},
            "weis": {"team": "EW", "points": 1000}}
    assert sheetlink.decode("jass", sheetlink.encode("jass", [weis])) == ([weis], None)
    assert sheetlink.decode("belote", "1.nS100-62.eH120-42k90x2aT50bD")[0][1]["announcements"] \
        == {"team": "taker", "points": 50}
    r = client.get("/en/belote/sheet?g=" + text)
    assert r.status_code == 200 and body(r).count('class="sheet__row') == 1
    assert "sheet__warning" not in body(r)
    for too_many in (1010, 9990):
        try:
            sheetlink.encode("belote", [{**deal, "announcements": {"team": "taker",
                                                                   "points": too_many}}])
        except ValueError:
            continue
        raise AssertionError(f"{too_many} written into a link")


def test_a_link_of_an_unknown_version_or_a_bad_deal(client):
    assert sheetlink.decode("belote", "9.nS100-62") == ([], 0)
    r = client.get("/en/belote/sheet?g=1.nS100-62.nX1")
    assert r.status_code == 200
    assert "Deal 2 of this link could not be read" in body(r)
    assert body(r).count('class="sheet__row') == 1


def test_add_edit_undo(client):
    r = client.get("/en/belote/sheet?do=add&variant=classic&taker=NS&trump=S&tp=100&dp=62")
    assert r.status_code == 302
    first = r.headers["Location"]
    assert first.startswith("/en/belote/sheet?g=1.nS100-62")
    r = client.get(first.split("#")[0] + "&do=add&variant=classic&taker=E&trump=H&tp=81&dp=81")
    second = r.headers["Location"].split("#")[0]
    assert parse_qs(urlsplit(second).query)["g"] == ["1.nS100-62.eH81-81"]
    page = body(client.get(second))
    assert page.count('class="sheet__row') == 2 and "Litige" in page
    # edit deal 1: the form shows it, saving replaces it, the litige's row is recomputed
    page = body(client.get(second + "&edit=0"))
    assert 'value="100"' in page and "Save deal 1" in page
    # deal 2's form has its takers (East: East-West) and points
    page = body(client.get(second + "&edit=1"))
    assert '<option value="EW" selected' in page and 'id="f-tp" name="tp"' in page
    assert re.search(r'id="f-tp"[^>]*value="81"', page)
    r = client.get(second + "&edit=0&do=save&variant=classic&taker=NS&trump=S&tp=70&dp=92")
    assert parse_qs(urlsplit(r.headers["Location"]).query)["g"] == ["1.nS70-92.eH81-81"]
    # undo: the link without the last deal
    assert 'href="/en/belote/sheet?g=1.nS100-62"' in body(client.get(second))


def test_a_deal_the_scorer_refuses_is_not_added(client):
    r = client.get("/fr/belote/sheet?g=1.nS100-62&do=add&variant=classic&taker=NS&trump=S"
                   "&tp=100&dp=10")
    assert r.status_code == 422
    page = body(r)
    assert 'id="f-tp"' in page and 'aria-invalid="true"' in page
    assert page.count('class="sheet__row') == 1  # the game is unchanged


def test_options_and_query_params_survive_the_canonical_redirect(client):
    r = client.get("/en/belote/sheet?g=1.nS252-0cT&target=1500&rules=officielles")
    assert r.status_code == 200
    page = body(r)
    assert "to 1,500" in page and "Maison" not in page.split("<table")[1].split("</table>")[0]
    r = client.get("/en/jass/sheet?g=1.R100-57t63&profile=swisslos-1000&rules=swiss")
    assert r.status_code == 200 and "to 1,000" in body(r)
    assert client.get("/en/jass/sheet?g=1.R100-57t63&utm=x").status_code == 301


def test_where_the_rulesets_part_is_marked(client):
    g = "1.eS252-0cTaD100.nS90-72.nS162-0"
    page = body(client.get(f"/en/belote/sheet?g={g}&target=330"))
    assert "the rulesets lead to different winners" in page
    split = page.index("sheet__split")
    assert page.index('id="deal-3"') > split > page.index('id="deal-2"')


def test_the_schieber_sheet_shows_the_jasstafel(client):
    page = body(client.get("/de-ch/jass/sheet?g=1.U157-0t90.O100-57t63"))
    assert page.count('<figure class="tafel__team">') == 4
    assert "Jasstafel" in page


def test_the_score_checker_offers_the_sheet_and_each_deal_opens_it(client):
    page = body(client.get("/en/belote/check/score?variant=classic&taker=NS&trump=S&tp=100"
                           "&dp=62"))
    link = re.search(r'href="(/en/belote/sheet\?do=add[^"]*)"', page).group(1)
    r = client.get(link.replace("&amp;", "&"))
    assert r.status_code == 302 and "g=1.nS100-62" in r.headers["Location"]
    sheet = body(client.get("/en/belote/sheet?g=1.nS100-62"))
    assert 'href="/en/belote/check/score?variant=classic&amp;taker=NS&amp;trump=S&amp;tp=100' \
        '&amp;dp=62' in sheet


def test_the_schieber_options_name_each_profile_with_its_target(client):
    for lang, name in (("en", "Swisslos (game to 2,500)"), ("vi", "2.500")):
        page = body(client.get(f"/{lang}/jass/sheet?g=1.U157-0t90"))
        options = page.split('id="f-profile"')[1].split("</select>")[0]
        assert name in options and "%(" not in page
