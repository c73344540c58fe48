"""A table's log replayed: each logged step with the state after it, from plain data read from
the database (``ReplaySource``), so that the replaying may run in another process."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.service import errors
from bot.service.recovery import ReplayError, replay_rows
from bot.storage.tables import LoggedRow
from engine import ConfigError, Game, get_game


@dataclass(frozen=True)
class LoggedStep:
    """One step of a replayed log: who did what in which round, and the state after it."""

    seq: int
    seat: int
    action: Any
    source: str
    round: int
    state: Any = field(repr=False)


class LogDoesNotReplay(Exception):
    """A table's log stops replaying: ``steps`` are the ones before the action that fails."""

    def __init__(self, problem: str, steps: list[LoggedStep]) -> None:
        super().__init__(problem)
        self.steps = steps


@dataclass(frozen=True)
class ReplaySource:
    """What a replay is made from, read from the database: plain data, so that the replaying
    may run in another process."""

    game: str
    table_id: int
    config: Any
    seed: int
    rows: list[LoggedRow]
    names: list[str]


def replayed_source(source: ReplaySource) -> list[LoggedStep]:
    """Every step of a stored log replayed from its seed (none before the game started)."""
    if source.config is None:
        return []
    return replayed(game_named(source.game), source.config, source.seed, source.rows)


def replayed(
    game: Game[Any, Any, Any, Any, Any], config: Any, seed: int, rows: list[LoggedRow]
) -> list[LoggedStep]:
    """Every step of a log replayed from the seed (see ``replay_log``)."""
    steps: list[LoggedStep] = []
    try:
        for row, action, round_number, state in replay_rows(game, config, seed, rows):
            steps.append(LoggedStep(row.seq, row.seat, action, row.source, round_number, state))
    except ReplayError as error:
        raise LogDoesNotReplay(str(error), steps) from None
    return steps


def game_named(name: str) -> Game[Any, Any, Any, Any, Any]:
    """The game called ``name``; a refusal for a name no game has."""
    try:
        return get_game(name)
    except ConfigError as error:
        raise errors.BadOptions(error.message) from None
