"""Drawing helpers shared by every game's images: theme, chips, flowing rows, PNG encoding."""

from __future__ import annotations

import io
import itertools
import math
import os
from collections.abc import Iterator, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import contextmanager
from contextvars import ContextVar, copy_context
from dataclasses import dataclass

from PIL import Image, ImageDraw

from render import png, shapes, text

WIDTH = 1000  # a phone shows ~288 px of it in a card: no text below 32 px (9 px there)
MARGIN = 24

BACKGROUND = (250, 248, 242)
PANEL = (255, 255, 255)
INK = (24, 24, 24)
MUTED = (110, 110, 110)
LINE = (205, 200, 190)
ACCENT = (0, 114, 178)  # Okabe–Ito blue: met objectives, leaders
WARN = (213, 94, 0)  # Okabe–Ito vermillion


@dataclass(frozen=True, slots=True)
class Swatch:
    """A card colour: fill, readable text on it, and a letter as the cue that is not colour."""

    fill: tuple[int, int, int]
    ink: tuple[int, int, int]
    letter: str


# Okabe–Ito, a palette told apart with every common colour-vision deficiency.
SWATCHES: dict[str, Swatch] = {
    "yellow": Swatch((240, 228, 66), INK, "Y"),
    "orange": Swatch((230, 159, 0), INK, "O"),
    "pink": Swatch((204, 121, 167), INK, "P"),
    "green": Swatch((0, 158, 115), (255, 255, 255), "G"),
    "blue": Swatch((86, 180, 233), INK, "B"),
    "black": Swatch((30, 30, 30), (255, 255, 255), "K"),
}
_SPARE = [Swatch((0, 114, 178), (255, 255, 255), ""), Swatch((213, 94, 0), (255, 255, 255), "")]


def swatch(colour: str, index: int = 0) -> Swatch:
    """The swatch of a card colour; colours of custom decks get a spare fill and their initial."""
    known = SWATCHES.get(colour)
    if known is not None:
        return known
    spare = _SPARE[index % len(_SPARE)]
    return Swatch(spare.fill, spare.ink, colour[:1].upper())


class Canvas:
    """A tall image drawn top to bottom; ``y`` is where the next block goes.

    It is a palette image from the start: the drawings are flat colours, so nothing is lost,
    and there is no costly quantizing before the PNG is written. Text is drawn without
    anti-aliasing at sizes where Discord's own downscaling smooths it.
    """

    def __init__(
        self, height: float, width: int = WIDTH, compression: Compression | None = None
    ) -> None:
        self.compression = compression or PATTERNED  # see ``FLAT`` and ``PATTERNED``
        # A layout's height is a sum of fractional parts, added up in another order than the
        # drawing adds them: rounded up, never down, so that the drawing's end fits.
        self.image = Image.new("P", (width, math.ceil(height)), 0)
        self.image.putpalette(BACKGROUND)
        self.draw = ImageDraw.Draw(self.image)
        self.width = width
        self.y: float = MARGIN

    def text(
        self,
        x: float,
        y: float,
        words: str,
        size: int,
        fill: tuple[int, int, int] = INK,
        *,
        bold: bool = False,
        align: str = "left",
        max_width: float | None = None,
    ) -> float:
        if max_width is not None:
            words = text.fit(words, size, max_width, bold)
        return text.draw(self.draw, (x, y), words, size, fill, bold=bold, align=align)

    def chip(
        self,
        x: float,
        y: float,
        label: str | Sequence[str],
        size: int,
        fill: tuple[int, int, int],
        ink: tuple[int, int, int],
        *,
        outline: tuple[int, int, int] | None = None,
        bold: bool = True,
    ) -> float:
        """A rounded label, of one line or several (``wrapped``); returns its width
        (``chip_width``)."""
        lines = (label,) if isinstance(label, str) else label
        pad = size * CHIP_PAD
        width = chip_width(lines, size, bold)
        height = chip_height(size, len(lines))
        self.rounded((x, y, x + width, y + height), size * 0.35, fill, outline, 2)
        for index, line in enumerate(lines):
            top = y + size * 0.18 + index * size * CHIP_LINE
            text.draw(self.draw, (x + pad, top), line, size, ink, bold=bold)
        return width

    def ranked_row(
        self, rank: int, name: str, points: str, points_right: float, name_width: float, size: int
    ) -> tuple[int, int, int]:
        """A scoreboard row's "1. Ann" and its points, right-aligned at ``points_right``; the
        winners in the accent colour. Returns the row's colour for what the caller adds."""
        colour = ACCENT if rank == 1 else INK
        self.text(
            MARGIN, self.y, f"{rank}. {name}", size, colour, bold=rank == 1, max_width=name_width
        )
        self.text(points_right, self.y, points, size, colour, bold=True, align="right")
        return colour

    def parts(self, parts: Sequence[str], size: int, fill: tuple[int, int, int] = MUTED) -> None:
        """Phrases (a legend's entries) joined by " · ", wrapped onto new lines between words,
        never cut off: ``y`` moves below them."""
        top = self.y
        pieces = _pieces(parts, size, self.width - 2 * MARGIN)
        places = _places(pieces, size, MARGIN, self.width - MARGIN)
        for piece, (x, line) in zip(pieces, places, strict=True):
            self.text(x, top + line * (size + 10), piece.rstrip(), size, fill)
        self.y = top + parts_height(parts, size, self.width)

    def panel(
        self,
        top: float,
        bottom: float,
        left: float = MARGIN / 2,
        right: float | None = None,
        outline: tuple[int, int, int] = LINE,
        width: int = 1,
    ) -> None:
        """A white rounded box, the full width unless ``left`` and ``right`` say otherwise."""
        right = self.width - MARGIN / 2 if right is None else right
        self.rounded((left, top, right, bottom), 14, PANEL, outline, width)

    def rounded(
        self,
        box: tuple[float, float, float, float],
        radius: float,
        fill: tuple[int, int, int] | None,
        outline: tuple[int, int, int] | None = None,
        width: int = 1,
    ) -> None:
        """A rounded rectangle, from its nearest whole pixel (see ``render.shapes``)."""
        left, top = round(box[0]), round(box[1])
        size = (round(box[2]) - left, round(box[3]) - top)
        if fill is not None:
            shapes.draw_rounded(
                self.draw.draw, left, top, size, radius, None, text.ink_of(self.draw, fill)
            )
        if outline is not None:
            shapes.draw_rounded(
                self.draw.draw, left, top, size, radius, width, text.ink_of(self.draw, outline)
            )

    def finish(self) -> bytes:
        """The PNG of what was drawn (the canvas is cut when it was made taller than needed)."""
        return encode(self.image, self.compression, self._bottom())

    def finish_aside(self) -> Future[bytes]:
        """The PNG of what was drawn, encoded in another thread while the caller draws on (the
        next page of the same board): the encoder lets other threads run meanwhile. A page
        with nothing drawn after it is better ``finish``ed: there is nothing to overlap."""
        return _ENCODERS.submit(
            copy_context().run, encode, self.image, self.compression, self._bottom()
        )

    def _bottom(self) -> int:
        """Where the drawing ends: the image is cut there."""
        bottom = int(self.y + MARGIN)
        if bottom > self.image.height:  # a layout estimate fell short: never send a clipped board
            raise AssertionError(f"drawn to {bottom} px on a {self.image.height} px canvas")
        return bottom


