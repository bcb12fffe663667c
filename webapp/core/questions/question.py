"""The shape of a question: :class:`Question` (one per (game, kind)), its permalink
:class:`Param` and its :class:`Checker` page, and :func:`each`, the usual engine call (one
verdict per ruleset). The rows themselves are in :mod:`webapp.core.questions.belote` and
:mod:`webapp.core.questions.jass`."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any, Literal

from engine.reasons import EngineError
from engine.table import SEATS
from webapp.core.fields import Field, fields_reader

__all__ = ["GAMES", "HAND_PARAMS", "Checker", "Codec", "Param", "Question", "Run", "SheetPage",
           "each"]

GAMES: tuple[str, ...] = ("belote", "jass")
HAND_PARAMS: tuple[str, ...] = tuple(s.lower() for s in SEATS)  # n e s w
#: What a question's ``run`` returns: rulesets -> their verdicts, in order.
Run = Callable[[Sequence[Any]], Sequence[Any]]

#: How a permalink parameter reads and writes its field (:mod:`webapp.core.permalink`):
#: ``text`` as typed; ``number`` a whole number (else kept as typed); ``flag`` a checkbox;
#: ``or_none`` text, empty = null; ``team`` a team or a seat's team (default NS); ``hands`` one
#: parameter per seat; ``trick`` the leader and the cards (the seat to play follows); ``cards``
#: one hand; ``team_points`` a team and its points (one name: fixed ``points``); ``belote`` who
#: holds the belote, or ``side:points,...``.
#: ``cards_won``: the cards each side won (``tc``, ``dc``) and who took the last trick
#: (``last``), read instead of the card points when those are left empty (belote.md Q20).
Codec = Literal["text", "number", "flag", "or_none", "team", "hands", "trick", "cards",
                "team_points", "belote", "cards_won"]


@dataclass(frozen=True)
class Param:
    """One permalink parameter (or a group of them), and the input field it fills."""

    names: tuple[str, ...]    # the query parameters, in permalink order
    path: str                 # the input field ("card_points.taker": a sub-field)
    codec: Codec = "text"
    default: str = ""         # of names[0], shown by a blank form
    coinche_only: bool = False  # read only in Coinche; written unless the deal is classic
    points: int | None = None   # team_points with one name: the points it stands for


@dataclass(frozen=True)
class Checker:
    """A checker page: ``/<lang><path>``, endpoint ``checker.<endpoint>``."""

    game: str
    kind: str
    endpoint: str
    path: str
    title: Any  # lazy strings
    intro: Any

    @property
    def form(self) -> str:
        """The template of its inputs."""
        return f"checker/forms/{self.game}_{self.kind}.html"


@dataclass(frozen=True)
class SheetPage:
    """A score sheet page (a whole game, in its link): ``/<lang><path>``, endpoint
    ``sheet.<endpoint>``; its deals are the ``score`` question's inputs."""

    game: str
    endpoint: str
    path: str
    title: Any  # lazy strings
    intro: Any


@dataclass(frozen=True)
class Question:
    game: str
    kind: str
    fields: tuple[Field, ...]           # the input, in the order it is checked
    run: Callable[[Mapping[str, Any]], Run]   # parsed fields -> the engine call
    topic: Any                          # "Belote announcements" (embed titles)
    summary: str                        # OpenAPI
    result: Mapping[str, Any]           # OpenAPI: the properties of one ruleset's result
    outcome: tuple[str, ...]            # the result keys "the rulesets disagree" compares
    params: tuple[Param, ...] = ()      # the permalink query; () when there is no checker
    checker: Checker | None = None
    sheet: SheetPage | None = None      # a whole game: its score sheet page
    #: OpenAPI: the rules across fields, as JSON Schema (the request's ``allOf``), and the ones
    #: JSON Schema cannot say, in words (the request's ``description``).
    constraints: tuple[Mapping[str, Any], ...] = ()
    notes: str = ""

    @property
    def key(self) -> tuple[str, str]:
        return (self.game, self.kind)

    @cached_property
    def field_names(self) -> frozenset[str]:
        return frozenset(f.name for f in self.fields)

    @cached_property
    def read(self) -> Callable[[Mapping[str, Any]], dict[str, Any]]:
        """Reads an input: its fields checked and parsed (:func:`fields.fields_reader`)."""
        return fields_reader(self.game, self.fields)


def each(verdict: Callable[[Any], Any]) -> Run:
    """One verdict per ruleset; a ruleset that refuses the input gives its error instead
    (belote.md Q20: points that fit one ruleset's deal total and not another's). The service
    raises when every ruleset refuses it alike."""

    def run(rulesets: Sequence[Any]) -> list[Any]:
        out: list[Any] = []
        for rs in rulesets:
            try:
                out.append(verdict(rs))
            except EngineError as e:
                out.append(e)
        return out

    return run
