"""The score sheet's figures: a game's link length, and what a whole game costs on the server.

    python bench/game.py [--rounds 300] [--deals 40]

Issue 19's target: "a 40-deal game under three rulesets recomputes in at most 5 ms on the server;
its link is at most 2,000 characters". For a 40-deal game of each game (Coinche deals with a bid,
a coinche now and then, an announcement and a belote; Schieber deals with Weis and Stöck) under
three rulesets, the game's two standard ones and a table's own (a house ruleset id, issue 18),
it prints the length of the sheet's full address
(``https://atout.example/de-ch/<game>/sheet?g=...&rules=...``), then, for each step, the wall
time (``time.perf_counter``) and the CPU time of the process (``time.process_time``) of one run,
as percentiles over ``--rounds`` runs (after as many unmeasured ones; the rounds of the steps
interleave, so that a burst of load on the machine falls on every step alike):

* ``engine``: the engine alone, on input already read: every deal scored under each ruleset,
  the game counted under each (``run(rulesets)`` of the game question);
* ``evaluate``: ``service.evaluate``: the input checked and read, then the engine;
* ``payload``: ``service.result_payload`` of those verdicts (JSON-ready, every reason's text);
* ``api``: ``POST /api/v1/<game>/game`` through the Flask test client (in French);
* ``page``: ``GET /fr/<game>/sheet?g=...`` through the Flask test client (the sheet page: the
  game, its rows, the forms, the template);
* ``embed``: ``GET /embed/fr/<game>/sheet?g=...``;
* ``blank``: ``GET /fr/<game>/sheet`` (no deal: the page's own cost, its header, options and
  deal form, without the game).

The CPU time is the honest figure on a shared machine: the wall time also counts the time the
process waited for a core (the load average is printed before and after). Prints figures; never
passes or fails.

    python bench/game.py --against e9fb24c [--rounds 300] [--blocks 10] [--steps engine,api]

compares two versions of the code in one run: the commit given (its tree exported to a temporary
directory, its catalogs compiled there) and this worktree, each in a process of its own that runs
this script's steps (``--child``); the two run by turns, ``--blocks`` blocks of rounds each, so
that the load of the machine falls on both alike. It prints both tables, then the ratio of the
CPU p50s. ``--steps`` runs only the steps named.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from statistics import quantiles

ROOT = Path(__file__).resolve().parent.parent

BELOTE = [{"variant": "coinche", "taker": "EW" if i % 2 else "NS", "trump": "SHDC"[i % 4],
           "bid": 80 + 10 * (i % 5), "coinche": 2 if i % 7 == 0 else 1,
           "card_points": {"taker": 100 + i % 30, "defense": 62 - i % 30},
           "announcements": {"team": "taker", "points": 20}, "belote": "defense"}
          for i in range(64)]
JASS = [{"contract": ["E", "S", "R", "L", "obenabe", "undenufe"][i % 6],
         "card_points": {"NS": 60 + i % 40, "EW": 97 - i % 40}, "tricks": {"NS": 4, "EW": 5},
         "weis": {"team": "NS", "points": 50},
         **({"stoeck": {"team": "EW", "points": 20}} if i % 6 < 4 else {})}
        for i in range(64)]
#: The table's ruleset of each game (POST /api/v1/<game>/rulesets).
HOUSE = {"belote": {"base": "maison", "set": {"coinche_rounding": "ten"}, "name": "Bench"},
         "jass": {"base": "swiss", "set": {"cross_weis": "yes"}, "name": "Bench"}}
STEPS = ("engine", "evaluate", "payload", "api", "page", "embed", "blank")


def percentiles(values: list[float]) -> tuple[float, float, float]:
    """p50, p90, p99 in ms."""
    cuts = quantiles(values, n=100, method="inclusive")
    return cuts[49] * 1000, cuts[89] * 1000, cuts[98] * 1000


def measure(steps: dict[str, Callable[[], object]], rounds: int, warm: bool = True
            ) -> dict[str, tuple[list[float], list[float]]]:
    """Each step ``rounds`` times, interleaved, after ``rounds`` unmeasured runs (``warm``):
    (wall, cpu)."""
    for _ in range(rounds if warm else 0):
        for fn in steps.values():
            fn()
    out: dict[str, tuple[list[float], list[float]]] = {name: ([], []) for name in steps}
    for _ in range(rounds):
        for name, fn in steps.items():
            w, c = time.perf_counter(), time.process_time()
            fn()
            c, w = time.process_time() - c, time.perf_counter() - w
            out[name][0].append(w)
            out[name][1].append(c)
    return out


Figures = dict[str, dict[str, tuple[list[float], list[float]]]]


def prepare(root: Path, deals_per_game: int, chosen: list[str]
            ) -> tuple[dict[str, dict[str, Callable[[], object]]], list[tuple[str, int, int]]]:
    """The steps of each game (of the code under ``root``), and each game's link length."""
    sys.path.insert(0, str(root))
    from webapp import create_app
    from webapp.core import service, sheetlink
    from webapp.core.questions import question
    from webapp.core.rulesets import HOUSES
    from webapp.core.rulesets import ruleset as ruleset_value

    app = create_app()
    client = app.test_client()
    ctx = app.test_request_context("/fr/")
    ctx.push()  # for evaluate and payload (the test client pushes its own)
    links = []
    games: dict[str, dict[str, Callable[[], object]]] = {}
    for game, all_deals in (("belote", BELOTE), ("jass", JASS)):
        deals = all_deals[:deals_per_game]
        hid = client.post(f"/api/v1/{game}/rulesets", json=HOUSE[game]).json["id"]
        three = [*service.RULESETS[game], hid]
        query = (f"g={sheetlink.encode(game, deals)}&rules={','.join(three)}")
        links.append((game, len(f"https://atout.example/de-ch/{game}/sheet?{query}"), len(hid)))
        body = json.dumps({"deals": deals, "rules": three, "lang": "fr"})
        q = question(game, "game")
        values = q.read({"deals": deals})
        rulesets = [ruleset_value(game, r) for r in three]
        ctx = app.test_request_context("/fr/")
        ctx.push()
        verdicts = service.evaluate(game, "game", {"deals": deals}, three)

        def get(path: str, rows: int = len(deals)) -> None:
            r = client.get(path)
            assert r.status_code == 200, r.get_data(as_text=True)[:300]
            assert r.get_data(as_text=True).count('class="sheet__row') == rows

        def post(game: str = game, body: str = body) -> None:
            r = client.post(f"/api/v1/{game}/game", data=body, content_type="application/json")
            assert r.status_code == 200, r.get_data(as_text=True)[:300]

        steps: dict[str, Callable[[], object]] = {
            "engine": lambda q=q, values=values, rulesets=rulesets: q.run(values)(rulesets),
            "evaluate": lambda game=game, deals=deals, three=three: service.evaluate(
                game, "game", {"deals": deals}, three),
            "payload": lambda game=game, verdicts=verdicts: service.result_payload(
                game, "game", verdicts),
            "api": post,
            "page": lambda game=game, query=query: get(f"/fr/{game}/sheet?{query}"),
            "embed": lambda game=game, query=query: get(f"/embed/fr/{game}/sheet?{query}"),
            "blank": lambda game=game: client.get(f"/fr/{game}/sheet"),
        }
        games[game] = {name: fn for name, fn in steps.items() if name in chosen}
    return games, links


