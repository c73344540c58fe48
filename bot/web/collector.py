"""The garbage collector held while a move's frames go out.

A collection of the bot's heap takes a millisecond or more; started in the middle of a move's
pushes it would be the slowest page's whole delay. The pushes allocate little, so the
collector waits until they are out and runs then, as it would have.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

#: How many holds are open (pushes of several tables may overlap at their awaits).
_holders = 0


@contextmanager
def holding_collector() -> Iterator[None]:
    """No automatic collection inside; the collector is back on when the last hold ends, unless
    it was off before the first one (then it stays as it was)."""
    global _holders
    held = _holders > 0 or gc.isenabled()
    if held:
        gc.disable()
        _holders += 1
    try:
        yield
    finally:
        if held:
            _holders -= 1
            if _holders == 0:
                gc.enable()
