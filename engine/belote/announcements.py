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

from collections.abc import Callable, Mapping, Sequence
from typing import Any, NamedTuple

from engine.belote.errors import MissingTakerError, NoHandsError, UnknownTakerError
from engine.belote.rulesets import (
    CARRE_TABLES,
    MAISON,
    OFFICIELLES,  # noqa: F401  (the doctests use it)
    SEQUENCE_POINTS,
    TRUMPS,
    BeloteRuleset,
    parse_ruleset,
    parse_trump,
)
from engine.cards import (
    FRENCH,
    Card,
    CardInTwoHandsError,
    DuplicateCardError,
    Hand,
    TooManyCardsError,
    UnknownCardError,
    runs,
)
from engine.reasons import Reason
from engine.reuse import by_ruleset, relabel_reasons
from engine.table import SEATS, TEAMS, Team, UnknownSeatError

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

_CARDS = FRENCH.cards
_RANKS = FRENCH.ranks
_SUITS = FRENCH.suits
_NRANKS = len(_RANKS)  # 8: one byte of the mask per suit
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


class _Found(NamedTuple):
    """A combination found in one hand, before the comparison."""

    seat: str
    type: str
    cards: tuple[Card, ...]
    points: int
    #: The comparison key, higher wins: (points, carré over sequence, height, trump sequence).
    key: tuple[int, int, int, int]
    #: False when set aside (a card already counted in a carré, Officielles).
    counted: bool


# -- precomputed tables ---------------------------------------------------------------------------

class _Seq(NamedTuple):
    type: str
    points: int
    cards: tuple[Card, ...]
    top: int          # rank index of the top card (natural order; the height, Q3)
    suit: str
    byte: int         # the run's ranks as an 8-bit mask
    codes: tuple[str, ...]
    #: The run as found in each seat's hand, by ``2 * seat index + trump flag`` (built once
    #: here: a named tuple costs four times a plain one to build on the hot path).
    found: tuple[_Found, ...]


def _build_sequences() -> tuple[tuple[tuple[_Seq, ...], ...], ...]:
    table = []
    for s, suit in enumerate(_SUITS):
        per_suit = []
        for byte in range(256):
            seqs = []
            for start, length in runs(byte, _NRANKS):
                kind, points = SEQUENCE_POINTS[length]
                cards = tuple(_CARDS[s * _NRANKS + r] for r in range(start, start + length))
                top = start + length - 1
                found = tuple(_Found(seat, kind, cards, points, (points, 0, top, flag), True)
                              for seat in SEATS for flag in (0, 1))
                seqs.append(_Seq(kind, points, cards, top, suit, ((1 << length) - 1) << start,
                                 tuple(c.code for c in cards), found))
            per_suit.append(tuple(seqs))
        table.append(tuple(per_suit))
    return tuple(table)


#: _SEQUENCES[suit index][8-bit rank mask] -> the maximal runs of 3+ cards.
_SEQUENCES = _build_sequences()
#: The four cards of each rank, in suit order.
_CARRE_CARDS = tuple(tuple(_CARDS[s * _NRANKS + r] for s in range(4)) for r in range(_NRANKS))
_CARRE_CODES = tuple(tuple(c.code for c in cards) for cards in _CARRE_CARDS)
_CODES = tuple(c.code for c in _CARDS)


class _CarreRow(NamedTuple):
    """One rank of a carré table: its points (0: not announced) and, by seat index, the carré
    as found in that seat's hand (read only when it scores)."""

    points: int
    found: tuple[_Found, ...]


def _carre_row(rank: int, points: int, order: tuple[str, ...]) -> _CarreRow:
    r = _RANKS[rank]
    strength = len(order) - order.index(r) if r in order else -1  # higher = stronger (Q4)
    return _CarreRow(points, tuple(
        _Found(seat, "carre", _CARRE_CARDS[rank], points, (points, 1, strength, 0), True)
        for seat in SEATS))


#: Carré tables by name: rank index -> its row; points 0 for 7s and 8s.
_CARRE_BY_INDEX = {
    name: tuple(_carre_row(i, points.get(rank, 0), order) for i, rank in enumerate(_RANKS))
    for name, (points, order) in CARRE_TABLES.items()
}
_KQ = (_RANKS.index("K"), _RANKS.index("Q"))


