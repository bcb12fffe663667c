"""Live worked examples: the examples of ``content/*_examples.json`` (:mod:`webapp.core.content`),
run through the engines and shown in the reader's language.

The rules pages render an example with ``{{ example("seed-1") }}``
(``templates/macros/examples.html``), which calls :func:`example_html`: the hands come from the
content file, the verdicts and their reasons from the engine, so an example shown is an example
proven (``tests/webapp/test_rules_pages.py`` compares each verdict with the expected one).

The scene of an example (:func:`example_context`) is written here; each ruleset's verdict is
rendered by the checker's own partials (``templates/verdicts/<kind>.html``) from
:func:`webapp.core.service.result_payload`, whose reason texts are cached per locale: one rendering
path for a verdict. The rendered example is memoized per locale and id (:func:`example_html`).

A table's own ruleset (``?rules=h1.…``, :func:`table_rules`) adds its column beside the example's
standard ones, as on a checker: its verdict, and how it differs from each standard ruleset.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from flask import render_template, request, url_for
from flask_babel import lazy_gettext as _l
from markupsafe import Markup

from engine import belote as B
from engine.cards import FRENCH
from engine.reasons import EngineError
from webapp import i18n
from webapp.core import service
from webapp.core.checks import CHECKERS
from webapp.core.content import Example, get_example
from webapp.core.questions import GAMES
from webapp.core.rulesets import is_standard, parse_id
from webapp.core.spelling import permalink
from webapp.i18n import SIDE_NAMES, VARIANT_NAMES, messages, rulesets_name

__all__ = ["deal_context", "example_context", "example_html", "example_view", "rules_error",
           "rules_error_page", "table_rules", "tables_query"]

#: game -> the ids of tables' own rulesets a page shows beside its examples' standard ones.
Tables = Mapping[str, tuple[str, ...]]


# -- presentation: what the macro shows, in the reader's language --------------------------------


def _pair(value: Any) -> Any:
    """JSON has no tuples: ``["NS", 50]`` -> ``("NS", 50)``; other values unchanged."""
    return tuple(value) if isinstance(value, list) else value


def _fmt(message: Any, **params: Any) -> str:
    return str(message) % params


def _num(n: int) -> str:
    return str(i18n.localize_param("points", n, "belote"))


def example_context(ex: Example) -> list[str]:
    """One or two sentences that set the scene (contract, taker, forehand, situation)."""
    d = ex.input
    out: list[str] = []
    if ex.game == "belote" and ex.kind == "announcements":
        scene = {"none": _l("No trump. Takers: %(team)s."),
                 "all": _l("All trump. Takers: %(team)s.")}.get(
            d["trump"], _l("Trump: %(trump)s. Takers: %(team)s."))
        out.append(_fmt(scene, trump=i18n.contract_name(d["trump"], "belote"),
                        team=i18n.team_name(B.parse_taker(d["taker"]))))
    elif ex.game == "belote" and ex.kind == "legal":
        scene = {"none": _l("%(variant)s, no trump. %(seat)s is to play."),
                 "all": _l("%(variant)s, all trump. %(seat)s is to play.")}.get(
            d["trump"], _l("%(variant)s, trump: %(trump)s. %(seat)s is to play."))
        out.append(_fmt(scene,
                        variant=VARIANT_NAMES[d["variant"]],
                        trump=i18n.contract_name(d["trump"], "belote"),
                        seat=i18n.seat_name(d["seat"])))
    elif ex.game == "belote" and ex.kind == "score":
        team = B.parse_taker(d["taker"])
        if d["variant"] == "classic":
            scene = {"none": _l("Classic belote, no trump. Takers: %(team)s."),
                     "all": _l("Classic belote, all trump. Takers: %(team)s.")}.get(
                d["trump"], _l("Classic belote, trump: %(trump)s. Takers: %(team)s."))
            out.append(_fmt(scene,
                            trump=i18n.contract_name(d["trump"], "belote"),
                            team=i18n.team_name(team)))
        else:
            bid = _l("capot") if d.get("capot_bid") else _num(d["bid"])
            level = {1: "", 2: _l(", coinched"), 4: _l(", surcoinched")}[d.get("coinche", 1)]
            out.append(_fmt(_l("Coinche: %(team)s bid %(bid)s %(trump)s%(level)s."),
                            team=i18n.team_name(team), bid=bid,
                            trump=i18n.contract_name(d["trump"], "belote"), level=level))
        won = d.get("cards_won")
        if won:  # belote.md Q20: the cards each side won, counted under each ruleset
            taker_cards = FRENCH.parse_cards(won.get("taker") or "")
            out.append(_fmt(_l("Cards won by the takers: %(cards)s. The defence won the other "
                               "%(count)s cards."),
                            cards=i18n.localize_param("cards", [c.code for c in taker_cards],
                                                      "belote"),
                            count=_num(32 - len(taker_cards))))
            if d.get("last_trick"):
                out.append(_fmt(_l("Last trick: the %(side)s."), side=SIDE_NAMES[d["last_trick"]]))
        else:
            cp = d["card_points"]
            out.append(_fmt(_l("Card points, dix de der included: takers %(taker)s, "
                               "defence %(defense)s."),
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
    elif ex.kind == "game":
        out.append(_fmt(_l("A whole game: %(count)s deals, each scored under every ruleset."),
                        count=_num(len(d["deals"]))))
    elif ex.game == "jass" and ex.kind == "score":
        out.append(_fmt(_l("Contract: %(contract)s."),
                        contract=i18n.contract_name(d["contract"], "jass")))
        if d.get("profile"):
            out.append(_fmt(_l("Swiss rules: %(profile)s."),
                            profile=messages.profile_name(d["profile"])))
        out.append(_fmt(_l("Card points, last trick included: North–South %(ns)s, East–West "
                           "%(ew)s. Tricks: %(ns_tricks)s and %(ew_tricks)s."),
                        ns=_num(d["card_points"]["NS"]), ew=_num(d["card_points"]["EW"]),
                        ns_tricks=_num(d["tricks"]["NS"]), ew_tricks=_num(d["tricks"]["EW"])))
        for key, message in (("weis", _l("%(team)s won the Weis: %(points)s points.")),
                             ("stoeck", _l("%(team)s hold Stöck: %(points)s points."))):
            given = _pair(d.get(key))
            if given:
                team, points = ((given["team"], given["points"]) if isinstance(given, dict)
                                else given)
                out.append(_fmt(message, team=i18n.team_name(team), points=_num(points)))
    return out


def table_rules(args: Mapping[str, Any],
                games: Iterable[str] = GAMES) -> dict[str, tuple[str, ...]]:
    """The tables' own rulesets asked by a page's ``rules`` (``h1.`` ids, comma-separated or
    repeated), by game. A standard id is read and changes nothing (an example shows its own
    standard columns). An id that none of ``games`` reads raises the first game's
    :class:`~engine.reasons.EngineError` (``field`` ``rules``: :func:`rules_error`).

    >>> from webapp.core.rulesets import HOUSES
    >>> hid = HOUSES["belote"].encode("maison", {"surcoinche_factor": "3"})
    >>> table_rules({"rules": f"maison,{hid}"}) == {"belote": (hid,)}
    True
    """
    getlist = getattr(args, "getlist", None)
    text = ",".join(getlist("rules")) if getlist else str(args.get("rules") or "")
    out: dict[str, list[str]] = {}
    for token in text[:400].replace(",", " ").split():
        first: EngineError | None = None
        for game in games:
            try:
                rid = parse_id(game, token)
            except EngineError as e:
                first = first or e
                continue
            if not is_standard(game, rid):
                out.setdefault(game, []).append(rid)
            break
        else:
            if first is not None:
                raise first
    return {game: tuple(dict.fromkeys(ids)) for game, ids in out.items()}


def tables_query(tables: Tables | None, game: str) -> dict[str, str]:
    """``{"rules": "h1.…"}`` for a URL of a page of ``game`` showing these tables, else ``{}``."""
    ids = (tables or {}).get(game, ())
    return {"rules": ",".join(ids)} if ids else {}


#: Shown for a bad ``rules`` on a page that is not a form: the parameter named, then the error.
RULES_ERROR = _l("In the address, %(field)s: %(message)s")


def rules_error(error: EngineError, game: str) -> str:
    """The text of a bad ``rules`` id (from :func:`table_rules`), naming the parameter."""
    return str(RULES_ERROR) % {"field": "rules", "message": i18n.error_text(error, game)}


def rules_error_page(error: EngineError, game: str) -> str:
    """The site's error page (``error.html``) for a bad ``rules`` id: the body of a 422."""
    return render_template("error.html", status=422, title=_l("Bad request"),
                           message=rules_error(error, game), reference=None)


