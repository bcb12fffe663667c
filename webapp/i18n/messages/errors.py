"""The sentences of the input errors (:mod:`webapp.core.fields`) and of the API's own errors.
"""

from __future__ import annotations

from typing import Any

from flask_babel import lazy_gettext as _l

__all__ = ["API_ERROR_CODES", "MESSAGES"]


#: code -> message(s), most specific first.
MESSAGES: dict[str, tuple[Any, ...]] = {
    # -- input errors (webapp.core.fields) --
    "missing_field": (_l("%(field)s: this is required."),),
    "invalid_field": (_l("%(field)s: expected %(expected)s."),
                      _l("Expected %(expected)s.")),
    "unknown_field": (_l("“%(field)s” is not a field of this question."),),
    "too_long": (_l("%(field)s is too long: at most %(max)s."),),
    "exclusive_fields": (
        _l("%(field)s and %(other)s are two ways of entering the same deal: give only one."),),
    "out_of_range": (_l("%(field)s: expected a whole number from %(min)s to %(max)s."),),
    # -- API errors (webapp.api) --
    "invalid_json": (_l("The request body is not valid JSON."),),
    "invalid_body": (_l("The request body must be a JSON object."),),
    "unsupported_media_type": (_l("Send the request body as JSON (Content-Type: application/json)."),),
    "unknown_language": (
        _l("“%(lang)s” is not a language of this site: use en, pt, vi, th, de-ch or fr."),),
}


#: The codes of the API's own errors, with their params (webapp.api answers with them).
API_ERROR_CODES: dict[str, tuple[str, ...]] = {
    "invalid_json": (), "invalid_body": (), "unsupported_media_type": (),
    "unknown_language": ("lang",),
}
