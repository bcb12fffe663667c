"""Every error the engine raises, declared once as data: a code, its params, the field to blame.

An error class is one declaration: ``spec = ErrorCode(code, params, field)``. Its constructor
takes the params' values in order (a :class:`Param` may convert a value, e.g. echo at most
:data:`MAX_TOKEN_ECHO` characters of user input, or give a default), and
:func:`codes_of` derives the ``code -> param names`` tables from the classes, so a param is
named in one place. Concepts both games share (an empty hand, no hands, a trick out of order,
not the seat's turn, an unknown ruleset) are declared once as a :class:`Concept`; each game's
class keeps its own public code (``empty_hand`` / ``jass_empty_hand``).

>>> e = UnknownCardError("6S")
>>> (e.code, e.params, e.spec.field)
('unknown_card', {'token': '6S'}, None)
>>> JassEmptyHandError("N").params, BeloteEmptyHandError().code
({'seat': 'N'}, 'empty_hand')
>>> TooManyCardsError(9, 8, "N")
TooManyCardsError('too_many_cards', {'count': 9, 'max': 8, 'seat': 'N'})
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from engine.reasons import EngineError

__all__ = [
    "CARD_ERRORS",
    "EMPTY_HAND",
    "HOUSE_ERRORS",
    "MAX_TOKEN_ECHO",
    "NOT_SEAT_TURN",
    "NO_HANDS",
    "TABLE_ERRORS",
    "TRICK_OUT_OF_ORDER",
    "UNKNOWN_RULESET",
    "BeloteEmptyHandError",
    "BeloteNoHandsError",
    "BeloteNotSeatTurnError",
    "BeloteTrickOutOfOrderError",
    "BeloteUnknownRulesetError",
    "CardError",
    "CardInTwoHandsError",
    "CardOnTableAndInHandError",
    "CodedError",
    "Concept",
    "DuplicateCardError",
    "ErrorCode",
    "HouseError",
    "InvalidChoiceError",
    "InvalidHouseIdError",
    "InvalidNameError",
    "JassEmptyHandError",
    "JassNoHandsError",
    "JassNotNextToPlayError",
    "JassTrickOutOfOrderError",
    "JassUnknownRulesetError",
    "Param",
    "RefusedCombinationError",
    "TooManyCardsError",
    "UnknownBaseError",
    "UnknownCardError",
    "UnknownSeatError",
    "UnknownSwitchError",
    "UnknownTeamError",
    "card",
    "codes_of",
    "echo",
    "field_params_of",
    "fields_of",
    "listed",
    "spec",
]

#: Longest piece of user input an error carries back (it is shown, escaped, next to the field).
MAX_TOKEN_ECHO = 16

_REQUIRED: Any = object()


def _echo(value: object) -> str:
    return str(value)[:MAX_TOKEN_ECHO]


def _code(value: Any) -> Any:
    return value.code


@dataclass(frozen=True, slots=True)
class Param:
    """One parameter of an error: its name, how a value is stored, and its default."""

    name: str
    convert: Callable[[Any], Any] | None = None
    default: Any = _REQUIRED


def echo(name: str, default: Any = _REQUIRED) -> Param:
    """A param that echoes user input, cut to :data:`MAX_TOKEN_ECHO` characters."""
    return Param(name, _echo, default)


def card(name: str) -> Param:
    """A param given a Card, stored as its code."""
    return Param(name, _code)


def listed(name: str) -> Param:
    """A param given a sequence, stored as a list (JSON-ready)."""
    return Param(name, list)


@dataclass(frozen=True, slots=True)
class ErrorCode:
    """An error code as data: the public code, its params in order, and the input field the
    web layer blames when the error does not name one (``field_param``: a param that does)."""

    code: str
    params: tuple[Param, ...] = ()
    field: str | None = None
    field_param: str | None = None

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.params)


def _params(*params: Param | str) -> tuple[Param, ...]:
    return tuple(p if isinstance(p, Param) else Param(p) for p in params)


def spec(code: str, *params: Param | str, field: str | None = None,
         field_param: str | None = None) -> ErrorCode:
    return ErrorCode(code, _params(*params), field, field_param)


@dataclass(frozen=True, slots=True)
class Concept:
    """An error both games raise under their own public codes: params and field, once."""

    params: tuple[Param, ...]
    field: str | None = None

    def coded(self, code: str) -> ErrorCode:
        return ErrorCode(code, self.params, self.field)


class CodedError(EngineError):
    """An :class:`EngineError` declared by its ``spec``: positional values, in the spec's order
    (or by param name), become ``params``."""

    spec: ClassVar[ErrorCode] = ErrorCode("engine_error")

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.code = cls.spec.code

    def __init__(self, *values: Any, **named: Any) -> None:
        declared = self.spec.params
        if len(values) > len(declared):
            raise TypeError(f"{type(self).__name__}: {len(values)} values for {self.spec.names}")
        params: dict[str, Any] = {}
        for i, p in enumerate(declared):
            if i < len(values):
                value = values[i]
            elif p.name in named:
                value = named.pop(p.name)
            elif p.default is not _REQUIRED:
                value = p.default
            else:
                raise TypeError(f"{type(self).__name__}: missing {p.name!r}")
            params[p.name] = value if p.convert is None or (value is None and p.default is None) \
                else p.convert(value)
        if named:
            raise TypeError(f"{type(self).__name__}: unknown params {sorted(named)}")
        EngineError.__init__(self, **params)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.code!r}, {self.params!r})"


def codes_of(classes: Iterable[type[CodedError]]) -> dict[str, tuple[str, ...]]:
    """``code -> param names`` of some error classes, in their order."""
    return {cls.spec.code: cls.spec.names for cls in classes}


def fields_of(classes: Iterable[type[CodedError]]) -> dict[str, str]:
    """``code -> field`` of the classes that name a fixed input field."""
    return {cls.spec.code: cls.spec.field for cls in classes if cls.spec.field is not None}


def field_params_of(classes: Iterable[type[CodedError]]) -> Mapping[str, str]:
    """``code -> param`` of the classes whose field is given by one of their params."""
    return {cls.spec.code: cls.spec.field_param for cls in classes
            if cls.spec.field_param is not None}


# -- cards (engine.cards) -------------------------------------------------------------------------


class CardError(CodedError):
    """Base class of every error about the cards a user entered."""


class UnknownCardError(CardError):
    """A token is not a card of the deck."""

    spec = spec("unknown_card", echo("token"))


class DuplicateCardError(CardError):
    """The same card is entered twice in one hand (or twice on the table)."""

    spec = spec("duplicate_card", card("card"), Param("seat", default=None))


class CardInTwoHandsError(CardError):
    """The same card appears in two players' hands."""

    spec = spec("card_in_two_hands", card("card"), listed("seats"), field="hands")


