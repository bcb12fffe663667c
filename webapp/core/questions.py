"""The questions the site answers: one row per (game, kind), from which everything else derives.

A :class:`Question` declares, once: its input fields and their types and bounds (the API body, a
content example's ``input``: :mod:`webapp.core.fields`), the engine call that answers it
(``run``), its permalink query (``params``: :mod:`webapp.core.permalink` walks them), its checker
page and form (``checker``), its titles, what "the rulesets disagree" compares (``outcome``) and
its OpenAPI summary and result schema. The API routes, the checker pages, permalinks, the OpenAPI
document, embeds and oEmbed all read :data:`QUESTIONS`.

A new question is one row here, its templates (``templates/verdicts/<kind>.html``, a checker form
``templates/checker/forms/<game>_<kind>.html``) and its sentences.

>>> [f"{q.game}/{q.kind}" for q in QUESTIONS.values() if q.checker is None]
['jass/trick']
>>> QUERY["jass/score"]
('contract', 'ns', 'ew', 'tns', 'tew', 'weis', 'weispts', 'stoeck', 'profile', 'rules')
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any, Literal

from flask_babel import lazy_gettext as _l
from flask_babel import lazy_pgettext

from engine import belote as B
from engine import game as engine_game
from engine import jass as J
from engine.cards import FRENCH, MAX_TOKEN_ECHO
from engine.jass.errors import DECK_POINTS, TRICKS_PER_DEAL
from engine.reasons import EngineError
from engine.table import SEATS, TEAMS, other_team
from webapp.core import schemas as S
from webapp.core.fields import (
    DECKS,
    MAX_NUMBER,
    MAX_TOKEN,
    ExclusiveFieldsError,
    Field,
    InvalidFieldError,
    MissingFieldError,
    TooLongError,
    cards,
    fields_reader,
    integer,
    only,
    token,
)

__all__ = [
    "CHECKERS",
    "DEFAULTS",
    "FIELDS",
    "GAMES",
    "HAND_PARAMS",
    "KINDS",
    "MAX_DEALS",
    "PROFILES",
    "QUERY",
    "QUESTIONS",
    "SHEETS",
    "Checker",
    "Param",
    "Question",
    "SheetPage",
    "blame",
    "in_deal",
    "question",
]

GAMES: tuple[str, ...] = ("belote", "jass")
HAND_PARAMS: tuple[str, ...] = tuple(s.lower() for s in SEATS)  # n e s w
#: The multiplier profiles of the swiss ruleset (jass.md Q13), its default first.
PROFILES: tuple[str, ...] = ("swisslos-2500", "swisslos-1000", "pagat-3000")
#: What a question's ``run`` returns: rulesets -> their verdicts, in order.
Run = Callable[[Sequence[Any]], Sequence[Any]]

#: How a permalink parameter reads and writes its field (:mod:`webapp.core.permalink`):
#: ``text`` as typed; ``number`` a whole number (else kept as typed); ``flag`` a checkbox;
#: ``or_none`` text, empty = null; ``team`` a team or a seat's team (default NS); ``hands`` one
#: parameter per seat; ``trick`` the leader and the cards (the seat to play follows); ``cards``
#: one hand; ``team_points`` a team and its points (one name: fixed ``points``); ``belote`` who
#: holds the belote, or ``side:points,...``.
#: ``cards_won``: the cards each side won (``tc``, ``dc``) and who took the last trick
#: (``last``), read instead of the card points when those are left empty (belote.md Q20).
Codec = Literal["text", "number", "flag", "or_none", "team", "hands", "trick", "cards",
                "team_points", "belote", "cards_won"]


@dataclass(frozen=True)
class Param:
    """One permalink parameter (or a group of them), and the input field it fills."""

    names: tuple[str, ...]    # the query parameters, in permalink order
    path: str                 # the input field ("card_points.taker": a sub-field)
    codec: Codec = "text"
    default: str = ""         # of names[0], shown by a blank form
    coinche_only: bool = False  # read only in Coinche; written unless the deal is classic
    points: int | None = None   # team_points with one name: the points it stands for


@dataclass(frozen=True)
class Checker:
    """A checker page: ``/<lang><path>``, endpoint ``checker.<endpoint>``."""

    game: str
    kind: str
    endpoint: str
    path: str
    title: Any  # lazy strings
    intro: Any

    @property
    def form(self) -> str:
        """The template of its inputs."""
        return f"checker/forms/{self.game}_{self.kind}.html"


@dataclass(frozen=True)
class SheetPage:
    """A score sheet page (a whole game, in its link): ``/<lang><path>``, endpoint
    ``sheet.<endpoint>``; its deals are the ``score`` question's inputs."""

    game: str
    endpoint: str
    path: str
    title: Any  # lazy strings
    intro: Any


