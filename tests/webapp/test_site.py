"""The site frame: locale URLs, negotiation, the switcher, security headers, errors."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlsplit

import pytest
from flask import url_for

from webapp.i18n import LOCALE_COOKIE, LOCALES

URL_CODES = [loc.url for loc in LOCALES]
HTML_LANG = {"en": "en", "pt": "pt-PT", "vi": "vi", "th": "th", "de-ch": "de-CH", "fr": "fr"}


def html_lang(response) -> str:
    return re.search(r'<html lang="([^"]+)"', response.get_data(as_text=True)).group(1)


def h1(response) -> str:
    return re.search(r"<h1>(.*?)</h1>", response.get_data(as_text=True), re.S).group(1)


# -- locale URLs --------------------------------------------------------------------------------

@pytest.mark.parametrize("code", URL_CODES)
def test_home_page_in_each_locale_has_its_lang_attribute(client, code):
    response = client.get(f"/{code}/")
    assert response.status_code == 200
    assert html_lang(response) == HTML_LANG[code]


def test_every_page_links_its_translations_with_hreflang(client):
    page = "/belote/check/announcements?n=JS"  # a query the page reads (a permalink)
    body = client.get(f"/vi{page}").get_data(as_text=True)
    links = dict(re.findall(r'<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">', body))
    assert links == {
        "en": f"http://localhost/en{page}", "pt-PT": f"http://localhost/pt{page}",
        "vi": f"http://localhost/vi{page}", "th": f"http://localhost/th{page}",
        "de-CH": f"http://localhost/de-ch{page}", "fr": f"http://localhost/fr{page}",
        "x-default": f"http://localhost/en{page}",
    }


def test_url_for_keeps_the_locale_of_the_request(app):
    with app.test_request_context("/th/"):
        app.preprocess_request()
        assert url_for("pages.home") == "/th/"
        assert url_for("pages.home", lang_code="fr") == "/fr/"


def test_flask_babel_selects_de_CH_for_the_swiss_german_prefix(app):
    from flask_babel import get_locale

    with app.test_request_context("/de-ch/"):
        app.preprocess_request()
        assert str(get_locale()) == "de_CH"


def test_a_locale_prefix_in_another_case_redirects_to_the_canonical_one(client):
    response = client.get("/DE-CH/?x=1")
    assert response.status_code == 308
    assert response.location == "/de-ch/?x=1"


# -- negotiation --------------------------------------------------------------------------------

@pytest.mark.parametrize("header, expected", [
    ("pt-BR,pt;q=0.9,en;q=0.5", "/pt/"),
    ("de-DE,de;q=0.9", "/de-ch/"),
    ("gsw-CH", "/de-ch/"),
    ("ja,th;q=0.3", "/th/"),
    ("fr-CH, fr;q=0.9, en;q=0.8", "/fr/"),
    ("ja, zh;q=0.5", "/en/"),
    ("vi;q=0.2, fr;q=0.9", "/fr/"),
    ("", "/en/"),
])
def test_root_redirects_by_accept_language(client, header, expected):
    response = client.get("/", headers={"Accept-Language": header})
    assert response.status_code == 302
    assert response.location == expected
    assert "Accept-Language" in response.headers["Vary"]


def test_root_prefers_the_switcher_cookie(client):
    client.set_cookie(LOCALE_COOKIE, "th")
    assert client.get("/", headers={"Accept-Language": "fr"}).location == "/th/"


@pytest.mark.parametrize("header", [
    "!!!;q=abc,,,", ";;;", "q=0.5", "de-DE;q=", "x" * 5000, "*", "en;q=nan", "\u00e9\u00e8;q=1",
])
def test_a_malformed_accept_language_never_breaks_a_page(client, header):
    assert client.get("/", headers={"Accept-Language": header}).status_code == 302
    assert client.get("/pt/", headers={"Accept-Language": header}).status_code == 200
    assert client.get("/nope/", headers={"Accept-Language": header}).status_code == 404


@pytest.mark.parametrize("value", ["", "klingon", "de_CH;", "%00", "x" * 4000, "<script>"])
def test_a_malformed_cookie_never_breaks_a_page(client, value):
    client.set_cookie(LOCALE_COOKIE, value)
    response = client.get("/", headers={"Accept-Language": "vi"})
    assert response.location == "/vi/"
    assert client.get("/fr/").status_code == 200


def test_an_unknown_locale_prefix_is_a_404_in_the_negotiated_language(client):
    response = client.get("/xx/", headers={"Accept-Language": "pt-PT"})
    assert response.status_code == 404
    assert html_lang(response) == "pt-PT"
    assert h1(response) == "Página não encontrada"


def test_an_unknown_page_under_a_locale_is_a_404_in_that_locale(client):
    response = client.get("/th/no-such-page", headers={"Accept-Language": "fr"})
    assert response.status_code == 404
    assert html_lang(response) == "th"
    assert h1(response) == "ไม่พบหน้านี้"


# -- the language switcher ----------------------------------------------------------------------

def switcher_links(response) -> dict[str, str]:
    nav = re.search(r'<nav class="lang-switcher".*?</nav>', response.get_data(as_text=True), re.S)
    return {lang: href.replace("&amp;", "&") for href, lang in
            re.findall(r'<a href="([^"]+)" lang="([^"]+)"', nav.group(0))}


def test_the_switcher_keeps_the_page_and_its_query_string(client):
    links = switcher_links(client.get("/pt/belote/check/announcements?n=JS+QS&trump=H"))
    assert set(links) == set(HTML_LANG.values())
    target = urlsplit(links["th"])
    assert target.path == "/language/th"
    assert parse_qs(target.query)["next"] == ["/th/belote/check/announcements?n=JS+QS&trump=H"]


def test_switching_sets_the_cookie_and_goes_to_the_page(client):
    response = client.get("/language/de-ch?next=/de-ch/%3Fhand%3DJS")
    assert response.status_code == 303
    assert response.location == "/de-ch/?hand=JS"
    cookie = response.headers["Set-Cookie"]
    assert cookie.startswith(f"{LOCALE_COOKIE}=de-ch;") and "SameSite=Lax" in cookie
    assert client.get("/", headers={"Accept-Language": "en"}).location == "/de-ch/"


@pytest.mark.parametrize("next_url", [
    "//evil.example/", "https://evil.example/th/", "/\\evil.example", "/pt/", "javascript:alert(1)",
    "/th/\r\nSet-Cookie: x=1", "",
])
def test_switching_never_redirects_off_the_chosen_locale(client, next_url):
    response = client.get("/language/th", query_string={"next": next_url})
    assert response.status_code == 303
    assert response.location == "/th/"


def test_switching_to_an_unknown_language_is_a_404(client):
    assert client.get("/language/xx?next=/xx/").status_code == 404


def test_user_input_in_the_query_string_is_escaped(client):
    body = client.get("/fr/belote/check/announcements?n=<script>alert(1)</script>\"").get_data(
        as_text=True)
    assert "<script>" not in body
    assert "alert(1)" in body  # it is there, escaped or percent-encoded


# -- security headers ---------------------------------------------------------------------------

def csp(response) -> dict[str, str]:
    policy = response.headers["Content-Security-Policy"]
    return dict(d.strip().split(" ", 1) for d in policy.split(";"))


@pytest.mark.parametrize("path", ["/en/", "/nope", "/static/css/site.css", "/", "/language/fr"])
def test_security_headers_on_every_response(client, path):
    response = client.get(path)
    policy = csp(response)
    assert policy["default-src"] == "'self'"
    assert "unsafe-inline" not in policy["script-src"]
    assert "unsafe-inline" not in policy["style-src"]
    assert policy["frame-ancestors"] == "'none'"
    assert response.headers["X-Frame-Options"] == "DENY"
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert response.headers["Referrer-Policy"]


def test_embed_routes_may_be_framed_by_anyone(app):
    # the real embed blueprint (webapp/blueprints/embed.py); tests/webapp/test_embed.py tests it
    # in full
    client = app.test_client()
    for path in ("/embed/pt/example/seed-1", "/embed/pt/missing"):
        response = client.get(path)
        assert csp(response)["frame-ancestors"] == "*"
        assert "X-Frame-Options" not in response.headers
        assert csp(response)["script-src"] == "'self'"


def test_pages_have_no_inline_script_or_style(client):
    body = client.get("/th/").get_data(as_text=True)
    assert not re.search(r"<script(?![^>]*\bsrc=)", body)
    assert "<style" not in body and " style=" not in body and "javascript:" not in body


# -- errors -------------------------------------------------------------------------------------

BIG = b"x" * (64 * 1024 + 1)


def test_a_body_over_64_kb_is_refused_with_a_localized_page(client):
    response = client.post("/vi/", data=BIG)
    assert response.status_code == 413
    assert html_lang(response) == "vi"
    assert h1(response) == "Yêu cầu quá lớn"


def test_a_body_of_64_kb_is_not_refused_for_size(client):
    assert client.post("/vi/", data=b"x" * (64 * 1024)).status_code == 405


def test_api_errors_are_json(client):
    response = client.post("/api/v1/belote/check", data=BIG, headers={"Accept-Language": "fr"})
    assert response.status_code == 413
    error = response.get_json()["error"]
    assert error["code"] == "payload_too_large"
    assert error["message"] == "La requête dépasse 64 Ko, le maximum accepté par ce site."
    assert error["details"] == {}
    assert client.get("/api/nothing").get_json()["error"]["code"] == "not_found"


def test_an_unexpected_error_is_a_500_page_in_the_user_language(app):
    def boom():
        raise RuntimeError("bug")

    app.add_url_rule("/<lang_code>/boom", "boom", boom)
    response = app.test_client().get("/fr/boom")
    assert response.status_code == 500
    assert h1(response) == "Un problème est survenu"
    assert "bug" not in response.get_data(as_text=True)


# -- static files and headers -------------------------------------------------------------------

def test_static_urls_are_versioned_and_cached_for_a_year(client):
    body = client.get("/en/").get_data(as_text=True)
    css = re.search(r'href="(/static/css/site\.[0-9a-f]{8}\.css)"', body).group(1)
    response = client.get(css)
    assert response.status_code == 200
    assert response.cache_control.max_age == 365 * 24 * 3600 and response.cache_control.immutable
    assert client.get("/static/css/site.css").cache_control.max_age < 365 * 24 * 3600
    assert re.search(r'<use href="/static/img/suits\.[0-9a-f]{8}\.svg#french-S">', body)


def test_pages_declare_their_language(client):
    assert client.get("/de-ch/").headers["Content-Language"] == "de-CH"
