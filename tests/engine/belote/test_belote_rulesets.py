"""Rulesets as values: the seed's Maison/Officielles table, contracts, the code registry."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

import engine.belote as belote
from engine.belote import (
    DEFAULT_RULESET,
    MAISON,
    OFFICIELLES,
    REASON_CODES,
    RULESETS,
    MissingTrumpError,
    UnknownRulesetError,
    UnknownTrumpError,
    UnknownVariantError,
    parse_ruleset,
    parse_trump,
    parse_variant,
    ruleset_rows,
)


def test_seed_table_rows():
    # seed 000 "Regras Maison ou Oficiais", row by row
    rows = {
        "coinche_rounding": (1, 10),                       # exact / to the ten
        "coinched_capot_base": (160, 250),
        "no_trump_ace": (11, 19),
        "no_trump_carre_table": ("trump", "no_trump"),
        "announcement_tie": ("taker", "trump_else_nobody"),
        "card_in_two_combinations": (True, False),
        "announcements_after_fall": ("keep", "deal_winner"),
        "coinche_undertrump_compulsory": (True, False),
        "coinche_out_of_turn": (True, False),
    }
    for row, (m, o) in rows.items():
        assert (getattr(MAISON, row), getattr(OFFICIELLES, row)) == (m, o), row
    # everything else (section C decisions) is the same in both
    for row in set(ruleset_rows()) - set(rows):
        assert getattr(MAISON, row) == getattr(OFFICIELLES, row), row


def test_section_c_settings():
    for rs in (MAISON, OFFICIELLES):
        assert (rs.surcoinche_factor, rs.coinche_factor, rs.belote_multiplied) == (4, 2, False)
        assert rs.coinche_made_condition == "bid_and_more_than_defence"
        assert rs.classic_equality == "litige" and rs.no_trump_jack == 2
        assert (rs.coinche_min_bid, rs.coinche_max_bid, rs.capot_bid_value) == (80, 160, 250)


def test_registry_and_defaults():
    assert RULESETS == {"maison": MAISON, "officielles": OFFICIELLES}
    assert DEFAULT_RULESET is MAISON
    with pytest.raises(dataclasses.FrozenInstanceError):
        MAISON.no_trump_ace = 19  # type: ignore[misc]
    assert parse_ruleset("OFFICIELLES") is OFFICIELLES
    with pytest.raises(UnknownRulesetError):
        parse_ruleset("casa")
    assert parse_variant(" classic ") == "classic"
    with pytest.raises(UnknownVariantError):
        parse_variant("contree")


@pytest.mark.parametrize("text, trump", [("S", "S"), ("h", "H"), ("♦", "D"), ("♣\ufe0e", "C"),
                                         ("none", "none"), ("SA", "none"), ("all", "all"),
                                         ("tout-atout", "all")])
def test_parse_trump(text, trump):
    assert parse_trump(text) == trump


@pytest.mark.parametrize("text, error", [(None, MissingTrumpError), ("  ", MissingTrumpError),
                                         ("X", UnknownTrumpError), (3, UnknownTrumpError)])
def test_parse_trump_errors(text, error):
    with pytest.raises(error):
        parse_trump(text)


def test_algorithms_never_test_a_ruleset_id():
    src = Path(belote.__file__).parent
    for path in src.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"\.id\s*(==|!=|in\b)", text), path.name
        assert not re.search(r"is (MAISON|OFFICIELLES)\b", text), path.name


def test_registry_params_follow_the_conventions():
    for code, names in REASON_CODES.items():
        assert re.fullmatch(r"[a-z_]+", code)
        assert len(set(names)) == len(names)
        if "rule" in names:
            assert "ruleset" in names, code
