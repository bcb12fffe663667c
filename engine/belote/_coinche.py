"""Coinche's outcome (A6, A7, Q8-Q19): the contract and its multiplier, the deal brought to the
bids' scale, made or fallen, and the score formula ((base + announcements + contract) x factor,
then the belote).

>>> round_half_up(85), to_scale(80, 130, 162)
(90, 100)
"""

from __future__ import annotations

from engine.belote._deal import Deal, ScoreVerdict, fell_keeps, is_int, move_announcements
from engine.belote.errors import InvalidBidError, InvalidCoincheError, MissingBidError
from engine.reasons import Reason

__all__ = ["coinche_outcome", "contract_and_factor", "round_half_up", "scale_points", "to_scale"]


def round_half_up(points: int, step: int = 10, up_from: int | None = None) -> int:
    """Nearest multiple of ``step``, halves up (Q17: 85 -> 90, 84 -> 80); with ``up_from``,
    what is left over rounds up from that many (B4, "6 up": 85 -> 80, 86 -> 90).

    >>> round_half_up(85), round_half_up(84), round_half_up(103), round_half_up(7, 1)
    (90, 80, 100, 7)
    >>> round_half_up(85, 10, 6), round_half_up(86, 10, 6), round_half_up(85, 10, 5)
    (80, 90, 90)
    """
    if up_from is None:
        up_from = (step + 1) // 2
    return (points + step - up_from) // step * step


def to_scale(points: int, total: int, scale: int) -> int:
    """``points`` out of ``total``, brought to ``scale``, to the nearest point (Q19).

    >>> to_scale(80, 130, 162), to_scale(65, 130, 162), to_scale(54, 130, 162)
    (100, 81, 67)
    """
    return (2 * points * scale + total) // (2 * total)


def scale_points(deal: Deal, taker_points: int, defense_points: int, total: int
              ) -> tuple[int, int, int]:
    """Coinche (Q19): a deal counted on another total than the bids' scale (Maison sans-atout:
    130) is brought to the scale before anything is judged; the defence gets the rest. A capot
    is worth the scale's capot (252)."""
    ruleset = deal.ruleset
    scale = ruleset.coinche_scale
    plain = ruleset._totals[deal.trump.code] + ruleset.last_trick_bonus  # deal_total()
    if plain == scale:
        return taker_points, defense_points, total
    if scale is None:  # a table's rule: the deal is judged on its own total (the seed as written)
        if deal.explain:
            deal.add(Reason("not_converted", {"total": plain, "rule": "coinche_scale",
                                              "ruleset": ruleset.id}))
        return taker_points, defense_points, total
    if deal.capot is None:
        t_conv = to_scale(taker_points, plain, scale)
        d_conv = scale - t_conv
    else:
        capot_total = scale - ruleset.last_trick_bonus + ruleset.capot_last_trick_bonus
        t_conv, d_conv = (capot_total, 0) if deal.capot == "taker" else (0, capot_total)
    if deal.explain:
        deal.add(Reason("converted_to_scale", {
            "total": total, "scale": t_conv + d_conv, "points": taker_points,
            "converted": t_conv, "defense_points": defense_points, "defense_converted": d_conv,
            "rule": "coinche_scale", "ruleset": ruleset.id}))
    return t_conv, d_conv, t_conv + d_conv


