"""Split it! end scoring, usable on hand-built columns."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

NUMBERS = tuple(range(1, 11))
NUMBER_SET = frozenset(NUMBERS)


@dataclass(frozen=True, slots=True)
class Column:
    """A player's column of one number: its number cards and the jokers placed in it."""

    cards: int
    jokers: int = 0

    @property
    def size(self) -> int:
        return self.cards + self.jokers


@dataclass(frozen=True, slots=True)
class NumberScore:
    """Who scores a number: everyone tied for the most cards in that column (none: nobody)."""

    number: int
    sizes: tuple[int, ...]  # by seat
    winners: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PlayerTotal:
    seat: int
    score: int
    columns: int
    rank: int


@dataclass(frozen=True, slots=True)
class SplitItResult:
    numbers: tuple[NumberScore, ...]
    players: tuple[PlayerTotal, ...]
    winners: tuple[int, ...]
    tiebreak_used: bool
    final: bool


def score_of(columns: Sequence[Mapping[int, Column]], seat: int) -> int:
    """``seat``'s points alone: the numbers whose column it leads or shares the lead of (what
    ``score_columns`` totals for it, without scoring everyone; the AI asks this often)."""
    total = 0
    for number, column in columns[seat].items():
        size = column.size
        leads = all(other[number].size <= size for other in columns if number in other)
        if size > 0 and number in NUMBER_SET and leads:
            total += number
    return total


def score_columns(columns: Sequence[Mapping[int, Column]], *, final: bool = True) -> SplitItResult:
    """Score players' columns: ``columns[seat][number]``. Waiting jokers are not columns."""
    numbers = []
    totals = [0] * len(columns)
    for number in NUMBERS:
        sizes = tuple(c[number].size if number in c else 0 for c in columns)
        best = max(sizes, default=0)
        winners = tuple(s for s, size in enumerate(sizes) if best > 0 and size == best)
        for seat in winners:
            totals[seat] += number
        numbers.append(NumberScore(number, sizes, winners))
    counts = [sum(1 for c in player.values() if c.size > 0) for player in columns]
    players = []
    for seat, total in enumerate(totals):
        better = sum(
            1
            for other, other_total in enumerate(totals)
            if other_total > total or (other_total == total and counts[other] > counts[seat])
        )
        players.append(PlayerTotal(seat, total, counts[seat], better + 1))
    top = [p for p in players if p.score == max(totals, default=0)]
    return SplitItResult(
        numbers=tuple(numbers),
        players=tuple(players),
        winners=tuple(p.seat for p in players if p.rank == 1),
        tiebreak_used=len(top) > 1,
        final=final,
    )
