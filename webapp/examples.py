"""Live worked examples: the examples of ``content/*_examples.json``, run through the engines.

Every example names its game, its kind and its input, and the verdict it expects under each
ruleset it shows. The rules pages render an example with ``{{ example("seed-1") }}``
(``templates/macros/examples.html``), which calls :func:`live_example`: the hands come from the
content file, the verdicts and their reasons from the engine, so an example shown is an example
proven (``tests/webapp/test_rules_pages.py`` compares each verdict with the expected one).

The content files are read once, at first use. Verdicts are cached: the engines are pure.

Kinds: Belote ``announcements``, ``legal``, ``score``; Jass ``weis``, ``legal``, ``trick``,
``score`` (the formats of ``content/belote_examples.json`` and ``content/jass_examples.json``).
The sentences around a verdict (:func:`example_view`) are translated here; the engine's reasons go
through the one reason registry, :func:`webapp.i18n.reason_text`.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from babel.lists import format_list
from flask_babel import get_locale, lazy_pgettext
from flask_babel import lazy_gettext as _l

from engine import belote as B
from engine import jass as J
from webapp import i18n, service

__all__ = ["CONTENT", "EXAMPLE_FILES", "Example", "all_examples", "get_example", "verdict",
           "verdict_summary", "live_example", "example_view", "ruleset_name",
           "UnknownExampleError"]

CONTENT = Path(__file__).resolve().parent.parent / "content"
#: The files holding worked examples, all in the same format. Missing files are skipped.
EXAMPLE_FILES = ("belote_examples.json", "jass_examples.json", "rules_examples.json")

RULESETS = {"belote": B.RULESETS, "jass": J.RULESETS}


class UnknownExampleError(KeyError):
    """A page asks for an example id that no content file defines."""


@dataclass(frozen=True)
class Example:
    id: str
    game: str
    kind: str
    input: Mapping[str, Any]
    expected: Mapping[str, Mapping[str, Any]]
    source: str
    file: str

    @property
    def rulesets(self) -> tuple[str, ...]:
        """The rulesets the example shows, in the order of its ``expected`` entry."""
        return tuple(self.expected)


@cache
def all_examples() -> dict[str, Example]:
    """Every example of every content file, by id (ids are unique across files)."""
    out: dict[str, Example] = {}
    for name in EXAMPLE_FILES:
        path = CONTENT / name
        if not path.exists():
            continue
        for e in json.loads(path.read_text(encoding="utf-8"))["examples"]:
            if e["id"] in out:
                raise ValueError(f"example id {e['id']!r} is defined twice ({name})")
            out[e["id"]] = Example(e["id"], e["game"], e["kind"], e["input"], e["expected"],
                                   e.get("source", ""), name)
    return out


def get_example(example_id: str) -> Example:
    try:
        return all_examples()[example_id]
    except KeyError:
        raise UnknownExampleError(example_id) from None


@cache
def verdict(example_id: str, ruleset: str) -> Any:
    """The engine's verdict for one example under one ruleset (an engine verdict object)."""
    ex = get_example(example_id)
    return service.evaluate(ex.game, ex.kind, ex.input, [ruleset])[ruleset]


def _pair(value: Any) -> Any:
    """JSON has no tuples: ``["NS", 50]`` -> ``("NS", 50)``; other values unchanged."""
    return tuple(value) if isinstance(value, list) else value


def verdict_summary(example_id: str, ruleset: str) -> dict[str, Any]:
    """The verdict as the plain values an example's ``expected`` entry may name."""
    v = verdict(example_id, ruleset)
    out = dict(v.as_dict())
    if hasattr(v, "legal"):
        out["legal"] = [c.code for c in v.legal]
    return out


def live_example(example_id: str) -> dict[str, Any]:
    """What the example macro renders: the example and, per ruleset, the engine's verdict."""
    ex = get_example(example_id)
    return {
        "example": ex,
        "verdicts": [(r, verdict(example_id, r)) for r in ex.rulesets],
    }


# -- presentation: what the macro shows, in the reader's language --------------------------------

RULESET_NAMES = {
    "maison": lazy_pgettext("ruleset", "Maison"),
    "officielles": lazy_pgettext("ruleset", "Officielles"),
    "traditional": lazy_pgettext("ruleset", "Traditional"),
    "swiss": lazy_pgettext("ruleset", "Swiss"),
}
VARIANT_NAMES = {
    "classic": lazy_pgettext("variant", "Classic belote"),
    "coinche": lazy_pgettext("variant", "Coinche"),
}
SIDE_NAMES = {
    "taker": lazy_pgettext("side", "takers"),
    "defense": lazy_pgettext("side", "defence"),
}


