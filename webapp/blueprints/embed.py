"""Embeds: worked examples and checker verdicts in other sites, localized, resizing themselves.

Two blueprints:

* ``embed`` (the frames; :mod:`webapp.http.security` lets these, and only these, be framed by
  any site: ``frame-ancestors *`` and no ``X-Frame-Options``)::

      /embed/<lang>/example/<example_id>              a worked example of content/*_examples.json
      /embed/<lang>/<game>/check/<page>?<query>       a checker verdict: the checker's own path
                                                      and permalink query (webapp/core/permalink.py)
      /embed/<lang>/<game>/sheet?g=...                a score sheet, read-only (the game's link)

  Both take ``theme=light`` (default), ``dark`` or ``auto`` (the reader's
  ``prefers-color-scheme``), and ``bg=transparent`` (the host's background shows through).
  Locale and state come from the URL only: no cookie is read or set (third-party frames get
  none). Bad input gives a compact, localized error page with a 4xx.

* ``embedding`` (ordinary pages, not framable)::

      /<lang>/example/<example_id>    one worked example as a full page (linked from its embed)
      /<lang>/embed                   "Embed Atout in your site": the snippet, protocol, oEmbed
      /oembed?url=...&maxwidth=&maxheight=&format=json     oEmbed 1.0, type "rich"

What is embedded, the snippet and the oEmbed payload: :mod:`webapp.verdicts.embeds`.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from flask import (
    Blueprint,
    Response,
    abort,
    current_app,
    g,
    jsonify,
    render_template,
    request,
    url_for,
)
from flask_babel import force_locale
from flask_babel import lazy_gettext as _l
from werkzeug.datastructures import MultiDict
from werkzeug.exceptions import HTTPException, InternalServerError

from engine.reasons import EngineError
from webapp import i18n
from webapp.core.checks import CheckResult, check
from webapp.core.content import all_examples, get_example, page_examples
from webapp.core.questions import SHEETS
from webapp.core.sheets import run_sheet
from webapp.i18n import DEFAULT_LOCALE, LOCALES, SiteLocale, find_locale
from webapp.verdicts import disagreement, rule_link
from webapp.verdicts.embeds import (
    DEFAULT_WIDTH,
    MAX_HEIGHT,
    MIN_HEIGHT,
    SHEET_EMBED_PARAMS,
    BadRules,
    bg_of,
    checker_args,
    example_embeddable,
    find_checker,
    locale_of_request,
    oembed_link,
    oembed_payload,
    resolve,
    sheet_embeddable,
    snippet,
    theme_of,
    verdict_embeddable,
)
from webapp.verdicts.examples import address_errors, rules_error, rules_error_page, table_rules
from webapp.verdicts.share import (
    also_html,
    also_of,
    example_also_html,
    example_share,
    example_urls,
)
from webapp.verdicts.sheets import columns, jasstafel, sheet_rows

__all__ = ["bp", "site"]

bp = Blueprint("embed", __name__, url_prefix="/embed")
site = Blueprint("embedding", __name__)


# -- the frames ---------------------------------------------------------------------------------


def _frame(template: str, status: int = 200, **context: Any) -> Response:
    context.setdefault("theme", theme_of(request.args))
    context.setdefault("bg", bg_of(request.args))
    # No Vary on Cookie or Accept-Language: the URL is the whole state (caching.py caches by URL).
    return Response(render_template(template, **context), status=status, mimetype="text/html")


@bp.get("/<lang_code>/example/<example_id>")
def example(example_id: str) -> Response:
    if example_id not in all_examples():
        abort(404)
    game = get_example(example_id).game
    try:
        tables = table_rules(request.args, (game,))  # ?rules=h1.…: a table's column
    except EngineError as e:
        return _frame("embed/error.html", status=422, status_code=422,
                      title=str(ERROR_TITLES[422]), messages=[rules_error(e, game)],
                      page_url=url_for("embedding.example", example_id=example_id,
                                       _external=True))
    thing = example_embeddable(example_id, locale_of_request(), theme_of(request.args),
                               bg_of(request.args), also_of(request.args), tables)
    return _frame("embed/example.html", example_id=example_id, thing=thing, game=game,
                  tables=tables, also_html=example_also_html(example_id, request.args, tables))


@bp.get("/<lang_code>/<game>/check/<page>")
def verdict(game: str, page: str) -> Response:
    checker = find_checker(game, page)
    if checker is None:
        abort(404)
    # every value of a repeated name (rules=a&rules=b: both rulesets)
    result = check(checker.game, checker.kind, checker_args(request.args, checker))
    if result.empty:
        abort(400)
    if result.errors:  # the input is wrong: say what, compactly, with a 422
        return _frame("embed/error.html", status=422, status_code=422,
                      title=str(ERROR_TITLES[422]),
                      messages=address_errors(result.errors),
                      page_url=url_for(f"checker.{checker.endpoint}", _external=True)
                      + "?" + request.query_string.decode("latin-1"))
    thing = verdict_embeddable(checker, request.args, locale_of_request(), theme_of(request.args),
                               result=result, bg=bg_of(request.args))
    context = _checker_context(result)
    second = also_html(checker.game, checker.kind, request.args, disagreement,
                       rule_link=context["rule_link"], ruleset_ids=context["ruleset_ids"],
                       collapse_reasons=True)
    return _frame("embed/verdict.html", r=result, c=checker, game=checker.game, kind=checker.kind,
                  thing=thing, also_html=second, **context)


@bp.get("/<lang_code>/<game>/sheet")
def sheet(game: str) -> Response:
    """A score sheet (``g``, ``rules``, ``target``/``profile``: the game's link), read-only."""
    if game not in SHEETS:
        abort(404)
    view = run_sheet(game, MultiDict([(k, v) for k, v in request.args.items(multi=True)
                                      if k in SHEET_EMBED_PARAMS]))
    if view.rules_error:  # an id that names no ruleset: a 422 naming rules, as every embed
        return _frame("embed/error.html", status=422, status_code=422,
                      title=str(ERROR_TITLES[422]),
                      messages=address_errors({"rules": [view.rules_error]}),
                      page_url=url_for(f"sheet.{SHEETS[game].endpoint}", _external=True)
                      + "?" + request.query_string.decode("latin-1"))
    thing = sheet_embeddable(game, request.args, locale_of_request(), theme_of(request.args),
                             bg_of(request.args), view=view)
    if thing is None:
        abort(400)
    return _frame("embed/sheet.html", status=view.status, view=view, rows=sheet_rows(view),
                  columns=columns(view), game=game, thing=thing, jasstafel=jasstafel,
                  embedded=True)


def _checker_context(result: CheckResult) -> dict[str, Any]:
    """What the checker's verdict partials expect besides the result (see checker._render)."""
    game, kind = result.checker.game, result.checker.kind
    return {
        "disagree": disagreement(game, kind, result.results),
        "rule_link": rule_link,
        "variant_names": i18n.VARIANT_NAMES,
        "side_names": i18n.SIDE_NAMES,
        "ruleset_ids": result.ruleset_choices,
    }


@bp.get("/")
@bp.get("/<path:rest>")
def unknown(rest: str = "") -> Response:
    abort(404)


@bp.route("/", methods=["POST", "PUT", "PATCH", "DELETE"])
@bp.route("/<path:rest>", methods=["POST", "PUT", "PATCH", "DELETE"])
def read_only(rest: str = "") -> Response:
    """Embeds are read-only: any other method gets the compact 405 (not the site's page)."""
    abort(405, valid_methods=["GET", "HEAD"])


ERROR_TITLES: dict[int, Any] = {
    400: _l("Nothing to show"),
    404: _l("Not found"),
    405: _l("Method not allowed"),
    422: _l("This deal cannot be checked"),
    500: _l("Something went wrong"),
}
ERROR_MESSAGES: dict[int, Any] = {
    400: _l("This embed's address says nothing to check."),
    404: _l("There is nothing to embed at this address."),
    405: _l("This address does not accept this kind of request."),
    500: _l("An unexpected error occurred on our side. Please try again later."),
}


def _embed_locale() -> SiteLocale:
    """The locale of an embed URL (its first segment after /embed/), else Accept-Language, else
    English: never the cookie."""
    loc: SiteLocale | None = g.get("site_locale")
    if loc is not None:
        return loc
    parts = request.path.split("/")
    loc = find_locale(parts[2]) if len(parts) > 2 else None
    if loc is None:
        best = request.accept_languages.best_match([x.tag for x in LOCALES]
                                                   + [x.url.split("-")[0] for x in LOCALES])
        loc = find_locale(best) or next((x for x in LOCALES if x.url.startswith(best or "?")),
                                        DEFAULT_LOCALE)
    g.site_locale = loc
    return loc


@bp.errorhandler(HTTPException)
def _embed_error(e: HTTPException) -> Any:
    if e.code is None or e.code < 400:
        return e
    _embed_locale()
    status = e.code if e.code in ERROR_TITLES else (500 if e.code >= 500 else 400)
    response = _frame("embed/error.html", status=e.code, status_code=e.code,
                      title=str(ERROR_TITLES[status]), messages=[str(ERROR_MESSAGES[status])],
                      page_url=url_for("pages.home", lang_code=g.site_locale.url, _external=True))
    original = e.get_response()
    if "Allow" in original.headers:
        response.headers["Allow"] = original.headers["Allow"]
    return response


@bp.errorhandler(Exception)
def _embed_unexpected(e: Exception) -> Any:
    if isinstance(e, HTTPException):
        return _embed_error(e)
    current_app.logger.exception("embed failed", exc_info=e)
    return _embed_error(InternalServerError(original_exception=e))


# -- the pages about embedding ------------------------------------------------------------------


@cache
def example_pages() -> dict[str, str]:
    """Example id -> the rules page (endpoint of ``rules``) that shows it first."""
    out: dict[str, str] = {}
    for endpoint, ids in page_examples().items():
        for example_id in ids:
            out.setdefault(example_id, endpoint)
    return out


def example_page(example_id: str) -> str | Response:
    if example_id not in all_examples():
        abort(404)
    game = get_example(example_id).game
    try:
        tables = table_rules(request.args, (game,))  # ?rules=h1.…: a table's column
    except EngineError as e:
        return Response(rules_error_page(e, game), status=422, mimetype="text/html")
    also = also_of(request.args)  # the example in a second language too (also=de-ch)
    thing = example_embeddable(example_id, locale_of_request(), also=also, tables=tables)
    g._embed_assets_sent = True  # the page's head links them (embed/_assets.html)
    rules_page = example_pages().get(example_id)
    rules_href = (url_for(f"rules.{rules_page}") + f"#ex-{example_id}") if rules_page else None
    house = tables.get(game, ())
    share_page, share_image = example_urls(example_id, house=house,
                                           also=also.url if also is not None else None)
    return render_template("embed/example_page.html", example_id=example_id, thing=thing,
                           rules_href=rules_href, rules_page=rules_page,
                           share=example_share(example_id, disagreement, house),
                           share_page=share_page,
                           share_image=share_image, tables=tables,
                           also_html=example_also_html(example_id, request.args, tables),
                           oembed=oembed_link(thing.page_url, thing.title))


site.add_url_rule("/<lang_code>/example/<example_id>", "example", example_page, methods=["GET"])


@site.get("/<lang_code>/embed")
def howto() -> str:
    thing = example_embeddable("seed-1", locale_of_request())
    g._embed_assets_sent = True
    return render_template("embed/howto.html", thing=thing, code=snippet(thing),
                           dark_code=snippet(example_embeddable("seed-1", locale_of_request(),
                                                                "dark")),
                           min_height=MIN_HEIGHT, max_height=MAX_HEIGHT,
                           default_width=DEFAULT_WIDTH,
                           oembed_example=url_for("embedding.oembed", url=thing.page_url,
                                                  maxwidth=400, _external=True))


def _positive(name: str) -> int | None:
    value = request.args.get(name)
    if value is None or value == "":
        return None
    if not value.isascii() or not value.isdigit() or len(value) > 6 or int(value) == 0:
        abort(_oembed_error(400, "bad_request", f"{name} must be a positive whole number"))
    return int(value)


def _oembed_error(status: int, code: str, message: str,
                  details: dict[str, Any] | None = None) -> Response:
    error = {"code": code, "message": message, **({"details": details} if details else {})}
    response = jsonify({"error": error})
    response.status_code = status
    response.headers["Access-Control-Allow-Origin"] = "*"
    return response


@site.get("/oembed")
def oembed() -> Response:
    """oEmbed: ``url`` (required; see :func:`resolve`), ``maxwidth``, ``maxheight``, ``format``
    (``json``, the default; anything else: 501). Unknown or foreign URLs: 404."""
    fmt = request.args.get("format", "json")
    if fmt != "json":
        return _oembed_error(501, "format_not_implemented", "only format=json is available")
    url = request.args.get("url")
    if not url:
        return _oembed_error(400, "missing_url", "the url parameter is required")
    maxwidth, maxheight = _positive("maxwidth"), _positive("maxheight")
    try:
        thing = resolve(url)
    except BadRules as e:  # the url's rules= names no ruleset of its game: said in its language
        with force_locale(e.locale.babel):
            message = rules_error(e.error, e.game)
        return _oembed_error(422, e.error.code, message,
                             {"field": "rules", "params": e.error.params})
    if thing is None:
        return _oembed_error(404, "not_embeddable", "no embeddable page at this url")
    response = jsonify(oembed_payload(thing, maxwidth, maxheight))
    response.headers["Access-Control-Allow-Origin"] = "*"
    return response  # cached as a page (webapp.http.caching): max-age 300, strong ETag
