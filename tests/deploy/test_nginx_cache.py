"""deploy/nginx.conf for real: gunicorn behind Debian's nginx on loopback (tests/deploy/conftest.py).

What a visitor and an operator rely on: repeated pages, permalinks and embeds come from the cache;
what is per user or per request (the "/" redirect, the language cookie, the API, errors) never
does; after a deploy (new ATOUT_VERSION, cache re-keyed) nothing of the old build is served.
"""

from __future__ import annotations

import json
import time

import pytest

from webapp.core.content import all_examples

RULES_PAGE = "/en/belote/rules"
PERMALINK = "/pt/belote/check/announcements?n=JS+QS+KS+AS&trump=S&taker=N"
#: A share image (issue 16), at its one spelling: "a second request is a 304 or a cache hit".
PICTURE = "/img/th/belote/check/announcements.png?e=9S+TS+JS&s=9H+TH+JH&trump=S&taker=NS" \
          "&rules=maison,officielles"


def embed_path() -> str:
    return f"/embed/fr/example/{next(iter(all_examples()))}"


def upstream_hits(stack, needle: str) -> int:
    log = stack.prefix / "logs" / "gunicorn-access.log"
    time.sleep(0.2)  # gunicorn writes its access log line after the response
    host = f" {stack.host_header} " if stack.host_header else ""  # this test's (conftest.unique)
    return sum(needle in line and host in line for line in log.read_text().splitlines())


@pytest.mark.parametrize("path", [RULES_PAGE, PERMALINK, "embed", "/static/css/site.css",
                                  PICTURE, "/img/fr/example/seed-1.png?theme=dark"])
def test_a_repeated_get_is_served_from_the_cache(stack, unique, path):
    if path == "embed":
        path = embed_path()
    if path.startswith("/static/"):  # the fingerprinted name the pages link
        page = stack.get(RULES_PAGE, direct=True).body.decode()
        path = page.split('href="/static/css/site.', 1)[1].split('"')[0]
        path = "/static/css/site." + path
    path = unique(path)
    first, second, third = stack.get(path), stack.get(path), stack.get(path)
    assert first.status == 200
    assert (first.header("X-Cache-Status"), second.header("X-Cache-Status")) == ("MISS", "HIT")
    assert third.header("X-Cache-Status") == "HIT"
    assert second.body == first.body
    assert second.header("ETag") == first.header("ETag")
    # The security headers come through the cache too.
    assert second.header("Content-Security-Policy") == first.header("Content-Security-Policy")
    assert second.header("X-Content-Type-Options") == "nosniff"
    assert upstream_hits(stack, f'"GET {path} ') == 1  # gunicorn saw it once


def test_the_cache_key_is_the_full_uri(stack, unique):
    permalink = unique(PERMALINK)
    stack.get(permalink)
    assert stack.get(permalink).header("X-Cache-Status") == "HIT"
    other = stack.get(permalink.replace("QS", "TS"))
    assert other.header("X-Cache-Status") == "MISS"
    assert stack.get(permalink.replace("/pt/", "/th/")).header("X-Cache-Status") == "MISS"
    host = stack.get(permalink, headers={"Host": "mirror.example"})
    assert host.header("X-Cache-Status") == "MISS"  # its hreflang links name another host


@pytest.mark.parametrize("path", [RULES_PAGE, PICTURE])
def test_head_and_conditional_get_are_answered_from_the_cache(stack, unique, path):
    page = unique(path)
    full = stack.get(page)
    head = stack.get(page, method="HEAD")
    assert head.status == 200 and head.header("X-Cache-Status") == "HIT" and head.body == b""
    not_modified = stack.get(page, headers={"If-None-Match": full.header("ETag")})
    assert not_modified.status == 304 and not_modified.header("X-Cache-Status") == "HIT"
    assert not_modified.header("X-Frame-Options") == "DENY"
    assert upstream_hits(stack, f'"GET {page} ') == 1


