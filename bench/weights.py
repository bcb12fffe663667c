"""Page weights and server-side render times, in process (Flask test client; prints figures).

    python bench/weights.py

Weight of a page = its HTML + every same-origin stylesheet and script it loads, fonts (and
images) excluded: raw bytes, and gzip at nginx's default level 1, as deploy/nginx.conf serves
them (``gzip on``). Budgets: a rules page < 60 KB (issue 8), an embed < 30 KB (issue 7), counted on
the wire (compressed, as the README's deployment serves them); raw bytes are printed too.
Render time = median of the server's time for a GET through the test client (the whole Flask
request: routing, view, templates, headers, ETag), after a warm-up request.
"""

from __future__ import annotations

import gzip
import statistics
import sys
import time
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urljoin, urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

RULES_PAGES = {
    "Belote: play": "/{l}/belote/rules",
    "Belote: variants and announcements": "/{l}/belote/announcements",
    "Coinche: bidding": "/{l}/coinche/bidding",
    "Coinche: scoring": "/{l}/coinche/scoring",
    "Jass: Schieber": "/{l}/jass/schieber",
    "Jass: Weis and Stöck": "/{l}/jass/weis",
    "glossary": "/{l}/glossary",
    "sources": "/{l}/sources",
}
BELOTE_VERDICT = "s=7H+8H+9H+AS+TC+KD+7C+8D&w=TS+JS+QS+KS+9C+JD+7S+AD&trump=S&taker=NS"
FULL_DEAL = ("n=JS+JH+JD+JC+7H+8C+AD+QS&e=7S+8S+9S+TS+KH+QH+7D+8D&s=AH+TH+9H+9D+TD+QD+KD+9C"
             "&w=KS+AS+8H+7C+TC+QC+KC+AC&trump=S&taker=NS")
CHECKER_PAGES = {
    "checker blank (announcements)": "/{l}/belote/check/announcements",
    "checker verdict (announcements)": "/{l}/belote/check/announcements?" + BELOTE_VERDICT,
    "checker verdict, 4 full hands": "/{l}/belote/check/announcements?" + FULL_DEAL,
    "checker verdict (Weis)": "/{l}/jass/check/weis?n=9E+9S+9R+9L+6E&w=TL+UL+OL&contract=R"
                              "&forehand=N",
    "checker verdict (Jass score)": "/{l}/jass/check/score?contract=undenufe&ns=157&ew=0&tns=9"
                                    "&tew=0",
}
EMBED_PAGES = {
    "embed: example seed-1": "/embed/{l}/example/seed-1",
    "embed: example weis-stoeck-apart": "/embed/{l}/example/weis-stoeck-apart",
    "embed: verdict (announcements)": "/embed/{l}/belote/check/announcements?" + BELOTE_VERDICT,
    "embed: verdict, 4 full hands": "/embed/{l}/belote/check/announcements?" + FULL_DEAL,
}
#: Page types for render times (one locale each, Thai where the text is the longest).
RENDER_PAGES = {
    "home": "/th/",
    "rules page (Belote: variants and announcements)": "/th/belote/announcements",
    "rules page (Jass: Weis and Stöck)": "/th/jass/weis",
    "glossary": "/th/glossary",
    "checker blank": "/th/belote/check/announcements",
    "checker verdict (announcements)": "/th/belote/check/announcements?" + BELOTE_VERDICT,
    "checker verdict (Weis)": "/th/jass/check/weis?n=9E+9S+9R+9L+6E&w=TL+UL+OL&contract=R"
                              "&forehand=N",
    "example page": "/th/example/seed-1",
    "embed: example": "/embed/th/example/seed-1",
    "embed: verdict": "/embed/th/belote/check/announcements?" + BELOTE_VERDICT,
    "embed how-to": "/th/embed",
    "error page (404)": "/th/no-such-page",
}
RULES_BUDGET = 60 * 1024
EMBED_BUDGET = 30 * 1024


