"""A table's own ruleset (``rules=h1.…``, issue 18 "judged everywhere") on every route of the
share family: the checker page's and the worked example page's preview tags, the picture, the
forum copies, the embed and oEmbed, each in one canonical spelling; and a bad id, a localized 422
that names ``rules`` (JSON for oEmbed), never a 500. Also the picture of a trick: who played
each card."""

from __future__ import annotations

import html
import io
import re
from dataclasses import replace
from urllib.parse import parse_qsl, quote, urlsplit

import pytest
from PIL import Image, ImageChops
from werkzeug.datastructures import MultiDict

from tests.reading import as_read
from webapp.blueprints import share as share_bp
from webapp.core.checks import check
from webapp.core.rulesets import HOUSES
from webapp.i18n import find_locale, in_locale
from webapp.verdicts import disagreement, image
from webapp.verdicts.share import verdict_share

ANN = "/belote/check/announcements"
WEIS = "/jass/check/weis"
DEAL = "e=9S+TS+JS&s=9H+TH+JH&trump=S&taker=NS"
JASS_DEAL = "n=KE+KS+KR+KL+OE+AE&contract=obenabe&forehand=N"
#: Maison with ties to trump, else nobody: on DEAL it scores as Officielles does (EW 20).
PAUL = HOUSES["belote"].encode("maison", {"announcement_tie": "trump_else_nobody"}, "Chez Paul")
#: Traditional with the four of a kind of nines only: four Kings are worth nothing more.
BERN = HOUSES["jass"].encode("traditional", {"four_points": "nines"}, "Stammtisch Bern")
BAD_IDS = ["h1.AAAAxx", PAUL[:-3], "bogus", BERN]  # cut, mistyped, no ruleset, another game's


@pytest.fixture(autouse=True)
def _fresh_memo():
    share_bp._PNG.clear()
    yield
    share_bp._PNG.clear()


def meta(page: str) -> dict[str, str]:
    tags = re.findall(r'<meta (?:property|name)="([^"]+)" content="([^"]*)">', page)
    return {name: html.unescape(value) for name, value in reversed(tags)}


def path_of(url: str) -> str:
    parts = urlsplit(url)
    return parts.path + ("?" + parts.query if parts.query else "")


def copies(page: str) -> dict[str, str]:
    return {k: html.unescape(v) for k, v in
            re.findall(r'<textarea id="share-(\w+)"[^>]*>(.*?)</textarea>', page, re.S)}


def landing(client, url: str):
    """The answer at the end of at most one 301, and the URL it was served at."""
    first = client.get(url)
    if first.status_code != 301:
        return first, url
    second = client.get(first.headers["Location"])
    assert second.status_code == 200, url
    return second, path_of(first.headers["Location"])


def png(data: bytes) -> Image.Image:
    img = Image.open(io.BytesIO(data))
    img.load()
    return img


def oembed_src(client, url: str) -> str:
    answer = client.get("/oembed?url=" + quote(url, safe=""))
    assert answer.status_code == 200, answer.get_data(as_text=True)
    return path_of(html.unescape(re.search(r'src="([^"]+)"', answer.get_json()["html"]).group(1)))


# -- a checker verdict with a table's column ----------------------------------------------------

CHECKER_CASES = [
    # (lang, path, canonical query, spellings, the table's verdict in the title, its frame text)
    ("en", ANN, f"{DEAL}&rules=maison,officielles,{PAUL}",
     [f"rules=maison&rules=officielles&rules={PAUL}&e=9s+ts+js&s=9h+th+jh&trump=s&taker=N",
      f"{DEAL}&rules=officielles,{PAUL},maison,maison"],
     "Officielles and Chez Paul: East–West 20", "Chez Paul"),
    ("de-ch", WEIS, f"{JASS_DEAL}&rules=traditional,swiss,{BERN}",
     [f"n=ke+ks+kr+kl+oe+ae&contract=Obenabe&forehand=n&rules=swiss&rules={BERN}"
      "&rules=traditional"],
     "Traditionell und Stammtisch Bern: Nord–Süd 300", "Stammtisch Bern"),
]


