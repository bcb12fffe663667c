"""Input coercion and validation shared by the Jass modules (internal).

Public functions accept parsed values (:class:`~engine.cards.Card`, seat codes) and, for
convenience, card codes as strings. Errors are the shared card/seat errors of
:mod:`engine.cards` and :mod:`engine.table`, or the Jass errors defined here.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.cards import SWISS as DECK
from engine.cards import (
    Card,
    CardOnTableAndInHandError,
    DuplicateCardError,
    Hand,
    TooManyCardsError,
    UnknownCardError,
)
from engine.jass.contracts import CONTRACT, CONTRACTS, Contract, parse_contract
from engine.jass.errors import (  # noqa: F401
    EmptyHandError,
    NoHandsError,
    NotNextToPlayError,
    SeatPlayedTwiceError,
    TrickFullError,
    TrickIncompleteError,
    TrickOutOfOrderError,
)
from engine.table import SEATS, Trick, TrickErrors, next_seat, parse_seat
from engine.table import parse_trick as _trick

_SEAT_SET = frozenset(SEATS)
_CONTRACT_SET = frozenset(CONTRACTS)


def contract_of(contract: Any) -> str:
    if contract.__class__ is str and contract in _CONTRACT_SET:
        return contract
    if contract.__class__ is Contract:
        return contract.code
    return parse_contract(contract)


def contract_value(contract: Any) -> Contract:
    """The :class:`Contract` of a code, a value or user input."""
    if contract.__class__ is Contract:
        return contract
    return CONTRACT[contract_of(contract)]


def seat_of(seat: Any) -> str:
    if seat.__class__ is str and seat in _SEAT_SET:
        return seat
    return parse_seat(seat)


def card_of(card: Any) -> Card:
    if card.__class__ is Card and card.deck == "swiss":
        return card
    if isinstance(card, str):
        return DECK.card(card)
    if isinstance(card, Card):  # a French card: not of this deck
        raise UnknownCardError(card.code)
    raise UnknownCardError(repr(card))


def hand_of(hand: Any, seat: str | None = None) -> tuple[tuple[Card, ...], int]:
    """(cards, mask); raises on unknown/duplicate cards and more than 9 cards."""
    if hand.__class__ is Hand and hand.deck is DECK:  # parsed and checked already
        if len(hand) > DECK.hand_size:
            raise TooManyCardsError(len(hand), DECK.hand_size, seat)
        return hand, hand.mask
    cards: tuple[Card, ...]
    if isinstance(hand, str):
        cards = DECK.parse_cards(hand, seat)
    else:
        cards = tuple(card_of(c) for c in hand)
    mask = 0
    for c in cards:
        b = 1 << c.index
        if mask & b:
            raise DuplicateCardError(c, seat)
        mask |= b
    if len(cards) > DECK.hand_size:
        raise TooManyCardsError(len(cards), DECK.hand_size, seat)
    return cards, mask


_TRICK_ERRORS = TrickErrors(out_of_order=TrickOutOfOrderError, played_twice=SeatPlayedTwiceError)


def trick_value(plays: Any) -> Trick:
    """A Jass trick (0 to 4 plays) as a :class:`~engine.table.Trick` value, checked once: seats
    and Swiss cards, no card twice, no seat twice, the order of play. The engine's functions then
    read it as it is (a Trick of the Swiss deck is returned as it is).

    >>> t = trick_value([("N", "KE"), {"seat": "w", "card": "9r"}])
    >>> t.seats, t[1].card
    (('N', 'W'), Card('9R'))
    >>> trick_value([("N", "KE"), ("N", "9R")])
    Traceback (most recent call last):
    ...
    engine.jass.errors.SeatPlayedTwiceError: jass_seat_played_twice {'seat': 'N'}
    >>> trick_value([("N", "KE"), ("S", "9R")])
    Traceback (most recent call last):
    ...
    engine.errors.JassTrickOutOfOrderError: jass_trick_out_of_order {'seats': ['N', 'S']}
    """
    if len(plays) > 4:
        raise TrickIncompleteError(len(plays), 4)
    return _trick(plays, DECK, _TRICK_ERRORS)


def trick_of(trick: Any) -> tuple[tuple[tuple[str, Card], ...], int]:
    """((seat, card), ...) and the mask of the cards; checks duplicates, seats and their order
    as :func:`trick_value` does (a Trick value is read as it is). Plain tuples, not a Trick: the
    hot path of :func:`~engine.jass.tricks.trick_result` on ``(seat, card)`` pairs."""
    if trick.__class__ is Trick and trick.deck is DECK:
        return trick, trick.mask
    plays: list[tuple[str, Card]] = []
    mask = 0
    prev = None
    for item in trick:
        if isinstance(item, dict):
            s, c = item.get("seat"), item.get("card")
        else:
            s, c = item
        s = seat_of(s)
        c = card_of(c)
        b = 1 << c.index
        if mask & b:
            raise DuplicateCardError(c, s)
        if any(p[0] == s for p in plays):
            raise SeatPlayedTwiceError(s)
        if prev is not None and next_seat(prev) != s:
            raise TrickOutOfOrderError([p[0] for p in plays] + [s])
        mask |= b
        prev = s
        plays.append((s, c))
    return tuple(plays), mask


def check_table_and_hand(plays: Iterable[tuple[str, Card]], hand_mask: int,
                         seat: str | None) -> None:
    for _, c in plays:
        if hand_mask >> c.index & 1:
            raise CardOnTableAndInHandError(c, seat)
