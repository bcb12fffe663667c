"""Every rule the code cites is recorded in the repository (docs/README.md: the convention).

An ID such as ``Q8``, ``B7``, a range ``Q3–Q9`` or ``belote.md A2`` / ``jass.md B6`` found in
engine/, webapp/, tests/ or content/ must be a heading of docs/rules/belote.md or
docs/rules/jass.md: the document named before it on the same line, else the game of the file's
path. "seed 000" ... "seed 004" and "seed §5(g)" must be on docs/seeds.md.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
SCANNED = ("engine", "webapp", "tests", "content")
TEXT_SUFFIXES = {".py", ".json", ".html", ".js", ".css", ".md", ".txt", ".toml", ".cfg", ".ini"}
SKIPPED_DIRS = {"__pycache__", ".venv", "node_modules", ".hypothesis", ".pytest_cache"}
UNTRACKED_DIRS = {"artifacts", "build", "dist", "export", "test-results"}  # written by runs
THIS_FILE = Path(__file__).resolve()

DASH = r"(?:-|–|\\u2013)"
#: An ID (letter + number), or a range of two IDs with the same letter.
#: (Not after "%": a percent-encoded byte such as "%A0" in a test URL is not a rule ID.)
ID = re.compile(rf"(?<![\w%-])([ABDQ])(\d{{1,2}})(?:\s*{DASH}\s*\1(\d{{1,2}}))?(?!\w)")
#: The document a citation names: "belote.md", "rules/jass.md", "docs/rules/belote.md".
DOCUMENT = re.compile(r"\b(belote|jass)\.md\b")
SEED = re.compile(rf"\bseeds?\s+(\d{{3}})(?:\s*{DASH}\s*(\d{{3}}))?")
SEED_SECTION = re.compile(r"\bseed\s+§(\d+)(?:\(([a-z])\))?")
#: Path words that tell a file's game (a file of neither game must name the document).
GAME_WORDS = {"belote": ("belote", "coinche"), "jass": ("jass", "schieber", "weis")}

#: References to rules documents outside the repository.
OUTSIDE = re.compile(r"\.\./shared|shared/rules|/work/shared")


@dataclass(frozen=True)
class Citation:
    where: str   # "path:line"
    game: str | None
    ids: tuple[str, ...]
    text: str


def headings(path: Path) -> set[str]:
    """The IDs that head a section of a rules document: ``### B7 — ...`` gives ``B7``."""
    return set(re.findall(r"(?m)^#{2,4}\s+([A-Z]\d{1,2})\b", path.read_text(encoding="utf-8")))


def game_of_path(rel: str) -> str | None:
    found = {game for game, words in GAME_WORDS.items() if any(w in rel.lower() for w in words)}
    return found.pop() if len(found) == 1 else None


def citations(line: str, rel: str, lineno: int = 0) -> list[Citation]:
    """The rule IDs cited on one line of file ``rel``, each with the game it belongs to.

    >>> [(c.game, c.ids) for c in citations("Weis (jass.md B6, B7; Q3–Q5)", "engine/x.py")]
    [('jass', ('B6',)), ('jass', ('B7',)), ('jass', ('Q3', 'Q4', 'Q5'))]
    >>> [(c.game, c.ids) for c in citations("# -- A2: Q1-Q2 --", "tests/engine/belote/t.py")]
    [('belote', ('A2',)), ('belote', ('Q1', 'Q2'))]
    >>> [c.game for c in citations("belote.md A6/Q11, and jass.md D1", "content/x.json")]
    ['belote', 'belote', 'jass']
    """
    found = []
    for m in ID.finditer(line):
        named = DOCUMENT.findall(line[:m.start()])
        game = named[-1] if named else game_of_path(rel)
        letter, first, last = m.group(1), int(m.group(2)), int(m.group(3) or m.group(2))
        ids = tuple(f"{letter}{n}" for n in range(first, last + 1))  # empty if reversed
        found.append(Citation(f"{rel}:{lineno}", game, ids, m.group(0)))
    return found


def scanned_files(dirs=SCANNED):
    for top in dirs:
        for path in sorted((ROOT / top).rglob("*")):
            if (path.is_file() and path.suffix in TEXT_SUFFIXES and path.resolve() != THIS_FILE
                    and not SKIPPED_DIRS & set(path.relative_to(ROOT).parts)):
                yield path


def lines_of(path: Path):
    rel = path.relative_to(ROOT).as_posix()
    for lineno, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        yield rel, lineno, line


