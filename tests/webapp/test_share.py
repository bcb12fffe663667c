"""Sharing a verdict: link previews (og:/twitter:), the share image, the copies for a forum.

What a player sees when a verdict link is pasted into a chat or a forum: the preview's title and
description state each ruleset's verdict in the page's language, its picture is a 1200×630 PNG
that answers 200 and is cached, and the forum copies link that picture.
"""

from __future__ import annotations

import html
import io
import re
from urllib.parse import urlsplit

import pytest
from PIL import Image, ImageChops, ImageDraw, ImageFont, features

from tests.reading import as_read
from webapp.blueprints import share as share_bp
from webapp.verdicts import image

LANGS = ("en", "pt", "vi", "th", "de-ch", "fr")
SPLIT = "e=9S+TS+JS&s=9H+TH+JH&trump=S&taker=NS&rules=maison,officielles"
ANN = "/belote/check/announcements"
#: The verdict of SPLIT, as the preview must say it: each ruleset and its scoring team.
EXPECTED = {
    "en": ("Maison", "North–South 20", "Officielles", "East–West 20"),
    "pt": ("Maison", "Norte–Sul 20", "Oficiais", "Este–Oeste 20"),
    "fr": ("Maison", "Nord–Sud 20", "Officielles", "Est–Ouest 20"),
    "de-ch": ("Maison", "Nord–Süd 20", "Offiziell", "Ost–West 20"),
    "vi": ("Maison", "Bắc–Nam 20", "Chính thức", "Đông–Tây 20"),
    # Thai names the ruleset «กติกาทางการ»: «ทางการ» alone reads "the authorities" (round 10)
    "th": ("Maison", "เหนือ–ใต้ 20", "กติกาทางการ", "ตะวันออก–ตะวันตก 20"),
}


def meta(page: str) -> dict[str, str]:
    tags = re.findall(r'<meta (?:property|name)="([^"]+)" content="([^"]*)">', page)
    out: dict[str, str] = {}
    for name, value in tags:
        out.setdefault(name, html.unescape(value))
    return out


def png(data: bytes) -> Image.Image:
    img = Image.open(io.BytesIO(data))
    img.load()
    return img


def path_of(url: str) -> str:
    parts = urlsplit(url)
    return parts.path + ("?" + parts.query if parts.query else "")


@pytest.fixture(autouse=True)
def _fresh_memo():
    share_bp._PNG.clear()
    yield
    share_bp._PNG.clear()


# -- link previews --------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_a_verdict_page_states_every_rulesets_verdict_in_its_language(client, lang):
    r = client.get(f"/{lang}{ANN}?{SPLIT}")
    assert r.status_code == 200
    m = meta(r.get_data(as_text=True))
    a, a_out, b, b_out = EXPECTED[lang]
    title = m["og:title"]
    assert f"{a}" in title and a_out in title and b in title and b_out in title, title
    assert title.index(a_out) < title.index(b_out)

    assert a_out.split(" ")[0] in m["og:description"] and b in m["og:description"]
    assert m["description"] == m["og:description"]
    assert m["twitter:card"] == "summary_large_image"
    assert (m["og:image:width"], m["og:image:height"]) == ("1200", "630")
    # a reader that cannot see the picture hears what it shows: the hands' scene and verdicts
    assert m["og:image:alt"] == m["og:description"] and b_out.split(" ")[0] in m["og:image:alt"]
    assert m["og:locale"].replace("_", "-").lower().startswith(lang.split("-")[0])
    assert urlsplit(m["og:url"]).path == f"/{lang}{ANN}"
    assert urlsplit(m["og:image"]).path == f"/img/{lang}{ANN}.png"



def test_the_title_names_the_rule_that_splits_the_rulesets(client):
    m = meta(client.get(f"/fr{ANN}?{SPLIT}").get_data(as_text=True))
    # « : » takes a no-break space
    title = as_read(m["og:title"])
    assert title.startswith("Maison : Nord–Sud 20 · Officielles : Est–Ouest 20 — ")
    assert title.endswith(" — meilleures annonces égales")


