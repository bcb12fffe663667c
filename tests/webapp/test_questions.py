"""The question registry is complete: every question has what each way in needs, declared once."""

from __future__ import annotations

from pathlib import Path

import pytest

from webapp.core import permalink
from webapp.core.content import all_examples
from webapp.core.questions import CHECKERS, DEFAULTS, QUERY, QUESTIONS
from webapp.core.service import KINDS

TEMPLATES = Path(__file__).resolve().parents[2] / "webapp" / "templates"
KEYS = [f"{g}/{k}" for g, k in QUESTIONS]


def test_every_worked_example_asks_a_registered_question():
    assert {(e.game, e.kind) for e in all_examples().values()} <= set(QUESTIONS)
    assert KINDS == {"belote": ("announcements", "legal", "score", "game"),
                     "jass": ("weis", "legal", "trick", "score", "game")}


@pytest.mark.parametrize("key", KEYS)
def test_a_question_has_its_verdict_template_and_a_checker_its_form(key):
    q = QUESTIONS[tuple(key.split("/"))]  # type: ignore[index]
    assert (TEMPLATES / "verdicts" / f"{q.kind}.html").is_file()
    assert q.outcome and q.summary and str(q.topic)
    if q.checker is not None:
        assert (TEMPLATES / q.checker.form).is_file()
        assert q.params and CHECKERS[key] is q.checker


@pytest.mark.parametrize("key", sorted(QUERY))
def test_permalink_parameters_are_unique_and_fill_declared_fields(key):
    q = QUESTIONS[tuple(key.split("/"))]  # type: ignore[index]
    names = QUERY[key]
    assert len(set(names)) == len(names) and names[-1] == "rules"
    fields = {f.name for f in q.fields}
    for p in q.params:
        assert p.path.split(".")[0] in fields, p
    # every input field of the question shows its errors next to one of its parameters
    blamed = permalink._FIELD_PARAMS[key]
    assert set(blamed.values()) <= set(names)
    assert fields <= {path.split(".")[0] for path in blamed}


def test_a_parameter_has_one_default():
    assert DEFAULTS == {"trump": "S", "taker": "N", "contract": "R", "forehand": "N",
                        "variant": "classic", "first": "N", "coinche": "1"}
