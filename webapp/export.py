"""Static export: the whole rules site as files any static host or CDN can serve.

    python -m webapp.export [DIR] [--base-url https://atout.example] [--api-origin https://api.example]
    ./atout export [DIR] [...]                       (DIR defaults to ./export)

It crawls the application through Flask's test client from every locale's home page, following
the links of each page (``href``, ``src``) and the ``url()`` of each stylesheet, and writes:

* ``/en/`` -> ``en/index.html``; ``/en/belote/rules`` -> ``en/belote/rules.html`` (GitHub Pages,
  Netlify, Cloudflare Pages serve ``/x`` from ``x.html``; nginx: ``try_files $uri $uri.html
  $uri/ =404``); assets under their fingerprinted names (``static/css/site.3f2a9c1e.css``);
* ``index.html`` for ``/``: a small external script sends the browser to its language
  (``navigator.languages``, as the live ``/`` does with Accept-Language), a ``<noscript>`` meta
  refresh to ``/en/``, and the list of languages as plain links (no inline script: CSP-safe);
* ``404.html``, the site's "page not found" page (served by most static hosts for a miss);
* ``_headers`` (Netlify, Cloudflare Pages): the live site's security headers, the CSP (with the
  API origin allowed for the checkers' forms and live fragments) and framing rules: ``/embed/*``
  may be framed, every page of every locale may not.

What needs the server is pointed at it: the language switcher's ``/language/<code>?next=<page>``
becomes the page itself (the locale is in the URL; there is no cookie to set); with
``--api-origin``, the app is configured with ``API_ORIGIN`` (templates: ``api_origin``,
``api_url(path)``), every ``<form action>`` and every link with a query string (a checker
permalink, an oEmbed URL) goes to that origin, which must list the export's origin in
``ATOUT_CORS_ORIGINS`` for the pages' scripts to POST to ``/api/v1/``. Without it they keep
their site-relative URLs (the export then needs the live site at the same origin for those).
"""

from __future__ import annotations

import argparse
import hashlib
import html
import json
import posixpath
import re
import shutil
import sys
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import parse_qs, urljoin, urlsplit

from flask import Flask

from webapp import create_app
from webapp.http.caching import fingerprint
from webapp.http.security import headers_file
from webapp.i18n import DEFAULT_LOCALE, LOCALES

__all__ = ["ExportReport", "export_site", "main", "output_path"]

MARKER = ".atout-export"
DEFAULT_BASE_URL = "http://localhost"
_ATTR = re.compile(r'\b(href|src|action)="([^"]*)"')
_CSS_URL = re.compile(r"""url\(\s*(['"]?)([^'")]+)\1\s*\)""")
_NO_CRAWL = ("/api/", "/language/", "/oembed")


@dataclass
class ExportReport:
    out: Path
    pages: list[str] = field(default_factory=list)
    assets: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)  # "path: status (linked from ...)"
    bytes: int = 0


def output_path(path: str) -> str:
    """The file a URL path is written to, relative to the export directory.

    >>> output_path("/en/"), output_path("/en/belote/rules")
    ('en/index.html', 'en/belote/rules.html')
    >>> output_path("/static/css/a.1234abcd.css")
    'static/css/a.1234abcd.css'
    >>> output_path("/")
    'index.html'
    """
    if path.endswith("/"):
        return path.lstrip("/") + "index.html"
    name = path.rsplit("/", 1)[-1]
    return path.lstrip("/") + ("" if "." in name else ".html")


# -- link rewriting -----------------------------------------------------------------------------


def _internal_path(url: str, page: str, origin: str) -> str | None:
    """The site path a link points to (no query, no fragment), or None if it is external."""
    if url.startswith(("#", "mailto:", "data:", "javascript:")):
        return None
    if url.startswith(origin + "/"):
        url = url[len(origin):]
    parts = urlsplit(urljoin(page, url))
    if parts.scheme or parts.netloc:
        return None
    return posixpath.normpath(parts.path) + ("/" if parts.path.endswith("/") and parts.path != "/"
                                             else "")


