"""Forged components: any custom_id a client can send, on any of the bot's templates, with any
select values, from a player or a stranger, gets an answer and never an error; a stranger's
changes nothing.

Hypothesis drives one SimCord world (the four games running side by side) through its own event
loop, since its examples cannot be coroutines. ``HYPOTHESIS_PROFILE=fuzz`` runs many more.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Awaitable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from simcord.actors import ChannelHandle, _dispatch_actor_interaction, _visible_message
from simcord.enums import InteractionType
from simcord.env import Env

from bot.discordbot import registry
from bot.discordbot.client import SplitBot
from bot.discordbot.serendipity.labels import LABEL_MODAL
from bot.storage.db import sqlite_url
from tests.discord.conftest import (
    BUTTON,
    STRING_SELECT,
    World,
    click_forged,
    ephemeral_text,
    open_lobby,
    press,
    start_game,
)
from tests.discord.texts import text_of

T = TypeVar("T")
GAMES = {ui.game: ui.command for ui in registry.GAMES}
# Templates whose component is a select (the rest are buttons).
SELECT_KINDS = re.compile(r"^(splitter:\(\?P<kind>row|ser:\(\?P<kind>row|lobby:.*colours)")
NUMBERS = st.integers(0, 10**18).map(str) | st.sampled_from(["0", "1", "2", "3", "99"])


class Failures(logging.Handler):
    """Every error logged while the world runs: a forged click must cause none."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


FAILURES = Failures()


@dataclass
class Forgeries:
    """The running world: each game's table and the message a forged click is sent from."""

    env: Env
    world: World
    tables: dict[str, int]
    places: dict[str, Any]
    patterns: list[re.Pattern[str]]


async def set_up(env: Env) -> Forgeries:
    guild = env.create_guild()
    members = {name: guild.add_member(env.create_user(name)) for name in ("ann", "bob", "cat")}
    tables, places = {}, {}
    for number, (game, command) in enumerate(GAMES.items()):
        channel = guild.create_text_channel(f"games-{number}")
        world = World(env, guild, channel, members)
        places[game] = await start_game(world, ["ann", "bob"], command)
        table = await env.bot.service.find_open(places[game].id)
        assert table is not None, game
        tables[game] = table.id
    store = env.bot._connection._view_store
    patterns = [*store._dynamic_items, LABEL_MODAL]
    return Forgeries(env, world, tables, places, patterns)


def forged_id(data: st.DataObject, forgeries: Forgeries) -> tuple[str, bool]:
    """A custom_id matching one of the bot's templates, its numbers often a real table's and
    its current round; and whether the template is a select's."""
    pattern = data.draw(st.sampled_from(forgeries.patterns), label="template")
    custom_id = data.draw(st.from_regex(pattern, fullmatch=True), label="raw custom_id")
    match = pattern.fullmatch(custom_id)
    assert match is not None
    for group in ("table", "round", "step", "row", "left", "a", "b", "card", "first"):
        if group not in pattern.groupindex or match[group] in (None, "-"):
            continue
        if group == "table":
            value = data.draw(st.sampled_from(sorted(forgeries.tables.values())) | NUMBERS)
        else:
            value = data.draw(NUMBERS)
        start, end = match.span(group)
        custom_id = custom_id[:start] + str(value) + custom_id[end:]
        match = pattern.fullmatch(custom_id)
        if match is None:  # a value the template does not take: keep the raw one
            return data.draw(st.from_regex(pattern, fullmatch=True)), bool(
                SELECT_KINDS.match(pattern.pattern)
            )
    return custom_id, bool(SELECT_KINDS.match(pattern.pattern))


async def versions(forgeries: Forgeries) -> dict[str, int]:
    service = forgeries.env.bot.service
    return {game: (await service.get(t)).version for game, t in forgeries.tables.items()}


