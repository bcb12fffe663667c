"""A game's house rules (:class:`HouseRules`): its standard rulesets (the bases), its
switches and refusals (:mod:`engine.house.switches`), and the ids that encode a base with some
switches flipped and a name (:mod:`engine.house.codec`), each decoded once into its ruleset
value (memoized).

>>> from engine.belote.house import HOUSE
>>> hid = HOUSE.encode("maison", {"surcoinche_factor": "3", "coinche_out_of_turn": "no"})
>>> HOUSE.decode(hid)
('maison', {'coinche_out_of_turn': 'no', 'surcoinche_factor': '3'}, '')
>>> HOUSE.ruleset(hid).surcoinche_factor, HOUSE.switched(hid)   # switched: what verdicts read
(3, {'surcoinche_factor': '3'})
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from engine.errors import (
    HouseError,
    InvalidChoiceError,
    InvalidHouseIdError,
    RefusedCombinationError,
    UnknownBaseError,
    UnknownSwitchError,
)
from engine.house.codec import clean_name, pack, unpack
from engine.house.switches import Refusal, Switch

__all__ = ["HouseRules"]


class HouseRules:
    """A game's house rules: its bases (standard rulesets, in id order: append-only), its
    switches (append-only) and its refusals."""

    def __init__(self, game: str, bases: Mapping[str, Any], switches: Sequence[Switch],
                 refusals: Sequence[Refusal] = ()) -> None:
        self.game = game
        self.bases = dict(bases)
        self._base_ids = tuple(self.bases)
        self.switches = tuple(switches)
        self.by_field = {s.field: s for s in self.switches}
        self.refusals = tuple(refusals)
        self.ruleset = lru_cache(maxsize=2048)(self._ruleset)
        self.decode = lru_cache(maxsize=2048)(self._decode)
        #: id -> :meth:`table` (a plain dict, bounded: cleared when full).
        self._known: dict[str, tuple[Any, dict[str, str], dict[str, str]]] = {}
        #: ``known(id)``: the :meth:`table` of an id already read (a plain dict's ``get``: no
        #: Python call; so also a valid id), else None.
        self.known = self._known.get

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

    def table(self, hid: str) -> tuple[Any, dict[str, str], dict[str, str]]:
        """A house id's ruleset value (:meth:`ruleset`), its :meth:`switched` rules, and those
        of them a single deal's verdict may depend on (all but a whole game's rules:
        :attr:`Switch.game <engine.house.Switch.game>`), memoized in a plain dict (read with
        :attr:`known`); an invalid id raises.

        >>> from engine.jass.house import HOUSE
        >>> rs, switched, in_deals = HOUSE.table(HOUSE.encode("swiss", {"target": "1000",
        ...                                                             "cross_weis": "no"}))
        >>> rs.target, switched, in_deals
        (1000, {'cross_weis': 'no', 'target': '1000'}, {'cross_weis': 'no'})
        """
        found = self._known.get(hid)
        if found is None:
            rs = self.ruleset(hid)  # a valid id (refusals included)
            if len(self._known) >= 2048:
                self._known.clear()
            switched = {f: t for f, t in self.decode(hid)[1].items()
                        if self.by_field[f].verdicts}
            found = self._known[hid] = (rs, switched, {
                f: t for f, t in switched.items() if not self.by_field[f].game})
        return found

    def switched(self, hid: str) -> dict[str, str]:
        """The rules of a house id's own that a verdict may depend on: the switches it sets
        differently from its base, but for those no verdict reads, field -> token in switch
        order (a verdict's notes are those its reasons name: :mod:`engine.house.notes`).
        Memoized (the same dict each time: not to be changed); an invalid id raises."""
        return self.table(hid)[1]

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
        b, pairs, body = unpack(self.game, hid)
        if b >= len(self._base_ids):
            raise InvalidHouseIdError(hid)
        changes: dict[str, str] = {}
        for s, c in pairs:
            if s >= len(self.switches) or c >= len(self.switches[s].choices):
                raise InvalidHouseIdError(hid)
            changes[self.switches[s].field] = self.switches[s].choices[c].token
        try:
            name = body.decode("utf-8")
            b2, canonical, clean = self._check(self._base_ids[b], changes, name)
        except (UnicodeDecodeError, HouseError):
            raise InvalidHouseIdError(hid) from None
        if pack(self.game, b2, canonical, clean) != hid:  # one ruleset, one id
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
