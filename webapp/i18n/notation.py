"""The players' own card letters: what a locale's players type -> the engine's cards.

The tables are data, one file per locale in ``webapp/i18n/notation/`` (see its README): French
``V D R`` and ``P C K T``, Portuguese ``V D R``, Swiss German ``Rosen Under`` / ``RU``, Thai and
Vietnamese card words... :func:`read` splits a card field into :class:`Reading` s, one per card
or bad token, each saying how it was read (the live hint shows them); :func:`canonical` gives the
engine's codes when every token is a card.

The engine's codes and aliases stay accepted after the locale's own spellings; where a spelling
means something else in the locale (French ``C`` = cœur, where the engine reads clubs), the
locale decides and the reading carries a note (:attr:`Reading.notes`). With ``notation=None``
only the engine's own parser is used (old permalinks, the API).

>>> [r.code for r in read("V♥ dame de cœur, RC 10h", "french", "fr")]
['JH', 'QH', 'KH', 'TH']
>>> [r.code for r in read("Rosen Under RU Rose-Under UR", "swiss", "de-ch")]
['UR', 'UR', 'UR', 'UR']
>>> read("7C", "french", "fr")[0].notes
(('C', 'suit', 'H'),)
>>> [r.code for r in read("ZZ 11H JS", "french", "fr")]
[None, None, 'JS']
"""

from __future__ import annotations

import tomllib
import unicodedata
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from engine.cards import FRENCH, SWISS, Card, Deck
from engine.reasons import EngineError

__all__ = [
    "NOTATIONS",
    "Notation",
    "Reading",
    "canonical",
    "client_data",
    "display",
    "normalize",
    "notation",
    "read",
]

_DIR = Path(__file__).with_name("notation")
_DECKS: dict[str, Deck] = {"french": FRENCH, "swiss": SWISS}
#: Commas, semicolons and hyphens separate words; an elided connector is a word of its own
#: (``d’Eicheln`` is ``d’ Eicheln``); the invisible marks a copied hint carries do not count (emoji
#: selectors, and the word joiners and soft hyphens that hold Thai words together on a line).
_SEPARATORS = str.maketrans({",": " ", ";": " ", "-": " ", "'": "' ", "’": "’ ", "\ufe0e": None,
                             "\ufe0f": None, "\u2060": None, "\u200b": None, "\u00ad": None})


def normalize(text: str) -> str:
    """Case, Latin accents, ``œ`` and ``đ`` do not matter: ``Cœur`` -> ``coeur``, ``Bồi`` ->
    ``boi``; nor do the word joiners the Thai catalog keeps inside words (``โพ\u2060ดำ``, copied
    from a verdict), nor a zero-width space.
    (checker.js does the same: no joiners, NFKD, drop U+0300-U+036F, lower case.)"""
    text = text.replace("\u2060", "").replace("\u200b", "")
    text = text.replace("œ", "oe").replace("Œ", "oe").replace("đ", "d").replace("Đ", "d")
    text = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in text if not "\u0300" <= ch <= "\u036f").lower()


@dataclass(frozen=True)
class Notation:
    """One locale's way of writing one deck's cards (normalized spelling -> engine code)."""

    locale: str | None  # None: the engine's codes only
    deck: Deck
    ranks: dict[str, str]
    suits: dict[str, str]
    connectors: frozenset[str]
    suit_first: bool
    #: spelling -> (kind, code) for the spellings a reading spells out in its hint
    notes: dict[tuple[str, str], str]


def _engine_spellings(deck: Deck) -> tuple[dict[str, str], dict[str, str]]:
    ranks = {normalize(r): r for r in deck.ranks}
    ranks.update({normalize(a): r for a, r in deck.rank_aliases.items()})
    suits = {normalize(s): s for s in deck.suits}
    suits.update({normalize(a): s for a, s in deck.suit_aliases.items()})
    return ranks, suits


