"""A table's own ruleset ("house rules"): a standard ruleset with some switches flipped, and a
short, stable, URL-safe id that encodes it.

Generic over a game: a :class:`HouseRules` lists the game's standard rulesets (the bases) and
its :class:`Switch` es, one per ruleset field on which our rulesets or our sources differ, each
with its allowed values as :class:`Choice` s (a short token and the engine value). Texts (labels,
explanations, the statement of each value) are the web layer's; the engine holds values only.

**The id** (``h1.`` + base64url of the base, the changed switches and the name, with a
checksum) is written and read by :mod:`engine.house_id`; decoding is memoized
(:meth:`HouseRules.ruleset`).

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
engine.errors.InvalidHouseIdError: house_invalid_id {'ruleset': 'h1.AAEAAUNoZXogU'}
"""

from __future__ import annotations

import base64
import binascii
import dataclasses
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from engine.errors import (
    HOUSE_ERRORS,
    HouseError,
    InvalidChoiceError,
    InvalidHouseIdError,
    InvalidNameError,
    RefusedCombinationError,
    UnknownBaseError,
    UnknownSwitchError,
    codes_of,
)
from engine.house_id import (
    MAX_ID,
    MAX_NAME,
    PREFIX,
    check_byte,
    clean_name,
    is_house_id,
    name_in,
    pack,
)

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

# -- errors (declared in engine/errors.py, with every other error code) -------------------------

