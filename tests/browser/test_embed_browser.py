"""Embeds in a real browser, inside a host page served from ANOTHER origin (another port).

The host page is a static HTML file served by a tiny ``http.server`` in a thread; it contains the
snippets the site's own oEmbed endpoint returns (an example and a checker verdict), which load
``<live server>/static/embed.js``. Checked: the frames render, resize to their content, ignore a
message with a wrong secret or from the wrong window, the "Open in Atout" link keeps the language,
and every request goes to the live server (the host page itself apart). Screenshots:
``artifacts/screenshots/embed-<lang>-<width>.png`` (280 and 800 px, th and pt).
"""

from __future__ import annotations

import urllib.parse
from pathlib import Path

import pytest

from tests.browser import hosting
from tests.browser.hosting import serve_folder
from webapp.verdicts.embeds import MAX_HEIGHT

VERDICT_QUERY = "n=JS+QS+KS+AS&e=7H+8H+9H&s=QD+KD&trump=S&taker=N"
TOLERANCE = 2  # px


@pytest.fixture(scope="module")
def host_dir(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("host")


@pytest.fixture(scope="module")
def host_server(host_dir):
    with serve_folder(host_dir) as url:
        yield url


def oembed_html(live_url: str, page_url: str, **params) -> str:
    return hosting.oembed_html(live_url, page_url, format="json", **params)


def write_host(host_dir: Path, name: str, live_url: str, lang: str, width: int,
               theme: str = "light") -> str:
    """A host page with two embeds in a column ``width`` px wide; returns its file name."""
    example = f"{live_url}/{lang}/example/seed-1"
    verdict = f"{live_url}/{lang}/belote/check/announcements?{VERDICT_QUERY}"
    if theme == "dark":
        example = f"{live_url}/embed/{lang}/example/seed-1?theme=dark"
        verdict = f"{live_url}/embed/{lang}/belote/check/announcements?{VERDICT_QUERY}&theme=dark"
    background = "#222" if theme == "dark" else "#f0f0f0"
    html = f"""<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>A club site</title></head>
<body style="margin:0;padding:10px;background:{background};font:16px sans-serif">
<p style="color:#888">Our house rules, with an example:</p>
<div id="column" style="width:{width}px">
{oembed_html(live_url, example)}
<p style="color:#888">And the verdict of last night's argument:</p>
{oembed_html(live_url, verdict)}
</div></body></html>"""
    (host_dir / name).write_text(html, encoding="utf-8")
    return name


def frames_ready(page) -> None:
    """Wait until both iframes have loaded and been resized by the host script."""
    page.wait_for_function("""() => {
        const fs = [...document.querySelectorAll('iframe.atout-embed')];
        return fs.length === 2 && fs.every(f => f.style.height !== '');
    }""", timeout=15000)
    page.evaluate("document.fonts.ready.then(() => true)")


def content_height(frame) -> float:
    return frame.evaluate("document.body.getBoundingClientRect().height")


def iframe_height(page, index: int) -> float:
    return page.evaluate(
        f"document.querySelectorAll('iframe.atout-embed')[{index}].getBoundingClientRect().height")


def embed_frames(page, count: int | None = None):
    """The embeds' frames. A frame sandboxed without allow-same-origin has an opaque origin and
    runs out of process: Playwright may list it a moment after it has loaded, so wait for
    ``count`` of them (default: as many as the host page has iframes)."""
    if count is None:
        count = page.evaluate("document.querySelectorAll('iframe.atout-embed').length")
    for _ in range(100):
        frames = [f for f in page.frames if "/embed/" in f.url]
        if len(frames) >= count:
            return frames
        page.wait_for_timeout(100)
    return frames


@pytest.mark.parametrize("lang", ["th", "pt"])
@pytest.mark.parametrize("width", [280, 800])
def test_embeds_render_and_resize_in_another_origin(page, live_server, host_server, host_dir,
                                                    console_errors, screenshot, lang, width):
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    name = write_host(host_dir, f"host-{lang}-{width}.html", live_server.url, lang, width)
    page.set_viewport_size({"width": width + 20, "height": 900})
    # Wait for the host's DOM, not its "load" (that also waits on every resource of both frames,
    # which a busy machine can stretch past the timeout); frames_ready waits for the frames.
    page.goto(f"{host_server}/{name}", wait_until="domcontentloaded")
    fixed = [int(h) for h in page.evaluate(
        "[...document.querySelectorAll('iframe.atout-embed')].map(f => f.getAttribute('height'))")]
    frames_ready(page)

    frames = embed_frames(page)
    assert len(frames) == 2
    for i, frame in enumerate(sorted(frames, key=lambda f: "/check/" in f.url)):
        # the page language is the full tag: European Portuguese is pt-PT
        assert frame.evaluate("document.documentElement.lang") == {"pt": "pt-PT"}.get(lang, lang)
        # The frame is rendered: cards drawn, each ruleset's verdict shown.
        assert frame.locator(".card").count() >= 3
        box = frame.locator(".card__suit").first.bounding_box()
        assert box and box["width"] >= 12
        assert frame.locator(".example__verdict, section.verdict").count() >= 1
        # Readable at this width: nothing wider than the frame.
        assert frame.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
        # Resized from the fixed height of the snippet to the height of its content.
        wanted = content_height(frame)
        got = iframe_height(page, i)
        assert abs(got - wanted) <= TOLERANCE, (frame.url, got, wanted, fixed[i])
        # The link to the full page keeps the language and opens a new tab.
        link = frame.locator(".embed__open a")
        href = link.get_attribute("href")
        assert href.startswith(f"{live_server.url}/{lang}/"), href
        assert link.get_attribute("target") == "_blank"

    # The whole host page in the viewport (offscreen cross-origin frames may not be painted in a
    # stitched full-page screenshot), reasons collapsed.
    tall = page.evaluate("document.documentElement.scrollHeight")
    page.set_viewport_size({"width": width + 20, "height": tall})
    page.evaluate("window.scrollTo(0, 0)")
    screenshot(page, f"embed-{lang}-{width}")

    # Open the reasons of the verdict: the frame grows, and the iframe with it.
    verdict = next(f for f in frames if "/check/" in f.url)
    index = 1
    before = iframe_height(page, index)
    verdict.locator("details.verdict__why summary").first.click()
    page.wait_for_function(f"""() => document.querySelectorAll('iframe.atout-embed')[{index}]
        .getBoundingClientRect().height > {before + 20}""", timeout=5000)
    assert abs(iframe_height(page, index) - content_height(verdict)) <= TOLERANCE

    assert console_errors == []
    live = urllib.parse.urlsplit(live_server.url).netloc
    host_page = f"{host_server}/{name}"
    others = [u for u in requests
              if urllib.parse.urlsplit(u).netloc != live and not u.startswith(host_page)]
    assert others == [], others


def test_messages_with_a_wrong_secret_or_from_another_window_are_ignored(page, live_server,
                                                                         host_server, host_dir):
    name = write_host(host_dir, "host-secret.html", live_server.url, "pt", 400)
    page.goto(f"{host_server}/{name}", wait_until="domcontentloaded")
    frames_ready(page)
    page.wait_for_load_state("networkidle")  # fonts in: the frames' own height posts are done
    frame = sorted(embed_frames(page), key=lambda f: "/check/" in f.url)[0]
    frame.evaluate("document.fonts.ready.then(() => true)")
    before = page.evaluate("document.querySelector('iframe.atout-embed').style.height")
    secret = page.evaluate("document.querySelector('iframe.atout-embed').src.split('#secret=')[1]")
    assert secret and len(secret) >= 16

    # The right window and origin, a wrong secret: ignored.
    frame.evaluate("""parent.postMessage({type: 'atout-embed', version: 1, secret: 'wrong',
                                          height: 1234}, '*')""")
    # The right secret, from the host's own window (not the iframe's): ignored.
    page.evaluate(f"""window.postMessage({{type: 'atout-embed', version: 1, secret: '{secret}',
                                           height: 1234}}, '*')""")
    page.wait_for_timeout(300)  # let the messages arrive (an ignored message changes nothing)
    assert page.evaluate("document.querySelector('iframe.atout-embed').style.height") == before

    # The right secret from the right window is taken, clamped to the maximum.
    frame.evaluate(f"""parent.postMessage({{type: 'atout-embed', version: 1, secret: '{secret}',
                                            height: 999999}}, '*')""")
    page.wait_for_function(f"""() => document.querySelector('iframe.atout-embed').style.height
        === '{MAX_HEIGHT}px'""", timeout=5000)


def test_open_in_atout_opens_the_full_page_in_the_same_language(page, live_server, host_server,
                                                               host_dir):
    name = write_host(host_dir, "host-open.html", live_server.url, "th", 600)
    page.goto(f"{host_server}/{name}", wait_until="domcontentloaded")
    frames_ready(page)
    frame = next(f for f in embed_frames(page) if "/example/" in f.url)
    with page.context.expect_page() as opened:
        frame.locator(".embed__open a").click()
    full = opened.value
    full.wait_for_load_state()
    assert full.url == f"{live_server.url}/th/example/seed-1"
    assert full.evaluate("document.documentElement.lang") == "th"


def test_dark_theme_in_a_dark_host(page, live_server, host_server, host_dir, screenshot,
                                   console_errors):
    name = write_host(host_dir, "host-dark.html", live_server.url, "th", 400, theme="dark")
    page.set_viewport_size({"width": 440, "height": 900})
    page.goto(f"{host_server}/{name}", wait_until="domcontentloaded")
    frames_ready(page)
    tall = page.evaluate("document.documentElement.scrollHeight")
    page.set_viewport_size({"width": 440, "height": tall})
    for frame in embed_frames(page):
        background = frame.evaluate("getComputedStyle(document.body).backgroundColor")
        channels = [int(x) for x in background[background.index("(") + 1:-1].split(",")[:3]]
        assert max(channels) < 80, background  # a dark page
        card = frame.evaluate("getComputedStyle(document.querySelector('.card')).backgroundColor")
        assert card == "rgb(255, 255, 255)"  # cards stay white, with dark ink
    screenshot(page, "embed-th-dark-400")
    assert console_errors == []


def test_the_embed_this_preview_on_an_example_page(page, console_errors):
    page.set_viewport_size({"width": 360, "height": 800})
    page.goto("/pt/example/seed-1#embed")
    box = page.locator("details.embed-this")
    assert box.get_attribute("open") is not None  # opened by its #fragment
    page.wait_for_function("""() => {
        const f = document.querySelector('details.embed-this iframe.atout-embed');
        return f && f.style.height !== '';
    }""", timeout=15000)
    # sandboxed without allow-same-origin: the page cannot read the frame, the browser can
    preview = page.frame_locator("details.embed-this iframe.atout-embed")
    preview.locator(".example").wait_for(timeout=15000)
    assert preview.locator(".example").count() == 1
    assert page.locator(".embed-this__copy").is_visible()
    assert console_errors == []


def test_the_embed_this_preview_survives_a_malformed_fragment(page, console_errors):
    page.goto("/pt/example/seed-1#%E0%A4%A")  # not a URI component: decodeURIComponent throws
    page.locator("details.embed-this summary").click()
    page.wait_for_function("""() => {
        const f = document.querySelector('details.embed-this iframe.atout-embed');
        return f && f.style.height !== '' && f.hasAttribute('data-atout-embed-bound');
    }""", timeout=15000)
    # the snippet reads back the namespaced global of /static/embed.js
    assert page.evaluate("window.AtoutEmbed.atout === true && window.AtoutEmbed.version") == 1
    assert console_errors == []


@pytest.mark.parametrize("lang", ["th", "vi"])
def test_the_howto_page_fits_a_phone(page, console_errors, screenshot, lang):
    page.set_viewport_size({"width": 320, "height": 720})
    page.goto(f"/{lang}/embed")
    assert page.evaluate("document.documentElement.scrollWidth - window.innerWidth") <= 0
    assert console_errors == []
    screenshot(page, f"embed-howto-{lang}-320")


def write_snippets(host_dir: Path, name: str, live_url: str, urls: list[str],
                   color_scheme: str = "normal", background: str = "#f0f0f0") -> str:
    """A host page with the oEmbed snippets of ``urls`` (pasted as a forum does)."""
    snippets = "\n".join(oembed_html(live_url, u) for u in urls)
    html = f"""<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<style>:root{{color-scheme:{color_scheme}}} body{{margin:0;padding:10px;background:{background}}}</style>
<title>A forum</title></head><body><div style="width:600px">{snippets}</div></body></html>"""
    (host_dir / name).write_text(html, encoding="utf-8")
    return name


def wait_resized(page, count: int) -> None:
    page.wait_for_function(f"""() => {{
        const fs = [...document.querySelectorAll('iframe.atout-embed')];
        return fs.length === {count} && fs.every(f => f.style.height !== '');
    }}""", timeout=15000)


def test_the_host_page_gets_no_warning_about_the_sandbox(page, live_server, host_server,
                                                         host_dir):
    """Chromium warns on the host's console about an iframe whose sandbox has both
    allow-scripts and allow-same-origin; the snippet has no allow-same-origin, and the resize
    protocol still works (the frame's messages come from origin "null")."""
    messages: list[str] = []
    page.on("console", lambda msg: messages.append(f"{msg.type}: {msg.text}"))
    name = write_snippets(host_dir, "host-sandbox.html", live_server.url,
                          [f"{live_server.url}/pt/example/seed-1",
                           f"{live_server.url}/pt/belote/check/announcements?{VERDICT_QUERY}"])
    page.goto(f"{host_server}/{name}")
    wait_resized(page, 2)
    page.wait_for_load_state("networkidle")
    sandbox = page.evaluate("document.querySelector('iframe.atout-embed').getAttribute('sandbox')")
    assert "allow-scripts" in sandbox and "allow-same-origin" not in sandbox
    assert [m for m in messages if "sandbox" in m.lower()] == []
    assert [m for m in messages if m.startswith("error")] == []
    for i, frame in enumerate(sorted(embed_frames(page), key=lambda f: "/check/" in f.url)):
        assert frame.evaluate("self.origin") == "null"
        # the suits are drawn (inline symbols: a <use> of another document is refused here)
        box = frame.locator(".card__suit").first.bounding_box()
        assert box and box["width"] >= 12
        assert frame.evaluate("document.querySelector('.card__suit use').getAttribute('href')"
                              ).startswith("#")
        assert abs(iframe_height(page, i) - content_height(frame)) <= TOLERANCE


@pytest.mark.parametrize("scheme, dark", [("light", False), ("dark", True)])
def test_theme_auto_follows_the_readers_color_scheme(page, live_server, host_server, host_dir,
                                                     screenshot, scheme, dark):
    page.emulate_media(color_scheme=scheme)
    embed = f"{live_server.url}/embed/th/example/seed-1?theme=auto"
    name = write_snippets(host_dir, f"host-auto-{scheme}.html", live_server.url, [embed],
                          color_scheme="light dark", background="Canvas")
    page.set_viewport_size({"width": 640, "height": 900})
    page.goto(f"{host_server}/{name}")
    wait_resized(page, 1)
    (frame,) = embed_frames(page)
    background = frame.evaluate("getComputedStyle(document.body).backgroundColor")
    channels = [int(x) for x in background[background.index("(") + 1:-1].split(",")[:3]]
    assert (max(channels) < 80) is dark, background
    screenshot(page, f"embed-th-auto-{scheme}")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_transparent_embed_shows_the_hosts_background(page, live_server, host_server,
                                                        host_dir, screenshot, scheme):
    page.emulate_media(color_scheme=scheme)
    colour = (27, 29, 34) if scheme == "dark" else (250, 240, 200)  # a dark forum, a beige one
    theme = "auto"
    embed = f"{live_server.url}/embed/vi/example/seed-1?theme={theme}&bg=transparent"
    name = write_snippets(host_dir, f"host-transparent-{scheme}.html", live_server.url, [embed],
                          color_scheme="light dark", background="rgb(%d,%d,%d)" % colour)
    page.set_viewport_size({"width": 640, "height": 900})
    page.goto(f"{host_server}/{name}")
    wait_resized(page, 1)
    (frame,) = embed_frames(page)
    assert frame.evaluate("getComputedStyle(document.body).backgroundColor") == "rgba(0, 0, 0, 0)"
    # the host's colour is painted inside the frame's box, between its cards
    box = page.locator("iframe.atout-embed").bounding_box()
    import io

    from PIL import Image

    shot = Image.open(io.BytesIO(page.screenshot())).convert("RGB")
    corner = shot.getpixel((int(box["x"] + box["width"] - 3), int(box["y"] + box["height"] - 3)))
    assert max(abs(a - b) for a, b in zip(corner, colour, strict=True)) <= 3, corner
    screenshot(page, f"embed-vi-transparent-{scheme}")


def test_a_pasted_verdict_url_shows_both_rulesets(page, live_server, host_server, host_dir):
    """A forum pastes the address bar's URL (rules=maison&rules=officielles) into its oEmbed
    consumer: the embed shows both rulesets, the split verdict included (issue 16)."""
    url = (f"{live_server.url}/en/belote/check/announcements?n=&e=9S+TS+JS&s=9H+TH+JH&w="
           "&trump=S&taker=N&rules=maison&rules=officielles")
    name = write_snippets(host_dir, "host-both.html", live_server.url, [url])
    page.goto(f"{host_server}/{name}")
    wait_resized(page, 1)
    (frame,) = embed_frames(page)
    headings = frame.locator("section.verdict h3").all_inner_texts()
    assert headings == ["Maison", "Officielles"]
    text = frame.locator(".verdicts").inner_text()
    assert "North–South scores 20" in text and "East–West scores 20" in text


def test_a_pasted_verdict_url_with_a_tables_ruleset_shows_all_three(page, live_server,
                                                                    host_server, host_dir,
                                                                    screenshot):
    """The address bar of a checker with a table's column (issue 18: rules=maison&rules=
    officielles&rules=h1.…) pasted into a forum: the embed shows the table's column too, under
    its name, beside both standard ones; the host's console stays clean."""
    from webapp.core.rulesets import HOUSES

    hid = HOUSES["belote"].encode("maison", {"announcement_tie": "trump_else_nobody"},
                                  "Chez Paul")
    messages: list[str] = []
    page.on("console", lambda msg: messages.append(f"{msg.type}: {msg.text}"))
    url = (f"{live_server.url}/fr/belote/check/announcements?n=&e=9S+TS+JS&s=9H+TH+JH&w="
           f"&trump=S&taker=N&rules=maison&rules=officielles&rules={hid}")
    name = write_snippets(host_dir, "host-table.html", live_server.url, [url])
    page.goto(f"{host_server}/{name}")
    wait_resized(page, 1)
    (frame,) = embed_frames(page)
    assert frame.locator("section.verdict h3").all_inner_texts() == ["Maison", "Officielles",
                                                                     "Chez Paul"]
    columns = [t.replace("\xa0", " ") for t in frame.locator("section.verdict").all_inner_texts()]
    for column, team in zip(columns, ("Nord–Sud", "Est–Ouest", "Est–Ouest"), strict=True):
        assert f"{team} marque 20 points d’annonces" in column, column
    assert [m for m in messages if "sandbox" in m.lower() or m.startswith("error")] == []
    screenshot(page, "embed-fr-table-column")
