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

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from engine.belote.errors import (
    CardsWonIncompleteError,
    CardsWonNotTricksError,
    CardWonTwiceError,
    InvalidAnnouncementsError,
    InvalidBeloteError,
    InvalidBidError,
    InvalidCoincheError,
    InvalidPointsError,
    LastTrickWithoutCardsError,
    MissingBidError,
    OptionNotInClassicError,
    PointsTotalError,
    UnknownCapotError,
    UnknownSideError,
)
from engine.belote.rulesets import (
    MAISON,
    OFFICIELLES,  # noqa: F401  (the doctests use it)
    BeloteRuleset,
    deal_total,
    parse_ruleset,
    parse_trump,
    parse_variant,
)
from engine.cards import FRENCH, Card
from engine.reasons import Reason

__all__ = ["ScoreVerdict", "count_cards", "round_half_up", "score_cards", "score_deal",
           "to_scale"]

SIDES = ("taker", "defense")
_OTHER = {"taker": "defense", "defense": "taker"}


@dataclass(frozen=True, slots=True, repr=False)
class ScoreVerdict:
    """The verdict of :func:`score_deal`.

    ``made``: True, False, or None for a classic litige. ``scores``: what each side writes down
    for this deal. ``held``: the takers' points held for the next deal's winner (litige), else
    None. ``totals``: each side's exact total (cards + belote + validated announcements) used to
    judge the contract. ``contract``: the Coinche contract value (None in classic).
    ``multiplier``: 1, 2 or 4 (the ruleset's factors). ``reasons``: the computation, step by step.
    """

    variant: str
    ruleset: str
    made: bool | None
    scores: dict[str, int]
    held: int | None
    totals: dict[str, int]
    contract: int | None
    multiplier: int
    reasons: tuple[Reason, ...]
    #: Each side's belote points, and the side that took every trick (None): what the end of a
    #: game reads (a team cannot win through its belote alone on a fall or a capot, A7).
    belote: dict[str, int] = field(default_factory=dict)
    capot: str | None = None

    def __repr__(self) -> str:
        return f"ScoreVerdict(made={self.made!r}, scores={self.scores!r}, held={self.held!r})"

    def as_dict(self) -> dict[str, Any]:
        """JSON-ready (reasons are serialized by the web layer).

        >>> score_deal("classic", "S", 81, 81).as_dict()
        {'made': None, 'scores': {'taker': 0, 'defense': 81}, 'held': 81, 'totals': {'taker': 81, \
'defense': 81}, 'contract': None, 'multiplier': 1}
        """
        return {"made": self.made, "scores": dict(self.scores), "held": self.held,
                "totals": dict(self.totals), "contract": self.contract,
                "multiplier": self.multiplier}


