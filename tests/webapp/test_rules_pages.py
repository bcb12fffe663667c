"""The rules pages: every page in every locale, the live examples proven by the engine, the links.

Run: ``python -m pytest -q tests/webapp/test_rules_pages.py``
"""

from __future__ import annotations

import html as htmllib
import json
import re
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urldefrag, urlsplit

import pytest

from webapp.core import content as examples
from webapp.core.content import PAGES, glossary_data, sources_data
from webapp.i18n import LOCALES

ROOT = Path(__file__).resolve().parents[2]
TEMPLATES = ROOT / "webapp" / "templates" / "rules"
BUDGET = 60 * 1024  # HTML + CSS + JS of one rules page, in bytes
URLS = {ep: path for ep, (path, _) in PAGES.items()}
EXAMPLE_CALL = re.compile(r'\{\{\s*example\("([^"]+)"\)\s*\}\}')


class Page(HTMLParser):
    """The bits of a page the tests look at: title, h1, ids, links (in <main> or anywhere),
    stylesheets and scripts."""

    def __init__(self, html: str) -> None:
        super().__init__(convert_charrefs=True)
        self.title = self.h1 = ""
        self.ids: set[str] = set()
        self.links: list[str] = []
        self.main_links: list[str] = []
        self.assets: list[str] = []
        self.figures: list[str] = []
        self._in: list[str] = []
        self._main = 0
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "id" in a:
            self.ids.add(a["id"])
        if tag == "main":
            self._main += 1
        if tag == "a" and a.get("href"):
            self.links.append(a["href"])
            if self._main:
                self.main_links.append(a["href"])
        if tag == "link" and a.get("rel") == "stylesheet":
            self.assets.append(a["href"])
        if tag == "script" and a.get("src"):
            self.assets.append(a["src"])
        if tag == "figure" and a.get("class") == "example":
            self.figures.append(a["id"])
        if tag in ("title", "h1"):
            self._in.append(tag)

    def handle_endtag(self, tag):
        if tag == "main":
            self._main -= 1
        if self._in and self._in[-1] == tag:
            self._in.pop()

    def handle_data(self, data):
        if "title" in self._in:
            self.title += data
        elif "h1" in self._in:
            self.h1 += data


@pytest.fixture(scope="module")
def pages():
    """Every rules page in every locale, rendered once: {(locale url, endpoint): Page}."""
    from webapp import create_app

    client = create_app({"TESTING": True}).test_client()
    out = {}
    for loc in LOCALES:
        for ep, path in URLS.items():
            response = client.get(f"/{loc.url}{path}")
            assert response.status_code == 200, (loc.url, path, response.status_code)
            assert response.mimetype == "text/html"
            text = response.get_data(as_text=True)
            out[(loc.url, ep)] = (text, Page(text))
    return out


# -- every page, every locale --------------------------------------------------------------------


@pytest.mark.parametrize("loc", [loc.url for loc in LOCALES])
@pytest.mark.parametrize("endpoint", list(URLS))
def test_page_answers_with_its_title_and_heading(pages, loc, endpoint):
    html, page = pages[(loc, endpoint)]
    assert f'<html lang="{next(x.tag for x in LOCALES if x.url == loc)}"' in html
    assert page.title.strip() and page.h1.strip()
    assert " ".join(page.title.split()) == " ".join(page.h1.split())


@pytest.mark.parametrize("loc", [loc.url for loc in LOCALES if loc.url != "en"])
@pytest.mark.parametrize("endpoint", list(URLS))
def test_title_and_heading_are_translated(pages, loc, endpoint):
    """The acceptance criterion of issue 5: no page left in English. Fails until the translators
    have done their catalogs."""
    _, english = pages[("en", endpoint)]
    _, page = pages[(loc, endpoint)]
    assert page.h1 != english.h1


def test_urls_are_the_documented_ones(app):
    with app.test_request_context("/pt/"):
        from flask import url_for

        got = {ep: url_for(f"rules.{ep}", lang_code="pt") for ep in URLS}
    assert got == {
        "belote_play": "/pt/belote/rules",
        "belote_announcements": "/pt/belote/announcements",
        "coinche_bidding": "/pt/coinche/bidding",
        "coinche_scoring": "/pt/coinche/scoring",
        "schieber": "/pt/jass/schieber",
        "weis": "/pt/jass/weis",
        "glossary": "/pt/glossary",
        "sources": "/pt/sources",
    }


def test_unknown_locale_is_404(client):
    assert client.get("/xx/belote/rules").status_code == 404


@pytest.mark.parametrize("loc", [loc.url for loc in LOCALES])
def test_nav_links_every_rules_page(pages, loc):
    _, page = pages[(loc, "belote_play")]
    for path in URLS.values():
        assert f"/{loc}{path}" in page.links


