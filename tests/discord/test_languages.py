"""Games in other languages: a French Splito table where one player reads Japanese, a Russian
Serendipity table, the server's language setting, and slash commands as Discord shows them
to members of every language."""

from __future__ import annotations

import random
import re

import discord
import pytest
from discord import app_commands
from simcord.backend.errors import SetupError

from bot.discordbot.admincommands import AdminCog
from bot.discordbot.client import SplitBot
from bot.discordbot.commands import game_group
from bot.discordbot.registry import GAMES
from bot.discordbot.servercommands import CommonCog
from bot.discordbot.translator import CatalogTranslator
from bot.i18n import words
from engine import get_game
from engine.ai import choose
from tests.discord.conftest import (
    World,
    board,
    buttons,
    custom_ids,
    message_texts,
    own_message,
    pick,
    show_admin_commands_to,
    untranslated,
)
from tests.discord.test_serendipity_ending import deal_near_the_end
from tests.discord.test_serendipity_game import Player, live_board
from tests.discord.test_splitit_game import Table as SplitItTable
from tests.discord.test_splitit_game import split_board
from tests.discord.test_splitter_game import place_numbers, sheet_board
from tests.discord.texts import breakdown, text_of

#: The commands every game shares: the members' and the managers'.
SHARED_COMMANDS = [*CommonCog.__cog_app_commands__, *AdminCog.__cog_app_commands__]
NAMES = {"ann", "bob", "cat", "splito", "serendipity", "splitter"}
GAME = get_game("serendipity")


async def lobby_press(world: World, name: str, lobby, action: str):
    (button,) = [c for c in custom_ids(lobby, "lobby:") if c.endswith(f":{action}")]
    return await world.members[name].click(lobby, custom_id=button)


@pytest.mark.no_cover  # a whole game for its words: each line it runs, another test traces too
async def test_a_french_table_with_a_japanese_player(world, locales):
    ann, bob, cat = (world.members[n] for n in ("ann", "bob", "cat"))
    locales.update({ann.id: "fr", bob.id: "ja", cat.id: "fr"})
    opened = await ann.slash(world.channel, "splito start", language="fr")
    lobby = opened.response
    assert lobby.embeds[0].title == "Splito · partie n° 1"
    assert "langue : Français" in lobby.embeds[0].fields[1].value
    assert [b["label"] for b in buttons(lobby)][:2] == ["Rejoindre", "Quitter"]
    for name in ("bob", "cat"):
        await lobby_press(world, name, lobby, "join")
    await lobby_press(world, "ann", lobby, "start")
    thread = world.channel.threads[-1]
    assert thread.name == "Splito · partie n° 1"
    assert "tour 1/13" in text_of(board(thread))

    # bob reads his hand in Japanese, on a French table.
    shown = await bob.click(board(thread), custom_id=custom_ids(board(thread), "splito:play:")[0])
    assert shown.ephemeral and text_of(shown.response).startswith(
        "**あなたの手札 · ラウンド 1/13**"
    )
    assert any(b["label"].startswith("◀ 左：") for b in buttons(shown.response))
    # /splito status answers him alone, in his language too; the refusal of a stranger in hers.
    status = await bob.slash(thread, "splito status")
    assert status.ephemeral and text_of(status.response).startswith(
        "**Splito · ゲーム #1 · ラウンド 1/13**"
    )
    stranger = world.env.create_user("dan")
    dan = world.guild.add_member(stranger)
    locales[dan.id] = "ru"
    refused = await dan.click(board(thread), custom_id=custom_ids(board(thread), "splito:play:")[0])
    assert refused.ephemeral and text_of(refused.response) == "Вы не играете в этой игре."
    rounds = 0
    while board(thread) is not None:
        if rounds == 6:  # the table's language is stored with it: a restart keeps it
            await world.env.restart_bot(SplitBot(world.env.bot.database_url, shard_count=1))
            assert "tour 7/13" in text_of(board(thread))
        for name in ("ann", "bob", "cat"):
            await pick(world, name, thread, card=rounds % 3, side="left" if rounds % 2 else "right")
            if name == "bob":  # his hand, which follows him, says what he picked in his words
                hand = own_message(thread, bob, world.open_hand[bob.id])
                assert "✓ あなたの選択" in text_of(hand) and "Votre" not in text_of(hand)
        rounds += 1
    assert rounds == 13
    final = thread.history()[-1]
    assert "**La partie est terminée.**" in text_of(final)
    assert breakdown(final).title == "Splito · partie n° 1 · scores finaux"

    public = [m for m in thread.history() + world.channel.history() if not m.flags.ephemeral]
    shown_publicly = [t for m in public for t in message_texts(m)]
    assert untranslated(shown_publicly, "fr", NAMES) == set()
    for member, locale in ((ann, "fr"), (bob, "ja"), (cat, "fr")):
        own = [m for m in thread.history(viewer=member) if m.flags.ephemeral]
        assert own, member
        seen = [t for m in own for t in message_texts(m)]
        assert untranslated(seen, locale, NAMES) == set(), locale
    bob_saw = " ".join(
        t for m in thread.history(viewer=bob) if m.flags.ephemeral for t in message_texts(m)
    )
    assert "ゲーム #1 は終了しました" in bob_saw and "Votre" not in bob_saw


