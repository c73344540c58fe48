"""Tutorials through Discord: ``/<game> tutorial`` opens a private thread for the member alone,
where a guided game against AI seats says each lesson on its board; a move the lesson does not
teach is refused with the reason, the hinted one is played; after the lessons the member plays
freely, and the game ends on **Start a real game**, which opens a lobby in the channel. A
tutorial is never rated nor in the stats."""

from __future__ import annotations

import discord
import pytest
from simcord.backend.errors import SetupError

from bot.discordbot.coach import ReviewButton
from bot.discordbot.controls import TableId
from bot.discordbot.tutorial import RealGameButton
from engine.serendipity import KeepSerendip, MoveSerendip, Turn
from engine.splitit import Bet, Discard, PlaceJoker, Split
from engine.tutorials import tutorial_of
from tests.discord.conftest import (
    PRIVATE_LEFT,
    SLOW_SETTLE,
    board,
    buttons,
    custom_ids,
    ephemeral_text,
    first_answers,
    open_lobby,
    own_message,
    pick,
    press,
    private_messages,
)
from tests.discord.test_serendipity_game import Player, live_board
from tests.discord.test_splitit_game import selects, split_board
from tests.discord.test_splitter_game import open_control, place_numbers, sheet_board
from tests.discord.texts import text_of

# A guided move waits for the strong AI's hint (the service checks the lesson).
pytestmark = SLOW_SETTLE


def board_says(tutorial, round: int, text: str) -> bool:
    """Whether a board's text says what the tutorial's round is: its lesson, a guided step, or
    free play after the lessons."""
    if tutorial.lesson(round) is not None:
        return f"📘 **Lesson {tutorial.number(round)} of {len(tutorial.lessons)}**: " in text
    if tutorial.guided(round):
        return "📘 This step is part of the lessons: press 💡 **Hint**" in text
    return "📘 The lessons are over" in text


def matters(lesson: str, taught, phase: str = "") -> bool:
    """Whether the rule a lesson explains is what decides the move it teaches (so that each
    lesson falls where its rule first matters on the tutorial's deal)."""
    why = taught.why
    move = taught.action
    checks = {
        "splito-lesson-objectives": why.key.startswith("splito-why-objective"),
        "splito-lesson-product": why.key.startswith("splito-why-score"),
        "splito-lesson-commons": why.key == "splito-why-common",
        "splitter-lesson-groups": why.key == "splitter-why-completes",
        "splitter-lesson-stars": why.args.get("star") == "yes",
        "splitter-lesson-hearts": why.key == "splitter-why-hearts",
        "splitit-lesson-split": isinstance(move, Split),
        "splitit-lesson-again": isinstance(move, Split),
        "splitit-lesson-bet": isinstance(move, Bet),
        "splitit-lesson-discard": isinstance(move, Discard),
        "splitit-lesson-columns": why.key == "splitit-why-lead",
        "splitit-lesson-jokers": isinstance(move, PlaceJoker),
        "serendipity-lesson-turn": isinstance(move, Turn) and phase == "turn",
        "serendipity-lesson-serendip": isinstance(move, KeepSerendip | MoveSerendip),
        "serendipity-lesson-memory": why.key == "serendipity-why-known",
        "serendipity-lesson-own": phase == "own",
        "serendipity-lesson-carpet": why.key == "serendipity-why-swap",
    }
    return checks.get(lesson, True)  # an opening or a closing lesson: any move


async def open_tutorial(world, name, command):
    member = world.members[name]
    since = len(world.env.http_requests)
    answer = await member.slash(world.channel, f"{command} tutorial")
    (waited,) = first_answers(world, since)
    assert waited.startswith("⏳ Opening your ") and waited.endswith(
        " tutorial: its thread and its first deal…"
    )
    assert answer.followups == []  # the answer took the place of the wait
    (thread,) = world.channel.threads
    assert ephemeral_text(answer).endswith(f"is in <#{thread.id}>: only you and the bot are there.")
    return member, thread


