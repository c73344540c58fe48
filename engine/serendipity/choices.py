"""The choices after a Serendip is turned, listed without being made.

Six rotations times every pair of movable tiles is tens of thousands of actions; a policy
looks at a few of them (a random one, or the few it builds itself). This sequence has the
order and the length of the full list and makes an action only when it is read, so choosing
costs the same whichever index is drawn.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterator, Sequence
from typing import overload

from engine.serendipity.actions import Action, KeepSerendip, MoveSerendip
from engine.serendipity.board import Coord

ROTATIONS = 6


class SerendipChoices(Sequence[Action]):
    """Every ``KeepSerendip`` (by rotation, then by pair of movable tiles in board order),
    then every ``MoveSerendip`` (by target, then by rotation)."""

    def __init__(self, movable: Sequence[Coord], pending: Coord) -> None:
        self._movable = tuple(movable)
        count = len(self._movable)
        # _starts[i]: how many pairs come before the pairs whose first tile is movable[i].
        self._starts = tuple(i * count - i * (i + 1) // 2 for i in range(count))
        self._pairs = count * (count - 1) // 2
        self._targets = tuple(cell for cell in self._movable if cell != pending)
        self._keeps = ROTATIONS * self._pairs
        self._length = self._keeps + ROTATIONS * len(self._targets)

    def __len__(self) -> int:
        return self._length

    @overload
    def __getitem__(self, index: int) -> Action: ...

    @overload
    def __getitem__(self, index: slice) -> list[Action]: ...

    def __getitem__(self, index: int | slice) -> Action | list[Action]:
        if isinstance(index, slice):
            return [self._at(i) for i in range(*index.indices(self._length))]
        if index < 0:
            index += self._length
        if not 0 <= index < self._length:
            raise IndexError("choice index out of range")
        return self._at(index)

    def __iter__(self) -> Iterator[Action]:
        for index in range(self._length):
            yield self._at(index)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Sequence) and not isinstance(other, str):
            return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # compared like a list, so not hashable

    def _at(self, index: int) -> Action:
        if index < self._keeps:
            rotation, pair = divmod(index, self._pairs)
            first = bisect_right(self._starts, pair) - 1
            second = first + 1 + pair - self._starts[first]
            return KeepSerendip(rotation, self._movable[first], self._movable[second])
        target, rotation = divmod(index - self._keeps, ROTATIONS)
        return MoveSerendip(self._targets[target], rotation)
