"""Every Reason and EngineError created while a Jass test runs must be registered in
``engine.jass.REASON_CODES`` with exactly those parameter names."""

from __future__ import annotations

import pytest

import engine.jass.play as jass_play
from engine.jass import REASON_CODES
from engine.reasons import EngineError, Reason


@pytest.fixture(autouse=True)
def registered_codes_only(monkeypatch):
    seen: list[tuple[str, tuple[str, ...]]] = []
    reason_init = Reason.__init__
    error_init = EngineError.__init__
    fast = jass_play._reason

    def record_reason(self, code, params=None):
        reason_init(self, code, params)
        seen.append((code, tuple(self.params)))

    def record_error(self, **params):
        error_init(self, **params)
        seen.append((self.code, tuple(params)))

    def record_fast(code, params):
        seen.append((code, tuple(params)))
        return fast(code, params)

    monkeypatch.setattr(Reason, "__init__", record_reason)
    monkeypatch.setattr(EngineError, "__init__", record_error)
    monkeypatch.setattr(jass_play, "_reason", record_fast)
    yield seen
    for code, params in seen:
        assert code in REASON_CODES, f"unregistered code {code}"
        assert sorted(params) == sorted(REASON_CODES[code]), \
            f"{code}: {params} != {REASON_CODES[code]}"
