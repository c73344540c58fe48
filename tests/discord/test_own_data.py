"""A member's own data, while the bot runs: ``/splitbot my-data`` sends it as JSON only they
see; ``/splitbot forget-me`` asks first, then deletes it (an AI takes their seat, the table is
told) and retires its buttons; ``/splitbot help`` says so and links the operator's policies."""

from __future__ import annotations

import json

from sqlalchemy import select

from bot.discordbot.client import SplitBot
from bot.i18n import ENGLISH, words
from bot.policies import policy_text
from bot.storage.models import Base
from tests.discord.conftest import buttons, custom_ids, ephemeral_text, press, start_game
from tests.discord.texts import text_of


def data_file(world, answer) -> dict:
    message = answer.followups[-1] if answer.followups else answer.response
    assert message.ephemeral
    (found,) = message.attachments
    assert found.filename == f"splitbot-data-{world.members['ann'].id}.json"
    assert text_of(message) == ENGLISH("my-data")
    return json.loads(world.env.backend.cdn.get(found.url))


async def names_of(world, user_id: int, name: str) -> list[str]:
    """Every column of the database that holds ``user_id`` or ``name``."""
    found = []
    async with world.env.bot.service.engine.connect() as conn:
        for table in Base.metadata.sorted_tables:
            for row in (await conn.execute(select(table))).mappings():
                for column, value in row.items():
                    text = value if isinstance(value, str) else json.dumps(value, default=str)
                    if value == user_id or name in text or f"user:{user_id}" in text:
                        found.append(f"{table.name}.{column}")
    return found


async def test_a_member_sees_their_data_and_has_it_forgotten_after_confirming(world):
    ann = world.members["ann"]
    thread = await start_game(world, ["ann", "bob"])

    mine = data_file(world, await ann.slash(world.channel, "splitbot my-data"))
    assert [(seat["table"], seat["status"], seat["name"]) for seat in mine["seats"]] == [
        (1, "running", ann.name)
    ]
    assert mine["tables_hosted"] == [1] and "bob" not in json.dumps(mine)

    asked = await ann.slash(world.channel, "splitbot forget-me")
    assert asked.ephemeral and text_of(asked.response) == ENGLISH("forget-me-ask")
    assert [b["label"] for b in buttons(asked.response)] == ["Forget me", "Keep my data"]
    kept = await ann.click(asked.response, label="Keep my data")
    assert text_of(kept.response) == ENGLISH("forget-me-kept")
    assert buttons(kept.response) == []  # retired: nothing to press any more
    assert await names_of(world, ann.id, ann.name) != []

    asked = await ann.slash(world.channel, "splitbot forget-me")
    done = await ann.click(asked.response, label="Forget me")
    said = text_of(done.followups[-1]) if done.followups else text_of(done.response)
    assert said == ENGLISH("forget-me-done", lobbies=0, games=1, results=0)
    assert await names_of(world, ann.id, ann.name) == []
    table = await world.env.bot.service.get(1)
    assert table.status == "running" and table.seat_at(0).is_ai  # the game goes on
    assert any("AI" in text_of(m) for m in thread.history()[-3:])  # the table was told
    again = data_file(world, await ann.slash(world.channel, "splitbot my-data"))
    assert again["seats"] == [] and again["tables_hosted"] == []


async def test_a_forged_forget_me_for_someone_else_changes_nothing(world):
    ann, bob = world.members["ann"], world.members["bob"]
    await start_game(world, ["ann", "bob"])
    asked = await bob.slash(world.channel, "splitbot forget-me")
    (forget, _) = custom_ids(asked.response, "forget-me:")
    forged = forget.replace(str(bob.id), str(ann.id))
    refused = await press(world, "bob", asked.response, forged)
    said = ephemeral_text(refused)
    assert said == ENGLISH("refusal-private-control")
    assert (await world.env.bot.service.get(1)).seat_at(0).user_id == ann.id


async def test_help_names_the_data_commands_and_the_operator_s_policies(world, locales):
    bob = world.members["bob"]
    plain = await bob.slash(world.channel, "splitbot help")
    assert ENGLISH("help-own-data") in text_of(plain.response)
    # None set in the Developer Portal: the texts shipped with the bot, by their commands.
    assert text_of(plain.response).endswith(
        "Privacy policy: `/splitbot privacy` · Terms of use: `/splitbot terms`"
    )
    shipped = await bob.slash(world.channel, "splitbot privacy")
    assert shipped.ephemeral and text_of(shipped.response).startswith("Privacy policy of this bot")
    (attached,) = shipped.response.attachments
    sent = world.env.backend.cdn.get(attached.url).decode()
    assert attached.filename == "privacy.md" and sent == policy_text("privacy")
    application = world.env.bot.application
    application.privacy_policy_url = "https://example.org/privacy"
    application.terms_of_service_url = "https://example.org/terms"
    locales[bob.id] = "fr"
    linked = await bob.slash(world.channel, "splitbot help")
    assert text_of(linked.response).endswith(
        "[Politique de confidentialité](https://example.org/privacy) · "
        "[Conditions d'utilisation](https://example.org/terms)"
    )
    assert words("fr")("help-own-data") in text_of(linked.response)


async def test_the_operator_s_own_policy_addresses_come_first(simcord_env, migrated_database_url):
    urls = {"privacy": "https://op.example/privacy", "terms": "https://op.example/terms"}
    await simcord_env.restart_bot(SplitBot(migrated_database_url, shard_count=1, policy_urls=urls))
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    dan = guild.add_member(simcord_env.create_user("dan"))
    simcord_env.bot.application.privacy_policy_url = "https://portal.example/privacy"
    helped = await dan.slash(channel, "splitbot help")
    assert text_of(helped.response).endswith(
        "[Privacy policy](https://op.example/privacy) · [Terms of use](https://op.example/terms)"
    )
    terms = await dan.slash(channel, "splitbot terms")
    assert terms.ephemeral and text_of(terms.response) == "Terms of use: https://op.example/terms"
