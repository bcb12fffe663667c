"""The blueprints: views only. Each imports :mod:`webapp.core`, :mod:`webapp.i18n`,
:mod:`webapp.verdicts` and :mod:`webapp.http`, never another blueprint
(``tests/webapp/test_layering.py``)."""
