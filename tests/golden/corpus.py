"""The golden corpus: API requests whose exact response bytes are recorded in ``api.jsonl.gz``.

Every worked example of ``content/`` (as its question's API body) and seeded random bodies for
every endpoint, each sent in every locale, plus a few malformed bodies per endpoint. The corpus is
built from plain data (card codes, field names): it imports nothing of the engine or the webapp,
so a refactor of either cannot change what is asked, only what is answered.

>>> bodies = list(corpus())
>>> len(bodies) > 1000
True
>>> sorted({path for path, _ in bodies})[0]
'/api/v1/belote/announcements'
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("en", "pt", "vi", "th", "de-ch", "fr")
SEATS = ("N", "E", "S", "W")
PLAY_ORDER = ("N", "W", "S", "E")  # anticlockwise
FRENCH = [r + s for s in "SHDC" for r in "789TJQKA"]
SWISS = [r + s for s in "ESRL" for r in "6789TUOKA"]
BELOTE_TRUMPS = ("S", "H", "D", "C", "none", "all")
JASS_CONTRACTS = ("E", "S", "R", "L", "obenabe", "undenufe")
RANDOM_PER_ENDPOINT = 24

Body = dict[str, Any]


def examples() -> Iterator[tuple[str, Body]]:
    for name in ("belote_examples.json", "jass_examples.json", "rules_examples.json",
                 "game_examples.json"):
        for example in json.loads((ROOT / "content" / name).read_text("utf-8"))["examples"]:
            yield f"/api/v1/{example['game']}/{example['kind']}", dict(example["input"])


def _trick(rng: random.Random, deck: list[str], size: int) -> tuple[list[dict[str, str]], str]:
    start = rng.randrange(4)
    cards = rng.sample(deck, size)
    seats = [PLAY_ORDER[(start + i) % 4] for i in range(size + 1)]
    return [{"seat": s, "card": c} for s, c in zip(seats, cards)], seats[size]


def _hands(rng: random.Random, deck: list[str], per_hand: int) -> dict[str, str]:
    cards = rng.sample(deck, len(deck))
    seats = rng.sample(SEATS, rng.randint(1, 4))
    return {
        seat: " ".join(cards[i * per_hand:(i + 1) * per_hand][: rng.randint(1, per_hand)])
        if rng.random() < 0.3 else " ".join(cards[i * per_hand:(i + 1) * per_hand])
        for i, seat in enumerate(seats)
    }


def _hand_after(rng: random.Random, deck: list[str], used: list[str], most: int) -> str:
    rest = [c for c in deck if c not in used]
    return " ".join(rng.sample(rest, rng.randint(1, most)))


def belote_random(rng: random.Random) -> Iterator[tuple[str, Body]]:
    for _ in range(RANDOM_PER_ENDPOINT):
        yield "/api/v1/belote/announcements", {
            "trump": rng.choice(BELOTE_TRUMPS),
            "taker": rng.choice(("NS", "EW", *SEATS)),
            "hands": _hands(rng, FRENCH, 8),
        }
        trick, seat = _trick(rng, FRENCH, rng.randint(0, 3))
        yield "/api/v1/belote/legal", {
            "variant": rng.choice(("classic", "coinche")),
            "trump": rng.choice(BELOTE_TRUMPS),
            "trick": trick,
            "seat": seat,
            "hand": _hand_after(rng, FRENCH, [p["card"] for p in trick], 8),
        }
        trump = rng.choice(BELOTE_TRUMPS)
        total = {"none": rng.choice((130, 162)), "all": rng.choice((258, 162))}.get(trump, 162)
        taker_points = rng.choice((0, total, *(rng.randint(0, total) for _ in range(6))))
        coinche = rng.random() < 0.6
        yield "/api/v1/belote/score", {
            "variant": "coinche" if coinche else "classic",
            "taker": rng.choice(("NS", "EW")),
            "trump": trump,
            "bid": rng.choice((80, 90, 100, 110, 120, 130, 140, 150, 160)) if coinche else None,
            "capot_bid": coinche and rng.random() < 0.1,
            "coinche": rng.choice((1, 1, 2, 4)) if coinche else 1,
            "card_points": {"taker": taker_points, "defense": total - taker_points},
            "all_tricks_taker": {0: "defense", total: "taker"}.get(taker_points)
            if rng.random() < 0.7 else None,
            "announcements": rng.choice((
                None,
                {"team": "taker", "points": rng.choice((20, 50, 100))},
                {"team": "defense", "points": rng.choice((20, 50, 150))},
            )),
            "belote": rng.choice((None, "taker", {"defense": 20})),
        }


def jass_random(rng: random.Random) -> Iterator[tuple[str, Body]]:
    for _ in range(RANDOM_PER_ENDPOINT):
        yield "/api/v1/jass/weis", {
            "contract": rng.choice(JASS_CONTRACTS),
            "forehand": rng.choice(SEATS),
            "hands": _hands(rng, SWISS, 9),
        }
        trick, seat = _trick(rng, SWISS, rng.randint(0, 3))
        yield "/api/v1/jass/legal", {
            "contract": rng.choice(JASS_CONTRACTS),
            "trick": trick,
            "seat": seat,
            "hand": _hand_after(rng, SWISS, [p["card"] for p in trick], 9),
        }
        trick, _ = _trick(rng, SWISS, 4)
        yield "/api/v1/jass/trick", {
            "contract": rng.choice(JASS_CONTRACTS),
            "trick": trick,
            "last": rng.random() < 0.3,
        }
        ns = rng.randint(0, 157)
        tricks = rng.randint(0, 9)
        contract = rng.choice(JASS_CONTRACTS)
        yield "/api/v1/jass/score", {
            "contract": contract,
            "card_points": {"NS": ns, "EW": 157 - ns} if tricks not in (0, 9)
            else ({"NS": 157, "EW": 0} if tricks == 9 else {"NS": 0, "EW": 157}),
            "tricks": {"NS": tricks, "EW": 9 - tricks},
            "weis": rng.choice((None, {"team": rng.choice(("NS", "EW")),
                                       "points": rng.choice((20, 50, 100, 150, 200))})),
            "stoeck": None if len(contract) > 1 else rng.choice(
                (None, {"team": rng.choice(("NS", "EW")), "points": 20})),
        }


def malformed() -> Iterator[tuple[str, Body]]:
    """Bodies every endpoint must refuse, with its error code and field."""
    yield "/api/v1/belote/announcements", {"trump": "X", "taker": "NS", "hands": {"N": "JS"}}
    yield "/api/v1/belote/announcements", {"trump": "S", "taker": "NS", "hands": {"N": "JS JS"}}
    yield "/api/v1/belote/announcements", {"trump": "S", "taker": "NS",
                                           "hands": {"N": "JS", "E": "JS"}}
    yield "/api/v1/belote/announcements", {"trump": "S", "taker": "NS", "hands": {"N": "ZZ"}}
    yield "/api/v1/belote/announcements", {"trump": "S", "hands": {"N": "JS"}}
    yield "/api/v1/belote/announcements", {"trump": "S", "taker": "NS", "hands": {"N": "JS"},
                                           "extra": 1}
    yield "/api/v1/belote/announcements", {"trump": "S", "taker": "NS", "hands": {"N": "JS"},
                                           "rules": ["nope"]}
    yield "/api/v1/belote/legal", {"variant": "classic", "trump": "S",
                                   "trick": [{"seat": "N", "card": "AH"}], "seat": "E",
                                   "hand": "7S"}
    yield "/api/v1/belote/legal", {"variant": "classic", "trump": "S", "trick": [], "seat": "N",
                                   "hand": ""}
    yield "/api/v1/belote/score", {"variant": "classic", "taker": "NS", "trump": "S", "bid": 80,
                                   "capot_bid": False, "coinche": 3,
                                   "card_points": {"taker": 100, "defense": 62},
                                   "all_tricks_taker": None, "announcements": None,
                                   "belote": None}
    yield "/api/v1/belote/score", {"variant": "classic", "taker": "NS", "trump": "S", "bid": 80,
                                   "capot_bid": False, "coinche": 1,
                                   "card_points": {"taker": 100, "defense": 10},
                                   "all_tricks_taker": None, "announcements": None,
                                   "belote": None}
    yield "/api/v1/jass/weis", {"contract": "Q", "forehand": "N", "hands": {"N": "6E"}}
    yield "/api/v1/jass/weis", {"contract": "E", "forehand": "N", "hands": {"N": "6E 6E"}}
    yield "/api/v1/jass/legal", {"contract": "E", "trick": [{"seat": "N", "card": "6E"}],
                                 "seat": "S", "hand": "7E"}
    yield "/api/v1/jass/trick", {"contract": "E", "trick": [{"seat": "N", "card": "6E"}],
                                 "last": False}
    yield "/api/v1/jass/score", {"contract": "E", "card_points": {"NS": 100, "EW": 100},
                                 "tricks": {"NS": 5, "EW": 4}, "weis": None, "stoeck": None}


def corpus() -> Iterator[tuple[str, Body]]:
    """Every (path, body) of the corpus, each once per locale, in a fixed order."""
    rng = random.Random(20261201)
    base = [*examples(), *belote_random(rng), *jass_random(rng), *malformed()]
    for lang in LANGS:
        for path, body in base:
            yield path, {**body, "lang": lang}
