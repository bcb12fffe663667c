"""``./atout serve``: the site as it should face the Internet, in one foreground command.

Debian's nginx (deploy/nginx.conf) listens on ``ATOUT_HOST:ATOUT_PORT`` (127.0.0.1:8000) and
buffers every request before gunicorn sees it, caches public pages, rate-limits each client and
logs each request with the client's address; gunicorn (``ATOUT_WORKERS`` sync workers, default
cores + 1, ``ATOUT_PROXY_FIX=1``) listens only on a unix socket under ``ATOUT_SERVE_DIR``
(default ``.atout/serve``: nginx's prefix, logs, cache). Ctrl-C or SIGTERM stops nginx, then
gunicorn; if either dies, the other is stopped and the command fails.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from stack import NGINX, ROOT, Stack  # noqa: E402


def say(text: str) -> None:
    print(f"\033[1m[atout]\033[0m {text}", file=sys.stderr, flush=True)


def main() -> int:
    host = os.environ.get("ATOUT_HOST", "127.0.0.1")
    port = int(os.environ.get("ATOUT_PORT", "8000"))
    workers = int(os.environ.get("ATOUT_WORKERS") or (os.cpu_count() or 1) + 1)
    prefix = Path(os.environ.get("ATOUT_SERVE_DIR") or ROOT / ".atout" / "serve").resolve()
    if not os.access(NGINX, os.X_OK):
        say(f"{NGINX} is missing (apt-get install nginx)")
        return 2
    stop = threading.Event()
    received: list[int] = []

    def on_signal(signum, frame):
        received.append(signum)
        stop.set()

    for signum in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(signum, on_signal)
    stack = Stack(prefix, version=os.environ.get("ATOUT_VERSION"), workers=workers, host=host,
                  port=port, app_socket=True, console=True)
    try:
        stack.__enter__()
    except RuntimeError as e:
        say(f"could not start: {e}")
        return 1
    display = f"[{host}]" if ":" in host else host
    say(f"serving on http://{display}:{port} (nginx -> gunicorn, {workers} workers, on "
        f"{stack.app_socket}); Ctrl-C stops both")
    code = 0
    try:
        while not stop.wait(0.5):
            for name, proc in (("gunicorn", stack.gunicorn), ("nginx", stack.nginx)):
                if proc is None or proc.poll() is not None:
                    say(f"{name} exited; stopping")
                    code = 1
                    stop.set()
    finally:
        say("stopping nginx, then gunicorn")
        stack.__exit__(None, None, None)
    return code


if __name__ == "__main__":
    sys.exit(main())
