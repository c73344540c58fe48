"""Render benchmark: one board image against the fastest PNG encode (zlib level 1) of the
same finished image, so that a slower encode counts against the render, not for it.

Splito's final table at 3 and 8 players; Split it!'s board late in a game (every column
drawn, a row in zones) at 2 and 4 players; Splitter's sheets halfway at 1 and 12 players;
Serendipity's board after 150 actions at 6 players.
Targets: render ≤ 3× the level-1 encode of all its images, each image ≤ 150 KB, and the first
render of a table since start-up (after the bot's warm-up) ≤ 3× a warm one. Then the replay of
a long game (a GIF of every turn), against drawing its boards one by one, and its size (≤ 8 MB,
Discord's limit). "warm" is the steady state of a running bot, each render paired with the
encode right after it.
"""

from __future__ import annotations

import io
import random
import statistics
import sys
import time

from PIL import Image

from bench.gate import Verdict
from bot.discordbot.prepare import warm_up
from bot.i18n import ENGLISH
from bot.service.replaylog import LoggedStep
from bot.service.replays import frame_views
from engine import get_game
from engine.ai import choose, play_game
from render import serendipity, splitit, splito, splitter
from render.replay import animate, board_pages


def _splito_final(players: int):
    game = get_game("splito")
    config = game.make_config(players, {"promo42": True})
    return game.view(play_game(game, config, 11, ["greedy"] * players), None)


def _splitit_late(players: int):
    """The public view at the last bet of a greedy game: the busiest board it draws."""
    game = get_game("splitit")
    state = game.new_game(game.make_config(players), 11)
    rng = random.Random(11)
    last_bet = state
    while not game.is_over(state):
        if state.phase == "bet":
            last_bet = state
        seat = min(game.waiting_for(state))
        state = game.apply(state, seat, choose(game, state, seat, "greedy", rng))
    return game.view(last_bet, None)


def _splitter_midgame(players: int):
    """The public view halfway through a game: every sheet half full."""
    game = get_game("splitter")
    config = game.make_config(players, {"pad": "B"})
    state = play_game(game, config, 11, ["random"] * players, stop=lambda s: s.round > 11)
    return game.view(state, None)


def _serendipity_midgame(players: int):
    """The public view after 150 greedy actions: many tiles up, Serendips placed."""
    game = get_game("serendipity")
    config = game.make_config(players)
    state = play_game(game, config, 11, ["greedy"] * players, stop=lambda s: s.step >= 150)
    return game.view(state, None)


CASES = [
    ("Splito final table", 3, _splito_final, splito.render_table),
    ("Splito final table", 8, _splito_final, splito.render_table),
    ("Split it! late board", 2, _splitit_late, splitit.render_board),
    ("Split it! late board", 4, _splitit_late, splitit.render_board),
    ("Splitter sheets", 1, _splitter_midgame, splitter.render_sheets),
    ("Splitter sheets", 12, _splitter_midgame, splitter.render_sheets),
    ("Serendipity board", 6, _serendipity_midgame, serendipity.render_board),
]


def _pairs_ms(subject, baseline, repeats: int = 21) -> tuple[float, float, float]:
    """Medians (ms) of ``subject`` and of ``baseline``, each run right after the other so
    both see the same machine, and the median of the ratios of the pairs."""
    pairs = []
    for _ in range(repeats):
        started = time.perf_counter()
        subject()
        middle = time.perf_counter()
        baseline()
        pairs.append((middle - started, time.perf_counter() - middle))
    return (
        statistics.median(a for a, _ in pairs) * 1e3,
        statistics.median(b for _, b in pairs) * 1e3,
        statistics.median(a / b for a, b in pairs),
    )


def main() -> int:
    verdict = Verdict("render")
    warm_up()  # as the bot does at start-up
    for label, players, make_view, render in CASES:
        view = make_view(players)
        # Names no board has shown yet, as at a new table.
        names = [f"{label.split()[0]} {players}·{i}" for i in range(players)]
        started = time.perf_counter()
        drawn = render(view, names, ENGLISH)  # the first of its kind since start-up
        first = (time.perf_counter() - started) * 1e3
        # A large table may take several images: all are measured against their encode.
        pages = [drawn] if isinstance(drawn, bytes) else drawn
        images = [Image.open(io.BytesIO(page)) for page in pages]
        for image in images:
            image.load()

        def encode(images=images) -> None:  # every page: the floor of the whole render
            for each in images:
                each.save(io.BytesIO(), format="PNG", compress_level=1)

        warm, encode_ms, ratio = _pairs_ms(
            lambda view=view, names=names, render=render: render(view, names, ENGLISH), encode
        )
        case = f"{label}, {players} players"
        sizes = ", ".join(f"{image.width}x{image.height}" for image in images)
        verdict.at_most(
            f"{case}: render ÷ level-1 encode of its {len(pages)} image(s)",
            ratio,
            3,
            f"render {warm:.1f} ms, encode {encode_ms:.1f} ms",
        )
        verdict.at_most(
            f"{case}: largest image (KB)",
            max(len(page) for page in pages) / 1024,
            150,
            f"all {len(pages)} image(s) {sum(len(p) for p in pages) / 1024:.1f} KB; {sizes}",
        )
        fresh = iter(range(10_000))

        def new_table(view=view, players=players, render=render, fresh=fresh) -> None:
            names = [f"New {next(fresh)}·{i}" for i in range(players)]
            render(view, names, ENGLISH)

        first_ms, warm_ms, first_ratio = _pairs_ms(
            new_table, lambda view=view, names=names, render=render: render(view, names, ENGLISH)
        )
        verdict.at_most(
            f"{case}: a new table's board (names never drawn) ÷ a warm one",
            first_ratio,
            3,
            f"{first_ms:.1f} ms against {warm_ms:.1f} ms; the very first since start-up "
            f"{first:.1f} ms ({first / warm:.2f}×)",
        )
    replay(verdict)
    return verdict.finish()


def replay(verdict: Verdict) -> None:
    """The replay of a long game: a greedy 2-player Serendipity (one frame per turn), built
    whole, against rendering its boards one by one as the bot draws them; and its size."""
    game = get_game("serendipity")
    state = game.new_game(game.make_config(2), 11)
    rng = random.Random(11)
    steps = []
    while not game.is_over(state):
        (seat,) = game.to_act(state)
        action = choose(game, state, seat, "greedy", rng)
        made_in = game.round_number(state)
        state = game.apply(state, seat, action)
        steps.append(LoggedStep(len(steps) + 1, seat, action, "ai", made_in, state))
    views = frame_views("serendipity", steps)
    names = ["Player 0", "Player 1"]
    started = time.perf_counter()
    data = animate("serendipity", views, names, ENGLISH)
    built = time.perf_counter() - started
    started = time.perf_counter()
    for view in views:
        board_pages("serendipity", view, names, ENGLISH)
    one_by_one = time.perf_counter() - started
    verdict.at_most(
        "Replay of a long Serendipity game: GIF (MB, Discord's limit)",
        len(data) / 1024 / 1024,
        8,
        f"{len(steps)} steps, {len(views)} frames, built in {built:.2f} s against "
        f"{one_by_one:.2f} s drawing its boards one by one ({built / one_by_one:.2f}×)",
    )


if __name__ == "__main__":
    sys.exit(main())
