"""Splitter images: one sheet (the placement preview), every sheet of a table in a grid (the
round message, readable up to 12 players), and the final scoreboard.

Sheets are public in Splitter; a pending placement is drawn only on its owner's preview.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PIL import Image

from engine.splitter import Group, Layout, Place, SplitterResult, SplitterView, score_layout
from engine.splitter.game import Sheet
from render.canvas import ACCENT, INK, LINE, MARGIN, MUTED, PANEL, WARN, WIDTH, Canvas
from render.text import Say, winners_sentence

TITLE, BODY, SMALL = 34, 26, 22
STAR_FILL = (253, 236, 170)  # a soft yellow behind star cells; the ★ mark says it as well
HEART_FILL = (250, 214, 226)
PENDING_FILL = (204, 229, 245)
# Each look of a cell — (star/heart/plain, number, pending) — as first drawn.
Looks = dict[tuple[str, int | None, bool], Image.Image]


def _grid_columns(players: int) -> int:
    return 1 if players == 1 else 2 if players <= 4 else 3


def _cell_size(layout: Layout, columns: int) -> int:
    room = (WIDTH - 2 * MARGIN - (columns - 1) * MARGIN) / columns
    return int(min(80, room / layout.width))


def render_sheets(
    view: SplitterView, names: Sequence[str], say: Say, result: SplitterResult | None = None
) -> bytes:
    """Every player's sheet with their score now; with ``result``, scoring groups outlined."""
    if view.my_pending is not None:
        raise ValueError("the table image is drawn from the public view only")
    layout = view.layout
    columns = _grid_columns(view.players)
    cell = _cell_size(layout, columns)
    block_w = layout.width * cell
    block_h = 40 + layout.height * cell + MARGIN
    lines = -(-view.players // columns)
    canvas = Canvas(2 * MARGIN + 110 + lines * block_h)
    _headline(say, canvas, view)
    top = canvas.y
    looks: Looks = {}
    for seat, sheet in enumerate(view.sheets):
        line, column = divmod(seat, columns)
        left = MARGIN + column * (block_w + MARGIN)
        y = top + line * block_h
        score = result.players[seat].score if result else score_layout(layout, sheet)
        mark = " ✓" if seat in view.placed and not view.over else ""
        canvas.text(left, y, names[seat] + mark, SMALL, bold=True, max_width=block_w - 90)
        points = say("image-points", points=score.total)
        canvas.text(left + block_w, y, points, SMALL, ACCENT, bold=True, align="right")
        groups = score.groups if result else ()
        draw_sheet(canvas, left, y + 34, cell, layout, sheet, groups=groups, looks=looks)
    canvas.y = top + lines * block_h
    return canvas.finish()


def render_sheet(
    view: SplitterView, name: str, say: Say, pending: Place | None = None, note: str = ""
) -> bytes:
    """One player's own sheet, large, with a pending placement highlighted (the preview)."""
    layout = view.layout
    assert view.seat is not None, "a sheet preview belongs to a seat"
    sheet = view.sheets[view.seat]
    cell = _cell_size(layout, 1)
    canvas = Canvas(2 * MARGIN + 180 + layout.height * cell)
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


def _headline(say: Say, canvas: Canvas, view: SplitterView, who: str = "") -> None:
    if view.over:
        title = say("splitter-image-final", pad=view.pad)
    else:
        a, b = view.roll or (0, 0)
        title = say(
            "splitter-image-round", pad=view.pad, round=view.round, rounds=view.rounds, a=a, b=b
        )
    canvas.text(MARGIN, canvas.y, title, TITLE, bold=True, max_width=WIDTH - 2 * MARGIN)
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
) -> None:
    """The pad's cells, stars (★) and hearts (♥), the centre line, the numbers written; a
    pending placement in blue; scoring groups outlined (doubled ones in vermillion).

    ``looks`` keeps each look of a cell as drawn, to be shared by the sheets of one canvas
    drawn at the same cell size."""
    pad = max(2, cell // 14)
    size = int(cell * 0.55)
    marks = int(cell * 0.3)
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
        canvas.draw.rounded_rectangle(
            (x0 + pad, y0 + pad, x0 + cell - pad, y0 + cell - pad),
            radius=cell // 6,
            fill=fill,
            outline=ACCENT if is_pending else LINE,
            width=3 if is_pending else 2,
        )
        if kind == "star":
            canvas.text(x0 + pad + 2, y0 + pad, "★", marks, MUTED)
        elif kind == "heart":
            canvas.text(x0 + pad + 2, y0 + pad, "♥", marks, WARN)
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
    for group in groups:
        _outline(canvas, left, top, cell, group)


def _outline(canvas: Canvas, left: float, top: float, cell: int, group: Group) -> None:
    """A thick line along the group's border: every cell edge that no other member shares."""
    members = set(group.cells)
    colour = WARN if group.doubled else ACCENT
    width = max(3, cell // 12)
    for r, x in group.cells:
        x0, y0 = left + x * cell, top + r * cell
        x1, y1 = x0 + cell, y0 + cell
        if (r - 1, x) not in members:
            canvas.draw.line((x0, y0, x1, y0), fill=colour, width=width)
        if (r + 1, x) not in members:
            canvas.draw.line((x0, y1, x1, y1), fill=colour, width=width)
        if (r, x - 1) not in members:
            canvas.draw.line((x0, y0, x0, y1), fill=colour, width=width)
        if (r, x + 1) not in members:
            canvas.draw.line((x1, y0, x1, y1), fill=colour, width=width)


def render_scoreboard(
    view: SplitterView, result: SplitterResult, names: Sequence[str], say: Say
) -> bytes:
    """Totals, best first, with each sheet's scoring groups and heart bonus."""
    canvas = Canvas(2 * MARGIN + 80 + 48 * len(result.players) + 40)
    title = say("splitter-image-final-scores")
    canvas.text(MARGIN, canvas.y, title, TITLE, bold=True, max_width=WIDTH - 2 * MARGIN)
    canvas.y += TITLE + 20
    for player in sorted(result.players, key=lambda p: (p.rank, p.seat)):
        name, points = names[player.seat], say("image-points", points=player.score.total)
        canvas.ranked_row(player.rank, name, points, WIDTH * 0.55, WIDTH * 0.4, BODY)
        parts = [f"{g.number}{'×2' if g.doubled else ''}" for g in player.score.groups]
        if player.score.heart_bonus:
            parts.append("♥+5")
        canvas.text(
            WIDTH * 0.58,
            canvas.y + 4,
            " ".join(parts) or "—",
            SMALL,
            MUTED,
            max_width=WIDTH * 0.42 - MARGIN,
        )
        canvas.y += 48
    note = winners_sentence(say, [names[w] for w in result.winners])
    canvas.text(MARGIN, canvas.y, note, SMALL, MUTED, max_width=WIDTH - 2 * MARGIN)
    canvas.y += 40
    return canvas.finish()
