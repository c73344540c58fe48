"""SimCord fixtures: the real bot against a simulated Discord, on a SQLite file per test."""

from __future__ import annotations

import inspect
import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from functools import cache, partial
from pathlib import Path
from typing import Any

import discord
import pytest
import simcord.interactions
from fluent.syntax import FluentParser, ast
from simcord.actors import ChannelHandle, _dispatch_actor_interaction, _visible_message
from simcord.backend import serializers
from simcord.enums import InteractionType
from simcord.results import to_discord_message

from bot import board_processes
from bot.discordbot import weblinks
from bot.discordbot.client import SplitBot
from bot.discordbot.common import REFUSED_MARK
from bot.discordbot.emojis import EMOJIS
from bot.i18n import DEFAULT, catalog_files, language_or_default
from bot.lanes import Pool
from bot.service import TableService
from bot.service import core as service_core
from tests.discord.texts import components_of, text_of
from tests.tracing import UntracedThreads, call_untraced

BUTTON, STRING_SELECT = 2, 3


#: For a test whose clicks wait on work that outlasts the suite's 20 s of settling (``SETTLE``)
#: on a loaded machine under coverage: a strong AI's decision or a review in the bot's threads, a
#: replay's frames, a database that keeps the bot waiting. Each test says which.
SLOW_SETTLE = pytest.mark.simcord(settle_timeout=30)

#: Every other test's settling limit. SimCord's own 5 s is wall-clock time, and a busy CI
#: machine stalls for longer: a round's end drawn in a thread, or a PostgreSQL commit, then
#: outlasts it (the first board after a restart takes 0.7 s here when the machine is idle).
#: Work that never ends still fails its test, after 20 s rather than 5.
SETTLE = pytest.mark.simcord(settle_timeout=20)


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    """Give each test without a ``simcord`` marker of its own the suite's settling limit."""
    if item.get_closest_marker("simcord") is None:
        item.add_marker(SETTLE)


@pytest.fixture
def simcord_bot(migrated_database_url):
    return SplitBot(migrated_database_url, shard_count=1)


@pytest.fixture(autouse=True)
def no_live_table_left_behind():
    """SimCord ends a test without closing its bot: the live table a bot served is forgotten
    once its test ends, so that the next test's bot (in this process) draws no link of it."""
    yield
    weblinks.SERVED.table = None
    EMOJIS.shown.clear()  # the next test's application has emojis of its own


@pytest.fixture(autouse=True)
def thinking_in_threads(monkeypatch):
    """Strong AI decisions are made in threads here, not in the service's worker processes.
    SimCord's virtual clock stands still while a callback runs, and a new worker process
    checks on its live siblings with a wait that counts down on that clock
    (``multiprocessing.connection.wait``): it would never end. The service tests make them
    in real processes (``tests/bot/test_ai_levels.py``). Like a process, a thread here is not
    traced for coverage."""
    monkeypatch.setattr(service_core, "ProcessLane", lambda name, **_: UntracedThreads(name))


@pytest.fixture(autouse=True)
def drawing_in_threads(monkeypatch):
    """Boards are drawn in the bot's threads here, as with ``SPLITBOT_DRAWING_PROCESSES=0``.
    Like the AI's worker processes above, the drawing processes are tested on their own
    (``tests/bot/test_board_processes.py``) and in a game of their own
    (``test_drawing_processes.py``):
    a whole game's hundreds of boards, each handed to a process and back under the
    simulation, cost the suite more than they prove. As in a process, a board is drawn
    untraced: its drawing is traced by the images' own tests (``tests/render``)."""
    monkeypatch.setattr(board_processes, "drawing_processes", lambda: 0)

    def untraced_later(function: Any, *args: Any, **kwargs: Any) -> Any:
        return partial(call_untraced, partial(function, *args, **kwargs))

    monkeypatch.setattr(board_processes.DRAWERS, "draw_later", untraced_later)


@dataclass
class World:
    env: Any
    guild: Any
    channel: Any
    members: dict[str, Any]
    # Ids of the hand messages each member was shown (their own Play responses).
    hands_shown: dict[int, set[int]] = field(default_factory=dict)
    # Each member's newest hand message, and how many times they clicked to pick.
    open_hand: dict[int, int] = field(default_factory=dict)
    clicks: dict[str, int] = field(default_factory=dict)


@pytest.fixture
def world(simcord_env) -> World:
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    members = {
        name: guild.add_member(simcord_env.create_user(name)) for name in ("ann", "bob", "cat")
    }
    return World(simcord_env, guild, channel, members)


def buttons(message: Any) -> list[dict[str, Any]]:
    """Every button of a message (a discord.Message or a SimCord response), in order: in
    its action rows, or in a V2 card's container and sections."""
    return [c for c in components_of(message) if c.get("type") == 2]


