"""A verdict as players share it: the link preview's title and description, the copies for a
forum or a chat (BBCode, Markdown, plain text), and the scene the share image draws.

Everything comes from the verdict data (the API results of
:func:`webapp.core.service.result_payload` and the input), in the current locale, through
gettext: :func:`verdict_share` for a checker verdict, :func:`example_share` for a worked
example. The headlines reuse the verdict partials' own sentences
(``templates/verdicts/<kind>.html``), so a preview says what the page says.

No routes here: the image route is ``webapp/blueprints/share.py``; the drawing is
:mod:`webapp.verdicts.image`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from typing import Any

from flask import g, render_template, request, url_for
from flask_babel import get_locale, gettext, lazy_pgettext, pgettext
from markupsafe import Markup

from webapp import i18n
from webapp.core import service
from webapp.core.checks import CHECKERS, check
from webapp.core.content import get_example
from webapp.i18n import (
    RULESET_NAMES,
    SIDE_NAMES,
    VARIANT_NAMES,
    SiteLocale,
    current_locale,
    find_locale,
    in_locale,
    ruleset_name,
    seat_name,
    team_name,
)
from webapp.i18n.catalogs import WORD_JOINER
from webapp.i18n.vocabulary import list_text
from webapp.verdicts.examples import deal_context, example_html

__all__ = [
    "IMAGE_SIZE",
    "OG_LOCALES",
    "TOPICS",
    "Row",
    "Share",
    "Verdict",
    "also_html",
    "also_of",
    "also_query",
    "bbcode",
    "card_label",
    "example_also_html",
    "example_share",
    "example_urls",
    "markdown",
    "plain_text",
    "share_assets",
    "share_head",
    "share_this",
    "topic_of",
    "verdict_share",
    "verdict_urls",
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
    cards carry the seat that played each."""

    label: str
    cards: tuple[str, ...]
    seats: tuple[str, ...] = ()


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
                        tuple(t["seat"] for t in trick)))
    if data.get("hand"):
        hand_seat = data.get("seat")
        label = seat_name(hand_seat) if hand_seat in ("N", "E", "S", "W") else gettext("Hand")
        rows.append(Row(label, tuple(c.code for c in deck.parse_cards(data["hand"]))))
    return tuple(rows)


def _num(value: Any) -> str:
    return str(i18n.localize_param("points", value, "belote"))


def _team_points(team: str, points: Any) -> str:
    return str(pgettext("share title: a team and its points", "%(team)s %(points)s",
                        team=team_name(team), points=_num(points)))


