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
    # undo, then the link without the last deal
    other.click("text=Undo the last deal")
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
    page.click("form.house__form button[type=submit]")
    page.wait_for_load_state("domcontentloaded")
    link = page.input_value("#permalink")
    page.click("#back-to-sheet")
    page.wait_for_load_state("domcontentloaded")
    assert "/en/belote/sheet" in page.url
    heads = page.locator("th.sheet__rs")
    assert heads.count() == 3 and heads.nth(2).inner_text().startswith("Chez Paul")
    assert page.locator("tr.sheet__row").count() == 2
    # the table's link pasted on another sheet: its column too
    page.goto("/en/belote/sheet?g=1.nS100-62&rules=officielles")
    page.fill("#f-table", link)
    page.click("#sheet-options button[type=submit]")
    page.wait_for_load_state("domcontentloaded")
    assert [page.locator("th.sheet__rs").nth(i).inner_text().split(" to ")[0]
            for i in range(2)] == ["Officielles", "Chez Paul"]
    # what is not a table's ruleset is said at its field
    page.fill("#f-table", "chez paul")
    page.click("#sheet-options button[type=submit]")
    assert page.locator("#err-table").is_visible()
    assert page.get_attribute("#f-table", "aria-invalid") == "true"
    # (the refused form's page is a 422, which the console reports as a failed load)
    assert [e for e in console_errors if "422" not in e] == []