@pytest.mark.parametrize("lang, path, canonical, spellings, said, name", CHECKER_CASES)
def test_a_tables_column_is_in_every_share_route_of_a_checker_verdict(
        client, lang, path, canonical, spellings, said, name):
    reference = None
    for query in [canonical, *spellings]:
        page = client.get(f"/{lang}{path}?{query}")
        assert page.status_code == 200
        text = page.get_data(as_text=True)
        m = meta(text)
        # the preview states the table's verdict under its name (never its id)
        assert said in m["og:title"] and said.split(":")[0] in m["og:description"], m
        assert (m["og:title"], m["og:description"]) == (reference or (m["og:title"],
                                                                     m["og:description"]))
        reference = m["og:title"], m["og:description"]
        assert all(hid not in m["og:title"] + m["og:description"] for hid in (PAUL, BERN))
        # one URL: canonical link, og:url, picture, copies, embed snippet, oEmbed
        assert path_of(m["og:url"]) == f"/{lang}{path}?{canonical}"
        assert path_of(m["og:image"]) == f"/img/{lang}{path}.png?{canonical}"
        texts = copies(text)
        assert f"[img]{m['og:image']}[/img]" in texts["bbcode"]
        assert f"]({m['og:image']})" in texts["markdown"]
        lines = as_read(texts["text"]).split("\n")
        assert any(line.startswith(said.split(":")[0] + ": ") for line in lines), lines
        assert lines[-1] == m["og:url"]
        src = oembed_src(client, f"http://localhost/{lang}{path}?{query}")
        assert src == f"/embed/{lang}{path}?{canonical}"
        frame = client.get(f"/embed/{lang}{path}?{query}")
        assert frame.status_code == 200 and name in frame.get_data(as_text=True)
        picture, at = landing(client, f"/img/{lang}{path}.png?{query}")
        assert at == f"/img/{lang}{path}.png?{canonical}"
        assert picture.mimetype == "image/png" and png(picture.data).size == (1200, 630)
    assert len(share_bp._PNG) == 1  # every spelling: one picture, one cache entry
    # the table's column is drawn: without it the picture differs
    standard = canonical.replace("," + (PAUL if lang == "en" else BERN), "")
    assert client.get(f"/img/{lang}{path}.png?{standard}").data != picture.data


def test_the_tables_name_is_drawn_in_the_picture(client, app):
    """Two tables that judge alike but are named apart give two pictures: the name is drawn."""
    other = HOUSES["belote"].encode("maison", {"announcement_tie": "trump_else_nobody"},
                                    "Chez Marie")
    a = client.get(f"/img/fr{ANN}.png?{DEAL}&rules=maison,officielles,{PAUL}").data
    b = client.get(f"/img/fr{ANN}.png?{DEAL}&rules=maison,officielles,{other}").data
    diff = ImageChops.difference(png(a).convert("RGB"), png(b).convert("RGB")).getbbox()
    assert diff is not None
    assert diff[0] >= 300 and diff[1] >= 104  # in the verdicts' column, under the band


# -- a worked example with a table's column -----------------------------------------------------


