"""Your table's rules: start from a standard ruleset, flip switches, name it, share the link.

``/<lang>/<game>/table`` is a plain GET form (no script needed): submitted, it computes the
table's id (:mod:`webapp.core.house`, nothing stored) and redirects to its permalink
``/<lang>/<game>/table?rules=<id>``, which shows the rules, the links to every checker with
the table's column, and ``/<lang>/<game>/table/sheet?rules=<id>``: one printable page of "our
rules" with a QR code of the permalink (segno, SVG in the page) and the link written under it;
a standard ruleset's id (``?rules=maison``) gives the sheet of that ruleset, every rule at its
value. The page and the sheet list how a table's rules differ from its base, one line a rule.

With ``static/js/house.js`` the form marks each rule as it is changed and counts the changes in
its sticky bar ("3 rules changed from Maison"); without it the bar and its button are there all
the same, its count the one of the rules as loaded.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import segno
from flask import Blueprint, Response, redirect, render_template, request, url_for
from flask_babel import gettext, ngettext
from flask_babel import lazy_gettext as _l
from werkzeug.wrappers import Response as BaseResponse

from engine.house import MAX_NAME
from engine.reasons import EngineError
from webapp import i18n
from webapp.core import house as H
from webapp.core.content import switch_topic
from webapp.core.questions import CHECKERS, GAMES
from webapp.core.rulesets import HOUSES, RULESETS
from webapp.core.sheets import with_table
from webapp.i18n.house import switch_text, value_text

__all__ = ["QUERY_PARAMS", "bp"]

bp = Blueprint("house", __name__, url_prefix="/<lang_code>")

_GAME_NAMES = {"belote": _l("Belote"), "jass": _l("Jass")}
#: Endpoint -> the query parameters its page reads (:func:`webapp.query_params`): the form's
#: (its base, name and every switch) and the permalink's ``rules``.
QUERY_PARAMS: dict[str, frozenset[str]] = {
    # ``sheet``: the query of the score sheet that asked for a ruleset (its "Build one" link):
    # the table's page then links back to that sheet with the table's column
    **{f"house.{g}": frozenset({"base", "name", "rules", "sheet", *HOUSES[g].by_field})
       for g in GAMES},
    **{f"house.{g}_sheet": frozenset({"rules"}) for g in GAMES},
}


def _rows(game: str, rules: H.Rules) -> list[dict[str, Any]]:
    out = []
    for sw in HOUSES[game].switches:
        words = switch_text(game, sw.field)
        token = rules.tokens[sw.field] or sw.tokens[0]
        out.append({"field": sw.field, "label": words.label(sw.field), "explain": words.explain,
                    "judged": sw.verdicts, "token": token,
                    "changed": sw.field in rules.changed,
                    "text": value_text(game, sw.field, token),
                    "choices": [(t, value_text(game, sw.field, t)) for t in sw.tokens],
                    "defaults": {rid: sw.token_of(rs) for rid, rs in RULESETS[game].items()},
                    "sources": url_for("rules.sources") + "#" + switch_topic(game, sw.field)})
    return out


def _differs(rows: list[dict[str, Any]]) -> list[tuple[str, str]]:
    """(label, value) of each rule the table changed from its base, in the switches' order."""
    return [(row["label"], row["text"]) for row in rows if row["changed"]]


def _count(changed: int, base: str) -> str:
    """"3 rules changed from Maison" (the form's sticky bar)."""
    name = i18n.ruleset_name(base)
    if not changed:
        return str(gettext("No rule changed from %(ruleset)s", ruleset=name))
    return str(ngettext("%(num)d rule changed from %(ruleset)s",
                    "%(num)d rules changed from %(ruleset)s", changed, ruleset=name))


def _counts(game: str) -> dict[str, list[str]]:
    """Base -> the bar's count for 0, 1, ... every switch changed: house.js picks its line."""
    n = len(HOUSES[game].switches)
    return {rid: [_count(k, rid) for k in range(n + 1)] for rid in RULESETS[game]}


def _rules(game: str, text: str | None) -> tuple[H.Rules, str | None]:
    """The rules of ``?rules=`` (the default ruleset when absent), and the error's text."""
    default = H.rules_of(game, next(iter(RULESETS[game])))
    if not (text or "").strip():
        return default, None
    try:
        return H.rules_of(game, text or ""), None
    except EngineError as e:
        return default, i18n.error_text(e, game)


