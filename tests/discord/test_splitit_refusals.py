"""Split it! through Discord: clicks that must be refused (and change nothing), status, rules,
a busy channel, the turn timer."""

from __future__ import annotations

import pytest

from tests.discord.conftest import (
    custom_ids,
    ephemeral_text,
    open_lobby,
    own_message,
    press,
    refusal_said,
    start_game,
)
from tests.discord.test_splitit_game import NAMES, Table, selects, split_board
from tests.discord.texts import text_of


async def log_length(world, table_id: int = 1) -> int:
    return len(await world.env.bot.service.core.moves(table_id))


def splitter_of(board) -> str:
    return next(n for n in NAMES if f"**{n}** places" in text_of(board))


async def test_only_the_splitter_may_split_and_strangers_may_not_play(world):
    world.members["dan"] = world.guild.add_member(world.env.create_user("dan"))
    thread = await start_game(world, NAMES, command="split")
    board = split_board(thread)
    splitter = splitter_of(board)
    for name in NAMES:
        if name != splitter:
            refused = await world.members[name].click(board, label="Split")
            assert refused.ephemeral
            assert text_of(refused.response) == (
                f"{splitter} places the two separators. Wait for your turn."
            )
    stranger = await world.members["dan"].click(board, label="Split")
    assert text_of(stranger.response) == "You are not playing in this game."
    assert await log_length(world) == 0
    assert split_board(thread).id == board.id


@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_a_control_of_an_earlier_step_is_refused_and_changes_nothing(world):
    thread = await start_game(world, NAMES, command="split")
    board = split_board(thread)
    splitter = world.members[splitter_of(board)]
    # The splitter opened the control twice: the first is deleted, its ids kept to send.
    first = (await splitter.click(board, label="Split")).response
    second = (await splitter.click(board, label="Split")).response
    assert own_message(thread, splitter, first.id) is None
    (confirm,) = custom_ids(second, "splitit:split:")
    (cut, _) = selects(second)
    await splitter.click(second, custom_id=confirm)
    assert text_of(second).startswith("**Your bet**")  # moved on to the splitter's bet
    # The confirm and a select of the step before, sent again, are refused.
    name = splitter_of(board)
    stale = await press(world, name, second, confirm)
    assert ephemeral_text(stale) == "That button is from an earlier step; use the newest message."
    moved = await press(world, name, second, cut["custom_id"], ["1"])
    # A select answers at once (its preview takes a while): the refusal follows, in the control.
    assert refusal_said(moved) == "That button is from an earlier step; use the newest message."
    assert await log_length(world) == 1
    assert "Bets: nobody yet" in text_of(split_board(thread))


async def test_bets_are_secret_changeable_and_a_repeat_is_refused(world):
    thread = await start_game(world, NAMES, command="split")
    table = Table(world, thread, NAMES)
    await table.step()
    board = split_board(thread)
    ann = world.members["ann"]
    control = (await ann.click(board, label="Bet")).response
    white, pink, _ = custom_ids(control, "splitit:bet:")
    await ann.click(control, custom_id=white)
    assert "✓ You bet on **white**" in text_of(control)
    assert "✓ ann" in text_of(split_board(thread)) and "white" not in text_of(split_board(thread))
    repeat = await ann.click(control, custom_id=white)
    assert refusal_said(repeat) == "You already chose that."
    await ann.click(control, custom_id=pink)  # changed her mind
    assert "✓ You bet on **pink**" in text_of(control)
    state = (await world.env.bot.service.get(1)).state
    assert state.bets == {0: "pink"}
    assert await log_length(world) == 3  # the split and two bets (the repeat logged nothing)


async def test_a_player_who_took_cards_sits_out_the_rest_of_the_round(world):
    thread = await start_game(world, NAMES, command="split")
    board = split_board(thread)
    splitter = splitter_of(board)
    others = [n for n in NAMES if n != splitter]
    member = world.members[splitter]
    control = (await member.click(board, label="Split")).response
    first, _ = selects(control)
    await member.select(control, ["3"], custom_id=first["custom_id"])
    _, second = selects(control)
    await member.select(control, ["5"], custom_id=second["custom_id"])
    await member.click(control, custom_id=custom_ids(control, "splitit:split:")[0])

    # The splitter takes pink alone; the two others both bet on white (3 cards): it stays.
    board = split_board(thread)
    for name, zone in ((splitter, 1), (others[0], 0), (others[1], 0)):
        bet = (await world.members[name].click(board, label="Bet")).response
        await world.members[name].click(bet, custom_id=custom_ids(bet, "splitit:bet:")[zone])
    board = split_board(thread)
    assert f"**{splitter}** takes" in text_of(board) and "bet:" in text_of(board)
    table = Table(world, thread, NAMES)
    while "Place joker" in text_of(board):  # the splitter took a joker with the pink zone
        await table.step()
        board = split_board(thread)
    # The same splitter splits the three cards again (the rules), then only the two others bet.
    assert f"**{splitter}** places the two separators." in text_of(board)
    await table.step()
    board = split_board(thread)
    assert f"waiting for {others[0]}, {others[1]}" in text_of(board)
    refused = await world.members[splitter].click(board, label="Bet")
    assert text_of(refused.response) == "You already took cards this round; wait for the next row."


