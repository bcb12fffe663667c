"""The rules pages: Belote, Coinche, Schieber, Weis and Stöck, the glossary and the sources.

One route per page, under the locale prefix (:data:`webapp.core.content.PAGES`). The page text is
in the templates (``templates/rules/*.html``, one ``{% trans %}`` block per paragraph); the data
that is not text (glossary terms in their fixed languages, source links, worked examples) is in
``content/``.

``?rules=h1.…`` (a table's own ruleset, :func:`webapp.verdicts.examples.table_rules`) adds the
table's column to every worked example of the page; a bad id is a 422 naming ``rules``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from flask import Blueprint, Response, render_template, request, url_for
from flask_babel import gettext
from markupsafe import Markup, escape

from engine.reasons import EngineError
from webapp.core.content import PAGES, get_example, glossary_data, page_examples, sources_data
from webapp.core.questions import GAMES
from webapp.verdicts.examples import rules_error_page, table_rules

__all__ = ["bp", "rules_url"]

bp = Blueprint("rules", __name__, url_prefix="/<lang_code>")


@bp.app_template_global()
def rules_url(page: str, **values: Any) -> str:
    """The URL of a rules page in the current locale: ``rules_url("glossary")``."""
    return url_for(f"rules.{page}", **values)


_SECTION = re.compile(r'<h2 id="([^"]+)">(.*?)</h2>', re.S)
_TAG = re.compile(r"<[^>]+>")
#: A page with at least this many sections gets a contents list.
CONTENTS_FROM = 4
#: Pages that list their own contents (the glossary's letters).
OWN_CONTENTS = {"glossary", "sources"}


def with_contents(html: str) -> str:
    """A long rules page gets a contents list before its first section, built from the page's
    own ``<h2 id>`` headings (the one source of the section titles and anchors)."""
    sections = _SECTION.findall(html)
    if len(sections) < CONTENTS_FROM:
        return html
    item = Markup('<li><a href="#%s">%s</a></li>')
    items = Markup("").join(item % (anchor, Markup(_TAG.sub("", title)))
                            for anchor, title in sections)
    nav = (Markup('<nav class="toc" aria-labelledby="toc-title">'
                  '<p class="toc__title" id="toc-title">%s</p><ol>%s</ol></nav>\n')
           % (escape(gettext("On this page")), items))
    first = html.index('<h2 id="' + sections[0][0] + '"')
    return html[:first] + str(nav) + html[first:]


def _games(endpoint: str) -> tuple[str, ...]:
    """The games of the worked examples a page shows (every game's when it shows none): a
    table's id of another game is refused there."""
    games = {get_example(x).game for x in page_examples()[endpoint]}
    return tuple(g for g in GAMES if g in games) or GAMES


def _view(endpoint: str, template: str) -> Callable[[], str | Response]:
    def view() -> str | Response:
        games = _games(endpoint)
        try:
            tables = table_rules(request.args, games)
        except EngineError as e:
            return Response(rules_error_page(e, games[0]), status=422, mimetype="text/html")
        html = render_template(template, glossary=glossary_data(), sources=sources_data(),
                               tables=tables)
        return html if endpoint in OWN_CONTENTS else with_contents(html)

    view.__name__ = endpoint
    return view


for _endpoint, (_path, _template) in PAGES.items():
    bp.add_url_rule(_path, _endpoint, _view(_endpoint, _template), methods=["GET"])
