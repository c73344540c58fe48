"""PNG files of palette images, compressed by zlib-ng.

Pillow's PNG writer feeds its zlib a row at a time; zlib-ng, given the whole image at once,
compresses the flat boards to the same size in half to a third of the time (measured on the
largest board of each game). A board's encode is most of the work a player waits for after the
last pick of a round, so every palette image it can write goes through it
(``canvas.encode``).

Pixels are packed as tightly as the palette allows (a board of 5 to 16 flat colours takes four
bits a pixel): half the bytes to compress, and a smaller file at the same level.
"""

from __future__ import annotations

import struct
import zlib

from PIL import Image
from zlib_ng import zlib_ng

SIGNATURE = b"\x89PNG\r\n\x1a\n"
#: Colour type 3 (palette), deflate, the standard filters, no interlacing (after the depth).
_PALETTE_HEADER = (3, 0, 0, 0)
#: The bit depths PNG allows for a palette image, smallest first.
_DEPTHS = (1, 2, 4, 8)


def writable(image: Image.Image) -> bool:
    """True when ``palette_png`` writes this image as Pillow would show it (a palette image
    with no transparency)."""
    return image.mode == "P" and "transparency" not in image.info


def palette_png(image: Image.Image, level: int, height: int | None = None) -> bytes:
    """The PNG of a palette image (its top ``height`` rows: all by default), its pixels
    deflated at zlib-ng's ``level``."""
    width = image.width
    height = image.height if height is None else height
    colours, palette = _palette(image)
    depth = next(bits for bits in _DEPTHS if colours <= 1 << bits)
    # Each row starts with its filter type, 0 (none: the PNG standard's advice for palette
    # images): the image cut out with a byte's worth of pixels left of it, which Pillow fills
    # with zeros, gives exactly that, and Pillow packs each row to whole bytes.
    before = 8 // depth
    rows = image.crop((-before, 0, width, height))
    packed = rows.tobytes("raw", "P" if depth == 8 else f"P;{depth}")
    return b"".join(
        (
            SIGNATURE,
            _chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, *_PALETTE_HEADER)),
            _chunk(b"PLTE", palette[: 3 * colours]),
            _chunk(b"IDAT", zlib_ng.compress(packed, level)),
            _chunk(b"IEND", b""),
        )
    )


def _palette(image: Image.Image) -> tuple[int, bytes]:
    """How many colours the image's palette has, and the palette as RGB bytes."""
    assert image.palette is not None  # a palette image
    mode, data = image.palette.getdata()
    if mode != "RGB":
        data = bytes(image.getpalette("RGB") or b"")
    return max(1, min(256, len(data) // 3)), data


def _chunk(kind: bytes, data: bytes) -> bytes:
    return b"".join(
        (struct.pack(">I", len(data)), kind, data, struct.pack(">I", zlib.crc32(kind + data)))
    )
