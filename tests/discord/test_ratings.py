"""Ratings in Discord: the leaderboard of a game, and a member's ratings with their games."""

from __future__ import annotations

from tests.discord.conftest import board, ephemeral_text, pick, start_game


async def test_a_finished_game_rates_its_players_and_the_ai(world):
    ann = world.members["ann"]
    none_yet = await ann.slash(world.channel, "splitbot leaderboard", game="splito")
    assert ephemeral_text(none_yet) == "No Splito game has been rated on this server yet."

    thread = await start_game(world, ["ann", "bob"], ai_seats=1)
    while board(thread) is not None:
        await pick(world, "ann", thread, card=0)
        await pick(world, "bob", thread, card=1)

    shown = await world.members["cat"].slash(world.channel, "splitbot leaderboard", game="splito")
    embed = shown.response.embeds[0]
    assert embed.title == "Splito · ratings" and "openskill" in embed.footer.text
    lines = embed.description.split("\n")
    assert len(lines) == 3 and all(line.endswith("(1 game)") for line in lines)
    assert {line.split(": ")[0].split(". ", 1)[1] for line in lines} == {
        ann.mention,
        world.members["bob"].mention,
        "AI (Normal)",
    }
    ratings = [float(line.split(": ")[1].split(" ")[0]) for line in lines]
    assert ratings == sorted(ratings, reverse=True)

    mine = await world.members["bob"].slash(world.channel, "splitbot stats", member=ann)
    (field,) = [f for f in mine.response.embeds[0].fields if f.name == "Ratings"]
    assert field.value.startswith("Splito: ") and field.value.endswith("(1 game)")
    other = await ann.slash(world.channel, "splitbot leaderboard", game="splitit")
    assert ephemeral_text(other) == "No Split it! game has been rated on this server yet."


async def test_a_profile_shows_ratings_records_and_last_games(world):
    ann = world.members["ann"]
    nothing = await ann.slash(world.channel, "splitbot profile")
    assert ephemeral_text(nothing) == "ann has no finished game here yet."
    for _ in range(2):
        thread = await start_game(world, ["ann", "bob"], ai_seats=1)  # 13 rounds, not 26
        while board(thread) is not None:
            await pick(world, "ann", thread, card=0)
            await pick(world, "bob", thread, card=1)
    shown = await world.members["bob"].slash(world.channel, "splitbot profile", member=ann)
    embed = shown.response.embeds[0]
    assert embed.title == "ann's profile"
    fields = {f.name: f.value for f in embed.fields}
    assert fields["Splito"].startswith("rating ") and " · 2 games · " in fields["Splito"]
    assert fields["Last games"].split("\n")[0].startswith("#2 splito")
    assert len(fields["Last games"].split("\n")) == 2
