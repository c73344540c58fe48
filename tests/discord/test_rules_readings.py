"""``/<game> rules`` tells each reading the referee takes where the rulebook leaves a line open,
in every game and every language, within what a Discord embed holds."""

from __future__ import annotations

import pytest

from bot.i18n import LANGUAGES, words

COMMANDS = {
    "splito": "splito",
    "splitit": "split",
    "splitter": "splitter",
    "serendipity": "serendipity",
}


@pytest.mark.parametrize("game", sorted(COMMANDS))
async def test_every_game_s_rules_tell_the_referee_s_readings_in_each_language(
    world, locales, game
):
    ann = world.members["ann"]
    for language in LANGUAGES:
        locales[ann.id] = language
        say = words(language)
        shown = await ann.slash(world.channel, f"{COMMANDS[game]} rules")
        (embed,) = shown.response.embeds
        fields = {f.name: f.value for f in embed.fields}
        readings = fields[say("rules-readings-title")]
        assert readings == say(f"{game}-rules-readings")
        assert readings.startswith("• ") and len(readings) <= 1024
        assert len(embed) <= 6000
