"""The Jass questions: which Weis and Stöck score, which cards may be played, who wins a trick,
a deal's score (its multiplier profile: jass.md Q13)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from flask_babel import lazy_gettext as _l
from flask_babel import lazy_pgettext

from engine import jass as J
from engine.jass.errors import DECK_POINTS, TRICKS_PER_DEAL
from engine.jass.house import with_profile
from engine.reasons import EngineError
from engine.table import TEAMS, other_team
from webapp.core import schemas as S
from webapp.core.fields import Field, token
from webapp.core.questions.common import (
    HAND_Q,
    HANDS_Q,
    LEGAL_INTRO,
    LEGAL_RESULT,
    SEAT,
    TRICK_Q,
    legal_rules,
    team_points,
)
from webapp.core.questions.question import Checker, Param, Question, Run, each

__all__ = ["PROFILES", "QUESTIONS", "complete"]

#: The multiplier profiles of the swiss ruleset (jass.md Q13), its default first.
PROFILES: tuple[str, ...] = ("swisslos-2500", "swisslos-1000", "pagat-3000")


def _read_profile(data: Mapping[str, Any], path: str) -> Any:
    """``profile``: the Swisslos format of the swiss ruleset and of a table's ruleset on it
    (jass.md Q13, :func:`engine.jass.house.with_profile`), checked here."""
    profile = token(data, path, path, False)
    if profile is not None:
        try:
            J.SWISS.with_profile(profile)
        except EngineError as e:
            e.field = path  # type: ignore[attr-defined]
            raise
    return profile


def complete(value: Any, total: int) -> Any:
    """``{team: n}`` with one team given: the other team has the rest (``total - n``, not below
    0, so that a number over the total is still refused as one). Anything else as given.

    >>> complete({"NS": 100}, 157), complete({"ew": 9}, 9), complete({"NS": 200}, 157)
    ({'NS': 100, 'EW': 57}, {'EW': 9, 'NS': 0}, {'NS': 200, 'EW': 0})
    """
    if isinstance(value, Mapping) and len(value) == 1:
        ((key, n),) = value.items()
        team = key.strip().upper() if isinstance(key, str) else None
        if team in TEAMS and n.__class__ is int:
            return {team: n, other_team(team): max(0, total - n)}
    return value


def _jass_score(v: Mapping[str, Any], explain: bool = True) -> Run:
    """``explain`` False: verdicts without their reasons (a game's deals: its count reads the
    numbers only). The deal is read once, then scored under each ruleset; a deal the reading
    refuses is refused by each ruleset in turn (each its own error)."""
    profile = v["profile"]
    card_points = complete(v["card_points"], DECK_POINTS)
    tricks = complete(v["tricks"], TRICKS_PER_DEAL)
    try:
        deal: J.DealInput | None = J.read_deal(v["contract"], card_points, tricks, v["weis"],
                                               v["stoeck"])
    except EngineError:
        deal = None

    def run(rs: Any) -> Any:
        rs = with_profile(rs, profile)  # swiss, or a table's ruleset on it (jass.md Q13)
        if deal is None:
            return J.score_deal(v["contract"], card_points, tricks, weis=v["weis"],
                                stoeck=v["stoeck"], ruleset=rs)
        return J.score_read(deal, rs, explain)

    return each(run)


# -- the fields and parameters -------------------------------------------------------------------

_CONTRACT = Field("contract", "token", required=True, parse=J.parse_contract, enum=J.CONTRACTS,
                  description="E, S, R, L, obenabe or undenufe")
_CONTRACT_Q = Param(("contract",), "contract", default="R")


# -- the questions ---------------------------------------------------------------------------------

QUESTIONS: tuple[Question, ...] = (
    Question(
        "jass", "weis",
        fields=(_CONTRACT, Field("forehand", "seat", required=True),
                Field("hands", "hands", required=True)),
        run=lambda v: each(lambda rs: J.weis(v["hands"], v["contract"], v["forehand"], rs)),
        topic=lazy_pgettext("embed topic", "Jass Weis and Stöck"),
        summary="Which team scores its Weis, and the Stöck",
        result={
            "weis": {"type": "array", "items": S.WEIS},
            "best": {"oneOf": [S.WEIS, {"type": "null"}]},
            "scoring_team": {"oneOf": [S.TEAM, {"type": "null"}]},
            "points": S.POINTS, "multiplier": {"type": "integer"},
            "stoeck": {"type": "array", "items": {"type": "object", "properties": {
                "seat": S.SEAT, "points": {"type": "integer"}}}},
        },
        outcome=("scoring_team", "points", "multiplier", "stoeck"),
        params=(HANDS_Q, _CONTRACT_Q, Param(("forehand",), "forehand", default="N")),
        checker=Checker("jass", "weis", "jass_weis", "/jass/check/weis",
                        _l("Jass Weis and Stöck checker"),
                        _l("Enter one to four hands, the contract and the forehand: see which "
                           "Weis and Stöck count, under each ruleset.")),
    ),
    Question(
        "jass", "legal",
        fields=(_CONTRACT, SEAT, Field("hand", "cards", required=True, seat_from="seat"),
                Field("trick", "trick", maximum=3)),
        run=lambda v: each(lambda rs: J.legal_cards(v["hand"], v["trick"], v["contract"], rs,
                                                     v["seat"])),
        topic=lazy_pgettext("embed topic", "Jass: which cards may be played"),
        summary="Which cards may be played, and the rule forbidding each other card",
        result=LEGAL_RESULT,
        outcome=("legal",),
        constraints=legal_rules("jass"),
        params=(_CONTRACT_Q, TRICK_Q, HAND_Q),
        checker=Checker("jass", "legal", "jass_play", "/jass/check/play",
                        _l("Jass: can I play this card?"), LEGAL_INTRO),
    ),
    Question(
        "jass", "trick",
        fields=(_CONTRACT, Field("trick", "trick", required=True, maximum=4, valid=(4, 4)),
                Field("last", "boolean", default=False)),
        run=lambda v: each(lambda rs: J.trick_result(v["trick"], v["contract"], v["last"], rs)),
        topic=lazy_pgettext("embed topic", "Jass trick"),
        summary="Who wins a trick and what it is worth",
        result={"winner": S.SEAT, "points": {"type": "integer"}},
        outcome=("winner", "points"),
    ),
    Question(
        "jass", "score",
        # card_points and tricks: the engine checks them (jass_invalid_points, jass_missing_team...)
        fields=(_CONTRACT,
                Field("card_points", "team_numbers", required=True, valid=(0, DECK_POINTS),
                      description=f"Each team's card points, the last trick's 5 included (the "
                                  f"Matsch bonus is not): they make {DECK_POINTS}. A team left "
                                  f"out has the rest"),
                Field("tricks", "team_numbers", required=True, valid=(0, TRICKS_PER_DEAL),
                      description=f"Each team's tricks: they make {TRICKS_PER_DEAL}. A team left "
                                  f"out has the rest"),
                team_points("weis", ("NS", "EW"), (20, 1000), maximum=1000, tens=True,
                             description="0, or 20 and more by tens"),
                team_points("stoeck", ("NS", "EW"), (20, 20),
                             description="Only with a trump suit (E, S, R, L)"),
                Field("profile", "custom", read=_read_profile,
                      description="The multiplier profile and target of the swiss ruleset "
                                  "and of a table's ruleset on it, whose own multipliers or "
                                  "target still win (default swisslos-2500); traditional "
                                  "keeps pagat-3000",
                      schema={"enum": list(PROFILES)})),
        run=_jass_score,
        constraints=(S.points_with_tricks(DECK_POINTS, TRICKS_PER_DEAL),
                     S.only_with("stoeck", "contract", J.TRUMP_CONTRACTS)),
        topic=lazy_pgettext("embed topic", "Schieber deal score"),
        summary="A deal's score",
        result={"multiplier": {"type": "integer"},
                "matsch": {"oneOf": [S.TEAM, {"type": "null"}]}, "scores": S.SCORE_BY_TEAM,
                "profile": {"type": "string"}, "target": {"type": "integer"}},
        outcome=("made", "scores", "matsch"),
        params=(_CONTRACT_Q, Param(("ns",), "card_points.NS", "number"),
                Param(("ew",), "card_points.EW", "number"),
                Param(("tns",), "tricks.NS", "number"), Param(("tew",), "tricks.EW", "number"),
                Param(("weis", "weispts"), "weis", "team_points"),
                Param(("stoeck",), "stoeck", "team_points", points=20),
                Param(("profile",), "profile", "or_none")),
        checker=Checker("jass", "score", "jass_score", "/jass/check/score",
                        _l("Schieber deal score"),
                        _l("Enter the contract, the card points and the tricks: see each team's "
                           "score, step by step.")),
    ),
)
