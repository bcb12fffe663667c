"""The checker pages in the real browser, on a 320 px phone.

Type a hand and see the verdict update; pick cards with the keyboard only; switch language and
keep the result; copy the link and open it. Screenshots go to
artifacts/screenshots/checker-*.png.
"""

from __future__ import annotations

import html
import re
from urllib.parse import quote_plus

import pytest

from tests.reading import as_read

PHONE = {"width": 320, "height": 720}
ANNOUNCEMENTS = "/{loc}/belote/check/announcements"


def no_overflow(page) -> None:
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"horizontal scroll of {overflow}px at 320px"


def verdict_text(page, ruleset: str) -> str:
    return page.locator(f"#v-{ruleset}").locator("xpath=..").inner_text()


@pytest.mark.parametrize("loc", ["pt", "th"])
def test_typing_a_hand_updates_the_verdict(page, console_errors, screenshot, loc):
    page.set_viewport_size(PHONE)
    page.goto(ANNOUNCEMENTS.format(loc=loc))
    assert page.locator("#picker").is_visible()
    page.fill("#f-n", "TS JS QS KS AS")
    # the hint names the cards in the page's language, before any request
    hint = page.locator("#hint-n").inner_text()
    assert {"pt": "Valete de espadas", "th": "J"}[loc] in hint or loc == "th"
    page.locator("#v-maison").wait_for()
    headline = page.locator(".verdict__headline").first.inner_text()
    assert re.search(r"100", headline), headline
    # the URL is now the permalink of this verdict
    assert "n=TS+JS+QS+KS+AS" in page.url
    assert page.input_value("#permalink").endswith(page.url.split("/", 3)[3])
    no_overflow(page)
    assert console_errors == []
    screenshot(page, f"checker-announcements-{loc}-320")


def test_an_unknown_card_is_shown_next_to_its_field(page, console_errors):
    page.set_viewport_size(PHONE)
    page.goto(ANNOUNCEMENTS.format(loc="pt"))
    page.fill("#f-e", "JS XX")
    page.locator("#err-e").wait_for(state="visible")
    assert "XX" in page.locator("#err-e").inner_text()
    assert page.get_attribute("#f-e", "aria-invalid") == "true"
    assert "XX" in page.locator("#hint-e").inner_text()
    page.fill("#f-e", "JS")
    page.locator("#err-e").wait_for(state="hidden")
    assert console_errors == []


def test_check_with_a_missing_field_takes_you_to_it(page, console_errors):
    """user6, finding 10: Jass score without the tricks, then Check: the verdict area's 'Correct
    the marked fields' links to the tricks field, and tapping it puts the focus there."""
    page.set_viewport_size(PHONE)
    page.goto("/en/jass/check/score")
    page.select_option("#f-contract", "E")
    page.fill("#f-ns", "100")
    page.fill("#f-ew", "57")
    page.click(".checker__submit button")
    link = page.locator("#verdict .verdict__invalid a")
    link.wait_for()
    assert link.get_attribute("href") == "#f-tns"
    link.click()
    assert page.evaluate("document.activeElement.id") == "f-tns"
    assert page.locator("#f-tns").is_visible()
    assert console_errors == []


