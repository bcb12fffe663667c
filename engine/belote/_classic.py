"""Classic belote's outcome (A5, Q15): made, fallen, or a litige, and what each side writes.

>>> from engine.belote.scoring import score_deal
>>> [r.code for r in score_deal("classic", "S", 81, 81).reasons][-3:]
['classic_litige', 'score_points', 'score_litige']
"""

from __future__ import annotations

from engine.belote._deal import Deal, ScoreVerdict, fell_keeps, move_announcements
from engine.belote.errors import OptionNotInClassicError
from engine.belote.rulesets import deal_total
from engine.reasons import Reason

__all__ = ["classic_outcome", "no_coinche_options"]


def no_coinche_options(bid: int | None, capot_bid: bool, coinche: int) -> None:
    for option, given in (("bid", bid is not None), ("capot_bid", bool(capot_bid)),
                          ("coinche", coinche != 1)):
        if given:
            raise OptionNotInClassicError(option)


def classic_outcome(deal: Deal) -> ScoreVerdict:
    """Classic (A5, Q15): made when strictly more than the defence (or equal, under ``made``);
    a fall gives the defence the deal total; an equality is a litige."""
    add, ann, bel, rid = deal.add, deal.ann, deal.bel, deal.ruleset.id
    explain = deal.explain
    t_total, d_total = deal.totals["taker"], deal.totals["defense"]
    if t_total > d_total or (t_total == d_total and deal.ruleset.classic_equality == "made"):
        if explain:
            add(Reason("classic_made", {"points": t_total, "defense_points": d_total,
                                        "rule": "classic_equality", "ruleset": rid}))
        t_score, d_score = t_total, d_total
        if deal.capot == "taker" and move_announcements(deal, "defense"):
            t_score += ann["defense"]
            d_score -= ann["defense"]
        if explain:
            add(Reason("score_points", {"side": "taker", "points": t_score}))
            add(Reason("score_points", {"side": "defense", "points": d_score}))
        return deal.verdict(True, t_score, d_score, None, None, 1)
    if t_total < d_total:
        if explain:
            add(Reason("classic_fell", {"points": t_total, "defense_points": d_total}))
        kept_t, t_score, taken = fell_keeps(deal, "taker")
        base = deal_total(deal.trump, deal.ruleset, capot=deal.capot == "defense")
        d_ann = ann["defense"] + ann["taker"] - kept_t
        d_score = base + d_ann + bel["defense"] + taken
        if explain:
            add(Reason("score_fall_classic", {"side": "defense", "base": base,
                                              "announcements": d_ann,
                                              "belote": bel["defense"] + taken,
                                              "points": d_score}))
        return deal.verdict(False, t_score, d_score, None, None, 1)
    if explain:
        add(Reason("classic_litige", {"points": t_total, "rule": "classic_equality",
                                      "ruleset": rid}))
    t_score = 0
    if bel["taker"] and deal.ruleset.belote_imprenable:  # A3: scored now, not held
        t_score = bel["taker"]
        if explain:
            add(Reason("belote_not_held", {"side": "taker", "belote": bel["taker"],
                                           "rule": "belote_imprenable", "ruleset": rid}))
    if explain:
        add(Reason("score_points", {"side": "defense", "points": d_total}))
        add(Reason("score_litige", {"side": "taker", "points": t_total - t_score}))
    return deal.verdict(None, t_score, d_total, t_total - t_score, None, 1)
