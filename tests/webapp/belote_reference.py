"""A small reference model of Belote card play, written from ``docs/rules/belote.md``
(A1 card order, A4 playing rules, decision tables) and from nothing in ``engine/``.

It answers two questions for a trump mode (a suit ``S H D C``, ``none`` = sans-atout, ``all`` =
tout-atout): which cards of a hand may be played on a trick, and who is winning a trick. The
tests compare it with the public API over random positions (``test_belote_reference.py``).

Cards are two-letter codes (rank then suit: ``TH`` is the 10 of hearts). Seats N W S E play in
that order (anticlockwise); N-S and E-W are partners.

>>> winner([("N", "8H"), ("W", "AC")], "all")        # tout-atout: a discard never wins
'N'
>>> sorted(legal(["TH", "7H", "KS"], [("N", "8H"), ("W", "AC")], "all", "classic", "maison"))
['TH']
"""

from __future__ import annotations

#: A1: trump order, strongest first (every suit in tout-atout).
TRUMP_ORDER = "J9ATKQ87"
#: A1: plain-suit order, strongest first (every suit in sans-atout).
PLAIN_ORDER = "ATKQJ987"
PARTNER = {"N": "S", "S": "N", "E": "W", "W": "E"}
#: A4 "Void, opponent has trumped, cannot overtrump": must one undertrump? Classic: yes in both
#: rulesets (FFB belote 2016); Coinche: Maison yes, Officielles no (discard allowed).
UNDERTRUMP = {("classic", "maison"): True, ("classic", "officielles"): True,
              ("coinche", "maison"): True, ("coinche", "officielles"): False}


def is_trump(card: str, mode: str) -> bool:
    """A card of the trump suit; every card in tout-atout, none in sans-atout."""
    return mode == "all" or card[1] == mode


def strength(card: str, mode: str) -> int:
    """Rank within its own suit, higher = stronger, in the order that applies to it."""
    order = TRUMP_ORDER if is_trump(card, mode) else PLAIN_ORDER
    return 8 - order.index(card[0])


def beats(a: str, b: str, led: str, mode: str) -> bool:
    """Does card ``a`` beat card ``b`` (the current best) on a trick whose led suit is ``led``?

    Only a trump or a card of the led suit can win (A4); in tout-atout and sans-atout that means
    the led suit only, since there is no suit to trump with."""
    if mode in ("none", "all"):
        return a[1] == led and (b[1] != led or strength(a, mode) > strength(b, mode))
    if is_trump(a, mode):
        return not is_trump(b, mode) or strength(a, mode) > strength(b, mode)
    if is_trump(b, mode):
        return False
    return a[1] == led and (b[1] != led or strength(a, mode) > strength(b, mode))


def winner_play(trick: list[tuple[str, str]], mode: str) -> tuple[str, str]:
    led = trick[0][1][1]
    best = trick[0]
    for play in trick[1:]:
        if beats(play[1], best[1], led, mode):
            best = play
    return best


def winner(trick: list[tuple[str, str]], mode: str) -> str:
    """The seat winning the trick so far (1 to 4 plays)."""
    return winner_play(trick, mode)[0]


def legal(hand: list[str], trick: list[tuple[str, str]], mode: str, variant: str,
          ruleset: str) -> set[str]:
    """The cards of ``hand`` that may be played; the seat to play is the one after the last
    play of ``trick`` (0 to 3 plays)."""
    if not trick:
        return set(hand)
    order = ["N", "W", "S", "E"]
    seat = order[(order.index(trick[-1][0]) + 1) % 4]
    led = trick[0][1][1]
    best_seat, best = winner_play(trick, mode)
    same = [c for c in hand if c[1] == led]
    if mode == "none":                                   # A4 sans-atout: follow suit, that is all
        return set(same or hand)
    if mode == "all":                                    # A4 tout-atout: follow, and overtake
        if not same:
            return set(hand)
        higher = [c for c in same if strength(c, mode) > strength(best, mode)]
        return set(higher or same)
    if led == mode:                                      # trump led: overtrump, even the partner
        if not same:
            return set(hand)
        higher = [c for c in same if strength(c, mode) > strength(best, mode)]
        return set(higher or same)
    if same:                                             # plain suit led: follow suit
        return set(same)
    if best_seat == PARTNER[seat]:                       # partner master: anything
        return set(hand)
    trumps = [c for c in hand if is_trump(c, mode)]
    if not trumps:
        return set(hand)
    if not is_trump(best, mode):                         # must trump
        return set(trumps)
    higher = [c for c in trumps if strength(c, mode) > strength(best, mode)]
    if higher:                                           # must overtrump
        return set(higher)
    return set(trumps) if UNDERTRUMP[(variant, ruleset)] else set(hand)
