"""Serendipity's live board: 91 hexes with their labels, face-up tiles in colour (with a letter),
Serendips with their six edge colours in their rotation (a mark on the first colour's edge; the
preview of one being turned names every edge in letters), the tile just turned outlined, and a
legend of the players' colours and scores. On the final board the carpets that scored are drawn
in full colour and every other face-up tile faded, and each colour's chip carries its points.

Drawn from the public view: a face-down tile's colour is never in it. A tile turned back is
drawn only while the view still shows it (until the next action).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace

from engine.serendipity import (
    CELLS,
    SERENDIP,
    SerendipityResult,
    SerendipityView,
    label,
    one_carpet_of_several,
)
from engine.serendipity.actions import KeepSerendip, LeaveOwn, MoveSerendip, SwapOwn, Turn
from engine.serendipity.board import ORDER, Coord, edge_colour, neighbour
from engine.serendipity.config import colour_word
from render import text
from render.canvas import (
    ACCENT,
    HEXAGONS,
    INK,
    LINE,
    MARGIN,
    MUTED,
    PANEL,
    WARN,
    WIDTH,
    Canvas,
    chip_width,
    encode,
    parts_height,
)
from render.text import Say, winners_sentence

TITLE, BODY, SMALL, TINY = 38, 32, 32, 32  # 9 px and more in a card on a phone (288 px)
#: A Serendip's six edge letters fit its hex at 22 px only (at 28 they run into each other: Я,
#: 橙): they are drawn on the Serendip's preview, shown enlarged (18 px on a phone). On the
#: board a mark points at its first colour's edge instead, and the key says the order.
EDGE_LETTER = 22
#: The mark on a Serendip's first-colour edge (ORDER[0]): a triangle, pointing out.
MARK = "▲"
#: The legend's rows: a player's (chips in BODY) and a line of their points explained (SMALL).
PLAYER_ROW, EXPLAINED_ROW = 50, 38
#: Where a line of points explained starts, and how much further its next lines do.
EXPLAINED_LEFT, EXPLAINED_INDENT = MARGIN + 30, 40
#: Between the title and the board's first row of hexes.
TITLE_GAP = 12
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
    """The board as everyone sees it now, the last action's cells framed in ink; with
    ``result``, the final board: each scoring carpet outlined, every point explained.

    ``seen``: more tiles turned back since the board was last shown (AI seats may play several
    turns at once); like the view's own flash, they are drawn only on this image."""
    flashes = dict(seen)
    if view.flash is not None:
        flashes[view.flash[0]] = view.flash[1]
    flashes = {cell: kind for cell, kind in flashes.items() if cell not in view.face_up}
    key = _marks_key(say, view, result, bool(flashes))
    # A final board's players and points are an image of their own (``render_scores``).
    legend = 20 + parts_height(key, SMALL) + (0 if result else PLAYER_ROW * view.players + 40)
    board_height = SIZE * 1.5 * 10 + SIZE * 2 + 10
    canvas = Canvas(2 * MARGIN + TITLE + TITLE_GAP + board_height + legend, compression=HEXAGONS)
    if view.over:
        title = say("serendipity-image-final")
    else:
        title = say("serendipity-image-turn", name=names[view.current])
    canvas.text(MARGIN, canvas.y, title, TITLE, bold=True, max_width=WIDTH - 2 * MARGIN)
    canvas.y += TITLE + TITLE_GAP
    top = canvas.y
    _draw_board(say, canvas, view, top, flashes, _counted(result))
    if result:
        for owned in result.breakdown:
            for score in owned:
                if score.carpet is not None and score.counts:
                    carpet = (*score.carpet.tiles, *score.carpet.serendips)
                    _outline_cells(canvas, frozenset(carpet), top)
    else:
        for cell in last_action_cells(view):
            outline = _hexagon(*_centre(cell, top), SIZE - 3)
            canvas.draw.line([*outline, outline[0]], fill=INK, width=6)
    canvas.y += board_height
    canvas.parts(key, SMALL)
    if result is None:
        _legend(say, canvas, view, names, None)
    return canvas.finish()


