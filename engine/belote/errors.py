"""The Belote engine's errors: each a specific :class:`~engine.reasons.EngineError` with a code.

Card, seat and team errors come from :mod:`engine.cards` and :mod:`engine.table`; the errors here
are about contracts, rulesets, tricks and deal scores. Every code and its parameter names are listed
in :data:`engine.belote.codes.REASON_CODES`.

>>> e = UnknownTrumpError("X")
>>> (e.code, e.params)
('unknown_trump', {'trump': 'X'})
"""

from __future__ import annotations

from engine.cards import MAX_TOKEN_ECHO
from engine.reasons import EngineError

__all__ = [
    "BeloteError", "MissingTrumpError", "UnknownTrumpError", "UnknownRulesetError",
    "UnknownVariantError", "MissingTakerError", "UnknownTakerError", "NoHandsError",
    "EmptyHandError", "TooManyCardsInTrickError", "EmptyTrickError", "TrickOutOfOrderError",
    "NotSeatTurnError", "MissingBidError", "InvalidBidError", "InvalidCoincheError",
    "OptionNotInClassicError", "InvalidPointsError", "PointsTotalError", "UnknownCapotError",
    "UnknownSideError", "InvalidAnnouncementsError", "InvalidBeloteError",
]


def _echo(value: object) -> str:
    return str(value)[:MAX_TOKEN_ECHO]


class BeloteError(EngineError):
    """Base class of the Belote engine's own errors."""


class MissingTrumpError(BeloteError):
    """No contract was given."""

    code = "missing_trump"

    def __init__(self) -> None:
        super().__init__()


class UnknownTrumpError(BeloteError):
    """The contract is neither a suit, ``none`` (sans-atout) nor ``all`` (tout-atout)."""

    code = "unknown_trump"

    def __init__(self, trump: object) -> None:
        super().__init__(trump=_echo(trump))


class UnknownRulesetError(BeloteError):
    code = "unknown_ruleset"

    def __init__(self, ruleset: object) -> None:
        super().__init__(ruleset=_echo(ruleset))


class UnknownVariantError(BeloteError):
    code = "unknown_variant"

    def __init__(self, variant: object) -> None:
        super().__init__(variant=_echo(variant))


class MissingTakerError(BeloteError):
    code = "missing_taker"

    def __init__(self) -> None:
        super().__init__()


class UnknownTakerError(BeloteError):
    """The taker is neither a seat (N E S W) nor a team (NS EW)."""

    code = "unknown_taker"

    def __init__(self, taker: object) -> None:
        super().__init__(taker=_echo(taker))


class NoHandsError(BeloteError):
    """An announcement check needs at least one hand."""

    code = "no_hands"

    def __init__(self) -> None:
        super().__init__()


class EmptyHandError(BeloteError):
    """The player to move holds no card."""

    code = "empty_hand"

    def __init__(self, seat: str | None = None) -> None:
        super().__init__(seat=seat)


class TooManyCardsInTrickError(BeloteError):
    """A trick in progress holds at most 3 cards (the 4th is the one being chosen); a finished
    trick 4."""

    code = "too_many_cards_in_trick"

    def __init__(self, count: int, maximum: int = 3) -> None:
        super().__init__(count=count, max=maximum)


class EmptyTrickError(BeloteError):
    """A trick winner needs at least one card."""

    code = "empty_trick"

    def __init__(self) -> None:
        super().__init__()


class TrickOutOfOrderError(BeloteError):
    """The seats of a trick do not follow the anticlockwise order (N, W, S, E)."""

    code = "trick_out_of_order"

    def __init__(self, seats: list[str]) -> None:
        super().__init__(seats=seats)


class NotSeatTurnError(BeloteError):
    """The seat given to move is not the one whose turn it is; ``expected`` is that seat."""

    code = "not_seat_turn"

    def __init__(self, seat: str, expected: str) -> None:
        super().__init__(seat=seat, expected=expected)


class MissingBidError(BeloteError):
    code = "missing_bid"

    def __init__(self) -> None:
        super().__init__()


class InvalidBidError(BeloteError):
    """A Coinche bid is a multiple of ``step`` from ``min`` to ``max`` (or a capot bid)."""

    code = "invalid_bid"

    def __init__(self, bid: object, minimum: int, maximum: int, step: int) -> None:
        super().__init__(bid=_echo(bid), min=minimum, max=maximum, step=step)


class InvalidCoincheError(BeloteError):
    """``coinche`` is 1 (not coinched), 2 (coinched) or 4 (surcoinched)."""

    code = "invalid_coinche"

    def __init__(self, coinche: object) -> None:
        super().__init__(coinche=_echo(coinche))


class OptionNotInClassicError(BeloteError):
    """A Coinche option (bid, capot bid, coinche) was given for a classic deal."""

    code = "option_not_in_classic"

    def __init__(self, option: str) -> None:
        super().__init__(option=option)


class InvalidPointsError(BeloteError):
    """Card points must be whole numbers from 0 to the deal total."""

    code = "invalid_points"

    def __init__(self, side: str, points: object, maximum: int) -> None:
        super().__init__(side=side, points=_echo(points), max=maximum)


class PointsTotalError(BeloteError):
    """The two sides' card points (dix de der included) must add up to the deal total."""

    code = "points_total_mismatch"

    def __init__(self, points: int, total: int, capot: str | None) -> None:
        super().__init__(points=points, total=total, capot=capot)


class UnknownCapotError(BeloteError):
    code = "unknown_capot"

    def __init__(self, capot: object) -> None:
        super().__init__(capot=_echo(capot))


class UnknownSideError(BeloteError):
    """A side of the deal is ``taker`` or ``defense``."""

    code = "unknown_side"

    def __init__(self, side: object) -> None:
        super().__init__(side=_echo(side))


class InvalidAnnouncementsError(BeloteError):
    """Validated announcement points are a non-negative multiple of 10."""

    code = "invalid_announcements"

    def __init__(self, points: object) -> None:
        super().__init__(points=_echo(points))


class InvalidBeloteError(BeloteError):
    """Belote points: multiples of 20, at most ``max`` in all (20 with a trump suit, 80 in
    tout-atout, 0 in sans-atout)."""

    code = "invalid_belote"

    def __init__(self, points: object, maximum: int, trump: str) -> None:
        super().__init__(points=_echo(points), max=maximum, trump=trump)
