"""The score sheet in a real browser: a five-deal game kept on a phone, its link reopened in a
fresh browser, a past deal edited; the screenshots at 375 px, 320 px and desktop width."""

from __future__ import annotations

import re

import pytest

PHONE = {"width": 375, "height": 740}
SMALL = {"width": 320, "height": 640}
DESKTOP = {"width": 1280, "height": 900}

#: (taker, trump, takers' points, defence's points)
DEALS = [("NS", "S", "100", "62"), ("EW", "H", "90", "72"), ("NS", "D", "81", "81"),
         ("EW", "C", "70", "92"), ("NS", "S", "130", "32")]


def add_deal(page, taker, trump, tp, dp):
    page.select_option("#f-taker", taker)
    page.select_option("#f-trump", trump)
    page.fill("#f-tp", tp)
    page.fill("#f-dp", dp)
    page.click("button[name=do][value=add]")
    page.wait_for_load_state("domcontentloaded")


def total(page, deal: int, column: int) -> str:
    """The running total in a deal's row: column 0, 1 (the first ruleset's NS, EW), 2, 3."""
    cell = page.locator(f"#deal-{deal} td.sheet__num").nth(column)
    return cell.locator(".sheet__total").inner_text()


def no_page_overflow(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")


def test_a_five_deal_game_on_a_phone_reopened_and_edited(page, browser, console_errors,
                                                         screenshot, base_url):
    page.set_viewport_size(PHONE)
    page.goto("/en/belote/sheet")
    assert page.locator(".sheet__empty").is_visible()
    for deal in DEALS:
        add_deal(page, *deal)
    assert page.locator("tr.sheet__row").count() == 5
    # NS: 100 + 72, then the litige's 81 held, won with deal 4 (EW fall: 162 + 81), + 130
    assert total(page, 3, 0) == "172" and total(page, 3, 1) == "233"
    assert total(page, 5, 0) == "545" and total(page, 5, 1) == "265"
    assert no_page_overflow(page)
    screenshot(page, "sheet-belote-en-375")
    link = page.input_value("#permalink")
    assert len(link) < 200 and re.search(r"g=1\.", link)

    fresh = browser.new_context(viewport=PHONE)
    other = fresh.new_page()
    other.goto(link)
    assert other.locator("tr.sheet__row").count() == 5
    assert total(other, 5, 0) == "545"
    other.click("#deal-2 .sheet__links a:nth-child(2)")  # Edit deal 2
    assert other.input_value("#f-tp") == "90"
    other.fill("#f-tp", "60")
    other.fill("#f-dp", "102")
    other.click("button[name=do][value=save]")
    other.wait_for_load_state("domcontentloaded")
    # EW fall on deal 2: NS 100 + 162, EW 62 + 0; the later deals are recomputed
    assert total(other, 2, 0) == "262" and total(other, 2, 1) == "62"
    assert total(other, 5, 0) == "635" and total(other, 5, 1) == "175"
    assert other.input_value("#permalink") != link
    # undo after an edit: the edit is undone (the five deals stay), then undo removes deal 5
    assert other.inner_text("#undo") == "Undo the change to deal 2"
    other.click("#undo")
    other.wait_for_load_state("domcontentloaded")
    assert other.locator("tr.sheet__row").count() == 5 and total(other, 5, 0) == "545"
    assert other.inner_text("#undo") == "Remove deal 5"
    other.click("#undo")
    other.wait_for_load_state("domcontentloaded")
    assert other.locator("tr.sheet__row").count() == 4
    fresh.close()
    assert console_errors == []


def test_checker_verdict_adds_to_a_sheet_and_each_deal_opens_its_checker(page, console_errors):
    page.set_viewport_size(PHONE)
    page.goto("/en/belote/check/score?variant=classic&taker=NS&trump=S&tp=100&dp=62")
    page.click("text=Add to a game sheet")
    page.wait_for_load_state("domcontentloaded")
    assert "/en/belote/sheet" in page.url and page.locator("tr.sheet__row").count() == 1
    page.click("#deal-1 .sheet__links a:nth-child(1)")
    assert "/en/belote/check/score" in page.url
    assert page.input_value("#f-tp") == "100"
    assert console_errors == []


SCHIEBER = ("/{lang}/jass/sheet?g=1.O120-37t72wN50.U157-0t90.S57-100t63sE.O100-57t63"
            ".U100-57t63.L120-37t72wN100.O60-97t36.L20-137t18sN")
BELOTE = ("/{lang}/belote/sheet?g=1.nS100-62.eS252-0cTaD100bT.nS81-81.eS90-72.nS70-92"
          ".nS130-32.eS100-62.nS162-0&target=1000")


@pytest.mark.parametrize("lang", ["th", "vi", "de-ch", "fr"])
@pytest.mark.parametrize("size,name", [(SMALL, "320"), (PHONE, "375"), (DESKTOP, "desktop")])
def test_sheets_fit_every_width(page, console_errors, screenshot, lang, size, name):
    page.set_viewport_size(size)
    for game, path in (("jass", SCHIEBER), ("belote", BELOTE)):
        page.goto(path.format(lang=lang))
        assert page.locator("tr.sheet__row").count() == 8
        assert no_page_overflow(page), (game, lang, name)
        # the notes under a deal and the caption wrap within the phone, the numbers scroll
        right = page.evaluate("Math.max(...[...document.querySelectorAll('.sheet__pinned')]"
                              ".map(e => e.getBoundingClientRect().right))")
        assert right <= size["width"], (game, lang, name, right)
        if game == "jass":
            assert page.locator(".tafel__team svg").count() == 4
        screenshot(page, f"sheet-{game}-{lang}-{name}")
    assert console_errors == []


def test_the_sheet_prints_without_its_forms(page, screenshot):
    page.set_viewport_size(DESKTOP)
    page.goto(SCHIEBER.format(lang="en"))
    page.emulate_media(media="print")
    assert not page.locator("#deal-form").is_visible()
    assert page.locator(".sheet__table").is_visible()
    screenshot(page, "sheet-jass-en-print")


def test_a_tables_ruleset_added_from_the_sheet(page, console_errors):
    page.set_viewport_size(PHONE)
    page.goto("/en/belote/sheet?g=1.nS100-62.eH90-72")
    assert page.locator("th.sheet__rs").count() == 2
    # "build one": the table page, then back to this sheet with the table's column
    page.click("#hint-table a")
    assert "/en/belote/table" in page.url
    page.fill("#f-name", "Chez Paul")
    page.select_option("#f-coinche_rounding", "ten")
    page.click("#house-submit")  # the table page's sticky bar (outside the form: form=)
    page.wait_for_load_state("domcontentloaded")
    link = page.input_value("#permalink")
    page.click("#back-to-sheet")
    page.wait_for_load_state("domcontentloaded")
    assert "/en/belote/sheet" in page.url
    heads = page.locator("th.sheet__rs")
    # the table's own column first (on a phone: the one shown, the others one tap away)
    assert heads.count() == 3 and heads.nth(0).text_content().startswith("Chez Paul")
    assert page.locator("tr.sheet__row").count() == 2
    # the table's link pasted on another sheet: its column too
    page.goto("/en/belote/sheet?g=1.nS100-62&rules=officielles")
    page.fill("#f-table", link)
    page.click("#sheet-options button[type=submit]")
    page.wait_for_load_state("domcontentloaded")
    assert [page.locator("th.sheet__rs").nth(i).text_content().split(" to ")[0]
            for i in range(2)] == ["Chez Paul", "Officielles"]
    # what is not a table's ruleset is said at its field
    page.fill("#f-table", "chez paul")
    page.click("#sheet-options button[type=submit]")
    assert page.locator("#err-table").is_visible()
    assert page.get_attribute("#f-table", "aria-invalid") == "true"
    # (the refused form's page is a 422, which the console reports as a failed load)
    assert [e for e in console_errors if "422" not in e] == []


TABLE_GAME = ("/{lang}/belote/sheet?g=1.nH105-57k100.eS70-92k90.nD81-81k80bT.eC130-32k120aT50"
              ".nH98-64k110&rules=maison,officielles,{hid}")


def test_on_a_phone_the_tables_ruleset_is_in_view_and_no_number_is_cut(page, console_errors,
                                                                       screenshot, base_url):
    hid = page.request.post(base_url + "/api/v1/belote/rulesets", data={
        "base": "maison", "set": {"coinche_rounding": "ten"}, "name": "Chez Mémé"}).json()["id"]
    for lang, size, name in (("en", PHONE, "375"), ("en", SMALL, "320"), ("de-ch", SMALL, "320"),
                             ("th", SMALL, "320")):
        page.set_viewport_size(size)
        page.goto(TABLE_GAME.format(lang=lang, hid=hid))
        assert no_page_overflow(page)
        # one ruleset at a time, the table's own first; the others one tap away, with totals
        assert page.is_checked("#show-0")
        assert page.inner_text("label[for=show-0]").startswith("Chez Mémé")
        box = page.locator(".sheet__tw").bounding_box()
        right = box["x"] + box["width"]
        cells = page.locator("td.sheet__num:visible, .sheet__links a:visible")
        assert cells.count() > 10
        screenshot(page, f"sheet-phone-{lang}-{name}")
        for i in range(cells.count()):  # every number and link whole inside the table's box
            b = cells.nth(i).bounding_box()
            assert b["x"] >= box["x"] - 1 and b["x"] + b["width"] <= right + 1, (lang, name, i)
        page.click("label[for=show-2]")
        shown = page.locator("th.sheet__rs:visible").all_inner_texts()
        name2 = page.inner_text("label[for=show-2]").split()[0]  # Officielles, in the language
        assert len(shown) == 1 and shown[0].split()[0] == name2, shown
        # all side by side: the deal column stays in view while the rulesets scroll
        page.click("label[for=show-all]")
        assert page.locator("th.sheet__rs:visible").count() == 3
        page.locator(".sheet__tw").evaluate("e => e.scrollLeft = e.scrollWidth")
        deal = page.locator("#deal-3 .sheet__deal").bounding_box()
        assert deal["x"] >= box["x"] - 1
        screenshot(page, f"sheet-phone-{lang}-{name}-all")
    assert console_errors == []


def test_a_deals_checker_keeps_the_game(page, console_errors, screenshot):
    page.set_viewport_size(PHONE)
    page.goto("/en/belote/sheet?g=1.nH105-57k100.eS70-92k90.nD81-81k80bT")
    # the next deal keeps Coinche
    assert page.input_value("#f-variant") == "coinche"
    page.click("#deal-3 .sheet__links a:nth-child(1)")
    page.wait_for_load_state("domcontentloaded")
    assert "/en/belote/check/score" in page.url
    assert page.inner_text("#back-to-game") == "Back to the game (deal 3)"
    screenshot(page, "sheet-checker-from-deal-375")
    page.click("#sheet-add")
    page.wait_for_load_state("domcontentloaded")
    assert page.locator("tr.sheet__row").count() == 4
    assert page.locator("#copy-link, .share-this__copy-link").first.is_visible()
    page.click("#deal-4 .sheet__links a:nth-child(1)")
    page.wait_for_load_state("domcontentloaded")
    page.click("#back-to-game")
    page.wait_for_load_state("domcontentloaded")
    assert page.locator("tr.sheet__row").count() == 4
    screenshot(page, "sheet-after-checker-375")
    assert console_errors == []
