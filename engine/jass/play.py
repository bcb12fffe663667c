"""Card play in Schieber: legal cards, the trick winner, card points (jass.md B3, B4, B5).

Seed and standard agree on legal moves (B4); card points differ in Undenufe (B5, decision Q2).
Tricks are sequences of ``(seat, card)`` in playing order (anticlockwise N W S E).

>>> from engine.cards import SWISS as D
>>> v = legal_cards(D.parse_cards("6R 8E UE AS"), [("N", D.card("KE")), ("W", D.card("9R"))], "R")
>>> [c.code for c in v.legal]          # Rosen trump: follow Eicheln; 6R would undertrump the 9R
['8E', 'UE']
>>> v.illegal["6R"].code, v.illegal["AS"].code
('jass_undertrump_forbidden', 'jass_card_not_led_suit')
>>> trick_winner([("N", D.card("KE")), ("W", D.card("9R")), ("S", D.card("AE"))], "R")
'W'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from engine.cards import SWISS as DECK
from engine.cards import Card
from engine.jass import _input
from engine.jass.contracts import CONTRACT, Contract
from engine.jass.errors import (
    EmptyHandError,
    NotNextToPlayError,
    SeatPlayedTwiceError,
    TrickFullError,
    TrickIncompleteError,
)
from engine.jass.rulesets import TRADITIONAL, JassRuleset
from engine.reasons import Reason
from engine.table import next_seat, team_of

_NEXT = {s: next_seat(s) for s in ("N", "E", "S", "W")}

__all__ = [
    "EmptyHandError",
    "LegalVerdict",
    "TrickFullError",
    "TrickIncompleteError",
    "TrickResult",
    "card_points",
    "legal_cards",
    "trick_result",
    "trick_winner",
    "trump_strength",
]

#: Builds a named tuple from its fields without its Python-level __new__ (hot paths).
_make = tuple.__new__

_N = len(DECK.ranks)  # 9
_SUITS = DECK.suits
_SUIT_IDX = {s: i for i, s in enumerate(_SUITS)}
_SUIT_MASK = tuple(((1 << _N) - 1) << (i * _N) for i in range(len(_SUITS)))
_ALL = (1 << len(DECK)) - 1
#: B3: trump order U > 9 > A > K > O > 10 > 8 > 7 > 6, as a strength per rank (plain order 6..A).
_TRUMP_RANK_STRENGTH = {"6": 0, "7": 1, "8": 2, "T": 3, "O": 4, "K": 5, "A": 6, "9": 7, "U": 8}
_TRUMP_STR = tuple(_TRUMP_RANK_STRENGTH[c.rank] for c in DECK.cards)
_CODE = tuple(c.code for c in DECK.cards)
_SUIT_OF = tuple(c.index // _N for c in DECK.cards)
_RANK_OF = tuple(c.index % _N for c in DECK.cards)
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


def trump_strength(card: Card) -> int:
    """Strength of a card as a trump (B3): Buur 8, Nell 7, Ass 6 ... Six 0.

    >>> [trump_strength(DECK.card(c)) for c in ("UR", "9R", "AR", "6R")]
    [8, 7, 6, 0]
    """
    return _TRUMP_STR[card.index]


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


def legal_cards(hand: Sequence[Card] | str, trick: Sequence[tuple[str, Card]],
                contract: str | Contract,
                ruleset: JassRuleset = TRADITIONAL, seat: str | None = None) -> LegalVerdict:
    """The legal cards of ``hand`` when ``trick`` (0 to 3 cards) is on the table (B4, Q1).

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
    tmask = 0
    prev = None
    try:
        for s, c in trick:
            b = 1 << c.index
            if c.deck != "swiss" or tmask & b or (_NEXT.get(prev) != s if prev else s not in _NEXT):
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
        forbid.append((hmask & ~led_mask & ~tmask_suit, "jass_card_not_led_suit",
                       {"suit": lsuit}))
    elif held_trumps == hmask:
        legal = hmask
        reasons.append(_reason("jass_void_any_card", {"suit": lsuit}))
        if allowed_trumps != held_trumps:
            reasons.append(_reason("jass_only_trumps_may_undertrump", {"suit": tsuit}))
    elif held_trumps & ~allowed_trumps and top is not None:  # a lower trump is refused
        legal = (hmask & ~tmask_suit) | allowed_trumps
        reasons.append(_reason("jass_void_no_undertrump", {"suit": lsuit, "card": top[1].code}))
    else:
        legal = (hmask & ~tmask_suit) | allowed_trumps
        reasons.append(_reason("jass_void_any_card", {"suit": lsuit}))
    under = held_trumps & ~legal
    if under and top is not None:  # only a trump on the table forbids a trump
        forbid.append((under, "jass_undertrump_forbidden", {"cards": [top[1].code]}))
    return legal, forbid


# -- tricks -------------------------------------------------------------------------------------


def _order_key(card: Card, contract: Contract, led_suit: int) -> tuple[int, int]:
    i = card.index
    s = _SUIT_OF[i]
    if s == contract.trump:
        return (2, _TRUMP_STR[i])
    if s == led_suit:
        r = _RANK_OF[i]
        return (1, -r if contract.reversed else r)
    return (0, 0)


