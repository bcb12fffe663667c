"""Text as a reader sees it, for tests that compare words.

The catalogs put typographic characters in the text that a reader does not notice: a no-break space
(U+00A0) before French ``: ; ! ?`` and inside « », a narrow no-break space (U+202F) between groups of
digits, and a word joiner (U+2060) inside Thai words. ``as_read`` turns the spaces into plain spaces
and drops the joiners, so a test can state the sentence as it reads.

>>> as_read("Champ\\u00a0: 3\\u202f000 ส\\u2060วิส")
'Champ : 3 000 สวิส'
"""

from __future__ import annotations

_READ = str.maketrans({"\u00a0": " ", "\u202f": " ", "\u2060": None})


def as_read(text: str) -> str:
    return text.translate(_READ)