@pytest.mark.parametrize("loc", [loc.url for loc in LOCALES])
@pytest.mark.parametrize("endpoint", list(URLS))
def test_page_weight_is_within_budget(pages, client, loc, endpoint):
    """The budget counts bytes on the wire: HTML, CSS and JS as the README's deployment serves
    them (deploy/nginx.conf: gzip on, level 1). Raw sizes are in the README (bench/weights.py):
    Thai, 3 bytes a character in UTF-8, is the heaviest (about 76 KB raw, 15 KB on the wire)."""
    import gzip

    html, page = pages[(loc, endpoint)]
    parts = [html.encode("utf-8")] + [client.get(asset).data for asset in page.assets]
    size = sum(len(gzip.compress(part, compresslevel=1)) for part in parts)
    assert size < BUDGET, f"{loc}{URLS[endpoint]}: {size} bytes on the wire"


# -- links and anchors ---------------------------------------------------------------------------


def test_every_internal_link_resolves_with_its_anchor(pages, client):
    """Crawl: every link inside the content of every rules page, in every locale, answers 200
    (redirects followed) and, when it has a #fragment, lands on an element with that id."""
    ids_of: dict[str, set[str]] = {}
    for (loc, ep), (_, page) in pages.items():
        ids_of[f"/{loc}{URLS[ep]}"] = page.ids
    checked = 0
    for (loc, ep), (_, page) in pages.items():
        here = f"/{loc}{URLS[ep]}"
        for href in page.main_links:
            parts = urlsplit(href)
            if parts.scheme or parts.netloc:
                continue  # external
            url, fragment = urldefrag(href)
            target = url or here
            if target not in ids_of:
                response = client.get(target, follow_redirects=True)
                assert response.status_code == 200, (here, href)
                ids_of[target] = Page(response.get_data(as_text=True)).ids
            if fragment:
                assert fragment in ids_of[target], f"{here}: {href} has no #{fragment}"
            checked += 1
    assert checked > 500


def test_external_links_are_the_sources_of_the_content_files(pages):
    known = {s["url"] for s in sources_data()["sources"].values()}
    for (loc, ep), (_, page) in pages.items():
        external = {h for h in page.main_links if urlsplit(h).scheme}
        assert external <= known, (loc, ep, external - known)


def test_glossary_has_an_anchor_for_every_term_and_suit(pages):
    _, page = pages[("en", "glossary")]
    data = glossary_data()
    terms = [t["id"] for t in data["belote"] + data["jass"]] + [s["id"] for s in data["suits"]]
    assert len(terms) == len(set(terms))
    assert set(terms) <= page.ids
    for term in ("belote", "rebelote", "tierce", "cinquante", "cent", "carre", "capot", "coinche",
                 "surcoinche", "dix-de-der", "litige", "dedans", "weis", "stoeck", "obenabe",
                 "undenufe", "schieber", "matsch", "buur", "nell", "ass", "koenig", "ober",
                 "under", "banner", "suits"):
        assert term in page.ids


def test_every_game_term_of_the_pages_links_the_glossary(pages):
    """The pages link each traditional term to its glossary entry at least once."""
    linked = set()
    for (loc, _ep), (_, page) in pages.items():
        if loc == "en":
            linked |= {urldefrag(h)[1] for h in page.main_links
                       if urldefrag(h)[0] == "/en/glossary"}
    for term in ("belote", "tierce", "cinquante", "cent", "carre", "capot", "coinche",
                 "surcoinche", "dix-de-der", "litige", "dedans", "weis", "stoeck", "obenabe",
                 "undenufe", "schieber", "matsch", "buur", "nell", "ass", "koenig", "ober", "under",
                 "banner"):
        assert term in linked


def test_every_sources_topic_is_a_section_of_the_sources_page(pages):
    _, page = pages[("en", "sources")]
    topics = sources_data()["topics"]
    assert set(topics) <= page.ids
    for topic, keys in topics.items():
        assert keys and set(keys) <= set(sources_data()["sources"]), topic


# -- worked examples -----------------------------------------------------------------------------


def example_calls() -> dict[str, list[str]]:
    return {p.name: EXAMPLE_CALL.findall(p.read_text(encoding="utf-8"))
            for p in sorted(TEMPLATES.glob("*.html")) if not p.name.startswith("_")}


def test_every_example_a_page_shows_exists_and_is_rendered(pages):
    known = examples.all_examples()
    for template, ids in example_calls().items():
        endpoint = next(ep for ep, (_, t) in PAGES.items() if t == f"rules/{template}")
        _, page = pages[("en", endpoint)]
        for example_id in ids:
            assert example_id in known, (template, example_id)
        assert page.figures == [f"ex-{i}" for i in ids]


def test_the_seed_examples_are_all_on_the_announcements_page():
    shown = example_calls()["belote_announcements.html"]
    assert {"seed-1", "seed-2", "seed-3-4", "seed-5-6"} <= set(shown)


