"""What the two games' questions share: the seat to play, the points a team announces, the
permalink parameters of hands, tricks and a hand, and the legal-cards question's result, rules
and intro."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from flask_babel import lazy_gettext as _l

from webapp.core import schemas as S
from webapp.core.fields import DECKS, MAX_NUMBER, Field
from webapp.core.questions.question import HAND_PARAMS, Param

__all__ = ["HANDS_Q", "HAND_Q", "LEGAL_INTRO", "LEGAL_RESULT", "SEAT", "TRICK_Q", "legal_rules",
           "team_points"]

SEAT = Field("seat", "seat")


def team_points(name: str, teams: tuple[str, ...], valid: tuple[int, int],
                maximum: int = MAX_NUMBER, description: str = "", tens: bool = False) -> Field:
    """``{team, points}``: points the engine accepts only in ``valid`` (``tens``: or 0, by tens),
    refused over ``maximum``."""
    return Field(name, "object", description=description, fields=(
        Field("team", "token", required=True, enum=teams),
        Field("points", "integer", required=True, maximum=maximum, valid=valid,
              schema=S.tens(*valid) if tens else None)))


HANDS_Q = Param(HAND_PARAMS, "hands", "hands")
TRICK_Q = Param(("first", "trick"), "trick", "trick", default="N")
HAND_Q = Param(("hand",), "hand", "cards")

LEGAL_RESULT = {"legal": S.CARDS_OUT, "illegal": S.ILLEGAL}


def legal_rules(game: str) -> tuple[Mapping[str, Any], ...]:
    """The seat to play follows the trick; no card both in the hand and on the table."""
    return (S.seat_after_trick(3), S.disjoint(DECKS[game], [("hand",), ("trick",)]))


LEGAL_INTRO = _l("Enter the trick so far and your hand: see which cards you may play, and the "
                 "rule that forbids the others.")
