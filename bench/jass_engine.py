"""Print median timings of the Jass engine's hot paths (never pass/fail).

    python bench/jass_engine.py

Targets (issue 3): a four-hand Weis verdict <= 200 µs under each ruleset; legal cards <= 20 µs
(peers: ~6.5 µs).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.cards import SWISS as DECK  # noqa: E402
from engine.jass import SWISS, TRADITIONAL, legal_cards, trick_result, weis  # noqa: E402
from engine.table import play_order  # noqa: E402
import timing  # noqa: E402
from timing import median_us  # noqa: E402


def deals(n, seed=1):
    return timing.random_deals(DECK, n, seed)


def rich_hands():
    """Hands with many Weis (runs, fours, overlaps): the expensive case."""
    P = DECK.parse_cards
    hands = {"N": P("KE KS KR KL OE UE TE 9E 6R"), "E": P("AE AS AR AL 6S 7S 8S 9S TS"),
             "W": P("UR OR 6L 7L 8L 9L TL UL OL")}
    used = {c for h in hands.values() for c in h}
    hands["S"] = tuple(c for c in DECK.cards if c not in used)
    return hands


def legal_cases(n, seed=2):
    rng = random.Random(seed)
    contracts = ("E", "S", "R", "L", "obenabe", "undenufe")
    out = []
    for d in deals(n, seed):
        contract = rng.choice(contracts)
        first = rng.choice("NESW")
        order = play_order(first)
        k = rng.randrange(1, 4)
        trick = tuple((order[i], d[order[i]][0]) for i in range(k))
        seat = order[k]
        out.append((d[seat], trick, contract, TRADITIONAL, seat))
    return out


def main() -> None:
    ds = deals(200)
    rich = rich_hands()
    for r in (TRADITIONAL, SWISS):
        cases = [(d, "R", "N", r) for d in ds]
        print(f"weis, 4 random hands, {r.id:11s}: median {median_us(weis, cases):7.1f} µs")
        print(f"weis, 4 rich hands,   {r.id:11s}: median {median_us(weis, [(rich, 'R', 'N', r)] * 50):7.1f} µs")
    lc = legal_cases(300)
    print(f"legal_cards (1-3 cards on the table):  median {median_us(legal_cards, lc):7.2f} µs")
    lead = [(c[0], (), c[2]) for c in lc]
    print(f"legal_cards (leading):                 median {median_us(legal_cards, lead):7.2f} µs")
    tricks = [(tuple((s, d[s][0]) for s in play_order("N")), "R") for d in ds]
    print(f"trick_result:                          median {median_us(trick_result, tricks):7.2f} µs")


if __name__ == "__main__":
    main()
