"""The Belote questions: which announcements score, which cards may be played, a deal's score.

The deal's score reads its points two ways (``card_points``, or ``cards_won``: belote.md Q20),
and its OpenAPI rules across fields are derived from the engine's deal totals
(:func:`_belote_score_rules`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from flask_babel import lazy_gettext as _l
from flask_babel import lazy_pgettext

from engine import belote as B
from engine.cards import FRENCH, MAX_TOKEN_ECHO
from engine.reasons import EngineError
from engine.table import SEATS
from webapp.core import schemas as S
from webapp.core.fields import (
    MAX_TOKEN,
    ExclusiveFieldsError,
    Field,
    InvalidFieldError,
    MissingFieldError,
    TooLongError,
    cards,
    integer,
    only,
    token,
)
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

__all__ = ["QUESTIONS"]


#: Errors about the cards each side won whose field depends on the input (the others declare
#: theirs in engine/belote/errors.py): the side's own cards; a side named in ``last_trick``.
_CARDS_WON_FIELDS = {"cards_won_not_tricks": "cards_won.%(side)s", "unknown_side": "last_trick"}
_SIDES = ("taker", "defense")
#: The cards one side won: up to the whole deck.
_CARDS_WON_SCHEMA = S.cards_schema("belote", 0, 32, 4, "Card codes, as in a hand: 0 to 32, by "
                                                   "tricks of 4, no card twice")


def _belote_score(v: Mapping[str, Any], explain: bool = True) -> Run:
    """``explain`` False: verdicts without their reasons (a game's deals: its count reads the
    numbers only)."""
    cp, won = v["card_points"], v["cards_won"]

    def run(rs: Any) -> Any:
        if won is not None:
            try:
                return B.score_cards(v["variant"], v["trump"], won, v["last_trick"], bid=v["bid"],
                                     capot_bid=v["capot_bid"], coinche=v["coinche"],
                                     announcements=v["announcements"], belote=v["belote"],
                                     ruleset=rs, explain=explain)
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
                            belote=v["belote"], ruleset=rs, explain=explain)

    out = each(run)
    out.taker = v["taker"]  # type: ignore[attr-defined]
    return out


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


# -- the fields and parameters -------------------------------------------------------------------

_TRUMP = Field("trump", "token", required=True, parse=B.parse_trump, enum=B.TRUMPS,
               description="S, H, D, C, none or all")
_VARIANT = Field("variant", "token", required=True, parse=B.parse_variant, enum=B.VARIANTS)
_TAKER = Field("taker", "token", required=True, parse=B.parse_taker,
               enum=("NS", "EW", *SEATS), description="The taking team (NS, EW) or seat")
_TRUMP_Q = Param(("trump",), "trump", default="S")


# -- the questions ---------------------------------------------------------------------------------

QUESTIONS: tuple[Question, ...] = (
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
        params=(HANDS_Q, _TRUMP_Q, Param(("taker",), "taker", "team", default="N")),
        checker=Checker("belote", "announcements", "belote_announcements",
                        "/belote/check/announcements", _l("Belote announcements checker"),
                        _l("Enter one to four hands, the trump and the taker: see which "
                           "announcements count, under each ruleset.")),
    ),
    Question(
        "belote", "legal",
        fields=(_VARIANT, _TRUMP, SEAT, Field("hand", "cards", required=True, seat_from="seat"),
                Field("trick", "trick", maximum=3)),
        run=lambda v: each(lambda rs: B.legal_cards(v["hand"], v["trick"], v["trump"],
                                                     v["variant"], rs, v["seat"])),
        topic=lazy_pgettext("embed topic", "Belote: which cards may be played"),
        summary="Which cards may be played, and the rule forbidding each other card",
        result=LEGAL_RESULT,
        outcome=("legal",),
        constraints=legal_rules("belote"),
        params=(Param(("variant",), "variant", default="classic"), _TRUMP_Q, TRICK_Q, HAND_Q),
        checker=Checker("belote", "legal", "belote_play", "/belote/check/play",
                        _l("Belote: can I play this card?"), LEGAL_INTRO),
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
                team_points("announcements", ("taker", "defense"), (20, 1000), maximum=1000,
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
)
