"""The checkers: enter a deal, get every ruleset's verdict side by side, share it by link.

Six pages under the locale prefix (``CHECKERS``), plus an index per game::

    /<lang>/belote/check/announcements   /<lang>/jass/check/weis
    /<lang>/belote/check/play            /<lang>/jass/check/play
    /<lang>/belote/check/score           /<lang>/jass/check/score

Each page is a GET form rendered by the server: **the URL is the permalink**. The query string
holds the inputs and the rulesets in short parameters (``QUERY``), e.g.
``?n=JS+QS+KS&e=7H+8H+9H&trump=S&taker=N&rules=maison,officielles``. One pair of functions converts
between a query string and the public input format (the JSON object the API takes and the
``input`` of ``content/*_examples.json``): :func:`from_query` and :func:`to_query`.

The verdicts come from :mod:`webapp.service` (``evaluate`` + ``result_payload``) and are rendered by
the partials under ``templates/verdicts/`` (one per kind), which embeds and the rules pages reuse.
``?fragment=1`` returns only the live region (verdict and field errors): ``static/js/checker.js``
fetches it as the user types, so there is one rendering path.

Bad input is reported next to its field (translated, the input kept) with HTTP 422.
"""

from __future__ import annotations

from collections.abc import Callable

from flask import Blueprint, Response, render_template, request

from webapp import i18n
from webapp.core.checks import CHECKERS, check, checker_of
from webapp.core.permalink import DEFAULTS, RULESET_IDS
from webapp.core.questions import PROFILES, SHEETS
from webapp.i18n import messages
from webapp.verdicts import deck_json, disagreement, example_query, rule_link

__all__ = ["bp"]

bp = Blueprint("checker", __name__, url_prefix="/<lang_code>")


def _render(game: str, kind: str) -> Response:
    result = check(game, kind, request.args)
    fragment = request.args.get("fragment") == "1"
    permalink = request.base_url + ("?" + result.query if result.query and not result.empty else "")
    template = "checker/live.html" if fragment else "checker/page.html"
    body = render_template(template, r=result, c=result.checker, game=game, kind=kind,
                           permalink=permalink, deck_json=None if fragment else deck_json(game),
                           checkers=[x for x in CHECKERS.values() if x.game == game],
                           disagree=disagreement(game, kind, result.results),
                           rule_link=rule_link, variant_names=i18n.VARIANT_NAMES,
                           side_names=i18n.SIDE_NAMES, ruleset_ids=RULESET_IDS[game],
                           profiles=[(p, messages.PROFILE_NAMES[p]) for p in PROFILES],
                           defaults=DEFAULTS, example_query=example_query(game, kind))
    # The fragment is read by checker.js, which finds the errors in it: always 200 (a 4xx would
    # only add a console error); the page itself answers 422 for bad input.
    response = Response(body, status=200 if fragment else result.status, mimetype="text/html")
    if fragment:
        response.headers["Cache-Control"] = "no-store"
    return response


def _view(game: str, kind: str) -> Callable[[], Response]:
    def view() -> Response:
        return _render(game, kind)

    view.__name__ = checker_of(game, kind).endpoint
    return view


for _c in CHECKERS.values():
    bp.add_url_rule(_c.path, _c.endpoint, _view(_c.game, _c.kind), methods=["GET"])


def _index(game: str) -> Callable[[], str]:
    def view() -> str:
        return render_template("checker/index.html", game=game, sheet=SHEETS.get(game),
                               checkers=[x for x in CHECKERS.values() if x.game == game])

    view.__name__ = game
    return view


bp.add_url_rule("/belote/check", "belote", _index("belote"), methods=["GET"])
bp.add_url_rule("/jass/check", "jass", _index("jass"), methods=["GET"])
