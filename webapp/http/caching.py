"""HTTP caching, in one place: build id, ETags, Cache-Control, 304s, fingerprinted statics, CORS.

Every page, permalink and embed of Atout is a pure function of its URL and of the code, content and
catalogs deployed, so a shared cache (nginx, a CDN) may keep it. The rules, by route and method,
never by a list of pages (a new blueprint is covered without any change here):

* ``/api/...`` and every method other than GET/HEAD: ``Cache-Control: no-store``;
* a response that sets a cookie: ``private, no-store``;
* a response whose view set its own ``Cache-Control`` keeps it (``/`` answers by Accept-Language
  and cookie: ``private, no-cache`` with ``Vary: Accept-Language, Cookie``);
* errors (4xx, 5xx): ``no-store``; permanent redirects (301, 308, e.g. ``/de-CH/`` -> ``/de-ch/``):
  public for a day; other redirects: ``no-cache``;
* a 200 to GET/HEAD: a strong ``ETag``, ``public, max-age, stale-while-revalidate`` (embeds, under
  ``/embed/`` or the ``embed`` blueprint, longer than pages; share images, under ``/img/``, longer
  still), and a 304 to a matching
  ``If-None-Match``. No ``Vary``: the locale is in the URL.
* static files: ``url_for("static", filename="css/site.css")`` -> ``/static/css/site.<hash8>.css``,
  served ``public, max-age=31536000, immutable``; the plain name still works (the fonts named by
  the stylesheet) with Flask's default max-age.

The ETag is ``"<build>-<body hash>"``. The body hash makes it strong by construction: two different
bodies (another locale, another Host in the absolute ``hreflang`` links, another query) never share
a tag, whatever a view reads. The build id (:func:`build_id`: ``ATOUT_VERSION`` if set, plus a hash
of the engine, webapp, content and compiled catalogs, computed once per process) makes every tag
change on a deploy, so a cache keyed or revalidating by tag never keeps a page of the old engine.
The price, rendering the page to answer a 304, is small next to what the caching tier saves.

CORS: ``ATOUT_CORS_ORIGINS`` (a JSON list or a comma/space-separated string of origins) lets the
static export's pages, served from those origins, POST to ``/api/v1/*`` and GET the checker pages'
live fragments (flask-cors); no other origin and no other path gets CORS headers, and no
credentials are ever allowed. ``API_ORIGIN`` (``ATOUT_API_ORIGIN``, default ``""``
= same origin) is the origin the checker pages' forms and scripts submit to: templates read it
as ``api_origin`` or ``api_url("/api/v1/...")``.

``flask --app 'webapp:create_app()' build-id`` prints the build id of the code on disk (with
``ATOUT_VERSION`` from the environment); ``... nginx-build`` prints the nginx include that keys the
proxy cache by it (see deploy/nginx.conf and the README's Deployment).
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import Any, cast

from flask import Flask, Request, Response, abort, current_app, request

from webapp.http.security import is_embeddable

__all__ = [
    "EMBED_POLICY",
    "IMAGE_POLICY",
    "ONE_YEAR",
    "PAGE_POLICY",
    "api_url",
    "build_id",
    "compute_build_id",
    "cors_origins",
    "fingerprint",
    "init_app",
    "split_fingerprint",
    "static_digest",
]

ROOT = Path(__file__).resolve().parent.parent.parent
ONE_YEAR = 365 * 24 * 3600
#: (max-age, stale-while-revalidate) in seconds. Pages and permalinks: a browser reuses a page for
#: 5 minutes; a shared cache may serve it stale for an hour while it fetches the new one (the
#: proxy is re-keyed on deploy, so this never outlives a deploy there).
PAGE_POLICY = (300, 3600)
#: Embeds live on other sites' pages and come in bursts: an hour, and a day stale.
EMBED_POLICY = (3600, 86400)
#: Share images (``/img/...``): a picture of a verdict, pasted into forums and chats, read by
#: preview robots that come back rarely: a day, and a week stale (the proxy is re-keyed on
#: deploy; a browser revalidates by ETag).
IMAGE_POLICY = (86400, 604800)
IMAGE_PATH_PREFIX = "/img/"
#: A fingerprinted URL whose hash is not the current file's (a page of another build asked for
#: its own version): the current file, but cached briefly and not immutable.
STALE_ASSET_MAX_AGE = 60
PERMANENT_REDIRECT_MAX_AGE = 86400

API_PATH_PREFIX = "/api/"
#: The checker pages (``/<lang>/<game>/check/...``): checker.js fetches their ``?fragment=1``
#: live region from ``form.action``, which the static export points at ``API_ORIGIN``.
CHECKER_PATHS = r"^/[^/]+/[^/]+/check(/.*)?$"

#: What a deploy changes: the code, templates and static files, the content, the catalogs.
BUILD_SOURCES = ("engine", "webapp", "content")
BUILD_SUFFIXES = {".py", ".html", ".css", ".js", ".svg", ".woff2", ".ttf", ".json", ".txt", ".mo"}


# -- build id -----------------------------------------------------------------------------------


def _source_files(root: Path) -> list[Path]:
    files = [p for folder in BUILD_SOURCES for p in (root / folder).rglob("*")
             if p.is_file() and p.suffix in BUILD_SUFFIXES and "__pycache__" not in p.parts]
    files += (root / "translations").glob("*/LC_MESSAGES/*.mo")
    return sorted(files)


@lru_cache(maxsize=8)
def compute_build_id(version: str | None = None, root: Path = ROOT) -> str:
    """The id of what is deployed: ``<version>-<hash10>`` or ``<hash12>``.

    The hash covers every engine, webapp and content source and the compiled catalogs (.mo), so
    a deploy that changes a rule, a template or a translation changes it even when the version
    string is not bumped. Only ``[A-Za-z0-9._]`` of the version are kept (it goes into ETags).
    """
    digest = hashlib.sha256()
    for path in _source_files(root):
        digest.update(path.relative_to(root).as_posix().encode() + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    tag = re.sub(r"[^A-Za-z0-9._]", "", str(version or ""))[:40]
    return f"{tag}-{digest.hexdigest()[:10]}" if tag else digest.hexdigest()[:12]


def build_id(app: Flask | None = None) -> str:
    """The running application's build id (computed once, in :func:`init_app`)."""
    return cast(str, (app or current_app).extensions["atout_build"])


