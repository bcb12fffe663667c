"""Issue 14 on the checker pages, as a user reads them. Each example of the issue, opened in its
checker (the permalink of the API input of ``test_rules_second_pass.py``, written out), shows the
verdict the API gives; the Belote score checker offers both ways of entering a deal in every
language, and typed sans-atout points get a verdict under the ruleset whose total they fit and,
under the other, a refusal naming that ruleset and its total (belote.md Q20).
"""

from __future__ import annotations

import html
import re

import pytest

from webapp.i18n import LOCALES

LANGS = [loc.url for loc in LOCALES]


def page(client, url: str, lang: str = "en") -> str:
    return client.get(f"/{lang}{url}").get_data(as_text=True)


def text(fragment: str) -> str:
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", fragment))).strip()


def sections(doc: str) -> dict[str, str]:
    """Each ruleset's verdict section (a section shared by rulesets that agree counts for each)."""
    out = {}
    for m in re.finditer(r'<section class="verdict[^"]*" aria-labelledby="v-([\w.-]+)"([^>]*)>'
                         r'(.*?)</section>', doc, re.S):
        shared = re.search(r'data-rulesets="([^"]+)"', m.group(2))
        for ruleset in (shared.group(1).split() if shared else [m.group(1)]):
            out[ruleset] = m.group(3)
    assert out, "no verdict on the page"
    return out


def scores(section: str) -> list[int]:
    table = re.search(r'<table class="verdict__scores">(.*?)</table>', section, re.S)
    return [int(x) for x in re.findall(r"<td>(-?\d+)</td>", table.group(1))] if table else []


def playable(section: str) -> list[str]:
    """The accessible names of the cards the verdict says may be played."""
    m = re.search(r'class="verdict__headline">[^<]*</p>\s*<ul class="hand">(.*?)</ul>', section,
                  re.S)
    return re.findall(r'aria-label="([^"]+)"', m.group(1)) if m else []


#: 80 to 50 typed: a Maison sans-atout deal (130), not an Officielles one (162).
SA_POINTS = "/belote/check/score?variant=classic&taker=NS&trump=none&tp=80&dp=50"
#: The takers won the four Aces and the four 7s, and the last trick.
SA_CARDS = ("/belote/check/score?variant=classic&taker=NS&trump=none"
            "&tc=AS+AH+AD+AC+7S+7H+7D+7C&last=taker")


# -- point 2: both ways in, typed points judged per ruleset (belote.md Q20) --------------------

@pytest.mark.parametrize("lang", LANGS)
def test_blank_score_checker_offers_points_and_cards_won(client, lang):
    doc = client.get(f"/{lang}/belote/check/score").get_data(as_text=True)
    english = client.get("/en/belote/check/score").get_data(as_text=True)

    def fieldset(d, name):
        m = re.search(rf'<fieldset class="checker__{name}">(.*?)</fieldset>', d, re.S)
        assert m, f"no {name} fieldset on the {lang} score checker"
        return m.group(1)

    points, won = fieldset(doc, "points"), fieldset(doc, "won")
    assert 'name="tp"' in points and 'name="dp"' in points
    assert 'name="tc"' in won and 'name="dc"' in won and 'name="last"' in won
    legend = re.search(r"<legend>(.*?)</legend>", won).group(1)
    if lang != "en":   # the way in is said in the page's language
        assert legend != re.search(r"<legend>(.*?)</legend>", fieldset(english, "won")).group(1)


@pytest.mark.parametrize("lang", LANGS)
def test_typed_sans_atout_points_get_a_verdict_and_a_named_refusal(client, lang):
    doc = page(client, SA_POINTS, lang)
    assert 'aria-invalid="true"' not in doc           # no field is refused
    verdicts = sections(doc)
    assert scores(verdicts["maison"]) == [80, 50]      # Maison: a 130-point deal, made
    refused = re.search(r'class="verdict__refused"[^>]*>(.*?)</p>', verdicts["officielles"], re.S)
    assert refused, verdicts["officielles"]
    name = text(re.search(r'<h3 id="v-officielles">(.*?)</h3>', doc).group(1))
    assert name in text(refused.group(1)) and "162" in refused.group(1)
    assert not scores(verdicts["officielles"])


@pytest.mark.parametrize("lang", LANGS)
def test_sans_atout_cards_won_get_a_verdict_under_every_ruleset(client, lang):
    verdicts = sections(page(client, SA_CARDS, lang))
    assert scores(verdicts["maison"]) == [0, 130]      # 44 + 10 = 54 against 76: dedans
    assert scores(verdicts["officielles"]) == [86, 76]


# -- the other points, each example on its checker ---------------------------------------------