def _rewrite(url: str, attr: str, api_origin: str, origin: str) -> str:
    """Point a link of a page at what the static site can serve, or at the live origin."""
    parts = urlsplit(url)
    local = (not parts.scheme and not parts.netloc) or url.startswith(origin + "/")
    if not local:
        return url
    path = parts.path if not url.startswith(origin) else urlsplit(url[len(origin):]).path
    if path.startswith("/language/"):
        target = (parse_qs(parts.query).get("next") or [""])[0]
        code = path.rsplit("/", 1)[-1]
        if not target.startswith(f"/{code}/") and target != f"/{code}":
            target = f"/{code}/"
        return target
    if api_origin and (attr == "action" or parts.query) and not path.startswith("/static/"):
        rest = url[len(origin):] if url.startswith(origin) else url
        return api_origin + rest
    return url


def rewrite_html(text: str, api_origin: str, origin: str) -> str:
    def sub(match: re.Match[str]) -> str:
        attr, raw = match.group(1), match.group(2)
        new = _rewrite(html.unescape(raw), attr, api_origin, origin)
        return f'{attr}="{html.escape(new, quote=True)}"'

    return _ATTR.sub(sub, text)


def _links(text: str, page: str, kind: str, origin: str) -> list[str]:
    if kind == "html":
        raw = [html.unescape(v) for a, v in _ATTR.findall(text) if a != "action"]
    elif kind == "css":
        raw = [m[1] for m in _CSS_URL.findall(text)]
    else:
        raw = []
    out = []
    for url in raw:
        path = _internal_path(url, page, origin)
        if path is not None and not path.startswith(_NO_CRAWL):
            out.append(path)
    return out


# -- the "/" page -------------------------------------------------------------------------------


def _language_script() -> str:
    table = [[loc.url, [loc.url, loc.url.split("-")[0], *loc.aliases]] for loc in LOCALES]
    return (
        "// Atout static export: send the browser to its language's home page.\n"
        "(function () {\n"
        f"  var locales = {json.dumps(table)};\n"
        "  var wanted = navigator.languages || [navigator.language || ''];\n"
        "  for (var i = 0; i < wanted.length; i++) {\n"
        "    var tag = String(wanted[i]).toLowerCase().replace('_', '-');\n"
        "    for (var pass = 0; pass < 2; pass++) {\n"
        "      for (var j = 0; j < locales.length; j++) {\n"
        "        var names = pass === 0 ? [locales[j][0]] : locales[j][1];\n"
        "        if (names.indexOf(pass === 0 ? tag : tag.split('-')[0]) >= 0) {\n"
        "          window.location.replace('/' + locales[j][0] + '/'); return;\n"
        "        }\n"
        "      }\n"
        "    }\n"
        "  }\n"
        f"  window.location.replace('/{DEFAULT_LOCALE.url}/');\n"
        "})();\n"
    )


def _index_html(script_url: str, css_url: str | None, origin: str) -> str:
    alternates = "\n".join(
        f'<link rel="alternate" hreflang="{loc.tag}" href="{html.escape(origin)}/{loc.url}/">'
        for loc in LOCALES)
    items = "\n".join(
        f'  <li><a href="/{loc.url}/" hreflang="{loc.tag}" lang="{loc.tag}">'
        f"{html.escape(loc.name)}</a></li>" for loc in LOCALES)
    css = f'<link rel="stylesheet" href="{css_url}">\n' if css_url else ""
    return (
        '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        "<title>Atout</title>\n"
        f'<script src="{script_url}"></script>\n'
        f'<noscript><meta http-equiv="refresh" content="0; url=/{DEFAULT_LOCALE.url}/">'
        "</noscript>\n"
        f"{css}{alternates}\n"
        f'<link rel="alternate" hreflang="x-default" href="{html.escape(origin)}/">\n'
        '</head>\n<body>\n<main id="main">\n<h1>Atout</h1>\n'
        f'<ul class="language-list">\n{items}\n</ul>\n</main>\n</body>\n</html>\n'
    )


