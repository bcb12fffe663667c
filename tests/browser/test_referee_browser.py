"""The checker as a table referee (issue 15): the verdict in view and in place, in two seconds,
in light and dark, and the long rules pages' contents list. Phone 375×740 and desktop."""

from __future__ import annotations

import re

import pytest
from axe_playwright_python.sync_playwright import Axe

PHONE = {"width": 375, "height": 740}
DESKTOP = {"width": 1280, "height": 800}
SEED = "/{l}/belote/check/announcements?e=9S+TS+JS&s=9H+TH+JH&trump=S&taker=N&rules=maison,officielles"


def box(page, selector):
    return page.locator(selector).first.bounding_box()


def in_viewport(page, selector, size):
    b = box(page, selector)
    return b is not None and b["y"] >= 0 and b["y"] + b["height"] <= size["height"]


@pytest.mark.parametrize("lang", ["en", "th", "vi"])
def test_a_permalink_opens_on_the_verdict_on_a_phone(page, console_errors, screenshot, lang):
    page.set_viewport_size(PHONE)
    page.goto(SEED.format(l=lang))
    assert in_viewport(page, "#verdict-summary", PHONE)
    text = page.locator("#verdict-summary").inner_text()
    assert "20" in text and len(page.locator(".verdict__lines li").all()) == 2
    # the inputs are one tap away
    page.click(".checker__change a")
    assert page.evaluate("location.hash") == "#inputs"
    page.goto(SEED.format(l=lang))
    page.screenshot(path=str(screenshot(page, f"referee-permalink-{lang}-375").with_suffix(".view.png")))
    assert console_errors == []


def test_a_permalink_shows_the_verdict_beside_the_inputs_on_a_wide_screen(page, screenshot):
    page.set_viewport_size(DESKTOP)
    page.goto(SEED.format(l="fr"))
    form, result = box(page, "#inputs"), box(page, ".checker__result")
    assert result["x"] >= form["x"] + form["width"] - 1  # beside, not below
    assert in_viewport(page, "#verdict-summary", DESKTOP)
    page.screenshot(path=str(screenshot(page, "referee-permalink-fr-desktop").with_suffix(".view.png")))


def test_with_javascript_every_change_updates_the_verdict_without_a_page_load(page, console_errors):
    page.set_viewport_size(PHONE)
    page.goto("/en/belote/check/announcements")
    page.evaluate("window.__same_page = true")
    page.fill("#f-s", "9H TH JH")
    page.fill("#f-e", "9S TS JS")
    page.locator("#verdict-bar:not([hidden])").wait_for()
    assert in_viewport(page, "#verdict-bar", PHONE)  # the verdict's line, while entering the deal
    assert "Maison: North–South 20" in page.inner_text("#verdict-bar")
    page.select_option("#f-trump", "H")
    for _ in range(100):  # (wait_for_function would poll with eval, which the CSP forbids)
        if "trump=H" in page.url:
            break
        page.wait_for_timeout(100)
    assert "s=9H+TH+JH" in page.url  # the address bar is the permalink, in the engine's codes
    page.click(".checker__submit button")
    page.locator("#verdict-title:focus").wait_for()
    assert in_viewport(page, "#verdict-summary", PHONE)
    assert page.evaluate("window.__same_page") is True
    assert console_errors == []


def test_without_javascript_the_answer_lands_on_the_verdict(browser, base_url):
    context = browser.new_context(java_script_enabled=False, base_url=base_url, viewport=PHONE)
    page = context.new_page()
    page.goto("/fr/belote/check/announcements")
    page.fill("#f-s", "9♥ 10♥ V♥")
    page.fill("#f-e", "9P 10P VP")
    page.click(".checker__submit button")
    page.wait_for_url(re.compile(r"#verdict$"))
    assert "notation=fr" in page.url
    assert in_viewport(page, "#verdict", PHONE) or box(page, "#verdict")["y"] < 60
    assert "Nord–Sud" in page.inner_text("#verdict-summary")
    context.close()


