"""Embeds: the frames (/embed/...), their headers, oEmbed, "Embed this", the weight budget.

Run: ``python -m pytest -q tests/webapp/test_embed.py``
"""

from __future__ import annotations

import html
import json
import re
from html.parser import HTMLParser
from urllib.parse import parse_qs, quote, urlsplit

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from webapp.core import content as examples
from webapp.i18n import LOCALE_COOKIE, LOCALES

LANGS = [loc.url for loc in LOCALES]
HTML_LANG = {loc.url: loc.tag for loc in LOCALES}
BUDGET = 30 * 1024  # HTML + CSS + JS of one embed, without fonts

EXAMPLE = "/embed/{lang}/example/seed-1"
#: One checker permalink per checker page (the query is the checker's permalink format).
VERDICTS = {
    "belote/check/announcements": "n=JS+QS+KS&e=7H+8H+9H&trump=S&taker=N",
    "belote/check/play": "variant=classic&trump=S&first=N&trick=AH+7S&hand=8S+KH+AS",
    "belote/check/score": "variant=classic&taker=N&trump=S&tp=100&dp=62",
    "jass/check/weis": "n=6R+7R+8R&contract=R&forehand=N",
    "jass/check/play": "contract=R&first=N&trick=KE&hand=UR+6E",
    "jass/check/score": "contract=R&ns=100&ew=57&tns=5&tew=4",
}
VERDICT = "/embed/{lang}/belote/check/announcements?" + VERDICTS["belote/check/announcements"]


class Page(HTMLParser):
    """What the tests look at: <html> attributes, links, assets, iframes, textareas, elements."""

    def __init__(self, html: str) -> None:
        super().__init__(convert_charrefs=True)
        self.html: dict[str, str] = {}
        self.anchors: list[dict[str, str]] = []
        self.assets: list[str] = []
        self.oembed: list[dict[str, str]] = []
        self.tags: list[tuple[str, dict[str, str]]] = []
        self.textareas: list[str] = []
        self._textarea: list[str] | None = None
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        a = {k: v or "" for k, v in attrs}
        self.tags.append((tag, a))
        if tag == "html":
            self.html = a
        elif tag == "a":
            self.anchors.append(a)
        elif (tag == "link" and a.get("rel") == "stylesheet") or (tag == "script" and a.get("src")):
            self.assets.append(a.get("href") or a["src"])
        elif tag == "link" and a.get("type") == "application/json+oembed":
            self.oembed.append(a)
        elif tag == "textarea":
            self._textarea = []

    def handle_data(self, data):
        if self._textarea is not None:
            self._textarea.append(data)

    def handle_endtag(self, tag):
        if tag == "textarea" and self._textarea is not None:
            self.textareas.append("".join(self._textarea))
            self._textarea = None

    def classes(self) -> set[str]:
        return {c for _, a in self.tags for c in a.get("class", "").split()}


def page(response) -> Page:
    return Page(response.get_data(as_text=True))


def open_link(p: Page) -> dict[str, str]:
    (link,) = [a for a in p.anchors if a.get("rel") == "noopener"]
    return link


# -- headers ------------------------------------------------------------------------------------


@pytest.mark.parametrize("url", [
    EXAMPLE.format(lang="pt"), VERDICT.format(lang="th"), "/embed/en/example/no-such-example",
    "/embed/xx/example/seed-1", "/embed/en/belote/check/announcements?n=XX",
])
def test_embeds_may_be_framed_by_any_site(client, url):
    response = client.get(url)
    assert "frame-ancestors *" in response.headers["Content-Security-Policy"]
    assert "X-Frame-Options" not in response.headers


@pytest.mark.parametrize("url", [
    "/en/", "/pt/example/seed-1", "/th/embed", "/oembed?url=x", "/en/belote/announcements",
    "/pt/belote/check/announcements?" + VERDICTS["belote/check/announcements"], "/en/nowhere",
])
def test_every_other_route_refuses_to_be_framed(client, url):
    response = client.get(url)
    assert "frame-ancestors 'none'" in response.headers["Content-Security-Policy"]
    assert response.headers["X-Frame-Options"] == "DENY"


# -- the frames, in every locale ----------------------------------------------------------------


def _embed_urls(lang: str) -> list[str]:
    return [EXAMPLE.format(lang=lang)] + [f"/embed/{lang}/{path}?{query}"
                                          for path, query in VERDICTS.items()]


