"""The content files, read once: worked examples (``content/*_examples.json``), the glossary, the
sources, and the rules pages that show them.

Every example names its game, its kind and its input, and the verdict it expects under each
ruleset it shows. Kinds: Belote ``announcements``, ``legal``, ``score``; Jass ``weis``, ``legal``,
``trick``, ``score`` (the formats of ``content/belote_examples.json`` and
``content/jass_examples.json``). Verdicts are cached: the engines are pure.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from engine import belote as B
from engine import jass as J
from webapp.core import service

__all__ = [
    "CONTENT",
    "EXAMPLE_FILES",
    "PAGES",
    "Example",
    "UnknownExampleError",
    "all_examples",
    "get_example",
    "glossary_data",
    "page_examples",
    "sources_data",
    "switch_sources",
    "switch_topic",
    "verdict",
    "verdict_summary",
]

CONTENT = Path(__file__).resolve().parent.parent.parent / "content"
#: The files holding worked examples, all in the same format. Missing files are skipped.
EXAMPLE_FILES = ("belote_examples.json", "jass_examples.json", "rules_examples.json",
                 "game_examples.json")

RULESETS = {"belote": B.RULESETS, "jass": J.RULESETS}


class UnknownExampleError(KeyError):
    """A page asks for an example id that no content file defines."""


@dataclass(frozen=True)
class Example:
    id: str
    game: str
    kind: str
    input: Mapping[str, Any]
    expected: Mapping[str, Mapping[str, Any]]
    source: str
    file: str

    @property
    def rulesets(self) -> tuple[str, ...]:
        """The rulesets the example shows, in the order of its ``expected`` entry."""
        return tuple(self.expected)


@cache
def all_examples() -> dict[str, Example]:
    """Every example of every content file, by id (ids are unique across files)."""
    out: dict[str, Example] = {}
    for name in EXAMPLE_FILES:
        path = CONTENT / name
        if not path.exists():
            continue
        for e in json.loads(path.read_text(encoding="utf-8"))["examples"]:
            if e["id"] in out:
                raise ValueError(f"example id {e['id']!r} is defined twice ({name})")
            out[e["id"]] = Example(e["id"], e["game"], e["kind"], e["input"], e["expected"],
                                   e.get("source", ""), name)
    return out


def get_example(example_id: str) -> Example:
    try:
        return all_examples()[example_id]
    except KeyError:
        raise UnknownExampleError(example_id) from None


@cache
def verdict(example_id: str, ruleset: str) -> Any:
    """The engine's verdict for one example under one ruleset (an engine verdict object)."""
    ex = get_example(example_id)
    return service.evaluate(ex.game, ex.kind, ex.input, [ruleset])[ruleset]


def verdict_summary(example_id: str, ruleset: str) -> dict[str, Any]:
    """The verdict as the plain values an example's ``expected`` entry may name."""
    v = verdict(example_id, ruleset)
    out = dict(v.as_dict())
    if hasattr(v, "legal"):
        out["legal"] = [c.code for c in v.legal]
    return out


# -- the rules pages and their data -------------------------------------------------------------

#: endpoint of the ``rules`` blueprint -> (path under the locale prefix, template). The rules
#: blueprint, the nav, the embeds (which page shows an example) and the tests read this table.
PAGES: dict[str, tuple[str, str]] = {
    "belote_play": ("/belote/rules", "rules/belote_play.html"),
    "belote_announcements": ("/belote/announcements", "rules/belote_announcements.html"),
    "coinche_bidding": ("/coinche/bidding", "rules/coinche_bidding.html"),
    "coinche_scoring": ("/coinche/scoring", "rules/coinche_scoring.html"),
    "schieber": ("/jass/schieber", "rules/schieber.html"),
    "weis": ("/jass/weis", "rules/weis.html"),
    "glossary": ("/glossary", "rules/glossary.html"),
    "sources": ("/sources", "rules/sources.html"),
}


#: The rules pages' templates (``PAGES``), where ``{{ example("id") }}`` shows a worked example.
TEMPLATES = Path(__file__).resolve().parent.parent / "templates"
_EXAMPLE_CALL = re.compile(r'\{\{\s*example\("([^"]+)"')


@cache
def page_examples() -> dict[str, tuple[str, ...]]:
    """Rules page (endpoint of ``PAGES``) -> the ids of the worked examples it shows, in order,
    read from its template once."""
    return {endpoint: tuple(_EXAMPLE_CALL.findall((TEMPLATES / template).read_text("utf-8")))
            for endpoint, (_, template) in PAGES.items()}


@cache
def glossary_data() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((CONTENT / "glossary.json").read_text(encoding="utf-8"))
    return data


@cache
def sources_data() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((CONTENT / "sources.json").read_text(encoding="utf-8"))
    return data


def switch_topic(game: str, field: str) -> str:
    """The Sources page's topic (its anchor) on which the sources of a rule a table may set
    disagree (content/sources.json ``switches``)."""
    topic: str = sources_data()["switches"][game][field]
    return topic


def switch_sources(game: str, field: str) -> tuple[str, ...]:
    """The sources of a rule a table may set: its topic's (keys of ``sources``)."""
    return tuple(sources_data()["topics"][switch_topic(game, field)])
