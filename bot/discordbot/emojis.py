"""The bot's application emojis: the boards' own pieces (``render.emoji``) uploaded to the
application at start, once — a piece already there is not uploaded again, a redrawn one
replaces its older picture — and shown on the hands' buttons and in their text, so that a hand
reads at a glance. Until they are up, or where Discord refuses them, the Unicode marks the bot
has always shown stand in: nothing waits for them.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from functools import cache

import discord

from bot.lanes import DRAWING
from render.emoji import Picture, pictures, serendipity_stem, splito_stem

log = logging.getLogger(__name__)


def stem_of(name: str) -> str:
    """What a picture shows (``splito_blue_4``), without its digest."""
    return name.rsplit("_", 1)[0]


@cache
def drawn() -> tuple[Picture, ...]:
    """Every picture, drawn once a process (off the event loop: see ``upload``)."""
    return tuple(pictures())


@dataclass
class AppEmojis:
    """The emojis uploaded, by what each shows."""

    shown: dict[str, discord.Emoji] = field(default_factory=dict)

    def splito_card(self, colour: str, value: int) -> discord.Emoji | None:
        return self.shown.get(splito_stem(colour, value))

    def serendipity_tile(self, colour: str) -> discord.Emoji | None:
        return self.shown.get(serendipity_stem(colour))

    def tile_words(self, colour: str, word: str) -> str:
        """A Serendipity colour in a message: its tile's emoji before its word, once up."""
        emoji = self.serendipity_tile(colour)
        return f"{emoji} {word}" if emoji is not None else word

    async def upload(self, client: discord.Client) -> None:
        """Make the application's emojis the pictures: upload those missing, delete older
        pictures of the same pieces, keep the rest (another's emojis are left alone). A refusal
        (no room left, Discord unreachable, an answer not understood) is logged in one line:
        the Unicode marks stay."""
        self.shown.clear()  # another application's (a bot started before in this process)
        wanted = await DRAWING.run(drawn)
        try:
            have = {emoji.name: emoji for emoji in await client.fetch_application_emojis()}
            names = {p.name for p in wanted}
            stems = {stem_of(name) for name in names}
            for name, emoji in have.items():
                if stem_of(name) in stems and name not in names:
                    await emoji.delete()  # an older picture of one of the pieces
            for picture in wanted:
                kept = have.get(picture.name)
                self.shown[stem_of(picture.name)] = kept or await client.create_application_emoji(
                    name=picture.name, image=picture.png
                )
        except Exception as error:  # refused, unreachable or misread: the marks stand in
            log.warning("the application's emojis could not be uploaded: %r", error)


#: This process's emojis (filled at start by ``upload``).
EMOJIS = AppEmojis()
