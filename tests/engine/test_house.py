"""House rules (engine/house/): the id codec, the switches of each game, the refusals."""

from __future__ import annotations

import dataclasses
import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import reuse
from engine.belote import announcements_by_ruleset
from engine.belote.house import HOUSE as BELOTE
from engine.house import (
    MAX_NAME,
    InvalidChoiceError,
    InvalidHouseIdError,
    InvalidNameError,
    RefusedCombinationError,
    UnknownBaseError,
    UnknownSwitchError,
)
from engine.house.codec import pack
from engine.jass.house import HOUSE as JASS

HOUSES = {"belote": BELOTE, "jass": JASS}


@pytest.mark.parametrize("game", HOUSES)
def test_every_standard_ruleset_holds_one_of_the_allowed_values_of_every_switch(game):
    house = HOUSES[game]
    for base in house.bases.values():
        assert None not in house.tokens(base).values(), base.id
    # and the standard rulesets differ on at least one switch (else the table is pointless)
    a, b = (house.tokens(r) for r in house.bases.values())
    assert a != b


def test_the_seed_table_rows_and_belote_md_b_are_switches():
    seed_rows = ["coinche_rounding", "coinched_capot_base", "no_trump_ace", "no_trump_carre_table",
                 "announcement_tie", "card_in_two_combinations", "announcements_after_fall",
                 "coinche_undertrump_compulsory", "coinche_out_of_turn"]
    assert [s.field for s in BELOTE.switches][:9] == seed_rows
    # belote.md B3 (Jack 0), B4 (surcoinche, fall base, multiplier, capot), B5, B7, B9, B10
    for f in ("no_trump_jack", "surcoinche_factor", "coinche_base", "coinche_multiplies",
              "capot_bid_value", "classic_undertrump_compulsory", "coinche_made_condition",
              "classic_equality", "all_trump_points"):
        assert f in BELOTE.by_field


def test_the_jass_differences_target_and_multiplier_profile_are_switches():
    for f in ("sequence_points", "four_points", "cross_weis", "four_beats_equal_sequence",
              "undenufe_points", "multipliers", "target", "weis_needs_trick"):
        assert f in JASS.by_field


def test_an_id_is_pinned_forever():
    # An id once given must decode to the same rules: the orders are append-only.
    assert BELOTE.encode("maison", {"announcement_tie": "trump_else_nobody"}, "Chez Paul") == \
        "h1.AAEEAUNoZXogUGF1bEk"
    assert JASS.encode("swiss", {"target": "1000", "multipliers": "flat"}, "") == "h1.AQIFAgYEZw"


@st.composite
def house_input(draw):
    game = draw(st.sampled_from(sorted(HOUSES)))
    house = HOUSES[game]
    base = draw(st.sampled_from(list(house.bases)))
    changes = {}
    for sw in draw(st.lists(st.sampled_from(house.switches), unique=True)):
        changes[sw.field] = draw(st.sampled_from(sw.tokens))
    name = draw(st.text(st.characters(blacklist_categories=("C", "Z")), max_size=MAX_NAME))
    return house, base, changes, name


@settings(max_examples=300, deadline=None)
@given(house_input())
def test_an_id_round_trips(inp):
    house, base, changes, name = inp
    try:
        hid = house.encode(base, changes, name)
    except RefusedCombinationError:
        return
    assert hid.startswith("h1.") and all(c.isalnum() or c in "._-" for c in hid)
    b, ch, n = house.decode(hid)
    rs = house.ruleset(hid)
    assert b == base and n == unicodedata.normalize("NFC", name)
    base_tokens = house.tokens(house.bases[base])
    expected = {**base_tokens, **changes}
    assert house.tokens(rs) == expected
    assert ch == {f: t for f, t in changes.items() if base_tokens[f] != t}
    # rebuilding from another base with the full set of tokens gives the same rules
    other = next(x for x in house.bases if x != base)
    again = house.ruleset(house.encode(other, expected, name))
    assert house.tokens(again) == expected


@pytest.mark.parametrize("bad", ["h1.", "h1.AAAA", "h1.!!", "h1." + "A" * 300, "maison", "h2.AAEE",
                                 "h1.AAEEAUNoZXogUGF1bEj"])
