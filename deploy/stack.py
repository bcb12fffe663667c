"""Start gunicorn and Debian's nginx (deploy/nginx.conf) on loopback, as a deploy would.

Used by ``./atout serve`` (deploy/serve.py), tests/deploy/ and bench/; everything lives under
one directory (``prefix``), no root needed::

    with Stack(tmp_dir, version="1") as stack:
        stack.get("/en/belote/rules")          # through nginx -> Reply(status, headers, body)
        stack.get("/en/belote/rules", direct=True)   # straight from gunicorn
        stack.deploy(version="2")              # restart gunicorn, re-key the cache, reload nginx

nginx listens on ``host:port`` (default: 127.0.0.1 and a free port); gunicorn on another free
loopback port, or on ``prefix/gunicorn.sock`` with ``app_socket=True`` (what ``./atout serve``
does: then nothing but nginx can reach it). ``rate_limits=False`` exempts loopback clients from
nginx's per-client limits (a benchmark's load generator is one client).

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
ERROR_PAGES = ROOT / "deploy" / "errors"
NGINX = os.environ.get("ATOUT_NGINX", shutil.which("nginx") or "/usr/sbin/nginx")
#: The lines of deploy/nginx.conf that a local run rewrites (addresses, log, limits).
LISTEN_LINE = "listen 127.0.0.1:8080 default_server;"
UPSTREAM_LINE = "server 127.0.0.1:8000;"
ACCESS_LOG_LINE = "access_log logs/access.log atout;"
UNLIMITED_LINE = "default 0;"
#: gunicorn as every stack runs it: sync workers that never wait on a client (nginx buffers),
#: killed and replaced after 30 s stuck, no control socket (several instances on one host), the
#: application loaded once in the master (--preload: a killed worker's replacement is a fork that
#: serves at once, not a process importing the site again; it opens no file or thread to share).
GUNICORN_OPTIONS = ["--timeout", "30", "--graceful-timeout", "10", "--no-control-socket",
                    "--preload"]
#: The access line behind nginx: the client's address and the request id nginx gave it.
ACCESS_FORMAT = ('%({x-forwarded-for}i)s %({host}i)s "%(r)s" %(s)s %(b)s %(M)sms '
                 'id=%({x-request-id}i)s')


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _die_with_parent() -> None:  # pragma: no cover - runs in the child
    """The child gets SIGTERM when the process that started it dies (Linux), so a killed test
    run or launcher never leaves a server behind."""
    try:
        import ctypes

        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


@dataclass
class Reply:
    status: int
    headers: dict[str, str]  # lower-case names
    body: bytes

    def header(self, name: str) -> str | None:
        return self.headers.get(name.lower())


class UnixHTTPConnection(http.client.HTTPConnection):
    """HTTP over a unix socket (gunicorn's, under ``./atout serve``)."""

    def __init__(self, path: str, timeout: float = 10) -> None:
        super().__init__("localhost", timeout=timeout)
        self.unix_path = path

    def connect(self) -> None:
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.settimeout(self.timeout)
        self.sock.connect(self.unix_path)


def request(port: int | str, method: str, path: str, headers: dict[str, str] | None = None,
            body: bytes | None = None, timeout: float = 10, host: str = "127.0.0.1",
            source: str | None = None) -> Reply:
    """One request on a new connection (so an nginx reload is seen at once). ``port`` may be a
    unix socket's path; ``source``, a loopback address to send from (another client)."""
    if isinstance(port, str):
        conn: http.client.HTTPConnection = UnixHTTPConnection(port, timeout=timeout)
    else:
        conn = http.client.HTTPConnection(host, port, timeout=timeout,
                                          source_address=(source, 0) if source else None)
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


def nginx_conf(listen: str, upstream: str, access_log: str | None = None,
               unlimited: tuple[str, ...] = ()) -> str:
    """deploy/nginx.conf with its addresses (and optionally its access log and the addresses
    exempt from rate limits) replaced."""
    conf = NGINX_CONF.read_text()
    changes = [(LISTEN_LINE, f"listen {listen} default_server;"),
               (UPSTREAM_LINE, f"server {upstream};")]
    if access_log:
        changes.append((ACCESS_LOG_LINE, f"access_log {access_log} atout;"))
    if unlimited:
        changes.append((UNLIMITED_LINE, " ".join([UNLIMITED_LINE, *(f"{a} 1;" for a in unlimited)])))
    for old, new in changes:
        if conf.count(old) != 1:
            raise RuntimeError(f"deploy/nginx.conf should contain {old!r} once")
        conf = conf.replace(old, new)
    return conf


class Stack:
    """gunicorn (``workers``) behind nginx, under ``prefix``; a context manager."""

    def __init__(self, prefix: Path, version: str | None = "1", workers: int = 1,
                 access_log: bool = True, *, host: str = "127.0.0.1", port: int | None = None,
                 app_socket: bool = False, rate_limits: bool = True, console: bool = False) -> None:
        self.prefix = Path(prefix)
        self.version = version
        self.workers = workers
        self.access_log = access_log
        self.host = host
        self.proxy_port = port or free_port()
        self.app_socket = str(self.prefix / "gunicorn.sock") if app_socket else None
        self.app_port: int | str = self.app_socket or free_port()
        self.rate_limits = rate_limits
        self.console = console  # ./atout serve: logs on the terminal
        self.gunicorn: subprocess.Popen | None = None
        self.nginx: subprocess.Popen | None = None
        self.host_header: str | None = None  # sent by get() when the caller names no Host

    # -- gunicorn -------------------------------------------------------------------------------

    def _env(self) -> dict[str, str]:
        env = dict(os.environ, ATOUT_PROXY_FIX="1", PYTHONDONTWRITEBYTECODE="1")
        if self.version is not None:
            env["ATOUT_VERSION"] = self.version
        return env

    def start_app(self) -> None:
        log = self.prefix / "logs"
        bind = f"unix:{self.app_socket}" if self.app_socket else f"127.0.0.1:{self.app_port}"
        if self.app_socket and os.path.exists(self.app_socket):
            os.unlink(self.app_socket)
        args = [sys.executable, "-m", "gunicorn", "--bind", bind, "--workers", str(self.workers),
                *GUNICORN_OPTIONS, "--access-logformat", ACCESS_FORMAT,
                "--error-logfile", "-" if self.console else str(log / "gunicorn.log")]
        if os.path.isdir("/dev/shm"):
            args += ["--worker-tmp-dir", "/dev/shm"]  # the heartbeat file, off the disk
        if self.access_log:
            args += ["--access-logfile", "-" if self.console else str(log / "gunicorn-access.log")]
        out = None if self.console else subprocess.DEVNULL
        self.gunicorn = subprocess.Popen([*args, "webapp:create_app()"], cwd=ROOT, env=self._env(),
                                         stdout=out, stderr=out, preexec_fn=_die_with_parent,
                                         start_new_session=self.console)
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

    def worker_pids(self) -> list[int]:
        """gunicorn's workers (the master's children)."""
        if self.gunicorn is None:
            return []
        path = Path(f"/proc/{self.gunicorn.pid}/task/{self.gunicorn.pid}/children")
        try:
            return [int(p) for p in path.read_text().split()]
        except OSError:
            return []

    def build_id(self) -> str:
        """The build id of the code on disk with this version: the deploy step's command."""
        out = subprocess.run([sys.executable, "-m", "flask", "--app", "webapp:create_app()",
                              "build-id"], cwd=ROOT, env=self._env(), check=True,
                             capture_output=True, text=True)
        return out.stdout.strip()

    # -- nginx ----------------------------------------------------------------------------------

    def _nginx_args(self) -> list[str]:
        directives = "daemon off;" + (" user root;" if os.geteuid() == 0 else "")
        if self.console:
            directives += " error_log stderr warn;"
        return [NGINX, "-p", f"{self.prefix}/", "-c", str(self.prefix / "nginx.conf"),
                "-g", directives]

    def write_build_conf(self) -> None:
        """Deploy step: key the proxy cache by the application's build id."""
        out = subprocess.run([sys.executable, "-m", "flask", "--app", "webapp:create_app()",
                              "nginx-build"], cwd=ROOT, env=self._env(), check=True,
                             capture_output=True, text=True)
        (self.prefix / "atout-build.conf").write_text(out.stdout)

    def write_proxy_conf(self) -> None:
        for sub in ("logs", "tmp", "cache"):
            (self.prefix / sub).mkdir(parents=True, exist_ok=True)
        shutil.copytree(ERROR_PAGES, self.prefix / "errors", dirs_exist_ok=True)
        upstream = f"unix:{self.app_socket}" if self.app_socket else f"127.0.0.1:{self.app_port}"
        conf = nginx_conf(f"{self.host}:{self.proxy_port}", upstream,
                          access_log="/dev/stdout" if self.console else None,
                          unlimited=() if self.rate_limits else ("127.0.0.0/8",))
        (self.prefix / "nginx.conf").write_text(conf)

    def start_proxy(self) -> None:
        self.write_proxy_conf()
        self.write_build_conf()
        self.nginx = subprocess.Popen(self._nginx_args(), stdout=None if self.console else
                                      subprocess.DEVNULL, stderr=None if self.console else
                                      subprocess.PIPE, preexec_fn=_die_with_parent,
                                      start_new_session=self.console)
        _wait_until(lambda: self._proxy_alive() and self.get("/en/").status == 200, 30, "nginx")

    def _proxy_alive(self) -> bool:
        if self.nginx is None or self.nginx.poll() is not None:
            err = self.nginx.stderr.read().decode() if self.nginx and self.nginx.stderr else ""
            raise RuntimeError(f"nginx exited: {err}")
        return True

    def reload_proxy(self) -> None:
        subprocess.run([*self._nginx_args()[:5], "-s", "reload"], check=True, capture_output=True)

    def stop_proxy(self, timeout: float = 20) -> None:
        if self.nginx is not None and self.nginx.poll() is None:
            self.nginx.send_signal(signal.SIGQUIT)  # graceful: finish the requests under way
            try:
                self.nginx.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                self.nginx.terminate()
                try:
                    self.nginx.wait(timeout=5)
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
            method: str = "GET", body: bytes | None = None, source: str | None = None,
            timeout: float = 10) -> Reply:
        if self.host_header and not any(k.lower() == "host" for k in headers or {}):
            headers = {**(headers or {}), "Host": self.host_header}
        if direct:
            return request(self.app_port, method, path, headers, body, timeout=timeout,
                           source=source)
        host = "127.0.0.1" if self.host in ("0.0.0.0", "::", "[::]") else self.host
        return request(self.proxy_port, method, path, headers, body, timeout=timeout, host=host,
                       source=source)

    def url(self, path: str, direct: bool = False) -> str:
        if direct and self.app_socket:
            raise ValueError("gunicorn listens on a unix socket")
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
        self.stop_proxy(timeout=5 if self.console else 20)
        self.stop_app()
