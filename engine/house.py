"""A table's own ruleset ("house rules"): a standard ruleset with some switches flipped, and a
short, stable, URL-safe id that encodes it.

Generic over a game: a :class:`HouseRules` lists the game's standard rulesets (the bases) and
its :class:`Switch` es, one per ruleset field on which our rulesets or our sources differ, each
with its allowed values as :class:`Choice` s (a short token and the engine value). Texts (labels,
explanations, the statement of each value) are the web layer's; the engine holds values only.

**The id** is ``h1.`` followed by base64url (no padding) of the bytes::

    base index | (switch index, choice index) per changed switch, by switch index | name (UTF-8)
    | checksum (low byte of the CRC-32 of the game's name, ":" and the rest)

``1`` is the format version; the checksum makes a Belote id invalid for Jass and the reverse.
Only switches that differ from the base are written (so one ruleset has one id), and the base,
switch and choice orders are **append-only**: an id, once given, always decodes to the same
rules. Nothing is stored anywhere: the id is the ruleset. Decoding is a few microseconds and
memoized (:meth:`HouseRules.ruleset`).

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Toy:
...     id: str
...     tie: str = "taker"
...     bonus: int = 10
>>> toy = HouseRules("toy", {"plain": Toy("plain")}, (
...     Switch("tie", (Choice("taker", "taker"), Choice("trump", "trump"))),
...     Switch("bonus", (Choice("10", 10), Choice("20", 20)))))
>>> hid = toy.encode("plain", {"tie": "trump"}, "Chez Paul")
>>> hid
'h1.AAEAAUNoZXogUGF1bFk'
>>> toy.decode(hid)
('plain', {'tie': 'trump'}, 'Chez Paul')
>>> toy.ruleset(hid)
Toy(id='h1.AAEAAUNoZXogUGF1bFk', tie='trump', bonus=10)
>>> toy.encode("plain", {"tie": "taker"}, "") == toy.encode("plain", {}, "")   # no change
True
>>> toy.decode("h1.AAEAAUNoZXogUGF1bFl")
Traceback (most recent call last):
...
engine.house.InvalidHouseIdError: house_invalid_id {'ruleset': 'h1.AAEAAUNoZXogU'}
"""

from __future__ import annotations

import base64
import binascii
import dataclasses
import unicodedata
import zlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from engine.reasons import EngineError

__all__ = [
    "ERROR_CODES",
    "MAX_ID",
    "MAX_NAME",
    "PREFIX",
    "Choice",
    "HouseError",
    "HouseRules",
    "InvalidChoiceError",
    "InvalidHouseIdError",
    "InvalidNameError",
    "Refusal",
    "RefusedCombinationError",
    "Switch",
    "UnknownBaseError",
    "UnknownSwitchError",
    "is_house_id",
    "name_in",
]

#: Every house id starts with this (format version 1). Standard ids are plain words.
PREFIX = "h1."
#: Longest name, in characters (after trimming).
MAX_NAME = 40
#: Longest id accepted (a 40-character Thai name is 120 bytes: about 200 characters of id).
MAX_ID = 256
_ECHO = 16


def name_in(text: str) -> str | None:
    """The name written in a house id, without checking the rest (None: not readable). For
    display only; :meth:`HouseRules.decode` checks an id.

    >>> name_in("h1.AAEAAUNoZXogUGF1bFk"), name_in("maison")
    ('Chez Paul', None)
    """
    if not is_house_id(text) or len(text) > MAX_ID:
        return None
    try:
        raw = base64.urlsafe_b64decode(text[len(PREFIX):] + "=" * (-len(text) % 4))
        return raw[2 + 2 * raw[1]:-1].decode("utf-8")
    except (binascii.Error, ValueError, IndexError):
        return None


def is_house_id(text: object) -> bool:
    """Does ``text`` look like a house id (not whether it is a valid one)?

    >>> is_house_id("h1.AAA"), is_house_id("maison")
    (True, False)
    """
    return isinstance(text, str) and text.startswith(PREFIX)


# -- errors ---------------------------------------------------------------------------------------


class HouseError(EngineError):
    """Base class: the ``field`` attribute names the input to blame (the web layer's path)."""

    field: str | None = None


class InvalidHouseIdError(HouseError):
    """Not an id this code ever gave (bad base64, checksum, index, or not canonical)."""

    code = "house_invalid_id"

    def __init__(self, ruleset: object) -> None:
        super().__init__(ruleset=str(ruleset)[:_ECHO])


class UnknownBaseError(HouseError):
    code = "house_unknown_base"

    def __init__(self, base: object) -> None:
        super().__init__(base=str(base)[:_ECHO])


class UnknownSwitchError(HouseError):
    code = "house_unknown_switch"

    def __init__(self, switch: object) -> None:
        super().__init__(switch=str(switch)[:_ECHO])


class InvalidChoiceError(HouseError):
    code = "house_invalid_choice"

    def __init__(self, switch: str, value: object, allowed: Sequence[str]) -> None:
        super().__init__(switch=switch, value=str(value)[:_ECHO], allowed=list(allowed))