# -- the crawl ----------------------------------------------------------------------------------


def _prepare(out: Path) -> None:
    if out.exists() and any(out.iterdir()):
        if not (out / MARKER).exists():
            raise SystemExit(f"{out} is not empty and is not an Atout export: not overwriting it")
        shutil.rmtree(out)
    out.mkdir(parents=True, exist_ok=True)
    (out / MARKER).write_text("written by python -m webapp.export; replaced by the next export\n")


def export_site(out: Path | str, base_url: str = DEFAULT_BASE_URL, api_origin: str = "",
                app: Flask | None = None) -> ExportReport:
    """Write the static site into ``out`` (emptied first if it is an earlier export)."""
    out = Path(out)
    origin = base_url.rstrip("/")
    api_origin = api_origin.rstrip("/")
    app = app or create_app({"API_ORIGIN": api_origin})
    client = app.test_client()
    report = ExportReport(out)
    _prepare(out)

    def write(path: str, data: bytes) -> None:
        target = out / output_path(path)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        report.bytes += len(data)

    seen: set[str] = set()
    linked_from: dict[str, str] = {}
    queue: deque[str] = deque(f"/{loc.url}/" for loc in LOCALES)
    seen.update(queue)
    css_url = None
    while queue:
        path = queue.popleft()
        response = client.get(path, base_url=origin)
        if response.status_code != 200:
            report.errors.append(f"{path}: {response.status_code} (linked from "
                                 f"{linked_from.get(path, 'the start')})")
            continue
        mimetype = response.mimetype
        data = response.get_data()
        kind = {"text/html": "html", "text/css": "css"}.get(mimetype or "", "")
        text = data.decode("utf-8") if kind else ""
        for link in _links(text, path, kind, origin):
            if link not in seen:
                seen.add(link)
                linked_from[link] = path
                queue.append(link)
        if kind == "html":
            data = rewrite_html(text, api_origin, origin).encode("utf-8")
            report.pages.append(path)
        else:
            report.assets.append(path)
            if css_url is None and path.startswith("/static/css/site."):
                css_url = path
        write(path, data)

    missing = client.get(f"/{DEFAULT_LOCALE.url}/__no_such_page__", base_url=origin)
    write("/404.html", rewrite_html(missing.get_data(as_text=True), api_origin, origin).encode())
    script = _language_script().encode()
    digest = hashlib.sha256(script).hexdigest()[:8]
    script_url = "/static/js/" + fingerprint("atout-lang.js", digest)
    write(script_url, script)
    report.assets.append(script_url)
    write("/", _index_html(script_url, css_url, origin).encode())
    report.pages.append("/")
    pages = ["/", "/index.html", "/404", "/404.html", *(f"/{loc.url}/*" for loc in LOCALES)]
    headers = headers_file(pages, ["/embed/*"], [api_origin] if api_origin else [])
    (out / "_headers").write_text(headers, encoding="utf-8")
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m webapp.export", description=__doc__.split(
        "\n\n")[0])
    parser.add_argument("out", nargs="?", default="export", help="output directory (./export)")
    parser.add_argument("--base-url", default=DEFAULT_BASE_URL,
                        help="the public URL the export is served at (absolute hreflang links)")
    parser.add_argument("--api-origin", default="",
                        help="a live Atout site the checkers submit to, e.g. https://api.example")
    args = parser.parse_args(argv)
    report = export_site(args.out, args.base_url, args.api_origin)
    print(f"{len(report.pages)} pages, {len(report.assets)} assets, "
          f"{report.bytes / 1024:.0f} KB -> {report.out}")
    for error in report.errors:
        print(f"broken link: {error}", file=sys.stderr)
    return 1 if report.errors else 0


if __name__ == "__main__":
    sys.exit(main())
