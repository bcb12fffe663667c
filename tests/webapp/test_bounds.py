"""Every number field of every question is bounded: a huge or out-of-range whole number is a 422
naming the field, never a 500 (issue 20). The fields come from the question registry, so a new
number field is covered without a line here."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

import pytest

from tests.reading import as_read
from webapp.core.content import all_examples
from webapp.core.fields import Field
from webapp.core.questions import QUESTIONS


def _number_paths(fields: tuple[Field, ...], prefix: str = "") -> Iterator[tuple[str, Field]]:
    for f in fields:
        path = prefix + f.name
        if f.kind == "integer":
            yield path, f
        elif f.kind == "object":
            yield from _number_paths(f.fields, path + ".")
        elif f.kind == "team_numbers":
            yield from ((f"{path}.{team}", f) for team in ("NS", "EW"))
        elif f.name == "belote":  # {side: points}
            yield f"{path}.taker", Field("taker", "integer")


def _body(game: str, kind: str) -> dict[str, Any]:
    return copy.deepcopy(next(dict(e.input) for e in all_examples().values()
                              if (e.game, e.kind) == (game, kind)))


def _with(body: dict[str, Any], path: str, value: int) -> dict[str, Any]:
    *parents, name = path.split(".")
    node = body
    for parent in parents:
        if not isinstance(node.get(parent), dict):
            node[parent] = {"team": "NS" if "jass" in path else "taker", "points": 20} \
                if parent in ("weis", "stoeck", "announcements") else {}
        node = node[parent]
    node[name] = value
    return body


CASES = [(game, kind, path, f) for (game, kind), q in QUESTIONS.items()
         for path, f in _number_paths(q.fields)]


def test_the_score_questions_have_number_fields():
    paths = {(g, k, p) for g, k, p, _ in CASES}
    assert {("belote", "score", "card_points.taker"), ("belote", "score", "bid"),
            ("jass", "score", "card_points.NS"), ("jass", "score", "weis.points"),
            ("jass", "score", "tricks.EW")} <= paths


@pytest.mark.parametrize("value", [10**25, -10**25], ids=["huge", "huge_negative"])
@pytest.mark.parametrize(("game", "kind", "path", "field"), CASES,
                         ids=[f"{g}/{k}:{p}" for g, k, p, _ in CASES])
def test_a_huge_number_is_a_422_naming_its_field(client, game, kind, path, field, value):
    body = _with(_body(game, kind), path, value)
    if game == "jass" and path.startswith(("weis", "stoeck")):
        body[path.split(".")[0]]["team"] = "NS"
    response = client.post(f"/api/v1/{game}/{kind}", json={**body, "lang": "fr"})
    assert response.status_code == 422, response.get_json()
    error = response.get_json()["error"]
    assert (error["code"], error["details"]["field"]) == ("out_of_range", path)
    # localized, naming the field (French puts a no-break space inside « »)
    assert as_read(error["message"]).startswith("Champ « ")


def test_the_bounds_are_in_the_openapi_document(client):
    doc = client.get("/api/v1/openapi.json").get_json()
    card_points = doc["components"]["schemas"]["JassScoreRequest"]["properties"]["card_points"]
    assert card_points["properties"]["NS"]["maximum"] == 157  # the Matsch bonus is not in them
    assert card_points["additionalProperties"] is False
    bid = doc["components"]["schemas"]["BeloteScoreRequest"]["properties"]["bid"]
    assert {"type": "integer", "minimum": 80, "maximum": 160, "multipleOf": 10} in bid["oneOf"]
