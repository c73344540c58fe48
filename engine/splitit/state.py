"""Split it!'s data: the cards, the actions, the state of a game and what a seat sees of it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

from engine.protocol import Message, message
from engine.splitit.scoring import Column

JOKER = 0
Phase = Literal["split", "discard", "bet", "jokers", "over"]
ZoneName = Literal["white", "pink", "black"]
THREE_ZONES: tuple[ZoneName, ...] = ("white", "pink", "black")
TWO_ZONES: tuple[ZoneName, ...] = ("white", "black")


def full_deck() -> list[int]:
    """The 70 cards: N copies of N for 1..10, and 15 jokers."""
    return [n for n in range(1, 11) for _ in range(n)] + [JOKER] * 15


@dataclass(frozen=True)
class SplitItConfig:
    players: int
    #: A shorter game (a tutorial's): only this many rows are dealt; None: the whole deck.
    rows: int | None = None

    @property
    def row_size(self) -> int:
        return 9 if self.players == 4 else 7


@dataclass(frozen=True, slots=True)
class Split:
    """The splitter's two cuts: zones are row[:first], row[first:second], row[second:]."""

    first: int
    second: int


@dataclass(frozen=True, slots=True)
class Discard:
    """Two players: the non-splitter discards one of the three zones."""

    zone: str


@dataclass(frozen=True, slots=True)
class Bet:
    zone: str


@dataclass(frozen=True, slots=True)
class PlaceJoker:
    """Put one joker just taken into the column of ``number``."""

    number: int


Action = Split | Discard | Bet | PlaceJoker


@dataclass(frozen=True, slots=True)
class ZoneOutcome:
    """How a zone was settled at a reveal."""

    zone: str
    cards: tuple[int, ...]
    bettors: tuple[int, ...]
    outcome: Literal["discarded", "taken", "stays"]


@dataclass(frozen=True)
class SplitItState:
    config: SplitItConfig = field(compare=False, repr=False)
    round: int
    turn: int  # changes whenever earlier buttons become stale
    splitter: int
    phase: Phase
    deck: tuple[int, ...]  # face down, top first
    row: tuple[int, ...]
    cuts: tuple[int, ...]  # () before the split; (a, b) three zones; (1,) two zones
    discarded_zone: str | None
    in_round: frozenset[int]
    bets: Mapping[int, str]
    columns: tuple[Mapping[int, Column], ...]
    waiting_jokers: tuple[int, ...]
    pending_jokers: tuple[int, ...]
    discard: tuple[int, ...]
    last_reveal: tuple[ZoneOutcome, ...] = ()


@dataclass(frozen=True)
class SplitItView:
    """What a seat (or the public) may see: everything but the deck's order and others' bets."""

    players: int
    seat: int | None
    round: int
    turn: int
    splitter: int
    phase: Phase
    row: tuple[int, ...]
    zones: tuple[tuple[ZoneName, tuple[int, ...]], ...]  # the open ones
    discarded_zone: str | None
    in_round: frozenset[int]
    betted: frozenset[int]
    columns: tuple[Mapping[int, Column], ...]
    waiting_jokers: tuple[int, ...]
    pending_jokers: tuple[int, ...]
    deck_count: int
    discard_count: int
    last_reveal: tuple[ZoneOutcome, ...]
    over: bool
    my_bet: str | None = None
    cuts: tuple[int, ...] = ()


def zones_of(
    row: tuple[int, ...], cuts: tuple[int, ...], discarded: str | None = None
) -> tuple[tuple[ZoneName, tuple[int, ...]], ...]:
    """The open zones (name, cards), left to right."""
    if not cuts:
        return ()
    bounds = (0, *cuts, len(row))
    names = THREE_ZONES if len(cuts) == 2 else TWO_ZONES
    zones = tuple((name, row[bounds[i] : bounds[i + 1]]) for i, name in enumerate(names))
    return tuple(z for z in zones if z[0] != discarded)


def zone_word(zone: str) -> Message:
    """A zone in words: white, pink or black."""
    return message(f"splitit-zone-{zone}")


def describe(action: Action) -> Message:
    """A move as made: ``splits after cards 2 and 5``, ``bets on pink`` (any table's)."""
    match action:
        case Split(first=a, second=b):
            return message("splitit-did-split", a=a, b=b)
        case Discard(zone=zone):
            return message("splitit-did-discard", zone=zone_word(zone))
        case Bet(zone=zone):
            return message("splitit-did-bet", zone=zone_word(zone))
        case PlaceJoker(number=n):
            return message("splitit-did-joker", number=n)
    return message("plain", text=str(action))  # pragma: no cover