@dataclass(frozen=True)
class Question:
    game: str
    kind: str
    fields: tuple[Field, ...]           # the input, in the order it is checked
    run: Callable[[Mapping[str, Any]], Run]   # parsed fields -> the engine call
    topic: Any                          # "Belote announcements" (embed titles)
    summary: str                        # OpenAPI
    result: Mapping[str, Any]           # OpenAPI: the properties of one ruleset's result
    outcome: tuple[str, ...]            # the result keys "the rulesets disagree" compares
    params: tuple[Param, ...] = ()      # the permalink query; () when there is no checker
    checker: Checker | None = None
    sheet: SheetPage | None = None      # a whole game: its score sheet page
    #: OpenAPI: the rules across fields, as JSON Schema (the request's ``allOf``), and the ones
    #: JSON Schema cannot say, in words (the request's ``description``).
    constraints: tuple[Mapping[str, Any], ...] = ()
    notes: str = ""

    @property
    def key(self) -> tuple[str, str]:
        return (self.game, self.kind)

    @cached_property
    def field_names(self) -> frozenset[str]:
        return frozenset(f.name for f in self.fields)

    @cached_property
    def read(self) -> Callable[[Mapping[str, Any]], dict[str, Any]]:
        """Reads an input: its fields checked and parsed (:func:`fields.fields_reader`)."""
        return fields_reader(self.game, self.fields)


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


def _each(verdict: Callable[[Any], Any]) -> Run:
    """One verdict per ruleset; a ruleset that refuses the input gives its error instead
    (belote.md Q20: points that fit one ruleset's deal total and not another's). The service
    raises when every ruleset refuses it alike."""

    def run(rulesets: Sequence[Any]) -> list[Any]:
        out: list[Any] = []
        for rs in rulesets:
            try:
                out.append(verdict(rs))
            except EngineError as e:
                out.append(e)
        return out

    return run


#: Errors about the cards each side won whose field depends on the input (the others declare
#: theirs in engine/belote/errors.py): the side's own cards; a side named in ``last_trick``.
_CARDS_WON_FIELDS = {"cards_won_not_tricks": "cards_won.%(side)s", "unknown_side": "last_trick"}
_SIDES = ("taker", "defense")
#: The cards one side won: up to the whole deck.
_CARDS_WON_SCHEMA = S.cards_schema("belote", 0, 32, 4, "Card codes, as in a hand: 0 to 32, by "
                                                   "tricks of 4, no card twice")


def _belote_score(v: Mapping[str, Any]) -> Run:
    cp, won = v["card_points"], v["cards_won"]

    def run(rs: Any) -> Any:
        if won is not None:
            try:
                return B.score_cards(v["variant"], v["trump"], won, v["last_trick"], bid=v["bid"],
                                     capot_bid=v["capot_bid"], coinche=v["coinche"],
                                     announcements=v["announcements"], belote=v["belote"],
                                     ruleset=rs)
            except EngineError as e:
                if e.code in _CARDS_WON_FIELDS:
                    side = e.params.get("side")
                    e.field = _CARDS_WON_FIELDS[e.code] % {"side": side}  # type: ignore[attr-defined]
                raise
        defense = cp["defense"]
        if defense is None:  # the rest of this ruleset's deal total
            total = B.deal_total(v["trump"], rs, capot=v["all_tricks_taker"] is not None)
            defense = max(0, total - cp["taker"]) if cp["taker"].__class__ is int else 0
        return B.score_deal(v["variant"], v["trump"], cp["taker"], defense, bid=v["bid"],
                            capot_bid=v["capot_bid"], coinche=v["coinche"],
                            capot=v["all_tricks_taker"], announcements=v["announcements"],
                            belote=v["belote"], ruleset=rs)

    each = _each(run)
    each.taker = v["taker"]  # type: ignore[attr-defined]
    return each


