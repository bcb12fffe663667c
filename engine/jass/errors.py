"""The Jass engine's errors, each declared once (code, params, field: :mod:`engine.errors`).

Jass codes are prefixed ``jass_``; the shared card and seat errors come from :mod:`engine.errors`,
and so do the concepts the Belote engine shares (an empty hand, no hands, a trick out of order,
not the next to play, an unknown ruleset) under their Jass codes. ``unknown_contract`` and
``missing_contract`` are the contract errors (shared names, as the API asks). :data:`ERRORS`
lists every class the Jass engine raises, in the order of :data:`engine.jass.codes.ERROR_CODES`.

>>> e = TrickIncompleteError(3, 4)
>>> (e.code, e.params)
('jass_trick_size', {'count': 3, 'expected': 4})
"""

from __future__ import annotations

from engine.errors import CARD_ERRORS, TABLE_ERRORS, CodedError, Param, echo, listed, spec
from engine.errors import JassEmptyHandError as EmptyHandError
from engine.errors import JassNoHandsError as NoHandsError
from engine.errors import JassNotNextToPlayError as NotNextToPlayError
from engine.errors import JassTrickOutOfOrderError as TrickOutOfOrderError
from engine.errors import JassUnknownRulesetError as UnknownRulesetError

__all__ = [
    "ERRORS",
    "CardPointsTotalError",
    "DuplicateSeatError",
    "EmptyHandError",
    "GameAlreadyOverError",
    "InvalidPointsError",
    "InvalidStoeckPointsError",
    "InvalidWeisPointsError",
    "MissingContractError",
    "MissingTeamError",
    "NoHandsError",
    "NotNextToPlayError",
    "PointsWithoutTricksError",
    "ProfileMismatchError",
    "SeatPlayedTwiceError",
    "StoeckWithoutTrumpError",
    "TrickFullError",
    "TrickIncompleteError",
    "TrickOrderMismatchError",
    "TrickOutOfOrderError",
    "TricksTotalError",
    "UnknownContractError",
    "UnknownProfileError",
    "UnknownRulesetError",
]

#: 152 card points + 5 for the last trick (B5).
DECK_POINTS = 157
TRICKS_PER_DEAL = 9

# -- contracts and rulesets --


class UnknownContractError(CodedError):
    """The contract is none of E S R L obenabe undenufe."""

    spec = spec("unknown_contract", echo("token"), field="contract")


class MissingContractError(CodedError):
    """No contract was given."""

    spec = spec("missing_contract", field="contract")


class UnknownProfileError(CodedError):
    """A multiplier profile id that is not one; ``profiles``: the ids a game may be given
    (:data:`engine.jass.rulesets.PROFILES`)."""

    spec = spec("jass_unknown_profile", echo("profile"), listed("profiles"))


# -- hands and tricks --


class DuplicateSeatError(CodedError):
    """The same seat is given twice (e.g. ``n`` and ``N``)."""

    spec = spec("jass_duplicate_seat", "seat")


class TrickFullError(CodedError):
    """More than three cards are already on the table (the trick is complete)."""

    spec = spec("jass_trick_full", "count", field="trick")


class TrickIncompleteError(CodedError):
    """A trick result needs exactly four cards (or 1..4 for the winner so far)."""

    spec = spec("jass_trick_size", "count", "expected", field="trick")


class SeatPlayedTwiceError(CodedError):
    """A seat appears twice in one trick (or the player to move has already played)."""

    spec = spec("jass_seat_played_twice", "seat", field="trick")


# -- scoring --


class MissingTeamError(CodedError):
    spec = spec("jass_missing_team", "field", "team", field_param="field")


class InvalidPointsError(CodedError):
    """A count is not a non-negative whole number."""

    spec = spec("jass_invalid_points", "field", "team", field_param="field")


class CardPointsTotalError(CodedError):
    """The teams' card points do not add up to 157 (the Matsch bonus is added by the engine)."""

    spec = spec("jass_card_points_total", "total", Param("expected", default=DECK_POINTS),
                field="card_points")


class TricksTotalError(CodedError):
    spec = spec("jass_tricks_total", "total", Param("expected", default=TRICKS_PER_DEAL),
                field="tricks")


class PointsWithoutTricksError(CodedError):
    """A team that took no trick cannot have card points."""

    spec = spec("jass_points_without_tricks", "team", "points", field="card_points")


class InvalidWeisPointsError(CodedError):
    """Weis totals are multiples of 10 and at least 20."""

    spec = spec("jass_invalid_weis_points", "points", field="weis")


class InvalidStoeckPointsError(CodedError):
    spec = spec("jass_invalid_stoeck_points", "points", "expected", field="stoeck")


class StoeckWithoutTrumpError(CodedError):
    """Stöck exist only in trump contracts (B8)."""

    spec = spec("jass_stoeck_without_trump", "contract", field="stoeck")


class GameAlreadyOverError(CodedError):
    spec = spec("jass_game_already_over", "team", "points", "target")


class TrickOrderMismatchError(CodedError):
    """The trick-by-trick points given to ``game_end`` do not match the deal."""

    spec = spec("jass_trick_order_mismatch")


class ProfileMismatchError(CodedError):
    """A deal of a game names another multiplier profile than the game's (Q13, Q17)."""

    spec = spec("jass_game_profile_mismatch", "profile", "expected", field="profile")


#: Every error the Jass engine raises, shared ones included, in the order of ERROR_CODES.
ERRORS: tuple[type[CodedError], ...] = (
    *CARD_ERRORS, *TABLE_ERRORS,
    UnknownContractError, MissingContractError, UnknownRulesetError, UnknownProfileError,
    NoHandsError, DuplicateSeatError, EmptyHandError, TrickFullError, TrickIncompleteError,
    SeatPlayedTwiceError, TrickOutOfOrderError, NotNextToPlayError,
    MissingTeamError, InvalidPointsError, CardPointsTotalError, TricksTotalError,
    PointsWithoutTricksError, InvalidWeisPointsError, InvalidStoeckPointsError,
    StoeckWithoutTrumpError, GameAlreadyOverError, TrickOrderMismatchError, ProfileMismatchError,
)