# -- fingerprinted static files -----------------------------------------------------------------

_FINGERPRINTED = re.compile(r"^(?P<stem>.+)\.(?P<digest>[0-9a-f]{8})(?P<ext>\.[A-Za-z0-9]+)$")


@lru_cache(maxsize=512)
def _digest(path: str, mtime_ns: int, size: int) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()[:8]


def static_digest(filename: str, folder: str | Path | None = None) -> str | None:
    """The content hash (8 hex digits) of a file under static/, or None if there is none."""
    base = Path(folder or current_app.static_folder or "").resolve()
    path = (base / filename).resolve()
    if base not in path.parents or not path.is_file():
        return None
    stat = path.stat()
    return _digest(str(path), stat.st_mtime_ns, stat.st_size)


def fingerprint(filename: str, digest: str) -> str:
    """``fingerprint("css/site.css", "3f2a9c1e")`` -> ``"css/site.3f2a9c1e.css"``

    >>> fingerprint("img/suits.svg", "0123abcd")
    'img/suits.0123abcd.svg'
    >>> fingerprint("LICENSE", "0123abcd")
    'LICENSE.0123abcd'
    """
    head, slash, name = filename.rpartition("/")
    stem, dot, ext = name.rpartition(".")
    if not dot or not stem:
        return f"{filename}.{digest}"
    return f"{head}{slash}{stem}.{digest}.{ext}"


def split_fingerprint(filename: str) -> tuple[str, str | None]:
    """``"css/site.3f2a9c1e.css"`` -> ``("css/site.css", "3f2a9c1e")``; no hash -> ``(name, None)``.

    >>> split_fingerprint("css/site.3f2a9c1e.css")
    ('css/site.css', '3f2a9c1e')
    >>> split_fingerprint("fonts/NotoSansThai-Regular.subset.woff2")
    ('fonts/NotoSansThai-Regular.subset.woff2', None)
    """
    match = _FINGERPRINTED.match(filename)
    if not match:
        return filename, None
    return match["stem"] + match["ext"], match["digest"]


@lru_cache(maxsize=1024)
def _fingerprinted_name(folder: str, filename: str) -> str:
    digest = static_digest(filename, folder)
    return filename if digest is None else fingerprint(filename, digest)


def _fingerprint_static_urls(endpoint: str, values: dict[str, Any]) -> None:
    if endpoint != "static" or not isinstance(values.get("filename"), str):
        return
    if current_app.debug:  # files change under the development server: look every time
        digest = static_digest(values["filename"])
        if digest is not None:
            values["filename"] = fingerprint(values["filename"], digest)
    else:  # deployed files do not change while the process lives (a deploy restarts it)
        folder = current_app.static_folder or ""
        values["filename"] = _fingerprinted_name(folder, values["filename"])


#: Static files any origin may read with CORS: the fonts, which the embeds (sandboxed in an opaque
#: origin, see webapp/blueprints/embed.py) load from a stylesheet, a CORS request.
CORS_STATIC_PREFIX = "fonts/"


def _static_view(app: Flask) -> Callable[[str], Response]:
    def static(filename: str) -> Response:
        response = _static(filename)
        if filename.startswith(CORS_STATIC_PREFIX):
            response.headers["Access-Control-Allow-Origin"] = "*"
        return response

    def _static(filename: str) -> Response:
        original, digest = split_fingerprint(filename)
        folder = app.static_folder or ""
        if digest is None or static_digest(filename, folder) is not None:
            return app.send_static_file(filename)  # a plain name: Flask's default max-age
        current = static_digest(original, folder)
        if current is None:
            abort(404)
        response = app.send_static_file(original)
        response.cache_control.public = True
        if current == digest:
            response.cache_control.max_age = ONE_YEAR
            response.cache_control.immutable = True
        else:
            response.cache_control.max_age = STALE_ASSET_MAX_AGE
        return response

    return static