def round_half_up(points: int, step: int = 10) -> int:
    """Nearest multiple of ``step``, halves up (Q17: 85 -> 90, 84 -> 80).

    >>> round_half_up(85), round_half_up(84), round_half_up(103), round_half_up(7, 1)
    (90, 80, 100, 7)
    """
    return (points + step // 2) // step * step


def _int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _side(value: object) -> str:
    if isinstance(value, str) and value.strip().lower() in SIDES:
        return value.strip().lower()
    if isinstance(value, str) and value.strip().lower() == "defence":
        return "defense"
    raise UnknownSideError(value)


def _parse_announcements(value: object) -> dict[str, int]:
    out = {"taker": 0, "defense": 0}
    if value is None:
        return out
    if isinstance(value, Mapping):
        team, points = value.get("team"), value.get("points")
    elif isinstance(value, (tuple, list)) and len(value) == 2:
        team, points = value
    else:
        raise InvalidAnnouncementsError(value)
    if (not isinstance(points, int) or isinstance(points, bool) or points < 0 or points % 10
            or points == 10):
        raise InvalidAnnouncementsError(points)
    if points:
        out[_side(team)] = points
    return out


def _parse_belote(value: object, trump: str, ruleset: BeloteRuleset) -> dict[str, int]:
    out = {"taker": 0, "defense": 0}
    if value is None:
        return out
    unit = ruleset.belote_points
    maximum = 0 if trump == "none" else 4 * unit if trump == "all" else unit
    if isinstance(value, str):
        value = {_side(value): unit}
    if not isinstance(value, Mapping):
        raise InvalidBeloteError(value, maximum, trump)
    for side, points in value.items():
        side = _side(side)
        if not _int(points) or points < 0 or points % unit:
            raise InvalidBeloteError(points, maximum, trump)
        out[side] += points
    if out["taker"] + out["defense"] > maximum:
        raise InvalidBeloteError(out["taker"] + out["defense"], maximum, trump)
    return out


def score_deal(variant: str, trump: str, taker_points: int, defense_points: int, *,
               bid: int | None = None, capot_bid: bool = False, coinche: int = 1,
               capot: str | None = None, announcements: object = None, belote: object = None,
               ruleset: BeloteRuleset | str = MAISON) -> ScoreVerdict:
    """Score one deal from the card points each side took.

    ``capot``: which side took all 8 tricks (``"taker"``, ``"defense"`` or None).
    ``announcements``: the validated ones, ``{"team": side, "points": n}`` or ``(side, n)``.
    ``belote``: a side (20 points) or ``{side: points}`` (up to 4 belotes in tout-atout).
    Coinche: ``bid`` 80 to 160 by 10, or ``capot_bid=True`` (worth 250); ``coinche`` 1, 2
    (coinched) or 4 (surcoinched).

    Classic: made when strictly more than the defence; a fall gives the defence the deal total.

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
    trump = parse_trump(trump)
    ruleset = parse_ruleset(ruleset)
    capot = _capot(capot)
    total = _check_points(trump, ruleset, capot, taker_points, defense_points)
    deal = _Deal(variant, trump, ruleset, capot, _parse_announcements(announcements),
                 _parse_belote(belote, trump, ruleset))
    if variant == "classic":
        _no_coinche_options(bid, capot_bid, coinche)
        contract, factor = None, 1
    else:
        contract, factor = _contract_and_factor(deal, bid, capot_bid, coinche)
        taker_points, defense_points, total = _to_scale(deal, taker_points, defense_points,
                                                        total)
    if capot is not None:
        deal.add(Reason("capot", {"side": capot, "points": total}))
    deal.team_totals(taker_points, defense_points)
    if contract is None:
        return _classic_outcome(deal)
    return _coinche_outcome(deal, contract, factor, capot_bid)


def _capot(capot: str | None) -> str | None:
    """The side that took all 8 tricks, or None."""
    if capot is None or capot in SIDES:
        return capot
    try:
        return _side(capot)
    except UnknownSideError:
        raise UnknownCapotError(capot) from None


def _check_points(trump: str, ruleset: BeloteRuleset, capot: str | None, taker_points: int,
                  defense_points: int) -> int:
    """The deal total; each side's card points are whole, within it, and add up to it (a capot's
    losers took none)."""
    total = deal_total(trump, ruleset, capot=capot is not None)
    for side, pts in (("taker", taker_points), ("defense", defense_points)):
        if not _int(pts) or not 0 <= pts <= total:
            raise InvalidPointsError(side, pts, total)
    if taker_points + defense_points != total:
        raise PointsTotalError(taker_points + defense_points, total, capot)
    if capot is not None:
        loser_pts = defense_points if capot == "taker" else taker_points
        if loser_pts:
            raise InvalidPointsError(_OTHER[capot], loser_pts, 0)
    return total


@dataclass(slots=True)
class _Deal:
    """One deal being scored: its input, the totals, and the reasons so far."""

    variant: str
    trump: str
    ruleset: BeloteRuleset
    capot: str | None
    ann: dict[str, int]
    bel: dict[str, int]
    totals: dict[str, int] = field(default_factory=dict)
    reasons: list[Reason] = field(default_factory=list)

    def add(self, reason: Reason) -> None:
        self.reasons.append(reason)

    def team_totals(self, taker_points: int, defense_points: int) -> None:
        """Each side's total: card points + belote + validated announcements."""
        for side, card_points in (("taker", taker_points), ("defense", defense_points)):
            points = card_points + self.bel[side] + self.ann[side]
            self.totals[side] = points
            self.add(Reason("team_total", {"side": side, "card_points": card_points,
                                           "belote": self.bel[side],
                                           "announcements": self.ann[side], "points": points}))

    def verdict(self, made: bool | None, t_score: int, d_score: int, held: int | None,
                contract: int | None, factor: int) -> ScoreVerdict:
        return ScoreVerdict(self.variant, self.ruleset.id, made,
                            {"taker": t_score, "defense": d_score}, held, self.totals, contract,
                            factor, tuple(self.reasons), dict(self.bel), self.capot)


def to_scale(points: int, total: int, scale: int) -> int:
    """``points`` out of ``total``, brought to ``scale``, to the nearest point (Q19).

    >>> to_scale(80, 130, 162), to_scale(65, 130, 162), to_scale(54, 130, 162)
    (100, 81, 67)
    """
    return (2 * points * scale + total) // (2 * total)


