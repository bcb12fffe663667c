"""flask-babel's catalog for the locale of now, found once a request and locale.

flask-babel looks the catalog up again on every gettext call, through half a dozen of Flask's
context proxies and a locale formatted as a string: a checker's verdict makes some 130 such calls,
about a fifth of its CPU (bench/fragment_cpu.py). :func:`install` keeps the catalog found on the
request's ``g``, beside the locale it was found for: ``force_locale`` (a verdict in a second
language, an embed in its own) sets another locale object, which finds its own catalog.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from flask import Flask
from flask.globals import _cv_app
from flask_babel import Babel, Domain

__all__ = ["install"]


def _fast(find: Callable[[], Any]) -> Callable[[], Any]:
    """``find`` (the domain's own lookup), memoized on ``g`` per locale object."""
    def translations() -> Any:
        ctx = _cv_app.get(None)
        babel = getattr(ctx.g, "_flask_babel", None) if ctx is not None else None
        locale = getattr(babel, "babel_locale", None)
        if locale is None:  # outside a request, or before the locale was chosen
            return find()
        kept = ctx.g.__dict__.get("_atout_catalog")  # type: ignore[union-attr]
        if kept is not None and kept[0] is locale:
            return kept[1]
        found = find()
        ctx.g._atout_catalog = (locale, found)  # type: ignore[union-attr]
        return found
    return translations


def install(app: Flask, babel: Babel) -> None:
    """The fast lookup for Python's gettext (the domain) and the templates' ``_()``."""
    with app.app_context():
        domain: Domain = babel.domain_instance
    lookup = _fast(domain.get_translations)
    domain.get_translations = lookup
    app.jinja_env.install_gettext_callables(  # type: ignore[attr-defined]
        gettext=lambda s: lookup().ugettext(s),
        ngettext=lambda s, p, n: lookup().ungettext(s, p, n),
        pgettext=lambda c, s: lookup().upgettext(c, s),
        npgettext=lambda c, s, p, n: lookup().unpgettext(c, s, p, n),
        newstyle=True,
    )
