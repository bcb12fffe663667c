"""Playing rules: legal cards, the trick winner and card points (belote.md A1, A4).

>>> hand = FRENCH.parse_cards("7H AS 8S JC")
>>> trick = [("N", FRENCH.card("KH")), ("W", FRENCH.card("AH"))]      # S to play, hearts led
>>> legal_cards(hand, trick, "S").legal                              # must follow hearts
(Card('7H'),)
>>> trick_winner(trick + [("S", FRENCH.card("7S"))], "S")            # a trump wins
'S'
>>> card_points(FRENCH.card("JS"), "S"), card_points(FRENCH.card("AS"), "none", OFFICIELLES)
(20, 19)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any, NamedTuple

from engine.belote._input import NEXT, card_of, parse_trick, trick_value
from engine.belote.errors import EmptyHandError, EmptyTrickError, NotSeatTurnError
from engine.belote.rulesets import (
    MAISON,
    OFFICIELLES,  # noqa: F401  (the doctests use it)
    PLAIN_ORDER,
    TRUMP_ORDER,
    BeloteRuleset,
    parse_ruleset,
    parse_variant,
)
from engine.belote.trumps import SUITS, TRUMP, VALUES, Trump, trump_value
from engine.cards import (
    FRENCH,
    Card,
    CardOnTableAndInHandError,
    DuplicateCardError,
    TooManyCardsError,
)
from engine.reasons import Reason
from engine.table import Seat, UnknownSeatError

__all__ = ["LegalVerdict", "card_points", "legal_cards", "trick_points", "trick_value",
           "trick_winner"]

#: Builds a named tuple from its fields without its Python-level __new__ (hot paths).
_make = tuple.__new__

_CARDS = FRENCH.cards
_NEXT = NEXT
_PARTNER = {"N": "S", "S": "N", "E": "W", "W": "E"}
_SUIT_MASK = {s: 255 << (8 * i) for i, s in enumerate(SUITS)}
#: A contract's code or value -> its value (the hot path's lookup; anything else is parsed).
_TRUMP = dict(VALUES)


def _strengths(order: tuple[str, ...]) -> dict[str, int]:
    return {rank: len(order) - i for i, rank in enumerate(order)}  # higher = stronger


_TRUMP_STRENGTH = _strengths(TRUMP_ORDER)
_PLAIN_STRENGTH = _strengths(PLAIN_ORDER)


def _build() -> tuple[dict[str, tuple[int, ...]], dict[str, tuple[int, ...]]]:
    """Per contract code: a strength for each card (trumps above every plain card) and the mask
    of the cards of the same suit that beat it."""
    strength: dict[str, tuple[int, ...]] = {}
    above: dict[str, tuple[int, ...]] = {}
    for trump, contract in TRUMP.items():
        st, ab = [], []
        for c in _CARDS:
            trumpish = contract.is_trump(c.suit)
            st.append(_TRUMP_STRENGTH[c.rank] + 16 if trumpish else _PLAIN_STRENGTH[c.rank])
        for c in _CARDS:
            m = 0
            for d in FRENCH.suit_cards(c.suit):
                if st[d.index] > st[c.index]:
                    m |= 1 << d.index
            ab.append(m)
        strength[trump] = tuple(st)
        above[trump] = tuple(ab)
    return strength, above


_STRENGTH, _ABOVE = _build()


class LegalVerdict(NamedTuple):
    """The verdict of :func:`legal_cards`: ``legal`` (in hand order), ``illegal`` (card code ->
    the Reason of the rule that forbids it), ``reasons`` (the situation, then the rule applied),
    ``seat`` (the player to move, when known) and ``master`` (the seat winning the trick so far).

    A named tuple, immutable like the other verdicts (frozen dataclasses): a frozen dataclass's
    ``__init__`` sets each field through ``object.__setattr__``, a fifth of a lead's cost."""

    legal: tuple[Card, ...]
    illegal: dict[str, Reason]
    reasons: tuple[Reason, ...]
    seat: Seat | None
    master: Seat | None

    def __repr__(self) -> str:
        return f"LegalVerdict(legal={self.legal!r}, illegal={sorted(self.illegal)!r})"

    def as_dict(self) -> dict[str, Any]:
        """JSON-ready; the web layer translates the reasons.

        >>> legal_cards(FRENCH.parse_cards("7H 7S"), [("N", FRENCH.card("AH"))], "S").as_dict()
        {'legal': ['7H'], 'illegal': {'7S': {'code': 'must_follow_suit', 'params': {'suit': 'H'}}}}
        """
        return {"legal": [c.code for c in self.legal],
                "illegal": {code: r.as_dict() for code, r in self.illegal.items()}}


