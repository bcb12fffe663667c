"""What a sentence built from parameters needs beyond translation: plural forms, a message chosen
by a param's value, and the contractions and capitals that appear where a param meets the text.

* :func:`_n` declares a message with plural forms (extracted by pybabel as ``_n:1,2``); the count
  is one of the params (``count`` unless told): ``_n("%(count)s card", "%(count)s cards")``.
* :class:`Choice` picks a message by the value of a param, for sentences whose grammar depends on
  it (the takers *keep their* points, the defence *keeps its* points): one msgid per value, so
  each language agrees its verbs and articles.
* :func:`fill` puts the values into a translated message and applies the locale's rules where a
  value meets the text around it: French *de le* -> *du*, *de Est* -> *d'Est*, Portuguese
  *de o* -> *do*, *com o* stays; a sentence that starts with a value starts with a capital
  (*le 9 de pique est...* -> *Le 9 de pique est...*). The rules only look at the junctions, so a
  translator's own "de le jouer" is never touched. Thai writes its words together but sets a
  Latin word or a number apart: a value that starts or ends with one gets a space where it
  meets Thai text (*ใน%(contract)s* -> *ใน Undenufe*, and *ในโพดำ* stays as it is).

>>> fill("fr", "Vous ne pouvez pas battre %(card)s, ni jouer à %(seat)s.", {"card": "le 9 de pique", "seat": "Est"})
'Vous ne pouvez pas battre le 9 de pique, ni jouer à Est.'
>>> fill("fr", "La main de %(seat)s, l’entame de %(card)s.", {"seat": "Ouest", "card": "le valet"})
'La main d’Ouest, l’entame du valet.'
>>> fill("fr", "(ceux de %(seats)s)", {"seats": "Nord et Est"})
'(ceux de Nord et d’Est)'
>>> fill("de_CH", "Mit %(card)s gegen %(other)s: %(third)s sticht.", {"card": "die Rosen-6", "other": "der Eichel-Ober", "third": "das Schellen-Ass"})
'Mit der Rosen-6 gegen den Eichel-Ober: Das Schellen-Ass sticht.'
>>> fill("th", "กองนี้ชนะใน%(contract)sโดย%(seat)s", {"contract": "Undenufe", "seat": "เหนือ"})
'กองนี้ชนะใน Undenufe โดยเหนือ'
>>> fill("de_CH", "Ost hat %(a_type)s in Herz.", {"a_type": "ein Cent"})
'Ost hat einen Cent in Herz.'
>>> fill("pt", "(os de %(seats)s)", {"seats": "Oeste e Este"})
'(os de Oeste e de Este)'
>>> fill("pt", "%(card)s está na mão de %(seat)s, a jogar com %(other)s em %(x)s.", {"card": "o Ás de copas", "seat": "Este", "other": "a Dama", "x": "o 9"})
'O Ás de copas está na mão de Este, a jogar com a Dama no 9.'
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from flask_babel import get_translations

__all__ = ["JUNCTION_RULES", "Choice", "Plural", "_n", "fill", "message_ids", "message_text"]

_MARK = "\x02"  # marks where a value starts, while the rules run; never left in the result
_END = "\x03"  # where a value ends (Thai only: spaces around Latin words and digits)


@dataclass(frozen=True)
class Plural:
    """A message with plural forms: the catalog's ``msgid``/``msgid_plural`` and the param that
    counts."""

    singular: str
    plural: str
    num: str = "count"

    def text(self, params: Mapping[str, Any]) -> str:
        n = params.get(self.num)
        count = n if isinstance(n, int) and not isinstance(n, bool) else 2
        return str(get_translations().ungettext(self.singular, self.plural, count))


def _n(singular: str, plural: str, num: str = "count") -> Plural:
    """A plural message (pybabel extracts ``_n:1,2``)."""
    return Plural(singular, plural, num)


@dataclass(frozen=True)
class Choice:
    """A message chosen by the value of ``param``: ``Choice("side", taker=_l(...), defense=_l(...))``.
    ``default`` is used for any other value (or a missing one). ``param`` may also be a function
    of the params, for a choice no single param makes (``rounded``: is the value unchanged?)."""

    param: str | Callable[[Mapping[str, Any]], Any]
    by_value: tuple[tuple[Any, Any], ...]
    default: Any = None

    def __init__(self, param: str | Callable[[Mapping[str, Any]], Any], default: Any = None,
                 **by_value: Any) -> None:
        object.__setattr__(self, "param", param)
        object.__setattr__(self, "by_value", tuple(by_value.items()))
        object.__setattr__(self, "default", default)

    def pick(self, params: Mapping[str, Any]) -> Any:
        value = self.param(params) if callable(self.param) else params.get(self.param)
        for key, message in self.by_value:
            if key == str(value):
                return message
        return self.default if self.default is not None else self.by_value[0][1]


def message_ids(message: Any) -> list[str]:
    """The English source text(s) of a message, to read its placeholders: a lazy string's msgid,
    both forms of a Plural, every branch of a Choice."""
    if isinstance(message, Choice):
        out = []
        for _, branch in message.by_value:
            out += message_ids(branch)
        if message.default is not None:
            out += message_ids(message.default)
        return out
    if isinstance(message, Plural):
        return [message.singular, message.plural, f"%({message.num})s"]
    source = getattr(message, "_args", None)  # a LazyString keeps its msgid
    return [source[-1] if source else str(message)]


def message_text(message: Any, params: Mapping[str, Any]) -> str:
    """The translated text of a message (a lazy string, a Plural, a Choice) for these params."""
    while isinstance(message, Choice):
        message = message.pick(params)
    if isinstance(message, Plural):
        return message.text(params)
    return str(message)


# -- where a value meets the text -------------------------------------------------------------

_VOWEL = "aeiouyàâäéèêëîïôöûüAEIOUYÀÂÄÉÈÊËÎÏÔÖÛÜ"


def _elide(mo: re.Match[str]) -> str:
    word = mo.group(1)
    return word[:-1] + "’" + _MARK


#: Catalog locale -> (pattern, replacement) pairs applied where a value starts (``\x02``).
JUNCTION_RULES: dict[str, list[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]]]] = {
    "fr": [
        # "de Nord et de Sud": a list of two names repeats its "de" (then elided: "d’Ouest")
        (re.compile(r"\b([Dd])e \x02([A-ZÀ-Ý][^\s,()]*) et (?=[A-ZÀ-Ý])"), "\\1e \x02\\2 et de \x02"),
        (re.compile(r"\b([Dd])e \x02le "), "\\1u \x02"),
        (re.compile(r"\b([Dd])e \x02les "), "\\1es \x02"),
        (re.compile(r"\bà \x02le "), "au \x02"),
        (re.compile(r"\bÀ \x02le "), "Au \x02"),
        (re.compile(r"\bà \x02les "), "aux \x02"),
        (re.compile(r"\b([Dd]e|[Qq]ue|[Ll]e|[Ll]a|[Jj]e|[Nn]e|[Ss]e|[Jj]usque) \x02(?=[" + _VOWEL + "])"), _elide),
    ],
    "de": [  # a card comes in the nominative ("der Eichel-Ober"); prepositions set its case
        (re.compile(r"\b([Zz])u \x02der "), "\\1um \x02"), (re.compile(r"\b([Zz])u \x02das "), "\\1um \x02"),
        (re.compile(r"\b([Zz])u \x02die "), "\\1ur \x02"),
        (re.compile(r"\b([Vv])on \x02(der|das) "), "\\1om \x02"), (re.compile(r"\b([Bb])ei \x02(der|das) "), "\\1eim \x02"),
        (re.compile(r"\b([Mm]it|[Aa]us|[Bb]ei|[Nn]ach|[Ss]eit|[Vv]on) \x02(der|das) "), "\\1 \x02dem "),
        (re.compile(r"\b([Mm]it|[Aa]us|[Bb]ei|[Nn]ach|[Ss]eit|[Vv]on) \x02die "), "\\1 \x02der "),
        (re.compile(r"\b([Ff]ür|[Gg]egen|[Dd]urch|[Oo]hne|[Uu]m) \x02der "), "\\1 \x02den "),
        # "einen höheren Trumpf als den Rosen-Under", "eine höhere Herz-Karte als den Herz-Bauern":
        # the comparison takes the accusative too
        (re.compile(r"\b(einen höheren Trumpf als|eine höhere \S+ als) \x02der "), "\\1 \x02den "),
        # a card after a verb that takes the accusative: "Nord zählt den Eichel-König in zwei
        # Weisen", "Sie können den Herz-Bauern nicht übertrumpfen"
        (re.compile(r"\b(zählt|können) \x02der "), "\\1 \x02den "),
        # "schon in der Cinquante", "schon im Carré": where a card already is, the dative
        (re.compile(r"\b([Ss]chon) in \x02(der|das) "), "\\1 \x02im "),
        (re.compile(r"\b([Ss]chon in) \x02die "), "\\1 \x02der "),
        (re.compile(r"\x02(dem|den) (\S+-)?Bauer\b"), "\x02\\1 \\2Bauern"),  # a weak noun
        # a masculine name after a verb that takes the accusative: "Ost hat einen Cent"
        (re.compile(r"\b(hat|haben|hält|behält|schlägt|schlagen|zeigt) \x02ein (Cent|Weis)\b"),
         "\\1 \x02einen \\2"),
    ],
    "pt": [
        # "de Oeste e de Este": a list of two names repeats its "de", as in French
        (re.compile(r"\b([Dd])e \x02([A-ZÀ-Ý][^\s,()]*) e (?=[A-ZÀ-Ý])"), "\\1e \x02\\2 e de \x02"),
        (re.compile(r"\b([Dd])e \x02([oa]s?) "), "\\1\x02\\2 "),
        (re.compile(r"\bem \x02([oa]s?) "), "n\x02\\1 "),
        (re.compile(r"\bEm \x02([oa]s?) "), "N\x02\\1 "),
        (re.compile(r"\b([Pp])or \x02o(s?) "), "\\1el\x02o\\2 "),
        (re.compile(r"\b([Pp])or \x02a(s?) "), "\\1el\x02a\\2 "),
        (re.compile(r"(^|[\s(])a \x02o(s?) "), "\\1a\x02o\\2 "),
        (re.compile(r"(^|[\s(])a \x02a(s?) "), "\\1\x02à\\2 "),
    ],
}


_THAI_BEFORE_LATIN = re.compile("(?<=[\u0e00-\u0e7f])" + _MARK + "(?=[A-Za-z0-9(“×])")
_LATIN_BEFORE_THAI = re.compile("(?<=[A-Za-z0-9)”.%])" + _END + "(?=" + _MARK + "?[\u0e00-\u0e7f])")


def fill(locale: str, text: str, values: Mapping[str, Any], capitalize: bool = True) -> str:
    """``text % values``, then the locale's junction rules and a capital at the start.

    Each value is marked where it starts, so the rules only see the text a value meets."""
    language = locale.partition("_")[0]
    rules = JUNCTION_RULES.get(language, ())
    end = _END if language == "th" else ""
    marked = {k: (_MARK + v + end if isinstance(v, str) and v else v) for k, v in values.items()}
    out = text % marked
    if end:  # Thai runs its words together, but a Latin word or a number stands apart
        out = _THAI_BEFORE_LATIN.sub(" " + _MARK, out)
        out = _LATIN_BEFORE_THAI.sub(_END + " ", out)
        out = out.replace(_END, "")
    for pattern, replacement in rules:
        if _MARK in out:
            out = pattern.sub(replacement, out)
    if capitalize:
        if out.startswith(_MARK):
            out = out[1:2].upper() + out[2:]
        # a value that starts a sentence inside the message (German: after a colon too)
        ends = r"[.!?:]" if locale.startswith("de") else r"[.!?]"
        # (not a web address: "Ziel: pagat.com")
        out = re.sub(ends + r" \x02(\w)(?![\w-]*\.\w)",
                     lambda mo: mo.group(0)[:-1] + mo.group(1).upper(), out)
    return out.replace(_MARK, "")
