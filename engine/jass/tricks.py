"""Tricks in Schieber: the winner of a trick, card points, a trick's points (jass.md B3, B4, B5).

Card points differ in Undenufe (B5, decision Q2). Tricks are sequences of ``(seat, card)`` in
playing order (anticlockwise N W S E).

>>> t = [("N", DECK.card("KE")), ("W", DECK.card("9R")), ("S", DECK.card("AE"))]
>>> trick_winner(t, "R"), trick_winner(t, "obenabe")
('W', 'S')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.cards import SWISS as DECK
from engine.cards import Card
from engine.jass import _input
from engine.jass.contracts import Contract
from engine.jass.errors import TrickIncompleteError
from engine.jass.rulesets import TRADITIONAL, JassRuleset
from engine.reasons import Reason
from engine.table import team_of

__all__ = [
    "TRUMP_STRENGTH",
    "TrickResult",
    "card_points",
    "deal_points",
    "trick_result",
    "trick_winner",
    "trump_strength",
]

_N = len(DECK.ranks)  # 9
#: B3: trump order U > 9 > A > K > O > 10 > 8 > 7 > 6, as a strength per rank (plain order 6..A).
_TRUMP_RANK_STRENGTH = {"6": 0, "7": 1, "8": 2, "T": 3, "O": 4, "K": 5, "A": 6, "9": 7, "U": 8}
#: Each card's strength as a trump, by card index.
TRUMP_STRENGTH = tuple(_TRUMP_RANK_STRENGTH[c.rank] for c in DECK.cards)
_TRUMP_STR = TRUMP_STRENGTH
_SUIT_OF = tuple(c.index // _N for c in DECK.cards)
_RANK_OF = tuple(c.index % _N for c in DECK.cards)


def trump_strength(card: Card) -> int:
    """Strength of a card as a trump (B3): Buur 8, Nell 7, Ass 6 ... Six 0.

    >>> [trump_strength(DECK.card(c)) for c in ("UR", "9R", "AR", "6R")]
    [8, 7, 6, 0]
    """
    return _TRUMP_STR[card.index]


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
