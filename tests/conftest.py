"""Settings for the whole suite: Hypothesis profiles.

``HYPOTHESIS_PROFILE=fuzz`` runs every property test with many more examples (minutes, not
part of ``make test``); the default profile has no per-example deadline, which a loaded shared
machine would turn into flaky failures.
"""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("suite", deadline=None)
settings.register_profile("fuzz", deadline=None, max_examples=2000)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "suite"))