def _page(game: str) -> BaseResponse:
    args = request.args
    if "base" in args:  # the form was submitted: compute the id, then go to its permalink
        rules, _ = _rules(game, args.get("base", ""))
        changes = {sw.field: args[sw.field] for sw in HOUSES[game].switches if sw.field in args}
        name = args.get("name", "")
        try:
            rid = H.make(game, {"base": rules.base, "set": changes, "name": name[:200]})
        except EngineError as e:
            # the form again with the user's choices (not the base's), the error at its fields
            return _render(game, _submitted(game, rules, changes), i18n.error_text(e, game),
                           _error_fields(e), name=name, status=422)
        # the page opens at the share box: the link just made, not the top of the form
        return redirect(url_for(f"house.{game}", rules=rid, sheet=_sheet_query() or None,
                                _anchor="share"), 303)
    rules, error = _rules(game, args.get("rules"))
    return _render(game, rules, error, ["rules"] if error else [], status=422 if error else 200)


def _submitted(game: str, base: H.Rules, changes: dict[str, str]) -> H.Rules:
    """The base's rules with the form's choices in (a value the switch does not have stays the
    base's): what a refused form shows again, its changes marked and counted."""
    tokens, changed = dict(base.tokens), set()
    for sw in HOUSES[game].switches:
        token = changes.get(sw.field)
        if token in sw.tokens and token != (base.tokens[sw.field] or sw.tokens[0]):
            tokens[sw.field] = token
            changed.add(sw.field)
    return H.Rules(game, base.id, base.base, base.name, False, tokens, frozenset(changed))


def _error_fields(e: EngineError) -> list[str]:
    """The form's fields an error names: a refused combination's switches, a switch's wrong
    value, else its field (``name``, ``base``)."""
    params = getattr(e, "params", {})
    switches = params.get("switches") or ([params["switch"]] if params.get("switch") else [])
    if switches:
        return [str(s) for s in switches]
    field = getattr(e, "field", None)
    return [field.rsplit(".", 1)[-1]] if field else []


def _sheet_query() -> str:
    """The query of the score sheet this page was opened from (``sheet``), at most a game's
    link long."""
    return request.args.get("sheet", "")[:4096]


def _render(game: str, rules: H.Rules, error: str | None, error_fields: list[str],
            name: str | None = None, status: int = 200) -> Response:
    permalink = url_for(f"house.{game}", rules=rules.id, _external=True) if rules.house else None
    sheet = _sheet_query()
    back = (url_for(f"sheet.{game}") + "?" + with_table(game, sheet, rules.id)
            if rules.house else url_for(f"sheet.{game}") + "?" + sheet) if sheet else None
    if name is None:
        name = rules.name if rules.house else ""
    rows = _rows(game, rules)
    body = render_template(
        "house/page.html", game=game, game_name=_GAME_NAMES[game], rules=rules,
        rows=rows, differs=_differs(rows), error=error, error_fields=error_fields, name=name,
        max_name=MAX_NAME, permalink=permalink, standard=list(RULESETS[game]),
        count=_count(len(rules.changed), rules.base), counts=_counts(game),
        sheet=sheet, back_to_sheet=back,
        checkers=[c for c in CHECKERS.values() if c.game == game])
    return Response(body, status=status, mimetype="text/html")


def _sheet(game: str) -> BaseResponse:
    """The printable sheet of a table's rules, or of a standard ruleset's (every switch at its
    value): no ``rules``, or one that names no ruleset, goes back to the table's page."""
    rules, error = _rules(game, request.args.get("rules"))
    if error or not (request.args.get("rules") or "").strip():
        return redirect(url_for(f"house.{game}", rules=request.args.get("rules")), 303)
    permalink = url_for(f"house.{game}", rules=rules.id, _external=True)
    qr = segno.make(permalink, error="m").svg_inline(scale=3, dark="#000", light="#fff",
                                                      omitsize=False)
    rows = _rows(game, rules)
    # the written link breaks after a "/" or the "?", then anywhere in the id
    link_parts = re.findall(r"[^/?]*(?:/+|\?|$)", permalink)
    body = render_template("house/sheet.html", game=game, game_name=_GAME_NAMES[game],
                           rules=rules, rows=rows, differs=_differs(rows), permalink=permalink,
                           link_parts=[x for x in link_parts if x], qr=qr)
    return Response(body, mimetype="text/html")


def _bound(view: Callable[[str], BaseResponse], game: str, name: str
           ) -> Callable[[], BaseResponse]:
    def bound() -> BaseResponse:
        return view(game)

    bound.__name__ = name
    return bound


for _game in GAMES:  # one endpoint per game, for the navigation: house.belote, house.jass_sheet
    bp.add_url_rule(f"/{_game}/table", _game, _bound(_page, _game, _game), methods=["GET"])
    bp.add_url_rule(f"/{_game}/table/sheet", f"{_game}_sheet",
                    _bound(_sheet, _game, f"{_game}_sheet"), methods=["GET"])
