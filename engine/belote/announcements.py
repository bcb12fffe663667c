"""Announcements ("annonces"): combinations, the comparison across hands, and belote-rebelote.

:func:`announcements` evaluates 1 to 4 hands (of up to 8 cards each) under a contract and a
ruleset and says which team scores, what, and why (belote.md A2, A3 and decisions Q1-Q7, Q16).

>>> v = announcements({"S": "7H 8H 9H AS TC KD 7C 8D", "W": "TS JS QS KS 9C JD 7S AD"},
...                   trump="H", taker="NS")
>>> v.scoring_team, v.points
('EW', {'NS': 0, 'EW': 50})
>>> [(c.seat, c.type, c.points, c.scores) for c in v.combinations]
[('S', 'tierce', 20, False), ('W', 'cinquante', 50, True)]
>>> [r.code for r in v.reasons][-2:]
['team_scores', 'team_scores_nothing']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from engine.belote._combinations import (
    CARDS,
    KQ,
    NRANKS,
    SUITS,
    TRUMP_SEQUENCE,
    Add,
    CarreRow,
    Found,
    carre_rows,
    carres,
    sequences,
)
from engine.belote._input import parse_hands, parse_taker
from engine.belote.rulesets import (
    MAISON,
    OFFICIELLES,  # noqa: F401  (the doctests use it)
    BeloteRuleset,
    parse_ruleset,
)
from engine.belote.trumps import TRUMP, Trump, trump_value
from engine.cards import Card
from engine.reasons import Reason
from engine.reuse import by_ruleset, relabel_reasons
from engine.table import SEATS, Team

__all__ = [
    "AnnouncementsVerdict",
    "Combination",
    "announcements",
    "announcements_by_ruleset",
    "hand_combinations",
    "parse_taker",
]

#: Builds a named tuple from its fields without its Python-level __new__ (hot paths).
_make = tuple.__new__

_SEAT_INDEX = {s: i for i, s in enumerate(SEATS)}
_TEAM = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}


class Combination(NamedTuple):
    """One combination of one hand. ``scores`` is False when it is outranked, set aside (a card
    already counted, Officielles) or lost in a tie."""

    seat: str
    type: str            # tierce | cinquante | cent | carre
    cards: tuple[Card, ...]
    points: int
    scores: bool

    def as_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "type": self.type, "cards": [c.code for c in self.cards],
                "points": self.points, "scores": self.scores}


class AnnouncementsVerdict(NamedTuple):
    """The verdict of :func:`announcements` (see there). A named tuple, as the legal-cards
    verdicts: immutable and built in one call on the hot path (a frozen dataclass sets each
    field through ``object.__setattr__``)."""

    ruleset: str
    trump: str
    taker: Team
    scoring_team: Team | None
    points: dict[str, int]
    combinations: tuple[Combination, ...]
    belote: list[tuple[str, int]]
    reasons: tuple[Reason, ...]

    def __repr__(self) -> str:
        return (f"AnnouncementsVerdict(ruleset={self.ruleset!r}, "
                f"scoring_team={self.scoring_team!r}, points={self.points!r}, "
                f"belote={self.belote!r})")

    def as_dict(self) -> dict[str, Any]:
        """JSON-ready; reasons are left to the web layer, which adds translated text.

        >>> announcements({"N": "JS JH JD JC 7H 8C AD QS"}, "S", "N").as_dict()["combinations"]
        [{'seat': 'N', 'type': 'carre', 'cards': ['JS', 'JH', 'JD', 'JC'], 'points': 200, \
'scores': True}]
        """
        return {
            "scoring_team": self.scoring_team,
            "points": dict(self.points),
            "combinations": [c.as_dict() for c in self.combinations],
            "belote": [{"seat": s, "points": p} for s, p in self.belote],
        }


def hand_combinations(cards: Sequence[Card] | str, trump: str = "S",
                      ruleset: BeloteRuleset = MAISON) -> tuple[Combination, ...]:
    """The combinations one hand may announce (all marked ``scores=True``, set-aside ones
    excluded), without any comparison.

    >>> [(c.type, c.points) for c in hand_combinations("9S 9H 9D 9C TH JH QH", "S", OFFICIELLES)]
    [('carre', 150), ('tierce', 20)]
    >>> [(c.type, c.points) for c in hand_combinations("9S 9H 9D 9C TH JH QH", "S", MAISON)]
    [('carre', 150), ('cinquante', 50)]
    """
    v = announcements({"N": cards}, trump, "NS", ruleset)
    return tuple(c for c in v.combinations if c.scores)


def announcements(hands: Mapping[str, Sequence[Card] | str], trump: str, taker: str,
                  ruleset: BeloteRuleset | str = MAISON) -> AnnouncementsVerdict:
    """Which team scores its announcements, what it scores, and why.

    ``hands`` maps 1 to 4 seats to their cards (Card values or codes; up to 8 cards: what is
    given is evaluated). ``trump`` is a suit, ``"none"`` or ``"all"``; ``taker`` a seat or team.

    Seed 000 example 3/4 (trump spades, NS took): equal tierces to the Jack.

    >>> hands = {"S": "9H TH JH 7C AD KC 8D QD", "E": "9S TS JS 7D AC 8C KH QC"}
    >>> announcements(hands, "S", "NS", MAISON).points
    {'NS': 20, 'EW': 0}
    >>> v = announcements(hands, "S", "NS", OFFICIELLES)
    >>> v.scoring_team, [r for r in v.reasons if r.code.startswith("tie")]
    ('EW', [Reason('tie_trump_sequence', {'team': 'EW', 'trump': 'S', 'rule': 'announcement_tie', \
'ruleset': 'officielles'})])
    """
    contract = trump_value(trump)
    team_taker = parse_taker(taker)
    ruleset = parse_ruleset(ruleset)
    return _announcements(parse_hands(hands), contract, team_taker, ruleset)


def announcements_by_ruleset(hands: Mapping[str, Sequence[Card] | str], trump: str, taker: str,
                             rulesets: Sequence[BeloteRuleset | str]
                             ) -> tuple[AnnouncementsVerdict, ...]:
    """:func:`announcements` under several rulesets (in their order), the input read once.

    A ruleset that agrees with one already evaluated on every field that evaluation read gets
    its verdict under its own name (:func:`engine.reuse.by_ruleset`): with a suit as trump, and
    no tie nor carré sharing a card with a sequence, Maison and Officielles count alike.

    >>> hands = {"S": "9H TH JH 7C AD KC 8D QD", "E": "9S TS JS 7D AC 8C KH QC"}
    >>> [(v.ruleset, v.scoring_team) for v in announcements_by_ruleset(
    ...     hands, "S", "NS", ["maison", "officielles"])]      # a tie: each rule decides
    [('maison', 'NS'), ('officielles', 'EW')]
    """
    contract = trump_value(trump)  # the input checked in the order announcements() checks it
    team_taker = parse_taker(taker)
    parsed_rulesets = [parse_ruleset(r) for r in rulesets]
    parsed = parse_hands(hands)
    return by_ruleset(parsed_rulesets,
                      lambda rs: _announcements(parsed, contract, team_taker, rs), _relabel)


def _relabel(v: AnnouncementsVerdict, ruleset: BeloteRuleset) -> AnnouncementsVerdict:
    return _make(AnnouncementsVerdict, (
        ruleset.id, v.trump, v.taker, v.scoring_team, dict(v.points), v.combinations,
        list(v.belote), relabel_reasons(v.reasons, v.ruleset, ruleset.id)))


def _announcements(parsed: list[tuple[str, int]], trump: Trump, team_taker: str,
                   ruleset: BeloteRuleset) -> AnnouncementsVerdict:
    # Each ruleset field is read only where it decides (see announcements_by_ruleset): a step
    # reads one only in the branch where it matters.
    reasons: list[Reason] = []
    add = reasons.append
    rows = _carre_rows(trump, ruleset, add)
    flags = TRUMP_SEQUENCE[trump.code]
    found: list[Found] = []
    best: dict[str, _Best | None] = {"NS": None, "EW": None}
    for seat, mask in parsed:
        n_before = len(found)
        bytes_ = (mask & 255, mask >> 8 & 255, mask >> 16 & 255, mask >> 24 & 255)
        si = _SEAT_INDEX[seat]
        # The steps are called only when they have something to do: most hands hold no carré,
        # and a call costs about a tenth of a hand's evaluation.
        quads = bytes_[0] & bytes_[1] & bytes_[2] & bytes_[3]
        scoring_quads = carres(seat, si, quads, rows, found, add) if quads else 0
        sequences(seat, si, bytes_, scoring_quads, flags, ruleset, found, add)
        if len(found) == n_before:
            add(Reason("no_combination", {"seat": seat}))
        else:
            _keep_best(best, _TEAM[seat], found, n_before)
    winner = _compare(best, found, trump, team_taker, ruleset, add)
    team_points, combos = _scores(found, best, winner, add)
    belote = _belote_rebelote(parsed, found, trump, ruleset, add)
    return _make(AnnouncementsVerdict, (ruleset.id, trump.code, team_taker, winner, team_points,
                                         combos, belote, tuple(reasons)))


#: A team's best combination so far: (its comparison key, its index in the found list).
_Best = tuple[tuple[int, int, int, int], int]


def _carre_rows(trump: Trump, ruleset: BeloteRuleset, add: Add) -> tuple[CarreRow, ...]:
    """The carré table that applies (A2): the ruleset's choice in sans-atout (with its
    reason), else its trump table."""
    if not trump.no_trump:
        return carre_rows(ruleset.carre_tables.trump)
    table_name = ruleset.no_trump_carre_table
    add(Reason("carre_table", {"trump": trump.code, "table": table_name,
                               "rule": "no_trump_carre_table", "ruleset": ruleset.id}))
    return carre_rows(ruleset.carre_tables[table_name])


def _keep_best(best: dict[str, _Best | None], team: str, found: list[Found], start: int) -> None:
    """The team's best counted combination, with those found from ``start`` on."""
    for i in range(start, len(found)):
        f = found[i]
        if f.counted:
            b = best[team]
            if b is None or f.key > b[0]:
                best[team] = (f.key, i)


