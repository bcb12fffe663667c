"""The share images (issue 16): render time, weight, and what a second request costs.

    python bench/share_image.py [--rounds 5] [--no-proxy]

1. In process: every worked example and one verdict per checker, in every locale, light and
   dark, drawn from scratch (webapp.verdicts.image.render of its Share, the memo bypassed):
   median and slowest render time in ms, median and heaviest PNG in KB. Targets: a median of
   at most 50 ms, at most 80 KB.
2. Through the Flask test client: a first GET (drawn), a second GET (the memo), and a GET with
   the ETag of the first (If-None-Match): its status (304 wanted) and time.
3. Through the README's nginx (deploy/stack.py: gunicorn + deploy/nginx.conf on loopback, when
   Debian's nginx is there): X-Cache-Status of a first and a second GET (MISS, then HIT), and
   the status of a conditional GET.

Prints figures; never passes or fails on time.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "deploy"))
sys.path.insert(0, str(ROOT))

LANGS = ("en", "pt", "vi", "th", "de-ch", "fr")
#: One verdict per checker, each in its one (canonical) spelling: another spelling is a 301.
VERDICTS = {
    "belote/check/announcements": "n=TS+JS+QS+KS+AS&e=7H+8H+9H&s=AD+KD+QD+JD&w=7C+8C+9C"
                                  "&trump=S&taker=N&rules=maison,officielles",
    "belote/check/play": "variant=coinche&trump=S&first=N&trick=AH+9S&hand=7S+7D+KC"
                         "&rules=maison,officielles",
    "belote/check/score": "variant=coinche&taker=NS&trump=S&bid=100&coinche=2&tp=90&dp=72"
                          "&rules=maison,officielles",
    "jass/check/weis": "n=KE+KS+KR+KL+OE+AE&contract=obenabe&forehand=N&rules=traditional,swiss",
    "jass/check/play": "contract=R&first=N&trick=KE&hand=UR+6E&rules=traditional,swiss",
    "jass/check/score": "contract=R&ns=100&ew=57&tns=5&tew=4&rules=traditional,swiss",
}


def in_process(rounds: int) -> None:
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    from webapp import create_app
    from webapp.blueprints import share as share_bp
    from webapp.core.content import all_examples

    app = create_app({"TESTING": True})
    client = app.test_client()
    urls = [f"/img/{lang}/example/{ex}.png?theme={theme}" for lang in LANGS
            for ex in all_examples() for theme in ("light", "dark")]
    urls += [f"/img/{lang}/{path}.png?{query}" for lang in LANGS
             for path, query in VERDICTS.items()]
    for url in urls[:6]:  # warm-up: fonts, sprites, catalogs
        client.get(url)
    times: list[float] = []
    sizes: list[int] = []
    for _ in range(rounds):
        for url in urls:
            share_bp._PNG.clear()
            start = time.perf_counter()
            response = client.get(url)
            times.append((time.perf_counter() - start) * 1000)
            assert response.status_code == 200, url
            sizes.append(len(response.data))
    render_only, render_cpu = _render_only(app, rounds)
    print(f"images drawn: {len(urls)} URLs x {rounds} rounds")
    print(f"  render alone (image.render of its Share), ms: median "
          f"{statistics.median(render_only):.1f} wall / {statistics.median(render_cpu):.1f} CPU, "
          f"p90 {statistics.quantiles(render_only, n=10)[-1]:.1f} wall")
    print("  a whole GET drawn from scratch (parse, engine, texts, render, ETag):")
    print(f"  render + request, ms: median {statistics.median(times):.1f}, "
          f"p90 {statistics.quantiles(times, n=10)[-1]:.1f}, slowest {max(times):.1f}")
    print(f"  PNG, KB: median {statistics.median(sizes) / 1024:.1f}, "
          f"heaviest {max(sizes) / 1024:.1f}")

    url = f"/img/th/{next(iter(VERDICTS))}.png?{VERDICTS['belote/check/announcements']}"
    share_bp._PNG.clear()
    first = client.get(url)
    again: list[float] = []
    conditional: list[float] = []
    status = None
    for _ in range(25):
        start = time.perf_counter()
        client.get(url)
        again.append((time.perf_counter() - start) * 1000)
        start = time.perf_counter()
        status = client.get(url, headers={"If-None-Match": first.headers["ETag"]}).status_code
        conditional.append((time.perf_counter() - start) * 1000)
    print(f"second request (memo): {statistics.median(again):.2f} ms; with If-None-Match: "
          f"{status} in {statistics.median(conditional):.2f} ms; Cache-Control: "
          f"{first.headers['Cache-Control']}")


def _render_only(app, rounds: int) -> tuple[list[float], list[float]]:
    """Render times (wall, CPU of this process) of the examples' Shares in every locale and
    theme, the Shares built first. On a shared machine the CPU time is the steadier figure."""
    from webapp.core.content import all_examples
    from webapp.i18n import find_locale, in_locale
    from webapp.verdicts import disagreement, image
    from webapp.verdicts.share import example_share

    times: list[float] = []
    cpu: list[float] = []
    with app.test_request_context("/en/"):
        app.preprocess_request()
        shares = []
        for lang in LANGS:
            with in_locale(find_locale(lang)):
                shares += [example_share(ex, disagreement) for ex in all_examples()]
        for share in shares[:4]:
            image.render(share)
        for _ in range(rounds):
            for share in shares:
                for theme in ("light", "dark"):
                    start, start_cpu = time.perf_counter(), time.process_time()
                    image.render(share, theme)
                    times.append((time.perf_counter() - start) * 1000)
                    cpu.append((time.process_time() - start_cpu) * 1000)
    return times, cpu


def through_nginx() -> None:
    if not shutil.which("nginx") and not Path("/usr/sbin/nginx").exists():
        print("nginx is missing: no proxy figures (apt-get install nginx)")
        return
    from stack import Stack

    path = "/img/pt/example/seed-1.png?theme=dark"
    with tempfile.TemporaryDirectory(prefix="atout-bench-") as tmp:
        with Stack(Path(tmp), version="bench", workers=1, access_log=False) as stack:
            first = stack.get(path)
            second = stack.get(path)
            etag = first.header("ETag") or ""
            conditional = stack.get(path, headers={"If-None-Match": etag})
            print(f"through nginx: first {first.status} {first.header('X-Cache-Status')}, "
                  f"second {second.status} {second.header('X-Cache-Status')}, "
                  f"If-None-Match {conditional.status}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--no-proxy", action="store_true", help="skip the nginx figures")
    args = parser.parse_args()
    in_process(args.rounds)
    if not args.no_proxy:
        through_nginx()
    return 0


if __name__ == "__main__":
    sys.exit(main())
