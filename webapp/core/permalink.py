"""The permalink format: a checker's query string <-> the public input format.

The query string holds the inputs and the rulesets in short parameters (``QUERY``), e.g.
``?n=JS+QS+KS&e=7H+8H+9H&trump=S&taker=N&rules=maison,officielles``. One pair of functions converts
between a query string and the public input format (the JSON object the API takes and the
``input`` of ``content/*_examples.json``): :func:`from_query` and :func:`to_query`, a walk over the
question's parameters (:attr:`webapp.core.questions.Question.params`), each read and written by
its codec. :func:`error_field` maps an input error back to the query parameter it is about.

A permalink is forever: a URL that worked once keeps giving the same verdict.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any
from urllib.parse import urlencode

from engine.cards import Deck
from engine.reasons import EngineError
from engine.table import SEATS, parse_seat, play_order
from webapp.core.fields import DECKS, Field
from webapp.core.questions import DEFAULTS, HAND_PARAMS, QUERY, Param, Question, question
from webapp.core.rulesets import STANDARD_IDS, parse_id

__all__ = [
    "DEFAULTS",
    "FIELD_PARAMS",
    "HAND_PARAMS",
    "QUERY",
    "RULESET_IDS",
    "canonical",
    "card_params",
    "error_field",
    "from_query",
    "permalink",
    "rulesets_of",
    "text_arg",
    "to_query",
    "tokens",
]

#: game -> its standard ruleset ids, the default first.
RULESET_IDS: dict[str, tuple[str, ...]] = STANDARD_IDS
#: Checkbox values that mean "on".
_ON = ("1", "on", "true", "yes")


def text_arg(args: Mapping[str, Any], name: str, default: str = "") -> str:
    """A query argument as typed, whitespace normalized, at most 400 characters."""
    value = args.get(name)
    if value is None:
        return default
    if not isinstance(value, str):
        value = str(value)
    return " ".join(value.split())[:400]


def _number(value: str) -> int | str | None:
    """``"90"`` -> 90, ``""`` -> None; anything else stays a string (the engine rejects it)."""
    if value == "":
        return None
    if value.isascii() and value.lstrip("-").isdigit() and len(value) < 7:
        return int(value)
    return value


def tokens(text: str) -> list[str]:
    return text.replace(",", " ").replace(";", " ").split()


def _checker_question(game: str, kind: str) -> Question:
    q = question(game, kind)
    if not q.params:
        raise ValueError(f"no checker for {game}/{kind}")
    return q


# -- query -> input --------------------------------------------------------------------------------


def _set(data: dict[str, Any], path: str, value: Any) -> None:
    *parents, name = path.split(".")
    for parent in parents:
        data = data.setdefault(parent, {})
    data[name] = value


def _read(p: Param, t: Any, data: dict[str, Any]) -> None:
    """One parameter (``t(name)``: its text, or its default) into ``data``."""
    name = p.names[0]
    if p.codec == "hands":
        data[p.path] = {n.upper(): t(n) for n in p.names if t(n)}
    elif p.codec == "trick":
        first, cards = t(name).upper(), tokens(t(p.names[1]))
        if first not in SEATS:  # an unknown seat: kept as typed, the engine reports it
            data[p.path] = [{"seat": first, "card": c} for c in cards]
            data["seat"] = first
        else:
            order = play_order(first)
            data[p.path] = [{"seat": order[i % 4], "card": c} for i, c in enumerate(cards)]
            data["seat"] = order[len(cards) % 4]
    elif p.codec == "team":
        team = t(name).upper() or "NS"
        _set(data, p.path, ("NS" if team in "NS" else "EW") if team in SEATS else team)
    elif p.codec == "number":
        _set(data, p.path, _number(t(name)))
    elif p.codec == "flag":
        _set(data, p.path, t(name) in _ON)
    elif p.codec == "or_none":
        _set(data, p.path, t(name) or None)
    elif p.codec == "team_points":
        points = _number(t(p.names[1])) if len(p.names) > 1 else p.points
        _set(data, p.path, {"team": t(name), "points": points} if t(name) else None)
    elif p.codec == "belote":
        _set(data, p.path, _belote(t(name)))
    elif p.codec == "cards_won":
        # belote.md Q20: the cards each side won, when the points are left empty (the defence's
        # may be left out: all the others); they replace the points and the capot.
        taker, defense, last = (t(n) for n in p.names)
        cp = data.get("card_points") or {}
        if (taker or defense) and all(x is None for x in cp.values()) and not data.get(
                "all_tricks_taker"):
            data.pop("card_points", None)
            data.pop("all_tricks_taker", None)
            data[p.path] = {side: cards for side, cards in (("taker", taker), ("defense", defense))
                            if cards}
            data["last_trick"] = last or None
    else:  # text, cards
        _set(data, p.path, t(name))


def from_query(game: str, kind: str, args: Mapping[str, Any]) -> dict[str, Any]:
    """A query string's arguments (any mapping of str) -> the public input format.

    Never raises: values are taken as typed (whitespace normalized); the engine judges them.
    ``rules`` becomes a list of ruleset ids (absent: no ``rules`` key, i.e. all).

    >>> from_query("belote", "announcements", {"n": "JS  QS KS", "trump": "H", "taker": "E"})
    {'hands': {'N': 'JS QS KS'}, 'trump': 'H', 'taker': 'EW'}
    >>> data = from_query("jass", "legal", {"contract": "R", "first": "N", "trick": "KE 9R",
    ...                                     "hand": "UR"})
    >>> data["trick"], data["seat"], data["hand"]
    ([{'seat': 'N', 'card': 'KE'}, {'seat': 'W', 'card': '9R'}], 'S', 'UR')
    """
    q = _checker_question(game, kind)

    def t(name: str) -> str:
        return text_arg(args, name, DEFAULTS.get(name, ""))

    data: dict[str, Any] = {}
    for p in q.params:
        if p.coinche_only and data.get("variant") != "coinche":
            continue
        _read(p, t, data)
    getlist = getattr(args, "getlist", None)
    rules = text_arg({"rules": ",".join(getlist("rules"))} if getlist else args, "rules")
    if rules:
        data["rules"] = rules.replace(",", " ").split()
    return data


def _belote(text: str) -> Any:
    """``taker`` -> ``"taker"`` (20 points); ``taker:40,defense:20`` -> ``{"taker": 40, ...}``
    (several belotes in tout-atout); ``""`` -> None."""
    if not text or (":" not in text and "," not in text):
        return text or None
    out: dict[str, Any] = {}
    for part in text.split(","):
        side, _, points = part.partition(":")
        out[side.strip()] = _number(points.strip() or "20")
    return out


# -- one spelling per verdict ---------------------------------------------------------------------


def _field_at(q: Question, path: str) -> Field | None:
    """The input field at a dotted path (``card_points.taker``), or None."""
    found: Field | None = None
    fields = q.fields
    for name in path.split("."):
        found = next((f for f in fields if f.name == name), None)
        if found is None:
            return None
        fields = found.fields
    return found


def _token(f: Field | None, value: Any) -> Any:
    """A token in its canonical spelling: the field's value that it names in another case
    (``n`` -> ``N``, ``CLASSIC`` -> ``classic``), else what the engine's parser makes of it when
    that is one of the field's values (``♠`` -> ``S``); anything else as typed."""
    if f is None or not isinstance(value, str) or not value:
        return value
    if f.kind == "seat":
        try:
            return parse_seat(value)
        except EngineError:
            return value
    folded = value.casefold()
    for known in f.enum:
        if isinstance(known, str) and known.casefold() == folded:
            return known
    if f.parse is not None:
        try:
            parsed = f.parse(value)
        except (EngineError, ValueError, TypeError):
            return value
        if isinstance(parsed, str) and parsed in f.enum:
            return parsed
    return value


