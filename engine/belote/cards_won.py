"""A Belote deal entered as the cards each side won (decision Q20): the card points counted
under each ruleset, then scored as :func:`~engine.belote.scoring.score_deal` scores points.

>>> count_cards("S", {"taker": "JS 9S AS TS"}, "taker")[0]
{'taker': 65, 'defense': 97}
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.belote._deal import OTHER, SIDES, ScoreVerdict, side_of
from engine.belote.errors import (
    CardsWonIncompleteError,
    CardsWonNotTricksError,
    CardWonTwiceError,
    LastTrickWithoutCardsError,
    UnknownSideError,
)
from engine.belote.rulesets import (
    MAISON,
    OFFICIELLES,  # noqa: F401  (the doctests use it)
    BeloteRuleset,
    parse_ruleset,
)
from engine.belote.scoring import score_deal
from engine.belote.trumps import trump_value
from engine.cards import FRENCH, Card
from engine.reasons import Reason

__all__ = ["count_cards", "score_cards"]


def count_cards(trump: str, cards_won: Mapping[str, Any], last_trick: str | None = None,
                ruleset: BeloteRuleset | str = MAISON
                ) -> tuple[dict[str, int], str | None, tuple[Reason, ...]]:
    """Card points of a deal entered as the cards each side won (decision Q20), under one
    ruleset: ``({"taker": n, "defense": m}, capot side or None, reasons)``.

    ``cards_won`` maps ``"taker"`` / ``"defense"`` to cards (codes or Card values; a string is
    split); a side left out (or None) won every other card. Each side holds whole tricks (4
    cards each). ``last_trick``: the side that took the last trick (the dix de der); it may be
    left out when one side won every trick (a capot).

    >>> aces = "AS AH AD AC 7S 7H 7D 7C"
    >>> [count_cards("none", {"taker": aces}, "taker", r)[0] for r in (MAISON, OFFICIELLES)]
    [{'taker': 54, 'defense': 76}, {'taker': 86, 'defense': 76}]
    >>> count_cards("S", {"defense": []})[:2]
    ({'taker': 252, 'defense': 0}, 'taker')
    """
    contract = trump_value(trump)
    ruleset = parse_ruleset(ruleset)
    table = ruleset._points[contract.code]
    given: dict[str, int] = {}
    for side_name, cards in cards_won.items():
        side = side_of(side_name)
        if cards is None:
            continue
        if isinstance(cards, str):
            cards = FRENCH.parse_cards(cards) if cards.strip() else ()
        mask = 0
        for c in cards:
            card = c if isinstance(c, Card) else FRENCH.card(c)
            if mask >> card.index & 1 or any(m >> card.index & 1 for m in given.values()):
                raise CardWonTwiceError(card)
            mask |= 1 << card.index
        given[side] = mask
    if len(given) < 2:
        missing = "defense" if "taker" in given else "taker"
        given[missing] = ((1 << 32) - 1) & ~given.get(OTHER[missing], 0)
    count = {side: bin(m).count("1") for side, m in given.items()}
    if count["taker"] + count["defense"] != 32:
        raise CardsWonIncompleteError(count["taker"] + count["defense"], 32)
    for side in SIDES:
        if count[side] % 4:
            raise CardsWonNotTricksError(side, count[side])
    capot = next((side for side in SIDES if count[side] == 32), None)
    if last_trick is not None:
        last_trick = side_of(last_trick)
        if not count[last_trick]:
            raise LastTrickWithoutCardsError(last_trick)
    elif capot is not None:
        last_trick = capot
    else:
        raise UnknownSideError(None)  # the web layer asks for the field before
    bonus = ruleset.capot_last_trick_bonus if capot else ruleset.last_trick_bonus
    points: dict[str, int] = {}
    reasons = []
    for side in SIDES:
        m = given[side]
        card_pts = sum(table[i] for i in range(32) if m >> i & 1)
        extra = bonus if side == last_trick else 0
        points[side] = card_pts + extra
        reasons.append(Reason("cards_counted", {"side": side, "count": count[side],
                                                "card_points": card_pts,
                                                "bonus": extra or None,
                                                "points": points[side]}))
    return points, capot, tuple(reasons)


def score_cards(variant: str, trump: str, cards_won: Mapping[str, Any],
                last_trick: str | None = None, *, ruleset: BeloteRuleset | str = MAISON,
                explain: bool = True, **options: Any) -> ScoreVerdict:
    """:func:`score_deal` for a deal entered as the cards each side won (:func:`count_cards`):
    the same verdict, the count of each side's cards first in its reasons (``explain`` False:
    no reasons, as :func:`score_deal`).

    >>> v = score_cards("classic", "none", {"taker": "AS AH AD AC 7S 7H 7D 7C"}, "taker",
    ...                 ruleset=OFFICIELLES)
    >>> v.made, v.scores, v.reasons[0].code
    (True, {'taker': 86, 'defense': 76}, 'cards_counted')
    """
    points, capot, counted = count_cards(trump, cards_won, last_trick, ruleset)
    v = score_deal(variant, trump, points["taker"], points["defense"], capot=capot,
                   ruleset=ruleset, explain=explain, **options)
    return replace(v, reasons=counted + v.reasons) if explain else v
