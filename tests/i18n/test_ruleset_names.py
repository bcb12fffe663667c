"""A ruleset named inside a sentence reads as a noun phrase, in every locale (fr, pt, vi, th
round 10): «Par rapport aux règles Maison :», not «Contrairement à Maison :»; «com base nas
regras Suíças», not «a partir de Suíças»; «dựa trên bộ luật Thụy Sĩ», not «dựa trên Thụy Sĩ»
("based on Switzerland"). The bare name stays where it is a label: column heads, the table's
name over its share box and sheet.
"""

from __future__ import annotations

import html
import re

import pytest
from flask_babel import force_locale

from webapp.core import rulesets
from webapp.i18n import reason_text

BELOTE = rulesets.HOUSES["belote"]
JASS = rulesets.HOUSES["jass"]
#: a table starting from Maison / Swiss, one rule changed, so it differs from both standard ones
HOUSE_BELOTE = BELOTE.encode("maison", {"no_trump_carre_table": "no_trump"}, "Chez Paul")
HOUSE_JASS = JASS.encode("swiss", {"four_points": "all"}, "Chez Paul")

#: locale -> the checker's "Unlike ...:" lines (belote: Maison, Officielles; Jass: Traditional,
#: Swiss), the column head, the sheet's first and last lines (belote from Maison, Jass from Swiss)
#: and tie_trump_sequence under Maison, Officielles and the table "Chez Paul"; the share box's
#: "Differs from ...:" head and the sheet of a standard ruleset (Traditional).
EXPECTED = {
    "fr": {
        "differs": "Ce qui diffère des règles Maison :",
        "standard": "Toutes les règles de Jass selon les règles traditionnelles. Scannez le code pour en "
                     "partir et fixer les règles de votre table.",
        "unlike": ["Par rapport aux règles Maison :", "Par rapport aux règles officielles :",
                   "Par rapport aux règles traditionnelles :", "Identiques aux règles suisses."],
        "heads": ["Maison, Officielles et Chez Paul",
                  "Règles traditionnelles, Règles suisses et Chez Paul"],
        "sheet": ["Nos règles de Belote, établies à partir des règles Maison. Scannez le code pour "
                  "juger une donne selon ces règles.",
                  "En surbrillance : ce qui diffère des règles Maison.",
                  "Nos règles de Jass, établies à partir des règles suisses. Scannez le code pour "
                  "juger une donne selon ces règles.",
                  "En surbrillance : ce qui diffère des règles suisses."],
        "verdict": [f"Les meilleures annonces sont égales : selon les {x}, celle à l’atout (pique) "
                    "gagne, donc Est–Ouest marque."
                    for x in ("règles Maison", "règles officielles",
                              "règles de votre table (Chez Paul)")],
    },
    "pt": {
        "differs": "Diferenças em relação às regras Maison:",
        "standard": "Todas as regras de Jass segundo as regras Tradicionais. Leia o código QR para partir "
                     "delas e definir as regras da sua mesa.",
        "unlike": ["Ao contrário das regras Maison:", "Ao contrário das regras Oficiais:",
                   "Ao contrário das regras Tradicionais:", "Iguais às regras Suíças."],
        "heads": ["Maison, Oficiais e Chez Paul", "Tradicionais, Suíças e Chez Paul"],
        "sheet": ["As nossas regras de Belote, com base nas regras Maison. Leia o código QR para "
                  "verificar uma distribuição com estas regras.",
                  "Em destaque: onde as nossas regras diferem das regras Maison.",
                  "As nossas regras de Jass, com base nas regras Suíças. Leia o código QR para "
                  "verificar uma distribuição com estas regras.",
                  "Em destaque: onde as nossas regras diferem das regras Suíças."],
        "verdict": [f"Os melhores anúncios são iguais: nas {x}, ganha o anúncio em trunfo "
                    "(espadas), por isso marca Este–Oeste."
                    for x in ("regras Maison", "regras Oficiais", "regras da sua mesa (Chez Paul)")],
    },
    "vi": {
        "differs": "Khác với bộ luật Maison:",
        "standard": "Mọi luật Jass theo bộ luật Truyền thống. Quét mã để lấy bộ luật này làm gốc và soạn "
                     "luật riêng cho bàn của bạn.",
        "unlike": ["Khác với bộ luật Maison:", "Khác với bộ luật Chính thức:",
                   "Khác với bộ luật Truyền thống:", "Giống bộ luật Thụy Sĩ."],
        "heads": ["Maison, Chính thức và Chez Paul", "Truyền thống, Thụy Sĩ và Chez Paul"],
        "sheet": ["Luật Belote của chúng tôi, dựa trên bộ luật Maison. Quét mã để kiểm tra một "
                  "ván theo luật này.",
                  "Được đánh dấu: những chỗ luật của chúng tôi khác với bộ luật Maison.",
                  "Luật Jass của chúng tôi, dựa trên bộ luật Thụy Sĩ. Quét mã để kiểm tra một ván "
                  "theo luật này.",
                  "Được đánh dấu: những chỗ luật của chúng tôi khác với bộ luật Thụy Sĩ."],
        "verdict": [f"Các thông báo mạnh nhất bằng nhau: theo {x}, thông báo ở chủ bài (bích) "
                    "thắng, nên Đông–Tây ghi điểm."
                    for x in ("bộ luật Maison", "bộ luật Chính thức", "bộ luật Chez Paul")],
    },
    "th": {
        "differs": "ต่างจากกติกา Maison:",
        "standard": "กติกา Jass ทุกข้อตามกติกาชุดดั้งเดิม สแกนโค้ดเพื่อตั้งกติกาของโต๊ะคุณโดยเริ่มจากชุดนี้",
        "unlike": ["ต่างจากกติกา Maison:", "ต่างจากกติกาทางการ:", "ต่างจากกติกาชุดดั้งเดิม:",
                   "เหมือนกติกาชุดสวิส"],
        "heads": ["Maison, กติกาทางการ และ Chez Paul", "ชุดดั้งเดิม, ชุดสวิส และ Chez Paul"],
        "sheet": ["กติกา Belote ของเรา (ปรับจากกติกา Maison) สแกนโค้ดเพื่อตรวจรอบตามกติกานี้",
                  "ข้อที่มีเครื่องหมายคือข้อที่กติกาของเราต่างจากกติกา Maison",
                  "กติกา Jass ของเรา (ปรับจากกติกาชุดสวิส) สแกนโค้ดเพื่อตรวจรอบตามกติกานี้",
                  "ข้อที่มีเครื่องหมายคือข้อที่กติกาของเราต่างจากกติกาชุดสวิส"],
        "verdict": [f"การประกาศที่ดีที่สุดเท่ากัน: ตาม{x} การประกาศในสีทรัมป์ (โพดำ) ชนะ "
                    "ตะวันออก–ตะวันตกจึงได้คะแนน"
                    for x in ("กติกา Maison", "กติกาทางการ", "กติกาของโต๊ะคุณ (Chez Paul)")],
    },
    "de-ch": {
        "differs": "Abweichend vom Regelwerk «Maison»:",
        "standard": "Jede Regel für Jass nach dem Regelwerk «Traditionell». Scannen Sie den Code, um "
                     "davon ausgehend die Regeln Ihres Tisches festzulegen.",
        "unlike": ["Anders als im Regelwerk «Maison»:", "Anders als im Regelwerk «Offiziell»:",
                   "Anders als im Regelwerk «Traditionell»:",
                   "Wie im Regelwerk «Schweizer Standard»."],
        "heads": ["Maison, Offiziell und Chez Paul", "Traditionell, Schweizer Standard und Chez Paul"],
        "sheet": ["Unsere Belote-Regeln, ausgehend vom Regelwerk «Maison». Scannen Sie den Code, "
                  "um ein Spiel nach diesen Regeln zu prüfen.",
                  "Hervorgehoben ist, wo unsere Regeln vom Regelwerk «Maison» abweichen.",
                  "Unsere Jass-Regeln, ausgehend vom Regelwerk «Schweizer Standard». Scannen Sie "
                  "den Code, um ein Spiel nach diesen Regeln zu prüfen.",
                  "Hervorgehoben ist, wo unsere Regeln vom Regelwerk «Schweizer Standard» "
                  "abweichen."],
        "verdict": [f"Die besten Ansagen sind gleich: Nach dem {x} gewinnt die Ansage im Trumpf "
                    "(Schaufel), also schreibt Ost–West."
                    for x in ("Regelwerk «Maison»", "Regelwerk «Offiziell»",
                              "Regelwerk Ihres Tisches (Chez Paul)")],
    },
}
BABEL = {"de-ch": "de_CH"}


