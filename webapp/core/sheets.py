"""The score sheet of a whole game: its query arguments -> the game, its rows and its form.

The sheet is stateless: the game lives in its link (``g``: :mod:`webapp.core.sheetlink`, plus
``target`` for Belote, ``profile`` for Schieber, and ``rules``). Adding or editing a deal is a
GET form with the deal score checker's own fields (and ``do=add``, or ``do=save`` with
``edit=<index>``): the deal is judged as the checker judges it, then the page redirects to the
game's new link. :func:`run_sheet` never raises for bad input.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qsl, urlencode

from engine.reasons import EngineError
from webapp import i18n
from webapp.core import service
from webapp.core.checks import CheckResult, check
from webapp.core.permalink import QUERY, RULESET_IDS, rulesets_of, text_arg, to_query
from webapp.core.questions import MAX_DEALS, PROFILES
from webapp.core.rulesets import parse_id
from webapp.core.sheetlink import MAX_LENGTH, VERSION, decode, encode, encode_deal

__all__ = ["BELOTE_TARGETS", "SHEET_EMBED_PARAMS", "SHEET_PARAMS", "GameOfChecker", "SheetView",
           "game_of_checker", "run_sheet", "sheet_query", "sheet_rules", "table_id",
           "with_table"]

#: The targets the Belote sheet offers (any other from 100 to 10,000 is read from the link).
BELOTE_TARGETS: tuple[int, ...] = (1000, 1500, 2000)
#: The sheet's own parameters; its form adds the deal score checker's (``QUERY``).
SHEET_PARAMS: dict[str, frozenset[str]] = {
    game: frozenset({"g", "rules", "do", "edit", "table", "undo", option})
    | frozenset(QUERY[f"{game}/score"]) for game, option in (("belote", "target"),
                                                              ("jass", "profile"))}

#: A sheet's parameters in its embed and share URLs: the game, not the form's (``do``, ``edit``).
SHEET_EMBED_PARAMS: tuple[str, ...] = ("g", "rules", "target", "profile")


@dataclass
class SheetView:
    """What a sheet page shows: the deals (each the score question's input), the options, the
    results per ruleset (API payloads of the game question), the form (a checker result of the
    deal score question), and any problem (``bad_deal``: the first deal the link could not
    read; ``error``: the game's error, ``error_deal`` the deal it names; ``rules_error``: an
    id of ``rules`` that names no ruleset, the others are the columns)."""

    game: str
    deals: list[dict[str, Any]]
    options: dict[str, Any]
    rulesets: list[str]
    results: dict[str, Any] = field(default_factory=dict)
    form: CheckResult | None = None
    edit: int | None = None
    bad_deal: int | None = None
    error: str | None = None
    error_deal: int | None = None
    redirect: str | None = None
    #: ``table``, as typed (a table's id or link to add as a column), and why it was refused.
    table_text: str = ""
    table_error: str | None = None
    rules_error: str | None = None
    #: the last change, when it was an edit (``undo=<index>.<the deal's token before it>``):
    #: the deal's index and the game as it was before that edit
    undo_edit: tuple[int, list[dict[str, Any]]] | None = None
    _g: tuple[Any, str] | None = field(default=None, repr=False, compare=False)
    _query: tuple[Any, str] | None = field(default=None, repr=False, compare=False)

    @property
    def status(self) -> int:
        return 422 if ((self.form is not None and self.form.errors) or self.error
                       or self.table_error or self.rules_error) else 200

    @property
    def g(self) -> str:
        """The game's ``g`` (its deals' tokens; encoded once: a page links every deal)."""
        key = (id(self.deals), len(self.deals))
        if self._g is None or self._g[0] != key:
            self._g = (key, encode(self.game, self.deals))
        return self._g[1]

    def query(self, deals: list[dict[str, Any]] | None = None, **extra: Any) -> str:
        """The sheet's query string (:func:`sheet_query`) for its deals, or for ``deals``."""
        if deals is None:
            key = (self.g, tuple(self.rulesets), tuple(self.options.items()))
            if self._query is None or self._query[0] != key:
                self._query = (key, sheet_query(self.game, self.deals, self.options,
                                                self.rulesets, g=self.g))
            base = self._query[1]
            tail = urlencode([(k, str(v)) for k, v in extra.items() if v is not None])
            return f"{base}&{tail}" if base and tail else base or tail
        return sheet_query(self.game, deals, self.options, self.rulesets, **extra)


