"""What a Splito player remembers of the hands: every hand it held, less what was played from
it since (each reveal says who played what). After as many rounds as there are hands, the
seat knows every hand at the table. The strong AI deals the unseen cards around these; a
player's hand shows what is left of the hand it passed on.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.splito.seating import hand_position, hand_positions
from engine.splito.state import SplitoView


def known_hands(view: SplitoView) -> dict[int, list[str]]:
    """Hand position → its cards now, for every hand the seat has held: what it held less
    what was played from it since (each reveal says who played what)."""
    assert view.seat is not None and view.hand is not None, "a seat's view"
    players = view.players
    positions = hand_positions(players)
    mine = hand_position(players, view.seat)
    rounds_passed = len(view.reveals)
    known: dict[int, list[str]] = {}
    held = view.held or (view.hand,)
    first = rounds_passed - (len(held) - 1)  # a table that keeps no reveals: the hand alone
    for index, hand in enumerate(held):
        at_round = first + index  # reveals[at_round] is the round this hand was held in
        cards = list(hand)
        for later in range(at_round, rounds_passed):
            holder = (mine + later - at_round) % positions
            for play in view.reveals[later]:
                if hand_position(players, play.seat) == holder and play.card in cards:
                    cards.remove(play.card)
        known[(mine + rounds_passed - at_round) % positions] = cards
    known[mine] = list(view.hand)
    return known


@dataclass(frozen=True, slots=True)
class PassedHand:
    """A hand the seat held and passed on: who holds it now (None: a dummy of the 2-player
    variant) and what is left of it, as far as the seat knows."""

    holder: int | None
    cards: tuple[str, ...]


def passed_on(view: SplitoView) -> list[PassedHand]:
    """The hands the seat passed on that it still knows, the one passed last first."""
    assert view.seat is not None, "a seat's view"
    players = view.players
    positions = hand_positions(players)
    seats = {hand_position(players, seat): seat for seat in range(players)}
    known = known_hands(view)
    mine = hand_position(players, view.seat)
    passed = []
    for ahead in range(1, positions):
        position = (mine + ahead) % positions
        if position in known:
            passed.append(PassedHand(seats.get(position), tuple(known[position])))
    return passed