def last_action_cells(view: SerendipityView) -> tuple[Coord, ...]:
    """The cells the latest action of the game touched (this turn's, else the last turn's)."""
    steps = view.this_turn or (view.last_turn[1] if view.last_turn else ())
    if not steps:
        return ()
    match steps[-1].action:
        case Turn(cell=cell) | LeaveOwn(cell=cell):
            return (cell,)
        case SwapOwn(target=target) | MoveSerendip(target=target):
            return (target,)
        case KeepSerendip(a=a, b=b):
            return (a, b)
    return ()


def _marks_key(
    say: Say, view: SerendipityView, result: SerendipityResult | None, flashed: bool
) -> list[str]:
    """What the frames on the board mean, and (once a Serendip is up) its mark."""
    marked = [_mark_key(say)] if any(t.kind == SERENDIP for t in view.face_up.values()) else []
    if result is not None:
        return [say("serendipity-image-key-carpets"), *marked]
    return _action_key(say, view, flashed) + marked


def _mark_key(say: Say) -> str:
    """``▲ on a Serendip: its R red edge, then O Y G B V anticlockwise``."""
    first, *rest = (say(f"serendipity-letter-{colour}") for colour in ORDER)
    name = say(colour_word(ORDER[0]))
    shown = first if name == first else f"{first} {name}"
    return say("serendipity-image-key-mark", mark=MARK, first=shown, rest=" ".join(rest))


def _action_key(say: Say, view: SerendipityView, flashed: bool) -> list[str]:
    """What the frames of the last action mean."""
    parts = []
    if last_action_cells(view):
        parts.append(say("serendipity-image-key-last"))
    if view.pending is not None:
        parts.append(say("serendipity-image-key-pending"))
    if flashed:
        parts.append(say("serendipity-image-key-flash"))
    return parts or [say("serendipity-image-key-none")]


def _breakdown_lines(
    say: Say, view: SerendipityView, names: Sequence[str], result: SerendipityResult
) -> list[tuple[int, str]]:
    """(seat, line) for each colour a player owns: how its carpet's points add up."""
    lines = []
    for seat in _by_rank(view, result):
        for score in result.breakdown[seat]:
            letter = say(f"serendipity-letter-{score.colour}")
            name = say(colour_word(score.colour))
            # Where the letter is the colour's name (赤 in Japanese), it is not said twice.
            colour = letter if name == letter else f"{letter} {name}"
            carpet = score.carpet
            if carpet is None:
                line = say("serendipity-image-no-carpet", colour=colour)
            else:
                line = say(
                    "serendipity-image-carpet",
                    colour=colour,
                    tiles=len(carpet.tiles),
                    serendips=len(carpet.serendips),
                    edges=len(carpet.touching),
                    points=carpet.value,
                )
                if score.carpets > 1:
                    line += " " + say("serendipity-image-of-carpets", carpets=score.carpets)
                if one_carpet_of_several(view.rules, result.breakdown[seat]):
                    which = "counts" if score.counts else "not-counting"
                    line = say(f"serendipity-image-carpet-{which}", carpet=line)
            lines.append((seat, line))
    return lines


def _by_rank(view: SerendipityView, result: SerendipityResult) -> list[int]:
    return sorted(range(view.players), key=lambda seat: (result.ranks[seat], seat))


def render_final(
    view: SerendipityView, result: SerendipityResult, names: Sequence[str], say: Say
) -> list[bytes]:
    """The final board, then the final scores (two images: together they would be taller
    than a phone shows whole at a large table)."""
    return [render_board(view, names, say, result), render_scores(view, result, names, say)]