def test_picking_cards_with_the_keyboard_only(page, console_errors, screenshot):
    page.set_viewport_size(PHONE)
    page.goto("/pt/jass/check/weis")
    # choose West as the target with the keyboard: focus the radio group, arrow to West
    page.focus("#pt-n")
    page.keyboard.press("ArrowLeft")  # radio groups wrap: N -> W
    assert page.is_checked("#pt-w")
    # Tab into the grid: one tab stop (roving tabindex), on the first card
    page.keyboard.press("Tab")
    first = page.evaluate("document.activeElement.dataset.card")
    assert first == "6E"
    assert "Eicheln" in page.evaluate("document.activeElement.getAttribute('aria-label')")
    # at 320 px a Jass suit takes two lines (6 7 8 9 10 / U O K A): down from the 8 is the
    # König seen below it, then the 8 of the next suit
    for key in ("ArrowRight", "ArrowRight", "ArrowDown"):
        page.keyboard.press(key)
    assert page.evaluate("document.activeElement.dataset.card") == "KE"
    page.keyboard.press("ArrowDown")
    assert page.evaluate("document.activeElement.dataset.card") == "8S"
    page.keyboard.press("Space")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Space")
    assert page.input_value("#f-w") == "8S 9S TS"
    assert page.get_attribute('[data-card="9S"]', "aria-pressed") == "true"
    # the last toggle is announced: the card (Banner of Schellen) and the hand it went into
    status = page.locator("#picker-status").inner_text()
    assert "Schellen" in status and "Oeste" in status
    # only one card of the grid is in the tab order
    assert page.locator(".picker__card[tabindex='0']").count() == 1
    # a card in another hand is unavailable for this one
    page.fill("#f-n", "AR")
    page.focus("#pt-w")
    page.keyboard.press("Space")
    assert page.get_attribute('[data-card="AR"]', "aria-disabled") == "true"
    page.locator("#v-traditional").wait_for()
    assert "20" in page.locator(".verdict__headline").first.inner_text()
    no_overflow(page)
    assert console_errors == []
    screenshot(page, "checker-weis-picker-pt-320")


def test_switching_language_keeps_the_result(page, console_errors):
    page.set_viewport_size(PHONE)
    page.goto(ANNOUNCEMENTS.format(loc="en"))
    page.fill("#f-w", "AS AH AD AC")
    page.select_option("#f-trump", "none")
    page.locator("#v-officielles").wait_for()
    page.wait_for_function("location.search.includes('trump=none')")
    before = [page.locator(".verdict__headline").nth(i).inner_text() for i in range(2)]
    page.click(".lang-switcher a[hreflang=pt-PT]")
    page.wait_for_url(re.compile(r"/pt/belote/check/announcements\?"))
    # the permalink holds the engine's codes; the Portuguese form shows them in its letters
    assert page.input_value("#f-w") == "A♠ A♥ A♦ A♣"
    after = [page.locator(".verdict__headline").nth(i).inner_text() for i in range(2)]
    assert after != before  # translated...
    assert [re.findall(r"\d+", t) for t in after] == [re.findall(r"\d+", t) for t in before]  # ...same verdict
    assert console_errors == []


def test_copy_the_link_and_open_it(page, context, console_errors, screenshot, base_url):
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base_url)
    page.set_viewport_size(PHONE)
    page.goto("/th/belote/check/play")
    page.select_option("#f-variant", "coinche")
    page.fill("#f-trick", "AH 9S")
    page.fill("#f-hand", "7S 7D KC")
    page.locator("#v-maison").wait_for()
    page.wait_for_function("location.search.includes('hand=')")
    verdict = page.locator("#verdict").inner_text()
    page.click("#copy-link")
    page.locator("#copy-status:not(:empty)").wait_for()
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied == page.input_value("#permalink")
    other = context.new_page()
    other.set_viewport_size(PHONE)
    other.goto(copied)
    assert other.locator("#verdict").inner_text() == verdict
    assert other.input_value("#f-hand") == "7♠ 7♦ K♣"  # the same cards, in the page's letters
    no_overflow(other)
    screenshot(other, "checker-play-th-320")
    assert console_errors == []


@pytest.mark.parametrize("path", ["/vi/belote/check/score?variant=coinche&taker=NS&trump=H&bid=100&tp=83&dp=79&ann=taker&annpts=20",
                                  "/th/jass/check/score?contract=undenufe&ns=157&ew=0&tns=9&tew=0",
                                  "/pt/jass/check/play?contract=R&first=N&trick=KE+9R&hand=6E+7R+UR+AS"])
def test_other_checkers_fit_a_phone(page, console_errors, screenshot, path):
    page.set_viewport_size(PHONE)
    page.goto(path)
    # both rulesets are judged: side by side, or one section when they agree
    assert sorted(" ".join(page.locator(".verdict").evaluate_all("els => els.map(e => e.dataset.rulesets)")).split()) \
        == sorted(["maison", "officielles"] if "/belote/" in path else ["swiss", "traditional"])
    no_overflow(page)
    assert console_errors == []
    screenshot(page, "checker-" + path.split("/")[2] + "-" + path.split("/")[4].split("?")[0] + "-" + path.split("/")[1] + "-320")


