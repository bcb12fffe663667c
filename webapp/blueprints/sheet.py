"""The score sheets: a whole game, deal by deal, under every ruleset side by side.

``/<lang>/belote/sheet`` and ``/<lang>/jass/sheet`` (:data:`webapp.core.questions.SHEETS`). The
game is in the link (``g``, :mod:`webapp.core.sheetlink`); the page is a GET form, so it works
without JavaScript: adding or editing a deal (the deal score checker's fields, ``do=add`` /
``do=save``) answers a 302 to the game's new link; undo is a link to the game without its last
deal.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from flask import Blueprint, Response, redirect, render_template, request, url_for

from webapp import i18n
from webapp.core.permalink import DEFAULTS, RULESET_IDS
from webapp.core.questions import CHECKERS, PROFILES, SHEETS
from webapp.core.sheets import BELOTE_TARGETS, run_sheet
from webapp.i18n import messages
from webapp.verdicts.sheets import jasstafel, sheet_rows, winners

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
    undo = here + ("?" + view.query(view.deals[:-1]) if len(view.deals) > 1 else
                   "?" + view.query([]) if view.query([]) else "")
    body = render_template(
        "sheet/page.html", s=SHEETS[game], view=view, game=game, rows=rows,
        winners=winners(view), r=view.form, c=CHECKERS[f"{game}/score"],
        permalink=request.base_url + ("?" + view.query() if view.query() else ""),
        undo=undo if view.deals else None, here=here, jasstafel=jasstafel,
        targets=BELOTE_TARGETS, profiles=[(p, messages.profile_name(p)) for p in PROFILES],
        ruleset_ids=RULESET_IDS[game], defaults=DEFAULTS, variant_names=i18n.VARIANT_NAMES,
        side_names=i18n.SIDE_NAMES, deck_json=None,
        build_table=url_for(f"house.{game}", sheet=view.query() or None))
    return Response(body, status=view.status, mimetype="text/html")


def _view(game: str) -> Callable[[], Any]:
    def view() -> Any:
        return _render(game)

    view.__name__ = game
    return view


for _s in SHEETS.values():
    bp.add_url_rule(_s.path, _s.endpoint, _view(_s.game), methods=["GET"])