def _outcome(game: str, kind: str, result: Mapping[str, Any], data: Mapping[str, Any]
             ) -> tuple[str, list[str], tuple[str, ...]]:
    """(short outcome, headline sentences, legal cards) of one ruleset's result."""
    if "error" in result:  # this ruleset cannot judge the input (belote.md Q20)
        error = result["error"]
        why = service.reason_text_cached(error["code"], error["details"]["params"], game)
        return pgettext("share title", "cannot judge these points"), [why], ()
    if kind == "announcements":
        team = result.get("scoring_team")
        if team:
            pts = result["points"][team]
            short = _team_points(team, pts)
            lines = [gettext("%(team)s scores %(points)s points of announcements.",
                             team=team_name(team), points=_num(pts))]
        else:
            short = pgettext("share title", "nobody scores")
            lines = [gettext("No team scores announcements.")]
        lines += [gettext("%(seat)s holds the belote: %(points)s points.",
                          seat=seat_name(b["seat"]), points=_num(b["points"]))
                  for b in result.get("belote") or []]
        return short, lines, ()
    if kind == "weis":
        team = result.get("scoring_team")
        factor = result.get("multiplier") or 1
        if team:
            pts = result["points"][team]
            short = _team_points(team, pts * factor)
            if factor != 1:
                lines = [gettext("%(team)s scores %(points)s points of Weis, × %(factor)s = "
                                 "%(total)s.", team=team_name(team), points=_num(pts),
                                 factor=factor, total=_num(pts * factor))]
            else:
                lines = [gettext("%(team)s scores %(points)s points of Weis.",
                                 team=team_name(team), points=_num(pts))]
        else:
            short = pgettext("share title", "nobody scores")
            lines = [gettext("No team scores Weis.")]
        lines += [gettext("%(seat)s holds Stöck: %(points)s points.", seat=seat_name(b["seat"]),
                          points=_num(b["points"])) for b in result.get("stoeck") or []]
        return short, lines, ()
    if kind == "legal":
        legal = tuple(result.get("legal") or ())
        seat = data.get("seat")
        head = (gettext("%(seat)s may play:", seat=seat_name(seat))
                if seat in ("N", "E", "S", "W") else gettext("Legal cards:"))
        cards = ", ".join(card_label(c, game) for c in legal) or gettext("none")
        short = pgettext("share title", "playable cards: %(cards)s", cards=cards)
        return short, [head if legal else f"{head} {cards}", f"{head} {cards}"], legal
    if kind == "trick":
        line = gettext("%(seat)s wins the trick, worth %(points)s points.",
                       seat=seat_name(result["winner"]), points=_num(result["points"]))
        return _team_points_seat(result), [line], ()
    # score
    scores = result.get("scores") or {}
    teams = ", ".join(_team_points(t, scores.get(t, 0)) for t in ("NS", "EW"))
    if game == "belote":
        made = result.get("made")
        if made is True:
            word, line = pgettext("share title", "made"), gettext("The contract is made.")
        elif made is False:
            word, line = pgettext("share title", "falls"), gettext("The contract falls.")
        else:
            word = pgettext("share title", "litige")
            line = gettext("Litige: the takers' %(points)s points are held for the winner of the "
                           "next deal.", points=_num(result.get("held")))
    else:
        word = f"× {result.get('multiplier')}"
        line = gettext("Multiplier: × %(factor)s.", factor=result.get("multiplier"))
        if result.get("matsch"):
            line += " " + gettext("Matsch for %(team)s.", team=team_name(result["matsch"]))
    return f"{word}, {teams}", [line, teams], ()


def _team_points_seat(result: Mapping[str, Any]) -> str:
    return str(pgettext("share title: a seat and its points", "%(seat)s %(points)s",
                        seat=seat_name(result["winner"]), points=_num(result["points"])))


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
    verdicts = tuple(Verdict(tuple(r), list_text([ruleset_name(x) for x in r]), short, tuple(lines),
                             cards, text) for r, short, lines, cards, text in groups)
    parts = [gettext("%(rulesets)s: %(outcome)s", rulesets=v.names, outcome=v.outcome)
             for v in verdicts]
    title = " · ".join(parts)
    if rules:
        title = gettext("%(verdicts)s — %(rules)s", verdicts=title, rules=list_text(rules))
    context = tuple(deal_context(game, kind, data))
    said = [gettext("%(rulesets)s: %(outcome)s", rulesets=v.names, outcome=v.text)
            for v in verdicts]
    description = " ".join([topic + "."] if not topic.endswith(("?", ".")) else [topic])
    description = " ".join([description, *context, *said])
    share = Share(game, kind, str(get_locale() or "en"), topic, title, description, context,
                  _rows(game, kind, data), verdicts, len(verdicts) > 1, tuple(rules),
                  gettext("The rulesets disagree."),
                  (gettext("The rules that differ:") + " " + list_text(rules)) if rules else "")
    plain: Share = _plain(share)
    return plain


