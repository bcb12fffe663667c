"""The live verdict's cost: ``?fragment=1`` (what checker.js fetches on every change), under
gunicorn as ``./atout serve`` runs it (same command, ``--workers`` workers, access log on),
alone, while wrk drives bench/load.py's mix, and with many players updating verdicts at once.

    python bench/fragment.py [--samples 300] [--connections 8] [--workers 2]
                             [--clients 8,16] [--seconds 10] [--in-process-samples 300]

For each fragment (the seed's equal tierces, the review's Jass Weis, a deal score whose defence
points the server fills in, a long Thai verdict):

1. it times ``--samples`` sequential GETs from one client (urllib on loopback: the server's time
   plus well under a millisecond), first on an idle server, then while wrk sends the mix on
   ``--connections`` connections;
2. then, for each count in ``--clients``, wrk keeps that many concurrent clients (connections,
   each sending its next GET as soon as the last one is answered) on the fragments alone, the
   four in turn, for ``--seconds``; the latency is wrk's, per request, measured from the moment it
   is sent (a closed loop: no requests are queued behind a stalled one).

Prints p50/p95/p99 in ms per fragment and phase, and the concurrent runs' throughput. The
wall-clock times are the box's: on a machine shared with other programs a request waits for a
CPU, and those figures say more about the box than about the app. So the server also reports its
own cost (``ATOUT_SERVER_TIMING=1``: a ``Server-Timing`` header with the worker thread's CPU
time), and the sequential phases print its CPU-time percentiles beside the wall clock's; first of
all, bench/fragment_cpu.py times the fragments in process (``--in-process-samples``, 0: skip)
and splits their CPU among the input and engine, gettext, the summary and share texts and the
templates. Prints figures; never passes or fails.
"""

from __future__ import annotations

import argparse
import os
import re
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
from fragment_cpu import measure, table  # noqa: E402
from load import MIX, fetch, lua_script, lua_string  # noqa: E402

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


#: wrk on the fragments alone, the four in turn; done() prints what the table needs.
FRAGMENT_LUA = r"""
local paths = %(paths)s
local i = 0
function init(args)
  i = tonumber(args[1] or "0") %% #paths
end
function request()
  i = i %% #paths + 1
  return wrk.format("GET", paths[i])
end
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("ATOUT %%d %%d %%d %%.3f %%.3f %%.3f\n", summary.requests,
    e.connect + e.read + e.write + e.status + e.timeout, summary.duration,
    latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000))
end
"""


Crowd = tuple[int, int, float, float, float, float]


def concurrent(port: int, clients: int, seconds: int) -> Crowd:
    """wrk with ``clients`` connections on the fragments: requests, errors, req/s, p50, p95, p99."""
    paths = "{" + ", ".join(lua_string(p + "&fragment=1") for p in FRAGMENTS.values()) + "}"
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as f:
        f.write(FRAGMENT_LUA % {"paths": paths})
    try:
        out = subprocess.run([WRK, f"-t{min(2, clients)}", f"-c{clients}", f"-d{seconds}s",
                              "-s", f.name, f"http://127.0.0.1:{port}"],
                             capture_output=True, text=True, timeout=seconds + 60).stdout
    finally:
        os.unlink(f.name)
    line = next(x for x in out.splitlines() if x.startswith("ATOUT "))
    n, errors, duration_us, p50, p95, p99 = line.split()[1:]
    return (int(n), int(errors), int(n) / (int(duration_us) / 1e6), float(p50), float(p95),
            float(p99))


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


_CPU = re.compile(r"\bcpu;dur=([\d.]+)")


def time_fragment(port: int, path: str, samples: int) -> tuple[list[float], list[float]]:
    """``samples`` sequential GETs: the wall-clock ms of each, and the server's CPU ms of each
    (its ``Server-Timing``)."""
    url = f"http://127.0.0.1:{port}{path}&fragment=1"
    wall, cpu = [], []
    for _ in range(samples):
        start = time.perf_counter()
        with urllib.request.urlopen(url, timeout=10) as r:
            r.read()
            timing = _CPU.search(r.headers.get("Server-Timing", ""))
        wall.append((time.perf_counter() - start) * 1000)
        if timing:
            cpu.append(float(timing.group(1)))
    return wall, cpu


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--samples", type=int, default=300)
    ap.add_argument("--connections", type=int, default=8)
    ap.add_argument("--workers", type=int, default=int(os.environ.get("ATOUT_WORKERS", "2")))
    ap.add_argument("--clients", default="8,16", help="concurrent clients, comma-separated")
    ap.add_argument("--seconds", type=int, default=10, help="length of each concurrent run")
    ap.add_argument("--in-process-samples", type=int, default=300,
                    help="requests a fragment in process (bench/fragment_cpu.py); 0: skip")
    args = ap.parse_args()
    if args.in_process_samples:
        print(f"In process (Flask's test client), {args.in_process_samples} requests a fragment; "
              f"CPU: this thread's time (time.thread_time), wall: time.perf_counter; the steps: "
              f"mean CPU ms of an instrumented run, each step without the steps inside it:\n")
        print(table(measure(FRAGMENTS, args.in_process_samples)) + "\n", flush=True)
    if not os.access(WRK, os.X_OK):
        raise SystemExit(f"{WRK} is missing (apt-get install wrk)")
    port = free_port()
    server = start_gunicorn(port, args.workers, env={"ATOUT_SERVER_TIMING": "1"})
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
        crowd = [(c, concurrent(port, c, args.seconds))
                 for c in (int(x) for x in args.clients.split(",") if x)]
    finally:
        server.terminate()
        server.wait(timeout=30)
    print(f"gunicorn, {args.workers} workers, {os.cpu_count()} CPUs (shared with the clients)\n")
    print("One client, sequential GETs: the wall clock (urllib on loopback) and the server's CPU "
          "time (Server-Timing: the worker thread's)\n")
    print("| fragment | phase | wall p50 ms | wall p95 | wall p99 | CPU p50 ms | CPU p95 | CPU p99 "
          "| samples |\n|---|---|---:|---:|---:|---:|---:|---:|---:|")
    for name, phase, (wall, cpu) in rows:
        cpus = (" | ".join(f"{percentile(cpu, p):.1f}" for p in (50, 95, 99)) if cpu
                else "- | - | -")
        print(f"| {name} | {phase} | {percentile(wall, 50):.1f} | {percentile(wall, 95):.1f} "
              f"| {percentile(wall, 99):.1f} | {cpus} | {len(wall)} |")
    print(f"\nThe four fragments in turn, each client sending its next GET on the last one's "
          f"answer ({args.seconds} s a run):\n")
    print("| concurrent clients | requests | errors | req/s | p50 ms | p95 ms | p99 ms |\n"
          "|---:|---:|---:|---:|---:|---:|---:|")
    for clients, (n, errors, rate, p50, p95, p99) in crowd:
        print(f"| {clients} | {n} | {errors} | {rate:.0f} | {p50:.1f} | {p95:.1f} | {p99:.1f} |")


if __name__ == "__main__":
    main()