def test_dark_mode_follows_the_system_and_the_switch_keeps_a_choice(page):
    page.emulate_media(color_scheme="dark")
    page.goto("/de-ch/jass/weis")
    bg = page.evaluate("getComputedStyle(document.body).backgroundColor")
    assert bg == "rgb(18, 23, 20)"
    switch = page.locator("#theme-switch")
    assert switch.get_attribute("aria-pressed") == "true"
    switch.click()
    assert page.evaluate("getComputedStyle(document.body).backgroundColor") == "rgb(251, 250, 246)"
    page.reload()
    assert page.evaluate("document.documentElement.dataset.theme") == "light"
    assert page.locator("#theme-switch").get_attribute("aria-pressed") == "false"


DARK_PAGES = ["/{l}/", "/{l}/jass/weis", SEED, "/{l}/belote/check/play?variant=coinche&trump=S"
              "&first=N&trick=AH+9S&hand=7S+7D+KC", "/{l}/belote/check/announcements?n=JS+XX"]


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("lang", ["en", "th"])
@pytest.mark.parametrize("path", DARK_PAGES)
def test_axe_clean_in_light_and_dark(page, scheme, lang, path):
    page.emulate_media(color_scheme=scheme)
    page.goto(path.format(l=lang))
    page.wait_for_load_state("networkidle")
    page.evaluate("document.querySelectorAll('details').forEach(d => d.open = true)")
    bad = [v for v in Axe().run(page).response["violations"] if v.get("impact") in ("serious", "critical")]
    assert bad == [], [(v["id"], [n["target"] for n in v["nodes"][:3]]) for v in bad]


def test_long_rules_pages_have_a_contents_list(page, screenshot):
    page.set_viewport_size(PHONE)
    page.goto("/de-ch/jass/weis")
    links = page.locator("nav.toc a")
    assert links.count() >= 4
    for i in range(links.count()):
        anchor = links.nth(i).get_attribute("href")
        assert page.locator(f"h2{anchor}").count() == 1
    links.nth(3).click()
    assert in_viewport(page, page.locator("nav.toc a").nth(3).get_attribute("href"), PHONE)


def test_the_deal_scorer_fills_in_the_defence_and_shows_coinche_fields_only_for_coinche(page, console_errors):
    page.set_viewport_size(PHONE)
    page.goto("/fr/belote/check/score")
    assert not page.locator("#f-bid").is_visible()  # classic belote: no bid, capot bid, coinche
    page.fill("#f-tp", "90")
    page.locator("#v-maison").wait_for()
    assert page.input_value("#f-dp") == "72"  # 162 - 90
    page.fill("#f-tp", "100")
    for _ in range(50):
        if page.input_value("#f-dp") == "62":
            break
        page.wait_for_timeout(100)
    assert page.input_value("#f-dp") == "62" and "dp=62" in page.url
    page.fill("#f-dp", "60")  # typed by the player: kept, and the engine says they do not add up
    page.locator("#err-tp:not([hidden])").wait_for()
    assert "160" in page.inner_text("#err-tp")
    assert page.input_value("#f-dp") == "60"
    page.select_option("#f-variant", "coinche")
    assert page.locator("#f-bid").is_visible() and page.locator("#f-coinche").is_visible()
    assert console_errors == []


# -- the table: tap a seat, then its cards (taps counted; the bounds are the counts measured) ------

NARROW = {"width": 320, "height": 640}


class Taps:
    """Clicks on the page, counted: a tap is one click on a seat, a card, a link or a button."""

    def __init__(self, page):
        self.page, self.count = page, 0

    def __call__(self, selector: str) -> None:
        self.page.click(selector)
        self.count += 1

    def seat(self, name: str) -> None:
        self(f'label[for="pt-{name}"]')

    def cards(self, *codes: str) -> None:
        for code in codes:
            self(f'#picker-grid [data-card="{code}"]')


def bar_text(page, *wanted: str) -> str:
    bar = page.locator("#verdict-bar")
    for _ in range(100):
        text = bar.inner_text() if bar.is_visible() else ""
        if all(w in text for w in wanted):
            return text
        page.wait_for_timeout(100)
    raise AssertionError(f"the verdict line never read {wanted}: {text!r}")


