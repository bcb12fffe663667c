"""Your table's rules in the real browser (issue 18).

On a 375 px phone: build a ruleset from switches, name it, make its link, open the link in a
fresh browser (no cookie, no history), follow it to a checker, enter a deal and see the table's
column beside Maison and Officielles, its differences to each marked and its reason naming the
table's rule. Then the table page and the printable sheet at 375, 320 and desktop widths, in
English, Thai and Vietnamese: no horizontal scroll, the QR code shown, the sheet on one printed page.
The form on a touch phone: each rule marked as it is changed and counted in the sticky bar, whose
button is in reach at every scroll position; the share box's Copy link and Share; the checker's
three columns side by side at 1280 px, and its verdict bar one line at 320 px.
Screenshots go to artifacts/screenshots/house-*.png.
"""

from __future__ import annotations

import re

import pytest

from webapp.core.rulesets import HOUSES, RULESETS

PHONE = {"width": 375, "height": 740}
SMALL = {"width": 320, "height": 640}
WIDTHS = {"375": PHONE, "320": SMALL, "1280": {"width": 1280, "height": 900}}
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
    page.click("#house-submit")
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
    page.goto(f"/{loc}/belote/table")  # before building: the form and its bar
    no_overflow(page, WIDTHS[width]["width"])
    view_shot(page, screenshot, f"house-form-{loc}-{width}")
    page.goto(f"/{loc}/belote/table?rules={hid}")
    assert page.locator("#share-h").inner_text() == NAMES[loc]
    assert page.locator(".house__rule--changed").count() == 3
    no_overflow(page, WIDTHS[width]["width"])
    view_shot(page, screenshot, f"house-table-{loc}-{width}")
    page.goto(f"/{loc}/belote/table/sheet?rules={hid}")
    assert page.locator("h1").inner_text() == NAMES[loc]
    assert page.locator(".sheet__qr svg").is_visible()
    assert page.locator(".sheet__changed").count() == 3
    no_overflow(page, WIDTHS[width]["width"])
    screenshot(page, f"house-sheet-{loc}-{width}")
    assert console_errors == []


def _many_id(loc: str) -> str:
    """A table that changed every rule it may from Maison (all but the Jack in sans-atout,
    which with the Ace's 19 would make no 162-point deal): 20 lines of differences."""
    house, maison = HOUSES["belote"], RULESETS["belote"]["maison"]
    changes = {sw.field: next(t for t in sw.tokens if t != sw.token_of(maison))
               for sw in house.switches if sw.field != "no_trump_jack"}
    return house.encode("maison", changes, NAMES[loc])


@pytest.mark.parametrize("loc", ["en", "th", "vi"])
@pytest.mark.parametrize("table", ["three", "many", "maison"])
def test_the_sheet_prints_on_one_a4_page(page, loc, table):
    rid = {"three": _table_id, "many": _many_id, "maison": lambda _: "maison"}[table](loc)
    page.goto(f"/{loc}/belote/table/sheet?rules={rid}")
    if table == "many":
        assert page.locator("#differs li").count() == 20
    pdf = page.pdf(format="a4", prefer_css_page_size=True)  # Playwright reads the format in any case
    pages = len(re.findall(rb"/Type\s*/Page[^s]", pdf))
    assert pages == 1, f"the sheet prints on {pages} pages"


def touch_phone(browser, base_url: str, size: dict):
    """A fresh touch-screen phone context at ``size``."""
    return browser.new_context(viewport=size, has_touch=True, is_mobile=True, base_url=base_url)


def page_with_errors(context):
    """A new page of ``context`` and the list its script errors go to."""
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    return page, errors


def view_shot(page, screenshot, name: str) -> None:
    """The page whole (``name``.png), and what the screen shows (``name``-view.png: a sticky bar
    where it really is; taken first: the whole page's shot may leave it scrolled elsewhere)."""
    view = page.screenshot()
    screenshot(page, name).with_name(f"{name}-view.png").write_bytes(view)


def in_reach(page, selector: str) -> dict:
    """The element's box, asserting it is in the viewport, at least 44 px each way, and the
    element a tap at its centre lands on (nothing sits over it)."""
    box = page.locator(selector).bounding_box()
    view = page.viewport_size
    assert box["width"] >= 44 and box["height"] >= 44, box
    assert box["y"] >= 0 and box["y"] + box["height"] <= view["height"], (box, view)
    assert box["x"] >= 0 and box["x"] + box["width"] <= view["width"], (box, view)
    hit = page.evaluate("([x, y]) => document.elementFromPoint(x, y).closest('%s') !== null"
                        % selector, [box["x"] + box["width"] / 2, box["y"] + box["height"] / 2])
    assert hit, f"{selector} is covered"
    return box


