"""The one place that turns the public input format into engine calls.

Every way in (the JSON API, the checker pages, the rules pages' live examples, embeds) gives a
game, a kind of question and a plain mapping of input (the format of the ``input`` objects in
``content/*_examples.json``, which is also the JSON API's request body minus ``lang`` and
``rules``), and gets one engine verdict per ruleset:

>>> v = evaluate("belote", "announcements",
...              {"trump": "none", "taker": "NS", "hands": {"W": "AS AH AD AC 7H 8C 9D QS"}})
>>> {r: x.points["EW"] for r, x in v.items()}            # seed 000 examples 5 and 6
{'maison': 100, 'officielles': 200}
>>> evaluate("jass", "trick", {"contract": "R", "trick": [{"seat": "N", "card": "AE"},
...          {"seat": "W", "card": "6E"}, {"seat": "S", "card": "TE"}, {"seat": "E", "card": "UR"}]},
...          rules=["swiss"])["swiss"].winner
'E'

Input is untrusted. It is checked here, strictly, before any engine call: a missing field, a field
of the wrong JSON type (``true`` is not a number), an unknown field, a string or list that is too
long, an unknown ruleset each raise a specific :class:`~engine.reasons.EngineError`; everything the
engines check themselves (cards, seats, contracts, bids, points...) is left to them, so one problem
has one code. Errors carry ``field`` (an attribute, not a param; ``None`` when no one field is
to blame): the input field to show the message next to, as a dotted path (``hands.N``,
``trick.1.card``, ``card_points.taker``).

>>> try:
...     evaluate("belote", "legal", {"variant": "coinche", "trump": "S", "hand": "7S XX"})
... except EngineError as e:
...     (e.code, e.params, e.field)
('unknown_card', {'token': 'XX'}, 'hand')
>>> try:
...     evaluate("jass", "score", {"contract": "R", "card_points": {"NS": 157, "EW": 0},
...                                "tricks": {"NS": 9, "EW": 0}, "weis": True})
... except EngineError as e:
...     (e.code, e.params, e.field)
('invalid_field', {'field': 'weis', 'expected': 'object'}, 'weis')

:func:`result_payload` turns verdicts into the JSON-ready ``{"results": {...}}`` of the API, each
reason with its ``text`` in the current locale.

Kinds: Belote ``announcements``, ``legal``, ``score``; Jass ``weis``, ``legal``, ``trick``,
``score`` (:data:`KINDS`). The fields of each are in :data:`FIELDS` and in the OpenAPI document
(:mod:`webapp.core.openapi`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from flask_babel import get_locale
from orjson import dumps as _dumps

from engine import belote as B
from engine import jass as J
from engine import reuse
from engine.belote.house import HOUSE as _BELOTE_HOUSE
from engine.belote.house import REFUSALS as _BELOTE_REFUSALS
from engine.house import ERROR_CODES as _HOUSE_ERRORS
from engine.house import HouseError, HouseRules, is_house_id
from engine.jass.house import HOUSE as _JASS_HOUSE
from engine.jass.house import REFUSALS as _JASS_REFUSALS
from engine.cards import FRENCH, MAX_TOKEN_ECHO, SWISS, Card, Deck, DuplicateCardError, TooManyCardsError
from engine.reasons import EngineError, Reason
from engine.table import UnknownSeatError, parse_seat
from webapp.i18n import reason_text
from webapp.i18n import house as _house_words  # noqa: F401 (registers the house messages)

__all__ = [
    "GAMES", "KINDS", "FIELDS", "RULESETS", "MAX_TEXT", "MAX_TOKEN", "MAX_RULES",
    "ServiceError", "MissingFieldError", "InvalidFieldError", "UnknownFieldError", "TooLongError",
    "SERVICE_ERROR_CODES", "Verdicts", "evaluate", "parse_rules", "result_payload", "HOUSES",
    "HOUSE_CODES", "ruleset_of",
    "reason_payload", "reason_text_cached",
]

#: Longest string accepted for a list of cards (a hand typed with symbols, commas and spaces).
MAX_TEXT = 200
#: Longest string accepted for a single token (a seat, a trump, a card, a ruleset id...).
MAX_TOKEN = 32
#: Longest ``rules`` list.
MAX_RULES = 8
#: Translated reason texts kept in memory (per locale, code and params).
TEXT_CACHE_SIZE = 16384

GAMES: tuple[str, ...] = ("belote", "jass")
#: game -> ruleset id -> ruleset value, in display order (the default first).
RULESETS: dict[str, Mapping[str, Any]] = {"belote": B.RULESETS, "jass": J.RULESETS}
#: game -> its house rules: the switches a table may set, and the ids of its own rulesets.
HOUSES: dict[str, HouseRules] = {"belote": _BELOTE_HOUSE, "jass": _JASS_HOUSE}
#: The house codes (errors of an id or a switch, refusals, and the ``house_rule`` reason).
HOUSE_CODES: dict[str, tuple[str, ...]] = {
    **_HOUSE_ERRORS,
    **{r.code: ("switches", *p) for r, p in zip(_BELOTE_REFUSALS, (("total",),))},
    **{r.code: ("switches", *p) for r, p in zip(_JASS_REFUSALS, (("target", "points"),))},
    "house_rule": ("house", "rule"),
}
_DECK: dict[str, Deck] = {"belote": FRENCH, "jass": SWISS}
_UNKNOWN_RULESET: dict[str, Callable[[object], EngineError]] = {
    "belote": B.UnknownRulesetError, "jass": J.UnknownRulesetError,
}


# -- errors -------------------------------------------------------------------------------------


class ServiceError(EngineError):
    """Base class of the input-shape errors raised here (the engines raise the others)."""

    field: str | None = None


class MissingFieldError(ServiceError):
    """A required field is absent (or ``null``).

    >>> MissingFieldError("hands").params
    {'field': 'hands'}
    """

    code = "missing_field"

    def __init__(self, field: str) -> None:
        super().__init__(field=field)
        self.field = field


class InvalidFieldError(ServiceError):
    """A field has the wrong JSON type. ``expected`` is one of :data:`EXPECTED`."""

    code = "invalid_field"

    def __init__(self, field: str, expected: str) -> None:
        super().__init__(field=field, expected=expected)
        self.field = field


class UnknownFieldError(ServiceError):
    """A field this kind of question does not take (a typo, usually). The name is truncated."""

    code = "unknown_field"

    def __init__(self, field: str) -> None:
        super().__init__(field=field[:MAX_TOKEN_ECHO])
        self.field = None


class TooLongError(ServiceError):
    """A string (``max`` characters) or a list (``max`` items) is longer than anything valid."""

    code = "too_long"

    def __init__(self, field: str, maximum: int) -> None:
        super().__init__(field=field, max=maximum)
        self.field = field


#: The values of ``invalid_field``'s ``expected`` param.
EXPECTED: tuple[str, ...] = ("string", "integer", "boolean", "object", "list", "cards", "play",
                             "rulesets")

#: The codes raised here, with their params (the engines' codes are in engine/*/codes.py).
SERVICE_ERROR_CODES: dict[str, tuple[str, ...]] = {
    "missing_field": ("field",),
    "invalid_field": ("field", "expected"),
    "unknown_field": ("field",),
    "too_long": ("field", "max"),
}


# -- checking the shape of the input -------------------------------------------------------------

_MISSING = object()


def _get(data: Mapping[str, Any], name: str, path: str, required: bool) -> Any:
    value = data.get(name)
    if value is None:
        if required:
            raise MissingFieldError(path)
        return _MISSING
    return value


def _token(data: Mapping[str, Any], name: str, path: str | None = None,
           required: bool = True) -> Any:
    path = path or name
    value = _get(data, name, path, required)
    if value is _MISSING:
        return None
    if value.__class__ is not str:
        raise InvalidFieldError(path, "string")
    if len(value) > MAX_TOKEN:
        raise TooLongError(path, MAX_TOKEN)
    return value


def _integer(data: Mapping[str, Any], name: str, path: str | None = None,
             required: bool = True, default: Any = None) -> Any:
    path = path or name
    value = _get(data, name, path, required)
    if value is _MISSING:
        return default
    if value.__class__ is not int:  # bool is a subclass of int: refused here
        raise InvalidFieldError(path, "integer")
    return value


def _boolean(data: Mapping[str, Any], name: str, default: bool = False) -> bool:
    value = _get(data, name, name, False)
    if value is _MISSING:
        return default
    if value.__class__ is not bool:
        raise InvalidFieldError(name, "boolean")
    return value


def _object(data: Mapping[str, Any], name: str, path: str | None = None,
            required: bool = True) -> Any:
    path = path or name
    value = _get(data, name, path, required)
    if value is _MISSING:
        return None
    if not isinstance(value, Mapping):
        raise InvalidFieldError(path, "object")
    return value


def _only(data: Mapping[str, Any], allowed: frozenset[str], prefix: str = "") -> None:
    for key in data:
        if key not in allowed:
            raise UnknownFieldError(prefix + str(key))


def _cards(deck: Deck, value: Any, path: str, seat: str | None) -> tuple[Card, ...]:
    """A hand: card codes as one string or a list of strings; parsed with the field named."""
    if value.__class__ is str:
        if len(value) > MAX_TEXT:
            raise TooLongError(path, MAX_TEXT)
    elif isinstance(value, list):
        if len(value) > deck.hand_size:  # the engines' own error, without reading a long list
            e = TooManyCardsError(len(value), deck.hand_size, seat)
            e.field = path  # type: ignore[attr-defined]
            raise e
        for item in value:
            if item.__class__ is not str:
                raise InvalidFieldError(path, "cards")
            if len(item) > MAX_TOKEN:
                raise TooLongError(path, MAX_TOKEN)
    else:
        raise InvalidFieldError(path, "cards")
    try:
        return deck.parse_hand(value, seat)
    except EngineError as e:
        e.field = path  # type: ignore[attr-defined]
        raise


def _hands(deck: Deck, data: Mapping[str, Any]) -> dict[str, tuple[Card, ...]]:
    hands = _object(data, "hands")
    if len(hands) > 4:
        raise TooLongError("hands", 4)
    out: dict[str, tuple[Card, ...]] = {}
    for seat, text in hands.items():
        # Seats are keys: canonical N E S W only, so that two keys never name one seat.
        if seat not in ("N", "E", "S", "W"):
            e = UnknownSeatError(seat)
            e.field = "hands"  # type: ignore[attr-defined]
            raise e
        if text is None:
            raise MissingFieldError(f"hands.{seat}")
        out[seat] = _cards(deck, text, f"hands.{seat}", seat)
    return out


_PLAY_FIELDS = frozenset({"seat", "card"})


def _trick(deck: Deck, data: Mapping[str, Any], maximum: int, required: bool = False) -> Any:
    """The plays of a trick as ``(seat, Card)`` pairs; longer lists go to the engine as they are
    (it refuses them by their length, before reading them)."""
    value = _get(data, "trick", "trick", required)
    if value is _MISSING:
        return []
    if not isinstance(value, list):
        raise InvalidFieldError("trick", "list")
    if len(value) > maximum:
        return value
    out = []
    seen = 0
    for i, play in enumerate(value):
        path = f"trick.{i}"
        if not isinstance(play, Mapping):
            raise InvalidFieldError(path, "play")
        _only(play, _PLAY_FIELDS, path + ".")
        seat_text = _token(play, "seat", path + ".seat")
        card_text = _token(play, "card", path + ".card")
        try:
            seat = parse_seat(seat_text)
        except EngineError as e:
            e.field = path + ".seat"  # type: ignore[attr-defined]
            raise
        try:
            card = deck.card(card_text)
        except EngineError as e:
            e.field = path + ".card"  # type: ignore[attr-defined]
            raise
        if seen & card.bit:  # the same card played twice: name the second play's field
            error = DuplicateCardError(card, seat)
            error.field = path + ".card"  # type: ignore[attr-defined]
            raise error
        seen |= card.bit
        out.append((seat, card))
    return out


def _seat(data: Mapping[str, Any], name: str, required: bool) -> str | None:
    text = _token(data, name, required=required)
    if text is None:
        return None
    try:
        return parse_seat(text)
    except EngineError as e:
        e.field = name  # type: ignore[attr-defined]
        raise


# -- the kinds of question ----------------------------------------------------------------------
# Each parser checks the shape and returns a function: rulesets -> their verdicts, in order. The
# input is parsed once; the engine then runs once per ruleset (:func:`_each`), except Belote
# announcements, whose engine call takes every ruleset at once.

#: What a parser returns.
_Run = Callable[[Sequence[Any]], Sequence[Any]]


def _each(verdict: Callable[[Any], Any]) -> _Run:
    return lambda rulesets: [verdict(rs) for rs in rulesets]


def _belote_announcements(data: Mapping[str, Any]) -> _Run:
    trump = B.parse_trump(_token(data, "trump"))
    taker = B.parse_taker(_token(data, "taker"))
    hands = _hands(FRENCH, data)
    return lambda rulesets: B.announcements_by_ruleset(hands, trump, taker, rulesets)


def _belote_legal(data: Mapping[str, Any]) -> _Run:
    variant = B.parse_variant(_token(data, "variant"))
    trump = B.parse_trump(_token(data, "trump"))
    seat = _seat(data, "seat", required=False)
    hand = _cards(FRENCH, _get(data, "hand", "hand", True), "hand", seat)
    trick = _trick(FRENCH, data, 3)
    return _each(lambda rs: B.legal_cards(hand, trick, trump, variant, rs, seat))


_SIDE_POINTS = frozenset({"taker", "defense"})
_TEAM_POINTS = frozenset({"team", "points"})


def _belote_score(data: Mapping[str, Any]) -> _Run:
    variant = B.parse_variant(_token(data, "variant"))
    taker = B.parse_taker(_token(data, "taker"))
    trump = B.parse_trump(_token(data, "trump"))
    bid = _integer(data, "bid", required=False)
    capot_bid = _boolean(data, "capot_bid")
    coinche = _integer(data, "coinche", required=False, default=1)
    points = _object(data, "card_points")
    _only(points, _SIDE_POINTS, "card_points.")
    taker_points = _integer(points, "taker", "card_points.taker")
    defense_points = _integer(points, "defense", "card_points.defense")
    capot = _token(data, "all_tricks_taker", required=False)
    announcements = _object(data, "announcements", required=False)
    if announcements is not None:
        _only(announcements, _TEAM_POINTS, "announcements.")
        announcements = {"team": _token(announcements, "team", "announcements.team"),
                         "points": _integer(announcements, "points", "announcements.points")}
    belote = _get(data, "belote", "belote", False)
    if belote is _MISSING:
        belote = None
    elif belote.__class__ is str:
        if len(belote) > MAX_TOKEN:
            raise TooLongError("belote", MAX_TOKEN)
    elif isinstance(belote, Mapping):
        if len(belote) > 2:
            raise TooLongError("belote", 2)
        for side in belote:
            _integer(belote, side, f"belote.{str(side)[:MAX_TOKEN_ECHO]}")
    else:
        raise InvalidFieldError("belote", "object")

    def run(rs: Any) -> Any:
        return B.score_deal(variant, trump, taker_points, defense_points, bid=bid,
                            capot_bid=capot_bid, coinche=coinche, capot=capot,
                            announcements=announcements, belote=belote, ruleset=rs)

    each = _each(run)
    each.taker = taker  # type: ignore[attr-defined]
    return each


def _jass_contract(data: Mapping[str, Any]) -> str:
    return J.parse_contract(_token(data, "contract"))


def _jass_weis(data: Mapping[str, Any]) -> _Run:
    contract = _jass_contract(data)
    forehand = _seat(data, "forehand", required=True)
    hands = _hands(SWISS, data)
    return _each(lambda rs: J.weis(hands, contract, forehand, rs))


def _jass_legal(data: Mapping[str, Any]) -> _Run:
    contract = _jass_contract(data)
    seat = _seat(data, "seat", required=False)
    hand = _cards(SWISS, _get(data, "hand", "hand", True), "hand", seat)
    trick = _trick(SWISS, data, 3)
    return _each(lambda rs: J.legal_cards(hand, trick, contract, rs, seat))


def _jass_trick(data: Mapping[str, Any]) -> _Run:
    contract = _jass_contract(data)
    trick = _trick(SWISS, data, 4, required=True)
    last = _boolean(data, "last")
    return _each(lambda rs: J.trick_result(trick, contract, last, rs))


def _team_points(data: Mapping[str, Any], name: str) -> Any:
    value = _object(data, name, required=False)
    if value is None:
        return None
    _only(value, _TEAM_POINTS, name + ".")
    return {"team": _token(value, "team", f"{name}.team"),
            "points": _integer(value, "points", f"{name}.points")}


def _jass_score(data: Mapping[str, Any]) -> _Run:
    contract = _jass_contract(data)
    # card_points and tricks: the engine checks them (jass_invalid_points, jass_missing_team...)
    card_points = _get(data, "card_points", "card_points", True)
    tricks = _get(data, "tricks", "tricks", True)
    for name, value in (("card_points", card_points), ("tricks", tricks)):
        if isinstance(value, Mapping) and len(value) > 2:
            raise TooLongError(name, 2)
    weis = _team_points(data, "weis")
    stoeck = _team_points(data, "stoeck")
    return _each(lambda rs: J.score_deal(contract, card_points, tricks, weis=weis, stoeck=stoeck,
                                         ruleset=rs))


#: (game, kind) -> the fields its input takes (anything else is ``unknown_field``).
FIELDS: dict[tuple[str, str], frozenset[str]] = {
    ("belote", "announcements"): frozenset({"trump", "taker", "hands"}),
    ("belote", "legal"): frozenset({"variant", "trump", "trick", "seat", "hand"}),
    ("belote", "score"): frozenset({"variant", "taker", "trump", "bid", "capot_bid", "coinche",
                                    "card_points", "all_tricks_taker", "announcements",
                                    "belote"}),
    ("jass", "weis"): frozenset({"contract", "forehand", "hands"}),
    ("jass", "legal"): frozenset({"contract", "trick", "seat", "hand"}),
    ("jass", "trick"): frozenset({"contract", "trick", "last"}),
    ("jass", "score"): frozenset({"contract", "card_points", "tricks", "weis", "stoeck"}),
}
_PARSERS: dict[tuple[str, str], Callable[[Mapping[str, Any]], _Run]] = {
    ("belote", "announcements"): _belote_announcements,
    ("belote", "legal"): _belote_legal,
    ("belote", "score"): _belote_score,
    ("jass", "weis"): _jass_weis,
    ("jass", "legal"): _jass_legal,
    ("jass", "trick"): _jass_trick,
    ("jass", "score"): _jass_score,
}
#: game -> its kinds of question, in order.
KINDS: dict[str, tuple[str, ...]] = {
    game: tuple(k for g, k in _PARSERS if g == game) for game in GAMES
}

#: Engine error code -> the input field to blame, when the engine does not say (declared with
#: each error in engine/errors.py, engine/belote/errors.py, engine/jass/errors.py).
_CODE_FIELDS: dict[str, str] = {**B.ERROR_FIELDS, **J.ERROR_FIELDS}
#: Engine error code -> the param that names the field to blame.
_CODE_FIELD_PARAMS: dict[str, str] = {**B.ERROR_FIELD_PARAMS, **J.ERROR_FIELD_PARAMS}


def _blame(e: EngineError) -> None:
    if getattr(e, "field", None) is None:
        field = _CODE_FIELDS.get(e.code)
        if field is None and e.code in _CODE_FIELD_PARAMS:
            field = e.params.get(_CODE_FIELD_PARAMS[e.code])
        e.field = field  # type: ignore[attr-defined]


# -- rulesets and evaluation --------------------------------------------------------------------


def ruleset_of(game: str, rid: str) -> Any:
    """The ruleset value of an id: a standard one, or a table's (decoded, memoized). Raises
    KeyError for an unknown standard id, a HouseError for a bad table's id."""
    found = RULESETS[game].get(rid)
    return found if found is not None else HOUSES[game].ruleset(rid)


