"""The score sheet's presentation: one row per deal, every ruleset's column beside the others,
and the Jasstafel (the Schieber slate: a Z whose strokes count the points).

:func:`sheet_rows` turns a :class:`webapp.core.sheets.SheetView` into what
``templates/sheet/page.html`` shows; :func:`jasstafel` draws a team's total as strokes.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from typing import Any
from urllib.parse import urlencode

from flask import url_for
from flask_babel import get_locale, gettext, lazy_pgettext, pgettext

from webapp import i18n
from webapp.core.checks import CheckResult
from webapp.core.permalink import to_query
from webapp.core.questions import CHECKERS
from webapp.core.rulesets import is_standard
from webapp.core.sheets import SheetView, game_of_checker
from webapp.i18n import messages
from webapp.i18n.vocabulary.labels import after_label

__all__ = ["MARKS", "TAFEL", "checker_sheet_links", "columns", "jasstafel", "sheet_rows",
           "winners"]

#: What happened in a deal (a game line's ``marks``), as the sheet names it.
MARKS = {
    "fell": lazy_pgettext("deal outcome", "fell"),
    "litige": lazy_pgettext("deal outcome", "litige"),
    "capot": lazy_pgettext("deal outcome", "capot"),
    "matsch": lazy_pgettext("deal outcome", "Matsch"),
}

#: A Jass deal's Weis and Stöck in its row ("Obenabe 120–37 · weis Nord–Sud 50" in French, where
#: the loan words are written in lower case inside a line; the form's labels keep their capital).
_ROW_WORDS = {"weis": lazy_pgettext("score sheet row", "Weis"),
              "stoeck": lazy_pgettext("score sheet row", "Stöck")}
_SUITS = {"S": "♠\ufe0e", "H": "♥\ufe0e", "D": "♦\ufe0e", "C": "♣\ufe0e"}


def _num(n: Any) -> str:
    return str(i18n.localize_param("points", n, "belote"))


def deal_summary(game: str, deal: Mapping[str, Any]) -> dict[str, Any]:
    """A deal in a few words: who and what (``head``), the points (``points``), the extras."""
    extras: list[str] = []
    if game == "belote":
        taker = str(deal.get("taker", "NS")).upper()
        team = "NS" if taker in ("NS", "N", "S") else "EW"
        trump = str(deal.get("trump"))
        head = f"{i18n.team_name(team)} · {_SUITS.get(trump) or i18n.contract_name(trump, game)}"
        if deal.get("variant") == "coinche":
            bid = "capot" if deal.get("capot_bid") else _num(deal.get("bid"))
            level = {2: " ×2", 4: " ×4"}.get(deal.get("coinche") or 1, "")
            head += f" {bid}{level}"
        cp = deal.get("card_points")
        points = (f"{_num(cp['taker'])}–{_num(cp['defense'])}" if cp
                  else str(messages.FIELD_NAMES["cards_won"]))
        ann = deal.get("announcements")
        if ann:
            extras.append(f"{messages.FIELD_NAMES['announcements']} {_num(ann['points'])}"
                          f" ({i18n.SIDE_NAMES[ann['team']]})")
        bel = deal.get("belote")
        if bel:
            sides = [bel] if isinstance(bel, str) else list(bel)
            extras.append(f"{messages.FIELD_NAMES['belote']} "
                          f"({', '.join(str(i18n.SIDE_NAMES[s]) for s in sides)})")
    else:
        head = i18n.contract_name(str(deal.get("contract")), game)
        cp = deal["card_points"]
        points = f"{_num(cp['NS'])}–{_num(cp['EW'])}"
        for key in ("weis", "stoeck"):
            tp = deal.get(key)
            if tp:
                extras.append(f"{_ROW_WORDS[key]} {i18n.team_name(tp['team'])}"
                              + (f" {_num(tp['points'])}" if key == "weis" else ""))
    return {"head": head, "points": points, "extras": extras}


#: What a page computes per deal and locale, kept across requests (a game's page is asked again
#: at every deal added: the deals before are the same): (locale, game, token) -> the summary;
#: (game, token, rulesets) -> the deal's checker query; locale -> number -> its text. Bounded:
#: cleared when full.
_SUMMARIES: dict[tuple[str, str, str], dict[str, Any]] = {}
_CHECKER_QUERIES: dict[tuple[str, ...], str] = {}
_NUMBERS: dict[str, dict[int, str]] = {}
CACHE_SIZE = 4096


def _kept(cache: dict[Any, Any], key: Any, make: Callable[[], Any]) -> Any:
    value = cache.get(key)
    if value is None:
        if len(cache) >= CACHE_SIZE:
            cache.clear()
        value = cache[key] = make()
    return value


def number_texts() -> Callable[[int], str]:
    """The locale's number formatter (``num``'s text), memoized: a 40-deal sheet writes some
    500 numbers, each one a Babel format otherwise."""
    texts: dict[int, str] = _kept(_NUMBERS, str(get_locale()), dict)

    def text(n: int) -> str:
        out = texts.get(n)
        if out is None:
            if len(texts) >= CACHE_SIZE:
                texts.clear()
            out = texts[n] = _num(n)
        return out

    return text


def sheet_rows(view: SheetView) -> list[dict[str, Any]]:
    """One row per deal: its summary, its links (the checker that scores it; its edit form),
    and per ruleset what it counted, the running totals (as text), its marks and reasons."""
    game = view.game
    checker = CHECKERS[f"{game}/score"]
    split = next((r.get("split") for r in view.results.values() if "split" in r), None)
    locale, text = str(get_locale()), number_texts()
    tokens = view.g.split(".")[1:]
    rules = ",".join(view.rulesets)
    checker_url = url_for(f"checker.{checker.endpoint}") + "?"
    # each deal's checker knows its game: "Back to the game", and adding to it (not a new one)
    from_sheet = urlencode([("sheet", view.query())])
    profile = {"profile": view.options["profile"]} if view.options.get("profile") else {}
    edit_url = url_for(f"sheet.{game}") + "?" + view.query()
    label = gettext("deal %(number)s")
    mark_names = {m: str(name) for m, name in MARKS.items()}
    # "Maison:" before each ruleset's notes, written once per ruleset, not once per note
    heads = {rid: pgettext("label", "%(label)s:", label=i18n.ruleset_name(rid))
             for rid in view.results}
    order = [rid for rid, _ in columns(view)]  # the columns' order: a note's column
    rows = []
    for i, deal in enumerate(view.deals):
        token = tokens[i]
        cells = {}
        for rid, result in view.results.items():
            if "error" in result:
                continue
            line = result["deals"][i]
            decided = result["decided_at"] == i
            cells[rid] = {
                "after_end": line["after_end"], "marks": line["marks"],
                "reasons": [r["text"] for r in line["reasons"]],
                "teams": [(text(line["counted"][t]), text(line["totals"][t]),
                           decided and result["winner"] == t) for t in ("NS", "EW")]}
        summary = dict(_kept(_SUMMARIES, (locale, game, token),
                             partial(deal_summary, game, deal)))
        marks: list[str] = []
        for cell in cells.values():
            marks += [m for m in cell["marks"] if m in MARKS and m not in marks]
        summary["marks"] = [mark_names[m] for m in marks]
        query = _kept(_CHECKER_QUERIES, (game, token, rules, *profile.values()),
                      partial(to_query, game, "score",
                              {**deal, **profile, "rules": view.rulesets}))
        notes = [(heads[rid], after_label(" ".join(cells[rid]["reasons"])), k)
                 for k, rid in enumerate(order) if rid in cells and cells[rid]["reasons"]]
        rows.append({
            "index": i, "number": i + 1, "label": label % {"number": i + 1}, "notes": notes,
            "summary": summary, "cells": cells,
            "checker": f"{checker_url}{query}&{from_sheet}&deal={i}",
            "edit": f"{edit_url}&edit={i}#deal-form",
            "split": split == i, "error": view.error_deal == i,
        })
    return rows


def columns(view: SheetView) -> list[tuple[str, dict[str, Any]]]:
    """The sheet's rulesets as its columns show them: a table's own first (the one the table
    plays: on a phone, the one in view), then the standard ones, each with its result."""
    return sorted(view.results.items(), key=lambda item: is_standard(view.game, item[0]))


def checker_sheet_links(game: str, args: Mapping[str, Any], result: CheckResult
                        ) -> dict[str, Any]:
    """A deal score checker's links to a score sheet: ``back`` (the game it was opened from,
    at its deal), ``add`` (this deal as the game's next one; without a game, a new game),
    ``replace`` (this deal instead of the one it was opened from), and the deals' numbers."""
    sheet = url_for(f"sheet.{game}")
    of = game_of_checker(game, args)
    if of is None:
        return {"add": f"{sheet}?do=add&{result.query}", "back": None, "replace": None}
    # the deal alone: the game's rulesets and profile are the sheet's (one game, one profile)
    deal = to_query(game, "score", {k: v for k, v in result.data.items()
                                    if k not in ("rules", "profile")})
    at = "" if of.deal is None else f"#deal-{of.deal + 1}"
    return {"back": f"{sheet}?{of.query}{at}", "add": f"{sheet}?{of.query}&do=add&{deal}",
            "next": of.size + 1, "deal": None if of.deal is None else of.deal + 1,
            "replace": (None if of.deal is None
                        else f"{sheet}?{of.query}&edit={of.deal}&do=save&{deal}")}


def winners(view: SheetView) -> dict[str, str | None]:
    return {rid: r.get("winner") for rid, r in view.results.items() if "error" not in r}


# -- the Jasstafel --------------------------------------------------------------------------------

#: The Z: its top line counts 100s, its diagonal 50s, its bottom line 20s; the rest is written
#: in figures (jass.md Q18).
TAFEL = {"width": 200, "height": 100, "top": 12, "bottom": 88, "left": 14, "right": 186}
_STEP, _GAP, _TICK = 5, 5, 8


def _strokes(count: int, y: float, left: float, right: float) -> list[tuple[float, ...]]:
    """Vertical strokes along a horizontal line, every fifth crossing the four before it."""
    out: list[tuple[float, ...]] = []
    x = left + 4
    in_group = 0
    for _ in range(count):
        if x > right - 2:
            break
        if in_group == 4:
            out.append((x - 4 * _STEP - 2, y + _TICK / 2, x - _STEP + 2, y - _TICK / 2))
            in_group = 0
            x += _GAP
            continue
        out.append((x, y - _TICK / 2, x, y + _TICK / 2))
        in_group += 1
        x += _STEP
    return out


def jasstafel(points: int) -> dict[str, Any]:
    """A total as the Jasstafel writes it: strokes of 100, 50 and 20, and the rest in figures;
    ``lines`` are the SVG segments (the Z first).

    >>> t = jasstafel(2615)
    >>> t["hundreds"], t["fifties"], t["twenties"], t["rest"]
    (26, 0, 0, 15)
    >>> jasstafel(178)["fifties"], jasstafel(178)["twenties"], jasstafel(178)["rest"]
    (1, 1, 8)
    """
    hundreds, rest = divmod(max(points, 0), 100)
    fifties, rest = divmod(rest, 50)
    twenties, rest = divmod(rest, 20)
    t = TAFEL
    top, bottom, left, right = t["top"], t["bottom"], t["left"], t["right"]
    z = [(left, top, right, top), (right, top, left, bottom), (left, bottom, right, bottom)]
    strokes = _strokes(hundreds, top, left, right)
    strokes += _strokes(twenties, bottom, left, right)
    # 50s: short strokes across the diagonal, from its middle
    for k in range(fifties):
        f = 0.5 + 0.08 * k
        x, y = right + (left - right) * f, top + (bottom - top) * f
        strokes.append((x - 5, y - 5, x + 5, y + 5))
    return {"hundreds": hundreds, "fifties": fifties, "twenties": twenties, "rest": rest,
            "z": z, "strokes": strokes, **t}