def table(figures: Figures, title: str = "") -> dict[tuple[str, str], float]:
    """Prints one table of percentiles; returns each (game, step)'s CPU p50."""
    if title:
        print(title)
    print(f"{'game':7} {'step':9} {'wall p50':>9} {'p90':>7} {'p99':>7} {'cpu p50':>9} "
          f"{'p90':>7} {'p99':>7}")
    p50 = {}
    for game, steps in figures.items():
        for name, (wall, cpu) in steps.items():
            w, c = percentiles(wall), percentiles(cpu)
            p50[game, name] = c[0]
            print(f"{game:7} {name:9} {w[0]:>9.2f} {w[1]:>7.2f} {w[2]:>7.2f} {c[0]:>9.2f} "
                  f"{c[1]:>7.2f} {c[2]:>7.2f}")
    return p50


def loadavg() -> str:
    return " ".join(f"{x:.1f}" for x in os.getloadavg())


def child(args: argparse.Namespace) -> None:
    """Runs ``N`` rounds of every step for each line ``N`` on stdin; a JSON line of figures
    back for each (the first block warms up first)."""
    games, links = prepare(Path(args.root), args.deals, args.steps.split(","))
    print(json.dumps({"links": links}), flush=True)
    warm = True
    for line in sys.stdin:
        rounds = int(line)
        figures = {game: measure(steps, rounds, warm) for game, steps in games.items()}
        warm = False
        print(json.dumps(figures), flush=True)


