"""Through Discord: restarts, stale and foreign clicks, double clicks, cancelled games, missing
permissions, timers. Every refusal is an ephemeral answer and changes nothing."""

from __future__ import annotations

import json
import re
import sqlite3
from types import SimpleNamespace

import discord
import pytest
from prometheus_client import REGISTRY
from sqlalchemy.exc import OperationalError

from bot.discordbot.client import SplitBot
from bot.i18n import ENGLISH, words
from bot.logs import JsonFormatter
from bot.storage.models import ActionRow
from tests.discord.conftest import (
    board,
    buttons,
    custom_ids,
    ephemeral_text,
    open_lobby,
    own_message,
    pick,
    press,
    private_messages,
    refusal_said,
    start_game,
    wait,
)
from tests.discord.texts import text_of


def failures(where: str, kind: str) -> float:
    """The metrics' count of failures of ``where`` of ``kind``."""
    return REGISTRY.get_sample_value("splitbot_errors_total", {"where": where, "kind": kind}) or 0


def refusals(reason: str) -> float:
    return REGISTRY.get_sample_value("splitbot_refusals_total", {"reason": reason}) or 0


@pytest.mark.no_cover  # a whole game after the restart: its lines are shorter tests' point
async def test_old_buttons_work_after_a_restart_and_the_game_finishes(world):
    thread = await start_game(world, ["ann", "bob"])
    await pick(world, "ann", thread)
    old_board = board(thread)
    await world.env.restart_bot(SplitBot(world.env.bot.database_url, shard_count=1))
    # Bob presses Play on the board posted before the restart.
    shown = await world.members["bob"].click(old_board, label="Play")
    assert shown.ephemeral and "Your hand · round 1/26" in text_of(shown.response)
    await pick(world, "bob", thread)
    assert "round 2/26" in text_of(board(thread))
    while board(thread) is not None:
        await pick(world, "ann", thread)
        await pick(world, "bob", thread)
    assert "The game is over" in text_of(thread.history()[-1])


@pytest.mark.no_cover  # many moves; each line it runs, another test traces too
async def test_a_button_of_an_earlier_round_is_refused(world):
    thread = await start_game(world, ["ann", "bob"])
    ann = world.members["ann"]
    await pick(world, "ann", thread)
    hand = own_message(thread, ann, world.open_hand[ann.id])
    old_card = custom_ids(hand, "splito:card:")[1]
    await pick(world, "bob", thread)  # round 1 resolves: ann's hand follows her to round 2
    hand = own_message(thread, ann, hand.id)
    assert text_of(hand).startswith("**Your hand · round 2/26**")
    assert all(":1:2:" in c for c in custom_ids(hand, "splito:card:"))
    # A button of round 1 (kept by a client that missed the edit) is refused, nothing changes.
    before = (await world.env.bot.service.get(1)).version
    stale = await press(world, "ann", hand, old_card)
    assert "That button is from round 1; the game is in round 2" in ephemeral_text(stale)
    assert "round 2/26" in text_of(board(thread)) and "Picked: nobody yet" in text_of(board(thread))
    assert (await world.env.bot.service.get(1)).version == before


async def test_someone_without_a_seat_is_told_so(world):
    thread = await start_game(world, ["ann", "bob"])
    before = text_of(board(thread))
    answer = await world.members["cat"].click(board(thread), label="Play")
    assert ephemeral_text(answer) == "You are not playing in this game."
    assert text_of(board(thread)) == before


async def test_a_double_click_on_a_side_plays_once(world):
    thread = await start_game(world, ["ann", "bob", "cat"])
    ann = world.members["ann"]
    hand = (await ann.click(board(thread), label="Play")).response
    sides = custom_ids(hand, "splito:side:")
    assert len(sides) == 2 and all(b.get("disabled") for b in buttons(hand)[-2:])
    await ann.click(hand, custom_id=custom_ids(hand, "splito:card:")[0])
    side = custom_ids(own_message(thread, ann, hand.id), "splito:pick:")[0]
    first = await ann.click(hand, custom_id=side)
    assert refusal_said(first) == ""
    second = await press(world, "ann", hand, side)
    assert "✓ Your pick" in text_of(own_message(thread, ann, hand.id))
    assert refusal_said(second) == "You already chose that."  # said in her hand
    moves = await world.env.bot.service.core.moves(1)
    assert len(moves) == 1