def _checker_href(ex: Example, house: tuple[str, ...] = ()) -> str | None:
    """The checker page holding this example's input (its permalink) and the tables' columns,
    or None when no checker asks this kind of question (the Jass ``trick``)."""
    c = CHECKERS.get(f"{ex.game}/{ex.kind}")
    if c is None:
        return None
    data = {**ex.input, "rules": [*ex.rulesets, *house]}
    return url_for(f"checker.{c.endpoint}") + "?" + permalink(ex.game, ex.kind, data)


def _cards_once(ex: Example, groups: list[dict[str, Any]]) -> None:
    """A combination (announcement or Weis) shows its cards once: not when they are the seat's
    whole hand in the deal above, and only in the first group that lists it (the rulesets
    differ on whether it counts, never on its cards). A rules page shows dozens of examples
    and has a weight budget. The others get a copy with ``cards`` empty."""
    deck = i18n.deck_of(ex.game)
    seen = {(seat, frozenset(c.code for c in deck.parse_cards(text)))
            for seat, text in (ex.input.get("hands") or {}).items()}
    for grp in groups:
        result = grp["result"]
        for field in ("combinations", "weis"):
            combos = result.get(field)
            if not combos:
                continue
            out = []
            for cb in combos:
                key = (cb["seat"], frozenset(cb["cards"]))
                # the cards are not shown again, but they still name it (Dreiblatt, carré of Aces)
                out.append({**cb, "cards": [], "named_by": cb["cards"]} if key in seen else cb)
                seen.add(key)
            grp["result"] = result = {**result, field: out}


