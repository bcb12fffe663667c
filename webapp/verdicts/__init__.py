"""The presentation of a result, shared by the checker pages, the worked examples and the embeds.

The verdict partials (``templates/verdicts/<kind>.html``) render one API result
(:func:`webapp.core.service.result_payload`); this module holds what they call besides it (the
template globals installed by :func:`init_app`) and what a page computes from several results
(:func:`disagreement`). :mod:`webapp.verdicts.examples` sets the scene of a worked example;
:mod:`webapp.verdicts.embeds` offers a result or an example to other sites.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from functools import cache
from typing import Any

from flask import Flask, current_app, g, request, url_for
from flask_babel import lazy_gettext as _l
from flask_babel import lazy_pgettext
from jinja2 import pass_context
from jinja2.runtime import Context
from markupsafe import Markup

from webapp import i18n
from webapp.core.content import all_examples
from webapp.core.questions import QUESTIONS
from webapp.core.rulesets import HOUSES, RULESETS, ruleset
from webapp.core.spelling import permalink
from webapp.i18n import messages, ruleset_name
from webapp.i18n import notation as card_notation
from webapp.i18n.house import value_text
from webapp.verdicts.embeds import embed_head, embed_this, oembed_link
from webapp.verdicts.examples import deal_context, example_html
from webapp.verdicts.share import share_assets, share_head, share_this
from webapp.verdicts.summary import summary

__all__ = [
    "deck_json",
    "disagreement",
    "example_query",
    "house_differences",
    "init_app",
    "num",
    "reason_href",
    "rule_label",
    "rule_link",
    "understood",
]


def _url(endpoint: str, **values: Any) -> str:
    """``url_for(endpoint, **values)``, built once a request and locale: a verdict links the same
    rules pages and the same sprite many times, and building a URL costs more than the rest of
    its line (bench/fragment_cpu.py)."""
    memo: dict[tuple[Any, ...], str] | None = g.get("_verdict_urls")
    if memo is None:
        memo = g._verdict_urls = {}
    key = (endpoint, g.get("site_locale"), *sorted(values.items()))
    url = memo.get(key)
    if url is None:
        url = memo[key] = url_for(endpoint, **values)
    return url


def _href(target: Any) -> str | None:
    """``(endpoint, anchor)`` -> a URL in the current locale; None if it cannot be built."""
    if not (isinstance(target, tuple | list) and len(target) == 2):
        return None
    endpoint, anchor = target
    try:
        return _url(endpoint) + (f"#{anchor}" if anchor else "")
    except Exception:  # a missing page never breaks a verdict: the reason shows without link
        return None


def rule_link(game: str, rule: str | None) -> str | None:
    """The rules-page URL explaining a ruleset row (``messages.RULE_LINKS``), or None."""
    if not rule:
        return None
    return _href(messages.RULE_LINKS.get(rule))


@cache
def example_query(game: str, kind: str) -> str | None:
    """The permalink query of the first worked example of this checker (content/*.json)."""
    for ex in all_examples().values():
        if (ex.game, ex.kind) == (game, kind):
            return permalink(game, kind, ex.input)
    return None


def rule_label(game: str, rule: str) -> str:
    """A ruleset row's name for display (``messages.RULE_NAMES``), else the field name."""
    label = messages.RULE_NAMES.get(rule)
    return str(label) if label else rule.replace("_", " ")


#: Params of a reason that carry a total computed upstream, not what its ``rule`` decided
#: (``weis_multiplier``: the Weis points after the multiplier; the multiplier is the rule's).
_DERIVED: dict[str, frozenset[str]] = {"weis_multiplier": frozenset({"points"})}
#: Rule rows that decide when a game ends, never one deal's verdict (jass.md B10, Q12): a deal's
#: reasons may name them (a table's note, "By your table's rule: the game is to 1,000 points"),
#: but they change nothing in it, so they are not "what decides it" outside a whole game.
_GAME_ONLY: frozenset[str] = frozenset({"target", "counting_order"})


def _rule_uses(result: Mapping[str, Any], kind: str) -> dict[str, list[Any]]:
    """rule row -> what the reasons citing it said in one result (code and params, the ruleset's
    name left out): two rulesets whose reasons say the same about a rule applied it alike."""
    reasons = list(result.get("reasons", []))
    if kind == "legal":
        reasons += [r for r in (result.get("illegal") or {}).values() if isinstance(r, Mapping)]
    out: dict[str, list[Any]] = {}
    for reason in reasons:
        params = reason.get("params") or {}
        rule = params.get("rule")
        if rule:
            skip = _DERIVED.get(reason.get("code"), frozenset())
            said = sorted((k, json.dumps(v, sort_keys=True)) for k, v in params.items()
                          if k != "ruleset" and k not in skip)
            out.setdefault(rule, []).append((reason.get("code"), said))
    return out


def disagreement(game: str, kind: str,
                 results: Mapping[str, Mapping[str, Any]]) -> dict[str, Any] | None:
    """Where the rulesets' verdicts differ: which outcome keys, and which rule rows made a
    difference here: the ``rule`` params of reasons whose ruleset values differ **and** whose
    reasons differ between the results (a rule both rulesets applied alike on this input, say a
    tierce worth 20 under each, changed nothing). None when they agree (or one ruleset)."""
    if len(results) < 2:
        return None
    keys = QUESTIONS[(game, kind)].outcome
    values = list(results.values())
    differ = [k for k in keys if any(v.get(k) != values[0].get(k) for v in values[1:])]
    if not differ:
        return None
    objects = {rid: ruleset(game, rid) for rid in results}
    uses = [_rule_uses(r, kind) for r in values]
    rules: list[str] = []
    for used in uses:
        for rule in used:
            if rule in rules or (kind != "game" and rule in _GAME_ONLY):
                continue
            rows = [getattr(objects.get(rid), rule, None) for rid in results]
            said = [u.get(rule, []) for u in uses]
            if any(x != rows[0] for x in rows[1:]) and any(x != said[0] for x in said[1:]):
                rules.append(rule)
    return {"keys": differ,
            "rules": [{"rule": x, "label": rule_label(game, x), "href": rule_link(game, x)}
                      for x in rules]}


def house_differences(game: str, rid: str) -> list[dict[str, Any]]:
    """For a table's ruleset: each standard ruleset, and the rules in which the table's differs
    from it (``[{"ruleset", "name", "base", "rules": [{"rule", "label", "text"}]}]``; ``base``:
    the one it starts from, whose differences are shown open); [] for a standard one. The
    checker shows them above the table's column, the differences marked."""
    if rid in RULESETS[game]:
        return []
    house = HOUSES[game]
    mine = house.tokens(house.ruleset(rid))
    base = house.base_of(rid)
    out = []
    for std, rs in RULESETS[game].items():
        theirs = house.tokens(rs)
        out.append({"ruleset": std, "name": ruleset_name(std), "base": std == base, "rules": [
            {"rule": f, "label": rule_label(game, f), "text": value_text(game, f, t)}
            for f, t in mine.items() if t is not None and theirs[f] != t]})
    return out


def reason_href(game: str, reason: Mapping[str, Any]) -> str | None:
    """The rules-page link of one reason (a ``{code, params, text}`` dict), from the messages
    helper's map (its ``rule`` param first, then its code); None when there is none."""
    if not isinstance(reason, Mapping):
        return None
    return _href(messages.rule_link(str(reason.get("code") or ""), reason.get("params") or {}))


def _reading_text(reading: Any, deck: Any, said: list[str]) -> str:
    """One token as read: "Jack of hearts", or "“XX”: not a card"; how a letter was read where
    the locale decides ("code C = cœur") is added to ``said``, once a field."""
    if reading.card is None:
        return str(_l("“%(token)s”: not a card")) % {"token": reading.text[:16]}
    form = str(lazy_pgettext("card notation", "%(letter)s: %(meaning)s here"))
    for typed, kind, code in reading.notes:
        note = form % {"letter": typed, "meaning": (i18n.rank_name(code, deck) if kind == "rank"
                                                    else i18n.suit_name(code, deck))}
        if note not in said:
            said.append(note)
    return i18n.card_name(reading.card, deck)


def understood(game: str, text: str, default: str | None = None) -> str:
    """How a card field was read, in the page's language and card letters: "Valet de cœur,
    7 de cœur, “XX” : pas une carte (code C = cœur)" (the same as checker.js shows live): the
    letters' notes once, at the end of the field (pt, vi, th round 9), not inside the list."""
    deck = i18n.deck_of(game)
    readings = card_notation.read(text or "", deck.name, i18n.current_locale().url)
    said: list[str] = []
    parts = [_reading_text(r, deck, said) for r in readings]
    if not parts:
        return default or ""
    return ", ".join(parts) + (f" ({'; '.join(said)})" if said else "")


@pass_context
def num(context: Context, value: Any) -> Any:
    """A number in the page's locale (1,028; 1’028; 1 028). It takes the template context so
    that Jinja never folds ``3000|num`` into the template when it compiles it: a folded number
    kept the format of whichever locale compiled the template first ("3 000" on a Thai page)."""
    return i18n.localize_param("points", value, "belote")


#: Embeds (the ``embed`` blueprint) run sandboxed in an opaque origin, where an SVG ``<use>`` of
#: another document is cross-origin and refused: they carry the symbols of their deck inline.
INLINE_SPRITE_BLUEPRINT = "embed"


def suit_sprite() -> str:
    """The URL before ``#french-S`` in a card's ``<use href>``: static/img/suits.svg, or ``""``
    (the same document) inside an embed, which inlines the symbols (:func:`inline_suits`)."""
    if request.blueprint == INLINE_SPRITE_BLUEPRINT:
        return ""
    return _url("static", filename="img/suits.svg")


@cache
def _symbols(folder: str) -> dict[str, str]:
    """Deck name -> its ``<symbol>`` elements, read from static/img/suits.svg once."""
    with open(f"{folder}/img/suits.svg", encoding="utf-8") as f:
        text = f.read()
    out: dict[str, str] = {}
    for match in re.finditer(r'<symbol id="(french|swiss)-[^"]+".*?</symbol>', text, re.S):
        out[match[1]] = out.get(match[1], "") + match[0]
    return out


def inline_suits(game: str) -> Markup:
    """The suit symbols of a game's deck, for a page whose cards use ``suit_sprite()`` = ``""``."""
    deck = i18n.deck_of(game).name
    symbols = _symbols(current_app.static_folder or "").get(deck, "")
    return Markup('<svg class="sprite" width="0" height="0" aria-hidden="true" focusable="false">'
                  + symbols + "</svg>")


def deck_json(game: str) -> Markup:
    """The deck for checker.js: card names in the page's language and the accepted spellings,
    as JSON safe inside ``<script type="application/json">``."""
    deck = i18n.deck_of(game)
    names = {c.code: i18n.card_name(c, deck) for c in deck.cards}
    locale = i18n.current_locale().url
    data = {"deck": deck.name, "names": names, "order": [list(deck.ranks), list(deck.suits)],
            "short": {r: i18n.rank_short(r, deck) for r in deck.ranks},
            "display": {c.code: card_notation.display(c, i18n.rank_short(c.rank, deck))
                        for c in deck.cards},
            "rankNames": {r: i18n.rank_name(r, deck) for r in deck.ranks},
            "suitNames": {s: i18n.suit_name(s, deck) for s in deck.suits},
            "notation": card_notation.client_data(deck.name, locale),
            "sprite": suit_sprite()}
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return Markup(text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026"))


def capfirst(text: Any) -> Any:
    """A label that opens a line, with its first letter in capitals and the rest as written
    ("tứ quý Bồi" -> "Tứ quý Bồi"; Jinja's capitalize would lower the rest)."""
    text = str(text) if not isinstance(text, Markup) else text
    return text[:1].upper() + text[1:]


def init_app(app: Flask) -> None:
    """The template globals and filters of the verdict partials, for every blueprint."""
    app.jinja_env.globals.update(reason_href=reason_href, understood=understood,
                                 house_differences=house_differences,
                                 type_name=i18n.type_name, example_html=example_html,
                                 deal_context=deal_context, embed_this=embed_this,
                                 oembed_link=oembed_link, embed_head=embed_head,
                                 share_head=share_head, share_this=share_this,
                                 share_assets=share_assets, suit_sprite=suit_sprite,
                                 inline_suits=inline_suits, summary=summary)
    app.jinja_env.filters["num"] = num
    app.jinja_env.filters["capfirst"] = capfirst
