"""Thai words a line must never break inside, kept whole in the HTML only.

Chromium breaks Thai with ICU's dictionary, which does not know loanwords (ส|วิส, ทรัม|ป์)
and splits some compounds (โพ|แดง). ``content/terminology.json``'s ``nobreak`` lists them;
every occurrence in the text of a Thai HTML page (checkers' fragments and embeds too) is
wrapped in ``<t->``, the shortest valid custom element name, styled ``white-space: nowrap``
(static/css/site.css); terms that touch (``ตะวันออก–ตะวันตก``, ``แจ็กโพดำ``) share one element.
The catalogs, the JSON API, the share texts, form values and attributes carry the words as
written: find-in-page, copy and paste, screen readers and the card fields see plain letters
(round 4 and 5 Thai reviews). Checked by tests/browser/test_thai_breaks.py (layout) and
tests/i18n/test_terminology.py.
"""

from __future__ import annotations

import re
from functools import cache

from flask import Response
from flask_babel import get_locale

from webapp.i18n.catalogs import nobreak_terms

__all__ = ["keep_words_whole", "wrap_terms"]

#: What is not text to wrap: elements whose content is not HTML (an element would show as text
#: or break the script) or holds text only, then any tag with its attributes.
_NOT_TEXT = re.compile(
    r"(?is)<(script|style|textarea|title|select)\b.*?</\1\s*>|<!--.*?-->|<[^>]*>")
#: 4 + 5 bytes a run of terms: a Thai embed stays under its 30 KB budget.
_OPEN, _CLOSE = "<t->", "</t->"


@cache
def _pattern(locale: str) -> re.Pattern[str] | None:
    terms = sorted({t.replace("|", "") for t in nobreak_terms(locale)}, key=len, reverse=True)
    if not terms:
        return None
    one = "|".join(map(re.escape, terms))
    return re.compile(f"(?:{one})(?:–?(?:{one}))*")  # a run of terms, or two joined by a dash


def _wrap(pattern: re.Pattern[str], text: str) -> str:
    return pattern.sub(lambda m: _OPEN + m.group(0) + _CLOSE, text)


def wrap_terms(html: str, locale: str) -> str:
    """``html`` with each run of nobreak terms of ``locale`` in its text wrapped in ``<t->``."""
    pattern = _pattern(locale)
    if pattern is None:
        return html
    out, pos = [], 0
    for tag in _NOT_TEXT.finditer(html):
        out.append(_wrap(pattern, html[pos:tag.start()]))
        out.append(tag.group(0))
        pos = tag.end()
    out.append(_wrap(pattern, html[pos:]))
    return "".join(out)


def keep_words_whole(response: Response) -> Response:
    """after_request: a Thai HTML answer with its nobreak words wrapped (before its ETag)."""
    locale = str(get_locale() or "").partition("_")[0]
    if (response.mimetype != "text/html" or response.direct_passthrough
            or response.is_streamed or not locale or _pattern(locale) is None):
        return response
    response.set_data(wrap_terms(response.get_data(as_text=True), locale))
    return response
