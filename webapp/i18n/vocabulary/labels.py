"""A sentence written after a label and a colon ("Maison : le contrat chute.").

French, Portuguese and Vietnamese start such a sentence with a small letter, unless it starts
with a name (a seat, a team, a ruleset, a Swiss suit) or a word the locale never writes small
("Weis" in Vietnamese): the share copies and the game sheet put a reason after its ruleset's
name.
"""

from __future__ import annotations

import re

from flask_babel import get_locale, get_translations, gettext, pgettext

from webapp.i18n.vocabulary.cards import SUIT_NAMES
from webapp.i18n.vocabulary.table import RULESET_NAMES, SEAT_NAMES, TEAM_NAMES

__all__ = ["after_label", "after_ruleset"]

#: Locales whose sentence after a colon starts with a small letter (Vietnamese too: "Chủ bài:
#: bích", round 9; German keeps its nouns' capitals, Thai has none).
_SMALL_AFTER_COLON = ("fr", "pt", "vi")


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


#: Locale -> the words its catalog writes with a small letter somewhere ("o", "hợp", "weis" in
#: French, but not "Weis" in Vietnamese, which always writes the term with its capital).
_SMALL_WORDS: dict[str, frozenset[str]] = {}
_WORD = re.compile(r"\w+")
#: What is not prose in a translation: markup, placeholders, anchors and addresses ("#weis").
_NOT_PROSE = re.compile(r"<[^>]*>|%\(\w+\)\w|#[\w-]+|\b[\w.-]+\.(?:ch|com|org|fr|de)\b")


def _small_words(locale: str) -> frozenset[str]:
    words = _SMALL_WORDS.get(locale)
    if words is None:
        catalog = getattr(get_translations(), "_catalog", {})
        found = {w for text in catalog.values() if isinstance(text, str)
                 for w in _WORD.findall(_NOT_PROSE.sub(" ", text)) if w[:1].islower()}
        words = _SMALL_WORDS[locale] = frozenset(found)
    return words


def after_label(text: str) -> str:
    """``text`` as it reads after "Label: " in the page's language ("le contrat chute" in
    French; a name keeps its capital: "Sud peut jouer ...")."""
    full = str(get_locale() or "en")
    locale = full.partition("_")[0]
    if locale not in _SMALL_AFTER_COLON or len(text) < 2:
        return text
    word = text.split(" ", 1)[0]
    if not (text[0].isupper() and (word.isalpha() if len(word) < 2 else text[1].islower())):
        return text  # "V♠", "10", "NS"... (a one-letter word is one: pt "O contrato", fr "À")
    first = word.rstrip(",.:;").replace("–", " ").split()[0]
    if first in _names(full) or first.lower() not in _small_words(full):
        return text  # a name, or a term the locale always writes with its capital
    return text[0].lower() + text[1:]


def after_ruleset(names: str, text: str) -> str:
    """A verdict's ``text`` after the rulesets it holds for, as one line: "Maison: the contract
    is made." When the text's first sentence has a colon of its own ("Litige: both sides ...")
    the names end with a dash instead, so that the line does not read "Maison: litige: ..."
    (fr, de-CH and vi readers, round 10)."""
    if ":" in text.split(". ", 1)[0]:
        # TRANSLATORS: rulesets, then a verdict whose first sentence has a colon of its own
        # ("Maison and Officielles — litige: the takers' 81 points are held ...")
        return str(pgettext("rulesets before a verdict with its own colon",
                            "%(rulesets)s — %(outcome)s", rulesets=names, outcome=after_label(text)))
    return str(gettext("%(rulesets)s: %(outcome)s", rulesets=names, outcome=after_label(text)))
