"""Belote contracts as values: a trump suit, sans-atout (no trump) or tout-atout (all trumps).

The algorithms read a :class:`Trump`'s properties (which suits rank as trump, whether it is
sans-atout or tout-atout, how many belotes a deal may hold) instead of comparing the codes
``"none"`` and ``"all"``. The public functions take a code (or a :class:`Trump`);
:func:`parse_trump` reads user input into a code; :data:`TRUMP` gives the value of a code.

>>> TRUMP["S"].suit, TRUMP["none"].no_trump, TRUMP["all"].trump_suits
('S', True, ('S', 'H', 'D', 'C'))
>>> parse_trump("sa"), parse_trump("♥"), parse_trump("all")
('none', 'H', 'all')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Literal, TypeAlias

from engine.belote.errors import MissingTrumpError, UnknownTrumpError
from engine.cards import FRENCH

__all__ = ["SUITS", "TRUMP", "TRUMPS", "VALUES", "Trump", "TrumpCode", "parse_trump",
           "trump_value"]

#: A contract's code, as the API and the reasons write it.
TrumpCode: TypeAlias = Literal["S", "H", "D", "C", "none", "all"]

SUITS: tuple[str, ...] = FRENCH.suits
#: Contracts: a trump suit, ``none`` (sans-atout, no trump) or ``all`` (tout-atout, all trumps).
TRUMPS: tuple[str, ...] = (*SUITS, "none", "all")


@dataclass(frozen=True, slots=True, eq=False)
class Trump:
    """One contract (A1). Interned in :data:`TRUMP`: compare with ``is``.

    >>> [(t.code, t.suit, t.no_trump, t.all_trump, t.belotes) for t in TRUMP.values()][3:]
    [('C', 'C', False, False, 1), ('none', None, True, False, 0), ('all', None, False, True, 4)]
    """

    #: The code the API and the reasons use: a suit, ``none`` or ``all``.
    code: str
    #: The suits that rank as trump (J 9 A 10 K Q 8 7), in suit order: one, none or all four.
    trump_suits: tuple[str, ...]
    #: The trump suit; None in sans-atout and tout-atout.
    suit: str | None = field(init=False)
    #: Sans-atout: no suit ranks as trump (nobody can trump; A1 plain order, A4).
    no_trump: bool = field(init=False)
    #: Tout-atout: every suit ranks as trump (the led suit, in trump order, wins).
    all_trump: bool = field(init=False)
    #: How many belotes (King and Queen of a trump suit) one deal may hold (A3).
    belotes: int = field(init=False)

    def __post_init__(self) -> None:
        n = len(self.trump_suits)
        object.__setattr__(self, "suit", self.trump_suits[0] if n == 1 else None)
        object.__setattr__(self, "no_trump", n == 0)
        object.__setattr__(self, "all_trump", n > 1)
        object.__setattr__(self, "belotes", n)

    def is_trump(self, suit: str) -> bool:
        """Does ``suit`` rank as trump?

        >>> TRUMP["H"].is_trump("H"), TRUMP["H"].is_trump("S"), TRUMP["all"].is_trump("S")
        (True, False, True)
        """
        return suit in self.trump_suits

    def __repr__(self) -> str:
        return f"TRUMP[{self.code!r}]"


#: Contract code -> its value.
TRUMP: Mapping[str, Trump] = MappingProxyType({
    **{s: Trump(s, (s,)) for s in SUITS},
    "none": Trump("none", ()),
    "all": Trump("all", SUITS),
})

_TRUMP_ALIASES = {
    "NONE": "none", "SA": "none", "NT": "none", "NO_TRUMP": "none", "NO-TRUMP": "none",
    "NOTRUMP": "none", "SANS-ATOUT": "none", "SANS_ATOUT": "none",
    "ALL": "all", "TA": "all", "AT": "all", "ALL_TRUMP": "all", "ALL-TRUMP": "all",
    "ALLTRUMP": "all", "TOUT-ATOUT": "all", "TOUT_ATOUT": "all",
}


def parse_trump(text: object) -> str:
    """A contract code from user input: a suit (code or symbol), ``none`` or ``all``.

    >>> parse_trump("s"), parse_trump("♠\\ufe0e"), parse_trump("NT"), parse_trump(TRUMP["H"])
    ('S', 'S', 'none', 'H')
    >>> parse_trump("")
    Traceback (most recent call last):
    ...
    engine.belote.errors.MissingTrumpError: missing_trump {}
    >>> parse_trump("X")
    Traceback (most recent call last):
    ...
    engine.belote.errors.UnknownTrumpError: unknown_trump {'trump': 'X'}
    """
    if text.__class__ is Trump:
        return text.code
    if text is None or (isinstance(text, str) and not text.strip()):
        raise MissingTrumpError()
    if not isinstance(text, str):
        raise UnknownTrumpError(text)
    if text in TRUMP:
        return text
    t = text.replace("\ufe0e", "").replace("\ufe0f", "").strip().upper()
    if t in SUITS:
        return t
    suit = FRENCH.suit_aliases.get(t)
    if suit is not None:
        return suit
    found = _TRUMP_ALIASES.get(t)
    if found is not None:
        return found
    raise UnknownTrumpError(text)


#: A code or a value -> the value (the engines' fast path: anything else goes to parse_trump).
VALUES: Mapping[object, Trump] = MappingProxyType(
    {**{code: t for code, t in TRUMP.items()}, **{t: t for t in TRUMP.values()}})


def trump_value(text: object) -> Trump:
    """The :class:`Trump` of a code, a value or user input (:func:`parse_trump`).

    >>> trump_value("S") is TRUMP["S"], trump_value("tout-atout")
    (True, TRUMP['all'])
    """
    found = VALUES.get(text) if text.__class__ is str or text.__class__ is Trump else None
    return found if found is not None else TRUMP[parse_trump(text)]
