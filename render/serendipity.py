"""Serendipity's live board: 91 hexes with their labels, face-up tiles in colour (with a letter),
Serendips with their six edge colours in their rotation, the tile just turned outlined, and a
legend of the players' colours and scores. On the final board the carpets that scored are drawn
in full colour and every other face-up tile faded, and each colour's chip carries its points.

Drawn from the public view: a face-down tile's colour is never in it. A tile turned back is
drawn only while the view still shows it (until the next action).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace

from engine.serendipity import CELLS, SERENDIP, SerendipityResult, SerendipityView, label
from engine.serendipity.board import Coord, edge_colour
from engine.serendipity.config import colour_word
from render.canvas import ACCENT, INK, LINE, MARGIN, MUTED, PANEL, WARN, WIDTH, Canvas, encode
from render.text import Say

TITLE, BODY, SMALL, TINY = 34, 26, 22, 16
SIZE = (WIDTH - 2 * MARGIN) / (11 * math.sqrt(3))  # hex radius: 11 hexes across the middle
FACE_DOWN = (226, 222, 212)
# Okabe–Ito where it has the colour; a letter on every tile says it without colour.
TILE_FILL = {
    "red": (213, 94, 0),
    "orange": (230, 159, 0),
    "yellow": (240, 228, 66),
    "green": (0, 158, 115),
    "blue": (86, 180, 233),
    "violet": (150, 100, 190),
}
DARK = {"red", "green", "violet"}


def _centre(cell: Coord, top: float) -> tuple[float, float]:
    q, r = cell
    x = WIDTH / 2 + SIZE * math.sqrt(3) * (q + r / 2)
    y = top + SIZE * (5 * 1.5 + 1) + SIZE * 1.5 * r
    return x, y


def _corner(x: float, y: float, angle: float, size: float = SIZE) -> tuple[float, float]:
    rad = math.radians(angle)
    return x + size * math.cos(rad), y + size * math.sin(rad)


def _hexagon(x: float, y: float, size: float) -> list[tuple[float, float]]:
    return [_corner(x, y, 30 + 60 * i, size) for i in range(6)]


def render_board(
    view: SerendipityView,
    names: Sequence[str],
    say: Say,
    result: SerendipityResult | None = None,
    seen: Sequence[tuple[Coord, str]] = (),
) -> bytes:
    """The board as everyone sees it now; with ``result``, the final scores in the legend.

    ``seen``: more tiles turned back since the board was last shown (AI seats may play several
    turns at once); like the view's own flash, they are drawn only on this image."""
    legend = 60 + 44 * view.players
    board_height = SIZE * 1.5 * 10 + SIZE * 2 + 10
    canvas = Canvas(int(2 * MARGIN + TITLE + 20 + board_height + legend))
    if view.over:
        title = say("serendipity-image-final")
    else:
        title = say("serendipity-image-turn", name=names[view.current])
    canvas.text(MARGIN, canvas.y, title, TITLE, bold=True, max_width=WIDTH - 2 * MARGIN)
    canvas.y += TITLE + 20
    flashes = dict(seen)
    if view.flash is not None:
        flashes[view.flash[0]] = view.flash[1]
    flashes = {cell: kind for cell, kind in flashes.items() if cell not in view.face_up}
    _draw_board(say, canvas, view, canvas.y, flashes, _counted(result))
    canvas.y += board_height
    _legend(say, canvas, view, names, result)
    return canvas.finish()


def render_final(
    view: SerendipityView, result: SerendipityResult, names: Sequence[str], say: Say
) -> bytes:
    """The final board with the final scores and ranks."""
    return render_board(view, names, say, result)


def render_serendip_preview(view: SerendipityView, rotation: int, say: Say) -> bytes:
    """The Serendip just turned (``view.pending``) with ``rotation``, and the cells around it:
    what its six edges would touch if it stays where it is."""
    cell = view.pending
    assert cell is not None and cell in view.face_up
    turned = dict(view.face_up)
    turned[cell] = replace(turned[cell], rotation=rotation)
    board_height = SIZE * 1.5 * 10 + SIZE * 2 + 10
    canvas = Canvas(int(2 * MARGIN + board_height))
    _draw_board(say, canvas, replace(view, face_up=turned), canvas.y, {})
    x, y = _centre(cell, canvas.y)
    reach = SIZE * 3.2  # the Serendip and one ring of neighbours, with room around
    box = (int(x - reach * 1.25), int(y - reach), int(x + reach * 1.25), int(y + reach))
    return encode(canvas.image.crop(box))


