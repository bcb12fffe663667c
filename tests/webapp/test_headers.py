"""Every response carries the security headers; big bodies get a 413; nothing loads from elsewhere.

The site is crawled from every locale's home page through the Flask test client (pages, rules
pages, glossary, checkers blank and with a verdict, worked examples, embeds, the embed how-to,
static assets), then the API (successes and every kind of error), 404, 405 and 413 answers are
added. Each response must carry the Content-Security-Policy, ``X-Content-Type-Options: nosniff``
and a ``Referrer-Policy``; ``X-Frame-Options: DENY`` and ``frame-ancestors 'none'`` everywhere
except under ``/embed/`` (``frame-ancestors *``, no ``X-Frame-Options``). Each HTML page must load
its scripts, styles, images and fonts from its own origin (the browser check, recording every
request, is in tests/browser/test_a11y.py).
"""

from __future__ import annotations

import io
import json
import re
from html.parser import HTMLParser
from typing import ClassVar
from urllib.parse import urljoin, urlsplit

import pytest

from webapp.i18n import LOCALES

HOST = "localhost"
LANGS = [loc.url for loc in LOCALES]
BIG = b"x" * (64 * 1024 + 1)
# a guard against a crawl that never ends (query strings that grow)
MAX_PAGES = 2000
#: Query-string variants of one path the crawl fetches (its headers do not depend on the query).
MAX_VARIANTS = 4
XML_NAMESPACES = ("http://www.w3.org/2000/svg", "http://www.w3.org/1999/xlink")


class Links(HTMLParser):
    """The URLs an HTML page links to (``<a href>``) and those it *loads* (scripts, styles,
    images, fonts, frames, media)."""

    LOADS: ClassVar[set[tuple[str, str]]] = {
        ("script", "src"), ("img", "src"), ("img", "srcset"), ("source", "src"),
        ("source", "srcset"), ("iframe", "src"), ("video", "src"), ("audio", "src"),
        ("embed", "src"), ("object", "data"), ("use", "href"), ("use", "xlink:href"),
        ("image", "href"), ("input", "src")}
    LOADING_RELS: ClassVar[set[str]] = {"stylesheet", "preload", "modulepreload", "icon",
                                        "apple-touch-icon", "manifest", "prefetch", "mask-icon"}

    def __init__(self) -> None:
        super().__init__()
        self.links: list[str] = []
        self.loads: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "a" and a.get("href"):
            self.links.append(a["href"])
        if tag == "link" and a.get("href"):
            rels = set(a.get("rel", "").lower().split())
            if rels & self.LOADING_RELS:
                self.loads.append(a["href"])
        for (t, attr) in self.LOADS:
            if t == tag and a.get(attr):
                value = a[attr]
                urls = [part.strip().split(" ")[0] for part in value.split(",")] \
                    if attr == "srcset" else [value]
                self.loads.extend(u for u in urls if u)
        if a.get("style") and "url(" in a["style"]:
            self.loads.extend(re.findall(r"url\(\s*['\"]?([^'\")]+)", a["style"]))

    handle_startendtag = handle_starttag


def parse(html: str) -> Links:
    parser = Links()
    parser.feed(html)
    return parser


def same_origin(url: str) -> bool:
    parts = urlsplit(url)
    if parts.scheme in ("data", "blob"):
        return True
    if parts.scheme and parts.scheme not in ("http", "https"):
        return False
    return not parts.netloc or parts.netloc == HOST


def check_security_headers(url: str, response) -> None:
    h = response.headers
    where = f"{response.status_code} {url}"
    csp = h.get("Content-Security-Policy", "")
    assert "default-src 'self'" in csp, where
    assert "script-src 'self'" in csp and "object-src 'none'" in csp, where
    assert h.get("X-Content-Type-Options") == "nosniff", where
    assert h.get("Referrer-Policy"), where
    if urlsplit(url).path.startswith("/embed/"):
        assert "frame-ancestors *" in csp, where
        assert "X-Frame-Options" not in h, where
    else:
        assert "frame-ancestors 'none'" in csp, where
        assert h.get("X-Frame-Options") == "DENY", where