def test_the_seeds_equal_tierces_from_a_blank_table_in_8_taps(page, console_errors, screenshot):
    page.set_viewport_size(PHONE)
    page.goto("/en/belote/check/announcements")
    page.evaluate("window.__same_page = true")
    assert in_viewport(page, "#picker-grid", PHONE)  # the table and its cards on the first screen
    tap = Taps(page)
    tap.seat("s")
    tap.cards("9H", "TH", "JH")
    tap.seat("e")
    tap.cards("9S", "TS", "JS")
    bar_text(page, "Maison: North–South 20", "Officielles: East–West 20")  # no "Check" needed
    assert tap.count == 8  # the review's form took 9 taps and two long scrolls (ux.md 2a)
    assert in_viewport(page, "#verdict-bar", PHONE) and in_viewport(page, "#seat-hand-e", PHONE)
    # each hand is shown in front of its seat
    assert page.locator("#seat-hand-s .mini").count() == 3
    assert page.locator("#seat-hand-e .mini").count() == 3
    assert page.evaluate("window.__same_page") is True
    page.screenshot(path=str(screenshot(page, "referee-table-en-375").with_suffix(".view.png")))
    assert console_errors == []


def test_the_reviews_jass_weis_from_a_blank_table_in_11_taps(page, console_errors, screenshot):
    page.set_viewport_size(PHONE)
    page.goto("/de-ch/jass/check/weis")
    tap = Taps(page)  # North is the seat chosen first
    tap.cards("6E", "7E", "8E")
    tap.seat("e")
    tap.cards("9L", "TL", "UL", "OL")
    tap.seat("s")
    tap.cards("KR", "OR")
    bar_text(page, "Ost–West 50")
    assert tap.count == 11  # 12 in the review (ux.md 3)
    for _ in range(100):  # the verdict line reads the same before South's cards: wait for them
        if "s=KR+OR" in page.url:
            break
        page.wait_for_timeout(100)
    assert "s=KR+OR" in page.url and "Stöck" in page.inner_text("#verdict")
    # the whole table (its four seats) and every card stayed on screen while tapping
    for selector in ('label[for="pt-n"]', 'label[for="pt-s"]', "#picker-grid", "#verdict-bar"):
        assert in_viewport(page, selector, PHONE), selector
    page.screenshot(path=str(screenshot(page, "referee-table-jass-dech-375").with_suffix(".view.png")))
    assert console_errors == []


def test_a_dispute_preset_from_the_home_page_gives_both_verdicts_in_one_tap(page, console_errors, screenshot):
    page.set_viewport_size(PHONE)
    page.goto("/en/")
    assert in_viewport(page, "#disputes-title", PHONE)  # on the home page's first screen
    tap = Taps(page)
    tap('#disputes a[href$="preset=equal-tierces"]')
    page.locator("#verdict-summary").wait_for()
    assert tap.count == 1  # the bound: 6
    assert in_viewport(page, "#verdict-summary", PHONE)
    summary = page.inner_text("#verdict-summary")
    assert "Maison: North–South 20" in summary and "Officielles: East–West 20" in summary
    assert "preset" not in page.url or "preset=equal-tierces" in page.url
    # the form asks first for the two hands in dispute, the other two are folded away
    assert page.locator(".checker__hands > .field--cards").count() == 2
    assert not page.locator("#f-n").is_visible()
    page.screenshot(path=str(screenshot(page, "referee-preset-en-375").with_suffix(".view.png")))
    assert console_errors == []


@pytest.mark.parametrize("lang", ["th", "vi"])
def test_the_table_at_320_px(page, console_errors, screenshot, lang):
    page.set_viewport_size(NARROW)
    page.goto(f"/{lang}/jass/check/weis")
    page.locator("#picker-grid [data-card]").first.wait_for()
    assert page.evaluate("document.documentElement.scrollWidth - window.innerWidth") <= 0
    for selector in ("#picker-grid [data-card]", ".seat label"):
        for b in page.locator(selector).all():
            assert b.bounding_box()["height"] >= 44
    card = page.locator('#picker-grid [data-card="UR"]')
    size = card.evaluate("b => parseFloat(getComputedStyle(b.querySelector('.card__rank')).fontSize)")
    assert size >= 14 and card.bounding_box()["width"] >= 44  # legible: a 14 px rank, 44 px wide
    page.click('label[for="pt-e"]')
    page.click('#picker-grid [data-card="UR"]')
    assert page.locator("#seat-hand-e .mini").count() == 1
    page.screenshot(path=str(screenshot(page, f"referee-table-{lang}-320").with_suffix(".view.png")))
    assert console_errors == []