def parse_rules(game: str, rules: object = None) -> tuple[str, ...]:
    """The ruleset ids to evaluate, in the order given (duplicates dropped); ``None``: all of the
    game's, the default first.

    >>> parse_rules("belote"), parse_rules("jass", ["Swiss", "swiss"])
    (('maison', 'officielles'), ('swiss',))
    >>> parse_rules("jass", ["maison"])
    Traceback (most recent call last):
    ...
    engine.errors.JassUnknownRulesetError: jass_unknown_ruleset {'ruleset': 'maison'}
    """
    known = RULESETS[game]
    if rules is None:
        return tuple(known)
    if isinstance(rules, str | bytes) or not isinstance(rules, Sequence) or not rules:
        raise InvalidFieldError("rules", "rulesets")
    if len(rules) > MAX_RULES:
        raise TooLongError("rules", MAX_RULES)
    out: list[str] = []
    for r in rules:
        if r.__class__ is not str:
            raise InvalidFieldError("rules", "rulesets")
        if is_house_id(r.strip()):  # a table's own ruleset: checked (and memoized) here
            rid = r.strip()
            try:
                HOUSES[game].ruleset(rid)
            except HouseError as e:
                e.field = "rules"
                raise
        else:
            rid = r.strip().lower()
            if rid not in known:
                e = _UNKNOWN_RULESET[game](r)
                e.field = "rules"  # type: ignore[attr-defined]
                raise e
        if rid not in out:
            out.append(rid)
    return tuple(out)


