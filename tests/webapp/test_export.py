"""The static export (webapp/export.py): a site a static host can serve, with no broken link."""

from __future__ import annotations

import hashlib
import html
import re
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import pytest

from webapp.core.content import PAGES
from webapp.export import MARKER, export_site, main, output_path
from webapp.http.caching import split_fingerprint
from webapp.i18n import LOCALES

BASE = "https://rules.example"
API = "https://api.example"
ATTR = re.compile(r'\b(href|src|action)="([^"]*)"')
CSS_URL = re.compile(r"""url\(\s*(['"]?)([^'")]+)\1\s*\)""")
REFRESH = re.compile(r'http-equiv="refresh" content="0; url=([^"]+)"')


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    out = tmp_path_factory.mktemp("export") / "site"
    report = export_site(out, base_url=BASE, api_origin=API)
    return out, report


def files(out: Path, suffix: str) -> list[Path]:
    return sorted(p for p in out.rglob(f"*{suffix}") if p.is_file())


def url_of(out: Path, file: Path) -> str:
    rel = "/" + file.relative_to(out).as_posix()
    if rel.endswith("/index.html"):
        return rel[: -len("index.html")]
    return rel.removesuffix(".html") if file.suffix == ".html" else rel


def links_of(out: Path, file: Path) -> list[tuple[str, str]]:
    """(attribute, url) of every link in an exported HTML or CSS file."""
    text = file.read_text(encoding="utf-8")
    if file.suffix == ".css":
        return [("css", m[1]) for m in CSS_URL.findall(text)]
    found = [(a, html.unescape(v)) for a, v in ATTR.findall(text)]
    found += [("refresh", u) for u in REFRESH.findall(text)]
    return found


def test_the_export_reports_no_broken_link(exported):
    _, report = exported
    assert report.errors == []


def test_every_page_of_every_locale_is_exported(exported):
    out, _ = exported
    for loc in LOCALES:
        assert (out / loc.url / "index.html").is_file()
        for path, _template in PAGES.values():
            assert (out / output_path(f"/{loc.url}{path}")).is_file(), (loc.url, path)
    assert len(files(out / "en" / "example", ".html")) > 5  # the worked examples


def test_every_internal_link_and_asset_resolves_to_an_exported_file(exported):
    """A crawl of the files on disk: each site link (root-relative, relative, or absolute on the
    export's base URL) is a file of the export, each #fragment an id on the page it names."""
    out, _ = exported
    checked = 0
    ids: dict[Path, set[str]] = {}
    for file in files(out, ".html") + files(out, ".css"):
        page = url_of(out, file)
        for _attr, url in links_of(out, file):
            if url.startswith(BASE + "/"):
                url = url[len(BASE):]
            parts = urlsplit(urljoin(page, url))
            if parts.scheme or parts.netloc or url.startswith(("#", "mailto:", "data:")):
                continue
            assert not parts.query, f"{page}: {url} needs a server (query string)"
            target = out / output_path(parts.path)
            assert target.is_file(), f"{page} links {url}: {target} is missing"
            if parts.fragment and target.suffix == ".html":
                if target not in ids:
                    ids[target] = set(re.findall(r'\bid="([^"]+)"', target.read_text("utf-8")))
                assert parts.fragment in ids[target], f"{page} links {url}: no such id"
            checked += 1
    assert checked > 1000


def test_assets_have_hashed_names_matching_their_content(exported):
    out, _ = exported
    hashed = [p for p in (out / "static").rglob("*") if p.is_file()
              and split_fingerprint(p.name)[1]]
    assert any(p.suffix == ".css" for p in hashed) and any(p.suffix == ".js" for p in hashed)
    for path in hashed:
        assert hashlib.sha256(path.read_bytes()).hexdigest()[:8] == split_fingerprint(path.name)[1]


