"""The site navigation, as data: one entry per link, in order.

A new page gets its link by adding a :class:`NavItem` here (its endpoint must exist).
"""

from __future__ import annotations

from dataclasses import dataclass

from flask import request, url_for
from flask_babel import lazy_gettext as _l

__all__ = ["GAMES", "NAV", "NavItem", "nav_links"]


@dataclass(frozen=True)
class NavItem:
    label: object  # a lazy_gettext string
    endpoint: str
    game: str  # the key of GAMES this entry is listed under


#: The games, in order: id -> name shown as the heading of its links.
GAMES: dict[str, object] = {
    "belote": _l("Belote"),
    "jass": _l("Jass"),
    "reference": _l("Reference"),
}

#: The pages of each game, in order.
NAV: list[NavItem] = [
    NavItem(_l("Rules"), "rules.belote_play", "belote"),
    NavItem(_l("Announcements"), "rules.belote_announcements", "belote"),
    NavItem(_l("Coinche bidding"), "rules.coinche_bidding", "belote"),
    NavItem(_l("Coinche scoring"), "rules.coinche_scoring", "belote"),
    NavItem(_l("Checker"), "checker.belote", "belote"),
    NavItem(_l("Your table's rules"), "house.belote", "belote"),
    NavItem(_l("Schieber"), "rules.schieber", "jass"),
    NavItem(_l("Weis and Stöck"), "rules.weis", "jass"),
    NavItem(_l("Checker"), "checker.jass", "jass"),
    NavItem(_l("Your table's rules"), "house.jass", "jass"),
    NavItem(_l("Glossary"), "rules.glossary", "reference"),
    NavItem(_l("Sources"), "rules.sources", "reference"),
    NavItem(_l("Embed Atout"), "embedding.howto", "reference"),
]


def nav_links(game: str | None = None) -> list[dict[str, object]]:
    """The navigation for this request (optionally one game's entries): label, href, game, and
    whether it is the current page."""
    out = []
    for item in NAV:
        if game is not None and item.game != game:
            continue
        out.append({
            "label": item.label,
            "href": url_for(item.endpoint),
            "game": item.game,
            "current": request.endpoint == item.endpoint,
        })
    return out
