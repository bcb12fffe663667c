"""Lists and numbers in the locale's format (Babel's CLDR data, Portugal's for ``pt``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from babel.lists import format_list
from babel.numbers import format_decimal
from flask_babel import get_locale

from webapp.i18n.locales import DEFAULT_LOCALE

__all__ = ["format_number", "list_or", "list_text"]


#: Catalog locale -> the CLDR locale whose number and list formats it follows, where they differ:
#: the Portuguese catalog is European Portuguese (seed 000: "equipa"), Babel's ``pt`` is Brazil's
#: ("1.028" and "25.000" where Portugal writes "1 028" and "25 000").
_FORMATS = {"pt": "pt_PT"}


def _babel_locale() -> Any:
    locale = get_locale()
    if locale is None:
        return DEFAULT_LOCALE.babel
    return _FORMATS.get(str(locale), locale)


_THAI_WORD = re.compile("[\u0e00-\u0e7f\u2060–]+")


def list_text(items: Iterable[str]) -> str:
    """A localized list ("A, B and C"), for any text outside the reasons too."""
    return _list(items)


def list_or(items: Iterable[str]) -> str:
    """A localized list of alternatives ("A, B or C")."""
    return format_list(list(items), style="or", locale=_babel_locale())


def _list(items: Iterable[str]) -> str:
    """A localized list ("A, B and C"). CLDR's Thai pattern joins items with a bare space and glues
    "และ" to the last one, which is right for single words but ambiguous for names that contain a
    space ("แจ็ก โพดำ", "Ober Rosen") or a Latin word ("Maisonและทางการ"): Thai lists of such
    names get commas and a spaced "และ"; lists of Thai words ("ตะวันตกและเหนือ") keep CLDR's."""
    items = list(items)
    locale = _babel_locale()
    if (len(items) > 1 and str(locale).partition("_")[0] == "th"
            and (len(items) > 2 or not all(_THAI_WORD.fullmatch(i) for i in items))):
        last = items[-1]  # "และ" is written against a Thai word ("และแจ็ก"), apart from a Latin one
        return ", ".join(items[:-1]) + (" และ" if "\u0e00" <= last[:1] <= "\u0e7f" else " และ ") + last
    return format_list(items, locale=locale)


def format_number(value: int | float) -> str:
    """A number in the locale's format ("1,140", "1 140", "1'140")."""
    return format_decimal(value, locale=_babel_locale())