def _plain(value: Any) -> Any:
    """``value`` (a Share, a Row, a Verdict, a tuple of them, a string) without the word joiners
    the Thai catalogs carry (:data:`webapp.i18n.catalogs.WORD_JOINER`): they keep a word whole
    where a browser breaks lines; a preview, a copy pasted into a chat and the image (which
    breaks only at spaces) want the plain letters, and a joiner would cut the image's text into
    runs the shaper sees apart."""
    if isinstance(value, str):
        return value.replace(WORD_JOINER, "")
    if isinstance(value, tuple):
        return tuple(_plain(v) for v in value)
    if isinstance(value, (Share, Row, Verdict)):
        return replace(value, **{f.name: _plain(getattr(value, f.name)) for f in fields(value)})
    return value


def verdict_share(game: str, kind: str, data: Mapping[str, Any],
                  results: Mapping[str, Mapping[str, Any]],
                  disagree: Mapping[str, Any] | None = None) -> Share:
    """A checker verdict in the current locale
    (``disagree``: :func:`webapp.verdicts.disagreement`)."""
    rules = [str(x["label"]) for x in (disagree or {}).get("rules", [])]
    return _share(game, kind, data, results, rules)


def example_share(example_id: str, disagree_of: Any = None) -> Share:
    """A worked example in the current locale; ``disagree_of`` is
    :func:`webapp.verdicts.disagreement` (passed in, it lives in the package's ``__init__``)."""
    ex = get_example(example_id)
    results = service.result_payload(
        ex.game, ex.kind,
        service.evaluate(ex.game, ex.kind, ex.input, list(ex.rulesets)))["results"]
    disagree = disagree_of(ex.game, ex.kind, results) if disagree_of else None
    return verdict_share(ex.game, ex.kind, ex.input, results, disagree)


# -- the copies ---------------------------------------------------------------------------------


def plain_text(share: Share, url: str) -> str:
    """The verdict as a few lines a chat holds: topic, scene, cards, each ruleset, the link."""
    lines = [share.topic, *share.context]
    for row in share.rows:
        sep = " " if share.game == "belote" else ", "  # "Rosen K, Eicheln 9"
        cards = sep.join(card_label(c, share.game) for c in row.cards)
        lines.append(f"{row.label}: {cards}")
    for v in share.verdicts:
        lines.append(gettext("%(rulesets)s: %(outcome)s", rulesets=v.names, outcome=v.text))
    if share.rules_text:
        lines.append(share.rules_text)
    lines.append(url)
    return str(_plain("\n".join(lines)))


def bbcode(share: Share, url: str, image_url: str) -> str:
    """For a forum that strips iframes: the picture, linked to the verdict, and its title."""
    return f"[url={url}][img]{image_url}[/img][/url]"


def _md(text: str) -> str:
    out = text
    for ch in "\\[]()*_`<>":
        out = out.replace(ch, "\\" + ch)
    return out


def markdown(share: Share, url: str, image_url: str) -> str:
    return f"[![{_md(share.title)}]({image_url})]({url})"


# -- the page's side: <head> tags and the share controls ----------------------------------------

#: Catalog locale -> og:locale (language_TERRITORY).
OG_LOCALES = {"en": "en_GB", "pt": "pt_PT", "vi": "vi_VN", "th": "th_TH", "de_CH": "de_CH",
              "fr": "fr_FR"}
IMAGE_SIZE = (1200, 630)


def _checker_path(game: str, kind: str) -> tuple[str, str, str]:
    """(endpoint, game segment, page segment) of a checker (``/belote/check/play``)."""
    c = CHECKERS[f"{game}/{kind}"]
    seg_game, page = c.path.strip("/").split("/check/")
    return c.endpoint, seg_game, page


def verdict_urls(game: str, kind: str, query: str, lang: str | None = None) -> tuple[str, str]:
    """(canonical page URL, image URL) of a checker verdict, absolute, in ``lang`` (default the
    page's)."""
    endpoint, seg_game, page = _checker_path(game, kind)
    loc = {"lang_code": lang} if lang else {}
    page_url = url_for(f"checker.{endpoint}", _external=True, **loc) + "?" + query
    image_url = url_for("share.verdict", game=seg_game, page=page, _external=True,
                        **loc) + "?" + query
    return page_url, image_url