class Verdicts(dict):
    """``{ruleset id: engine verdict}``, plus what :func:`result_payload` needs to know about the
    question: ``game``, ``kind`` and ``taker`` (the taking team of a Belote score, else None)."""

    game: str
    kind: str
    taker: str | None = None
    #: A table's ruleset id -> the switches it sets (field, token) that its verdict read.
    house: Mapping[str, list[tuple[str, str]]] = {}


def evaluate(game: str, kind: str, data: Mapping[str, Any],
             rules: Sequence[str] | None = None) -> Verdicts:
    """One engine verdict per ruleset for one question, from the public input format.

    ``data`` is the input (untrusted: checked here); ``rules`` the ruleset ids (default: all of
    the game's). Raises an :class:`~engine.reasons.EngineError` (with a ``field`` attribute) for
    bad input; ``ValueError`` for a game or kind that does not exist (a programming error).
    """
    parser = _PARSERS.get((game, kind))
    if parser is None:
        raise ValueError(f"no such question: {game}/{kind}")
    if not isinstance(data, Mapping):
        raise InvalidFieldError("", "object")
    _only(data, FIELDS[(game, kind)])
    ids = parse_rules(game, rules)
    try:
        run = parser(data)
        known = RULESETS[game]
        rulesets = [ruleset_of(game, rid) for rid in ids]
        spies = {}
        for i, rid in enumerate(ids):  # a table's ruleset: which of its rules did it read?
            if rid not in known:
                rulesets[i] = spies[rid] = reuse.reader(rulesets[i])
        out = Verdicts(zip(ids, run(rulesets)))
    except EngineError as e:
        _blame(e)
        raise
    out.game, out.kind = game, kind
    if spies:
        out.house = {rid: _house_rules_read(game, rid, spy.read, data)
                     for rid, spy in spies.items()}
    out.taker = getattr(run, "taker", None)
    return out


