"""A verdict as players share it, in the current locale: what its link preview, its copies and its
picture say (:class:`Share`: the title, the description, the rows of cards, each ruleset's
verdict).

Everything comes from the verdict data (the API results of
:func:`webapp.core.service.result_payload` and the input), through gettext:
:func:`verdict_share` for a checker verdict, :func:`example_share` for a worked example. The
short outcomes are the verdict summary's (:func:`webapp.verdicts.summary.short_verdict`) and the
headlines the verdict partials' own sentences (``templates/verdicts/<kind>.html``), so a preview
says what the page says.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from typing import Any

from flask_babel import get_locale, gettext, lazy_pgettext

from webapp import i18n
from webapp.core import service
from webapp.core.checks import CHECKERS
from webapp.core.content import get_example
from webapp.core.spelling import canonical
from webapp.i18n import rulesets_name, seat_name, team_name
from webapp.i18n.catalogs import WORD_JOINER
from webapp.i18n.vocabulary import list_text
from webapp.i18n.vocabulary.labels import after_ruleset
from webapp.verdicts.examples import deal_context
from webapp.verdicts.summary import points_text, short_verdict, team_points

__all__ = [
    "TOPICS",
    "Row",
    "Share",
    "Verdict",
    "card_label",
    "example_share",
    "plain",
    "topic_of",
    "verdict_share",
]

#: game/kind -> what the verdict is about (the embeds' titles say the same).
TOPICS: dict[tuple[str, str], Any] = {
    **{(c.game, c.kind): c.title for c in CHECKERS.values()},
    ("jass", "trick"): lazy_pgettext("embed topic", "Jass trick"),
}
FRENCH_SUITS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


@dataclass(frozen=True)
class Row:
    """A row of cards in the scene: its label (a seat, "On the table") and card codes; a trick's
    cards carry the seat that played each (``seats``: codes, ``seat_names``: in the Share's
    language, as the picture writes them under the cards)."""

    label: str
    cards: tuple[str, ...]
    seats: tuple[str, ...] = ()
    seat_names: tuple[str, ...] = ()


@dataclass(frozen=True)
class Verdict:
    """One ruleset's verdict (or several rulesets that agree): their names, a short outcome (the
    title's "North–South 20"), the headline sentences, and for a legal-cards verdict the cards."""

    rulesets: tuple[str, ...]
    names: str
    outcome: str
    lines: tuple[str, ...]  # as the image shows them (a legal verdict's cards are drawn)
    cards: tuple[str, ...] = ()
    text: str = ""  # the whole verdict in one line of text (cards written out)


@dataclass(frozen=True)
class Share:
    """A verdict in one language: what a preview, a copy and the image say."""

    game: str
    kind: str
    locale: str
    topic: str
    title: str
    description: str
    context: tuple[str, ...]
    rows: tuple[Row, ...]
    verdicts: tuple[Verdict, ...]
    disagree: bool
    rules: tuple[str, ...] = field(default=())  # the rules that differ, named
    disagree_text: str = ""  # "The rulesets disagree."
    rules_text: str = ""  # "The rules that differ: ..."


def topic_of(game: str, kind: str) -> str:
    return str(TOPICS.get((game, kind), kind))


def card_label(code: str, game: str) -> str:
    """A card in a line of text: ``J♠`` (``V♠`` in French) for the French deck, ``Rosen U`` for
    the Swiss one (its suits have no characters)."""
    deck = i18n.deck_of(game)
    try:
        card = deck.card(code)
    except Exception:
        return code
    short = i18n.rank_short(card.rank, deck)
    if deck.name == "french":
        return short + FRENCH_SUITS.get(card.suit, card.suit)
    return f"{i18n.suit_name(card.suit, deck)} {short}"


def card_text(code: str, game: str) -> str:
    """A card in a sentence of text: ``J♠`` for the French deck, the Swiss card by its name
    (``Under de Rosen``, ``Rosen-Under``), as the verdicts write it (not ``Rosen U``)."""
    if i18n.deck_of(game).name == "french":
        return card_label(code, game)
    try:
        return i18n.card_name(code, game)
    except Exception:
        return code


def _rows(game: str, kind: str, data: Mapping[str, Any]) -> tuple[Row, ...]:
    deck = i18n.deck_of(game)
    rows: list[Row] = []
    hands = data.get("hands") or {}
    for seat in ("N", "E", "S", "W"):
        if hands.get(seat):
            rows.append(Row(seat_name(seat), tuple(c.code for c in deck.parse_cards(hands[seat]))))
    trick = data.get("trick") or []
    if trick:
        rows.append(Row(gettext("On the table"),
                        tuple(deck.card(t["card"]).code for t in trick),
                        tuple(t["seat"] for t in trick),
                        tuple(seat_name(t["seat"]) for t in trick)))
    if data.get("hand"):
        hand_seat = data.get("seat")
        label = seat_name(hand_seat) if hand_seat in ("N", "E", "S", "W") else gettext("Hand")
        rows.append(Row(label, tuple(c.code for c in deck.parse_cards(data["hand"]))))
    return tuple(rows)


