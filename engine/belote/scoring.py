"""Deal scoring: classic belote (A5, Q15) and Coinche (A6, A7, Q8-Q17).

Sides are ``"taker"`` and ``"defense"``. Card points include the dix de der (10, or 100 on a
capot), so they add up to the deal total (162 with a trump suit; sans-atout 130 Maison / 162
Officielles; 252 or more on a capot).

>>> v = score_deal("coinche", "H", 83, 79, bid=100, announcements={"team": "taker", "points": 20})
>>> v.made, v.scores                          # 83 + a tierce = 103: made (FFB coinche §4.2)
(True, {'taker': 203, 'defense': 79})
>>> score_deal("coinche", "H", 83, 79, bid=100, announcements=("taker", 20),
...            ruleset=OFFICIELLES).scores      # 103 -> 100, 79 -> 80, then the contract
{'taker': 200, 'defense': 80}
"""

from __future__ import annotations

from engine.belote._classic import classic_outcome, no_coinche_options
from engine.belote._coinche import coinche_outcome, contract_and_factor, scale_points
from engine.belote._deal import (
    Deal,
    ScoreVerdict,
    capot_side,
    check_points,
    parse_announcements,
    parse_belote,
)
from engine.belote.rulesets import (
    MAISON,
    OFFICIELLES,  # noqa: F401  (the doctests use it)
    BeloteRuleset,
    parse_ruleset,
    parse_variant,
)
from engine.belote.trumps import Trump, trump_value
from engine.reasons import Reason

__all__ = ["ScoreVerdict", "score_deal"]


def score_deal(variant: str, trump: str | Trump, taker_points: int, defense_points: int, *,
               bid: int | None = None, capot_bid: bool = False, coinche: int = 1,
               capot: str | None = None, announcements: object = None, belote: object = None,
               ruleset: BeloteRuleset | str = MAISON, explain: bool = True) -> ScoreVerdict:
    """Score one deal from the card points each side took.

    ``capot``: which side took all 8 tricks (``"taker"``, ``"defense"`` or None).
    ``announcements``: the validated ones, ``{"team": side, "points": n}`` or ``(side, n)``.
    ``belote``: a side (20 points) or ``{side: points}`` (up to 4 belotes in tout-atout).
    Coinche: ``bid`` 80 to 160 by 10, or ``capot_bid=True`` (worth 250); ``coinche`` 1, 2
    (coinched) or 4 (surcoinched).

    Classic: made when strictly more than the defence; a fall gives the defence the deal total.

    ``explain`` False: the same verdict without its reasons (``reasons`` empty), for a caller
    that reads the numbers only (a game's count); the input is checked alike.

    >>> score_deal("classic", "S", 70, 92, belote="taker").scores    # 90 vs 92: fall, belote kept
    {'taker': 20, 'defense': 162}

    Coinche, coinched: (160 + contract) x 2, belote added after (Q12).

    >>> score_deal("coinche", "S", 100, 62, bid=90, coinche=2, belote="taker").scores
    {'taker': 520, 'defense': 0}

    A coinched capot: base 160 (Maison) or 250 (Officielles).

    >>> [score_deal("coinche", "S", 252, 0, bid=120, coinche=2, capot="taker",
    ...             ruleset=r).scores["taker"] for r in (MAISON, OFFICIELLES)]
    [560, 740]
    """
    variant = parse_variant(variant)
    contract_trump = trump_value(trump)
    ruleset = parse_ruleset(ruleset)
    capot = capot_side(capot)
    total = check_points(contract_trump, ruleset, capot, taker_points, defense_points)
    deal = Deal(variant, contract_trump, ruleset, capot, parse_announcements(announcements),
                parse_belote(belote, contract_trump, ruleset), explain)
    if variant == "classic":
        no_coinche_options(bid, capot_bid, coinche)
        contract, factor = None, 1
    else:
        contract, factor = contract_and_factor(deal, bid, capot_bid, coinche)
        taker_points, defense_points, total = scale_points(deal, taker_points, defense_points,
                                                        total)
    if capot is not None and explain:
        deal.add(Reason("capot", {"side": capot, "points": total}))
    deal.team_totals(taker_points, defense_points)
    if contract is None:
        return classic_outcome(deal)
    return coinche_outcome(deal, contract, factor, capot_bid)