@pytest.fixture(scope="module")
def crawl():
    """{url: response} for every same-origin URL reachable from the home pages (and what they
    load), fetched once for the module."""
    from webapp import create_app

    app = create_app({"TESTING": True})
    client = app.test_client()
    seen: dict[str, object] = {}
    variants: dict[str, int] = {}
    queue = [f"/{lang}/" for lang in LANGS] + ["/"]
    while queue and len(seen) < MAX_PAGES:
        url = queue.pop()
        if url in seen:
            continue
        path_only = url.split("?", 1)[0]
        variants[path_only] = variants.get(path_only, 0) + 1
        if variants[path_only] > MAX_VARIANTS:
            continue  # a score sheet links every edit and undo of its game: a few are enough
        response = client.get(url, base_url=f"http://{HOST}")
        seen[url] = response
        if response.mimetype != "text/html":
            if response.mimetype == "text/css":  # fonts and images named by the stylesheets
                for ref in re.findall(r"url\(\s*['\"]?([^'\")]+)", response.get_data(as_text=True)):
                    if same_origin(ref) and not ref.startswith("data:"):
                        queue.append(urlsplit(urljoin(f"http://{HOST}{url}", ref)).path)
            continue
        found = parse(response.get_data(as_text=True))
        for ref in found.links + found.loads:
            full = urljoin(f"http://{HOST}{url}", ref)
            parts = urlsplit(full)
            if parts.netloc != HOST or parts.scheme not in ("http", "https"):
                continue
            path = parts.path + (f"?{parts.query}" if parts.query else "")
            if path.startswith("/language/"):
                continue  # the switcher: a redirect setting a cookie (checked below)
            queue.append(path)
    return app, client, seen


def test_the_crawl_reaches_every_kind_of_page(crawl):
    _, _, seen = crawl
    paths = list(seen)
    for lang in LANGS:
        for needle in (f"/{lang}/belote/rules", f"/{lang}/jass/weis", f"/{lang}/glossary",
                       f"/{lang}/sources", f"/{lang}/belote/check/announcements",
                       f"/{lang}/jass/check/score", f"/{lang}/embed", f"/embed/{lang}/example/"):
            assert any(p.startswith(needle) for p in paths), needle
    assert any("/check/" in p and "?" in p for p in paths), "no checker permalink with a verdict"
    assert any(p.startswith("/embed/") and "/check/" in p for p in paths), "no verdict embed"
    assert any(p.startswith("/static/") and p.endswith(".css") for p in paths)
    assert any(p.startswith("/static/") and p.endswith(".js") for p in paths)
    assert any(p.startswith("/static/") and p.endswith(".woff2") for p in paths)
    assert len(seen) < MAX_PAGES


def test_every_crawled_response_is_a_success_with_the_security_headers(crawl):
    _, _, seen = crawl
    for url, response in seen.items():
        assert response.status_code in (200, 302), f"{response.status_code} {url}"
        check_security_headers(url, response)


def test_no_page_loads_anything_from_another_origin(crawl):
    _, _, seen = crawl
    pages = 0
    for url, response in seen.items():
        if response.mimetype == "text/html":
            pages += 1
            for ref in parse(response.get_data(as_text=True)).loads:
                assert same_origin(urljoin(f"http://{HOST}{url}", ref)), f"{url} loads {ref}"
        elif response.mimetype == "text/css":
            for ref in re.findall(r"url\(\s*['\"]?([^'\")]+)", response.get_data(as_text=True)):
                assert same_origin(urljoin(f"http://{HOST}{url}", ref)), f"{url} loads {ref}"
        elif response.mimetype in ("application/javascript", "text/javascript"):
            text = response.get_data(as_text=True)
            for ref in re.findall(r"""["'](https?://[^"'\s]+)""", text):
                if not ref.startswith(XML_NAMESPACES):  # names, never fetched
                    assert same_origin(ref), f"{url} names {ref}"
    assert pages > 50


def test_the_html_link_parser_sees_loads_from_other_hosts():
    found = parse('<script src="https://cdn.example/x.js"></script><link rel="stylesheet" '
                  'href="//fonts.example/a.css">'
                  '<img srcset="/a.png 1x, https://x.example/b.png 2x">'
                  '<a href="https://pagat.com/">pagat</a><link rel="alternate" href="/pt/">')
    assert [same_origin(u) for u in found.loads] == [False, False, True, False]
    assert found.links == ["https://pagat.com/"]


