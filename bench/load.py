"""Load run: gunicorn as ``./atout serve`` runs it, driven by Debian's ``wrk`` over a mix of requests.

    python bench/load.py [--requests 20000] [--connections 32] [--threads 2] [--workers N]

Starts gunicorn with the README's command (``webapp:create_app()``, ``ATOUT_WORKERS`` workers,
default 2, access log on) on a free loopback port, warms every URL of the mix, then runs ``wrk``
(a second process) with a Lua script that cycles through the mix: rules pages, the glossary, a
checker blank and with a verdict, worked-example and verdict embeds, a static asset, the health
endpoint, API POSTs of every game (JSON bodies), and one API POST with bad input whose 422 is
*intended*. wrk stops after ``--requests`` responses (each thread stops at its share). Prints
requests/s, p50/p99 latency, errors (any non-2xx except the intended 422s, plus socket errors:
must be 0) and the RSS of every gunicorn worker (from /proc) after the warm-up and after the run,
with the delta (must stay flat). Prints figures; never passes or fails.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from api_load import BELOTE_HANDS, JASS_HANDS, WRK, free_port, start_gunicorn  # noqa: E402

#: The mix: (label, method, path, JSON body or None, expected status). One of each per cycle.
MIX: list[tuple[str, str, str, dict | None, int]] = [
    ("home", "GET", "/pt/", None, 200),
    ("rules page", "GET", "/th/belote/announcements", None, 200),
    ("rules page", "GET", "/de-ch/jass/weis", None, 200),
    ("glossary", "GET", "/vi/glossary", None, 200),
    ("checker blank", "GET", "/fr/jass/check/weis", None, 200),
    ("checker verdict", "GET", "/en/belote/check/announcements?s=7H+8H+9H+AS+TC+KD+7C+8D"
     "&w=TS+JS+QS+KS+9C+JD+7S+AD&trump=S&taker=NS", None, 200),
    ("embed example", "GET", "/embed/th/example/seed-1", None, 200),
    ("embed verdict", "GET", "/embed/pt/jass/check/weis?n=9E+9S+9R+9L+6E&w=TL+UL+OL"
     "&contract=R&forehand=N", None, 200),
    ("static", "GET", "/static/css/site.css", None, 200),
    ("health", "GET", "/api/v1/health", None, 200),
    ("api", "POST", "/api/v1/belote/announcements",
     {"trump": "S", "taker": "NS", "hands": BELOTE_HANDS, "lang": "th"}, 200),
    ("api", "POST", "/api/v1/jass/weis",
     {"contract": "R", "forehand": "N", "hands": JASS_HANDS, "lang": "de-ch"}, 200),
    ("api", "POST", "/api/v1/jass/legal",
     {"contract": "R", "trick": [{"seat": "N", "card": "AE"}], "seat": "W",
      "hand": "6R 7E KS UR OL"}, 200),
    ("api", "POST", "/api/v1/belote/score",
     {"variant": "coinche", "taker": "NS", "trump": "H", "bid": 100, "coinche": 2,
      "card_points": {"taker": 103, "defense": 59}, "lang": "pt"}, 200),
    ("api, bad input (422 intended)", "POST", "/api/v1/belote/announcements",
     {"trump": "S", "taker": "NS", "hands": {"N": "JS XX"}}, 422),
]

LUA = r"""
local mix = %(mix)s
local quota = %(quota)d
local counts = {}
local requests = {}
local i = 0
local n = 0
ok, intended, bad = 0, 0, 0  -- globals: done() reads them with thread:get()

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  for k, r in ipairs(mix) do
    local headers = {}
    if r.body then headers["Content-Type"] = "application/json" end
    requests[k] = wrk.format(r.method, r.path, headers, r.body)
  end
  i = tonumber(args[1] or "0") %% #requests
end

function request()
  i = i %% #requests + 1
  return requests[i]
end

function response(status, headers, body)
  n = n + 1
  if status >= 200 and status < 300 then ok = ok + 1
  elseif status == 422 then intended = intended + 1
  else bad = bad + 1 end
  if n == quota then
    io.write("ATOUT-THREAD-DONE\n"); io.flush()  -- bench/load.py then ends the run (SIGINT)
  end
end

function done(summary, latency, reqs)
  local o, t, b = 0, 0, 0
  for _, thread in ipairs(threads) do
    o = o + thread:get("ok"); t = t + thread:get("intended"); b = b + thread:get("bad")
  end
  local e = summary.errors
  io.write(string.format(
    'ATOUT {"requests": %%d, "duration_us": %%d, "p50_us": %%d, "p90_us": %%d, "p99_us": %%d, ' ..
    '"max_us": %%d, "ok": %%d, "intended_4xx": %%d, "unexpected": %%d, "connect": %%d, ' ..
    '"read": %%d, "write": %%d, "timeout": %%d, "status": %%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(90),
    latency:percentile(99), latency.max, o, t, b, e.connect, e.read, e.write, e.timeout,
    e.status))
