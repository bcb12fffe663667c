"""The share images (issue 16): render time, weight, and what a second request costs.

    python bench/share_image.py [--rounds 3] [--cold] [--no-proxy]

1. In process: every worked example (light and dark), one verdict per checker, a verdict with a
   table's column and one in two languages, in every locale, each a whole GET drawn from
   scratch (the memo bypassed): median and p95 of the wall and CPU time (time.process_time) in
   ms and the PNG's median and heaviest KB, by kind and by locale; then image.render alone.
   Targets: a median of at most 50 ms, at most 80 KB.
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
                                  "&trump=S&taker=NS&rules=maison,officielles",
    "belote/check/play": "variant=coinche&trump=S&first=N&trick=AH+9S&hand=7S+7D+KC"
                         "&rules=maison,officielles",
    "belote/check/score": "variant=coinche&taker=NS&trump=S&bid=100&coinche=2&tp=90&dp=72"
                          "&rules=maison,officielles",
    "jass/check/weis": "n=KE+KS+KR+KL+OE+AE&contract=obenabe&forehand=N&rules=traditional,swiss",
    "jass/check/play": "contract=R&first=N&trick=KE&hand=UR+6E&rules=traditional,swiss",
    "jass/check/score": "contract=R&ns=100&ew=57&tns=5&tew=4&rules=traditional,swiss",
}


#: A table's own ruleset (issue 18) beside the standard ones: one more column to draw.
HOUSE_VERDICT = ("belote/check/announcements",
                 "e=9S+TS+JS&s=9H+TH+JH&trump=S&taker=NS&rules=maison,officielles,{hid}")


def _urls() -> list[tuple[str, str, str]]:
    """(kind, locale, URL) of every picture measured: every worked example (light and dark),
    one verdict per checker, a verdict with a table's column, and a bilingual one."""
    from webapp.core.content import all_examples, get_example
    from webapp.core.rulesets import HOUSES

    hid = HOUSES["belote"].encode("maison", {"announcement_tie": "trump_else_nobody"}, "Chez Paul")
    out = []
    for lang in LANGS:
        for ex in all_examples():
            e = get_example(ex)
            for theme in ("light", "dark"):
                out.append((f"example {e.game}/{e.kind}", lang,
                            f"/img/{lang}/example/{ex}.png" + ("?theme=dark" if theme == "dark"
                                                               else "")))
        for path, query in VERDICTS.items():
            game, _, kind = path.split("/")
            out.append((f"verdict {game}/{kind}", lang, f"/img/{lang}/{path}.png?{query}"))
        path, query = HOUSE_VERDICT
        out.append(("verdict + a table's column", lang,
                    f"/img/{lang}/{path}.png?{query.format(hid=hid)}"))
        other = "fr" if lang != "fr" else "de-ch"
        out.append(("verdict in two languages", lang,
                    f"/img/{lang}/{path}.png?{VERDICTS[path]}&also={other}"))
    return out


def _stats(values: list[float]) -> str:
    p95 = statistics.quantiles(values, n=20)[-1] if len(values) > 1 else values[0]
    return f"{statistics.median(values):6.1f} {p95:6.1f}"


def _table(title: str, rows: dict[str, dict[str, list[float]]]) -> None:
    print(f"\n{title}")
    print(f"  {'':34} {'n':>4}   wall ms      CPU ms       KB")
    print(f"  {'':34} {'':>4}   med    p95   med    p95   med    max")
    for name, r in rows.items():
        print(f"  {name:34} {len(r['wall']):4}  {_stats(r['wall'])} {_stats(r['cpu'])} "
              f"{statistics.median(r['kb']):5.1f} {max(r['kb']):6.1f}")


def in_process(rounds: int, cold: bool = False) -> None:
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    from webapp import create_app
    from webapp.blueprints import share as share_bp
    from webapp.verdicts import image_text
    from webapp.verdicts.share import scene

    app = create_app({"TESTING": True})
    client = app.test_client()
    urls = _urls()
    for _, _, url in urls[:6]:  # warm-up: fonts, sprites, catalogs
        client.get(url)
    by_kind: dict[str, dict[str, list[float]]] = {}
    by_locale: dict[str, dict[str, list[float]]] = {}
    every: dict[str, list[float]] = {"wall": [], "cpu": [], "kb": []}
    for _ in range(rounds):
        for kind, lang, url in urls:
            share_bp._PNG.clear()
            if cold:  # nothing memoized but the fonts: no run's mask, no example's Share
                scene._EXAMPLES.clear()
                image_text._mask.cache_clear()
                image_text._advance.cache_clear()
                image_text.text_width.cache_clear()
            start, start_cpu = time.perf_counter(), time.process_time()
            response = client.get(url)
            wall = (time.perf_counter() - start) * 1000
            cpu = (time.process_time() - start_cpu) * 1000
            assert response.status_code == 200, (url, response.status_code)
            for bucket in (by_kind.setdefault(kind, {"wall": [], "cpu": [], "kb": []}),
                           by_locale.setdefault(lang, {"wall": [], "cpu": [], "kb": []}), every):
                bucket["wall"].append(wall)
                bucket["cpu"].append(cpu)
                bucket["kb"].append(len(response.data) / 1024)
    print(f"pictures drawn from scratch (the memo cleared): {len(urls)} URLs x {rounds} rounds; "
          "a whole GET /img/... (parse, engine, texts, render, PNG, ETag); "
          + ("cold: every run's mask and example's Share dropped before each" if cold else
             "the runs' masks and the examples' Shares memoized as a worker fills them"))
    _table("by kind", dict(sorted(by_kind.items())))
    _table("by locale", by_locale)
    _table("all", {"every picture": every})
    render_wall, render_cpu = _render_only(app, rounds)
    print(f"\nrender alone (image.render of a Share, the examples, every locale and theme), ms: "
          f"wall median {statistics.median(render_wall):.1f} p95 "
          f"{statistics.quantiles(render_wall, n=20)[-1]:.1f}; CPU median "
          f"{statistics.median(render_cpu):.1f} p95 {statistics.quantiles(render_cpu, n=20)[-1]:.1f}")

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
    parser.add_argument("--cold", action="store_true",
                        help="drop the memoized text runs and examples' Shares before each GET")
    args = parser.parse_args()
    in_process(args.rounds, args.cold)
    if not args.no_proxy:
        through_nginx()
    return 0


if __name__ == "__main__":
    sys.exit(main())
