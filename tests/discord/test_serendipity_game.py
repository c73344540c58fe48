"""Serendipity through Discord only: lobby colour picks, a whole game on the live board with a
restart in the middle of a turn, the turn panel (row and cell selects, a typed label, rotation
and the Serendip's choices), and what the channel keeps (no tile turned back, ever)."""

from __future__ import annotations

import itertools
import random
import re
from typing import Any

import pytest

from bot.discordbot.client import SplitBot
from bot.gamewords.serendipity import turn_summary
from bot.i18n import ENGLISH, Words
from engine import get_game
from engine.ai import choose
from engine.serendipity import (
    CELLS,
    EndTurn,
    KeepSerendip,
    LeaveOwn,
    MoveSerendip,
    SwapOwn,
    Turn,
    label,
)
from tests.discord.conftest import (
    PRIVATE_LEFT,
    World,
    buttons,
    channel_calls_per_action,
    custom_ids,
    ephemeral_text,
    live_controls_left,
    newest_with,
    open_lobby,
    own_message,
    press,
    private_messages,
)
from tests.discord.test_splitit_game import selects
from tests.discord.texts import text_of

GAME = get_game("serendipity")


def live_board(place: Any) -> Any:
    """The live board: the newest message with the **Your turn** button (None at the end)."""
    return newest_with(place, "ser:open:")


async def table_of(world: World, table_id: int = 1) -> Any:
    return await world.env.bot.service.get(table_id)


class Player:
    """One member playing their turns through the panel, as a person would."""

    def __init__(
        self, world: World, name: str, place: Any, typed_every: int = 4, say: Words = ENGLISH
    ) -> None:
        self.world, self.member, self.place = world, world.members[name], place
        self.panel: Any = None
        self.typed_every, self.picks = typed_every, 0
        self.say = say  # the member's language: the panel's words are read in it

    async def open(self) -> Any:
        board = live_board(self.place)
        (opens,) = custom_ids(board, "ser:open:")
        shown = await self.member.click(board, custom_id=opens)
        title = self.say("serendipity-panel-title", step=0).split("0")[0]
        assert shown.ephemeral and text_of(shown.response).startswith(title), shown
        self.panel = shown.response
        return self.panel

    def button(self, text: str) -> str:
        return next(b["custom_id"] for b in buttons(self.panel) if b["label"] == text)

    def label(self, what: str, cell: tuple[int, int] | None = None) -> str:
        """A panel button's words in the member's language (``serendipity-panel-<what>``)."""
        return self.say(f"serendipity-panel-{what}", cell=label(cell) if cell else "")

    async def press(self, text: str) -> Any:
        return await self.member.click(self.panel, custom_id=self.button(text))

    async def pick(self, cell: tuple[int, int]) -> Any:
        """Choose ``cell``: by row and cell select, or now and then by typing its label."""
        self.picks += 1
        if self.picks % self.typed_every == 0:
            shown = await self.press(self.label("type"))
            assert shown.modal is not None
            return await self.member.submit_modal(shown, {"cell": label(cell).lower()})
        value = str(CELLS.index(cell))
        rows, cells = selects(self.panel)
        if value not in [o["value"] for o in cells["options"]]:
            await self.member.select(self.panel, [str(cell[1] + 5)], custom_id=rows["custom_id"])
            rows, cells = selects(self.panel)
        return await self.member.select(self.panel, [value], custom_id=cells["custom_id"])

    async def rotate_to(self, rotation: int) -> None:
        """Rotate the shorter way round; each press redraws the preview."""
        now = int(re.search(r"↻(\d)", text_of(self.panel))[1])
        before = self.panel.attachments[0].url
        turns = (rotation - now) % 6
        for _ in range(turns if turns <= 3 else 6 - turns):
            await self.press(self.label("rotate-right" if turns <= 3 else "rotate-left"))
        assert re.search(r"↻(\d)", text_of(self.panel))[1] == str(rotation)
        assert turns == 0 or self.panel.attachments[0].url != before

    async def play(self, action: Any) -> Any:
        """One action through the panel (opened first if it is not open)."""
        if self.panel is None:
            await self.open()
        match action:
            case Turn(cell=cell):
                result = await self.pick(cell)
            case SwapOwn(target=target):
                swap = self.say("serendipity-panel-swap-instead", cell="\0").split("\0")
                await self.press(
                    next(
                        b["label"]
                        for b in buttons(self.panel)
                        if b["label"].startswith(swap[0]) and b["label"].endswith(swap[1])
                    )
                )
                result = await self.pick(target)
            case KeepSerendip(rotation=k, a=a, b=b):
                await self.rotate_to(k)
                await self.press(self.label("move"))  # a second thought: back, keep it after all
                await self.press(self.label("back"))
                assert self.label("keep") in [b["label"] for b in buttons(self.panel)]
                await self.press(self.label("keep"))
                await self.pick(a)
                result = await self.pick(b)
            case MoveSerendip(target=target, rotation=k):
                await self.rotate_to(k)
                await self.press(self.label("move"))
                result = await self.pick(target)
            case EndTurn():  # after moving a Serendip (rulings 4): no other tile turned
                assert self.say("serendipity-mode-moved") in text_of(self.panel)
                result = await self.press(self.label("end"))
            case LeaveOwn(cell=cell):
                # Her last tile ended the game: the panel offers to leave it or swap it.
                assert self.say("serendipity-ends-game") in text_of(self.panel)
                await self.press(self.label("swap-instead", cell))  # a second thought
                await self.press(self.label("leave-instead", cell))
                result = await self.press(self.label("leave", cell))
        if self.say("serendipity-turn-over") in text_of(self.panel):
            self.panel = None
        return result


