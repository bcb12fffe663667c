"""The sentences of every reason and error code, and where the rules pages explain each one.

Every code the engines can give (``engine/belote/codes.py``, ``engine/jass/codes.py``), the input
errors of :mod:`webapp.core.service` and the API's own errors get one English message here (the
source text of the catalogs), registered with :func:`webapp.i18n.register_reason`:
:mod:`~webapp.i18n.messages.belote`, :mod:`~webapp.i18n.messages.jass` and
:mod:`~webapp.i18n.messages.errors` hold the sentences. Placeholders are named after the code's
params and localized by name (:data:`webapp.i18n.PARAM_LOCALIZERS`, extended in
:mod:`~webapp.i18n.messages.names` with the params the engines use beyond the convention:
``expected``, ``side``, ``ruleset``, ``rule``, ``other_rank``, ``other_type``, ``field``,
``variant``, ``option``, ``table``, ``step``). A code with an optional param has a second message
without it.

:data:`RULE_LINKS` and :data:`REASON_LINKS` (:mod:`~webapp.i18n.messages.links`) map a ruleset
field (a reason's ``rule`` param) and a reason code to the rules page section that explains it;
:func:`rule_link` picks one for a reason.

Imported by :func:`webapp.create_app` through :mod:`webapp.i18n` (importing it registers the
messages; it is safe to import twice).

>>> from webapp import create_app
>>> with create_app().test_request_context("/en/"):
...     print(reason_text("team_best", {"team": "EW", "seat": "W", "type": "cinquante",
...                       "cards": ["TS", "JS", "QS", "KS"], "points": 50}))
East–West's best announcement: the fifty of West (10, Jack, Queen, and King of spades), 50 points.
"""

from __future__ import annotations

from typing import Any

from flask_babel import lazy_gettext as _l

from webapp.i18n.messages import belote, errors, jass
from webapp.i18n.messages.errors import API_ERROR_CODES
from webapp.i18n.messages.links import REASON_LINKS, RULE_LINKS, rule_link
from webapp.i18n.messages.names import (
    CARRE_TABLE_NAMES,
    EXPECTED_NAMES,
    FIELD_NAMES,
    PROFILE_NAMES,
    RULE_NAMES,
    STEP_NAMES,
    profile_name,
)
from webapp.i18n.reasons import RAW_PARAMS, REASONS, reason_text, register_reason  # noqa: F401  (reason_text: doctest)

__all__ = [
    "API_ERROR_CODES",
    "CARRE_TABLE_NAMES",
    "EXPECTED_NAMES",
    "FIELD_NAMES",
    "MESSAGES",
    "PROFILE_NAMES",
    "REASON_LINKS",
    "RULE_LINKS",
    "RULE_NAMES",
    "STEP_NAMES",
    "profile_name",
    "rule_link",
]

#: Every code -> its message(s), most specific first (a later one drops an optional param).
MESSAGES: dict[str, tuple[Any, ...]] = {**belote.MESSAGES, **jass.MESSAGES, **errors.MESSAGES}

#: The user's own tokens, echoed as typed (not as the name of a ruleset they may resemble).
RAW_PARAMS.update({"unknown_ruleset": frozenset({"ruleset"}),
                   "jass_unknown_ruleset": frozenset({"ruleset"})})

for _code, _messages in MESSAGES.items():
    if _code not in REASONS:  # the shared card/seat errors are registered in webapp.i18n
        register_reason(_code, *_messages)

#: A verdict-level error (one ruleset refuses the input, belote.md Q20): the ruleset, then its
#: message.
register_reason("ruleset_error", _l("%(ruleset)s: %(message)s"))