#: A ruleset that refuses the input (belote.md Q20): the summary's "no verdict, see below" points
#: at the page's section; a preview has none.
CANNOT_JUDGE = lazy_pgettext("share title", "cannot judge these points")


def _headlines(game: str, kind: str, result: Mapping[str, Any], data: Mapping[str, Any]
               ) -> list[str]:
    """The verdict partials' sentences of one ruleset's result; for a legal-cards verdict
    [what the image shows above the cards it draws, the sentence with the cards written]."""
    if kind == "announcements":
        team = result.get("scoring_team")
        lines = ([gettext("%(team)s scores %(points)s points of announcements.",
                          team=team_name(team), points=points_text(result["points"][team]))]
                 if team else [gettext("No team scores announcements.")])
        return lines + [gettext("%(seat)s holds the belote: %(points)s points.",
                                seat=seat_name(b["seat"]), points=points_text(b["points"]))
                        for b in result.get("belote") or []]
    if kind == "weis":
        team = result.get("scoring_team")
        factor = result.get("multiplier") or 1
        both = result.get("points") or {}
        if not team and both.get("NS") and both.get("EW"):  # a table's rule: weis_tie
            lines = [gettext("Both teams score their Weis: %(ns)s and %(ew)s points.",
                             ns=points_text(both["NS"]), ew=points_text(both["EW"]))]
        elif not team:
            lines = [gettext("No team scores Weis.")]
        elif factor != 1:
            pts = result["points"][team]
            lines = [gettext("%(team)s scores %(points)s points of Weis, × %(factor)s = "
                             "%(total)s.", team=team_name(team), points=points_text(pts),
                             factor=factor, total=points_text(pts * factor))]
        else:
            lines = [gettext("%(team)s scores %(points)s points of Weis.",
                             team=team_name(team), points=points_text(result["points"][team]))]
        return lines + [gettext("%(seat)s holds Stöck: %(points)s points.",
                                seat=seat_name(b["seat"]), points=points_text(b["points"]))
                        for b in result.get("stoeck") or []]
    if kind == "legal":
        legal = result.get("legal") or ()
        seat = data.get("seat")
        head = (gettext("%(seat)s may play:", seat=seat_name(seat))
                if seat in ("N", "E", "S", "W") else gettext("Legal cards:"))
        cards = ", ".join(card_text(c, game) for c in legal) or gettext("none")
        said = (gettext("%(seat)s may play %(cards)s.", seat=seat_name(seat), cards=cards)
                if legal and seat in ("N", "E", "S", "W") else f"{head} {cards}")
        return [head if legal else said, said]
    if kind == "trick":
        return [gettext("%(seat)s wins the trick, worth %(points)s points.",
                        seat=seat_name(result["winner"]), points=points_text(result["points"]))]
    # score
    scores = result.get("scores") or {}
    teams = ", ".join(team_points(t, scores.get(t, 0)) for t in ("NS", "EW"))
    if game == "belote":
        made = result.get("made")
        line = (gettext("The contract is made.") if made is True
                else gettext("The contract falls.") if made is False
                else gettext("Litige: the takers' %(points)s points are held for the winner of "
                             "the next deal.", points=points_text(result.get("held"))))
    else:
        line = gettext("Multiplier: × %(factor)s.", factor=result.get("multiplier"))
        if result.get("matsch"):
            line += " " + gettext("Matsch for %(team)s.", team=team_name(result["matsch"]))
    return [line, teams]


def _outcome(game: str, kind: str, result: Mapping[str, Any], data: Mapping[str, Any]
             ) -> tuple[str, list[str], tuple[str, ...]]:
    """(short outcome, headline sentences, legal cards) of one ruleset's result. The short
    outcome is the page summary's own (:func:`webapp.verdicts.summary.short_verdict`, its cards
    written ``J♠``), so a preview's title says what the verdict's summary line says."""
    error = result.get("error")
    if isinstance(error, Mapping):  # this ruleset cannot judge the input (belote.md Q20)
        params = (error.get("details") or {}).get("params") or {}
        return str(CANNOT_JUDGE), [service.reason_text_cached(str(error.get("code")), params,
                                                              game)], ()
    short = short_verdict(game, kind, result, card_text=lambda code: card_text(code, game))
    legal = tuple(result.get("legal") or ()) if kind == "legal" else ()
    return short, _headlines(game, kind, result, data), legal