def parse_taker(taker: object) -> str:
    """The taking team from a seat or a team (any case).

    >>> parse_taker("w"), parse_taker("NS")
    ('EW', 'NS')
    """
    if taker is None or (isinstance(taker, str) and not taker.strip()):
        raise MissingTakerError()
    if isinstance(taker, str):
        t = taker.strip().upper()
        if t in _TEAM:
            return _TEAM[t]
        if t in TEAMS:
            return t
    raise UnknownTakerError(taker)


def _hand_mask(seat: str, cards: object) -> tuple[int, int]:
    """(mask, count) of one hand; raises the card errors of :mod:`engine.cards`."""
    if cards.__class__ is Hand and cards.deck is FRENCH:  # parsed and checked already
        if len(cards) > 8:
            raise TooManyCardsError(len(cards), 8, seat)
        return cards.mask, len(cards)
    if isinstance(cards, str):
        parsed = FRENCH.parse_hand(cards, seat)
        mask = 0
        for c in parsed:
            mask |= 1 << c.index
        return mask, len(parsed)
    mask = 0
    n = 0
    for c in cards:  # type: ignore[attr-defined]
        if c.__class__ is not Card or c.deck != "french":
            c = FRENCH.card(c) if isinstance(c, str) else _unknown(c)
        b = 1 << c.index
        if mask & b:
            raise DuplicateCardError(c, seat)
        mask |= b
        n += 1
    if n > 8:
        raise TooManyCardsError(n, 8, seat)
    return mask, n


def _unknown(c: object) -> Card:
    raise UnknownCardError(repr(c))


def _parse_hands(hands: Mapping[str, Sequence[Card] | str]) -> list[tuple[str, int]]:
    if not hands:
        raise NoHandsError()
    masks: dict[str, int] = {}
    for seat, cards in hands.items():
        if seat not in _TEAM:
            if not isinstance(seat, str) or seat.strip().upper() not in _TEAM:
                raise UnknownSeatError(seat)
            seat = seat.strip().upper()
        mask, _ = _hand_mask(seat, cards)
        masks[seat] = mask
    out = [(s, masks[s]) for s in SEATS if s in masks]
    seen = 0
    for seat, mask in out:
        clash = seen & mask
        if clash:
            low = clash & -clash
            card = _CARDS[low.bit_length() - 1]
            other = next(s for s, m in out if m & low and s != seat)
            raise CardInTwoHandsError(card, (other, seat))
        seen |= mask
    return out


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
    trump = parse_trump(trump)
    team_taker = parse_taker(taker)
    ruleset = parse_ruleset(ruleset)
    return _announcements(_parse_hands(hands), trump, team_taker, ruleset)


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
    trump = parse_trump(trump)  # the input checked in the order announcements() checks it
    team_taker = parse_taker(taker)
    parsed_rulesets = [parse_ruleset(r) for r in rulesets]
    parsed = _parse_hands(hands)
    return by_ruleset(parsed_rulesets,
                      lambda rs: _announcements(parsed, trump, team_taker, rs), _relabel)


def _relabel(v: AnnouncementsVerdict, ruleset: BeloteRuleset) -> AnnouncementsVerdict:
    return _make(AnnouncementsVerdict, (
        ruleset.id, v.trump, v.taker, v.scoring_team, dict(v.points), v.combinations,
        list(v.belote), relabel_reasons(v.reasons, v.ruleset, ruleset.id)))


