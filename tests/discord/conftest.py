"""SimCord fixtures: the real bot against a simulated Discord, on a SQLite file per test."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest
from simcord.actors import ChannelHandle, _dispatch_actor_interaction, _visible_message
from simcord.backend import serializers
from simcord.enums import InteractionType

from bot.discordbot.client import SplitBot
from bot.storage.db import sqlite_url

BUTTON, STRING_SELECT = 2, 3


@pytest.fixture
def simcord_bot(tmp_path):
    return SplitBot(sqlite_url(tmp_path / "bot.db"))


@dataclass
class World:
    env: Any
    guild: Any
    channel: Any
    members: dict[str, Any]
    # Ids of the hand messages each member was shown (their own Play responses).
    hands_shown: dict[int, set[int]] = field(default_factory=dict)


@pytest.fixture
def world(simcord_env) -> World:
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    members = {
        name: guild.add_member(simcord_env.create_user(name)) for name in ("ann", "bob", "cat")
    }
    return World(simcord_env, guild, channel, members)


def buttons(message: Any) -> list[dict[str, Any]]:
    """Every button of a message (a discord.Message or a SimCord response), in order."""
    rows = message.components
    flat = []
    for row in rows:
        children = row.get("components", []) if isinstance(row, dict) else row.children
        for child in children:
            flat.append(child if isinstance(child, dict) else child.to_dict())
    return [b for b in flat if b.get("type") == 2]


def custom_ids(message: Any, prefix: str) -> list[str]:
    return [b["custom_id"] for b in buttons(message) if b.get("custom_id", "").startswith(prefix)]


async def open_lobby(
    world: World, host: str = "ann", command: str = "splito", **options: Any
) -> Any:
    """``/<command> start`` by ``host``; returns the public lobby message."""
    result = await world.members[host].slash(world.channel, f"{command} start", **options)
    assert result.response is not None and not result.ephemeral, result
    return result.response


async def start_game(
    world: World, players: list[str], command: str = "splito", **options: Any
) -> Any:
    """Lobby, joins, Start; returns the game's thread (or channel)."""
    lobby = await open_lobby(world, players[0], command, **options)
    for name in players[1:]:
        await world.members[name].click(lobby, label="Join")
    await world.members[players[0]].click(lobby, label="Start")
    threads = world.channel.threads
    return threads[-1] if threads else world.channel


def board(place: Any) -> Any:
    """The newest message of the game's thread that carries a Play button."""
    for message in reversed(place.history()):
        if any(b.get("label") == "Play" for b in buttons(message)):
            return message
    return None


async def pick(world: World, name: str, place: Any, card: int = 0, side: str = "left") -> Any:
    """``name`` presses Play, a card, a side and Confirm, as a person would."""
    member = world.members[name]
    shown = await member.click(board(place), label="Play")
    assert shown.ephemeral, shown
    hand = shown.response
    world.hands_shown.setdefault(member.id, set()).add(hand.id)
    cards = custom_ids(hand, "splito:card:")
    await member.click(hand, custom_id=cards[min(card, len(cards) - 1)])
    chosen_side = next(c for c in custom_ids(hand, "splito:side:") if c.endswith(side))
    await member.click(hand, custom_id=chosen_side)
    (confirm,) = custom_ids(hand, "splito:pick:")
    return await member.click(hand, custom_id=confirm)


async def click_forged(member: Any, stored: Any, data: dict[str, Any]) -> Any:
    """Send ``data`` as a click on ``stored`` whose components were replaced by the forged
    one: the most a modified client could make the bot receive."""
    backend = member._env.backend
    message = dict(serializers.message_payload(backend, stored))
    component: dict[str, Any] = {"type": data["component_type"], "custom_id": data["custom_id"]}
    if data["component_type"] == STRING_SELECT:
        values = data.get("values") or ["0"]
        component["options"] = [{"label": v or "?", "value": v} for v in dict.fromkeys(values)]
    else:
        component.update(style=1, label="forged")
    message["components"] = [{"type": 1, "components": [component]}]
    channel = ChannelHandle(member._env, member.guild, backend.get_channel(stored.channel_id))
    return await _dispatch_actor_interaction(
        member,
        InteractionType.MESSAGE_COMPONENT,
        channel,
        data,
        extra={"message": message},
        source_message_id=stored.id,
    )


async def press(world: World, name: str, on: Any, custom_id: str, values: Any = None) -> Any:
    """``name`` presses a component with this custom_id on the message ``on`` (or the newest
    message of the channel ``on``), whether or not that message shows it: a button kept from
    an older message, or written by hand."""
    member = world.members[name]
    message = on.history()[-1] if hasattr(on, "history") else on
    stored = _visible_message(member, message)
    kind = STRING_SELECT if values is not None else BUTTON
    data: dict[str, Any] = {"custom_id": custom_id, "component_type": kind}
    if values is not None:
        data["values"] = values
    result = await click_forged(member, stored, data)
    assert result.acknowledged, custom_id
    return result
