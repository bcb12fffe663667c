"""A game's deals are scored by the deal scorer itself, without its reasons (``explain=False``)
and, for Schieber, read once for every ruleset (``read_deal`` + ``score_read``): the game they
give is the one the full scorer gives (each deal scored as ``POST /api/v1/<game>/score`` scores
it, with its reasons, then counted by the game's rules): the same lines, totals, winner and
reasons, and the same refusal, named in the same deal. Random games of both games, any kind of
deal (bad ones too), under the standard rulesets and random tables' own."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine import belote as B
from engine import jass as J
from engine.belote.house import HOUSE as BELOTE_HOUSE
from engine.errors import HouseError
from engine.house import HouseRules
from engine.jass.errors import DECK_POINTS, TRICKS_PER_DEAL
from engine.jass.house import HOUSE as JASS_HOUSE
from engine.jass.house import with_profile
from engine.reasons import EngineError
from webapp.core.questions import question
from webapp.core.questions.belote import _belote_score
from webapp.core.questions.game import in_deal
from webapp.core.questions.jass import _jass_score, complete

SETTINGS = settings(max_examples=60, deadline=None)
BASES = {"belote": ("maison", "officielles"), "jass": ("traditional", "swiss")}
HOUSES: dict[str, HouseRules] = {"belote": BELOTE_HOUSE, "jass": JASS_HOUSE}


@st.composite
def table_ids(draw: Any, game: str) -> str | None:
    """A table's ruleset: a base and up to five switches (None: a refused combination)."""
    house = HOUSES[game]
    switches = draw(st.lists(st.sampled_from(house.switches), max_size=5, unique=True))
    changes = {s.field: draw(st.sampled_from(s.tokens)) for s in switches}
    try:
        return house.encode(draw(st.sampled_from(BASES[game])), changes, "T")
    except HouseError:
        return None


def rulesets_of(game: str, ids: list[str]) -> list[Any]:
    """The rulesets as the service hands them to a question: a table's as its ruleset value."""
    standard = B.RULESETS if game == "belote" else J.RULESETS
    return [standard[r] if r in standard else HOUSES[game].ruleset(r) for r in ids]


@st.composite
def belote_deal(draw: Any) -> dict[str, Any]:
    """A deal, mostly one every ruleset accepts; one in twenty has something wrong (or right
    for one ruleset only: sans-atout's totals, belote.md Q20)."""
    bad = draw(st.integers(0, 19)) == 0
    trump = draw(st.sampled_from(["S", "H", "D", "C", "S", "H", "none", "all"]))
    variant = draw(st.sampled_from(["classic", "coinche"]))
    deal: dict[str, Any] = {"variant": variant, "trump": trump,
                            "taker": draw(st.sampled_from(["NS", "EW", "N", "E", "S", "W"]))}
    way = draw(st.sampled_from(["points", "points", "points", "both", "capot", "against",
                                "cards"]))
    total = 162 if trump in "SHDC" or not bad else draw(st.sampled_from([130, 258]))
    if way == "cards":
        cards = draw(st.permutations([r + s for s in "SHDC" for r in "789TJQKA"]))
        deal["cards_won"] = {"taker": " ".join(cards[:4 * draw(st.integers(1, 7))])}
        deal["last_trick"] = draw(st.sampled_from(["taker", "defense"]))
    elif way == "capot":
        deal["card_points"] = {"taker": 252 if trump in "SHDC" or not bad else 220}
        deal["all_tricks_taker"] = "taker"
    elif way == "against":
        deal["card_points"] = {"taker": 0}
        deal["all_tricks_taker"] = "defense"
    else:
        tp = draw(st.integers(0, total + 2 if bad else total))
        deal["card_points"] = {"taker": tp} if way == "points" else \
            {"taker": tp, "defense": max(0, total - tp)}
    if variant == "coinche":
        if draw(st.integers(0, 9)) == 0:
            deal["capot_bid"] = True
        else:
            deal["bid"] = draw(st.sampled_from(range(80, 170, 10)))
        deal["coinche"] = draw(st.sampled_from([1, 1, 1, 2, 4]))
    ann = draw(st.sampled_from([None, None, ("taker", 20), ("defense", 50), ("taker", 100),
                                ("defense", 150), *([("taker", 15)] if bad else [])]))
    if ann:
        deal["announcements"] = {"team": ann[0], "points": ann[1]}
    if trump != "none" or bad:
        deal["belote"] = draw(st.sampled_from([None, None, "taker", "defense",
                                               *([{"taker": 20, "defense": 20}] if bad
                                                 else [])]))
    return deal


@st.composite
def jass_deal(draw: Any) -> dict[str, Any]:
    """A deal, mostly a good one; one in twenty has something wrong."""
    bad = draw(st.integers(0, 19)) == 0
    contract = draw(st.sampled_from(["E", "S", "R", "L", "obenabe", "undenufe"]))
    tns = draw(st.integers(0, 9))
    ns = 0 if tns == 0 else 157 if tns == 9 else draw(st.integers(0, 157))
    if bad and draw(st.booleans()):
        ns = 160  # a bad total
    deal: dict[str, Any] = {"contract": contract, "card_points": {"NS": ns},
                            "tricks": {"NS": tns}}
    if draw(st.booleans()):
        deal["card_points"]["EW"] = max(0, 157 - ns)
        deal["tricks"]["EW"] = 9 - tns
    weis = draw(st.sampled_from([None, None, 20, 50, 100, 150, 200, *([15] if bad else [])]))
    if weis:
        deal["weis"] = {"team": draw(st.sampled_from(["NS", "EW"])), "points": weis}
    if (contract in "ESRL" or bad) and draw(st.integers(0, 3)) == 0:
        deal["stoeck"] = {"team": draw(st.sampled_from(["NS", "EW"])), "points": 20}
    return deal


