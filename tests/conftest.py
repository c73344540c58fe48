"""Settings for the whole suite: Hypothesis profiles, refusals read in English.

``HYPOTHESIS_PROFILE=fuzz`` runs every property test with many more examples (minutes, not
part of ``make test``); the default profile has no per-example deadline, which a loaded shared
machine would turn into flaky failures.
"""

from __future__ import annotations

import os

from hypothesis import settings

from bot.i18n import ENGLISH
from bot.service.errors import Refusal
from engine import EngineError

settings.register_profile("suite", deadline=None)
settings.register_profile("fuzz", deadline=None, max_examples=2000)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "suite"))


def _in_english(error: EngineError | Refusal) -> str:
    return ENGLISH(error.message)


# The engine and the service say no with a catalog key; a person reads it worded. Tests match
# the English a player would read (``pytest.raises(..., match="not in your hand")``), so the
# key, its arguments and the English catalog are checked together.
EngineError.__str__ = _in_english  # type: ignore[method-assign,assignment]
Refusal.__str__ = _in_english  # type: ignore[method-assign,assignment]