def _compare(best: dict[str, _Best | None], found: list[Found], trump: Trump, team_taker: str,
             ruleset: BeloteRuleset, add: Add) -> str | None:
    """The team whose best combination wins (Q1, Q4, Q7), or None, with the reasons."""
    b_ns, b_ew = best["NS"], best["EW"]
    for team, b in (("NS", b_ns), ("EW", b_ew)):
        if b is not None:
            f = found[b[1]]
            add(Reason("team_best", {"team": team, "seat": f.seat, "type": f.type,
                                     "cards": [c.code for c in f.cards], "points": f.points}))
    if b_ns is None and b_ew is None:
        add(Reason("no_combinations", {}))
        return None
    if b_ew is None or b_ns is None:
        winner = "NS" if b_ew is None else "EW"
        add(Reason("only_team_with_combinations", {"team": winner}))
        return winner
    k_ns, k_ew = b_ns[0], b_ew[0]
    if k_ns[0] != k_ew[0]:
        winner = "NS" if k_ns[0] > k_ew[0] else "EW"
        add(Reason("best_by_points", {"team": winner, "points": max(k_ns[0], k_ew[0])}))
        return winner
    if k_ns[1] != k_ew[1]:
        winner = "NS" if k_ns[1] > k_ew[1] else "EW"
        add(Reason("best_carre_over_sequence", {"team": winner, "points": k_ns[0]}))
        return winner
    if k_ns[2] != k_ew[2]:
        winner = "NS" if k_ns[2] > k_ew[2] else "EW"
        f = found[(b_ns if winner == "NS" else b_ew)[1]]
        rank = f.cards[0].rank if f.type == "carre" else f.cards[-1].rank
        add(Reason("best_by_height", {"team": winner, "type": f.type, "rank": rank}))
        return winner
    return _tie(k_ns[3], k_ew[3], trump, team_taker, ruleset, add)