def contract_and_factor(deal: Deal, bid: int | None, capot_bid: bool, coinche: int
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
        if (not is_int(bid) or not ruleset.coinche_min_bid <= bid <= ruleset.coinche_max_bid
                or (bid - ruleset.coinche_min_bid) % ruleset.coinche_bid_step):
            raise InvalidBidError(bid, ruleset.coinche_min_bid, ruleset.coinche_max_bid,
                                  ruleset.coinche_bid_step)
        contract = bid
    if coinche not in (1, 2, 4) or not is_int(coinche):
        raise InvalidCoincheError(coinche)
    if deal.explain:
        if capot_bid:  # the capot's value is the ruleset's
            deal.add(Reason("capot_contract", {"points": contract, "coinche": coinche,
                                               "rule": "capot_bid_value", "ruleset": ruleset.id}))
        else:
            deal.add(Reason("contract", {"points": contract, "capot_bid": False,
                                         "coinche": coinche}))
    factor = 1
    if coinche in (2, 4):
        rule = "coinche_factor" if coinche == 2 else "surcoinche_factor"
        factor = getattr(ruleset, rule)
        if deal.explain:
            deal.add(Reason("multiplier", {"coinche": coinche, "factor": factor, "rule": rule,
                                           "ruleset": ruleset.id}))
    return contract, factor


def _coinche_made(deal: Deal, contract: int, capot_bid: bool) -> bool:
    """Coinche: is the contract made (Q8, Q15)?"""
    t_total, d_total = deal.totals["taker"], deal.totals["defense"]
    explain = deal.explain
    if capot_bid:
        made = deal.capot == "taker"
        if explain:
            deal.add(Reason("capot_bid_made" if made else "capot_bid_failed", {}))
        return made
    if t_total < contract:
        if explain:
            deal.add(Reason("bid_not_reached", {"points": t_total, "bid": contract}))
        return False
    if explain:
        deal.add(Reason("bid_reached", {"points": t_total, "bid": contract}))
    if deal.ruleset.coinche_made_condition != "bid_and_more_than_defence":
        if explain:
            deal.add(Reason("bid_is_enough", {"rule": "coinche_made_condition",
                                              "ruleset": deal.ruleset.id}))
        return True
    made = t_total > d_total
    if explain:
        deal.add(Reason("more_than_defense" if made else "not_more_than_defense",
                        {"points": t_total, "defense_points": d_total,
                         "rule": "coinche_made_condition", "ruleset": deal.ruleset.id}))
    return made


def _formula(deal: Deal, side: str, base: int, anns: int, belote_pts: int, rule: str,
             contract: int, factor: int) -> int:
    """A coinched deal's or a fall's score: (base + announcements + contract) x factor (or the
    contract alone multiplied), then the belote (Q10-Q12)."""
    ruleset = deal.ruleset
    multiplies = ruleset.coinche_multiplies
    if multiplies == "whole":
        points = (base + anns + contract) * factor
    elif multiplies == "flat":  # B4, FFB contrée 2016: a forfeit, 320 or 640, + contract × m
        points = base * factor + contract * factor + anns
    else:
        points = base + anns + contract * factor
    if belote_pts and ruleset.belote_multiplied:
        points += belote_pts * factor
    else:
        points += belote_pts
    if not deal.explain:
        return points
    if multiplies == "flat":
        deal.add(Reason("score_forfeit", {"side": side, "base": base, "announcements": anns,
                                          "contract": contract, "factor": factor,
                                          "forfeit": base * factor, "belote": belote_pts,
                                          "points": points, "rule": "coinche_multiplies",
                                          "ruleset": ruleset.id}))
    else:  # the whole deal multiplied, or only the contract (a rule of its own)
        whole = multiplies == "whole"
        deal.add(Reason("score_formula" if whole else "score_formula_contract", {
            "side": side, "base": base, "announcements": anns, "contract": contract,
            "factor": factor, "belote": belote_pts, "points": points,
            "rule": rule if whole else "coinche_multiplies", "ruleset": ruleset.id}))
    if belote_pts and factor > 1:
        deal.add(Reason("belote_multiplied" if ruleset.belote_multiplied else
                        "belote_not_multiplied",
                        {"side": side, "belote": belote_pts, "rule": "belote_multiplied",
                         "ruleset": ruleset.id}))
    return points


def _made_uncoinched(deal: Deal, contract: int) -> tuple[int, int]:
    """Made, not coinched: each side its total (rounded under the ruleset, Q17), plus the
    contract for the takers."""
    ann, rid = deal.ann, deal.ruleset.id
    t_score, d_score = deal.totals["taker"], deal.totals["defense"]
    if deal.capot == "taker" and move_announcements(deal, "defense"):
        t_score += ann["defense"]
        d_score -= ann["defense"]
    step = deal.ruleset.coinche_rounding
    explain = deal.explain
    if step > 1:
        up = deal.ruleset.coinche_round_up_from
        if explain:
            for side, pts in (("taker", t_score), ("defense", d_score)):
                deal.add(Reason("rounded", {"side": side, "points": pts,
                                            "rounded": round_half_up(pts, step, up),
                                            "rule": "coinche_rounding", "ruleset": rid}))
        t_score, d_score = round_half_up(t_score, step, up), round_half_up(d_score, step, up)
    elif explain:
        deal.add(Reason("exact_points", {"rule": "coinche_rounding", "ruleset": rid}))
    if explain:
        deal.add(Reason("score_contract_added", {"side": "taker", "points": t_score,
                                                 "contract": contract,
                                                 "total": t_score + contract}))
        deal.add(Reason("score_points", {"side": "defense", "points": d_score}))
    return t_score + contract, d_score


def _made_coinched(deal: Deal, contract: int, factor: int) -> tuple[int, int]:
    """Made and coinched: the takers score the formula on the coinche base (or the coinched
    capot base), the defence its belote (A7, Q9)."""
    ann, bel, ruleset = deal.ann, deal.bel, deal.ruleset
    if deal.capot == "taker":
        base, rule = ruleset.coinched_capot_base, "coinched_capot_base"
        moved = move_announcements(deal, "defense")
    elif ruleset.announcements_after_fall == "keep":  # Q18: the defence keeps its own
        base, rule = ruleset.coinche_base, "coinche_base"
        moved = move_announcements(deal, "defense")
    else:
        base, rule = ruleset.coinche_base, "coinche_base"
        moved = True
        if ann["defense"] and deal.explain:
            deal.add(Reason("announcements_to_takers_coinched", {"points": ann["defense"],
                                                                 "side": "taker"}))
    d_kept = 0 if moved else ann["defense"]
    t_score = _formula(deal, "taker", base, ann["taker"] + ann["defense"] - d_kept,
                       bel["taker"], rule, contract, factor)
    d_score = bel["defense"] + d_kept
    if deal.explain:
        deal.add(Reason("score_belote_only", {"side": "defense", "belote": bel["defense"],
                                              "announcements": d_kept, "points": d_score}))
    return t_score, d_score


def coinche_outcome(deal: Deal, contract: int, factor: int, capot_bid: bool) -> ScoreVerdict:
    """Coinche (A6, A7): made or fallen, then the side that scores the contract."""
    made = _coinche_made(deal, contract, capot_bid)
    if made and factor == 1:
        t_score, d_score = _made_uncoinched(deal, contract)
    elif made:
        t_score, d_score = _made_coinched(deal, contract, factor)
    else:
        kept_t, t_score, taken = fell_keeps(deal, "taker")
        d_score = _formula(deal, "defense", deal.ruleset.coinche_base,
                           deal.ann["defense"] + deal.ann["taker"] - kept_t,
                           deal.bel["defense"] + taken, "coinche_base", contract, factor)
    return deal.verdict(made, t_score, d_score, None, contract, factor)
