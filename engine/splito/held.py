"""Every hand a Splito seat has held, worked back from the hands now and the reveals.

A seat's view carries it (``SplitoView.held``), and every seat's view is made again after
every move of the table: the hands and reveals are the same objects all round long (a pick
changes only the picks), so the hands held are worked back once for the whole table, for every
position, until the round ends.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from engine.splito.seating import hand_position
from engine.splito.state import Play, SplitoState

Hand = tuple[str, ...]


def held_hands(state: SplitoState, seat: int) -> tuple[Hand, ...]:
    """The cards of every hand ``seat`` has held, at the start of each round from the first
    (the current hand last); just the current hand at a table that keeps no reveals."""
    players = state.config.players
    every = _held_by_position(_Same(state.hands, state.reveals), players)
    return every[hand_position(players, seat)]


class _Same:
    """A state's hands and reveals as a cache's key: equal only to a key of the very same
    objects (the key keeps them, so that no other object takes their identity meanwhile)."""

    __slots__ = ("_hash", "hands", "reveals")

    def __init__(self, hands: Sequence[Hand], reveals: Sequence[Sequence[Play]]) -> None:
        self.hands = hands
        self.reveals = reveals
        self._hash = hash((id(hands), id(reveals)))

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, _Same) and other.hands is self.hands and other.reveals is self.reveals
        )


@functools.lru_cache(maxsize=512)  # a few running tables' rounds; thread-safe
def _held_by_position(key: _Same, players: int) -> tuple[tuple[Hand, ...], ...]:
    """For each hand position, the hands it held at the start of each round, the first first.

    Each round undone gives every hand back the card played from it and moves it one
    position back to the right."""
    hands = [list(hand) for hand in key.hands]
    rounds = [tuple(tuple(hand) for hand in hands)]
    for plays in reversed(key.reveals):
        hands = hands[1:] + hands[:1]  # the hand now at p + 1 was at p
        for play in plays:
            hands[hand_position(players, play.seat)].append(play.card)
        rounds.append(tuple(tuple(hand) for hand in hands))
    rounds.reverse()
    return tuple(tuple(held[position] for held in rounds) for position in range(len(hands)))
