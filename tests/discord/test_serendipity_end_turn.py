"""Serendipity's rulings 4 in Discord: after moving a Serendip, the turn panel offers **End my
turn** beside the tile to turn; a table under earlier rulings keeps the compulsory turn, and a
forged or stale end click changes nothing."""

from __future__ import annotations

from typing import Any

from engine.serendipity import SERENDIP, Tile
from tests.discord.conftest import buttons, ephemeral_text, press
from tests.discord.test_serendipity_ending import deal_late, started
from tests.discord.test_serendipity_game import live_board, table_of
from tests.discord.texts import text_of
from tests.engine.serendipity_helpers import up

FOUND, BLUE, FIXED = (0, 0), (2, 0), (3, 0)


def moving_a_serendip(monkeypatch: Any) -> None:
    """Ann (to play) finds a Serendip at F6; a face-down blue lies at F8."""
    deal_late(monkeypatch, {FOUND: Tile(SERENDIP), BLUE: Tile("blue"), FIXED: up(SERENDIP)})


async def moved(world: Any, monkeypatch: Any, then: str = "you may turn another, or end your turn"):
    moving_a_serendip(monkeypatch)
    ann = await started(world)
    await ann.open()
    await ann.pick(FOUND)
    assert f"**Move it** (then {then})" in text_of(ann.panel)
    await ann.press(ann.label("move"))
    await ann.pick(BLUE)
    return ann


async def test_after_moving_a_serendip_ann_ends_her_turn(world, monkeypatch):
    ann = await moved(world, monkeypatch)
    panel = text_of(ann.panel)
    assert "✓ You moved the Serendip to F8" in panel
    assert "You moved the Serendip. Turn another face-down tile" in panel
    labels = [b["label"] for b in buttons(ann.panel)]
    assert "End my turn" in labels and "⌨ Type a label" in labels
    board = live_board(ann.place)
    assert "**ann** moved the Serendip: they may turn another tile, or end their turn." in (
        text_of(board)
    )
    before = await table_of(world)
    assert before.state.phase == "moved"
    done = await ann.press("End my turn")
    assert done.acknowledged
    assert "✓ You ended the turn." in text_of(ann.panel)
    assert "Your turn is over." in text_of(ann.panel) and not buttons(ann.panel)
    after = await table_of(world)
    assert (after.state.current, after.state.phase) == (1, "turn")
    assert after.state.tiles == before.state.tiles
    summary = text_of(live_board(ann.place))
    assert "**bob** turns a face-down tile." in summary
    assert "moved the Serendip to F8 (↻0) → ended the turn" in summary


async def test_a_stale_or_forged_end_click_changes_nothing(world, monkeypatch):
    moving_a_serendip(monkeypatch)
    ann = await started(world)
    await ann.open()
    await ann.pick(FOUND)
    # Forged for the step now, while the Serendip waits to be placed: the rules' own refusal.
    forged = await press(world, "ann", ann.panel, "ser:end:1:1:place:0:99:99")
    assert ephemeral_text(forged) == (
        "Keep the Serendip (rotate it, swap two tiles) or move it (then you may turn another)."
    )
    assert (await table_of(world)).round == 1
    await ann.press(ann.label("move"))
    await ann.pick(BLUE)
    end = ann.button("End my turn")
    bob = await press(world, "bob", live_board(ann.place), end)
    assert ephemeral_text(bob) == (
        "That control works only in your own private message (your hand or panel), not here."
    )
    await ann.press("End my turn")
    late = await press(world, "ann", ann.panel, end)
    assert ephemeral_text(late) == "That button is from an earlier step; use the newest message."
    table = await table_of(world)
    assert (table.round, table.state.current) == (3, 1)
    assert len(await world.env.bot.service.core.moves(table.id)) == 3


async def test_a_table_under_rulings_3_turns_on_after_a_move(world, monkeypatch):
    monkeypatch.setattr("engine.serendipity.config.RULES", 3)
    ann = await moved(world, monkeypatch, then="you turn another")
    table = await table_of(world)
    assert table.config.rules == 3 and table.state.phase == "turn"
    assert "End my turn" not in [b["label"] for b in buttons(ann.panel)]
    assert "Turn a face-down tile" in text_of(ann.panel)
