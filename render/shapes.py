"""Rounded rectangles drawn from shapes made once: Pillow's own pixels, a fraction of its time.

A board has dozens of chips of a few sizes and a few large panels. Pillow draws each corner
anew, and laying a mask the size of a whole panel over the image walks every pixel of it,
holding the GIL that other boards' encoders wait for. So a small box's mask is made once per
size, and a large box is laid from the corners of a small one and filled rectangles for its
straight parts, which are the same all along.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw
from PIL import _imaging as core  # Pillow's C core, what ``Image.core`` names

#: Boxes with fewer pixels than this are laid as one mask.
LARGE = 20_000


@dataclass(frozen=True)
class _Pieces:
    """A large box's mask cut up: ``span`` pixels of corner at each end of each side; the
    corners' masks; the runs of set pixels across each straight band (from its outer edge),
    and whether the middle is set."""

    span: int
    corners: tuple[Any, Any, Any, Any]  # top left, top right, bottom left, bottom right
    top: tuple[tuple[int, int], ...]
    bottom: tuple[tuple[int, int], ...]
    left: tuple[tuple[int, int], ...]
    right: tuple[tuple[int, int], ...]
    middle: bool


def draw_rounded(
    draw: Any, left: int, top: int, size: tuple[int, int], radius: float, ring: int | None, ink: int
) -> None:
    """Lay the box spanning ``size`` pixels from (``left``, ``top``) in ``ink`` on a Pillow
    drawing core: its inside, or its outline ``ring`` pixels wide; exactly the pixels
    ``ImageDraw.rounded_rectangle`` sets."""
    width, height = size
    pieces = _pieces(radius, ring)
    if pieces is None or (width + 1) * (height + 1) < LARGE or not _fits(pieces, size):
        draw.draw_bitmap((left, top), mask(size, radius, ring), ink)
        return
    _lay(draw, left, top, size, pieces, ink)


def _fits(pieces: _Pieces, size: tuple[int, int]) -> bool:
    """Whether a box of ``size`` has straight sides between its corners' pieces."""
    return min(size) >= 2 * pieces.span + 2


def _lay(draw: Any, left: int, top: int, size: tuple[int, int], pieces: _Pieces, ink: int) -> None:
    """Lay a box from its pieces: the four corners and the straight bands between them."""
    width, height = size
    span = pieces.span
    right, bottom = left + width, top + height
    far_x, far_y = right - span + 1, bottom - span + 1  # where the far corners start
    top_left, top_right, bottom_left, bottom_right = pieces.corners
    draw.draw_bitmap((left, top), top_left, ink)
    draw.draw_bitmap((far_x, top), top_right, ink)
    draw.draw_bitmap((left, far_y), bottom_left, ink)
    draw.draw_bitmap((far_x, far_y), bottom_right, ink)
    inner = (left + span, top + span, right - span, bottom - span)
    for first, last in pieces.top:
        draw.draw_rectangle((inner[0], top + first, inner[2], top + last), ink, 1)
    for first, last in pieces.bottom:
        draw.draw_rectangle((inner[0], bottom - last, inner[2], bottom - first), ink, 1)
    for first, last in pieces.left:
        draw.draw_rectangle((left + first, inner[1], left + last, inner[3]), ink, 1)
    for first, last in pieces.right:
        draw.draw_rectangle((right - last, inner[1], right - first, inner[3]), ink, 1)
    if pieces.middle:
        draw.draw_rectangle(inner, ink, 1)


@lru_cache(maxsize=512)
def mask(size: tuple[int, int], radius: float, ring: int | None) -> Any:
    """A rounded rectangle spanning ``size`` pixels as a mask: its inside, or its outline ring
    ``ring`` pixels wide (Pillow's own pixels, made once). Chips are as wide as their labels,
    so new sizes keep coming: a mask is laid from its radius's pieces where they fit, a
    fraction of what drawing it anew costs."""
    pieces = _pieces(radius, ring)
    if pieces is None or not _fits(pieces, size):
        return _mask_image(size, radius, ring).im
    laid = core.fill("L", (size[0] + 1, size[1] + 1), 0)
    _lay(core.draw(laid, 0), 0, 0, size, pieces, 255)
    return laid


def _mask_image(size: tuple[int, int], radius: float, ring: int | None) -> Image.Image:
    image = Image.new("L", (size[0] + 1, size[1] + 1), 0)
    box = (0, 0, size[0], size[1])
    if ring is None:
        ImageDraw.Draw(image).rounded_rectangle(box, radius=radius, fill=255)
    else:
        ImageDraw.Draw(image).rounded_rectangle(box, radius=radius, outline=255, width=ring)
    return image


@lru_cache(maxsize=64)
def _pieces(radius: float, ring: int | None) -> _Pieces | None:
    """The pieces of every large box of this ``radius`` and ``ring``, cut from a box just
    large enough that its sides are straight between the corners (None: its mask is not
    all set or unset pixels, so it is laid whole)."""
    span = max(math.ceil(radius), ring or 0) + 1
    side = 2 * span
    small = _mask_image((side, side), radius, ring)
    if set(small.tobytes()) - {0, 255}:
        return None
    far = span + 1

    def runs(values: list[int]) -> tuple[tuple[int, int], ...]:
        """(first, last) of each run of set values, counted from the outer edge."""
        found: list[tuple[int, int]] = []
        for at, value in enumerate(values):
            if not value:
                continue
            if found and found[-1][1] == at - 1:
                found[-1] = (found[-1][0], at)
            else:
                found.append((at, at))
        return tuple(found)

    def pixel(x: int, y: int) -> int:
        value = small.getpixel((x, y))
        assert isinstance(value, int)
        return value

    return _Pieces(
        span=span,
        corners=(
            small.crop((0, 0, span, span)).im,
            small.crop((far, 0, side + 1, span)).im,
            small.crop((0, far, span, side + 1)).im,
            small.crop((far, far, side + 1, side + 1)).im,
        ),
        top=runs([pixel(span, y) for y in range(span)]),
        bottom=runs([pixel(span, side - y) for y in range(span)]),
        left=runs([pixel(x, span) for x in range(span)]),
        right=runs([pixel(side - x, span) for x in range(span)]),
        middle=bool(pixel(span, span)),
    )