@pytest.mark.parametrize("path", ["/en/belote/check/announcements?n=TS+JS+QS+KS+AS&e=7H+8H+9H&w=XX",
                                  "/th/jass/check/play?contract=R&first=N&trick=KE+9R&hand=6E+7R+UR+AS",
                                  "/vi/belote/check/score?variant=coinche&taker=NS&trump=H&bid=100&tp=83&dp=79"])
def test_checker_pages_have_no_axe_violations(page, path):
    from axe_playwright_python.sync_playwright import Axe

    page.set_viewport_size(PHONE)
    page.goto(path)
    results = Axe().run(page)
    assert results.violations_count == 0, results.generate_report()


@pytest.mark.parametrize("loc,field,typed,hint", [
    ("fr", "#f-s", "9♥ 10♥ V♥", "9 de cœur, 10 de cœur, valet de cœur"),
    ("fr", "#f-s", "VC, dame de coeur ZZ 11H", "valet de cœur, dame de cœur, « ZZ » : pas une carte, « 11H » : pas une carte (code C = cœur)"),
    ("pt", "#f-s", "V♥ D♥ R♥", "Valete de copas, Dama de copas, Rei de copas"),
    ("de-ch", "#f-s", "B♥ K♥", "Herz-Bauer, Herz-König"),
    ("vi", "#f-s", "J cơ, Q bích", "Bồi cơ, Đầm bích"),
    ("th", "#f-s", "แจ็กโพดำ", "แจ็ก โพดำ"),
])
def test_each_locale_types_its_own_letters(page, console_errors, loc, field, typed, hint):
    """The live hint reads the page's own card letters (webapp/i18n/notation/), names every bad
    token, and the verdict follows without a page load."""
    page.goto(ANNOUNCEMENTS.format(loc=loc))
    page.evaluate("window.__same_page = true")
    page.fill(field, typed)
    got = as_read(page.locator("#hint-s").inner_text())
    assert got == hint
    if "ZZ" not in typed:
        page.locator("#v-maison").wait_for()
        assert page.evaluate("window.__same_page") is True
    assert console_errors == []


@pytest.mark.parametrize("loc,path,typed", [
    ("fr", "/fr/jass/check/weis", "König d’Eicheln, Ass de Schellen, Under de Rosen"),
    ("th", "/th/jass/check/weis", "König Rosen, Banner Eicheln, Under Schilten"),
    ("vi", "/vi/jass/check/weis", "Ass Schellen, Ober Rosen"),
    ("th", "/th/belote/check/announcements", "แจ็ก โพ\u2060ดำ, ควีน โพ\u2060แดง"),
])
def test_the_names_the_hint_shows_can_be_typed_back(page, console_errors, loc, path, typed):
    """What the hint calls a card (the Swiss deck's names on a Thai page, "d’Eicheln" on a
    French one, a Thai name copied with its word joiners) is read as that card as it is typed."""
    page.goto(path)
    page.fill("#f-n", typed)
    got = page.locator("#hint-n").inner_text().replace("\u2060", "")
    assert got == typed.replace("\u2060", "")
    page.locator("#v-" + ("traditional" if "jass" in path else "maison")).wait_for()
    assert page.locator("#err-n").is_hidden()
    assert console_errors == []