def card_words(button: dict[str, Any]) -> str:
    """A Splito hand button's words: its label without the number it carries while the hand's
    image is shown (the cards' emojis not up yet)."""
    return re.sub(r"^\d+\. ", "", button["label"])


def is_objective(button: dict[str, Any]) -> bool:
    """Whether a Splito hand button is an objective's (🎯 beside its words)."""
    return (button.get("emoji") or {}).get("name") == "🎯"


def refusal_said(result: Any) -> str:
    """The refusal a click got, said in the clicked control or as a private message of its
    own; "" when it got none."""
    shown = result.response
    if shown is not None and text_of(shown).startswith(REFUSED_MARK):
        return text_of(shown).removeprefix(REFUSED_MARK).split("\n\n", 1)[0]
    return next((text_of(f) for f in reversed(result.followups) if f.ephemeral), "")


def ephemeral_text(result: Any) -> str:
    """The answer only the clicker sees (a refusal, say): the first response, or after a
    defer, the last followup; a refusal said in the clicked control, its words."""
    if result.followups:
        answer = result.followups[-1]
        assert answer.ephemeral, answer
        return text_of(answer)
    shown = result.response
    if shown is not None and text_of(shown).startswith(REFUSED_MARK):  # in a DM too
        return text_of(shown).removeprefix(REFUSED_MARK).split("\n\n", 1)[0]
    assert result.ephemeral, result
    return text_of(shown)


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


def _stored(place: Any) -> dict[int, Any]:
    """SimCord's stored messages of ``place`` by id: the helpers below make a
    ``discord.Message`` of the one they find only, where ``place.history()`` makes one of
    every message of the thread (a whole game's helpers look for the newest board at each
    click)."""
    messages: dict[int, Any] = place._env.backend.messages.get(place.id, {})
    return messages


def newest_with(place: Any, prefix: str) -> Any:
    """The newest message of ``place`` with a button whose custom_id starts with ``prefix``."""
    for message in sorted(_stored(place).values(), key=lambda m: m.id, reverse=True):
        if message.visible_to(None) and custom_ids(message, prefix):
            return to_discord_message(place._env, message)
    return None


def board(place: Any) -> Any:
    """The newest message of the game's thread that carries a Play button."""
    return newest_with(place, "splito:play:")


def own_message(place: Any, member: Any, message_id: int) -> Any:
    """A message of ``place`` as ``member`` sees it now (their ephemeral ones included)."""
    message = _stored(place).get(message_id)
    if message is None or not message.visible_to(member.id):
        return None
    return to_discord_message(place._env, message)


def following_hand(world: World, name: str, place: Any) -> Any:
    """``name``'s newest hand message when it already shows the board's round, else None."""
    member = world.members[name]
    current = board(place)
    if member.id not in world.open_hand or current is None:
        return None
    hand = own_message(place, member, world.open_hand[member.id])
    (play,) = custom_ids(current, "splito:play:")
    here = ":".join(play.split(":")[2:4]) + ":"  # "<table>:<round>:"
    cards = custom_ids(hand, "splito:card:") if hand is not None else []
    return hand if cards and cards[0].split(":", 2)[2].startswith(here) else None


async def pick(world: World, name: str, place: Any, card: int = 0, side: str = "left") -> Any:
    """``name`` picks as a person would: a card and a side in the hand that follows them, after
    pressing Play only when they have no hand of this round. Counts their clicks."""
    member = world.members[name]
    clicks = 0
    hand = following_hand(world, name, place)
    if hand is None:
        (play,) = custom_ids(board(place), "splito:play:")
        shown = await member.click(board(place), custom_id=play)
        clicks += 1
        assert shown.ephemeral, shown
        hand = shown.response
        world.hands_shown.setdefault(member.id, set()).add(hand.id)
        world.open_hand[member.id] = hand.id
    cards = custom_ids(hand, "splito:card:")
    await member.click(hand, custom_id=cards[min(card, len(cards) - 1)])
    hand = own_message(place, member, hand.id)
    chosen_side = next(c for c in custom_ids(hand, "splito:pick:") if c.endswith(side))
    result = await member.click(hand, custom_id=chosen_side)
    world.clicks[name] = world.clicks.get(name, 0) + clicks + 2
    return result


async def wait(world: World, seconds: float) -> None:
    """Let ``seconds`` of the simulated clock pass a minute at a time: each step settles the
    timers' ticks of one minute within SimCord's settling limit, which ten minutes of ticks in
    one step could outrun on a loaded machine."""
    while seconds > 0:
        step = min(seconds, 60.0)
        await world.env.advance_time(step)
        seconds -= step


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
    guild = getattr(member, "guild", None)  # a user clicking in their DMs has none
    channel = ChannelHandle(member._env, guild, backend.get_channel(stored.channel_id))
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