def _to_scale(deal: _Deal, taker_points: int, defense_points: int, total: int
              ) -> tuple[int, int, int]:
    """Coinche (Q19): a deal counted on another total than the bids' scale (Maison sans-atout:
    130) is brought to the scale before anything is judged; the defence gets the rest. A capot
    is worth the scale's capot (252)."""
    ruleset = deal.ruleset
    scale = ruleset.coinche_scale
    plain = deal_total(deal.trump, ruleset)
    if plain == scale:
        return taker_points, defense_points, total
    if deal.capot is None:
        t_conv = to_scale(taker_points, plain, scale)
        d_conv = scale - t_conv
    else:
        capot_total = scale - ruleset.last_trick_bonus + ruleset.capot_last_trick_bonus
        t_conv, d_conv = (capot_total, 0) if deal.capot == "taker" else (0, capot_total)
    deal.add(Reason("converted_to_scale", {
        "total": total, "scale": t_conv + d_conv, "points": taker_points, "converted": t_conv,
        "defense_points": defense_points, "defense_converted": d_conv,
        "rule": "coinche_scale", "ruleset": ruleset.id}))
    return t_conv, d_conv, t_conv + d_conv


def _no_coinche_options(bid: int | None, capot_bid: bool, coinche: int) -> None:
    for option, given in (("bid", bid is not None), ("capot_bid", bool(capot_bid)),
                          ("coinche", coinche != 1)):
        if given:
            raise OptionNotInClassicError(option)


def _contract_and_factor(deal: _Deal, bid: int | None, capot_bid: bool, coinche: int
                         ) -> tuple[int, int]:
    """Coinche: the contract's value (the bid, or the capot bid) and the multiplier."""
    ruleset = deal.ruleset
    if capot_bid:
        if bid is not None and bid != ruleset.capot_bid_value:
            raise InvalidBidError(bid, ruleset.coinche_min_bid, ruleset.coinche_max_bid,
                                  ruleset.coinche_bid_step)
        contract = ruleset.capot_bid_value
    else:
        if bid is None:
            raise MissingBidError()
        if (not _int(bid) or not ruleset.coinche_min_bid <= bid <= ruleset.coinche_max_bid
                or (bid - ruleset.coinche_min_bid) % ruleset.coinche_bid_step):
            raise InvalidBidError(bid, ruleset.coinche_min_bid, ruleset.coinche_max_bid,
                                  ruleset.coinche_bid_step)
        contract = bid
    if coinche not in (1, 2, 4) or not _int(coinche):
        raise InvalidCoincheError(coinche)
    deal.add(Reason("contract", {"points": contract, "capot_bid": bool(capot_bid),
                                 "coinche": coinche}))
    factor = 1
    if coinche in (2, 4):
        rule = "coinche_factor" if coinche == 2 else "surcoinche_factor"
        factor = getattr(ruleset, rule)
        deal.add(Reason("multiplier", {"coinche": coinche, "factor": factor, "rule": rule,
                                       "ruleset": ruleset.id}))
    return contract, factor


def _move_announcements(deal: _Deal, from_side: str) -> bool:
    """Validated announcements of ``from_side`` after a fall or capot: moved to the other side
    (True) or kept (False), with the reason (A2, Q16)."""
    points = deal.ann[from_side]
    if not points:
        return False
    rid = deal.ruleset.id
    if deal.ruleset.announcements_after_fall == "keep":
        deal.add(Reason("announcements_kept", {"points": points, "side": from_side,
                                               "rule": "announcements_after_fall",
                                               "ruleset": rid}))
        return False
    deal.add(Reason("announcements_moved", {"points": points, "side": _OTHER[from_side],
                                            "rule": "announcements_after_fall", "ruleset": rid}))
    return True


def _fell_keeps(deal: _Deal, side: str) -> tuple[int, int]:
    """The side whose contract fell writes its belote (and the announcements it keeps):
    (announcements kept, points), with the reason."""
    moved = _move_announcements(deal, side)
    kept = 0 if moved else deal.ann[side]
    points = deal.bel[side] + kept
    deal.add(Reason("score_belote_only", {"side": side, "belote": deal.bel[side],
                                          "announcements": kept, "points": points}))
    return kept, points


