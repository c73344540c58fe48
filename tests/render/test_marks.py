"""What just happened is marked, and nothing else changes: a board differs from the previous
round's only in its headings and scores and where this round's (or last round's) marks are."""

from __future__ import annotations

import io
import itertools
import random
from typing import Any

import pytest
from PIL import Image, ImageChops

from bot.i18n import ENGLISH
from engine import get_game
from engine.ai import choose
from render import canvas, splito, text
from render.splitter import sheets as splitter


def pixels(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png)).convert("RGB")


def changed_outside(
    before: bytes, after: bytes, allowed: list[tuple[float, float, float, float]]
) -> int:
    """How many pixels differ between two images outside the ``allowed`` boxes."""
    first, second = pixels(before), pixels(after)
    assert first.size == second.size
    mask = ImageChops.difference(first, second).convert("L").point(lambda v: 255 if v else 0)
    for left, top, right, bottom in allowed:
        # Pillow draws a box's right and bottom edges on those very pixels: one more each way.
        mask.paste(0, (int(left) - 1, int(top) - 1, int(right) + 2, int(bottom) + 2))
    return sum(mask.histogram()[1:])


def test_a_splitter_sheet_changes_only_in_the_pairs_framed(monkeypatch: pytest.MonkeyPatch):
    game = get_game("splitter")
    frames: list[tuple[float, float, float, float]] = []
    names: list[float] = []
    draw_sheet, draw_text = splitter.draw_sheet, text.draw

    def recording_sheet(board: Any, left: float, top: float, cell: int, *args: Any, **kw: Any):
        for r, x in kw.get("last", ()):
            frames.append(
                (
                    left + x * cell - 2,
                    top + r * cell - 2,
                    left + (x + 1) * cell + 2,
                    top + (r + 1) * cell + 2,
                )
            )
        return draw_sheet(board, left, top, cell, *args, **kw)

    def recording_text(board: Any, xy: Any, words: str, *args: Any, **kw: Any) -> float:
        if words.startswith("Ann"):
            names.append(xy[1])
        return draw_text(board, xy, words, *args, **kw)

    monkeypatch.setattr(splitter, "draw_sheet", recording_sheet)
    monkeypatch.setattr(text, "draw", recording_text)
    state = game.new_game(game.make_config(1, {"pad": "A"}), 3)
    rng = random.Random(3)
    images = []
    for _ in range(6):
        state = game.apply(state, 0, choose(game, state, 0, "greedy", rng))
        frames.clear()
        names.clear()
        (image,) = splitter.render_sheets(game.view(state, None), ["Ann"], ENGLISH)
        images.append((image, list(frames), names[0] + splitter.SMALL + 8))
    for (before, framed_before, _), (after, framed_after, header) in itertools.pairwise(images):
        assert framed_after and framed_after != framed_before  # this round's pair is framed
        # Above the sheet: the title (round, dice) and the player's points.
        allowed = [(0, 0, 1000, header), *framed_before, *framed_after]
        assert changed_outside(before, after, allowed) == 0


def test_a_splito_table_changes_only_in_the_zones_marked(monkeypatch: pytest.MonkeyPatch):
    game = get_game("splito")
    panels: list[tuple[float, float, float, float, bool]] = []
    panel = canvas.Canvas.panel

    def recording(self: canvas.Canvas, top: float, bottom: float, *args: Any, **kw: Any):
        left = args[0] if args else kw.get("left", canvas.MARGIN / 2)
        right = args[1] if len(args) > 1 else kw.get("right", 1000 - canvas.MARGIN / 2)
        marked = kw.get("width", 1) > 1
        panels.append((left, top, right, bottom, marked))
        return panel(self, top, bottom, *args, **kw)

    monkeypatch.setattr(canvas.Canvas, "panel", recording)
    state = game.new_game(game.make_config(4), 8)
    rng = random.Random(8)
    shown = []
    while len(shown) < 12:  # the 13th round ends the game: a final has no marks
        for seat in range(4):
            state = game.apply(state, seat, choose(game, state, seat, "random", rng))
        panels.clear()
        (image,) = splito.render_table(game.view(state, None), ["A", "B", "C", "D"], ENGLISH)
        shown.append((image, list(panels)))
    compared = 0
    for (before, zones_before), (after, zones_after) in itertools.pairwise(shown):
        marked = [z for z in zones_after if z[4]]
        assert marked, "the zones that got a card this round are marked"
        geometry = [z[:4] for z in zones_before]
        if pixels(before).size != pixels(after).size or geometry != [z[:4] for z in zones_after]:
            continue  # a zone grew a line of chips: everything below it moved
        top, bottom = zones_after[0][1], zones_after[-1][3]
        allowed = [(0, 0, 1000, top), (0, bottom, 1000, pixels(after).height)]
        allowed += [z[:4] for z in zones_before if z[4]] + [z[:4] for z in marked]
        assert changed_outside(before, after, allowed) == 0
        compared += 1
    assert compared >= 4
