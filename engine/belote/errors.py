"""The Belote engine's errors, each declared once (code, params, field: :mod:`engine.errors`).

Card, seat and team errors, and the concepts both games share (an empty hand, no hands, a trick
out of order, not the seat's turn, an unknown ruleset) come from :mod:`engine.errors`; the errors
here are about contracts, tricks and deal scores. :data:`ERRORS` lists every class the Belote
engine raises, in the order of :data:`engine.belote.codes.ERROR_CODES`.

>>> e = UnknownTrumpError("X")
>>> (e.code, e.params)
('unknown_trump', {'trump': 'X'})
"""

from __future__ import annotations

from engine.errors import CARD_ERRORS, TABLE_ERRORS, CodedError, Param, card, echo, spec
from engine.errors import BeloteEmptyHandError as EmptyHandError
from engine.errors import BeloteNoHandsError as NoHandsError
from engine.errors import BeloteNotSeatTurnError as NotSeatTurnError
from engine.errors import BeloteTrickOutOfOrderError as TrickOutOfOrderError
from engine.errors import BeloteUnknownRulesetError as UnknownRulesetError

__all__ = [
    "BeloteError",
    "CardWonTwiceError",
    "CardsWonIncompleteError",
    "CardsWonNotTricksError",
    "EmptyHandError",
    "EmptyTrickError",
    "InvalidAnnouncementsError",
    "InvalidBeloteError",
    "InvalidBidError",
    "InvalidCoincheError",
    "InvalidPointsError",
    "LastTrickWithoutCardsError",
    "MissingBidError",
    "MissingTakerError",
    "MissingTrumpError",
    "NoHandsError",
    "NotSeatTurnError",
    "OptionNotInClassicError",
    "PointsTotalError",
    "TooManyCardsInTrickError",
    "TrickOutOfOrderError",
    "UnknownCapotError",
    "UnknownRulesetError",
    "UnknownSideError",
    "UnknownTakerError",
    "UnknownTrumpError",
    "UnknownVariantError",
]


class BeloteError(CodedError):
    """Base class of the Belote engine's own errors."""


class MissingTrumpError(BeloteError):
    """No contract was given."""

    spec = spec("missing_trump", field="trump")


class UnknownTrumpError(BeloteError):
    """The contract is neither a suit, ``none`` (sans-atout) nor ``all`` (tout-atout)."""

    spec = spec("unknown_trump", echo("trump"), field="trump")


class UnknownVariantError(BeloteError):
    spec = spec("unknown_variant", echo("variant"), field="variant")


class MissingTakerError(BeloteError):
    spec = spec("missing_taker", field="taker")


class UnknownTakerError(BeloteError):
    """The taker is neither a seat (N E S W) nor a team (NS EW)."""

    spec = spec("unknown_taker", echo("taker"), field="taker")


class TooManyCardsInTrickError(BeloteError):
    """A trick in progress holds at most 3 cards (the 4th is the one being chosen); a finished
    trick 4."""

    spec = spec("too_many_cards_in_trick", "count", Param("max", default=3), field="trick")


class EmptyTrickError(BeloteError):
    """A trick winner needs at least one card."""

    spec = spec("empty_trick", field="trick")


class MissingBidError(BeloteError):
    spec = spec("missing_bid", field="bid")


class InvalidBidError(BeloteError):
    """A Coinche bid is a multiple of ``step`` from ``min`` to ``max`` (or a capot bid)."""

    spec = spec("invalid_bid", echo("bid"), "min", "max", "step", field="bid")


class InvalidCoincheError(BeloteError):
    """``coinche`` is 1 (not coinched), 2 (coinched) or 4 (surcoinched)."""

    spec = spec("invalid_coinche", echo("coinche"), field="coinche")


class OptionNotInClassicError(BeloteError):
    """A Coinche option (bid, capot bid, coinche) was given for a classic deal."""

    spec = spec("option_not_in_classic", "option", field_param="option")


class InvalidPointsError(BeloteError):
    """Card points must be whole numbers from 0 to the deal total."""

    spec = spec("invalid_points", "side", echo("points"), "max", field="card_points")


class PointsTotalError(BeloteError):
    """The two sides' card points (dix de der included) must add up to the deal total."""

    spec = spec("points_total_mismatch", "points", "total", "capot", field="card_points")


class UnknownCapotError(BeloteError):
    spec = spec("unknown_capot", echo("capot"), field="all_tricks_taker")


class UnknownSideError(BeloteError):
    """A side of the deal is ``taker`` or ``defense``."""

    spec = spec("unknown_side", echo("side"))


class InvalidAnnouncementsError(BeloteError):
    """Validated announcement points are a non-negative multiple of 10."""

    spec = spec("invalid_announcements", echo("points"), field="announcements")


class InvalidBeloteError(BeloteError):
    """Belote points: multiples of 20, at most ``max`` in all (20 with a trump suit, 80 in
    tout-atout, 0 in sans-atout)."""

    spec = spec("invalid_belote", echo("points"), "max", "trump", field="belote")


class CardWonTwiceError(BeloteError):
    """A card is in both sides' tricks (Q20: a deal entered as the cards each side won)."""

    spec = spec("card_won_twice", card("card"), field="cards_won.defense")


class CardsWonIncompleteError(BeloteError):
    """The cards the two sides won are not the whole deck."""

    spec = spec("cards_won_incomplete", "count", "expected", field="cards_won")


class CardsWonNotTricksError(BeloteError):
    """A side's cards are not a whole number of tricks (4 cards each)."""

    spec = spec("cards_won_not_tricks", "side", "count", field="cards_won")


class LastTrickWithoutCardsError(BeloteError):
    """The last trick is given to a side that won no card."""

    spec = spec("last_trick_without_cards", "side", field="last_trick")


#: Every error the Belote engine raises, shared ones included, in the order of ERROR_CODES.
ERRORS: tuple[type[CodedError], ...] = (
    *CARD_ERRORS, *TABLE_ERRORS,
    MissingTrumpError, UnknownTrumpError, UnknownRulesetError, UnknownVariantError,
    MissingTakerError, UnknownTakerError, NoHandsError, EmptyHandError, TooManyCardsInTrickError,
    EmptyTrickError, TrickOutOfOrderError, NotSeatTurnError, MissingBidError, InvalidBidError,
    InvalidCoincheError, OptionNotInClassicError, InvalidPointsError, PointsTotalError,
    UnknownCapotError, UnknownSideError, InvalidAnnouncementsError, InvalidBeloteError,
    CardWonTwiceError, CardsWonIncompleteError, CardsWonNotTricksError,
    LastTrickWithoutCardsError,
)