def _pieces(parts: Sequence[str], size: int, room: float, bold: bool = False) -> list[str]:
    """``parts`` cut into pieces that flow in lines ``room`` wide: words (with their
    following space, and " · " after each part), a word wider than a line cut into characters
    that fit (Japanese has no spaces to wrap at)."""
    pieces: list[str] = []
    for index, part in enumerate(parts):
        words = part.split(" ")
        for number, word in enumerate(words):
            last = number == len(words) - 1
            word += ("" if index == len(parts) - 1 else " · ") if last else " "
            while text.width(word, size, bold) > room:
                fits = (
                    k for k in range(2, len(word) + 1) if text.width(word[:k], size, bold) <= room
                )
                cut = max(fits, default=1)  # a character a line at least
                pieces.append(word[:cut])
                word = word[cut:]
            pieces.append(word)
    return pieces


def _places(
    pieces: Sequence[str], size: int, left: float, right: float, bold: bool = False
) -> list[tuple[float, int]]:
    widths = [text.width(piece.rstrip(), size, bold) for piece in pieces]
    advance = [text.width(piece, size, bold) - w for piece, w in zip(pieces, widths, strict=True)]
    placed, x, line = [], float(left), 0
    for w, extra in zip(widths, advance, strict=True):
        if x > left and x + w > right:
            x, line = float(left), line + 1
        placed.append((x, line))
        x += w + extra
    return placed


def parts_height(parts: Sequence[str], size: int, width: float = WIDTH) -> float:
    """How tall ``Canvas.parts`` draws ``parts``."""
    pieces = _pieces(parts, size, width - 2 * MARGIN)
    places = _places(pieces, size, MARGIN, width - MARGIN)
    lines = 1 + max((line for _, line in places), default=0)
    return lines * (size + 10) + 2


def wrapped(
    label: str, size: int, room: float, bold: bool = False, most: int = 3
) -> tuple[str, ...]:
    """``label`` in lines ``room`` wide, broken as ``Canvas.parts`` breaks them; past ``most``
    lines, the last is shortened with an ellipsis."""
    pieces = _pieces([" ".join(label.split())], size, room, bold)
    rows: list[str] = []
    for piece, (_, line) in zip(pieces, _places(pieces, size, 0, room, bold), strict=True):
        row = min(line, most - 1)  # what is left past the last line is shortened as one
        if row == len(rows):
            rows.append("")
        rows[row] += piece
    return tuple(text.fit(row, size, room, bold) for row in rows)


def flow(widths: Sequence[float], left: float, right: float, gap: float) -> list[tuple[float, int]]:
    """Place items of ``widths`` left to right, wrapping at ``right``: (x, line) per item."""
    placed = []
    x, line = left, 0
    for item in widths:
        if x > left and x + item > right:
            x, line = left, line + 1
        placed.append((x, line))
        x += item + gap
    return placed