def test_a_bad_id_is_refused(bad):
    with pytest.raises(InvalidHouseIdError):
        BELOTE.decode(bad)


def test_a_non_canonical_id_is_refused():
    # a change equal to the base's value is never written: an id that writes one is not ours
    import base64
    import zlib
    raw = bytes([0, 1, 4, 0])  # maison, announcement_tie = taker (Maison's own)
    raw += bytes([zlib.crc32(raw) & 0xFF])
    hid = "h1." + base64.urlsafe_b64encode(raw).rstrip(b"=").decode()
    with pytest.raises(InvalidHouseIdError):
        BELOTE.decode(hid)


def test_bad_input_names_what_is_wrong():
    with pytest.raises(UnknownBaseError):
        BELOTE.encode("swiss", {})
    with pytest.raises(UnknownSwitchError) as e:
        BELOTE.encode("maison", {"ties": "trump"})
    assert e.value.params == {"switch": "ties"}
    with pytest.raises(InvalidChoiceError) as e:
        BELOTE.encode("maison", {"surcoinche_factor": "5"})
    assert e.value.field == "set.surcoinche_factor"
    assert e.value.params["allowed"] == ["4", "3"]
    with pytest.raises(InvalidNameError):
        BELOTE.encode("maison", {}, "x" * (MAX_NAME + 1))
    with pytest.raises(InvalidNameError):
        BELOTE.encode("maison", {}, "a\x00b")


def test_json_values_are_accepted_for_their_token():
    assert BELOTE.encode("maison", {"card_in_two_combinations": False, "no_trump_ace": 19}) == \
        BELOTE.encode("maison", {"card_in_two_combinations": "no", "no_trump_ace": "19"})


def test_nonsensical_combinations_are_refused_with_a_reason():
    with pytest.raises(RefusedCombinationError) as e:
        BELOTE.encode("officielles", {"no_trump_jack": "0"})
    assert e.value.code == "house_no_trump_162" and e.value.params["total"] == 154
    with pytest.raises(RefusedCombinationError) as e:
        JASS.encode("traditional", {"target": "1000"})
    assert (e.value.code, e.value.params["points"]) == ("house_game_in_one_deal", 1028)
    JASS.encode("traditional", {"target": "1000", "multipliers": "flat"})  # fine


def test_decoding_is_memoized():
    hid = JASS.encode("swiss", {"cross_weis": "no"}, "Memo")
    assert JASS.ruleset(hid) is JASS.ruleset(hid)


def test_two_rulesets_equal_in_every_field_share_a_verdict_through_reuse():
    # A house ruleset equal to Officielles in every field (built from Maison by flipping every
    # switch where they differ) gets Officielles' verdict without a second evaluation.
    off = BELOTE.tokens(BELOTE.bases["officielles"])
    mine = BELOTE.build("maison", off, "Nos règles")
    assert {f.name: getattr(mine, f.name) for f in dataclasses.fields(mine) if f.name != "id"} \
        == {f.name: getattr(BELOTE.bases["officielles"], f.name)
            for f in dataclasses.fields(mine) if f.name != "id"}
    calls = []
    hands = {"S": "9H TH JH 7C AD KC 8D QD", "E": "9S TS JS 7D AC 8C KH QC"}

    def run(rs):
        calls.append(rs.id)
        return rs.id

    reuse.by_ruleset([BELOTE.bases["officielles"], mine], run, lambda v, rs: rs.id)
    assert calls == ["officielles"]
    off_v, mine_v = announcements_by_ruleset(hands, "S", "NS", [BELOTE.bases["officielles"], mine])
    assert (mine_v.ruleset, mine_v.scoring_team, mine_v.points) == \
        (mine.id, off_v.scoring_team, off_v.points)


