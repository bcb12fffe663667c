"""The fields of a question's input: types, bounds and shape checks, and the errors they raise.

A question (:mod:`webapp.core.questions`) declares its input as a tuple of :class:`Field`; the
service reads an input with :func:`read_fields`, strictly, before any engine call: a missing
field, a field of the wrong JSON type (``true`` is not a number), an unknown field, a string or
list that is too long, a number out of its bounds each raise a specific
:class:`~engine.reasons.EngineError`. Everything the engines check themselves (cards, seats,
contracts, bids, points...) is left to them, so one problem has one code. The same fields give
the OpenAPI request schema (:func:`webapp.core.schemas.field_schema`).

In three modules: :mod:`.reader` (:class:`Field`, its kinds, :func:`fields_reader`),
:mod:`.values` (the check of one value, by kind, and the limits) and :mod:`.errors`.

Errors carry ``field`` (an attribute, not a param; ``None`` when no one field is to blame): the
input field to show the message next to, as a dotted path (``hands.N``, ``trick.1.card``,
``card_points.taker``).

>>> points = Field("points", "integer", required=True, minimum=0, maximum=500)
>>> read_fields("belote", (points,), {"points": 10**25})
Traceback (most recent call last):
...
webapp.core.fields.errors.OutOfRangeError: out_of_range {'field': 'points', 'min': 0, 'max': 500}
"""

from __future__ import annotations

from webapp.core.fields.errors import (
    EXPECTED,
    SERVICE_ERROR_CODES,
    ExclusiveFieldsError,
    InvalidFieldError,
    MissingFieldError,
    OutOfRangeError,
    ServiceError,
    TooLongError,
    UnknownFieldError,
)
from webapp.core.fields.reader import Field, Kind, fields_reader, read_fields
from webapp.core.fields.values import (
    DECKS,
    MAX_NUMBER,
    MAX_TEXT,
    MAX_TOKEN,
    cards,
    integer,
    only,
    token,
    whole,
)

__all__ = [
    "DECKS",
    "EXPECTED",
    "MAX_NUMBER",
    "MAX_TEXT",
    "MAX_TOKEN",
    "SERVICE_ERROR_CODES",
    "ExclusiveFieldsError",
    "Field",
    "InvalidFieldError",
    "Kind",
    "MissingFieldError",
    "OutOfRangeError",
    "ServiceError",
    "TooLongError",
    "UnknownFieldError",
    "cards",
    "fields_reader",
    "integer",
    "only",
    "read_fields",
    "token",
    "whole",
]
