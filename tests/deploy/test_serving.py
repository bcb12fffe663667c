"""The serving front holds (deploy/nginx.conf, as ./atout serve runs it): slow clients, floods,
bad hosts, oversized bodies, cache-busting queries and a dead application never cost other
visitors their pages, and every answer nginx writes itself is JSON under /api/ and a page with the
security headers elsewhere.

Each test sends from its own loopback address (127.0.0.0/8 is all local) so that nginx's
per-client rate limits see distinct clients, as they would on the Internet. Bounded: every socket
has a timeout, every loop a count.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from stack import ROOT, free_port, request

SECURITY_HEADERS = ("Content-Security-Policy", "X-Frame-Options", "X-Content-Type-Options")
API_BODY = json.dumps({"contract": "R", "trick": [{"seat": "N", "card": "6R"},
                                                   {"seat": "W", "card": "7R"},
                                                   {"seat": "S", "card": "8R"},
                                                   {"seat": "E", "card": "9R"}]}).encode()
JSON = {"Content-Type": "application/json"}


def assert_nginx_error(reply, status: int, code: str, api: bool) -> None:
    assert reply.status == status
    for name in SECURITY_HEADERS:
        assert reply.header(name), name
    assert "frame-ancestors 'none'" in reply.header("Content-Security-Policy")
    assert reply.header("Cache-Control") == "no-store"
    if api:
        assert reply.header("Content-Type").startswith("application/json")
        assert json.loads(reply.body)["error"]["code"] == code
    else:
        assert reply.header("Content-Type").startswith("text/html")
        assert b"<h1>" in reply.body and b'lang="th"' in reply.body


# -- slow clients --------------------------------------------------------------------------------


class SlowClients:
    """``count`` connections, each from its own loopback address (127.0.1.x), that send a request
    very slowly: a header line every ``interval`` seconds (``body=False``) or, after the headers
    of a POST announcing 30 KB, a byte of body every ``interval`` seconds."""

    def __init__(self, port: int, count: int, body: bool = False, interval: float = 1.0,
                 base: int = 1) -> None:
        self.port, self.count, self.body, self.interval = port, count, body, interval
        self.base = base
        self.sockets: list[socket.socket] = []
        self.closed_by_server = 0
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._trickle, daemon=True)

    def __enter__(self) -> SlowClients:
        for i in range(self.count):
            address = f"127.0.{self.base + i // 250}.{1 + i % 250}"
            s = socket.create_connection(("127.0.0.1", self.port), timeout=5,
                                         source_address=(address, 0))
            if self.body:
                s.sendall(b"POST /api/v1/jass/trick HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                          b"Content-Type: application/json\r\nContent-Length: 30000\r\n\r\n{")
            else:
                s.sendall(b"GET /en/ HTTP/1.1\r\nHost: 127.0.0.1\r\n")
            self.sockets.append(s)
        self.thread.start()
        return self

    def _trickle(self) -> None:
        n = 0
        while not self.stop.wait(self.interval):
            n += 1
            for s in list(self.sockets):
                try:
                    s.sendall(b" " if self.body else b"X-Slow-%d: 1\r\n" % n)
                except OSError:
                    self.sockets.remove(s)
                    self.closed_by_server += 1

    def still_open(self) -> int:
        """How many of the slow connections the server still holds (not closed on it)."""
        held = 0
        for s in self.sockets:
            try:
                s.setblocking(False)
                data = s.recv(1, socket.MSG_PEEK)
                held += data != b""  # b"": the server closed it; any byte: it answered early
            except BlockingIOError:
                held += 1
            except OSError:
                pass
            finally:
                s.setblocking(True)
        return held

    def __exit__(self, *exc: object) -> None:
        self.stop.set()
        self.thread.join(timeout=5)
        for s in self.sockets:
            s.close()


def browse(stack, source: str, rounds: int) -> list[tuple[str, int | str]]:
    """Another visitor: pages, a stylesheet, an uncached 404, API questions (5 s timeout each)."""
    paths = ["/en/glossary", "/th/belote/rules", "/fr/jass/weis", "/en/no-such-page"]
    out = []
    for i in range(rounds):
        for path in paths:
            try:
                out.append((path, stack.get(path, source=source, timeout=5).status))
            except OSError as e:
                out.append((path, repr(e)))
        try:
            reply = stack.get("/api/v1/jass/trick", method="POST", body=API_BODY, headers=JSON,
                              source=source, timeout=5)
            out.append(("api", reply.status))
        except OSError as e:
            out.append(("api", repr(e)))
    return out


@pytest.mark.parametrize("body", [False, True], ids=["slow-headers", "slow-bodies"])
def test_other_clients_are_served_while_200_slow_clients_hold_connections(stack, body):
    # The module's gunicorn has ONE sync worker: alone, a single slow client would hold it.
    with SlowClients(stack.proxy_port, 200, body=body, base=1 if not body else 3) as slow:
        time.sleep(1.5)  # every slow client has sent its first bytes, and a trickle more
        replies = browse(stack, "127.0.0.3", rounds=6)
        held = slow.still_open()
    expected = {"/en/no-such-page": 404}
    failed = [(p, s) for p, s in replies if s != expected.get(p, 200)]
    assert failed == [] and len(replies) == 30
    assert held >= 190, f"only {held} of 200 slow connections were still held"


# -- floods --------------------------------------------------------------------------------------


def flood(stack, path: str, source: str, count: int, **kwargs) -> list:
    return [stack.get(path, source=source, **kwargs) for _ in range(count)]


def test_an_api_flood_gets_json_429s_and_other_clients_are_still_served(stack):
    replies = flood(stack, "/api/v1/jass/trick", "127.0.0.4", 150, method="POST",
                    body=API_BODY, headers=JSON)
    statuses = [r.status for r in replies]
    assert set(statuses) == {200, 429}
    assert statuses[:30] == [200] * 30  # the burst a real client may send
    refused = next(r for r in replies if r.status == 429)
    assert_nginx_error(refused, 429, "rate_limited", api=True)
    assert refused.header("Retry-After") == "1"
    # Per client: someone else is not limited.
    other = stack.get("/api/v1/jass/trick", method="POST", body=API_BODY, headers=JSON,
                      source="127.0.0.5")
    assert other.status == 200


def test_a_page_flood_gets_an_html_429(stack):
    replies = flood(stack, "/en/glossary", "127.0.0.6", 250)
    statuses = [r.status for r in replies]
    assert 429 in statuses and statuses[:50] == [200] * 50
    assert_nginx_error(next(r for r in replies if r.status == 429), 429, "rate_limited", api=False)
    assert stack.get("/en/glossary", source="127.0.0.7").status == 200


# -- nginx's own errors --------------------------------------------------------------------------


@pytest.mark.parametrize("host", ["a" * 64 + ".example", "a..b", "bad_host!"])
def test_a_malformed_host_is_a_400_through_nginx(stack, host):
    page = stack.get("/en/glossary", headers={"Host": host}, source="127.0.0.8")
    assert_nginx_error(page, 400, "bad_request", api=False)
    api = stack.get("/api/v1/health", headers={"Host": host}, source="127.0.0.8")
    assert_nginx_error(api, 400, "bad_request", api=True)


def test_well_formed_hosts_are_served(stack):
    for host in ("rules.example", "Rules.Example.", "127.0.0.1:8080", "[::1]", "xn--jss-pla.ch"):
        assert stack.get("/api/v1/health", headers={"Host": host}, source="127.0.0.8").status == 200


def test_a_body_over_64_kb_is_a_json_413_on_the_api_and_a_page_elsewhere(stack):
    big = json.dumps({"contract": "R", "x": "a" * 70_000}).encode()
    api = stack.get("/api/v1/jass/trick", method="POST", body=big, headers=JSON, source="127.0.0.9")
    assert_nginx_error(api, 413, "payload_too_large", api=True)
    assert "64 KB" in json.loads(api.body)["error"]["message"]
    page = stack.get("/en/glossary", method="POST", body=big, source="127.0.0.9")
    assert_nginx_error(page, 413, "payload_too_large", api=False)


def _chunked_post(port: int, path: str, body: bytes) -> tuple[int, dict]:
    """POST ``body`` in 8 KB chunks (no Content-Length): the status and the JSON answer."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
        s.sendall(f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json"
                  "\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n".encode())
        try:
            for i in range(0, len(body), 8192):
                part = body[i:i + 8192]
                s.sendall(b"%x\r\n%s\r\n" % (len(part), part))
            s.sendall(b"0\r\n\r\n")
        except OSError:  # the server answered and closed before the end: fine
            pass
        data = b""
        while chunk := s.recv(65536):
            data += chunk
    head, _, payload = data.partition(b"\r\n\r\n")
    return int(head.split()[1]), json.loads(payload)