# -- responses the crawl does not reach ------------------------------------------------------

API_CASES = [
    ("GET", "/api/v1/health", None, "application/json", 200),
    ("GET", "/api/v1/openapi.json", None, None, 200),
    ("POST", "/api/v1/belote/announcements",
     json.dumps({"trump": "S", "taker": "NS", "hands": {"N": "JS 9S AS"}}), "application/json",
     200),
    ("POST", "/api/v1/jass/weis", json.dumps({"contract": "R", "forehand": "N",
                                              "hands": {"N": "6R 7R 8R"}}), "application/json",
     200),
    ("POST", "/api/v1/belote/legal", "{not json", "application/json", 400),
    ("POST", "/api/v1/belote/legal", "[]", "application/json", 400),
    ("POST", "/api/v1/belote/legal", "{}", "text/plain", 415),
    ("POST", "/api/v1/jass/trick", json.dumps({"contract": "X"}), "application/json", 422),
    ("GET", "/api/v1/belote/legal", None, None, 405),
    ("PUT", "/api/v1/health", None, None, 405),
    ("GET", "/api/v1/nothing", None, None, 404),
    ("POST", "/api/v1/jass/score", BIG, "application/json", 413),
]

OTHER_CASES = [
    ("GET", "/nowhere/at/all", 404), ("GET", "/nowhere", 308), ("GET", "/pt/nowhere", 404),
    ("GET", "/xx/", 404),
    ("GET", "/th/belote/check/announcements?n=<script>&trump=S&taker=N", 422),
    ("GET", "/embed/th/example/no-such-example", 404), ("GET", "/embed/nowhere", 404),
    ("POST", "/embed/pt/example/seed-1", 405), ("POST", "/pt/", 405),
    ("DELETE", "/en/belote/rules", 405), ("GET", "/oembed", 400),
    ("GET", "/oembed?url=http://localhost/en/glossary&format=xml", 501),
    ("GET", "/language/pt?next=/pt/glossary", 303), ("GET", "/", 302),
    ("GET", "/static/no-such-file.css", 404), ("GET", "/de-CH/", 308),
]


@pytest.mark.parametrize("method,path,body,ctype,status", API_CASES)
def test_api_responses_and_errors_carry_the_security_headers(client, method, path, body, ctype,
                                                             status):
    response = client.open(path, method=method, data=body, content_type=ctype,
                           base_url=f"http://{HOST}")
    assert response.status_code == status
    check_security_headers(path, response)
    if status >= 400:
        error = response.get_json()["error"]
        assert error["code"] and error["message"] and isinstance(error["details"], dict)


@pytest.mark.parametrize("method,path,status", OTHER_CASES)
def test_errors_and_redirects_carry_the_security_headers(client, method, path, status):
    response = client.open(path, method=method, base_url=f"http://{HOST}")
    assert response.status_code == status, path
    check_security_headers(path, response)


BIG_BODY_TARGETS = ["/api/v1/belote/announcements", "/api/v1/jass/weis", "/api/v1/health",
                    "/en/", "/pt/belote/check/announcements", "/th/belote/rules",
                    "/embed/vi/example/seed-1", "/oembed", "/language/fr", "/nowhere", "/"]


@pytest.mark.parametrize("path", BIG_BODY_TARGETS)
@pytest.mark.parametrize("size", [64 * 1024 + 1, 1024 * 1024])
def test_a_body_over_64_kb_gets_a_413_on_pages_and_api_alike(client, path, size):
    response = client.post(path, data=b"{" + b"x" * (size - 1), content_type="application/json",
                           base_url=f"http://{HOST}")
    assert response.status_code == 413, path
    check_security_headers(path, response)
    if path.startswith("/api/"):
        error = response.get_json()["error"]
        assert error["code"] == "payload_too_large" and error["message"]
    else:
        assert response.mimetype == "text/html"
        assert b"x" * 64 not in response.data  # the body is never echoed


def test_a_chunked_body_over_64_kb_gets_a_413_too(client):
    """No Content-Length (a chunked upload): the limit holds once the view reads the body."""
    response = client.post("/api/v1/belote/announcements", input_stream=io.BytesIO(BIG),
                           content_type="application/json", base_url=f"http://{HOST}")
    assert response.status_code == 413
    check_security_headers("/api/v1/belote/announcements", response)