async def hinted_hand(world, member, thread):
    """The member's hand this round with the Hint pressed: (hand, the hint's card index)."""
    (play,) = custom_ids(board(thread), "splito:play:")
    hand = (await member.click(board(thread), custom_id=play)).response
    (hint,) = custom_ids(hand, "splito:hint:")
    await member.click(hand, custom_id=hint)
    hand = own_message(thread, member, hand.id)
    (left, _) = custom_ids(hand, "splito:pick:")
    return hand, int(left.split(":")[4])


async def test_the_splito_tutorial_teaches_five_lessons_then_ends_on_a_real_game(world):
    tutorial = tutorial_of("splito")
    ann, thread = await open_tutorial(world, "ann", "splito")
    # A private thread: the member sees it, another member of the server does not.
    assert thread.history(viewer=ann)
    with pytest.raises(SetupError, match="cannot read"):
        thread.history(viewer=world.members["bob"])
    welcome = thread.history()[0]
    assert text_of(welcome).startswith("📘 **Welcome to Splito**, ")
    service = world.env.bot.service
    table = await service.get(1)
    assert table.tutorial and [s.is_ai for s in table.seats] == [False, True, True]

    for round in range(1, 14):
        text = text_of(board(thread))
        lesson = tutorial.lesson(round)
        if not tutorial.guided(round):
            assert "📘 The lessons are over: play on as you like" in text
            await pick(world, "ann", thread, card=0)
            continue
        hand, index = await hinted_hand(world, ann, thread)
        _, _, taught = await service.play.suggest(1, ann.id)
        if lesson is None:
            assert "📘 This step is part of the lessons: press 💡 **Hint**" in text
        else:
            assert f"📘 **Lesson {tutorial.number(round)} of 5**: " in text
            assert matters(lesson, taught), (lesson, taught)
            cards = custom_ids(hand, "splito:card:")
            # Another card first: refused, with the reason of the lesson's move.
            other = next(c for c in cards if c.split(":")[4] != str(index))
            await ann.click(hand, custom_id=other)
            hand = own_message(thread, ann, hand.id)
            wrong = await ann.click(hand, custom_id=custom_ids(hand, "splito:pick:")[0])
            assert ephemeral_text(wrong).startswith("📘 This lesson teaches another move: “")
            assert 0 not in (await service.get(1)).state.picks  # nothing played
            (card,) = [c for c in custom_ids(hand, "splito:card:") if c.split(":")[4] == str(index)]
            await ann.click(hand, custom_id=card)
            hand = own_message(thread, ann, hand.id)
        sides = custom_ids(hand, "splito:pick:")
        await ann.click(hand, custom_id=next(c for c in sides if c.endswith(taught.action.side)))
        plays = (await service.get(1)).state.last_plays  # the round was revealed
        assert next(p.card for p in plays if p.seat == 0) == taught.action.card
    final = thread.history()[-1]
    assert "📘 **Tutorial done!**" in text_of(final)
    # Each refusal was said in her hand: she is left with it alone (it says the game is over).
    left = private_messages(world, "ann", thread)
    assert len(left) <= PRIVATE_LEFT, left
    assert [b["label"] for b in buttons(final)] == ["Start a real game", "Review my game"]

    # The review judges none of the moves the lessons required: it says they were the lessons'.
    (review_id,) = custom_ids(final, "review:")
    answer = await press(world, "ann", thread, review_id)
    shown = answer.followups[-1] if answer.followups else answer.response
    rounds = shown.embeds[0].description.splitlines()
    assert len(rounds) == 13  # a line for each of the learner's rounds
    guided = [r for r in range(1, 14) if tutorial.guided(r)]
    for line in rounds:
        number = int(line.split(".")[0])
        assert ("the lesson's move" in line) == (number in guided), line
    swings = [line for line in text_of(shown).splitlines() if line.startswith("🔎")]
    assert all(int(line.split("**Round ")[1].split("**")[0]) not in guided for line in swings)

    # Never rated nor in the stats.
    ranked = await ann.slash(world.channel, "splitbot leaderboard", game="splito")
    assert text_of(ranked.response) == "No Splito game has been rated on this server yet."
    profile = await ann.slash(world.channel, "splitbot profile")
    assert text_of(profile.response) == "ann has no finished game here yet."

    (real,) = custom_ids(final, "tutorial:real:")
    opened = await ann.click(final, custom_id=real)
    assert ephemeral_text(opened).startswith("Your lobby is open: ")
    lobby = world.channel.history()[-1]
    assert lobby.embeds[0].title.startswith("Splito · game #2")
    table = await service.get(2)
    assert table.status == "lobby" and not table.tutorial and table.channel_id == world.channel.id