def flow_boxes(
    sizes: Sequence[tuple[float, float]], left: float, right: float, gap: float
) -> tuple[list[tuple[float, float]], float]:
    """Boxes of ``sizes`` (width, height) placed as ``flow`` places them, each line as tall
    as its tallest box and followed by ``gap``: (x, y from the top) per box, and the lines'
    height."""
    places = flow([width for width, _ in sizes], left, right, gap)
    tallest: dict[int, float] = {}
    for (_, line), (_, height) in zip(places, sizes, strict=True):
        tallest[line] = max(tallest.get(line, 0.0), height)
    tops = list(
        itertools.accumulate((tallest[line] + gap for line in sorted(tallest)), initial=0.0)
    )
    return [(x, tops[line]) for x, line in places], tops[-1]


#: A chip's padding either side of its label, in parts of its text size.
CHIP_PAD = 0.45
#: From one line of a chip to the next, in parts of its text size.
CHIP_LINE = 1.2


def chip_width(label: str | Sequence[str], size: int, bold: bool = True) -> float:
    """How wide ``Canvas.chip`` draws ``label`` (a line, or several)."""
    lines = (label,) if isinstance(label, str) else label
    return max(text.width(line, size, bold) for line in lines) + 2 * size * CHIP_PAD


def chip_height(size: int, lines: int = 1) -> float:
    """How tall ``Canvas.chip`` draws a label of ``lines`` lines."""
    return size * 1.45 + (lines - 1) * size * CHIP_LINE


@dataclass(frozen=True, slots=True)
class Compression:
    """How a PNG's pixels are compressed: zlib-ng's level on the whole palette image at once
    (``render.png``); zlib's, through Pillow, for an image ``render.png`` cannot write."""

    level: int


#: Each kind of image takes the fastest level whose files are no larger than Pillow's own
#: writer at its default level (6) would send: the least work for a file no player would have
#: had smaller from a plain Pillow bot. Measured on the largest board of each game (1000 px
#: wide, palette images of 8 to 13 colours, which ``render.png`` packs four bits a pixel; this
#: 2-core machine; medians), as milliseconds to encode / kilobytes sent:
#:
#:                      zlib-ng:                                            Pillow:
#:                      level 2      level 3      level 4      level 5      level 6
#:     Splito, 8        2.4 / 77.3   3.1 / 68.9   3.9 / 61.0   4.6 / 56.0   60.7
#:     Split it!, 4     0.6 / 17.9   0.8 / 16.0   1.1 / 14.5   1.5 / 13.4   15.3
#:     Splitter, 12     3.3 / 75.7   4.6 / 72.3   5.3 / 60.4   6.6 / 52.0   48.4
#:     Serendipity, 6   1.6 / 45.9   1.9 / 40.8   2.5 / 37.6   3.5 / 34.7   40.7
#:
#: (zlib-ng's level 6: Splito 7.5 / 53.5, Splitter 9.7 / 46.0.) Flat fields with chips and
#: text (Split it!): level 4; Splito's table, whose objectives take as many lines as their
#: words need, level 5. Splitter's repeated grids need level 6's longer matches.
#: Serendipity's hexagons: level 4 (level 3 while each Serendip carried six letters).
#: ``tests/render/test_png.py`` holds each choice to the rule.
FLAT = Compression(4)
WORDED = Compression(5)
PATTERNED = Compression(6)
HEXAGONS = Compression(4)


def _encoder_pool() -> ThreadPoolExecutor:
    """Encodes the pages of boards drawn as several images (``Canvas.finish_aside``). Bounded:
    it only ever holds pages some render is waiting for."""
    return ThreadPoolExecutor(max_workers=min(4, os.cpu_count() or 1), thread_name_prefix="png")


_ENCODERS = _encoder_pool()


def _encoders_anew() -> None:
    """A forked process gets a pool of its own: the parent's threads are not copied, and a
    page handed to them would never come back."""
    global _ENCODERS
    _ENCODERS = _encoder_pool()


os.register_at_fork(after_in_child=_encoders_anew)

#: Set by ``uncompressed``: a replay decodes every board it draws at once.
_STORED: ContextVar[bool] = ContextVar("png_stored", default=False)


def encode(
    image: Image.Image, compression: Compression = PATTERNED, height: int | None = None
) -> bytes:
    """PNG bytes of a finished image (its top ``height`` rows: all by default)."""
    if png.writable(image) and not _STORED.get():
        return png.palette_png(image, compression.level, height)
    if height is not None and height < image.height:
        image = image.crop((0, 0, image.width, height))
    buffer = io.BytesIO()
    level = 0 if _STORED.get() else compression.level
    image.save(buffer, format="PNG", compress_level=level)
    return buffer.getvalue()


@contextmanager
def uncompressed() -> Iterator[None]:
    """Images drawn in the body are encoded without compression (to be decoded at once)."""
    token = _STORED.set(True)
    try:
        yield
    finally:
        _STORED.reset(token)
