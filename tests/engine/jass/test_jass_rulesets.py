"""Rulesets as values, contracts, and the registry of reason and error codes."""

from __future__ import annotations

import inspect
import re
from dataclasses import FrozenInstanceError, fields
from pathlib import Path

import pytest

import engine.jass as jass
from engine.jass import (
    DEFAULT_RULESET,
    MULTIPLIER_PROFILES,
    REASON_CODES,
    RULESETS,
    SWISS,
    TRADITIONAL,
    JassRuleset,
    get_ruleset,
    parse_contract,
)
from engine.jass.rulesets import MissingContractError, UnknownContractError, UnknownProfileError
from engine.reasons import EngineError

ENGINE_DIR = Path(jass.__file__).parent


def test_registry_and_defaults():
    assert RULESETS == {"traditional": TRADITIONAL, "swiss": SWISS}
    assert DEFAULT_RULESET is TRADITIONAL
    assert (TRADITIONAL.target, TRADITIONAL.schneider_below) == (3000, 1500)
    assert dict(TRADITIONAL.multipliers) == {"E": 1, "R": 1, "L": 2, "S": 2, "obenabe": 3,
                                             "undenufe": 4}
    assert dict(SWISS.multipliers) == {"E": 1, "R": 1, "L": 2, "S": 2, "obenabe": 3, "undenufe": 3}
    assert SWISS.target == 2500
    assert TRADITIONAL.first_forehand_card == "7R" and SWISS.first_forehand_card is None


def test_q13_profiles():
    assert set(MULTIPLIER_PROFILES) == {"pagat-3000", "swisslos-2500", "swisslos-1000",
                                        "romandie-1500"}
    # B9: Romandy chibre (a table's rule): spades (Schilten) double, the rest once, to 1500
    pique = MULTIPLIER_PROFILES["romandie-1500"]
    assert pique.target == 1500 and {c for c, m in pique.multipliers.items() if m == 2} == {"L"}
    one = SWISS.with_profile("swisslos-1000")
    assert one.target == 1000 and set(one.multipliers.values()) == {1} and one.id == "swiss"
    assert one.cross_weis is True                       # only the profile changed
    assert SWISS.with_profile("swisslos-2500") == SWISS
    assert get_ruleset("traditional", "swisslos-2500").multipliers["undenufe"] == 3
    with pytest.raises(UnknownProfileError):
        TRADITIONAL.with_profile("chibre")


def test_rulesets_are_frozen_and_hashable():
    with pytest.raises(FrozenInstanceError):
        TRADITIONAL.target = 1000  # type: ignore[misc]
    assert len({TRADITIONAL, SWISS, SWISS.with_profile("swisslos-1000")}) == 3


def test_differing_rows_are_fields():
    differ = {f.name for f in fields(JassRuleset)
              if getattr(TRADITIONAL, f.name) != getattr(SWISS, f.name)}
    assert differ == {"id", "sequence_points", "four_points", "cross_weis",
                      "four_beats_equal_sequence", "undenufe_points", "profile", "multipliers",
                      "target", "schneider_below", "first_forehand_card"}


def test_algorithms_never_test_the_ruleset_id():
    for path in ENGINE_DIR.glob("*.py"):
        if path.name == "rulesets.py":
            continue
        text = path.read_text()
        assert not re.search(r"\.id\s*(==|!=|\bin\b)|(==|!=)\s*[\w.]*\.id\b"
                             r"|\bis\s+(TRADITIONAL|SWISS)\b", text), path.name


@pytest.mark.parametrize("text,contract", [
    ("E", "E"), ("s", "S"), ("R", "R"), ("l", "L"), ("♥", "R"), ("♦\ufe0f", "E"), ("♠", "L"),
    ("C", "S"), ("obenabe", "obenabe"), ("Obe-Abe", "obenabe"), ("UNDENUFE", "undenufe"),
    ("uneufe", "undenufe"), ("Eicheln", "E")])
def test_parse_contract(text, contract):
    assert parse_contract(text) == contract


@pytest.mark.parametrize("text,error", [("", MissingContractError), (None, MissingContractError),
                                        ("sans", UnknownContractError), (3, UnknownContractError),
                                        ("x" * 40, UnknownContractError)])
def test_parse_contract_errors(text, error):
    with pytest.raises(error) as e:
        parse_contract(text)
    if error is UnknownContractError:
        assert len(e.value.params["token"]) <= 16


def test_every_error_class_is_registered():
    import engine.jass._input, engine.jass.play, engine.jass.rulesets, engine.jass.scoring, engine.jass.weis  # noqa
    mods = [engine.jass._input, engine.jass.rulesets, engine.jass.scoring, engine.jass.weis]
    classes = {obj for m in mods for _, obj in inspect.getmembers(m, inspect.isclass)
               if issubclass(obj, EngineError) and obj is not EngineError}
    assert classes
    for cls in classes:
        assert cls.code in REASON_CODES, cls.__name__


def test_codes_are_prefixed_or_shared():
    shared = {"unknown_card", "duplicate_card", "card_in_two_hands", "too_many_cards",
              "card_on_table_and_in_hand", "unknown_seat", "unknown_team", "unknown_contract",
              "missing_contract"}
    for code in REASON_CODES:
        assert code in shared or code.startswith(("jass_", "weis_")), code


def test_every_registered_code_appears_in_the_engine_source():
    source = "".join(p.read_text() for p in ENGINE_DIR.glob("*.py") if p.name != "codes.py")
    source += "".join((ENGINE_DIR.parent / name).read_text()
                      for name in ("cards.py", "table.py", "errors.py"))
    for code in REASON_CODES:
        assert f'"{code}"' in source, code


def test_no_code_shared_with_belote_has_other_params():
    belote = pytest.importorskip("engine.belote")
    other = getattr(belote, "REASON_CODES", None)
    if other is None:
        pytest.skip("the Belote engine has no registry")
    for code in set(other) & set(REASON_CODES):
        assert tuple(other[code]) == tuple(REASON_CODES[code]), code
