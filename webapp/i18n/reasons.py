"""Reasons and errors as sentences: :func:`reason_text` turns an engine ``Reason`` or
``EngineError`` (a code and params) into a sentence in the reader's language, through the
:data:`REASONS` registry (:mod:`webapp.i18n.messages` registers the engines' codes).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from flask_babel import get_locale
from flask_babel import lazy_gettext as _l

from engine.cards import Deck
from engine.reasons import EngineError, Reason
from webapp.i18n.grammar import fill, message_ids, message_text
from webapp.i18n.vocabulary import DERIVED_PARAMS, deck_of, localize_param

__all__ = ["REASONS", "error_text", "reason_text", "register_reason"]


_PLACEHOLDER = re.compile(r"%\((\w+)\)s")

#: code -> messages, most specific first. :func:`reason_text` uses the first message whose
#: placeholders all have a (non-None) value in the params. A message is a lazy string, a
#: :class:`~webapp.i18n.grammar.Plural` or a :class:`~webapp.i18n.grammar.Choice`.
REASONS: dict[str, tuple[Any, ...]] = {}

#: code -> params that are the user's own input, echoed as typed rather than translated (an
#: unknown ruleset id "maison" in a Jass question is not "Maison").
RAW_PARAMS: dict[str, frozenset[str]] = {}


def register_reason(code: str, *messages: Any) -> None:
    """Register the message(s) of a reason or error code: ``lazy_gettext`` strings with named
    placeholders (``%(seat)s``). Give several when a param is optional, most specific first::

        register_reason("duplicate_card",
                        _l("%(card)s is entered twice in the hand of %(seat)s."),
                        _l("%(card)s is entered twice."))
    """
    if not messages:
        raise ValueError("register_reason needs at least one message")
    if code in REASONS:
        raise ValueError(f"reason code {code!r} is already registered")
    REASONS[code] = tuple(messages)


def _placeholders(message: Any) -> set[str]:
    """The params a message reads (a derived form such as ``a_type`` reads ``type``)."""
    return {_source_param(name) for text in message_ids(message)
            for name in _PLACEHOLDER.findall(text)}


def _source_param(name: str) -> str:
    """The engine param a placeholder reads: itself, or the param a derived form comes from
    (``a_type`` is ``type`` with its indefinite article)."""
    derived = DERIVED_PARAMS.get(name)
    return derived[0] if derived else name


def reason_text(code: str | Reason | EngineError, params: Mapping[str, Any] | None = None,
                game: str | Deck = "belote") -> str:
    """The translated sentence of a reason or error code, with its params localized by name.

    Accepts ``(code, params)`` or a ``Reason`` / ``EngineError`` as the first argument.
    An unregistered code gives a generic message naming the code.
    """
    if isinstance(code, Reason | EngineError):
        params = code.params if params is None else params
        code = code.code
    raw = dict(params or {})
    messages = REASONS.get(code)
    if not messages:
        return str(_l("Unexpected problem (%(code)s).")) % {"code": code}
    chosen = messages[-1]
    for message in messages:
        if all(raw.get(name) is not None for name in _placeholders(message)):
            chosen = message
            break
    text = message_text(chosen, raw)
    raw_names = RAW_PARAMS.get(code, frozenset())
    values: dict[str, Any] = {}
    for name in _PLACEHOLDER.findall(text):
        if name in raw_names:
            values[name] = "" if raw.get(name) is None else str(raw[name])
            continue
        derived = DERIVED_PARAMS.get(name)
        if derived:
            source, form = derived
            value = (form(raw.get(source), raw, deck_of(game))
                     if raw.get(source) is not None else None)
        else:
            value = localize_param(name, raw.get(name), game)
        values[name] = "" if value is None else value
    return fill(str(get_locale() or "en"), text, values)


def error_text(error: EngineError, game: str | Deck = "belote") -> str:
    """Shorthand for ``reason_text(error.code, error.params, game)``."""
    return reason_text(error.code, error.params, game)


# Shared errors of engine/cards.py and engine/table.py. The engines' own codes are registered
# next to them, by the layer that uses them (one call per code).
register_reason(
    "unknown_card",
    _l("“%(token)s” is not a card of this deck."),
)
register_reason(
    "duplicate_card",
    _l("%(card)s is entered twice for %(seat)s."),
    _l("%(card)s is entered twice."),
)
register_reason(
    "card_in_two_hands",
    _l("%(card)s is in two hands: %(seats)s."),
)
register_reason(
    "too_many_cards",
    _l("%(seat)s has %(count)s cards; a hand holds at most %(max)s."),
    _l("%(count)s cards entered; a hand holds at most %(max)s."),
)
register_reason(
    "card_on_table_and_in_hand",
    _l("%(card)s is both on the table and in the hand of %(seat)s."),
    _l("%(card)s is both on the table and in a hand."),
)
register_reason(
    "unknown_seat",
    _l("“%(seat)s” is not a seat: use N, E, S or W."),
)
register_reason(
    "unknown_team",
    _l("“%(team)s” is not a team: use NS or EW."),
)