def _codes(deck: Deck, text: Any) -> Any:
    """Cards as their codes, in the order given (``10h j♠`` -> ``TH JS``); as typed when they do
    not parse."""
    if isinstance(text, list | tuple) and all(isinstance(t, str) for t in text):
        text = " ".join(text)
    if not isinstance(text, str) or not text:
        return text
    try:
        return " ".join(c.code for c in deck.parse_cards(text))
    except EngineError:
        return text


def canonical(game: str, kind: str, data: Mapping[str, Any]) -> dict[str, Any]:
    """``data`` (:func:`from_query`'s) with every value in one spelling: card codes
    (``10♥`` -> ``TH``, ``ur`` -> ``UR``; each hand and the trick keep their order), seats,
    teams, trumps, contracts and variants as the API writes them. A value that does not parse
    stays as typed. Meant for an input that has a verdict: the engine reads each value the same
    way, so ``to_query(g, k, canonical(g, k, data))`` is the one permalink of the verdict (two
    spellings, one URL, one cache entry).

    >>> canonical("belote", "announcements", {"hands": {"N": "js q♠ ks"}, "trump": "♠",
    ...                                       "taker": "n", "rules": ["maison"]})
    {'hands': {'N': 'JS QS KS'}, 'trump': 'S', 'taker': 'N', 'rules': ['maison']}
    """
    q = _checker_question(game, kind)
    deck = DECKS[game]
    out: dict[str, Any] = copy.deepcopy(dict(data))
    for p in q.params:
        value = _get(out, p.path)
        if value is None:
            continue
        if p.codec == "hands" and isinstance(value, Mapping):
            new: Any = {seat: _codes(deck, cards) for seat, cards in value.items()}
        elif p.codec == "trick" and isinstance(value, list):
            new = [{**play, "card": _codes(deck, play.get("card"))}
                   if isinstance(play, Mapping) else play for play in value]
        elif p.codec == "cards":
            new = _codes(deck, value)
        elif p.codec == "cards_won" and isinstance(value, Mapping):
            new = {side: _codes(deck, cards) for side, cards in value.items()}
            if isinstance(out.get("last_trick"), str):
                out["last_trick"] = _token(_field_at(q, "last_trick"), out["last_trick"])
        elif p.codec == "team_points" and isinstance(value, Mapping):
            new = {**value, "team": _token(_field_at(q, p.path + ".team"), value.get("team"))}
        elif p.codec in ("text", "team", "or_none"):
            new = _token(_field_at(q, p.path), value)
        else:
            continue
        _set(out, p.path, new)
    if "seat" in out and isinstance(out["seat"], str):
        out["seat"] = _token(_field_at(q, "seat"), out["seat"])
    return out