@pytest.mark.no_cover  # a whole sheet: the lessons' lines are the other tutorials' point too
async def test_the_splitter_tutorial_guides_five_rounds_and_then_lets_the_sheet_be_filled(world):
    lessons = tutorial_of("splitter").lessons
    ann, thread = await open_tutorial(world, "ann", "splitter")
    service = world.env.bot.service
    for round in range(1, 23):
        text = text_of(sheet_board(thread))
        if round in lessons:
            assert f"📘 **Lesson {round} of 5**: " in text
            control = await open_control(world, "ann", thread)
            world.open_hand[ann.id] = control.id
            (confirm,) = custom_ids(control, "splitter:place:")
            _, _, taught = await service.play.suggest(1, ann.id)
            assert matters(lessons[round], taught), (lessons[round], taught)
            (row, left), _ = taught.action.cells
            if confirm.split(":")[4:6] != [str(row), str(left)]:
                wrong = await ann.click(control, custom_id=confirm)  # the first pair offered
                assert ephemeral_text(wrong).startswith("📘 This lesson teaches another move: “")
            (hint,) = custom_ids(control, "splitter:hint:")
            await ann.click(control, custom_id=hint)
            control = own_message(thread, ann, control.id)
            (confirm,) = custom_ids(control, "splitter:place:")
            await ann.click(control, custom_id=confirm)
            sheet = (await service.get(1)).state.sheets[0]
            assert all(sheet[r][x] is not None for r, x in taught.action.cells)
        else:
            assert "📘 The lessons are over" in text
            await place_numbers(world, "ann", thread)
    final = thread.history()[-1]
    assert "📘 **Tutorial done!**" in text_of(final)
    assert [b["label"] for b in buttons(final)] == ["Start a real game", "Review my game"]


async def splitit_step(world, member, thread, lesson=None):
    """The learner opens their control of this step and plays the hinted move through it (a
    wrong bet first, at a bet): the step's board text, or None when the step is not theirs."""
    board = split_board(thread)
    text = text_of(board)
    (open_id,) = custom_ids(board, "splitit:open:")
    shown = await member.click(board, custom_id=open_id)
    if not text_of(shown.response).startswith("**"):
        return None  # not their move: "wait for your turn"
    control = shown.response
    table = await world.env.bot.service.get(1)
    (hint,) = custom_ids(control, "splitit:hint:")
    await member.click(control, custom_id=hint)
    control = own_message(thread, member, control.id)
    _, _, taught = await world.env.bot.service.play.suggest(1, member.id)
    step = table.round
    assert lesson is None or matters(lesson, taught), (lesson, taught)
    match taught.action:
        case Split():
            (confirm,) = custom_ids(control, "splitit:split:")
            await member.click(control, custom_id=confirm)
        case Discard():
            (confirm,) = custom_ids(control, "splitit:discard:")
            await member.click(control, custom_id=confirm)
        case Bet(zone=zone):
            others = [c for c in custom_ids(control, "splitit:bet:") if not c.endswith(zone)]
            if others and tutorial_of("splitit").guided(step):
                wrong = await member.click(control, custom_id=others[0])
                assert ephemeral_text(wrong).startswith("📘 This lesson teaches another move: “")
            await member.click(control, custom_id=f"splitit:bet:1:{step}:{zone}")
        case PlaceJoker(number=number):
            (joker,) = selects(control)
            await member.select(control, [str(number)], custom_id=joker["custom_id"])
    return text


