"""The canvas's shared drawing: a rounded box drawn from its cached shape is the box Pillow
draws, pixel for pixel."""

from __future__ import annotations

import pytest
from PIL import Image, ImageChops, ImageDraw

from render.canvas import ACCENT, BACKGROUND, LINE, PANEL, Canvas

BOXES = [
    # (box, radius, fill, outline, width): chips, panels, cards, an outline alone, whole and
    # half pixels
    ((10, 12, 74.6, 41.75), 7.7, PANEL, None, 2),
    ((30.4, 20.5, 140.2, 60.0), 14, PANEL, LINE, 1),
    ((5, 5, 65, 65), 10, ACCENT, PANEL, 3),
    ((8.5, 9.5, 58.5, 59.5), 12, None, ACCENT, 4),
]


@pytest.mark.parametrize(("box", "radius", "fill", "outline", "width"), BOXES)
def test_rounded_box_is_pillows_own(box, radius, fill, outline, width) -> None:
    canvas = Canvas(100, width=200)
    canvas.rounded(box, radius, fill, outline, width)
    expected = Image.new("RGB", (200, 100), BACKGROUND)
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
