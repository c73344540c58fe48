"""Text for board images: bundled fonts, per-character fallback, names shortened to fit.

Pillow draws with one font at a time, so a string is split into runs, each in the first bundled
font that has its glyphs: DejaVu Sans (Latin, Cyrillic, Greek, symbols), then a Noto Sans CJK JP
subset (kana and the JIS X 0208 kanji). Emoji (whole sequences: skin tones, families, flags)
are left out, as no bundled font draws them; any other character no font has is drawn as "?".
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import Any, Protocol

import emoji
from fontTools.ttLib import TTFont
from PIL import ImageDraw, ImageFont
from PIL import _imaging as core  # Pillow's C core, what ``Image.core`` names

from engine import Message

FONT_DIR = Path(__file__).parent / "fonts"
# Font files by name as text: every drawn word looks its font up by it, and a string hashes
# in C where a Path hashes in Python.
REGULAR = str(FONT_DIR / "DejaVuSans.ttf")
BOLD = str(FONT_DIR / "DejaVuSans-Bold.ttf")
JAPANESE = str(FONT_DIR / "NotoSansJP-splitbot.otf")
MISSING = "?"
# Labels and names recur from round to round; a running bot meets new names forever: bounded.
TEXT_CACHE = 8192
ELLIPSIS = "…"
VARIATION_EMOJI = "\ufe0f"  # asks for the emoji look of a symbol such as ♥


@cache
def _coverage(path: str) -> frozenset[int]:
    with TTFont(path, lazy=True) as font:
        return frozenset(font.getBestCmap())


@cache
def _any_coverage() -> frozenset[int]:
    """Every character some bundled font has."""
    return _coverage(REGULAR) | _coverage(JAPANESE)


def warm() -> None:
    """Read the fonts' character maps now (at start-up), not at the first board drawn."""
    _any_coverage()
    _coverage(BOLD)


@cache
def font(path: str, size: int) -> ImageFont.FreeTypeFont:
    """A bundled font at ``size`` pixels (cached)."""
    return ImageFont.truetype(path, size)


@dataclass(frozen=True, slots=True)
class Run:
    text: str
    path: str


def _drawable(sequence: str, _data: object = None) -> str:
    """An emoji sequence as it is drawn: kept when the fonts have it as a symbol (♥, ▶),
    left out when they do not (🎲, 👍🏽)."""
    chars = [c for c in sequence if c != VARIATION_EMOJI]
    covered = _any_coverage()
    return "".join(chars) if all(ord(c) in covered for c in chars) else ""


#: Every character outside ASCII that is part of some emoji sequence: a text with none of them
#: holds no emoji (every sequence has one: keycaps such as "1️⃣" end with U+20E3).
_EMOJI_CHARACTERS = frozenset(
    char for sequence in emoji.EMOJI_DATA for char in sequence if not char.isascii()
)


def without_emoji(text: str) -> str:
    """``text`` with the emoji no font draws left out and the spaces they leave closed up; a
    text that was only such emoji becomes a middle dot, so that something still marks the
    place."""
    if not _EMOJI_CHARACTERS.intersection(text):  # the usual case: no scan needed
        return text
    kept = emoji.replace_emoji(text, replace=_drawable)
    if kept == text:
        return text
    return " ".join(kept.split()) or "·"


@lru_cache(maxsize=TEXT_CACHE)
def runs(text: str, bold: bool = False) -> tuple[Run, ...]:
    """``text`` split into runs of one font each; emoji are left out, other characters no
    font has become ``?``."""
    primary = BOLD if bold else REGULAR
    result: list[Run] = []
    for char in without_emoji(text):
        code = ord(char)
        if code in _coverage(primary) or char.isspace():
            path = primary
        elif code in _coverage(JAPANESE):
            path = JAPANESE
        else:
            char, path = MISSING, primary
        if result and result[-1].path == path:
            result[-1] = Run(result[-1].text + char, path)
        else:
            result.append(Run(char, path))
    return tuple(result)


@lru_cache(maxsize=TEXT_CACHE)
def width(text: str, size: int, bold: bool = False) -> float:
    """How wide ``text`` is drawn at ``size``."""
    return sum(_advance(r.path, size, r.text) for r in runs(text, bold))


#: A run is drawn word by word: its words and runs of spaces, each measured and drawn once.
#: Labels are made of a few words that recur (a colour, a name, a number, "·"), far more often
#: than whole labels recur, and laying out a word anew is most of what drawing text costs.
_PIECES = re.compile(r" +|[^ ]+")


@lru_cache(maxsize=TEXT_CACHE)
def _advance(path: str, size: int, text: str) -> float:
    """How far one font's run moves the pen: the sum of its words' and spaces' advances, as
    ``_bitmap`` places them."""
    return sum(_piece_advance(path, size, piece) for piece in _PIECES.findall(text))


@lru_cache(maxsize=TEXT_CACHE)
def _piece_advance(path: str, size: int, piece: str) -> float:
    return font(path, size).getlength(piece)


