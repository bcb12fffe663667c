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

from flask import Blueprint, Response, abort, redirect, render_template, request, url_for
from werkzeug.wrappers import Response as WerkzeugResponse

from webapp import i18n
from webapp.core.checks import CHECKERS, CheckResult, check, checker_of, coinche_levels
from webapp.core.disputes import DISPUTE
from webapp.core.permalink import DEFAULTS
from webapp.core.questions import PROFILES, SHEETS
from webapp.i18n import messages
from webapp.verdicts import deck_json, disagreement, example_query, rule_link
from webapp.verdicts.share import also_html, also_of, also_query, verdict_share, verdict_urls
from webapp.verdicts.sheets import checker_sheet_links
from webapp.verdicts.summary import summary

__all__ = ["bp"]

bp = Blueprint("checker", __name__, url_prefix="/<lang_code>")


def first_error(result: CheckResult) -> str:
    """The id the "Correct the marked fields" message links to: the first field with an error
    (the rulesets' first box; the form's own message for an error tied to no field)."""
    name = next(iter(result.errors), "")
    return ("f-rules-" + result.ruleset_choices[0] if name == "rules"
            else "f-" + name if name else "err-")


def _render(game: str, kind: str) -> Response:
    result = check(game, kind, request.args)
    fragment = request.args.get("fragment") == "1"
    also = also_query(request.args)  # a second language beside the page's: "&also=de-ch"
    permalink = request.base_url + ("?" + result.query + also
                                    if result.query and not result.empty else "")
    template = "checker/live.html" if fragment else "checker/page.html"
    dispute = DISPUTE.get(str(request.args.get("preset", "")))
    if dispute is not None and (dispute.game, dispute.kind) != (game, kind):
        dispute = None
    disagree = disagreement(game, kind, result.results)
    # the verdict in two seconds, made once (the fragment shows it twice: the verdict, its line)
    brief = (summary(game, kind, result.results, disagree)
             if result.results and not result.errors and not result.empty else None)
    share = share_page = share_image = second = None
    if result.results:
        share = verdict_share(game, kind, result.data, result.results, disagree)
        share_page, share_image = verdict_urls(game, kind, result.query + also)
        second = also_html(game, kind, request.args, disagreement, rule_link=rule_link,
                           ruleset_ids=result.ruleset_choices)
    # the score sheet's links: the game a sheet's deal link opened this checker from, if any
    to_sheet = checker_sheet_links(game, request.args, result) if kind == "score" else None
    body = render_template(template, r=result, to_sheet=to_sheet, c=result.checker, game=game,
                           kind=kind,
                           permalink=permalink, deck_json=None if fragment else deck_json(game),
                           checkers=[x for x in CHECKERS.values() if x.game == game],
                           disagree=disagree, brief=brief, share=share, share_page=share_page,
                           share_image=share_image, also_html=second, also=also_of(request.args),
                           rule_link=rule_link, variant_names=i18n.VARIANT_NAMES,
                           side_names=i18n.SIDE_NAMES, ruleset_ids=result.ruleset_choices,
                           profiles=[(p, messages.profile_name(p)) for p in PROFILES],
                           defaults=DEFAULTS, example_query=example_query(game, kind),
                           dispute=dispute, focus=dispute.fields if dispute else (),
                           coinche_levels=coinche_levels(result.ruleset_choices)
                           if game == "belote" else [],
                           first_error=first_error(result))
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


@bp.get("/dispute/<dispute_id>")
def dispute(dispute_id: str) -> WerkzeugResponse:
    """A dispute preset (webapp.core.disputes): its checker, on its typical deal, asking first
    for the cards it turns on."""
    d = DISPUTE.get(dispute_id)
    if d is None:
        abort(404)
    target = url_for("checker." + checker_of(d.game, d.kind).endpoint)
    return redirect(f"{target}?{d.query}&preset={d.id}", 302)
