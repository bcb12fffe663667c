"""Cards and decks: the vocabulary shared by the Belote and the Jass engines.

A :class:`Deck` is a value: its ranks in *natural sequence order* (the order in which
announcements and Weis runs are read), its suits, the aliases players type, and the hand size.
There are two decks: :data:`FRENCH` (32 cards, Belote) and :data:`SWISS` (36 cards, Jass).

Cards are interned, immutable values. Every card has a bit index
``suit_index * len(ranks) + rank_index``, so a set of cards is an ``int`` bit mask and a run of
consecutive bits inside one suit's block is a sequence. The engines use masks on their hot paths.

>>> FRENCH.card("JS")
Card('JS')
>>> FRENCH.parse_cards("10♥, j♠ QS")
(Card('TH'), Card('JS'), Card('QS'))
>>> SWISS.parse_cards("UR 10E J♠ Q♥")  # Swisslos: ♥ Rosen, ♦ Eicheln, ♠ Schilten, ♣ Schellen
(Card('UR'), Card('TE'), Card('UL'), Card('OR'))
>>> format_cards(FRENCH.parse_cards("7h 8h 9h"))
'7H 8H 9H'
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeAlias

from engine.bits import runs
from engine.errors import (
    CARD_ERRORS,
    MAX_TOKEN_ECHO,
    CardError,
    CardInTwoHandsError,
    CardOnTableAndInHandError,
    DuplicateCardError,
    TooManyCardsError,
    UnknownCardError,
    codes_of,
)

__all__ = [
    "ERROR_CODES",
    "FRENCH",
    "MAX_TOKEN_ECHO",
    "SWISS",
    "Card",
    "CardError",
    "CardInTwoHandsError",
    "CardOnTableAndInHandError",
    "Deck",
    "DuplicateCardError",
    "Hand",
    "Mask",
    "TooManyCardsError",
    "UnknownCardError",
    "format_cards",
    "runs",
]

# U+FE0E / U+FE0F (text / emoji presentation) may follow a suit symbol pasted from elsewhere.
_VARIATION_SELECTORS = str.maketrans("", "", "\ufe0e\ufe0f")
_SEPARATOR_TO_SPACE = str.maketrans(",;", "  ")

#: This module's error codes -> parameter names (each game's ``codes.py`` includes them).
ERROR_CODES: dict[str, tuple[str, ...]] = codes_of(CARD_ERRORS)


#: A set of cards of one deck as an int: bit ``card.index`` set for each card.
Mask: TypeAlias = int


# -- values -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One card of one deck. Interned: compare with ``==`` or ``is``, both work.

    ``rank`` and ``suit`` are canonical one-letter codes; ``index`` is the bit position.

    >>> c = SWISS.card("UR")
    >>> (c.rank, c.suit, c.code, c.bit == 1 << c.index)
    ('U', 'R', 'UR', True)
    """

    rank: str
    suit: str
    index: int
    deck: str = field(repr=False)
    #: ``rank + suit``, stored: the engines read it for every card they name in a reason.
    code: str = field(init=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "code", self.rank + self.suit)

    @property
    def bit(self) -> int:
        return 1 << self.index

    def __str__(self) -> str:
        return self.rank + self.suit

    def __repr__(self) -> str:
        return f"Card('{self.rank}{self.suit}')"

    def __hash__(self) -> int:
        return hash((self.deck, self.index))

    def __reduce__(self) -> tuple[Any, ...]:  # copy and pickle give back the interned card
        return (_interned, (self.deck, self.index))

    def __lt__(self, other: Card) -> bool:  # a stable, canonical order: by suit block, then rank
        return self.index < other.index


_new_tuple = tuple.__new__


class Hand(tuple[Card, ...]):
    """A hand as :meth:`Deck.parse_hand` returns it: a tuple of the cards in the order given,
    plus its ``deck`` and bit ``mask``, read-only. Every way to make one checks that its cards
    are the deck's and that none is there twice, so the engines take the mask as it is instead
    of reading the cards again.

    >>> h = FRENCH.parse_hand("9S 7S")
    >>> h == (FRENCH.card("9S"), FRENCH.card("7S")), bin(h.mask), h.deck
    (True, '0b101', FRENCH)
    >>> Hand((FRENCH.card("7S"), FRENCH.card("7S")), FRENCH)
    Traceback (most recent call last):
    ...
    engine.errors.DuplicateCardError: duplicate_card {'card': '7S', 'seat': None}
    >>> h.mask = 0b111
    Traceback (most recent call last):
    ...
    AttributeError: a Hand is read-only
    """

    deck: Deck
    mask: int

    def __new__(cls, cards: Iterable[Card], deck: Deck) -> Hand:
        cards = tuple(cards)
        mask = 0
        for c in cards:
            if c.__class__ is not Card or c.deck != deck.name or deck.cards[c.index] is not c:
                raise UnknownCardError(repr(c))
            if mask & 1 << c.index:
                raise DuplicateCardError(c)
            mask |= 1 << c.index
        return _hand(cards, deck, mask)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("a Hand is read-only")

    def __reduce__(self) -> tuple[Any, ...]:
        return (Hand, (tuple(self), self.deck))