def varied_move(state: Any, seat: int, rng: random.Random, found: int) -> Any:
    """A greedy player's move, but for the Serendips (``found`` so far, this one included):
    the first moved, the next kept, the third as greedy; after every other moved one, no
    more tile turned. Every kind of action comes up in a game."""
    action = choose(GAME, state, seat, "greedy", rng)
    if state.phase == "serendip":
        down = sorted(c for c, t in zip(CELLS, state.tiles, strict=True) if not t.face_up)
        if found % 3 == 1:
            action = MoveSerendip(rng.choice(down), rng.randrange(6))
        elif found % 3 == 2:
            action = KeepSerendip(rng.randrange(6), *rng.sample(down, 2))
    if state.phase == "moved" and found % 6 == 1:
        action = EndTurn()
    return action


@pytest.mark.slow
@pytest.mark.no_cover  # a whole game through a restart: its lines are shorter tests' point
async def test_a_whole_game_against_an_ai_with_a_restart_mid_turn(world, monkeypatch):
    monkeypatch.setattr("bot.service.lobby.secrets.randbits", lambda bits: 11)  # the same game
    ann = world.members["ann"]
    lobby = await open_lobby(world, "ann", "serendipity", ai_seats=1, colours_with_two=3)
    (colours,) = [s for s in selects(lobby) if s["custom_id"].endswith(":colours")]
    picked = await ann.select(lobby, ["violet", "blue"], custom_id=colours["custom_id"])
    assert not picked.ephemeral
    lobby = world.channel.history()[-1]
    assert re.search(
        r"picked <:serendipity_blue_\w+:\d+> blue, <:serendipity_violet_\w+:\d+> violet",
        lobby.embeds[0].fields[0].value,
    )
    await ann.click(lobby, label="Start")
    thread = world.channel.threads[-1]
    table = await table_of(world)
    assert table.config.colours[table.seat_of(ann.id)] == ("blue", "violet", "red")

    player = Player(world, "ann", thread)
    rng = random.Random(5)
    restarted, found, shown_last = False, 0, 0
    names = ["ann", "AI 1"] if table.seat_of(ann.id) == 0 else ["AI 1", "ann"]
    while (table := await table_of(world)).status == "running":
        state = table.state
        assert GAME.to_act(state) == {table.seat_of(ann.id)}, "the AI never keeps Ann waiting"
        if not restarted and state.phase == "own" and player.panel is not None:
            # Mid-turn: Ann's tile is up, her panel open; the panel still works afterwards.
            await world.env.restart_bot(SplitBot(world.env.bot.database_url, shard_count=1))
            restarted = True
        board = live_board(thread)
        assert board.attachments[0].filename == "serendipity-1.png"
        last = table.public.last_turn
        if last is not None and last[0] != table.seat_of(ann.id) and not state.this_turn:
            (listed,) = re.findall(r"› (\*\*AI 1\*\*: .*)\n", text_of(board))[-1:]
            assert listed == turn_summary(ENGLISH, table.public, names, *last)
            shown_last += 1
        found += state.phase == "serendip"
        await player.play(varied_move(state, table.seat_of(ann.id), rng, found))
        assert state.step < 2_000
    assert restarted and table.status == "finished"

    messages = thread.history()
    final = messages[-1]
    assert text_of(final).startswith("**The game is over.**")
    assert [a.filename for a in final.attachments] == [
        "serendipity-1-final.png",
        "serendipity-1-scores.png",
    ]
    # The channel keeps no board image: every turn's board became its summary, and the tiles
    # turned back were seen only on the live board.
    assert all(not m.attachments for m in messages[:-1])
    assert not any(custom_ids(m, "ser:") for m in messages)
    steps = [(row.seat, action) for row, action in await world.env.bot.service.core.moves(table.id)]
    turns = [s for i, s in enumerate(steps) if i + 1 == len(steps) or steps[i + 1][0] != s[0]]
    # One live board edited in place (posted again only after the restart, which put a new
    # message below it), its summary, then the final: not a message per turn.
    public = [m for m in messages if not m.flags.ephemeral]
    assert len(public) <= 4, [text_of(m)[:60] for m in public]
    # Each of the AI's turns was on the live board when Ann's came (its last moves).
    seat = table.seat_of(ann.id)
    handed = sum(a != seat and b == seat for (a, _), (b, _) in itertools.pairwise(turns))
    assert shown_last == handed > 50
    # Ann played every kind of action through the panel.
    played = {type(action).__name__ for seat, action in steps if seat == table.seat_of(ann.id)}
    assert {"Turn", "SwapOwn", "KeepSerendip", "MoveSerendip", "EndTurn"} <= played, played
    # The tile that ended the game was played out before it ended.
    assert not isinstance(steps[-1][1], Turn)
    # No panel of any turn still looks alive: one panel followed ann's turns, and the game
    # left her a few private messages at most (the restart is one more panel).
    assert live_controls_left(world, thread, world.channel) == []
    left = private_messages(world, "ann", thread, world.channel)
    assert len(left) <= PRIVATE_LEFT, left
    # Ann's turns go through her clicks; the AI's, made on a timer, through the channel.
    assert await channel_calls_per_action(world) <= 0.5


