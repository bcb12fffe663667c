"""Start gunicorn and Debian's nginx (deploy/nginx.conf) on loopback, as a deploy would.

Used by tests/deploy/test_nginx_cache.py and bench/cache.py; everything lives under one directory
(``prefix``), no root needed, free ports on 127.0.0.1::

    with Stack(tmp_dir, version="1") as stack:
        stack.get("/en/belote/rules")          # through nginx -> Reply(status, headers, body)
        stack.get("/en/belote/rules", direct=True)   # straight from gunicorn
        stack.deploy(version="2")              # restart gunicorn, re-key the cache, reload nginx

The deploy procedure is the README's: restart the application first, then write the new build id
into ``atout-build.conf`` and reload nginx, so no cache entry of the old build is served again.
"""

from __future__ import annotations

import http.client
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NGINX_CONF = ROOT / "deploy" / "nginx.conf"
NGINX = os.environ.get("ATOUT_NGINX", shutil.which("nginx") or "/usr/sbin/nginx")
#: The two addresses of deploy/nginx.conf that a local run replaces with free ports.
LISTEN_LINE = "listen 127.0.0.1:8080;"
UPSTREAM_LINE = "server 127.0.0.1:8000;"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class Reply:
    status: int
    headers: dict[str, str]  # lower-case names
    body: bytes

    def header(self, name: str) -> str | None:
        return self.headers.get(name.lower())