@pytest.mark.parametrize("lang", LANGS)
def test_each_embed_answers_in_the_language_of_its_url_and_sets_no_cookie(client, lang):
    other = "th" if lang != "th" else "pt"
    client.set_cookie(LOCALE_COOKIE, other)  # a cookie never reaches a third-party frame anyway
    for url in _embed_urls(lang):
        response = client.get(url, headers={"Accept-Language": other})
        assert response.status_code == 200, url
        assert "Set-Cookie" not in response.headers, url
        p = page(response)
        assert p.html["lang"] == HTML_LANG[lang], url
        assert "site-header" not in p.classes() and "lang-switcher" not in p.classes(), url
        link = open_link(p)
        assert urlsplit(link["href"]).path.startswith(f"/{lang}/"), url
        assert link["target"] == "_blank"


def test_every_worked_example_has_an_embed(client):
    for example_id in examples.all_examples():
        response = client.get(f"/embed/en/example/{example_id}")
        assert response.status_code == 200, example_id
        p = page(response)
        assert {"example", "example__verdict"} <= p.classes(), example_id
        cards = examples.get_example(example_id).input.keys() & {"hands", "hand", "trick"}
        assert ("card" in p.classes()) == bool(cards), example_id
        assert open_link(p)["href"] == f"http://localhost/en/example/{example_id}"


def test_an_example_embed_shows_the_cards_the_verdicts_and_collapsible_reasons(client):
    html = client.get(EXAMPLE.format(lang="pt")).get_data(as_text=True)
    assert 'aria-label="Valete de espadas"' in html  # the hands, as cards named in Portuguese
    assert html.count('class="example__verdict"') >= 1
    assert '<details class="verdict__why">' in html and 'class="verdict__reasons"' in html
    assert "Embed this" not in html  # no "Embed this" inside an embed


def test_a_verdict_embed_shows_the_deal_and_each_ruleset_with_collapsible_reasons(client):
    p = page(client.get(VERDICT.format(lang="en")))
    classes = p.classes()
    assert {"deal", "verdicts", "verdict", "verdict__why", "card"} <= classes
    sections = [a for t, a in p.tags if t == "section" and "verdict" in a.get("class", "")]
    # one section per distinct verdict: the rulesets that agree share one
    names = " ".join(a["data-rulesets"] for a in sections).split()
    assert sorted(names) == ["maison", "officielles"]
    assert "embed-this" not in classes


def test_the_open_link_of_a_verdict_is_the_checker_permalink_in_the_same_language(client):
    p = page(client.get(VERDICT.format(lang="vi") + "&theme=dark"))
    parts = urlsplit(open_link(p)["href"])
    assert parts.path == "/vi/belote/check/announcements"
    query = parse_qs(parts.query)
    assert query["n"] == ["JS QS KS"] and query["trump"] == ["S"] and "theme" not in query


@pytest.mark.parametrize("theme, expected", [("dark", "theme-dark"), ("light", "theme-light"),
                                             (None, "theme-light"), ("purple", "theme-light")])
def test_theme_parameter(client, theme, expected):
    for url in (EXAMPLE.format(lang="en"), VERDICT.format(lang="en")):
        if theme:
            url += ("&" if "?" in url else "?") + f"theme={theme}"
        assert page(client.get(url)).html["class"] == expected


def test_frames_load_only_their_own_small_script_and_no_inline_script(client):
    html = client.get(EXAMPLE.format(lang="en")).get_data(as_text=True)
    scripts = re.findall(r"<script([^>]*)>", html)
    assert scripts and all("src=" in s for s in scripts)
    assert any("embed-frame" in s for s in scripts)
    assert "style=" not in html


# -- invalid input: compact, localized, 4xx, never 500 ------------------------------------------


@pytest.mark.parametrize("url, status", [
    ("/embed/pt/example/no-such-example", 404),
    ("/embed/pt/belote/check/nothing", 404),
    ("/embed/pt/poker/check/announcements?n=JS", 404),
    ("/embed/pt/belote/check/announcements", 400),
    ("/embed/pt/belote/check/announcements?n=ZZ+QS", 422),
    ("/embed/pt/belote/check/score?variant=classic&tp=100&dp=10", 422),
    ("/embed/pt/", 404),
    ("/embed/pt/example/seed-1/more", 404),
])
def test_invalid_input_gives_a_compact_localized_error(client, url, status):
    response = client.get(url)
    assert response.status_code == status
    p = page(response)
    assert p.html["lang"] == "pt-PT"
    assert "embed__error" in p.classes() and "site-header" not in p.classes()
    assert "Set-Cookie" not in response.headers


def test_unknown_language_error_follows_accept_language_not_the_cookie(client):
    client.set_cookie(LOCALE_COOKIE, "th")
    response = client.get("/embed/xx/example/seed-1", headers={"Accept-Language": "fr-CH, fr"})
    assert response.status_code == 404
    assert page(response).html["lang"] == "fr"


