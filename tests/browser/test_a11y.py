"""Accessibility in the real browser: axe-core on every page type in every locale, keyboard-only use
of the card picker and the checkers, visible focus, card names in the page's language, and no
request to another origin.

One browser context and one page are reused for the whole module (axe is injected per page);
each (locale, page) pair is its own test so a failure names the page. Zero violations of
``serious`` or ``critical`` impact are allowed (``minor``/``moderate`` ones are not checked).
"""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest
from axe_playwright_python.sync_playwright import Axe

from webapp.i18n import LOCALES

LANGS = [loc.url for loc in LOCALES]
BLOCKING = {"serious", "critical"}

BELOTE_VERDICT = ("s=7H+8H+9H+AS+TC+KD+7C+8D&w=TS+JS+QS+KS+9C+JD+7S+AD&trump=S&taker=NS")
JASS_WEIS_VERDICT = "n=9E+9S+9R+9L+6E&w=TL+UL+OL&contract=R&forehand=N"
#: Every page type, as a path under a locale (``{l}``), with a verdict where it takes one.
PAGES = {
    "home": "/{l}/",
    "belote-rules": "/{l}/belote/rules",
    "belote-announcements": "/{l}/belote/announcements",
    "coinche-bidding": "/{l}/coinche/bidding",
    "coinche-scoring": "/{l}/coinche/scoring",
    "schieber": "/{l}/jass/schieber",
    "weis": "/{l}/jass/weis",
    "glossary": "/{l}/glossary",
    "sources": "/{l}/sources",
    "belote-checkers": "/{l}/belote/check",
    "jass-checkers": "/{l}/jass/check",
    "check-announcements": "/{l}/belote/check/announcements",
    "check-announcements-verdict": "/{l}/belote/check/announcements?" + BELOTE_VERDICT,
    "check-announcements-bad-input": "/{l}/belote/check/announcements?n=JS+XX&trump=S&taker=N",
    "check-belote-play": "/{l}/belote/check/play",
    "check-belote-play-verdict": "/{l}/belote/check/play?variant=coinche&trump=S&first=N"
                                 "&trick=AH+9S&hand=7S+7D+KC",
    "check-belote-score": "/{l}/belote/check/score",
    "check-belote-score-verdict": "/{l}/belote/check/score?variant=coinche&taker=NS&trump=H"
                                  "&bid=100&coinche=1&tp=83&dp=79&ann=taker&annpts=20",
    "check-weis": "/{l}/jass/check/weis",
    "check-weis-verdict": "/{l}/jass/check/weis?" + JASS_WEIS_VERDICT,
    "check-jass-play": "/{l}/jass/check/play",
    "check-jass-play-verdict": "/{l}/jass/check/play?contract=R&first=N&trick=KE+9R"
                               "&hand=6E+7R+UR+AS",
    "check-jass-score": "/{l}/jass/check/score",
    "check-jass-score-verdict": "/{l}/jass/check/score?contract=undenufe&ns=157&ew=0&tns=9"
                                "&tew=0",
    "error-404": "/{l}/no-such-page",
    "embed-howto": "/{l}/embed",
    "example-page": "/{l}/example/seed-1",
    "embed-example": "/embed/{l}/example/seed-3-4",
    "embed-example-dark": "/embed/{l}/example/weis-stoeck-apart?theme=dark",
    "embed-verdict": "/embed/{l}/belote/check/announcements?" + BELOTE_VERDICT,
    "embed-verdict-dark": "/embed/{l}/jass/check/weis?" + JASS_WEIS_VERDICT + "&theme=dark",
    "embed-legal": "/embed/{l}/jass/check/play?contract=R&first=N&trick=KE+9R&hand=6E+7R+UR+AS",
    "embed-error": "/embed/{l}/example/no-such-example",
}
EXPECTED_STATUS = {"error-404": 404, "embed-error": 404, "check-announcements-bad-input": 422}


@pytest.fixture(scope="module")
def tab(browser, live_server):
    """One page for the module, recording every request's URL."""
    context = browser.new_context(base_url=live_server.url)
    page = context.new_page()
    page.requests = []  # type: ignore[attr-defined]
    page.on("request", lambda r: page.requests.append(r.url))
    yield page
    context.close()


@pytest.fixture(scope="module")
def axe():
    return Axe()


def blocking(results) -> list[dict]:
    return [v for v in results.response["violations"] if v.get("impact") in BLOCKING]


def describe(violations: list[dict]) -> str:
    return "\n".join(f"{v['impact']} {v['id']}: {v['help']} -> "
                     + "; ".join(n["target"][0] if isinstance(n["target"][0], str)
                                 else str(n["target"]) for n in v["nodes"][:4])
                     for v in violations)