@cache
def notation(deck_name: str, locale: str | None) -> Notation:
    """The notation of a deck (``"french"``/``"swiss"``) on a locale's pages (URL code)."""
    deck = _DECKS[deck_name]
    ranks, suits = _engine_spellings(deck)
    if locale is None:
        return Notation(None, deck, ranks, suits, frozenset(), False, {})
    tables = tomllib.loads((_DIR / f"{locale}.toml").read_text("utf-8"))
    table: dict[str, Any] = tables.get(deck_name, {})
    own_ranks = {normalize(k): v for k, v in table.get("ranks", {}).items()}
    own_suits = {normalize(k): v for k, v in table.get("suits", {}).items()}
    for code in (*own_ranks.values(), *own_suits.values()):
        if code not in deck.ranks and code not in deck.suits:
            raise ValueError(f"{locale}.toml [{deck_name}]: {code!r} is not a code of the deck")
    all_ranks, all_suits = {**ranks, **own_ranks}, {**suits, **own_suits}
    # the locale's meaning of a spelling the engine reads otherwise is spelled out in the hint
    notes = {("rank", k): v for k, v in own_ranks.items() if k in ranks and ranks[k] != v}
    notes.update({("suit", k): v for k, v in own_suits.items() if k in suits and suits[k] != v})
    # so are the French deck's letters the engine reads on a Swiss deck (J: Under, H: Rosen...)
    if deck_name == "swiss":
        notes.update({("rank", normalize(a)): all_ranks[normalize(a)]
                      for a in deck.rank_aliases if a.isalpha()})
        notes.update({("suit", normalize(a)): all_suits[normalize(a)]
                      for a in deck.suit_aliases if a.isalpha()})
    for spelling in table.get("explain", []):
        k = normalize(spelling)
        for kind, found in (("rank", all_ranks), ("suit", all_suits)):
            if k in found:
                notes[(kind, k)] = found[k]
    return Notation(locale, deck, all_ranks, all_suits,
                    frozenset(normalize(c) for c in table.get("connectors", [])),
                    bool(table.get("suit_first", False)), notes)


#: The locales that have a table (URL codes).
NOTATIONS: tuple[str, ...] = tuple(sorted(p.stem for p in _DIR.glob("*.toml")))


@dataclass(frozen=True)
class Reading:
    """One token (one or more words) as read: the card, or None for a bad token."""

    text: str
    card: Card | None
    #: the spellings read the locale's way: (spelling as typed, "rank"/"suit", engine code)
    notes: tuple[tuple[str, str, str], ...] = ()

    @property
    def code(self) -> str | None:
        return self.card.code if self.card else None


def _card(n: Notation, rank: str | None, suit: str | None) -> Card | None:
    if rank is None or suit is None or rank not in n.deck.ranks or suit not in n.deck.suits:
        return None
    return n.deck.card(rank + suit)


def _note(n: Notation, kind: str, key: str, typed: str) -> tuple[tuple[str, str, str], ...]:
    code = n.notes.get((kind, key))
    return ((typed, kind, code),) if code else ()


def _compact(n: Notation, word: str) -> Reading | None:
    """One word holding a whole card: rank then suit (``V♥``, ``10h``), or suit then rank where
    the locale writes it so (``RU``). The first reading wins (rank first); where the word can be
    read as another card too (a French ``RK`` on a Jass page: roi de carreau, or Rosen König),
    or is a rank's whole name (``As``, ``Ass``), the reading notes both its letters, so the hint
    says how it was read."""
    key = normalize(word)
    found: list[tuple[Card, tuple[str, str, str, str], tuple[str, str, str, str]]] = []
    for cut in range(1, len(key)):
        head, tail = key[:cut], key[cut:]
        if head in n.ranks and tail in n.suits:
            card = _card(n, n.ranks[head], n.suits[tail])
            if card:
                found.append((card, ("rank", head, word[:cut], n.ranks[head]),
                              ("suit", tail, word[cut:], n.suits[tail])))
        if n.suit_first and head in n.suits and tail in n.ranks:
            card = _card(n, n.ranks[tail], n.suits[head])
            if card:
                found.append((card, ("suit", head, word[:cut], n.suits[head]),
                              ("rank", tail, word[cut:], n.ranks[tail])))
    if not found:
        return None
    # rank first, as before: the first rank-first reading, else the first suit-first one
    card, a, b = next((f for f in found if f[1][0] == "rank"), found[0])
    ambiguous = n.locale is not None and (len({f[0] for f in found}) > 1
                                          or key in n.ranks or key in n.suits)
    if ambiguous:
        return Reading(word, card, ((a[2], a[0], a[3]), (b[2], b[0], b[3])))
    return Reading(word, card, _note(n, a[0], a[1], a[2]) + _note(n, b[0], b[1], b[2]))