def _text(fragment: str) -> str:
    """As read: tags dropped, entities decoded, every kind of space one space."""
    text = html.unescape(re.sub(r"<[^>]+>", "", fragment))
    return " ".join(text.replace("\u00a0", " ").replace("\u202f", " ").split())


def _all(pattern: str, page: str) -> list[str]:
    return [_text(x) for x in re.findall(pattern, page, re.S)]


@pytest.mark.parametrize("lang", sorted(EXPECTED))
def test_a_three_column_checker_names_each_ruleset_in_its_sentence(client, lang):
    want = EXPECTED[lang]
    unlike, heads = [], []
    for url in (f"/{lang}/belote/check/announcements?n=JS+QS&trump=S"
                f"&rules=maison,officielles,{HOUSE_BELOTE}",
                f"/{lang}/jass/check/weis?n=6R+7R+8R&contract=obenabe&forehand=E"
                f"&rules=traditional,swiss,{HOUSE_JASS}"):
        page = client.get(url).get_data(as_text=True)
        box = page[page.index('class="verdict__house"'):]
        unlike += _all(r"<summary>(.*?)</summary>", box)[:2]
        heads += _all(r'<h3 id="v-[^"]*">(.*?)</h3>', page)
    assert unlike == want["unlike"]
    assert heads == want["heads"]  # the bare names, a label