def _share(game: str, kind: str, data: Mapping[str, Any],
           results: Mapping[str, Mapping[str, Any]], rules: list[str]) -> Share:
    topic = topic_of(game, kind)
    groups: list[tuple[list[str], str, list[str], tuple[str, ...], str]] = []
    for ruleset, result in results.items():
        short, lines, cards = _outcome(game, kind, result, data)
        text = " ".join(lines)
        if kind == "legal":  # [what the image shows, the sentence with the cards written]
            lines, text = lines[:1], lines[1]
        for grp in groups:
            if grp[1] == short and grp[2] == lines and grp[3] == cards:
                grp[0].append(ruleset)
                break
        else:
            groups.append(([ruleset], short, lines, cards, text))
    verdicts = tuple(Verdict(tuple(r), rulesets_name(r), short, tuple(lines),
                             cards, text) for r, short, lines, cards, text in groups)
    parts = [gettext("%(rulesets)s: %(outcome)s", rulesets=v.names, outcome=v.outcome)
             for v in verdicts]
    title = " · ".join(parts)
    if rules:
        title = gettext("%(verdicts)s — %(rules)s", verdicts=title, rules=list_text(rules))
    context = tuple(deal_context(game, kind, data))
    said = [after_ruleset(v.names, v.text) for v in verdicts]
    description = " ".join([topic + "."] if not topic.endswith(("?", ".")) else [topic])
    description = " ".join([description, *context, *said])
    share = Share(game, kind, str(get_locale() or "en"), topic, title, description, context,
                  _rows(game, kind, data), verdicts, len(verdicts) > 1, tuple(rules),
                  gettext("The rulesets disagree."),
                  (gettext("The rules that differ:") + " " + list_text(rules)) if rules else "")
    out: Share = plain(share)
    return out


def plain(value: Any) -> Any:
    """``value`` (a Share, a Row, a Verdict, a tuple of them, a string) without the word joiners
    the Thai catalogs carry (:data:`webapp.i18n.catalogs.WORD_JOINER`): they keep a word whole
    where a browser breaks lines; a preview, a copy pasted into a chat and the image (which
    breaks only at spaces) want the plain letters, and a joiner would cut the image's text into
    runs the shaper sees apart."""
    if isinstance(value, str):
        return value.replace(WORD_JOINER, "")
    if isinstance(value, tuple):
        return tuple(plain(v) for v in value)
    if isinstance(value, (Share, Row, Verdict)):
        return replace(value, **{f.name: plain(getattr(value, f.name)) for f in fields(value)})
    return value


def verdict_share(game: str, kind: str, data: Mapping[str, Any],
                  results: Mapping[str, Mapping[str, Any]],
                  disagree: Mapping[str, Any] | None = None) -> Share:
    """A checker verdict in the current locale
    (``disagree``: :func:`webapp.verdicts.disagreement`). ``data`` is read in its one spelling
    (:func:`webapp.core.spelling.canonical`), so every spelling of a query says the same scene
    (``trump=s`` and ``trump=S``: "Trump: spades")."""
    rules = [str(x["label"]) for x in (disagree or {}).get("rules", [])]
    if f"{game}/{kind}" in CHECKERS:
        data = canonical(game, kind, data)
    return _share(game, kind, data, results, rules)


#: (locale, example id, disagree_of, tables' ids) -> its Share: a pure function of the code, the
#: content files and the catalogs (a deploy restarts the process), shared by the example's page
#: (its preview tags, its copies) and its light and dark pictures. Bounded: cleared when full
#: (every example in every locale fits, with room for tables' ids).
_EXAMPLES: dict[tuple[str, str, Any, tuple[str, ...]], Share] = {}
EXAMPLE_CACHE_SIZE = 1024


def example_share(example_id: str, disagree_of: Any = None,
                  house: tuple[str, ...] = ()) -> Share:
    """A worked example in the current locale; ``disagree_of`` is
    :func:`webapp.verdicts.disagreement` (passed in, it lives in the package's ``__init__``);
    ``house``: tables' own ruleset ids of its game (``rules=h1.…``), judged after its standard
    ones, as the page shows them. Memoized (:data:`_EXAMPLES`)."""
    key = (str(get_locale() or "en"), example_id, disagree_of, tuple(house))
    share = _EXAMPLES.get(key)
    if share is None:
        share = _example_share(example_id, disagree_of, house)
        if len(_EXAMPLES) >= EXAMPLE_CACHE_SIZE:
            _EXAMPLES.clear()
        _EXAMPLES[key] = share
    return share


def _example_share(example_id: str, disagree_of: Any, house: tuple[str, ...]) -> Share:
    ex = get_example(example_id)
    rules = [*ex.rulesets, *(r for r in house if r not in ex.rulesets)]
    results = service.result_payload(
        ex.game, ex.kind, service.evaluate(ex.game, ex.kind, ex.input, rules))["results"]
    disagree = disagree_of(ex.game, ex.kind, results) if disagree_of else None
    return verdict_share(ex.game, ex.kind, ex.input, results, disagree)


