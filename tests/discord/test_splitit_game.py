"""Split it! through Discord only: /split start, the splitter's selects and preview, the 2-player
discard, secret bets, jokers, reveals, the final scores; a restart in the middle of a round."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from bot.discordbot.client import SplitBot
from bot.gamewords.splitit import reveal_text
from bot.i18n import ENGLISH
from tests.discord.conftest import (
    PRIVATE_LEFT,
    World,
    buttons,
    channel_calls_per_action,
    custom_ids,
    ids,
    live_controls_left,
    newest_with,
    private_messages,
    start_game,
    thread_members,
)
from tests.discord.texts import breakdown, components_of, text_of

NAMES = ["ann", "bob", "cat"]


def split_board(place: Any) -> Any:
    """The newest Split it! board (the message with the step's button), or None at the end."""
    return newest_with(place, "splitit:open:")


def selects(message: Any) -> list[dict[str, Any]]:
    return [c for c in components_of(message) if c.get("type") == 3]


STEP_MOVES = {"split": "Split", "discard": "Discard", "bet": "Bet", "jokers": "Place joker"}


def is_control(result: Any) -> bool:
    """A secret control (it opens with a bold title), rather than a refusal."""
    return result.ephemeral and text_of(result.response).startswith("**")


class Table:
    """Plays a Split it! game through the buttons, as the people at the table would."""

    def __init__(self, world: World, place: Any, names: list[str]) -> None:
        self.world, self.place, self.names = world, place, names
        self.steps = 0
        self.bet_messages: dict[str, set[int]] = {}

    async def step(self) -> str:
        """Everyone presses the board's button; whoever gets a control uses it."""
        board = split_board(self.place)
        (open_id,) = custom_ids(board, "splitit:open:")
        table = await self.world.env.bot.service.get(int(open_id.split(":")[2]))
        # The step's move, whatever language the button says it in.
        label = STEP_MOVES[table.public.phase]
        self.steps += 1
        bettors = 0
        for name in self.names:
            newest = split_board(self.place)
            if newest is None or custom_ids(newest, "splitit:open:") != [open_id]:
                break  # the step ended: the board's button moved on
            member = self.world.members[name]
            shown = await member.click(board, custom_id=open_id)
            assert shown.ephemeral, shown
            if not is_control(shown):
                continue
            control = shown.response
            if label == "Split":
                (confirm,) = custom_ids(control, "splitit:split:")
                await member.click(control, custom_id=confirm)
                return label
            if label == "Discard":
                await member.click(control, custom_id=custom_ids(control, "splitit:dz:")[0])
                (confirm,) = custom_ids(control, "splitit:discard:")
                await member.click(control, custom_id=confirm)
                return label
            if label == "Bet":
                self.bet_messages.setdefault(name, set()).add(control.id)
                zones = custom_ids(control, "splitit:bet:")
                # Different zones within a step (so someone takes), varied across steps.
                await member.click(control, custom_id=zones[(bettors + self.steps) % len(zones)])
                bettors += 1
            if label == "Place joker":
                (column,) = selects(control)
                await member.select(
                    control, [column["options"][0]["value"]], custom_id=column["custom_id"]
                )
        return label

    async def play_out(self, limit: int = 400) -> None:
        while split_board(self.place) is not None:
            await self.step()
            assert self.steps < limit, "the game did not end"


@pytest.mark.no_cover  # many moves; each line it runs, another test traces too
async def test_a_whole_three_player_game_through_discord(world, pinged):
    thread = await start_game(world, NAMES, command="split")
    board = split_board(thread)
    assert text_of(board).startswith("**Split it! · game #1 · round 1 · 63 in deck**")
    assert "places the two separators" in text_of(board)
    assert board.attachments[0].filename == "splitit-1-round-1.png"

    table = Table(world, thread, NAMES)
    assert await table.step() == "Split"
    board = split_board(thread)
    assert "Bets: nobody yet — waiting for ann, bob, cat" in text_of(board)
    await table.play_out()

    final = thread.history()[-1]
    assert text_of(final).startswith("**The game is over.**")
    assert {a.filename for a in final.attachments} == {
        "splitit-1-final-table.png",
        "splitit-1-scores.png",
    }
    embed = breakdown(final)
    assert embed.title == "Split it! · game #1 · final scores" and len(embed.fields) == 3
    assert split_board(thread) is None

    # Bets are secret: each member sees only their own bet controls, and no public message says
    # who bet where before a reveal.
    for name, member in world.members.items():
        visible = {m.id for m in thread.history(viewer=member)}
        others = set().union(*(ids for n, ids in table.bet_messages.items() if n != name))
        assert not others & visible, f"{name} could see another player's bet"
    for message in thread.history():
        if not message.flags.ephemeral:
            assert "Your bet" not in text_of(message) and "You bet" not in text_of(message)
    # No bet, split or joker control of the finished game still looks alive to anyone.
    assert live_controls_left(world, thread, world.channel) == []
    # Each player is left with their control that followed them, not a message a round.
    for name in NAMES:
        left = private_messages(world, name, thread, world.channel)
        assert len(left) <= PRIVATE_LEFT, (name, left)
    # The players were made members of the thread; mentioned once, at the start.
    assert ids(world, *NAMES) <= thread_members(world, thread)
    assert [whom for _, whom in pinged] == [ids(world, *NAMES)]
    # Boards go through the clicks that bring them: few calls count against the bot's budget.
    assert await channel_calls_per_action(world) <= 0.5


async def test_the_splitter_moves_the_separators_with_a_preview(world):
    thread = await start_game(world, NAMES, command="split")
    board = split_board(thread)
    splitter = next(n for n in NAMES if f"**{n}** places" in text_of(board))
    member = world.members[splitter]
    control = (await member.click(board, label="Split")).response
    first, second = selects(control)
    assert [o["value"] for o in first["options"]] == ["1", "2", "3", "4", "5"]
    assert [o["value"] for o in second["options"]] == ["2", "3", "4", "5", "6"]
    assert control.attachments[0].filename == "preview.png"
    preview = control.attachments[0].url

    # The first separator after the second: no Confirm until it is fixed.
    await member.select(control, ["5"], custom_id=first["custom_id"])
    assert "must come after the first" in text_of(control)
    assert not custom_ids(control, "splitit:split:")
    _, second = selects(control)
    await member.select(control, ["6"], custom_id=second["custom_id"])
    assert custom_ids(control, "splitit:split:") == ["splitit:split:1:1:5:6"]
    assert control.attachments[0].url != preview  # a new preview was drawn
    await member.click(control, custom_id="splitit:split:1:1:5:6")
    # The same message moves on to the splitter's bet: no press on the board needed.
    assert text_of(control).startswith("**Your bet**")
    assert custom_ids(control, "splitit:bet:1:2:")
    assert not control.attachments

    board = split_board(thread)
    zones = [b["label"] for b in buttons(board)]
    assert zones == ["Bet"]
    view = world.env.bot.service
    table = await view.get(1)
    assert table.state.cuts == (5, 6) and table.state.phase == "bet"


async def test_two_players_discard_then_bet_to_the_end(world):
    thread = await start_game(world, ["ann", "bob"], command="split")
    board = split_board(thread)
    splitter = next(n for n in ("ann", "bob") if f"**{n}** places" in text_of(board))
    other = "bob" if splitter == "ann" else "ann"
    table = Table(world, thread, ["ann", "bob"])
    assert await table.step() == "Split"

    board = split_board(thread)
    assert f"**{other}** discards one of the three zones." in text_of(board)
    refused = await world.members[splitter].click(board, label="Discard")
    assert (
        text_of(refused.response) == f"{other} discards one of the three zones. Wait for your turn."
    )
    control = (await world.members[other].click(board, label="Discard")).response
    zones = custom_ids(control, "splitit:dz:")
    assert [z.rsplit(":", 1)[1] for z in zones] == ["white", "pink", "black"]
    await world.members[other].click(control, custom_id=zones[1])
    assert "Discard **pink**?" in text_of(control)
    await world.members[other].click(control, custom_id=custom_ids(control, "splitit:discard:")[0])
    # The same message moves on to the discarder's bet, on the two zones left.
    assert text_of(control).startswith("**Your bet**")
    assert [z.rsplit(":", 1)[1] for z in custom_ids(control, "splitit:bet:")] == ["white", "black"]

    board = split_board(thread)
    assert "Bets: nobody yet" in text_of(board)
    bet = (await world.members["ann"].click(board, label="Bet")).response
    assert [z.rsplit(":", 1)[1] for z in custom_ids(bet, "splitit:bet:")] == ["white", "black"]
    await table.play_out()
    final = thread.history()[-1]
    assert text_of(final).startswith("**The game is over.**") and len(breakdown(final).fields) == 2
    # Boards go through the clicks that bring them: few calls count against the bot's budget.
    assert await channel_calls_per_action(world) <= 0.5


@pytest.mark.no_cover  # many moves; each line it runs, another test traces too
async def test_a_restart_mid_round_keeps_the_bets_and_the_old_controls(world):
    thread = await start_game(world, NAMES, command="split")
    table = Table(world, thread, NAMES)
    await table.step()  # the split
    board = split_board(thread)
    controls = {}
    for name in NAMES:
        controls[name] = (await world.members[name].click(board, label="Bet")).response
    ann_zone = custom_ids(controls["ann"], "splitit:bet:")[0]
    await world.members["ann"].click(controls["ann"], custom_id=ann_zone)
    assert "✓ ann" in text_of(split_board(thread))

    await world.env.restart_bot(SplitBot(world.env.bot.database_url, shard_count=1))
    # Bob and Cat use the controls they opened before the restart.
    await world.members["bob"].click(
        controls["bob"], custom_id=custom_ids(controls["bob"], "splitit:bet:")[1]
    )
    await world.members["cat"].click(
        controls["cat"], custom_id=custom_ids(controls["cat"], "splitit:bet:")[2]
    )
    # The reveal is told on the round's board, or in its summary if everyone took.
    told = next(m for m in thread.history() if m.id == board.id)
    assert "**ann** takes" in text_of(told)
    if text_of(told).startswith("**Round 1** — "):
        assert not buttons(told)  # retired: words alone
    else:
        assert "**Reveals this round:**\n1. " in text_of(told)
    await table.play_out()
    assert text_of(thread.history()[-1]).startswith("**The game is over.**")


@pytest.mark.no_cover  # many moves; each line it runs, another test traces too
async def test_a_game_with_ai_seats(world):
    thread = await start_game(world, ["ann"], command="split", ai_seats=2)
    table = Table(world, thread, ["ann"])
    await table.play_out()
    final = thread.history()[-1]
    names = sorted(f.name.split(". ", 1)[1] for f in breakdown(final).fields)
    assert names == ["AI 1", "AI 2", "ann"]
    # Every reveal is told in the channel, also those the AI seats played among themselves.
    steps = await world.env.bot.service.core.replay_log(1)
    assert {step.source for step in steps} == {"player", "ai"}
    public = "\n".join(text_of(m) for m in thread.history() if not m.flags.ephemeral)
    seat_names = ["ann", "AI 1", "AI 2"]
    reveals = [  # the last bet of a step reveals them all
        after.state.last_reveal
        for before, after in itertools.pairwise(steps)
        if before.state.phase == "bet" and after.state.turn != before.state.turn
    ]
    assert reveals
    for outcomes in reveals:
        assert reveal_text(ENGLISH, outcomes, seat_names) in public


@pytest.mark.no_cover  # many moves; each line it runs, another test traces too
async def test_one_channel_message_per_round(world):
    thread = await start_game(world, NAMES, command="split")
    before = [m for m in thread.history() if not m.flags.ephemeral]
    table = Table(world, thread, NAMES)
    await table.play_out()
    public = [m for m in thread.history() if not m.flags.ephemeral][len(before) :]
    rounds = (await world.env.bot.service.get(1)).public.round
    # Each round's board (edited through its steps, then left as its summary), and the final.
    assert len(public) == rounds
    summaries = [m for m in thread.history() if text_of(m).startswith("**Round ")]
    assert len(summaries) == rounds and all(not m.attachments for m in summaries)
    assert table.steps >= 2 * rounds  # several steps a round, still one message
