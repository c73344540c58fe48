"""What a player waits for once they act: the service with the presenter attached.

Discord is faked in-process (a channel that keeps what it is sent, answering at once), so the
figures are the bot's own work: the act, the board drawn and encoded, the messages recorded.

- act latency with the presenter: p50/p99 of every act of 4-player Splito games, each followed
  by a bare aiosqlite insert + commit (the baseline, interleaved; target p50 ≤ 4×);
- last act → board ready, at the largest table of each game: every act that ends with a new
  board image, against the level-1 encode of that very image, measured right after it
  (target ≤ 3×).
"""

from __future__ import annotations

import asyncio
import io
import random
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from itertools import count
from pathlib import Path
from typing import Any

import aiosqlite
from PIL import Image

from bench.gate import Verdict
from bench.service import _service, details, latency_figures, percentile
from bot.board_processes import DRAWERS
from bot.discordbot.prepare import warm_up
from bot.discordbot.presenter import Presenter
from bot.discordbot.registry import GAMES
from bot.service import Player, TableService
from engine import get_game
from engine.ai import choose

LARGEST: dict[str, tuple[int, dict[str, Any]]] = {
    "splito": (8, {}),
    "splitit": (4, {}),
    "splitter": (12, {"pad": "B"}),
    "serendipity": (6, {}),
}
_ids = count(1_000_000)


@dataclass
class FakeMessage:
    id: int

    async def edit(self, **changes: Any) -> None:
        return None


@dataclass
class FakeChannel:
    """A channel that answers every post and edit at once and keeps the images posted."""

    id: int
    images: list[bytes] = field(default_factory=list)

    async def send(self, **kwargs: Any) -> FakeMessage:
        self._keep(kwargs)
        return FakeMessage(next(_ids))

    def get_partial_message(self, message_id: int) -> Any:
        channel = self

        class Partial:
            async def edit(self, **changes: Any) -> None:
                channel._keep(changes)

        return Partial()

    def _keep(self, kwargs: dict[str, Any]) -> None:
        files = list(kwargs.get("files") or []) + list(kwargs.get("attachments") or [])
        self.images += [f.fp.getvalue() for f in files if hasattr(f, "fp")]


class FakeClient:
    def __init__(self) -> None:
        self.channels: dict[int, FakeChannel] = {}

    def get_channel(self, channel_id: int) -> FakeChannel:
        return self.channels.setdefault(channel_id, FakeChannel(channel_id))


def _attach(service: TableService) -> FakeClient:
    """The presenter on ``service``, as the bot runs it: warmed up as the bot starts, boards
    drawn in the drawing processes."""
    warm_up()
    DRAWERS.start()
    client = FakeClient()
    presenter = Presenter(client, service, {ui.game: ui for ui in GAMES})  # type: ignore[arg-type]
    service.add_listener(presenter.on_events)
    return client


async def _start(
    service: TableService, game: str, players: int, options: dict[str, Any], channel: int
):
    host = Player(channel * 100, "p0")
    table = await service.lobbies.create_lobby(
        game, host, channel_id=channel, options=options, seed=channel
    )
    for i in range(1, players):
        table = await service.lobbies.join(table.id, Player(channel * 100 + i, f"p{i}"))
    table, _ = await service.lobbies.start(table.id, host.user_id)
    return table


def encode_level_1(images: list[bytes]) -> float:
    """Seconds to encode these images again at zlib level 1 (decoded beforehand)."""
    decoded = [Image.open(io.BytesIO(data)) for data in images]
    for image in decoded:
        image.load()
    started = time.perf_counter()
    for image in decoded:
        image.save(io.BytesIO(), format="PNG", compress_level=1)
    return time.perf_counter() - started


async def board_ready(folder: Path, game_name: str) -> dict[str, Any]:
    """A whole game at the game's largest table, random moves through the service."""
    players, options = LARGEST[game_name]
    service = await _service(folder, f"{game_name}.db")
    client = _attach(service)
    game = get_game(game_name)
    table = await _start(service, game_name, players, options, channel=7)
    channel = client.get_channel(7)
    rng = random.Random(7)
    waits: list[float] = []
    encodes: list[float] = []
    while table.status == "running":
        seat = min(game.waiting_for(table.state))
        action = game.action_to_json(choose(game, table.state, seat, "random", rng))
        user = table.seat_at(seat).user_id
        channel.images.clear()
        started = time.perf_counter()
        table, _ = await service.play.act_json(table.id, user, action, round=table.round)
        elapsed = time.perf_counter() - started
        if channel.images:  # this act brought a new board image
            waits.append(elapsed)
            encodes.append(encode_level_1(channel.images))
    await service.close()
    await service.engine.dispose()
    ratios = sorted(w / e for w, e in zip(waits, encodes, strict=True))
    return {
        "players": players,
        "boards": len(waits),
        "ready_p50_ms": statistics.median(waits) * 1e3,
        "encode_p50_ms": statistics.median(encodes) * 1e3,
        "ratio_p50": statistics.median(ratios),
        "ratio_p90": percentile(ratios, 0.9),
    }


async def act_with_presenter(folder: Path) -> dict[str, float]:
    """Acts of 4-player Splito games with the presenter attached, each followed by a bare
    insert + commit (the same baseline as the service-alone figure)."""
    service = await _service(folder, "presented.db")
    _attach(service)
    game = get_game("splito")
    acts: list[float] = []
    bare: list[float] = []
    async with aiosqlite.connect(folder / "bare.db") as db:
        await db.execute("PRAGMA journal_mode=WAL")
        await db.execute("PRAGMA synchronous=NORMAL")
        await db.execute("CREATE TABLE actions (id INTEGER PRIMARY KEY, action TEXT)")
        await db.commit()
        for number in range(12):
            table = await _start(service, "splito", 4, {}, channel=100 + number)
            rng = random.Random(number)
            while table.status == "running":
                seat = min(game.waiting_for(table.state))
                action = game.action_to_json(choose(game, table.state, seat, "random", rng))
                started = time.perf_counter()
                table, _ = await service.play.act_json(
                    table.id, table.seat_at(seat).user_id, action, round=table.round
                )
                acts.append(time.perf_counter() - started)
                started = time.perf_counter()
                await db.execute("INSERT INTO actions (action) VALUES (?)", ('{"card": 1}',))
                await db.commit()
                bare.append(time.perf_counter() - started)
    await service.close()
    await service.engine.dispose()
    return latency_figures(acts, bare)


async def main() -> int:
    verdict = Verdict("presenter")
    with tempfile.TemporaryDirectory() as folder:
        base = Path(folder)
        figures = await act_with_presenter(base)
        verdict.at_most(
            "act p50 with the presenter attached ÷ bare insert+commit",
            figures["p50_ratio"],
            4,
            details(figures, "acts", "act_p50_ms", "bare_p50_ms", "act_p99_ms"),
        )
        for name in LARGEST:
            ready = await board_ready(base, name)
            verdict.at_most(
                f"{get_game(name).title}, {ready['players']} players: last act → board ready "
                "÷ level-1 encode of its images (p50)",
                ready["ratio_p50"],
                3,
                details(ready, "boards", "ready_p50_ms", "encode_p50_ms", "ratio_p90"),
            )
    return verdict.finish()


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
