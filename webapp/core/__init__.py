"""The core of the webapp, without routes: the service (public input -> engine -> JSON-ready
results), the permalink format, one check, the content files, the OpenAPI document.

Nothing here imports :mod:`webapp.verdicts`, :mod:`webapp.http` or :mod:`webapp.blueprints`.
"""