def count(page) -> str:
    return page.inner_text("#house-count")


@pytest.mark.parametrize("size", [PHONE, SMALL], ids=["375", "320"])
def test_the_form_marks_and_counts_each_change_and_its_button_is_always_in_reach(
        browser, base_url, screenshot, size):
    context = touch_phone(browser, base_url, size)
    try:
        page, errors = page_with_errors(context)
        page.goto("/en/belote/table")
        assert count(page) == "No rule changed from Maison"
        rule = page.locator("#rule-surcoinche_factor")
        assert not rule.locator(".house__tag").is_visible()
        # changed: marked in words at once, and counted, before anything is submitted
        page.select_option("#f-surcoinche_factor", "3")
        assert "house__rule--changed" in rule.get_attribute("class")
        assert rule.locator(".house__tag").inner_text() == "changed"
        assert count(page) == "1 rule changed from Maison"
        page.select_option("#f-announcement_tie", "trump_else_nobody")
        page.select_option("#f-capot_bid_value", "500")
        assert count(page) == "3 rules changed from Maison"
        # set back to the base's value: no longer marked nor counted
        page.select_option("#f-capot_bid_value", "250")
        assert count(page) == "2 rules changed from Maison"
        assert page.locator(".house__rule--changed").count() == 2
        # another base: the count is against it (Officielles ties to trump already)
        page.select_option("#f-base", "officielles")
        wanted = page.evaluate("""() => [...document.querySelectorAll('select[data-defaults]')]
            .filter(s => s.value !== JSON.parse(s.dataset.defaults).officielles).length""")
        assert count(page) == f"{wanted} rules changed from Officielles"
        assert page.locator(".house__rule--changed").count() == wanted
        page.select_option("#f-base", "maison")
        assert count(page) == "2 rules changed from Maison"
        # the button, with the count beside it, in reach wherever one is in the ~5,000 px form
        height = page.evaluate("document.documentElement.scrollHeight")
        assert height > 4 * size["height"]
        for y in (0, height // 3, 2 * height // 3, height):
            page.evaluate("y => window.scrollTo(0, y)", y)
            in_reach(page, "#house-submit")
            assert page.locator("#house-count").is_visible()
        page.evaluate("y => window.scrollTo(0, y)", height // 2)
        view_shot(page, screenshot, f"house-form-bar-en-{size['width']}")
        page.tap("#house-submit")
        page.wait_for_url(re.compile(r"/en/belote/table\?rules=h1\."))
        assert count(page) == "2 rules changed from Maison"
        assert page.locator("#differs li").all_inner_texts() == [
            "Equal best announcements: equal announcements go to the one in trump, else nobody scores",
            "Surcoinche multiplier: a surcoinche multiplies by 3"]
        in_reach(page, "#house-submit")  # at the top of the built page too
        view_shot(page, screenshot, f"house-built-bar-en-{size['width']}")
        assert errors == []
    finally:
        context.close()


def test_without_javascript_the_bar_submits_the_form(browser, base_url):
    context = browser.new_context(viewport=SMALL, java_script_enabled=False, base_url=base_url)
    try:
        page = context.new_page()
        page.goto("/en/belote/table")
        page.select_option("#f-surcoinche_factor", "3")
        assert count(page) == "No rule changed from Maison"  # the count of the rules as loaded
        page.click("#house-submit")
        page.wait_for_url(re.compile(r"/en/belote/table\?rules=h1\."))
        assert count(page) == "1 rule changed from Maison"
        assert page.locator("#rule-surcoinche_factor.house__rule--changed").count() == 1
    finally:
        context.close()


def test_the_share_box_copies_and_shares_the_tables_link(browser, base_url):
    context = touch_phone(browser, base_url, PHONE)
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base_url)
    context.add_init_script("navigator.share = function (d) { window.__shared = d; "
                            "return Promise.resolve(); };")
    try:
        page = context.new_page()
        page.goto(f"/en/belote/table?rules={_table_id('en')}")
        permalink = page.input_value("#permalink")
        box = page.locator(".house__share .share-this")
        box.locator(".share-this__copy-link").tap()
        page.wait_for_function("document.querySelector('.share-this__status').textContent !== ''")
        assert page.inner_text(".share-this__status") == "Copied."
        assert page.evaluate("navigator.clipboard.readText()") == permalink
        box.locator(".share-this__native").tap()
        page.wait_for_function("window.__shared !== undefined")
        shared = page.evaluate("window.__shared")
        assert shared["url"] == permalink and shared["title"] == "Chez Paul", shared
        for selector in (".share-this__copy-link", ".share-this__native"):
            assert box.locator(selector).bounding_box()["height"] >= 40
        no_overflow(page, 375)
    finally:
        context.close()


def _three_columns(loc: str) -> str:
    """A deal that Maison, Officielles and the table each judge their own way: three sections."""
    return (f"/{loc}/belote/check/score?rules=maison,officielles,{_table_id(loc)}"
            "&variant=coinche&trump=H&bid=100&coinche=4&tp=83&dp=79")


@pytest.mark.parametrize("loc", ["en", "th", "vi"])
@pytest.mark.parametrize("width", list(WIDTHS))
def test_the_checkers_three_columns(page, console_errors, screenshot, loc, width):
    """Side by side at 1280 px; stacked on a phone, as before."""
    page.set_viewport_size(WIDTHS[width])
    page.goto(_three_columns(loc))
    boxes = [page.locator("section.verdict").nth(i).bounding_box() for i in range(3)]
    assert page.locator("section.verdict").count() == 3
    if width == "1280":
        assert len({round(b["y"]) for b in boxes}) == 1, boxes  # one row
        for left, right in zip(boxes, boxes[1:]):
            assert left["x"] + left["width"] <= right["x"], boxes
        assert min(b["width"] for b in boxes) >= 220, boxes
    else:
        for above, below in zip(boxes, boxes[1:]):
            assert above["y"] + above["height"] <= below["y"], boxes
    no_overflow(page, WIDTHS[width]["width"])
    screenshot(page, f"house-checker-three-columns-{loc}-{width}")
    assert console_errors == []


@pytest.mark.parametrize("loc", ["en", "th", "vi"])
def test_the_verdict_bar_stays_one_line_with_the_tables_column(page, screenshot, loc):
    page.set_viewport_size(SMALL)
    page.goto(_three_columns(loc))
    page.fill("#f-tp", "84")  # a change: the live verdict, and its bar
    page.fill("#f-dp", "78")
    page.wait_for_function("n => { const b = document.getElementById('verdict-bar');"
                           " return !b.hidden && b.textContent.includes(n); }", arg=NAMES[loc])
    page.evaluate("document.getElementById('f-tp').scrollIntoView({block: 'center'})")
    bar = page.locator("#verdict-bar")
    assert bar.is_visible()
    text = bar.inner_text()
    assert NAMES[loc] in text, text  # the whole verdict is still the bar's text (read out)
    lines = page.evaluate("""() => { const b = document.getElementById('verdict-bar');
        const r = document.createRange(); r.selectNodeContents(b);
        return new Set([...r.getClientRects()].map(x => Math.round(x.top))).size; }""")
    assert lines == 1, f"the verdict bar takes {lines} lines at 320 px"
    box = bar.bounding_box()
    assert box["height"] <= 52 and box["y"] + box["height"] <= SMALL["height"] + 1, box
    view_shot(page, screenshot, f"house-checker-bar-{loc}-320")


# -- user6's findings on a phone -------------------------------------------------------------------

JASS_NAMES = {"en": "Stammtisch Rössli", "th": "โต๊ะบ้านเรา"}


def _covered_by_bar(page, selector: str) -> None:
    """``selector``'s top is on screen, above the sticky bar (not under it)."""
    box = page.locator(selector).bounding_box()
    bar = page.locator("#house-bar").bounding_box()
    assert 0 <= box["y"] and box["y"] + box["height"] <= bar["y"], (box, bar)


@pytest.mark.parametrize("loc", ["en", "th"])
@pytest.mark.parametrize("size", [PHONE, SMALL], ids=["375", "320"])
def test_a_refused_table_keeps_its_choices_then_its_link_lands_on_the_share_box(
        browser, base_url, screenshot, loc, size):
    """Finding 1: a game to 1,000 with the default multipliers is refused: the choices stay,
    the error is at its fields. Finding 3: made, the page lands on the share box and the bar's
    button now updates the link."""
    context = touch_phone(browser, base_url, size)
    try:
        page, errors = page_with_errors(context)
        page.goto(f"/{loc}/jass/table")
        make = page.inner_text("#house-submit")
        counts = page.evaluate("JSON.parse(document.getElementById('house-count')"
                               ".dataset.counts).traditional")
        page.select_option("#f-target", "1000")
        page.select_option("#f-weis_tie", "both")
        page.fill("#f-name", JASS_NAMES[loc])
        page.tap("#house-submit")
        page.wait_for_url(re.compile(r"/jass/table\?base="))
        # the choices kept, marked and counted
        assert page.input_value("#f-target") == "1000"
        assert page.input_value("#f-weis_tie") == "both"
        assert page.input_value("#f-name") == JASS_NAMES[loc]
        assert count(page) == counts[2]
        assert page.locator(".house__rule--changed").count() == 2
        # the error, an error, at its two fields
        summary = page.locator("#error-summary")
        assert summary.is_visible() and summary.get_attribute("role") == "alert"
        _covered_by_bar(page, "#error-summary")  # in view at once, not below the sticky bar
        assert page.locator("#f-target[aria-invalid=true]").count() == 1
        assert page.locator("#f-multipliers[aria-invalid=true]").count() == 1
        no_overflow(page, size["width"])
        view_shot(page, screenshot, f"house-refused-{loc}-{size['width']}")
        page.tap("#error-summary a")
        assert page.url.endswith("#f-target")
        _covered_by_bar(page, "#f-target")
        # lower multipliers: the link is made, and the page shows it
        page.select_option("#f-multipliers", "flat")
        page.tap("#house-submit")
        page.wait_for_url(re.compile(r"/jass/table\?rules=h1\.[^#]*#share$"))
        assert page.inner_text("#share-h") == JASS_NAMES[loc]
        _covered_by_bar(page, "#share-h")
        _covered_by_bar(page, "#permalink")
        assert page.locator("#differs li").count() == 3
        update = page.inner_text("#house-submit")
        assert update and update != make, update
        if loc == "en":
            assert update == "Update our ruleset's link"
        no_overflow(page, size["width"])
        view_shot(page, screenshot, f"house-made-{loc}-{size['width']}")
        assert errors == []
    finally:
        context.close()


def test_share_is_not_offered_without_web_share(browser, base_url):
    """Finding 7: where the browser has no navigator.share, "Share…" stays hidden."""
    context = touch_phone(browser, base_url, PHONE)
    context.add_init_script("delete Navigator.prototype.share; delete navigator.share;")
    try:
        page, errors = page_with_errors(context)
        page.goto(f"/en/belote/table?rules={_table_id('en')}")
        assert page.evaluate("typeof navigator.share") == "undefined"
        box = page.locator(".house__share .share-this")
        assert box.locator(".share-this__copy-link").is_visible()
        assert not box.locator(".share-this__native").is_visible()
        assert errors == []
    finally:
        context.close()


def test_the_sheet_has_a_print_button_on_screen_only(browser, base_url, screenshot):
    """Finding 14: Print calls the browser's print; not on paper, not without the script; the
    printed page names the site."""
    url = f"/en/belote/table/sheet?rules={_table_id('en')}"
    context = touch_phone(browser, base_url, PHONE)
    context.add_init_script("window.__printed = 0; window.print = function () "
                            "{ window.__printed++; };")
    try:
        page = context.new_page()
        page.goto(url)
        button = page.locator("#sheet-print")
        assert button.is_visible() and button.inner_text() == "Print"
        assert button.bounding_box()["height"] >= 44
        button.tap()
        assert page.evaluate("window.__printed") == 1
        no_overflow(page, 375)
        screenshot(page, "house-sheet-print-button-en-375")
        page.emulate_media(media="print")
        assert not button.is_visible()
        assert page.locator(".sheet__site").inner_text() == "Atout"
        assert page.locator(".sheet__site").is_visible()
    finally:
        context.close()
    context = browser.new_context(viewport=PHONE, java_script_enabled=False, base_url=base_url)
    try:
        page = context.new_page()
        page.goto(url)
        assert not page.locator("#sheet-print").is_visible()
    finally:
        context.close()