def draw(
    canvas: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    size: int,
    fill: str | tuple[int, int, int],
    *,
    bold: bool = False,
    align: str = "left",
) -> float:
    """Draw ``text`` with its top-left (or top-centre, top-right) at ``xy``; return its width."""
    x, y = xy
    total = width(text, size, bold)
    if align == "center":
        x -= total / 2
    elif align == "right":
        x -= total
    baseline = y + font(BOLD if bold else REGULAR, size).getmetrics()[0]
    ink = None
    for run in runs(text, bold):
        if "\n" in run.text:  # never in a label; Pillow lays out lines itself
            face = font(run.path, size)
            canvas.text((x, baseline), run.text, font=face, fill=fill, anchor="ls")
        else:
            if ink is None:
                ink = ink_of(canvas, fill)
            # What ``canvas.text`` does at the nearest whole pixel, with the glyphs' bitmap
            # made once per text and size: a board draws the same labels (card values, names)
            # in many places, and a new place must not mean a new bitmap. Half a pixel on a
            # 1000-pixel board that phones show at half size is not seen.
            mask, (dx, dy) = _bitmap(run.path, size, run.text, canvas.fontmode)
            canvas.draw.draw_bitmap((round(x) + dx, round(baseline) + dy), mask, ink)
        x += _advance(run.path, size, run.text)
    return total


def ink_of(canvas: ImageDraw.ImageDraw, fill: str | tuple[int, int, int]) -> int:
    """The image's ink for ``fill`` (a palette image adds the colour to its palette), kept with
    the drawing: a board asks for its dozen colours some hundred times."""
    inks: dict[str | tuple[int, int, int], int] | None = getattr(canvas, _INKS, None)
    if inks is None:
        inks = {}
        setattr(canvas, _INKS, inks)
    ink = inks.get(fill)
    if ink is None:
        found, fill_ink = canvas._getink(fill)
        ink = fill_ink if found is None else found
        assert ink is not None  # a fill was given
        inks[fill] = ink
    return ink


#: Where ``ink_of`` keeps a drawing's inks: on the drawing, so they go with its image.
_INKS = "_splitbot_inks"


@lru_cache(maxsize=TEXT_CACHE)
def _bitmap(path: str, size: int, text: str, mode: str) -> tuple[Any, tuple[int, int]]:
    """The glyphs of ``text`` as a mask, and its offset from the baseline point (drawn from a
    whole pixel): its words' masks, each at the whole pixel nearest to where the pen is."""
    placed: list[tuple[Any, int, int]] = []
    pen = 0.0
    for piece in _PIECES.findall(text):
        if not piece.startswith(" "):
            mask, (dx, dy) = _word_bitmap(path, size, piece, mode)
            if mask.size[0] and mask.size[1]:
                placed.append((mask, round(pen) + dx, dy))
        pen += _piece_advance(path, size, piece)
    if len(placed) == 1:
        mask, x, y = placed[0]
        return mask, (x, y)
    if not placed:  # spaces only: nothing to draw
        return _word_bitmap(path, size, text, mode)
    left = min(x for _, x, _ in placed)
    top = min(y for _, _, y in placed)
    right = max(x + mask.size[0] for mask, x, _ in placed)
    bottom = max(y + mask.size[1] for mask, _, y in placed)
    whole = core.fill("L", (right - left, bottom - top), 0)
    for mask, x, y in placed:
        width, height = mask.size
        box = (x - left, y - top, x - left + width, y - top + height)
        # A glyph reaching back into the space before it (a "j") leaves the word before it
        # whole: a word's set pixels are laid through themselves, and anti-aliased edges
        # (not drawn on boards) keep the lighter of the two.
        if mode == "1":
            whole.paste(mask, box, mask)
        else:
            whole.paste(whole.crop(box).chop_lighter(mask), box)
    return whole, (left, top)


@lru_cache(maxsize=TEXT_CACHE)
def _word_bitmap(path: str, size: int, word: str, mode: str) -> tuple[Any, tuple[int, int]]:
    return font(path, size).getmask2(word, mode, anchor="ls")


@lru_cache(maxsize=TEXT_CACHE)
def fit(text: str, size: int, max_width: float, bold: bool = False) -> str:
    """``text`` shortened with an ellipsis so that it is at most ``max_width`` wide."""
    text = " ".join(text.split())  # newlines and tabs in a name would break the layout
    if width(text, size, bold) <= max_width:
        return text
    low, high = 0, len(text)
    while low < high:  # the longest prefix that fits with the ellipsis
        middle = (low + high + 1) // 2
        if width(text[:middle] + ELLIPSIS, size, bold) <= max_width:
            low = middle
        else:
            high = middle - 1
    return text[:low].rstrip() + ELLIPSIS


class Say(Protocol):
    """Words in one language (``bot.i18n.Words``): images are drawn in the words they are
    given, and the renderer holds no catalog of its own."""

    def __call__(self, key: str | Message, /, **args: Any) -> str: ...


def winners_sentence(say: Say, winners: Sequence[str]) -> str:
    """``Shared win: Ann, Bob`` or ``Ann wins``, for the names of a game's winners."""
    if len(winners) > 1:
        return say("image-shared-win", names=", ".join(winners))
    return say("image-wins", name=winners[0])