def test_a_wrong_card_is_named_in_the_error(client):
    html = client.get("/embed/en/belote/check/announcements?n=ZZ+QS").get_data(as_text=True)
    assert "ZZ" in html and "<script>" not in html


def test_posting_to_an_embed_is_a_compact_405(client):
    response = client.post(EXAMPLE.format(lang="en"))
    assert response.status_code == 405
    assert "GET" in response.headers["Allow"]
    assert "embed__error" in page(response).classes()


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(path=st.sampled_from(list(VERDICTS)),
       args=st.dictionaries(st.sampled_from(["n", "e", "s", "w", "trump", "taker", "contract",
                                             "forehand", "variant", "first", "trick", "hand",
                                             "tp", "dp", "bid", "coinche", "ns", "ew", "tns",
                                             "tew", "weis", "weispts", "rules", "theme"]),
                            st.text(max_size=12), max_size=6))
def test_no_query_makes_a_verdict_embed_fail(client, path, args):
    response = client.get(f"/embed/de-ch/{path}", query_string=args)
    assert response.status_code in (200, 400, 422), (path, args)


# -- oEmbed -------------------------------------------------------------------------------------


def oembed(client, url: str | None, **params):
    if url is not None:
        params["url"] = url
    return client.get("/oembed", query_string=params)


@pytest.mark.parametrize("url, title, src_path", [
    ("http://localhost/pt/example/seed-1", "Worked example", "/embed/pt/example/seed-1"),
    ("http://localhost/th/belote/check/announcements?" + VERDICTS["belote/check/announcements"],
     "Verdict", "/embed/th/belote/check/announcements"),
    ("http://localhost/embed/fr/jass/check/weis?" + VERDICTS["jass/check/weis"], "Verdict",
     "/embed/fr/jass/check/weis"),
    ("http://localhost/embed/vi/example/weis-four-nines?theme=dark", "Worked example",
     "/embed/vi/example/weis-four-nines"),
])
def test_oembed_answers_a_rich_json_response(client, url, title, src_path):
    response = oembed(client, url, format="json")
    assert response.status_code == 200
    assert response.mimetype == "application/json"
    data = response.get_json()
    assert data["version"] == "1.0" and data["type"] == "rich"
    assert data["provider_name"] == "Atout" and data["provider_url"].startswith("http://localhost/")
    assert title.split()[0] in data["title"] or data["title"]  # translated when the catalog is
    assert isinstance(data["width"], int) and isinstance(data["height"], int)
    assert data["cache_age"] > 0
    src = re.search(r'<iframe class="atout-embed" src="([^"]+)"', data["html"]).group(1)
    assert urlsplit(src.replace("&amp;", "&")).path == src_path
    assert re.search(r'title="[^"]+"', data["html"])
    assert f'height="{data["height"]}"' in data["html"]
    assert '<script async src="http://localhost/static/embed.js"></script>' in data["html"]


def test_oembed_keeps_the_theme_of_an_embed_url(client):
    html = oembed(client, "http://localhost/embed/en/example/seed-1?theme=dark").get_json()["html"]
    assert "seed-1?theme=dark" in html


@pytest.mark.parametrize("maxwidth, maxheight", [(300, 150), (1000, 2000), (500, None), (None, 90)])
def test_oembed_respects_maxwidth_and_maxheight(client, maxwidth, maxheight):
    params = {k: v for k, v in (("maxwidth", maxwidth), ("maxheight", maxheight)) if v}
    data = oembed(client, "http://localhost/en/example/seed-1", **params).get_json()
    if maxwidth:
        assert data["width"] <= maxwidth
    if maxheight:
        assert data["height"] <= maxheight
        assert f'data-max-height="{maxheight}"' in data["html"]
    assert f'width="{data["width"]}"' in data["html"]
    assert f"max-width:{data['width']}px" in data["html"]


@pytest.mark.parametrize("url", [
    "http://localhost/en/example/no-such-example",
    "http://elsewhere.example/en/example/seed-1",
    "http://localhost/en/belote/announcements",
    "http://localhost/en/",
    "http://localhost/xx/example/seed-1",
    "http://localhost/en/belote/check/announcements",  # an empty checker: nothing to embed
    "http://localhost/en/belote/check/announcements?n=ZZ",  # wrong input: nothing to embed
    "ftp://localhost/en/example/seed-1",
    "/en/example/seed-1",
    "not a url at all",
])
def test_oembed_unknown_urls_are_404(client, url):
    assert oembed(client, url).status_code == 404