def test_rulesets_that_agree_are_named_together(client):
    q = "n=JS+QS+KS&trump=S&taker=N&rules=maison,officielles"
    m = meta(client.get(f"/en{ANN}?{q}").get_data(as_text=True))
    assert m["og:title"] == "Maison and Officielles: North–South 20"


def test_a_ruleset_that_cannot_judge_the_points_says_why_in_the_preview(client):
    # 80 to 50 is a Maison sans-atout deal (130), not an Officielles one (162): belote.md Q20.
    q = "variant=classic&taker=NS&trump=none&tp=80&dp=50"
    m = meta(client.get(f"/en/belote/check/score?{q}").get_data(as_text=True))
    assert m["og:title"] == ("Maison: made, North–South 80, East–West 50 · "
                             "Officielles: cannot judge these points")
    assert "a deal is worth 162" in m["og:description"]
    assert client.get(path_of(m["og:image"])).status_code == 200


def test_a_blank_checker_has_no_preview_of_a_verdict(client):
    m = meta(client.get(f"/en{ANN}").get_data(as_text=True))
    assert "og:image" not in m and "og:title" not in m


@pytest.mark.parametrize("lang", LANGS)
def test_every_worked_example_page_has_a_preview(client, lang):
    from webapp.core.content import all_examples

    for example_id in all_examples():
        r = client.get(f"/{lang}/example/{example_id}")
        assert r.status_code == 200
        m = meta(r.get_data(as_text=True))
        assert m["og:title"] and m["og:description"], example_id
        assert urlsplit(m["og:image"]).path == f"/img/{lang}/example/{example_id}.png"
        assert urlsplit(m["og:url"]).path == f"/{lang}/example/{example_id}"


def test_a_jass_score_preview_names_each_rulesets_multiplier(client):
    # the rulesets split on the multipliers: the title says which multiplies by what
    m = meta(client.get("/fr/example/score-matsch-undenufe").get_data(as_text=True))
    title = as_read(m["og:title"])
    assert title.startswith("Règles traditionnelles : × 4, Nord–Sud 1 028, Est–Ouest 0 · "), title
    assert "Règles suisses : × 3, Nord–Sud 771" in title


def test_a_legal_cards_preview_lists_the_playable_cards(client):
    m = meta(client.get("/fr/example/coinche-undertrump").get_data(as_text=True))
    assert "Officielles" in m["og:title"] and "7♦" in m["og:title"] and "R♣" in m["og:title"]


# -- the image -----------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_image_is_a_1200x630_png_under_80_kb(client, lang, theme):
    r = client.get(f"/img/{lang}{ANN}.png?{SPLIT}" + ("&theme=dark" if theme == "dark" else ""))
    assert r.status_code == 200
    assert r.mimetype == "image/png"
    img = png(r.data)
    assert img.format == "PNG" and img.size == (1200, 630)
    assert len(r.data) <= 80 * 1024


def test_every_example_image_renders_in_every_locale(client):
    from webapp.core.content import all_examples

    for lang in LANGS:
        for example_id in all_examples():
            r = client.get(f"/img/{lang}/example/{example_id}.png")
            assert r.status_code == 200, (lang, example_id)
            assert len(r.data) <= 80 * 1024


def test_the_same_url_gives_the_same_bytes(client):
    url = f"/img/th{ANN}.png?{SPLIT}"
    first = client.get(url).data
    share_bp._PNG.clear()  # drawn again, not memoized
    assert client.get(url).data == first


def test_light_dark_and_languages_give_different_pictures(client):
    light = client.get(f"/img/en{ANN}.png?{SPLIT}").data
    dark = client.get(f"/img/en{ANN}.png?{SPLIT}&theme=dark").data
    thai = client.get(f"/img/th{ANN}.png?{SPLIT}").data
    assert len({light, dark, thai}) == 3
    # dark: the background is dark
    assert sum(png(dark).convert("L").getpixel((600, 600))
               for _ in [0]) < 60 < png(light).convert("L").getpixel((600, 600))


