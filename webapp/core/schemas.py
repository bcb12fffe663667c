"""The OpenAPI document's schemas (JSON Schema, OpenAPI 3.1): a request field's schema derived from
its declaration (:func:`field_schema`: kind, enum, bounds), the card notation as patterns built
from each deck's data (:func:`card_regex`, :func:`cards_schema`, :func:`trick_schema`), the body
rules a question declares across its fields (:func:`disjoint`, :func:`seat_after_trick`,
:func:`points_with_tricks`, :func:`only_with`...), and the building blocks (seats, teams, cards,
reasons) of the result schemas written in each question's row (:mod:`webapp.core.questions`).

The schema says what the API accepts, so that a schema-driven fuzzer's "valid" requests are
accepted (tests/fuzz: at least 95 % per operation). Rules across fields are written as flat lists
of alternatives, or as one ``not`` of a list: schemathesis multiplies nested alternatives out and
gives up past a few thousand.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from engine.cards import Card, Deck
from engine.table import SEATS, play_order
from webapp.core.fields import DECKS, MAX_TEXT, MAX_TOKEN, Field

__all__ = [
    "CARD",
    "CARDS_OUT",
    "ILLEGAL",
    "POINTS",
    "REASON",
    "REASONS",
    "SCORE_BY_TEAM",
    "SEAT",
    "TEAM",
    "WEIS",
    "field_schema",
]

SEAT = {"type": "string", "enum": list(SEATS),
        "description": "A seat; play runs anticlockwise N, W, S, E. Any case is accepted in "
                       "`seat`, `forehand` and tricks; `hands` keys must be upper case."}

# -- cards, as the engines read them -----------------------------------------------------------
#
# The patterns are built from each deck's ranks, suits and aliases (engine/cards.py), so they say
# exactly which tokens the parser accepts: rank then suit, any case, `10` or `T`, suit symbols.
# JSON Schema cannot compare two values, but a deck is finite: "no card twice" and "no card in two
# places" are said card by card (``<Game>Has<card>`` / ``<Game>Once<card>`` components).

#: What separates the cards of a string (``"JS 9S,AS;TS"``).
SEP = "[ ,;]"


def _cased(text: str) -> str:
    """A regex matching ``text`` in any case (``Js`` -> ``[Jj][Ss]``)."""
    return "".join(f"[{c.upper()}{c.lower()}]" if c.upper() != c.lower() else re.escape(c)
                   for c in text)


def _spellings(aliases: Mapping[str, str], canonical: str) -> str:
    names = [canonical, *(a for a, to in aliases.items() if to == canonical)]
    return "(?:" + "|".join(_cased(n) for n in sorted(names, key=len, reverse=True)) + ")"


def card_regex(deck: Deck, card: Card | None = None) -> str:
    """The regex (unanchored) of one card token of ``deck``, or of ``card``'s spellings only.

    >>> import re
    >>> from engine.cards import FRENCH
    >>> [bool(re.fullmatch(card_regex(FRENCH), t)) for t in ("JS", "10h", "j♠", "1S", "JSS")]
    [True, True, True, False, False]
    >>> [bool(re.fullmatch(card_regex(FRENCH, FRENCH.card("TS")), t)) for t in ("10s", "T♠", "JS")]
    [True, True, False]
    """
    if card is not None:
        return _spellings(deck.rank_aliases, card.rank) + _spellings(deck.suit_aliases, card.suit)
    ranks = "|".join(_spellings(deck.rank_aliases, r) for r in deck.ranks)
    suits = "|".join(_spellings(deck.suit_aliases, s) for s in deck.suits)
    return f"(?:{ranks})(?:{suits})"


def cards_regex(deck: Deck, least: int, most: int, step: int = 1) -> str:
    """A string of ``least`` to ``most`` card tokens (a multiple of ``step``), separated by
    spaces, commas or semicolons (anchored)."""
    c = card_regex(deck)
    if most == 0:
        return f"^{SEP}*$"
    if step > 1:  # groups of ``step`` cards: from least (rounded up to a group) to most
        group = f"{c}(?:{SEP}+{c}){{{step - 1}}}"
        fewest = -(-max(least, step) // step)
        body = f"{group}(?:{SEP}+{group}){{{fewest - 1},{most // step - 1}}}"
        lead = "" if least else "?"
        return f"^{SEP}*(?:{body}{SEP}*){lead}$"
    body = f"{c}(?:{SEP}+{c}){{{max(least, 1) - 1},{most - 1}}}"
    return f"^{SEP}*(?:{body}{SEP}*){'' if least else '?'}$"


def ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{name}"}


def has_card(deck: Deck, card: Card) -> str:
    """The component: a list of cards (a string or an array) holding ``card``."""
    return f"{deck.name.title()}Has{card.code}"


def trick_has_card(deck: Deck, card: Card) -> str:
    return f"{deck.name.title()}TrickHas{card.code}"


def _game_of(deck: Deck) -> str:
    return next(g for g, d in DECKS.items() if d is deck)


def card_components() -> dict[str, Any]:
    """Every deck's per-card components: held (at all, at most once) in a list of cards, played in a
    trick, and ``<Game>Card`` (one token)."""
    out: dict[str, Any] = {}
    for deck in DECKS.values():
        out[f"{deck.name.title()}Card"] = {
            "type": "string", "pattern": f"^{card_regex(deck)}$", "maxLength": MAX_TOKEN,
            "description": "A card: rank then suit, any case. Ranks "
                           + ", ".join(deck.ranks) + " (aliases "
                           + ", ".join(f"{a}={r}" for a, r in deck.rank_aliases.items())
                           + "); suits " + ", ".join(deck.suits) + " (aliases "
                           + ", ".join(f"{a}={s}" for a, s in deck.suit_aliases.items()) + ")"}
        for card in deck:
            one = card_regex(deck, card)
            token = f"(?:^|{SEP}){one}(?:{SEP}|$)"
            out[has_card(deck, card)] = {"anyOf": [
                {"type": "string", "pattern": token},
                {"type": "array", "contains": {"type": "string", "pattern": f"^{one}$"}}]}
            out[trick_has_card(deck, card)] = {"type": "array", "contains": {
                "type": "object", "required": ["card"],
                "properties": {"card": {"type": "string", "pattern": f"^{one}$"}}}}
    return out


def twice_regex(deck: Deck) -> str:
    """A string of cards holding one card twice (``10S TS`` is one card twice), unanchored."""
    return "|".join(f"(?:^|{SEP}){one}{SEP}(?:.*{SEP})?{one}(?:{SEP}|$)"
                    for one in (card_regex(deck, c) for c in deck))


def cards_schema(game: str, least: int = 0, most: int | None = None, step: int = 1,
                 description: str = "") -> dict[str, Any]:
    """Some cards of ``game``'s deck, each once: one string (cards separated by spaces, commas or
    semicolons) or a list of card tokens; ``least`` to ``most`` of them (a hand's size unless
    told), a multiple of ``step``."""
    deck = DECKS[game]
    most = deck.hand_size if most is None else most
    array: dict[str, Any] = {"type": "array", "uniqueItems": True, "minItems": least,
                             "maxItems": most, "items": {"enum": [c.code for c in deck]}}
    if step > 1:
        array["anyOf"] = [{"minItems": n, "maxItems": n} for n in range(least, most + 1, step)]
    return {
        "description": description or (
            f"{least} to {most} card codes, no card twice: one string separated by spaces, "
            "commas or semicolons, aliases and any case accepted (`10S`, `j♠`; Jass: `UR`, "
            "`Q♥`...); or a list of canonical codes (the API reads aliases there too)."),
        "oneOf": [{"type": "string", "maxLength": MAX_TEXT * most // deck.hand_size,
                   "pattern": cards_regex(deck, least, most, step),
                   "not": {"pattern": twice_regex(deck)}}, array],
    }


def disjoint(deck: Deck, places: list[tuple[str, ...]]) -> dict[str, Any]:
    """No card of ``deck`` in two of ``places`` (paths of card lists in the body, ``("hands",
    "N")``; a path ending in ``"trick"`` is a list of plays)."""
    def holding(path: tuple[str, ...], card: Card) -> dict[str, Any]:
        inner: dict[str, Any] = (ref(trick_has_card(deck, card)) if path[-1] == "trick"
                                 else ref(has_card(deck, card)))
        for name in reversed(path):
            inner = {"type": "object", "required": [name], "properties": {name: inner}}
        return inner
    pairs = [(a, b) for i, a in enumerate(places) for b in places[i + 1:]]
    return {"not": {"anyOf": [{"allOf": [holding(a, card), holding(b, card)]}
                              for card in deck for a, b in pairs]}}


def trick_schema(game: str, least: int, most: int) -> dict[str, Any]:
    """``least`` to ``most`` plays ``{seat, card}`` in the order of play (anticlockwise from the
    leader), no card twice."""
    deck = DECKS[game]
    play = {"type": "object", "additionalProperties": False, "required": ["seat", "card"],
            "properties": {"seat": SEAT, "card": ref(f"{deck.name.title()}Card")}}
    orders = [{"prefixItems": [{"properties": {"seat": {"const": s}}}
                               for s in play_order(leader)[:most]]} for leader in SEATS]
    out: dict[str, Any] = {
        "type": "array", "minItems": least, "maxItems": most, "items": play,
        "description": "The cards played, in order of play: each seat the next one anticlockwise "
                       "(N, W, S, E) from the leader; no card twice.",
        "not": {"anyOf": [_played_at(deck, c, i, j) for c in deck
                          for i in range(most) for j in range(i + 1, most)]}}
    if most:
        out["anyOf"] = [{"maxItems": 0}, *orders] if not least else orders
    return out


def _played_at(deck: Deck, card: Card, i: int, j: int) -> dict[str, Any]:
    """A trick where plays ``i`` and ``j`` are both ``card``."""
    played = {"type": "object", "required": ["card"], "properties": {
        "card": {"type": "string", "pattern": f"^{card_regex(deck, card)}$"}}}
    return {"minItems": j + 1,
            "prefixItems": [played if k in (i, j) else {} for k in range(j + 1)]}


def seat_after_trick(most: int, seat: str = "seat") -> dict[str, Any]:
    """A body rule: ``seat``, when given with a trick, is the seat after the trick's last play."""
    branches: list[dict[str, Any]] = [absent("trick"), absent(seat),
                                      {"properties": {"trick": {"maxItems": 0}}}]
    for leader in SEATS:
        order = play_order(leader)
        for n in range(1, most + 1):
            branches.append({"properties": {
                "trick": {"minItems": n, "maxItems": n,
                          "prefixItems": [{"properties": {"seat": {"const": leader}}}]},
                seat: {"const": order[n % 4]}}})
    return {"anyOf": branches}