async def test_status_rules_and_a_busy_channel(world):
    none = await world.members["ann"].slash(world.channel, "split status")
    assert text_of(none.response) == "No Split it! game is open here. Start one with /split start."
    lobby = await open_lobby(world, "ann", "split")
    status = await world.members["bob"].slash(world.channel, "split status")
    assert text_of(status.response) == "Game #1 is in its lobby: 1 seated."
    busy = await world.members["bob"].slash(world.channel, "splito start")
    assert busy.ephemeral and "Split it! game #1 is already open here" in text_of(busy.response)
    other = await world.members["bob"].slash(world.channel, "splito status")
    assert text_of(other.response).startswith("No Splito game is open here.")
    rules = await world.members["bob"].slash(world.channel, "split rules")
    assert rules.ephemeral and rules.response.embeds[0].title == "Split it! · rules in short"
    # The two readings players ask about: the discard after every split, the lone joker.
    fields = {f.name: f.value for f in rules.response.embeds[0].fields}
    assert (
        "After every split into three zones — the round's first and every split again"
        in (fields["Two players"])
    )
    assert "waits and joins the first column you make" in fields["Jokers (★)"]

    await world.members["bob"].click(lobby, label="Join")
    await world.members["ann"].click(lobby, label="Start")
    thread = world.channel.threads[-1]
    status = await world.members["bob"].slash(thread, "split status")
    assert text_of(status.response).startswith("**Split it! · game #1 · round 1 · 63 in deck**")
    assert "places the two separators" in text_of(status.response)


async def test_the_timer_reminds_then_the_ai_plays_for_the_late_player(world):
    thread = await start_game(world, ["ann", "bob"], command="split", timer="autoplay")
    board = split_board(thread)
    splitter = world.members[splitter_of(board)]
    assert "Timer: AI plays for you after 5 min." in text_of(board)
    await world.env.advance_time(151)
    reminder = text_of(thread.history()[-1])
    assert reminder == (
        f"⏰ <@{splitter.id}>, Split it! game #1 is waiting to place the separators. "
        "The AI plays for you in 2.5 min."
    )
    await world.env.advance_time(150)
    notices = [text_of(m) for m in thread.history()]
    assert f"⌛ Time ran out for <@{splitter.id}>: the AI played for them." in notices
    assert "discards one of the three zones" in text_of(split_board(thread))
    moves = await world.env.bot.service.core.moves(1)
    assert [row.source for row, _ in moves] == ["timer"]


async def test_the_splitter_leaves_and_an_ai_splits_for_the_seat(world):
    thread = await start_game(world, NAMES, command="split")
    splitter = splitter_of(split_board(thread))
    left = await world.members[splitter].slash(thread, "split leave")
    assert left.ephemeral and text_of(left.response) == "You left game #1."
    notices = [text_of(m) for m in thread.history()]
    assert any("left the game; an AI plays their seat" in n for n in notices)
    # The AI split for the seat and bet at once; the others still bet.
    assert f"Bets: ✓ {splitter} — waiting for" in text_of(split_board(thread))
    steps = await world.env.bot.service.core.replay_log(1)
    assert [(s.source, type(s.action).__name__) for s in steps] == [("ai", "Split"), ("ai", "Bet")]


async def test_a_refusal_on_the_board_becomes_the_control_that_follows(world):
    """A player who is told to wait keeps that one message: the next step's control comes in
    it, and the control it replaced is deleted."""
    thread = await start_game(world, NAMES, command="split")
    board = split_board(thread)
    splitter = splitter_of(board)
    waiting = next(n for n in NAMES if n != splitter)
    member = world.members[waiting]
    first = (await member.click(board, label="Split")).response.id
    again = await member.click(board, label="Split")  # once more: the answer replaces the first
    told = f"{splitter} places the two separators. Wait for your turn."
    assert ephemeral_text(again) == told
    assert own_message(thread, member, first) is None
    control = (await world.members[splitter].click(board, label="Split")).response
    (confirm,) = custom_ids(control, "splitit:split:")
    await world.members[splitter].click(control, custom_id=confirm)
    followed = own_message(thread, member, again.response.id)
    assert text_of(followed).startswith("**Your bet**") and custom_ids(followed, "splitit:bet:")