def _hand(cards: Iterable[Card], deck: Deck, mask: int) -> Hand:
    """A Hand of checked cards and their mask (the parser's way: no second check)."""
    hand = _new_tuple(Hand, cards)
    attrs = hand.__dict__
    attrs["deck"] = deck
    attrs["mask"] = mask
    return hand


@dataclass(frozen=True, eq=False)
class Deck:
    """A deck: ranks (natural sequence order, low to high), suits, aliases and hand size.

    >>> len(FRENCH), len(SWISS)
    (32, 36)
    >>> FRENCH.hand_size, SWISS.hand_size
    (8, 9)
    >>> [c.code for c in FRENCH.suit_cards("H")][:3]
    ['7H', '8H', '9H']
    """

    name: str
    ranks: tuple[str, ...]
    suits: tuple[str, ...]
    hand_size: int
    rank_aliases: Mapping[str, str]
    suit_aliases: Mapping[str, str]
    cards: tuple[Card, ...] = field(init=False)
    _by_code: dict[str, Card] = field(init=False, repr=False)
    #: Every accepted spelling (upper case) -> card: canonical codes, aliases, symbols.
    _spellings: dict[str, Card] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        n = len(self.ranks)
        cards = tuple(
            Card(rank, suit, s * n + r, self.name)
            for s, suit in enumerate(self.suits)
            for r, rank in enumerate(self.ranks)
        )
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "_by_code", {c.code: c for c in cards})
        rank_spellings = {r: [r] for r in self.ranks}
        for alias, rank in self.rank_aliases.items():
            rank_spellings[rank].append(alias.upper())
        suit_spellings = {s: [s] for s in self.suits}
        for alias, suit in self.suit_aliases.items():
            suit_spellings[suit].append(alias.upper())
        object.__setattr__(self, "_spellings", {
            r + s: c for c in cards for r in rank_spellings[c.rank] for s in suit_spellings[c.suit]
        })

    def __len__(self) -> int:
        return len(self.cards)

    def __reduce__(self) -> tuple[Any, ...]:  # FRENCH and SWISS stay one object each
        return (_interned, (self.name,))

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def __repr__(self) -> str:
        return self.name.upper()

    # -- lookup ---------------------------------------------------------------------------------

    def card(self, token: str) -> Card:
        """Parse one card token: rank then suit, any case, aliases and suit symbols allowed."""
        found = self._spellings.get(token)
        if found is None:
            found = self._spellings.get(token.translate(_VARIATION_SELECTORS).strip().upper())
            if found is None:
                raise UnknownCardError(token)
        return found

    def rank_index(self, rank: str) -> int:
        return self.ranks.index(rank)

    def suit_index(self, suit: str) -> int:
        return self.suits.index(suit)

    def suit_cards(self, suit: str) -> tuple[Card, ...]:
        n = len(self.ranks)
        s = self.suits.index(suit)
        return self.cards[s * n : (s + 1) * n]

    def suit_mask(self, suit: str) -> int:
        n = len(self.ranks)
        return ((1 << n) - 1) << (self.suits.index(suit) * n)

    def mask(self, cards: Iterable[Card]) -> int:
        """The bit mask of some cards.

        >>> bin(FRENCH.mask(FRENCH.parse_cards("7S 9S")))
        '0b101'
        """
        m = 0
        for c in cards:
            m |= 1 << c.index
        return m

    def from_mask(self, mask: int) -> tuple[Card, ...]:
        """The cards of a bit mask, in canonical (index) order.

        >>> FRENCH.from_mask(0b101)
        (Card('7S'), Card('9S'))
        """
        out = []
        cards = self.cards
        while mask:
            low = mask & -mask
            out.append(cards[low.bit_length() - 1])
            mask ^= low
        return tuple(out)

    # -- parsing user input ---------------------------------------------------------------------

    def parse_cards(self, text: str | Iterable[str], seat: str | None = None) -> Hand:
        """Parse cards separated by spaces, commas or semicolons, keeping their order, into a
        :class:`Hand` (of any length: :meth:`parse_hand` checks the deck's hand size).

        Raises :class:`UnknownCardError` or :class:`DuplicateCardError`.

        >>> FRENCH.parse_cards("as as")
        Traceback (most recent call last):
        ...
        engine.errors.DuplicateCardError: duplicate_card {'card': 'AS', 'seat': None}
        """
        tokens = text.translate(_SEPARATOR_TO_SPACE).split() if isinstance(text, str) else text
        spellings = self._spellings
        out: list[Card] = []
        seen = 0
        for token in tokens:
            card = spellings.get(token) if isinstance(token, str) else None
            if card is None:
                if not isinstance(token, str):
                    raise UnknownCardError(repr(token))
                card = self.card(token)
            bit = 1 << card.index
            if seen & bit:
                raise DuplicateCardError(card, seat)
            seen |= bit
            out.append(card)
        return _hand(out, self, seen)

    def parse_hand(self, text: str | Iterable[str], seat: str | None = None) -> Hand:
        """Parse a hand: :meth:`parse_cards` plus the deck's hand size. The result is a
        :class:`Hand` (a tuple of cards that also knows its deck and bit mask).

        >>> FRENCH.parse_hand("7S 8S 9S TS JS QS KS AS 7H", seat="N")
        Traceback (most recent call last):
        ...
        engine.errors.TooManyCardsError: too_many_cards {'count': 9, 'max': 8, 'seat': 'N'}
        """
        cards = self.parse_cards(text, seat)
        if len(cards) > self.hand_size:
            raise TooManyCardsError(len(cards), self.hand_size, seat)
        return cards

    def parse_hands(self, hands: Mapping[str, str | Iterable[str]]) -> dict[str, Hand]:
        """Parse several seats' hands and check that no card is in two of them.

        >>> h = FRENCH.parse_hands({"N": "JS QS", "E": "7H"})
        >>> h["N"], h["E"]
        ((Card('JS'), Card('QS')), (Card('7H'),))
        >>> FRENCH.parse_hands({"N": "JS", "S": "js"})
        Traceback (most recent call last):
        ...
        engine.errors.CardInTwoHandsError: card_in_two_hands {'card': 'JS', 'seats': ['N', 'S']}
        """
        out: dict[str, Hand] = {}
        taken = 0
        for seat, text in hands.items():
            cards = self.parse_hand(text, seat)
            mask = cards.mask
            if taken & mask:
                card = self.from_mask(taken & mask)[0]
                first = next(s for s, prev in out.items() if card in prev)
                raise CardInTwoHandsError(card, (first, seat))
            taken |= mask
            out[seat] = cards
        return out