TOUCH = [("fr", "belote/check/announcements", PHONE), ("fr", "belote/check/announcements", NARROW),
         ("de-ch", "jass/check/weis", PHONE), ("de-ch", "jass/check/weis", NARROW),
         ("th", "jass/check/play", NARROW)]


@pytest.mark.parametrize("lang,path,size", TOUCH,
                         ids=lambda x: x if isinstance(x, str) else str(x["width"]))
def test_every_card_is_a_44_px_target_in_rank_order(page, screenshot, lang, path, size):
    """Each card to tap is at least 44×44 px and legible (a 14 px rank) on a 375 and a 320 px
    phone, in both decks, without sideways scrolling; when a suit's cards cannot all be 44 px
    wide on one line, the suit takes two lines, read left to right in rank order."""
    page.set_viewport_size(size)
    page.goto(f"/{lang}/{path}")
    page.locator("#picker-grid [data-card]").first.wait_for()
    assert page.evaluate("document.documentElement.scrollWidth - window.innerWidth") <= 0
    for row in page.locator("#picker-grid .picker__row").all():
        boxes = [b.bounding_box() for b in row.locator("[data-card]").all()]
        for b in boxes:
            assert b["width"] >= 44 and b["height"] >= 44, (lang, path, size, b)
            assert b["x"] >= 0 and b["x"] + b["width"] <= size["width"]
        reading = sorted(range(len(boxes)), key=lambda i: (round(boxes[i]["y"]), boxes[i]["x"]))
        assert reading == list(range(len(boxes)))  # 6 7 8 9 10 / U O K A
    rank = page.locator("#picker-grid .card__rank").first
    assert rank.evaluate("r => parseFloat(getComputedStyle(r).fontSize)") >= 14
    name = f"referee-cards-{lang}-{path.split('/')[0]}-{size['width']}"
    page.screenshot(path=str(screenshot(page, name).with_suffix(".view.png")))


def test_the_table_beside_the_verdict_on_a_wide_screen(page, screenshot):
    page.set_viewport_size(DESKTOP)
    page.goto(SEED.format(l="th"))
    assert page.locator("#seat-hand-s .mini").count() == 3
    page.screenshot(path=str(screenshot(page, "referee-table-th-desktop").with_suffix(".view.png")))


# -- a short phone, typing beside the picker, the keyboard (issue 15, session 4) ------------------

SHORT = {"width": 320, "height": 640}


def cards_in_view(page, size) -> list[str]:
    """The picker's cards wholly on the screen, not covered by anything (the sticky picker, the
    verdict line)."""
    return page.evaluate("""h => [...document.querySelectorAll('#picker-grid [data-card]')].filter(b => {
        const r = b.getBoundingClientRect();
        if (r.top < 0 || r.bottom > h) return false;
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return hit && b.contains(hit);
    }).map(b => b.dataset.card)""", size["height"])


@pytest.mark.parametrize("lang,path", [("de-ch", "jass/check/weis"), ("fr", "jass/check/weis"),
                                       ("th", "jass/check/weis"), ("vi", "belote/check/announcements")])
def test_a_short_phones_first_screen_shows_the_seats_and_the_first_suits(page, screenshot, lang, path):
    """320×640, a blank checker: the four seats and at least two whole suits of cards to tap
    (about 1.5 lines of cards before the header and the table were compacted); the Jass ranks
    are legible (15 px and more, beside a suit symbol of 22 px)."""
    page.set_viewport_size(SHORT)
    page.goto(f"/{lang}/{path}")
    page.locator("#picker-grid [data-card]").first.wait_for()
    for seat in "nesw":
        assert in_viewport(page, f'label[for="pt-{seat}"]', SHORT), seat
    seen = cards_in_view(page, SHORT)
    per_suit = 9 if "jass" in path else 8
    assert len(seen) >= 2 * per_suit, seen
    card = page.locator("#picker-grid [data-card]").first
    rank = card.evaluate("b => parseFloat(getComputedStyle(b.querySelector('.card__rank')).fontSize)")
    suit = card.evaluate("b => b.querySelector('.card__suit').getBoundingClientRect().width")
    assert rank >= 15 and suit >= 20
    # the theme switch is a symbol here, a 44 px target that keeps its name for screen readers
    switch = page.locator("#theme-switch")
    assert switch.bounding_box()["width"] >= 44 and switch.bounding_box()["height"] >= 44
    name = switch.evaluate("b => b.textContent.trim()")
    assert name and page.get_by_role("button", name=name, exact=True).is_visible()
    bad = [v for v in Axe().run(page).response["violations"] if v.get("impact") in ("serious", "critical")]
    assert bad == [], [(v["id"], [n["target"] for n in v["nodes"][:3]]) for v in bad]
    page.screenshot(path=str(screenshot(page, f"referee-short-{lang}-{path.split('/')[0]}-320").with_suffix(".view.png")))


