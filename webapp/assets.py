"""Static files: versioned URLs and long caching.

``url_for("static", filename=...)`` gets ``?v=<content hash>``; a response to a versioned URL is
cacheable for a year (the URL changes when the file does). Unversioned requests (e.g. the fonts
referenced from the stylesheet) keep Flask's default max-age.
"""

from __future__ import annotations

import hashlib
from functools import lru_cache
from pathlib import Path
from typing import Any

from flask import Flask, Response, current_app, request

ONE_YEAR = 365 * 24 * 3600


@lru_cache(maxsize=256)
def _digest(path: str, mtime_ns: int) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()[:12]


def static_version(filename: str) -> str | None:
    """The content hash of a file under static/, or None if there is no such file."""
    folder = Path(current_app.static_folder or "").resolve()
    path = (folder / filename).resolve()
    if folder not in path.parents or not path.is_file():
        return None
    return _digest(str(path), path.stat().st_mtime_ns)


def _add_version(endpoint: str, values: dict[str, Any]) -> None:
    if endpoint == "static" and "filename" in values and "v" not in values:
        version = static_version(values["filename"])
        if version:
            values["v"] = version


def _cache_versioned(response: Response) -> Response:
    if request.endpoint == "static" and request.args.get("v") and response.status_code == 200:
        response.cache_control.max_age = ONE_YEAR
        response.cache_control.public = True
        response.cache_control.immutable = True
    return response


def init_app(app: Flask) -> None:
    app.url_defaults(_add_version)
    app.after_request(_cache_versioned)