end
"""
LUA = "threads = {}\n" + LUA


def lua_string(text: str) -> str:
    return json.dumps(text)  # a JSON string is a valid Lua string literal for our ASCII text


def lua_script(quota: int) -> str:
    entries = []
    for _, method, path, body, _ in MIX:
        fields = [f"method = {lua_string(method)}", f"path = {lua_string(path)}"]
        if body is not None:
            fields.append(f"body = {lua_string(json.dumps(body))}")
        entries.append("{" + ", ".join(fields) + "}")
    return LUA % {"mix": "{\n  " + ",\n  ".join(entries) + "\n}", "quota": quota}


def workers_of(master: int) -> list[int]:
    """The pids whose parent is ``master`` (gunicorn's workers), from /proc."""
    out = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            ppid = int(stat.rsplit(")", 1)[1].split()[1])
            if ppid == master:
                out.append(int(entry.name))
    return sorted(out)


def rss_kb(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def fetch(port: int, method: str, path: str, body: dict | None) -> int:
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=data, method=method,
                                 headers={"Content-Type": "application/json"} if data else {})
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            r.read()
            return r.status
    except urllib.error.HTTPError as e:
        return e.code


def drive(threads: int, connections: int, script: str, port: int, limit: int = 300) -> str:
    """Run wrk until every thread has had its share of responses, then SIGINT it: wrk stops at
    once and prints its summary over the time actually run (``-d`` is only a bound)."""
    proc = subprocess.Popen([WRK, f"-t{threads}", f"-c{connections}", f"-d{limit}s", "-s",
                             script, f"http://127.0.0.1:{port}"],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    lines, done = [], 0
    assert proc.stdout is not None
    for line in proc.stdout:
        lines.append(line)
        if line.startswith("ATOUT-THREAD-DONE"):
            done += 1
            if done == threads:
                proc.send_signal(signal.SIGINT)
    proc.wait(timeout=30)
    return "".join(lines)


def run(requests: int, connections: int, threads: int, workers: int,
        warmup: int = 3) -> dict:
    """Start gunicorn, warm up, run wrk over the mix; returns the figures (see the module doc)."""
    if not os.access(WRK, os.X_OK):
        raise SystemExit(f"{WRK} is missing: ./atout bench installs it (apt-get install wrk)")
    port = free_port()
    server = start_gunicorn(port, workers)
    try:
        time.sleep(0.5)
        pids = workers_of(server.pid)
        cold = {pid: rss_kb(pid) for pid in pids}
        # Every worker answers every URL a few times: imports, templates, caches filled.
        for _ in range(warmup * max(1, len(pids))):
            for label, method, path, body, status in MIX:
                got = fetch(port, method, path, body)
                if got != status:
                    raise SystemExit(f"warm-up: {method} {path} answered {got}, not {status}")
        before = {pid: rss_kb(pid) for pid in pids}
        with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as script:
            script.write(lua_script(-(-requests // threads)))
        try:
            t0 = time.monotonic()
            out = drive(threads, connections, script.name, port)
            wall = time.monotonic() - t0
        finally:
            os.unlink(script.name)
        line = next(ln for ln in out.splitlines() if ln.startswith("ATOUT "))
        figures = json.loads(line[len("ATOUT "):])
        time.sleep(0.3)
        after = {pid: rss_kb(pid) for pid in pids}
        alive = workers_of(server.pid)
    finally:
        server.terminate()
        server.wait(timeout=10)
    seconds = figures["duration_us"] / 1e6
    socket_errors = sum(figures[k] for k in ("connect", "read", "write", "timeout"))
    return {
        **figures, "workers": workers, "connections": connections, "threads": threads,
        "rps": figures["requests"] / seconds, "seconds": seconds, "wall": wall,
        "p50_ms": figures["p50_us"] / 1000, "p99_ms": figures["p99_us"] / 1000,
        "errors": figures["unexpected"] + socket_errors, "socket_errors": socket_errors,
        "rss_cold_kb": cold, "rss_before_kb": before, "rss_after_kb": after,
        "workers_restarted": sorted(alive) != pids,
        "mix": len(MIX),
    }


def report(r: dict) -> str:
    lines = [
        f"gunicorn: {r['workers']} sync workers (./atout serve); wrk -t{r['threads']} "
        f"-c{r['connections']}, a mix of {r['mix']} requests (pages, checkers, embeds, asset, "
        f"API GET/POST), loopback; {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f}",
        f"requests {r['requests']} in {r['seconds']:.1f} s: {r['rps']:.0f} req/s; latency p50 "
        f"{r['p50_ms']:.1f} ms, p90 {r['p90_us'] / 1000:.1f} ms, p99 {r['p99_ms']:.1f} ms, "
        f"max {r['max_us'] / 1000:.0f} ms",
        f"2xx {r['ok']}; intended 422 {r['intended_4xx']}; errors {r['errors']} (unexpected "
        f"status {r['unexpected']}, socket errors {r['socket_errors']})",
    ]
    for pid in r["rss_before_kb"]:
        cold, before, after = (r[k][pid] / 1024 for k in ("rss_cold_kb", "rss_before_kb",
                                                          "rss_after_kb"))
        lines.append(f"worker {pid}: RSS {cold:.1f} MB at start, {before:.1f} MB after warm-up, "
                     f"{after:.1f} MB after the run (delta {after - before:+.1f} MB)")
    if r["workers_restarted"]:
        lines.append("a worker was restarted during the run!")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--requests", type=int, default=20_000)
    ap.add_argument("--connections", type=int, default=32)
    ap.add_argument("--threads", type=int, default=2, help="wrk threads")
    ap.add_argument("--workers", type=int, default=int(os.environ.get("ATOUT_WORKERS", 2)),
                    help="gunicorn workers (./atout serve: ATOUT_WORKERS, default 2)")
    args = ap.parse_args()
    print(report(run(args.requests, args.connections, args.threads, args.workers)))


if __name__ == "__main__":
    main()