@pytest.mark.parametrize("kind", list(PAGES))
@pytest.mark.parametrize("lang", LANGS)
def test_no_serious_axe_violation_and_no_foreign_request(tab, axe, live_server, lang, kind):
    tab.requests.clear()
    response = tab.goto(PAGES[kind].format(l=lang))
    assert response.status == EXPECTED_STATUS.get(kind, 200)
    tab.wait_for_load_state("networkidle")
    assert tab.evaluate("document.documentElement.lang").lower().startswith(lang.split("-")[0])
    origin = urlsplit(live_server.url).netloc
    foreign = [u for u in tab.requests
               if urlsplit(u).scheme in ("http", "https") and urlsplit(u).netloc != origin]
    assert foreign == [], foreign
    results = axe.run(tab)
    bad = blocking(results)
    assert bad == [], describe(bad)


# -- keyboard, focus, names ------------------------------------------------------------------------


def focused(page) -> dict:
    return page.evaluate("""() => { const e = document.activeElement; const s = getComputedStyle(e);
        return {tag: e.tagName, id: e.id, card: e.dataset ? e.dataset.card : null,
                label: e.getAttribute('aria-label'), type: e.type,
                outline: s.outlineStyle, outlineWidth: s.outlineWidth, shadow: s.boxShadow}; }""")


def tab_until(page, predicate, limit: int = 80) -> dict:
    for _ in range(limit):
        page.keyboard.press("Tab")
        now = focused(page)
        if predicate(now):
            return now
    raise AssertionError("never reached by Tab")


def has_visible_focus(state: dict) -> bool:
    outline = state["outline"] != "none" and state["outlineWidth"] not in ("0px", "")
    return outline or state["shadow"] not in ("none", "")


@pytest.mark.parametrize("lang", ["pt", "th"])
def test_keyboard_only_picker_and_checker(tab, lang):
    """From the top of the page: Tab to the picker, arrows and Space to pick cards, Tab to the
    submit button, Enter, and read the verdict: no mouse at any point."""
    tab.goto(f"/{lang}/belote/check/announcements")
    tab.wait_for_load_state("networkidle")
    state = tab_until(tab, lambda s: bool(s["card"]))  # the picker's one tab stop
    assert state["label"] and has_visible_focus(state)
    picked = []
    for key in ("Space", "ArrowRight", "Space", "ArrowRight", "Space"):
        tab.keyboard.press(key)
        if key == "Space":
            picked.append(focused(tab)["card"])
    assert all(tab.get_attribute(f'[data-card="{c}"]', "aria-pressed") == "true" for c in picked)
    # the contract and the takers have defaults; the submit button comes next in the tab order
    state = tab_until(tab, lambda s: s["type"] == "submit")
    assert has_visible_focus(state)
    tab.keyboard.press("Enter")
    tab.wait_for_load_state("networkidle")
    verdicts = tab.locator(".verdict")
    verdicts.first.wait_for()
    assert verdicts.count() in (1, 2)  # one section when the rulesets agree
    text = verdicts.first.inner_text()
    assert text.strip()
    # the picked cards went into the first hand, and the URL is the permalink
    assert all(c in tab.url for c in picked), tab.url


@pytest.mark.parametrize("path", ["/vi/", "/th/belote/announcements", "/de-ch/jass/check/weis",
                                  "/fr/belote/check/score", "/embed/pt/example/seed-1"])
def test_every_focusable_element_shows_its_focus(tab, path):
    """Tab through the page: each element that takes the focus draws a visible outline or ring."""
    tab.goto(path)
    tab.wait_for_load_state("networkidle")
    seen = 0
    for _ in range(40):
        tab.keyboard.press("Tab")
        state = focused(tab)
        if state["tag"] in ("BODY", "HTML"):
            break
        seen += 1
        assert has_visible_focus(state), state
    assert seen >= 3


def card_names(app, code: str, game: str, langs: list[str]) -> dict[str, str]:
    from webapp.i18n import card_name

    out = {}
    for lang in langs:
        with app.test_request_context(f"/{lang}/"):
            app.preprocess_request()
            out[lang] = card_name(code, game)
    return out


CARDS = {"belote": "JS", "jass": "UR"}


@pytest.mark.parametrize("lang", ["pt", "th"])
@pytest.mark.parametrize("game", ["belote", "jass"])
def test_screen_readers_hear_card_names_in_the_page_language(tab, live_server, lang, game):
    code = CARDS[game]
    names = card_names(live_server.app, code, game, ["en", lang])
    name = names[lang]
    assert name != names["en"]  # really translated
    path = {"belote": f"/{lang}/belote/check/announcements?s=JS+QS+KS&trump=S&taker=NS",
            "jass": f"/{lang}/jass/check/weis?n=UR+OR+KR&contract=R&forehand=N"}[game]
    tab.goto(path)
    tab.wait_for_load_state("networkidle")
    # the picker's button for the card is named by the translated card name
    label = tab.get_attribute(f'[data-card="{code}"]', "aria-label")
    assert label and name in label, label
    assert tab.get_by_role("button", name=name).count() >= 1
    # the cards of the verdict, as the accessibility tree gives them to a screen reader
    snapshot = tab.locator(".verdict").first.aria_snapshot()
    assert name in snapshot, snapshot
    assert names["en"] not in snapshot