def render_scores(
    view: SerendipityView, result: SerendipityResult, names: Sequence[str], say: Say
) -> bytes:
    """Each player by rank with their colours and points, how each colour's points add up,
    and who won."""
    # A line too long for the image goes on over the next (it is never cut).
    explained = [
        (seat, part, index > 0)
        for seat, line in _breakdown_lines(say, view, names, result)
        for index, part in enumerate(_wrapped(line, WIDTH - MARGIN - EXPLAINED_LEFT))
    ]
    key = [say("serendipity-image-key-points")]
    rows = PLAYER_ROW * view.players + EXPLAINED_ROW * len(explained) + 40
    canvas = Canvas(2 * MARGIN + TITLE + TITLE_GAP + parts_height(key, SMALL) + rows)
    title = say("serendipity-image-scores")
    canvas.text(MARGIN, canvas.y, title, TITLE, bold=True, max_width=WIDTH - 2 * MARGIN)
    canvas.y += TITLE + TITLE_GAP
    canvas.parts(key, SMALL)
    _legend(say, canvas, view, names, result, explained)
    return canvas.finish()


def render_serendip_preview(view: SerendipityView, rotation: int, say: Say) -> bytes:
    """The Serendip just turned (``view.pending``) with ``rotation``, and the cells around it:
    what its six edges would touch if it stays where it is."""
    cell = view.pending
    assert cell is not None and cell in view.face_up
    turned = dict(view.face_up)
    turned[cell] = replace(turned[cell], rotation=rotation)
    board_height = SIZE * 1.5 * 10 + SIZE * 2 + 10
    canvas = Canvas(2 * MARGIN + board_height)  # cut and encoded below
    _draw_board(say, canvas, replace(view, face_up=turned), canvas.y, {}, letters=True)
    x, y = _centre(cell, canvas.y)
    reach = SIZE * 3.2  # the Serendip and one ring of neighbours, with room around
    box = (int(x - reach * 1.25), int(y - reach), int(x + reach * 1.25), int(y + reach))
    return encode(canvas.image.crop(box), HEXAGONS)


def _counted(result: SerendipityResult | None) -> frozenset[Coord] | None:
    """The cells of every carpet that scored (None while the game goes on)."""
    if result is None:
        return None
    return frozenset(
        cell
        for owned in result.breakdown
        for score in owned
        if score.carpet is not None and score.counts
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
    *,
    letters: bool = False,
) -> None:
    """Every cell; a Serendip's edges carry their letters (``letters``) or the mark."""
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
                edge = edge_colour(direction, rotation)
                canvas.draw.polygon(wedge, fill=fill(TILE_FILL[edge]))
                # Colour is never the only cue: each edge says its colour in a letter, or
                # (too small for a phone on the board) the first one is marked.
                if letters:
                    _edge_letter(say, canvas, x, y, middle, edge)
                elif edge == ORDER[0]:
                    _edge_mark(canvas, x, y, middle)
            canvas.draw.polygon(_hexagon(x, y, SIZE * 0.45), fill=PANEL, outline=INK)
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


def _edge_letter(say: Say, canvas: Canvas, x: float, y: float, middle: float, edge: str) -> None:
    """The letter of a Serendip's edge ``edge``, whose middle is at angle ``middle``."""
    lx, ly = _corner(x, y, middle, SIZE * 0.62)
    ink = (255, 255, 255) if edge in DARK else INK
    letter = say(f"serendipity-letter-{edge}")
    canvas.text(lx, ly - EDGE_LETTER / 2 - 3, letter, EDGE_LETTER, ink, bold=True, align="center")


def _edge_mark(canvas: Canvas, x: float, y: float, middle: float) -> None:
    """A white triangle, outlined in ink, pointing at a Serendip's first-colour edge."""
    tip = _corner(x, y, middle, SIZE * 0.84)
    base = [_corner(*_corner(x, y, middle, SIZE * 0.5), middle + turn, 11) for turn in (90, -90)]
    canvas.draw.polygon([tip, *base], fill=(255, 255, 255), outline=INK, width=2)