def sheet_query(game: str, deals: list[dict[str, Any]], options: Mapping[str, Any],
                rulesets: list[str], g: str | None = None, **extra: Any) -> str:
    """The sheet's query string: ``g`` (the deals', or ``g`` when given), the option, the
    rulesets (when not all), then ``extra`` (``edit``)."""
    pairs = [("g", encode(game, deals) if g is None else g)]
    pairs += [(k, str(v)) for k, v in options.items() if v is not None]
    if rulesets and list(rulesets) != list(RULESET_IDS[game]):
        pairs.append(("rules", ",".join(rulesets)))
    pairs += [(k, str(v)) for k, v in extra.items() if v is not None]
    return urlencode([(k, v) for k, v in pairs if v], safe=",")


def _options(game: str, args: Mapping[str, Any]) -> dict[str, Any]:
    if game == "belote":
        text = text_arg(args, "target")
        target = int(text) if text.isascii() and text.isdigit() and len(text) < 6 else None
        return {"target": target if target is not None and 100 <= target <= 10_000 else None}
    profile = text_arg(args, "profile")
    return {"profile": profile if profile in PROFILES else None}


def sheet_rules(game: str, args: Any) -> tuple[list[str], list[EngineError]]:
    """The sheet's ``rules`` (repeated, or comma-separated): the standard ones asked, in their
    order, then a table's own (h1.: the house rules issue), and the error of each id that
    names none (:func:`webapp.core.permalink.rulesets_of`: the sheet reports it on ``rules``
    with a 422, as every other page and embed does)."""
    getlist = getattr(args, "getlist", None)
    text = ",".join(getlist("rules")) if getlist else text_arg(args, "rules")
    return rulesets_of(game, {"rules": text.replace(",", " ").split()})


def _rulesets(game: str, args: Any) -> list[str]:
    return sheet_rules(game, args)[0]


def game_arg(args: Mapping[str, Any]) -> str:
    """The ``g`` argument, up to :data:`~webapp.core.sheetlink.MAX_LENGTH` (a whole game)."""
    value = args.get("g")
    return value.strip()[:MAX_LENGTH] if isinstance(value, str) else ""


#: A table's ruleset id inside what was pasted: the id, or a link holding it (``rules=h1....``).
_TABLE_ID = re.compile(r"h1\.[A-Za-z0-9_-]+")


def table_id(game: str, text: str) -> str:
    """The table's ruleset id in ``text`` (its id, or any link that holds one), checked for
    ``game``; else the error of what was pasted (:func:`webapp.core.rulesets.parse_id`).

    >>> from webapp.core.rulesets import HOUSES
    >>> hid = HOUSES["belote"].encode("maison", {"surcoinche_factor": "3"})
    >>> table_id("belote", f"https://atout.example/fr/belote/table?rules={hid}") == hid
    True
    """
    found = _TABLE_ID.search(text)
    return parse_id(game, found.group(0) if found else text)


def with_table(game: str, query: str, rid: str) -> str:
    """A sheet's query string with the table's ruleset ``rid`` as one more column (after the
    rulesets it had, all of the game's standard ones when it named none)."""
    pairs = [(k, v) for k, v in parse_qsl(query) if k in SHEET_EMBED_PARAMS]
    rules = _rulesets(game, {"rules": ",".join(v for k, v in pairs if k == "rules")})
    if rid not in rules:
        rules.append(rid)
    pairs = [(k, v) for k, v in pairs if k != "rules"] + [("rules", ",".join(rules))]
    return urlencode(pairs, safe=",")


def _index(args: Mapping[str, Any], name: str, size: int) -> int | None:
    text = text_arg(args, name)
    if text.isascii() and text.isdigit() and int(text) < size:
        return int(text)
    return None


def _undo_edit(game: str, text: str, deals: list[dict[str, Any]]
               ) -> tuple[int, list[dict[str, Any]]] | None:
    """``undo=<index>.<token>``: the edit the last change made (deal ``index`` was ``token``
    before it), as (index, the game before the edit); None when it does not read."""
    index, _, token = text.partition(".")
    if not (index.isascii() and index.isdigit() and int(index) < len(deals)):
        return None
    old, bad = decode(game, f"{VERSION}.{token}")
    if bad is not None or len(old) != 1:
        return None
    before = list(deals)
    before[int(index)] = old[0]
    return int(index), before