def now(place, message):
    """The message as it is now (a message read earlier is not updated by edits)."""
    return next(m for m in place.history() if m.id == message.id)


async def test_a_cancelled_game_no_longer_looks_live(world):
    thread = await start_game(world, ["ann", "bob"])
    old_board = board(thread)
    lobby = world.channel.history()[0]
    refused = await world.members["bob"].slash(thread, "splito cancel")
    assert refused.ephemeral and text_of(refused.response) == (
        "Only the host or a member with Manage Messages can cancel the game."
    )
    assert buttons(now(thread, old_board))  # nothing changed
    done = await world.members["ann"].slash(thread, "splito cancel")
    assert "Game #1 was cancelled by" in text_of(done.response)
    cancelled = now(thread, old_board)
    assert buttons(cancelled) == [] and text_of(cancelled) == "Game #1 was cancelled."
    assert cancelled.attachments  # the round's board image stays
    assert now(world.channel, lobby).embeds[0].description == "Cancelled."
    # A button of the game kept anywhere (an open hand, say) is refused in plain words.
    answer = await press(world, "bob", thread, "splito:play:1:1")
    assert answer.ephemeral and text_of(answer.response) == "This game was cancelled."


async def test_cancelling_from_the_lobby_shows_the_lobby_cancelled(world):
    lobby = await open_lobby(world)
    refused = await world.members["bob"].click(lobby, label="Cancel")
    assert "Only the host or a member" in ephemeral_text(refused)
    await world.members["ann"].click(lobby, label="Cancel")
    shown = now(world.channel, lobby)
    assert shown.embeds[0].description == "Cancelled." and buttons(shown) == []


async def test_a_game_whose_log_no_longer_replays_is_paused_and_its_thread_told_once(world):
    thread = await start_game(world, ["ann", "bob"])
    await pick(world, "ann", thread)
    await pick(world, "bob", thread)
    old_board = board(thread)
    async with world.env.bot.service.engine.begin() as conn:  # an upgrade refuses a logged pick
        await conn.execute(
            ActionRow.__table__.update()
            .where(ActionRow.seq == 1)
            .values(action={"card": "no-such-card", "side": "left"})
        )
    await world.env.restart_bot(SplitBot(world.env.bot.database_url, shard_count=1))
    await world.env.settle()
    for name in ("ann", "bob", "ann"):
        answer = await world.members[name].click(old_board, label="Play")
        assert answer.ephemeral and text_of(answer.response).startswith("This game is paused")
    status = await world.members["cat"].slash(thread, "splito status")
    assert text_of(status.response) == (
        "Game #1 is paused: its saved moves no longer lead to its saved position. "
        "An admin has been told."
    )
    told = [text_of(m) for m in thread.history() if "is paused" in (text_of(m) or "")]
    assert told == [
        "⚠ Game #1 is paused: its saved moves no longer lead to its saved position. "
        "An admin has been told."
    ]


async def test_missing_permissions_are_named_and_nothing_starts(world):
    me = world.guild.me
    locked = world.guild.create_text_channel(
        "locked",
        overwrites={me: discord.PermissionOverwrite(attach_files=False, embed_links=False)},
    )
    for command, title in (("splito", "Splito"), ("split", "Split it!"), ("splitter", "Splitter")):
        answer = await world.members["ann"].slash(locked, f"{command} start")
        assert answer.ephemeral
        assert "missing Embed Links and Attach Files" in text_of(answer.response)
        status = await world.members["ann"].slash(locked, f"{command} status")
        assert f"No {title} game is open here" in text_of(status.response)
    solo = await world.members["ann"].slash(locked, "splitter solo")
    assert solo.ephemeral and "missing Embed Links and Attach Files" in text_of(solo.response)