def _wrapped(line: str, room: float) -> list[str]:
    """``line`` in as many lines as fit ``room`` at SMALL, broken between words; the lines
    after the first have ``EXPLAINED_INDENT`` less room (they are drawn indented)."""
    lines = [""]
    for word in line.split(" "):
        longer = f"{lines[-1]} {word}" if lines[-1] else word
        fits = room - (EXPLAINED_INDENT if len(lines) > 1 else 0)
        if lines[-1] and text.width(longer, SMALL) > fits:
            lines.append(word)
        else:
            lines[-1] = longer
    return lines


def _chips(say: Say, colours: Sequence[str], points: dict[str, int], *, named: bool) -> list[str]:
    """A player's colour chips: ``R red 13`` (``named``) or ``R 13``."""
    chips = []
    for colour in colours:
        letter = say(f"serendipity-letter-{colour}")
        name = say(colour_word(colour))
        # Where the letter is the colour's name (赤 in Japanese), it is not said twice.
        words = f"{letter} {name}" if named and name != letter else letter
        chips.append(f"{words} {points[colour]}" if colour in points else words)
    return chips


def _as_is(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    return colour


def _outline_cells(canvas: Canvas, cells: frozenset[Coord], top: float) -> None:
    """A thick ink line around a group of cells: every hex edge no other member shares."""
    for cell in cells:
        x, y = _centre(cell, top)
        for direction in range(6):
            if neighbour(cell, direction) in cells:
                continue
            middle = -60 * direction
            ends = [_corner(x, y, middle - 30, SIZE - 3), _corner(x, y, middle + 30, SIZE - 3)]
            canvas.draw.line(ends, fill=INK, width=6)


def _legend(
    say: Say,
    canvas: Canvas,
    view: SerendipityView,
    names: Sequence[str],
    result: SerendipityResult | None,
    explained: Sequence[tuple[int, str, bool]] = (),
) -> None:
    """Each player (by rank once the game is over) with their colours and points; on the
    final scores, how each colour's points add up and who won."""
    scores = result.scores if result else view.scores
    seats = _by_rank(view, result) if result else list(range(view.players))
    for seat in seats:
        y = canvas.y
        marker = "▶ " if seat == view.current and not view.over else ""
        rank = f"{result.ranks[seat]}. " if result else ""
        won = seat in result.winners if result else False
        canvas.text(
            MARGIN,
            y,
            f"{marker}{rank}{names[seat]}",
            BODY,
            ACCENT if won else INK,
            bold=won or (seat == view.current and not view.over),
            max_width=WIDTH * 0.4,
        )
        x = WIDTH * 0.45
        # What each colour adds to the score: a carpet that does not count adds 0.
        points = {s.colour: s.scored for s in result.breakdown[seat]} if result else {}
        points_now = say("image-points", points=scores[seat])
        room = WIDTH - MARGIN - text.width(points_now, BODY, True) - 16 - x
        colours = view.colours[seat]
        chips = _chips(say, colours, points, named=True)
        if sum(chip_width(c, SMALL) + 8 for c in chips) > room:  # the letters alone say them
            chips = _chips(say, colours, points, named=False)
        for colour, words in zip(colours, chips, strict=True):
            ink = (255, 255, 255) if colour in DARK else INK
            x += canvas.chip(x, y, words, SMALL, TILE_FILL[colour], ink) + 8
        canvas.text(WIDTH - MARGIN, y, points_now, BODY, ACCENT, bold=True, align="right")
        canvas.y += PLAYER_ROW
        for owner, line, continued in explained:
            if owner == seat:
                left = EXPLAINED_LEFT + (EXPLAINED_INDENT if continued else 0)
                canvas.text(left, canvas.y, line, SMALL, MUTED)
                canvas.y += EXPLAINED_ROW
    if result is not None:
        note = winners_sentence(say, [names[w] for w in result.winners])
        canvas.text(MARGIN, canvas.y + 4, note, SMALL, ACCENT, bold=True)
    else:
        up = sum(t.kind == SERENDIP for t in view.face_up.values())
        canvas.text(
            MARGIN, canvas.y + 4, say("serendipity-image-serendips-up", up=up), SMALL, MUTED
        )
    canvas.y += 40
