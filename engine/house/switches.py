"""What a table may set: a :class:`Switch` per ruleset field, its allowed values as
:class:`Choice` s, and the :class:`Refusal` s of combinations that make no sense (a game lists
its own in ``engine/<game>/house.py``). Values only: the words are the web layer's.

>>> tie = Switch("tie", (Choice("taker", "taker"), Choice("trump", "trump")))
>>> tie.tokens, tie.choice("trump").value
(('taker', 'trump'), 'trump')
>>> Switch("bonus", (Choice("10", 10), Choice("20", 20))).choice(20).token   # from JSON
'20'
>>> tie.choice("nobody")
Traceback (most recent call last):
...
engine.errors.InvalidChoiceError: house_invalid_choice {'switch': 'tie', 'value': 'nobody', \
'allowed': ['taker', 'trump']}
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.errors import InvalidChoiceError

__all__ = ["Choice", "Refusal", "Switch", "same"]


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
    engine does not model it, e.g. bidding): it is stated on the table's sheet only. ``game``
    is True for a rule only a whole game's verdict depends on (the target, the counting order
    at the end): a single deal's reasons may state it, but no deal's verdict depends on it, so
    it gets a "By your table's rule" note in a game's verdict only."""

    field: str
    choices: tuple[Choice, ...]
    verdicts: bool = True
    game: bool = False

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
                if same(c.value, token):
                    return c
        raise InvalidChoiceError(self.field, token, self.tokens)

    def token_of(self, ruleset: Any) -> str | None:
        """The token of the ruleset's value (None: a value none of the choices hold)."""
        value = getattr(ruleset, self.field)
        for c in self.choices:
            if same(c.value, value) and all(same(getattr(ruleset, k), v)
                                             for k, v in c.also.items()):
                return c.token
        for c in self.choices:  # a field with derived companions: the main value decides
            if same(c.value, value):
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


def same(a: Any, b: Any) -> bool:
    """The same value, of the same type (``True`` is not ``1``, ``20.0`` not ``20``)."""
    return a.__class__ is b.__class__ and a == b
