"""Your table's rules in the real browser (issue 18).

On a 375 px phone: build a ruleset from switches, name it, make its link, open the link in a
fresh browser (no cookie, no history), follow it to a checker, enter a deal and see the table's
column beside Maison and Officielles, its differences to each marked and its reason naming the
table's rule. Then the table page and the printable sheet at 375, 320 and desktop widths, in
English, Thai and Vietnamese: no horizontal scroll, the QR code shown, the sheet on one printed page.
Screenshots go to artifacts/screenshots/house-*.png.
"""

from __future__ import annotations

import re

import pytest

from webapp.core.rulesets import HOUSES

PHONE = {"width": 375, "height": 740}
WIDTHS = {"375": PHONE, "320": {"width": 320, "height": 720}, "desktop": {"width": 1280,
                                                                         "height": 900}}
#: A table's name in the page's language (its id carries it, UTF-8).
NAMES = {"en": "Chez Paul", "th": "โต๊ะบ้านเรา", "vi": "Bàn nhà mình"}


def no_overflow(page, width: int) -> None:
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"horizontal scroll of {overflow}px at {width}px"


def column(page, name: str):
    """The verdict section whose heading is ``name``."""
    return page.locator("section.verdict", has=page.locator("h3", has_text=name))


def test_build_share_open_and_judge_on_a_phone(page, browser, console_errors, screenshot):
    page.set_viewport_size(PHONE)
    page.goto("/en/belote/table")
    page.select_option("#f-base", "maison")
    page.select_option("#f-surcoinche_factor", "3")
    page.select_option("#f-announcement_tie", "trump_else_nobody")
    page.fill("#f-name", "Chez Paul")
    page.click(".house__form button[type=submit]")
    page.wait_for_url(re.compile(r"/en/belote/table\?rules=h1\."))
    permalink = page.input_value("#permalink")
    assert permalink.startswith("http") and "rules=h1." in permalink
    # the switched rules are marked on the page, the others are not
    assert page.locator("#rule-surcoinche_factor.house__rule--changed").count() == 1
    assert page.locator("#rule-coinche_base.house__rule--changed").count() == 0
    no_overflow(page, 375)
    screenshot(page, "house-built-en-375")

    # a fresh browser: the link alone holds the ruleset (nothing stored)
    fresh = browser.new_context(viewport=PHONE)
    try:
        other = fresh.new_page()
        errors: list[str] = []
        other.on("pageerror", lambda exc: errors.append(str(exc)))
        other.goto(permalink)
        assert other.locator("#share-h").inner_text() == "Chez Paul"
        assert other.input_value("#f-surcoinche_factor") == "3"
        other.click(".house__checkers a:has-text('Belote deal score')")
        other.wait_for_url(re.compile(r"/en/belote/check/score\?.*rules=h1\."))
        other.select_option("#f-variant", "coinche")
        other.select_option("#f-trump", "H")
        other.fill("#f-bid", "100")
        other.select_option("#f-coinche", "4")
        other.fill("#f-tp", "83")
        other.fill("#f-dp", "79")
        table = column(other, "Chez Paul")
        table.wait_for()
        # three columns: the standard ones and the table's
        headings = other.locator("section.verdict h3").all_inner_texts()
        assert headings == ["Maison", "Officielles", "Chez Paul"], headings
        # the differences to each standard ruleset, marked
        marks = table.locator(".verdict__house mark").all_inner_texts()
        assert "a surcoinche multiplies by 3" in marks, marks
        assert "equal announcements go to the one in trump, else nobody scores" in marks, marks
        # the verdict: x3, not x4, and the reason says it is the table's rule
        text = table.inner_text()
        assert "By your table's rule: a surcoinche multiplies by 3." in text, text
        assert "× 3" in text and "× 4" in column(other, "Maison").inner_text()
        # the table's page is one tap away, and the permalink keeps the table
        assert permalink.split("rules=")[1] in other.url
        no_overflow(other, 375)
        screenshot(other, "house-checker-three-columns-en-375")
        assert errors == []
    finally:
        fresh.close()
    assert console_errors == []


def _table_id(loc: str) -> str:
    return HOUSES["belote"].encode("maison", {"surcoinche_factor": "3", "no_trump_ace": "19",
                                              "capot_bid_value": "500"}, NAMES[loc])


@pytest.mark.parametrize("loc", ["en", "th", "vi"])
@pytest.mark.parametrize("width", list(WIDTHS))
def test_the_table_page_and_the_sheet_fit_every_width(page, console_errors, screenshot, loc,
                                                       width):
    hid = _table_id(loc)
    page.set_viewport_size(WIDTHS[width])
    page.goto(f"/{loc}/belote/table?rules={hid}")
    assert page.locator("#share-h").inner_text() == NAMES[loc]
    assert page.locator(".house__rule--changed").count() == 3
    no_overflow(page, WIDTHS[width]["width"])
    screenshot(page, f"house-table-{loc}-{width}")
    page.goto(f"/{loc}/belote/table/sheet?rules={hid}")
    assert page.locator("h1").inner_text() == NAMES[loc]
    assert page.locator(".sheet__qr svg").is_visible()
    assert page.locator(".sheet__changed").count() == 3
    no_overflow(page, WIDTHS[width]["width"])
    screenshot(page, f"house-sheet-{loc}-{width}")
    assert console_errors == []


@pytest.mark.parametrize("loc", ["en", "th", "vi"])
def test_the_sheet_prints_on_one_a4_page(page, loc):
    page.goto(f"/{loc}/belote/table/sheet?rules={_table_id(loc)}")
    pdf = page.pdf(format="a4", prefer_css_page_size=True)  # Playwright reads the format in any case
    pages = len(re.findall(rb"/Type\s*/Page[^s]", pdf))
    assert pages == 1, f"the sheet prints on {pages} pages"
