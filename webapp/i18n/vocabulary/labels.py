"""A sentence written after a label and a colon ("Maison : le contrat chute.").

French starts such a sentence with a small letter, unless it starts with a name (a seat, a
team, a ruleset, a Swiss suit): the share copies and the game sheet put a reason after its
ruleset's name.
"""

from __future__ import annotations

from flask_babel import get_locale

from webapp.i18n.vocabulary.cards import SUIT_NAMES
from webapp.i18n.vocabulary.table import RULESET_NAMES, SEAT_NAMES, TEAM_NAMES

__all__ = ["after_label"]

#: Locales whose sentence after a colon starts with a small letter.
_SMALL_AFTER_COLON = ("fr", "pt")


#: Locale -> the words of its names (the catalogs do not change while the app runs).
_NAMES: dict[str, frozenset[str]] = {}


def _names(locale: str) -> frozenset[str]:
    """The words of the names in ``locale``, the current one (translated once per locale: a
    40-deal game sheet puts some 80 reasons after a ruleset's name)."""
    words = _NAMES.get(locale)
    if words is None:
        found: set[str] = {"Atout"}
        for table in (SEAT_NAMES, TEAM_NAMES, RULESET_NAMES, SUIT_NAMES["swiss"]):
            for name in table.values():
                found.update(str(name).replace("–", " ").split())
        words = _NAMES[locale] = frozenset(found)
    return words


def after_label(text: str) -> str:
    """``text`` as it reads after "Label: " in the page's language ("le contrat chute" in
    French; a name keeps its capital: "Sud peut jouer ...")."""
    full = str(get_locale() or "en")
    locale = full.partition("_")[0]
    if locale not in _SMALL_AFTER_COLON or len(text) < 2:
        return text
    if not (text[0].isupper() and text[1].islower()):
        return text  # "V♠", "10", "NS"...
    first = text.split(" ", 1)[0].rstrip(",.:;").replace("–", " ").split()[0]
    return text if first in _names(full) else text[0].lower() + text[1:]
