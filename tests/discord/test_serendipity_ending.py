"""Serendipity's end through Discord, from a late hand-built deal: the tile that ends the game is
played out in the panel (an own tile left, the last Serendip rotated and kept), and the final
message says which carpet of each colour counted and why."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from engine import get_game
from engine.ai import choose
from engine.serendipity import CELLS, ORDER, SERENDIP, SerendipityState, Tile, label
from engine.serendipity.game import SerendipityGame
from tests.discord.conftest import buttons, open_lobby
from tests.discord.test_serendipity_game import Player, live_board, table_of
from tests.discord.test_splitit_game import selects
from tests.discord.texts import breakdown, text_of
from tests.engine.serendipity_helpers import tiles_with, up

GAME = get_game("serendipity")
SERENDIPS = [c for c in CELLS if c[1] in (-5, -4)]  # rows A and B: 13 cells
REDS = [(q, 2) for q in range(-5, 4)] + [(q, 3) for q in range(-5, -1)]  # one carpet of 13
LAST = (-5, 1)  # next to the red at (-5, 2), through its south-east edge (5)


def deal_late(monkeypatch: Any, placed: dict) -> None:
    """Every new Serendipity game is dealt as ``placed`` (the rest face down), Ann to play."""

    def new_game(self: Any, config: Any, seed: int) -> SerendipityState:
        return SerendipityState(config, tiles_with(placed), 0, "turn")

    monkeypatch.setattr(SerendipityGame, "new_game", new_game)


def deal_near_the_end(monkeypatch: Any, players: int, turns_left: int, seed: int = 3) -> None:
    """Every new Serendipity game of ``players`` starts ``turns_left`` turns before the end of
    a game played from a real deal (random moves: the greedy AI took most of this test's time
    under coverage): a late position that arose in play. Played here, once, not when a table
    starts (which must answer its click in time)."""
    state = GAME.new_game(GAME.make_config(players, None), seed)
    rng, starts = random.Random(seed), []
    while not GAME.is_over(state):
        if state.phase == "turn":
            starts.append(state)
        state = GAME.apply(state, state.current, choose(GAME, state, state.current, "random", rng))
    late = starts[max(0, len(starts) - turns_left)]

    def new_game(self: Any, config: Any, seed: int) -> SerendipityState:
        return replace(late, config=config)  # the table's own colours score the same tiles

    monkeypatch.setattr(SerendipityGame, "new_game", new_game)


async def started(world: Any) -> Player:
    lobby = await open_lobby(world, "ann", "serendipity")
    await world.members["bob"].click(lobby, label="Join")
    await world.members["ann"].click(lobby, label="Start")
    return Player(world, "ann", world.channel.threads[-1])


def final_fields(place: Any) -> dict[str, str]:
    final = place.history()[-1]
    assert text_of(final).startswith("**The game is over.**")
    return {field.name: field.value for field in breakdown(final).fields}


async def test_the_last_own_tile_is_left_up_and_the_final_explains_the_carpets(world, monkeypatch):
    # Twelve reds up: eleven in one carpet, one far away; the 13th joins the larger carpet.
    placed = {c: up(SERENDIP) for c in SERENDIPS} | {c: up("red") for c in REDS[:11]}
    placed[(5, 0)] = up("red")
    placed[REDS[12]] = Tile("red")
    deal_late(monkeypatch, placed)
    ann = await started(world)
    await ann.open()
    await ann.pick(REDS[12])
    panel = text_of(ann.panel)
    assert "**This tile ends the game.**" in panel and "Leave it here" in panel
    cell = label(REDS[12])
    assert [b["label"] for b in buttons(ann.panel)] == [
        f"Leave {cell} here",
        f"Swap {cell} instead",
    ]
    # A second thought: the swap step asks for the tile, and offers the way back.
    await ann.press(f"Swap {cell} instead")
    assert f"Swap your {cell} with which face-down tile?" in text_of(ann.panel)
    assert "Leave it here" not in text_of(ann.panel)
    await ann.press(f"Leave {cell} instead")
    done = await ann.press(f"Leave {cell} here")
    assert "✓ You left" in text_of(ann.panel) and "Game #1 is over" in text_of(ann.panel)
    assert done.acknowledged
    assert (await table_of(world)).status == "finished"
    fields = final_fields(ann.place)
    # Ann owns two colours: the one carpet she scores is marked.
    assert fields["1. ann"].startswith(
        "**12** points\n✓ red: 12 tiles = 12 (the largest of 2 carpets) · counts"
    )
    assert "orange: no carpet · 0" in fields["1. ann"]
    assert live_board(ann.place) is None


@pytest.mark.parametrize(("rotation", "points"), [(0, 15), ((ORDER.index("red") - 5) % 6, 17)])
async def test_the_last_serendip_is_rotated_and_kept_before_the_game_ends(
    world, monkeypatch, rotation, points
):
    placed = {c: up(SERENDIP) for c in SERENDIPS[:12]} | {c: up("red") for c in REDS}
    placed[SERENDIPS[12]] = Tile("blue")
    placed[LAST] = Tile(SERENDIP)
    deal_late(monkeypatch, placed)
    ann = await started(world)
    await ann.open()
    await ann.pick(LAST)
    assert "**This tile ends the game.**" in text_of(ann.panel)
    assert "**Move it** (then the game is over)" in text_of(ann.panel)
    await ann.rotate_to(rotation)
    await ann.press("Keep it here")
    down = [c for c in CELLS if c not in placed]
    await ann.pick(down[0])
    await ann.pick(down[1])
    assert (await table_of(world)).status == "finished"
    fields = final_fields(ann.place)
    edge = " + 1 red edge touching ×2" if points == 17 else ""
    assert fields["1. ann"].startswith(
        f"**{points}** points\n✓ red: 13 tiles + 1 Serendip ×2{edge} = {points} · counts"
    )


async def test_a_two_player_table_of_one_colour_each(world):
    ann, bob = world.members["ann"], world.members["bob"]
    lobby = await open_lobby(world, "ann", "serendipity", colours_with_two=1)
    assert "colours each: 1 with 2 players, 2 with 3, 1 with more" in str(lobby.embeds[0].fields)
    await bob.click(lobby, label="Join")
    (colours,) = [s for s in selects(lobby) if s["custom_id"].endswith(":colours")]
    await ann.select(lobby, ["violet", "blue"], custom_id=colours["custom_id"])
    await ann.click(world.channel.history()[-1], label="Start")
    table = await table_of(world)
    # Ann keeps the first of her picks in rainbow order; Bob gets the first free colour; the
    # four others are nobody's.
    assert table.config.colours == (("blue",), ("red",))
