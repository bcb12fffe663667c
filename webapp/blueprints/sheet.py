"""The score sheets: a whole game, deal by deal, under every ruleset side by side.

``/<lang>/belote/sheet`` and ``/<lang>/jass/sheet`` (:data:`webapp.core.questions.SHEETS`). The
game is in the link (``g``, :mod:`webapp.core.sheetlink`); the page is a GET form, so it works
without JavaScript: adding or editing a deal (the deal score checker's fields, ``do=add`` /
``do=save``) answers a 302 to the game's new link; undo is a link to the game before its last
change: without its last deal, or, after an edit (``undo``: the deal as it was), with the deal
as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from flask import Blueprint, Response, redirect, render_template, request, url_for
from flask_babel import gettext

from webapp import i18n
from webapp.core.checks import coinche_levels
from webapp.core.permalink import DEFAULTS, RULESET_IDS
from webapp.core.questions import CHECKERS, PROFILES, SHEETS
from webapp.core.sheets import BELOTE_TARGETS, run_sheet
from webapp.i18n import messages
from webapp.verdicts.sheets import columns, jasstafel, sheet_rows, winners

__all__ = ["bp"]

bp = Blueprint("sheet", __name__, url_prefix="/<lang_code>")


def _render(game: str) -> Any:
    view = run_sheet(game, request.args)
    here = url_for(f"sheet.{game}")
    if view.redirect is not None:
        if view.table_text:  # a table's ruleset added: its column
            return redirect(f"{here}?{view.redirect}#sheet-options")
        at = len(view.deals) if request.args.get("do") == "add" else view.edit
        return redirect(f"{here}?{view.redirect}#deal-{(at or 0) + 1}")
    rows = sheet_rows(view)
    # undo: the last change, an edit the link names (``undo``), else the last deal added
    before = view.undo_edit[1] if view.undo_edit else view.deals[:-1]
    undo = here + ("?" + view.query(before) if before or view.query([]) else "")
    undo_label = (gettext("Undo the change to deal %(number)s", number=view.undo_edit[0] + 1)
                  if view.undo_edit else
                  gettext("Remove deal %(number)s", number=len(view.deals)))
    body = render_template(
        "sheet/page.html", s=SHEETS[game], view=view, game=game, rows=rows,
        winners=winners(view), columns=columns(view), r=view.form, c=CHECKERS[f"{game}/score"],
        permalink=request.base_url + ("?" + view.query() if view.query() else ""),
        undo=undo if view.deals else None, undo_label=undo_label, here=here, jasstafel=jasstafel,
        targets=BELOTE_TARGETS, profiles=[(p, messages.profile_name(p)) for p in PROFILES],
        ruleset_ids=RULESET_IDS[game], defaults=DEFAULTS, variant_names=i18n.VARIANT_NAMES,
        side_names=i18n.SIDE_NAMES, deck_json=None,
        coinche_levels=coinche_levels([*RULESET_IDS[game], *view.rulesets])
        if game == "belote" else [],
        build_table=url_for(f"house.{game}", sheet=view.query() or None))
    return Response(body, status=view.status, mimetype="text/html")


def _view(game: str) -> Callable[[], Any]:
    def view() -> Any:
        return _render(game)

    view.__name__ = game
    return view


for _s in SHEETS.values():
    bp.add_url_rule(_s.path, _s.endpoint, _view(_s.game), methods=["GET"])
