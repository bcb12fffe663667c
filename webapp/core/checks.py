"""One check: a checker's query arguments -> the verdicts per ruleset, or the errors by field.

:data:`CHECKERS` lists the checker pages (from :data:`webapp.core.questions.QUESTIONS`);
:func:`check` runs one on query arguments, never raising for bad input: card fields are parsed one
by one first (each shows its own problem), then the service judges the whole input and its first
error goes next to the field it blames (:func:`webapp.core.permalink.error_field`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.reasons import EngineError
from webapp import i18n
from webapp.core import service
from webapp.core.permalink import (
    HAND_PARAMS,
    QUERY,
    canonical,
    card_params,
    error_field,
    from_query,
    rulesets_of,
    text_arg,
    to_query,
)
from webapp.core.questions import CHECKERS, Checker

__all__ = ["CHECKERS", "CheckResult", "Checker", "check", "checker_of"]


def checker_of(game: str, kind: str) -> Checker:
    try:
        return CHECKERS[f"{game}/{kind}"]
    except KeyError:
        raise ValueError(f"no checker for {game}/{kind}") from None


def _engine_payloads(game: str, kind: str, data: dict[str, Any],
                     rules: list[str]) -> dict[str, Any]:
    verdicts = service.evaluate(game, kind, data, rules=rules)
    results: dict[str, Any] = service.result_payload(game, kind, verdicts)["results"]
    return results


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

    @property
    def status(self) -> int:
        return 422 if self.errors else 200

    @property
    def query(self) -> str:
        """The permalink's query: for a verdict its one spelling
        (:func:`webapp.core.permalink.canonical`), else the input as typed."""
        game, kind = self.checker.game, self.checker.kind
        return to_query(game, kind, canonical(game, kind, self.data) if self.results else self.data)


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
    data = from_query(game, kind, args)
    rulesets, unknown = rulesets_of(game, data)
    errors: dict[str, list[str]] = {}
    results: dict[str, Any] = {}
    if unknown:
        code = "unknown_ruleset" if game == "belote" else "jass_unknown_ruleset"
        errors["rules"] = [i18n.reason_text(code, {"ruleset": unknown[0][:16]}, game)]
    data["rules"] = rulesets
    if not empty:
        errors.update(_card_field_errors(game, kind, kept))
        if not set(errors) - {"rules"}:
            body = {k: v for k, v in data.items() if k != "rules"}
            try:
                results = _engine_payloads(game, kind, body, rulesets)
            except EngineError as e:
                field = error_field(game, kind, e, kept) or ""
                errors.setdefault(field, []).append(i18n.error_text(e, game))
        if errors:
            results = {}
    return CheckResult(chk, kept, data, rulesets, results, errors, empty)