class InvalidNameError(HouseError):
    """A name longer than :data:`MAX_NAME` characters, or with control characters."""

    code = "house_invalid_name"

    def __init__(self) -> None:
        super().__init__(max=MAX_NAME)


class RefusedCombinationError(HouseError):
    """A combination of values that makes no sense; ``code`` is the refusal's own."""

    def __init__(self, code: str, switches: Sequence[str], **params: Any) -> None:
        self.code = code
        super().__init__(switches=list(switches), **params)


#: The codes raised here (refusals add their own, see :class:`Refusal`), with their params.
ERROR_CODES: dict[str, tuple[str, ...]] = {
    "house_invalid_id": ("ruleset",),
    "house_unknown_base": ("base",),
    "house_unknown_switch": ("switch",),
    "house_invalid_choice": ("switch", "value", "allowed"),
    "house_invalid_name": ("max",),
}


# -- the switches ---------------------------------------------------------------------------------


@dataclass(frozen=True, eq=False)
class Choice:
    """One allowed value of a switch: ``token`` (short, URL-safe, what the API and forms use)
    and ``value`` (what the ruleset field holds; extra fields, e.g. a derived target, in
    ``also``)."""

    token: str
    value: Any
    also: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, eq=False)
class Switch:
    """A ruleset field a table may set. ``verdicts`` is False for a rule no verdict reads (the
    engine does not model it, e.g. bidding): it is stated on the table's sheet only."""

    field: str
    choices: tuple[Choice, ...]
    verdicts: bool = True

    @property
    def tokens(self) -> tuple[str, ...]:
        return tuple(c.token for c in self.choices)

    def choice(self, token: object) -> Choice:
        """The choice of a token (or, from JSON, of its value: ``true``, ``19``)."""
        for c in self.choices:
            if c.token == token:
                return c
        if not isinstance(token, str):
            for c in self.choices:
                if _same(c.value, token):
                    return c
        raise InvalidChoiceError(self.field, token, self.tokens)

    def token_of(self, ruleset: Any) -> str | None:
        """The token of the ruleset's value (None: a value none of the choices hold)."""
        value = getattr(ruleset, self.field)
        for c in self.choices:
            if _same(c.value, value) and all(_same(getattr(ruleset, k), v)
                                              for k, v in c.also.items()):
                return c.token
        for c in self.choices:  # a field with derived companions: the main value decides
            if _same(c.value, value):
                return c.token
        return None


@dataclass(frozen=True)
class Refusal:
    """A nonsensical combination: ``test(ruleset)`` returns the error's params when the ruleset
    holds it (else None); ``switches`` are the switches involved (the error names them)."""

    code: str
    switches: tuple[str, ...]
    test: Callable[[Any], Mapping[str, Any] | None]
    params: tuple[str, ...] = ()   # the names of the params ``test`` returns (besides switches)


def _same(a: Any, b: Any) -> bool:
    return a.__class__ is b.__class__ and a == b


