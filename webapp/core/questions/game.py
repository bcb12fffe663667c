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
    runs = [_belote_score(d) for d in v["deals"]]
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
    runs = [_jass_score({**d, "profile": profile}) for d in deals]

    def count(rs: Any, verdicts: list[Any]) -> Any:
        if profile is not None and rs.id == J.SWISS.id:
            rs = rs.with_profile(profile)
        return J.score_game(verdicts, rs)

    return _game_run(runs, count)


def _plain_deal(game: str) -> dict[str, Any]:
    """The schema of a game's deal: the plainest form of the score question's body, one that
    every ruleset accepts whatever the game's ``rules`` (Belote: a suit trump, whose deal total
    is the same in every ruleset, the takers' card points, the defence's the rest; Schieber: each
    team with a trick, NS's points and tricks, EW's the rest). True but not whole: the API reads
    every form of the score question's body in ``deals`` (the full one is beyond what a fuzzer
    can draw from, once per item of an array)."""
    if game == "belote":
        totals = {t: {B.deal_total(t, rs, False) for rs in B.RULESETS.values()}
                  for t in B.TRUMPS}
        total = min(min(x) for x in totals.values())  # a suit trump's, 162
        suits = [t for t, x in totals.items() if x == {total}]
        side = {"type": "string", "enum": list(_SIDES)}
        return {"type": "object", "additionalProperties": False,
                "required": ["variant", "taker", "trump", "card_points"],
                "properties": {
                    "variant": {"const": "classic"},
                    "taker": {"type": "string", "enum": [*TEAMS, *SEATS]},
                    "trump": {"type": "string", "enum": suits},
                    "card_points": {"type": "object", "additionalProperties": False,
                                    "required": ["taker"], "properties": {"taker": {
                                        "type": "integer", "minimum": 0, "maximum": total}}},
                    "belote": {"enum": [*_SIDES, None]},
                    "announcements": {"oneOf": [{"type": "null"}, {
                        "type": "object", "additionalProperties": False,
                        "required": ["team", "points"],
                        "properties": {"team": side, "points": {"enum": [20, 50, 100]}}}]}}}
    team = {"type": "string", "enum": list(TEAMS)}
    return {"type": "object", "additionalProperties": False,
            "required": ["contract", "card_points", "tricks"],
            "properties": {
                "contract": {"type": "string", "enum": list(J.CONTRACTS)},
                "card_points": {"type": "object", "additionalProperties": False,
                                "required": ["NS"], "properties": {"NS": {
                                    "type": "integer", "minimum": 0, "maximum": DECK_POINTS}}},
                "tricks": {"type": "object", "additionalProperties": False,
                           "required": ["NS"], "properties": {"NS": {
                               "type": "integer", "minimum": 1,
                               "maximum": TRICKS_PER_DEAL - 1}}},
                "weis": {"oneOf": [{"type": "null"}, {
                    "type": "object", "additionalProperties": False,
                    "required": ["team", "points"],
                    "properties": {"team": team, "points": {"enum": [20, 50, 100]}}}]}}}


def _deals_field(game: str) -> Field:
    return Field("deals", "custom", required=True, read=_deals_reader(game),
                 description=f"The deals in order, each the body of /api/v1/{game}/score "
                             f"(without lang and rules); at most {MAX_DEALS}. The items' "
                             "schema gives a deal's plainest form, one every ruleset accepts; "
                             f"every deal of #/components/schemas/{game.title()}Deal (the "
                             "score's body) is read.",
                 schema={"type": "array", "maxItems": MAX_DEALS,
                         "items": _plain_deal(game)})


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
                  description="The multiplier profile and target of the swiss ruleset, "
                              "for every deal (default: the first deal's, else "
                              "swisslos-2500)",
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