async def test_without_thread_permissions_the_game_runs_in_the_channel(world):
    me = world.guild.me
    flat = world.guild.create_text_channel(
        "flat", overwrites={me: discord.PermissionOverwrite(create_public_threads=False)}
    )
    world.channel = flat
    lobby = await open_lobby(world)
    assert "grant me Create Public Threads" in lobby.embeds[0].fields[-1].value
    await world.members["bob"].click(lobby, label="Join")
    await world.members["ann"].click(lobby, label="Start")
    assert flat.threads == []
    assert "round 1/26" in text_of(board(flat))


@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_lobby_refusals(world):
    lobby = await open_lobby(world)
    second = await world.members["bob"].slash(world.channel, "splito start")
    assert second.ephemeral and "Splito game #1 is already open here" in text_of(second.response)
    alone = await world.members["ann"].click(lobby, label="Start")
    assert alone.ephemeral and "Splito needs 2–8 players; there is 1." in text_of(alone.response)
    await world.members["bob"].click(lobby, label="Join")
    twice = await world.members["bob"].click(lobby, label="Join")
    assert ephemeral_text(twice) == "You are already in this game."
    not_host = await world.members["bob"].click(lobby, label="Start")
    assert text_of(not_host.response) == "Only the host can start the game."
    refused = refusals("refusal-not-seated")
    stranger = await world.members["cat"].click(lobby, label="Add AI")
    assert ephemeral_text(stranger) == "You are not playing in this game."
    assert refusals("refusal-not-seated") == refused + 1  # the metrics count it by its reason


@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_an_expiring_timer_reminds_then_plays_for_the_late_player(world):
    thread = await start_game(world, ["ann", "bob"], timer="autoplay", timer_minutes=2.0)
    assert "Timer: AI plays for you after 2 min." in text_of(board(thread))
    await pick(world, "ann", thread)
    await world.env.advance_time(61)
    bob = world.members["bob"]
    reminder = text_of(thread.history()[-1])
    assert reminder.startswith(f"⏰ <@{bob.id}>, round 1 is waiting for your pick.")
    assert "The AI plays for you in 1 min." in reminder
    await world.env.advance_time(60)
    notices = [text_of(m) for m in thread.history()]
    assert f"⌛ Time ran out for <@{bob.id}>: the AI picked for them this round." in notices
    assert "round 2/26" in text_of(board(thread))


async def test_rules_status_and_stats(world):
    rules = await world.members["ann"].slash(world.channel, "splito rules")
    assert rules.ephemeral
    embed = rules.response.embeds[0]
    fields = {f.name: f.value for f in embed.fields}
    assert "community reconstruction" in fields["Objective deck"]
    assert "talking about your hand" in fields["Table manners"]
    thread = await start_game(world, ["ann"], ai_seats=1)
    status = await world.members["bob"].slash(thread, "splito status")
    assert "round 1/26" in text_of(status.response) and "waiting for ann" in text_of(
        status.response
    )
    while board(thread) is not None:
        await pick(world, "ann", thread)
    stats = await world.members["bob"].slash(world.channel, "splitbot stats")
    assert stats.response.embeds[0].title == "Leaderboard"
    assert "ann: " in stats.response.embeds[0].description
    mine = await world.members["bob"].slash(
        world.channel, "splitbot stats", member=world.members["ann"]
    )
    assert "#1 splito" in mine.response.embeds[0].description
    help_text = await world.members["cat"].slash(world.channel, "splitbot help")
    assert help_text.ephemeral and "each game gets its own thread" in text_of(help_text.response)
    assert "`/splito start` opens a Splito table" in text_of(help_text.response)
    assert "`/split start` opens a Split it! table" in text_of(help_text.response)


