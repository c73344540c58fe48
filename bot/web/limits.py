"""How often the live table's callers may ask: a token bucket, ``burst`` at once, then
``per_second``, on the event loop's clock."""

from __future__ import annotations

import asyncio


class Bucket:
    """``burst`` requests at once, refilled at ``per_second``; ``take`` says whether one more
    may go now."""

    def __init__(self, burst: int, per_second: float) -> None:
        self.burst = burst
        self.per_second = per_second
        self._tokens = float(burst)
        self._at = asyncio.get_running_loop().time()

    def take(self) -> bool:
        now = asyncio.get_running_loop().time()
        self._tokens = min(self.burst, self._tokens + (now - self._at) * self.per_second)
        self._at = now
        if self._tokens < 1:
            return False
        self._tokens -= 1
        return True