def example_urls(example_id: str, lang: str | None = None) -> tuple[str, str]:
    """(page URL, image URL) of a worked example, absolute."""
    loc = {"lang_code": lang} if lang else {}
    return (url_for("embedding.example", example_id=example_id, _external=True, **loc),
            url_for("share.example", example_id=example_id, _external=True, **loc))


def share_head(share: Share, page_url: str, image_url: str) -> Markup:
    """The link-preview tags (Open Graph, Twitter) of a verdict or an example page."""
    og_locale = OG_LOCALES.get(share.locale, share.locale)
    return Markup(render_template("verdicts/_share_head.html", share=share, page_url=page_url,
                                  image_url=image_url, og_locale=og_locale, size=IMAGE_SIZE))


def share_assets() -> Markup:
    """The share controls' stylesheet and script, once per page (the checker pages put them in
    their head: a verdict may arrive later, through the live region)."""
    if g.get("_share_assets_sent"):
        return Markup("")
    g._share_assets_sent = True
    return Markup('<link rel="stylesheet" href="{}"><script defer src="{}"></script>').format(
        url_for("static", filename="css/share.css"), url_for("static", filename="js/share.js"))


def share_this(share: Share, page_url: str, image_url: str) -> Markup:
    """Under a verdict: Copy link, Share (where the browser has it) and "Copy for a forum"
    (BBCode, Markdown, plain text), readable without JS. Empty inside an embed."""
    if request.blueprint == "embed":
        return Markup("")
    return share_assets() + Markup(render_template(
        "verdicts/_share_this.html", share=share, page_url=page_url, image_url=image_url,
        texts=[("bbcode", gettext("BBCode (forums)"), bbcode(share, page_url, image_url)),
               ("markdown", gettext("Markdown (Discord, Reddit, GitHub)"),
                markdown(share, page_url, image_url)),
               ("text", gettext("Plain text (chats)"), plain_text(share, page_url))]))


# -- mixed tables: the verdict in a second language ---------------------------------------------


def also_of(args: Mapping[str, Any]) -> SiteLocale | None:
    """``also=de-ch``: the second language of a verdict (None when absent, unknown, or the
    page's own)."""
    value = args.get("also")
    loc = find_locale(value) if isinstance(value, str) else None
    return loc if loc is not None and loc != current_locale() else None


def also_query(args: Mapping[str, Any]) -> str:
    """``"&also=de-ch"`` for the URLs that keep the second language (permalink, image, embed)."""
    loc = also_of(args)
    return f"&also={loc.url}" if loc else ""


def also_html(game: str, kind: str, args: Mapping[str, Any], disagree_of: Any,
              **context: Any) -> Markup | None:
    """The verdicts of a checker query in the ``also`` language, as a column to show beside the
    page's (``verdicts/_also.html``); None without ``also`` or without a verdict."""
    other = also_of(args)
    if other is None:
        return None
    with in_locale(other):
        r = check(game, kind, args)
        if not r.results:
            return None
        return Markup(render_template(
            "verdicts/_also.html", r=r, other=other, game=game, kind=kind,
            disagree=disagree_of(game, kind, r.results), variant_names=VARIANT_NAMES,
            side_names=SIDE_NAMES, ruleset_names=RULESET_NAMES, **context))


def example_also_html(example_id: str, args: Mapping[str, Any]) -> Markup | None:
    """A worked example in the ``also`` language, as the column beside the page's; None
    without ``also``."""
    other = also_of(args)
    if other is None:
        return None
    with in_locale(other):
        body = example_html(example_id)
    return Markup('<div class="bilingual__col" lang="{}"><p class="bilingual__lang">{}</p>{}'
                  "</div>").format(other.tag, other.name, body)