def _announcements(parsed: list[tuple[str, int]], trump: str, team_taker: str,
                   ruleset: BeloteRuleset) -> AnnouncementsVerdict:
    # Each ruleset field is read only where it decides (see announcements_by_ruleset): a step
    # reads one only in the branch where it matters.
    reasons: list[Reason] = []
    add = reasons.append
    carre_table = _carre_table(trump, ruleset, add)
    flags = _TRUMP_SEQUENCE[trump]
    found: list[_Found] = []
    best: dict[str, _Best | None] = {"NS": None, "EW": None}
    for seat, mask in parsed:
        n_before = len(found)
        bytes_ = (mask & 255, mask >> 8 & 255, mask >> 16 & 255, mask >> 24 & 255)
        si = _SEAT_INDEX[seat]
        # The steps are called only when they have something to do: most hands hold no carré,
        # and a call costs about a tenth of a hand's evaluation.
        quads = bytes_[0] & bytes_[1] & bytes_[2] & bytes_[3]
        scoring_quads = _carres(seat, si, quads, carre_table, found, add) if quads else 0
        _sequences(seat, si, bytes_, scoring_quads, flags, ruleset, found, add)
        if len(found) == n_before:
            add(Reason("no_combination", {"seat": seat}))
        else:
            _keep_best(best, _TEAM[seat], found, n_before)
    winner = _compare(best, found, trump, team_taker, ruleset, add)
    team_points, combos = _scores(found, best, winner, add)
    belote = _belote_rebelote(parsed, found, trump, ruleset, add)
    return _make(AnnouncementsVerdict, (ruleset.id, trump, team_taker, winner, team_points,
                                         combos, belote, tuple(reasons)))


#: A team's best combination so far: (its comparison key, its index in the found list).
_Best = tuple[tuple[int, int, int, int], int]
_Add = Callable[[Reason], None]

#: Contract -> per suit index, 1 when a sequence of that suit is a trump sequence (the last
#: step of the comparison under Officielles).
_TRUMP_SEQUENCE = {trump: tuple(1 if trump == "all" or suit == trump else 0 for suit in _SUITS)
                   for trump in TRUMPS}


def _carre_table(trump: str, ruleset: BeloteRuleset, add: _Add) -> tuple[_CarreRow, ...]:
    """The carré table that applies (A2): the ruleset's in sans-atout (with its reason), else
    the trump table."""
    if trump != "none":
        return _CARRE_BY_INDEX["trump"]
    table_name = ruleset.no_trump_carre_table
    add(Reason("carre_table", {"trump": trump, "table": table_name,
                               "rule": "no_trump_carre_table", "ruleset": ruleset.id}))
    return _CARRE_BY_INDEX[table_name]


def _carres(seat: str, si: int, quads: int, carre_table: tuple[_CarreRow, ...],
            found: list[_Found], add: _Add) -> int:
    """The hand's carrés (``quads``: the ranks held four times, as a rank mask): those that
    score, and those that do not (7s, 8s). Returns the ranks of the scoring ones."""
    scoring_quads = 0
    while quads:
        low = quads & -quads
        r = low.bit_length() - 1
        quads ^= low
        row = carre_table[r]
        points = row.points
        if points:
            scoring_quads |= low
            found.append(row.found[si])
            add(Reason("carre_found", {"seat": seat, "rank": _RANKS[r],
                                       "cards": list(_CARRE_CODES[r]), "points": points}))
        else:
            add(Reason("carre_not_counted", {"seat": seat, "rank": _RANKS[r]}))
    return scoring_quads


def _sequences(seat: str, si: int, bytes_: tuple[int, int, int, int], scoring_quads: int,
               flags: tuple[int, ...], ruleset: BeloteRuleset, found: list[_Found],
               add: _Add) -> None:
    """The hand's sequences (Q3): a run that shares a card with a scoring carré is set aside
    or counted, by the ruleset's ``card_in_two_combinations`` (Q2). The ruleset is read only
    when a carré scores (through :mod:`engine.reuse` a read is a function call)."""
    for s in range(4):
        byte = bytes_[s]
        if not byte:
            continue
        seqs = _SEQUENCES[s][byte]
        if not seqs:
            continue
        if scoring_quads and not ruleset.card_in_two_combinations:
            kept = {q.byte for q in _SEQUENCES[s][byte & ~scoring_quads]}  # a run is its ranks
            for q in seqs:
                if q.byte in kept:
                    continue
                shared = q.byte & scoring_quads
                found.append(_make(_Found, (seat, q.type, q.cards, q.points, (0, 0, 0, 0),
                                            False)))
                add(Reason("combination_set_aside", {
                    "seat": seat, "type": q.type, "cards": list(q.codes),
                    "card": _CODES[s * _NRANKS + (shared & -shared).bit_length() - 1],
                    "rule": "card_in_two_combinations", "ruleset": ruleset.id}))
            seqs = _SEQUENCES[s][byte & ~scoring_quads]
        at = 2 * si + flags[s]
        for q in seqs:
            found.append(q.found[at])
            add(Reason("sequence_found", {"seat": seat, "type": q.type, "suit": q.suit,
                                          "cards": list(q.codes), "points": q.points}))
            if scoring_quads and q.byte & scoring_quads and ruleset.card_in_two_combinations:
                shared = q.byte & scoring_quads
                add(Reason("combination_shares_cards", {
                    "seat": seat, "type": q.type, "cards": list(q.codes),
                    "card": _CODES[s * _NRANKS + (shared & -shared).bit_length() - 1],
                    "rule": "card_in_two_combinations", "ruleset": ruleset.id}))