def ruleset_name(ruleset: str) -> str:
    return str(RULESET_NAMES.get(ruleset, ruleset))


def _fmt(message: Any, **params: Any) -> str:
    return str(message) % params


def _num(n: int) -> str:
    return i18n.localize_param("points", n, "belote")


def _team_of(side: str, taker_team: str) -> str:
    return taker_team if side == "taker" else ("EW" if taker_team == "NS" else "NS")


def example_context(ex: Example) -> list[str]:
    """One or two sentences that set the scene (contract, taker, forehand, situation)."""
    d = ex.input
    out: list[str] = []
    if ex.game == "belote" and ex.kind == "announcements":
        out.append(_fmt(_l("Trump: %(trump)s. Takers: %(team)s."),
                        trump=i18n.contract_name(d["trump"], "belote"),
                        team=i18n.team_name(B.parse_taker(d["taker"]))))
    elif ex.game == "belote" and ex.kind == "legal":
        out.append(_fmt(_l("%(variant)s, trump: %(trump)s. %(seat)s is to play."),
                        variant=VARIANT_NAMES[d["variant"]],
                        trump=i18n.contract_name(d["trump"], "belote"),
                        seat=i18n.seat_name(d["seat"])))
    elif ex.game == "belote" and ex.kind == "score":
        team = B.parse_taker(d["taker"])
        if d["variant"] == "classic":
            out.append(_fmt(_l("Classic belote, trump: %(trump)s. Takers: %(team)s."),
                            trump=i18n.contract_name(d["trump"], "belote"),
                            team=i18n.team_name(team)))
        else:
            bid = _l("capot") if d.get("capot_bid") else _num(d["bid"])
            level = {1: "", 2: _l(", coinched"), 4: _l(", surcoinched")}[d.get("coinche", 1)]
            out.append(_fmt(_l("Coinche: %(team)s bid %(bid)s %(trump)s%(level)s."),
                            team=i18n.team_name(team), bid=bid,
                            trump=i18n.contract_name(d["trump"], "belote"), level=level))
        cp = d["card_points"]
        out.append(_fmt(_l("Card points, dix de der included: takers %(taker)s, defence %(defense)s."),
                        taker=_num(cp["taker"]), defense=_num(cp["defense"])))
        ann = d.get("announcements")
        if ann:
            out.append(_fmt(_l("Winning announcements: %(points)s points, held by the %(side)s."),
                            points=_num(ann["points"]), side=SIDE_NAMES[ann["team"]]))
        bel = d.get("belote")
        if bel:
            sides = [bel] if isinstance(bel, str) else list(bel)
            for side in sides:
                out.append(_fmt(_l("The %(side)s hold the belote."), side=SIDE_NAMES[side]))
    elif ex.game == "jass" and ex.kind == "weis":
        out.append(_fmt(_l("Contract: %(contract)s. Forehand: %(seat)s."),
                        contract=i18n.contract_name(d["contract"], "jass"),
                        seat=i18n.seat_name(d["forehand"])))
    elif ex.game == "jass" and ex.kind == "legal":
        out.append(_fmt(_l("Contract: %(contract)s. %(seat)s is to play."),
                        contract=i18n.contract_name(d["contract"], "jass"),
                        seat=i18n.seat_name(d["seat"])))
    elif ex.game == "jass" and ex.kind == "trick":
        if d.get("last"):
            out.append(_fmt(_l("Contract: %(contract)s. The last trick of the deal."),
                            contract=i18n.contract_name(d["contract"], "jass")))
        else:
            out.append(_fmt(_l("Contract: %(contract)s."),
                            contract=i18n.contract_name(d["contract"], "jass")))
    elif ex.game == "jass" and ex.kind == "score":
        out.append(_fmt(_l("Contract: %(contract)s."),
                        contract=i18n.contract_name(d["contract"], "jass")))
        out.append(_fmt(_l("Card points, last trick included: North–South %(ns)s, East–West %(ew)s. Tricks: %(ns_tricks)s and %(ew_tricks)s."),
                        ns=_num(d["card_points"]["NS"]), ew=_num(d["card_points"]["EW"]),
                        ns_tricks=_num(d["tricks"]["NS"]), ew_tricks=_num(d["tricks"]["EW"])))
        for key, message in (("weis", _l("%(team)s won the Weis: %(points)s points.")),
                             ("stoeck", _l("%(team)s hold Stöck: %(points)s points."))):
            given = _pair(d.get(key))
            if given:
                team, points = (given["team"], given["points"]) if isinstance(given, dict) else given
                out.append(_fmt(message, team=i18n.team_name(team), points=_num(points)))
    return out


