"""A question's input as :class:`Field` values, and the function that reads an input through
them (:func:`fields_reader`): each field's kind picks its check (:mod:`.values`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Literal

from engine.reasons import EngineError
from engine.table import parse_seat
from webapp.core.fields.errors import InvalidFieldError, MissingFieldError, blamed
from webapp.core.fields.values import (
    DECKS,
    MAX_NUMBER,
    cards,
    hands,
    integer,
    only,
    team_numbers,
    token,
    trick,
)

__all__ = ["Field", "Kind", "Reader", "fields_reader", "read_fields"]

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
                raise blamed(e, path) from None
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
        return lambda value, done: hands(deck, value, path)
    if f.kind == "cards":
        seat_from = f.seat_from
        return lambda value, done: cards(deck, value, path,
                                          done.get(seat_from) if seat_from else None)
    if f.kind == "trick":
        most = f.maximum
        return lambda value, done: trick(deck, value, path, most)
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
        out[f.name] = team_numbers(out[f.name], f.name, f.minimum, f.maximum)
    pending.clear()