async def test_the_split_it_tutorial_teaches_on_the_learner_s_steps_of_a_short_deal(world):
    tutorial = tutorial_of("splitit")
    ann, thread = await open_tutorial(world, "ann", "split")
    service = world.env.bot.service
    taught = []
    while (table := await service.get(1)).status == "running":
        turn = table.round
        text = await splitit_step(world, ann, thread, tutorial.lesson(turn))
        if text is None:
            continue
        if tutorial.lesson(turn) is not None:
            taught.append(turn)
        assert board_says(tutorial, turn, text)
        assert (await service.get(1)).round != turn or table.public.phase == "jokers"
    assert taught == tutorial.lesson_rounds  # every lesson fell on a step of the learner's
    final = thread.history()[-1]
    assert "📘 **Tutorial done!**" in text_of(final)
    assert [b["label"] for b in buttons(final)] == ["Start a real game", "Review my game"]


@pytest.mark.no_cover  # many turns: each line it runs, another test traces too
async def test_the_serendipity_tutorial_starts_a_game_under_way_and_teaches_on_the_panel(world):
    tutorial = tutorial_of("serendipity")
    ann, thread = await open_tutorial(world, "ann", "serendipity")
    service = world.env.bot.service
    player = Player(world, "ann", thread)
    first = tutorial.lesson_rounds[0]
    assert (await service.get(1)).round == first  # a game under way: the learner's turn
    taught = []
    while (table := await service.get(1)).status == "running":
        step = table.round
        text = text_of(live_board(thread))
        if tutorial.lesson(step) is not None:
            taught.append(step)
        assert board_says(tutorial, step, text)
        _, _, hinted = await service.play.suggest(1, ann.id)
        lesson = tutorial.lesson(step)
        assert lesson is None or matters(lesson, hinted, table.public.phase), (lesson, hinted)
        if step == first:
            # Another tile than the lesson's: refused with the reason, nothing turned.
            other = min(c for c in table.public.face_down if c != hinted.action.cell)
            await player.open()
            wrong = await player.pick(other)
            assert ephemeral_text(wrong).startswith("📘 This lesson teaches another move: “")
            assert (await service.get(1)).round == step
        await player.play(hinted.action)
    assert taught == tutorial.lesson_rounds
    final = thread.history()[-1]
    assert "📘 **Tutorial done!**" in text_of(final)
    assert [b["label"] for b in buttons(final)] == ["Start a real game", "Review my game"]


async def test_a_tutorial_falls_back_to_a_public_thread_or_says_why_it_cannot_open(world):
    me, ann = world.guild.me, world.members["ann"]
    public_only = world.guild.create_text_channel(
        "public-only", overwrites={me: discord.PermissionOverwrite(create_private_threads=False)}
    )
    answer = await ann.slash(public_only, "splitter tutorial")
    (thread,) = public_only.threads
    assert ephemeral_text(answer).endswith(f"is in <#{thread.id}>: only you and the bot are there.")
    assert thread.history(viewer=world.members["bob"])  # public: others may watch

    no_threads = world.guild.create_text_channel(
        "no-threads",
        overwrites={
            me: discord.PermissionOverwrite(
                create_private_threads=False, create_public_threads=False
            )
        },
    )
    refused = await ann.slash(no_threads, "splito tutorial")
    assert ephemeral_text(refused).startswith("I cannot open a thread here")
    assert no_threads.threads == []
    # Inside a thread (a tutorial's own, say): no thread in a thread.
    nested = await ann.slash(thread, "splito tutorial")
    assert ephemeral_text(nested).startswith("I cannot open a thread here")