async def test_the_server_language_and_its_locale_choose_a_new_tables_language(
    simcord_env, locales
):
    guild = simcord_env.create_guild(preferred_locale="ru")
    channel = guild.create_text_channel("games")
    managers = guild.create_role("managers", permissions=discord.Permissions(manage_guild=True))
    olga = guild.add_member(simcord_env.create_user("olga"), roles=[managers])
    pierre = guild.add_member(simcord_env.create_user("pierre"))
    locales[pierre.id] = "fr"

    # No setting: the server's own locale, Russian.
    first = await olga.slash(channel, "splito start")
    assert first.response.embeds[0].title == "Splito · игра №1"
    await olga.slash(channel, "splito cancel")

    # A member without Manage Server does not see the command; shown it by the server, they
    # are refused, in their language; nothing changes.
    with pytest.raises(SetupError, match="not visible to this user"):
        await pierre.slash(channel, "splitbot-admin language", language="ja")
    show_admin_commands_to(simcord_env, guild, pierre)
    refused = await pierre.slash(channel, "splitbot-admin language", language="ja")
    assert refused.ephemeral
    assert text_of(refused.response) == words("fr")("language-managers-only")
    second = await olga.slash(channel, "splito start")
    assert second.response.embeds[0].title == "Splito · игра №2"
    await olga.slash(channel, "splito cancel")

    # The server's choice, then a table's own option over it.
    chosen = await olga.slash(channel, "splitbot-admin language", language="ja")
    assert chosen.ephemeral and "日本語" in text_of(chosen.response)
    third = await olga.slash(channel, "splito start")
    assert third.response.embeds[0].title == "Splito · ゲーム #3"
    assert "言語：日本語" in third.response.embeds[0].fields[1].value
    await olga.slash(channel, "splito cancel")
    fourth = await olga.slash(channel, "splito start", language="en")
    assert fourth.response.embeds[0].title == "Splito · game #4"
    await olga.slash(channel, "splito cancel")

    # Cleared: back to the server's locale.
    await olga.slash(channel, "splitbot-admin language")
    fifth = await olga.slash(channel, "splito start")
    assert fifth.response.embeds[0].title == "Splito · игра №5"


async def test_commands_read_in_every_members_language():
    client = discord.Client(intents=discord.Intents.none())
    tree = app_commands.CommandTree(client)
    translator = CatalogTranslator()
    commands = [game_group(ui) for ui in GAMES] + SHARED_COMMANDS
    payloads = [await command.get_translated_payload(tree, translator) for command in commands]
    splito = next(p for p in payloads if p["name"] == "splito")
    start = next(o for o in splito["options"] if o["name"] == "start")
    assert start["name_localizations"] == {"fr": "lancer", "ru": "начать", "ja": "開始"}
    assert start["description_localizations"]["fr"] == "Ouvrir une table de Splito dans ce salon"
    timer = next(o for o in start["options"] if o["name"] == "timer")
    assert timer["name_localizations"]["ja"] == "タイマー"
    remind = next(c for c in timer["choices"] if c["value"] == "remind")
    assert remind["name_localizations"]["ru"] == "напоминать"
    language = next(o for o in start["options"] if o["name"] == "language")
    assert all(
        "name_localizations" not in c or not c["name_localizations"] for c in language["choices"]
    )
    # English is the commands' own: no en-US or en-GB localization is sent.
    assert not any(k.startswith("en") for k in start["name_localizations"])


