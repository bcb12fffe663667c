"""The input-shape errors of a question's fields (the engines raise the others), and their codes.

Each carries ``field`` (an attribute, not a param; ``None`` when no one field is to blame): the
input field to show the message next to, as a dotted path (``hands.N``, ``trick.1.card``)."""

from __future__ import annotations

from engine.cards import MAX_TOKEN_ECHO
from engine.reasons import EngineError

__all__ = [
    "EXPECTED",
    "SERVICE_ERROR_CODES",
    "ExclusiveFieldsError",
    "InvalidFieldError",
    "MissingFieldError",
    "OutOfRangeError",
    "ServiceError",
    "TooLongError",
    "UnknownFieldError",
    "blamed",
]


class ServiceError(EngineError):
    """Base class of the input-shape errors raised here (the engines raise the others)."""

    field: str | None = None


class MissingFieldError(ServiceError):
    """A required field is absent (or ``null``).

    >>> MissingFieldError("hands").params
    {'field': 'hands'}
    """

    code = "missing_field"

    def __init__(self, field: str) -> None:
        super().__init__(field=field)
        self.field = field


class InvalidFieldError(ServiceError):
    """A field has the wrong JSON type. ``expected`` is one of :data:`EXPECTED`."""

    code = "invalid_field"

    def __init__(self, field: str, expected: str) -> None:
        super().__init__(field=field, expected=expected)
        self.field = field


class UnknownFieldError(ServiceError):
    """A field this kind of question does not take (a typo, usually). The name is truncated."""

    code = "unknown_field"

    def __init__(self, field: str) -> None:
        super().__init__(field=field[:MAX_TOKEN_ECHO])
        self.field = None


class TooLongError(ServiceError):
    """A string (``max`` characters) or a list (``max`` items) is longer than anything valid."""

    code = "too_long"

    def __init__(self, field: str, maximum: int) -> None:
        super().__init__(field=field, max=maximum)
        self.field = field


class OutOfRangeError(ServiceError):
    """A whole number outside its field's bounds (``10**25`` points, say)."""

    code = "out_of_range"

    def __init__(self, field: str, minimum: int, maximum: int) -> None:
        super().__init__(field=field, min=minimum, max=maximum)
        self.field = field


class ExclusiveFieldsError(ServiceError):
    """Two fields that enter the same thing two ways (``card_points`` and ``cards_won``): one
    only. ``field`` is the one to blame (the second way), ``other`` the first."""

    code = "exclusive_fields"

    def __init__(self, field: str, other: str) -> None:
        super().__init__(field=field, other=other)
        self.field = field


#: The values of ``invalid_field``'s ``expected`` param.
EXPECTED: tuple[str, ...] = ("string", "integer", "boolean", "object", "list", "cards", "play",
                             "rulesets")

#: The codes raised here, with their params (the engines' codes are in engine/*/codes.py).
SERVICE_ERROR_CODES: dict[str, tuple[str, ...]] = {
    "missing_field": ("field",),
    "invalid_field": ("field", "expected"),
    "unknown_field": ("field",),
    "too_long": ("field", "max"),
    "out_of_range": ("field", "min", "max"),
    "exclusive_fields": ("field", "other"),
}


def blamed(e: EngineError, field: str) -> EngineError:
    """``e``, blamed on the input field ``field``."""
    e.field = field  # type: ignore[attr-defined]
    return e
