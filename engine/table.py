"""Seats, teams and the order of play, shared by both games.

Seats are ``N E S W``; partners sit opposite (teams ``NS`` and ``EW``). Play runs anticlockwise:
N, W, S, E.

>>> play_order("S")
('S', 'E', 'N', 'W')
>>> team_of("W"), partner("W"), next_seat("E")
('EW', 'E', 'N')
>>> parse_seat("n")
'N'
>>> parse_seat("X")
Traceback (most recent call last):
...
engine.errors.UnknownSeatError: unknown_seat {'seat': 'X'}
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple, TypeAlias

from engine.cards import Card, Deck, Mask
from engine.errors import (
    TABLE_ERRORS,
    CodedError,
    DuplicateCardError,
    UnknownCardError,
    UnknownSeatError,
    UnknownTeamError,
    codes_of,
)

__all__ = [
    "ERROR_CODES",
    "PLAY_ORDER",
    "SEATS",
    "TEAMS",
    "Play",
    "Seat",
    "Team",
    "Trick",
    "TrickErrors",
    "UnknownSeatError",
    "UnknownTeamError",
    "next_seat",
    "other_team",
    "parse_seat",
    "parse_team",
    "parse_trick",
    "partner",
    "play_order",
    "team_of",
]

#: A seat code: ``"N" "E" "S" "W"``; a team code: ``"NS" "EW"`` (checked by parse_seat/parse_team).
Seat: TypeAlias = str
Team: TypeAlias = str

SEATS: tuple[str, ...] = ("N", "E", "S", "W")
TEAMS: tuple[str, ...] = ("NS", "EW")
#: Anticlockwise, starting from North.
PLAY_ORDER: tuple[str, ...] = ("N", "W", "S", "E")

_TEAM = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}
_PARTNER = {"N": "S", "S": "N", "E": "W", "W": "E"}
_NEXT = {"N": "W", "W": "S", "S": "E", "E": "N"}
_ORDERS = {s: tuple(PLAY_ORDER[(PLAY_ORDER.index(s) + i) % 4] for i in range(4)) for s in SEATS}


#: This module's error codes -> parameter names (each game's ``codes.py`` includes them).
ERROR_CODES: dict[str, tuple[str, ...]] = codes_of(TABLE_ERRORS)


def play_order(first: str) -> tuple[str, str, str, str]:
    """The four seats in playing order, starting with ``first``."""
    return _ORDERS[first]  # type: ignore[return-value]


def next_seat(seat: str) -> str:
    """The seat that plays after ``seat`` (anticlockwise)."""
    return _NEXT[seat]


def team_of(seat: str) -> str:
    return _TEAM[seat]


def partner(seat: str) -> str:
    return _PARTNER[seat]


def other_team(team: str) -> str:
    return "EW" if team == "NS" else "NS"


def parse_seat(text: object) -> str:
    """A seat from user input (any case); :class:`UnknownSeatError` otherwise."""
    if isinstance(text, str) and text.strip().upper() in _TEAM:
        return text.strip().upper()
    raise UnknownSeatError(text)


def parse_team(text: object) -> str:
    """A team from user input (any case); :class:`UnknownTeamError` otherwise."""
    if isinstance(text, str) and text.strip().upper() in TEAMS:
        return text.strip().upper()
    raise UnknownTeamError(text)


# -- tricks ---------------------------------------------------------------------------------------


class Play(NamedTuple):
    """One card played by one seat."""

    seat: Seat
    card: Card


_new_tuple = tuple.__new__


class Trick(tuple[Play, ...]):
    """The plays of a trick in the order of play, as :func:`parse_trick` returns them, with
    their ``deck`` and the bit ``mask`` of their cards: checked once (the deck's cards, no card
    twice, the seats in the order of play), so the engines read it as it is.

    >>> from engine.cards import FRENCH
    >>> t = parse_trick([("N", "AH"), {"seat": "w", "card": "9s"}], FRENCH, TrickErrors(
    ...     out_of_order=UnknownSeatError))
    >>> t, bin(t.mask)
    ((Play(seat='N', card=Card('AH')), Play(seat='W', card=Card('9S'))), '0b1000000000000100')
    >>> t.seats
    ('N', 'W')
    """

    deck: Deck
    mask: Mask

    @property
    def seats(self) -> tuple[Seat, ...]:
        return tuple(p.seat for p in self)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("a Trick is read-only")

    def __reduce__(self) -> tuple[Any, ...]:
        return (_trick, (tuple(self), self.deck, self.mask))


def _trick(plays: Iterable[Play], deck: Deck, mask: Mask) -> Trick:
    trick = _new_tuple(Trick, plays)
    attrs = trick.__dict__
    attrs["deck"] = deck
    attrs["mask"] = mask
    return trick


@dataclass(frozen=True, slots=True)
class TrickErrors:
    """How a game names what is wrong with a trick: its own codes for the same checks."""

    #: The seats do not follow the order of play (raised with the seats so far).
    out_of_order: type[CodedError]
    #: A seat plays twice (checked before the order when the game has its own code).
    played_twice: type[CodedError] | None = None


def _card_of(deck: Deck, value: object) -> Card:
    """A card of ``deck`` from a token (a card of another deck is unknown)."""
    if isinstance(value, str):
        return deck.card(value)
    raise UnknownCardError(value.code if isinstance(value, Card) else repr(value))


def parse_trick(plays: Iterable[Any], deck: Deck, errors: TrickErrors) -> Trick:
    """A :class:`Trick` from ``(seat, card)`` pairs or ``{"seat", "card"}`` mappings (a Trick
    of the deck is returned as it is). Seats as :func:`parse_seat` reads them, cards as
    :meth:`Deck.card_of`; a card twice is a :class:`DuplicateCardError`; then, play by play,
    ``errors.played_twice`` and ``errors.out_of_order``.

    >>> from engine.belote.errors import TrickOutOfOrderError
    >>> from engine.cards import FRENCH
    >>> parse_trick([("N", "AH"), ("E", "9S")], FRENCH, TrickErrors(TrickOutOfOrderError))
    Traceback (most recent call last):
    ...
    engine.errors.BeloteTrickOutOfOrderError: trick_out_of_order {'seats': ['N', 'E']}
    """
    if plays.__class__ is Trick and plays.deck is deck:
        return plays
    if not plays:
        return _trick((), deck, 0)
    twice = errors.played_twice
    name = deck.name
    out: list[Play] = []
    mask = 0
    prev: str | None = None
    for item in plays:
        if item.__class__ is tuple or not isinstance(item, Mapping):
            seat, card = item
        else:
            seat, card = item.get("seat"), item.get("card")
        if seat not in _NEXT:
            seat = parse_seat(seat)
        if card.__class__ is not Card or card.deck != name:
            card = _card_of(deck, card)
        bit = 1 << card.index
        if mask & bit:
            raise DuplicateCardError(card, seat)
        if twice is not None and any(p.seat == seat for p in out):
            raise twice(seat)
        if prev is not None and _NEXT[prev] != seat:
            raise errors.out_of_order([p.seat for p in out] + [seat])
        mask |= bit
        prev = seat
        out.append(_new_tuple(Play, (seat, card)))
    return _trick(out, deck, mask)
