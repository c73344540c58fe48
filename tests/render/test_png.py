"""The zlib-ng PNG writer: what it writes decodes to the pixels Pillow's own PNG shows, and
the images it cannot write go through Pillow."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image, ImageChops, ImageDraw

from bench.render import CASES
from bot.i18n import ENGLISH
from render import png
from render.canvas import ACCENT, FLAT, HEXAGONS, INK, PATTERNED, WORDED, Canvas, encode


def decoded(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    assert image.format == "PNG"
    return image


def pillows_png(image: Image.Image) -> bytes:
    """What Pillow's own writer sends for ``image``, at its default level."""
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return buffer.getvalue()


def pillows(image: Image.Image) -> Image.Image:
    return decoded(pillows_png(image))


def drawn(width: int, height: int, colours: int, seed: int) -> Image.Image:
    """A palette image of ``colours`` colours in random boxes."""
    rng = random.Random(seed)
    image = Image.new("P", (width, height), 0)
    image.putpalette([rng.randrange(256) for _ in range(3 * colours)])
    draw = ImageDraw.Draw(image)
    for _ in range(40):
        x, y = rng.randrange(width), rng.randrange(height)
        box = (x, y, x + rng.randrange(1, 60), y + rng.randrange(1, 40))
        draw.rectangle(box, fill=rng.randrange(colours))
    return image


@pytest.mark.parametrize(
    ("width", "height", "colours"),
    [
        (1, 1, 1),
        (2, 3, 2),
        (9, 2, 3),
        (5, 4, 4),
        (3, 3, 5),
        (17, 5, 16),
        (16, 9, 17),
        (333, 77, 40),
        (1000, 200, 256),
    ],
)
@pytest.mark.parametrize("level", [1, 5, 9])
def test_a_palette_image_decodes_to_the_pixels_pillow_writes(width, height, colours, level):
    image = drawn(width, height, colours, seed=width + colours)
    written = decoded(png.palette_png(image, level))
    assert written.size == image.size
    assert written.mode == "P"
    expected = pillows(image).convert("RGB")
    assert ImageChops.difference(written.convert("RGB"), expected).getbbox() is None


def test_a_canvas_s_board_is_the_same_image_whichever_writer():
    canvas = Canvas(300, compression=FLAT)
    canvas.rounded((20, 20, 400, 200), 14, ACCENT, INK, 2)
    canvas.text(40, 60, "Ann · Борис · さくら", 28, INK)
    canvas.y = 250
    fast = decoded(canvas.finish())
    slow = pillows(canvas.image.crop((0, 0, canvas.width, canvas._bottom())))
    assert ImageChops.difference(fast.convert("RGB"), slow.convert("RGB")).getbbox() is None


@pytest.mark.parametrize(
    ("colours", "depth"), [(1, 1), (2, 1), (3, 2), (4, 2), (5, 4), (16, 4), (17, 8), (256, 8)]
)
def test_pixels_take_the_fewest_bits_the_palette_allows(colours, depth):
    data = png.palette_png(drawn(31, 7, colours, seed=colours), 5)
    assert data[24] == depth  # the IHDR's bit depth, after the signature, length, type, size


def test_the_writer_is_deterministic():
    image = drawn(500, 300, 12, seed=3)
    assert png.palette_png(image, 5) == png.palette_png(image.copy(), 5)


def transparent() -> Image.Image:
    image = Image.new("P", (40, 30), 0)
    image.putpalette([0, 0, 0, 255, 255, 255])
    image.info["transparency"] = 0
    return image


@pytest.mark.parametrize(
    "image",
    [Image.new("RGB", (40, 30), (1, 2, 3)), Image.new("L", (40, 30), 7), transparent()],
    ids=["RGB", "grey", "palette with a transparent colour"],
)
def test_images_it_cannot_write_go_through_pillow(image):
    assert not png.writable(image)
    data = encode(image, HEXAGONS)
    assert decoded(data).mode == image.mode
    assert decoded(data).info.get("transparency") == image.info.get("transparency")


@pytest.mark.parametrize(
    ("case", "compression"),
    [
        (("Splito final table", 8), WORDED),
        (("Split it! late board", 4), FLAT),
        (("Splitter sheets", 12), PATTERNED),
        (("Serendipity board", 6), HEXAGONS),
    ],
    ids=["Splito", "Split it!", "Splitter", "Serendipity"],
)
@pytest.mark.no_cover  # each line it runs, another test traces too
def test_each_kind_of_board_takes_the_fastest_level_no_larger_than_pillow_s(case, compression):
    """The rule of ``render.canvas.FLAT`` and the others, on each game's largest board: at the
    chosen level the files are no larger than Pillow's default would send; a level lower (less
    work) and they are."""
    (make, draw) = next((m, d) for n, p, m, d in CASES if (n, p) == case)
    players = case[1]
    drawn = draw(make(players), [f"p{i}" for i in range(players)], ENGLISH)
    images = [decoded(data) for data in (drawn if isinstance(drawn, list) else [drawn])]

    def sent(level: int) -> int:
        return sum(len(png.palette_png(image, level)) for image in images)

    pillow = sum(len(pillows_png(image)) for image in images)
    assert sent(compression.level) <= pillow < sent(compression.level - 1)