async def two_player_game(world: World, **options: Any) -> tuple[Any, Player]:
    """ann and bob at a table (ann hosts); returns the thread and whoever plays first."""
    lobby = await open_lobby(world, "ann", "serendipity", **options)
    await world.members["bob"].click(lobby, label="Join")
    await world.members["ann"].click(lobby, label="Start")
    thread = world.channel.threads[-1]
    table = await table_of(world)
    first = "ann" if table.seat_of(world.members["ann"].id) == table.state.current else "bob"
    return thread, Player(world, first, thread)


def tile_kinds(state: Any) -> dict[tuple[int, int], str]:
    return {c: t.kind for c, t in zip(CELLS, state.tiles, strict=True)}


async def test_refusals_change_nothing(world):
    cat = world.members["cat"]
    lobby = await open_lobby(world, "ann", "serendipity")
    await world.members["bob"].click(lobby, label="Join")
    (colours,) = [s for s in selects(lobby) if s["custom_id"].endswith(":colours")]
    await world.members["ann"].select(lobby, ["green"], custom_id=colours["custom_id"])
    clash = await world.members["bob"].select(lobby, ["green"], custom_id=colours["custom_id"])
    assert ephemeral_text(clash) == "green is taken by seat 1."
    stranger = await cat.select(lobby, ["red"], custom_id=colours["custom_id"])
    assert ephemeral_text(stranger) == "You are not playing in this game."
    assert (await table_of(world)).options["seat_choices"] == {
        str(world.members["ann"].id): ["green"]
    }
    status = await cat.slash(world.channel, "serendipity status")
    assert ephemeral_text(status) == "Game #1 is in its lobby: 2 seated."
    await world.members["ann"].click(lobby, label="Start")
    thread = world.channel.threads[-1]

    table = await table_of(world)
    now = GAME.view(table.state, None).current
    first = next(n for n in ("ann", "bob") if table.seat_of(world.members[n].id) == now)
    other = "bob" if first == "ann" else "ann"
    player = Player(world, first, thread)
    board = live_board(thread)
    assert f"**{first}** turns a face-down tile." in text_of(board)
    waiting = await world.members[other].click(board, label="Your turn")
    assert ephemeral_text(waiting) == f"It is {first}'s turn: watch the board."
    assert ephemeral_text(await cat.click(board, label="Your turn")) == (
        "You are not playing in this game."
    )
    # A label that is no cell, then one of a face-up tile: refused, nothing logged.
    await player.open()
    shown = await player.press("⌨ Type a label")
    typed = await player.member.submit_modal(shown, {"cell": "Z9"})
    assert ephemeral_text(typed) == "Z9 is not a cell label: a row A–K and a number, like F6."
    mine = table.config.colours[now]
    own = next(c for c, kind in tile_kinds(table.state).items() if kind in mine)
    await player.play(Turn(own))
    assert f"✓ You turned {label(own)}:" in text_of(player.panel)
    # Within a turn the live board is the same message, edited.
    edited = live_board(thread)
    assert edited.id == board.id and edited.attachments[0].filename == "serendipity-1.png"
    assert f"This turn: **{first}**: turned {label(own)}: " in text_of(edited)
    shown = await player.press("⌨ Type a label")
    again = await player.member.submit_modal(shown, {"cell": label(own)})
    assert ephemeral_text(again).startswith(f"{label(own)} cannot be chosen now (")
    assert len(await world.env.bot.service.core.moves(1)) == 1
    # A second panel retires the first; an id of the first sent again is stale once the
    # second one acted.
    stale_panel = player.panel
    _, cells = selects(stale_panel)
    fresh = Player(world, first, thread)
    await fresh.open()
    assert own_message(thread, player.member, stale_panel.id) is None  # deleted: one panel
    foreign = next(
        c
        for c, kind in tile_kinds((await table_of(world)).state).items()
        if kind not in mine and kind != "serendip" and c != own
    )
    fresh_panel = fresh.panel
    await fresh.play(Turn(foreign))
    assert "(turned back)" in text_of(fresh_panel) and "Your turn is over." in text_of(fresh_panel)
    # The first panel's select, sent from the newest panel (its message is gone).
    late = await press(
        world, first, fresh_panel, cells["custom_id"], [cells["options"][0]["value"]]
    )
    assert ephemeral_text(late) == "That button is from an earlier step; use the newest message."
    assert len(await world.env.bot.service.core.moves(1)) == 2
    # The turn passed: the same live board lists it among the last moves, without the colour
    # turned back, and names the next player.
    board = live_board(thread)
    (summary,) = [line for line in text_of(board).splitlines() if line.startswith("› ")]
    assert summary.startswith(f"› **{first}**: turned") and summary.endswith("(turned back)")
    kind = tile_kinds((await table_of(world)).state)[foreign]
    assert kind not in text_of(board)
    assert f"<@{world.members[other].id}>: press **Your turn**." in text_of(board)
    assert [m.id for m in thread.history() if not m.flags.ephemeral][-1] == board.id
    # What /serendipity status shows never names it either.
    status = await cat.slash(thread, "serendipity status")
    assert status.ephemeral and "step 2" in text_of(status.response)
    assert f"{label(foreign)}" not in text_of(status.response)
    rules = await cat.slash(thread, "serendipity rules")
    assert rules.response.embeds[0].title == "Serendipity · rules in short"
    fields = {f.name: f.value for f in rules.response.embeds[0].fields}
    scoring = fields["Scoring: the largest carpet"]
    assert "You score **one** carpet: your **largest** carpet of one colour" in scoring
    assert "between carpets of equal size, the more valuable" in scoring
    assert "is still played out" in fields["End"]
    assert "with 2 players 1, 2 or 3 each" in rules.response.embeds[0].description
    assert rules.response.embeds[0].footer.text == "This table plays rulings 4, the newest."


