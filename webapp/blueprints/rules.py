"""The rules pages: Belote, Coinche, Schieber, Weis and Stöck, the glossary and the sources.

One route per page, under the locale prefix (:data:`webapp.core.content.PAGES`). The page text is
in the templates (``templates/rules/*.html``, one ``{% trans %}`` block per paragraph); the data
that is not text (glossary terms in their fixed languages, source links, worked examples) is in
``content/``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from flask import Blueprint, render_template, url_for

from webapp.core.content import PAGES, glossary_data, sources_data

__all__ = ["bp", "rules_url"]

bp = Blueprint("rules", __name__, url_prefix="/<lang_code>")


@bp.app_template_global()
def rules_url(page: str, **values: Any) -> str:
    """The URL of a rules page in the current locale: ``rules_url("glossary")``."""
    return url_for(f"rules.{page}", **values)


def _view(endpoint: str, template: str) -> Callable[[], str]:
    def view() -> str:
        return render_template(template, glossary=glossary_data(), sources=sources_data())

    view.__name__ = endpoint
    return view


for _endpoint, (_path, _template) in PAGES.items():
    bp.add_url_rule(_path, _endpoint, _view(_endpoint, _template), methods=["GET"])