def test_oembed_xml_is_501_and_missing_url_400(client):
    assert oembed(client, "http://localhost/en/example/seed-1", format="xml").status_code == 501
    assert oembed(client, None).status_code == 400
    assert oembed(client, "").status_code == 400
    assert oembed(client, "http://localhost/en/example/seed-1", maxwidth="wide").status_code == 400


def test_pages_that_can_be_embedded_advertise_oembed(client):
    for url in ("/th/example/seed-1",
                "/th/belote/check/announcements?" + VERDICTS["belote/check/announcements"]):
        p = page(client.get(url))
        (link,) = p.oembed
        assert link["title"]
        target = urlsplit(link["href"])
        answer = client.get(target.path + "?" + target.query)
        assert answer.status_code == 200 and answer.get_json()["type"] == "rich"


# -- "Embed this" -------------------------------------------------------------------------------


def test_rules_pages_link_each_example_to_its_embed_code(client):
    html = client.get("/de-ch/belote/announcements").get_data(as_text=True)
    figures = re.findall(r'<figure class="example" id="ex-([^"]+)"', html)
    assert figures
    for example_id in figures:
        assert f'href="/de-ch/example/{example_id}#embed"' in html


def test_an_example_page_shows_the_snippet_with_a_fixed_height_and_a_title(client):
    response = client.get("/pt/example/seed-1")
    assert response.status_code == 200
    p = page(response)
    assert "embed-this" in p.classes()
    (code,) = [t for t in p.textareas if "atout-embed" in t]  # the others: "Copy for a forum"
    assert code.startswith(
        '<iframe class="atout-embed" src="http://localhost/embed/pt/example/seed-1"')
    assert re.search(r' title="[^"]+"', code) and re.search(r' height="\d+"', code)
    assert code.endswith('<script async src="http://localhost/static/embed.js"></script>')
    rules_links = [a.get("href", "") for a in p.anchors]
    assert "/pt/belote/announcements#ex-seed-1" in rules_links


def test_a_checker_verdict_shows_its_embed_code(client):
    query = VERDICTS["jass/check/weis"]
    p = page(client.get(f"/fr/jass/check/weis?{query}"))
    codes = [t for t in p.textareas if "atout-embed" in t]
    assert len(codes) == 1
    src = html.unescape(re.search(r'src="([^"]+)"', codes[0]).group(1))  # as a browser reads it
    assert urlsplit(src).path == "/embed/fr/jass/check/weis"
    assert client.get(src.replace("http://localhost", "")).status_code == 200


def test_no_embed_code_without_a_verdict(client):
    p = page(client.get("/en/belote/check/announcements"))
    assert not [t for t in p.textareas if "atout-embed" in t]
    assert not p.oembed


def test_the_howto_page_exists_in_every_locale_and_is_in_the_navigation(client):
    for lang in LANGS:
        response = client.get(f"/{lang}/embed")
        assert response.status_code == 200
        p = page(response)
        assert p.html["lang"] == HTML_LANG[lang]
        assert any(a.get("href") == f"/{lang}/embed" for a in p.anchors)  # the nav entry
        assert any("atout-embed" in t for t in p.textareas)


def test_the_host_script_has_a_stable_unhashed_url(client):
    response = client.get("/static/embed.js")
    assert response.status_code == 200
    assert b"atout-embed" in response.data


# -- weight -------------------------------------------------------------------------------------


def embed_weight(client, url: str) -> int:
    """Bytes of the HTML and of the same-origin CSS and JS it references (fonts excluded)."""
    response = client.get(url)
    html = response.get_data()
    size = len(html)
    for asset in page(response).assets:
        assert not urlsplit(asset).netloc, asset  # same origin only
        size += len(client.get(asset).data)
    return size


@pytest.mark.parametrize("url", [EXAMPLE.format(lang="th"), VERDICT.format(lang="th")])
def test_an_embed_weighs_under_30_kb(client, url):
    size = embed_weight(client, url)
    print(f"\n{url}: {size} bytes (HTML + CSS + JS)")
    assert size < BUDGET, size


def test_snippet_escapes_what_it_quotes(app):
    from webapp.verdicts.embeds import Embeddable, snippet

    with app.test_request_context("/en/"):
        app.preprocess_request()
        thing = Embeddable("example", 'A "quoted" <title>', "http://localhost/embed/en/x?a=1&b=2",
                           "http://localhost/en/x", 300, LOCALES[0])
        code = snippet(thing)
    assert 'title="A &#34;quoted&#34; &lt;title&gt;"' in code
    assert 'src="http://localhost/embed/en/x?a=1&amp;b=2"' in code


def test_oembed_json_is_plain_json(client):
    body = oembed(client, "http://localhost/en/example/" + quote("seed-1")).get_data(as_text=True)
    assert json.loads(body)["type"] == "rich"