def deal_form(game: str, deal: Mapping[str, Any] | None) -> CheckResult:
    """The deal form filled with a deal (or blank), as the deal score checker would show it."""
    args = dict(parse_qsl(to_query(game, "score", deal))) if deal else {}
    return check(game, "score", args)


def run_sheet(game: str, args: Any) -> SheetView:
    """One sheet page (never raises for bad input)."""
    deals, bad = decode(game, game_arg(args))
    rulesets, unknown = sheet_rules(game, args)
    view = SheetView(game, deals, _options(game, args), rulesets, bad_deal=bad)
    if unknown:  # shown at the rules field (422); no new link drops it
        view.rules_error = i18n.error_text(unknown[0], game)
    action = text_arg(args, "do")
    view.edit = _index(args, "edit", len(deals))
    view.table_text = text_arg(args, "table")
    if view.table_text:  # a table's ruleset to add as a column: then the sheet's new link
        try:
            rid = table_id(game, view.table_text)
        except EngineError as e:
            view.table_error = i18n.error_text(e, game)
        else:
            if rid not in view.rulesets:
                view.rulesets.append(rid)
            if view.rules_error is None:
                view.redirect = view.query()
                return view
    if action in ("add", "save"):
        form = check(game, "score", {k: v for k, v in args.items() if k != "rules"})
        # the Schieber form's profile is the game's (one game, one profile: jass.md Q17)
        body = {k: v for k, v in form.data.items() if k not in ("rules", "profile")}
        if not form.errors and not form.empty:
            try:
                encode_deal(game, body)
            except ValueError:
                form.errors[""] = [i18n.error_text(service.InvalidFieldError("deals", "object"),
                                                   game)]
        if form.empty:
            form.errors.setdefault("", []).append(
                i18n.error_text(service.MissingFieldError("card_points"), game))
        if not form.errors and view.rules_error is None:
            new = list(deals)
            undo = None
            if action == "save" and view.edit is not None:
                new[view.edit] = body
                if encode_deal(game, body) != encode_deal(game, deals[view.edit]):
                    undo = f"{view.edit}.{encode_deal(game, deals[view.edit])}"
            elif len(new) < MAX_DEALS:
                new.append(body)
            view.redirect = view.query(new, undo=undo)
            return view
        view.form = form
    elif view.edit is not None:
        view.form = deal_form(game, deals[view.edit])
    else:
        view.form = deal_form(game, None)
        if game == "belote" and deals:  # one game never mixes classic and Coinche deals
            view.form.args["variant"] = str(deals[-1].get("variant", "classic"))
    view.undo_edit = _undo_edit(game, text_arg(args, "undo"), deals)
    if deals:
        data: dict[str, Any] = {"deals": deals, **{k: v for k, v in view.options.items()
                                                   if v is not None}}
        try:
            verdicts = service.evaluate(game, "game", data, view.rulesets)
            view.results = service.result_payload(game, "game", verdicts)["results"]
        except EngineError as e:
            view.error = i18n.error_text(e, game)
            path = (getattr(e, "field", None) or "").split(".")
            if len(path) > 1 and path[0] == "deals" and path[1].isdigit():
                view.error_deal = int(path[1])
    return view


@dataclass(frozen=True)
class GameOfChecker:
    """The game a deal score checker was opened from (a sheet's deal link: ``sheet=<the
    sheet's query>``, ``deal=<index>``): the sheet's query (its ``g``, option and rulesets),
    its number of deals, and the deal the checker shows (None: a checker opened on its own)."""

    query: str
    size: int
    deal: int | None


def game_of_checker(game: str, args: Mapping[str, Any]) -> GameOfChecker | None:
    """The game in a checker's ``sheet`` (at most a game's query, as the table page reads it),
    or None (no game, or no deal of it could be read: "Add to a game sheet" starts a new one).

    >>> game_of_checker("belote", {"sheet": "g=1.nS100-62.eH90-72&target=1500", "deal": "1"})
    GameOfChecker(query='g=1.nS100-62.eH90-72&target=1500', size=2, deal=1)
    >>> game_of_checker("belote", {"sheet": "g=9.x"}) is None
    True
    """
    value = args.get("sheet")
    text = value[:4096] if isinstance(value, str) else ""
    pairs = [(k, v) for k, v in parse_qsl(text) if k in SHEET_EMBED_PARAMS]
    deals, _ = decode(game, game_arg(dict(pairs)))
    if not deals:
        return None
    return GameOfChecker(urlencode(pairs, safe=","), len(deals), _index(args, "deal", len(deals)))
