"""A table's ruleset (issue 18): what its id and its column cost.

    python bench/house.py [--rounds 7]

1. the id: ``HouseRules.encode`` (a base, three switches and a name -> the id, the built
   ruleset checked against the refusals), a first decode (``_decode``: base64, checksum, the
   canonical re-encoding) and building the ruleset value (``_ruleset``), then a memoized
   ``ruleset(id)`` (what every request after the first pays);
2. ``service.evaluate`` + ``result_payload`` on the worked examples' inputs, per question: the
   default ruleset alone, then with the other standard ruleset (what a standard column costs),
   then with a table's instead (what a table's column costs), the three alternating round by
   round, each round in another order (``rounds`` × 60 rounds of one evaluation each, per
   input; the fastest round of each). The table is the other standard ruleset rebuilt from
   the default one by switches (equal in every field, so the same verdicts): the last column,
   their ratio, is the table's own overhead (1.00: a table's column costs what a standard one
   does; bench/house_instructions.py counts the same in instructions, which the load does not
   change);
3. the score checker page (``GET /en/belote/check/score?...``, Flask's test client) with the
   two standard columns, with the default one and the twin, and with three columns.

Steps 1 and 3 print the median over the rounds of the best of five passes, in CPU time of
this process (``time.process_time``: a shared, loaded machine slows the wall clock far more);
step 2 the fastest of its alternating rounds, in wall-clock time (one evaluation is too short
for the process clock; the fastest round is the one the load did not slow). Prints figures;
never passes or fails.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path
from statistics import median

ROOT = Path(__file__).resolve().parent.parent


def _time(fn: Callable[[], object], n: int, rounds: int) -> tuple[float, float, float]:
    """Median, min and max over ``rounds`` of the best of five passes of ``n`` calls (µs/call)."""
    out = []
    for _ in range(rounds):
        best = float("inf")
        for _ in range(5):
            start = time.process_time()
            for _ in range(n):
                fn()
            best = min(best, (time.process_time() - start) / n)
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

    # A table's ruleset equal in every field to the second standard one, built from the first:
    # the same verdicts, so what its column costs more than the standard one is the overhead.
    tables = {}
    for game, house in HOUSES.items():
        first, second = list(RULESETS[game])[:2]
        tables[game] = house.encode(first, house.tokens(RULESETS[game][second]), "Twin")
    inputs: dict[tuple[str, str], list[dict]] = {}
    for ex in all_examples().values():
        inputs.setdefault((ex.game, ex.kind), []).append(dict(ex.input))
    print("\n| question | one standard ruleset (µs) | + a standard column (µs) | + a table's "
          "column (µs) | table / standard column |\n|---|---|---|---|---|")
    app = create_app()
    clock = time.perf_counter_ns
    with app.test_request_context("/en/"):
        for (game, kind), bodies in sorted(inputs.items()):
            first, second = list(RULESETS[game])[:2]
            variants = (("one", [first]), ("std", [first, second]),
                        ("table", [first, tables[game]]))
            total = dict.fromkeys(("one", "std", "table"), 0.0)
            for body in bodies:
                # Alternating rounds (one evaluation of each variant per round, so that a busy
                # machine slows all three alike); the fastest of the rounds per variant.
                best = dict.fromkeys(total, float("inf"))
                for i in range(rounds * 60):
                    # Each round in another order: a variant is not always the one run just
                    # after another (the one after "one" ran measurably slower, 1-2 µs).
                    for name, rules in variants[i % 3:] + variants[:i % 3]:
                        start = clock()
                        service.result_payload(game, kind,
                                               service.evaluate(game, kind, body, rules))
                        best[name] = min(best[name], clock() - start)
                for name in total:
                    total[name] += best[name] / 1000 / len(bodies)
            one, two, table = total["one"], total["std"], total["table"]
            print(f"| {game}/{kind} ({len(bodies)} inputs) | {one:.1f} | {two - one:.1f} | "
                  f"{table - one:.1f} | {(table - one) / max(two - one, 0.1):.2f} |")

    client = app.test_client()
    query = ("variant=coinche&taker=N&trump=H&bid=100&coinche=4&tp=83&dp=79")
    print("\n| score checker page | ms per page |\n|---|---|")
    for label, q in (("maison, officielles", query),
                     ("maison, and officielles as a table's (the twin)",
                      f"{query}&rules=maison,{tables['belote']}"),
                     ("maison, officielles + a table's column (three)",
                      f"{query}&rules=maison,officielles,{hid}")):
        def get(q: str = q) -> None:
            r = client.get(f"/en/belote/check/score?{q}")
            assert r.status_code == 200, r.status_code

        med, lo, hi = _time(get, 20, rounds)
        print(f"| {label} | {med / 1000:.2f} ({lo / 1000:.2f}-{hi / 1000:.2f}) |")


if __name__ == "__main__":
    main()
