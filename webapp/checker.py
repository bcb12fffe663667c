"""The checkers: enter a deal, get every ruleset's verdict side by side, share it by link.

Six pages under the locale prefix (``CHECKERS``), plus an index per game::

    /<lang>/belote/check/announcements   /<lang>/jass/check/weis
    /<lang>/belote/check/play            /<lang>/jass/check/play
    /<lang>/belote/check/score           /<lang>/jass/check/score

Each page is a GET form rendered by the server: **the URL is the permalink**. The query string
holds the inputs and the rulesets in short parameters (``QUERY``), e.g.
``?n=JS+QS+KS&e=7H+8H+9H&trump=S&taker=N&rules=maison,officielles``. One pair of functions converts
between a query string and the public input format (the JSON object the API takes and the
``input`` of ``content/*_examples.json``): :func:`from_query` and :func:`to_query`.

The verdicts come from :mod:`webapp.service` (``evaluate`` + ``result_payload``) and are rendered by
the partials under ``templates/verdicts/`` (one per kind), which embeds and the rules pages reuse.
``?fragment=1`` returns only the live region (verdict and field errors): ``static/js/checker.js``
fetches it as the user types, so there is one rendering path.

Bad input is reported next to its field (translated, the input kept) with HTTP 422.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any
from urllib.parse import urlencode

from flask import Blueprint, Response, render_template, request, url_for
from flask_babel import lazy_gettext as _l
from markupsafe import Markup

from engine.reasons import EngineError
from engine.table import SEATS, play_order
from webapp import i18n, service

__all__ = ["bp", "CHECKERS", "QUERY", "Checker", "from_query", "to_query", "rulesets_of",
           "check", "CheckResult", "error_field", "rule_link", "disagreement"]

bp = Blueprint("checker", __name__, url_prefix="/<lang_code>")


@dataclass(frozen=True)
class Checker:
    game: str      # "belote" | "jass"
    kind: str      # "announcements" | "weis" | "legal" | "score"
    endpoint: str  # under the "checker." blueprint
    path: str      # under the locale prefix
    title: Any     # lazy string
    intro: Any


#: "game/kind" -> its checker.
CHECKERS: dict[str, Checker] = {c.game + "/" + c.kind: c for c in (
    Checker("belote", "announcements", "belote_announcements", "/belote/check/announcements",
            _l("Belote announcements checker"),
            _l("Enter one to four hands, the trump and the taker: see which announcements count, "
               "under each ruleset.")),
    Checker("belote", "legal", "belote_play", "/belote/check/play",
            _l("Belote: can I play this card?"),
            _l("Enter the trick so far and your hand: see which cards you may play, and the rule "
               "that forbids the others.")),
    Checker("belote", "score", "belote_score", "/belote/check/score",
            _l("Belote deal score"),
            _l("Classic belote or Coinche: enter the contract and the points taken, see what "
               "each team writes down, step by step.")),
    Checker("jass", "weis", "jass_weis", "/jass/check/weis",
            _l("Jass Weis and Stöck checker"),
            _l("Enter one to four hands, the contract and the forehand: see which Weis and Stöck "
               "count, under each ruleset.")),
    Checker("jass", "legal", "jass_play", "/jass/check/play",
            _l("Jass: can I play this card?"),
            _l("Enter the trick so far and your hand: see which cards you may play, and the rule "
               "that forbids the others.")),
    Checker("jass", "score", "jass_score", "/jass/check/score",
            _l("Schieber deal score"),
            _l("Enter the contract, the card points and the tricks: see each team's score, step "
               "by step.")),
)}


def checker_of(game: str, kind: str) -> Checker:
    try:
        return CHECKERS[f"{game}/{kind}"]
    except KeyError:
        raise ValueError(f"no checker for {game}/{kind}") from None


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


def _text(args: Mapping[str, Any], name: str, default: str = "") -> str:
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


def _tokens(text: str) -> list[str]:
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
    t = lambda name: _text(args, name, DEFAULTS.get(name, ""))  # noqa: E731
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
        cards = _tokens(t("trick"))
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
    rules = _text({"rules": ",".join(getlist("rules"))} if getlist else args, "rules")
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
    """The rulesets asked for (known ones, in the game's order; all when none) and the unknown."""
    asked = data.get("rules") or []
    known = [r for r in RULESET_IDS[game] if r in asked] or list(RULESET_IDS[game])
    unknown = [r for r in asked if r not in RULESET_IDS[game]]
    return known, unknown


# -- the engines, through the service -----------------------------------------------------------

try:  # translated messages for every code, and links from reasons to the rules pages
    from webapp import messages as _messages  # noqa: F401
except ImportError:  # pragma: no cover
    _messages = None  # type: ignore[assignment]


def _engine_payloads(game: str, kind: str, data: dict[str, Any], rules: list[str]) -> dict[str, Any]:
    verdicts = service.evaluate(game, kind, data, rules=rules)
    return service.result_payload(game, kind, verdicts)["results"]


def _href(target: Any) -> str | None:
    """``(endpoint, anchor)`` -> a URL in the current locale; None if it cannot be built."""
    if not (isinstance(target, tuple | list) and len(target) == 2):
        return None
    endpoint, anchor = target
    try:
        return url_for(endpoint) + (f"#{anchor}" if anchor else "")
    except Exception:  # a missing page never breaks a verdict: the reason shows without link
        return None


def rule_link(game: str, rule: str | None) -> str | None:
    """The rules-page URL explaining a ruleset row (``webapp.messages.RULE_LINKS``), or None."""
    if not rule or _messages is None:
        return None
    return _href(getattr(_messages, "RULE_LINKS", {}).get(rule))


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


# -- one check ----------------------------------------------------------------------------------


@dataclass
class CheckResult:
    """What a checker page shows: the input (query args kept as typed), the data, the results
    per ruleset (API payloads), and the errors by field (``""``: not tied to a field)."""

    checker: Checker
    args: dict[str, str]
    data: dict[str, Any]
    rulesets: list[str]
    results: dict[str, Any]
    errors: dict[str, list[str]]
    empty: bool

    @property
    def status(self) -> int:
        return 422 if self.errors else 200

    @property
    def query(self) -> str:
        return to_query(self.checker.game, self.checker.kind, self.data)


def _card_field_errors(game: str, kind: str, args: Mapping[str, str]) -> dict[str, list[str]]:
    """Each card field parsed on its own, so every field shows its own problem at once."""
    deck = i18n.deck_of(game)
    errors: dict[str, list[str]] = {}
    fields = HAND_PARAMS if kind in ("announcements", "weis") else (
        ("trick", "hand") if kind == "legal" else ())
    for name in fields:
        text = _text(args, name)
        if not text:
            continue
        try:  # a trick's length is the engine's to judge (each game has its own code)
            if name == "trick":
                deck.parse_cards(text)
            else:
                deck.parse_hand(text, name.upper() if name in HAND_PARAMS else None)
        except EngineError as e:
            errors.setdefault(name, []).append(i18n.error_text(e, game))
    return errors


def check(game: str, kind: str, args: Mapping[str, str]) -> CheckResult:
    """Run one checker on query arguments (never raises for bad input).

    Card fields are parsed one by one first (each shows its own problem); then the service
    judges the whole input and its first error goes next to the field it blames. Unknown
    ruleset ids are reported on ``rules``; the known ones (or all) are evaluated.
    """
    chk = checker_of(game, kind)
    names = QUERY[f"{game}/{kind}"]
    kept = {n: str(args.get(n, ""))[:400] for n in names if args.get(n) is not None}
    empty = not any(v.strip() for n, v in kept.items() if n != "rules")
    data = from_query(game, kind, args)
    rulesets, unknown = rulesets_of(game, data)
    errors: dict[str, list[str]] = {}
    results: dict[str, Any] = {}
    if unknown:
        code = "unknown_ruleset" if game == "belote" else "jass_unknown_ruleset"
        errors["rules"] = [i18n.reason_text(code, {"ruleset": unknown[0][:16]}, game)]
    data["rules"] = rulesets
    if not empty:
        errors.update(_card_field_errors(game, kind, kept))
        if not set(errors) - {"rules"}:
            body = {k: v for k, v in data.items() if k != "rules"}
            try:
                results = _engine_payloads(game, kind, body, rulesets)
            except EngineError as e:
                field = error_field(game, kind, e, kept) or ""
                errors.setdefault(field, []).append(i18n.error_text(e, game))
        if errors:
            results = {}
    return CheckResult(chk, kept, data, rulesets, results, errors, empty)


# -- presentation helpers (used by the partials) ------------------------------------------------

@cache
def example_query(game: str, kind: str) -> str | None:
    """The permalink query of the first worked example of this checker (content/*.json)."""
    from webapp.examples import all_examples

    for ex in all_examples().values():
        if (ex.game, ex.kind) == (game, kind):
            return to_query(game, kind, ex.input)
    return None


def rule_label(game: str, rule: str) -> str:
    """A ruleset row's name for display (``webapp.messages.RULE_NAMES``), else the field name."""
    label = getattr(_messages, "RULE_NAMES", {}).get(rule) if _messages is not None else None
    return str(label) if label else rule.replace("_", " ")


def disagreement(game: str, kind: str, results: Mapping[str, Mapping[str, Any]]) -> dict[str, Any] | None:
    """Where the rulesets' verdicts differ: which outcome keys, and which rule rows (the ``rule``
    params of the reasons whose ruleset values differ). None when they agree (or one ruleset)."""
    if len(results) < 2:
        return None
    keys = {"announcements": ("scoring_team", "points", "belote"),
            "weis": ("scoring_team", "points", "multiplier", "stoeck"),
            "legal": ("legal",), "score": ("made", "scores", "matsch")}[kind]
    values = list(results.values())
    differ = [k for k in keys if any(v.get(k) != values[0].get(k) for v in values[1:])]
    if not differ:
        return None
    from engine import belote as B
    from engine import jass as J

    objects = {**B.RULESETS, **J.RULESETS} if hasattr(B, "RULESETS") else {}
    rules: list[str] = []
    for r in values:
        for reason in r.get("reasons", []):
            rule = (reason.get("params") or {}).get("rule")
            if rule and rule not in rules:
                rows = [getattr(objects.get(rid), rule, None) for rid in results]
                if any(x != rows[0] for x in rows[1:]):
                    rules.append(rule)
        if kind == "legal":
            for reason in (r.get("illegal") or {}).values():
                rule = (reason.get("params") or {}).get("rule") if isinstance(reason, Mapping) else None
                if rule and rule not in rules:
                    rules.append(rule)
    return {"keys": differ,
            "rules": [{"rule": x, "label": rule_label(game, x), "href": rule_link(game, x)}
                      for x in rules]}


# -- pages --------------------------------------------------------------------------------------

@bp.app_template_global()
def reason_href(game: str, reason: Mapping[str, Any]) -> str | None:
    """The rules-page link of one reason (a ``{code, params, text}`` dict), from the messages
    helper's map (its ``rule`` param first, then its code); None when there is none."""
    if not isinstance(reason, Mapping) or _messages is None:
        return None
    fn = getattr(_messages, "rule_link", None)
    return _href(fn(reason.get("code"), reason.get("params") or {})) if callable(fn) else None


@bp.app_template_global()
def understood(game: str, text: str, default: str | None = None) -> str:
    """How a card field was read, in the page's language: "Jack of spades, Queen of spades;
    “XX”: not a card." (the same as checker.js shows live)."""
    deck = i18n.deck_of(game)
    parts = []
    for token in _tokens(text or ""):
        try:
            parts.append(i18n.card_name(deck.card(token), deck))
        except EngineError:
            parts.append(f"“{token[:16]}”: " + str(_l("not a card")))
    return ", ".join(parts) if parts else (default or "")


bp.add_app_template_global(i18n.type_name, "type_name")


@bp.app_template_filter("num")
def num(value: Any) -> Any:
    """A number in the page's locale (1,028; 1’028; 1 028)."""
    return i18n.localize_param("points", value, "belote")


def _deck_json(game: str) -> Markup:
    """The deck for checker.js: card names in the page's language and the accepted spellings,
    as JSON safe inside ``<script type="application/json">``."""
    deck = i18n.deck_of(game)
    names = {c.code: i18n.card_name(c, deck) for c in deck.cards}
    data = {"deck": deck.name, "names": names, "order": [list(deck.ranks), list(deck.suits)],
            "short": {r: i18n.rank_short(r, deck) for r in deck.ranks},
            "ranks": {**{r: r for r in deck.ranks}, **dict(deck.rank_aliases)},
            "suits": {**{s: s for s in deck.suits}, **dict(deck.suit_aliases)},
            "sprite": url_for("static", filename="img/suits.svg")}
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return Markup(text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026"))


def _render(game: str, kind: str) -> Response:
    result = check(game, kind, request.args)
    fragment = request.args.get("fragment") == "1"
    permalink = request.base_url + ("?" + result.query if result.query and not result.empty else "")
    template = "checker/live.html" if fragment else "checker/page.html"
    body = render_template(template, r=result, c=result.checker, game=game, kind=kind,
                           permalink=permalink, deck_json=None if fragment else _deck_json(game),
                           checkers=[x for x in CHECKERS.values() if x.game == game],
                           disagree=disagreement(game, kind, result.results),
                           rule_link=rule_link, variant_names=i18n.VARIANT_NAMES,
                           side_names=i18n.SIDE_NAMES, ruleset_ids=RULESET_IDS[game],
                           defaults=DEFAULTS, example_query=example_query(game, kind))
    # The fragment is read by checker.js, which finds the errors in it: always 200 (a 4xx would
    # only add a console error); the page itself answers 422 for bad input.
    response = Response(body, status=200 if fragment else result.status, mimetype="text/html")
    if fragment:
        response.headers["Cache-Control"] = "no-store"
    return response


def _view(game: str, kind: str):
    def view():
        return _render(game, kind)

    view.__name__ = checker_of(game, kind).endpoint
    return view


for _c in CHECKERS.values():
    bp.add_url_rule(_c.path, _c.endpoint, _view(_c.game, _c.kind), methods=["GET"])


def _index(game: str):
    def view():
        return render_template("checker/index.html", game=game,
                               checkers=[x for x in CHECKERS.values() if x.game == game])

    view.__name__ = game
    return view


bp.add_url_rule("/belote/check", "belote", _index("belote"), methods=["GET"])
bp.add_url_rule("/jass/check", "jass", _index("jass"), methods=["GET"])
