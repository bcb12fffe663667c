"""The whole-game questions (``belote/game``, ``jass/game``: issue 19): a game's deals, each the
score question's own body, scored under every ruleset and counted to the winner by each
ruleset's rules (belote.md Q21, jass.md Q17); their score sheet pages (:class:`SheetPage`). One
row per game, like every question: the API route, the OpenAPI operation and the sheet page all
read it.

An error of one deal names its field in that deal (:func:`in_deal`: ``deals.3.card_points``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from flask_babel import lazy_gettext as _l
from flask_babel import lazy_pgettext

from engine import belote as B
from engine import game as engine_game
from engine import jass as J
from engine.jass.errors import DECK_POINTS, TRICKS_PER_DEAL
from engine.jass.house import with_profile
from engine.reasons import EngineError
from engine.table import SEATS, TEAMS
from webapp.core import schemas as S
from webapp.core.fields import (
    Field,
    InvalidFieldError,
    MissingFieldError,
    TooLongError,
    only,
)
from webapp.core.questions import belote, jass
from webapp.core.questions.belote import _belote_score
from webapp.core.questions.jass import PROFILES, _jass_score, _read_profile
from webapp.core.questions.question import Question, Run, SheetPage

__all__ = ["BELOTE_GAME", "JASS_GAME", "MAX_DEALS", "blame", "in_deal"]

_SIDES = ("taker", "defense")
#: The score question of each game, whose bodies a game's deals are.
_SCORE = {q.game: q for q in (*belote.QUESTIONS, *jass.QUESTIONS) if q.kind == "score"}

#: Engine error code -> the input field to blame, when the engine does not say (declared with
#: each error in engine/errors.py, engine/belote/errors.py, engine/jass/errors.py).
_CODE_FIELDS: dict[str, str] = {**B.ERROR_FIELDS, **J.ERROR_FIELDS}
#: Engine error code -> the param that names the field to blame.
_CODE_FIELD_PARAMS: dict[str, str] = {**B.ERROR_FIELD_PARAMS, **J.ERROR_FIELD_PARAMS}


def blame(e: EngineError) -> EngineError:
    """Sets ``e.field`` (the input field to show the error next to) from its code when the
    error does not name one."""
    if getattr(e, "field", None) is None:
        field = _CODE_FIELDS.get(e.code)
        if field is None and e.code in _CODE_FIELD_PARAMS:
            field = e.params.get(_CODE_FIELD_PARAMS[e.code])
        e.field = field  # type: ignore[attr-defined]
    return e




#: The most deals a game holds (a 422 beyond).
MAX_DEALS = engine_game.MAX_DEALS


def in_deal(e: EngineError, at: str) -> EngineError:
    """An error of one deal of a game, its field (and its ``field`` param) named in that deal:
    ``card_points.taker`` -> ``deals.3.card_points.taker``."""
    blame(e)
    field = getattr(e, "field", None)
    e.field = f"{at}.{field}" if field else at  # type: ignore[attr-defined]
    if isinstance(e.params.get("field"), str):
        e.params = {**e.params, "field": f"{at}.{e.params['field']}"}
    return e


def _deals_reader(game: str) -> Callable[[Mapping[str, Any], str], Any]:
    def read(data: Mapping[str, Any], path: str) -> Any:
        deals = data.get(path)
        if deals is None:
            raise MissingFieldError(path)
        if not isinstance(deals, list):
            raise InvalidFieldError(path, "list")
        if len(deals) > MAX_DEALS:
            raise TooLongError(path, MAX_DEALS)
        score = _SCORE[game]
        out = []
        for i, deal in enumerate(deals):
            at = f"{path}.{i}"
            if not isinstance(deal, Mapping):
                raise InvalidFieldError(at, "object")
            try:
                only(deal, score.field_names)
                out.append(score.read(deal))
            except EngineError as e:
                raise in_deal(e, at) from None
        return out
    return read


def _game_run(deal_runs: Sequence[Run], count: Callable[[Any, list[Any]], Any]) -> Run:
    """Each deal under every ruleset, then the game under each: ``count(ruleset, verdicts)``.
    A ruleset that refuses a deal gives that error, named in its deal, for the whole game."""

    def run(rulesets: Sequence[Any]) -> list[Any]:
        per_deal = [r(rulesets) for r in deal_runs]
        out: list[Any] = []
        for j, rs in enumerate(rulesets):
            verdicts = [d[j] for d in per_deal]
            bad = next((i for i, v in enumerate(verdicts) if isinstance(v, EngineError)), None)
            if bad is not None:
                out.append(in_deal(verdicts[bad], f"deals.{bad}"))
            else:
                out.append(count(rs, verdicts))
        return out

    return run


def _belote_game(v: Mapping[str, Any]) -> Run:
    target = v["target"]
    runs = [_belote_score(d, explain=False) for d in v["deals"]]
    takers = [r.taker for r in runs]  # type: ignore[attr-defined]

    def count(rs: Any, verdicts: list[Any]) -> Any:
        return B.score_game(list(zip(takers, verdicts, strict=True)), rs, target)

    return _game_run(runs, count)


def _jass_game(v: Mapping[str, Any]) -> Run:
    """The game's profile (``profile``, else the first deal's) is every deal's; a deal that names
    another one is refused (jass.md Q17)."""
    profile = v["profile"]
    deals = v["deals"]
    if profile is None:
        profile = next((d["profile"] for d in deals if d["profile"] is not None), None)
    for i, d in enumerate(deals):
        if d["profile"] is not None and d["profile"] != profile:
            raise in_deal(J.ProfileMismatchError(d["profile"], profile), f"deals.{i}")
    runs = [_jass_score({**d, "profile": profile}, explain=False) for d in deals]

    def count(rs: Any, verdicts: list[Any]) -> Any:
        try:  # swiss, or a table's ruleset on it (jass.md Q13); a refusal is its verdict
            rs = with_profile(rs, profile)
        except EngineError as e:
            return e
        return J.score_game(verdicts, rs)

    return _game_run(runs, count)


def _object(required: list[str], **properties: Any) -> dict[str, Any]:
    return {"type": "object", "additionalProperties": False, "required": required,
            "properties": properties}


def _team_points(teams: list[str], least: int) -> dict[str, Any]:
    """``null``, or ``{"team", "points"}``: ``least`` to 1000 by tens (announcements, Weis)."""
    return {"oneOf": [{"type": "null"}, _object(
        ["team", "points"], team={"type": "string", "enum": teams},
        points={"type": "integer", "minimum": least, "maximum": 1000, "multipleOf": 10})]}


def _deal_items(game: str) -> dict[str, Any]:
    """The schema of a game's deal: the forms of the score question's body that every ruleset
    accepts whatever the game's ``rules``, as one flat list of whole alternatives (what
    schemathesis can draw from once per item of an array; nested alternatives multiply past
    it). Belote: a suit trump (its deal totals are every ruleset's: 162, 252 on a capot), classic
    or Coinche (a bid or a capot bid, coinched or not), the takers' card points (the defence's
    are the rest), or a capot and who took every trick; the announcements, the belote. Schieber:
    a trump contract (with its Stöck) or Obenabe/Undenufe, North–South's tricks and card points
    (East–West's the rest: no trick, no points; every trick, all 157), the Weis. True but not
    whole: the API reads every form of the score question's body in ``deals`` (cards won, sans-
    and tout-atout, both sides' points: #/components/schemas/<Game>Deal)."""
    alternatives: list[dict[str, Any]] = []
    if game == "belote":
        totals = {t: {(B.deal_total(t, rs, False), B.deal_total(t, rs, True))
                      for rs in B.RULESETS.values()} for t in B.TRUMPS}
        suits = [t for t, x in totals.items() if len(x) == 1]
        total, capot = next(iter(totals[suits[0]]))  # 162, 252
        assert all(totals[t] == {(total, capot)} for t in suits)
        common: dict[str, Any] = {"taker": {"type": "string", "enum": [*TEAMS, *SEATS]},
                                  "trump": {"type": "string", "enum": suits},
                                  "belote": {"enum": [*_SIDES, None]},
                                  "announcements": _team_points(list(_SIDES), 20)}
        level = {"type": "integer", "enum": [1, 2, 4]}
        variants: list[tuple[dict[str, Any], list[str]]] = [
            ({"variant": {"const": "classic"}}, []),
            ({"variant": {"const": "coinche"}, "coinche": level,
              "bid": {"type": "integer", "minimum": 80, "maximum": 160, "multipleOf": 10}},
             ["bid"]),
            ({"variant": {"const": "coinche"}, "coinche": level, "capot_bid": {"const": True}},
             ["capot_bid"])]

        def points(least: int, most: int) -> dict[str, Any]:
            return _object(["taker"], taker={"type": "integer", "minimum": least,
                                             "maximum": most})

        ways: list[tuple[dict[str, Any], list[str]]] = [
            ({"card_points": points(0, total)}, []),
            ({"card_points": points(capot, capot), "all_tricks_taker": {"const": "taker"}},
             ["all_tricks_taker"]),
            ({"card_points": points(0, 0), "all_tricks_taker": {"const": "defense"}},
             ["all_tricks_taker"])]
        for props, needed in variants:
            for way, also in ways:
                alternatives.append(_object(["variant", "taker", "trump", "card_points",
                                             *needed, *also], **common, **props, **way))
        return {"anyOf": alternatives}
    team = {"type": "string", "enum": list(TEAMS)}
    stoeck = {"oneOf": [{"type": "null"}, _object(["team", "points"], team=team,
                                                  points={"const": 20})]}
    contracts: list[tuple[list[str], dict[str, Any]]] = [
        (list(J.TRUMP_CONTRACTS), {"stoeck": stoeck}),
        ([c for c in J.CONTRACTS if c not in J.TRUMP_CONTRACTS], {})]
    last = TRICKS_PER_DEAL
    counts = [((1, last - 1), (0, DECK_POINTS)), ((0, 0), (0, 0)),
              ((last, last), (DECK_POINTS, DECK_POINTS))]  # (tricks, points) of North–South
    for names, extra in contracts:
        for (t_least, t_most), (p_least, p_most) in counts:
            alternatives.append(_object(
                ["contract", "card_points", "tricks"],
                contract={"type": "string", "enum": names},
                card_points=_object(["NS"], NS={"type": "integer", "minimum": p_least,
                                                "maximum": p_most}),
                tricks=_object(["NS"], NS={"type": "integer", "minimum": t_least,
                                           "maximum": t_most}),
                weis=_team_points(list(TEAMS), 20), **extra))
    return {"anyOf": alternatives}


def _deals_field(game: str) -> Field:
    return Field("deals", "custom", required=True, read=_deals_reader(game),
                 description=f"The deals in order, each the body of /api/v1/{game}/score "
                             f"(without lang and rules); at most {MAX_DEALS}. The items' "
                             "schema gives the forms of a deal every ruleset accepts; "
                             f"every deal of #/components/schemas/{game.title()}Deal (the "
                             "score's body) is read.",
                 schema={"type": "array", "maxItems": MAX_DEALS,
                         "items": _deal_items(game)})


_GAME_RESULT = {
    "target": {"type": "integer"}, "totals": S.SCORE_BY_TEAM,
    "winner": {"oneOf": [S.TEAM, {"type": "null"}]},
    "decided_at": {"type": ["integer", "null"],
                   "description": "The index of the deal that ended the game"},
    "decided_by": {"type": ["string", "null"]},
    "over": {"type": "boolean"},
    "schneider": {"oneOf": [S.TEAM, {"type": "null"}]},
    "split": {"type": ["integer", "null"],
              "description": "When the rulesets end the game with different winners: the "
                             "index of the deal from which their leaders differ"},
    "deals": {"type": "array", "items": {"type": "object", "properties": {
        "scores": S.SCORE_BY_TEAM, "counted": S.SCORE_BY_TEAM, "totals": S.SCORE_BY_TEAM,
        "held": {"type": "integer"}, "after_end": {"type": "boolean"},
        "marks": {"type": "array", "items": {"type": "string"}},
        "reasons": {"type": "array"}}}},
}


BELOTE_GAME = Question(
    "belote", "game",
    fields=(_deals_field("belote"),
            Field("target", "integer", minimum=100, maximum=10_000,
                  description="The score that ends the game (default: the ruleset's, "
                              "1000)")),
    run=_belote_game,
    topic=lazy_pgettext("embed topic", "Belote game sheet"),
    summary="A whole game: every deal scored, running totals and the winner",
    result=_GAME_RESULT,
    outcome=("winner", "decided_at"),
    sheet=SheetPage("belote", "belote", "/belote/sheet", _l("Belote score sheet"),
                    _l("Add the deals of a game one by one: each is scored under every "
                       "ruleset, with the running totals and the winner. The whole game "
                       "is in the link.")),
)

JASS_GAME = Question(
    "jass", "game",
    fields=(_deals_field("jass"),
            Field("profile", "custom", read=_read_profile,
                  description="The multiplier profile and target of the swiss ruleset "
                              "and of a table's ruleset on it, for every deal (default: "
                              "the first deal's, else swisslos-2500)",
                  schema={"enum": list(PROFILES)})),
    run=_jass_game,
    topic=lazy_pgettext("embed topic", "Schieber game sheet"),
    summary="A whole game: every deal scored, counted Stöck, Weis, tricks, to the winner",
    result=_GAME_RESULT,
    outcome=("winner", "decided_at"),
    sheet=SheetPage("jass", "jass", "/jass/sheet", _l("Schieber score sheet"),
                    _l("Add the deals of a game one by one: each is scored under every "
                       "ruleset and counted Stöck, Weis, then tricks, to the winner, with "
                       "the Jasstafel beside the numbers. The whole game is in the link.")),
)