def _belote_forms(trump: str) -> list[Any]:
    """The values of ``belote`` accepted with ``trump``: 20 a belote (any ruleset's unit), none
    in sans-atout, up to four in tout-atout; ``null`` (none)."""
    unit = max(rs.belote_points for rs in B.RULESETS.values())
    most = 0 if trump == "none" else 4 * unit if trump == "all" else unit
    forms: list[Any] = [None, {}, *(["taker", "defense"] if most else [])]
    for a in range(0, most + 1, unit):
        forms += [{"taker": a}, {"defense": a}]
        forms += [{"taker": a, "defense": b} for b in range(0, most - a + 1, unit)]
    return forms


def _belote_score_rules() -> tuple[Mapping[str, Any], ...]:
    """The rules across the score's fields, as JSON Schema, from the engine's data: the deal
    totals (belote.md Q15, Q19), the Coinche options (Q8), the belote's points, and the cards
    won (belote.md Q20). A ruleset is in play when ``rules`` names it or is left out; one
    ruleset that accepts the input is enough for a 200."""
    in_rules = {rs: {"anyOf": [S.absent("rules"), {"properties": {"rules": {
        "type": "array", "contains": {"const": rs}}}}]} for rs in B.RULESETS}
    # card_points: what they add up to, per trump, capot and ruleset (the defence's may be left
    # out: it is the rest)
    points: list[Mapping[str, Any]] = []
    groups: dict[tuple[Any, ...], list[str]] = {}
    for trump in B.TRUMPS:
        key = tuple(B.deal_total(trump, rs, capot) for rs in B.RULESETS.values()
                    for capot in (False, True))
        groups.setdefault(key, []).append(trump)
    for trumps in groups.values():
        trump_is = {"required": ["trump"], "properties": {"trump": {"enum": trumps}}}
        for rs_id, rs in B.RULESETS.items():
            total, capot_total = (B.deal_total(trumps[0], rs, c) for c in (False, True))
            forms = {  # all_tricks_taker -> the card points it allows
                None: {"anyOf": [
                    {"maxProperties": 1, "properties": {"taker": {"maximum": total}}},
                    {"required": ["defense"], "properties": {"taker": {"maximum": total},
                                                             "defense": {"type": "null"}}},
                    {"enum": [{"taker": n, "defense": total - n} for n in range(total + 1)]}]},
                "taker": {"enum": [{"taker": capot_total}, {"taker": capot_total, "defense": 0},
                                   {"taker": capot_total, "defense": None}]},
                "defense": {"enum": [{"taker": 0}, {"taker": 0, "defense": capot_total},
                                     {"taker": 0, "defense": None}]}}
            for side, cp in forms.items():
                points.append({"allOf": [
                    in_rules[rs_id], trump_is,
                    S.absent("all_tricks_taker") if side is None
                    else S.given("all_tricks_taker", {"const": side}),
                    S.given("card_points", cp), S.absent("cards_won"), S.absent("last_trick")]})
    won: list[Mapping[str, Any]] = []
    belote_groups: dict[str, list[str]] = {}
    for trump in B.TRUMPS:
        belote_groups.setdefault(repr(_belote_forms(trump)), []).append(trump)
    belote = [{"required": ["trump"], "properties": {
        "trump": {"enum": trumps}, "belote": {"enum": _belote_forms(trumps[0])}}}
        for trumps in belote_groups.values()]
    for side in _SIDES:
        other = "defense" if side == "taker" else "taker"
        def count(least: int, most: int, side: str = side) -> Mapping[str, Any]:
            return S.given("cards_won", {"required": [side], "properties": {
                side: S.card_count("belote", least, most, 4)}})
        won += [{"allOf": [
            count(least, most), last, S.absent("card_points"), S.absent("all_tricks_taker")]}
            for least, most, last in (
                (0, 0, {"properties": {"last_trick": {"enum": [other, None]}}}),
                (32, 32, {"properties": {"last_trick": {"enum": [side, None]}}}),
                (4, 28, S.given("last_trick", {})))]
    # Coinche options: a bid unless a capot is bid; none of them in a classic deal. One flat
    # list of alternatives: nested ones multiply past what fuzzers can draw from.
    no_bid = S.absent("bid")["properties"]
    options = [
        {"required": ["variant"], "properties": {
            "variant": {"const": "classic"}, **no_bid,
            "capot_bid": {"enum": [False, None]}, "coinche": {"enum": [1, None]}}},
        {"required": ["variant", "capot_bid"], "properties": {
            "variant": {"const": "coinche"}, "capot_bid": {"const": True}, **no_bid}},
        {"required": ["variant", "bid"], "properties": {
            "variant": {"const": "coinche"}, "bid": {"type": "integer"},
            "capot_bid": {"enum": [False, None]}}}]
    # Two lists of alternatives (how the points are given; the options and the belote): a third
    # would multiply past what schemathesis draws from.
    return ({"anyOf": [*points, *won]},
            {"anyOf": [{"allOf": [o, b]} for o in options for b in belote]})