def test_typing_beside_the_sticky_picker(page, console_errors, screenshot):
    """375×740, the Jass table (two lines a suit: the sticky picker is some 550 px tall). Once a
    typed field has the focus the picker scrolls with the page: the field, its hint and the room
    under it are the player's, and a tap in the picker makes it sticky again."""
    page.set_viewport_size(PHONE)
    page.goto("/de-ch/jass/check/weis")
    page.locator("#picker-grid [data-card]").first.wait_for()
    assert page.evaluate("getComputedStyle(document.getElementById('picker')).position") == "sticky"
    field = page.locator("#f-e")
    field.click()
    page.keyboard.type("RU EO Rose-Ober")
    assert page.locator("#hint-e").inner_text() == "Rosen-Under, Eichel-Ober, Rosen-Ober"
    # the field near the top of the screen, as a phone puts it above its keyboard
    page.evaluate("window.scrollBy(0, document.getElementById('f-e').getBoundingClientRect().top - 60)")
    uncovered = page.evaluate("""() => ['f-e', 'hint-e'].every(id => {
        const r = document.getElementById(id).getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + 10, r.top + r.height / 2);
        return r.top >= 0 && hit && document.getElementById(id).contains(hit);
    })""")
    assert uncovered
    room = page.evaluate("""() => { const bar = document.getElementById('verdict-bar');
        const bottom = bar.hidden ? innerHeight : bar.getBoundingClientRect().top;
        return bottom - document.getElementById('f-e').getBoundingClientRect().top; }""")
    assert room >= 300, room  # 110 px were left under the sticky picker
    assert page.evaluate("document.activeElement.id") == "f-e"
    page.screenshot(path=str(screenshot(page, "referee-typing-dech-375").with_suffix(".view.png")))
    # back to the picker: a tap on a seat, and it stays on screen again
    page.evaluate("window.scrollTo(0, 0)")
    page.click('label[for="pt-s"]')
    assert page.evaluate("getComputedStyle(document.getElementById('picker')).position") == "sticky"
    assert console_errors == []


def focused_card(page) -> str:
    return page.evaluate("document.activeElement.dataset.card || document.activeElement.id")


@pytest.mark.parametrize("lang,path,size,moves", [
    # a Jass suit on two lines at 375 px (6 7 8 9 10 / U O K A): down from the 6 is the Under
    ("de-ch", "jass/check/weis", PHONE, [("ArrowDown", "UE"), ("ArrowDown", "6S"), ("ArrowUp", "UE"),
                                          ("ArrowRight", "OE"), ("ArrowUp", "7E"), ("End", "AE")]),
    # Belote at 320 px (7 8 9 10 / V D R A)
    ("fr", "belote/check/announcements", SHORT, [("ArrowRight", "8S"), ("ArrowDown", "QS"),
                                                 ("ArrowDown", "8H"), ("ArrowUp", "QS"), ("ArrowUp", "8S")]),
    # one line a suit: down is the next suit
    ("en", "belote/check/announcements", DESKTOP, [("ArrowDown", "7H"), ("ArrowRight", "8H"), ("ArrowUp", "8S")]),
])
def test_arrow_keys_move_to_the_card_seen_next(page, lang, path, size, moves):
    page.set_viewport_size(size)
    page.goto(f"/{lang}/{path}")
    first = page.locator("#picker-grid [data-card]").first
    first.focus()
    start = focused_card(page)
    assert start in ("6E", "7S")
    for key, card in moves:
        page.keyboard.press(key)
        assert focused_card(page) == card, (key, card)


