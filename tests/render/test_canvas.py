"""The canvas's shared drawing: a rounded box drawn from its cached shape is the box Pillow
draws, pixel for pixel."""

from __future__ import annotations

import pytest
from PIL import Image, ImageChops, ImageDraw

from render.canvas import ACCENT, BACKGROUND, INK, LINE, PANEL, Canvas
from render.shapes import LARGE

BOXES = [
    # (box, radius, fill, outline, width): chips, panels, cards, an outline alone, whole and
    # half pixels
    ((10, 12, 74.6, 41.75), 7.7, PANEL, None, 2),
    ((30.4, 20.5, 140.2, 60.0), 14, PANEL, LINE, 1),
    ((5, 5, 65, 65), 10, ACCENT, PANEL, 3),
    ((8.5, 9.5, 58.5, 59.5), 12, None, ACCENT, 4),
    # large boxes, laid from corners and straight parts: a panel, a wide ring, a tall one
    ((12, 6, 388.4, 190.5), 14, PANEL, LINE, 1),
    ((4, 3, 396, 197), 20, ACCENT, PANEL, 6),
    ((150, 2, 260, 198), 9.5, None, INK, 2),
    ((3, 3, 397, 197), 0, PANEL, ACCENT, 1),
]


@pytest.mark.parametrize(("box", "radius", "fill", "outline", "width"), BOXES)
def test_rounded_box_is_pillows_own(box, radius, fill, outline, width) -> None:
    canvas = Canvas(200, width=400)
    canvas.rounded(box, radius, fill, outline, width)
    expected = Image.new("RGB", (400, 200), BACKGROUND)
    whole = tuple(float(round(edge)) for edge in box)
    ImageDraw.Draw(expected).rounded_rectangle(
        whole, radius=radius, fill=fill, outline=outline, width=width
    )
    drawn = canvas.image.convert("RGB")
    assert ImageChops.difference(drawn, expected).getbbox() is None


def test_the_same_box_twice_draws_the_same_pixels_in_other_colours() -> None:
    """The cached shape keeps no colour: the second box of that size has its own."""
    canvas = Canvas(100, width=200)
    canvas.rounded((10, 10, 60, 40), 8, PANEL, LINE)
    canvas.rounded((100, 10, 150, 40), 8, ACCENT, PANEL)
    drawn = canvas.image.convert("RGB")
    assert drawn.getpixel((35, 25)) == PANEL
    assert drawn.getpixel((125, 25)) == ACCENT
    assert drawn.getpixel((100, 25)) == PANEL  # the second one's outline


@pytest.mark.parametrize(("radius", "height"), [(7.7, 32), (9.1, 38), (3, 9), (12, 27), (12, 28)])
@pytest.mark.parametrize("ring", [None, 1, 2, 3])
@pytest.mark.parametrize("width", [19, 20, 21, 23, 24, 25, 133])
def test_every_chip_is_pillows_own(radius, height, ring, width) -> None:
    """Chips, as wide as their labels: each new size's shape is laid from its corners where
    they fit (a box just wide enough, and narrower or wider by a pixel, included)."""
    assert_pillows_own(60, (5, 7, 5 + width, 7 + height), radius, ring)


@pytest.mark.parametrize("radius", [1, 3.5, 7, 14, 22.2])
@pytest.mark.parametrize("ring", [None, 1, 2, 5])
@pytest.mark.parametrize("size", [(60, 60), (101, 250), (300, 67), (301, 301)])
@pytest.mark.no_cover  # each line it runs, another test traces too
def test_every_large_box_is_pillows_own(radius, ring, size) -> None:
    """Boxes past ``LARGE`` pixels, cut up, and one below it, laid whole."""
    width, height = size
    assert ((width + 1) * (height + 1) >= LARGE) == (size != (60, 60))
    assert_pillows_own(320, (5, 7, 5 + width, 7 + height), radius, ring)


def assert_pillows_own(
    height: int, box: tuple[int, int, int, int], radius: float, ring: int | None
) -> None:
    """The box (filled, or its outline ``ring`` pixels wide) drawn on a canvas 320 wide is
    the one Pillow draws."""
    canvas = Canvas(height, width=320)
    fill, outline = (PANEL, None) if ring is None else (None, ACCENT)
    canvas.rounded(box, radius, fill, outline, ring or 1)
    expected = Image.new("RGB", (320, height), BACKGROUND)
    ImageDraw.Draw(expected).rounded_rectangle(
        box, radius=radius, fill=fill, outline=outline, width=ring or 1
    )
    assert ImageChops.difference(canvas.image.convert("RGB"), expected).getbbox() is None


def test_a_layout_height_short_of_its_drawing_by_rounding_alone_still_fits() -> None:
    """A layout's height adds up fractional parts in another order than the drawing does
    (a Splito board: 1495.9999… for a drawing that ends at 1496): rounded up, not cut."""
    canvas = Canvas(1048.9999999999998)
    assert canvas.image.height == 1049
    canvas.y = 1025.0  # the drawing's end, MARGIN above the canvas's
    assert canvas._bottom() == 1049
    canvas.y += 1  # a layout estimate that fell short for real is still caught
    with pytest.raises(AssertionError, match="drawn to 1050 px on a 1049 px canvas"):
        canvas._bottom()
