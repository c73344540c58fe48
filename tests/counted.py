"""Counting what an operation does, for the tests that bound it (one act per pick)."""

from __future__ import annotations

import asyncio
from collections import Counter


class CountedLock(asyncio.Lock):
    """A table's lock that counts in ``counts["lock"]`` how often it is taken."""

    def __init__(self, counts: Counter[str]) -> None:
        super().__init__()
        self.counts = counts

    async def acquire(self) -> bool:
        self.counts["lock"] += 1
        return await super().acquire()