#: The switches and their choices as the ids of 1 Dec 2026 (aae84b7) wrote them, by position:
#: every id given then must decode to the same rules, whatever was appended since.
_LAYOUT_AAE84B7 = {
    "belote": [
        ("coinche_rounding", ("exact", "ten")), ("coinched_capot_base", ("160", "250")),
        ("no_trump_ace", ("11", "19")), ("no_trump_carre_table", ("trump", "no_trump")),
        ("announcement_tie", ("taker", "trump_else_nobody")),
        ("card_in_two_combinations", ("yes", "no")),
        ("announcements_after_fall", ("keep", "deal_winner")),
        ("coinche_undertrump_compulsory", ("yes", "no")), ("coinche_out_of_turn", ("yes", "no")),
        ("classic_undertrump_compulsory", ("yes", "no")), ("no_trump_jack", ("2", "0")),
        ("all_trump_points", ("ffb_2015", "pagat")), ("classic_equality", ("litige", "made")),
        ("coinche_made_condition", ("bid_and_more_than_defence", "bid_only")),
        ("coinche_base", ("160", "162")), ("surcoinche_factor", ("4", "3")),
        ("coinche_multiplies", ("whole", "contract")), ("belote_multiplied", ("no", "yes")),
        ("capot_bid_value", ("250", "500")), ("belote_imprenable", ("yes", "no")),
        ("coinche_scale", ("162", "cards"))],
    "jass": [
        ("sequence_points", ("simple", "graded")), ("four_points", ("seed", "nines", "low", "all")),
        ("cross_weis", ("no", "yes")), ("four_beats_equal_sequence", ("yes", "no")),
        ("undenufe_points", ("ace_11", "six_11")), ("multipliers", ("pagat", "swisslos", "flat")),
        ("target", ("3000", "2500", "2000", "1500", "1000")),
        ("undenufe_reverses_weis_rank", ("yes", "no")), ("weis_needs_trick", ("no", "yes")),
        ("first_forehand_card", ("7R", "none"))],
}
#: Fields an old switch's choice sets besides its own (``Choice.also``).
_COMPANIONS = {"target": ("schneider_below",), "multipliers": ("profile",)}


def test_the_layout_of_old_ids_is_a_prefix_of_today_s():
    for game, layout in _LAYOUT_AAE84B7.items():
        now = [(s.field, s.tokens[:len(tokens)]) for s, (_, tokens)
               in zip(HOUSES[game].switches, layout, strict=False)]
        assert now == layout, game


@st.composite
def old_id(draw):
    """An id as the code of aae84b7 wrote it (its own packer, its own positions)."""
    game = draw(st.sampled_from(sorted(HOUSES)))
    house, layout = HOUSES[game], _LAYOUT_AAE84B7[game]
    b = draw(st.integers(0, len(house.bases) - 1))
    base = list(house.bases)[b]
    base_tokens = house.tokens(house.bases[base])
    pairs, changes = [], {}
    for i in sorted(draw(st.sets(st.integers(0, len(layout) - 1)))):
        field, tokens = layout[i]
        c = draw(st.integers(0, len(tokens) - 1))
        if tokens[c] != base_tokens[field]:
            pairs.append((i, c))
            changes[field] = tokens[c]
    name = draw(st.text(st.characters(blacklist_categories=("C", "Z")), max_size=MAX_NAME))
    name = unicodedata.normalize("NFC", name)
    return house, base, changes, name, pack(game, b, pairs, name)


@settings(max_examples=300, deadline=None)
@given(old_id())
def test_an_old_id_decodes_to_the_same_ruleset(inp):
    house, base, changes, name, hid = inp
    try:
        rs = house.ruleset(hid)
    except RefusedCombinationError:
        return  # refused then as now (the refusals have not changed)
    assert house.decode(hid) == (base, changes, name)
    standard = house.bases[base]
    assert house.tokens(rs) == {**house.tokens(standard), **changes}
    # every field no old switch set holds the standard ruleset's value (new ones included)
    layout = {f for f, _ in _LAYOUT_AAE84B7[house.game]}
    set_ = layout | {c for f in layout for c in _COMPANIONS.get(f, ())}
    for f in dataclasses.fields(rs):
        if f.init and f.name != "id" and f.name not in set_:  # (tables derived from them too)
            assert getattr(rs, f.name) == getattr(standard, f.name), f.name
