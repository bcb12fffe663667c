"""Record the golden API responses: ``.venv/bin/python -m tests.golden.record``.

Re-record only in a commit that says which user-visible change it makes on purpose; the diff
of ``api.jsonl.gz`` (``zcat``) shows every answer that changed.
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Iterator
from pathlib import Path

from tests.golden.corpus import corpus
from webapp import create_app

GOLDEN = Path(__file__).with_name("api.jsonl.gz")


def answers() -> Iterator[dict[str, object]]:
    client = create_app({"TESTING": True}).test_client()
    for path, body in corpus():
        response = client.post(path, json=body)
        yield {"path": path, "body": body, "status": response.status_code,
               "response": response.get_data(as_text=True)}


def main() -> None:
    with gzip.GzipFile(GOLDEN, "wb", mtime=0) as raw:
        for answer in answers():
            raw.write(json.dumps(answer, ensure_ascii=False, sort_keys=True).encode() + b"\n")
    print(f"wrote {GOLDEN}")


if __name__ == "__main__":
    main()