async def forge_once(forgeries: Forgeries, data: st.DataObject) -> None:
    env = forgeries.env
    custom_id, is_select = forged_id(data, forgeries)
    who = data.draw(st.sampled_from(["ann", "bob", "cat"]), label="who")
    member = forgeries.world.members[who]
    game = data.draw(st.sampled_from(sorted(GAMES)), label="sent from")
    message = forgeries.places[game].history()[-1]
    stored = _visible_message(member, message)
    kind = data.draw(st.sampled_from([STRING_SELECT, BUTTON]) if is_select else st.just(BUTTON))
    payload: dict[str, Any] = {"custom_id": custom_id, "component_type": kind}
    if kind == STRING_SELECT:
        payload["values"] = data.draw(st.lists(NUMBERS | st.text(max_size=20), max_size=3))
    before = await versions(forgeries)
    errors_before, logged_before = env.error_cursor, len(FAILURES.records)
    if LABEL_MODAL.fullmatch(custom_id):
        typed = data.draw(st.text(max_size=40) | st.sampled_from(["F6", "a1", "K11", "Z9"]))
        result = await submit_forged(member, stored, custom_id, typed)
    else:
        result = await click_forged(member, stored, payload)
    assert env.errors_since(errors_before) == (), custom_id
    logged = [r.getMessage() for r in FAILURES.records[logged_before:]]
    assert logged == [], (custom_id, payload.get("values"), logged)
    assert result.acknowledged, f"no answer to {custom_id!r}"
    if who == "cat":
        assert await versions(forgeries) == before, custom_id


async def submit_forged(member: Any, stored: Any, custom_id: str, typed: str) -> Any:
    """A cell-label modal's answer sent without the modal ever being shown."""
    backend = member._env.backend
    channel = ChannelHandle(member._env, member.guild, backend.get_channel(stored.channel_id))
    field = {"type": 4, "custom_id": "cell", "value": typed}
    return await _dispatch_actor_interaction(
        member,
        InteractionType.MODAL_SUBMIT,
        channel,
        {"custom_id": custom_id, "components": [{"type": 1, "components": [field]}]},
    )


def run_in(loop: asyncio.AbstractEventLoop, env: Env, work: Awaitable[T]) -> T:
    with env.time_context():
        return loop.run_until_complete(work)  # type: ignore[arg-type]


@pytest.mark.no_cover  # many moves; each line it runs, another test traces too
def test_forged_custom_ids_are_answered_and_a_stranger_changes_nothing(tmp_path: Path):
    loop = asyncio.new_event_loop()
    env = Env(SplitBot(sqlite_url(tmp_path / "bot.db"), shard_count=1))
    logging.getLogger().addHandler(FAILURES)
    run_in(loop, env, env.start())
    try:
        forgeries = run_in(loop, env, set_up(env))

        @settings(suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
        @given(data=st.data())
        def forge(data: st.DataObject) -> None:
            run_in(loop, env, forge_once(forgeries, data))

        forge()
    finally:
        logging.getLogger().removeHandler(FAILURES)
        run_in(loop, env, env.shutdown())
        loop.close()
    env._raise_errors_since(0)


async def test_a_lobby_s_button_on_another_lobby_is_refused_and_changes_neither(world: World):
    """Lobby #1's Join written by hand on lobby #2's message: refused in words, before it
    joins anyone or redraws lobby #2 as lobby #1."""
    first = await open_lobby(world, "ann")
    other = world.guild.create_text_channel("other")
    second = (await world.members["cat"].slash(other, "split start")).response
    before = [text_of(m) + str(m.embeds[0].to_dict()) for m in (first, second)]
    refused = await press(world, "bob", second, "lobby:1:join")
    assert (
        ephemeral_text(refused)
        == "That button does not belong to this message: use the game's own."
    )
    table = await world.env.bot.service.get(1)
    assert table.seat_of(world.members["bob"].id) is None
    after = [
        next(m for m in place.history() if m.id == shown.id)
        for place, shown in ((world.channel, first), (other, second))
    ]
    assert [text_of(m) + str(m.embeds[0].to_dict()) for m in after] == before
