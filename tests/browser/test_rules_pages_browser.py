"""The rules pages in the real browser: each page type in Thai and Vietnamese on a 320 px phone.

No horizontal overflow, text really drawn (fonts loaded, text boxes with a width), example cards
drawn; a full-page screenshot of each goes to artifacts/screenshots/rules-<page>-<locale>-320.png.
"""

from __future__ import annotations

import pytest

from webapp.core.content import PAGES

PHONE = {"width": 320, "height": 720}


def load(page, path: str) -> None:
    page.goto(path, wait_until="load")
    page.evaluate("document.fonts.ready.then(() => true)")


@pytest.mark.parametrize("loc", ["th", "vi"])
@pytest.mark.parametrize("endpoint", list(PAGES))
def test_rules_page_on_a_phone(page, console_errors, screenshot, loc, endpoint):
    page.set_viewport_size(PHONE)
    load(page, f"/{loc}{PAGES[endpoint][0]}")
    assert console_errors == []
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"horizontal scroll of {overflow}px at 320px"
    # No element of the content sticks out of the viewport (wide tables scroll inside their box).
    wide = page.evaluate("""() => [...document.querySelectorAll('main *')]
        .filter(e => !e.closest('.tw') && e.getBoundingClientRect().right > window.innerWidth + 1)
        .map(e => e.tagName + '.' + e.className).slice(0, 5)""")
    assert wide == []
    # Text is drawn: the heading and the paragraphs have a real width and height.
    for selector in ("h1", "main p"):
        box = page.locator(selector).first.bounding_box()
        assert box and box["width"] > 50 and box["height"] > 10, selector
    assert page.evaluate("document.fonts.status") == "loaded"
    if loc == "th":
        # The self-hosted Thai face is used once Thai text is on the page.
        thai = page.evaluate("""() => /[\\u0E00-\\u0E7F]/.test(document.body.innerText)""")
        if thai:
            loaded = page.evaluate(
                "[...document.fonts].filter(f => f.family.includes('Atout Thai') && f.status === 'loaded').length")
            assert loaded >= 1
    # Example cards: suit symbols drawn at a visible size, accessible names present.
    suits = page.locator(".example .card__suit")
    for i in range(min(suits.count(), 6)):
        box = suits.nth(i).bounding_box()
        assert box and box["width"] >= 12 and box["height"] >= 12
    names = page.locator(".example .card[role=img]").evaluate_all(
        "els => els.map(e => e.getAttribute('aria-label'))")
    assert all(names)
    screenshot(page, f"rules-{endpoint}-{loc}-320")


def test_glossary_anchor_lands_on_the_term(page):
    page.set_viewport_size(PHONE)
    load(page, "/vi/glossary#stoeck")
    assert page.evaluate("document.querySelector(':target').id") == "stoeck"
    box = page.locator("#stoeck").bounding_box()
    assert box and 0 <= box["y"] < PHONE["height"]
