"""Algorithms read ruleset fields: alternative settings documented in belote.md (pagat, FFB
contrée, other tout-atout tables) change the verdicts through the fields alone."""

from __future__ import annotations

import dataclasses

from engine.belote import MAISON, OFFICIELLES, announcements, card_points, legal_cards, score_deal


def variant_of(base, **changes):
    return dataclasses.replace(base, id="custom", **changes)


def test_classic_equality_made_pagat():
    rs = variant_of(OFFICIELLES, classic_equality="made")
    v = score_deal("classic", "S", 81, 81, ruleset=rs)
    assert v.made is True and v.scores == {"taker": 81, "defense": 81}


def test_coinche_made_on_the_bid_only():
    rs = variant_of(MAISON, coinche_made_condition="bid_only")
    assert score_deal("coinche", "S", 81, 81, bid=80, ruleset=rs).made is True
    assert score_deal("coinche", "S", 81, 81, bid=80, ruleset=MAISON).made is False


def test_multiplier_on_the_contract_only_and_belote_multiplied():
    rs = variant_of(MAISON, coinche_multiplies="contract", belote_multiplied=True,
                    surcoinche_factor=3)
    v = score_deal("coinche", "S", 100, 62, bid=90, coinche=4, belote="taker", ruleset=rs)
    assert v.scores["taker"] == 160 + 90 * 3 + 20 * 3
    assert any(r.code == "belote_multiplied" for r in v.reasons)


def test_pagat_all_trump_table():
    rs = variant_of(MAISON, all_trump_points="pagat")
    assert card_points("JH", "all", rs) == 14 and card_points("QH", "all", rs) == 1


def test_a_custom_ruleset_mixing_rows():
    # Maison's carré table in sans-atout with Officielles' tie rule: nothing tests the id
    rs = variant_of(OFFICIELLES, no_trump_carre_table="trump", announcement_tie="taker")
    v = announcements({"W": "AS AH AD AC", "N": "9H TH JH", "E": "9D TD JD"}, "none", "NS", rs)
    assert v.points == {"NS": 0, "EW": 120}     # carré of Aces 100 (trump table) + tierce
    v = announcements({"N": "9H TH JH", "E": "9D TD JD"}, "none", "NS", rs)
    assert v.scoring_team == "NS"
    rs = variant_of(MAISON, coinche_undertrump_compulsory=False)
    assert len(legal_cards("7S 7D", [("N", "AH"), ("W", "9S")], "S", "coinche", rs).legal) == 2
