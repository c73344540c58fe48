"""Splitter images: one sheet (the placement preview), every sheet of a table in a grid (the
round message, readable up to 12 players), and the final scoreboard.

Sheets are public in Splitter; a pending placement is drawn only on its owner's preview.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from concurrent.futures import Future

from PIL import Image

from engine.splitter import Group, Layout, Place, SplitterResult, SplitterView, score_layout
from engine.splitter.game import Sheet
from engine.splitter.layout import Position
from render import text
from render.canvas import (
    ACCENT,
    INK,
    LINE,
    MARGIN,
    MUTED,
    PANEL,
    WARN,
    WIDTH,
    Canvas,
    parts_height,
)
from render.text import Say, winners_sentence

TITLE, BODY, SMALL = 38, 32, 32
LABEL = SMALL  # the smallest text drawn: 9 px in a card on a phone (a 288-px image)
STAR_FILL = (253, 236, 170)  # a soft yellow behind star cells; the ★ mark says it as well
HEART_FILL = (250, 214, 226)
PENDING_FILL = (204, 229, 245)
# Each look of a cell — (star/heart/plain, number, pending) — as first drawn.
Looks = dict[tuple[str, int | None, bool], Image.Image]


#: Sheets on one image: two by two keeps every number large and the image phone-shaped.
SHEETS_PER_IMAGE = 4


def _grid_columns(players: int) -> int:
    return 1 if players == 1 else 2


def _cell_size(layout: Layout, columns: int) -> int:
    room = (WIDTH - 2 * MARGIN - (columns - 1) * MARGIN) / columns
    return int(min(80, room / layout.width))


def render_sheets(
    view: SplitterView, names: Sequence[str], say: Say, result: SplitterResult | None = None
) -> list[bytes]:
    """Every player's sheet with their score now, four to an image; the pair of the round
    just played framed on each; with ``result``, every scoring group outlined and labelled
    with its points."""
    if view.my_pending is not None:
        raise ValueError("the table image is drawn from the public view only")
    layout = view.layout
    columns = _grid_columns(view.players)
    cell = _cell_size(layout, columns)
    block_w = layout.width * cell
    below = SMALL + 12 if result and layout.hearts else 0
    block_h = 40 + layout.height * cell + below + MARGIN
    seats = list(range(view.players))
    chunks = [seats[i : i + SHEETS_PER_IMAGE] for i in range(0, len(seats), SHEETS_PER_IMAGE)]
    aside: list[Future[bytes]] = []  # every page but the last, encoded while the next is drawn
    for number, chunk in enumerate(chunks):
        # A look drawn on one image holds that image's palette numbers: each page draws its own.
        looks: Looks = {}
        lines = -(-len(chunk) // columns)
        marked = not view.over and any(view.last)
        key = sheet_legend(say, layout, view.round - 1 if marked else None, bool(result))
        canvas = Canvas(2 * MARGIN + TITLE + 14 + parts_height(key, SMALL) + lines * block_h)
        page = f" ({number + 1}/{len(chunks)})" if len(chunks) > 1 else ""
        _headline(say, canvas, view, page=page)
        canvas.parts(key, SMALL)
        top = canvas.y
        for index, seat in enumerate(chunk):
            line, column = divmod(index, columns)
            left = MARGIN + column * (block_w + MARGIN)
            y = top + line * block_h
            sheet = view.sheets[seat]
            score = result.players[seat].score if result else score_layout(layout, sheet)
            mark = " ✓" if seat in view.placed and not view.over else ""
            canvas.text(left, y, names[seat] + mark, SMALL, bold=True, max_width=block_w - 110)
            points = say("image-points", points=score.total)
            canvas.text(left + block_w, y, points, SMALL, ACCENT, bold=True, align="right")
            last = view.last[seat] if marked else None
            draw_sheet(
                canvas,
                left,
                y + 34,
                cell,
                layout,
                sheet,
                groups=score.groups if result else (),
                looks=looks,
                last=last.cells if last else (),
            )
            if result and layout.hearts:
                bonus = say(
                    "splitter-image-hearts-bonus"
                    if score.heart_bonus
                    else "splitter-image-hearts-none",
                    points=score.heart_bonus,
                )
                under = y + 34 + layout.height * cell + 6
                canvas.text(left, under, bonus, SMALL, INK if score.heart_bonus else MUTED)
        canvas.y = top + lines * block_h
        if number < len(chunks) - 1:
            aside.append(canvas.finish_aside())
    return [page.result() for page in aside] + [canvas.finish()]


def sheet_legend(say: Say, layout: Layout, framed: int | None, final: bool) -> list[str]:
    """The key to a sheet's marks: stars, hearts, the pair of round ``framed`` (the round
    just played: the headline names the next), group labels."""
    parts = [say("splitter-image-legend-star")]
    if layout.hearts:
        parts.append(say("splitter-image-legend-hearts"))
    if framed is not None:
        parts.append(say("splitter-image-legend-last", round=framed))
    if final:
        parts.append(say("splitter-image-legend-groups"))
    return parts


def render_sheet(
    view: SplitterView, name: str, say: Say, pending: Place | None = None, note: str = ""
) -> bytes:
    """One player's own sheet, large, with a pending placement highlighted (the preview)."""
    layout = view.layout
    assert view.seat is not None, "a sheet preview belongs to a seat"
    sheet = view.sheets[view.seat]
    cell = _cell_size(layout, 1)
    # The headline, whose sheet, the note and the column numbers, then the rows.
    above = TITLE + 14 + 2 * (BODY + 14) + SMALL + 10
    canvas = Canvas(2 * MARGIN + above + layout.height * cell)
    _headline(say, canvas, view, who=name)
    if note:
        canvas.text(MARGIN, canvas.y, note, BODY, ACCENT, bold=True, max_width=WIDTH - 2 * MARGIN)
        canvas.y += BODY + 14
    left = (WIDTH - layout.width * cell) / 2
    # Row and column numbers: the placement control names cells by them.
    for x in range(layout.width):
        canvas.text(left + (x + 0.5) * cell, canvas.y, str(x + 1), SMALL, MUTED, align="center")
    canvas.y += SMALL + 10
    for r in range(layout.height):
        y = canvas.y + r * cell + (cell - BODY) / 2
        canvas.text(left - 16, y, say("splitter-image-row", row=r + 1), BODY, MUTED, align="right")
    draw_sheet(canvas, left, canvas.y, cell, layout, sheet, pending=pending)
    canvas.y += layout.height * cell
    return canvas.finish()


