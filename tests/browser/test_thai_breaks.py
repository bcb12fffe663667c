"""Thai game terms and loanwords never break across lines, on every Thai page, from 320 to 800 px.

Chromium breaks Thai with ICU's dictionary, which does not know loanwords (ส|วิส, ทรัม|ป์,
แค|ปโอ) and splits some compounds (โพ|แดง). Thai pages wrap the terms of
``content/terminology.json`` (``nobreak``) in a nowrap element (webapp/i18n/nobreak.py); this
test lays every Thai page out at several widths and measures, with DOM ranges, that no
occurrence of a term spans two lines.
"""

from __future__ import annotations

import pytest

from webapp.i18n import catalogs

WIDTHS = (320, 480, 640, 800)
EXTRA_PAGES = (  # verdicts, which the navigation does not link
    "/th/belote/check/announcements?n=TS+JS+QS+KS+AS&e=7H+8H+9H&s=AD+KD+QD+JD&w=7C+8C+9C&trump=none&taker=NS",
    "/th/jass/check/weis?n=6E+7E+8E+9E&e=UR+OR+KR&contract=R&forehand=N",
    "/th/example/seed-1",
)

MEASURE = """(terms) => {
  const out = [];
  let seen = 0;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || el.closest("script, style, [hidden]") || !el.getClientRects().length) continue;
    const text = node.data;
    for (const term of terms) {
      for (let i = text.indexOf(term); i >= 0; i = text.indexOf(term, i + term.length)) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + term.length);
        const tops = [...range.getClientRects()].filter(r => r.width > 0).map(r => Math.round(r.top));
        const lines = new Set(tops.map(t => Math.round(t / 4))).size;
        seen += 1;
        if (lines > 1) out.push(term.replaceAll("\\u2060", "") + " in «" + text.slice(Math.max(0, i - 12), i + term.length + 12).replaceAll("\\u2060", "") + "»");
      }
    }
  }
  return {broken: out, seen: seen};
}"""


def _thai_pages(page) -> list[str]:
    page.goto("/th/")
    hrefs = page.eval_on_selector_all(
        "a[href^='/th/']", "els => els.map(a => a.getAttribute('href').split('#')[0])")
    return sorted({h for h in hrefs if h and "?" not in h} | {"/th/"} | set(EXTRA_PAGES))


def test_no_thai_term_breaks_inside_on_any_page_at_any_width(page):
    terms = catalogs.nobreak_terms("th")
    pages = _thai_pages(page)
    assert len(pages) >= 10, pages
    broken, seen = [], 0
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 900})
        for path in pages:
            page.goto(path)
            page.evaluate("document.fonts.ready")
            found = page.evaluate(MEASURE, terms)
            seen += found["seen"]
            broken += [f"{width}px {path}: {b}" for b in found["broken"]]
    assert seen > 1000  # the terms were found on the pages
    assert broken == []


@pytest.mark.parametrize("width", [320])
def test_the_measure_sees_a_term_that_breaks(page, width):
    """Without its element a loanword does break: the measure is not blind."""
    page.set_viewport_size({"width": width, "height": 600})
    page.set_content('<p lang="th" style="width:60px;font-size:20px">กติกาแบบสวิสกติกาแบบสวิสกติกาแบบสวิส</p>')
    found = page.evaluate(MEASURE, ["กติกาแบบสวิสกติกาแบบสวิส"])
    assert found["seen"] == 1 and found["broken"]
