"""What one ``?fragment=1`` costs in CPU, in process (no server, no network): the Flask test
client, each request timed with ``time.thread_time`` (this thread's CPU: what a machine shared with
other programs does not inflate, or little) and ``time.perf_counter`` (wall clock), and the CPU
split among the steps of the fragment path, each counted without the steps inside it:

* reading the input and the engine (``service.evaluate``);
* the reasons' sentences and the other gettext calls (``reason_text``, flask-babel's gettext,
  the templates' ``_()``);
* the verdict's summary and share texts (``summary``, ``disagreement``, ``verdict_share``);
* the templates (``render_template``, less the above);
* the rest (Flask, werkzeug, routing, the permalink).

Used by bench/fragment.py (``--in-process-samples``); alone: ``python bench/fragment_cpu.py``.
"""

from __future__ import annotations

import functools
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

STEPS = ("input and engine", "gettext and reasons", "summary and share", "templates", "the rest")


class Split:
    """Exclusive CPU time per step: a step's time does not count the steps called inside it."""

    def __init__(self) -> None:
        self.spent: dict[str, float] = defaultdict(float)
        self._stack: list[list[Any]] = []  # [step, start, time of the steps inside]

    def wrap(self, step: str, fn: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(fn)
        def timed(*args: Any, **kwargs: Any) -> Any:
            if self._stack and self._stack[-1][0] == step:
                return fn(*args, **kwargs)  # inside its own step: counted once
            frame = [step, time.thread_time(), 0.0]
            self._stack.append(frame)
            try:
                return fn(*args, **kwargs)
            finally:
                self._stack.pop()
                total = time.thread_time() - frame[1]
                self.spent[step] += total - frame[2]
                if self._stack:
                    self._stack[-1][2] += total
        return timed


@contextmanager
def instrumented(app: Any, split: Split) -> Iterator[None]:
    """Wrap the fragment path's steps in ``split`` while the block runs."""
    import flask_babel

    from webapp.blueprints import checker
    from webapp.core import service

    env = app.jinja_env
    saved: list[tuple[Any, str, Any]] = []

    def patch(owner: Any, name: str, step: str) -> None:
        get = owner.get if isinstance(owner, dict) else functools.partial(getattr, owner)
        old = get(name)
        saved.append((owner, name, old))
        new = split.wrap(step, old)
        if isinstance(owner, dict):
            owner[name] = new
        else:
            setattr(owner, name, new)

    patch(service, "evaluate", "input and engine")
    patch(service, "reason_text", "gettext and reasons")
    for name in ("gettext", "pgettext", "ngettext", "npgettext"):
        patch(flask_babel.Domain, name, "gettext and reasons")
        if name in env.globals:
            patch(env.globals, name, "gettext and reasons")
    patch(env.globals, "summary", "summary and share")
    patch(checker, "disagreement", "summary and share")
    patch(checker, "verdict_share", "summary and share")
    patch(checker, "render_template", "templates")
    try:
        yield
    finally:
        for owner, name, old in reversed(saved):
            if isinstance(owner, dict):
                owner[name] = old
            else:
                setattr(owner, name, old)


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


Row = tuple[str, list[float], list[float], dict[str, float]]


def measure(fragments: dict[str, str], samples: int) -> list[Row]:
    """Per fragment: CPU ms and wall ms per request, and the mean CPU ms of each step."""
    from webapp import create_app

    app = create_app()
    client = app.test_client()
    rows = []
    for name, path in fragments.items():
        url = path + "&fragment=1"
        for _ in range(20):  # templates compiled, caches filled
            assert client.get(url).status_code == 200
        cpu, wall = [], []
        for _ in range(samples):
            c0, w0 = time.thread_time(), time.perf_counter()
            client.get(url)
            cpu.append((time.thread_time() - c0) * 1000)
            wall.append((time.perf_counter() - w0) * 1000)
        split = Split()
        with instrumented(app, split):
            c0 = time.thread_time()
            for _ in range(samples):
                client.get(url)
            total = (time.thread_time() - c0) * 1000 / samples
        steps = {k: v * 1000 / samples for k, v in split.spent.items()}
        steps["the rest"] = max(0.0, total - sum(steps.values()))
        rows.append((name, cpu, wall, steps))
    return rows


def table(rows: list[Row]) -> str:
    out = ["| fragment | CPU p50 ms | CPU p95 | CPU p99 | wall p50 ms | wall p99 | "
           + " | ".join(STEPS) + " |",
           "|---|---:|---:|---:|---:|---:|" + "---:|" * len(STEPS)]
    for name, cpu, wall, steps in rows:
        total = sum(steps.values()) or 1.0
        split = " | ".join(f"{steps.get(s, 0.0):.1f} ({steps.get(s, 0.0) / total:.0%})"
                           for s in STEPS)
        out.append(f"| {name} | {percentile(cpu, 50):.1f} | {percentile(cpu, 95):.1f} | "
                   f"{percentile(cpu, 99):.1f} | {percentile(wall, 50):.1f} | "
                   f"{percentile(wall, 99):.1f} | {split} |")
    return "\n".join(out)


def main() -> None:
    from fragment import FRAGMENTS  # bench/ is this script's directory

    samples = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    print(f"In process, {samples} requests a fragment (the steps: mean CPU ms, instrumented "
          f"run):\n")
    print(table(measure(FRAGMENTS, samples)))


if __name__ == "__main__":
    main()
