"""A table's column in CPU instructions (issue 18): bench/house.py's step 2, counted by valgrind.

    python bench/house_instructions.py [--rounds 20]      (needs valgrind; a few minutes)

On a shared, loaded machine the wall clock of a 10-80 µs evaluation varies by ±20 % from run
to run, more than what a table's column costs beyond a standard one. The instructions executed
(callgrind's ``Ir``) do not depend on the load: per question, on the worked examples' inputs,
``service.evaluate`` + ``result_payload`` with the default ruleset alone, with the other
standard one, and with the table equal to it built by switches (the twin of bench/house.py),
``rounds`` passes each after two warm-up passes, only those counted. Prints the thousands of
instructions per input and the ratio; never passes or fails.
"""

from __future__ import annotations

import argparse
import glob
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _child(rounds: int) -> None:
    sys.path.insert(0, str(ROOT))
    from webapp import create_app
    from webapp.core import service
    from webapp.core.content import all_examples
    from webapp.core.rulesets import HOUSES, RULESETS

    pid = str(os.getpid())

    def cg(*args: str) -> None:
        subprocess.run(["callgrind_control", *args, pid], capture_output=True, check=False)

    inputs: dict[tuple[str, str], list[dict]] = {}
    for ex in all_examples().values():
        inputs.setdefault((ex.game, ex.kind), []).append(dict(ex.input))
    with create_app().test_request_context("/en/"):
        for (game, kind), bodies in sorted(inputs.items()):
            house = HOUSES[game]
            first, second = list(RULESETS[game])[:2]
            twin = house.encode(first, house.tokens(RULESETS[game][second]), "Twin")
            for name, rules in (("one", [first]), ("std", [first, second]),
                                ("table", [first, twin])):
                def run(rules: list[str] = rules, bodies: list[dict] = bodies,
                        game: str = game, kind: str = kind) -> None:
                    for body in bodies:
                        service.result_payload(game, kind,
                                               service.evaluate(game, kind, body, rules))
                run()
                run()
                cg("-z")
                cg("-i", "on")
                for _ in range(rounds):
                    run()
                cg("-i", "off")
                cg("-d", f"{game}/{kind}/{name}/{len(bodies)}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        _child(args.rounds)
        return
    with tempfile.TemporaryDirectory() as tmp:
        out = f"{tmp}/cg.out"
        subprocess.run(["valgrind", "--tool=callgrind", "--instr-atstart=no",
                        f"--callgrind-out-file={out}", sys.executable, __file__, "--child",
                        "--rounds", str(args.rounds)], capture_output=True, check=True)
        counts: dict[str, dict[str, float]] = {}
        for path in glob.glob(f"{out}.*"):
            text = Path(path).read_text(errors="replace")
            trigger = re.search(r"^desc: Trigger: (.*)$", text, re.M)
            total = re.search(r"^totals: (\d+)", text, re.M)
            if not trigger or not total:
                continue
            game, kind, name, n = trigger.group(1).split()[-1].split("/")
            counts.setdefault(f"{game}/{kind}", {})[name] = \
                int(total.group(1)) / args.rounds / int(n)
    print("| question | one standard ruleset (k instr.) | + a standard column | + a table's "
          "column | table / standard column |\n|---|---|---|---|---|")
    for q, c in sorted(counts.items()):
        std, table = c["std"] - c["one"], c["table"] - c["one"]
        print(f"| {q} | {c['one'] / 1000:.1f} | {std / 1000:.1f} | {table / 1000:.1f} | "
              f"{table / std:.3f} |")


if __name__ == "__main__":
    main()