def _master(trick: Sequence[tuple[str, Card]], trump: Trump) -> tuple[str, Card]:
    """The play winning the trick so far: the best trump, else the best card of the led suit."""
    st = _STRENGTH[trump.code]
    led = trick[0][1].suit
    suit = trump.suit
    best_seat, best = trick[0]
    best_st = st[best.index]
    for seat, c in trick[1:]:
        s = st[c.index]
        # Only the led suit or the trump suit can win: in tout-atout and sans-atout, the led suit.
        if (c.suit == led or c.suit == suit) and s > best_st:
            best_seat, best, best_st = seat, c, s
    return best_seat, best


def trick_winner(trick: Sequence[Any], trump: str | Trump) -> str:
    """The seat winning a trick (complete or not): the best trump, else the best card of the led
    suit (sans-atout: led suit, plain order; tout-atout: led suit, trump order).

    >>> t = [("N", "AH"), ("W", "TH"), ("S", "JH"), ("E", "7H")]
    >>> trick_winner(t, "S"), trick_winner(t, "H"), trick_winner(t, "all"), trick_winner(t, "none")
    ('N', 'S', 'S', 'N')
    """
    contract = trump_value(trump)
    parsed = parse_trick(trick, 4)
    if not parsed:
        raise EmptyTrickError()
    return _master(parsed, contract)[0]


def card_points(card: Card | str, trump: str | Trump, ruleset: BeloteRuleset | str = MAISON) -> int:
    """Points of one card under a contract and ruleset (A1, Q6, tout-atout table of the ruleset).

    >>> [card_points(c, "none", MAISON) for c in ("AS", "JS", "9S")]
    [11, 2, 0]
    >>> card_points("JD", "all"), card_points("9D", "D"), card_points("9D", "S")
    (13, 14, 0)
    """
    return parse_ruleset(ruleset)._points[trump_value(trump).code][card_of(card).index]


def trick_points(cards: Sequence[Any], trump: str | Trump, ruleset: BeloteRuleset | str = MAISON,
                 last: bool = False) -> int:
    """Points of the cards of one trick (Card, code, or ``(seat, card)`` pairs), plus the dix de
    der (10) when ``last``.

    >>> trick_points(["JS", "9S", "AH", "TH"], "S"), trick_points(["7D"], "S", last=True)
    (55, 10)
    """
    ruleset = parse_ruleset(ruleset)
    table = ruleset._points[trump_value(trump).code]
    total = 0
    for item in cards:
        c = item[1] if isinstance(item, tuple) else item
        total += table[card_of(c).index]
    return total + (ruleset.last_trick_bonus if last else 0)


