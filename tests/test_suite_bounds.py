"""The suite's own guard: a test that hangs fails at a bound instead of holding the run."""

from __future__ import annotations

import pytest


def test_every_test_is_bounded_in_time(request: pytest.FixtureRequest) -> None:
    config = request.config
    assert config.pluginmanager.hasplugin("timeout"), "pytest-timeout is not installed"
    assert float(config.getini("timeout")) == 300