def _team_has(field: str, team: str, given: dict[str, Any], derived: dict[str, Any]
              ) -> dict[str, Any]:
    """``field`` gives ``team`` a number matching ``given``, or leaves it out while the other
    team's number matches ``derived`` (:func:`webapp.core.questions.jass.complete`)."""
    other = "EW" if team == "NS" else "NS"
    return {"required": [field], "properties": {field: {"anyOf": [
        {"required": [team], "properties": {team: given}},
        {"required": [other], "properties": {other: derived}, "not": {"required": [team]}}]}}}


def points_with_tricks(total: int, tricks: int) -> dict[str, Any]:
    """A body rule (Jass): a team without a trick has no card points."""
    return {"not": {"anyOf": [{"allOf": [
        _team_has("tricks", team, {"const": 0}, {"const": tricks}),
        _team_has("card_points", team, {"minimum": 1}, {"maximum": total - 1})]}
        for team in ("NS", "EW")]}}


def only_with(field: str, other: str, values: tuple[str, ...]) -> dict[str, Any]:
    """A body rule: ``field`` (when not null) only when ``other`` is one of ``values``."""
    return {"anyOf": [{"not": {"required": [field]}}, {"properties": {field: {"type": "null"}}},
                      {"required": [other], "properties": {other: {"enum": list(values)}}}]}