def _counted(result: SerendipityResult | None) -> frozenset[Coord] | None:
    """The cells of every carpet that scored (None while the game goes on)."""
    if result is None:
        return None
    return frozenset(
        cell
        for owned in result.breakdown
        for score in owned
        if score.carpet is not None
        for cell in (*score.carpet.tiles, *score.carpet.serendips)
    )


def _faded(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """A tile's colour washed out towards the face-down grey: it scored for nobody."""
    return tuple(round(c * 0.35 + f * 0.65) for c, f in zip(colour, FACE_DOWN, strict=True))  # type: ignore[return-value]


def _draw_board(
    say: Say,
    canvas: Canvas,
    view: SerendipityView,
    top: float,
    flashes: dict[Coord, str],
    counted: frozenset[Coord] | None = None,
) -> None:
    for cell in CELLS:
        x, y = _centre(cell, top)
        tile = view.face_up.get(cell)
        shown = tile.kind if tile is not None else flashes.get(cell)
        points = _hexagon(x, y, SIZE - 1.5)
        fill = _faded if counted is not None and cell not in counted else _as_is
        if shown is None:
            canvas.draw.polygon(points, fill=FACE_DOWN, outline=LINE)
            canvas.text(x, y - TINY / 2 - 2, label(cell), TINY, MUTED, align="center")
        elif shown == SERENDIP:
            rotation = tile.rotation if tile is not None else 0
            for direction in range(6):
                middle = -60 * direction  # screen angle of the edge's middle (y grows down)
                wedge = [
                    (x, y),
                    _corner(x, y, middle - 30, SIZE - 1.5),
                    _corner(x, y, middle + 30, SIZE - 1.5),
                ]
                canvas.draw.polygon(wedge, fill=fill(TILE_FILL[edge_colour(direction, rotation)]))
            canvas.draw.polygon(_hexagon(x, y, SIZE * 0.42), fill=PANEL, outline=INK)
            canvas.text(x, y - TINY / 2 - 2, label(cell), TINY, INK, align="center")
        else:
            ink = (255, 255, 255) if shown in DARK else INK
            canvas.draw.polygon(points, fill=fill(TILE_FILL[shown]), outline=LINE)
            letter = say(f"serendipity-letter-{shown}")
            canvas.text(x, y - SMALL / 2 - 8, letter, SMALL, ink, bold=True, align="center")
            canvas.text(x, y + 8, label(cell), TINY, ink, align="center")
        if cell == view.pending or cell in flashes:
            outline = _hexagon(x, y, SIZE - 2)
            colour = WARN if cell in flashes else ACCENT
            canvas.draw.line([*outline, outline[0]], fill=colour, width=5)


def _as_is(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    return colour


def _legend(
    say: Say,
    canvas: Canvas,
    view: SerendipityView,
    names: Sequence[str],
    result: SerendipityResult | None,
) -> None:
    scores = result.scores if result else view.scores
    for seat in range(view.players):
        y = canvas.y
        marker = "▶ " if seat == view.current and not view.over else ""
        rank = f"{result.ranks[seat]}. " if result else ""
        canvas.text(
            MARGIN,
            y,
            f"{marker}{rank}{names[seat]}",
            BODY,
            bold=seat in result.winners if result else seat == view.current,
            max_width=WIDTH * 0.4,
        )
        x = WIDTH * 0.45
        points = {s.colour: s.value for s in result.breakdown[seat]} if result else {}
        # Three colours and their points leave no room for the names: the letters say them.
        named = len(view.colours[seat]) < 3 or not points
        for colour in view.colours[seat]:
            ink = (255, 255, 255) if colour in DARK else INK
            letter = say(f"serendipity-letter-{colour}")
            name = say(colour_word(colour))
            # Where the letter is the colour's name (赤 in Japanese), it is not said twice.
            words = f"{letter} {name}" if named and name != letter else letter
            if colour in points:
                words += f" {points[colour]}"
            x += canvas.chip(x, y, words, SMALL, TILE_FILL[colour], ink) + 8
        points_now = say("image-points", points=scores[seat])
        canvas.text(WIDTH - MARGIN, y, points_now, BODY, ACCENT, bold=True, align="right")
        canvas.y += 44
    up = sum(t.kind == SERENDIP for t in view.face_up.values())
    canvas.text(MARGIN, canvas.y + 4, say("serendipity-image-serendips-up", up=up), SMALL, MUTED)
    canvas.y += 40
