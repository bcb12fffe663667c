"""Sharing a verdict where players talk: what its link preview, its copies and its picture say.

- :mod:`.scene`: a verdict in one language as a :class:`Share` (title, description, rows of
  cards, each ruleset's verdict), from the API results and the input;
- :mod:`.copies`: BBCode, Markdown and plain text for a forum or a chat;
- :mod:`.tags`: the page's preview tags, the canonical page and picture URLs, the share
  controls under a verdict;
- :mod:`.bilingual`: the verdict in a second language beside the page's (``also=<lang>``).

No routes here: the image route is ``webapp/blueprints/share.py``; the drawing is
:mod:`webapp.verdicts.image`.
"""

from __future__ import annotations

from webapp.verdicts.share.bilingual import also_html, also_of, also_query, example_also_html
from webapp.verdicts.share.copies import bbcode, markdown, plain_text
from webapp.verdicts.share.scene import (
    TOPICS,
    Row,
    Share,
    Verdict,
    card_label,
    example_share,
    topic_of,
    verdict_share,
)
from webapp.verdicts.share.tags import (
    IMAGE_SIZE,
    OG_LOCALES,
    example_query,
    example_urls,
    share_assets,
    share_head,
    share_this,
    verdict_urls,
)

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
    "example_query",
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
