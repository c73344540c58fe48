"""Lanes: a board a player waits for, drawn while two members' replays of a long game are
drawn, against the same board drawn with nothing else to do (the floor), in alternating blocks
so that both see the same machine. Target: ≤ 3× the floor.

For the record, the same board while the two replays are drawn in the drawing pool itself (as
replays were drawn before they had a lane of their own).

And the same board while four strong AI seats decide at once (a 12-player Splitter round), in
the service's thinking lane (worker processes; target ≤ 3×), and for the record in the engine's
threads, where their decisions would hold the GIL the board waits for.
"""

from __future__ import annotations

import asyncio
import json
import random
import statistics
import sys
import time
from collections.abc import Awaitable, Callable
from typing import Any

from bench.gate import Verdict
from bot.discordbot.replay import draw_replay
from bot.i18n import ENGLISH
from bot.lanes import DRAWING, REPLAYS, Pool, ProcessLane, default_workers
from bot.service.replays import ReplaySource
from bot.storage.tables import LoggedRow
from engine import get_game
from engine.ai import choose, play_game
from render import serendipity

#: The most boards drawn in a block, and the blocks of each kind.
PER_BLOCK = 15
BLOCKS = 2
#: Seconds between two boards asked for while the replays are drawn.
SPACING = 0.4


def long_game() -> ReplaySource:
    """A greedy 2-player Serendipity game as stored: one frame per turn, the longest replay."""
    game = get_game("serendipity")
    config = game.make_config(2)
    state = game.new_game(config, 11)
    rng = random.Random(11)
    rows = []
    while not game.is_over(state):
        (seat,) = game.to_act(state)
        action = choose(game, state, seat, "greedy", rng)
        state = game.apply(state, seat, action)
        rows.append(LoggedRow(len(rows) + 1, seat, json.dumps(game.action_to_json(action)), "ai"))
    return ReplaySource("serendipity", 1, config, 11, rows, ["Player 0", "Player 1"])


def strong_decisions() -> tuple[Any, Any]:
    """Splitter's 12-player table at round 8, where a strong seat's decision is among the
    longest of any game (about 200 ms)."""
    game = get_game("splitter")
    config = game.make_config(12, {"pad": "B"})
    return game, play_game(game, config, 3, ["greedy"] * 12, stop=lambda s: s.round >= 8)


def late_board() -> tuple[Any, list[str]]:
    """Serendipity's public view after 150 actions at 6 players: a board players wait for."""
    game = get_game("serendipity")
    state = play_game(game, game.make_config(6), 11, ["greedy"] * 6, stop=lambda s: s.step >= 150)
    return game.view(state, None), [f"Player {i}" for i in range(6)]


async def board_ms(view: Any, names: list[str]) -> float:
    started = time.perf_counter()
    await DRAWING.run(serendipity.render_board, view, names, ENGLISH)
    return (time.perf_counter() - started) * 1e3


async def loaded_block(
    replays: Callable[[], list[Awaitable[Any]]], view: Any, names: list[str]
) -> list[float]:
    """Boards asked for every ``SPACING`` seconds while the replays are being drawn, as players
    ask at any moment: each counts from when it was asked, however long it then waits."""
    tasks = [asyncio.ensure_future(replay) for replay in replays()]
    asked = []
    while len(asked) < PER_BLOCK and not all(task.done() for task in tasks):
        await asyncio.sleep(SPACING)
        asked.append(asyncio.ensure_future(board_ms(view, names)))
    samples = list(await asyncio.gather(*asked))
    await asyncio.gather(*tasks)
    return samples


async def measure(
    replays: Callable[[], list[Awaitable[Any]]], view: Any, names: list[str], blocks: int
) -> tuple[float, float]:
    """Medians (ms) of the board asked for while the replays are drawn and alone, in
    alternating blocks of as many boards each."""
    alone: list[float] = []
    loaded: list[float] = []
    for _ in range(blocks):
        block = await loaded_block(replays, view, names)
        loaded += block
        alone += [await board_ms(view, names) for _ in block]
    return statistics.median(alone), statistics.median(loaded)


async def main() -> int:
    verdict = Verdict("lanes")
    source, (view, names) = long_game(), late_board()
    await REPLAYS.run(len, "warm")  # the lane's process is started, as in a running bot
    for _ in range(3):
        await board_ms(view, names)  # fonts and caches warm, as in a running bot
    started = time.perf_counter()
    await REPLAYS.run(draw_replay, source, source.names, "en")
    one_replay = time.perf_counter() - started

    def in_the_lane() -> list[Awaitable[Any]]:
        return [REPLAYS.run(draw_replay, source, source.names, "en") for _ in range(2)]

    alone, loaded = await measure(in_the_lane, view, names, BLOCKS)
    verdict.at_most(
        "a board while two replays are drawn in their lane, ÷ the board alone",
        loaded / alone,
        3,
        f"board alone {alone:.0f} ms, meanwhile {loaded:.0f} ms; one replay "
        f"{one_replay:.1f} s ({len(source.rows)} turns)",
    )

    def in_the_drawing_pool() -> list[Awaitable[Any]]:
        return [DRAWING.run(draw_replay, source, source.names, "en") for _ in range(2)]

    before_alone, before_loaded = await measure(in_the_drawing_pool, view, names, 1)
    verdict.note(
        "the same with the replays in the drawing pool (before the lane)",
        f"{before_loaded / before_alone:.1f}× (board alone {before_alone:.0f} ms, meanwhile "
        f"{before_loaded:.0f} ms)",
    )
    REPLAYS.close()

    game, table = strong_decisions()
    thinking = ProcessLane("think", workers=default_workers(), preload=["engine"])
    threads = Pool("engine")
    await thinking.run(len, "warm")

    def deciding(lane: ProcessLane | Pool) -> Callable[[], list[Awaitable[Any]]]:
        def decisions() -> list[Awaitable[Any]]:
            return [
                lane.run(choose, game, table, seat, "strong", random.Random(seat))
                for seat in range(4)
                for _ in range(3)  # three rounds of four strong seats
            ]

        return decisions

    alone, loaded = await measure(deciding(thinking), view, names, BLOCKS)
    verdict.at_most(
        "a board while four strong AI seats decide, in their process lane, ÷ the board alone",
        loaded / alone,
        3,
        f"board alone {alone:.0f} ms, meanwhile {loaded:.0f} ms",
    )
    before_alone, before_loaded = await measure(deciding(threads), view, names, 1)
    verdict.note(
        "the same with the decisions in the engine's threads",
        f"{before_loaded / before_alone:.1f}× (board alone {before_alone:.0f} ms, meanwhile "
        f"{before_loaded:.0f} ms)",
    )
    thinking.close()
    threads.close()
    DRAWING.close()
    return verdict.finish()


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