def test_the_index_sends_each_browser_to_its_language_without_inline_script(exported):
    out, _ = exported
    index = (out / "index.html").read_text(encoding="utf-8")
    assert re.search(r"<script>|<script [^>]*>[^<]", index) is None  # external script only
    script = re.search(r'<script src="([^"]+)"></script>', index).group(1)
    assert (out / script.lstrip("/")).is_file()
    assert re.search(r'<noscript><meta http-equiv="refresh" content="0; url=/en/"></noscript>',
                     index)
    for loc in LOCALES:
        link = f'<a href="/{loc.url}/" hreflang="{loc.tag}" lang="{loc.tag}">{loc.name}</a>'
        assert link in index
        assert f'"{loc.url}"' in (out / script.lstrip("/")).read_text()


def test_the_language_switcher_links_the_translated_page_directly(exported):
    out, _ = exported
    page = (out / "pt" / "glossary.html").read_text(encoding="utf-8")
    assert "/language/" not in page
    assert 'href="/th/glossary"' in page


def test_checkers_submit_to_the_api_origin(exported):
    out, _ = exported
    forms = 0
    for file in files(out, ".html"):
        for action in re.findall(r'<form[^>]*\baction="([^"]*)"', file.read_text("utf-8")):
            assert action.startswith(API + "/"), (file, action)
            forms += 1
    assert forms >= len(LOCALES)  # at least one checker per locale


def test_a_404_page_is_exported(exported):
    out, _ = exported
    assert (out / "404.html").is_file()


def test_the_export_refuses_to_overwrite_a_foreign_directory(tmp_path):
    (tmp_path / "precious.txt").write_text("keep me")
    with pytest.raises(SystemExit):
        export_site(tmp_path)
    assert (tmp_path / "precious.txt").read_text() == "keep me"


def test_the_command_writes_the_site_and_replaces_an_earlier_export(tmp_path, capsys):
    out = tmp_path / "site"
    (out / "en").mkdir(parents=True)
    (out / MARKER).write_text("")
    (out / "en" / "stale.html").write_text("old")
    assert main([str(out)]) == 0
    assert not (out / "en" / "stale.html").exists() and (out / "en" / "index.html").is_file()
    assert "pages" in capsys.readouterr().out


def headers_rules(out: Path) -> dict[str, dict[str, str]]:
    """The export's _headers file: path pattern -> {header: value}."""
    rules: dict[str, dict[str, str]] = {}
    current = None
    for line in (out / "_headers").read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        if not line.startswith(" "):
            current = rules.setdefault(line.strip(), {})
        else:
            name, _, value = line.strip().partition(": ")
            assert name not in current, f"{name} twice under one path"
            current[name] = value
    return rules


def matching(rules: dict[str, dict[str, str]], url: str) -> list[str]:
    return [p for p in rules if p == url or (p.endswith("*") and url.startswith(p[:-1]))]


def test_the_export_carries_the_live_sites_security_headers(exported):
    out, _ = exported
    rules = headers_rules(out)
    assert rules["/*"]["X-Content-Type-Options"] == "nosniff"
    pages = [url_of(out, f) for f in files(out, ".html")]
    assert any(p.startswith("/embed/") for p in pages)
    for url in pages:
        with_csp = [p for p in matching(rules, url) if "Content-Security-Policy" in rules[p]]
        assert len(with_csp) == 1, (url, with_csp)  # never two policies for one page
        headers = rules[with_csp[0]]
        csp = headers["Content-Security-Policy"]
        policy = dict(d.strip().split(" ", 1) for d in csp.split(";"))
        if url.startswith("/embed/"):
            assert policy["frame-ancestors"] == "*" and "X-Frame-Options" not in headers
        else:
            assert policy["frame-ancestors"] == "'none'" and headers["X-Frame-Options"] == "DENY"
        # The checkers submit to, and fetch their live fragments from, the API origin.
        assert API in policy["form-action"] and API in policy["connect-src"]
        assert "'unsafe-inline'" not in headers["Content-Security-Policy"]