def _tie(flag_ns: int, flag_ew: int, trump: Trump, team_taker: str, ruleset: BeloteRuleset,
         add: Add) -> str | None:
    """Equal best combinations: the ruleset's ``announcement_tie`` decides (Q1, Q7)."""
    rid = ruleset.id
    if ruleset.announcement_tie == "taker":
        add(Reason("tie_taker_team", {"team": team_taker, "rule": "announcement_tie",
                                      "ruleset": rid}))
        return team_taker
    if flag_ns != flag_ew:
        winner = "NS" if flag_ns > flag_ew else "EW"
        add(Reason("tie_trump_sequence", {"team": winner, "trump": trump.code,
                                          "rule": "announcement_tie", "ruleset": rid}))
        return winner
    # Tout-atout: every sequence is in trump, so trump cannot break the tie (Q7).
    add(Reason("tie_nobody_scores_all_trump" if trump.all_trump else "tie_nobody_scores",
               {"trump": trump.code, "rule": "announcement_tie", "ruleset": rid}))
    return None


def _scores(found: list[Found], best: dict[str, _Best | None], winner: str | None, add: Add
            ) -> tuple[dict[str, int], tuple[Combination, ...]]:
    """The winning team scores all its counted combinations; the other nothing."""
    team_points = {"NS": 0, "EW": 0}
    combos = []
    for seat, kind, cards, pts, _key, counted in found:
        scores = counted and _TEAM[seat] == winner
        if scores:
            team_points[winner] += pts  # type: ignore[index]
        combos.append(Combination(seat, kind, cards, pts, scores))
    if winner is not None:
        add(Reason("team_scores", {"team": winner, "points": team_points[winner]}))
        loser = "EW" if winner == "NS" else "NS"
        if best[loser] is not None:
            add(Reason("team_scores_nothing", {"team": loser}))
    elif best["NS"] is not None:
        add(Reason("team_scores_nothing", {"team": "NS"}))
        add(Reason("team_scores_nothing", {"team": "EW"}))
    return team_points, tuple(combos)


