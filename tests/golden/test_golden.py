"""The API answers every request of the golden corpus with exactly the recorded bytes.

The corpus (``corpus.py``) is every worked example plus seeded random and malformed bodies for
every endpoint, in every locale; ``api.jsonl.gz`` holds what the API answered when it was
recorded. A refactor must leave every byte as it was. A change that alters answers on purpose
re-records them (``python -m tests.golden.record``) in a commit that says so.
"""

from __future__ import annotations

import gzip
import json

from tests.golden.corpus import corpus
from tests.golden.record import GOLDEN


def _recorded() -> list[dict[str, object]]:
    with gzip.open(GOLDEN, "rt", encoding="utf-8") as lines:
        return [json.loads(line) for line in lines]


def test_the_corpus_is_the_one_recorded():
    recorded = _recorded()
    asked = [{"path": path, "body": body} for path, body in corpus()]
    assert [{"path": r["path"], "body": r["body"]} for r in recorded] == asked


def test_every_answer_is_byte_for_byte_the_recorded_one(client):
    differing = []
    for record in _recorded():
        response = client.post(record["path"], json=record["body"])
        answer = (response.status_code, response.get_data(as_text=True))
        if answer != (record["status"], record["response"]):
            differing.append((record["path"], record["body"], answer, record))
    assert not differing, (
        f"{len(differing)} answers differ; the first: {differing[0][:2]}\n"
        f"now:      {differing[0][2]}\nrecorded: {differing[0][3]['status']} "
        f"{differing[0][3]['response']}"
    )