def permalink(game: str, kind: str, data: Mapping[str, Any]) -> str:
    """The one permalink query of an input that has a verdict (a worked example's, say): its
    values canonical, every ruleset it asks for named in the game's order (all when none) --
    what a checker page showing that verdict links to.

    >>> permalink("belote", "announcements", {"hands": {"N": ["js", "qs", "ks"]}, "trump": "s",
    ...                                       "taker": "N"})
    'n=JS+QS+KS&trump=S&taker=N&rules=maison,officielles'
    """
    full = {**data, "rules": rulesets_of(game, data)[0]}
    return to_query(game, kind, canonical(game, kind, full))


# -- input -> query --------------------------------------------------------------------------------


def _str(value: Any) -> str:
    if value is None or value is False:
        return ""
    if value is True:
        return "1"
    return str(value)


def _cards(value: Any) -> str:
    return " ".join(value) if isinstance(value, list | tuple) else _str(value)


def _get(data: Mapping[str, Any], path: str) -> Any:
    value: Any = data
    for name in path.split("."):
        value = (value or {}).get(name) if isinstance(value or {}, Mapping) else None
    return value


def _write(p: Param, data: Mapping[str, Any], v: dict[str, str]) -> None:
    """One parameter's text(s), from ``data``, into ``v``."""
    name = p.names[0]
    value = _get(data, p.path)
    if p.codec == "hands":
        hands = value or {}
        for n in p.names:
            v[n] = _cards(hands.get(n.upper()))
    elif p.codec == "trick":
        trick = value or []
        v[name] = _str(trick[0]["seat"] if trick else data.get("seat"))
        v[p.names[1]] = " ".join(_str(play.get("card")) for play in trick)
    elif p.codec == "cards":
        v[name] = _cards(value)
    elif p.codec == "flag":
        v[name] = _str(bool(value))
    elif p.codec == "team_points":
        if isinstance(value, list | tuple) and len(value) == 2:
            value = {"team": value[0], "points": value[1]}
        if isinstance(value, Mapping):
            v[name] = _str(value.get("team"))
            if len(p.names) > 1:
                v[p.names[1]] = _str(value.get("points"))
    elif p.codec == "cards_won":
        if isinstance(value, Mapping):
            for side, n in zip(("taker", "defense"), p.names, strict=False):
                v[n] = _cards(value.get(side))
            v[p.names[2]] = _str(data.get("last_trick"))
    elif p.codec == "belote":
        if isinstance(value, Mapping):
            value = (next(iter(value)) if len(value) == 1 and list(value.values()) == [20]
                     else ",".join(f"{k}:{_str(points)}" for k, points in value.items()))
        v[name] = _str(value)
    else:  # text, team, number, or_none
        v[name] = _str(value)


def to_query(game: str, kind: str, data: Mapping[str, Any]) -> str:
    """The public input format -> a query string (no ``?``), parameters in ``QUERY`` order,
    empty ones left out. ``to_query(g, k, from_query(g, k, parse(to_query(g, k, d))))`` is
    ``to_query(g, k, d)``.

    >>> to_query("belote", "announcements", {"trump": "S", "taker": "N", "hands": {"N": "JS QS KS"},
    ...                                      "rules": ["maison"]})
    'n=JS+QS+KS&trump=S&taker=N&rules=maison'
    """
    q = _checker_question(game, kind)
    v: dict[str, str] = {}
    for p in q.params:
        if p.coinche_only and data.get("variant") == "classic":  # a classic form ignores them
            continue
        _write(p, data, v)
    rules = data.get("rules")
    if rules:
        v["rules"] = ",".join(rules)
    return urlencode([(name, v[name]) for name in QUERY[f"{game}/{kind}"] if v.get(name)],
                     safe=",")


