"""One check: a checker's query arguments -> the verdicts per ruleset, or the errors by field.

:data:`CHECKERS` lists the checker pages (from :data:`webapp.core.questions.QUESTIONS`);
:func:`check` runs one on query arguments, never raising for bad input: card fields are parsed one
by one first (each shows its own problem), then the service judges the whole input and its first
error goes next to the field it blames (:func:`webapp.core.permalink.error_field`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from flask_babel import gettext

from engine import belote as B
from engine.cards import UnknownCardError
from engine.reasons import EngineError
from webapp import i18n
from webapp.core import service
from webapp.core.permalink import (
    HAND_PARAMS,
    QUERY,
    RULESET_IDS,
    card_params,
    error_field,
    from_query,
    rulesets_of,
    text_arg,
    to_query,
)
from webapp.core.questions import CHECKERS, Checker
from webapp.core.rulesets import HOUSES, RULESETS, ruleset
from webapp.core.spelling import canonical
from webapp.i18n import notation as card_notation

__all__ = ["CHECKERS", "CheckResult", "Checker", "check", "checker_of", "coinche_levels",
           "notation_of", "table_results"]


def checker_of(game: str, kind: str) -> Checker:
    try:
        return CHECKERS[f"{game}/{kind}"]
    except KeyError:
        raise ValueError(f"no checker for {game}/{kind}") from None


#: A result's reason that states a standard format a table's own switches override: the Swiss
#: rules' multiplier profile ("Multipliers and target: Swisslos (game to 2,500)", jass.md Q13),
#: on a table that sets its own multipliers or target (its notes say which).
_OVERRIDDEN: dict[str, tuple[str, frozenset[str]]] = {
    "jass": ("jass_profile", frozenset({"multipliers", "target"}))}


def table_results(game: str, results: Mapping[str, Any]) -> dict[str, Any]:
    """The results as a page shows them: a table's column says only its own target and
    multipliers, not the Swiss profile's it does not follow (the profile menu is the Swiss
    column's). The API's results keep every reason."""
    code, fields = _OVERRIDDEN.get(game, ("", frozenset()))
    out: dict[str, Any] = {}
    for rid, result in results.items():
        if (code and rid not in RULESETS[game] and not result.get("error")
                and fields & set(HOUSES[game].changes(rid))):
            result = {**result, "reasons": [x for x in result.get("reasons") or []
                                            if x.get("code") != code]}
        out[rid] = result
    return out


def coinche_levels(rulesets: list[str]) -> list[tuple[str, str]]:
    """The Belote score form's Coinche level options, for the rulesets on the page: a surcoinche's
    factor is shown only when they all agree on it (a table's ×3 beside Maison's ×4: none), so
    an option never contradicts a column."""
    factors = {ruleset("belote", r).surcoinche_factor for r in rulesets}
    sur = (gettext("surcoinched (×%(factor)s)", factor=factors.pop()) if len(factors) == 1
           else gettext("surcoinched"))
    return [("1", gettext("not coinched")), ("2", gettext("coinched (×2)")), ("4", sur)]


def _engine_payloads(game: str, kind: str, data: dict[str, Any],
                     rules: list[str]) -> dict[str, Any]:
    verdicts = service.evaluate(game, kind, data, rules=rules)
    return table_results(game, service.result_payload(game, kind, verdicts)["results"])


@dataclass
class CheckResult:
    """What a checker page shows: the input (query args kept as typed), the data, the results
    per ruleset (API payloads), and the errors by field (``""``: not tied to a field)."""

    checker: Checker
    args: dict[str, str]
    data: dict[str, Any]
    rulesets: list[str]
    results: dict[str, Any]
    errors: dict[str, list[str]]
    empty: bool
    #: the locale whose card letters the query's card fields are written in (``notation=fr``,
    #: sent by the form), or None: the engine's codes (permalinks, old links)
    notation: str | None = None
    #: the engine's codes of the card fields read whole
    codes: dict[str, str] = field(default_factory=dict)

    @property
    def status(self) -> int:
        return 422 if self.errors else 200

    @property
    def ruleset_choices(self) -> list[str]:
        """The rulesets the form offers: the game's standard ones, then a table's own asked."""
        standard = RULESET_IDS[self.checker.game]
        return [*standard, *(r for r in self.rulesets if r not in standard)]

    @property
    def query(self) -> str:
        """The permalink's query: for a verdict its one spelling
        (:func:`webapp.core.spelling.canonical`); a field that could not be read stays as
        typed, with the ``notation`` it was typed in."""
        game, kind = self.checker.game, self.checker.kind
        query = to_query(game, kind, canonical(game, kind, self.data) if self.results
                         else self.data)
        unread = [n for n in card_params(game, kind)
                  if text_arg(self.args, n) and n not in self.codes]
        if unread and self.notation and query:
            query += "&notation=" + self.notation
        return query

    def field_text(self, name: str) -> str:
        """A card field's value as shown in the form: as typed when it came from the form;
        from a permalink (engine codes), in the page's own letters (``V♥``), which the form
        reads back the same."""
        if self.notation is None and name in self.codes and not self.errors:
            deck = i18n.deck_of(self.checker.game)
            return " ".join(card_notation.display(c, i18n.rank_short(c.rank, deck))
                            for c in map(deck.card, self.codes[name].split()))
        return self.args.get(name, "")


def _read_card_fields(game: str, kind: str, args: Mapping[str, str], notation: str | None
                      ) -> tuple[dict[str, str], dict[str, list[str]]]:
    """Each card field read in the query's notation: the engine's codes of the fields read
    whole, and every bad token of the others (each one named, not only the first)."""
    deck = i18n.deck_of(game)
    codes: dict[str, str] = {}
    errors: dict[str, list[str]] = {}
    for name in card_params(game, kind):
        text = text_arg(args, name)
        if not text:
            continue
        readings = card_notation.read(text, deck.name, notation)
        bad = [r.text for r in readings if r.card is None]
        if bad:
            errors[name] = [i18n.error_text(UnknownCardError(t), game) for t in bad]
        else:
            codes[name] = card_notation.canonical(readings) or ""
    return codes, errors


def _card_field_errors(game: str, kind: str, args: Mapping[str, str]) -> dict[str, list[str]]:
    """Each card field parsed on its own, so every field shows its own problem at once."""
    deck = i18n.deck_of(game)
    errors: dict[str, list[str]] = {}
    for name in card_params(game, kind):
        text = text_arg(args, name)
        if not text:
            continue
        try:  # a trick's length is the engine's to judge (each game has its own code)
            if name in ("trick", "tc", "dc"):
                deck.parse_cards(text)
            else:
                deck.parse_hand(text, name.upper() if name in HAND_PARAMS else None)
        except EngineError as e:
            errors.setdefault(name, []).append(i18n.error_text(e, game))
    return errors


def notation_of(args: Mapping[str, Any]) -> str | None:
    """The ``notation`` query parameter when it names a locale with a table, else None."""
    value = args.get("notation")
    return value if isinstance(value, str) and value in card_notation.NOTATIONS else None


def _with(args: Mapping[str, Any], values: Mapping[str, str]) -> Mapping[str, Any]:
    """``args`` with some values replaced (a MultiDict stays one, for ``rules``)."""
    if not values:
        return args
    copy = args.copy() if hasattr(args, "copy") and hasattr(args, "getlist") else dict(args)
    for name, value in values.items():
        copy[name] = value
    return copy


def defence_points(data: Mapping[str, Any], rulesets: list[str]) -> int | None:
    """The defence's card points a deal scorer leaves out: the deal total minus the takers'
    when the rulesets asked for agree on the total (it depends on the trump, and on a capot);
    None when the takers' points are not a number in it, or the totals differ.

    >>> defence_points({"trump": "S", "card_points": {"taker": 90, "defense": None}}, ["maison"])
    72
    >>> defence_points({"trump": "none", "card_points": {"taker": 90}}, ["maison", "officielles"])
    """
    points, trump = (data.get("card_points") or {}).get("taker"), data.get("trump")
    if not isinstance(points, int) or isinstance(points, bool) or trump not in B.TRUMPS:
        return None
    capot = data.get("all_tricks_taker") is not None
    totals = {B.deal_total(trump, B.RULESETS[r], capot=capot) for r in rulesets if r in B.RULESETS}
    total = totals.pop() if len(totals) == 1 else None
    return total - points if total is not None and 0 <= points <= total else None


def check(game: str, kind: str, args: Mapping[str, str]) -> CheckResult:
    """Run one checker on query arguments (never raises for bad input).

    Card fields are parsed one by one first (each shows its own problem); then the service
    judges the whole input and its first error goes next to the field it blames. Unknown
    ruleset ids are reported on ``rules``; the known ones (or all) are evaluated.
    """
    chk = checker_of(game, kind)
    names = QUERY[f"{game}/{kind}"]
    kept = {n: str(args.get(n, ""))[:400] for n in names if args.get(n) is not None}
    empty = not any(v.strip() for n, v in kept.items() if n != "rules")
    notation = notation_of(args)
    codes, token_errors = _read_card_fields(game, kind, kept, notation)
    data = from_query(game, kind, _with(args, codes))
    rulesets, unknown = rulesets_of(game, data)
    errors: dict[str, list[str]] = {}
    results: dict[str, Any] = {}
    if unknown:
        errors["rules"] = [i18n.error_text(unknown[0], game)]
    data["rules"] = rulesets
    if (game, kind) == ("belote", "score") and data.get("card_points", {}).get("defense") is None:
        defence = defence_points(data, rulesets)  # the total is known: the form may leave it out
        if defence is not None:
            data["card_points"]["defense"] = defence
            kept["dp"] = str(defence)
    if not empty:
        errors.update(token_errors)
        errors.update(_card_field_errors(game, kind, codes))
        if not set(errors) - {"rules"}:
            body = {k: v for k, v in data.items() if k != "rules"}
            try:
                results = _engine_payloads(game, kind, body, rulesets)
            except EngineError as e:
                field = error_field(game, kind, e, kept) or ""
                errors.setdefault(field, []).append(i18n.error_text(e, game))
        if errors:
            results = {}
    return CheckResult(chk, kept, data, rulesets, results, errors, empty, notation, codes)
