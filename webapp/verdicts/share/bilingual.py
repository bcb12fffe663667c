"""Mixed tables: a verdict in a second language beside the page's (``also=<lang>``), on the
checker page, a worked example, the embed and the picture."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from flask import render_template
from markupsafe import Markup

from webapp.core.checks import check
from webapp.i18n import (
    RULESET_NAMES,
    SIDE_NAMES,
    VARIANT_NAMES,
    SiteLocale,
    current_locale,
    find_locale,
    in_locale,
)
from webapp.verdicts.examples import example_html

__all__ = ["also_html", "also_of", "also_query", "example_also_html"]


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


def example_also_html(example_id: str, args: Mapping[str, Any],
                      tables: Mapping[str, tuple[str, ...]] | None = None) -> Markup | None:
    """A worked example in the ``also`` language (with the page's ``tables``' columns), as the
    column beside the page's; None without ``also``."""
    other = also_of(args)
    if other is None:
        return None
    with in_locale(other):
        body = example_html(example_id, tables)
    return Markup('<div class="bilingual__col" lang="{}"><p class="bilingual__lang">{}</p>{}'
                  "</div>").format(other.tag, other.name, body)
