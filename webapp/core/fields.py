"""The fields of a question's input: types, bounds and shape checks, and the errors they raise.

A question (:mod:`webapp.core.questions`) declares its input as a tuple of :class:`Field`; the
service reads an input with :func:`read_fields`, strictly, before any engine call: a missing
field, a field of the wrong JSON type (``true`` is not a number), an unknown field, a string or
list that is too long, a number out of its bounds each raise a specific
:class:`~engine.reasons.EngineError`. Everything the engines check themselves (cards, seats,
contracts, bids, points...) is left to them, so one problem has one code. The same fields give
the OpenAPI request schema (:func:`webapp.core.schemas.field_schema`).

Errors carry ``field`` (an attribute, not a param; ``None`` when no one field is to blame): the
input field to show the message next to, as a dotted path (``hands.N``, ``trick.1.card``,
``card_points.taker``).

>>> points = Field("points", "integer", required=True, minimum=0, maximum=500)
>>> read_fields("belote", (points,), {"points": 10**25})
Traceback (most recent call last):
...
webapp.core.fields.OutOfRangeError: out_of_range {'field': 'points', 'min': 0, 'max': 500}
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Literal

from engine.cards import (
    FRENCH,
    MAX_TOKEN_ECHO,
    SWISS,
    Card,
    Deck,
    DuplicateCardError,
    TooManyCardsError,
)
from engine.reasons import EngineError
from engine.table import SEATS, UnknownSeatError, parse_seat

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
    "integer",
    "only",
    "read_fields",
    "token",
    "whole",
]

#: Longest string accepted for a list of cards (a hand typed with symbols, commas and spaces).
MAX_TEXT = 200
#: Longest string accepted for a single token (a seat, a trump, a card, a ruleset id...).
MAX_TOKEN = 32
#: The bounds of a number field unless it declares its own: no score, bid or count comes near.
MAX_NUMBER = 10_000
#: game -> its deck.
DECKS: dict[str, Deck] = {"belote": FRENCH, "jass": SWISS}


# -- errors -------------------------------------------------------------------------------------


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


def _blamed(e: EngineError, field: str) -> EngineError:
    e.field = field  # type: ignore[attr-defined]
    return e


# -- the kinds of field ----------------------------------------------------------------------------

#: ``token``: a short string (then ``parse``, an engine parser, if given); ``seat``: a seat token;
#: ``integer`` and ``boolean``; ``object``: named sub-fields (``fields``); ``hands``: seat -> cards;
#: ``cards``: one hand (held by the seat parsed as ``seat_from``); ``trick``: plays in order (at
#: most ``maximum``; longer lists go to the engine, which refuses them by their length);
#: ``team_numbers``: ``{NS, EW}`` numbers the engine checks; ``custom``: ``read`` does it all.
Kind = Literal["token", "seat", "integer", "boolean", "object", "hands", "cards", "trick",
               "team_numbers", "custom"]


@dataclass(frozen=True)
class Field:
    """One input field: its name, kind, whether it is required, and what its kind needs."""

    name: str
    kind: Kind
    required: bool = False
    parse: Callable[[Any], Any] | None = None   # token: the engine's parser of the value
    enum: tuple[Any, ...] = ()                  # token: the canonical values (OpenAPI)
    minimum: int = -MAX_NUMBER                  # integer, team_numbers: refused outside
    maximum: int = MAX_NUMBER
    valid: tuple[int, int] | None = None        # the range the engine accepts (OpenAPI), if
                                                # narrower: it refuses the rest with its own codes
    default: Any = None                         # integer, boolean: when absent
    fields: tuple[Field, ...] = ()              # object
    seat_from: str | None = None                # cards: the field naming the seat holding them
    read: Callable[[Mapping[str, Any], str], Any] | None = None   # custom
    schema: Mapping[str, Any] | None = None     # OpenAPI: replaces the derived schema
    description: str = ""


_MISSING = object()


def _get(data: Mapping[str, Any], name: str, path: str, required: bool) -> Any:
    value = data.get(name)
    if value is None:
        if required:
            raise MissingFieldError(path)
        return _MISSING
    return value


def token(data: Mapping[str, Any], name: str, path: str, required: bool) -> Any:
    """A short string, or None when absent and optional."""
    value = _get(data, name, path, required)
    if value is _MISSING:
        return None
    if value.__class__ is not str:
        raise InvalidFieldError(path, "string")
    if len(value) > MAX_TOKEN:
        raise TooLongError(path, MAX_TOKEN)
    return value


def whole(value: Any) -> Any:
    """``value`` as an int when it is a whole number written with a fraction (``7.0``: JSON and
    JSON Schema make no difference), else as it is.

    >>> whole(7.0), whole(7.5), whole(True), whole("7")
    (7, 7.5, True, '7')
    """
    if value.__class__ is float and value.is_integer():
        return int(value)
    return value


def integer(value: Any, path: str, minimum: int = -MAX_NUMBER, maximum: int = MAX_NUMBER) -> int:
    """A whole number within its bounds (``null`` is the caller's to handle); ``7.0`` is 7."""
    value = whole(value)
    if value.__class__ is not int:  # bool is a subclass of int: refused here
        raise InvalidFieldError(path, "integer")
    if not minimum <= value <= maximum:
        raise OutOfRangeError(path, minimum, maximum)
    return value


def only(data: Mapping[str, Any], allowed: frozenset[str] | set[str], prefix: str = "") -> None:
    """Every key of ``data`` is allowed, else :class:`UnknownFieldError` (the first unknown)."""
    for key in data:
        if key not in allowed:
            raise UnknownFieldError(prefix + str(key))


def cards(deck: Deck, value: Any, path: str, seat: str | None,
          maximum: int | None = None) -> tuple[Card, ...]:
    """A hand: card codes as one string or a list of strings; parsed with the field named.
    ``maximum``: the most cards it may hold (a hand's size unless told: 32 for the cards a team
    won in a deal)."""
    size = maximum or deck.hand_size
    longest = MAX_TEXT * size // deck.hand_size
    if value.__class__ is str:
        if len(value) > longest:
            raise TooLongError(path, longest)
    elif isinstance(value, list):
        if len(value) > size:  # the engines' own error, without reading a long list
            raise _blamed(TooManyCardsError(len(value), size, seat), path)
        for item in value:
            if item.__class__ is not str:
                raise InvalidFieldError(path, "cards")
            if len(item) > MAX_TOKEN:
                raise TooLongError(path, MAX_TOKEN)
    else:
        raise InvalidFieldError(path, "cards")
    try:
        return deck.parse_cards(value, seat) if maximum else deck.parse_hand(value, seat)
    except EngineError as e:
        raise _blamed(e, path) from None


def _hands(deck: Deck, value: Any, path: str) -> dict[str, tuple[Card, ...]]:
    if not isinstance(value, Mapping):
        raise InvalidFieldError(path, "object")
    if len(value) > 4:
        raise TooLongError(path, 4)
    out: dict[str, tuple[Card, ...]] = {}
    for seat, text in value.items():
        # Seats are keys: canonical N E S W only, so that two keys never name one seat.
        if seat not in SEATS:
            raise _blamed(UnknownSeatError(seat), path)
        if text is None:
            raise MissingFieldError(f"{path}.{seat}")
        out[seat] = cards(deck, text, f"{path}.{seat}", seat)
    return out


_PLAY_FIELDS = frozenset({"seat", "card"})


def _trick(deck: Deck, value: Any, path: str, maximum: int) -> Any:
    """The plays of a trick as ``(seat, Card)`` pairs; longer lists go to the engine as they are
    (it refuses them by their length, before reading them)."""
    if not isinstance(value, list):
        raise InvalidFieldError(path, "list")
    if len(value) > maximum:
        return value
    out = []
    seen = 0
    for i, play in enumerate(value):
        at = f"{path}.{i}"
        if not isinstance(play, Mapping):
            raise InvalidFieldError(at, "play")
        only(play, _PLAY_FIELDS, at + ".")
        seat_text = token(play, "seat", at + ".seat", True)
        card_text = token(play, "card", at + ".card", True)
        try:
            seat = parse_seat(seat_text)
        except EngineError as e:
            raise _blamed(e, at + ".seat") from None
        try:
            card = deck.card(card_text)
        except EngineError as e:
            raise _blamed(e, at + ".card") from None
        if seen & card.bit:  # the same card played twice: name the second play's field
            raise _blamed(DuplicateCardError(card, seat), at + ".card")
        seen |= card.bit
        out.append((seat, card))
    return out


def _team_numbers(value: Any, path: str, minimum: int, maximum: int) -> Any:
    """``{NS, EW}`` as given (the engine checks teams and values); only its size and the size of
    its whole numbers are checked here."""
    if isinstance(value, Mapping):
        if len(value) > 2:
            raise TooLongError(path, 2)
        value = {team: whole(number) for team, number in value.items()}
        for team, number in value.items():
            if number.__class__ is int and not minimum <= number <= maximum:
                raise OutOfRangeError(f"{path}.{str(team)[:MAX_TOKEN_ECHO]}", minimum, maximum)
    return value


#: How one field is read: (the mapping holding it, the fields read so far) -> its value.
Reader = Callable[[Mapping[str, Any], Mapping[str, Any]], Any]


def _reader(f: Field, game: str, path: str) -> Reader:
    """The function reading one field, its kind's checks bound once (the service reads every
    request through these)."""
    name, required = f.name, f.required
    if f.kind == "custom":
        custom = f.read
        assert custom is not None
        return lambda data, done: custom(data, path)
    if f.kind == "token":
        parse = f.parse
        if parse is None:
            return lambda data, done: token(data, name, path, required)
        return lambda data, done: parse(token(data, name, path, required))
    if f.kind == "seat":
        def seat(data: Mapping[str, Any], done: Mapping[str, Any]) -> Any:
            text = token(data, name, path, required)
            if text is None:
                return None
            try:
                return parse_seat(text)
            except EngineError as e:
                raise _blamed(e, path) from None
        return seat
    check = _value_check(f, game, path)
    missing: Any = [] if f.kind == "trick" else f.default

    def read(data: Mapping[str, Any], done: Mapping[str, Any]) -> Any:
        value = data.get(name)
        if value is None:
            if required:
                raise MissingFieldError(path)
            return missing
        return check(value, done)
    return read


def _value_check(f: Field, game: str, path: str) -> Callable[[Any, Mapping[str, Any]], Any]:
    """The check of a present value, by kind."""
    deck = DECKS[game]
    if f.kind == "integer":
        low, high = f.minimum, f.maximum
        return lambda value, done: integer(value, path, low, high)
    if f.kind == "boolean":
        def boolean(value: Any, done: Mapping[str, Any]) -> Any:
            if value.__class__ is not bool:
                raise InvalidFieldError(path, "boolean")
            return value
        return boolean
    if f.kind == "object":
        allowed = frozenset(sub.name for sub in f.fields)
        subs = [(sub.name, _reader(sub, game, f"{path}.{sub.name}")) for sub in f.fields]

        def obj(value: Any, done: Mapping[str, Any]) -> Any:
            if not isinstance(value, Mapping):
                raise InvalidFieldError(path, "object")
            only(value, allowed, path + ".")
            return {sub: read(value, {}) for sub, read in subs}
        return obj
    if f.kind == "hands":
        return lambda value, done: _hands(deck, value, path)
    if f.kind == "cards":
        seat_from = f.seat_from
        return lambda value, done: cards(deck, value, path,
                                          done.get(seat_from) if seat_from else None)
    if f.kind == "trick":
        most = f.maximum
        return lambda value, done: _trick(deck, value, path, most)
    if f.kind == "team_numbers":
        return lambda value, done: value  # checked by read_fields, with its neighbours
    raise AssertionError(f.kind)  # pragma: no cover - Kind lists the kinds above


def fields_reader(game: str, fields: tuple[Field, ...]) -> Callable[[Mapping[str, Any]],
                                                                     dict[str, Any]]:
    """The function reading an input: each field of ``data``, checked and parsed, in the order of
    ``fields`` (so the first problem in that order is the one reported). Consecutive
    ``team_numbers`` fields are all fetched (a missing one reported first) before their sizes are
    checked. Unknown fields are the caller's to refuse."""
    steps: list[tuple[str, Reader, Field | None]] = [
        (f.name, _reader(f, game, f.name), f if f.kind == "team_numbers" else None)
        for f in fields]

    def read(data: Mapping[str, Any]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        pending: list[Field] = []
        for name, reader, numbers in steps:
            if numbers is None and pending:
                _check_numbers(pending, out)
            out[name] = reader(data, out)
            if numbers is not None:
                pending.append(numbers)
        _check_numbers(pending, out)
        return out
    return read


def read_fields(game: str, fields: tuple[Field, ...], data: Mapping[str, Any]) -> dict[str, Any]:
    """:func:`fields_reader` ``(game, fields)(data)``, for one input."""
    return fields_reader(game, fields)(data)


def _check_numbers(pending: list[Field], out: dict[str, Any]) -> None:
    for f in pending:
        out[f.name] = _team_numbers(out[f.name], f.name, f.minimum, f.maximum)
    pending.clear()