@pytest.mark.parametrize("direct", [True, False], ids=["gunicorn", "nginx"])
def test_a_chunked_body_over_64_kb_is_a_json_413_on_the_api(stack, direct):
    big = json.dumps({"contract": "R", "x": "a" * 70_000}).encode()
    port = stack.app_port if direct else stack.proxy_port
    status, answer = _chunked_post(port, "/api/v1/jass/trick", big)
    assert (status, answer["error"]["code"]) == (413, "payload_too_large")
    small = json.dumps({"contract": "R", "trick": [{"seat": s, "card": c} for s, c in
                                                   zip("NWSE", ("6R", "7R", "8R", "9R"))]})
    status, answer = _chunked_post(port, "/api/v1/jass/trick", small.encode())
    assert status == 200 and answer["results"]  # a small chunked body is read whole


def test_when_the_application_is_down_the_api_gets_json_and_pages_a_page(own_stack):
    stack = own_stack
    cached = stack.get("/en/glossary")  # stored: served stale while the application is down
    stack.stop_app()
    api = stack.get("/api/v1/health")
    assert_nginx_error(api, 502, "unavailable", api=True)
    page = stack.get("/en/sources?x=never-cached")
    assert_nginx_error(page, 502, "unavailable", api=False)
    again = stack.get("/en/glossary")
    assert again.status == 200 and again.body == cached.body