class HouseRules:
    """A game's house rules: its bases (standard rulesets, in id order: append-only), its
    switches (append-only) and its refusals."""

    def __init__(self, game: str, bases: Mapping[str, Any], switches: Sequence[Switch],
                 refusals: Sequence[Refusal] = (),
                 derived: Mapping[str, Callable[[Mapping[str, Any]], tuple[str, ...]]] | None
                 = None) -> None:
        self.game = game
        #: An attribute computed from fields (a table built in ``__post_init__``) -> the
        #: switches it was computed from, given a question's parsed input.
        self.derived = dict(derived or {})
        self.bases = dict(bases)
        self._base_ids = tuple(self.bases)
        self.switches = tuple(switches)
        self.by_field = {s.field: s for s in self.switches}
        self.refusals = tuple(refusals)
        self.ruleset = lru_cache(maxsize=2048)(self._ruleset)
        self.decode = lru_cache(maxsize=2048)(self._decode)

    # -- what a ruleset holds --

    def tokens(self, ruleset: Any) -> dict[str, str | None]:
        """Switch field -> the ruleset's token, for every switch."""
        return {s.field: s.token_of(ruleset) for s in self.switches}

    def base_of(self, ruleset_id: str) -> str:
        """The standard ruleset an id starts from (a standard id is its own base)."""
        if ruleset_id in self.bases:
            return ruleset_id
        return self.decode(ruleset_id)[0]

    def name_of(self, ruleset_id: str) -> str:
        return "" if ruleset_id in self.bases else self.decode(ruleset_id)[2]

    def changes(self, ruleset_id: str) -> dict[str, str]:
        """The switches a house id sets differently from its base (field -> token)."""
        return {} if ruleset_id in self.bases else dict(self.decode(ruleset_id)[1])

    def rules_read(self, ruleset_id: str, read: Iterable[str], values: Mapping[str, Any]
                   ) -> list[tuple[str, str]]:
        """The switches a house id sets differently from its base that an evaluation read
        (``read``: the attributes a :class:`engine.reuse.FieldReads` recorded; ``values``: the
        question's parsed input, for derived tables), as ``(field, token)`` in switch order:
        the rules of the table's own that its verdict may depend on.

        >>> from engine.belote.house import HOUSE
        >>> hid = HOUSE.encode("maison", {"no_trump_jack": "0", "surcoinche_factor": "3"})
        >>> HOUSE.rules_read(hid, {"_points", "surcoinche_factor"}, {"trump": "S"})
        [('surcoinche_factor', '3')]
        >>> HOUSE.rules_read(hid, {"_points"}, {"trump": "none"})
        [('no_trump_jack', '0')]
        """
        fields = set(read)
        for name in read:
            derive = self.derived.get(name)
            if derive is not None:
                fields.update(derive(values))
        return [(f, token) for f, token in self.changes(ruleset_id).items()
                if f in fields and self.by_field[f].verdicts]

    # -- id <-> rules --

    def _check(self, base: object, changes: Mapping[str, object], name: object
               ) -> tuple[int, list[tuple[int, int]], str]:
        if not isinstance(base, str) or base.strip().lower() not in self.bases:
            raise UnknownBaseError(base)
        b = self._base_ids.index(base.strip().lower())
        base_rs = self.bases[self._base_ids[b]]
        pairs = []
        for f, token in changes.items():
            sw = self.by_field.get(f)
            if sw is None:
                e = UnknownSwitchError(f)
                e.field = "set"
                raise e
            try:
                choice = sw.choice(token)
            except InvalidChoiceError as e:
                e.field = f"set.{f}"
                raise
            if choice.token != sw.token_of(base_rs):
                pairs.append((self.switches.index(sw), sw.choices.index(choice)))
        pairs.sort()
        return b, pairs, _clean_name(name)

    def encode(self, base: str, changes: Mapping[str, object], name: object = "") -> str:
        """The id of ``base`` with ``changes`` (field -> token) and ``name``; a refused
        combination raises its :class:`RefusedCombinationError`."""
        b, pairs, text = self._check(base, changes, name)
        hid = _pack(self.game, b, pairs, text)
        self.ruleset(hid)  # refusals are checked on the built ruleset (and it is memoized)
        return hid

    def _decode(self, hid: str) -> tuple[str, dict[str, str], str]:
        if not is_house_id(hid) or len(hid) > MAX_ID:
            raise InvalidHouseIdError(hid)
        try:
            raw = base64.urlsafe_b64decode(hid[len(PREFIX):] + "=" * (-len(hid) % 4))
        except (binascii.Error, ValueError):
            raise InvalidHouseIdError(hid) from None
        if len(raw) < 3 or raw[-1] != _check_byte(self.game, raw[:-1]):
            raise InvalidHouseIdError(hid)
        b, n = raw[0], raw[1]
        body = raw[2:-1]
        if b >= len(self._base_ids) or len(body) < 2 * n:
            raise InvalidHouseIdError(hid)
        changes: dict[str, str] = {}
        for i in range(n):
            s, c = body[2 * i], body[2 * i + 1]
            if s >= len(self.switches) or c >= len(self.switches[s].choices):
                raise InvalidHouseIdError(hid)
            changes[self.switches[s].field] = self.switches[s].choices[c].token
        try:
            name = body[2 * n:].decode("utf-8")
            b2, pairs, clean = self._check(self._base_ids[b], changes, name)
        except (UnicodeDecodeError, HouseError):
            raise InvalidHouseIdError(hid) from None
        if _pack(self.game, b2, pairs, clean) != hid:  # one ruleset, one id
            raise InvalidHouseIdError(hid)
        return self._base_ids[b], changes, name

    def _ruleset(self, hid: str) -> Any:
        """The ruleset value an id encodes (its ``id`` is the house id). Memoized."""
        base, changes, _name = self.decode(hid)
        values: dict[str, Any] = {}
        for f, token in changes.items():
            c = self.by_field[f].choice(token)
            values[f] = c.value
            values.update(c.also)
        rs = dataclasses.replace(self.bases[base], id=hid, **values)
        for r in self.refusals:
            params = r.test(rs)
            if params is not None:
                raise RefusedCombinationError(r.code, r.switches, **params)
        return rs

    def build(self, base: str, changes: Mapping[str, object], name: object = "") -> Any:
        return self.ruleset(self.encode(base, changes, name))


def _clean_name(name: object) -> str:
    if name is None:
        return ""
    if not isinstance(name, str):
        raise InvalidNameError()
    text = unicodedata.normalize("NFC", " ".join(name.split()))
    if len(text) > MAX_NAME or any(unicodedata.category(ch)[0] == "C" for ch in text):
        raise InvalidNameError()
    return text


def _check_byte(game: str, raw: bytes) -> int:
    return zlib.crc32(game.encode("ascii") + b":" + raw) & 0xFF


def _pack(game: str, base: int, pairs: list[tuple[int, int]], name: str) -> str:
    raw = bytes([base, len(pairs), *(x for p in pairs for x in p)]) + name.encode("utf-8")
    raw += bytes([_check_byte(game, raw)])
    return PREFIX + base64.urlsafe_b64encode(raw).rstrip(b"=").decode("ascii")