@pytest.mark.parametrize("lang", ["th", "vi"])
@pytest.mark.parametrize("width", [375, 320])
def test_share_a_verdict_on_a_phone(page, console_errors, screenshot, lang, width):
    """Copy link and the forum copies work, the Share button shows only where the browser has
    navigator.share, and the share controls fit a phone."""
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.set_viewport_size({"width": width, "height": 800})
    page.goto(f"/{lang}/belote/check/announcements?e=9S+TS+JS&s=9H+TH+JH&trump=S&taker=N"
              "&rules=maison,officielles")
    box = page.locator(".share-this")
    copy_link = box.locator(".share-this__copy-link")
    copy_link.wait_for(state="visible")
    native = page.evaluate("typeof navigator.share === 'function'")
    assert box.locator(".share-this__native").is_visible() is native
    copy_link.click()
    page.wait_for_function("document.querySelector('.share-this__status').textContent !== ''")
    assert page.evaluate("navigator.clipboard.readText()") == box.get_attribute("data-url")
    box.locator("summary").click()
    # each copy is in sight whole, not behind a scroll inside its box
    hidden = page.evaluate("[...document.querySelectorAll('.share-this textarea')]"
                           ".map(t => t.scrollHeight - t.clientHeight)")
    assert hidden and max(hidden) <= 1, hidden
    box.locator(".share-this__copy[data-for=share-bbcode]").click()
    clip = page.evaluate("navigator.clipboard.readText()")
    assert clip.startswith("[url=") and "[img]" in clip and "/img/" in clip
    assert page.evaluate("document.documentElement.scrollWidth - window.innerWidth") <= 0
    box.scroll_into_view_if_needed()
    screenshot(page, f"share-{lang}-{width}")
    assert console_errors == []


def test_the_share_button_hands_the_sheet_the_verdict_and_its_link_once(page, console_errors):
    """Where the browser has navigator.share (a phone), the Share button shows and gives the
    share sheet the verdict's title, its few lines of text and its canonical link, once."""
    page.add_init_script("navigator.share = function (d) { window.__shared = d; "
                         "return Promise.resolve(); };")
    page.goto("/en/belote/check/announcements?e=9s+ts+js&s=9h+th+jh&trump=s&taker=N"
              "&rules=maison&rules=officielles")
    button = page.locator(".share-this__native")
    button.wait_for(state="visible")
    button.click()
    page.wait_for_function("window.__shared !== undefined")
    shared = page.evaluate("window.__shared")
    canonical = ("/en/belote/check/announcements?e=9S+TS+JS&s=9H+TH+JH&trump=S&taker=NS"
                 "&rules=maison,officielles")
    assert shared["url"].endswith(canonical)
    assert shared["title"].startswith("Maison: North–South 20 · Officielles: East–West 20")
    assert "Officielles: East–West scores 20" in shared["text"], shared["text"]
    assert "http" not in shared["text"]  # the link is the sheet's url, not repeated in the text
    assert console_errors == []


#: (locale, checker, typed, the letters whose reading the hint spells out). A letter that means two
#: things on that page is read the locale's way, and the hint says how (issue 15, item 3).
AMBIGUOUS = [
    ("fr", "jass/check/weis", "RK", ["R", "K"]),  # roi de carreau, not Rosen König
    ("fr", "jass/check/weis", "DR VR", ["D", "R"]),  # dame (Ober), R: Rosen
    ("fr", "belote/check/announcements", "As 7C", ["A", "s", "C"]),  # "as" alone is a rank word
    ("pt", "jass/check/weis", "VR RR", ["R"]),  # valete (Under); R: rei and Rosen
    ("de-ch", "jass/check/weis", "BR KD JH", ["B", "D", "J", "H"]),  # B: Banner; the French letters
    ("de-ch", "belote/check/announcements", "Ass", ["As"]),  # Ass of Schaufel
]


@pytest.mark.parametrize("loc,path,typed,letters", AMBIGUOUS)
def test_an_ambiguous_letter_is_read_the_locales_way_and_the_hint_says_how(page, console_errors, loc, path,
                                                                           typed, letters):
    """The live hint (checker.js) reads the token as the server does (notation.py) and names how
    each ambiguous letter was read."""
    served = page.request.get(f"/{loc}/{path}?n={quote_plus(typed)}&notation={loc}").text()
    server_hint = re.search(r'id="hint-n"[^>]*>([^<]*)<', served).group(1)
    page.goto(f"/{loc}/{path}")
    page.fill("#f-n", typed)
    live = page.locator("#hint-n").inner_text()
    assert live == html.unescape(server_hint)
    read = as_read(live)
    said = [part.strip() for note in re.findall(r"\(([^)]*)\)", read) for part in note.split(";")]
    assert said and len(said) == len(set(said)), read  # each reading of a letter said once a field
    for letter in letters:
        assert re.search(rf"(^|[ (;]){re.escape(letter)}\W", read), (letter, live)
    assert console_errors == []