def test_the_image_is_cached_like_a_page_and_revalidates_to_304(client):
    url = f"/img/en{ANN}.png?{SPLIT}"
    r = client.get(url)
    cc = r.headers["Cache-Control"]
    assert "public" in cc and "max-age=86400" in cc
    etag = r.headers["ETag"]
    again = client.get(url, headers={"If-None-Match": etag})
    assert again.status_code == 304 and not again.data


@pytest.mark.parametrize("url, status", [
    (f"/img/en{ANN}.png", 400),  # nothing to draw
    (f"/img/en{ANN}.png?n=JS+JS", 422),  # a card twice
    (f"/img/en{ANN}.png?n=ZZ", 422),  # not a card
    ("/img/en/belote/check/nothing.png?n=JS", 404),
    ("/img/en/example/no-such-example.png", 404),
    (f"/img/xx{ANN}.png?{SPLIT}", 404),
])
def test_bad_image_addresses_are_4xx(client, url, status):
    assert client.get(url).status_code == status


# -- the text is shaped: Thai and Vietnamese through libraqm --------------------------------------


THAI = "ตะวันออก–ตะวันตก ได้คะแนนจากการประกาศ 20 คะแนน"
VIET = "Đông–Tây ghi 20 điểm công bố."


def test_pillow_has_raqm_and_every_font_uses_it():
    assert features.check("raqm")
    for script in ("latin", "thai"):
        for bold in (False, True):
            assert image.font(script, bold, 24).layout_engine == ImageFont.Layout.RAQM


def _drawn(draw_fn) -> Image.Image:
    img = Image.new("L", (900, 60), 255)
    draw_fn(ImageDraw.Draw(img))
    return img


@pytest.mark.parametrize("text, script, lang", [(THAI, "thai", "th"), (VIET, "latin", "vi")])
def test_a_line_renders_as_libraqm_shapes_it_and_not_as_basic_layout(text, script, lang):
    ours = _drawn(lambda d: image.draw_text(d, (10, 10), text, 28, 0, locale=lang))

    def reference(engine):
        def draw(d):
            x = 10.0
            for s, part in image.runs(text):
                name = "NotoSansThai" if s == "thai" else "NotoSans"
                f = ImageFont.truetype(str(image.FONTS / f"{name}-Regular.subset.ttf"), 28,
                                       layout_engine=engine)
                kw = {"language": "th" if s == "thai" else (lang if lang == "vi" else None)}
                if engine == ImageFont.Layout.BASIC:
                    kw = {}
                d.text((x, 10), part, font=f, fill=0, **kw)
                x += f.getlength(part)
        return _drawn(draw)

    raqm, basic = reference(ImageFont.Layout.RAQM), reference(ImageFont.Layout.BASIC)
    assert ImageChops.difference(ours, raqm).getbbox() is None
    if script == "thai":  # marks stacked and positioned: basic layout draws them elsewhere
        assert ImageChops.difference(ours, basic).getbbox() is not None


def test_thai_letters_are_drawn_in_the_thai_font_and_the_rest_in_noto_sans():
    assert image.runs("ใต้ 20") == [("thai", "ใต้"), ("latin", " 20")]
    # every Thai letter of the Thai page's strings has a glyph (no missing box)
    from fontTools.ttLib import TTFont

    thai = TTFont(str(image.FONTS / "NotoSansThai-Regular.subset.ttf")).getBestCmap()
    latin = TTFont(str(image.FONTS / "NotoSans-Regular.subset.ttf")).getBestCmap()
    for ch in THAI:
        assert ord(ch) in (thai if image.runs(ch)[0][0] == "thai" else latin), ch
    for ch in VIET + "ẮẰẲẴẶắằẳẵặỨỪỬỮỰứừửữựƠơƯư":
        assert ord(ch) in latin, ch


