"""HTTP caching (webapp/http/caching.py): what a browser, nginx or a CDN sees in the headers."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

import pytest
from flask import Blueprint, jsonify

from webapp import create_app
from webapp.http.caching import ONE_YEAR, compute_build_id, split_fingerprint
from webapp.i18n import LOCALES

RULES_PAGE = "/en/belote/rules"


def directives(response) -> dict[str, str | None]:
    out: dict[str, str | None] = {}
    for part in response.headers.get("Cache-Control", "").split(","):
        name, _, value = part.strip().partition("=")
        if name:
            out[name.lower()] = value or None
    return out


def is_shared_cacheable(response) -> bool:
    cc = directives(response)
    return "public" in cc and not {"private", "no-store", "no-cache"} & cc.keys()


def add_extra_routes(app):
    """Routes shaped like the ones other layers add (embed, checker permalink, API), to show the
    rules follow the route, method and blueprint, not a list of pages."""
    embed = Blueprint("embed_test", __name__, url_prefix="/embed/test/<lang_code>")
    embed.add_url_rule("/example/<name>", "example", lambda name: f"<p>{name}</p>")
    app.register_blueprint(embed)
    app.add_url_rule("/<lang_code>/belote/check/test", "check",
                     lambda: "<p>verdict</p>", methods=["GET"])
    app.add_url_rule("/api/v1/test", "api_test", lambda: jsonify(ok=True), methods=["POST"])
    app.add_url_rule("/api/v1/test-get", "api_test_get", lambda: jsonify(ok=True))


@pytest.fixture
def extra_client(app):
    add_extra_routes(app)
    return app.test_client()


# -- pages: ETag, Cache-Control, 304 ------------------------------------------------------------


@pytest.mark.parametrize("path", [RULES_PAGE, "/pt/", "/th/jass/weis", "/de-ch/glossary"])
def test_pages_are_publicly_cacheable_with_a_strong_etag_and_no_vary(client, path):
    response = client.get(path)
    assert response.status_code == 200
    assert is_shared_cacheable(response)
    cc = directives(response)
    assert 60 <= int(cc["max-age"]) <= 3600
    assert int(cc["stale-while-revalidate"]) > 0
    etag, weak = response.get_etag()
    assert etag and not weak
    assert "Vary" not in response.headers


def test_the_etag_is_the_build_and_a_hash_of_the_body(app, client):
    response = client.get(RULES_PAGE)
    body_hash = hashlib.sha256(response.data).hexdigest()[:16]
    assert response.get_etag()[0] == f"{app.extensions['atout_build']}-{body_hash}"
    assert client.get(RULES_PAGE).get_etag() == response.get_etag()  # same page, same tag


def test_each_locale_and_page_has_its_own_etag(client):
    tags = {client.get(f"/{loc.url}/belote/rules").get_etag()[0] for loc in LOCALES}
    tags.add(client.get("/en/jass/weis").get_etag()[0])
    assert len(tags) == len(LOCALES) + 1


def test_if_none_match_gets_a_304_without_body_and_with_the_security_headers(client):
    first = client.get(RULES_PAGE)
    etag = first.headers["ETag"]
    again = client.get(RULES_PAGE, headers={"If-None-Match": etag})
    assert again.status_code == 304
    assert again.data == b""
    assert again.headers["ETag"] == etag
    assert again.headers["Cache-Control"] == first.headers["Cache-Control"]
    for name in ("Content-Security-Policy", "X-Frame-Options", "X-Content-Type-Options"):
        assert again.headers[name] == first.headers[name]
    assert client.head(RULES_PAGE, headers={"If-None-Match": etag}).status_code == 304
    stale = client.get(RULES_PAGE, headers={"If-None-Match": '"old-build-0000"'})
    assert stale.status_code == 200 and stale.data == first.data


def test_head_gets_the_same_validators_as_get(client):
    get, head = client.get(RULES_PAGE), client.head(RULES_PAGE)
    assert head.status_code == 200 and head.headers["ETag"] == get.headers["ETag"]
    assert head.headers["Cache-Control"] == get.headers["Cache-Control"]


def test_another_version_changes_every_etag():
    old = create_app({"TESTING": True, "VERSION": "2026.1"}).test_client()
    new = create_app({"TESTING": True, "VERSION": "2026.2"}).test_client()
    before, after = old.get(RULES_PAGE), new.get(RULES_PAGE)
    assert before.data == after.data
    assert before.headers["ETag"] != after.headers["ETag"]
    revalidated = new.get(RULES_PAGE, headers={"If-None-Match": before.headers["ETag"]})
    assert revalidated.status_code == 200


def test_the_build_id_covers_sources_and_catalogs(tmp_path):
    for folder in ("engine", "webapp", "content", "translations/fr/LC_MESSAGES"):
        (tmp_path / folder).mkdir(parents=True)
    (tmp_path / "engine" / "rules.py").write_text("A = 1\n")
    mo = tmp_path / "translations/fr/LC_MESSAGES/messages.mo"
    mo.write_bytes(b"catalog 1")
    first = compute_build_id(None, tmp_path)
    mo.write_bytes(b"catalog 2")
    compute_build_id.cache_clear()
    second = compute_build_id(None, tmp_path)
    (tmp_path / "engine" / "rules.py").write_text("A = 2\n")
    compute_build_id.cache_clear()
    third = compute_build_id(None, tmp_path)
    assert len({first, second, third}) == 3
    assert compute_build_id('v"1 2', tmp_path).startswith("v12-")  # nothing that breaks an ETag
    compute_build_id.cache_clear()


# -- embeds, permalinks, API: by route and method -----------------------------------------------


def test_embeds_are_cacheable_longer_than_pages(extra_client):
    embed = extra_client.get("/embed/test/en/example/tierce")
    page = extra_client.get(RULES_PAGE)
    assert embed.status_code == 200 and is_shared_cacheable(embed) and embed.get_etag()[0]
    assert int(directives(embed)["max-age"]) > int(directives(page)["max-age"])
    assert extra_client.get("/embed/test/en/example/tierce",
                            headers={"If-None-Match": embed.headers["ETag"]}).status_code == 304


def test_a_checker_permalink_is_cacheable_and_revalidates(extra_client):
    one = extra_client.get("/pt/belote/check/test?hands=N:JS")
    assert one.status_code == 200 and is_shared_cacheable(one) and "Vary" not in one.headers
    again = extra_client.get("/pt/belote/check/test?hands=N:JS",
                             headers={"If-None-Match": one.headers["ETag"]})
    assert again.status_code == 304


def test_the_api_is_never_cached(extra_client):
    post = extra_client.post("/api/v1/test", json={})
    assert post.status_code == 200
    assert directives(post) == {"no-store": None} and "ETag" not in post.headers
    assert directives(extra_client.get("/api/v1/test-get")) == {"no-store": None}
    assert directives(extra_client.post("/api/v1/nothing")) == {"no-store": None}


def test_post_to_a_page_is_not_cacheable(client):
    response = client.post(RULES_PAGE)
    assert response.status_code == 405 and "no-store" in directives(response)


# -- per-user responses, errors, redirects ------------------------------------------------------


def test_the_root_redirect_is_private_and_varies_by_language_and_cookie(client):
    response = client.get("/", headers={"Accept-Language": "th"})
    assert response.status_code == 302 and response.headers["Location"].endswith("/th/")
    assert not is_shared_cacheable(response)
    assert {"private"} <= directives(response).keys() or "no-store" in directives(response)
    assert {v.strip() for v in response.headers["Vary"].split(",")} == {"Accept-Language", "Cookie"}
    assert "ETag" not in response.headers


def test_the_language_switch_sets_a_cookie_and_is_not_stored(client):
    response = client.get("/language/fr?next=/fr/glossary")
    assert "Set-Cookie" in response.headers
    assert "no-store" in directives(response) and not is_shared_cacheable(response)


def test_any_response_setting_a_cookie_is_private(app):
    @app.get("/<lang_code>/cookie-test")
    def cookie_test():
        from flask import make_response

        response = make_response("hi")
        response.set_cookie("x", "1")
        return response

    response = app.test_client().get("/en/cookie-test")
    assert directives(response) == {"private": None, "no-store": None}


@pytest.mark.parametrize("path", ["/en/no-such-page", "/xx/", "/static/css/nothing.css",
                                  "/static/css/site.0000beef.nothing"])
def test_errors_are_not_cached(client, path):
    response = client.get(path)
    assert response.status_code == 404
    assert "no-store" in directives(response) and "ETag" not in response.headers


def test_a_500_is_not_cached(app):
    app.add_url_rule("/<lang_code>/boom", "boom", lambda: 1 / 0)
    response = app.test_client().get("/en/boom")
    assert response.status_code == 500 and "no-store" in directives(response)


def test_canonical_locale_redirects_are_cacheable_for_a_day(client):
    response = client.get("/de-CH/glossary")
    assert response.status_code == 308
    assert is_shared_cacheable(response) and int(directives(response)["max-age"]) <= 86400


# -- static files -------------------------------------------------------------------------------


def asset_urls(client) -> list[str]:
    body = client.get(RULES_PAGE).get_data(as_text=True)
    return sorted(set(re.findall(r'(?:href|src)="(/static/[^"#]+)', body)))


def test_static_urls_have_hashed_file_names(app, client):
    urls = asset_urls(client)
    assert any(url.endswith(".css") for url in urls) and any(".svg" in url for url in urls)
    for url in urls:
        original, digest = split_fingerprint(url.removeprefix("/static/"))
        assert digest, url
        content = Path(f"{app.static_folder}/{original}").read_bytes()
        assert hashlib.sha256(content).hexdigest()[:8] == digest
        assert "?" not in url


def test_hashed_static_files_are_immutable_for_a_year(client):
    for url in asset_urls(client):
        response = client.get(url)
        assert response.status_code == 200, url
        cc = directives(response)
        assert "public" in cc and "immutable" in cc and int(cc["max-age"]) == ONE_YEAR


def test_a_hash_of_another_build_gets_the_current_file_briefly(client):
    url = next(u for u in asset_urls(client) if u.endswith(".css"))
    other = re.sub(r"\.[0-9a-f]{8}\.css$", ".00000000.css", url)
    current, old = client.get(url), client.get(other)
    assert old.status_code == 200 and old.data == current.data
    assert "immutable" not in directives(old) and int(directives(old)["max-age"]) <= 300


def test_plain_static_names_still_work_with_a_short_lifetime(client):
    response = client.get("/static/fonts/NotoSansThai-Regular.subset.woff2")
    assert response.status_code == 200
    assert int(directives(response)["max-age"]) < ONE_YEAR
    assert "immutable" not in directives(response)


# -- CORS for the static export -----------------------------------------------------------------


def cors_app(origins):
    app = create_app({"TESTING": True, "CORS_ORIGINS": origins})
    add_extra_routes(app)
    return app.test_client()


def test_cors_allows_only_the_configured_origins_on_the_api():
    client = cors_app("https://rules.example, https://other.example")
    ok = client.post("/api/v1/test", json={}, headers={"Origin": "https://rules.example"})
    assert ok.headers["Access-Control-Allow-Origin"] == "https://rules.example"
    assert "Origin" in ok.headers["Vary"]
    evil = client.post("/api/v1/test", json={}, headers={"Origin": "https://evil.example"})
    assert "Access-Control-Allow-Origin" not in evil.headers
    page = client.get(RULES_PAGE, headers={"Origin": "https://rules.example"})
    assert "Access-Control-Allow-Origin" not in page.headers and "Vary" not in page.headers


def test_cors_preflight_for_a_json_post():
    client = cors_app(["https://rules.example"])
    response = client.options("/api/v1/test", headers={
        "Origin": "https://rules.example", "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "Content-Type"})
    assert response.status_code == 200
    assert response.headers["Access-Control-Allow-Origin"] == "https://rules.example"
    assert "POST" in response.headers["Access-Control-Allow-Methods"]
    assert "content-type" in response.headers["Access-Control-Allow-Headers"].lower()


def test_cors_lets_an_exported_checker_fetch_its_live_fragment():
    client = cors_app("https://rules.example")
    path = "/fr/belote/check/announcements?n=JS+QS+KS&fragment=1"
    ok = client.get(path, headers={"Origin": "https://rules.example"})
    assert ok.status_code == 200
    assert ok.headers["Access-Control-Allow-Origin"] == "https://rules.example"
    assert "Access-Control-Allow-Credentials" not in ok.headers
    assert "Access-Control-Allow-Origin" not in client.get(
        path, headers={"Origin": "https://evil.example"}).headers


def test_no_cors_without_configuration(extra_client):
    response = extra_client.post("/api/v1/test", json={}, headers={"Origin": "https://x.example"})
    assert "Access-Control-Allow-Origin" not in response.headers


def test_api_origin_is_available_to_templates():
    app = create_app({"TESTING": True, "API_ORIGIN": "https://api.example/"})
    with app.test_request_context("/en/"):
        assert app.jinja_env.globals["api_url"]("/api/v1/x") == "https://api.example/api/v1/x"
        assert app.jinja_env.globals["api_origin"] == "https://api.example"


# -- statelessness: any worker on any machine gives the same answer -------------------------------


def test_two_workers_give_the_same_bytes_and_etag_whatever_came_before():
    """Two app instances stand for two workers or two machines behind a load balancer: the first
    has served other requests (a language switch with its cookie, other pages, errors), the
    second nothing. Every page is the same, byte for byte, with the same ETag."""
    busy = create_app({"TESTING": True}).test_client()
    fresh = create_app({"TESTING": True}).test_client()
    for path in ("/language/th?next=/th/", "/fr/glossary", "/xx/", "/", "/pt/jass/weis"):
        busy.get(path)
    for path in (RULES_PAGE, "/th/", "/fr/glossary", "/de-ch/jass/schieber"):
        a, b = busy.get(path), fresh.get(path)
        assert a.data == b.data and a.headers["ETag"] == b.headers["ETag"], path
        assert "Set-Cookie" not in a.headers and "Vary" not in a.headers
