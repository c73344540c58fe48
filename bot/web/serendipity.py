"""Serendipity on the live page: the hex board drawn cell by cell, whose turn it is and what
they may do, the scores; and on the player's turn, one tap per tile: a face-down tile to turn
or to swap with, the two tiles a kept Serendip swaps, the cell a moved one goes to.

The board is the public view for everyone (hands are not Serendipity's secret: the face-down
tiles are, and no view holds them); a tile just turned back is shown, as at the table, until
the next action.
"""

from __future__ import annotations

import math
from typing import Any

from bot.gamewords.serendipity import must_turn, turn_summary, what_now
from bot.i18n import Words
from bot.seatnames import seat_names
from bot.web.pages import Page, WebGame
from engine.serendipity import CELLS, SERENDIP, SerendipityView
from engine.serendipity.board import Coord, edge_colour, label
from engine.serendipity.config import colour_word
from render.serendipity.board import DARK, FACE_DOWN, TILE_FILL

#: A hex's radius on the page (CSS px): drawn 1.5 px smaller, 45 px across, 52 point to point.
RADIUS = 27.5
#: Where the next label is written in a word a page fills in (a kept Serendip's first tile).
FIRST = "⟨1⟩"
ROTATIONS = range(6)


def _hex(rgb: tuple[int, int, int]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*rgb)


def _cell(say: Words, view: SerendipityView, cell: Coord) -> dict[str, Any]:
    q, r = cell
    shown: dict[str, Any] = {
        "label": label(cell),
        "x": round(RADIUS * math.sqrt(3) * (q + r / 2), 2),
        "y": round(RADIUS * 1.5 * r, 2),
        "pending": cell == view.pending,
    }
    tile = view.face_up.get(cell)
    flash = view.flash[1] if view.flash is not None and view.flash[0] == cell else None
    seen = tile.kind if tile is not None else flash or view.remembered.get(cell)
    if tile is not None and tile.kind == SERENDIP:
        edges = [edge_colour(d, tile.rotation) for d in range(6)]
        shown.update(kind="serendip", edges=[_hex(TILE_FILL[c]) for c in edges])
        shown["name"] = say("serendipity-cell-serendip")
    elif seen is not None and seen != SERENDIP:
        shown.update(
            kind="up" if tile is not None else ("flash" if flash else "remembered"),
            fill=_hex(TILE_FILL[seen]),
            ink="#ffffff" if seen in DARK else "#1d2330",
            letter=say(f"serendipity-letter-{seen}"),
            name=say(colour_word(seen)),
        )
    else:
        shown.update(kind="down", fill=_hex(FACE_DOWN), name=say("serendipity-cell-down"))
    return shown


def _fixed(view: SerendipityView, cell: Coord) -> bool:
    """A face-up Serendip: it never moves again."""
    tile = view.face_up.get(cell)
    return tile is not None and tile.kind == SERENDIP


def _panel(say: Words, view: SerendipityView) -> dict[str, Any]:
    """The player's turn, as the page offers it: the modes of this phase, each mode's words
    (by rotation where the Serendip's rotation is in them) and the cells it may pick."""
    pending = label(view.pending) if view.pending is not None else ""
    suffix = must_turn(view.rules)
    then = say("serendipity-then-over" if view.ending else f"serendipity-then-turn{suffix}")
    down = [label(c) for c in CELLS if c in view.face_down]
    movable = [label(c) for c in CELLS if not _fixed(view, c)]
    placing = view.phase == "serendip" and view.pending is not None
    rotation = view.face_up[view.pending].rotation if placing and view.pending else 0

    def each(key: str, **args: Any) -> list[str]:
        """``key`` worded at every rotation (the page shows the one chosen)."""
        return [say(key, cell=pending, rotation=k, then=then, **args) for k in ROTATIONS]

    def mode(words: list[str], cells: list[str], action: str | None) -> dict[str, Any]:
        return {"words": words, "cells": cells, "action": action}

    modes: dict[str, Any] = {}
    buttons: list[dict[str, Any]] = []
    if view.phase in ("turn", "moved"):
        key = "serendipity-web-turn" if view.phase == "turn" else f"serendipity-web-moved{suffix}"
        modes["turn"] = mode([say(key)] * 6, down, "turn")
        if view.phase == "moved":  # rulings 4: turning on is a right
            buttons.append({"label": say("serendipity-panel-end"), "action": {"end": True}})
    elif view.phase == "own":
        if view.ending:
            leave = say("serendipity-panel-leave", cell=pending)
            buttons.append({"label": leave, "action": {"leave": pending}})
        else:
            modes["turn"] = mode([say("serendipity-web-own", cell=pending)] * 6, down, "turn")
        modes["swap"] = mode([say("serendipity-web-swap", cell=pending)] * 6, down, "swap")
    elif view.phase == "serendip":
        modes["place"] = mode(each("serendipity-web-place"), [], None)
        modes["keepa"] = mode(each("serendipity-web-keepa"), movable, None)
        modes["keepb"] = mode(each("serendipity-web-keepb", first=FIRST), movable, "keep")
        modes["move"] = mode(
            each("serendipity-web-move"), [c for c in movable if c != pending], "move"
        )
    lines = [say("serendipity-ends-game")] if view.ending else []
    return {
        "title": say("serendipity-panel-title", step=view.step),
        "lines": lines,
        "phase": view.phase,
        "start": next(iter(modes), None),
        "modes": modes,
        "buttons": buttons,
        "rotation": rotation,
        "first": FIRST,
        "labels": {
            "swap": say("serendipity-panel-swap-instead", cell=pending),
            "turn": say("serendipity-panel-turn-instead"),
            "keep": say("serendipity-panel-keep"),
            "move": say("serendipity-panel-move"),
            "back": say("serendipity-panel-back"),
            "left": say("serendipity-panel-rotate-left"),
            "right": say("serendipity-panel-rotate-right"),
            "type": say("serendipity-panel-modal-input"),
            "go": say("serendipity-web-go"),
        },
    }


def board(page: Page) -> dict[str, Any]:
    """Serendipity's part of a page: the board and turn in the table's words, the player's
    turn in the viewer's."""
    view: SerendipityView = page.view
    names = seat_names(page.table)
    say = page.public_words
    up = sum(t.kind == SERENDIP for t in view.face_up.values())
    turns = []
    if view.last_turn is not None:
        turns.append(turn_summary(say, view, names, *view.last_turn))
    if view.this_turn:
        summary = turn_summary(say, view, names, view.current, view.this_turn)
        turns.append(say("serendipity-this-turn", summary=summary))
    players = [
        {
            "name": names[seat],
            "colours": ", ".join(say(colour_word(c)) for c in view.colours[seat]),
            "swatches": [
                {"fill": _hex(TILE_FILL[c]), "letter": say(f"serendipity-letter-{c}")}
                for c in view.colours[seat]
            ],
            "points": say("image-points", points=view.scores[seat]),
            "current": seat == view.current and not view.over,
        }
        for seat in range(view.players)
    ]
    mine = page.seat is not None and page.seat == view.current and not view.over
    return {
        "heading": say("serendipity-board-title", id=page.table.id, step=view.step, up=up),
        "now": None if view.over else what_now(say, view, names),
        "turns": turns,
        "cells": [_cell(say, view, cell) for cell in CELLS],
        "radius": RADIUS,
        "players": players,
        "hand": _panel(page.own_words, view) if mine else None,
    }


PAGE = WebGame(game="serendipity", board=board)
