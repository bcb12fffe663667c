"""embed.js on hostile or careless host pages (Debian's Chromium): a host element with
``id="AtoutEmbed"`` (the browser exposes it as ``window.AtoutEmbed``: DOM clobbering), another
script's global of that name, or the script included twice must not stop the frames from being
sized, nor throw.
"""

from __future__ import annotations

import pytest

from tests.browser.hosting import oembed_html, serve_folder

CLOBBERS = {
    "element": '<div id="AtoutEmbed">a comment that happens to carry this id</div>',
    "form": '<form id="AtoutEmbed"><input name="scan"><input name="version" value="1"></form>',
    "global": '<script src="global.js"></script>',  # window.AtoutEmbed = {scan: 1, version: 1}
    "twice": "",  # the snippet's script tag, twice (below)
}


@pytest.fixture(scope="module")
def host(tmp_path_factory, live_server):
    folder = tmp_path_factory.mktemp("clobber-host")
    (folder / "global.js").write_text("window.AtoutEmbed = {scan: 1, version: 1};\n")
    snippet = oembed_html(live_server.url, f"{live_server.url}/en/example/seed-1")
    for name, clobber in CLOBBERS.items():
        body = snippet + (snippet.split("</iframe>", 1)[1] if name == "twice" else "")
        (folder / f"{name}.html").write_text(
            f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title>'
            f'<link rel="icon" href="data:,"></head><body>{clobber}<div style="width:600px">'
            f"{body}</div></body></html>", encoding="utf-8")
    with serve_folder(folder) as url:
        yield url


@pytest.mark.parametrize("name", list(CLOBBERS))
def test_embed_js_sizes_its_frame_whatever_the_host_page_defines(page, host, console_errors,
                                                                 name):
    page.goto(f"{host}/{name}.html")
    page.wait_for_function("document.querySelector('iframe.atout-embed').style.height !== ''",
                           timeout=15000)
    frame = next(f for f in page.frames if "/embed/" in f.url)
    frame.wait_for_load_state()
    wanted = frame.evaluate("document.body.getBoundingClientRect().height")
    page.wait_for_function(
        f"""() => Math.abs(document.querySelector('iframe.atout-embed').getBoundingClientRect()
            .height - {wanted}) <= 2""", timeout=5000)
    assert console_errors == []
    if name == "global":  # another script's global is left as it was
        assert page.evaluate("window.AtoutEmbed.scan") == 1
    else:
        assert page.evaluate("typeof window.AtoutEmbed.scan") == "function"
    # One secret per frame: a second copy of the script does not take the frame again.
    assert page.evaluate("document.querySelector('iframe.atout-embed').src.split('#secret=').length") == 2
