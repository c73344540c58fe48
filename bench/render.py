"""Render benchmark: one table image against the PNG encode of the same finished image.

Targets: render ≤ 1.5× encode, ≤ 150 KB at 8 players. "warm" is the steady state of a running
bot (names and card labels measured before); "cold" is a process's first image of a game.
"""

from __future__ import annotations

import io
import random
import statistics
import time

from PIL import Image

from engine.ai import choose
from engine.splito import GAME
from render import text
from render.splito import render_table


def _final_view(players: int):
    state = GAME.new_game(GAME.make_config(players, {"promo42": True}), 11)
    rng = random.Random(11)
    while not GAME.is_over(state):
        for seat in range(players):
            state = GAME.apply(state, seat, choose(GAME, state, seat, "greedy", rng))
    return GAME.view(state, None)


def _median_ms(action, repeats: int = 15) -> float:
    samples = []
    for _ in range(repeats):
        started = time.perf_counter()
        action()
        samples.append(time.perf_counter() - started)
    return statistics.median(samples) * 1e3


def main() -> None:
    for players in (3, 8):
        view = _final_view(players)
        names = [f"Player {i}" for i in range(players)]
        text.width.cache_clear()
        text.fit.cache_clear()
        started = time.perf_counter()
        data = render_table(view, names)
        cold = (time.perf_counter() - started) * 1e3
        warm = _median_ms(lambda view=view, names=names: render_table(view, names))
        image = Image.open(io.BytesIO(data))
        image.load()

        def encode(image=image) -> None:
            image.save(io.BytesIO(), format="PNG", compress_level=9)

        encode_ms = _median_ms(encode)
        print(
            f"render, {players} players (target ratio ≤ 1.5, ≤ 150 KB): "
            f"render_ms={warm:.1f}, encode_ms={encode_ms:.1f}, ratio={warm / encode_ms:.2f}, "
            f"cold_render_ms={cold:.1f}, cold_ratio={cold / encode_ms:.2f}, "
            f"bytes={len(data)}, size={image.width}x{image.height}",
            flush=True,
        )


if __name__ == "__main__":
    main()