def against(args: argparse.Namespace) -> None:
    """Both versions by turns: the commit ``--against`` (before) and this tree (after)."""
    with tempfile.TemporaryDirectory(prefix="atout-bench-") as tmp:
        subprocess.run(f"git -C {ROOT} archive {args.against} | tar -x -C {tmp}", shell=True,
                       check=True)
        subprocess.run([sys.executable, "-m", "webapp.i18n.catalogs", "compile"], cwd=tmp,
                       check=True, env={**os.environ, "PYTHONPATH": tmp},
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        procs = {}
        for name, root in (("before", tmp), ("after", str(ROOT))):
            procs[name] = subprocess.Popen(
                [sys.executable, __file__, "--child", "--root", root, "--deals",
                 str(args.deals), "--steps", args.steps], stdin=subprocess.PIPE,
                stdout=subprocess.PIPE, text=True)
        links = {name: json.loads(p.stdout.readline())["links"]  # type: ignore[union-attr]
                 for name, p in procs.items()}
        print(f"load average before: {loadavg()}; {args.deals} deals, 3 rulesets, "
              f"{args.rounds} rounds in {args.blocks} blocks, {args.against} (before) and this "
              "tree (after) by turns; ms p50 / p90 / p99")
        figures: dict[str, Figures] = {name: {} for name in procs}
        block = max(1, args.rounds // args.blocks)
        for _ in range(args.blocks):
            for name, p in procs.items():
                p.stdin.write(f"{block}\n")  # type: ignore[union-attr]
                p.stdin.flush()  # type: ignore[union-attr]
                got = json.loads(p.stdout.readline())  # type: ignore[union-attr]
                for game, steps in got.items():
                    for step, (wall, cpu) in steps.items():
                        w, c = figures[name].setdefault(game, {}).setdefault(step, ([], []))
                        w += wall
                        c += cpu
        for p in procs.values():
            p.stdin.close()  # type: ignore[union-attr]
            p.wait()
    p50 = {name: table(figures[name], f"-- {name}") for name in figures}
    print("-- CPU p50, after / before")
    for key, before in p50["before"].items():
        print(f"{key[0]:7} {key[1]:9} {before:>7.2f} -> {p50['after'][key]:>6.2f}  "
              f"({p50['after'][key] / before:.2f})")
    for game, length, hid in links["after"]:
        print(f"link {game}: {length} characters (the table's id: {hid})")
    print(f"load average after: {loadavg()}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=300)
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--steps", default=",".join(STEPS),
                        help="the steps to run, comma-separated (default: all)")
    parser.add_argument("--against", metavar="COMMIT",
                        help="compare with the code of this commit, by turns")
    parser.add_argument("--blocks", type=int, default=10)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--root", default=str(ROOT), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        return child(args)
    if args.against:
        return against(args)
    games, links = prepare(ROOT, args.deals, args.steps.split(","))
    print(f"load average before: {loadavg()}; "
          f"{args.deals} deals, 3 rulesets, {args.rounds} rounds; ms p50 / p90 / p99")
    table({game: measure(steps, args.rounds) for game, steps in games.items()})
    for game, length, hid in links:
        print(f"link {game}: {length} characters (the table's id: {hid})")
    print(f"load average after: {loadavg()}")


if __name__ == "__main__":
    main()
