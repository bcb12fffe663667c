"""Your table's rules: start from a standard ruleset, flip switches, name it, share the link.

``/<lang>/<game>/table`` is a plain GET form (no script needed): submitted, it computes the
table's id (:mod:`webapp.core.house`, nothing stored) and redirects to its permalink
``/<lang>/<game>/table?rules=<id>``, which shows the rules, the links to every checker with
the table's column, and ``/<lang>/<game>/table/sheet?rules=<id>``: one printable page of "our
rules" with a QR code of the permalink (segno, SVG in the page).
"""

from __future__ import annotations

from typing import Any

import segno
from flask import Blueprint, Response, redirect, render_template, request, url_for
from flask_babel import lazy_gettext as _l

from engine.house import MAX_NAME, HouseError, is_house_id
from webapp import i18n
from webapp.core import house as H
from webapp.core.checks import CHECKERS
from webapp.core.service import HOUSES, RULESETS
from webapp.i18n.house import switch_text, value_text

__all__ = ["bp"]

bp = Blueprint("house", __name__, url_prefix="/<lang_code>")

_GAME_NAMES = {"belote": _l("Belote"), "jass": _l("Jass")}


def _rows(game: str, rules: H.Rules) -> list[dict[str, Any]]:
    out = []
    for sw in HOUSES[game].switches:
        words = switch_text(game, sw.field)
        out.append({"field": sw.field, "label": words.label(sw.field), "explain": words.explain,
                    "judged": sw.verdicts, "token": rules.tokens[sw.field],
                    "changed": sw.field in rules.changed,
                    "text": value_text(game, sw.field, rules.tokens[sw.field]),
                    "choices": [(t, value_text(game, sw.field, t)) for t in sw.tokens],
                    "defaults": {rid: sw.token_of(rs) for rid, rs in RULESETS[game].items()},
                    "sources": words.sources})
    return out


def _rules(game: str, rid: str | None) -> tuple[H.Rules, str | None]:
    """The rules of ``?rules=`` (the default ruleset when absent), and an error text."""
    rid = (rid or "").strip()
    if not rid:
        return H.rules_of(game, next(iter(RULESETS[game]))), None
    try:
        return H.rules_of(game, rid if is_house_id(rid) else rid.lower()), None
    except (HouseError, KeyError) as e:
        code = e if isinstance(e, HouseError) else None
        text = (i18n.error_text(code, game) if code is not None else
                i18n.reason_text("house_invalid_id", {"ruleset": rid[:16]}, game))
        return H.rules_of(game, next(iter(RULESETS[game]))), text


def page(game: str):
    args = request.args
    if "base" in args:  # the form was submitted: compute the id, then go to its permalink
        base = args.get("base", "")
        rules, _ = _rules(game, base)
        changes = {sw.field: args[sw.field] for sw in HOUSES[game].switches if sw.field in args}
        try:
            rid = H.make(game, {"base": rules.base, "set": changes,
                                "name": args.get("name", "")[:200]})
        except HouseError as e:
            return _render(game, rules, i18n.error_text(e, game), getattr(e, "field", None),
                           name=args.get("name", ""), status=422)
        return redirect(url_for(f"house.{game}", rules=rid), 303)
    rules, error = _rules(game, args.get("rules"))
    return _render(game, rules, error, "rules" if error else None, status=422 if error else 200)


def _render(game: str, rules: H.Rules, error: str | None, error_field: str | None,
            name: str | None = None, status: int = 200) -> Response:
    permalink = url_for(f"house.{game}", rules=rules.id, _external=True) \
        if rules.house else None
    body = render_template(
        "house/page.html", game=game, game_name=_GAME_NAMES[game], rules=rules,
        rows=_rows(game, rules), error=error, error_field=error_field, name=rules.name if name is None and rules.house else (name or ""),
        max_name=MAX_NAME, permalink=permalink, standard=list(RULESETS[game]),
        checkers=[c for c in CHECKERS.values() if c.game == game])
    return Response(body, status=status, mimetype="text/html")


def sheet(game: str):
    rules, error = _rules(game, request.args.get("rules"))
    if error or not rules.house:
        return redirect(url_for(f"house.{game}", rules=request.args.get("rules")), 303)
    permalink = url_for(f"house.{game}", rules=rules.id, _external=True)
    qr = segno.make(permalink, error="m").svg_inline(scale=3, dark="#000", light="#fff",
                                                      omitsize=False)
    body = render_template("house/sheet.html", game=game, game_name=_GAME_NAMES[game],
                           rules=rules, rows=_rows(game, rules), permalink=permalink, qr=qr)
    return Response(body, mimetype="text/html")


def _bind(view, game: str, name: str):
    def bound():
        return view(game)

    bound.__name__ = name
    return bound


for _game in ("belote", "jass"):  # one endpoint per game, for the navigation: house.belote
    bp.add_url_rule(f"/{_game}/table", _game, _bind(page, _game, _game), methods=["GET"])
    bp.add_url_rule(f"/{_game}/table/sheet", f"{_game}_sheet",
                    _bind(sheet, _game, f"{_game}_sheet"), methods=["GET"])
