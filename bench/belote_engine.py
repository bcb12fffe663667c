"""Print median timings of the Belote engine's hot paths (never pass/fail).

    python bench/belote_engine.py

Targets (issue 2): a full four-hand announcement verdict <= 200 µs under each ruleset (peers:
~50 µs); legal cards <= 20 µs (aim: a few µs). Each figure is the median, over 15 rounds, of the
mean time per call in that round (thousands of calls a round); the best round follows in
brackets, a hint of the figure on an idle machine when other processes share the cores.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.belote import (MAISON, OFFICIELLES, announcements,  # noqa: E402
                           announcements_by_ruleset, legal_cards, score_deal)
from engine.cards import FRENCH  # noqa: E402
import timing  # noqa: E402
from timing import median_us  # noqa: E402
from engine.table import SEATS, play_order  # noqa: E402


def random_deals(n, seed=1):
    return timing.random_deals(FRENCH, n, seed, SEATS)


# A deal rich in combinations: carré of Jacks sharing a card with a cent, belote, cinquantes,
# tierces on both sides (set-aside work under Officielles).
RICH = {s: FRENCH.parse_cards(h) for s, h in {
    "N": "JS JH JD JC 9S TS QS KS", "E": "7H 8H 9H TH 9C TC AC AD",
    "S": "QH KH AH 7C 8C QC KC 7D", "W": "7S 8S AS 8D 9D TD QD KD"}.items()}
# Equal tierces to the Jack (the seed's example 3/4): the tie-rule path.
TIE = {s: FRENCH.parse_cards(h) for s, h in {
    "N": "7S 8S QS 7H 8H QH 9D 9C", "E": "9S TS JS 7D AC 8C KH QC",
    "S": "9H TH JH 7C AD KC 8D QD", "W": "KS AS AH TD JD KD TC JC"}.items()}


def positions(n, seed=2):
    rng = random.Random(seed)
    cards = list(FRENCH.cards)
    out = []
    for _ in range(n):
        rng.shuffle(cards)
        first = rng.choice(SEATS)
        k = rng.randint(0, 3)
        order = play_order(first)
        trick = [(order[i], cards[i]) for i in range(k)]
        hand = tuple(cards[k: k + rng.randint(1, 8)])
        out.append((hand, trick, rng.choice("SHDC")))
    return out


def main() -> None:
    print(f"Python {sys.version.split()[0]}; median µs per call")
    deals = random_deals(500)
    for name, rs in (("maison", MAISON), ("officielles", OFFICIELLES)):
        rich = median_us(announcements, [(RICH, "S", "NS", rs)])
        tie = median_us(announcements, [(TIE, "S", "NS", rs)])
        rnd = median_us(announcements, [(d, "S", "NS", rs) for d in deals])
        print(f"announcements, 4 hands, {name:<11}  rich deal {rich:6.1f}   tie deal {tie:6.1f}"
              f"   random deals {rnd:6.1f}   (target <= 200, peers ~50)")
    both = (MAISON, OFFICIELLES)
    rich = median_us(announcements_by_ruleset, [(RICH, "S", "NS", both)])
    tie = median_us(announcements_by_ruleset, [(TIE, "S", "NS", both)])
    rnd = median_us(announcements_by_ruleset, [(d, "S", "NS", both) for d in deals])
    print(f"announcements, 4 hands, both rulesets in one call (as the API asks)  rich deal "
          f"{rich:6.1f}   tie deal {tie:6.1f}   random deals {rnd:6.1f}")
    codes = {s: " ".join(c.code for c in h) for s, h in RICH.items()}
    print(f"announcements from card codes (parsing included), maison  "
          f"{median_us(announcements, [(codes, 'S', 'NS', MAISON)]):6.1f}")

    hand = FRENCH.parse_cards("7S JS 8D KC AH TC QC 9H")
    void_overtrump = (FRENCH.parse_cards("7S JS 8D KC TC QC 9H"),
                      [("N", FRENCH.card("AH")), ("W", FRENCH.card("9S"))], "S")
    cases = positions(1000)
    for variant in ("classic", "coinche"):
        for name, rs in (("maison", MAISON), ("officielles", OFFICIELLES)):
            lead = median_us(legal_cards, [(hand, [], "S", variant, rs, "N")])
            over = median_us(legal_cards, [(*void_overtrump, variant, rs)])
            rnd = median_us(legal_cards, [(h, t, tr, variant, rs) for h, t, tr in cases])
            print(f"legal cards, {variant:<7} {name:<11}  lead {lead:5.1f}   void/overtrump "
                  f"{over:5.1f}   random positions {rnd:5.1f}   (target <= 20)")
    sc = median_us(lambda: score_deal("coinche", "S", 100, 62, bid=90, coinche=2,
                                      belote="taker", announcements=("taker", 20),
                                      ruleset=OFFICIELLES), [()])
    print(f"score_deal, coinche, coinched, officielles  {sc:5.1f}")


if __name__ == "__main__":
    main()
