"""Splitter on the live page: the roll, every player's sheet (public, as on paper), and at a
seat the player's own sheet to write on: one tap on an empty cell writes the chosen number
there and the other in its mirror cell (changeable until everyone has placed).

A seat's payload holds its own pending placement, never another's; a spectator's holds none.
"""

from __future__ import annotations

from typing import Any

from bot.gamewords.splitter import placement_words
from bot.i18n import Words
from bot.seatnames import seat_names
from bot.web.pages import Page, WebGame
from engine.splitter import Place, SplitterView
from engine.splitter.layout import Layout
from engine.splitter.scoring import score_layout


def _sheet(
    say: Words,
    layout: Layout,
    cells: tuple[tuple[int | None, ...], ...],
    pending: Place | None,
    last: Place | None,
) -> dict[str, Any]:
    """A sheet as rows of cells: ``None`` where the layout has no cell, else the cell's
    number (or None), whether it is a star or a heart, this round's pending number, and
    whether it was written last round."""
    written = {} if pending is None else dict(zip(pending.cells, pending.numbers, strict=True))
    framed = set(last.cells) if last is not None else set()
    stars, hearts = layout.stars, set(layout.hearts)
    rows: list[list[dict[str, Any] | None]] = []
    for r in range(layout.height):
        row: list[dict[str, Any] | None] = []
        for x in range(layout.width):
            if not layout.is_cell(r, x):
                row.append(None)
                continue
            row.append(
                {
                    "number": cells[r][x],
                    "pending": written.get((r, x)),
                    "star": (r, x) in stars,
                    "heart": (r, x) in hearts,
                    "last": (r, x) in framed,
                    "mirror": layout.mirror(x),
                }
            )
        rows.append(row)
    score = score_layout(layout, cells)
    return {"rows": rows, "points": say("image-points", points=score.total)}


def board(page: Page) -> dict[str, Any]:
    """Splitter's part of a page: every sheet in the table's words, the seat's own in the
    viewer's (with the numbers to write)."""
    view: SplitterView = page.view
    names = seat_names(page.table)
    say, own = page.public_words, page.own_words
    a, b = view.roll or (0, 0)
    sheets = []
    for seat, cells in enumerate(view.sheets):
        pending = view.my_pending if seat == page.seat else None
        last = view.last[seat] if seat < len(view.last) else None
        sheet = _sheet(say, view.layout, cells, pending, last)
        sheet["name"] = say("splitter-image-sheet-of", name=names[seat])
        sheet["mine"] = seat == page.seat
        sheets.append(sheet)
    mine = None
    if page.seat is not None and not view.over:
        pending = view.my_pending
        lines = [own("splitter-rolled", a=a, b=b)]
        if pending is not None:
            lines.append(own("splitter-control-placed", placement=placement_words(pending)))
            lines.append(own("splitter-control-may-change"))
        lines.append(own("splitter-web-how"))
        mine = {
            "title": own("splitter-control-title", round=view.round, rounds=view.rounds),
            "lines": lines,
            "numbers": [a, b],
            "seat": page.seat,
        }
    placed = [{"name": names[s], "done": s in view.placed} for s in range(view.players)]
    return {
        "heading": say(
            "splitter-board-title",
            id=page.table.id,
            pad=view.pad,
            round=view.rounds if view.over else view.round,
            rounds=view.rounds,
        ),
        "rolled": None if view.over else say("splitter-rolled", a=a, b=b),
        "placed": placed if view.players > 1 else [],
        "legend": [
            say("splitter-image-legend-star"),
            *([say("splitter-image-legend-hearts")] if view.layout.hearts else []),
        ],
        "sheets": sheets,
        "hand": mine,
    }


def placed(page: Page) -> bool:
    """Whether the page's seat has placed this round (it may still change its placement)."""
    view: SplitterView = page.view
    return page.seat is not None and page.seat in view.placed


PAGE = WebGame(game="splitter", board=board, done=placed)