async def test_leaving_a_running_game_hands_the_seat_to_an_ai(world):
    thread = await start_game(world, ["ann", "bob", "cat"])
    left = await world.members["cat"].slash(thread, "splito leave")
    assert left.ephemeral and text_of(left.response) == "You left game #1."
    notices = [text_of(m) for m in thread.history()]
    assert (
        f"<@{world.members['cat'].id}> left the game; an AI plays their seat from now on."
        in notices
    )
    assert "✓ cat" in text_of(board(thread))  # the AI picked for the seat at once
    again = await world.members["cat"].slash(thread, "splito leave")
    assert text_of(again.response) == "You are not playing in this game."


async def test_a_member_with_manage_messages_may_cancel_a_game_they_do_not_host(world):
    mods = world.guild.create_role("Mods", permissions=discord.Permissions(manage_messages=True))
    moderator = world.guild.add_member(world.env.create_user("mod"), roles=[mods])
    thread = await start_game(world, ["ann", "bob"])
    done = await moderator.slash(thread, "splito cancel")
    assert not done.ephemeral
    assert text_of(done.response) == f"Game #1 was cancelled by {moderator.mention}."
    assert (await world.env.bot.service.get(1)).status == "cancelled"


async def test_a_control_that_fails_unexpectedly_still_answers_and_logs(world, caplog):
    thread = await start_game(world, ["ann", "bob"])

    async def broken(*args, **kwargs):
        raise RuntimeError("the database went away")

    world.env.bot.service.play.require_seat = broken
    failed = failures("control", "unexpected")
    answer = await world.members["ann"].click(board(thread), label="Play")
    assert failures("control", "unexpected") == failed + 1  # and in the metrics
    said = text_of(answer.response)
    (reference,) = re.findall(r"\(reference ([0-9a-f]{8})\)", said)
    assert answer.ephemeral and said == ENGLISH("control-failed", ref=reference)
    (logged,) = [r for r in caplog.records if r.levelname == "ERROR"]
    assert logged.getMessage() == (
        f"control PlayButton on 'splito:play:1:1' failed [ref {reference}]"
    )
    assert logged.exc_info and "the database went away" in str(logged.exc_info[1])
    # With LOG_FORMAT=json the operator's collector gets them as fields of their own.
    entry = json.loads(JsonFormatter().format(logged))
    assert (entry["reference"], entry["custom_id"]) == (reference, "splito:play:1:1")
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", entry["time"])
    assert "the database went away" in entry["traceback"] and entry["level"] == "ERROR"


async def test_a_command_that_fails_unexpectedly_answers_in_the_member_s_language(
    world, caplog, locales
):
    await start_game(world, ["ann", "bob"])
    locales[world.members["bob"].id] = "fr"

    async def broken(*args, **kwargs):
        raise RuntimeError("a bug of ours")

    world.env.bot.service.find_open = broken
    answer = await world.members["bob"].slash(world.channel, "splito status")
    said = text_of(answer.followups[-1]) if answer.followups else text_of(answer.response)
    (reference,) = re.findall(r"\(référence ([0-9a-f]{8})", said)
    assert said == words("fr")("command-failed", ref=reference)
    (logged,) = [r for r in caplog.records if r.levelname == "ERROR"]
    assert logged.getMessage() == f"command /splito status failed [ref {reference}]"

    async def out_of_reach(*args, **kwargs):
        raise OperationalError("SELECT", {}, sqlite3.OperationalError("database is locked"))

    world.env.bot.service.find_open = out_of_reach
    failed = failures("command", "database")
    answer = await world.members["ann"].slash(world.channel, "splito status")
    said = text_of(answer.followups[-1]) if answer.followups else text_of(answer.response)
    assert said == ENGLISH("database-unavailable")
    assert failures("command", "database") == failed + 1


async def test_a_side_for_a_card_no_longer_in_the_hand_changes_nothing(world):
    thread = await start_game(world, ["ann", "bob"])
    await pick(world, "ann", thread)
    await pick(world, "bob", thread)  # round 2
    ann = world.members["ann"]
    hand = own_message(thread, ann, world.open_hand[ann.id])
    held = len(custom_ids(hand, "splito:card:"))  # cards numbered 0 to held - 1
    before = (await world.env.bot.service.get(1)).version
    refused = await press(world, "ann", hand, f"splito:pick:1:2:{held}:left")
    assert ephemeral_text(refused) == "That card is not in your hand."
    assert (await world.env.bot.service.get(1)).version == before
    assert "Picked: nobody yet" in text_of(board(thread))


