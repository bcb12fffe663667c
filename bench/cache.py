"""Requests/s through the nginx cache vs straight from gunicorn, in one run (loopback only).

    python bench/cache.py [--duration 10] [--connections 32] [--workers N] [--sweep 1,2,3,5]

Starts gunicorn (``--workers``, default cores + 1, the README's advice) behind Debian's nginx
with deploy/nginx.conf (deploy/stack.py; loopback exempt from its rate limits: wrk is one client), then runs Debian's ``wrk`` for ``--duration`` seconds
on each URL, direct and cached: a rules page, an embed (a worked example) and a checker permalink.
``--sweep`` also measures the direct rules page for several worker counts (the README's advice on
workers per core). Prints figures; never passes or fails on time.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "deploy"))
sys.path.insert(0, str(ROOT))

from stack import Stack  # noqa: E402

WRK = shutil.which("wrk") or "/usr/bin/wrk"


def targets() -> dict[str, str]:
    from webapp.core.content import all_examples

    example = next(iter(all_examples()))
    return {
        "rules page": "/en/belote/rules",
        "embed": f"/embed/fr/example/{example}",
        "checker permalink": "/pt/belote/check/announcements?n=JS+QS+KS+AS&e=9H+TH+JH&trump=S&taker=N",
    }


def wrk(url: str, duration: int, connections: int, threads: int) -> tuple[float, str]:
    out = subprocess.run([WRK, f"-t{threads}", f"-c{connections}", f"-d{duration}s", url],
                         capture_output=True, text=True, check=True).stdout
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))
    errors = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    latency = re.search(r"Latency\s+(\S+)", out)
    note = f"avg latency {latency.group(1)}" if latency else ""
    if errors:
        note += f", {errors.group(1)} non-2xx/3xx!"
    return rate, note


def main() -> int:
    cores = os.cpu_count() or 1
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--duration", type=int, default=10, help="seconds per measurement")
    parser.add_argument("--connections", type=int, default=32)
    parser.add_argument("--threads", type=int, default=2, help="wrk threads")
    parser.add_argument("--workers", type=int, default=cores + 1, help="gunicorn workers")
    parser.add_argument("--sweep", default="", help="worker counts for the direct rules page")
    args = parser.parse_args()
    if not os.access(WRK, os.X_OK):
        print("wrk is missing: apt-get install wrk", file=sys.stderr)
        return 2

    print(f"{cores} cores; gunicorn {args.workers} sync workers; wrk -t{args.threads} "
          f"-c{args.connections} -d{args.duration}s; loopback")
    with tempfile.TemporaryDirectory(prefix="atout-bench-") as tmp:
        with Stack(Path(tmp), version="bench", workers=args.workers, access_log=False,
                   rate_limits=False) as stack:
            print(f"{'':20} {'direct req/s':>13} {'cached req/s':>13} {'ratio':>7}")
            for name, path in targets().items():
                for _ in range(2):
                    stack.get(path)
                status = stack.get(path).header("X-Cache-Status")
                direct, note_d = wrk(stack.url(path, direct=True), args.duration,
                                     args.connections, args.threads)
                cached, note_c = wrk(stack.url(path), args.duration, args.connections,
                                     args.threads)
                print(f"{name:20} {direct:13.0f} {cached:13.0f} {cached / direct:6.1f}x"
                      f"   (cache {status}; direct {note_d}; cached {note_c})")
        for count in [int(n) for n in args.sweep.split(",") if n.strip()]:
            with Stack(Path(tmp) / f"w{count}", version="bench", workers=count,
                       access_log=False, rate_limits=False) as stack:
                path = targets()["rules page"]
                stack.get(path, direct=True)
                rate, note = wrk(stack.url(path, direct=True), args.duration, args.connections,
                                 args.threads)
                print(f"direct rules page, {count} workers: {rate:7.0f} req/s   ({note})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