_BELOTE_SCORE_NOTES = (
    "Give card_points or cards_won. card_points: the taker's (the defence's, when given, make "
    "the deal total with them: 162, 130 in Maison sans-atout, 252 (220) on a capot, when "
    "all_tricks_taker names who took every trick). cards_won: one side's cards, by tricks of 4 "
    "(both sides' are read too when they make the deck), and last_trick unless a side won none. "
    "Coinche: a bid (80 to 160 by tens) or capot_bid; classic: neither, coinche 1. belote: 20 "
    "a belote, none in sans-atout, up to 80 in tout-atout.")


def _read_cards_won(data: Mapping[str, Any], path: str) -> Any:
    """``cards_won``: ``{side: cards}`` (belote.md Q20), instead of ``card_points`` and
    ``all_tricks_taker``; ``last_trick`` is then needed unless one side won every card. Without
    it, ``card_points`` is required and ``last_trick`` refused."""
    won = data.get(path)
    if won is None:
        if data.get("last_trick") is not None:
            raise ExclusiveFieldsError("last_trick", "card_points")
        if data.get("card_points") is None:
            raise MissingFieldError("card_points")
        return None
    for name in ("card_points", "all_tricks_taker"):
        if data.get(name) is not None:
            raise ExclusiveFieldsError(name, path)
    if not isinstance(won, Mapping):
        raise InvalidFieldError(path, "object")
    only(won, frozenset(_SIDES), f"{path}.")
    out = {side: cards(FRENCH, won[side], f"{path}.{side}", None, maximum=32)
           for side in _SIDES if won.get(side) is not None}
    if not out:
        raise MissingFieldError(f"{path}.taker")
    last = token(data, "last_trick", "last_trick", False)
    if last is None and not any(len(c) == 32 for c in out.values()) and not (
            len(out) == 1 and not next(iter(out.values()))):
        raise MissingFieldError("last_trick")
    return out


def _read_profile(data: Mapping[str, Any], path: str) -> Any:
    """``profile``: the Swisslos format of the swiss ruleset (jass.md Q13), checked here."""
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


def _jass_score(v: Mapping[str, Any]) -> Run:
    profile = v["profile"]
    card_points = complete(v["card_points"], DECK_POINTS)
    tricks = complete(v["tricks"], TRICKS_PER_DEAL)

    def run(rs: Any) -> Any:
        if profile is not None and rs.id == J.SWISS.id:
            rs = rs.with_profile(profile)
        return J.score_deal(v["contract"], card_points, tricks, weis=v["weis"],
                            stoeck=v["stoeck"], ruleset=rs)

    return _each(run)


def _read_belote(data: Mapping[str, Any], path: str) -> Any:
    """``belote``: who holds it (``"taker"``), or ``{side: points}`` (several in tout-atout); the
    engine checks the sides and the points."""
    value = data.get("belote")
    if value is None:
        return None
    if value.__class__ is str:
        if len(value) > MAX_TOKEN:
            raise TooLongError(path, MAX_TOKEN)
    elif isinstance(value, Mapping):
        if len(value) > 2:
            raise TooLongError(path, 2)
        for side, points in value.items():
            at = f"{path}.{str(side)[:MAX_TOKEN_ECHO]}"
            if points is None:
                raise MissingFieldError(at)
            integer(points, at)
    else:
        raise InvalidFieldError(path, "object")
    return value


# -- the fields and parameters they share ----------------------------------------------------------

