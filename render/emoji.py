"""Small pictures of the boards' own pieces, for Discord to show as emojis on buttons and in
text: a Splito card's chip, its value on its colour as the boards draw it, and a Serendipity
tile, its hexagon in its colour. They carry no letter: the boards' letters are the reader's
language's, and an emoji is one picture for every language, so the words beside it (a
button's label, an option's) name the colour. Each is named by what it shows; the name
carries a digest of the picture, so that a redrawn piece is a new emoji."""

from __future__ import annotations

import hashlib
import io
import math
from dataclasses import dataclass

from PIL import Image, ImageDraw

from render import text
from render.canvas import LINE, SWATCHES
from render.serendipity.board import TILE_FILL

#: Discord shows an emoji at most 48 px high and takes up to 128 px: drawn at that size.
SIDE = 128
#: Splito's card values in the shipped deck.
SPLITO_VALUES = range(1, 7)


@dataclass(frozen=True, slots=True)
class Picture:
    """One emoji as it is uploaded: its name (letters, digits and ``_``, 2 to 32) and PNG."""

    name: str
    png: bytes


def _png(image: Image.Image) -> bytes:
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=True)
    return out.getvalue()


def splito_stem(colour: str, value: int) -> str:
    """What a Splito card's picture is named by, before its digest."""
    return f"splito_{colour}_{value}"


def serendipity_stem(colour: str) -> str:
    """What a Serendipity tile's picture is named by, before its digest."""
    return f"serendipity_{colour}"


def _named(stem: str, png: bytes) -> Picture:
    return Picture(f"{stem}_{hashlib.sha256(png).hexdigest()[:6]}", png)


def _centred(draw: ImageDraw.ImageDraw, words: str, size: int, ink: tuple[int, int, int]) -> None:
    wide = text.width(words, size, bold=True)
    text.draw(draw, ((SIDE - wide) / 2, SIDE / 2 - size * 0.62), words, size, ink, bold=True)


def splito_card(colour: str, value: int) -> Picture:
    """A Splito card of the shipped deck as the boards' chip draws it: ``5`` on yellow."""
    shade = SWATCHES[colour]
    image = Image.new("RGBA", (SIDE, SIDE), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((4, 14, SIDE - 4, SIDE - 14), 24, shade.fill, LINE, 4)
    _centred(draw, str(value), 72, shade.ink)
    return _named(splito_stem(colour, value), _png(image))


def serendipity_tile(colour: str) -> Picture:
    """A face-up Serendipity tile as the board draws it: its hexagon in its colour."""
    image = Image.new("RGBA", (SIDE, SIDE), (0, 0, 0, 0))
    middle, radius = SIDE / 2, SIDE / 2 - 4
    corners = [
        (
            middle + radius * math.cos(math.radians(30 + 60 * i)),
            middle + radius * math.sin(math.radians(30 + 60 * i)),
        )
        for i in range(6)
    ]
    ImageDraw.Draw(image).polygon(corners, fill=TILE_FILL[colour], outline=LINE, width=4)
    return _named(serendipity_stem(colour), _png(image))


def pictures() -> list[Picture]:
    """Every emoji the bot shows (draws them: call it off the event loop)."""
    cards = [splito_card(c, v) for c in SWATCHES for v in SPLITO_VALUES]
    return cards + [serendipity_tile(colour) for colour in TILE_FILL]