def absent(field: str) -> dict[str, Any]:
    """A body without ``field`` (or with ``null``: the same to the API)."""
    return {"properties": {field: {"type": "null"}}}


def given(field: str, schema: Mapping[str, Any]) -> dict[str, Any]:
    """A body with ``field`` (not null) matching ``schema``."""
    return {"required": [field], "properties": {field: {"not": {"type": "null"}, **schema}}}


def card_count(game: str, least: int, most: int, step: int = 1) -> dict[str, Any]:
    """Some cards (a string or an array), ``least`` to ``most`` of them, a multiple of ``step``
    (the uniqueness is the field's own schema's)."""
    deck = DECKS[game]
    array: dict[str, Any] = {"type": "array", "minItems": least, "maxItems": most}
    if step > 1:
        array["anyOf"] = [{"minItems": n, "maxItems": n} for n in range(least, most + 1, step)]
    return {"anyOf": [{"type": "string", "pattern": cards_regex(deck, least, most, step)}, array]}


def tens(low: int, high: int) -> dict[str, Any]:
    """0, or ``low`` to ``high`` by tens (announcement and Weis points)."""
    return {"type": "integer", "minimum": 0, "maximum": high, "multipleOf": 10,
            "not": {"exclusiveMinimum": 0, "exclusiveMaximum": low}}


