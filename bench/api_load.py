"""Load benchmark of the JSON API: gunicorn (as ``./atout serve`` runs it) driven by ``wrk``.

    python bench/api_load.py [--rounds 3] [--duration 5] [--connections 16] [--workers 2] [--profile]

Starts gunicorn on 127.0.0.1 at a free port, then runs Debian's ``wrk`` (a second process, on
loopback) in ``--rounds`` rounds of ``GET /api/v1/health`` (the trivial baseline) between
``POST /api/v1/belote/announcements`` (four hands, both rulesets) and ``POST /api/v1/jass/weis``
(four hands, both rulesets), ``--duration`` seconds each (:func:`alternate`). An endpoint's share
is its requests/s over the mean of the health runs just before and after it: the machine's other
jobs move every figure by several per cent within a minute, so the runs alternate and the
median round is reported, with the lowest and highest. Prints requests/s,
p50/p99 latency and the shares (targets of issue 6: >= 70 %, p99 < 20 ms at 16 connections).
Then, in this process, the cost of one announcements request's parts (engine, payload with cold
and warm text cache), and with ``--profile`` a cProfile of the endpoint. Prints figures; never
passes or fails.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from statistics import median

ROOT = Path(__file__).resolve().parent.parent
WRK = "/usr/bin/wrk"

BELOTE_HANDS = {"N": "JS JH JD JC 7H 8C AD QS", "E": "7S 8S 9S TS KH QH 7D 8D",
                "S": "AH TH 9H 9D TD QD KD 9C", "W": "KS AS 8H 7C TC QC KC AC"}
JASS_HANDS = {"N": "6R 7R 8R 9R AE AS AR AL 6E", "E": "7E 8E 9E TE UE OE KE 6S 7S",
              "S": "TR UR OR KR 8S 9S TS US OS", "W": "KS 6L 7L 8L 9L TL UL OL KL"}
ENDPOINTS = {
    "belote/announcements": {"trump": "S", "taker": "NS", "hands": BELOTE_HANDS},
    "jass/weis": {"contract": "R", "forehand": "N", "hands": JASS_HANDS},
}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_gunicorn(port: int, workers: int,
                   env: dict[str, str] | None = None) -> subprocess.Popen:
    # The command of `./atout serve` (access log included), with our port; ``env``: more
    # variables for the app (ATOUT_SERVER_TIMING=1).
    cmd = [sys.executable, "-m", "gunicorn", "--bind", f"127.0.0.1:{port}", "--workers",
           str(workers), "--access-logfile", "-", "webapp:create_app()"]
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            env={**os.environ, **(env or {})})
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/v1/health", timeout=1):
                return proc
        except OSError:
            time.sleep(0.2)
    proc.kill()
    raise SystemExit("gunicorn did not start: " + proc.stderr.read().decode()[-2000:])


def post(port: int, endpoint: str, body: dict) -> dict:
    req = urllib.request.Request(f"http://127.0.0.1:{port}/api/v1/{endpoint}",
                                 data=json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=5) as r:
        assert r.status == 200
        return json.load(r)


_UNITS = {"us": 1e-3, "ms": 1.0, "s": 1e3}


def _ms(text: str) -> float:
    number, unit = re.fullmatch(r"([\d.]+)(us|ms|s)", text).groups()
    return float(number) * _UNITS[unit]


def wrk(url: str, duration: int, connections: int, threads: int, body: dict | None) -> dict:
    args = [WRK, f"-t{threads}", f"-c{connections}", f"-d{duration}s", "--latency"]
    script = None
    if body is not None:
        script = tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False)
        script.write('wrk.method = "POST"\n'
                     'wrk.headers["Content-Type"] = "application/json"\n'
                     f"wrk.body = {json.dumps(json.dumps(body))}\n")
        script.close()
        args += ["-s", script.name]
    try:
        out = subprocess.run(args + [url], capture_output=True, text=True, check=True,
                             timeout=duration + 30).stdout
    finally:
        if script:
            os.unlink(script.name)
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))
    pct = {p: _ms(v) for p, v in re.findall(r"^\s+(50|75|90|99)%\s+(\S+)", out, re.M)}
    errors = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    sock = re.search(r"Socket errors: (.*)", out)
    return {"rps": rps, "p50": pct["50"], "p99": pct["99"],
            "non2xx": int(errors.group(1)) if errors else 0,
            "socket_errors": sock.group(1) if sock else ""}


def in_process(profile: bool) -> None:
    """Where the time goes in one announcements request (no network, no gunicorn)."""
    sys.path.insert(0, str(ROOT))
    from webapp import create_app
    from webapp.core import service

    app = create_app()
    data = ENDPOINTS["belote/announcements"]

    def per_call(fn, n=2000) -> float:
        best = float("inf")
        for _ in range(5):
            t = time.perf_counter()
            for _ in range(n):
                fn()
            best = min(best, (time.perf_counter() - t) / n * 1e6)
        return best

    with app.test_request_context("/en/"):
        verdicts = service.evaluate("belote", "announcements", data)
        engine = per_call(lambda: service.evaluate("belote", "announcements", data))

        def cold():
            service._TEXTS.clear()
            service.result_payload("belote", "announcements", verdicts)

        cold_us = per_call(cold, 300)
        warm_us = per_call(lambda: service.result_payload("belote", "announcements", verdicts))
    client = app.test_client()
    body = json.dumps(data)

    def request():
        return client.post("/api/v1/belote/announcements", data=body,
                           content_type="application/json")

    whole = per_call(request, 1000)
    health = per_call(lambda: client.get("/api/v1/health"), 1000)
    print("\nIn process, one belote/announcements request (4 hands, 2 rulesets), best of 5, µs:")
    print(f"  service.evaluate (both rulesets)       {engine:8.1f}")
    print(f"  result_payload, text cache cold        {cold_us:8.1f}")
    print(f"  result_payload, text cache warm        {warm_us:8.1f}")
    print(f"  whole request via Flask test client    {whole:8.1f}   (health: {health:.1f})")
    if profile:
        import cProfile
        import pstats

        prof = cProfile.Profile()
        prof.enable()
        for _ in range(2000):
            request()
        prof.disable()
        pstats.Stats(prof).sort_stats("tottime").print_stats(15)


def alternate(base: str, targets: dict[str, dict | None], rounds: int, duration: int,
              connections: int, threads: int) -> dict[str, list[dict]]:
    """wrk runs of ``GET {base}health`` between the targets' (``{name: (path, body or None)}``),
    round after round: health, target 1, health, target 2, ..., health. Returns ``{name: [one wrk
    result per round]}`` (``"health"``: every health run), each target's result with its
    ``share``: its requests/s over the mean of the health runs just before and after it."""
    runs: dict[str, list[dict]] = {"health": []}
    for _ in range(rounds):
        before = wrk(base + "/api/v1/health", duration, connections, threads, None)
        runs["health"].append(before)
        for name, (path, body) in targets.items():
            r = wrk(base + path, duration, connections, threads, body)
            after = wrk(base + "/api/v1/health", duration, connections, threads, None)
            runs["health"].append(after)
            r["share"] = r["rps"] / ((before["rps"] + after["rps"]) / 2)
            runs.setdefault(name, []).append(r)
            before = after
    return runs


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--duration", type=int, default=5, help="seconds per run")
    ap.add_argument("--connections", type=int, default=16)
    ap.add_argument("--threads", type=int, default=2, help="wrk threads")
    ap.add_argument("--workers", type=int, default=2, help="gunicorn workers (./atout: 2)")
    ap.add_argument("--profile", action="store_true", help="cProfile the endpoint in process")
    args = ap.parse_args()
    if not os.access(WRK, os.X_OK):
        raise SystemExit(f"{WRK} is missing (apt-get install wrk)")

    port = free_port()
    server = start_gunicorn(port, args.workers)
    try:
        for endpoint, body in ENDPOINTS.items():  # warm up, and check the answers
            results = post(port, endpoint, body)["results"]
            assert len(results) == 2, results
            for _ in range(50):
                post(port, endpoint, body)
        targets = {e: (f"/api/v1/{e}", b) for e, b in ENDPOINTS.items()}
        runs = alternate(f"http://127.0.0.1:{port}", targets, args.rounds, args.duration,
                         args.connections, args.threads)
    finally:
        server.terminate()
        server.wait(timeout=10)

    load = os.getloadavg()[0]
    print(f"gunicorn: {args.workers} sync workers; wrk: {args.threads} threads, "
          f"{args.connections} connections; {args.rounds} rounds of {args.duration} s per "
          f"endpoint; {os.cpu_count()} CPUs, load average {load:.1f}")
    print(f"{'endpoint':22} {'req/s':>7} {'p50 ms':>7} {'p99 ms':>7} {'vs health':>10} "
          f"{'(low-high)':>11}  notes")
    for name, rs in runs.items():
        share = low_high = ""
        if name != "health":
            shares = [r["share"] for r in rs]
            share = f"{median(shares):.0%}"
            low_high = f"{min(shares):.0%}-{max(shares):.0%}"
        notes = [f"{sum(r['non2xx'] for r in rs)} non-2xx!"] if any(r["non2xx"] for r in rs) else []
        notes += ["socket errors: " + r["socket_errors"] for r in rs if r["socket_errors"]]
        print(f"{name:22} {median([r['rps'] for r in rs]):7.0f} "
              f"{median([r['p50'] for r in rs]):7.2f} {max(r['p99'] for r in rs):7.2f} "
              f"{share:>10} {low_high:>11}  " + "; ".join(notes))
    print("medians over the rounds (p99: the highest); targets: >= 70 % of health's req/s, "
          "p99 < 20 ms at 16 connections")
    in_process(args.profile)


if __name__ == "__main__":
    main()