# -- members who read other languages ---------------------------------------------------------


@pytest.fixture
def locales(monkeypatch: pytest.MonkeyPatch) -> dict[int, str]:
    """Each member's Discord client language, by user id (absent: en-US).

    SimCord sends every interaction in en-US; this gives the bot what Discord sends: the
    clicker's ``locale``, and the server's ``guild_locale``."""
    chosen: dict[int, str] = {}
    base_payload = simcord.interactions.base_payload

    def with_locale(backend: Any, **kwargs: Any) -> Any:
        record, payload = base_payload(backend, **kwargs)
        payload["locale"] = chosen.get(kwargs["user_id"], "en-US")
        return record, payload

    monkeypatch.setattr(simcord.interactions, "base_payload", with_locale)
    return chosen


def _catalog_words(language: str) -> frozenset[str]:
    """The Latin-letter words (4 letters or more) of a language's catalog texts."""
    return _words_in(tuple(catalog_files(language)))


@cache
def _words_in(paths: tuple[Path, ...]) -> frozenset[str]:
    """Read once per set of files: each check of a member's messages reads two catalogs."""
    found: set[str] = set()
    for path in paths:
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if not isinstance(entry, ast.Message):
                continue
            for node in _text_elements(entry):
                found |= {w.lower() for w in re.findall(r"[A-Za-z]{4,}", node)}
    return frozenset(found)


def _text_elements(node: Any) -> list[str]:
    if isinstance(node, ast.TextElement):
        return [node.value]
    texts: list[str] = []
    for value in vars(node).values():
        children = value if isinstance(value, list) else [value]
        for child in children:
            if isinstance(child, ast.BaseNode):
                texts += _text_elements(child)
    return texts


def untranslated(
    texts: list[str], locale: str, allowed: frozenset[str] | set[str] = frozenset()
) -> set[str]:
    """English catalog words found in ``texts`` that the ``locale``'s catalog never uses:
    words a reader of that language was shown untranslated."""
    language = language_or_default(locale)
    english_only = _catalog_words(DEFAULT) - _catalog_words(language) - {w.lower() for w in allowed}
    # A custom emoji's markup (``<:splito_blue_4_…:…>``) shows as its picture: no words.
    shown = [re.sub(r"<a?:\w+:\d+>", "", text) for text in texts]
    seen = {w.lower() for text in shown for w in re.findall(r"[A-Za-z]{4,}", text)}
    return seen & english_only


def message_texts(message: Any) -> list[str]:
    """Everything a message shows in words: content, embeds, button and select labels."""
    texts = [text_of(message)]
    for embed in message.embeds:
        texts += [embed.title or "", embed.description or ""]
        texts += [f"{field.name} {field.value}" for field in embed.fields]
    for data in components_of(message):
        texts += [data.get("label") or "", data.get("placeholder") or ""]
        texts += [
            f"{o.get('label', '')} {o.get('description', '')}" for o in data.get("options", [])
        ]
    return texts


# -- what the bot asks of Discord -------------------------------------------------------------


def first_answers(world: World, since: int = 0) -> list[str]:
    """What each interaction was first answered with (from the ``since``-th request on): the
    text of a message response, or the kind of any other (``deferred``, ``update``…)."""
    kinds = {5: "deferred", 6: "deferred update", 7: "update", 9: "modal"}
    answers = []
    for request in world.env.http_requests[since:]:
        if request.path.startswith("/interactions/") and request.path.endswith("/callback"):
            body = request.json or {}
            kind = body.get("type")
            answers.append(body["data"]["content"] if kind == 4 else kinds.get(kind, str(kind)))
    return answers


def channel_calls(world: World, since: int = 0) -> list[Any]:
    """The REST calls made to channels with the bot's own token (from the ``since``-th request
    on): Discord counts these against the bot's global budget, and not interaction responses
    or followups, which travel through the interaction's webhook."""
    return [r for r in world.env.http_requests[since:] if r.path.startswith("/channels/")]


async def channel_calls_per_action(world: World, table_id: int = 1) -> float:
    """Channel calls so far over the actions the table has logged."""
    table = await world.env.bot.service.get(table_id)
    return len(channel_calls(world)) / table.version


# -- the first answer comes first ---------------------------------------------------------------

#: What may run for a click before it is answered: reads, which never wait for a table's lock
#: or its replay check.
READS_BEFORE_ANSWERING = frozenset(
    {"get", "find_open", "moves", "shown_at", "get_meta", "server_language", "check_start"}
)


#: The click whose handler runs now, as the tests see it (the bot hands it on explicitly).
CLICK: ContextVar[discord.Interaction | None] = ContextVar("click", default=None)