def test_wrapping_keeps_every_word_and_fits_the_width():
    text = "ตะวันออก–ตะวันตก ได้คะแนนจากการประกาศ 20 คะแนน " * 3
    lines = image.wrap(text.strip(), 24, 300)
    assert " ".join(lines) == text.strip()
    assert all(image.text_width(line, 24) <= 300 for line in lines)


# -- where iframes are stripped: the copies --------------------------------------------------------


def copies(page: str) -> dict[str, str]:
    return {k: html.unescape(v) for k, v in
            re.findall(r'<textarea id="share-([a-z]+)"[^>]*>(.*?)</textarea>', page, re.S)}


@pytest.mark.parametrize("lang", LANGS)
def test_the_forum_copies_link_a_picture_that_answers_200(client, lang):
    page = client.get(f"/{lang}{ANN}?{SPLIT}").get_data(as_text=True)
    texts = copies(page)
    assert set(texts) == {"bbcode", "markdown", "text"}
    bb = re.fullmatch(r"\[url=(\S+)\]\[img\](\S+)\[/img\]\[/url\]", texts["bbcode"])
    assert bb, texts["bbcode"]
    md = re.fullmatch(r"\[!\[(.+)\]\((\S+)\)\]\((\S+)\)", texts["markdown"], re.S)
    assert md, texts["markdown"]
    assert bb[1] == md[3] == meta(page)["og:url"]
    for image_url in (bb[2], md[2]):
        r = client.get(path_of(image_url))
        assert r.status_code == 200 and r.mimetype == "image/png"
    assert client.get(path_of(bb[1])).status_code == 200


@pytest.mark.parametrize("lang", LANGS)
def test_the_plain_text_says_the_verdict_in_a_few_lines(client, lang):
    texts = copies(client.get(f"/{lang}{ANN}?{SPLIT}").get_data(as_text=True))
    lines = texts["text"].split("\n")
    a, a_out, b, b_out = EXPECTED[lang]
    assert 5 <= len(lines) <= 9, lines
    assert lines[-1].startswith("http://localhost/")
    team_a, team_b = a_out.rsplit(" ", 1)[0], b_out.rsplit(" ", 1)[0]
    assert any(line.startswith(a) and team_a in line for line in lines)
    assert any(line.startswith(b) and team_b in line for line in lines)
    assert any("9♠ 10♠" in line for line in lines)  # the cards, written out


def test_the_copies_work_without_js_and_the_buttons_wait_for_it(client):
    page = client.get(f"/en{ANN}?{SPLIT}").get_data(as_text=True)
    block = re.search(r'<div class="share-this".*?</details>\n</div>', page, re.S).group(0)
    assert "<details" in block and "<summary>Copy for a forum</summary>" in block
    for button in re.findall(r"<button[^>]*>", block):
        assert " hidden" in button  # shown by share.js; the native one only with navigator.share
    assert "share-this__native" in block
    assert re.search(r'<script[^>]+src="/static/js/share\.[0-9a-f]{8}\.js"', page)


def test_an_example_page_has_the_copies_and_an_embed_has_none(client):
    page = client.get("/vi/example/seed-1").get_data(as_text=True)
    texts = copies(page)
    assert "Maison" in texts["text"] and "/img/vi/example/seed-1.png" in texts["bbcode"]
    frame = client.get("/embed/vi/example/seed-1").get_data(as_text=True)
    assert "share-this" not in frame and "og:title" not in frame


def test_the_live_fragment_carries_the_copies_of_the_new_verdict(client):
    page = client.get(f"/en{ANN}?{SPLIT}&fragment=1").get_data(as_text=True)
    assert "share-bbcode" in page and "/img/en/belote/check/announcements.png?" in page


# -- mixed tables: also=<lang> ---------------------------------------------------------------------


