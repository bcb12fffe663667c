"""One request's language never leaks into another's answers.

The reason texts are memoized per locale for the whole process; an oEmbed answer renders a
verdict in the language of the URL it is asked about (``force_locale``), not in the language of
its own request. A text made that way must be stored under the language it is written in, or
the next English answer with the same reason comes out in Thai.
"""

from __future__ import annotations

from urllib.parse import quote

from webapp.core import service

HANDS = {"s": "9H TH JH 7C AD KC 8D QD", "e": "9S TS JS 7D AC 8C KH QC"}
BODY = {"trump": "S", "taker": "NS", "hands": {k.upper(): v for k, v in HANDS.items()}}
THAI_VERDICT = ("http://localhost/th/belote/check/announcements?trump=S&taker=NS&"
                + "&".join(f"{k}={v.replace(' ', '+')}" for k, v in HANDS.items()))


def _has_thai(text: str) -> bool:
    return any("\u0e00" <= ch <= "\u0e7f" for ch in text)


def test_after_a_thai_oembed_english_answers_stay_english(client):
    service._TEXTS.clear()  # as in a fresh process: nothing memoized yet
    oembed = client.get(f"/oembed?url={quote(THAI_VERDICT, safe='')}")
    assert oembed.status_code == 200 and _has_thai(oembed.get_json()["title"])
    results = client.post("/api/v1/belote/announcements", json={**BODY, "lang": "en"}).get_json()
    texts = [r["text"] for v in results["results"].values() for r in v["reasons"]]
    assert texts and not any(_has_thai(t) for t in texts), texts
