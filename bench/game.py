"""The score sheet's figures: a game's link length, and what a whole game costs on the server.

    python bench/game.py [--rounds 7]

For a 12-, 20- and 40-deal game of each game (Coinche deals with a bid, a coinche, an
announcement and a belote; Schieber deals with Weis and Stöck): the length of the sheet's full
address (``https://atout.example/de-ch/<game>/sheet?g=...``), the in-process time of
``service.evaluate`` (every deal read, scored under each ruleset, the game counted) and of the
whole API request (Flask test client: parsing, evaluation, the JSON with every reason's text);
"3 rulesets": the standard two and a table's own (a house ruleset id, issue 18).
Median over the rounds of the best of five. Prints figures; never passes or fails.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from statistics import median

ROOT = Path(__file__).resolve().parent.parent

BELOTE = [{"variant": "coinche", "taker": "EW" if i % 2 else "NS", "trump": "SHDC"[i % 4],
           "bid": 80 + 10 * (i % 5), "coinche": 2 if i % 7 == 0 else 1,
           "card_points": {"taker": 100 + i % 30, "defense": 62 - i % 30},
           "announcements": {"team": "taker", "points": 20}, "belote": "defense"}
          for i in range(40)]
JASS = [{"contract": ["E", "S", "R", "L", "obenabe", "undenufe"][i % 6],
         "card_points": {"NS": 60 + i % 40, "EW": 97 - i % 40}, "tricks": {"NS": 4, "EW": 5},
         "weis": {"team": "NS", "points": 50},
         **({"stoeck": {"team": "EW", "points": 20}} if i % 6 < 4 else {})}
        for i in range(40)]


def best_of(fn, rounds: int) -> float:
    out = []
    for _ in range(rounds):
        best = float("inf")
        for _ in range(5):
            start = time.perf_counter()
            fn()
            best = min(best, time.perf_counter() - start)
        out.append(best)
    return median(out) * 1000


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    from webapp import create_app
    from webapp.core import service, sheetlink

    app = create_app()
    client = app.test_client()
    print(f"{'game':8} {'deals':>5} {'link chars':>10} {'evaluate ms':>12} {'API ms':>8} "
          f"{'3 rulesets ms':>14}")
    house = {"belote": {"base": "maison", "set": {"coinche_rounding": "ten"}, "name": "Bench"},
             "jass": {"base": "swiss", "set": {"cross_weis": "yes"}, "name": "Bench"}}
    for game, deals in (("belote", BELOTE), ("jass", JASS)):
        hid = client.post(f"/api/v1/{game}/rulesets", json=house[game]).json["id"]
        three = [*service.RULESETS[game], hid]
        for n in (12, 20, 40):
            part = deals[:n]
            url = f"https://atout.example/de-ch/{game}/sheet?g=" + sheetlink.encode(game, part)
            with app.test_request_context("/en/"):
                ev = best_of(lambda p=part: service.evaluate(game, "game", {"deals": p}),
                             args.rounds)
            payload = json.dumps({"deals": part, "lang": "de-ch"})

            def post(payload: str = payload) -> None:
                r = client.post(f"/api/v1/{game}/game", data=payload,
                                content_type="application/json")
                assert r.status_code == 200, r.get_data(as_text=True)[:300]

            api = best_of(post, args.rounds)
            with app.test_request_context("/en/"):
                ev3 = best_of(lambda p=part: service.evaluate(game, "game", {"deals": p}, three),
                              args.rounds)
            print(f"{game:8} {n:>5} {len(url):>10} {ev:>12.2f} {api:>8.2f} {ev3:>14.2f}")


if __name__ == "__main__":
    main()