#: N leads 8H, W discards AC, S holds 10H 7H KS.
TOUT_ATOUT = "/belote/check/play?variant=classic&trump=all&first=N&trick=8H+AC&hand=TH+7H+KS"


def test_point_1_tout_atout_on_the_checker(client):
    verdicts = sections(page(client, TOUT_ATOUT))
    for ruleset in ("maison", "officielles"):
        assert playable(verdicts[ruleset]) == ["10 of hearts"]
        reasons = text(verdicts[ruleset])
        assert "North is winning the trick with the 8 of hearts." in reasons
        assert "West is winning" not in reasons


def test_point_3_q18_on_the_checker(client):
    url = ("/belote/check/score?variant=coinche&taker=NS&trump=S&bid=100&coinche=2&tp=120&dp=42"
           "&ann=defense&annpts=50")
    verdicts = sections(page(client, url))
    assert scores(verdicts["maison"]) == [520, 50]
    assert "the defence keeps its 50 points of announcements" in text(verdicts["maison"])
    assert scores(verdicts["officielles"]) == [620, 0]


def test_point_4_q19_on_the_checker(client):
    url = "/belote/check/score?variant=coinche&taker=NS&trump=none&bid=90&tp=80&dp=50&rules=maison"
    maison = sections(page(client, url))["maison"]
    assert scores(maison) == [190, 62]
    assert "takers 80 → 100, defence 50 → 62" in text(maison)


@pytest.mark.parametrize("lang, said, unsaid", [
    ("en", "You must follow suit (Eicheln).", "trump"),
    ("de-ch", "Sie müssen Farbe angeben (Eicheln).", "stechen"),
    ("fr", "vous devez fournir", "couper"),
])
@pytest.mark.parametrize("contract", ["obenabe", "undenufe"])
def test_point_5_no_trump_in_obenabe_undenufe_on_the_checker(client, lang, said, unsaid,
                                                             contract):
    url = f"/jass/check/play?contract={contract}&first=N&trick=AE&hand=KE+6R"
    for section in sections(page(client, url, lang)).values():
        assert said in text(section) and unsaid not in text(section).lower()


def test_point_5_tout_atout_tie_on_the_checker(client):
    url = "/belote/check/announcements?n=7H+8H+9H&e=7D+8D+9D&trump=all&taker=NS&rules=officielles"
    reasons = text(sections(page(client, url))["officielles"])
    assert "trump cannot break the tie" in reasons and "none is in trump" not in reasons


def test_point_5_void_beside_an_undertrump_refusal_on_the_checker(client):
    url = "/jass/check/play?contract=R&first=N&trick=AE+9R&hand=6R+7L"
    for section in sections(page(client, url)).values():
        assert playable(section) == ["Schilten 7"]
        assert "any card may be played" not in text(section)
        assert "but not undertrump" in text(section)


def test_point_6_litige_belote_on_the_checker(client):
    url = "/belote/check/score?variant=classic&taker=NS&trump=S&tp=71&dp=91&belote=taker"
    for section in sections(page(client, url)).values():
        assert scores(section) == [20, 91]
        assert "score their 20 points of belote at once" in text(section)


def test_point_7_swisslos_1000_on_the_checker(client):
    doc = page(client, "/jass/check/score?contract=undenufe&ns=100&ew=57&tns=6&tew=3"
                       "&profile=swisslos-1000")
    verdicts = sections(doc)
    assert scores(verdicts["swiss"]) == [100, 57]
    assert "Swisslos, every contract × 1 (game to 1,000)" in text(verdicts["swiss"])
    assert scores(verdicts["traditional"]) == [400, 228]
    assert 'value="swisslos-1000" selected' in doc


# -- the rules pages state each decision --------------------------------------------------------

def main_text(client, path: str) -> str:
    doc = client.get(path).get_data(as_text=True)
    return text(doc[doc.index("<main"):doc.index("</main>")])


@pytest.mark.parametrize("path, said", [
    # point 1: tout-atout
    ("/en/belote/announcements", "a card of another suit never wins the trick: only the suit led"),
    # point 2, belote.md Q20
    ("/en/belote/announcements", "the score checker also takes the cards each team won"),
    # point 3, belote.md Q18
    ("/en/coinche/scoring", "The team that won the announcements always keeps them, outside any "
                            "multiplier"),
    # point 4, belote.md Q19
    ("/en/coinche/scoring", "counts the cards on 130, then brings the totals to the 162 scale"),
    # point 6: the litige and the belote
    ("/en/belote/rules", "all but their belote, which they score at once"),
    # belote.md Q16 after a capot: no "it" that could be read as the capot team
    ("/en/belote/rules", "they go to the capot team under the Officielles rules and stay with the "
                         "team that won them under the Maison rules"),
])
def test_rules_pages_state_the_second_pass_rules(client, path, said):
    assert said in main_text(client, path)