# -- the cache -----------------------------------------------------------------------------------


def cache_files(stack) -> int:
    return sum(len(files) for _, _, files in os.walk(stack.prefix / "cache"))


def test_random_query_parameters_do_not_fill_the_cache(stack):
    """The review's cache-busting flood: ?cb=<random> on a rules page was a new entry each time
    (466 MB a minute). Now each is a 301 to the page itself, stored nowhere; the page, once."""
    stack.get("/th/belote/announcements", source="127.0.0.13")
    before = cache_files(stack)
    replies = [stack.get(f"/th/belote/announcements?cb={n}-{time.monotonic_ns()}",
                         source="127.0.0.13") for n in range(30)]
    assert {r.status for r in replies} == {301}
    assert {r.header("Location") for r in replies} == {"/th/belote/announcements"}
    assert {r.header("Cache-Control") for r in replies} == {"no-store"}
    assert cache_files(stack) == before
    assert stack.get("/th/belote/announcements", source="127.0.0.13").header(
        "X-Cache-Status") == "HIT"


def test_a_static_file_is_one_cache_entry_whatever_its_query(stack):
    page = stack.get("/en/glossary", direct=True).body.decode()
    css = "/static/css/site." + page.split('href="/static/css/site.', 1)[1].split('"')[0]
    first = stack.get(css + "?cb=1", source="127.0.0.10")
    before = cache_files(stack)
    replies = [stack.get(f"{css}?cb={n}", source="127.0.0.10") for n in range(2, 12)]
    assert first.status == 200 and {r.header("X-Cache-Status") for r in replies} == {"HIT"}
    assert cache_files(stack) == before


def test_paths_outside_the_languages_are_never_stored(stack):
    before = cache_files(stack)
    for n in range(10):
        reply = stack.get(f"/junk-{n}.php", source="127.0.0.11")
        assert reply.status in (308, 404) and reply.header("X-Cache-Status") is None
    assert cache_files(stack) == before


def test_uncacheable_answers_do_not_wait_for_each_other(stack, unique):
    """16 concurrent requests for one URL whose answer is never stored (a 404, a checker's 422,
    its live fragment, "/"): each goes to the application at once. Behind proxy_cache_lock they
    would be let through one by one, 500 ms apart (the last after 7.5 s)."""
    urls = [unique("/en/no-such-page"), unique("/en/belote/check/announcements?n=XX"),
            unique("/en/belote/check/announcements?n=JS+QS+KS&fragment=1"), "/"]
    for n, url in enumerate(urls):
        start = time.monotonic()
        with ThreadPoolExecutor(16) as pool:
            replies = list(pool.map(lambda _: stack.get(url, source=f"127.0.2.{n + 1}",
                                                        timeout=15), range(16)))
        elapsed = time.monotonic() - start
        assert len({r.status for r in replies}) == 1, url
        assert elapsed < 4, f"{url}: 16 concurrent requests took {elapsed:.1f} s"


def test_the_public_port_stays_in_absolute_urls(stack):
    """nginx's $host has no port; X-Forwarded-Port puts it back (the README's recipe listens on
    8080; here a random port)."""
    port = stack.proxy_port
    redirect = stack.get("/en", source="127.0.0.14")
    assert redirect.status == 308 and redirect.header("Location") == f"http://127.0.0.1:{port}/en/"
    page = stack.get("/en/glossary", source="127.0.0.14").body.decode()
    assert f'hreflang="fr" href="http://127.0.0.1:{port}/fr/glossary"' in page
    oembed = stack.get(f"/oembed?url=http://127.0.0.1:{port}/en/example/seed-1",
                       source="127.0.0.14")
    assert oembed.status == 200 and f"http://127.0.0.1:{port}/embed/" in json.loads(oembed.body)["html"]