def legal_cards(hand: Sequence[Card | str], trick: Sequence[Any], trump: str | Trump,
                variant: str = "classic", ruleset: BeloteRuleset | str = MAISON,
                seat: str | None = None) -> LegalVerdict:
    """The cards the player to move may play, and the rule that forbids each other card.

    ``trick`` holds the ``(seat, card)`` pairs already played (0 to 3, in play order N W S E);
    the player to move is the next seat (or ``seat`` when the trick is empty).

    Trump led: overtrump if possible, even over the partner (A4).

    >>> t = [("N", "9S"), ("W", "7S"), ("S", "8S")]    # E to play; W (partner) is not master
    >>> legal_cards("JS AS 7H", t, "S").legal
    (Card('JS'),)

    Void in the led suit, an opponent has trumped, no higher trump: Coinche Maison says undertrump,
    Officielles allows a discard.

    >>> t = [("N", "AH"), ("W", "9S")]                            # S to play; W (opponent) trumped
    >>> legal_cards(["7S", "7D"], t, "S", "coinche", MAISON).legal
    (Card('7S'),)
    >>> legal_cards(["7S", "7D"], t, "S", "coinche", OFFICIELLES).legal
    (Card('7S'), Card('7D'))
    """
    contract = _TRUMP.get(trump)
    if contract is None:
        contract = trump_value(trump)
    if variant != "classic" and variant != "coinche":
        variant = parse_variant(variant)
    if ruleset.__class__ is not BeloteRuleset:
        ruleset = parse_ruleset(ruleset)
    cards, hmask = _hand(hand, seat)
    played = parse_trick(trick, 3)
    if seat is not None and seat not in _NEXT:
        if not isinstance(seat, str) or seat.strip().upper() not in _NEXT:
            raise UnknownSeatError(seat)
        seat = seat.strip().upper()
    if not played:
        r = Reason("lead_any", {"seat": seat})
        return _make(LegalVerdict, (tuple(cards), {}, (r,), seat, None))
    expected = _NEXT[played[-1][0]]
    if seat is not None and seat != expected:
        raise NotSeatTurnError(seat, expected)
    seat = expected
    for _s, c in played:
        if hmask >> c.index & 1:
            raise CardOnTableAndInHandError(c, seat)

    master_seat, master = _master(played, contract)
    led = played[0][1].suit
    reasons = [Reason("trick_master", {"seat": master_seat, "card": master.code})]
    if contract.no_trump:
        rule = _no_trump
    elif led in contract.trump_suits:
        rule = _trump_led
    elif hmask & _SUIT_MASK[led]:
        rule = _follow
    elif master_seat == _PARTNER[seat]:
        rule = _partner_master
    else:
        rule = _cut
    legal, forbid = rule(hmask, led, master_seat, master, seat, contract, variant, ruleset,
                         reasons)
    if legal == hmask:
        return _make(LegalVerdict, (tuple(cards), {}, tuple(reasons), seat, master_seat))
    return _verdict(cards, legal, forbid, reasons, seat, master_seat)


def _hand(hand: Sequence[Card | str], seat: str | None) -> tuple[list[Card], int]:
    """The hand's cards (in its order) and mask: 1 to 8 French cards, none twice."""
    if isinstance(hand, str):
        hand = FRENCH.parse_hand(hand, seat)
    hmask = 0
    cards: list[Card] = []
    for c in hand:
        if c.__class__ is not Card or c.deck != "french":  # type: ignore[union-attr,unused-ignore]
            c = card_of(c, seat)
        b = 1 << c.index
        if hmask & b:
            raise DuplicateCardError(c, seat)
        hmask |= b
        cards.append(c)
    if not cards:
        raise EmptyHandError(seat)
    if len(cards) > 8:
        raise TooManyCardsError(len(cards), 8, seat)
    return cards, hmask


def _verdict(cards: list[Card], legal: int, forbid: _Forbid, reasons: list[Reason],
             seat: str, master_seat: str) -> LegalVerdict:
    """The verdict when some cards are not legal: each names the first rule that forbids it."""
    out = []
    illegal: dict[str, Reason] = {}
    for c in cards:
        i = c.index
        if legal >> i & 1:
            out.append(c)
        else:
            for m, r in forbid:
                if m >> i & 1:
                    illegal[c.rank + c.suit] = r
                    break
    return _make(LegalVerdict, (tuple(out), illegal, tuple(reasons), seat, master_seat))


# -- the rule of play (A4), one function per situation ---------------------------------------------
# Each takes the hand's mask, the led suit, the trick's master so far (seat, card), the seat to
# move, the contract, the variant, the ruleset and the reasons so far (it appends the rule it
# applies); it returns the legal cards' mask and the (cards forbidden, by which reason) pairs,
# the first pair that holds a card naming its reason.

_Forbid = list[tuple[int, Reason]]

#: The ruleset field that says whether a player must undertrump, per variant (A4).
UNDERTRUMP_RULE: Mapping[str, str] = MappingProxyType({
    "classic": "classic_undertrump_compulsory", "coinche": "coinche_undertrump_compulsory"})


