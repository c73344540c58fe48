"""Serendipity's live board: hidden colours stay hidden, the tile turned back shows once."""

from __future__ import annotations

import io
import math
import random
from dataclasses import replace

import pytest
from PIL import Image

from bot.i18n import ENGLISH, LANGUAGES, words
from engine import get_game
from engine.ai import play_game
from engine.serendipity import CELLS, SERENDIP, Tile, Turn
from engine.serendipity.board import ORDER
from render import text
from render.canvas import MARGIN
from render.serendipity.board import (
    SIZE,
    TILE_FILL,
    TITLE,
    TITLE_GAP,
    _breakdown_lines,
    _centre,
    _faded,
    render_board,
    render_final,
    render_serendip_preview,
)

GAME = get_game("serendipity")
NAMES = ["Ann", "Борис", "さくら", "Dee", "Eve", "Fay"]


def played(players: int, steps: int, seed: int = 3):
    """The state after ``steps`` greedy actions (or the end)."""
    policies = ["greedy"] * players
    return play_game(
        GAME, GAME.make_config(players), seed, policies, stop=lambda s: s.step >= steps
    )


def png(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    assert image.format == "PNG" and image.width == 1000 and len(data) <= 150_000
    return image


@pytest.mark.no_cover  # many boards: each line it draws, another test traces too
def test_boards_for_2_to_6_players_and_the_end():
    for players in range(2, 7):
        state = played(players, 60)
        png(render_board(GAME.view(state, None), NAMES[:players], ENGLISH))
    final = played(2, 5_000)
    assert GAME.is_over(final)
    result = GAME.result(final)
    png(render_board(GAME.view(final, None), NAMES[:2], ENGLISH, result))


def test_face_down_colours_are_not_in_the_image():
    state = played(3, 40)
    down = [i for i, t in enumerate(state.tiles) if not t.face_up]
    kinds = [state.tiles[i].kind for i in down]
    random.Random(1).shuffle(kinds)
    tiles = list(state.tiles)
    for i, kind in zip(down, kinds, strict=True):
        tiles[i] = Tile(kind)
    other = replace(state, tiles=tuple(tiles))
    assert other.tiles != state.tiles
    view, other_view = GAME.view(state, None), GAME.view(other, None)
    assert render_board(view, NAMES[:3], ENGLISH) == render_board(other_view, NAMES[:3], ENGLISH)


def test_a_tile_turned_back_is_drawn_until_the_next_action():
    state = played(2, 0)
    seat = state.current
    mine = set(state.config.colours[seat])
    cell = next(
        c
        for c, t in zip(CELLS, state.tiles, strict=True)
        if t.kind not in mine and t.kind != "serendip"
    )
    after = GAME.apply(state, seat, Turn(cell))
    assert GAME.view(after, None).flash == (cell, after.tile(cell).kind)
    with_flash = render_board(GAME.view(after, None), NAMES[:2], ENGLISH)
    without = render_board(replace(GAME.view(after, None), flash=None), NAMES[:2], ENGLISH)
    assert with_flash != without
    # Tiles turned back earlier in the same batch (AI turns) are drawn too, on this image only.
    other = next(c for c in CELLS if c != cell and not after.tile(c).face_up)
    view = replace(GAME.view(after, None), flash=None)
    assert (
        render_board(view, NAMES[:2], ENGLISH, seen=[(cell, after.tile(cell).kind)]) == with_flash
    )
    both = render_board(GAME.view(after, None), NAMES[:2], ENGLISH, seen=[(other, "blue")])
    assert both not in (with_flash, without)
    # A "seen" cell that is face up now is drawn as it is now.
    up_cell = next(iter(GAME.view(played(2, 30), None).face_up))
    later = GAME.view(played(2, 30), None)
    assert render_board(later, NAMES[:2], ENGLISH, seen=[(up_cell, "red")]) == render_board(
        later, NAMES[:2], ENGLISH
    )


def test_the_serendip_preview_turns_with_its_rotation():
    state = played(2, 0)
    seat = state.current
    cell = next(c for c, t in zip(CELLS, state.tiles, strict=True) if t.kind == "serendip")
    turned = GAME.view(GAME.apply(state, seat, Turn(cell)), seat)
    previews = {render_serendip_preview(turned, k, ENGLISH) for k in range(6)}
    assert len(previews) == 6
    image = Image.open(io.BytesIO(next(iter(previews))))
    assert image.format == "PNG" and image.width < 1000


@pytest.mark.parametrize("rotation", range(6))
def test_a_serendip_s_mark_points_at_its_first_colour_and_the_rest_run_anticlockwise(rotation):
    """What the board's key says of the mark (``serendipity-image-key-mark``): the white
    triangle is on the Serendip's red edge, and anticlockwise from it come orange, yellow,
    green, blue and violet, at every rotation."""
    cell = (0, 0)
    placed = {cell: Tile(SERENDIP, True, rotation)}
    tiles = tuple(placed.get(c, Tile("blue")) for c in CELLS)
    view = GAME.view(replace(played(2, 0), tiles=tiles), None)
    image = png(render_board(view, NAMES[:2], ENGLISH)).convert("RGB")
    x, y = _centre(cell, MARGIN + TITLE + TITLE_GAP)

    def seen(degrees: float, reach: float) -> tuple[int, int, int]:
        """The pixel at ``degrees`` anticlockwise from the right, as a reader turns."""
        angle = math.radians(degrees)
        return image.getpixel(
            (round(x + reach * math.cos(angle)), round(y - reach * math.sin(angle)))
        )

    marked = [a for a in range(0, 360, 60) if seen(a, SIZE * 0.7) == (255, 255, 255)]
    assert len(marked) == 1, marked
    # Inside each wedge, beside the edge's middle (clear of the mark and the label).
    wedges = [seen(marked[0] + 60 * step + 20, SIZE * 0.75) for step in range(6)]
    assert wedges == [TILE_FILL[colour] for colour in ORDER]


def test_the_serendip_preview_names_every_edge_in_letters(monkeypatch):
    """The preview, where a player turns a Serendip, says each of its six edges in a letter."""
    state = played(2, 0)
    cell = next(c for c, t in zip(CELLS, state.tiles, strict=True) if t.kind == SERENDIP)
    turned = GAME.view(GAME.apply(state, state.current, Turn(cell)), state.current)
    said: list[str] = []
    draw = text.draw

    def noted(board, xy, words, size, *args, **kwargs):
        said.append(words)
        return draw(board, xy, words, size, *args, **kwargs)

    monkeypatch.setattr(text, "draw", noted)
    render_serendip_preview(turned, 0, ENGLISH)
    letters = {ENGLISH(f"serendipity-letter-{colour}") for colour in ORDER}
    assert letters <= set(said)


def test_the_final_board_fades_every_tile_outside_a_carpet_that_scored():
    reds = [(q, 0) for q in range(-5, -1)]  # a carpet of four
    lone = (4, -4)  # a red of its own: the smaller carpet, which does not count
    placed = {cell: Tile("red", True) for cell in (*reds, lone)}
    tiles = tuple(placed.get(c, Tile("blue")) for c in CELLS)
    state = replace(played(2, 0), tiles=tiles, phase="over")
    view, result = GAME.view(state, None), GAME.result(state)
    assert result.breakdown[0][0].carpet.tiles == tuple(sorted(reds))
    image = png(render_final(view, result, NAMES[:2], ENGLISH)[0]).convert("RGB")
    board_top = MARGIN + TITLE + TITLE_GAP  # where render_board starts the hexes

    def fill_at(cell):  # a point inside the hex, clear of its letter and label
        x, y = _centre(cell, board_top)
        return image.getpixel((int(x - SIZE * 0.6), int(y)))

    assert fill_at(reds[0]) == TILE_FILL["red"]
    assert fill_at(lone) != TILE_FILL["red"]
    assert fill_at(lone) == _faded(TILE_FILL["red"])


def test_the_final_board_marks_the_one_carpet_a_player_scores():
    reds = [(q, 0) for q in range(-5, -1)]  # red's carpet of four: the larger, it counts
    oranges = [(3, -3), (4, -3)]  # orange's carpet of two, also the first player's
    placed = {cell: Tile("red", True) for cell in reds}
    placed |= {cell: Tile("orange", True) for cell in oranges}
    tiles = tuple(placed.get(c, Tile("blue")) for c in CELLS)
    state = replace(played(2, 0), tiles=tiles, phase="over")
    board_top = MARGIN + TITLE + TITLE_GAP

    def final(rules: int):
        ruled = replace(state, config=replace(state.config, rules=rules))
        view, result = GAME.view(ruled, None), GAME.result(ruled)
        image = png(render_final(view, result, NAMES[:2], ENGLISH)[0]).convert("RGB")

        def fill_at(cell):
            x, y = _centre(cell, board_top)
            return image.getpixel((int(x - SIZE * 0.6), int(y)))

        return result, _breakdown_lines(ENGLISH, view, NAMES[:2], result), fill_at

    result, lines, fill_at = final(3)
    assert result.scores[0] == 4
    mine = [line for seat, line in lines if seat == 0]
    assert mine == [
        "✓ R red: 4 + 2×0 + 2×0 = 4 · counts",
        "✗ O orange: 2 + 2×0 + 2×0 = 2 · does not count",
    ]
    # The mark comes first in every language: a line cut to fit the image keeps it.
    ruled = replace(state, config=replace(state.config, rules=3))
    for language in LANGUAGES:
        view, result = GAME.view(ruled, None), GAME.result(ruled)
        marks = [
            line[0]
            for seat, line in _breakdown_lines(words(language), view, NAMES[:2], result)
            if seat == 0
        ]
        assert marks == ["✓", "✗"], language
    assert fill_at(reds[0]) == TILE_FILL["red"]
    assert fill_at(oranges[0]) == _faded(TILE_FILL["orange"])
    # A table started under rulings 2 adds both carpets up, each outlined and unmarked.
    result, lines, fill_at = final(2)
    assert result.scores[0] == 6
    assert [line for seat, line in lines if seat == 0] == [
        "R red: 4 + 2×0 + 2×0 = 4",
        "O orange: 2 + 2×0 + 2×0 = 2",
    ]
    assert fill_at(oranges[0]) == TILE_FILL["orange"]