def _keep_best(best: dict[str, _Best | None], team: str, found: list[_Found], start: int) -> None:
    """The team's best counted combination, with those found from ``start`` on."""
    for i in range(start, len(found)):
        f = found[i]
        if f.counted:
            b = best[team]
            if b is None or f.key > b[0]:
                best[team] = (f.key, i)


def _compare(best: dict[str, _Best | None], found: list[_Found], trump: str, team_taker: str,
             ruleset: BeloteRuleset, add: _Add) -> str | None:
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


def _tie(flag_ns: int, flag_ew: int, trump: str, team_taker: str, ruleset: BeloteRuleset,
         add: _Add) -> str | None:
    """Equal best combinations: the ruleset's ``announcement_tie`` decides (Q1, Q7)."""
    rid = ruleset.id
    if ruleset.announcement_tie == "taker":
        add(Reason("tie_taker_team", {"team": team_taker, "rule": "announcement_tie",
                                      "ruleset": rid}))
        return team_taker
    if flag_ns != flag_ew:
        winner = "NS" if flag_ns > flag_ew else "EW"
        add(Reason("tie_trump_sequence", {"team": winner, "trump": trump,
                                          "rule": "announcement_tie", "ruleset": rid}))
        return winner
    # Tout-atout: every sequence is in trump, so trump cannot break the tie (Q7).
    add(Reason("tie_nobody_scores_all_trump" if trump == "all" else "tie_nobody_scores",
               {"trump": trump, "rule": "announcement_tie", "ruleset": rid}))
    return None


def _scores(found: list[_Found], best: dict[str, _Best | None], winner: str | None, add: _Add
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


def _belote_rebelote(parsed: list[tuple[str, int]], found: list[_Found], trump: str,
                     ruleset: BeloteRuleset, add: _Add) -> list[tuple[str, int]]:
    """Belote-rebelote (A3): King and Queen of trump in one hand, apart from the comparison."""
    belote: list[tuple[str, int]] = []
    if trump == "none":
        add(Reason("no_belote_in_no_trump", {"trump": trump}))
        return belote
    suits = range(4) if trump == "all" else (_SUITS.index(trump),)
    kb, qb = 1 << _KQ[0], 1 << _KQ[1]
    for seat, mask in parsed:
        for s in suits:
            byte = mask >> (s * _NRANKS) & 255
            if byte & kb and byte & qb:
                belote.append((seat, ruleset.belote_points))
                suit = _SUITS[s]
                add(Reason("belote_found", {
                    "seat": seat, "suit": suit,
                    "cards": [_CARDS[s * _NRANKS + _KQ[0]].code,
                              _CARDS[s * _NRANKS + _KQ[1]].code],
                    "points": ruleset.belote_points}))
                for f in found:
                    if (f.seat == seat and f.type != "carre" and f.counted
                            and f.cards[0].suit == suit and f.cards[0].index % 8 <= _KQ[0]
                            and f.cards[-1].index % 8 >= _KQ[1]):
                        add(Reason("belote_in_sequence", {"seat": seat, "suit": suit,
                                                          "type": f.type}))
                        break
    return belote