async def test_a_hand_control_pressed_by_someone_not_seated_changes_nothing(world):
    thread = await start_game(world, ["ann", "bob"])
    before = (await world.env.bot.service.get(1)).version
    # Cat's own private message: the answer she got for pressing Play without a seat.
    cat_reply = await world.members["cat"].click(board(thread), label="Play")
    assert ephemeral_text(cat_reply) == "You are not playing in this game."
    private = own_message(thread, world.members["cat"], cat_reply.response.id)
    for forged in ("splito:card:1:1:0:-", "splito:pick:1:1:0:left"):
        on_board = await press(world, "cat", thread, forged)
        assert ephemeral_text(on_board).startswith("That control works only in your own private")
        refused = await press(world, "cat", private, forged)
        assert ephemeral_text(refused) == "You are not playing in this game."
    assert (await world.env.bot.service.get(1)).version == before


@pytest.mark.no_cover  # many moves; each line it runs, another test traces too
async def test_a_reminder_is_posted_once_a_round_whoever_picks_after_it(world):
    thread = await start_game(world, ["ann", "bob", "cat"], timer="remind", timer_minutes=2.0)
    await pick(world, "ann", thread)
    await world.env.advance_time(121)
    cat = world.members["cat"]

    def reminders_for_cat() -> list[str]:
        return [text_of(m) for m in thread.history() if text_of(m).startswith(f"⏰ <@{cat.id}>")]

    assert len(reminders_for_cat()) == 1
    await pick(world, "bob", thread)  # the wait shrinks to Cat
    await wait(world, 600)
    assert len(reminders_for_cat()) == 1  # no second reminder in round 1
    assert "round 1/13" in text_of(board(thread))


async def test_a_refusal_is_said_in_the_hand_which_keeps_its_buttons(world):
    """No message of its own: the refusal heads the hand, once however often it is repeated,
    and the hand's next redraw drops it."""
    thread = await start_game(world, ["ann", "bob", "cat"])
    ann = world.members["ann"]
    hand = (await ann.click(board(thread), label="Play")).response
    await ann.click(hand, custom_id=custom_ids(hand, "splito:card:")[0])
    before = own_message(thread, ann, hand.id)
    side = custom_ids(before, "splito:pick:")[0]
    await ann.click(hand, custom_id=side)
    picked = own_message(thread, ann, hand.id)
    for _ in range(2):
        again = await press(world, "ann", hand, side)
        assert refusal_said(again) == "You already chose that." and not again.followups
    shown = own_message(thread, ann, hand.id)
    assert text_of(shown) == f"⚠️ You already chose that.\n\n{text_of(picked)}"
    assert custom_ids(shown, "") == custom_ids(picked, "")
    assert len(private_messages(world, "ann", thread)) == 1
    await ann.click(shown, custom_id=custom_ids(shown, "splito:card:")[1])  # a change of mind
    assert not text_of(own_message(thread, ann, hand.id)).startswith("⚠️")


async def test_a_refusal_whose_control_cannot_be_read_comes_as_a_message(world, monkeypatch):
    thread = await start_game(world, ["ann", "bob", "cat"])
    ann = world.members["ann"]
    hand = (await ann.click(board(thread), label="Play")).response
    await ann.click(hand, custom_id=custom_ids(hand, "splito:card:")[0])
    side = custom_ids(own_message(thread, ann, hand.id), "splito:pick:")[0]
    await ann.click(hand, custom_id=side)

    async def gone(self):
        raise discord.NotFound(SimpleNamespace(status=404, reason="Not Found"), "Unknown Webhook")

    monkeypatch.setattr(discord.Interaction, "original_response", gone)
    again = await press(world, "ann", hand, side)
    (told,) = again.followups
    assert told.ephemeral and text_of(told) == "You already chose that."
