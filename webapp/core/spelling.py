"""A verdict's one spelling: the permalink every spelling of its query is named by.

A checker's query can be typed many ways (``10h`` or ``TH``, ``taker=n``, ``trump=♠``,
``rules=a&rules=b`` or ``rules=a,b``, any order); :func:`webapp.core.checks.check` reads them all
alike (:mod:`webapp.core.permalink`). For a query that has a verdict, :func:`canonical` writes
each value one way and :func:`permalink` the whole query, so the canonical link, ``og:url``, the
picture, the copies, "Embed this" and oEmbed name one URL, and the picture one cache entry
(``webapp/blueprints/share.py`` 301s another spelling to it).
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from engine.cards import Deck
from engine.reasons import EngineError
from engine.table import parse_seat
from webapp.core.fields import DECKS, Field
from webapp.core.permalink import checker_question, get_at, rulesets_of, set_at, to_query
from webapp.core.questions import Question

__all__ = ["canonical", "permalink"]


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
    q = checker_question(game, kind)
    deck = DECKS[game]
    out: dict[str, Any] = copy.deepcopy(dict(data))
    for p in q.params:
        value = get_at(out, p.path)
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
        set_at(out, p.path, new)
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