def example_view(example_id: str, house: tuple[str, ...] = ()) -> dict[str, Any]:
    """Everything the macro shows, in the reader's language: the example, its scene, the checker
    link and the verdict groups. Each group is one API result (``service.result_payload``) and
    the rulesets that gave exactly that result, verdict and reasons alike, shown once under both
    names ("Maison and Officielles"). ``house``: tables' own ruleset ids of the example's game
    (:func:`table_rules`), judged after its standard ones."""
    ex = get_example(example_id)
    rules = [*ex.rulesets, *(r for r in house if r not in ex.rulesets)]
    results = service.result_payload(
        ex.game, ex.kind, service.evaluate(ex.game, ex.kind, ex.input, rules))
    groups: list[dict[str, Any]] = []
    for ruleset, result in results["results"].items():
        for grp in groups:
            if grp["result"] == result:
                grp["rulesets"].append(ruleset)
                break
        else:
            groups.append({"rulesets": [ruleset], "result": result})
    _cards_once(ex, groups)
    for grp in groups:
        grp["names"] = rulesets_name(grp["rulesets"])
    return {"example": ex, "context": example_context(ex), "groups": groups,
            "checker_href": _checker_href(ex, house)}


#: (locale, example id, inside an embed, tables' ruleset ids) -> the rendered example
#: (``templates/macros/_example.html``). Pure: the code, the content files and the catalogs do
#: not change while a process runs (a deploy restarts it). Bounded: cleared when full (about 50
#: examples x 6 locales fit, with room for tables' ids).
_HTML: dict[tuple[str, str, bool, tuple[str, ...]], Markup] = {}
HTML_CACHE_SIZE = 1024


def example_html(example_id: str, tables: Tables | None = None) -> Markup:
    """The body of a worked example (the deal, the verdicts, the checker link) in the current
    locale, rendered once per process; ``tables``: :func:`table_rules` of the page (a column
    each beside the standard ones). Raises :class:`UnknownExampleError`."""
    house = (tables or {}).get(get_example(example_id).game, ())
    key = (i18n.current_locale().url, example_id, request.blueprint == "embed", house)
    html = _HTML.get(key)
    if html is None:
        html = Markup(render_template("macros/_example.html",
                                      view=example_view(example_id, house)))
        if len(_HTML) >= HTML_CACHE_SIZE:
            _HTML.clear()
        _HTML[key] = html
    return html


def deal_context(game: str, kind: str, data: Mapping[str, Any]) -> list[str]:
    """The sentences that set the scene of a checked deal, as a worked example's (the checker's
    input format is the examples' ``input`` format)."""
    ex = Example("", game, kind, data, {}, "", "")
    try:
        return example_context(ex)
    except (KeyError, TypeError, ValueError):  # a sentence never breaks a verdict
        return []