def test_the_api_is_passed_through_never_cached(stack, unique):
    path, body = "/api/v1/belote/announcements", json.dumps(
        {"trump": "S", "taker": "NS", "hands": {"N": "JS QS KS"}}).encode()
    headers = {"Content-Type": "application/json"}
    before = upstream_hits(stack, f'"POST {path} ')
    replies = [stack.get(path, method="POST", body=body, headers=headers) for _ in range(3)]
    for reply in replies:
        assert reply.status == 200 and reply.header("X-Cache-Status") is None
        assert "no-store" in reply.header("Cache-Control")
    assert upstream_hits(stack, f'"POST {path} ') == before + 3  # each one reached gunicorn
    health = [stack.get("/api/v1/health") for _ in range(2)]
    assert [r.header("X-Cache-Status") for r in health] == [None, None]


def test_the_root_redirect_follows_each_visitor_language(stack):
    to_thai = stack.get("/", headers={"Accept-Language": "th"})
    to_french = stack.get("/", headers={"Accept-Language": "fr-CH, fr;q=0.9"})
    by_cookie = stack.get("/", headers={"Accept-Language": "th", "Cookie": "atout_lang=vi"})
    assert to_thai.header("Location").endswith("/th/")
    assert to_french.header("Location").endswith("/fr/")
    assert by_cookie.header("Location").endswith("/vi/")
    for reply in (to_thai, to_french, by_cookie):
        assert reply.header("X-Cache-Status") != "HIT"


def test_responses_with_a_cookie_or_an_error_are_not_stored(stack, unique):
    for path in (unique("/language/de-ch?next=/de-ch/glossary"), unique("/en/no-such-page")):
        replies = [stack.get(path) for _ in range(2)]
        # Passed through (the language switcher is outside the cache) or looked up, never stored.
        assert [r.header("X-Cache-Status") in (None, "MISS") for r in replies] == [True, True], path
    cookie = stack.get("/language/de-ch?next=/de-ch/glossary")
    assert "atout_lang=de-ch" in cookie.header("Set-Cookie")


def test_a_deploy_changes_the_etag_and_nothing_stale_is_served(own_stack):
    stack = own_stack
    old = stack.get(RULES_PAGE)
    assert stack.get(RULES_PAGE).header("X-Cache-Status") == "HIT"
    old_build = stack.build_id()
    assert old.header("ETag").strip('"').startswith(old_build + "-")

    # Restarting gunicorn alone is not enough: nginx still holds the old build's page...
    stack.deploy("test-2", rekey=False)
    new_build = stack.build_id()
    assert new_build != old_build
    assert stack.get(RULES_PAGE, direct=True).header("ETag").strip('"').startswith(new_build + "-")
    held = stack.get(RULES_PAGE)
    assert held.header("X-Cache-Status") == "HIT" and held.header("ETag") == old.header("ETag")

    # ...the deploy procedure re-keys the cache by the new build and reloads nginx.
    stack.write_build_conf()
    stack.reload_proxy()
    deadline = time.monotonic() + 10
    reply = stack.get(RULES_PAGE)
    while reply.header("ETag") == old.header("ETag") and time.monotonic() < deadline:
        time.sleep(0.05)  # the old nginx workers finish their last connections
        reply = stack.get(RULES_PAGE)
    assert reply.header("X-Cache-Status") == "MISS"
    assert reply.header("ETag").strip('"').startswith(new_build + "-")
    again = stack.get(RULES_PAGE)
    assert again.header("X-Cache-Status") == "HIT" and again.header("ETag") == reply.header("ETag")
    # A browser revalidating with the old tag gets the new page, not a 304.
    revalidated = stack.get(RULES_PAGE, headers={"If-None-Match": old.header("ETag")})
    assert revalidated.status == 200 and revalidated.header("ETag") == reply.header("ETag")