def test_a_verdict_in_two_languages_side_by_side(client):
    page = client.get(f"/fr{ANN}?{SPLIT}&also=de-ch").get_data(as_text=True)
    cols = re.findall(r'<div class="bilingual__col"( lang="[^"]+")?>', page)
    assert len(cols) == 2 and cols[1] == ' lang="de-CH"'
    assert "Nord–Sud marque 20 points" in page and "Nord–Süd schreibt 20 Punkte" in page
    assert "Ost–West schreibt 20 Punkte" in page
    assert '<input type="hidden" name="also" value="de-ch">' in page  # kept by the form
    m = meta(page)
    assert "also=de-ch" in m["og:url"] and "also=de-ch" in m["og:image"]


@pytest.mark.parametrize("also", ["", "fr", "xx", "de-CH'"])
def test_no_second_language_without_a_valid_other_one(client, also):
    page = client.get(f"/fr{ANN}?{SPLIT}&also={also}").get_data(as_text=True)
    assert "bilingual" not in page


def test_the_embed_and_the_image_show_both_languages_too(client):
    frame = client.get(f"/embed/pt{ANN}?{SPLIT}&also=fr").get_data(as_text=True)
    assert "Norte–Sul" in frame and "Nord–Sud marque" in frame and 'lang="fr"' in frame
    one = client.get(f"/img/pt{ANN}.png?{SPLIT}").data
    two = client.get(f"/img/pt{ANN}.png?{SPLIT}&also=fr").data
    assert one != two and png(two).size == (1200, 630)
    with_also = client.get(f"/pt{ANN}?{SPLIT}&also=fr").get_data(as_text=True)
    assert "also=fr" in re.search(r'<textarea id="embed-verdict"[^>]*>(.*?)</textarea>',
                                  with_also, re.S).group(1)


# -- every ruleset, every spelling of the query: one permalink ---------------------------------

CANONICAL = SPLIT
SPELLINGS = [
    CANONICAL,
    "e=9S+TS+JS&s=9H+TH+JH&trump=S&taker=N&rules=maison&rules=officielles",
    "e=9s,ts,js&s=9h,+th,+jh&trump=S&taker=N&rules=maison&rules=officielles",
    "e=9%E2%99%A0+10%E2%99%A0+J%E2%99%A0&s=9%E2%99%A5+10%E2%99%A5+J%E2%99%A5&trump=S&taker=N"
    "&rules=maison+officielles",
    "e=9S+TS+JS&s=9H+TH+JH&trump=S&taker=N",  # no rules: every ruleset
    "rules=officielles,maison&taker=n&trump=s&s=9h%20th%20jh&e=9S%20TS%20JS",  # any order, case
    "n=&e=9S+TS+JS&s=9H+TH+JH&w=&trump=%E2%99%A0&taker=N&rules=officielles&rules=maison",
    # the form's own: French letters with notation=fr, words, upper-case ids, an old taker=N
    "notation=fr&e=9P+10P+VP&s=neuf+de+c%C5%93ur+dix+de+c%C5%93ur+valet+de+c%C5%93ur&trump=S"
    "&taker=N&rules=MAISON,Officielles",
    "e=9S+TS+JS&s=9H+TH+JH&trump=S&taker=ns&rules=maison,officielles,maison",
]


def landing(client, url: str):
    """The response at the end of at most one redirect, and the URL it was served at."""
    first = client.get(url)
    if first.status_code != 301:
        return first, url
    assert first.headers["Cache-Control"] == "no-store"
    target = first.headers["Location"]
    second = client.get(target)
    assert second.status_code == 200, (url, target)  # the canonical URL never moves again
    return second, path_of(target)


def snippet_src(page: str) -> str:
    code = re.search(r'<textarea id="embed-verdict"[^>]*>(.*?)</textarea>', page, re.S).group(1)
    return path_of(html.unescape(re.search(r'src="([^"]+)"', html.unescape(code)).group(1)))


