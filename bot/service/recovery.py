"""Loading running tables back from the database, and checking their logs replay to them.

Start-up only reads snapshots (fast); the replay check, which costs a whole game's worth of
engine work per table, runs before a table's first action and in a sweep after start-up.

Both take each table on its own: a row that cannot be read or a log that does not replay is
reported for that table (which the service then freezes) and never stops the others.
"""

from __future__ import annotations

from collections import defaultdict, deque
from collections.abc import Iterator
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

from bot.i18n import ENGLISH
from bot.service.live import LiveTable, live_from_row, table_info
from bot.service.types import SeatInfo, TableInfo
from bot.storage import AsyncEngine, tables
from bot.storage.db import load_json
from bot.storage.tables import LoggedRow, ShardSet
from engine import EngineError, IllegalAction, get_game
from engine.protocol import Game

#: How much of a damaged value a report quotes.
QUOTE_LIMIT = 120


@dataclass(frozen=True)
class Unloadable:
    """A running table whose row cannot be turned back into a game, and why."""

    table_id: int
    problem: str


async def load_running(
    engine: AsyncEngine, table_id: int | None = None, *, shards: ShardSet | None = None
) -> tuple[list[LiveTable], list[Unloadable]]:
    """Every running table (or just ``table_id`` if it is running; or those the ``shards``
    own), from its snapshot; and the running tables whose row cannot be loaded."""
    table_rows, seat_rows = await tables.running_rows(engine, table_id, shards=shards)
    seats_by_table: dict[int, list[SeatInfo]] = defaultdict(list)
    # Unpacked: reading a row's fields by name costs more than making the seat.
    for table_id_of_seat, position, user_id, name, ai_policy in seat_rows:
        seats_by_table[table_id_of_seat].append(SeatInfo(position, user_id, name, ai_policy))
    loaded, broken = [], []
    decoder = _RowDecoder()
    for row in table_rows:
        try:
            # The row's own fields as they are, its JSON columns decoded beside it: copying
            # each of thousands of rows into a namespace cost a third of the start-up.
            config = decoder.config(row.game, row.config, decoder.shared(row.config))
            state = get_game(row.game).state_from_json(config, decoder.decode(row.snapshot) or {})
            live = live_from_row(
                row,
                seats_by_table[row.id],
                config=config,
                state=state,
                options=decoder.shared(row.options),
            )
            loaded.append(live)
        except Exception as error:  # any damage to one row stays that row's problem
            broken.append(Unloadable(row.id, f"its saved row cannot be loaded: {describe(error)}"))
    return loaded, broken


async def read_table(engine: AsyncEngine, table_id: int) -> TableInfo | None:
    """Any table as stored (None if there is none); a frozen table's damaged JSON reads as
    absent instead of failing."""
    found = await tables.table_row(engine, table_id)
    if found is None:
        return None
    row, seats = found
    decoded = _RowDecoder(lenient=row.status == "frozen").row(row)
    infos = [SeatInfo(s.position, s.user_id, s.name, s.ai_policy) for s in seats]
    return table_info(decoded, infos)


class _RowDecoder:
    """Decodes table rows read with their JSON columns as text (``lenient``: a value that does
    not decode reads as None).

    Tables started alike store the same options and config: each text is decoded once per
    decoder, and each config made once and shared (configs are immutable).
    """

    def __init__(self, *, lenient: bool = False) -> None:
        self._lenient = lenient
        self._texts: dict[str, Any] = {}
        self._configs: dict[tuple[str, str], Any] = {}

    def row(self, row: Any) -> SimpleNamespace:
        """The row with its JSON columns decoded; read the options and config as shared."""
        values = row._asdict()
        values["options"] = self.shared(values["options"])
        values["config"] = self.shared(values["config"])
        values["snapshot"] = self.decode(values["snapshot"])
        return SimpleNamespace(**values)

    def config(self, game: str, text: str | None, data: Any) -> Any:
        """The config ``game`` makes of ``data``, decoded from ``text``."""
        key = (game, text or "")
        config = self._configs.get(key)
        if config is None:
            config = self._configs[key] = get_game(game).config_from_json(data or {})
        return config

    def shared(self, text: str | None) -> Any:
        """A JSON text many rows repeat (options, config), decoded once per decoder."""
        if text is None:
            return None
        try:
            return self._texts[text]
        except KeyError:
            value = self._texts[text] = self.decode(text)
            return value

    def decode(self, text: str | None) -> Any:
        """A JSON text (None stays None)."""
        try:
            return None if text is None else load_json(text)
        except ValueError:
            if not self._lenient:
                raise
            return None


class ReplayError(Exception):
    """A stored log stopped replaying; the message says at which action and why."""


def replay_rows(
    game: Game[Any, Any, Any, Any, Any], config: Any, seed: int, rows: list[LoggedRow]
) -> Iterator[tuple[LoggedRow, Any, int, Any]]:
    """Replay a stored log from the seed, yielding each row, its action, the round it was made
    in and the state after it; raise ReplayError at the first row that does not replay."""
    try:
        state = game.new_game(config, seed)
    except Exception as error:
        raise ReplayError(f"its game cannot be dealt again: {describe(error)}") from None
    for expected, row in enumerate(rows, start=1):
        if row.seq != expected:
            raise ReplayError(f"action #{expected} is missing from the log (next: #{row.seq})")
        try:
            action = game.action_from_json(load_json(row.action))
        except Exception as error:
            raise ReplayError(f"action #{row.seq} cannot be read: {describe(error)}") from None
        round_number = game.round_number(state)
        try:
            state = game.apply(state, row.seat, action)
        except IllegalAction as error:
            raise ReplayError(
                f"action #{row.seq} (seat {row.seat}) is refused by the rules: {error}"
            ) from None
        except Exception as error:
            raise ReplayError(
                f"action #{row.seq} (seat {row.seat}) cannot be replayed: {describe(error)}"
            ) from None
        yield row, action, round_number, state


def replay_problem(live: LiveTable, rows: list[LoggedRow]) -> str | None:
    """What stops ``rows`` from replaying, from the seed, to the table's snapshot; None if they
    replay to it exactly.

    Pure engine work: callers run it in a thread. Every failure is described, none raised.
    """
    game = live.game
    try:
        # Only the last state counts: keep none of the others.
        last = deque(replay_rows(game, live.config, live.seed, rows), maxlen=1)
        state = last[0][3] if last else game.new_game(live.config, live.seed)
    except ReplayError as error:
        return str(error)
    if len(rows) != live.version:
        return f"the log has {len(rows)} actions but the table is at version {live.version}"
    if game.state_to_json(state) != game.state_to_json(live.state):
        return "replaying the log gives another state than the saved one"
    return None


def describe(error: BaseException) -> str:
    """An exception in one short line, for logs and the operator (never a traceback); an
    engine's refusal in English words."""
    said = ENGLISH(error.message) if isinstance(error, EngineError) else str(error)
    text = f"{type(error).__name__}: {said}"
    return text if len(text) <= QUOTE_LIMIT else text[: QUOTE_LIMIT - 1] + "…"
