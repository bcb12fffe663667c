"""The site navigation, as data: one entry per link, in order.

A later blueprint adds its pages by appending a :class:`NavItem` here (or by giving an existing
entry's ``endpoint`` once the page exists). Until an endpoint exists, the link points at
``/<lang>/<fallback>``.
"""

from __future__ import annotations

from dataclasses import dataclass

from flask import current_app, request, url_for
from flask_babel import lazy_gettext as _l
from werkzeug.routing import BuildError

__all__ = ["NavItem", "GAMES", "NAV", "nav_links"]


@dataclass(frozen=True)
class NavItem:
    label: object  # a lazy_gettext string
    endpoint: str
    fallback: str  # path under the locale prefix, used while the endpoint does not exist yet
    game: str  # the key of GAMES this entry is listed under


#: The games, in order: id -> name shown as the heading of its links.
GAMES: dict[str, object] = {
    "belote": _l("Belote"),
    "jass": _l("Jass"),
    "reference": _l("Reference"),
}

#: The pages of each game, in order.
NAV: list[NavItem] = [
    NavItem(_l("Rules"), "rules.belote_play", "belote/rules", "belote"),
    NavItem(_l("Announcements"), "rules.belote_announcements", "belote/announcements", "belote"),
    NavItem(_l("Coinche bidding"), "rules.coinche_bidding", "coinche/bidding", "belote"),
    NavItem(_l("Coinche scoring"), "rules.coinche_scoring", "coinche/scoring", "belote"),
    NavItem(_l("Checker"), "checker.belote", "belote/check", "belote"),
    NavItem(_l("Schieber"), "rules.schieber", "jass/schieber", "jass"),
    NavItem(_l("Weis and Stöck"), "rules.weis", "jass/weis", "jass"),
    NavItem(_l("Checker"), "checker.jass", "jass/check", "jass"),
    NavItem(_l("Glossary"), "rules.glossary", "glossary", "reference"),
    NavItem(_l("Sources"), "rules.sources", "sources", "reference"),
    NavItem(_l("Embed Atout"), "embedding.howto", "embed", "reference"),
]


def nav_links(game: str | None = None) -> list[dict[str, object]]:
    """The navigation for this request (optionally one game's entries): label, href, game, and
    whether it is the current page."""
    from webapp.i18n import current_locale

    out = []
    for item in NAV:
        if game is not None and item.game != game:
            continue
        try:
            href = url_for(item.endpoint) if item.endpoint in current_app.view_functions else None
        except BuildError:
            href = None
        if href is None:
            href = f"/{current_locale().url}/{item.fallback}"
        out.append({
            "label": item.label,
            "href": href,
            "game": item.game,
            "current": request.endpoint == item.endpoint,
        })
    return out
