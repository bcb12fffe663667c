"""The rules pages: Belote, Coinche, Schieber, Weis and Stöck, the glossary and the sources.

One route per page, under the locale prefix (:data:`webapp.core.content.PAGES`). The page text is
in the templates (``templates/rules/*.html``, one ``{% trans %}`` block per paragraph); the data
that is not text (glossary terms in their fixed languages, source links, worked examples) is in
``content/``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from flask import Blueprint, render_template, url_for
from flask_babel import gettext
from markupsafe import Markup, escape

from webapp.core.content import PAGES, glossary_data, sources_data

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


def _view(endpoint: str, template: str) -> Callable[[], str]:
    def view() -> str:
        html = render_template(template, glossary=glossary_data(), sources=sources_data())
        return html if endpoint in OWN_CONTENTS else with_contents(html)

    view.__name__ = endpoint
    return view


for _endpoint, (_path, _template) in PAGES.items():
    bp.add_url_rule(_path, _endpoint, _view(_endpoint, _template), methods=["GET"])
