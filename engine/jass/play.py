"""Card play in Schieber: the legal cards (jass.md B4, Q1); tricks are in :mod:`engine.jass.tricks`.

Seed and standard agree on legal moves (B4). Tricks are sequences of ``(seat, card)`` in
playing order (anticlockwise N W S E).

>>> from engine.cards import SWISS as D
>>> v = legal_cards(D.parse_cards("6R 8E UE AS"), [("N", D.card("KE")), ("W", D.card("9R"))], "R")
>>> [c.code for c in v.legal]          # Rosen trump: follow Eicheln; 6R would undertrump the 9R
['8E', 'UE']
>>> v.illegal["6R"].code, v.illegal["AS"].code
('jass_undertrump_forbidden', 'jass_card_not_led_suit_or_trump')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from engine.cards import SWISS as DECK
from engine.cards import Card
from engine.jass import _input
from engine.jass._input import trick_value
from engine.jass.contracts import CONTRACT, Contract
from engine.jass.errors import (
    EmptyHandError,
    NotNextToPlayError,
    SeatPlayedTwiceError,
    TrickFullError,
)
from engine.jass.rulesets import TRADITIONAL, JassRuleset
from engine.jass.tricks import TRUMP_STRENGTH
from engine.reasons import Reason
from engine.table import Trick, next_seat

_NEXT = {s: next_seat(s) for s in ("N", "E", "S", "W")}

__all__ = ["EmptyHandError", "LegalVerdict", "TrickFullError", "legal_cards", "trick_value"]

#: Builds a named tuple from its fields without its Python-level __new__ (hot paths).
_make = tuple.__new__

_N = len(DECK.ranks)  # 9
_SUITS = DECK.suits
_SUIT_IDX = {s: i for i, s in enumerate(_SUITS)}
_SUIT_MASK = tuple(((1 << _N) - 1) << (i * _N) for i in range(len(_SUITS)))
_ALL = (1 << len(DECK)) - 1
_TRUMP_STR = TRUMP_STRENGTH
_CODE = tuple(c.code for c in DECK.cards)
_SUIT_OF = tuple(c.index // _N for c in DECK.cards)
#: Trumps of the same suit stronger than a card (as a trump), per card index.
_HIGHER_TRUMPS = tuple(
    sum(1 << d.index for d in DECK.cards
        if _SUIT_OF[d.index] == _SUIT_OF[c.index] and _TRUMP_STR[d.index] > _TRUMP_STR[c.index])
    for c in DECK.cards)
_CONTRACT: dict[str, Contract] = dict(CONTRACT)
_BUUR = tuple(1 << (s * _N + DECK.ranks.index("U")) for s in range(len(_SUITS)))


def _reason(code: str, params: dict[str, Any]) -> Reason:
    """A Reason from params built by the caller (skips the defensive copy on the hot path)."""
    r = _NEW(Reason)
    r.code = code
    r.params = params
    return r


_NEW = Reason.__new__


class LegalVerdict(NamedTuple):
    """The cards a player may play: ``legal`` (hand order), ``illegal`` (code -> Reason),
    ``reasons``. A named tuple, as in Belote: cheaper to build than a frozen dataclass."""

    legal: tuple[Card, ...]
    illegal: dict[str, Reason]
    reasons: tuple[Reason, ...]

    def __repr__(self) -> str:
        return f"LegalVerdict(legal={[c.code for c in self.legal]}, illegal={list(self.illegal)})"

    def as_dict(self) -> dict[str, Any]:
        """JSON-ready: legal and illegal card codes (reasons are serialized by the web layer)."""
        return {"legal": [c.code for c in self.legal], "illegal": list(self.illegal)}


def legal_cards(hand: Sequence[Card] | str, trick: Trick | Sequence[tuple[str, Card]],
                contract: str | Contract,
                ruleset: JassRuleset = TRADITIONAL, seat: str | None = None) -> LegalVerdict:
    """The legal cards of ``hand`` when ``trick`` (0 to 3 cards) is on the table (B4, Q1).
    ``trick``: a :func:`trick_value` (read as it is: checked when it was made), or its
    ``(seat, card)`` plays.

    Follow suit; in a trump contract a trump is always allowed when a plain suit is led
    (voluntary trumping) but not an undertrump, unless the hand holds only trumps (then every
    trump is legal); on a trump lead a bare Buur may be kept. Void in the led suit: any card.

    >>> D = DECK
    >>> legal_cards(D.parse_cards("UR 7E"), [("N", D.card("AR"))], "R").as_dict()   # bare Buur
    {'legal': ['UR', '7E'], 'illegal': []}
    >>> legal_cards(D.parse_cards("UR 6R 7E"), [("N", D.card("AR"))], "R").as_dict()
    {'legal': ['UR', '6R'], 'illegal': ['7E']}
    >>> v = legal_cards(D.parse_cards("6R 7R"), [("N", D.card("AE")), ("W", D.card("9R"))], "R")
    >>> [c.code for c in v.legal], v.reasons[-1].code                 # only trumps: may undertrump
    (['6R', '7R'], 'jass_only_trumps_may_undertrump')
    >>> legal_cards("AE", [("N", "KE")] * 4, "R")
    Traceback (most recent call last):
    ...
    engine.jass.errors.TrickFullError: jass_trick_full {'count': 4}
    """
    # -- inputs (fast path for parsed cards) -------------------------------------------------
    held: Any = hand
    played = _CONTRACT.get(contract)  # type: ignore[arg-type]
    if played is None:
        played = _input.contract_value(contract)
    if (seat is not None and seat.__class__ is not str) or seat not in (None, "N", "E", "S", "W"):
        seat = _input.seat_of(seat)
    hmask = 0
    try:
        for c in held:
            if c.deck != "swiss":
                raise TypeError
            b = 1 << c.index
            if hmask & b:
                raise TypeError
            hmask |= b
        if len(held) > _N:
            raise TypeError
    except (TypeError, AttributeError):
        held, hmask = _input.hand_of(held, seat)
    if not hmask:
        raise EmptyHandError(seat)
    n = len(trick)
    if n > 3:
        raise TrickFullError(n)
    plays: Any = trick
    if trick.__class__ is Trick and trick.deck is DECK:  # checked when it was made
        tmask = trick.mask
    else:
        tmask = 0
        prev = None
        try:
            for s, c in trick:
                b = 1 << c.index
                if (c.deck != "swiss" or tmask & b
                        or (_NEXT.get(prev) != s if prev else s not in _NEXT)):
                    raise TypeError
                tmask |= b
                prev = s
        except (TypeError, AttributeError, ValueError):
            plays, tmask = _input.trick_of(trick)
    if tmask & hmask:
        _input.check_table_and_hand(plays, hmask, seat)
    if seat is not None and n:
        expected = _NEXT[plays[-1][0]]
        if seat != expected:
            if any(p[0] == seat for p in plays):
                raise SeatPlayedTwiceError(seat)
            raise NotNextToPlayError(seat, expected)

    # -- B4 --------------------------------------------------------------------------------
    if not n:
        lead = _reason("jass_lead_any_card", {"seat": seat})
        return _make(LegalVerdict, (tuple(held), {}, (lead,)))
    led = plays[0][1]
    ls = _SUIT_OF[led.index]
    t = played.trump
    reasons = [_reason("jass_led_suit", {"card": _CODE[led.index], "suit": _SUITS[ls]})]
    if t < 0:
        rule = _no_trump
    elif ls == t:
        rule = _trump_led
    else:
        rule = _plain_led
    legal, forbid = rule(hmask, ls, t, plays, reasons)
    if legal == hmask:
        return _make(LegalVerdict, (tuple(held), {}, tuple(reasons)))
    out = []
    illegal: dict[str, Reason] = {}
    for c in held:
        i = c.index
        if legal >> i & 1:
            out.append(c)
        else:
            for m, code, params in forbid:
                if m >> i & 1:
                    illegal[_CODE[i]] = _reason(code, {"card": _CODE[i], **params})
                    break
    return _make(LegalVerdict, (tuple(out), illegal, tuple(reasons)))


# -- B4, one function per situation ------------------------------------------------------------
# Each takes the hand's mask, the led suit's index, the trump suit's index (-1: none), the plays
# and the reasons so far (it appends the rule it applies); it returns the legal cards' mask and
# the (cards forbidden, reason code, params) per category, the first that holds a card naming it.

_Forbid = list[tuple[int, str, dict[str, Any]]]


def _no_trump(hmask: int, ls: int, t: int, plays: Sequence[tuple[str, Card]],
              reasons: list[Reason]) -> tuple[int, _Forbid]:
    """Obenabe / Undenufe: follow the led suit if possible, else any card."""
    lsuit = _SUITS[ls]
    held_led = hmask & _SUIT_MASK[ls]
    if held_led:
        reasons.append(_reason("jass_must_follow_suit", {"suit": lsuit}))
        return held_led, [(hmask & ~held_led, "jass_card_not_led_suit", {"suit": lsuit})]
    reasons.append(_reason("jass_void_any_card", {"suit": lsuit}))
    return hmask, []


def _trump_led(hmask: int, ls: int, t: int, plays: Sequence[tuple[str, Card]],
               reasons: list[Reason]) -> tuple[int, _Forbid]:
    """Trump led: follow with a trump, unless the only trump held is the Buur (bare Buur)."""
    tsuit = _SUITS[ls]
    held_led = hmask & _SUIT_MASK[ls]
    if held_led == _BUUR[t]:
        reasons.append(_reason("jass_bare_buur_exception", {"card": "U" + tsuit, "suit": tsuit}))
        return hmask, []
    if held_led:
        reasons.append(_reason("jass_must_follow_trump", {"suit": tsuit}))
        return held_led, [(hmask & ~held_led, "jass_card_not_trump", {"suit": tsuit})]
    reasons.append(_reason("jass_void_any_card", {"suit": tsuit}))
    return hmask, []


def _plain_led(hmask: int, ls: int, t: int, plays: Sequence[tuple[str, Card]],
               reasons: list[Reason]) -> tuple[int, _Forbid]:
    """A trump game, a plain suit led: follow or trump (voluntary trumping), never undertrump
    unless the hand holds only trumps; void: any card but an undertrump."""
    lsuit, tsuit = _SUITS[ls], _SUITS[t]
    led_mask, tmask_suit = _SUIT_MASK[ls], _SUIT_MASK[t]
    held_led = hmask & led_mask
    held_trumps = hmask & tmask_suit
    forbid: _Forbid = []
    top: tuple[str, Card] | None = None
    for s, c in plays:
        if _SUIT_OF[c.index] == t and (top is None
                                       or _TRUMP_STR[c.index] > _TRUMP_STR[top[1].index]):
            top = (s, c)
    if top is None:
        allowed_trumps = held_trumps
    else:
        reasons.append(_reason("jass_trick_trumped", {"seat": top[0], "card": top[1].code}))
        allowed_trumps = held_trumps & _HIGHER_TRUMPS[top[1].index]
    if held_led:
        legal = held_led | allowed_trumps
        reasons.append(_reason("jass_follow_suit_or_trump", {"suit": lsuit, "trump": tsuit}))
        forbid.append((hmask & ~led_mask & ~tmask_suit, "jass_card_not_led_suit_or_trump",
                       {"suit": lsuit, "trump": tsuit}))
    elif held_trumps == hmask:
        legal = hmask
        reasons.append(_reason("jass_void_any_card", {"suit": lsuit}))
        if allowed_trumps != held_trumps:
            reasons.append(_reason("jass_only_trumps_may_undertrump", {"suit": tsuit}))
    elif held_trumps & ~allowed_trumps and top is not None:  # a lower trump is refused
        legal = (hmask & ~tmask_suit) | allowed_trumps
        reasons.append(_reason("jass_void_no_undertrump", {"suit": lsuit, "card": top[1].code}))
    elif held_trumps:  # trumps and other cards, none of them an undertrump: discard or trump
        legal = hmask
        reasons.append(_reason("jass_void_discard_or_trump", {"suit": lsuit, "trump": tsuit}))
    else:
        legal = hmask
        reasons.append(_reason("jass_void_any_card", {"suit": lsuit}))
    under = held_trumps & ~legal
    if under and top is not None:  # only a trump on the table forbids a trump
        forbid.append((under, "jass_undertrump_forbidden", {"cards": [top[1].code]}))
    return legal, forbid
