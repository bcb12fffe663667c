"""Weis and Stöck (jass.md B6, B7, B8; decisions Q3–Q9).

Each hand's Weis: runs of three or more cards of one suit in the plain order 6 7 8 9 10 U O K A
(also in trump), and four of a kind. Values and the Kreuzweis rule come from the ruleset. Each
player's best Weis is compared: (1) points, (2) at equal points four-of-a-kind before sequence
then length (``traditional``) or more cards (``swiss``), (3) rank (reversed in Undenufe), (4) trump,
(5) play order from forehand. The team holding the best Weis scores all Weis of both partners.
Stöck (trump König + Ober in one hand, 20) stands apart.

>>> from engine.cards import SWISS as D
>>> from engine.jass.rulesets import SWISS
>>> hands = {"N": D.parse_cards("9E 9S 9R 9L"), "W": D.parse_cards("6E 7E 8E")}
>>> weis(hands, "R", forehand="N").as_dict()["points"]                # seed: four Nines are no Weis
{'NS': 0, 'EW': 20}
>>> weis(hands, "R", forehand="N", ruleset=SWISS).as_dict()["points"]  # standard: 150
{'NS': 150, 'EW': 0}
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from engine.cards import SWISS as DECK
from engine.cards import Card, CardInTwoHandsError
from engine.jass import _input
from engine.jass._weis_hand import _RANK_MASK, _Cand, _detect, _Key, _key_fn, _KeyFn, _partition
from engine.jass.contracts import Contract
from engine.jass.errors import DuplicateSeatError, NoHandsError
from engine.jass.rulesets import TRADITIONAL, JassRuleset
from engine.reasons import Reason
from engine.table import TEAMS, Seat, Team, play_order, team_of

__all__ = ["DuplicateSeatError", "Weis", "WeisVerdict", "hand_weis", "weis"]

#: Builds a named tuple from its fields without its Python-level __new__ (hot paths).
_make = tuple.__new__

_N = len(DECK.ranks)
_RANKS = DECK.ranks
_SUITS = DECK.suits
_K, _O = _RANKS.index("K"), _RANKS.index("O")


@dataclass(frozen=True, slots=True)
class Weis:
    """One Weis of one hand. ``scores`` is False for the losing team's Weis and for a Weis set
    aside because a card may not serve twice (``set_aside``, decision Q8)."""

    seat: str
    type: str  # "sequence" | "four"
    cards: tuple[Card, ...]
    points: int
    scores: bool
    set_aside: bool = False

    def as_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "type": self.type, "cards": [c.code for c in self.cards],
                "points": self.points, "scores": self.scores}


def _stoeck_mask(t: int) -> int:
    return (1 << (t * _N + _K)) | (1 << (t * _N + _O))


class WeisVerdict(NamedTuple):
    """The Weis verdict of a deal's first trick. See :func:`weis`. A named tuple, as the other
    hot-path verdicts (built in one call)."""

    ruleset: JassRuleset
    contract: str
    weis: tuple[Weis, ...]
    best: Weis | None
    scoring_team: Team | None
    points: dict[str, int]
    multiplier: int
    stoeck: tuple[tuple[Seat, int], ...]
    reasons: tuple[Reason, ...]

    def __repr__(self) -> str:
        return (f"WeisVerdict(ruleset={self.ruleset.id!r}, scoring_team={self.scoring_team!r}, "
                f"points={self.points!r}, stoeck={list(self.stoeck)!r})")

    def as_dict(self) -> dict[str, Any]:
        """JSON-ready (reasons are serialized by the web layer)."""
        return {
            "weis": [w.as_dict() for w in self.weis],
            "best": self.best.as_dict() if self.best else None,
            "scoring_team": self.scoring_team,
            "points": dict(self.points),
            "multiplier": self.multiplier,
            "stoeck": [{"seat": s, "points": p} for s, p in self.stoeck],
        }


_CODE = tuple(c.code for c in DECK.cards)


def _codes(mask: int) -> list[str]:
    out = []
    while mask:
        low = mask & -mask
        out.append(_CODE[low.bit_length() - 1])
        mask ^= low
    return out


_STEP_NAMES_TYPE = ("points", "type", "length", "rank", "trump")
_STEP_NAMES_COUNT = ("points", "count", "rank", "trump")


def _parse_hands(hands: Mapping[str, Sequence[Card] | str]
                 ) -> dict[str, tuple[tuple[Card, ...], int]]:
    if not hands:
        raise NoHandsError()
    out: dict[str, tuple[tuple[Card, ...], int]] = {}
    for raw_seat, hand in hands.items():
        seat = _input.seat_of(raw_seat)
        if seat in out:
            raise DuplicateSeatError(seat)
        cards, mask = _input.hand_of(hand, seat)
        for other, (_, m) in out.items():
            clash = m & mask
            if clash:
                card = DECK.from_mask(clash & -clash)[0]
                raise CardInTwoHandsError(card, (other, seat))
        out[seat] = (cards, mask)
    return out


def hand_weis(hand: Sequence[Card] | str, contract: str = "obenabe",
              ruleset: JassRuleset = TRADITIONAL, seat: str = "N") -> tuple[Weis, ...]:
    """The Weis one hand can declare (after the Q8 partition), best first.

    >>> [(w.type, w.points) for w in hand_weis("KE KS KR KL OE UE TE")]   # seed: 100 + 20 beats 50
    [('four', 100), ('sequence', 20)]
    >>> from engine.jass.rulesets import SWISS
    >>> [(w.type, w.points) for w in hand_weis("KE KS KR KL OE UE TE", ruleset=SWISS)]   # Kreuzweis
    [('four', 100), ('sequence', 50)]
    """
    v = weis({seat: hand}, contract, seat, ruleset)
    return tuple(w for w in v.weis if not w.set_aside)


def weis(hands: Mapping[str, Sequence[Card] | str], contract: str | Contract, forehand: str,
         ruleset: JassRuleset = TRADITIONAL) -> WeisVerdict:
    """The Weis verdict for 1 to 4 hands (9 cards or fewer each), with Stöck and reasons.

    >>> from engine.cards import SWISS as D
    >>> v = weis({"N": "AE AS AR AL 6R", "E": "6E 7E 8E 9E TE"}, "R", forehand="N")
    >>> v.best.seat, v.scoring_team, v.points               # seed (Q3): four Aces beat a Fünfblatt
    ('N', 'NS', {'NS': 100, 'EW': 0})
    >>> from engine.jass.rulesets import SWISS
    >>> weis({"N": "AE AS AR AL 6R", "E": "6E 7E 8E 9E TE"}, "R", "N", SWISS).best.seat
    'E'
    >>> weis({"S": "KR OR"}, "R", "N").stoeck
    (('S', 20),)
    """
    played = _input.contract_value(contract)
    forehand = _input.seat_of(forehand)
    parsed = _parse_hands(hands)
    order = play_order(forehand)
    seats = [s for s in order if s in parsed]
    key = _key_fn(played, ruleset)
    reasons: list[Reason] = []
    kept_by_seat: dict[str, list[_Cand]] = {}
    aside_by_seat: dict[str, list[_Cand]] = {}
    best_by_seat: dict[str, _Cand] = {}
    for seat in seats:
        kept, aside = _hand_weis(seat, parsed[seat][1], ruleset, key, reasons)
        kept_by_seat[seat] = kept
        if aside is not None:
            aside_by_seat[seat] = aside
        if kept:
            best_by_seat[seat] = kept[0]
    ranked = sorted((((*key(c), -order.index(s)), s, c) for s, c in best_by_seat.items()),
                    reverse=True)
    scoring_team, both = _compare(ranked, played, ruleset, forehand, reasons)
    out, best_weis, points = _weis_list(seats, kept_by_seat, aside_by_seat, ranked,
                                        TEAMS if both else (scoring_team,))
    multiplier = ruleset.multipliers[played.code]
    if both:  # B7, a table's rule: a tie nothing breaks, both teams score (scoring_team None)
        for team in TEAMS:
            reasons.append(Reason("weis_team_scores", {
                "team": team, "seats": _counted(seats, team, kept_by_seat),
                "points": points[team]}))
            reasons.append(Reason("weis_multiplier", {  # each team's Weis, as the one team's
                "contract": played.code, "multiplier": multiplier,
                "points": points[team] * multiplier, "rule": "multipliers"}))
    elif scoring_team is not None:
        reasons.append(Reason("weis_team_scores", {
            "team": scoring_team, "seats": _counted(seats, scoring_team, kept_by_seat),
            "points": points[scoring_team]}))
        reasons.append(Reason("weis_multiplier", {
            "contract": played.code, "multiplier": multiplier,
            "points": points[scoring_team] * multiplier, "rule": "multipliers"}))
    stoeck = _stoeck(seats, parsed, kept_by_seat, played, ruleset, reasons)
    return _make(WeisVerdict, (ruleset, played.code, tuple(out), best_weis, scoring_team, points,
                                multiplier, tuple(stoeck), tuple(reasons)))


def _counted(seats: list[str], team: str, kept_by_seat: Mapping[str, list[_Cand]]) -> list[str]:
    """The seats of ``team`` whose Weis count (a hand whose only Weis is not one under these
    rules, four Nines in the traditional table, is not named)."""
    return [s for s in seats if team_of(s) == team and kept_by_seat[s]]


def _hand_weis(seat: str, mask: int, ruleset: JassRuleset, key: _KeyFn, reasons: list[Reason]
               ) -> tuple[list[_Cand], list[_Cand] | None]:
    """One hand's Weis, best first (B6, Q8), and those set aside (None: no partition needed),
    with the reasons."""
    cands, dead = _detect(mask, ruleset)
    cands.sort(key=key, reverse=True)
    for c in cands:
        reasons.append(Reason("weis_found", {
            "seat": seat, "type": c.type, "cards": _codes(c.mask), "points": c.points,
            "rule": "sequence_points" if c.type == "sequence" else "four_points"}))
    for r in dead:
        reasons.append(Reason("weis_four_not_counted", {
            "seat": seat, "rank": _RANKS[r], "cards": _codes(_RANK_MASK[r]),
            "rule": "four_points"}))
    kept = _partition(mask, cands, ruleset, key)
    if kept is cands and len(cands) > 1 and ruleset.cross_weis:  # B6, Q8: Kreuzweis
        used = shared = 0
        for c in cands:
            shared |= used & c.mask
            used |= c.mask
        if shared:
            reasons.append(Reason("weis_cards_in_two", {"seat": seat, "cards": _codes(shared),
                                                        "rule": "cross_weis"}))
    aside = None
    if kept is not cands:
        kept.sort(key=key, reverse=True)
        kept_masks = {c.mask for c in kept}
        full_masks = {c.mask for c in cands}
        aside = [c for c in cands if c.mask not in kept_masks]
        for c in aside:
            reasons.append(Reason("weis_set_aside", {
                "seat": seat, "type": c.type, "cards": _codes(c.mask), "points": c.points,
                "rule": "cross_weis"}))
        for c in kept:
            if c.mask not in full_masks:
                reasons.append(Reason("weis_shortened", {
                    "seat": seat, "type": c.type, "cards": _codes(c.mask), "points": c.points,
                    "rule": "cross_weis"}))
    if kept:
        b = kept[0]
        reasons.append(Reason("weis_player_best", {
            "seat": seat, "type": b.type, "cards": _codes(b.mask), "points": b.points}))
    else:
        reasons.append(Reason("weis_player_none", {"seat": seat}))
    return kept, aside


_Ranked = list[tuple[_Key, str, _Cand]]


def _compare(ranked: _Ranked, contract: Contract, ruleset: JassRuleset, forehand: str,
             reasons: list[Reason]) -> tuple[str | None, bool]:
    """The team holding the best Weis (B7), with the step that decided; None without Weis.
    True when both teams score (a tie that only play order would break, under ``weis_tie``)."""
    if not ranked:
        reasons.append(Reason("weis_none", {}))
        return None, False
    top_key, top_seat, top = ranked[0]
    scoring_team = team_of(top_seat)
    rival = next((r for r in ranked if team_of(r[1]) != scoring_team), None)
    if rival is None:
        reasons.append(Reason("weis_uncontested", {"seat": top_seat, "team": scoring_team}))
        return scoring_team, False
    reason = _decide(top_key, top_seat, top, rival, contract, ruleset, forehand)
    reasons.append(reason)
    if reason.code == "weis_tie_both_score":
        return None, True
    return scoring_team, False


def _weis_list(seats: list[str], kept_by_seat: dict[str, list[_Cand]],
               aside_by_seat: dict[str, list[_Cand]], ranked: _Ranked,
               scoring: Sequence[str | None]) -> tuple[list[Weis], Weis | None, dict[str, int]]:
    """Every Weis in play order (the scoring teams' score, set-aside ones never), the best one,
    and the points per team."""
    points = {"NS": 0, "EW": 0}
    out: list[Weis] = []
    best_weis = None
    for seat in seats:
        team = team_of(seat)
        scores = team in scoring
        for c in kept_by_seat[seat]:
            w = Weis(seat, c.type, DECK.from_mask(c.mask), c.points, scores)
            out.append(w)
            if scores:
                points[team] += c.points
            if best_weis is None and ranked and seat == ranked[0][1] and c is ranked[0][2]:
                best_weis = w
        for c in aside_by_seat.get(seat, ()):
            out.append(Weis(seat, c.type, DECK.from_mask(c.mask), c.points, False, True))
    return out, best_weis, points


def _stoeck(seats: list[str], parsed: Mapping[str, tuple[tuple[Card, ...], int]],
            kept_by_seat: dict[str, list[_Cand]], contract: Contract, ruleset: JassRuleset,
            reasons: list[Reason]) -> list[tuple[str, int]]:
    """Stöck (B8, Q4): trump König and Ober in one hand, apart from the Weis."""
    t = contract.trump
    stoeck: list[tuple[str, int]] = []
    if t < 0:
        for seat in seats:
            m = parsed[seat][1]
            if any(m & _stoeck_mask(s) == _stoeck_mask(s) for s in range(4)):
                reasons.append(Reason("jass_no_stoeck_without_trump",
                                      {"seat": seat, "contract": contract.code}))
        return stoeck
    sm = _stoeck_mask(t)
    for seat in seats:
        if parsed[seat][1] & sm == sm:
            stoeck.append((seat, ruleset.stoeck_points))
            reasons.append(Reason("jass_stoeck", {
                "seat": seat, "team": team_of(seat), "cards": _codes(sm)[::-1],  # König, Ober
                "points": ruleset.stoeck_points, "rule": "stoeck_points"}))
            if any(c.mask & sm for c in kept_by_seat[seat]):
                reasons.append(Reason("jass_stoeck_also_in_weis",
                                      {"seat": seat, "cards": _codes(sm)[::-1]}))
    return stoeck


def _decide(top_key: _Key, top_seat: str, top: _Cand, rival: tuple[_Key, str, _Cand],
            contract: Contract, ruleset: JassRuleset, forehand: str) -> Reason:
    """The reason naming the B7 step at which the best Weis beats the other team's best."""
    rkey, rseat, rc = rival
    seats = [top_seat, rseat]
    names = _STEP_NAMES_TYPE if ruleset.four_beats_equal_sequence else _STEP_NAMES_COUNT
    step = next((names[i] if i < len(names) else "order")
                for i in range(len(top_key)) if top_key[i] != rkey[i])
    if step == "points":
        return Reason("weis_wins_on_points", {"seats": seats, "points": top.points,
                                              "other_points": rc.points})
    if step == "type":
        return Reason("weis_wins_on_type", {"seats": seats, "type": top.type, "other_type": rc.type,
                                            "points": top.points,
                                            "rule": "four_beats_equal_sequence"})
    if step == "length":
        return Reason("weis_wins_on_length", {"seats": seats, "count": top.ncards,
                                              "other_count": rc.ncards,
                                              "points": top.points, "rule": "sequence_points"})
    if step == "count":
        return Reason("weis_wins_on_card_count", {"seats": seats, "count": top.ncards,
                                                  "other_count": rc.ncards,
                                                  "points": top.points,
                                                  "rule": "four_beats_equal_sequence"})
    if step == "rank":
        if contract.reversed:
            return Reason("weis_wins_on_rank_undenufe" if ruleset.undenufe_reverses_weis_rank
                          else "weis_wins_on_rank_not_reversed", {
                "seats": seats, "rank": _RANKS[top.rank], "other_rank": _RANKS[rc.rank],
                "contract": contract.code, "rule": "undenufe_reverses_weis_rank"})
        return Reason("weis_wins_on_rank", {"seats": seats, "rank": _RANKS[top.rank],
                                            "other_rank": _RANKS[rc.rank]})
    if step == "trump":
        return Reason("weis_wins_on_trump", {"seats": seats, "suit": _SUITS[top.suit]})
    if ruleset.weis_tie == "both_score":  # read on such a tie only
        return Reason("weis_tie_both_score", {"seats": seats, "rule": "weis_tie"})
    return Reason("weis_wins_on_play_order", {"seats": seats, "seat": forehand})
