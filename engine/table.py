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

from typing import TypeAlias

from engine.errors import TABLE_ERRORS, UnknownSeatError, UnknownTeamError, codes_of

__all__ = [
    "ERROR_CODES",
    "PLAY_ORDER",
    "SEATS",
    "TEAMS",
    "Seat",
    "Team",
    "UnknownSeatError",
    "UnknownTeamError",
    "next_seat",
    "other_team",
    "parse_seat",
    "parse_team",
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
