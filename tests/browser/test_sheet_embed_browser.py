"""The score sheet embedded in another site (issue 19): a host page pastes the sheet's "Embed
this" snippet (the same as oEmbed gives); in the frame the totals and each ruleset's winner show,
the frame is sized to the sheet, and its link opens the full sheet in a new tab."""

from __future__ import annotations

import pytest

from tests.browser.hosting import oembed_html, serve_folder

#: Maison: North–South reach 330 first; Officielles: East–West (tests/webapp/test_sheet_embed.py).
SHEET = "/fr/belote/sheet?g=1.eS252-0cTaD100.nS90-72.nS162-0&target=330"


@pytest.fixture(scope="module")
def host(tmp_path_factory, live_server):
    folder = tmp_path_factory.mktemp("sheet-host")
    snippet = oembed_html(live_server.url, live_server.url + SHEET)
    (folder / "index.html").write_text(
        '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Notre club</title>'
        '<link rel="icon" href="data:,"></head><body><h1>Le tournoi du jeudi</h1>'
        f'<div style="max-width:640px">{snippet}</div></body></html>', encoding="utf-8")
    with serve_folder(folder) as url:
        yield url


def sheet_frame(page):
    page.wait_for_function("document.querySelector('iframe.atout-embed').style.height !== ''",
                           timeout=15000)
    frame = next(f for f in page.frames if "/embed/fr/belote/sheet" in f.url)
    frame.wait_for_load_state()
    return frame


def test_an_embedded_sheet_shows_the_totals_and_winners_and_opens_the_sheet(
        page, host, console_errors, screenshot):
    page.set_viewport_size({"width": 700, "height": 900})
    page.goto(f"{host}/index.html")
    frame = sheet_frame(page)
    assert frame.locator("tr.sheet__row").count() == 3
    # Maison's totals after deal 3; Officielles ended the game at deal 1 (its cells are "–")
    totals = frame.locator("#deal-3 .sheet__total")
    assert [totals.nth(i).inner_text() for i in range(totals.count())] == ["352", "324"]
    assert frame.locator("#deal-3 td.sheet__after").count() == 2
    results = frame.locator("tfoot .sheet__result")
    assert results.nth(0).inner_text() == "Nord–Sud gagne la partie."
    assert results.nth(1).inner_text() == "Est–Ouest gagne la partie."
    assert frame.locator("#deal-form").count() == 0  # read-only
    # the frame is as tall as the sheet (the host script's resize protocol)
    wanted = frame.evaluate("document.body.getBoundingClientRect().height")
    page.wait_for_function(
        f"""() => Math.abs(document.querySelector('iframe.atout-embed').getBoundingClientRect()
            .height - {wanted}) <= 2""", timeout=5000)
    screenshot(page, "sheet-embed-host-fr")
    with page.expect_popup() as popup:
        frame.locator(".embed__open a").click()
    full = popup.value
    full.wait_for_load_state()
    assert full.url.endswith(SHEET)
    assert full.locator("tr.sheet__row").count() == 3
    assert full.locator("#deal-3 .sheet__total").nth(0).inner_text() == "352"
    assert full.locator("#deal-form").is_visible()  # the full sheet: deals can be added
    assert console_errors == []