class TooManyCardsError(CardError):
    """A hand holds more cards than are dealt (8 in Belote, 9 in Jass)."""

    spec = spec("too_many_cards", "count", "max", Param("seat", default=None))


class CardOnTableAndInHandError(CardError):
    """A card is both on the table (in the current trick) and in the player's hand."""

    spec = spec("card_on_table_and_in_hand", card("card"), Param("seat", default=None),
                field="hand")


CARD_ERRORS: tuple[type[CodedError], ...] = (
    UnknownCardError, DuplicateCardError, CardInTwoHandsError, TooManyCardsError,
    CardOnTableAndInHandError)

# -- seats and teams (engine.table) ---------------------------------------------------------------


class UnknownSeatError(CodedError):
    spec = spec("unknown_seat", echo("seat"))


class UnknownTeamError(CodedError):
    spec = spec("unknown_team", echo("team"))


TABLE_ERRORS: tuple[type[CodedError], ...] = (UnknownSeatError, UnknownTeamError)

# -- concepts both games share, each game with its public code -----------------------------------

#: The player to move holds no card.
EMPTY_HAND = Concept(_params(Param("seat", default=None)), field="hand")
#: A verdict on hands needs at least one hand.
NO_HANDS = Concept((), field="hands")
#: The seats of a trick do not follow the order of play (anticlockwise N W S E).
TRICK_OUT_OF_ORDER = Concept(_params(listed("seats")), field="trick")
#: The seat given to move is not the one whose turn it is; ``expected`` is that seat.
NOT_SEAT_TURN = Concept(_params("seat", "expected"), field="seat")
#: A ruleset id that is not the game's.
UNKNOWN_RULESET = Concept(_params(echo("ruleset")))


