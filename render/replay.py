"""A finished game as an animated GIF: the board after each round (each turn for Serendipity),
drawn from public views only, at a phone's width, the last frame held.

GIF rather than APNG: Discord animates a GIF attachment where it shows an APNG still.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import Any

from PIL import Image

from render import games_with_images, images_for
from render.canvas import uncompressed
from render.images import frame_ms
from render.text import Say

#: Frames are drawn at the width a phone shows an image: every text stays readable there.
WIDTH = 550
HOLD_MS = 5000
#: Discord's upload limit for a server without boosts.
MOST_BYTES = 8 * 1024 * 1024


def board_pages(game: str, view: Any, names: Sequence[str], say: Say) -> list[bytes]:
    """The images of the board a public view shows, as the game draws it after a round."""
    if game not in games_with_images():
        raise ValueError(f"no board for {game!r}")
    return images_for(game).table(view, names, say)


def frame(pages: Sequence[bytes], palette: Image.Image | None = None) -> Image.Image:
    """One frame: the board's pages one under the other, at ``WIDTH``, in 255 colours (those of
    ``palette``, when given: frames sharing a palette differ only where the board changed, which
    keeps the GIF small)."""
    images = [Image.open(io.BytesIO(page)).convert("RGB") for page in pages]
    width = max(image.width for image in images)
    sheet = Image.new("RGB", (width, sum(image.height for image in images)), "white")
    top = 0
    for image in images:
        sheet.paste(image, (0, top))
        top += image.height
    size = (WIDTH, round(sheet.height * WIDTH / width))
    small = sheet.resize(size, Image.Resampling.BILINEAR, reducing_gap=2.0)
    if palette is not None:
        return small.quantize(palette=palette, dither=Image.Dither.NONE)
    # 255: one palette entry stays free for the GIF's "unchanged since the last frame" colour.
    return small.quantize(255, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)


def replay_frames(game: str, views: Sequence[Any], names: Sequence[str], say: Say) -> list[Any]:
    """The frames of a replay, one per public view, all one size and palette."""
    if not views:
        raise ValueError("a replay needs at least one frame")
    with uncompressed():  # each board is decoded at once: compressing it would be wasted
        # The last board has every colour the game showed: its palette serves every frame.
        last = frame(board_pages(game, views[-1], names, say))
        frames = [frame(board_pages(game, view, names, say), last) for view in views[:-1]]
    frames.append(last)
    height = max(f.height for f in frames)
    return [_padded(f, height) for f in frames]


def animate(game: str, views: Sequence[Any], names: Sequence[str], say: Say) -> bytes:
    """The GIF of a game's public views, in order. Should it pass ``MOST_BYTES``, every other
    frame is left out (each shown twice as long) until it fits; the last always stays."""
    frames = replay_frames(game, views, names, say)
    step_ms = frame_ms(images_for(game))
    while True:
        data = _gif(frames, step_ms)
        if len(data) <= MOST_BYTES or len(frames) <= 2:
            return data
        frames = frames[:-1][::2] + frames[-1:]
        step_ms *= 2


def _padded(image: Image.Image, height: int) -> Image.Image:
    """``image`` on a white page ``height`` tall: a GIF's frames share one size."""
    if image.height == height:
        return image
    palette = image.getpalette() or []
    colours = [tuple(palette[i : i + 3]) for i in range(0, len(palette), 3)]
    white = min(range(len(colours)), key=lambda i: sum(255 - c for c in colours[i]))
    page = Image.new("P", (image.width, height), white)
    page.putpalette(palette)
    page.paste(image, (0, 0))  # the same palette: no colour changes
    return page


def _gif(frames: Sequence[Image.Image], step_ms: int) -> bytes:
    buffer = io.BytesIO()
    durations = [step_ms] * (len(frames) - 1) + [HOLD_MS]
    frames[0].save(
        buffer,
        format="GIF",
        save_all=True,
        append_images=list(frames[1:]),
        duration=durations,
        loop=0,
        optimize=True,  # pixels a frame leaves as they were are written as transparent
    )
    return buffer.getvalue()