# -- Cache-Control, ETag, 304 -------------------------------------------------------------------


def is_api(req: Request) -> bool:
    return req.path.startswith(API_PATH_PREFIX)


def _set(response: Response, value: str) -> Response:
    response.headers["Cache-Control"] = value
    return response


def cache_response(response: Response) -> Response:
    """The one after_request hook: see the module docstring for the rules, in this order."""
    if request.endpoint == "static" and response.status_code < 400:
        return response  # the static view set its own lifetime
    if is_api(request) or request.method not in ("GET", "HEAD"):
        return _set(response, "no-store")
    if "Set-Cookie" in response.headers:
        return response if response.cache_control.no_store else _set(response, "private, no-store")
    if "Cache-Control" in response.headers:
        return response  # the view knows (e.g. "/" is per user)
    status = response.status_code
    if status >= 400:
        return _set(response, "no-store")
    if status in (301, 308):
        return _set(response, f"public, max-age={PERMANENT_REDIRECT_MAX_AGE}")
    vary = {v.strip().lower() for v in response.headers.get("Vary", "").split(",")}
    if status != 200 or vary & {"cookie", "accept-language", "*"}:
        return _set(response, "no-cache")
    if request.path.startswith(IMAGE_PATH_PREFIX):
        max_age, stale = IMAGE_POLICY
    else:
        max_age, stale = EMBED_POLICY if is_embeddable(request) else PAGE_POLICY
    _set(response, f"public, max-age={max_age}, stale-while-revalidate={stale}")
    if response.is_streamed or response.direct_passthrough:
        return response  # no body to hash (none of our views streams)
    body = hashlib.sha256(response.get_data()).hexdigest()[:16]
    response.set_etag(f"{build_id()}-{body}", weak=False)
    return cast(Response, response.make_conditional(request))


# -- CORS for the exported site -----------------------------------------------------------------


def cors_origins(value: Any) -> list[str]:
    """``ATOUT_CORS_ORIGINS`` as a list: a JSON list, or origins separated by commas or spaces.

    >>> cors_origins("https://atout.example, https://rules.example/")
    ['https://atout.example', 'https://rules.example']
    >>> cors_origins(None)
    []
    """
    if not value:
        return []
    items = value if isinstance(value, list | tuple) else re.split(r"[\s,]+", str(value))
    return [str(item).strip().rstrip("/") for item in items if str(item).strip()]


def api_url(path: str) -> str:
    """The URL a checker submits to: ``API_ORIGIN`` (empty: this site) followed by ``path``."""
    return cast(str, current_app.config.get("API_ORIGIN", "")).rstrip("/") + path


def init_app(app: Flask) -> None:
    """Compute the build id, fingerprint static URLs, set caching headers, enable CORS."""
    app.config.setdefault("VERSION", None)  # ATOUT_VERSION
    app.config.setdefault("API_ORIGIN", "")  # ATOUT_API_ORIGIN
    app.config.setdefault("CORS_ORIGINS", [])  # ATOUT_CORS_ORIGINS
    app.extensions["atout_build"] = compute_build_id(
        None if app.config["VERSION"] is None else str(app.config["VERSION"]))
    app.url_defaults(_fingerprint_static_urls)
    if "static" in app.view_functions:
        app.view_functions["static"] = _static_view(app)
    app.after_request(cache_response)

    @app.cli.command("build-id")
    def _print_build_id() -> None:
        """Print the build id (with ATOUT_VERSION) of the code on disk."""
        print(build_id(app))

    @app.cli.command("nginx-build")
    def _print_nginx_build() -> None:
        """Print the nginx include that keys the proxy cache by the build id."""
        print(f'map $host $atout_build {{ default "{build_id(app)}"; }}')
    app.jinja_env.globals.update(api_origin=app.config["API_ORIGIN"].rstrip("/"), api_url=api_url)
    origins = cors_origins(app.config["CORS_ORIGINS"])
    if origins:
        from flask_cors import CORS

        CORS(app, resources={
            r"/api/v1/*": {"origins": origins, "methods": ["POST", "OPTIONS"]},
            CHECKER_PATHS: {"origins": origins, "methods": ["GET", "HEAD", "OPTIONS"]},
        }, allow_headers=["Content-Type"], max_age=86400, vary_header=True)

        @app.after_request
        def _vary_by_origin(response: Response) -> Response:
            # The answer of these paths depends on the Origin (an allowed one gets
            # Access-Control-Allow-Origin); flask-cors says so only for several origins.
            if request.path.startswith(API_PATH_PREFIX) or re.match(CHECKER_PATHS, request.path):
                response.vary.add("Origin")
            return response