def _classic_outcome(deal: _Deal) -> ScoreVerdict:
    """Classic (A5, Q15): made when strictly more than the defence (or equal, under ``made``);
    a fall gives the defence the deal total; an equality is a litige."""
    add, ann, bel, rid = deal.add, deal.ann, deal.bel, deal.ruleset.id
    t_total, d_total = deal.totals["taker"], deal.totals["defense"]
    if t_total > d_total or (t_total == d_total and deal.ruleset.classic_equality == "made"):
        add(Reason("classic_made", {"points": t_total, "defense_points": d_total,
                                    "rule": "classic_equality", "ruleset": rid}))
        t_score, d_score = t_total, d_total
        if deal.capot == "taker" and _move_announcements(deal, "defense"):
            t_score += ann["defense"]
            d_score -= ann["defense"]
        add(Reason("score_points", {"side": "taker", "points": t_score}))
        add(Reason("score_points", {"side": "defense", "points": d_score}))
        return deal.verdict(True, t_score, d_score, None, None, 1)
    if t_total < d_total:
        add(Reason("classic_fell", {"points": t_total, "defense_points": d_total}))
        kept_t, t_score = _fell_keeps(deal, "taker")
        base = deal_total(deal.trump, deal.ruleset, capot=deal.capot == "defense")
        d_ann = ann["defense"] + ann["taker"] - kept_t
        d_score = base + d_ann + bel["defense"]
        add(Reason("score_fall_classic", {"side": "defense", "base": base,
                                          "announcements": d_ann, "belote": bel["defense"],
                                          "points": d_score}))
        return deal.verdict(False, t_score, d_score, None, None, 1)
    add(Reason("classic_litige", {"points": t_total, "rule": "classic_equality",
                                  "ruleset": rid}))
    t_score = 0
    if bel["taker"] and deal.ruleset.belote_imprenable:  # A3: scored now, not held
        t_score = bel["taker"]
        add(Reason("belote_not_held", {"side": "taker", "belote": bel["taker"],
                                       "rule": "belote_imprenable", "ruleset": rid}))
    add(Reason("score_points", {"side": "defense", "points": d_total}))
    add(Reason("score_litige", {"side": "taker", "points": t_total - t_score}))
    return deal.verdict(None, t_score, d_total, t_total - t_score, None, 1)


def _coinche_made(deal: _Deal, contract: int, capot_bid: bool) -> bool:
    """Coinche: is the contract made (Q8, Q15)?"""
    t_total, d_total = deal.totals["taker"], deal.totals["defense"]
    if capot_bid:
        made = deal.capot == "taker"
        deal.add(Reason("capot_bid_made" if made else "capot_bid_failed", {}))
        return made
    if t_total < contract:
        deal.add(Reason("bid_not_reached", {"points": t_total, "bid": contract}))
        return False
    deal.add(Reason("bid_reached", {"points": t_total, "bid": contract}))
    if deal.ruleset.coinche_made_condition != "bid_and_more_than_defence":
        return True
    made = t_total > d_total
    deal.add(Reason("more_than_defense" if made else "not_more_than_defense",
                    {"points": t_total, "defense_points": d_total,
                     "rule": "coinche_made_condition", "ruleset": deal.ruleset.id}))
    return made


def _formula(deal: _Deal, side: str, base: int, anns: int, belote_pts: int, rule: str,
             contract: int, factor: int) -> int:
    """A coinched deal's or a fall's score: (base + announcements + contract) x factor (or the
    contract alone multiplied), then the belote (Q10-Q12)."""
    ruleset = deal.ruleset
    if ruleset.coinche_multiplies == "whole":
        points = (base + anns + contract) * factor
    else:
        points = base + anns + contract * factor
    if belote_pts and ruleset.belote_multiplied:
        points += belote_pts * factor
    else:
        points += belote_pts
    deal.add(Reason("score_formula", {"side": side, "base": base, "announcements": anns,
                                      "contract": contract, "factor": factor,
                                      "belote": belote_pts, "points": points,
                                      "rule": rule, "ruleset": ruleset.id}))
    if belote_pts and factor > 1:
        deal.add(Reason("belote_multiplied" if ruleset.belote_multiplied else
                        "belote_not_multiplied",
                        {"side": side, "belote": belote_pts, "rule": "belote_multiplied",
                         "ruleset": ruleset.id}))
    return points


