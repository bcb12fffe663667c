"""Reading the Belote engine's input once: a hand, several hands, a trick, a card, the taker.

Each function takes what a caller may pass (Card values or card codes, :class:`~engine.cards.Hand`
values already parsed, seats in any case, ``(seat, card)`` pairs or ``{"seat", "card"}``
mappings) and gives the engine its values (masks, cards, canonical seats), raising the errors of
:mod:`engine.cards`, :mod:`engine.table` and :mod:`engine.belote.errors`.

>>> parse_taker("w"), hand_mask("N", "7S 8S")
('EW', (3, 2))
>>> parse_trick([("N", "AH"), {"seat": "w", "card": "9s"}], 3)
[('N', Card('AH')), ('W', Card('9S'))]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.belote.errors import (
    MissingTakerError,
    NoHandsError,
    TooManyCardsInTrickError,
    TrickOutOfOrderError,
    UnknownTakerError,
)
from engine.cards import (
    FRENCH,
    Card,
    CardInTwoHandsError,
    DuplicateCardError,
    Hand,
    TooManyCardsError,
    UnknownCardError,
)
from engine.table import SEATS, TEAMS, Trick, TrickErrors, UnknownSeatError
from engine.table import parse_trick as _trick

__all__ = ["NEXT", "card_of", "hand_mask", "parse_hands", "parse_taker", "parse_trick",
           "trick_value"]

_CARDS = FRENCH.cards
_TEAM = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}
#: The seat that plays after each seat (anticlockwise).
NEXT = {"N": "W", "W": "S", "S": "E", "E": "N"}
_NEXT = NEXT


def parse_taker(taker: object) -> str:
    """The taking team from a seat or a team (any case).

    >>> parse_taker("w"), parse_taker("NS")
    ('EW', 'NS')
    """
    if taker is None or (isinstance(taker, str) and not taker.strip()):
        raise MissingTakerError()
    if isinstance(taker, str):
        t = taker.strip().upper()
        if t in _TEAM:
            return _TEAM[t]
        if t in TEAMS:
            return t
    raise UnknownTakerError(taker)


def hand_mask(seat: str, cards: object) -> tuple[int, int]:
    """(mask, count) of one hand; raises the card errors of :mod:`engine.cards`."""
    if cards.__class__ is Hand and cards.deck is FRENCH:  # parsed and checked already
        if len(cards) > 8:
            raise TooManyCardsError(len(cards), 8, seat)
        return cards.mask, len(cards)
    if isinstance(cards, str):
        parsed = FRENCH.parse_hand(cards, seat)
        mask = 0
        for c in parsed:
            mask |= 1 << c.index
        return mask, len(parsed)
    mask = 0
    n = 0
    for c in cards:  # type: ignore[attr-defined]
        if c.__class__ is not Card or c.deck != "french":
            c = FRENCH.card(c) if isinstance(c, str) else _unknown(c)
        b = 1 << c.index
        if mask & b:
            raise DuplicateCardError(c, seat)
        mask |= b
        n += 1
    if n > 8:
        raise TooManyCardsError(n, 8, seat)
    return mask, n


def _unknown(c: object) -> Card:
    raise UnknownCardError(repr(c))


def parse_hands(hands: Mapping[str, Sequence[Card] | str]) -> list[tuple[str, int]]:
    """1 to 4 hands as ``(seat, mask)`` in seat order N E S W; no card in two hands."""
    if not hands:
        raise NoHandsError()
    masks: dict[str, int] = {}
    for seat, cards in hands.items():
        if seat not in _TEAM:
            if not isinstance(seat, str) or seat.strip().upper() not in _TEAM:
                raise UnknownSeatError(seat)
            seat = seat.strip().upper()
        mask, _ = hand_mask(seat, cards)
        masks[seat] = mask
    out = [(s, masks[s]) for s in SEATS if s in masks]
    seen = 0
    for seat, mask in out:
        clash = seen & mask
        if clash:
            low = clash & -clash
            card = _CARDS[low.bit_length() - 1]
            other = next(s for s, m in out if m & low and s != seat)
            raise CardInTwoHandsError(card, (other, seat))
        seen |= mask
    return out


def card_of(value: object, seat: str | None = None) -> Card:
    """A French card from a Card value or a token."""
    if isinstance(value, Card) and value.deck == "french":
        return value
    if isinstance(value, str):
        return FRENCH.card(value)
    raise UnknownCardError(repr(value))


def parse_trick(trick: Sequence[Any], maximum: int) -> Sequence[tuple[str, Card]]:
    """The ``(seat, card)`` plays of a trick (at most ``maximum``), in the order of play, no
    card twice. A :class:`~engine.table.Trick` of the French deck (:func:`trick_value`) was
    checked when it was made: it is read as it is."""
    if len(trick) > maximum:
        raise TooManyCardsInTrickError(len(trick), maximum)
    if trick.__class__ is Trick and trick.deck is FRENCH:
        return trick
    out: list[tuple[str, Card]] = []
    seen = 0
    prev = None
    for item in trick:
        if item.__class__ is tuple:
            seat, card = item
        elif isinstance(item, Mapping):
            seat, card = item.get("seat"), item.get("card")
        else:
            seat, card = item
        if seat not in _NEXT:
            if not isinstance(seat, str) or seat.strip().upper() not in _NEXT:
                raise UnknownSeatError(seat)
            seat = seat.strip().upper()
        if card.__class__ is not Card or card.deck != "french":
            card = card_of(card, seat)
        b = 1 << card.index
        if seen & b:
            raise DuplicateCardError(card, seat)
        seen |= b
        if prev is not None and _NEXT[prev] != seat:
            raise TrickOutOfOrderError([s for s, _ in out] + [seat])
        prev = seat
        out.append((seat, card))
    return out


_TRICK_ERRORS = TrickErrors(out_of_order=TrickOutOfOrderError)


def trick_value(plays: Sequence[Any]) -> Trick:
    """A Belote trick (0 to 4 plays) as a :class:`~engine.table.Trick` value, checked once:
    the engine's functions then read it as it is.

    >>> t = trick_value([("N", "AH"), {"seat": "W", "card": "9S"}])
    >>> t.seats, t[1].card
    (('N', 'W'), Card('9S'))
    >>> trick_value([("N", "AH"), ("S", "9S")])
    Traceback (most recent call last):
    ...
    engine.errors.BeloteTrickOutOfOrderError: trick_out_of_order {'seats': ['N', 'S']}
    """
    if len(plays) > 4:
        raise TooManyCardsInTrickError(len(plays), 4)
    return _trick(plays, FRENCH, _TRICK_ERRORS)