@pytest.mark.parametrize("query", SPELLINGS)
def test_every_spelling_gives_one_url_and_one_answer_on_every_route(client, query):
    from urllib.parse import quote

    reference = meta(client.get(f"/en{ANN}?{CANONICAL}").get_data(as_text=True))
    page = client.get(f"/en{ANN}?{query}")
    assert page.status_code == 200  # a page answers every spelling ...
    text = page.get_data(as_text=True)
    m = meta(text)
    assert m["og:title"] == reference["og:title"] and "Officielles: East–West 20" in m["og:title"]
    assert m["og:description"] == reference["og:description"]  # the scene in one spelling too
    # ... and names the one URL of its verdict: canonical link, og:url, picture, copies, embed
    assert path_of(m["og:url"]) == f"/en{ANN}?{CANONICAL}"
    assert f'<link rel="canonical" href="{html.escape(m["og:url"])}">' in text
    assert path_of(m["og:image"]) == f"/img/en{ANN}.png?{CANONICAL}"
    assert snippet_src(text) == f"/embed/en{ANN}?{CANONICAL}"
    assert html.escape(f"http://localhost/en{ANN}?{CANONICAL}") in text.split('id="share-text"')[1]

    frame = client.get(f"/embed/en{ANN}?{query}&theme=dark").get_data(as_text=True)
    assert "North–South scores 20" in frame and "East–West scores 20" in frame

    answer = client.get("/oembed?url=" + quote(f"http://localhost/en{ANN}?{query}", safe=""))
    assert answer.status_code == 200
    src = html.unescape(re.search(r'src="([^"]+)"', answer.get_json()["html"]).group(1))
    assert path_of(src) == f"/embed/en{ANN}?{CANONICAL}"
    assert client.get(path_of(src)).status_code == 200

    picture, at = landing(client, f"/img/en{ANN}.png?{query}")  # a 301 to the one picture URL
    assert at == f"/img/en{ANN}.png?{CANONICAL}"
    assert picture.data == client.get(f"/img/en{ANN}.png?{CANONICAL}").data
    assert len(share_bp._PNG) == 1  # one cache entry for every spelling


def test_the_canonical_url_keeps_the_second_language_and_the_theme(client):
    page = client.get(f"/fr{ANN}?also=de-CH&{SPELLINGS[5]}").get_data(as_text=True)
    assert path_of(meta(page)["og:url"]) == f"/fr{ANN}?{CANONICAL}&also=de-ch"
    assert snippet_src(page) == f"/embed/fr{ANN}?{CANONICAL}&also=de-ch"
    from urllib.parse import quote

    url = f"http://localhost/embed/fr{ANN}?bg=transparent&theme=auto&{SPELLINGS[2]}&also=de-ch"
    answer = client.get("/oembed?url=" + quote(url, safe="")).get_json()
    src = html.unescape(re.search(r'src="([^"]+)"', answer["html"]).group(1))
    assert path_of(src) == f"/embed/fr{ANN}?{CANONICAL}&also=de-ch&theme=auto&bg=transparent"
    _, at = landing(client, f"/img/fr{ANN}.png?theme=dark&also=de-ch&{SPELLINGS[1]}")
    assert at == f"/img/fr{ANN}.png?{CANONICAL}&also=de-ch&theme=dark"
    _, at = landing(client, f"/img/fr{ANN}.png?{CANONICAL}&theme=light")
    assert at == f"/img/fr{ANN}.png?{CANONICAL}"  # the default theme is not spelt


def test_wrong_input_is_kept_as_typed(client):
    page = client.get(f"/en{ANN}?e=9S+TS+XX&trump=s&taker=N")
    assert page.status_code == 422 and 'value="9S TS XX"' in page.get_data(as_text=True)
    assert client.get(f"/img/en{ANN}.png?e=9S+TS+XX&trump=s&taker=N").status_code == 422


