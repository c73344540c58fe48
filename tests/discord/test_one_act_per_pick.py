"""A Splito pick through Discord is one act: the click that plays the card holds its table
once, encodes the action once (for the log), decodes none, and writes the journal once, whether
or not it ends the round (``tests/bot/test_one_act.py``: every game's act at the service)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from bot.storage import journal
from engine import get_game
from tests.counted import CountedLock
from tests.discord.conftest import World, board, custom_ids, own_message, pick, start_game


@pytest.fixture
def counted(world: World, monkeypatch: pytest.MonkeyPatch) -> Iterator[Counter[str]]:
    """Counts of the table's lock, the game's action encodes and decodes, and journal writes,
    once ``watch`` has been called for the table."""
    counts: Counter[str] = Counter()
    game = get_game("splito")
    encode, decode, append = game.action_to_json, game.action_from_json, journal.append

    def encoded(action: Any) -> Any:
        counts["encode"] += 1
        return encode(action)

    def decoded(data: Any) -> Any:
        counts["decode"] += 1
        return decode(data)

    def appended(*args: Any, **kwargs: Any) -> Any:
        counts["journal"] += 1
        return append(*args, **kwargs)

    monkeypatch.setattr(game, "action_to_json", encoded)
    monkeypatch.setattr(game, "action_from_json", decoded)
    monkeypatch.setattr(journal, "append", appended)
    yield counts


def watch(world: World, counts: Counter[str]) -> None:
    """From now on, count the lock of the world's one running table."""
    (live,) = world.env.bot.service.core.live_tables.values()
    live.lock = CountedLock(counts)
    counts.clear()


async def select_card(world: World, name: str, thread: Any) -> Any:
    """``name`` opens their hand and selects its first card; the hand as they see it."""
    member = world.members[name]
    (play,) = custom_ids(board(thread), "splito:play:")
    hand = (await member.click(board(thread), custom_id=play)).response
    world.open_hand[member.id] = hand.id
    await member.click(hand, custom_id=custom_ids(hand, "splito:card:")[0])
    return own_message(thread, member, hand.id)


async def test_a_splito_pick_holds_its_table_once_and_writes_once(world, counted):
    thread = await start_game(world, ["ann", "bob", "cat"])
    hand = await select_card(world, "ann", thread)
    watch(world, counted)
    side = next(c for c in custom_ids(hand, "splito:pick:") if c.endswith("left"))
    await world.members["ann"].click(hand, custom_id=side)
    assert (await world.env.bot.service.get(1)).version == 1  # the pick was accepted
    assert counted == Counter({"lock": 1, "encode": 1, "journal": 1})


async def test_the_pick_that_ends_a_round_is_one_act_too(world, counted):
    thread = await start_game(world, ["ann", "bob", "cat"])
    await pick(world, "ann", thread)
    await pick(world, "bob", thread)
    hand = await select_card(world, "cat", thread)
    watch(world, counted)
    side = next(c for c in custom_ids(hand, "splito:pick:") if c.endswith("right"))
    await world.members["cat"].click(hand, custom_id=side)
    assert (await world.env.bot.service.get(1)).round == 2  # the round resolved
    assert counted["lock"] == 1 and counted["encode"] == 1 and counted["journal"] == 1
    assert counted["decode"] == 0
