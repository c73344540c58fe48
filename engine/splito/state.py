"""Splito's data: a table's settings, a pick, the state of a game and what a seat sees of it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

from engine.splito.deck import Deck, default_deck
from engine.splito.seating import hand_positions

Side = Literal["left", "right"]
SIDES: tuple[Side, ...] = ("left", "right")
HAND_SIZE = 13
MIN_PLAYERS, MAX_PLAYERS = 2, 8
PromoStatus = Literal["off", "waiting", "claimed", "removed"]


@dataclass(frozen=True)
class SplitoConfig:
    """A table's settings. The deck is kept whole so that a running game survives a deck edit."""

    players: int
    promo42: bool = False
    deck: Deck = field(default_factory=default_deck)
    deck_file: str | None = None
    #: The state keeps every round's reveals, so that a seat's view can give what its player
    #: remembers (every hand held). Tables stored before it was kept play on without it: their
    #: logs must replay to their snapshots.
    remembers: bool = False

    @property
    def two_player(self) -> bool:
        return self.players == 2

    @property
    def rounds(self) -> int:
        """13 rounds, or 26 with two players (all four hands are played out)."""
        return hand_positions(self.players) * HAND_SIZE // self.players


@dataclass(frozen=True, slots=True)
class Pick:
    """A secret choice: a card from the hand and the zone side it goes to."""

    card: str
    side: Side


@dataclass(frozen=True, slots=True)
class Play:
    """A revealed pick: who played which card into which zone."""

    seat: int
    card: str
    zone: int


@dataclass(frozen=True)
class SplitoState:
    """The whole truth of a game, hidden parts included. Never shown as is: see ``view``."""

    config: SplitoConfig = field(compare=False, repr=False)
    round: int
    hands: tuple[tuple[str, ...], ...]  # by hand position
    zones: tuple[tuple[str, ...], ...]
    commons: tuple[str, str]
    out_of_game: tuple[str, ...]
    promo: PromoStatus
    promo_zone: int | None
    picks: Mapping[int, Pick]
    last_plays: tuple[Play, ...] = ()
    reveals: tuple[tuple[Play, ...], ...] = ()  # every round's plays (``config.remembers``)

    @property
    def over(self) -> bool:
        return self.round > self.config.rounds


@dataclass(frozen=True)
class SplitoView:
    """What one seat (or the public, ``seat is None``) may see of a game."""

    deck: Deck = field(repr=False)
    players: int
    seat: int | None
    round: int
    rounds: int
    zones: tuple[tuple[str, ...], ...]
    commons: tuple[str, str]
    promo: PromoStatus
    promo_zone: int | None
    hand_sizes: tuple[int, ...]  # by hand position: dummies' sizes are public too
    picked: frozenset[int]  # who has chosen this round, never what
    last_plays: tuple[Play, ...]
    over: bool
    hand: tuple[str, ...] | None = None  # the viewer's own hand only
    my_pick: Pick | None = None  # the viewer's own pending pick only
    #: What the viewer remembers, as a player at the table would: the cards of every hand it
    #: held, at the start of each round from the first (the current hand last), and every
    #: round's reveals. Empty at a table that does not keep them (``SplitoConfig.remembers``).
    held: tuple[tuple[str, ...], ...] = ()
    reveals: tuple[tuple[Play, ...], ...] = ()

    @property
    def two_player(self) -> bool:
        return self.players == 2