def test_a_malformed_host_is_a_400_straight_from_gunicorn_too(stack):
    for host in ("a" * 64 + ".example", "127.0.0.1:99999"):
        reply = stack.get("/en/glossary", headers={"Host": host}, direct=True)
        assert reply.status == 400 and reply.header("Content-Security-Policy")
        assert reply.header("Cache-Control") == "no-store"


# -- a worker killed -----------------------------------------------------------------------------


def _mapped(pid: int, name: str) -> bool:
    with open(f"/proc/{pid}/maps") as maps:
        return any(name in line for line in maps)


def test_a_killed_worker_is_replaced_by_a_fork_of_the_loaded_application(own_stack):
    """gunicorn's master loads the application once (--preload): a worker killed with kill -9 is
    replaced by a fork that serves at once, instead of a process that imports the whole site
    again (about a second on an idle machine, 3.5 s on a loaded one; bench/serving.py times it).
    The sign, without a clock: the master itself holds the application's modules (orjson's C
    library, which only the API imports)."""
    stack = own_stack
    master = stack.gunicorn.pid
    assert _mapped(stack.worker_pids()[0], "orjson")
    assert _mapped(master, "orjson"), "the master does not hold the application"
    (worker,) = stack.worker_pids()
    os.kill(worker, signal.SIGKILL)
    for _ in range(200):  # bounded: 200 tries, 50 ms apart
        pids = stack.worker_pids()
        if pids and pids != [worker]:
            try:
                if request(stack.app_port, "GET", "/api/v1/health", timeout=2).status == 200:
                    break
            except OSError:
                pass
        time.sleep(0.05)
    assert stack.get("/api/v1/health").status == 200 and stack.worker_pids() != [worker]


# -- logs and request ids ------------------------------------------------------------------------


def test_each_request_is_logged_with_the_client_address_and_its_id(stack, unique):
    path = unique("/en/glossary")
    reply = stack.get(path, source="127.0.0.12")
    rid = reply.header("X-Request-Id")
    assert rid and len(rid) == 32 and int(rid, 16) >= 0
    again = stack.get(path, source="127.0.0.12")
    assert again.header("X-Cache-Status") == "HIT" and again.header("X-Request-Id") != rid
    time.sleep(0.3)  # the log lines are written after the response
    nginx_log = (stack.prefix / "logs" / "access.log").read_text().splitlines()
    line = next(line for line in nginx_log if f"id={rid}" in line)
    assert line.startswith("127.0.0.12 ") and f'"GET {path} HTTP/1.1" 200' in line
    app_log = (stack.prefix / "logs" / "gunicorn-access.log").read_text().splitlines()
    line = next(line for line in app_log if f"id={rid}" in line)
    assert line.startswith("127.0.0.12 ")  # gunicorn logs the client nginx names, not nginx


# -- ./atout serve -------------------------------------------------------------------------------


def test_the_serve_command_runs_nginx_in_front_and_stops_both_on_ctrl_c(tmp_path):
    port = free_port()
    env = dict(os.environ, ATOUT_PORT=str(port), ATOUT_WORKERS="1",
               ATOUT_SERVE_DIR=str(tmp_path / "serve"))
    proc = subprocess.Popen([sys.executable, str(ROOT / "deploy" / "serve.py")], cwd=ROOT,
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline, reply = time.monotonic() + 60, None
        while reply is None and time.monotonic() < deadline and proc.poll() is None:
            try:
                reply = request(port, "GET", "/en/glossary")
            except OSError:
                time.sleep(0.2)
        assert reply is not None and reply.status == 200, proc.poll()
        assert reply.header("Server") == "nginx"
        sock = tmp_path / "serve" / "gunicorn.sock"
        assert request(str(sock), "GET", "/api/v1/health").status == 200  # gunicorn: a socket
        nginx_pid = int((tmp_path / "serve" / "nginx.pid").read_text())
        proc.send_signal(signal.SIGINT)  # Ctrl-C
        out, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert proc.returncode == 0, err
    assert '"GET /en/glossary HTTP/1.1" 200' in out  # nginx's access log, on the terminal
    assert "Shutting down: Master" in err  # gunicorn stopped, after nginx
    with pytest.raises(OSError):
        os.kill(nginx_pid, 0)
    with pytest.raises(OSError):
        request(port, "GET", "/en/", timeout=2)
    assert not Path(sock).exists()