def format_cards(cards: Iterable[Card]) -> str:
    """Canonical codes separated by spaces."""
    return " ".join(c.code for c in cards)


_SUIT_SYMBOLS_FRENCH = {"♠": "S", "♤": "S", "♥": "H", "♡": "H", "♦": "D", "♢": "D",
                        "♣": "C", "♧": "C"}

#: The French 32-card deck of Belote. Ranks in sequence order 7 8 9 10 J Q K A (T = ten);
#: suits S (spades, pique), H (hearts, cœur), D (diamonds, carreau), C (clubs, trèfle).
FRENCH = Deck(
    name="french",
    ranks=("7", "8", "9", "T", "J", "Q", "K", "A"),
    suits=("S", "H", "D", "C"),
    hand_size=8,
    rank_aliases={"10": "T"},
    suit_aliases=_SUIT_SYMBOLS_FRENCH,
)

#: The Swiss 36-card deck of Jass. Ranks in sequence order 6 7 8 9 Banner Under Ober König Ass
#: (T U O K A); suits E (Eicheln), S (Schellen), R (Rosen), L (Schilten). French-suited input uses
#: the Swisslos mapping: ♥/H Rosen, ♦/D Eicheln, ♠ Schilten, ♣/C Schellen; J = Under, Q = Ober,
#: 10 = Banner. The letter S always means Schellen: spades must be typed as ♠.
SWISS = Deck(
    name="swiss",
    ranks=("6", "7", "8", "9", "T", "U", "O", "K", "A"),
    suits=("E", "S", "R", "L"),
    hand_size=9,
    rank_aliases={"10": "T", "B": "T", "J": "U", "Q": "O"},
    suit_aliases={"♥": "R", "♡": "R", "H": "R", "♦": "E", "♢": "E", "D": "E",
                  "♠": "L", "♤": "L", "♣": "S", "♧": "S", "C": "S"},
)

_DECKS = {deck.name: deck for deck in (FRENCH, SWISS)}


def _interned(deck: str, index: int | None = None) -> Deck | Card:
    """A deck by name, or one of its cards by index (how cards, hands and decks are pickled).

    >>> import copy, pickle
    >>> h = FRENCH.parse_hand("JS 9S")
    >>> pickle.loads(pickle.dumps(h)) == h, copy.deepcopy(h).deck is FRENCH, copy.copy(h[0]) is h[0]
    (True, True, True)
    """
    found = _DECKS[deck]
    return found if index is None else found.cards[index]