def _made_uncoinched(deal: _Deal, contract: int) -> tuple[int, int]:
    """Made, not coinched: each side its total (rounded under the ruleset, Q17), plus the
    contract for the takers."""
    ann, rid = deal.ann, deal.ruleset.id
    t_score, d_score = deal.totals["taker"], deal.totals["defense"]
    if deal.capot == "taker" and _move_announcements(deal, "defense"):
        t_score += ann["defense"]
        d_score -= ann["defense"]
    step = deal.ruleset.coinche_rounding
    if step > 1:
        for side, pts in (("taker", t_score), ("defense", d_score)):
            deal.add(Reason("rounded", {"side": side, "points": pts,
                                        "rounded": round_half_up(pts, step),
                                        "rule": "coinche_rounding", "ruleset": rid}))
        t_score, d_score = round_half_up(t_score, step), round_half_up(d_score, step)
    else:
        deal.add(Reason("exact_points", {"rule": "coinche_rounding", "ruleset": rid}))
    deal.add(Reason("score_contract_added", {"side": "taker", "points": t_score,
                                             "contract": contract,
                                             "total": t_score + contract}))
    deal.add(Reason("score_points", {"side": "defense", "points": d_score}))
    return t_score + contract, d_score


def _made_coinched(deal: _Deal, contract: int, factor: int) -> tuple[int, int]:
    """Made and coinched: the takers score the formula on the coinche base (or the coinched
    capot base), the defence its belote (A7, Q9)."""
    ann, bel, ruleset = deal.ann, deal.bel, deal.ruleset
    if deal.capot == "taker":
        base, rule = ruleset.coinched_capot_base, "coinched_capot_base"
        moved = _move_announcements(deal, "defense")
    elif ruleset.announcements_after_fall == "keep":  # Q18: the defence keeps its own
        base, rule = ruleset.coinche_base, "coinche_base"
        moved = _move_announcements(deal, "defense")
    else:
        base, rule = ruleset.coinche_base, "coinche_base"
        moved = True
        if ann["defense"]:
            deal.add(Reason("announcements_to_takers_coinched", {"points": ann["defense"],
                                                                 "side": "taker"}))
    d_kept = 0 if moved else ann["defense"]
    t_score = _formula(deal, "taker", base, ann["taker"] + ann["defense"] - d_kept,
                       bel["taker"], rule, contract, factor)
    d_score = bel["defense"] + d_kept
    deal.add(Reason("score_belote_only", {"side": "defense", "belote": bel["defense"],
                                          "announcements": d_kept, "points": d_score}))
    return t_score, d_score


def _coinche_outcome(deal: _Deal, contract: int, factor: int, capot_bid: bool) -> ScoreVerdict:
    """Coinche (A6, A7): made or fallen, then the side that scores the contract."""
    made = _coinche_made(deal, contract, capot_bid)
    if made and factor == 1:
        t_score, d_score = _made_uncoinched(deal, contract)
    elif made:
        t_score, d_score = _made_coinched(deal, contract, factor)
    else:
        kept_t, t_score = _fell_keeps(deal, "taker")
        d_score = _formula(deal, "defense", deal.ruleset.coinche_base,
                           deal.ann["defense"] + deal.ann["taker"] - kept_t,
                           deal.bel["defense"], "coinche_base", contract, factor)
    return deal.verdict(made, t_score, d_score, None, contract, factor)


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
    trump = parse_trump(trump)
    ruleset = parse_ruleset(ruleset)
    table = ruleset._points[trump]
    given: dict[str, int] = {}
    for side_name, cards in cards_won.items():
        side = _side(side_name)
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
        given[missing] = ((1 << 32) - 1) & ~given.get(_OTHER[missing], 0)
    count = {side: bin(m).count("1") for side, m in given.items()}
    if count["taker"] + count["defense"] != 32:
        raise CardsWonIncompleteError(count["taker"] + count["defense"], 32)
    for side in SIDES:
        if count[side] % 4:
            raise CardsWonNotTricksError(side, count[side])
    capot = next((side for side in SIDES if count[side] == 32), None)
    if last_trick is not None:
        last_trick = _side(last_trick)
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
                **options: Any) -> ScoreVerdict:
    """:func:`score_deal` for a deal entered as the cards each side won (:func:`count_cards`):
    the same verdict, the count of each side's cards first in its reasons.

    >>> v = score_cards("classic", "none", {"taker": "AS AH AD AC 7S 7H 7D 7C"}, "taker",
    ...                 ruleset=OFFICIELLES)
    >>> v.made, v.scores, v.reasons[0].code
    (True, {'taker': 86, 'defense': 76}, 'cards_counted')
    """
    points, capot, counted = count_cards(trump, cards_won, last_trick, ruleset)
    v = score_deal(variant, trump, points["taker"], points["defense"], capot=capot,
                   ruleset=ruleset, **options)
    return replace(v, reasons=counted + v.reasons)
