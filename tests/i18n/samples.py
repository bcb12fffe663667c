"""Filled-in verdict sentences for a native reader: every reason and error code of both games,
with params the engines really give (worked examples and seeded random deals run through
:func:`webapp.core.service.evaluate`), plus realistic params for the codes no deal reaches.

    python -m tests.i18n.samples pt > pt.txt     # de_CH, fr, th, vi, en; --per-code N

Each line is ``game · code · sentence``; a code shows up to ``--per-code`` sentences (3 by
default), chosen to differ (a count of 0, 1 and more; each side; each combination type).
Nothing here is used by the site.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Iterator, Mapping
from typing import Any

from flask_babel import force_locale

from engine.belote.codes import ERROR_CODES as BELOTE_ERRORS
from engine.belote.codes import REASON_CODES as BELOTE_CODES
from engine.jass.codes import ERROR_CODES as JASS_ERRORS
from engine.jass.codes import REASON_CODES as JASS_CODES
from engine.reasons import EngineError
from webapp import create_app
from webapp.core import content, service
from webapp.i18n import messages, reason_text

__all__ = ["collect", "main", "sentences"]

SEATS = ("N", "E", "S", "W")
PLAY_ORDER = ("N", "W", "S", "E")
FRENCH = [r + s for s in "SHDC" for r in "789TJQKA"]
SWISS = [r + s for s in "ESRL" for r in "6789TUOKA"]

#: Realistic params for the codes that seeded deals rarely or never reach (mostly input errors).
FALLBACK: dict[str, list[dict[str, Any]]] = {
    "unknown_card": [{"token": "ZZ"}, {"token": "11S"}],
    "duplicate_card": [{"card": "AS", "seat": "W"}, {"card": "QH"}],
    "card_in_two_hands": [{"card": "9H", "seats": ["E", "S"]}, {"card": "AD", "seats": ["N", "W"]}],
    "too_many_cards": [{"seat": "E", "count": 9, "max": 8}, {"count": 10, "max": 8}],
    "card_on_table_and_in_hand": [{"card": "KC", "seat": "S"}, {"card": "7D"}],
    "unknown_seat": [{"seat": "X"}],
    "unknown_team": [{"team": "NE"}],
    "not_seat_turn": [{"seat": "N", "expected": "W"}, {"seat": "E", "expected": "S"}],
    "jass_not_next_to_play": [{"seat": "S", "expected": "E"}],
    "too_many_cards_in_trick": [{"count": 4, "max": 3}],
    "jass_trick_full": [{"count": 4}],
    "invalid_belote": [{"points": 30, "max": 20, "trump": "S"}, {"points": 100, "max": 80, "trump": "all"},
                       {"points": 20, "max": 0, "trump": "none"}],
    # the suit led is the card's suit (the card is the best of it on the table)
    "cannot_overtake": [{"suit": "H", "card": "JH"}, {"suit": "S", "card": "QS"}],
    # void in the suit led, a trump of another suit already on the trick
    # (never the Buur: a trump above it must exist)
    "jass_void_no_undertrump": [{"suit": "R", "card": "KE"}, {"suit": "S", "card": "AL"}],
    # only a table's prenable belote (both standard rulesets keep it imprenable): the takers'
    # contract fell, their belote goes to the defence
    "belote_taken": [{"side": "defense", "belote": 20, "rule": "belote_imprenable",
                      "ruleset": "maison"}],
    "belote_multiplied": [{"side": "taker", "belote": 20, "rule": "belote_multiplied",
                           "ruleset": "maison"},
                          {"side": "defense", "belote": 20, "rule": "belote_multiplied",
                           "ruleset": "officielles"}],
    "jass_deal_after_end": [{"deal": 12}],
    "invalid_field": [{"field": "card_points.taker", "expected": "integer"}, {"field": "hands.N", "expected": "cards"}],
    "jass_game_already_over": [{"team": "NS", "points": 3010, "target": 3000}],
    "jass_target_reached": [{"team": "EW", "target": 2500, "points": 2514, "step": "tricks"},
                            {"team": "NS", "target": 3000, "points": 3020, "step": "weis"}],
    "jass_game_continues": [{"target": 3000, "points": 2890}],
    "jass_weis_lost_without_trick": [{"team": "EW", "points": 50}],
    "jass_tricks_total": [{"total": 8, "expected": 9}],
    "jass_card_points_total": [{"total": 150, "expected": 157}],
    "jass_invalid_stoeck_points": [{"expected": 20, "points": 40}],
    "jass_invalid_points": [{"field": "card_points", "team": "EW"}, {"field": "tricks"}],
    "jass_missing_team": [{"field": "card_points", "team": "NS"}],
    "jass_schneider": [{"team": "EW", "points": 1180, "threshold": 1500}, {"team": "NS", "points": 0, "threshold": 1250}],
    # the seats as the engine gives them: the trick so far, the last one out of turn
    "trick_out_of_order": [{"seats": ["N", "E"]}, {"seats": ["W", "S", "N"]}],
    "jass_trick_out_of_order": [{"seats": ["N", "S"]}, {"seats": ["E", "N", "S"]}],
    "jass_unknown_profile": [{"profile": "swisslos-3000",
                              "profiles": ["swisslos-2500", "swisslos-1000", "pagat-3000"]}],
    "weis_shortened": [{"seat": "N", "type": "sequence", "cards": ["6R", "7R", "8R"], "points": 20}],
    "weis_wins_on_length": [{"seats": ["N", "W"], "points": 100, "count": 6, "other_count": 5}],
    # the seat named first plays first from the forehand (W: W N E S)
    "weis_wins_on_play_order": [{"seats": ["N", "E"], "seat": "N"}, {"seats": ["S", "E"], "seat": "W"}],
    "jass_stoeck_without_trump": [{"contract": "obenabe"}],
    "classic_fell": [{"points": 70, "defense_points": 92}],
    "bid_not_reached": [{"points": 72, "bid": 80}, {"points": 104, "bid": 110}],
    "unknown_side": [{"side": "both"}],
    "unknown_variant": [{"variant": "bridge"}],
    "unknown_ruleset": [{"ruleset": "swiss"}],
    "jass_unknown_ruleset": [{"ruleset": "maison"}],
    "invalid_coinche": [{"coinche": 3}],
    "too_long": [{"field": "hands.N", "max": 64}],
    "unknown_field": [{"field": "players"}],
    "option_not_in_classic": [{"option": "capot_bid"}, {"option": "coinche"}],
    "jass_invalid_weis_points": [{"points": 35}],
    "invalid_announcements": [{"points": 25}],
    # the bounds and fields these errors really come with (webapp.core.fields, the engines)
    "out_of_range": [{"field": "card_points.taker", "min": 0, "max": 162}, {"field": "bid", "min": 80, "max": 160}],
    "exclusive_fields": [{"field": "cards_won", "other": "card_points"}],
    "points_total_mismatch": [{"points": 150, "total": 162, "capot": None}, {"points": 140, "total": 130, "capot": None}],
    "cards_won_incomplete": [{"count": 28, "expected": 32}],
    "not_converted": [{"total": 130, "rule": "coinche_scale", "ruleset": "maison"}],
    "jass_game_profile_mismatch": [{"profile": "pagat-3000", "expected": "swisslos-2500"}],
    "game_won": [{"team": "EW", "points": 1032, "target": 1000, "rule": "game_target",
                  "ruleset": "maison"}],
    "game_won_on_excess": [{"team": "NS", "points": 1120, "other_points": 1040, "target": 1000,
                            "rule": "game_target", "ruleset": "officielles"}],
    "game_belote_alone": [{"team": "NS", "points": 1010, "belote": 20, "target": 1000,
                           "rule": "game_won_by_belote_alone", "ruleset": "maison"}],
    "game_deal_after_end": [{"deal": 9}],
    "game_held_points_won": [{"team": "NS", "points": 81}],
    "game_points_held": [{"team": "EW", "points": 81, "held": 81}],
    "game_tie_over_target": [{"points": 1010, "target": 1000}],
    "game_goes_on": [{"target": 1000, "points": 640}],
    "cards_won_not_tricks": [{"side": "taker", "count": 7}, {"side": "defense", "count": 1}],
    "jass_points_without_tricks": [{"team": "EW", "points": 12}, {"team": "NS", "points": 21}],
    "jass_deal_card_points": [{"team": "NS", "points": 98}, {"team": "EW", "points": 59}],
    "jass_deal_score": [{"team": "NS", "points": 196}, {"team": "EW", "points": 118}],
    "jass_trick_won_by_highest": [{"seat": "W", "card": "AR", "suit": "R"},
                                  {"seat": "N", "card": "TE", "suit": "E"}],
    "jass_trick_won_by_lowest": [{"seat": "W", "card": "6R", "suit": "R"},
                                 {"seat": "S", "card": "7E", "suit": "E"}],
    "rounded": [{"side": "defense", "points": 84, "rounded": 80, "rule": "coinche_rounding",
                 "ruleset": "officielles"},
                {"side": "taker", "points": 235, "rounded": 240, "rule": "coinche_rounding",
                 "ruleset": "officielles"}],
    "jass_trick_size": [{"expected": 4, "count": 3}, {"expected": 4, "count": 1}],
    # every announcement is in trump only at tout-atout
    "tie_nobody_scores_all_trump": [{"trump": "all", "rule": "announcement_tie", "ruleset": "officielles"}],
    # a flat Coinche score (belote.md B4, FFB contrée 2016): 160 × the coinche level, then the
    # contract multiplied, the announcements and the belote (engine/belote/_coinche.py)
    "score_forfeit": [{"side": "taker", "base": 160, "factor": 2, "forfeit": 320, "contract": 100,
                       "announcements": 50, "belote": 20, "points": 590,
                       "rule": "coinche_multiplies", "ruleset": "officielles"},
                      {"side": "defense", "base": 160, "factor": 4, "forfeit": 640, "contract": 100,
                       "announcements": 0, "belote": 0, "points": 1040,
                       "rule": "coinche_multiplies", "ruleset": "officielles"}],
    # only the contract multiplied (a table's rule, engine/belote/_coinche.py): no deal of the
    # standard rulesets gives it, and VALUES would put a suit in "contract"
    "score_formula_contract": [{"side": "taker", "base": 162, "announcements": 50, "contract": 100,
                                "factor": 2, "belote": 20, "points": 432,
                                "rule": "coinche_multiplies", "ruleset": "maison"},
                               {"side": "defense", "base": 252, "announcements": 0, "contract": 110,
                                "factor": 4, "belote": 0, "points": 692,
                                "rule": "coinche_multiplies", "ruleset": "officielles"}],
}

#: Param name -> plausible values, per game, for codes with neither a deal nor a fallback.
VALUES = {
    "belote": {"card": ["JS", "QH", "AD"], "cards": [["9H", "TH", "JH"], ["KS", "QS"]],
               "suit": ["H", "S"], "trump": ["S", "none"], "contract": ["S"], "rank": ["J", "A"],
               "other_rank": ["9"], "ruleset": ["maison", "officielles"],
               "rule": ["announcement_tie", "coinche_rounding"]},
    "jass": {"card": ["UR", "AE", "6S"], "cards": [["6E", "7E", "8E"], ["OR", "KR"]],
             "suit": ["R", "E"], "trump": ["R"], "contract": ["undenufe", "L", "obenabe"],
             "rank": ["U", "A"], "other_rank": ["9"], "ruleset": ["traditional", "swiss"],
             "rule": ["cross_weis", "sequence_points"]},
    "any": {"seat": ["W", "N"], "seats": [["N", "W"], ["E", "S"]], "team": ["EW", "NS"],
            "teams": [["NS", "EW"]], "type": ["tierce", "cinquante", "sequence", "four"],
            "other_type": ["sequence"], "side": ["taker", "defense"], "expected": ["integer", 4],
            "field": ["card_points.taker", "hands.N", "trick.1.card"], "variant": ["coinche"],
            "option": ["capot_bid", "bid"], "table": ["no_trump", "trump"], "step": ["tricks", "weis"],
            "token": ["ZZ", "Q"], "capot_bid": [True], "lang": ["xx"], "points": [0, 1, 20, 134, 1140],
            "count": [0, 1, 5], "max": [8, 3], "min": [80], "total": [162, 157, 2520],
            "target": [3000, 2500], "threshold": [1500, 1250], "factor": [2, 4], "multiplier": [2, 3],
            "coinche": [2, 4, 3], "bid": [120, 85], "belote": [20, 0], "announcements": [50, 0],
            "card_points": [0, 1, 81], "base": [162, 252], "defense_points": [81, 68],
            "rounded": [320, 90], "other_points": [50, 20], "other_count": [4, 3],
            "profile": ["xx"], "capot": ["both"], "taker": ["NE"], "trick": [1], "limit": [64]},
}


def _codes() -> dict[str, tuple[str, tuple[str, ...]]]:
    out: dict[str, tuple[str, tuple[str, ...]]] = {}
    for code, params in {**BELOTE_CODES, **BELOTE_ERRORS}.items():
        out[code] = ("belote", tuple(params))
    for code, params in {**JASS_CODES, **JASS_ERRORS}.items():
        out.setdefault(code, ("jass", tuple(params)))
    for code, params in {**service.SERVICE_ERROR_CODES, **messages.API_ERROR_CODES}.items():
        out.setdefault(code, ("belote", tuple(params)))
    return out


def _hands(rng: random.Random, deck: list[str], per_hand: int, count: int = 4) -> dict[str, str]:
    cards = deck[:]
    rng.shuffle(cards)
    return {seat: " ".join(cards[i * per_hand:(i + 1) * per_hand])
            for i, seat in enumerate(SEATS[:count])}


def _trick(rng: random.Random, deck: list[str], size: int) -> tuple[list[dict[str, str]], str]:
    start = rng.randrange(4)
    seats = [PLAY_ORDER[(start + i) % 4] for i in range(size + 1)]
    cards = rng.sample(deck, size)
    return [{"seat": s, "card": c} for s, c in zip(seats, cards)], seats[size]


def _questions(rng: random.Random, rounds: int) -> Iterator[tuple[str, str, dict[str, Any]]]:
    for ex in content.all_examples().values():
        yield ex.game, ex.kind, dict(ex.input)
    for _ in range(rounds):
        yield "belote", "announcements", {
            "trump": rng.choice(("S", "H", "D", "C", "none", "all")),
            "taker": rng.choice(("NS", "EW", "N", "E")), "hands": _hands(rng, FRENCH, 8)}
        trick, seat = _trick(rng, FRENCH, rng.randint(0, 3))
        used = {p["card"] for p in trick}
        yield "belote", "legal", {
            "variant": rng.choice(("classic", "coinche")), "trump": rng.choice(("S", "H", "none")),
            "trick": trick, "seat": seat,
            "hand": " ".join(rng.sample([c for c in FRENCH if c not in used], 8))}
        points = rng.choice((0, 40, 62, 81, 91, 100, 134, 162))
        coinche = rng.random() < 0.6
        yield "belote", "score", {
            "variant": "coinche" if coinche else "classic", "taker": rng.choice(("NS", "EW")),
            "trump": rng.choice(("S", "none")),
            "bid": rng.choice((80, 100, 120, 160)) if coinche else None,
            "coinche": rng.choice((1, 2, 4)) if coinche else 1,
            # the defence left out: the rest of each ruleset's deal (130 or 162, 252 after a capot)
            "card_points": {"taker": points if points < 162 else 252},
            "all_tricks_taker": {0: "defense", 162: "taker"}.get(points),
            "announcements": rng.choice((None, {"team": "taker", "points": 50},
                                         {"team": "defense", "points": 20})),
            "belote": rng.choice((None, "taker", {"defense": 20}))}
        yield "jass", "weis", {"contract": rng.choice(("E", "S", "R", "L", "obenabe", "undenufe")),
                               "forehand": rng.choice(SEATS), "hands": _hands(rng, SWISS, 9)}
        trick, seat = _trick(rng, SWISS, rng.randint(0, 3))
        used = {p["card"] for p in trick}
        yield "jass", "legal", {
            "contract": rng.choice(("E", "R", "obenabe", "undenufe")), "trick": trick, "seat": seat,
            "hand": " ".join(rng.sample([c for c in SWISS if c not in used], 9))}
        trick, _ = _trick(rng, SWISS, 4)
        yield "jass", "trick", {"contract": rng.choice(("R", "obenabe", "undenufe")),
                                "trick": trick, "last": rng.random() < 0.3}
        tricks = rng.randint(0, 9)
        ns = {0: 0, 9: 157}.get(tricks, rng.randint(1, 156))
        yield "jass", "score", {
            "contract": rng.choice(("E", "L", "undenufe")),
            "card_points": {"NS": ns, "EW": 157 - ns}, "tricks": {"NS": tricks, "EW": 9 - tricks},
            "weis": rng.choice((None, {"team": "NS", "points": 50}, {"team": "EW", "points": 20})),
            "stoeck": None}
    # bad input, for the errors
    yield "belote", "announcements", {"trump": "X", "taker": "NS", "hands": {"N": "JS"}}
    yield "belote", "announcements", {"trump": "S", "taker": "NS", "hands": {"N": "JS JS"}}
    yield "belote", "announcements", {"trump": "S", "taker": "NS", "hands": {"N": "JS", "E": "JS"}}
    yield "belote", "announcements", {"trump": "S", "taker": "XY", "hands": {"N": "JS"}}
    yield "belote", "score", {"variant": "coinche", "taker": "NS", "trump": "S", "bid": 85,
                              "card_points": {"taker": 100, "defense": 62}}
    yield "jass", "weis", {"contract": "Q", "forehand": "N", "hands": {"N": "6E"}}
    yield "jass", "trick", {"contract": "R", "trick": [{"seat": "N", "card": "6E"}]}
    yield "jass", "score", {"contract": "R", "card_points": {"NS": 100, "EW": 50},
                            "tricks": {"NS": 5, "EW": 4}}


def collect(rounds: int = 60, seed: int = 17) -> dict[str, list[tuple[str, dict[str, Any]]]]:
    """code -> [(game, params)], from real verdicts and errors, then the fallbacks."""
    rng = random.Random(seed)
    found: dict[str, list[tuple[str, dict[str, Any]]]] = {}
    seen: set[str] = set()

    def add(game: str, code: str, params: Mapping[str, Any]) -> None:
        key = json.dumps([code, params], sort_keys=True, default=str)
        if key not in seen:
            seen.add(key)
            found.setdefault(code, []).append((game, dict(params)))

    for game, kind, data in _questions(rng, rounds):
        try:
            verdicts = service.evaluate(game, kind, data)
        except EngineError as e:
            add(game, e.code, e.params)
            continue
        for verdict in verdicts.values():
            if isinstance(verdict, EngineError):  # one ruleset refuses the input (belote.md Q20)
                add(game, verdict.code, verdict.params)
                continue
            for reason in verdict.reasons:
                add(game, reason.code, reason.params)
            for reason in getattr(verdict, "illegal", {}).values():
                add(game, reason.code, reason.params)
    codes = _codes()
    for code, (game, names) in codes.items():
        if code in FALLBACK and code not in BELOTE_CODES and code not in JASS_CODES:
            found.pop(code, None)  # an error's params from bad input are as odd as the input
        for params in FALLBACK.get(code, []):
            add(game, code, params)
        if code not in found:
            values = {**VALUES["any"], **VALUES[game]}
            for i in range(2):
                add(game, code, {n: values.get(n, [120])[i % len(values.get(n, [120]))] for n in names})
    return found


def _spread(items: list[tuple[str, dict[str, Any]]], n: int) -> list[tuple[str, dict[str, Any]]]:
    """Up to ``n`` items that differ most: small counts, each side and type first."""
    def key(item: tuple[str, dict[str, Any]]) -> tuple[Any, ...]:
        p = item[1]
        return tuple(str(p.get(k)) for k in ("side", "type", "coinche", "count", "points"))
    out, keys = [], set()
    for item in sorted(items, key=lambda i: min((v for v in i[1].values() if isinstance(v, int)
                                                  and not isinstance(v, bool)), default=99)):
        if key(item) not in keys:
            keys.add(key(item))
            out.append(item)
        if len(out) == n:
            break
    for item in items:
        if len(out) >= n:
            break
        if item not in out:
            out.append(item)
    return out


def sentences(locale: str, per_code: int = 3) -> Iterator[str]:
    """The sample lines for one catalog locale (``pt``, ``de_CH``...)."""
    app = create_app({"TESTING": True})
    found = collect()
    with app.test_request_context("/"), force_locale(locale):
        for code in sorted(found, key=lambda c: (found[c][0][0], c)):
            for game, params in _spread(found[code], per_code):
                text = reason_text(code, params, game).replace("\u2060", "")
                yield f"{game} · {code} · {text}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("locale", help="a catalog locale: pt, vi, th, de_CH, fr (or en)")
    parser.add_argument("--per-code", type=int, default=3)
    args = parser.parse_args(argv)
    for line in sentences(args.locale.replace("-", "_").replace("de_ch", "de_CH"), args.per_code):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