def _allows_null(schema: Mapping[str, Any]) -> bool:
    return any(b == {"type": "null"} for b in schema.get("oneOf", ()))


def _number_schema(f: Field) -> dict[str, Any]:
    low, high = f.valid or (f.minimum, f.maximum)
    return {"type": "integer", "minimum": low, "maximum": high}


def field_schema(game: str, f: Field) -> dict[str, Any]:
    """The JSON schema of one field (OpenAPI 3.1), from its kind, enum and bounds."""
    out: dict[str, Any]
    if f.schema is not None:
        out = dict(f.schema)
    elif f.kind == "token":
        out = ({"type": "string", "enum": list(f.enum)} if f.enum
               else {"type": "string", "maxLength": MAX_TOKEN})
    elif f.kind == "seat":
        out = dict(SEAT)
    elif f.kind == "integer":
        out = _number_schema(f)
    elif f.kind == "boolean":
        out = {"type": "boolean"}
    elif f.kind == "object":
        out = {"type": "object", "additionalProperties": False,
               "required": [sub.name for sub in f.fields if sub.required],
               "properties": {sub.name: field_schema(game, sub) for sub in f.fields}}
    elif f.kind == "hands":
        out = {"type": "object", "minProperties": 1, "maxProperties": 4,
               "propertyNames": {"enum": list(SEATS)},
               "additionalProperties": cards_schema(game),
               "description": "Seat -> its hand (N, E, S, W, upper case); no card in two hands",
               **disjoint(DECKS[game], [(s,) for s in SEATS])}
    elif f.kind == "cards":
        out = cards_schema(game, least=1)
    elif f.kind == "trick":
        least, most = f.valid or (0, f.maximum)
        out = trick_schema(game, least, most)
    elif f.kind == "team_numbers":
        number = _number_schema(f)
        low, high = f.valid or (f.minimum, f.maximum)
        out = {"type": "object", "additionalProperties": False, "minProperties": 1,
               "properties": {"NS": number, "EW": number},
               # one team (the other has the rest), or both making the total
               "anyOf": [{"maxProperties": 1},
                         {"enum": [{"NS": n, "EW": high - n} for n in range(low, high + 1)]}]}
    else:  # pragma: no cover - a custom field gives its schema
        raise ValueError(f"field {f.name} needs a schema")
    if f.default is not None and f.kind in ("integer", "boolean"):
        out["default"] = f.default
    if f.description:
        out["description"] = f.description
    if not f.required and not _allows_null(out):  # null is "absent" everywhere
        out = {"oneOf": [out, {"type": "null"}], **({"description": out.pop("description")}
                                                   if "description" in out else {})}
    return out


TEAM: dict[str, Any] = {"type": "string", "enum": ["NS", "EW"]}
CARD: dict[str, Any] = {"type": "string",
                        "description": "A canonical card code, e.g. `JS`, `TH` (ten), `UR`."}
CARDS_OUT: dict[str, Any] = {"type": "array", "items": CARD}
REASON: dict[str, Any] = {"$ref": "#/components/schemas/Reason"}
REASONS: dict[str, Any] = {"type": "array", "items": REASON,
                           "description": "The verdict's explanation, step by step."}
ILLEGAL: dict[str, Any] = {
    "type": "object", "additionalProperties": REASON,
    "description": "Each card of the hand that may not be played -> the rule forbidding it."}
POINTS: dict[str, Any] = {"type": "object", "properties": {"NS": {"type": "integer"},
                                                           "EW": {"type": "integer"}}}
SCORE_BY_TEAM: dict[str, Any] = {"type": "object", "required": ["NS", "EW"],
                                 "properties": {"NS": {"type": "integer"},
                                                "EW": {"type": "integer"}}}
WEIS: dict[str, Any] = {"$ref": "#/components/schemas/Weis"}