@pytest.mark.parametrize("spelling, canonical", [
    ("/jass/check/play?contract=%E2%99%A5&first=n&trick=ke+9r&hand=ur+6r",
     "/jass/check/play?contract=R&first=N&trick=KE+9R&hand=UR+6R&rules=traditional,swiss"),
    ("/jass/check/weis?n=6r+7r+8r&contract=Obenabe&forehand=e",
     "/jass/check/weis?n=6R+7R+8R&contract=obenabe&forehand=E&rules=traditional,swiss"),
    ("/belote/check/score?taker=e&tp=090&dp=72&variant=CLASSIC&belote=taker&trump=s",
     "/belote/check/score?variant=classic&taker=EW&trump=S&tp=90&dp=72&belote=taker"
     "&rules=maison,officielles"),
    ("/belote/check/play?variant=Classic&trump=h&first=w&trick=10h&hand=7h+8S",
     "/belote/check/play?variant=classic&trump=H&first=W&trick=TH&hand=7H+8S"
     "&rules=maison,officielles"),
])
def test_each_checker_names_a_verdict_by_its_one_spelling(client, spelling, canonical):
    from urllib.parse import quote

    page = client.get("/en" + spelling).get_data(as_text=True)
    m = meta(page)
    assert path_of(m["og:url"]) == "/en" + canonical
    again = meta(client.get("/en" + canonical).get_data(as_text=True))
    assert (again["og:title"], again["og:description"], again["og:url"]) == (
        m["og:title"], m["og:description"], m["og:url"])
    # every route of the share family names the one spelling too
    path, _, query = canonical.partition("?")
    assert path_of(m["og:image"]) == f"/img/en{path}.png?{query}"
    assert html.escape(m["og:image"]) in page.split('id="share-bbcode"')[1]
    assert snippet_src(page) == f"/embed/en{canonical}"
    picture, at = landing(client, f"/img/en{spelling.replace('?', '.png?', 1)}")
    assert at == f"/img/en{path}.png?{query}" and picture.mimetype == "image/png"
    answer = client.get("/oembed?url=" + quote(f"http://localhost/en{spelling}", safe=""))
    src = html.unescape(re.search(r'src="([^"]+)"', answer.get_json()["html"]).group(1))
    assert path_of(src) == f"/embed/en{canonical}"


def test_the_sites_own_links_to_a_verdict_are_already_canonical(client):
    from webapp.core.content import all_examples

    for example_id in all_examples():
        page = client.get(f"/en/example/{example_id}").get_data(as_text=True)
        for href in re.findall(r'href="(/en/(?:belote|jass)/check/[^"?]+\?[^"]+)"', page):
            href = html.unescape(href)
            linked = meta(client.get(href).get_data(as_text=True))
            assert path_of(linked["og:url"]) == href, example_id


# -- mixed tables on worked examples: also=<lang> -----------------------------------------------


def test_a_worked_example_in_two_languages_on_its_page_its_embed_and_oembed(client):
    from urllib.parse import quote

    page = client.get("/fr/example/seed-1?also=de-ch").get_data(as_text=True)
    cols = re.findall(r'<div class="bilingual__col"( lang="[^"]+")?>', page)
    assert len(cols) == 2 and cols[1] == ' lang="de-CH"'
    assert "Nord–Sud" in page and "Nord–Süd" in page
    m = meta(page)
    assert path_of(m["og:url"]) == "/fr/example/seed-1?also=de-ch"
    assert path_of(m["og:image"]) == "/img/fr/example/seed-1.png?also=de-ch"
    snippet = html.unescape(re.search(r'<textarea id="embed-ex-seed-1"[^>]*>(.*?)</textarea>',
                                      page, re.S).group(1))
    src = re.search(r'src="([^"]+)"', snippet).group(1)
    assert path_of(src) == "/embed/fr/example/seed-1?also=de-ch"
    frame = client.get(path_of(src) + "&theme=dark").get_data(as_text=True)
    assert frame.count('class="bilingual__col"') == 2 and "Nord–Süd" in frame
    answer = client.get("/oembed?url=" + quote("http://localhost/fr/example/seed-1?also=de-ch",
                                               safe="")).get_json()
    assert "/embed/fr/example/seed-1?also=de-ch" in answer["html"]
    assert client.get(path_of(m["og:image"])).status_code == 200


