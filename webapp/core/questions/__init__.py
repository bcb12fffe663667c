"""The questions the site answers: one row per (game, kind), from which everything else derives.

A :class:`Question` declares, once: its input fields and their types and bounds (the API body, a
content example's ``input``: :mod:`webapp.core.fields`), the engine call that answers it
(``run``), its permalink query (``params``: :mod:`webapp.core.permalink` walks them), its checker
page and form (``checker``), its titles, what "the rulesets disagree" compares (``outcome``) and
its OpenAPI summary and result schema. The API routes, the checker pages, permalinks, the OpenAPI
document, embeds and oEmbed all read :data:`QUESTIONS`.

The rows are in :mod:`~webapp.core.questions.belote` and :mod:`~webapp.core.questions.jass`
(with what they share in :mod:`~webapp.core.questions.common`), a whole game's (and its score
sheet page) in :mod:`~webapp.core.questions.game`; the type of a row and its parts
in :mod:`~webapp.core.questions.question`. A new question is one row there, its templates
(``templates/verdicts/<kind>.html``, a checker form ``templates/checker/forms/<game>_<kind>.html``)
and its sentences.

>>> [f"{q.game}/{q.kind}" for q in QUESTIONS.values() if q.checker is None]
['belote/game', 'jass/trick', 'jass/game']
>>> QUERY["jass/score"]
('contract', 'ns', 'ew', 'tns', 'tew', 'weis', 'weispts', 'stoeck', 'profile', 'rules')
"""

from __future__ import annotations

from webapp.core.questions import belote, game, jass
from webapp.core.questions.game import MAX_DEALS, blame, in_deal
from webapp.core.questions.jass import PROFILES
from webapp.core.questions.question import (
    GAMES,
    HAND_PARAMS,
    Checker,
    Param,
    Question,
    SheetPage,
)

__all__ = [
    "CHECKERS",
    "DEFAULTS",
    "FIELDS",
    "GAMES",
    "HAND_PARAMS",
    "KINDS",
    "MAX_DEALS",
    "PROFILES",
    "QUERY",
    "QUESTIONS",
    "SHEETS",
    "Checker",
    "Param",
    "Question",
    "SheetPage",
    "blame",
    "in_deal",
    "question",
]

#: (game, kind) -> its question, Belote's then Jass's, in order.
QUESTIONS: dict[tuple[str, str], Question] = {q.key: q for q in (
    *belote.QUESTIONS, game.BELOTE_GAME, *jass.QUESTIONS, game.JASS_GAME)}


def question(game: str, kind: str) -> Question:
    """The question ``game/kind``; ``ValueError`` when there is none (a programming error)."""
    q = QUESTIONS.get((game, kind))
    if q is None:
        raise ValueError(f"no such question: {game}/{kind}")
    return q


# -- projections --------------------------------------------------------------------------------

#: game -> its kinds of question, in order.
KINDS: dict[str, tuple[str, ...]] = {g: tuple(k for gg, k in QUESTIONS if gg == g) for g in GAMES}
#: (game, kind) -> the fields its input takes (anything else is ``unknown_field``).
FIELDS: dict[tuple[str, str], frozenset[str]] = {k: q.field_names for k, q in QUESTIONS.items()}
#: "game/kind" -> its checker.
CHECKERS: dict[str, Checker] = {f"{q.game}/{q.kind}": q.checker for q in QUESTIONS.values()
                                if q.checker is not None}
#: game -> its score sheet page.
SHEETS: dict[str, SheetPage] = {q.game: q.sheet for q in QUESTIONS.values() if q.sheet}
#: "game/kind" -> the query parameters of its permalink, in order (``rules`` always last).
QUERY: dict[str, tuple[str, ...]] = {
    key: (*(n for p in QUESTIONS[(c.game, c.kind)].params for n in p.names), "rules")
    for key, c in CHECKERS.items()}
#: Parameter -> its value when absent (a blank form shows them); one value per name.
DEFAULTS: dict[str, str] = {p.names[0]: p.default for q in QUESTIONS.values() for p in q.params
                            if p.default}
assert all(p.default in ("", DEFAULTS[p.names[0]]) for q in QUESTIONS.values() for p in q.params
           if p.names[0] in DEFAULTS), "a parameter has two defaults"
