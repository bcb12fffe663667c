"""The checks of one value of a field, by kind: a short string (:func:`token`), a whole number
(:func:`integer`, :func:`whole`), the keys of an object (:func:`only`), a hand (:func:`cards`),
the hands of a deal (:func:`hands`), a trick's plays (:func:`trick`), ``{NS, EW}`` numbers
(:func:`team_numbers`); and the limits they apply."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

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
from webapp.core.fields.errors import (
    InvalidFieldError,
    MissingFieldError,
    OutOfRangeError,
    TooLongError,
    UnknownFieldError,
    blamed,
)

__all__ = [
    "DECKS",
    "MAX_NUMBER",
    "MAX_TEXT",
    "MAX_TOKEN",
    "cards",
    "hands",
    "integer",
    "only",
    "team_numbers",
    "token",
    "trick",
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
            raise blamed(TooManyCardsError(len(value), size, seat), path)
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
        raise blamed(e, path) from None


def hands(deck: Deck, value: Any, path: str) -> dict[str, tuple[Card, ...]]:
    if not isinstance(value, Mapping):
        raise InvalidFieldError(path, "object")
    if len(value) > 4:
        raise TooLongError(path, 4)
    out: dict[str, tuple[Card, ...]] = {}
    for seat, text in value.items():
        # Seats are keys: canonical N E S W only, so that two keys never name one seat.
        if seat not in SEATS:
            raise blamed(UnknownSeatError(seat), path)
        if text is None:
            raise MissingFieldError(f"{path}.{seat}")
        out[seat] = cards(deck, text, f"{path}.{seat}", seat)
    return out


_PLAY_FIELDS = frozenset({"seat", "card"})


def trick(deck: Deck, value: Any, path: str, maximum: int) -> Any:
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
            raise blamed(e, at + ".seat") from None
        try:
            card = deck.card(card_text)
        except EngineError as e:
            raise blamed(e, at + ".card") from None
        if seen & card.bit:  # the same card played twice: name the second play's field
            raise blamed(DuplicateCardError(card, seat), at + ".card")
        seen |= card.bit
        out.append((seat, card))
    return out


def team_numbers(value: Any, path: str, minimum: int, maximum: int) -> Any:
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