def test_a_tables_column_is_in_every_share_route_of_a_worked_example(client):
    marie = HOUSES["belote"].encode("officielles", {}, "Chez Marie")
    canonical = f"rules={PAUL},{marie}&also=de-ch"
    for query in (canonical, f"also=de-CH&rules={PAUL}&rules={marie}&rules=maison",
                  f"rules={PAUL}+{marie},{PAUL}&also=de-ch"):
        page = client.get(f"/fr/example/seed-1?{query}")
        assert page.status_code == 200
        text = page.get_data(as_text=True)
        m = meta(text)
        assert "Chez Paul" in m["og:title"] and "Chez Marie" in m["og:title"], m["og:title"]
        assert "Chez Paul" in m["og:description"]
        assert path_of(m["og:url"]) == f"/fr/example/seed-1?{canonical}"
        assert f'<link rel="canonical" href="{html.escape(m["og:url"])}">' in text
        assert path_of(m["og:image"]) == f"/img/fr/example/seed-1.png?{canonical}"
        texts = copies(text)
        assert f"[img]{m['og:image']}[/img]" in texts["bbcode"]
        assert "Chez Paul" in texts["text"] and texts["text"].endswith(m["og:url"])
        picture, at = landing(client, path_of(m["og:image"]))
        assert at == f"/img/fr/example/seed-1.png?{canonical}" and picture.status_code == 200
        _, at = landing(client, f"/img/fr/example/seed-1.png?theme=dark&{query}")
        assert at == f"/img/fr/example/seed-1.png?{canonical}&theme=dark"
        src = oembed_src(client, f"http://localhost/fr/example/seed-1?{query}")
        assert urlsplit(src).path == "/embed/fr/example/seed-1"
        frame = client.get(src).get_data(as_text=True)
        assert "Chez Paul" in frame and "Chez Marie" in frame
    assert client.get(f"/img/fr/example/seed-1.png?{canonical}").data != \
        client.get("/img/fr/example/seed-1.png?also=de-ch").data
    _, at = landing(client, "/img/fr/example/seed-1.png?theme=light&rules=maison")
    assert at == "/img/fr/example/seed-1.png"  # a standard id and the default theme: not spelt


# -- a bad id: a localized 422 naming rules, never a 500 ----------------------------------------

NAMED = {"en": "In the address, rules:", "fr": "Dans l’adresse, rules\xa0:",
         "th": "rules", "de-ch": "rules"}


@pytest.mark.parametrize("bad", BAD_IDS)
@pytest.mark.parametrize("lang", ["en", "fr", "th"])
def test_a_bad_table_id_is_a_localized_422_naming_rules_on_every_route(client, lang, bad):
    checker = f"/{lang}{ANN}?{DEAL}&rules=maison,{bad}"
    example = f"/{lang}/example/seed-1?rules={bad}"
    home = client.get(f"/{lang}/").get_data(as_text=True)
    page_lang = re.search(r'<html lang="([^"]+)"', home).group(1)
    for url in (checker, f"/img{checker.replace(ANN, ANN + '.png')}", f"/embed{checker}",
                example, f"/img/{lang}/example/seed-1.png?rules={bad}",
                f"/embed{example}"):
        response = client.get(url)
        assert response.status_code == 422, url
        text = response.get_data(as_text=True)
        assert f'<html lang="{page_lang}"' in text, url
        assert bad[:16] in html.unescape(text), url  # the id named (its first 16 letters)
        if not url.startswith(f"/{lang}{ANN}"):  # the checker's form marks its field instead
            assert NAMED.get(lang, "rules") in html.unescape(text), url
    for url in (checker, example, f"/embed{checker}"):
        answer = client.get("/oembed?url=" + quote("http://localhost" + url, safe=""))
        assert answer.status_code == 422 and answer.mimetype == "application/json", url
        error = answer.get_json()["error"]
        assert error["details"]["field"] == "rules" and bad[:16] in error["message"], error
        assert NAMED.get(lang, "rules") in error["message"]  # in the URL's language
        assert error["code"] in ("house_invalid_id", "unknown_ruleset", "house_wrong_game"), error


def test_a_belote_tables_id_on_a_jass_verdict_is_a_422_in_the_urls_language(client):
    url = f"http://localhost/de-ch{WEIS}?{JASS_DEAL}&rules=traditional,{PAUL}"
    answer = client.get("/oembed?url=" + quote(url, safe=""))
    assert answer.status_code == 422
    error = answer.get_json()["error"]
    assert error["details"] == {"field": "rules", "params": {"ruleset": PAUL[:16]}}
    assert error["message"].startswith("In der Adresse, rules: ")
    picture = client.get(f"/img/de-ch{WEIS}.png?{JASS_DEAL}&rules={PAUL}")
    assert picture.status_code == 422 and "In der Adresse, rules" in picture.get_data(as_text=True)