def request(port: int, method: str, path: str, headers: dict[str, str] | None = None,
            body: bytes | None = None, timeout: float = 10) -> Reply:
    """One request on a new connection (so an nginx reload is seen at once)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        conn.request(method, path, body=body, headers=headers or {})
        response = conn.getresponse()
        data = response.read()
        return Reply(response.status, {k.lower(): v for k, v in response.getheaders()}, data)
    finally:
        conn.close()


def _wait_until(predicate, timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    last: Exception | None = None
    while time.monotonic() < deadline:
        try:
            if predicate():
                return
        except OSError as e:
            last = e
        time.sleep(0.05)
    raise RuntimeError(f"timed out waiting for {what}: {last}")


class Stack:
    """gunicorn (``workers``) behind nginx, under ``prefix``; a context manager."""

    def __init__(self, prefix: Path, version: str = "1", workers: int = 1,
                 access_log: bool = True) -> None:
        self.prefix = Path(prefix)
        self.version = version
        self.workers = workers
        self.access_log = access_log
        self.app_port = free_port()
        self.proxy_port = free_port()
        self.gunicorn: subprocess.Popen | None = None
        self.nginx: subprocess.Popen | None = None

    # -- gunicorn -------------------------------------------------------------------------------

    def start_app(self) -> None:
        env = dict(os.environ, ATOUT_VERSION=self.version, ATOUT_PROXY_FIX="1",
                   PYTHONDONTWRITEBYTECODE="1")
        log = self.prefix / "logs"
        args = [sys.executable, "-m", "gunicorn", "--bind", f"127.0.0.1:{self.app_port}",
                "--workers", str(self.workers), "--error-logfile", str(log / "gunicorn.log")]
        if self.access_log:
            args += ["--access-logfile", str(log / "access.log")]
        self.gunicorn = subprocess.Popen([*args, "webapp:create_app()"], cwd=ROOT, env=env,
                                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _wait_until(lambda: self._app_alive() and request(self.app_port, "GET", "/en/").status == 200,
                    60, "gunicorn")

    def _app_alive(self) -> bool:
        if self.gunicorn is None or self.gunicorn.poll() is not None:
            raise RuntimeError(f"gunicorn exited; see {self.prefix / 'logs' / 'gunicorn.log'}")
        return True

    def stop_app(self) -> None:
        if self.gunicorn is not None and self.gunicorn.poll() is None:
            self.gunicorn.send_signal(signal.SIGTERM)
            try:
                self.gunicorn.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.gunicorn.kill()
                self.gunicorn.wait()
        self.gunicorn = None

    def build_id(self) -> str:
        """The build id of the code on disk with this version: the deploy step's command."""
        env = dict(os.environ, ATOUT_VERSION=self.version)
        out = subprocess.run([sys.executable, "-m", "flask", "--app", "webapp:create_app()",
                              "build-id"], cwd=ROOT, env=env, check=True, capture_output=True,
                             text=True)
        return out.stdout.strip()

    # -- nginx ----------------------------------------------------------------------------------

    def _nginx_args(self) -> list[str]:
        directives = "daemon off;" + (" user root;" if os.geteuid() == 0 else "")
        return [NGINX, "-p", f"{self.prefix}/", "-c", str(self.prefix / "nginx.conf"),
                "-g", directives]

    def write_build_conf(self) -> None:
        """Deploy step: key the proxy cache by the application's build id."""
        env = dict(os.environ, ATOUT_VERSION=self.version)
        out = subprocess.run([sys.executable, "-m", "flask", "--app", "webapp:create_app()",
                              "nginx-build"], cwd=ROOT, env=env, check=True, capture_output=True,
                             text=True)
        (self.prefix / "atout-build.conf").write_text(out.stdout)

    def start_proxy(self) -> None:
        for sub in ("logs", "tmp", "cache"):
            (self.prefix / sub).mkdir(parents=True, exist_ok=True)
        conf = NGINX_CONF.read_text()
        for line, port in ((LISTEN_LINE, self.proxy_port), (UPSTREAM_LINE, self.app_port)):
            if conf.count(line) != 1:
                raise RuntimeError(f"deploy/nginx.conf should contain {line!r} once")
            conf = conf.replace(line, line.replace(line.split(":")[1].rstrip(";"), str(port)))
        (self.prefix / "nginx.conf").write_text(conf)
        self.write_build_conf()
        self.nginx = subprocess.Popen(self._nginx_args(), stdout=subprocess.DEVNULL,
                                      stderr=subprocess.PIPE)
        _wait_until(lambda: self._proxy_alive() and request(self.proxy_port, "GET", "/en/").status
                    == 200, 30, "nginx")

    def _proxy_alive(self) -> bool:
        if self.nginx is None or self.nginx.poll() is not None:
            err = self.nginx.stderr.read().decode() if self.nginx and self.nginx.stderr else ""
            raise RuntimeError(f"nginx exited: {err}")
        return True

    def reload_proxy(self) -> None:
        subprocess.run([*self._nginx_args()[:5], "-s", "reload"], check=True, capture_output=True)

    def stop_proxy(self) -> None:
        if self.nginx is not None and self.nginx.poll() is None:
            self.nginx.send_signal(signal.SIGQUIT)  # graceful
            try:
                self.nginx.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.nginx.kill()
                self.nginx.wait()
        self.nginx = None

    # -- the whole thing ------------------------------------------------------------------------

    def deploy(self, version: str, rekey: bool = True) -> None:
        """Restart the application on ``version``; then (``rekey``) re-key and reload nginx."""
        self.stop_app()
        self.version = version
        self.start_app()
        if rekey:
            self.write_build_conf()
            self.reload_proxy()

    def get(self, path: str, headers: dict[str, str] | None = None, direct: bool = False,
            method: str = "GET", body: bytes | None = None) -> Reply:
        return request(self.app_port if direct else self.proxy_port, method, path, headers, body)

    def url(self, path: str, direct: bool = False) -> str:
        return f"http://127.0.0.1:{self.app_port if direct else self.proxy_port}{path}"

    def __enter__(self) -> Stack:
        self.prefix.mkdir(parents=True, exist_ok=True)
        (self.prefix / "logs").mkdir(exist_ok=True)
        try:
            self.start_app()
            self.start_proxy()
        except BaseException:
            self.__exit__()
            raise
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop_proxy()
        self.stop_app()
