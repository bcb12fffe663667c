"""The one place that turns the public input format into engine calls.

Every way in (the JSON API, the checker pages, the rules pages' live examples, embeds) gives a
game, a kind of question and a plain mapping of input (the format of the ``input`` objects in
``content/*_examples.json``, which is also the JSON API's request body minus ``lang`` and
``rules``), and gets one engine verdict per ruleset:

>>> v = evaluate("belote", "announcements",
...              {"trump": "none", "taker": "NS", "hands": {"W": "AS AH AD AC 7H 8C 9D QS"}})
>>> {r: x.points["EW"] for r, x in v.items()}            # seed 000 examples 5 and 6
{'maison': 100, 'officielles': 200}
>>> evaluate("jass", "trick", {"contract": "R", "trick": [
...     {"seat": "N", "card": "AE"}, {"seat": "W", "card": "6E"}, {"seat": "S", "card": "TE"},
...     {"seat": "E", "card": "UR"}]}, rules=["swiss"])["swiss"].winner
'E'

Input is untrusted. It is checked here, strictly, before any engine call: a missing field, a field
of the wrong JSON type (``true`` is not a number), an unknown field, a string or list that is too
long, a number out of its bounds, an unknown ruleset each raise a specific
:class:`~engine.reasons.EngineError`; everything the engines check themselves (cards, seats,
contracts, bids, points...) is left to them, so one problem has one code (the checks are in
:mod:`webapp.core.fields`). Errors carry ``field`` (an attribute, not a param; ``None`` when no
one field is to blame): the input field to show the message next to, as a dotted path
(``hands.N``, ``trick.1.card``, ``card_points.taker``).

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
``score`` (:data:`KINDS`). Each is a row of :data:`webapp.core.questions.QUESTIONS`: its fields
(:mod:`webapp.core.fields`, also in the OpenAPI document) and the engine call that answers it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from flask_babel import get_locale
from orjson import dumps as _dumps

from engine.game import split_point
from engine.house import in_switch_order
from engine.reasons import EngineError, Reason
from webapp.core.fields import (
    EXPECTED,
    MAX_NUMBER,
    MAX_TEXT,
    MAX_TOKEN,
    SERVICE_ERROR_CODES,
    ExclusiveFieldsError,
    InvalidFieldError,
    MissingFieldError,
    OutOfRangeError,
    ServiceError,
    TooLongError,
    UnknownFieldError,
    only,
)
from webapp.core.questions import FIELDS, GAMES, KINDS, blame, question
from webapp.core.rulesets import HOUSES, RULESETS, parse_id
from webapp.i18n import reason_text

__all__ = [
    "EXPECTED",
    "FIELDS",
    "GAMES",
    "KINDS",
    "MAX_NUMBER",
    "MAX_RULES",
    "MAX_TEXT",
    "MAX_TOKEN",
    "RULESETS",
    "SERVICE_ERROR_CODES",
    "ExclusiveFieldsError",
    "InvalidFieldError",
    "MissingFieldError",
    "OutOfRangeError",
    "ServiceError",
    "TooLongError",
    "UnknownFieldError",
    "Verdicts",
    "error_payload",
    "evaluate",
    "parse_rules",
    "reason_payload",
    "reason_text_cached",
    "result_payload",
]

#: Longest ``rules`` list.
MAX_RULES = 8
#: Translated reason texts kept in memory (per locale, code and params).
TEXT_CACHE_SIZE = 16384

_blame = blame


# -- rulesets and evaluation --------------------------------------------------------------------


def parse_rules(game: str, rules: object = None) -> tuple[str, ...]:
    """The ruleset ids to evaluate, in the order given (duplicates dropped); ``None``: all of the
    game's standard ones, the default first. A table's id (``h1.``) is one of them
    (:func:`webapp.core.rulesets.parse_id`).

    >>> parse_rules("belote"), parse_rules("jass", ["Swiss", "swiss"])
    (('maison', 'officielles'), ('swiss',))
    >>> parse_rules("jass", ["maison"])
    Traceback (most recent call last):
    ...
    engine.errors.JassUnknownRulesetError: jass_unknown_ruleset {'ruleset': 'maison'}
    """
    if rules is None:
        return tuple(RULESETS[game])
    if isinstance(rules, str | bytes) or not isinstance(rules, Sequence) or not rules:
        raise InvalidFieldError("rules", "rulesets")
    if len(rules) > MAX_RULES:
        raise TooLongError("rules", MAX_RULES)
    out: list[str] = []
    for r in rules:
        if r.__class__ is not str:
            raise InvalidFieldError("rules", "rulesets")
        rid = parse_id(game, r)
        if rid not in out:
            out.append(rid)
    return tuple(out)


class Verdicts(dict[str, Any]):
    """``{ruleset id: engine verdict}``, plus what :func:`result_payload` needs to know about the
    question: ``game``, ``kind``, ``taker`` (the taking team of a Belote score, else None) and
    ``house``: for a table's ruleset, the rules of its own (switched from its base, field ->
    token; for a single deal's question, not those only a whole game depends on, such as the
    target: :attr:`engine.house.Switch.game`): its result's notes are those a reason of its
    verdict names (:mod:`engine.house.notes`, read off while its reasons are written out)."""

    game: str
    kind: str
    taker: str | None = None
    house: Mapping[str, Mapping[str, str]] = {}


def evaluate(game: str, kind: str, data: Mapping[str, Any],
             rules: Sequence[str] | None = None) -> Verdicts:
    """One engine verdict per ruleset for one question, from the public input format.

    ``data`` is the input (untrusted: checked here); ``rules`` the ruleset ids (default: all of
    the game's). Raises an :class:`~engine.reasons.EngineError` (with a ``field`` attribute) for
    bad input; ``ValueError`` for a game or kind that does not exist (a programming error).
    """
    q = question(game, kind)
    if not isinstance(data, Mapping):
        raise InvalidFieldError("", "object")
    only(data, q.field_names)
    ids = parse_rules(game, rules)
    try:
        values = q.read(data)
        run = q.run(values)
        standard = RULESETS[game]
        rulesets: list[Any] = []
        tables: dict[str, dict[str, str]] | None = None
        for rid in ids:
            rs = standard.get(rid)
            if rs is None:  # a table's: its memoized value and own rules (parse_id read it)
                houses = HOUSES[game]
                table = houses.known(rid) or houses.table(rid)
                rs = table[0]
                # A single deal's verdict depends on no rule of a whole game's (the target).
                switched = table[1] if kind == "game" else table[2]
                if switched:
                    if tables is None:
                        tables = {}
                    tables[rid] = switched
            rulesets.append(rs)
        out = Verdicts(zip(ids, run(rulesets), strict=True))
        errors = [v for v in out.values() if isinstance(v, EngineError)]
        # Refused alike by every ruleset: one error for the question (a 422). Refused by some, or
        # differently (each its own deal total, belote.md Q20): each refusal is that ruleset's
        # verdict.
        if errors and len(errors) == len(out) and all(
                (e.code, e.params) == (errors[0].code, errors[0].params) for e in errors):
            raise errors[0]
        for e in errors:
            _blame(e)
    except EngineError as e:
        _blame(e)
        raise
    out.game, out.kind = game, kind
    out.taker = getattr(run, "taker", None)
    if tables is not None:
        out.house = tables
    return out


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


def error_payload(e: EngineError, game: str, ruleset: str | None = None) -> dict[str, Any]:
    """``{"code", "message", "details": {"field", "params"}}``: the API's error envelope's
    content, in the current locale. With ``ruleset``, a verdict-level error: the message names
    the ruleset and ``details`` holds its id."""
    message = _text(_locale(), game, e.code, e.params)
    details: dict[str, Any] = {"field": getattr(e, "field", None), "params": e.params}
    if ruleset is not None:
        details["ruleset"] = ruleset
        message = _text(_locale(), game, "ruleset_error", {"ruleset": ruleset,
                                                           "message": message})
    return {"code": e.code, "message": message, "details": details}


#: (locale, game, field, token) -> the ``house_rule`` payload of that rule of a table's own
#: (shared by every verdict that names it, as a reason two rulesets' verdicts share is written
#: out once). Bounded: cleared when full.
_HOUSE_NOTES: dict[tuple[str, str, str, str], dict[str, Any]] = {}
#: (locale, game, table id, the rules its reasons name, in the order they came) -> its notes'
#: payloads, in switch order (one lookup per verdict). Bounded: cleared when full.
_NOTES: dict[tuple[str | None, ...], list[dict[str, Any]]] = {}


def _house_note(game: str, field: str, token: str, locale: str) -> dict[str, Any]:
    """The ``house_rule`` reason "By your table's rule: <the value's clause>" (memoized)."""
    key = (locale, game, field, token)
    payload = _HOUSE_NOTES.get(key)
    if payload is None:
        params = {"house": f"{field}={token}", "rule": field}
        payload = {"code": "house_rule", "params": params,
                   "text": _text(locale, game, "house_rule", params)}
        if len(_HOUSE_NOTES) >= TEXT_CACHE_SIZE:
            _HOUSE_NOTES.clear()
        _HOUSE_NOTES[key] = payload
    return payload


def _notes(game: str, locale: str, rid: str | None, switched: Mapping[str, str],
           named: list[str]) -> list[dict[str, Any]]:
    """The payloads of a table's notes for the rules of its own its reasons ``named``, in
    switch order, memoized per table and named rules (``_result`` looks them up itself: a
    verdict pays one lookup)."""
    payloads = [_house_note(game, f, switched[f], locale)
                for f in (named if len(named) == 1 else in_switch_order(switched, named))]
    if len(_NOTES) >= TEXT_CACHE_SIZE:
        _NOTES.clear()
    _NOTES[(locale, game, rid, *named)] = payloads
    return payloads


def _payloads(reasons: Any, game: str, locale: str, done: dict[int, dict[str, Any]]
              ) -> list[dict[str, Any]]:
    """The payloads of some reasons of a verdict."""
    out = []
    for r in reasons:
        # A reason object two rulesets' verdicts share (engine.reuse) is written out once.
        payload = done.get(id(r))
        if payload is None:
            payload = done[id(r)] = reason_payload(r, game, locale)
        out.append(payload)
    return out


def _named_payloads(reasons: Any, game: str, locale: str, done: dict[int, dict[str, Any]],
                    switched: Mapping[str, str], named: list[str]) -> list[dict[str, Any]]:
    """:func:`_payloads` for a table's verdict (``switched``: its own rules): the rules of its
    own that the reasons name are added to ``named`` (read off in the same pass)."""
    out = []
    for r in reasons:
        payload = done.get(id(r))
        if payload is None:
            payload = done[id(r)] = reason_payload(r, game, locale)
        out.append(payload)
        if "rule" in r.params:  # (most reasons name no rule: no call for them)
            rule = r.params["rule"]
            if rule in switched and rule not in named:
                named.append(rule)
    return out


def _result(game: str, kind: str, v: Any, taker: str | None, locale: str,
            done: dict[int, dict[str, Any]], ruleset: str | None = None,
            switched: Mapping[str, str] | None = None) -> dict[str, Any]:
    if isinstance(v, EngineError):
        return {"error": error_payload(v, game, ruleset)}
    out: dict[str, Any] = v.as_dict()
    if game == "belote" and kind == "score":
        # The API speaks in teams; the engine in sides (taker / defense).
        team = {"taker": taker, "defense": _OTHER_TEAM[taker]}  # type: ignore[index]
        out["taker"] = taker
        out["scores"] = {team[s]: p for s, p in v.scores.items()}
        out["totals"] = {team[s]: p for s, p in v.totals.items()}
    if switched is None:  # a standard ruleset's
        if kind == "legal":
            out["illegal"] = dict(zip(v.illegal, _payloads(v.illegal.values(), game, locale,
                                                           done), strict=True))
        elif kind == "game":
            for line, deal in zip(v.deals, out["deals"], strict=True):
                deal["reasons"] = _payloads(line.reasons, game, locale, done)
        out["reasons"] = _payloads(v.reasons, game, locale, done)
        return out
    # A table's: its notes first, for the rules of its own (``switched``) that its reasons
    # name (engine.house.notes), read off in the pass that writes the reasons out (nothing
    # was recorded while the verdict was computed).
    named: list[str] = []
    if kind == "legal":
        out["illegal"] = dict(zip(v.illegal, _named_payloads(
            v.illegal.values(), game, locale, done, switched, named), strict=True))
    elif kind == "game":
        for line, deal in zip(v.deals, out["deals"], strict=True):
            deal["reasons"] = _named_payloads(line.reasons, game, locale, done, switched, named)
    reasons = out["reasons"] = _named_payloads(v.reasons, game, locale, done, switched, named)
    if named:  # "By your table's rule: ..."
        notes = _NOTES.get((locale, game, ruleset, *named))
        reasons[:0] = notes if notes is not None else _notes(game, locale, ruleset, switched,
                                                             named)
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
    out: dict[str, Any] = {"results": {
        rid: _result(game, kind, v, taker, locale, done, rid, house.get(rid))
        for rid, v in verdicts.items()}}
    if kind == "game":
        # Where the rulesets part, when they end the game with different winners: the same
        # value in each ruleset's result.
        split = split_point([v for v in verdicts.values() if not isinstance(v, EngineError)])
        for result in out["results"].values():
            if "error" not in result:
                result["split"] = split
    return out
