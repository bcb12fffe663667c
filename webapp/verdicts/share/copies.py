"""The copies of a verdict for where iframes are stripped: BBCode and Markdown (the picture,
linked to the verdict) and plain text (the verdict as a few lines a chat holds), under "Copy for
a forum" (:func:`webapp.verdicts.share.tags.share_this`)."""

from __future__ import annotations

from flask_babel import gettext

from webapp.verdicts.share.scene import Share, card_label, plain

__all__ = ["bbcode", "markdown", "plain_text"]


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
    return str(plain("\n".join(lines)))


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