def unresolved(cites, known: dict[str, set[str]]) -> list[str]:
    """Each citation that names no game or an ID missing from its game's document.

    >>> known = {"belote": {"A2", "Q1", "Q2"}, "jass": {"B7"}}
    >>> unresolved(citations("belote.md A2, Q1-Q2; jass.md B7", "x.py"), known)
    []
    >>> for problem in unresolved(citations("Q1-Q3 and B7; Q2-Q1", "engine/belote/x.py", 4),
    ...                           known):
    ...     print(problem)
    engine/belote/x.py:4: Q3 (in "Q1-Q3") is not a heading of docs/rules/belote.md
    engine/belote/x.py:4: B7 (in "B7") is not a heading of docs/rules/belote.md
    engine/belote/x.py:4: "Q2-Q1" is an empty range
    >>> unresolved(citations("see Q2", "webapp/x.py", 9), known)
    ['webapp/x.py:9: "Q2" names no game: write belote.md Q2 or jass.md Q2']
    """
    problems = []
    for c in cites:
        if c.game is None:
            problems.append(f'{c.where}: "{c.text}" names no game: write belote.md {c.text} '
                            f"or jass.md {c.text}")
        elif not c.ids:
            problems.append(f'{c.where}: "{c.text}" is an empty range')
        for rule_id in c.ids:
            if c.game is not None and rule_id not in known[c.game]:
                problems.append(f'{c.where}: {rule_id} (in "{c.text}") is not a heading of '
                                f"docs/rules/{c.game}.md")
    return problems


# -- the rules documents ----------------------------------------------------------------------


def test_the_rules_documents_head_every_rule_and_decision():
    belote, jass = headings(DOCS / "rules/belote.md"), headings(DOCS / "rules/jass.md")
    assert {f"A{n}" for n in range(1, 8)} | {f"B{n}" for n in range(1, 11)} \
        | {f"Q{n}" for n in range(1, 22)} == belote
    assert {f"B{n}" for n in range(1, 11)} | {f"Q{n}" for n in range(1, 20)} | {"D1", "D2"} == jass


def test_every_cited_rule_id_is_a_heading_of_its_rules_document():
    known = {g: headings(DOCS / f"rules/{g}.md") for g in GAME_WORDS}
    cites = [c for path in scanned_files() for rel, n, line in lines_of(path)
             for c in citations(line, rel, n)]
    assert len(cites) > 200  # the scan sees the engine's, the tests' and the content's citations
    assert {c.game for c in cites} == {"belote", "jass"}
    assert unresolved(cites, known) == []


def test_a_missing_rule_id_is_reported(tmp_path):
    """The scan fails on what a reader could not find: an ID that no heading carries."""
    known = {g: headings(DOCS / f"rules/{g}.md") for g in GAME_WORDS}
    line = "the seed's order (jass.md B6, Q29) and belote.md Q22"
    assert unresolved(citations(line, "engine/jass/x.py", 3), known) == [
        'engine/jass/x.py:3: Q29 (in "Q29") is not a heading of docs/rules/jass.md',
        'engine/jass/x.py:3: Q22 (in "Q22") is not a heading of docs/rules/belote.md',
    ]


def test_every_cited_seed_is_on_the_seeds_page():
    text = (DOCS / "seeds.md").read_text(encoding="utf-8")
    seeds = set(re.findall(r"(?m)^## Seed (\d{3})$", text))
    sections = {m.group(1): m.group(2) for m in
                re.finditer(r"(?ms)^### §(\d+) [^\n]*\n(.*?)(?=^#)", text + "\n#")}
    assert seeds == {"000", "001", "002", "003", "004"}
    problems, cited = [], 0
    for path in scanned_files():
        for rel, n, line in lines_of(path):
            for m in SEED.finditer(line):
                first, last = int(m.group(1)), int(m.group(2) or m.group(1))
                for seed in (f"{k:03d}" for k in range(first, last + 1)):
                    cited += 1
                    if seed not in seeds:
                        problems.append(f"{rel}:{n}: seed {seed} is not on docs/seeds.md")
            for m in SEED_SECTION.finditer(line):
                cited += 1
                section, letter = m.group(1), m.group(2)
                if section not in sections or (letter and f"({letter})" not in sections[section]):
                    problems.append(f"{rel}:{n}: {m.group(0)} is not on docs/seeds.md")
    assert cited > 10 and problems == []


# -- nothing points outside the repository ----------------------------------------------------


def references_outside(root: Path = ROOT) -> dict[str, list[str]]:
    """Files of the repository (not this one) that mention a path outside it, with the lines."""
    found: dict[str, list[str]] = {}
    for top, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in SKIPPED_DIRS | UNTRACKED_DIRS
                         and not d.endswith(".egg-info") and (not d.startswith(".") or d == ".ci"))
        for name in sorted(files):
            path = Path(top, name)
            if path.resolve() == THIS_FILE or path.suffix in {".mo", ".pyc"}:
                continue
            data = path.read_bytes()
            if b"\0" in data:  # fonts, images
                continue
            rel = path.relative_to(root).as_posix()
            for n, line in enumerate(data.decode("utf-8", "replace").splitlines(), 1):
                if OUTSIDE.search(line):
                    found.setdefault(rel, []).append(f"{n}: {line.strip()}")
    return found


def test_no_reference_to_rules_outside_the_repository():
    assert references_outside() == {}, "cite docs/rules/<game>.md or docs/seeds.md instead"


@pytest.mark.parametrize("line, outside", [
    ("table (``/work/shared/rules/belote.md``, seeds 000-002)", True),
    ("see ../shared/design.md", True),
    ("see docs/rules/belote.md A2", False),
])
def test_a_reference_outside_the_repository_is_found(tmp_path, line, outside):
    (tmp_path / "engine").mkdir()
    (tmp_path / "engine" / "x.py").write_text(f'"""{line}"""\n', encoding="utf-8")
    assert bool(references_outside(tmp_path)) is outside
