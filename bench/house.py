"""A table's ruleset (issue 18): what its id and its column cost.

    python bench/house.py [--rounds 7]

1. the id: ``HouseRules.encode`` (a base, three switches and a name -> the id, the built
   ruleset checked against the refusals), a first decode (``_decode``: base64, checksum, the
   canonical re-encoding) and building the ruleset value (``_ruleset``), then a memoized
   ``ruleset(id)`` (what every request after the first pays);
2. ``service.evaluate`` + ``result_payload`` on the worked examples' inputs: every standard
   ruleset, then the standard ones plus a table's (the checker's three columns), per question
   (the two interleaved, round by round);
3. the score checker page (``GET /en/belote/check/score?...``, Flask's test client) with two and
   with three columns.

Prints the median over the rounds of the best of five passes. Prints figures; never passes or
fails.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from statistics import median

ROOT = Path(__file__).resolve().parent.parent


def _time(fn: Callable[[], object], n: int, rounds: int) -> tuple[float, float, float]:
    """Median, min and max over ``rounds`` of the best of five passes of ``n`` calls (µs/call)."""
    out = []
    for _ in range(rounds):
        best = float("inf")
        for _ in range(5):
            start = time.perf_counter()
            for _ in range(n):
                fn()
            best = min(best, (time.perf_counter() - start) / n)
        out.append(best * 1e6)
    return median(out), min(out), max(out)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    from webapp import create_app
    from webapp.core import service
    from webapp.core.content import all_examples
    from webapp.core.rulesets import HOUSES, RULESETS

    rounds = args.rounds
    belote = HOUSES["belote"]
    changes = {"surcoinche_factor": "3", "announcement_tie": "trump_else_nobody",
               "capot_bid_value": "500"}
    hid = belote.encode("maison", changes, "Chez Paul")
    print(f"id of maison + {len(changes)} switches + a name: {hid} ({len(hid)} characters)")
    print("| step | µs per call (median, min-max) |\n|---|---|")
    rows = [
        ("encode (base, switches, name -> id; refusals checked)",
         lambda: belote.encode("maison", changes, "Chez Paul"), 2000),
        ("first decode of an id (base64, checksum, canonical form)",
         lambda: belote._decode(hid), 5000),
        ("building its ruleset (first request with the id)",
         lambda: belote._ruleset(hid), 2000),
        ("memoized ruleset(id) (every later request)", lambda: belote.ruleset(hid), 100_000),
    ]
    for label, fn, n in rows:
        med, lo, hi = _time(fn, n, rounds)
        print(f"| {label} | {med:.2f} ({lo:.2f}-{hi:.2f}) |")

    tables = {"belote": hid,
              "jass": HOUSES["jass"].encode("swiss", {"target": "3000", "cross_weis": "no"},
                                            "Stamm")}
    inputs: dict[tuple[str, str], list[dict]] = {}
    for ex in all_examples().values():
        inputs.setdefault((ex.game, ex.kind), []).append(dict(ex.input))
    print("\n| question | standard rulesets (µs) | + a table's (µs) | the table's column alone "
          "(µs) |\n|---|---|---|---|")
    app = create_app()
    with app.test_request_context("/en/"):
        for (game, kind), bodies in sorted(inputs.items()):
            standard = list(RULESETS[game])
            three = [*standard, tables[game]]

            def run(rules: list[str], bodies: list[dict] = bodies, game: str = game,
                    kind: str = kind) -> None:
                for body in bodies:
                    service.result_payload(game, kind,
                                           service.evaluate(game, kind, body, rules))

            # Interleaved, so that a busy machine slows both alike.
            twos, threes = [], []
            for _ in range(rounds):
                twos.append(_time(partial(run, standard), 1, 1)[0])
                threes.append(_time(partial(run, three), 1, 1)[0])
            two_us, three_us = median(twos) / len(bodies), median(threes) / len(bodies)
            print(f"| {game}/{kind} ({len(bodies)} inputs) | {two_us:.1f} | {three_us:.1f} | "
                  f"{three_us - two_us:.1f} |")

    client = app.test_client()
    query = ("variant=coinche&taker=N&trump=H&bid=100&coinche=4&tp=83&dp=79")
    print("\n| score checker page | ms per page |\n|---|---|")
    for label, q in (("maison, officielles", query), ("+ a table's column",
                                                       f"{query}&rules={hid}")):
        def get(q: str = q) -> None:
            r = client.get(f"/en/belote/check/score?{q}")
            assert r.status_code == 200, r.status_code

        med, lo, hi = _time(get, 20, rounds)
        print(f"| {label} | {med / 1000:.2f} ({lo / 1000:.2f}-{hi / 1000:.2f}) |")


if __name__ == "__main__":
    main()
