"""The embeddable thing at a URL of this site (:func:`resolve`): what ``/oembed?url=`` reads."""

from __future__ import annotations

from urllib.parse import parse_qsl, urlsplit

from flask import current_app, request
from werkzeug.datastructures import MultiDict
from werkzeug.exceptions import HTTPException

from engine.reasons import EngineError
from webapp.core.content import UnknownExampleError, get_example
from webapp.core.permalink import from_query, rulesets_of
from webapp.core.questions import CHECKERS, SHEETS
from webapp.core.sheets import sheet_rules
from webapp.i18n import SiteLocale, find_locale
from webapp.verdicts.embeds.things import (
    Embeddable,
    bg_of,
    checker_args,
    example_embeddable,
    find_checker,
    sheet_embeddable,
    theme_of,
    verdict_embeddable,
)
from webapp.verdicts.examples import table_rules

__all__ = ["BadRules", "resolve"]


class BadRules(Exception):
    """The URL's ``rules`` names no ruleset of its game (a mistyped or cut table id): ``error``
    the engine's (code, params), ``game`` and ``locale`` the URL's. ``/oembed`` answers it with
    a 422 naming ``rules``, in the URL's language."""

    def __init__(self, error: EngineError, game: str, locale: SiteLocale) -> None:
        super().__init__(error.code)
        self.error, self.game, self.locale = error, game, locale


def resolve(url: str) -> Embeddable | None:
    """The embeddable thing at a URL of this site, or None.

    Accepted: an example page ``/<lang>/example/<id>``, a checker permalink
    ``/<lang>/<game>/check/<page>?<query>`` (with a verdict), and the embed URLs themselves
    (``/embed/...``). The host must be this site's; the language is the URL's. A ``rules`` that
    names no ruleset (every id of a checker's, a table's of an example's) raises
    :class:`BadRules`.
    """
    if not isinstance(url, str) or len(url) > 4096:
        return None
    try:
        parts = urlsplit(url.strip())
    except ValueError:
        return None
    host = (parts.netloc or "").lower()
    if parts.scheme not in ("http", "https") or host != request.host.lower():
        return None
    adapter = current_app.url_map.bind(request.host, script_name=request.script_root or "/",
                                       url_scheme=parts.scheme)
    try:
        endpoint, view_args = adapter.match(parts.path or "/", method="GET")
    except HTTPException:  # 404, 405, or a redirect (slashes): not an embeddable URL
        return None
    except Exception:  # pragma: no cover - a malformed path never breaks the endpoint
        return None
    code = view_args.get("lang_code")
    locale = find_locale(code)
    if locale is None or locale.url != code:
        return None
    args = MultiDict(parse_qsl(parts.query, keep_blank_values=True))
    theme, bg = theme_of(args), bg_of(args)
    if endpoint in ("embed.example", "embedding.example"):
        try:
            game = get_example(view_args["example_id"]).game
        except UnknownExampleError:
            return None
        try:
            tables = table_rules(args, (game,))
        except EngineError as e:
            raise BadRules(e, game, locale) from e
        return example_embeddable(view_args["example_id"], locale, theme, bg,
                                  find_locale(args.get("also", "")), tables)
    if endpoint == "embed.sheet" or endpoint.startswith("sheet."):
        game = view_args.get("game") or endpoint.partition(".")[2]
        if game not in SHEETS:
            return None
        unknown = sheet_rules(game, args)[1]
        if unknown:
            raise BadRules(unknown[0], game, locale)
        return sheet_embeddable(game, args, locale, theme, bg)
    checker = None
    if endpoint == "embed.verdict":
        checker = find_checker(view_args["game"], view_args["page"])
    elif endpoint.startswith("checker."):
        checker = next((c for c in CHECKERS.values()
                        if f"checker.{c.endpoint}" == endpoint), None)
    if checker is None:
        return None
    unknown = rulesets_of(checker.game, from_query(checker.game, checker.kind,
                                                   checker_args(args, checker)))[1]
    if unknown:
        raise BadRules(unknown[0], checker.game, locale)
    # The whole query, repeated names included (rules=a&rules=b); also= for the second language.
    return verdict_embeddable(checker, args, locale, theme, bg=bg)
