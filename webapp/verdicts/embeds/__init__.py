"""What can be embedded, and how: the embeddable things (a worked example, a checker verdict), the
snippet a host pastes, the "Embed this" disclosure, the oEmbed payload, and :func:`resolve`, which
finds the embeddable thing at a URL of this site. The frames and ``/oembed`` are the ``embed`` and
``embedding`` blueprints (:mod:`webapp.blueprints.embed`).

The resize protocol (``static/js/embed-frame.js`` in the frame, ``static/embed.js`` on the host):
the host script gives each ``iframe.atout-embed`` a random secret in its URL fragment
(``#secret=<a-z0-9>``); the frame posts ``{type: "atout-embed", version: 1, secret, height}`` to its
parent whenever its height changes; the host accepts a message only from that iframe's window, from
the origin of its ``src``, with its secret, and sets a height clamped to 100..5000 px.

:mod:`.things` what can be embedded (:class:`Embeddable`), :mod:`.resolve` the thing at a URL,
:mod:`.snippet` the snippet, "Embed this" and oEmbed.
"""

from __future__ import annotations

from webapp.verdicts.embeds.resolve import BadRules, resolve
from webapp.verdicts.embeds.snippet import (
    CACHE_AGE,
    FRAMES_BLUEPRINT,
    SANDBOX,
    embed_head,
    embed_this,
    host_script_url,
    locale_of_request,
    oembed_link,
    oembed_payload,
    snippet,
)
from webapp.verdicts.embeds.things import (
    BACKGROUNDS,
    DEFAULT_WIDTH,
    MAX_HEIGHT,
    MIN_HEIGHT,
    SHEET_EMBED_PARAMS,
    THEMES,
    Embeddable,
    bg_of,
    checker_args,
    example_embeddable,
    find_checker,
    sheet_embeddable,
    theme_of,
    verdict_embeddable,
)

__all__ = [
    "BACKGROUNDS",
    "CACHE_AGE",
    "DEFAULT_WIDTH",
    "FRAMES_BLUEPRINT",
    "MAX_HEIGHT",
    "MIN_HEIGHT",
    "SANDBOX",
    "SHEET_EMBED_PARAMS",
    "THEMES",
    "BadRules",
    "Embeddable",
    "bg_of",
    "checker_args",
    "embed_head",
    "embed_this",
    "example_embeddable",
    "find_checker",
    "host_script_url",
    "locale_of_request",
    "oembed_link",
    "oembed_payload",
    "resolve",
    "sheet_embeddable",
    "snippet",
    "theme_of",
    "verdict_embeddable",
]