class Assets(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "script" and a.get("src"):
            self.urls.append(a["src"])
        if tag == "link" and "stylesheet" in (a.get("rel") or "").split() and a.get("href"):
            self.urls.append(a["href"])


def gz(data: bytes) -> int:
    return len(gzip.compress(data, compresslevel=1))


class Site:
    def __init__(self) -> None:
        from webapp import create_app

        self.app = create_app()
        self.client = self.app.test_client()
        self._assets: dict[str, bytes] = {}

    def asset(self, url: str) -> bytes:
        if url not in self._assets:
            response = self.client.get(url)
            assert response.status_code == 200, url
            self._assets[url] = response.get_data()
        return self._assets[url]

    def weight(self, path: str) -> dict[str, int]:
        """HTML + same-origin CSS and JS of one page (fonts and images excluded)."""
        response = self.client.get(path)
        html = response.get_data()
        parser = Assets()
        parser.feed(html.decode())
        parts = [html]
        foreign = 0
        for ref in parser.urls:
            url = urljoin("http://localhost" + path, ref)
            if urlsplit(url).netloc != "localhost":
                foreign += 1
                continue
            parts.append(self.asset(urlsplit(url).path))
        return {"status": response.status_code, "html": len(html), "raw": sum(map(len, parts)),
                "gzip": sum(map(gz, parts)), "html_gzip": gz(html), "foreign": foreign}

    def render_ms(self, path: str, n: int = 25) -> float:
        self.client.get(path)
        times = []
        for _ in range(n):
            t0 = time.perf_counter()
            self.client.get(path)
            times.append((time.perf_counter() - t0) * 1000)
        return statistics.median(times)


def kb(n: int) -> str:
    return f"{n / 1024:.1f}"


def weights_tables(site: Site, langs: list[str]) -> tuple[str, dict]:
    """Markdown: rules pages per locale (raw / gzip KB), then checker and embed pages."""
    out, worst = [], {"rules_raw": (0, ""), "rules_gzip": (0, ""), "embed_raw": (0, ""),
                      "embed_gzip": (0, ""), "foreign": 0}
    out.append("| rules page (KB, raw / gzip) | " + " | ".join(langs) + " |")
    out.append("|---|" + "---:|" * len(langs))
    for name, pattern in RULES_PAGES.items():
        cells = []
        for lang in langs:
            w = site.weight(pattern.format(l=lang))
            worst["foreign"] += w["foreign"]
            for key in ("raw", "gzip"):
                if w[key] > worst[f"rules_{key}"][0]:
                    worst[f"rules_{key}"] = (w[key], f"{name}, {lang}")
            flag = "" if w["gzip"] < RULES_BUDGET else " ⚠"
            cells.append(f"{kb(w['raw'])} / {kb(w['gzip'])}{flag}")
        out.append(f"| {name} | " + " | ".join(cells) + " |")
    out.append("")
    out.append("| checker and embed pages (KB, raw / gzip) | " + " | ".join(langs) + " |")
    out.append("|---|" + "---:|" * len(langs))
    for name, pattern in {**CHECKER_PAGES, **EMBED_PAGES}.items():
        cells = []
        for lang in langs:
            w = site.weight(pattern.format(l=lang))
            worst["foreign"] += w["foreign"]
            if name.startswith("embed"):
                for key in ("raw", "gzip"):
                    if w[key] > worst[f"embed_{key}"][0] and "full hands" not in name:
                        worst[f"embed_{key}"] = (w[key], f"{name}, {lang}")
            cells.append(f"{kb(w['raw'])} / {kb(w['gzip'])}")
        out.append(f"| {name} | " + " | ".join(cells) + " |")
    return "\n".join(out), worst


def render_table(site: Site) -> str:
    out = ["| page type (th) | server render, median ms |", "|---|---:|"]
    for name, path in RENDER_PAGES.items():
        out.append(f"| {name} | {site.render_ms(path):.1f} |")
    return "\n".join(out)


def main() -> None:
    from webapp.i18n import LOCALES

    site = Site()
    table, worst = weights_tables(site, [loc.url for loc in LOCALES])
    print(table)
    print()
    print(f"heaviest rules page: {kb(worst['rules_raw'][0])} KB raw ({worst['rules_raw'][1]}), "
          f"{kb(worst['rules_gzip'][0])} KB gzip ({worst['rules_gzip'][1]}); budget 60 KB")
    print(f"requests to another origin: {worst['foreign']}")
    print()
    print(render_table(site))


if __name__ == "__main__":
    main()
