"""Every Reason and EngineError built while a Belote test runs must be registered in
REASON_CODES with exactly the parameter names (in order) the registry lists, and every ``rule``
parameter must name a field of BeloteRuleset."""

from __future__ import annotations

import pytest

from engine.belote import REASON_CODES, ruleset_rows
from engine.reasons import EngineError, Reason

_RULE_FIELDS = set(ruleset_rows())


@pytest.fixture(autouse=True)
def registered_codes_only(monkeypatch):
    seen: list[tuple[str, tuple[str, ...], object]] = []
    reason_init = Reason.__init__
    error_init = EngineError.__init__

    def recording_reason_init(self, code, params=None):
        reason_init(self, code, params)
        seen.append((code, tuple(self.params), self.params.get("rule")))

    def recording_error_init(self, **params):
        error_init(self, **params)
        seen.append((self.code, tuple(params), params.get("rule")))

    monkeypatch.setattr(Reason, "__init__", recording_reason_init)
    monkeypatch.setattr(EngineError, "__init__", recording_error_init)
    yield seen
    for code, names, rule in seen:
        assert code in REASON_CODES, f"unregistered code {code!r}"
        assert names == REASON_CODES[code], f"{code}: params {names} != {REASON_CODES[code]}"
        if "rule" in names:
            assert rule in _RULE_FIELDS, f"{code}: rule {rule!r} is not a ruleset field"