def rulesets_of(game: str, data: Mapping[str, Any]) -> tuple[list[str], list[EngineError]]:
    """The rulesets asked for, as columns, and the error of each id that names none.

    The standard ones asked, in the game's order (all of them when none is asked: a table's
    column then stands beside every standard one), then a table's own (``h1.`` ids,
    :func:`webapp.core.rulesets.parse_id`) in the order given.

    >>> from webapp.core.rulesets import HOUSES
    >>> hid = HOUSES["belote"].encode("maison", {"surcoinche_factor": "3"})
    >>> known, errors = rulesets_of("belote", {"rules": [hid, "nope"]})
    >>> known == ["maison", "officielles", hid], errors
    (True, [BeloteUnknownRulesetError('unknown_ruleset', {'ruleset': 'nope'})])
    >>> rulesets_of("belote", {"rules": [hid, "officielles"]}) == (["officielles", hid], [])
    True
    """
    standard: list[str] = []
    house: list[str] = []
    unknown: list[EngineError] = []
    for text in data.get("rules") or []:
        try:
            rid = parse_id(game, text)
        except EngineError as e:
            unknown.append(e)
            continue
        (standard if rid in RULESET_IDS[game] else house).append(rid)
    known = [r for r in RULESET_IDS[game] if r in standard] or list(RULESET_IDS[game])
    return known + list(dict.fromkeys(house)), unknown


# -- errors -> fields ------------------------------------------------------------------------------


def _blamed(p: Param) -> dict[str, str]:
    """Input path -> the parameter showing its errors, for one parameter."""
    name = p.names[-1]
    if p.codec == "hands":
        return {p.path: p.names[0], **{f"{p.path}.{n.upper()}": n for n in p.names}}
    if p.codec == "trick":
        return {"seat": p.names[0], p.path: p.names[1]}
    if p.codec == "team_points":
        return {f"{p.path}.team": p.names[0], f"{p.path}.points": name, p.path: name}
    if p.codec == "cards_won":
        return {p.path: p.names[0], f"{p.path}.taker": p.names[0],
                f"{p.path}.defense": p.names[1], "last_trick": p.names[2]}
    out = {p.path: p.names[0]}
    parent = p.path.rpartition(".")[0]
    return {parent: p.names[0], **out} if parent else out


def _field_params(q: Question) -> dict[str, str]:
    out: dict[str, str] = {"rules": "rules"}
    for p in q.params:
        for path, name in _blamed(p).items():
            out.setdefault(path, name)  # a group's first parameter stands for the group
    return out


#: "game/kind" -> (input field, a dotted path -> the query parameter showing its errors).
_FIELD_PARAMS: dict[str, dict[str, str]] = {
    key: _field_params(question(*key.split("/"))) for key in QUERY}
#: Every question's input field -> query parameter, together.
FIELD_PARAMS: dict[str, str] = {path: name for m in _FIELD_PARAMS.values()
                                for path, name in m.items()}


def card_params(game: str, kind: str) -> tuple[str, ...]:
    """The parameters holding cards, in order (each checked on its own before the deal): the
    hands (``n``...), the trick's cards (``trick``) and a hand (``hand``)."""
    out: list[str] = []
    for p in _checker_question(game, kind).params:
        if p.codec == "hands":
            out += p.names
        elif p.codec in ("trick", "cards"):
            out.append(p.names[-1])
        elif p.codec == "cards_won":
            out += p.names[:2]
    return tuple(out)


def error_field(game: str, kind: str, error: EngineError, args: Mapping[str, Any]) -> str | None:
    """The query parameter an error is about (None: shown above the form).

    From the ``field`` the service blames (``hands.N`` -> ``n``, ``trick.1.card`` -> ``trick``),
    refined by the params where a field has two inputs (``card_points`` of a team or a side).
    """
    key = f"{game}/{kind}"
    names, blamed = QUERY[key], _FIELD_PARAMS[key]
    path = getattr(error, "field", None) or ""
    p = error.params
    seat = (p.get("seats") or [None])[-1] or p.get("seat")
    by_seat = seat.lower() if isinstance(seat, str) and seat.lower() in HAND_PARAMS else None
    field: str | None
    if path == "hands" and by_seat:
        field = by_seat  # a card in two hands: the second one
    elif path.startswith("trick."):
        field = blamed.get("seat") if path.endswith(".seat") else blamed.get("trick")
    else:
        field = next((blamed[f"{path}.{sub}"] for sub in (p.get("team"), p.get("side"))
                      if f"{path}.{sub}" in blamed), blamed.get(path))
    if field is None and by_seat and "n" in names:
        field = by_seat
    return field if field in names else None