async def test_start_a_real_game_refuses_a_busy_channel_and_a_table_that_is_no_tutorial(world):
    ann, thread = await open_tutorial(world, "ann", "split")
    service = world.env.bot.service
    table = await service.get(1)
    await service.lobbies.cancel(table.id, ann.id)
    # A real game already open in the channel: refused, nothing opened.
    lobby = await open_lobby(world, "bob", "splito")
    (real,) = [RealGameButton(TableId(1), "x").custom_id]
    refused = await press(world, "ann", thread.history()[-1], real)
    assert ephemeral_text(refused).startswith("Splito game #2 is already open here")
    assert world.channel.history()[-1].id == lobby.id
    # A forged one for a table that was no tutorial.
    forged = await press(world, "bob", lobby, RealGameButton(TableId(2), "x").custom_id)
    assert ephemeral_text(forged) == "That button belongs to a tutorial's thread."


async def test_a_second_tutorial_of_the_same_game_points_to_the_first(world):
    ann, thread = await open_tutorial(world, "ann", "splitter")
    again = await ann.slash(world.channel, "splitter tutorial")
    assert ephemeral_text(again) == (
        f"Your Splitter tutorial is still open in <#{thread.id}>: play on there, "
        "or cancel it there to start again."
    )
    assert len(world.channel.threads) == 1  # no thread opened for nothing


async def test_a_tutorial_refused_once_its_thread_is_open_leaves_no_thread(world, monkeypatch):
    """Two /splitter tutorial at once: the second passes the first check, the service refuses
    it, and its thread is deleted."""
    ann, thread = await open_tutorial(world, "ann", "splitter")
    service = world.env.bot.service

    async def nothing_going(*_):
        return None

    monkeypatch.setattr(service.tutorials, "tutorial_going", nothing_going)
    again = await ann.slash(world.channel, "splitter tutorial")
    assert ephemeral_text(again).startswith("Your Splitter tutorial is still open in ")
    assert [t.id for t in world.channel.threads] == [thread.id]


async def test_a_tutorial_is_its_learner_s_alone(world):
    """Nobody else replays, reviews or opens a game from a member's tutorial, even with its
    number or a forged button: to them it is no game. Its learner opens a real game from it
    only in its thread, once it has ended."""
    ann, thread = await open_tutorial(world, "ann", "splito")
    lobby = await open_lobby(world, "bob", "splitter")  # a message of bob's to click on
    posted = [m.id for m in world.channel.history()]
    unknown = "There is no game #1."
    replayed = await world.members["bob"].slash(world.channel, "splitbot replay", game=1)
    assert ephemeral_text(replayed) == unknown
    mine = await ann.slash(thread, "splitbot replay", game=1)
    assert ephemeral_text(mine) == "Game #1 is still running: its replay comes after its end."
    for forged in (ReviewButton(TableId(1)), RealGameButton(TableId(1))):
        assert ephemeral_text(await press(world, "bob", lobby, forged.custom_id)) == unknown
    real = RealGameButton(TableId(1)).custom_id
    # Its learner: outside its thread, no such game; inside, not before its end.
    assert ephemeral_text(await press(world, "ann", lobby, real)) == unknown
    going = await press(world, "ann", thread, real)
    assert ephemeral_text(going).startswith("Your tutorial is still going")
    # Another server's member, on a message of their own.
    elsewhere = world.env.create_guild()
    channel = elsewhere.create_text_channel("games")
    dan = world.members["dan"] = elsewhere.add_member(world.env.create_user("dan"))
    await dan.slash(channel, "splito start")
    assert ephemeral_text(await press(world, "dan", channel, real)) == unknown
    assert [m.id for m in world.channel.history()] == posted  # no lobby opened from it