def example_headline(ex: Example, v: Any) -> list[str]:
    """The verdict in one to three short sentences."""
    out: list[str] = []
    if ex.kind in ("announcements", "weis"):
        pts = v.points
        if v.scoring_team:
            if ex.game == "jass" and v.multiplier != 1:
                out.append(_fmt(_l("%(team)s scores %(points)s points of Weis, × %(factor)s = %(total)s."),
                                team=i18n.team_name(v.scoring_team), points=_num(pts[v.scoring_team]),
                                factor=v.multiplier, total=_num(pts[v.scoring_team] * v.multiplier)))
            elif ex.game == "jass":
                out.append(_fmt(_l("%(team)s scores %(points)s points of Weis."),
                                team=i18n.team_name(v.scoring_team), points=_num(pts[v.scoring_team])))
            else:
                out.append(_fmt(_l("%(team)s scores %(points)s points of announcements."),
                                team=i18n.team_name(v.scoring_team), points=_num(pts[v.scoring_team])))
        elif ex.game == "jass":
            out.append(str(_l("No team scores Weis.")))
        else:
            out.append(str(_l("No team scores announcements.")))
        if ex.game == "belote":
            for seat, points in v.belote:
                out.append(_fmt(_l("%(seat)s holds the belote: %(points)s points."),
                                seat=i18n.seat_name(seat), points=_num(points)))
        else:
            for seat, points in v.stoeck:
                out.append(_fmt(_l("%(seat)s holds Stöck: %(points)s points."),
                                seat=i18n.seat_name(seat), points=_num(points)))
    elif ex.kind == "legal":
        seat = ex.input.get("seat")
        cards = i18n.localize_param("cards", [c.code for c in v.legal], ex.game)
        if seat:
            out.append(_fmt(_l("%(seat)s may play: %(cards)s."), seat=i18n.seat_name(seat),
                            cards=cards))
        else:
            out.append(_fmt(_l("Legal cards: %(cards)s."), cards=cards))
    elif ex.kind == "score" and ex.game == "belote":
        team = B.parse_taker(ex.input["taker"])
        if v.made is True:
            out.append(str(_l("The contract is made.")))
        elif v.made is False:
            out.append(str(_l("The contract falls.")))
        else:
            out.append(_fmt(_l("Litige: the takers' %(points)s points are held for the winner of the next deal."),
                            points=_num(v.held)))
        out.append(_fmt(_l("%(taker_team)s (takers) score %(taker)s; %(defense_team)s (defence) score %(defense)s."),
                        taker_team=i18n.team_name(team), taker=_num(v.scores["taker"]),
                        defense_team=i18n.team_name(_team_of("defense", team)),
                        defense=_num(v.scores["defense"])))
    elif ex.kind == "trick":
        out.append(_fmt(_l("%(seat)s wins the trick, worth %(points)s points."),
                        seat=i18n.seat_name(v.winner), points=_num(v.points)))
    elif ex.kind == "score" and ex.game == "jass":
        out.append(_fmt(_l("North–South score %(ns)s; East–West score %(ew)s."),
                        ns=_num(v.scores["NS"]), ew=_num(v.scores["EW"])))
    return out


def example_reasons(ex: Example, v: Any) -> list[str]:
    """The engine's reasons, translated through the one reason registry (webapp.i18n).

    Codes that the registry does not know yet are left out rather than shown as a problem."""
    out = []
    for r in v.reasons:
        if r.code in i18n.REASONS:
            out.append(i18n.reason_text(r, game=ex.game))
    return out


def example_view(example_id: str) -> dict[str, Any]:
    """Everything the macro shows, in the reader's language. Rulesets whose verdicts read the
    same are shown once, under both names ("Maison, Officielles")."""
    live = live_example(example_id)
    ex = live["example"]
    groups: list[dict[str, Any]] = []
    for ruleset, v in live["verdicts"]:
        headline, reasons = example_headline(ex, v), example_reasons(ex, v)
        for g in groups:
            if g["headline"] == headline and g["reasons"] == reasons:
                g["rulesets"].append(ruleset)
                break
        else:
            groups.append({"rulesets": [ruleset], "headline": headline, "reasons": reasons})
    for g in groups:
        g["names"] = format_list([ruleset_name(r) for r in g["rulesets"]],
                                 locale=get_locale() or "en")
    return {"example": ex, "context": example_context(ex), "groups": groups}