@pytest.mark.parametrize("lang", sorted(EXPECTED))
def test_the_table_s_sheet_and_share_box_name_its_base_in_a_sentence(client, lang):
    lines, names = [], []
    for game, hid in (("belote", HOUSE_BELOTE), ("jass", HOUSE_JASS)):
        sheet = client.get(f"/{lang}/{game}/table/sheet?rules={hid}").get_data(as_text=True)
        lines += _all(r"</h1>\s*<p>(.*?)</p>", sheet) + _all(r'sheet__foot">(.*?) <a', sheet)
        names += _all(r"<h1>(.*?)</h1>", sheet)
        share = client.get(f"/{lang}/{game}/table?rules={hid}").get_data(as_text=True)
        names += _all(r'<h2 id="share-h">(.*?)</h2>', share)
    assert lines == EXPECTED[lang]["sheet"]
    assert names == ["Chez Paul"] * 4
    share = client.get(f"/{lang}/belote/table?rules={HOUSE_BELOTE}").get_data(as_text=True)
    assert _all(r'<p class="house__differs-head">(.*?)</p>', share) == [EXPECTED[lang]["differs"]]
    sheet = client.get(f"/{lang}/jass/table/sheet?rules=traditional").get_data(as_text=True)
    assert _all(r"</h1>\s*<p>(.*?)</p>", sheet) == [EXPECTED[lang]["standard"]]


@pytest.mark.parametrize("lang", sorted(EXPECTED))
def test_a_verdict_names_its_ruleset_in_the_sentence(app, lang):
    with app.test_request_context(f"/{lang}/"), force_locale(BABEL.get(lang, lang)):
        said = [_text(reason_text("tie_trump_sequence",
                                  {"ruleset": r, "trump": "S", "team": "EW"}, "belote"))
                for r in ("maison", "officielles", HOUSE_BELOTE)]
    assert said == EXPECTED[lang]["verdict"]


def test_a_table_s_name_inside_a_sentence_is_escaped(client):
    hid = BELOTE.encode("maison", {"no_trump_carre_table": "no_trump"}, "<b>Paul</b>")
    with client.application.test_request_context("/en/"):
        text = reason_text("tie_taker_team", {"ruleset": hid, "team": "NS"}, "belote")
    assert "under your table's rules (<b>Paul</b>) the takers" in text
    page = client.get(f"/en/belote/check/announcements?n=JS+QS&trump=S&rules=maison,{hid}")
    body = page.get_data(as_text=True)
    assert "<b>Paul</b>" not in body and "&lt;b&gt;Paul&lt;/b&gt;" in body