_TRUMP = Field("trump", "token", required=True, parse=B.parse_trump, enum=B.TRUMPS,
               description="S, H, D, C, none or all")
_CONTRACT = Field("contract", "token", required=True, parse=J.parse_contract, enum=J.CONTRACTS,
                  description="E, S, R, L, obenabe or undenufe")
_VARIANT = Field("variant", "token", required=True, parse=B.parse_variant, enum=B.VARIANTS)
_TAKER = Field("taker", "token", required=True, parse=B.parse_taker,
               enum=("NS", "EW", *SEATS), description="The taking team (NS, EW) or seat")
_SEAT = Field("seat", "seat")
def _team_points(name: str, teams: tuple[str, ...], valid: tuple[int, int],
                 maximum: int = MAX_NUMBER, description: str = "", tens: bool = False) -> Field:
    """``{team, points}``: points the engine accepts only in ``valid`` (``tens``: or 0, by tens),
    refused over ``maximum``."""
    return Field(name, "object", description=description, fields=(
        Field("team", "token", required=True, enum=teams),
        Field("points", "integer", required=True, maximum=maximum, valid=valid,
              schema=S.tens(*valid) if tens else None)))


_HANDS_Q = Param(HAND_PARAMS, "hands", "hands")
_TRUMP_Q = Param(("trump",), "trump", default="S")
_CONTRACT_Q = Param(("contract",), "contract", default="R")
_TRICK_Q = Param(("first", "trick"), "trick", "trick", default="N")
_HAND_Q = Param(("hand",), "hand", "cards")

_LEGAL_RESULT = {"legal": S.CARDS_OUT, "illegal": S.ILLEGAL}


def _legal_rules(game: str) -> tuple[Mapping[str, Any], ...]:
    """The seat to play follows the trick; no card both in the hand and on the table."""
    return (S.seat_after_trick(3), S.disjoint(DECKS[game], [("hand",), ("trick",)]))
_LEGAL_INTRO = _l("Enter the trick so far and your hand: see which cards you may play, and the "
                  "rule that forbids the others.")


# -- the questions ---------------------------------------------------------------------------------

