"""Who sits where in Splito: zones between neighbours, hand positions, the 2-player dummies.

Seats are numbered clockwise. A seat's left neighbour is the next seat clockwise. Zone s lies
between seat s and seat s+1: seat s's left zone and seat s+1's right zone. In the 2-player variant
the hand positions are A, dummy, B, dummy and each player owns two personal zones.
"""

from __future__ import annotations


def hand_positions(players: int) -> int:
    """How many hands go round the table (the 2-player variant adds two dummies)."""
    return 4 if players == 2 else players


def zone_count(players: int) -> int:
    """How many zones the table has."""
    return 4 if players == 2 else players


def hand_position(players: int, seat: int) -> int:
    """The hand position a seat plays from (A = 0 and B = 2 with two players)."""
    return 2 * seat if players == 2 else seat


def player_zones(players: int, seat: int, *, two_player: bool | None = None) -> tuple[int, int]:
    """The seat's (left zone, right zone)."""
    if two_player if two_player is not None else players == 2:
        return 2 * seat, 2 * seat + 1
    return seat, (seat - 1) % players


def zone_seats(players: int, zone: int) -> tuple[int, ...]:
    """The seats that score a zone: (the seat whose left zone it is, the seat whose right zone
    it is), or the single owner (2 players)."""
    if players == 2:
        return (zone // 2,)
    return zone, (zone + 1) % players
