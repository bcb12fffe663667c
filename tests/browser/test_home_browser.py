"""The home page in the real browser, in every locale, on a 320 px phone and a desktop."""

from __future__ import annotations

import pytest

from webapp.i18n import LOCALES

PHONE = {"width": 320, "height": 720}
DESKTOP = {"width": 1280, "height": 900}


def load(page, path: str) -> None:
    page.goto(path, wait_until="load")
    page.evaluate("document.fonts.ready.then(() => true)")


@pytest.mark.parametrize("loc", LOCALES, ids=lambda loc: loc.url)
def test_home_page_on_a_phone(page, console_errors, screenshot, loc):
    page.set_viewport_size(PHONE)
    load(page, f"/{loc.url}/")
    assert page.get_attribute("html", "lang") == loc.tag
    assert console_errors == []
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"horizontal scroll of {overflow}px at 320px"
    # Every card's suit symbol is drawn (SVG, never a colour emoji) and has a translated name.
    suits = page.locator(".card .card__suit")
    assert suits.count() >= 8
    for i in range(suits.count()):
        box = suits.nth(i).bounding_box()
        assert box and box["width"] >= 16 and box["height"] >= 16
    names = page.locator(".card[role=img]").evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
    assert len(set(names)) >= 8 and all(names)
    screenshot(page, f"home-{loc.url}-320")


@pytest.mark.parametrize("loc", LOCALES, ids=lambda loc: loc.url)
def test_home_page_on_a_desktop(page, console_errors, screenshot, loc):
    page.set_viewport_size(DESKTOP)
    load(page, f"/{loc.url}/")
    assert console_errors == []
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    screenshot(page, f"home-{loc.url}-desktop")


def test_thai_uses_the_self_hosted_thai_font(page, console_errors):
    load(page, "/th/")
    loaded = page.evaluate(
        "[...document.fonts].filter(f => f.family.includes('Atout Thai') && f.status === 'loaded').length")
    assert loaded >= 1
    assert console_errors == []


def test_the_language_switcher_works_without_javascript(browser, base_url):
    context = browser.new_context(base_url=base_url, java_script_enabled=False)
    page = context.new_page()
    page.goto("/pt/belote/check/announcements?n=JS")  # a page with a query it reads
    page.get_by_role("link", name="ไทย").click()
    assert page.url == f"{base_url}/th/belote/check/announcements?n=JS"
    assert page.get_attribute("html", "lang") == "th"
    page.goto("/")
    assert page.url == f"{base_url}/th/"  # the cookie remembers the choice
    context.close()


def test_the_skip_link_is_the_first_stop_and_becomes_visible(page):
    load(page, "/fr/")
    page.keyboard.press("Tab")
    focused = page.evaluate("document.activeElement.getAttribute('href')")
    assert focused == "#main"
    box = page.locator(".skip-link").bounding_box()
    assert box and box["y"] >= 0
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.id") == "main"


def test_print_hides_navigation(page):
    load(page, "/en/")
    page.emulate_media(media="print")
    assert not page.locator(".lang-switcher").is_visible()
    assert page.locator("h1").is_visible()


@pytest.mark.parametrize("code", ["en", "th"])
def test_home_page_has_no_axe_violations(page, code):
    from axe_playwright_python.sync_playwright import Axe

    load(page, f"/{code}/")
    results = Axe().run(page)
    assert results.violations_count == 0, results.generate_report()


def test_on_a_phone_the_navigation_folds_behind_a_menu_button(page, console_errors):
    page.set_viewport_size(PHONE)
    load(page, "/th/belote/check/announcements")
    button = page.get_by_role("button", name="เมนู", exact=True)  # the ▾ is not read out
    nav = page.locator("#site-nav")
    assert button.get_attribute("aria-expanded") == "false"
    assert not nav.is_visible()
    # The language switcher stays in view; the header no longer fills half the screen.
    assert page.locator(".lang-switcher").is_visible()
    assert page.locator(".site-header").bounding_box()["height"] < 160
    # Keyboard: Tab reaches the button, Enter opens, Escape closes and gives the focus back.
    button.focus()
    page.keyboard.press("Enter")
    assert button.get_attribute("aria-expanded") == "true"
    assert nav.is_visible()
    page.locator("main input, main textarea").first.focus()
    page.keyboard.press("Escape")  # Escape elsewhere on the page leaves the menu alone
    assert nav.is_visible()
    nav.get_by_role("link", name="อภิธานศัพท์").focus()
    page.keyboard.press("Escape")
    assert not nav.is_visible()
    assert page.evaluate("document.activeElement.classList.contains('menu-toggle')")
    button.click()
    nav.get_by_role("link", name="อภิธานศัพท์").click()
    assert page.url.endswith("/th/glossary")
    assert console_errors == []


def test_on_a_desktop_or_without_javascript_the_navigation_is_simply_shown(browser, base_url):
    page = browser.new_page(base_url=base_url, viewport=DESKTOP)
    load(page, "/en/")
    assert not page.locator(".menu-toggle").is_visible()
    assert page.locator("#site-nav").is_visible()
    page.close()
    context = browser.new_context(base_url=base_url, java_script_enabled=False,
                                  viewport=PHONE)
    page = context.new_page()
    page.goto("/en/")
    assert not page.locator(".menu-toggle").is_visible()
    assert page.locator("#site-nav").is_visible()
    context.close()