async def test_the_timer_plays_the_late_player_s_step(world):
    thread, first = await two_player_game(world, timer="autoplay", timer_minutes=2.0)
    await world.env.advance_time(61)
    late = first.member
    assert text_of(thread.history()[-1]) == (
        f"⏰ <@{late.id}>, it is your turn in Serendipity. The AI plays for you in 1 min."
    )
    await world.env.advance_time(60)
    notices = [text_of(m) for m in thread.history()]
    assert f"⌛ Time ran out for <@{late.id}>: the AI made their move." in notices
    moves = await world.env.bot.service.core.moves(1)
    assert [row.source for row, _ in moves] == ["timer"]
    assert "step 1" in text_of(live_board(thread))


async def test_ai_turns_before_the_first_board_are_each_summarised(world, monkeypatch):
    # A seed where AI seats play first: their turns happen before any board is posted.
    seed = next(s for s in range(50) if GAME.new_game(GAME.make_config(3), s).current == 1)
    monkeypatch.setattr("bot.service.lobby.secrets.randbits", lambda bits: seed)
    lobby = await open_lobby(world, "ann", "serendipity", ai_seats=2)
    await world.members["ann"].click(lobby, label="Start")
    thread = world.channel.threads[-1]
    board = live_board(thread)
    assert board is not None and "**ann** turns a face-down tile." in text_of(board)
    # The live board lists them as the last moves; no message of their own.
    listed = [line.split("**")[1] for line in text_of(board).splitlines() if line.startswith("› ")]
    assert listed == ["AI 1", "AI 2"]
    assert not [m for m in thread.history() if text_of(m).startswith("**AI ")]