#: Belote's card-point table (``_points``) is made of these switches, under these trumps.
_POINTS_SWITCHES = {"none": ("no_trump_ace", "no_trump_jack"), "all": ("all_trump_points",)}


def _house_rules_read(game: str, rid: str, read: set[str], data: Mapping[str, Any]
                      ) -> list[tuple[str, str]]:
    """The switches a table's ruleset sets differently from its base that the evaluation read
    (so the verdict may depend on them), in switch order."""
    house = HOUSES[game]
    read = set(read)
    if "_points" in read:
        read.update(_POINTS_SWITCHES.get(B.parse_trump(data.get("trump")), ()))
    return [(f, token) for f, token in house.changes(rid).items()
            if f in read and house.by_field[f].verdicts]


# -- JSON-ready results ---------------------------------------------------------------------------

_OTHER_TEAM = {"NS": "EW", "EW": "NS"}


#: (locale, game, code, params as JSON bytes) -> translated text. Bounded: cleared when full.
_TEXTS: dict[tuple[Any, ...], str] = {}


def _text(locale: str, game: str, code: str, params: Mapping[str, Any]) -> str:
    """:func:`webapp.i18n.reason_text`, memoized per locale: the catalogs do not change while
    the app runs, and the same reasons come back again and again (a hand's tierce, a trick's
    led suit, "North has no announcement"); translating one costs tens of lazy-string lookups.

    The params are keyed by their JSON (orjson, in C: a third of the cost of turning each list
    into a tuple in Python, which was half of a four-hand verdict's payload time). Two dicts
    with the same items in another order only make two entries, never a wrong text."""
    try:
        key = (locale, game, code, _dumps(params))
    except TypeError:  # not JSON-safe (orjson.JSONEncodeError is a TypeError): no cache
        return reason_text(code, params, game)
    text = _TEXTS.get(key)
    if text is None:
        text = reason_text(code, params, game)
        if len(_TEXTS) >= TEXT_CACHE_SIZE:
            _TEXTS.clear()
        _TEXTS[key] = text
    return text


