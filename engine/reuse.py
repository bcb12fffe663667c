"""One evaluation for several rulesets, when they cannot differ on this input.

A ruleset is a value whose fields an algorithm reads only where they matter: Belote announcements
read the tie rule only on a tie, the no-trump carré table only in sans-atout. So on most deals,
Maison and Officielles give the same verdict, apart from their names. :func:`by_ruleset` runs the
algorithm once with a :class:`FieldReads` (the ruleset, remembering which fields were read), and
gives the verdict to every later ruleset whose values agree on those fields, relabelled with its
own id. The result is the one a separate evaluation would give (a property test checks it on
random deals); only the time differs.

>>> from engine.belote.rulesets import MAISON, OFFICIELLES
>>> calls = []
>>> def tie_rule(rs):
...     calls.append(rs.id)
...     return (rs.id, rs.belote_points)
>>> by_ruleset([MAISON, OFFICIELLES], tie_rule, lambda v, rs: (rs.id, v[1]))
(('maison', 20), ('officielles', 20))
>>> calls                  # both have belote_points = 20: Officielles reused Maison's run
['maison']
>>> calls.clear()
>>> by_ruleset([MAISON, OFFICIELLES], lambda rs: rs.announcement_tie, lambda v, rs: v)
('taker', 'trump_else_nobody')
>>> import dataclasses       # equal is not enough: 20.0 is not the same value as 20
>>> by_ruleset([MAISON, dataclasses.replace(MAISON, id="x", belote_points=20.0)], tie_rule,
...            lambda v, rs: (rs.id, v[1]))
(('maison', 20), ('x', 20.0))
"""

from __future__ import annotations

import dataclasses
import inspect
from collections.abc import Callable, Sequence
from functools import cache
from types import FunctionType
from typing import Any, TypeVar

from engine.reasons import Reason

__all__ = ["FieldReads", "by_ruleset", "reader", "relabel_reasons"]

R = TypeVar("R")
V = TypeVar("V")


class FieldReads:
    """A ruleset that records the name of every attribute read through it (in ``read``).

    :func:`reader` makes one: its class has a property per dataclass field of the ruleset's
    class (a plain function call per read); anything else goes through ``__getattr__``, recorded
    too (a private table such as ``_points``). A method (``carre_table``) runs with the reader
    as ``self``, so the fields it reads are recorded, not the method's name.
    """

    __slots__ = ("_ruleset", "read")

    def __init__(self, ruleset: Any) -> None:
        self._ruleset = ruleset
        self.read: set[str] = set()

    @property  # type: ignore[misc]
    def __class__(self) -> type:  # isinstance(spy, BeloteRuleset) holds, as for the ruleset
        cls: type = self._ruleset.__class__
        return cls

    def __getattr__(self, name: str) -> Any:  # what is neither a slot nor a field property
        method = inspect.getattr_static(self._ruleset.__class__, name, None)
        if isinstance(method, FunctionType):  # a method runs on the reader: its reads count
            return method.__get__(self)
        self.read.add(name)
        return getattr(self._ruleset, name)


def _field_property(name: str) -> property:
    def get(self: FieldReads) -> Any:
        self.read.add(name)
        return getattr(self._ruleset, name)

    return property(get)


@cache
def _reader_class(cls: type) -> type[FieldReads]:
    props = {f.name: _field_property(f.name) for f in dataclasses.fields(cls)}
    return type(f"{cls.__name__}Reads", (FieldReads,), {"__slots__": (), **props})


def reader(ruleset: Any) -> FieldReads:
    """A :class:`FieldReads` of a dataclass ruleset (or of another reader: each records the
    reads made through it).

    >>> from engine.belote.rulesets import MAISON, BeloteRuleset
    >>> outer = reader(inner := reader(MAISON))
    >>> outer.belote_points, isinstance(outer, BeloteRuleset), outer.read == inner.read
    (20, True, True)
    """
    cls: type = type(ruleset)
    if issubclass(cls, FieldReads):
        cls = ruleset.__class__  # the ruleset's own class (the property above)
    return _reader_class(cls)(ruleset)


def by_ruleset(rulesets: Sequence[R], run: Callable[[Any], V],
               relabel: Callable[[V, R], V]) -> tuple[V, ...]:
    """``run(ruleset)`` for each ruleset, in order; a ruleset that agrees with an evaluated one
    on every field that evaluation read (its ``id`` aside) gets ``relabel(verdict, ruleset)``.

    ``run`` must read the ruleset only through its argument, and must not branch on ``id`` (it
    may copy it into the verdict and reasons, which ``relabel`` replaces). Values agree when
    they are equal and of one type (``20`` and ``20.0`` do not). Verdicts are values: a reused
    one shares its unchanged parts (reasons, combinations) with the first, and a ruleset given
    twice gets the same verdict object twice.
    """
    done: list[tuple[R, frozenset[str], V]] = []
    out: list[V] = []
    for rs in rulesets:
        for prev, read, verdict in done:
            if all(_same(getattr(rs, name), getattr(prev, name)) for name in read):
                out.append(verdict if rs is prev else relabel(verdict, rs))
                break
        else:
            spy = reader(rs)
            verdict = run(spy)
            done.append((rs, frozenset(spy.read - {"id"}), verdict))
            out.append(verdict)
    return tuple(out)


def _same(a: Any, b: Any) -> bool:
    return a.__class__ is b.__class__ and a == b


_NONE = object()


def relabel_reasons(reasons: Sequence[Reason], old: str, new: str) -> tuple[Reason, ...]:
    """The reasons with their ``ruleset`` param ``old`` replaced by ``new`` (others shared)."""
    return tuple(Reason(r.code, {**r.params, "ruleset": new})
                 if r.params.get("ruleset", _NONE) == old else r for r in reasons)