QUESTIONS: dict[tuple[str, str], Question] = {q.key: q for q in (
    Question(
        "belote", "announcements",
        fields=(_TRUMP, _TAKER, Field("hands", "hands", required=True)),
        run=lambda v: lambda rulesets: B.announcements_by_ruleset(v["hands"], v["trump"],
                                                                  v["taker"], rulesets),
        topic=lazy_pgettext("embed topic", "Belote announcements"),
        summary="Which team scores its announcements (and the belote)",
        result={
            "scoring_team": {"oneOf": [S.TEAM, {"type": "null"}]},
            "points": S.POINTS,
            "combinations": {"type": "array", "items": {"type": "object", "properties": {
                "seat": S.SEAT, "type": {"enum": ["tierce", "cinquante", "cent", "carre"]},
                "cards": S.CARDS_OUT, "points": {"type": "integer"},
                "scores": {"type": "boolean"}}}},
            "belote": {"type": "array", "items": {"type": "object", "properties": {
                "seat": S.SEAT, "points": {"type": "integer"}}}},
        },
        outcome=("scoring_team", "points", "belote"),
        params=(_HANDS_Q, _TRUMP_Q, Param(("taker",), "taker", "team", default="N")),
        checker=Checker("belote", "announcements", "belote_announcements",
                        "/belote/check/announcements", _l("Belote announcements checker"),
                        _l("Enter one to four hands, the trump and the taker: see which "
                           "announcements count, under each ruleset.")),
    ),
    Question(
        "belote", "legal",
        fields=(_VARIANT, _TRUMP, _SEAT, Field("hand", "cards", required=True, seat_from="seat"),
                Field("trick", "trick", maximum=3)),
        run=lambda v: _each(lambda rs: B.legal_cards(v["hand"], v["trick"], v["trump"],
                                                     v["variant"], rs, v["seat"])),
        topic=lazy_pgettext("embed topic", "Belote: which cards may be played"),
        summary="Which cards may be played, and the rule forbidding each other card",
        result=_LEGAL_RESULT,
        outcome=("legal",),
        constraints=_legal_rules("belote"),
        params=(Param(("variant",), "variant", default="classic"), _TRUMP_Q, _TRICK_Q, _HAND_Q),
        checker=Checker("belote", "legal", "belote_play", "/belote/check/play",
                        _l("Belote: can I play this card?"), _LEGAL_INTRO),
    ),
    Question(
        "belote", "score",
        fields=(_VARIANT, _TAKER, _TRUMP,
                Field("bid", "integer", valid=(80, 160), description="Coinche: 80 to 160 by tens",
                      schema={"type": "integer", "minimum": 80, "maximum": 160,
                              "multipleOf": 10}),
                Field("capot_bid", "boolean", default=False),
                Field("coinche", "integer", default=1, schema={"enum": [1, 2, 4], "default": 1}),
                Field("all_tricks_taker", "token", enum=("taker", "defense")),
                Field("cards_won", "custom", read=_read_cards_won,
                      description="The cards one side won in its tricks, counted under every "
                                  "ruleset; the other side won all the other cards. Instead "
                                  "of card_points and all_tricks_taker",
                      schema={"type": "object", "additionalProperties": False,
                              "minProperties": 1, "maxProperties": 1,
                              "properties": {side: _CARDS_WON_SCHEMA for side in _SIDES}}),
                Field("card_points", "object",
                      description="Dix de der included. Judged under each ruleset whose deal "
                                  "total they fit; each other ruleset's result is an error. "
                                  "Give this or cards_won",
                      fields=(Field("taker", "integer", required=True, valid=(0, 252)),
                              Field("defense", "integer", valid=(0, 252),
                                    description="The rest of the deal total when left out"))),
                Field("last_trick", "token", enum=("taker", "defense"),
                      description="With cards_won: who took the last trick (the dix de der); "
                                  "not needed on a capot"),
                _team_points("announcements", ("taker", "defense"), (20, 1000), maximum=1000,
                             tens=True, description="The validated announcements"),
                Field("belote", "custom", read=_read_belote,
                      description="Who holds the belote, or {side: points}",
                      schema={"oneOf": [{"type": "null"}, {"enum": ["taker", "defense"]},
                                        {"type": "object", "maxProperties": 2,
                                         "propertyNames": {"enum": ["taker", "defense"]},
                                         "additionalProperties": {"type": "integer",
                                                                  "minimum": 0, "maximum": 80,
                                                                  "multipleOf": 20}}]})),
        run=_belote_score,
        constraints=_belote_score_rules(),
        notes=_BELOTE_SCORE_NOTES,
        topic=lazy_pgettext("embed topic", "Belote deal score"),
        summary="A deal's score (classic belote or Coinche)",
        result={
            "made": {"type": ["boolean", "null"], "description": "null: litige (classic)"},
            "taker": S.TEAM,
            "scores": S.SCORE_BY_TEAM, "totals": S.SCORE_BY_TEAM,
            "held": {"type": ["integer", "null"], "description": "Litige: points held"},
            "contract": {"type": ["integer", "null"]},
            "multiplier": {"type": "integer"},
        },
        outcome=("made", "scores", "matsch"),
        params=(Param(("variant",), "variant", default="classic"),
                Param(("taker",), "taker", "team", default="N"), _TRUMP_Q,
                Param(("bid",), "bid", "number", coinche_only=True),
                Param(("capot",), "capot_bid", "flag", coinche_only=True),
                Param(("coinche",), "coinche", "number", default="1", coinche_only=True),
                Param(("tp",), "card_points.taker", "number"),
                Param(("dp",), "card_points.defense", "number"),
                Param(("alltricks",), "all_tricks_taker", "or_none"),
                Param(("tc", "dc", "last"), "cards_won", "cards_won"),
                Param(("ann", "annpts"), "announcements", "team_points"),
                Param(("belote",), "belote", "belote")),
        checker=Checker("belote", "score", "belote_score", "/belote/check/score",
                        _l("Belote deal score"),
                        _l("Classic belote or Coinche: enter the contract and the points taken, "
                           "see what each team writes down, step by step.")),
    ),
    Question(
        "jass", "weis",
        fields=(_CONTRACT, Field("forehand", "seat", required=True),
                Field("hands", "hands", required=True)),
        run=lambda v: _each(lambda rs: J.weis(v["hands"], v["contract"], v["forehand"], rs)),
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
        params=(_HANDS_Q, _CONTRACT_Q, Param(("forehand",), "forehand", default="N")),
        checker=Checker("jass", "weis", "jass_weis", "/jass/check/weis",
                        _l("Jass Weis and Stöck checker"),
                        _l("Enter one to four hands, the contract and the forehand: see which "
                           "Weis and Stöck count, under each ruleset.")),
    ),
    Question(
        "jass", "legal",
        fields=(_CONTRACT, _SEAT, Field("hand", "cards", required=True, seat_from="seat"),
                Field("trick", "trick", maximum=3)),
        run=lambda v: _each(lambda rs: J.legal_cards(v["hand"], v["trick"], v["contract"], rs,
                                                     v["seat"])),
        topic=lazy_pgettext("embed topic", "Jass: which cards may be played"),
        summary="Which cards may be played, and the rule forbidding each other card",
        result=_LEGAL_RESULT,
        outcome=("legal",),
        constraints=_legal_rules("jass"),
        params=(_CONTRACT_Q, _TRICK_Q, _HAND_Q),
        checker=Checker("jass", "legal", "jass_play", "/jass/check/play",
                        _l("Jass: can I play this card?"), _LEGAL_INTRO),
    ),
    Question(
        "jass", "trick",
        fields=(_CONTRACT, Field("trick", "trick", required=True, maximum=4, valid=(4, 4)),
                Field("last", "boolean", default=False)),
        run=lambda v: _each(lambda rs: J.trick_result(v["trick"], v["contract"], v["last"], rs)),
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
                _team_points("weis", ("NS", "EW"), (20, 1000), maximum=1000, tens=True,
                             description="0, or 20 and more by tens"),
                _team_points("stoeck", ("NS", "EW"), (20, 20),
                             description="Only with a trump suit (E, S, R, L)"),
                Field("profile", "custom", read=_read_profile,
                      description="The multiplier profile and target of the swiss ruleset "
                                  "(default swisslos-2500); traditional keeps pagat-3000",
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
)}


# -- a whole game: its deals, each the score question's own input --------------------------------

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
        score = QUESTIONS[(game, "score")]
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
        return B.score_game(list(zip(takers, verdicts, strict=True)),
                            rs.with_target(target) if target is not None else rs)

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
                             f"(without lang and rules); at most {MAX_DEALS}. The schema "
                             "gives a deal's plainest form; every form of the score's body "
                             "is read.",
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

QUESTIONS.update({q.key: q for q in (
    Question(
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
    ),
    Question(
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
    ),
)})


def question(game: str, kind: str) -> Question:
    """The question ``game/kind``; ``ValueError`` when there is none (a programming error)."""
    q = QUESTIONS.get((game, kind))
    if q is None:
        raise ValueError(f"no such question: {game}/{kind}")
    return q


# -- projections --------------------------------------------------------------------------------

#: game -> its kinds of question, in order.
KINDS: dict[str, tuple[str, ...]] = {g: tuple(k for gg, k in QUESTIONS if gg == g) for g in GAMES}
#: (game, kind) -> the fields its input takes (anything else is ``unknown_field``).
FIELDS: dict[tuple[str, str], frozenset[str]] = {k: q.field_names for k, q in QUESTIONS.items()}
#: "game/kind" -> its checker.
CHECKERS: dict[str, Checker] = {f"{q.game}/{q.kind}": q.checker for q in QUESTIONS.values()
                                if q.checker is not None}
#: game -> its score sheet page.
SHEETS: dict[str, SheetPage] = {q.game: q.sheet for q in QUESTIONS.values() if q.sheet}
#: "game/kind" -> the query parameters of its permalink, in order (``rules`` always last).
QUERY: dict[str, tuple[str, ...]] = {
    key: (*(n for p in QUESTIONS[(c.game, c.kind)].params for n in p.names), "rules")
    for key, c in CHECKERS.items()}
#: Parameter -> its value when absent (a blank form shows them); one value per name.
DEFAULTS: dict[str, str] = {p.names[0]: p.default for q in QUESTIONS.values() for p in q.params
                            if p.default}
assert all(p.default in ("", DEFAULTS[p.names[0]]) for q in QUESTIONS.values() for p in q.params
           if p.names[0] in DEFAULTS), "a parameter has two defaults"