def _locale() -> str:
    """The locale the catalogs translate into now: flask-babel's, which ``force_locale`` changes
    (an oEmbed answer or an embed renders another locale than the request's URL)."""
    return str(get_locale())


def reason_text_cached(code: str, params: Mapping[str, Any], game: str) -> str:
    """The text of a reason in the current locale (memoized, see :func:`_text`)."""
    return _text(_locale(), game, code, params)


def reason_payload(reason: Reason | EngineError, game: str, locale: str | None = None
                   ) -> dict[str, Any]:
    """``{"code", "params", "text"}``, the text in the current locale (or ``locale``, a Babel
    locale code that must be the current one: callers pass it to look it up once)."""
    return {"code": reason.code, "params": reason.params,
            "text": _text(locale or _locale(), game, reason.code, reason.params)}


def _house_rule_payload(game: str, field: str, token: str, locale: str) -> dict[str, Any]:
    params = {"house": f"{field}={token}", "rule": field}
    return {"code": "house_rule", "params": params,
            "text": _text(locale, game, "house_rule", params)}


def _result(game: str, kind: str, v: Any, taker: str | None, locale: str,
            done: dict[int, dict[str, Any]], house: Sequence[tuple[str, str]] = ()
            ) -> dict[str, Any]:
    out = v.as_dict()
    if kind == "legal":
        out["illegal"] = {card: reason_payload(r, game, locale) for card, r in v.illegal.items()}
    elif game == "belote" and kind == "score":
        # The API speaks in teams; the engine in sides (taker / defense).
        team = {"taker": taker, "defense": _OTHER_TEAM[taker]}  # type: ignore[index]
        out["taker"] = taker
        out["scores"] = {team[s]: p for s, p in v.scores.items()}
        out["totals"] = {team[s]: p for s, p in v.totals.items()}
    reasons = out["reasons"] = [_house_rule_payload(game, f, t, locale) for f, t in house]
    for r in v.reasons:
        # A reason object two rulesets' verdicts share (engine.reuse) is written out once.
        payload = done.get(id(r))
        if payload is None:
            payload = done[id(r)] = reason_payload(r, game, locale)
        reasons.append(payload)
    return out