def test_a_whole_dispute_with_the_keyboard_only(page, console_errors):
    """The seed's equal tierces with Tab, the arrow keys and Space only, on a phone: the seat
    (a radio group: the arrows choose), then its cards (a grid), and the verdict follows."""
    page.set_viewport_size(PHONE)
    page.goto("/en/belote/check/announcements")
    page.locator("#picker-grid [data-card]").first.wait_for()
    tabs = 0
    while page.evaluate("document.activeElement.name") != "picker-target":
        page.keyboard.press("Tab")
        tabs += 1
        assert tabs < 40, "the table is out of Tab's reach"
    keys = ["ArrowRight", "ArrowRight"]  # North -> East -> South
    keys += ["Tab", "ArrowDown", "ArrowRight", "ArrowRight", "Space", "ArrowRight", "Space", "ArrowRight", "Space"]
    keys += ["Shift+Tab", "ArrowLeft"]  # back to the seats: East
    keys += ["Tab", "ArrowUp", "Space", "ArrowLeft", "Space", "ArrowLeft", "Space"]
    for key in keys:
        page.keyboard.press(key)
    assert page.input_value("#f-s") == "9♥ 10♥ J♥"
    assert page.input_value("#f-e") == "J♠ 10♠ 9♠"
    bar_text(page, "Maison: North–South 20", "Officielles: East–West 20")
    # Enter in a field brings the verdict into view and gives it the focus
    page.focus("#f-e")
    page.keyboard.press("Enter")
    page.locator("#verdict-title:focus").wait_for()
    assert in_viewport(page, "#verdict-summary", PHONE)
    print(f"Tab presses from the top of the page to the table: {tabs}")
    assert console_errors == []


def test_the_seeds_equal_tierces_from_the_home_page_in_9_taps_from_a_blank_table(page, console_errors):
    """The issue's bound: from the home page, at most 9 taps to both verdicts from a blank table
    (the checker's link in the Belote section, then the table), no "Check" needed."""
    page.set_viewport_size(PHONE)
    page.goto("/en/")
    tap = Taps(page)
    tap('#disputes a[href$="/belote/check/announcements"]')
    page.locator("#picker-grid [data-card]").first.wait_for()
    tap.seat("s")
    tap.cards("9H", "TH", "JH")
    tap.seat("e")
    tap.cards("9S", "TS", "JS")
    bar_text(page, "Maison: North–South 20", "Officielles: East–West 20")
    assert tap.count == 9
    assert in_viewport(page, "#verdict-bar", PHONE)
    assert console_errors == []


#: Permalinks made before issue 15 (the review's address bar and "Copy link" forms: a seat as the
#: taker, the rulesets repeated, empty hands, lower case and commas; French 7C meaning clubs).
OLD_LINKS = [
    "/en/belote/check/announcements?n=&e=9S+TS+JS&s=9H+TH+JH&w=&trump=S&taker=N&rules=maison"
    "&rules=officielles",
    "/pt/belote/check/announcements?e=9s,ts,js&s=9h,+th,+jh&trump=S&taker=S&rules=maison,officielles",
    "/fr/belote/check/announcements?n=7C+8C+9C&e=7H+8H+9H&trump=S&taker=N",
    "/de-ch/jass/check/weis?n=6E+7E+8E&e=9L+TL+UL+OL&s=KR+OR&w=&contract=R&forehand=N"
    "&rules=traditional&rules=swiss",
]


@pytest.mark.parametrize("link", OLD_LINKS, ids=lambda u: u.split("/")[1] + "-" + u.split("/")[2])
def test_an_old_permalink_gives_the_same_verdict_and_keeps_it_live(page, console_errors, link):
    """An old link opens on its verdict; "Check" (the form re-read in the page's own letters,
    with JavaScript: no page load) gives the same verdict, and the address bar then holds the
    canonical permalink of that verdict."""
    page.set_viewport_size(PHONE)
    page.goto(link)
    before = page.inner_text("#verdict-summary")
    assert in_viewport(page, "#verdict-summary", PHONE)
    page.evaluate("window.__same_page = true")
    page.click(".checker__change a")
    page.click(".checker__submit button")
    page.locator("#verdict-title:focus").wait_for()
    for _ in range(100):
        if page.url.split("?")[1] != link.split("?")[1]:
            break
        page.wait_for_timeout(100)
    assert page.inner_text("#verdict-summary") == before
    assert page.evaluate("window.__same_page") is True
    canonical = page.url
    page.goto(canonical)
    assert page.inner_text("#verdict-summary") == before
    assert console_errors == []