@pytest.mark.no_cover  # many moves; each line it runs, another test traces too
@pytest.mark.slow
async def test_a_russian_serendipity_table(world, locales, monkeypatch):
    """The last turns of a game, from a position that arose in play: every kind of message a
    turn brings, and the end."""
    deal_near_the_end(monkeypatch, players=2, turns_left=15)
    ann, bob = world.members["ann"], world.members["bob"]
    locales.update({ann.id: "ru", bob.id: "ja"})
    opened = await ann.slash(world.channel, "serendipity start", language="ru", ai_seats=1)
    lobby = opened.response
    assert lobby.embeds[0].title == "Serendipity · игра №1"
    assert "ИИ 1" in lobby.embeds[0].fields[0].value
    await lobby_press(world, "ann", lobby, "start")
    thread = world.channel.threads[-1]
    player = Player(world, "ann", thread, say=words("ru"))
    rng, watched = random.Random(7), False
    while (table := await world.env.bot.service.get(1)).status == "running":
        state = table.state
        if not watched:  # bob reads Japanese: told in his language
            watched = True
            status = await bob.slash(thread, "serendipity status")
            assert text_of(status.response).startswith("**Serendipity · ゲーム #1**")
            (opens,) = custom_ids(live_board(thread), "ser:open:")
            refused = await bob.click(live_board(thread), custom_id=opens)
            assert text_of(refused.response) == "あなたはこのゲームに参加していません。"
        await player.play(choose(GAME, state, state.current, "greedy", rng))
        assert state.step < 2_000
    assert watched
    final = thread.history()[-1]
    assert "**Игра окончена.**" in text_of(final)
    assert breakdown(final).title == "Serendipity · игра №1 · итоговый счёт"

    public = [m for m in thread.history() + world.channel.history() if not m.flags.ephemeral]
    assert untranslated([t for m in public for t in message_texts(m)], "ru", NAMES) == set()
    for member, locale in ((ann, "ru"), (bob, "ja")):
        own = [m for m in thread.history(viewer=member) if m.flags.ephemeral]
        assert own
        seen = [t for m in own for t in message_texts(m)]
        assert untranslated(seen, locale, NAMES) == set(), locale
    ann_saw = " ".join(
        t for m in thread.history(viewer=ann) if m.flags.ephemeral for t in message_texts(m)
    )
    # Her one panel followed her turns to the end, in her words.
    assert "Игра №1 окончена" in ann_saw and "あなた" not in ann_saw


@pytest.mark.no_cover  # two whole games for their words: each line is another test's point
async def test_split_it_on_a_russian_table_and_splitter_solo_in_french(world, locales):
    ann, bob = world.members["ann"], world.members["bob"]
    locales.update({ann.id: "ru", bob.id: "ja"})
    lobby = (await ann.slash(world.channel, "split start", language="ru")).response
    await lobby_press(world, "bob", lobby, "join")
    await lobby_press(world, "ann", lobby, "start")
    thread = world.channel.threads[-1]
    assert text_of(split_board(thread)).startswith("**Split it! · игра №1 · раунд 1")
    await SplitItTable(world, thread, ["ann", "bob"]).play_out()
    assert "**Игра окончена.**" in text_of(thread.history()[-1])
    public = [m for m in thread.history() if not m.flags.ephemeral]
    assert untranslated([t for m in public for t in message_texts(m)], "ru", NAMES) == set()
    for member, locale in ((ann, "ru"), (bob, "ja")):
        own = [
            t for m in thread.history(viewer=member) if m.flags.ephemeral for t in message_texts(m)
        ]
        assert own and untranslated(own, locale, NAMES) == set(), locale

    # A solo game is in its player's language.
    locales[ann.id] = "fr"
    started = await ann.slash(world.channel, "splitter solo", pad="B")
    assert "joue à Splitter en solo sur la feuille B" in text_of(started.response)
    solo = world.channel.threads[-1]
    while sheet_board(solo) is not None:
        await place_numbers(world, "ann", solo, title="**Votre feuille")
    shown = [t for m in solo.history(viewer=ann) for t in message_texts(m)]
    assert "Votre première partie solo sur la feuille B" in " ".join(shown)
    assert untranslated(shown, "fr", NAMES) == set()
    # Or in the language chosen, like every start command.
    started = await ann.slash(world.channel, "splitter solo", pad="A", language="ja")
    assert "さんがシート A でスプリッターのソロを始めました" in text_of(started.response)
    table_id = int(re.search(r"#(\d+)", text_of(started.response)).group(1))
    assert (await world.env.bot.service.get(table_id)).options["language"] == "ja"