def outcome(v: Any) -> Any:
    """What a game's verdict says, every reason included (or its refusal, its field named)."""
    if isinstance(v, EngineError):
        return ("error", v.code, v.params, getattr(v, "field", None))
    return (v.as_dict(), [[(r.code, r.params) for r in line.reasons] for line in v.deals],
            [(r.code, r.params) for r in v.reasons])


def full_game(game: str, values: dict[str, Any], deals: list[dict[str, Any]],
              ids: list[str]) -> list[Any]:
    """The game from each deal scored as the score question scores it (reasons and all)."""
    score = question(game, "score")
    profile = values.get("profile")
    if game == "jass" and profile is None:
        profile = next((d.get("profile") for d in deals if d.get("profile")), None)
    per_deal = []
    for d in deals:
        read = score.read({**d, "profile": profile} if game == "jass" else d)
        per_deal.append((read, score.run(read)(rulesets_of(game, ids))))
    out = []
    for j, rs in enumerate(rulesets_of(game, ids)):
        verdicts = [v[j] for _, v in per_deal]
        bad = next((i for i, v in enumerate(verdicts) if isinstance(v, EngineError)), None)
        if bad is not None:
            out.append(in_deal(verdicts[bad], f"deals.{bad}"))
        elif game == "belote":
            takers = [read["taker"] for read, _ in per_deal]
            out.append(B.score_game(list(zip(takers, verdicts, strict=True)), rs,
                                    values["target"]))
        else:
            try:
                out.append(J.score_game(verdicts, with_profile(rs, profile)))
            except EngineError as e:
                out.append(e)
    return out


def check(game: str, deals: list[dict[str, Any]], tables: list[str | None],
          extra: dict[str, Any]) -> None:
    ids = [*BASES[game], *(t for t in tables if t is not None)]
    q = question(game, "game")
    try:
        values = q.read({"deals": deals, **extra})
    except EngineError:
        return  # refused while read: no ruleset scored anything
    try:
        fast = q.run(values)(rulesets_of(game, ids))
    except EngineError as e:  # a deal's profile that is not the game's (jass.md Q17)
        assert e.code == "jass_profile_mismatch"
        return
    assert [outcome(v) for v in fast] == [outcome(v) for v in
                                         full_game(game, values, deals, ids)]


@SETTINGS
@given(st.lists(belote_deal(), min_size=3, max_size=40), st.lists(table_ids("belote"), max_size=2),
       st.sampled_from([None, 500, 500, 1000, 2000]))
def test_a_belote_game_is_its_deals_as_the_full_scorer_scores_them(deals, tables, target):
    check("belote", deals, tables, {} if target is None else {"target": target})


@SETTINGS
@given(st.lists(jass_deal(), min_size=8, max_size=40), st.lists(table_ids("jass"), max_size=2),
       st.sampled_from([None, "swisslos-2500", "swisslos-1000", "swisslos-1000",
                        "pagat-3000"]))
def test_a_schieber_game_is_its_deals_as_the_full_scorer_scores_them(deals, tables, profile):
    check("jass", deals, tables, {} if profile is None else {"profile": profile})


def numbers(v: Any) -> Any:
    if isinstance(v, EngineError):
        return ("error", v.code, v.params)
    return {name: getattr(v, name) for name in v.__slots__ if name != "reasons"}


@SETTINGS
@given(st.lists(belote_deal(), min_size=1, max_size=5), st.lists(table_ids("belote"),
                                                                 max_size=2))
def test_a_belote_deal_scored_without_reasons_has_the_same_numbers(deals, tables):
    ids = [*BASES["belote"], *(t for t in tables if t is not None)]
    score = question("belote", "score")
    for d in deals:
        try:
            values = score.read(d)
        except EngineError:
            continue
        full = _belote_score(values)(rulesets_of("belote", ids))
        bare = _belote_score(values, explain=False)(rulesets_of("belote", ids))
        assert [numbers(v) for v in bare] == [numbers(v) for v in full]
        assert all(v.reasons == () for v in bare if not isinstance(v, EngineError))


@SETTINGS
@given(st.lists(jass_deal(), min_size=1, max_size=5), st.lists(table_ids("jass"), max_size=2))
def test_a_schieber_deal_read_once_and_scored_without_reasons_has_the_same_numbers(deals,
                                                                                   tables):
    ids = [*BASES["jass"], *(t for t in tables if t is not None)]
    score = question("jass", "score")
    for d in deals:
        try:
            values = score.read(d)
        except EngineError:
            continue
        full = _jass_score(values)(rulesets_of("jass", ids))
        bare = _jass_score(values, explain=False)(rulesets_of("jass", ids))
        assert [numbers(v) for v in bare] == [numbers(v) for v in full]
        direct = []
        for rs in rulesets_of("jass", ids):  # the deal scorer as the public call
            try:
                direct.append(J.score_deal(
                    d["contract"], complete(values["card_points"], DECK_POINTS),
                    complete(values["tricks"], TRICKS_PER_DEAL), values["weis"],
                    values["stoeck"], with_profile(rs, values["profile"])))
            except EngineError as e:
                direct.append(e)
        assert [numbers(v) for v in full] == [numbers(v) for v in direct]
        assert [v.reasons for v in full if not isinstance(v, EngineError)] == \
            [v.reasons for v in direct if not isinstance(v, EngineError)]
