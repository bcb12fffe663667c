"""The permalink format: a checker's query string <-> the public input format.

The query string holds the inputs and the rulesets in short parameters (``QUERY``), e.g.
``?n=JS+QS+KS&e=7H+8H+9H&trump=S&taker=N&rules=maison,officielles``. One pair of functions converts
between a query string and the public input format (the JSON object the API takes and the
``input`` of ``content/*_examples.json``): :func:`from_query` and :func:`to_query`, a walk over the
question's parameters (:attr:`webapp.core.questions.Question.params`), each read and written by
its codec. :func:`error_field` maps an input error back to the query parameter it is about.

In four modules: :mod:`.read` (query -> input), :mod:`.write` (input -> query),
:mod:`.spelling` (one spelling, one permalink per verdict) and :mod:`.blame` (errors -> fields).

A permalink is forever: a URL that worked once keeps giving the same verdict.
"""

from __future__ import annotations

from webapp.core.permalink.blame import FIELD_PARAMS, card_params, error_field
from webapp.core.permalink.read import from_query, text_arg, tokens
from webapp.core.permalink.spelling import RULESET_IDS, canonical, permalink, rulesets_of
from webapp.core.permalink.write import to_query
from webapp.core.questions import DEFAULTS, HAND_PARAMS, QUERY

__all__ = [
    "DEFAULTS",
    "FIELD_PARAMS",
    "HAND_PARAMS",
    "QUERY",
    "RULESET_IDS",
    "canonical",
    "card_params",
    "error_field",
    "from_query",
    "permalink",
    "rulesets_of",
    "text_arg",
    "to_query",
    "tokens",
]
