"""In-process cost of ``service.evaluate`` per question: the worked examples' inputs, every
ruleset, parsed and answered by the engines (no HTTP, no payload).

    python bench/service.py [--rounds 7]

Prints the median over the rounds of the best of five passes, in microseconds per call. Prints
figures; never passes or fails.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from statistics import median

ROOT = Path(__file__).resolve().parent.parent


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    from webapp import create_app
    from webapp.core import service
    from webapp.core.content import all_examples

    inputs: dict[tuple[str, str], list[dict]] = {}
    for ex in all_examples().values():
        inputs.setdefault((ex.game, ex.kind), []).append(dict(ex.input))
    with create_app().test_request_context("/en/"):
        for (game, kind), bodies in sorted(inputs.items()):
            rounds = []
            for _ in range(args.rounds):
                best = float("inf")
                for _ in range(5):
                    start = time.perf_counter()
                    for body in bodies:
                        service.evaluate(game, kind, body)
                    best = min(best, (time.perf_counter() - start) / len(bodies))
                rounds.append(best * 1e6)
            print(f"{game}/{kind:14} {median(rounds):8.1f} us per evaluate "
                  f"({len(bodies)} inputs, min {min(rounds):.1f}, max {max(rounds):.1f})")


if __name__ == "__main__":
    main()