class BeloteEmptyHandError(CodedError):
    spec = EMPTY_HAND.coded("empty_hand")


class BeloteNoHandsError(CodedError):
    spec = NO_HANDS.coded("no_hands")


class BeloteTrickOutOfOrderError(CodedError):
    spec = TRICK_OUT_OF_ORDER.coded("trick_out_of_order")


class BeloteNotSeatTurnError(CodedError):
    spec = NOT_SEAT_TURN.coded("not_seat_turn")


class BeloteUnknownRulesetError(CodedError):
    spec = UNKNOWN_RULESET.coded("unknown_ruleset")


class JassEmptyHandError(CodedError):
    spec = EMPTY_HAND.coded("jass_empty_hand")


class JassNoHandsError(CodedError):
    spec = NO_HANDS.coded("jass_no_hands")


class JassTrickOutOfOrderError(CodedError):
    spec = TRICK_OUT_OF_ORDER.coded("jass_trick_out_of_order")


class JassNotNextToPlayError(CodedError):
    spec = NOT_SEAT_TURN.coded("jass_not_next_to_play")


class JassUnknownRulesetError(CodedError):
    spec = UNKNOWN_RULESET.coded("jass_unknown_ruleset")



# -- a table's ruleset (engine.house) ------------------------------------------------------------
# The field to blame depends on where the id or the switch came from (a checker's ``rules``, the
# API's ``base``, ``set.<switch>``, ``name``): the caller sets ``field``; none is declared here.


class HouseError(CodedError):
    """Base class of the errors of a table's id or switches: the ``field`` attribute names the
    input to blame (the web layer's path), set by whoever read that input."""

    field: str | None = None


class InvalidHouseIdError(HouseError):
    """Not an id this code ever gave (bad base64, checksum, index, or not canonical)."""

    spec = spec("house_invalid_id", echo("ruleset"))


class UnknownBaseError(HouseError):
    """A table's ruleset starts from a ruleset the game does not have."""

    spec = spec("house_unknown_base", echo("base"))


class UnknownSwitchError(HouseError):
    """A switch the game does not have."""

    spec = spec("house_unknown_switch", echo("switch"))


class InvalidChoiceError(HouseError):
    """A value a switch does not allow; ``allowed`` lists its tokens."""

    spec = spec("house_invalid_choice", "switch", echo("value"), listed("allowed"))


class InvalidNameError(HouseError):
    """A name longer than ``max`` characters, or with control characters."""

    spec = spec("house_invalid_name", "max")


class RefusedCombinationError(HouseError):
    """A combination of switches that makes no sense. Each refusal declares its own code and
    params (:class:`engine.house.Refusal`, in ``engine/belote/house.py`` and
    ``engine/jass/house.py``); this class carries them, with the switches involved first."""

    spec = spec("house_refused", listed("switches"))

    def __init__(self, code: str, switches: Iterable[str], **params: Any) -> None:
        super().__init__(switches)
        self.code = code
        self.params.update(params)


#: The errors of a table's ids and switches (refusals add their own codes, see above).
HOUSE_ERRORS: tuple[type[CodedError], ...] = (
    InvalidHouseIdError, UnknownBaseError, UnknownSwitchError, InvalidChoiceError,
    InvalidNameError)