def _headline(say: Say, canvas: Canvas, view: SplitterView, who: str = "", page: str = "") -> None:
    if view.over:
        title = say("splitter-image-final", pad=view.pad)
    else:
        a, b = view.roll or (0, 0)
        title = say(
            "splitter-image-round", pad=view.pad, round=view.round, rounds=view.rounds, a=a, b=b
        )
    title = text.fit(title, TITLE, WIDTH - 2 * MARGIN - text.width(page, TITLE, True), True)
    canvas.text(MARGIN, canvas.y, title + page, TITLE, bold=True)
    canvas.y += TITLE + 14
    if who:
        whose = say("splitter-image-sheet-of", name=who)
        canvas.text(MARGIN, canvas.y, whose, BODY, MUTED, max_width=WIDTH / 2)
        canvas.y += BODY + 14


def draw_sheet(
    canvas: Canvas,
    left: float,
    top: float,
    cell: int,
    layout: Layout,
    sheet: Sheet,
    *,
    groups: Iterable[Group] = (),
    pending: Place | None = None,
    looks: Looks | None = None,
    last: Iterable[Position] = (),
) -> None:
    """The pad's cells, stars and hearts (drawn shapes, in a corner), the centre line, the
    numbers written; a pending placement in blue; the ``last`` round's pair framed in ink;
    scoring groups outlined (each inside its own cells, so neighbours never merge) and
    labelled with their points, "×2" where a star doubles them.

    ``looks`` keeps each look of a cell as drawn, to be shared by the sheets of one canvas
    drawn at the same cell size."""
    pad = max(2, cell // 14)
    size = round(cell * 0.55)
    waiting = dict(zip(pending.cells, pending.numbers, strict=True)) if pending else {}
    # A cell looks like every other cell of its kind and number: draw each look once, then
    # copy it (a sheet grid has up to 528 cells; drawing each one costs more than the PNG).
    drawn = looks if looks is not None else {}
    for r, x in layout.cells:
        x0, y0 = int(left + x * cell), int(top + r * cell)
        kind = "star" if (r, x) in layout.stars else "heart" if (r, x) in layout.hearts else ""
        is_pending = (r, x) in waiting
        number = sheet[r][x] if sheet[r][x] is not None else waiting.get((r, x))
        look = (kind, number, is_pending)
        if look in drawn:
            canvas.image.paste(drawn[look], (x0, y0))
            continue
        fill = (
            PENDING_FILL
            if is_pending
            else {"star": STAR_FILL, "heart": HEART_FILL}.get(kind, PANEL)
        )
        canvas.rounded(
            (x0 + pad, y0 + pad, x0 + cell - pad, y0 + cell - pad),
            cell // 6,
            fill,
            ACCENT if is_pending else LINE,
            3 if is_pending else 2,
        )
        mark = cell * 0.3
        if kind == "star":
            _star(canvas, x0 + pad + 2 + mark / 2, y0 + pad + 2 + mark / 2, mark / 2, MUTED)
        elif kind == "heart":
            _heart(canvas, x0 + pad + 2, y0 + pad + 3, mark, WARN)
        if number is not None:
            canvas.text(
                x0 + cell / 2,
                y0 + (cell - size) / 2 - 2,
                str(number),
                size,
                ACCENT if is_pending else INK,
                bold=True,
                align="center",
            )
        # Kept before anything else (centre line, outlines, a neighbour) is drawn over it.
        drawn[look] = canvas.image.crop((x0, y0, x0 + cell, y0 + cell))
    centre = left + layout.width / 2 * cell
    canvas.draw.line((centre, top, centre, top + layout.height * cell), fill=MUTED, width=2)
    for r, x in last:
        lx, ly = left + x * cell, top + r * cell
        canvas.rounded((lx + 1, ly + 1, lx + cell - 1, ly + cell - 1), cell // 5, None, INK, 4)
    scoring = list(groups)
    for group in scoring:
        _outline(canvas, left, top, cell, group)
    for group in scoring:
        _group_label(canvas, left, top, cell, group)


def _star(canvas: Canvas, cx: float, cy: float, radius: float, fill: tuple[int, int, int]) -> None:
    points = []
    for k in range(10):
        angle = math.pi / 2 + k * math.pi / 5
        reach = radius if k % 2 == 0 else radius * 0.45
        points.append((cx + reach * math.cos(angle), cy - reach * math.sin(angle)))
    canvas.draw.polygon(points, fill=fill)


def _heart(canvas: Canvas, x: float, y: float, size: float, fill: tuple[int, int, int]) -> None:
    r = size / 4
    canvas.draw.ellipse((x, y, x + 2 * r, y + 2 * r), fill=fill)
    canvas.draw.ellipse((x + 2 * r, y, x + 4 * r, y + 2 * r), fill=fill)
    canvas.draw.polygon(
        [(x, y + r * 1.2), (x + 4 * r, y + r * 1.2), (x + 2 * r, y + size)], fill=fill
    )


def _group_label(canvas: Canvas, left: float, top: float, cell: int, group: Group) -> None:
    """The group's points on a tag over its top-left cell's corner: ``3``, or ``6×2``."""
    r, x = group.cells[0]
    label = f"{group.number}×2" if group.doubled else str(group.points)
    colour = WARN if group.doubled else ACCENT
    size = LABEL
    width = text.width(label, size, True) + 8
    # Straddling the cell's top edge at its right: the number below stays readable.
    x0 = left + x * cell + cell - width
    y0 = top + r * cell - size / 2
    canvas.rounded((x0, y0, x0 + width, y0 + size + 4), 6, colour, PANEL, 1)
    canvas.text(x0 + 4, y0 + 1, label, size, PANEL, bold=True)


def _outline(canvas: Canvas, left: float, top: float, cell: int, group: Group) -> None:
    """A thick line along the group's border, inside its cells: every cell edge that no other
    member shares (its label says ×2 when a star doubles it: colour is not the only cue)."""
    members = set(group.cells)
    colour = WARN if group.doubled else ACCENT
    width = max(3, cell // 12)
    inset = width / 2 + 2
    for r, x in group.cells:
        x0, y0 = left + x * cell + inset, top + r * cell + inset
        x1, y1 = left + (x + 1) * cell - inset, top + (r + 1) * cell - inset
        # Inside a group the outline runs on to the neighbour's edge.
        xa = left + x * cell if (r, x - 1) in members else x0
        xb = left + (x + 1) * cell if (r, x + 1) in members else x1
        ya = top + r * cell if (r - 1, x) in members else y0
        yb = top + (r + 1) * cell if (r + 1, x) in members else y1
        if (r - 1, x) not in members:
            canvas.draw.line((xa, y0, xb, y0), fill=colour, width=width)
        if (r + 1, x) not in members:
            canvas.draw.line((xa, y1, xb, y1), fill=colour, width=width)
        if (r, x - 1) not in members:
            canvas.draw.line((x0, ya, x0, yb), fill=colour, width=width)
        if (r, x + 1) not in members:
            canvas.draw.line((x1, ya, x1, yb), fill=colour, width=width)


def _sum_lines(parts: Sequence[str], room: float) -> list[str]:
    """``1 + 3 + 6×2 + ♥5`` in as many lines as it takes to fit ``room``, never cut: a line
    that goes on ends with ``+``."""
    lines: list[str] = []
    line = ""
    for part in parts:
        longer = f"{line} + {part}" if line else part
        if line and text.width(longer + " +", SMALL, False) > room:
            lines.append(line + " +")
            line = part
        else:
            line = longer
    return [*lines, line] if line else ["—"]


def render_scoreboard(
    view: SplitterView, result: SplitterResult, names: Sequence[str], say: Say
) -> bytes:
    """Totals, best first, with each sheet's scoring groups and heart bonus, whole."""
    room = WIDTH * 0.42 - MARGIN
    ranked = sorted(result.players, key=lambda p: (p.rank, p.seat))
    sums = {}
    for player in ranked:
        # Every point accounted for: each scoring group (its number, ×2 when a star doubles
        # it), then the heart bonus.
        parts = [f"{g.number}×2" if g.doubled else str(g.points) for g in player.score.groups]
        if player.score.heart_bonus:
            parts.append(f"♥{player.score.heart_bonus}")
        sums[player.seat] = _sum_lines(parts, room)
    heights = {seat: max(48, 34 * len(lines) + 14) for seat, lines in sums.items()}
    canvas = Canvas(2 * MARGIN + 80 + sum(heights.values()) + 40)
    title = say("splitter-image-final-scores")
    canvas.text(MARGIN, canvas.y, title, TITLE, bold=True, max_width=WIDTH - 2 * MARGIN)
    canvas.y += TITLE + 20
    for player in ranked:
        name, points = names[player.seat], say("image-points", points=player.score.total)
        canvas.ranked_row(player.rank, name, points, WIDTH * 0.55, WIDTH * 0.4, BODY)
        for index, line in enumerate(sums[player.seat]):
            canvas.text(WIDTH * 0.58, canvas.y + 4 + 34 * index, line, SMALL, MUTED)
        canvas.y += heights[player.seat]
    note = winners_sentence(say, [names[w] for w in result.winners])
    canvas.text(MARGIN, canvas.y, note, SMALL, ACCENT, bold=True, max_width=WIDTH - 2 * MARGIN)
    canvas.y += 40
    return canvas.finish()
