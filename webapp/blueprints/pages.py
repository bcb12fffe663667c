"""Pages under a locale prefix (``/<lang_code>/...``), and the locale-less entry points.

The ``pages`` blueprint holds the home page; ``/`` and the language switcher's redirect live
here too.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from flask import (
    Blueprint,
    Response,
    abort,
    make_response,
    redirect,
    render_template,
    request,
    url_for,
)
from werkzeug.wrappers import Response as WerkzeugResponse

from webapp.core.checks import checker_of
from webapp.core.disputes import DISPUTES
from webapp.i18n import LOCALE_COOKIE, find_locale, negotiate_locale

bp = Blueprint("pages", __name__, url_prefix="/<lang_code>")
root = Blueprint("root", __name__)

COOKIE_MAX_AGE = 365 * 24 * 3600


@bp.get("/")
def home() -> str:
    # each dispute links its checker's own URL (a permalink with ``preset``): the static export
    # serves it like any permalink
    disputes = [(d, url_for("checker." + checker_of(d.game, d.kind).endpoint)
                 + f"?{d.query}&preset={d.id}") for d in DISPUTES]
    # or a blank table: the two checkers whose disputes are the commonest
    blank = [(c.game, c.title, url_for("checker." + c.endpoint))
             for c in (checker_of("belote", "announcements"), checker_of("jass", "weis"))]
    return render_template("home.html", disputes=disputes, blank=blank)


@root.get("/")
def index() -> WerkzeugResponse:
    """``/`` -> the home page in the negotiated language (switcher cookie, then Accept-Language)."""
    response = redirect(url_for("pages.home", lang_code=negotiate_locale().url), 302)
    response.headers["Vary"] = "Accept-Language, Cookie"
    response.headers["Cache-Control"] = "private, no-cache"
    return response


@root.get("/language/<code>")
def switch_language(code: str) -> Response:
    """The language switcher's target: remember the choice in a cookie, go to ``next``.

    ``next`` must be a path on this site under the chosen locale; anything else goes to that
    locale's home page (no open redirect).
    """
    loc = find_locale(code)
    if loc is None:
        abort(404)
    target = request.args.get("next", "")
    parts = urlsplit(target)
    safe = (
        not parts.scheme and not parts.netloc and "\\" not in target
        and not any(ch in target for ch in "\r\n\t")
        and (parts.path == f"/{loc.url}" or parts.path.startswith(f"/{loc.url}/"))
    )
    home = url_for("pages.home", lang_code=loc.url)
    response = make_response(redirect(target if safe else home, 303))
    response.set_cookie(LOCALE_COOKIE, loc.url, max_age=COOKIE_MAX_AGE, path="/",
                        samesite="Lax", httponly=True, secure=request.is_secure)
    response.headers["Cache-Control"] = "no-store"
    return response
