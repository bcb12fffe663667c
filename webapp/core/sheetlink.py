"""The score sheet's link: a whole game in one short query parameter, ``g``.

A game is its deals, each the deal score question's input. The link writes them as a version,
then one token per deal, separated by dots (characters a URL never escapes)::

    g=1.nS100-62.eSw00FF00FFlT.nHk90x2aT50bD

**Version 1.** Belote: the taking team (``n`` North–South, ``e`` East–West), the trump (``S H D
C``, ``N`` no trump, ``A`` all trump), then either the card points ``<takers>-<defence>`` or the
cards the takers won, ``w<8 hex digits>`` (a 32-bit mask of the deck's card indexes; ``v...``:
the defence's), then flags, each a small letter and its value: ``k<bid>`` or ``kC`` (a Coinche
deal: its bid, or the capot bid), ``x2`` / ``x4`` (coinched, surcoinched), ``cT`` / ``cD`` (all
tricks taken by the takers / the defence), ``lT`` / ``lD`` (the last trick), ``aT<points>`` /
``aD<points>`` (the validated announcements), ``bT`` / ``bD`` (the belote; ``bT40``: several).
Schieber: the contract (``E S R L``, ``O`` Obenabe, ``U`` Undenufe), the card points
``<NS>-<EW>``, then ``t<NS tricks><EW tricks>``, ``wN<points>`` / ``wE<points>`` (the Weis) and
``sN`` / ``sE`` (the Stöck; ``sN20``). A 20-deal game is about 200 characters.

A link that worked once keeps working: a later version gets a new number and this one is still
read. :func:`decode` never raises: it returns the deals it could read and the index of the first
one it could not (or None).

>>> deals = [{"variant": "classic", "taker": "NS", "trump": "S",
...           "card_points": {"taker": 100, "defense": 62}},
...          {"variant": "coinche", "taker": "EW", "trump": "H", "bid": 90, "coinche": 2,
...           "card_points": {"taker": 120, "defense": 42},
...           "announcements": {"team": "taker", "points": 50}, "belote": "defense"}]
>>> encode("belote", deals)
'1.nS100-62.eH120-42k90x2aT50bD'
>>> decode("belote", encode("belote", deals)) == (deals, None)
True
>>> decode("jass", "1.R100-57t63wN50sE.Oxx")
([{'contract': 'R', 'card_points': {'NS': 100, 'EW': 57}, 'tricks': {'NS': 6, 'EW': 3}, \
'weis': {'team': 'NS', 'points': 50}, 'stoeck': {'team': 'EW', 'points': 20}}], 1)
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from engine.cards import FRENCH
from engine.game import MAX_DEALS

__all__ = ["MAX_LENGTH", "VERSION", "decode", "encode", "encode_deal"]

VERSION = "1"
#: The longest ``g`` a game can need: its most deals, each at most 40 characters and a dot (the
#: longest Belote token, ``eAvFFFFFFFFkCx4lTaT1000bT80bD80``, is 31). A link is read up to
#: this length (not the 400 characters of other parameters, which cut a game after about 20
#: Coinche deals).
MAX_LENGTH = len(VERSION) + MAX_DEALS * 41

_TRUMPS = {"S": "S", "H": "H", "D": "D", "C": "C", "none": "N", "all": "A"}
_TRUMPS_BACK = {v: k for k, v in _TRUMPS.items()}
_CONTRACTS = {"E": "E", "S": "S", "R": "R", "L": "L", "obenabe": "O", "undenufe": "U"}
_CONTRACTS_BACK = {v: k for k, v in _CONTRACTS.items()}
_SIDE = {"taker": "T", "defense": "D"}
_SIDE_BACK = {v: k for k, v in _SIDE.items()}
_TEAM = {"NS": "N", "EW": "E"}
_TEAM_BACK = {v: k for k, v in _TEAM.items()}
_TAKER = {"NS": "n", "EW": "e"}
_TAKER_BACK = {v: k for k, v in _TAKER.items()}

_BELOTE = re.compile(r"([ne])([SHDCNA])(?:(\d{1,3})-(\d{1,3})|([wv])([0-9A-F]{8}))"
                     r"((?:[a-z][A-Z0-9]*)*)")
_JASS = re.compile(r"([ESRLOU])(\d{1,3})-(\d{1,3})((?:[a-z][A-Z0-9]*)*)")
_FLAG = re.compile(r"([a-z])([A-Z0-9]*)")


def _mask(cards: Any) -> int:
    if isinstance(cards, str):
        cards = FRENCH.parse_cards(cards) if cards.strip() else ()
    mask = 0
    for c in cards:
        mask |= 1 << (c if not isinstance(c, str) else FRENCH.card(c)).index
    return mask


def _cards(mask: int) -> str:
    return " ".join(c.code for c in FRENCH.cards if mask >> c.index & 1)


def _num(value: Any, most: int = 999) -> str:
    if value.__class__ is not int or not 0 <= value <= most:
        raise ValueError(f"not a small whole number: {value!r}")
    return str(value)


#: The most points a flag's number carries: the deal schema's announcements and Weis (1000: a
#: flag's digits run to the next letter, so version 1 has always read four).
_MOST_FLAG = 1000


def _belote_deal(d: Mapping[str, Any]) -> str:
    taker = d["taker"].upper()
    if taker in "NS" and len(taker) == 1:
        taker = "NS"
    elif taker in "EW" and len(taker) == 1:
        taker = "EW"
    out = _TAKER[taker] + _TRUMPS[d["trump"]]
    won = d.get("cards_won")
    if won:
        side = "taker" if won.get("taker") is not None else "defense"
        out += ("w" if side == "taker" else "v") + f"{_mask(won[side]):08X}"
    else:
        cp = d["card_points"]
        out += f"{_num(cp['taker'])}-{_num(cp['defense'])}"
    if d["variant"] == "coinche":
        out += "kC" if d.get("capot_bid") else "k" + _num(d["bid"])
        if d.get("coinche", 1) != 1:
            out += "x" + _num(d["coinche"])
    if d.get("all_tricks_taker"):
        out += "c" + _SIDE[d["all_tricks_taker"]]
    if d.get("last_trick"):
        out += "l" + _SIDE[d["last_trick"]]
    ann = d.get("announcements")
    if ann:
        out += "a" + _SIDE[ann["team"]] + _num(ann["points"], _MOST_FLAG)
    bel = d.get("belote")
    if isinstance(bel, str):
        out += "b" + _SIDE[bel]
    elif isinstance(bel, Mapping):
        for side, points in bel.items():
            out += "b" + _SIDE[side] + ("" if points == 20 else _num(points, _MOST_FLAG))
    return out


def _jass_deal(d: Mapping[str, Any]) -> str:
    cp, tricks = d["card_points"], d["tricks"]
    out = _CONTRACTS[d["contract"]] + f"{_num(cp['NS'])}-{_num(cp['EW'])}"
    for n in (tricks["NS"], tricks["EW"]):
        if n.__class__ is not int or not 0 <= n <= 9:
            raise ValueError(f"not a trick count: {n!r}")
    out += f"t{tricks['NS']}{tricks['EW']}"
    for key, letter in (("weis", "w"), ("stoeck", "s")):
        tp = d.get(key)
        if tp:
            team, points = (tp["team"], tp["points"]) if isinstance(tp, Mapping) else tp
            out += letter + _TEAM[team] + ("" if key == "stoeck" and points == 20
                                           else _num(points, _MOST_FLAG))
    return out


def encode_deal(game: str, deal: Mapping[str, Any]) -> str:
    """One deal's token; ``ValueError`` for a deal this version cannot write (a deal the deal
    scorer refused, say: the sheet only writes deals it could score)."""
    try:
        return _belote_deal(deal) if game == "belote" else _jass_deal(deal)
    except (KeyError, TypeError, AttributeError) as e:
        raise ValueError(f"cannot write this deal: {e}") from None


def encode(game: str, deals: Sequence[Mapping[str, Any]]) -> str:
    """The ``g`` parameter of a game (``""`` for no deal)."""
    if not deals:
        return ""
    return ".".join([VERSION, *(encode_deal(game, d) for d in deals)])


def _flags(text: str) -> list[tuple[str, str]]:
    return [(m.group(1), m.group(2)) for m in _FLAG.finditer(text)]


def _belote_read(token: str) -> dict[str, Any] | None:
    m = _BELOTE.fullmatch(token)
    if m is None:
        return None
    taker, trump, tp, dp, side, mask, rest = m.groups()
    flags = _flags(rest)
    d: dict[str, Any] = {"variant": "coinche" if any(k == "k" for k, _ in flags) else "classic",
                         "taker": _TAKER_BACK[taker], "trump": _TRUMPS_BACK[trump]}
    if tp is not None:
        d["card_points"] = {"taker": int(tp), "defense": int(dp)}
    else:
        d["cards_won"] = {"taker" if side == "w" else "defense": _cards(int(mask, 16))}
    belote: dict[str, int] = {}
    for key, value in flags:
        if key == "k":
            if value == "C":
                d["capot_bid"] = True
            elif value.isdigit():
                d["bid"] = int(value)
            else:
                return None
        elif key == "x" and value in ("2", "4"):
            d["coinche"] = int(value)
        elif key in ("c", "l") and value in _SIDE_BACK:
            d["all_tricks_taker" if key == "c" else "last_trick"] = _SIDE_BACK[value]
        elif key == "a" and value[:1] in _SIDE_BACK and value[1:].isdigit():
            d["announcements"] = {"team": _SIDE_BACK[value[0]], "points": int(value[1:])}
        elif key == "b" and value[:1] in _SIDE_BACK and (value[1:].isdigit() or not value[1:]):
            belote[_SIDE_BACK[value[0]]] = int(value[1:] or 20)
        else:
            return None
    if belote:
        d["belote"] = (next(iter(belote)) if len(belote) == 1 and list(belote.values()) == [20]
                       else belote)
    return d


def _jass_read(token: str) -> dict[str, Any] | None:
    m = _JASS.fullmatch(token)
    if m is None:
        return None
    contract, ns, ew, rest = m.groups()
    d: dict[str, Any] = {"contract": _CONTRACTS_BACK[contract],
                         "card_points": {"NS": int(ns), "EW": int(ew)}}
    for key, value in _flags(rest):
        if key == "t" and len(value) == 2 and value.isdigit():
            d["tricks"] = {"NS": int(value[0]), "EW": int(value[1])}
        elif key in ("w", "s") and value[:1] in _TEAM_BACK and (value[1:].isdigit()
                                                               or (key == "s" and not value[1:])):
            d["weis" if key == "w" else "stoeck"] = {"team": _TEAM_BACK[value[0]],
                                                     "points": int(value[1:] or 20)}
        else:
            return None
    if "tricks" not in d:
        return None
    return d


def decode(game: str, text: str) -> tuple[list[dict[str, Any]], int | None]:
    """The deals of a ``g`` parameter, and the index of the first deal it could not read (then
    the deals before it), or None. An unknown version reads as no deal, index 0."""
    if not text:
        return [], None
    version, _, rest = text.partition(".")
    if version != VERSION:
        return [], 0
    read = _belote_read if game == "belote" else _jass_read
    deals: list[dict[str, Any]] = []
    for i, token in enumerate(rest.split(".") if rest else []):
        deal = read(token)
        if deal is None:
            return deals, i
        deals.append(deal)
    return deals, None