# -- a trick in the picture: who played each card -------------------------------------------------

TRICK = "/belote/check/play?variant=coinche&trump=S&first=N&trick=AH+9S+KH&hand=7S+7D+KC" \
        "&rules=maison,officielles"
SEATS = {"en": ("North", "West", "South"), "fr": ("Nord", "Ouest", "Sud"),
         "pt": ("Norte", "Oeste", "Sul"), "de-ch": ("Nord", "West", "Süd"),
         "vi": ("Bắc", "Tây", "Nam"), "th": ("เหนือ", "ตะวันตก", "ใต้")}


@pytest.mark.parametrize("lang", list(SEATS))
def test_the_picture_of_a_trick_names_who_played_each_card(app, lang):
    query = TRICK.partition("?")[2]
    with app.test_request_context(f"/{lang}{TRICK}"):
        app.preprocess_request()
        with in_locale(find_locale(lang)):
            r = check("belote", "legal", MultiDict(parse_qsl(query)))
            share = verdict_share("belote", "legal", r.data, r.results,
                                  disagreement("belote", "legal", r.results))
    trick = next(row for row in share.rows if row.seats)
    assert trick.seats == ("N", "W", "S") and trick.seat_names == SEATS[lang]
    drawn = png(image.render(share)).convert("RGB")
    bare = png(image.render(replace(share, rows=tuple(
        replace(row, seat_names=()) for row in share.rows)))).convert("RGB")
    box = ImageChops.difference(drawn, bare).getbbox()
    assert box is not None  # the names are drawn ...
    assert box[0] >= 30 and box[2] <= 300 and box[1] > 200  # ... under the trick's cards
    assert box[3] - box[1] < 200  # (the hand below moves down: one row's worth, no more)


# -- every locale's script: every letter the pictures draw has its glyph ----------------------


def _cmap(script: str, bold: bool) -> set[int]:
    from fontTools.ttLib import TTFont

    family = "NotoSansThai" if script == "thai" else "NotoSans"
    path = image.FONTS / f"{family}-{'Bold' if bold else 'Regular'}.subset.ttf"
    return set(TTFont(str(path)).getBestCmap())


@pytest.mark.parametrize("lang", ["en", "pt", "vi", "th", "de-ch", "fr"])
def test_every_letter_a_picture_draws_has_a_glyph_in_the_font_of_its_run(app, lang):
    """No missing-glyph box in any locale: every string of every worked example's picture (the
    band, the rows and seats, each verdict, the rules that differ, the rank letters on the
    cards), cut into runs as the picture cuts it, has each letter in that run's font."""
    from webapp.core.content import all_examples
    from webapp.i18n import deck_of, rank_short
    from webapp.verdicts.share import example_share

    fonts = {(s, b): _cmap(s, b) for s in ("latin", "thai") for b in (False, True)}
    missing: set[tuple[str, str]] = set()
    with app.test_request_context(f"/{lang}/"):
        app.preprocess_request()
        with in_locale(find_locale(lang)):
            for example_id in all_examples():
                share = example_share(example_id, disagreement)
                deck = deck_of(share.game)
                texts = [share.topic, *share.context, share.disagree_text, share.rules_text,
                         *(row.label for row in share.rows),
                         *(n for row in share.rows for n in row.seat_names),
                         *(v.names for v in share.verdicts),
                         *(line for v in share.verdicts for line in v.lines),
                         *(rank_short(deck.card(c).rank, deck)
                           for row in share.rows for c in row.cards)]
                for text in texts:
                    for script, part in image.runs(text):
                        for bold in (False, True):
                            missing |= {(ch, script) for ch in part if ch.strip()
                                        and ord(ch) not in fonts[(script, bold)]}
    assert not missing, sorted(missing)
