"""The copies of a verdict for where iframes are stripped: BBCode and Markdown (the picture,
linked to the verdict) and plain text (the verdict as a few lines a chat holds), under "Copy for
a forum" (:func:`webapp.verdicts.share.tags.share_this`)."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby

from flask_babel import gettext

from webapp.i18n import card_name
from webapp.i18n.vocabulary import cards_phrase
from webapp.i18n.vocabulary.labels import after_ruleset
from webapp.verdicts.share.scene import Share, card_label, plain

__all__ = ["bbcode", "markdown", "plain_text"]


def plain_text(share: Share, url: str) -> str:
    """The verdict as a few lines a chat holds: topic, scene, cards, each ruleset, the link."""
    lines = [share.topic, *share.context]
    for row in share.rows:
        # TRANSLATORS: a line of the plain-text copy: a seat (or "On the table") and its cards
        lines.append(gettext("%(seat)s: %(cards)s", seat=row.label,
                             cards=_cards_text(row.cards, share.game)))
    for v in share.verdicts:
        lines.append(after_ruleset(v.names, v.text))
    if share.rules_text:
        lines.append(share.rules_text)
    lines.append(url)
    return str(plain("\n".join(lines)))


def _cards_text(cards: Sequence[str], game: str) -> str:
    """A row's cards in a line of text: ``J♠ Q♠`` for the French deck (suits are characters);
    the Swiss deck's named by suit, as the verdicts name them (``6, 7 und 8 Rosen``... in the
    locale's words: ``Rosen-6, -7 und -8``, ``6, 7 et 8 de Rosen``)."""
    if game == "belote":
        return " ".join(card_label(c, game) for c in cards)
    groups = [list(g) for _suit, g in groupby(cards, key=lambda c: c[-1:])]
    return ", ".join(cards_phrase(g, game) if len(g) > 1 else card_name(g[0], game)
                     for g in groups)


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