#: Contract code -> the indexes of the suits that rank as trump (where a belote may be).
_TRUMP_SUIT_INDEXES = {code: tuple(SUITS.index(s) for s in t.trump_suits)
                       for code, t in TRUMP.items()}


def _belote_rebelote(parsed: list[tuple[str, int]], found: list[Found], trump: Trump,
                     ruleset: BeloteRuleset, add: Add) -> list[tuple[str, int]]:
    """Belote-rebelote (A3): King and Queen of trump in one hand, apart from the comparison."""
    belote: list[tuple[str, int]] = []
    if trump.no_trump:
        add(Reason("no_belote_in_no_trump", {"trump": trump.code}))
        return belote
    kb, qb = 1 << KQ[0], 1 << KQ[1]
    for seat, mask in parsed:
        for s in _TRUMP_SUIT_INDEXES[trump.code]:
            byte = mask >> (s * NRANKS) & 255
            if byte & kb and byte & qb:
                belote.append((seat, ruleset.belote_points))
                suit = SUITS[s]
                add(Reason("belote_found", {
                    "seat": seat, "suit": suit,
                    "cards": [CARDS[s * NRANKS + KQ[0]].code,
                              CARDS[s * NRANKS + KQ[1]].code],
                    "points": ruleset.belote_points}))
                for f in found:
                    if (f.seat == seat and f.type != "carre" and f.counted
                            and f.cards[0].suit == suit and f.cards[0].index % 8 <= KQ[0]
                            and f.cards[-1].index % 8 >= KQ[1]):
                        add(Reason("belote_in_sequence", {"seat": seat, "suit": suit,
                                                          "type": f.type}))
                        break
    return belote
