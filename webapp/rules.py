"""The rules pages: Belote, Coinche, Schieber, Weis and Stöck, the glossary and the sources.

One route per page, under the locale prefix. The page text is in the templates
(``templates/rules/*.html``, one ``{% trans %}`` block per paragraph); the data that is not text
(glossary terms in their fixed languages, source links, worked examples) is in ``content/``.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from flask import Blueprint, render_template, url_for

from webapp import examples

__all__ = ["bp", "PAGES", "rules_url", "glossary_data", "sources_data"]

CONTENT = Path(__file__).resolve().parent.parent / "content"

bp = Blueprint("rules", __name__, url_prefix="/<lang_code>")

#: endpoint -> (path under the locale prefix, template). The nav and the tests read this table.
PAGES: dict[str, tuple[str, str]] = {
    "belote_play": ("/belote/rules", "rules/belote_play.html"),
    "belote_announcements": ("/belote/announcements", "rules/belote_announcements.html"),
    "coinche_bidding": ("/coinche/bidding", "rules/coinche_bidding.html"),
    "coinche_scoring": ("/coinche/scoring", "rules/coinche_scoring.html"),
    "schieber": ("/jass/schieber", "rules/schieber.html"),
    "weis": ("/jass/weis", "rules/weis.html"),
    "glossary": ("/glossary", "rules/glossary.html"),
    "sources": ("/sources", "rules/sources.html"),
}


@cache
def glossary_data() -> dict[str, Any]:
    return json.loads((CONTENT / "glossary.json").read_text(encoding="utf-8"))


@cache
def sources_data() -> dict[str, Any]:
    return json.loads((CONTENT / "sources.json").read_text(encoding="utf-8"))


@bp.app_template_global()
def rules_url(page: str, **values: Any) -> str:
    """The URL of a rules page in the current locale: ``rules_url("glossary")``."""
    return url_for(f"rules.{page}", **values)


bp.add_app_template_global(examples.example_html, "example_html")


def _view(endpoint: str, template: str):
    def view():
        return render_template(template, glossary=glossary_data(), sources=sources_data())

    view.__name__ = endpoint
    return view


for _endpoint, (_path, _template) in PAGES.items():
    bp.add_url_rule(_path, _endpoint, _view(_endpoint, _template), methods=["GET"])
