"""Thai words a line must never break inside, kept whole in the HTML only.

Chromium breaks Thai with ICU's dictionary, which does not know loanwords (ส|วิส, ทรัม|ป์) and
splits some compounds (โพ|แดง). ``content/terminology.json``'s ``nobreak`` lists them; every
occurrence in the text of a Thai HTML page (checkers' fragments and embeds too) is wrapped in
``<span class="nw">`` (``white-space: nowrap``, static/css/site.css). The catalogs, the JSON API,
the share texts, form values and attributes carry the words as written: find-in-page, copy and
paste, screen readers and the card fields see plain letters (round 4 Thai review, item 10).
Checked by tests/browser/test_thai_breaks.py (layout) and tests/i18n/test_terminology.py.
"""

from __future__ import annotations

import re
from functools import cache

from flask import Response
from flask_babel import get_locale

from webapp.i18n.catalogs import nobreak_terms

__all__ = ["keep_words_whole", "wrap_terms"]

#: What is not text to wrap: elements whose content is not HTML (a span would show as text or
#: break the script), then any tag with its attributes.
_NOT_TEXT = re.compile(r"(?is)<(script|style|textarea|title)\b.*?</\1\s*>|<!--.*?-->|<[^>]*>")
_OPEN, _CLOSE = '<span class="nw">', "</span>"


@cache
def _pattern(locale: str) -> re.Pattern[str] | None:
    terms = sorted({t.replace("|", "") for t in nobreak_terms(locale)}, key=len, reverse=True)
    return re.compile("|".join(map(re.escape, terms))) if terms else None


def wrap_terms(html: str, locale: str) -> str:
    """``html`` with each nobreak term of ``locale`` in its text wrapped in ``span.nw``."""
    pattern = _pattern(locale)
    if pattern is None:
        return html
    out, pos = [], 0
    for tag in _NOT_TEXT.finditer(html):
        out.append(pattern.sub(lambda m: _OPEN + m.group(0) + _CLOSE, html[pos:tag.start()]))
        out.append(tag.group(0))
        pos = tag.end()
    out.append(pattern.sub(lambda m: _OPEN + m.group(0) + _CLOSE, html[pos:]))
    return "".join(out)


def keep_words_whole(response: Response) -> Response:
    """after_request: a Thai HTML answer with its nobreak words wrapped (before its ETag)."""
    locale = get_locale()
    if (locale is None or response.mimetype != "text/html" or response.direct_passthrough
            or response.is_streamed or not _pattern(str(locale).partition("_")[0])):
        return response
    response.set_data(wrap_terms(response.get_data(as_text=True), str(locale).partition("_")[0]))
    return response