@pytest.mark.parametrize("also", ["", "fr", "xx"])
def test_a_worked_example_has_one_language_without_a_valid_other_one(client, also):
    page = client.get(f"/fr/example/seed-1?also={also}").get_data(as_text=True)
    assert "bilingual" not in page


# -- a table's own ruleset (h1. ids) -------------------------------------------------------------


def test_a_tables_ruleset_is_named_in_the_preview_the_picture_the_embed_and_oembed(client):
    from urllib.parse import quote

    from webapp.core.rulesets import HOUSES

    hid = HOUSES["belote"].encode("maison", {"announcement_tie": "trump_else_nobody"},
                                  "Chez Paul")
    canonical = f"e=9S+TS+JS&s=9H+TH+JH&trump=S&taker=NS&rules=maison,{hid}"
    for spelling in (canonical, f"rules={hid}&rules=maison&e=9s+ts+js&s=9h+th+jh&trump=s"
                                "&taker=N"):
        page = client.get(f"/en{ANN}?{spelling}").get_data(as_text=True)
        m = meta(page)
        assert m["og:title"] == ("Maison: North–South 20 · Chez Paul: East–West 20 — "
                                 "equal best announcements"), m["og:title"]
        assert hid not in m["og:title"] + m["og:description"]
        assert path_of(m["og:url"]) == f"/en{ANN}?{canonical}"
        assert snippet_src(page) == f"/embed/en{ANN}?{canonical}"
        picture, at = landing(client, path_of(m["og:image"]))
        assert at == f"/img/en{ANN}.png?{canonical}" and png(picture.data).size == (1200, 630)
        answer = client.get("/oembed?url=" + quote(f"http://localhost/en{ANN}?{spelling}",
                                                   safe="")).get_json()
        src = html.unescape(re.search(r'src="([^"]+)"', answer["html"]).group(1))
        assert path_of(src) == f"/embed/en{ANN}?{canonical}"
        frame = client.get(path_of(src)).get_data(as_text=True)
        assert "Chez Paul" in frame and "East–West scores 20" in frame
    standard = client.get(f"/img/en{ANN}.png?{SPLIT}").data
    assert picture.data != standard  # the table's name is drawn, not Officielles'


def test_the_plain_text_names_jass_cards_as_the_verdicts_do(client):
    # fr round-5 review: "Sud: Rosen 6, Rosen U, Schellen 7, Eicheln K" read as German shorthand
    page = client.get("/fr/jass/check/play?contract=R&first=N&trick=AE+9R&hand=6R+UR+7S+KE")
    lines = as_read(copies(page.get_data(as_text=True))["text"]).split("\n")
    assert "Sud : 6 et Under de Rosen, 7 de Schellen, König d’Eicheln" in lines
    assert "Sur la table : Ass d’Eicheln, 9 de Rosen" in lines


@pytest.mark.parametrize("lang, line", [
    ("fr", "Règles Maison et Officielles — litige"),
    ("en", "Maison and Officielles — Litige"),
])
def test_a_verdict_with_its_own_colon_follows_the_rulesets_after_a_dash(client, lang, line):
    # fr/de-CH/vi readers (round 10): "Maison et Officielles : litige : les 81 points ..." read as
    # two colons in a row; the rulesets now end with a dash before such a verdict
    page = client.get(f"/{lang}/belote/check/score?variant=classic&taker=NS&trump=S&tp=81&dp=81"
                      "&rules=maison,officielles").get_data(as_text=True)
    text = copies(page)["text"]
    said = [ln for ln in text.split("\n") if "81" in ln and ("itige" in ln)]
    assert said and said[0].startswith(line), text
    assert not re.search(r"(Officielles|Maison)\s?: [Ll]itige", text)
