"""The permalink format: a checker's query string <-> the public input format.

The query string holds the inputs and the rulesets in short parameters (``QUERY``), e.g.
``?n=JS+QS+KS&e=7H+8H+9H&trump=S&taker=N&rules=maison,officielles``. One pair of functions converts
between a query string and the public input format (the JSON object the API takes and the
``input`` of ``content/*_examples.json``): :func:`from_query` and :func:`to_query`.
:func:`error_field` maps an input error back to the query parameter it is about.

A permalink is forever: a URL that worked once keeps giving the same verdict.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any
from urllib.parse import urlencode

from engine.house import HouseError
from engine.reasons import EngineError
from engine.table import SEATS, play_order
from webapp.core import service
from webapp.core.service import HOUSES

__all__ = ["QUERY", "DEFAULTS", "HAND_PARAMS", "RULESET_IDS", "from_query", "to_query",
           "rulesets_of", "error_field", "FIELD_PARAMS", "text_arg", "tokens"]

#: game -> its ruleset ids, the default first (the service's table).
RULESET_IDS: dict[str, tuple[str, ...]] = {g: tuple(service.RULESETS[g]) for g in service.GAMES}


# -- the query format ---------------------------------------------------------------------------

HAND_PARAMS = tuple(s.lower() for s in SEATS)  # n e s w

#: game/kind -> the query parameters, in permalink order (``rules`` always last).
QUERY: dict[str, tuple[str, ...]] = {
    "belote/announcements": ("n", "e", "s", "w", "trump", "taker", "rules"),
    "jass/weis": ("n", "e", "s", "w", "contract", "forehand", "rules"),
    "belote/legal": ("variant", "trump", "first", "trick", "hand", "rules"),
    "jass/legal": ("contract", "first", "trick", "hand", "rules"),
    "belote/score": ("variant", "taker", "trump", "bid", "capot", "coinche", "tp", "dp",
                     "alltricks", "ann", "annpts", "belote", "rules"),
    "jass/score": ("contract", "ns", "ew", "tns", "tew", "weis", "weispts", "stoeck", "rules"),
}

#: Defaults when a parameter is absent (a blank form shows them).
DEFAULTS: dict[str, str] = {
    "trump": "S", "taker": "N", "contract": "R", "forehand": "N", "variant": "classic",
    "first": "N", "coinche": "1",
}
STOECK_POINTS = 20


def text_arg(args: Mapping[str, Any], name: str, default: str = "") -> str:
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


def from_query(game: str, kind: str, args: Mapping[str, Any]) -> dict[str, Any]:
    """A query string's arguments (any mapping of str) -> the public input format.

    Never raises: values are taken as typed (whitespace normalized); the engine judges them.
    ``rules`` becomes a list of ruleset ids (absent: no ``rules`` key, i.e. all).

    >>> from_query("belote", "announcements", {"n": "JS  QS KS", "trump": "H", "taker": "E"})
    {'trump': 'H', 'taker': 'E', 'hands': {'N': 'JS QS KS'}}
    >>> from_query("jass", "legal", {"contract": "R", "first": "N", "trick": "KE 9R", "hand": "UR"})
    {'contract': 'R', 'trick': [{'seat': 'N', 'card': 'KE'}, {'seat': 'W', 'card': '9R'}], 'seat': 'S', 'hand': 'UR'}
    """
    key = f"{game}/{kind}"
    if key not in QUERY:
        raise ValueError(f"no checker for {key}")
    t = lambda name: text_arg(args, name, DEFAULTS.get(name, ""))  # noqa: E731
    data: dict[str, Any]
    if kind in ("announcements", "weis"):
        contract_key, who = ("trump", "taker") if game == "belote" else ("contract", "forehand")
        data = {contract_key: t(contract_key), who: t(who),
                "hands": {p.upper(): t(p) for p in HAND_PARAMS if t(p)}}
    elif kind == "legal":
        data = {"variant": t("variant")} if game == "belote" else {}
        contract_key = "trump" if game == "belote" else "contract"
        data[contract_key] = t(contract_key)
        first = t("first").upper()
        order = play_order(first) if first in SEATS else None
        cards = tokens(t("trick"))
        if order is None:  # an unknown seat: kept as typed, the engine reports it
            data["trick"] = [{"seat": first, "card": c} for c in cards]
            data["seat"] = first
        else:
            data["trick"] = [{"seat": order[i % 4], "card": c} for i, c in enumerate(cards)]
            data["seat"] = order[len(cards) % 4]
        data["hand"] = t("hand")
    elif kind == "score" and game == "belote":
        data = {"variant": t("variant"), "taker": t("taker").upper() or "NS", "trump": t("trump")}
        if data["taker"] in SEATS:
            data["taker"] = "NS" if data["taker"] in "NS" else "EW"
        if data["variant"] == "coinche":
            data["bid"] = _number(t("bid"))
            data["capot_bid"] = t("capot") in ("1", "on", "true", "yes")
            data["coinche"] = _number(t("coinche"))
        data["card_points"] = {"taker": _number(t("tp")), "defense": _number(t("dp"))}
        data["all_tricks_taker"] = t("alltricks") or None
        if t("ann"):
            data["announcements"] = {"team": t("ann"), "points": _number(t("annpts"))}
        else:
            data["announcements"] = None
        data["belote"] = _belote(t("belote"))
    elif kind == "score" and game == "jass":
        data = {"contract": t("contract"),
                "card_points": {"NS": _number(t("ns")), "EW": _number(t("ew"))},
                "tricks": {"NS": _number(t("tns")), "EW": _number(t("tew"))},
                "weis": ({"team": t("weis"), "points": _number(t("weispts"))} if t("weis") else None),
                "stoeck": ({"team": t("stoeck"), "points": STOECK_POINTS} if t("stoeck") else None)}
    else:  # pragma: no cover - QUERY and this function list the same kinds
        raise ValueError(key)
    getlist = getattr(args, "getlist", None)
    rules = text_arg({"rules": ",".join(getlist("rules"))} if getlist else args, "rules")
    if rules:
        data["rules"] = [r for r in rules.replace(",", " ").split()]
    return data


def _belote(text: str) -> Any:
    """``taker`` -> ``"taker"`` (20 points); ``taker:40,defense:20`` -> ``{"taker": 40, ...}``
    (several belotes in tout-atout); ``""`` -> None."""
    if not text or ":" not in text and "," not in text:
        return text or None
    out: dict[str, Any] = {}
    for part in text.split(","):
        side, _, points = part.partition(":")
        out[side.strip()] = _number(points.strip() or "20")
    return out


def _str(value: Any) -> str:
    if value is None or value is False:
        return ""
    if value is True:
        return "1"
    return str(value)


def to_query(game: str, kind: str, data: Mapping[str, Any]) -> str:
    """The public input format -> a query string (no ``?``), parameters in ``QUERY`` order,
    empty ones left out. ``to_query(g, k, from_query(g, k, parse(to_query(g, k, d))))`` is
    ``to_query(g, k, d)``.

    >>> to_query("belote", "announcements", {"trump": "S", "taker": "N", "hands": {"N": "JS QS KS"},
    ...                                      "rules": ["maison"]})
    'n=JS+QS+KS&trump=S&taker=N&rules=maison'
    """
    key = f"{game}/{kind}"
    if key not in QUERY:
        raise ValueError(f"no checker for {key}")
    v: dict[str, str] = {}
    if kind in ("announcements", "weis"):
        hands = data.get("hands") or {}
        for seat in SEATS:
            text = hands.get(seat)
            v[seat.lower()] = " ".join(text) if isinstance(text, list | tuple) else _str(text)
        for name in QUERY[key][4:6]:
            v[name] = _str(data.get(name))
    elif kind == "legal":
        trick = data.get("trick") or []
        v["variant"] = _str(data.get("variant"))
        v["trump" if game == "belote" else "contract"] = _str(
            data.get("trump" if game == "belote" else "contract"))
        v["first"] = _str(trick[0]["seat"] if trick else data.get("seat"))
        v["trick"] = " ".join(_str(t.get("card")) for t in trick)
        hand = data.get("hand")
        v["hand"] = " ".join(hand) if isinstance(hand, list | tuple) else _str(hand)
    elif game == "belote":
        for name in ("variant", "taker", "trump"):
            v[name] = _str(data.get(name))
        if data.get("variant") != "classic":  # Coinche only; a classic form ignores them
            v["bid"], v["coinche"] = _str(data.get("bid")), _str(data.get("coinche"))
            v["capot"] = _str(bool(data.get("capot_bid")))
        cp = data.get("card_points") or {}
        v["tp"], v["dp"] = _str(cp.get("taker")), _str(cp.get("defense"))
        v["alltricks"] = _str(data.get("all_tricks_taker"))
        ann = data.get("announcements")
        if isinstance(ann, Mapping):
            v["ann"], v["annpts"] = _str(ann.get("team")), _str(ann.get("points"))
        bel = data.get("belote")
        if isinstance(bel, Mapping):
            bel = (next(iter(bel)) if len(bel) == 1 and list(bel.values()) == [20]
                   else ",".join(f"{k}:{_str(p)}" for k, p in bel.items()))
        v["belote"] = _str(bel)
    else:
        v["contract"] = _str(data.get("contract"))
        cp, tr = data.get("card_points") or {}, data.get("tricks") or {}
        v["ns"], v["ew"] = _str(cp.get("NS")), _str(cp.get("EW"))
        v["tns"], v["tew"] = _str(tr.get("NS")), _str(tr.get("EW"))
        for name in ("weis", "stoeck"):
            given = data.get(name)
            if isinstance(given, list | tuple) and len(given) == 2:
                given = {"team": given[0], "points": given[1]}
            if isinstance(given, Mapping):
                v[name] = _str(given.get("team"))
                if name == "weis":
                    v["weispts"] = _str(given.get("points"))
    rules = data.get("rules")
    if rules:
        v["rules"] = ",".join(rules)
    return urlencode([(name, v[name]) for name in QUERY[key] if v.get(name)], safe=",")


def rulesets_of(game: str, data: Mapping[str, Any]) -> tuple[list[str], list[str]]:
    """The rulesets asked for (known ones, in the game's order; all when none; a table's own
    after them, with every standard one when only tables' are asked) and the unknown."""
    asked = data.get("rules") or []
    known = [r for r in RULESET_IDS[game] if r in asked]
    house, unknown = [], []
    for r in asked:
        if r in RULESET_IDS[game]:
            continue
        try:  # a table's own ruleset: a column after the standard ones (all of them)
            HOUSES[game].ruleset(r)
        except HouseError:
            unknown.append(r)
        else:
            if r not in house:
                house.append(r)
    if house and not known:
        known = list(RULESET_IDS[game])
    return (known or list(RULESET_IDS[game])) + house, unknown


# -- errors -> fields ---------------------------------------------------------------------------

#: The service's input field (``EngineError.field``, a dotted path) -> query parameter.
FIELD_PARAMS: dict[str, str] = {
    "hands.N": "n", "hands.E": "e", "hands.S": "s", "hands.W": "w", "hands": "n",
    "trump": "trump", "contract": "contract", "taker": "taker", "forehand": "forehand",
    "variant": "variant", "seat": "first", "hand": "hand", "trick": "trick",
    "bid": "bid", "capot_bid": "capot", "coinche": "coinche", "all_tricks_taker": "alltricks",
    "card_points.taker": "tp", "card_points.defense": "dp",
    "card_points.NS": "ns", "card_points.EW": "ew", "tricks.NS": "tns", "tricks.EW": "tew",
    "tricks": "tns", "announcements.team": "ann", "announcements.points": "annpts",
    "announcements": "annpts", "belote": "belote", "weis.team": "weis", "weis.points": "weispts",
    "weis": "weispts", "stoeck.team": "stoeck", "stoeck.points": "stoeck", "stoeck": "stoeck",
    "rules": "rules",
}


def error_field(game: str, kind: str, error: EngineError, args: Mapping[str, Any]) -> str | None:
    """The query parameter an error is about (None: shown above the form).

    From the ``field`` the service blames (``hands.N`` -> ``n``, ``trick.1.card`` -> ``trick``),
    refined by the params where a field has two inputs (``card_points`` of a team or a side).
    """
    names = QUERY[f"{game}/{kind}"]
    path = getattr(error, "field", None) or ""
    p = error.params
    team, side = p.get("team"), p.get("side")
    seat = (p.get("seats") or [None])[-1] or p.get("seat")
    if path == "hands" and isinstance(seat, str) and seat.lower() in HAND_PARAMS:
        field: str | None = seat.lower()  # a card in two hands: the second one
    elif path.startswith("trick."):
        field = "first" if path.endswith(".seat") else "trick"
    elif path in ("card_points", "tricks") and team in ("NS", "EW"):
        field = FIELD_PARAMS[f"{path}.{team}"]
    elif path == "card_points":
        field = {"taker": "tp", "defense": "dp"}.get(side, "tp" if game == "belote" else "ns")
    elif path in ("taker", "forehand", "seat") or path in FIELD_PARAMS:
        field = FIELD_PARAMS.get(path)
    else:
        field = None
    if field is None and kind in ("announcements", "weis"):
        if isinstance(seat, str) and seat.lower() in HAND_PARAMS:
            field = seat.lower()
    if field == "hand" and "hand" not in names:
        field = None
    return field if field in names else None
