"""The serving front under abuse (loopback only, every run bounded): ``./atout serve``'s stack
(deploy/serve.py: nginx in front of gunicorn on a unix socket) against gunicorn alone.

    python bench/serving.py [--duration 20] [--slow 200] [--requests 20000] [--connections 64]
                            [--workers N] [--only slow,load,kill,flood,bust]

1. **slow**: slow clients (a header line every 5 s, each from its own 127.0.x.y address; plus
   50 slow bodies) while another client browses (a cached page, an uncached 404, the health
   check and an API POST, in turn, 2 s timeout, every 0.25 s): first 4 slow clients against
   gunicorn alone (2 workers: the old ``./atout serve``), then ``--slow`` against the stack.
   Prints the browsing client's failures, its longest outage, and how many slow connections were
   still held at the end.
2. **load**: ``wrk`` at ``--connections`` over bench/load.py's mix, through the stack (loopback
   exempt from the rate limits, as a load generator's address would be): requests, errors.
3. **kill**: ``kill -9`` of a worker: with 1 worker, the time until a request is served again
   (median of 3); with cores + 1 workers under the load run, the errors it caused.
4. **flood**: one client posting to the API as fast as 16 threads can for 5 s: 200s and 429s,
   and another client's health checks meanwhile.
5. **bust**: 2,000 GETs of a rules page with a random query parameter (rate limits off): what
   reached the cache (files and bytes) and what the answers were.

Prints figures; never passes or fails.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path[:0] = [str(HERE), str(ROOT), str(ROOT / "deploy")]

from api_load import free_port, start_gunicorn  # noqa: E402
from load import MIX, drive, lua_script  # noqa: E402
from stack import Stack, request  # noqa: E402

API_BODY = json.dumps({"contract": "R", "trick": [{"seat": s, "card": c} for s, c in
                                                   zip("NWSE", ("6R", "7R", "8R", "9R"))]})
BROWSE = [("GET", "/en/glossary", None, 200), ("GET", "/en/no-such-page", None, 404),
          ("GET", "/api/v1/health", None, 200), ("POST", "/api/v1/jass/trick", API_BODY, 200)]


def raw_get(port: int, method: str, path: str, body: str | None, source: str,
            timeout: float = 2) -> int:
    """One request, its status (0: failed or timed out)."""
    data = (body or "").encode()
    head = (f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
            + (f"Content-Type: application/json\r\nContent-Length: {len(data)}\r\n"
               if body else "") + "\r\n").encode()
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=timeout,
                                      source_address=(source, 0)) as c:
            c.settimeout(timeout)
            c.sendall(head + data)
            reply = b""
            while chunk := c.recv(65536):
                reply += chunk
        return int(reply.split(b" ", 2)[1])
    except (OSError, ValueError, IndexError):
        return 0


class Slow:
    """``count`` slow connections (headers, or bodies), each from its own loopback address."""

    def __init__(self, port: int, count: int, body: bool, base: int) -> None:
        self.port, self.count, self.body, self.base = port, count, body, base
        self.socks: list[socket.socket] = []
        self.stop = threading.Event()

    def start(self) -> None:
        for i in range(self.count):
            try:
                s = socket.create_connection(
                    ("127.0.0.1", self.port), timeout=5,
                    source_address=(f"127.{self.base}.{1 + i // 250}.{1 + i % 250}", 0))
                s.sendall(b"POST /api/v1/jass/trick HTTP/1.1\r\nHost: x\r\nContent-Type: "
                          b"application/json\r\nContent-Length: 30000\r\n\r\n{" if self.body
                          else b"GET /en/ HTTP/1.1\r\nHost: x\r\n")
                self.socks.append(s)
            except OSError:
                pass
        threading.Thread(target=self._trickle, daemon=True).start()

    def _trickle(self) -> None:
        n = 0
        while not self.stop.wait(5):
            n += 1
            for s in list(self.socks):
                try:
                    s.sendall(b" " if self.body else b"X-a%d: b\r\n" % n)
                except OSError:
                    self.socks.remove(s)

    def held(self) -> int:
        count = 0
        for s in self.socks:
            try:
                s.setblocking(False)
                count += s.recv(1, socket.MSG_PEEK) != b""
            except BlockingIOError:
                count += 1
            except OSError:
                pass
        return count

    def close(self) -> None:
        self.stop.set()
        for s in self.socks:
            s.close()


def browse_during(port: int, seconds: float, source: str = "127.0.0.3") -> dict:
    results: list[tuple[float, bool, float]] = []
    t0 = time.monotonic()
    i = 0
    while time.monotonic() - t0 < seconds:
        method, path, body, want = BROWSE[i % len(BROWSE)]
        i += 1
        ts = time.monotonic()
        ok = raw_get(port, method, path, body, source) == want
        results.append((ts - t0, ok, time.monotonic() - ts))
        time.sleep(max(0.0, 0.25 - (time.monotonic() - ts)))
    longest, start = 0.0, None
    for ts, ok, _ in results:
        if not ok:
            start = ts if start is None else start
            longest = max(longest, ts - start + 0.25)
        else:
            start = None
    oks = [r[2] for r in results if r[1]]
    return {"requests": len(results), "failed": sum(not r[1] for r in results),
            "outage_s": round(longest, 1),
            "p50_ms": round(statistics.median(oks) * 1000, 1) if oks else None,
            "max_ms": round(max(oks) * 1000, 1) if oks else None}


def slow_run(args, tmp: Path) -> None:
    print("## slow clients")
    port = free_port()
    alone = start_gunicorn(port, 2)
    try:
        slow = Slow(port, 4, body=False, base=1)
        slow.start()
        time.sleep(1)
        seen = browse_during(port, args.duration)
        held = slow.held()
        slow.close()
    finally:
        alone.terminate()
        alone.wait(timeout=20)
    print(f"gunicorn alone (2 workers), 4 slow clients, {args.duration:.0f} s: browsing client "
          f"{seen['failed']} of {seen['requests']} requests failed, longest outage "
          f"{seen['outage_s']} s; slow connections held at the end: {held} of 4")
    with Stack(tmp / "slow", version="bench", workers=args.workers, app_socket=True,
               access_log=False) as stack:
        heads = Slow(stack.proxy_port, args.slow, body=False, base=1)
        bodies = Slow(stack.proxy_port, 50, body=True, base=2)
        heads.start()
        bodies.start()
        time.sleep(1)
        seen = browse_during(stack.proxy_port, args.duration)
        held = (heads.held(), bodies.held())
        heads.close()
        bodies.close()
    print(f"./atout serve's stack ({args.workers} workers), {args.slow} slow clients + 50 slow "
          f"bodies, {args.duration:.0f} s: browsing client {seen['failed']} of "
          f"{seen['requests']} requests failed (p50 {seen['p50_ms']} ms, max {seen['max_ms']} "
          f"ms); slow connections held at the end: {held[0]} of {args.slow} + {held[1]} of 50 "
          f"(nginx closes a request header not complete in 10 s)")


def load_run(stack: Stack, args, kill: bool = False) -> dict:
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as script:
        script.write(lua_script(-(-args.requests // 2)))
    killer = None
    if kill:
        def kill_one() -> None:
            time.sleep(2)
            os.kill(stack.worker_pids()[0], signal.SIGKILL)
        killer = threading.Thread(target=kill_one)
        killer.start()
    try:
        out = drive(2, args.connections, script.name, stack.proxy_port)
    finally:
        os.unlink(script.name)
        if killer:
            killer.join()
    figures = json.loads(next(ln for ln in out.splitlines() if ln.startswith("ATOUT "))[6:])
    sockets = sum(figures[k] for k in ("connect", "read", "write", "timeout"))
    return {**figures, "errors": figures["unexpected"] + sockets, "sockets": sockets,
            "rps": figures["requests"] / (figures["duration_us"] / 1e6)}


def load_and_kill(args, tmp: Path, only: set[str]) -> None:
    with Stack(tmp / "load", version="bench", workers=args.workers, app_socket=True,
               access_log=False, rate_limits=False) as stack:
        for _, method, path, body, want in MIX:  # warm the cache and the workers
            for _ in range(2):
                stack.get(path, method=method, body=json.dumps(body).encode() if body else None,
                          headers={"Content-Type": "application/json"} if body else None)
        if "load" in only:
            print("## load")
            r = load_run(stack, args)
            print(f"wrk -c{args.connections} through the stack ({args.workers} workers), mix of "
                  f"{len(MIX)}: {r['requests']} requests, {r['rps']:.0f} req/s, p50 "
                  f"{r['p50_us'] / 1000:.1f} ms, p99 {r['p99_us'] / 1000:.1f} ms; errors "
                  f"{r['errors']} (unexpected status {r['unexpected']}, socket {r['sockets']}); "
                  f"intended 422s {r['intended_4xx']}")
        if "kill" in only:
            print("## kill -9 of a worker")
            r = load_run(stack, args, kill=True)
            print(f"under the load run, kill -9 of one of {args.workers} workers after 2 s: "
                  f"{r['requests']} requests, errors {r['errors']} (unexpected status "
                  f"{r['unexpected']}, socket {r['sockets']})")
    if "kill" in only:
        with Stack(tmp / "kill", version="bench", workers=1, app_socket=True,
                   access_log=False) as stack:
            times = []
            for _ in range(3):
                (pid,) = stack.worker_pids()
                t0 = time.monotonic()
                os.kill(pid, signal.SIGKILL)
                while True:
                    try:
                        if request(stack.app_port, "GET", "/api/v1/health", timeout=1).status == 200:
                            break
                    except OSError:
                        time.sleep(0.01)
                times.append(time.monotonic() - t0)
                time.sleep(1)
        print(f"a lone worker killed (-9): served again after {statistics.median(times):.2f} s "
              f"(median of 3: {', '.join(f'{t:.2f}' for t in times)} s)")


def flood_run(args, tmp: Path) -> None:
    print("## API flood from one client")
    with Stack(tmp / "flood", version="bench", workers=args.workers, app_socket=True,
               access_log=False) as stack:
        counts: Counter = Counter()
        stop = time.monotonic() + 5

        def hammer(_: int) -> None:
            while time.monotonic() < stop:
                counts[raw_get(stack.proxy_port, "POST", "/api/v1/jass/trick", API_BODY,
                               "127.0.0.4")] += 1

        with ThreadPoolExecutor(17) as pool:
            other = pool.submit(browse_during, stack.proxy_port, 5, "127.0.0.5")
            list(pool.map(hammer, range(16)))
            seen = other.result()
    print(f"5 s, 16 threads: {sum(counts.values())} requests: {counts.get(200, 0)} × 200, "
          f"{counts.get(429, 0)} × 429, {sum(v for k, v in counts.items() if k not in (200, 429))} "
          f"other; another client meanwhile: {seen['failed']} of {seen['requests']} failed, p50 "
          f"{seen['p50_ms']} ms, max {seen['max_ms']} ms")


def bust_run(args, tmp: Path) -> None:
    print("## cache-busting queries")
    with Stack(tmp / "bust", version="bench", workers=args.workers, app_socket=True,
               access_log=False, rate_limits=False) as stack:
        cache = stack.prefix / "cache"

        def size() -> tuple[int, int]:
            files = [p for p in cache.rglob("*") if p.is_file()]
            return len(files), sum(p.stat().st_size for p in files)

        stack.get("/th/belote/announcements")
        before = size()
        statuses: Counter = Counter()

        def one(n: int) -> None:
            statuses[raw_get(stack.proxy_port, "GET", f"/th/belote/announcements?cb="
                             f"{random.randrange(10**9)}-{n}", None, "127.0.0.3", timeout=10)] += 1

        t0 = time.monotonic()
        with ThreadPoolExecutor(16) as pool:
            list(pool.map(one, range(2000)))
        wall = time.monotonic() - t0
        after = size()
    print(f"2,000 GETs with a random ?cb= in {wall:.1f} s: answers {dict(sorted(statuses.items()))}; "
          f"cache {before[0]} -> {after[0]} files, {before[1] / 1e6:.1f} -> {after[1] / 1e6:.1f} MB")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--duration", type=float, default=20, help="seconds of each slow-client run")
    ap.add_argument("--slow", type=int, default=200, help="slow clients against the stack")
    ap.add_argument("--requests", type=int, default=20_000)
    ap.add_argument("--connections", type=int, default=64)
    ap.add_argument("--workers", type=int, default=(os.cpu_count() or 1) + 1)
    ap.add_argument("--only", default="slow,load,kill,flood,bust")
    args = ap.parse_args()
    args.duration = min(args.duration, 60)
    args.slow = min(args.slow, 2000)
    only = set(args.only.split(","))
    print(f"{os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f}; loopback only")
    with tempfile.TemporaryDirectory(prefix="atout-serving-") as tmp:
        if "slow" in only:
            slow_run(args, Path(tmp))
        if only & {"load", "kill"}:
            load_and_kill(args, Path(tmp), only)
        if "flood" in only:
            flood_run(args, Path(tmp))
        if "bust" in only:
            bust_run(args, Path(tmp))
    return 0


if __name__ == "__main__":
    sys.exit(main())
