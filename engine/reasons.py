"""Reasons and errors: the vocabulary of every explanation the engine gives.

The engine never writes a sentence. A verdict carries an ordered list of :class:`Reason` values, a
code and its parameters; an error is an :class:`EngineError` with a code and parameters. The web
layer maps each code to one message id of the translation catalogs and formats the parameters in the
reader's language.

Parameter names are a contract with the web layer, which localizes them by name:

=================  ===================================================================
``seat``/``seats``  ``"N" "E" "S" "W"`` (a list for ``seats``)
``team``/``teams``  ``"NS"`` or ``"EW"``
``card``/``cards``  canonical card codes (``"JS"``; a list for ``cards``)
``suit``            a suit code of the game's deck; ``trump`` likewise, or ``"none"``/``"all"``
``contract``        a contract code (a suit code, ``none``, ``all``, ``obenabe``, ``undenufe``)
``rank``            a rank code of the game's deck
``type``            a combination type (``tierce``, ``cinquante``, ``cent``, ``carre``,
                    ``sequence``, ``four``)
``rule``            a ruleset field name: the row of the rules table that decided
``ruleset``         a ruleset id (``maison``, ``officielles``, ``traditional``, ``swiss``)
anything else       a number, or a plain code the message formats as it is
=================  ===================================================================

>>> Reason("combination_found", {"seat": "N", "type": "tierce", "points": 20})
Reason('combination_found', {'seat': 'N', 'type': 'tierce', 'points': 20})
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

__all__ = ["EngineError", "Reason"]


class Reason:
    """One step of an explanation: a code and its parameters (plain JSON-safe values).

    A ``dict`` of params is kept as it is, not copied (the engines build one per reason and
    never touch it again); any other mapping is copied into one."""

    __slots__ = ("code", "params")

    def __init__(self, code: str, params: Mapping[str, Any] | None = None) -> None:
        self.code = code
        self.params: dict[str, Any] = (params if params.__class__ is dict
                                       else dict(params) if params else {})

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Reason) and (self.code, self.params) == (other.code, other.params)

    def __hash__(self) -> int:
        return hash(self.code)

    def __repr__(self) -> str:
        return f"Reason({self.code!r}, {self.params!r})"

    def as_dict(self) -> dict[str, Any]:
        return {"code": self.code, "params": self.params}


class EngineError(ValueError):
    """Base class of the engine's errors: a code and parameters, never a sentence.

    Subclasses set ``code``; the web layer turns ``(code, params)`` into a translated message
    and a 4xx response.

    >>> class UnknownSeatError(EngineError):
    ...     code = "unknown_seat"
    >>> e = UnknownSeatError(seat="X")
    >>> (e.code, e.params, isinstance(e, ValueError))
    ('unknown_seat', {'seat': 'X'}, True)
    """

    code = "engine_error"

    def __init__(self, **params: Any) -> None:
        self.params: dict[str, Any] = params
        super().__init__(f"{self.code} {params}")

    def __str__(self) -> str:
        return f"{self.code} {self.params}"