@pytest.fixture(autouse=True)
def clicks_seen(monkeypatch: pytest.MonkeyPatch) -> None:
    """While a click's handler runs, ``CLICK`` is that click (for the checks of its answer)."""
    from bot.discordbot import common, outlet
    from bot.discordbot.serendipity import labels

    handled = outlet.acting

    @asynccontextmanager
    async def seen(interaction: discord.Interaction) -> AsyncIterator[None]:
        token = CLICK.set(interaction)
        try:
            async with handled(interaction):
                yield
        finally:
            CLICK.reset(token)

    for module in (common, labels):
        monkeypatch.setattr(module, "acting", seen)


@pytest.fixture(autouse=True)
def answered_first(monkeypatch: pytest.MonkeyPatch, clicks_seen: None) -> Any:
    """Every click (and modal) in every Discord test is answered before anything is drawn for
    it and before any table operation that may wait for a lock or a replay check: Discord
    drops an interaction not answered within 3 seconds. The test fails otherwise."""
    late: list[str] = []

    def check(what: str) -> None:
        interaction = CLICK.get()
        if interaction is not None and not interaction.response.is_done():
            late.append(f"{what} before answering {dict(interaction.data or {}).get('custom_id')}")

    run = Pool.run

    async def watched_run(self: Pool, function: Any, *args: Any) -> Any:
        check(f"{self.name} {getattr(function, '__qualname__', function)}")
        return await run(self, function, *args)

    monkeypatch.setattr(Pool, "run", watched_run)
    for name, method in inspect.getmembers(TableService, inspect.iscoroutinefunction):
        if name.startswith("_") or name in READS_BEFORE_ANSWERING:
            continue

        def watched(method: Any = method, name: str = name) -> Any:
            async def operation(self: Any, *args: Any, **kwargs: Any) -> Any:
                check(f"service.{name}")
                return await method(self, *args, **kwargs)

            return operation

        monkeypatch.setattr(TableService, name, watched())
    yield late
    assert late == [], late


# -- what a member is left with ----------------------------------------------------------------

#: The most private messages a player may be left with after a whole game: their one control
#: that followed them, and a few answers (the issue's bound for "dead" messages).
PRIVATE_LEFT = 3


def private_messages(world: World, name: str, *places: Any) -> list[str]:
    """The private (ephemeral) messages ``name`` still has in ``places``, oldest first: a hand,
    a control, an answer — each one a message a person scrolls past. Their first lines."""
    member = world.members[name]
    return [
        (text_of(message) or "").split("\n", 1)[0]
        for place in dict.fromkeys(places)
        for message in place.history(viewer=member)
        if message.flags.ephemeral
    ]


# -- controls left alive ------------------------------------------------------------------------

#: Controls a finished game's messages keep on purpose: they still act.
STILL_ACTING = ("rematch:", "replay:", "review:")


def live_controls_left(world: World, *places: Any) -> list[tuple[str, str]]:
    """Every enabled control some member can still see in ``places`` (their own ephemeral
    messages included) other than a final message's: once the game is over, each of these
    would be refused. (member, custom_id) pairs."""
    left = []
    for name, member in world.members.items():
        for place in dict.fromkeys(places):
            for message in place.history(viewer=member):
                for item in components_of(message):
                    custom_id = item.get("custom_id", "")
                    acting = custom_id and not custom_id.startswith(STILL_ACTING)
                    if acting and not item.get("disabled"):
                        left.append((name, custom_id))
    return left


# -- mentions and threads ----------------------------------------------------------------------


@pytest.fixture
def pinged(world: World, monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, frozenset[int]]]:
    """Each message the bot creates from now on that notifies someone: (id, whom). An edit
    never notifies, whatever it says."""
    backend = world.env.backend
    seen: list[tuple[int, frozenset[int]]] = []
    commit = backend.commit_message

    def recording(message: Any, *args: Any, **kwargs: Any) -> Any:
        committed = commit(message, *args, **kwargs)
        if committed.ping_user_ids:
            seen.append((committed.id, frozenset(committed.ping_user_ids)))
        return committed

    monkeypatch.setattr(backend, "commit_message", recording)
    return seen


def ids(world: World, *names: str) -> frozenset[int]:
    return frozenset(world.members[name].id for name in names)


def thread_members(world: World, thread: Any) -> set[int]:
    return set(world.env.backend.get_channel(thread.id).thread_members)


def show_admin_commands_to(env: Any, guild: Any, member: Any) -> None:
    """A server that lets ``member`` see ``/splitbot-admin`` (Discord hides it from members
    without Manage Server unless the server's own command permissions allow them)."""
    command = env.backend.find_command("splitbot-admin", guild.id)
    guild.set_command_permissions(int(command["id"]), {member: True})