#: The codes raised here (refusals add their own, see :class:`Refusal`), with their params.
ERROR_CODES: dict[str, tuple[str, ...]] = codes_of(HOUSE_ERRORS)


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
                 = None, derived_from: Mapping[str, Iterable[str]] | None = None,
                 derived_by: str = "") -> None:
        self.game = game
        #: The input value (of a question's parsed input) the ``derived`` functions read.
        self.derived_by = derived_by
        #: An attribute computed from fields (a table built in ``__post_init__``) -> the
        #: switches it was computed from, given a question's parsed input.
        self.derived = dict(derived or {})
        self.bases = dict(bases)
        self._base_ids = tuple(self.bases)
        self.switches = tuple(switches)
        self.by_field = {s.field: s for s in self.switches}
        self.refusals = tuple(refusals)
        #: Derived attribute -> every switch it may be derived from (whatever the input): a
        #: view records reads of it only when one of those is switched.
        self.derived_from = {name: frozenset(fields) for name, fields in
                             (derived_from or {}).items()}
        self.ruleset = lru_cache(maxsize=2048)(self._ruleset)
        self.decode = lru_cache(maxsize=2048)(self._decode)
        #: id -> (its view class, its switched rules a verdict may read): a plain dict, read
        #: once per evaluation of a table's column (bounded: cleared when full).
        self._views: dict[str, tuple[type, tuple[tuple[str, str], ...]]] = {}
        #: (id, [the input a derived table depends on], what a verdict read, in the order it
        #: read it) -> :meth:`notes`.
        self._notes: dict[tuple[Any, ...], tuple[tuple[str, str], ...]] = {}
        #: ``known(id)``: the view class and switched rules of an id already read (a plain
        #: dict's ``get``: no Python call), else None; :meth:`view_class` for any id.
        self.known = self._views.get

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

    def rules_read(self, ruleset_id: str, read: Collection[str], values: Mapping[str, Any]
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
        switched = self._recording(ruleset_id)[1]
        if not switched or not read:
            return []
        derived = self.derived
        fields: Collection[str] = read
        if not derived.keys().isdisjoint(read):
            fields = set(read)
            for name in read:
                derive = derived.get(name)
                if derive is not None:
                    fields.update(derive(values))
        return [(f, token) for f, token in switched if f in fields]

    # -- what an evaluation read --

    def view(self, hid: str) -> Any:
        """The table's ruleset as an evaluation reads it, remembering which of its switched
        fields were read (:meth:`reads`). It *is* the ruleset (an instance of a subclass of its
        class, holding the memoized ruleset's values as class attributes): only the switched
        fields, and the derived tables built from them, are descriptors whose first read copies
        the value into the instance (so every later read is a plain attribute read, and the
        instance's ``__dict__`` is the record of what was read); every other attribute is read
        as on a standard ruleset. The class is built once per id (memoized); a view is an empty
        instance of it (one per evaluation, so that concurrent evaluations never share a record).

        >>> from engine.belote.house import HOUSE
        >>> v = HOUSE.view(HOUSE.encode("maison", {"surcoinche_factor": "3"}))
        >>> v.surcoinche_factor, v.coinche_factor, sorted(HOUSE.reads(v))
        (3, 2, ['surcoinche_factor'])
        >>> from engine.belote.rulesets import BeloteRuleset
        >>> isinstance(v, BeloteRuleset), type(v).__name__
        (True, 'BeloteRulesetHouseView')
        """
        found = self._views.get(hid)
        if found is None:
            found = self._recording(hid)
        return object.__new__(found[0])

    def notes(self, views: Mapping[str, Any], values: Mapping[str, Any]
              ) -> dict[str, Sequence[tuple[str, str]]]:
        """:meth:`rules_read` of each :meth:`view` (id -> view) after an evaluation: the rules
        of the table's own that its verdict read, ``(field, token)``, per id.

        >>> from engine.belote.house import HOUSE
        >>> hid = HOUSE.encode("maison", {"surcoinche_factor": "3"}, "Notes")
        >>> v = HOUSE.view(hid)
        >>> HOUSE.notes({hid: v}, {})[hid], v.surcoinche_factor, HOUSE.notes({hid: v}, {})[hid]
        ((), 3, (('surcoinche_factor', '3'),))
        """
        out: dict[str, Sequence[tuple[str, str]]] = {}
        derived = self.derived
        notes = self._notes
        for hid, v in views.items():
            read = v.__dict__
            if not read:
                out[hid] = ()
                continue
            # Memoized by what was read (and, for a derived table, the input it depends on):
            # a table's verdicts read the same few rules again and again.
            key = (hid, *read) if derived.keys().isdisjoint(read) else \
                (hid, values.get(self.derived_by), *read)
            found = notes.get(key)
            if found is None:
                if len(notes) >= 4096:
                    notes.clear()
                found = notes[key] = tuple(self.rules_read(hid, read.keys(), values))
            out[hid] = found
        return out

    def view_class(self, hid: str) -> tuple[type, tuple[tuple[str, str], ...]]:
        """The class of an id's views (an instance is a view: ``object.__new__(cls)``), and
        its switched rules a verdict may read; built once per id (an invalid id raises)."""
        return self._recording(hid)

    def _recording(self, hid: str) -> tuple[type, tuple[tuple[str, str], ...]]:
        found = self._views.get(hid)
        if found is None:
            if len(self._views) >= 2048:
                self._views.clear()
            found = self._views[hid] = self._make_recording(hid)
        return found

    def _make_recording(self, hid: str) -> tuple[type, tuple[tuple[str, str], ...]]:
        """Memoized per id: its view class, and its switched rules that a verdict may read
        (``(field, token)``, in switch order)."""
        rs = self.ruleset(hid)
        changes = self.decode(hid)[1]
        changed = frozenset(changes)
        recorded = changed | {name for name, fields in self.derived_from.items()
                              if fields & changed}
        switched = tuple((f, t) for f, t in changes.items() if self.by_field[f].verdicts)
        return _view_class(rs, recorded), switched

    @staticmethod
    def reads(view: Any) -> Collection[str]:
        """The recorded attributes a :meth:`view` was read for (switched fields and derived
        tables): the names its first reads copied into it."""
        reads: dict[str, Any] = view.__dict__
        return reads.keys()

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
        return b, pairs, clean_name(name)

    def encode(self, base: str, changes: Mapping[str, object], name: object = "") -> str:
        """The id of ``base`` with ``changes`` (field -> token) and ``name``; a refused
        combination raises its :class:`RefusedCombinationError`."""
        b, pairs, text = self._check(base, changes, name)
        hid = pack(self.game, b, pairs, text)
        self.ruleset(hid)  # refusals are checked on the built ruleset (and it is memoized)
        return hid

    def _decode(self, hid: str) -> tuple[str, dict[str, str], str]:
        if not is_house_id(hid) or len(hid) > MAX_ID:
            raise InvalidHouseIdError(hid)
        try:
            raw = base64.urlsafe_b64decode(hid[len(PREFIX):] + "=" * (-len(hid) % 4))
        except (binascii.Error, ValueError):
            raise InvalidHouseIdError(hid) from None
        if len(raw) < 3 or raw[-1] != check_byte(self.game, raw[:-1]):
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
        if pack(self.game, b2, pairs, clean) != hid:  # one ruleset, one id
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


class _Recorded:
    """A switched field (or a table derived from one) of a view class: a non-data descriptor
    whose first read on an instance copies the value into the instance's ``__dict__``, which
    then answers every later read (as for any attribute) and records that it was read."""

    __slots__ = ("name", "value")

    def __init__(self, name: str, value: Any) -> None:
        self.name = name
        self.value = value

    def __get__(self, obj: Any, owner: type | None = None) -> Any:
        if obj is not None:
            obj.__dict__[self.name] = self.value
        return self.value


def _view_class(ruleset: Any, recorded: frozenset[str]) -> type:
    """A subclass of a ruleset's class holding the ruleset's attributes as class attributes,
    the ``recorded`` ones as :class:`_Recorded` descriptors (see :meth:`HouseRules.view`): an
    instance holds nothing but the values of those it was read for."""
    cls = ruleset.__class__
    attrs = {name: (_Recorded(name, value) if name in recorded else value)
             for name, value in ruleset.__dict__.items()}
    return type(f"{cls.__name__}HouseView", (cls,), {"__module__": cls.__module__, **attrs})