def result_payload(game: str, kind: str, verdicts: Mapping[str, Any]) -> dict[str, Any]:
    """``{"results": {ruleset id: {...verdict..., "reasons": [{"code", "params", "text"}]}}}``.

    Illegal cards (``legal``) map each card to its reason; a Belote score gives ``scores`` and
    ``totals`` by team (``NS``/``EW``) and the ``taker`` team.

    >>> from webapp import create_app
    >>> with create_app().test_request_context("/en/"):
    ...     out = result_payload("jass", "trick", evaluate("jass", "trick", {"contract": "R",
    ...         "trick": [{"seat": "N", "card": "AE"}, {"seat": "W", "card": "6E"},
    ...                   {"seat": "S", "card": "TE"}, {"seat": "E", "card": "UR"}]},
    ...         rules=["traditional"]))
    >>> r = out["results"]["traditional"]
    >>> r["winner"], r["points"], r["reasons"][0]["code"]
    ('E', 41, 'jass_trick_won_by_trump')
    """
    taker = getattr(verdicts, "taker", None)
    locale = _locale()
    done: dict[int, dict[str, Any]] = {}  # id(reason) -> its payload, while the verdicts live
    house = getattr(verdicts, "house", {})
    return {"results": {rid: _result(game, kind, v, taker, locale, done, house.get(rid, ()))
                        for rid, v in verdicts.items()}}