def _no_trump(hmask: int, led: str, master_seat: str, master: Card, seat: str, trump: Trump,
              variant: str, ruleset: BeloteRuleset, reasons: list[Reason]) -> tuple[int, _Forbid]:
    """Sans-atout: follow the led suit if possible; nothing else binds."""
    follow = hmask & _SUIT_MASK[led]
    if follow:
        r = Reason("must_follow_suit", {"suit": led})
        reasons.append(r)
        return follow, [(hmask, r)]
    reasons.append(Reason("no_card_of_suit", {"suit": led}))
    return hmask, []


def _trump_led(hmask: int, led: str, master_seat: str, master: Card, seat: str, trump: Trump,
               variant: str, ruleset: BeloteRuleset, reasons: list[Reason]) -> tuple[int, _Forbid]:
    """Trump led, or tout-atout: follow, and within the led suit play higher when possible, even
    over the partner."""
    follow = hmask & _SUIT_MASK[led]
    if not follow:
        reasons.append(Reason("no_card_of_suit", {"suit": led}))
        return hmask, []
    over = follow & _ABOVE[trump.code][master.index]
    follow_r = Reason("must_follow_suit", {"suit": led})
    forbid = [(hmask & ~follow, follow_r)]
    if not over:
        reasons.append(follow_r)
        if trump.all_trump:
            reasons.append(Reason("cannot_overtake", {"suit": led, "card": master.code}))
        else:
            reasons.append(Reason("cannot_overtrump", {"card": master.code, "trump": trump.code}))
        return follow, forbid
    if trump.all_trump:
        r = Reason("must_overtake", {"suit": led, "card": master.code})
    else:
        r = Reason("must_overtrump", {"card": master.code, "trump": trump.code})
    reasons.append(r)
    if master_seat == _PARTNER[seat]:
        reasons.append(Reason("overtake_even_partner", {"seat": master_seat}))
    forbid.append((follow, r))
    return over, forbid


def _follow(hmask: int, led: str, master_seat: str, master: Card, seat: str, trump: Trump,
            variant: str, ruleset: BeloteRuleset, reasons: list[Reason]) -> tuple[int, _Forbid]:
    """A plain suit led and held: follow it."""
    r = Reason("must_follow_suit", {"suit": led})
    reasons.append(r)
    return hmask & _SUIT_MASK[led], [(hmask, r)]


def _partner_master(hmask: int, led: str, master_seat: str, master: Card, seat: str, trump: Trump,
                    variant: str, ruleset: BeloteRuleset, reasons: list[Reason]
                    ) -> tuple[int, _Forbid]:
    """Void in the led suit, the partner is master: any card."""
    reasons.append(Reason("partner_master", {"seat": master_seat, "card": master.code}))
    return hmask, []


def _cut(hmask: int, led: str, master_seat: str, master: Card, seat: str, trump: Trump,
         variant: str, ruleset: BeloteRuleset, reasons: list[Reason]) -> tuple[int, _Forbid]:
    """Void in the led suit, an opponent is master: trump, overtrump, or undertrump as the
    variant's rule says."""
    suit = trump.code  # a trump suit: sans-atout and tout-atout never get here
    trumps = hmask & _SUIT_MASK[suit]
    if not trumps:
        reasons.append(Reason("no_trump_to_cut", {"suit": led, "trump": suit}))
        return hmask, []
    if master.suit != suit:
        r = Reason("must_trump", {"suit": led, "trump": suit})
        reasons.append(r)
        return trumps, [(hmask, r)]
    over = trumps & _ABOVE[suit][master.index]
    if over:
        r = Reason("must_overtrump", {"card": master.code, "trump": suit})
        reasons.append(r)
        return over, [(hmask, r)]
    rule = UNDERTRUMP_RULE[variant]
    params = {"card": master.code, "trump": suit, "variant": variant, "rule": rule,
              "ruleset": ruleset.id}
    if getattr(ruleset, rule):
        r = Reason("undertrump_compulsory", params)
        reasons.append(r)
        return trumps, [(hmask, r)]
    reasons.append(Reason("undertrump_not_compulsory", params))
    return hmask, []