def _words(text: str) -> list[str]:
    return text.translate(_SEPARATORS).split()


def read(text: str, deck_name: str, locale: str | None) -> list[Reading]:
    """A card field's text -> one :class:`Reading` per card or bad token, in order.

    With a locale: a rank word, an optional connector and a suit word make one card (``valet de
    cœur``, ``10 H``), so do a suit word and a rank word (``Rosen Under``); else one word is one
    card (``V♥``, ``RU``). Without a locale, exactly the engine's parser, token by token.
    """
    n = notation(deck_name, locale)
    if locale is None:
        out = []
        for token in (text or "").translate(str.maketrans(",;", "  ")).split():
            try:
                out.append(Reading(token, n.deck.card(token)))
            except EngineError:
                out.append(Reading(token, None))
        return out
    words = _words(text or "")
    out = []
    i = 0
    while i < len(words):
        w, key = words[i], normalize(words[i])
        pair = None
        if i + 1 < len(words):
            j = i + 1
            if key in n.ranks and normalize(words[j]) in n.connectors and j + 1 < len(words):
                j += 1
            nxt = normalize(words[j])
            if key in n.ranks and nxt in n.suits:
                card = _card(n, n.ranks[key], n.suits[nxt])
                if card:
                    pair = (j, Reading(" ".join(words[i:j + 1]), card,
                                       _note(n, "rank", key, w) + _note(n, "suit", nxt, words[j])))
            if pair is None and key in n.suits and normalize(words[i + 1]) in n.ranks:
                nxt = normalize(words[i + 1])
                card = _card(n, n.ranks[nxt], n.suits[key])
                if card:
                    pair = (i + 1, Reading(f"{w} {words[i + 1]}", card,
                                           _note(n, "suit", key, w)
                                           + _note(n, "rank", nxt, words[i + 1])))
        single = _compact(n, w)
        if pair is not None and not (pair[0] == i + 1 and single is not None
                                     and _compact(n, words[i + 1]) is not None):
            out.append(pair[1])  # "as de cœur" is one card, though "AS" alone is the ace of spades
            i = pair[0] + 1
            continue
        if single is not None:
            out.append(single)
        else:
            out.append(Reading(w, None))
        i += 1
    return out


def canonical(readings: list[Reading]) -> str | None:
    """The engine's codes of a field, or None when a token is not a card."""
    cards = [r.card for r in readings]
    if any(c is None for c in cards):
        return None
    return " ".join(c.code for c in cards if c is not None)


_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def display(card: Card, rank_short: str) -> str:
    """How the picker writes a card into a field: the locale's corner letter and the suit symbol
    (French deck) or the engine's code (Swiss deck); read back the same by every notation."""
    if card.deck == "french":
        return rank_short + _SYMBOLS[card.suit]
    return card.code


def client_data(deck_name: str, locale: str | None) -> dict[str, Any]:
    """The tables for checker.js (which reads fields as :func:`read` does)."""
    n = notation(deck_name, locale)
    return {"ranks": n.ranks, "suits": n.suits, "connectors": sorted(n.connectors),
            "suitFirst": n.suit_first, "wordPairs": locale is not None,
            "notes": {f"{k}:{s}": v for (k, s), v in n.notes.items()}}
