"""Every performance figure of the README, measured in one run: ``./atout bench`` (this script).

    python bench/all.py [--quick]

1. the engines (in process; bench/belote_engine.py and bench/jass_engine.py): a four-hand
   announcement / Weis verdict and legal cards, per ruleset (median µs per call);
2. the HTTP endpoints under gunicorn (as ``./atout serve`` runs it) driven by wrk at 16
   connections (bench/api_load.py): requests/s of each API endpoint and of a few pages, as a
   ratio to ``GET /api/v1/health`` of the same app, measured in the same run, with p50/p99;
3. the load run (bench/load.py): 20,000 requests at 32 connections over a mix, errors, RSS;
4. page weights and server-side render times (bench/weights.py);
5. the nginx cache (bench/cache.py's stack): requests/s direct vs through the cache;
6. the share images (bench/share_image.py): render time, weight, a second request.

Prints Markdown tables the README's Performance section takes as they are. Never passes or
fails on time; it exits non-zero only if something answered wrongly (an error in the load run).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import tempfile
import time
from pathlib import Path
from statistics import median

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path[:0] = [str(HERE), str(ROOT), str(ROOT / "deploy")]

import api_load  # noqa: E402
import belote_engine  # noqa: E402
import jass_engine  # noqa: E402
import load  # noqa: E402
import share_image  # noqa: E402
import weights  # noqa: E402


def engine_table() -> str:
    from engine.belote import MAISON, OFFICIELLES, announcements, announcements_by_ruleset
    from engine.belote import legal_cards as belote_legal
    from engine.jass import SWISS, TRADITIONAL, legal_cards, weis

    rows = ["| engine call (median µs per call) | ruleset | rich deal | random deals / positions "
            "| target |", "|---|---|---:|---:|---|"]
    deals = belote_engine.random_deals(300)
    for rs in (MAISON, OFFICIELLES):
        rich = belote_engine.median_us(announcements, [(belote_engine.RICH, "S", "NS", rs)])
        rnd = belote_engine.median_us(announcements, [(d, "S", "NS", rs) for d in deals])
        rows.append(f"| Belote announcements, 4 hands | {rs.id} | {float(rich):.1f} | "
                    f"{float(rnd):.1f} | ≤ 200 (peers ~50) |")
    both = (MAISON, OFFICIELLES)
    rich = belote_engine.median_us(announcements_by_ruleset, [(belote_engine.RICH, "S", "NS", both)])
    rnd = belote_engine.median_us(announcements_by_ruleset, [(d, "S", "NS", both) for d in deals])
    rows.append(f"| Belote announcements, 4 hands, both in one call (the API's) | maison + "
                f"officielles | {float(rich):.1f} | {float(rnd):.1f} | |")
    positions = belote_engine.positions(600)
    for rs in (MAISON, OFFICIELLES):
        rnd = belote_engine.median_us(belote_legal, [(h, t, tr, "coinche", rs)
                                                     for h, t, tr in positions])
        rows.append(f"| Belote legal cards (Coinche) | {rs.id} | | {float(rnd):.1f} | ≤ 20 |")
    jdeals = jass_engine.deals(200)
    rich = jass_engine.rich_hands()
    for rs in (TRADITIONAL, SWISS):
        r = jass_engine.median_us(weis, [(rich, "R", "N", rs)] * 50)
        d = jass_engine.median_us(weis, [(x, "R", "N", rs) for x in jdeals])
        rows.append(f"| Jass Weis, 4 hands | {rs.id} | {r:.1f} | {d:.1f} | ≤ 200 |")
    cases = jass_engine.legal_cases(300)
    for rs in (TRADITIONAL, SWISS):
        lc = [(h, t, c, rs, s) for h, t, c, _, s in cases]
        rows.append(f"| Jass legal cards (1-3 on the table) | {rs.id} | | "
                    f"{jass_engine.median_us(legal_cards, lc):.2f} | ≤ 20 (peers ~6.5) |")
    return "\n".join(rows)


def api_bodies() -> dict[str, dict]:
    """One realistic body per API endpoint: the first worked example of each kind in content/,
    four full hands for the announcement and Weis questions."""
    from webapp.core.content import all_examples

    bodies: dict[str, dict] = {}
    for ex in all_examples().values():
        bodies.setdefault(f"{ex.game}/{ex.kind}", dict(ex.input))
    bodies["belote/announcements"] = dict(api_load.ENDPOINTS["belote/announcements"])
    bodies["jass/weis"] = dict(api_load.ENDPOINTS["jass/weis"])
    return bodies


PAGES_UNDER_LOAD = {
    "GET rules page (th, Belote announcements)": "/th/belote/announcements",
    "GET checker verdict (en, announcements)": "/en/belote/check/announcements?"
                                               + weights.BELOTE_VERDICT,
    "GET embed (th, example)": "/embed/th/example/seed-1",
}


def endpoints_table(duration: int, connections: int, workers: int) -> str:
    from webapp.blueprints.api import ENDPOINTS

    bodies = api_bodies()
    port = api_load.free_port()
    server = api_load.start_gunicorn(port, workers)
    base = f"http://127.0.0.1:{port}"
    try:
        for game, kind in ENDPOINTS:
            path = f"{game}/{kind}"
            assert len(api_load.post(port, path, bodies[path])["results"]) >= 1, path
            for _ in range(20):
                api_load.post(port, path, bodies[path])
        for path in PAGES_UNDER_LOAD.values():
            for _ in range(10):
                load.fetch(port, "GET", path, None)
        targets = {f"POST /api/v1/{game}/{kind}": (f"/api/v1/{game}/{kind}",
                                                   bodies[f"{game}/{kind}"])
                   for game, kind in ENDPOINTS}
        targets |= {name: (path, None) for name, path in PAGES_UNDER_LOAD.items()}
        runs = api_load.alternate(base, targets, 1, duration, connections, 2)
    finally:
        server.terminate()
        server.wait(timeout=10)
    health = runs.pop("health")
    rps = sorted(r["rps"] for r in health)
    rows = [f"| endpoint (gunicorn, {workers} workers; wrk, {connections} connections, "
            f"{duration} s each, health run between every two) | req/s | vs health | p50 ms "
            f"| p99 ms |", "|---|---:|---:|---:|---:|",
            f"| GET /api/v1/health ({len(health)} runs: median, lowest-highest) | "
            f"{median(rps):.0f} ({rps[0]:.0f}-{rps[-1]:.0f}) | 1 | "
            f"{median([r['p50'] for r in health]):.1f} | "
            f"{max(r['p99'] for r in health):.1f} |"]
    for name, (r,) in runs.items():
        bad = f" ({r['non2xx']} non-2xx!)" if r["non2xx"] else ""
        rows.append(f"| {name}{bad} | {r['rps']:.0f} | {r['share']:.0%} | {r['p50']:.1f} | "
                    f"{r['p99']:.1f} |")
    return "\n".join(rows)


def load_table(requests: int, workers: int) -> tuple[str, dict]:
    r = load.run(requests, 32, 2, workers)
    rows = ["| load run | figure |", "|---|---|",
            f"| requests (mix of {r['mix']}: pages, checkers, embeds, asset, API GET/POST, one "
            f"intended 422) | {r['requests']} at {r['connections']} connections, "
            f"{r['workers']} workers |",
            f"| throughput | {r['rps']:.0f} req/s ({r['seconds']:.1f} s) |",
            f"| latency p50 / p99 | {r['p50_ms']:.1f} / {r['p99_ms']:.1f} ms |",
            f"| errors (non-2xx other than the intended 422s, socket errors) | {r['errors']} "
            f"({r['intended_4xx']} intended 422s) |"]
    for pid in r["rss_before_kb"]:
        before, after = r["rss_before_kb"][pid] / 1024, r["rss_after_kb"][pid] / 1024
        rows.append(f"| worker RSS before → after | {before:.1f} → {after:.1f} MB "
                    f"({after - before:+.1f} MB) |")
    return "\n".join(rows), r


def cache_table(duration: int) -> str:
    import cache
    from stack import Stack

    rows = [f"| URL (gunicorn {(os.cpu_count() or 1) + 1} workers behind deploy/nginx.conf; wrk "
            f"32 connections, {duration} s) | direct req/s | cached req/s | ratio |",
            "|---|---:|---:|---:|"]
    workers = (os.cpu_count() or 1) + 1  # bench/cache.py's default: the README's advice
    with tempfile.TemporaryDirectory(prefix="atout-bench-") as tmp:
        with Stack(Path(tmp), version="bench", workers=workers, access_log=False,
                   rate_limits=False) as stack:
            for name, path in cache.targets().items():
                for _ in range(2):
                    stack.get(path)
                direct, _ = cache.wrk(stack.url(path, direct=True), duration, 32, 2)
                cached, _ = cache.wrk(stack.url(path), duration, 32, 2)
                rows.append(f"| {name} | {direct:.0f} | {cached:.0f} | {cached / direct:.1f}× |")
    return "\n".join(rows)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="short runs (a smoke test of the script)")
    ap.add_argument("--workers", type=int, default=int(os.environ.get("ATOUT_WORKERS", 2)),
                    help="gunicorn workers (./atout serve: ATOUT_WORKERS, default 2)")
    args = ap.parse_args()
    duration = 2 if args.quick else 5
    requests = 2000 if args.quick else 20_000
    from webapp.i18n import LOCALES

    t0 = time.monotonic()
    print(f"Atout figures: Python {platform.python_version()}, {os.cpu_count()} CPUs, "
          f"load average {os.getloadavg()[0]:.1f}, {time.strftime('%Y-%m-%d %H:%M')}\n")
    print("### Engines\n")
    print(engine_table(), "\n", flush=True)
    print("### Endpoints: requests/s as a ratio to the trivial endpoint\n")
    print(endpoints_table(duration, 16, args.workers), "\n", flush=True)
    print("### Load: 20,000 requests at 32 connections\n")
    table, result = load_table(requests, args.workers)
    print(table, "\n", flush=True)
    print("### Page weights (HTML + CSS + JS, fonts and images excluded)\n")
    site = weights.Site()
    wtable, worst = weights.weights_tables(site, [loc.url for loc in LOCALES])
    print(wtable, "\n")
    print(f"Heaviest rules page: {weights.kb(worst['rules_gzip'][0])} KB on the wire "
          f"({worst['rules_gzip'][1]}), {weights.kb(worst['rules_raw'][0])} KB raw "
          f"({worst['rules_raw'][1]}); heaviest embed (one example or verdict): "
          f"{weights.kb(worst['embed_gzip'][0])} KB on the wire, "
          f"{weights.kb(worst['embed_raw'][0])} KB raw ({worst['embed_raw'][1]}). "
          f"Requests to another origin: {worst['foreign']}.\n", flush=True)
    print("### Server-side render time (Flask test client)\n")
    print(weights.render_table(site), "\n", flush=True)
    print("### nginx cache\n")
    try:
        print(cache_table(duration), "\n")
    except Exception as e:  # nginx missing: the rest still stands
        print(f"(skipped: {e})\n")
    print("### Share images\n", flush=True)
    share_image.in_process(1 if args.quick else 3)
    try:
        share_image.through_nginx()
    except Exception as e:  # nginx missing: the rest still stands
        print(f"(skipped: {e})")
    print(f"\n(all figures in {time.monotonic() - t0:.0f} s)")
    json.dumps(result)  # the load figures are plain data
    return 1 if result["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