def shown_examples() -> list[str]:
    ids = {i for calls in example_calls().values() for i in calls}
    own = json.loads((ROOT / "content" / "rules_examples.json").read_text(encoding="utf-8"))
    return sorted(ids | {e["id"] for e in own["examples"]})


@pytest.mark.parametrize("example_id", shown_examples())
def test_example_verdict_is_the_expected_one_in_every_ruleset_it_shows(example_id):
    ex = examples.get_example(example_id)
    assert ex.rulesets and set(ex.rulesets) <= set(examples.RULESETS[ex.game])
    for ruleset, expected in ex.expected.items():
        got = examples.verdict_summary(example_id, ruleset)
        assert {k: got.get(k) for k in expected} == expected, ruleset


def test_examples_that_differ_by_ruleset_show_both_verdicts(pages):
    html, _ = pages[("en", "belote_announcements")]
    figure = html[html.index('id="ex-seed-3-4"'):]
    figure = figure[:figure.index("</figure>")]
    assert "<h4>Maison</h4>" in figure and "<h4>Officielles</h4>" in figure
    assert "North–South scores 20 points" in figure and "East–West scores 20 points" in figure
    html, _ = pages[("en", "weis")]
    figure = html[html.index('id="ex-rules-weis-trump-tie"'):]
    figure = figure[:figure.index("</figure>")]
    assert "<h4>Traditional and Swiss</h4>" in figure  # same verdict: shown once


def figure_of(html: str, example_id: str) -> str:
    figure = html[html.index(f'id="ex-{example_id}"'):]
    return figure[:figure.index("</figure>")]


def test_an_example_shows_each_combination_with_its_cards_and_whether_it_counts(pages):
    html, _ = pages[("en", "belote_announcements")]
    maison, officielles = figure_of(html, "seed-3-4").split("<h4>")[1:]
    tierce = '<span class="combo__name">Tierce, 20 points: <strong>{}</strong></span>'
    cards = re.compile(r'<ul class="hand">(.*?)</ul>')
    # Maison: South's tierce counts (the takers win the tie), East's does not; the cards once.
    south, east = maison.split("<dt>South</dt>")[1], maison.split("<dt>East</dt>")[1]
    assert south.startswith("\n<dd class=\"combo\">" + tierce.format("counts"))
    assert east.startswith("\n<dd class=\"combo combo--void\">" + tierce.format("does not count"))
    assert re.findall(r'aria-label="([^"]+)"', cards.search(south).group(1)) == [
        "9 of hearts", "10 of hearts", "Jack of hearts"]
    # Officielles: the other way round (the tierce in trump wins).
    assert tierce.format("counts") in officielles.split("<dt>South</dt>")[0]
    assert tierce.format("does not count") in officielles.split("<dt>South</dt>")[1]


def test_an_example_opens_in_its_checker_with_the_same_deal_and_verdict(pages, client):
    from webapp.core.spelling import permalink

    html, _ = pages[("en", "belote_announcements")]
    figure = figure_of(html, "seed-3-4")
    href = htmllib.unescape(re.search(r'<a href="([^"]+)">Open in the checker</a>',
                                      figure).group(1))
    ex = examples.get_example("seed-3-4")
    # the verdict's one permalink: canonical values, every ruleset named
    assert href == "/en/belote/check/announcements?" + permalink(ex.game, ex.kind, ex.input)
    assert href.endswith("&rules=maison,officielles")
    checker = client.get(href).get_data(as_text=True)
    for sentence in ("North–South scores 20 points of announcements.",
                     "East–West scores 20 points of announcements."):
        assert sentence in figure and sentence in checker


def test_a_trick_example_names_the_winner_and_the_points(pages):
    html, _ = pages[("en", "schieber")]
    figure = figure_of(html, "trick-undenufe-card-values")
    ex = examples.get_example("trick-undenufe-card-values")
    for ruleset in ex.rulesets:
        v = examples.verdict(ex.id, ruleset)
        seat = {"N": "North", "E": "East", "S": "South", "W": "West"}[v.winner]
        assert f"{seat} wins the trick, worth {v.points} points." in figure
    assert 'class="verdict__reasons"' in figure
    assert "Open in the checker" not in figure  # no checker asks who wins a trick


def test_example_cards_have_translated_accessible_names(pages):
    def names(loc):
        html, _ = pages[(loc, "belote_announcements")]
        return re.findall(r'class="card [^"]*" role="img" aria-label="([^"]+)"', html)

    english, portuguese = names("en"), names("pt")
    assert len(english) == len(portuguese) >= 40
    assert "Jack of spades" in english and "Jack of spades" not in portuguese


def test_an_unknown_example_id_is_an_error():
    with pytest.raises(examples.UnknownExampleError):
        examples.get_example("no-such-example")