async def test_a_cancelled_game_drops_the_tile_its_board_shows(world):
    thread, first = await two_player_game(world)
    table = await table_of(world)
    kinds = tile_kinds(table.state)
    owned = table.public.colours[table.public.current]
    # A tile of someone else's colour: it is shown on the live board, then turned back.
    cell = next(c for c in CELLS if kinds[c] not in (*owned, "serendip"))
    await first.play(Turn(cell))
    board = next(m for m in reversed(thread.history()) if m.attachments)
    assert board.attachments
    done = await world.members["ann"].slash(thread, "serendipity cancel")
    assert "was cancelled by" in text_of(done.response)
    shown = next(m for m in thread.history() if m.id == board.id)
    assert text_of(shown) == "Game #1 was cancelled."
    assert shown.attachments == [] and buttons(shown) == []


async def test_pressing_your_turn_whenever_the_board_asks_keeps_one_live_panel(world):
    """Against an AI, ann presses **Your turn** each time the board mentions her, as people
    do, although her panel already followed her turn: the older panel is retired each time."""
    ann = world.members["ann"]
    lobby = await open_lobby(world, "ann", "serendipity", ai_seats=1)
    await ann.click(lobby, label="Start")
    thread = world.channel.threads[-1]
    player = Player(world, "ann", thread)
    rng = random.Random(3)
    opened = 0
    for _ in range(14):
        table = await table_of(world)
        state = table.state
        if f"<@{ann.id}>" in text_of(live_board(thread)):
            await player.open()
            opened += 1
        await player.play(choose(GAME, state, table.seat_of(ann.id), "greedy", rng))
        live = [
            m
            for m in thread.history(viewer=ann)
            if m.flags.ephemeral and any(not b.get("disabled") for b in buttons(m))
        ]
        assert len(live) <= 1, [text_of(m) for m in live]
    assert opened >= 5