def _winner(plays: Sequence[tuple[str, Card]], contract: Contract) -> tuple[str, Card]:
    led_suit = _SUIT_OF[plays[0][1].index]
    return max(plays, key=lambda p: _order_key(p[1], contract, led_suit))


def trick_winner(trick: Sequence[tuple[str, Card]], contract: str | Contract) -> str:
    """The seat winning ``trick`` (1 to 4 plays: the winner so far), B4 last row.

    The highest trump wins; otherwise the highest card of the led suit (Undenufe: the lowest).

    >>> D = DECK
    >>> t = [("N", D.card("6E")), ("W", D.card("AE")), ("S", D.card("7R"))]
    >>> trick_winner(t, "obenabe"), trick_winner(t, "undenufe"), trick_winner(t, "R")
    ('W', 'N', 'S')
    """
    played = _input.contract_value(contract)
    n = len(trick)
    if not 1 <= n <= 4:
        raise TrickIncompleteError(n, 4)
    plays, _ = _input.trick_of(trick)
    return _winner(plays, played)[0]


def card_points(card: Card | str, contract: str | Contract,
                ruleset: JassRuleset = TRADITIONAL) -> int:
    """Points of one card in a contract under a ruleset (B5, Q2).

    >>> from engine.jass.rulesets import SWISS
    >>> card_points("UR", "R"), card_points("UR", "E"), card_points("8E", "obenabe")
    (20, 2, 8)
    >>> (card_points("AE", "undenufe"), card_points("AE", "undenufe", SWISS),
    ...  card_points("6E", "undenufe", SWISS))
    (11, 0, 11)
    """
    code = _input.contract_of(contract)
    return ruleset.card_points_by_index[code][_input.card_of(card).index]


class TrickResult(tuple[str, int]):
    """``(winner, points)`` of a complete trick, with ``reasons``; unpacks as a pair."""

    reasons: tuple[Reason, ...]

    def __new__(cls, winner: str, points: int, reasons: tuple[Reason, ...] = ()) -> TrickResult:
        self = super().__new__(cls, (winner, points))
        self.reasons = reasons
        return self

    @property
    def winner(self) -> str:
        return self[0]

    @property
    def points(self) -> int:
        return self[1]

    def as_dict(self) -> dict[str, Any]:
        return {"winner": self[0], "points": self[1]}


def trick_result(trick: Sequence[tuple[str, Card]], contract: str | Contract, last: bool = False,
                 ruleset: JassRuleset = TRADITIONAL) -> TrickResult:
    """The winner of a complete trick (four plays) and the points it takes (+5 if ``last``).

    >>> D = DECK
    >>> t = [("N", D.card("AE")), ("W", D.card("6E")), ("S", D.card("TE")), ("E", D.card("UR"))]
    >>> trick_result(t, "R")
    ('E', 41)
    >>> winner, points = trick_result(t, "undenufe", last=True)
    >>> (winner, points)
    ('W', 28)
    >>> trick_result(t[:3], "R")
    Traceback (most recent call last):
    ...
    engine.jass.errors.TrickIncompleteError: jass_trick_size {'count': 3, 'expected': 4}
    """
    played = _input.contract_value(contract)
    if len(trick) != 4:
        raise TrickIncompleteError(len(trick), 4)
    plays, _ = _input.trick_of(trick)
    seat, card = _winner(plays, played)
    table = ruleset.card_points_by_index[played.code]
    points = sum(table[c.index] for _, c in plays)
    led = plays[0][1]
    if _SUIT_OF[card.index] == played.trump:
        why = Reason("jass_trick_won_by_trump",
                     {"seat": seat, "card": card.code, "suit": card.suit})
    elif played.reversed:
        why = Reason("jass_trick_won_by_lowest",
                     {"seat": seat, "card": card.code, "suit": led.suit})
    else:
        why = Reason("jass_trick_won_by_highest",
                     {"seat": seat, "card": card.code, "suit": led.suit})
    reasons = [why, Reason("jass_trick_points", {"seat": seat, "team": team_of(seat),
                                                 "points": points, "contract": played.code,
                                                 "rule": played.trick_points_rule})]
    if last:
        points += ruleset.last_trick_bonus
        reasons.append(Reason("jass_last_trick_bonus", {"team": team_of(seat),
                                                        "points": ruleset.last_trick_bonus,
                                                        "rule": "last_trick_bonus"}))
    return TrickResult(seat, points, tuple(reasons))


def deal_points(tricks: Sequence[Sequence[tuple[str, Card]]], contract: str,
                ruleset: JassRuleset = TRADITIONAL) -> Mapping[str, int]:
    """Card points per team of a sequence of complete tricks (the last one gets the bonus).

    >>> deal_points([], "R")
    {'NS': 0, 'EW': 0}
    """
    out = {"NS": 0, "EW": 0}
    for i, trick in enumerate(tricks):
        w, p = trick_result(trick, contract, last=i == len(tricks) - 1 and len(tricks) == 9,
                            ruleset=ruleset)
        out[team_of(w)] += p
    return out
