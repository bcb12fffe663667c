"""The live verdict's cost: ``?fragment=1`` (what checker.js fetches on every change), under
gunicorn as ``./atout serve`` runs it, alone and while wrk drives bench/load.py's mix.

    python bench/fragment.py [--samples 300] [--connections 8] [--workers 2]

For each fragment (the seed's equal tierces, the review's Jass Weis, a deal score whose defence
points the server fills in, a long Thai verdict) it times ``--samples`` sequential GETs from one
client (urllib on loopback: the server's time plus well under a millisecond), first on an idle
server, then while wrk sends the mix on ``--connections`` connections. Prints p50/p99 in ms per
fragment and phase. Prints figures; never passes or fails.
"""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from api_load import WRK, free_port, start_gunicorn  # noqa: E402
from load import MIX, fetch, lua_script  # noqa: E402

FRAGMENTS = {
    "equal tierces (en)": "/en/belote/check/announcements?notation=en&e=9S+TS+JS&s=9H+TH+JH"
                          "&trump=S&taker=NS&rules=maison&rules=officielles",
    "Jass Weis, ux.md 3 (de-ch)": "/de-ch/jass/check/weis?notation=de-ch&n=6E+7E+8E"
                                  "&e=9L+TL+UL+OL&s=KR+OR&contract=R&forehand=N",
    "deal score, defence filled in (fr)": "/fr/belote/check/score?notation=fr&variant=classic"
                                          "&taker=NS&trump=S&tp=90",
    "long verdict (th)": "/th/belote/check/announcements?s=7H+8H+9H+AS+TC+KD+7C+8D"
                         "&w=TS+JS+QS+KS+9C+JD+7S+AD&trump=S&taker=NS",
}


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def time_fragment(port: int, path: str, samples: int) -> list[float]:
    url = f"http://127.0.0.1:{port}{path}&fragment=1"
    out = []
    for _ in range(samples):
        start = time.perf_counter()
        with urllib.request.urlopen(url, timeout=10) as r:
            r.read()
        out.append((time.perf_counter() - start) * 1000)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--samples", type=int, default=300)
    ap.add_argument("--connections", type=int, default=8)
    ap.add_argument("--workers", type=int, default=int(os.environ.get("ATOUT_WORKERS", "2")))
    args = ap.parse_args()
    if not os.access(WRK, os.X_OK):
        raise SystemExit(f"{WRK} is missing (apt-get install wrk)")
    port = free_port()
    server = start_gunicorn(port, args.workers)
    try:
        for _ in range(3 * args.workers):  # imports, templates and caches of every worker
            for _, method, path, body, _ in MIX:
                fetch(port, method, path, body)
            for path in FRAGMENTS.values():
                fetch(port, "GET", path + "&fragment=1", None)
        rows = []
        for name, path in FRAGMENTS.items():
            rows.append((name, "idle", time_fragment(port, path, args.samples)))
        with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as f:
            f.write(lua_script(quota=10**7))  # wrk runs until the timings are done
        mixer = subprocess.Popen([WRK, "-t2", f"-c{args.connections}", "-d600s", "-s", f.name,
                                  f"http://127.0.0.1:{port}"],
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            time.sleep(2)
            for name, path in FRAGMENTS.items():
                rows.append((name, f"under the mix ({args.connections} connections)",
                             time_fragment(port, path, args.samples)))
        finally:
            mixer.send_signal(signal.SIGINT)  # this run's wrk, by its pid
            mixer.wait(timeout=30)
            os.unlink(f.name)
    finally:
        server.terminate()
        server.wait(timeout=30)
    print("| fragment | phase | p50 ms | p99 ms | samples |\n|---|---|---:|---:|---:|")
    for name, phase, values in rows:
        print(f"| {name} | {phase} | {percentile(values, 50):.1f} | {percentile(values, 99):.1f} "
              f"| {len(values)} |")


if __name__ == "__main__":
    main()
