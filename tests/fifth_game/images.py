"""Pebbles' one image: the pile, whose turn it is, and who took what."""

from __future__ import annotations

from collections.abc import Sequence

from render.canvas import ACCENT, MARGIN, MUTED, Canvas
from render.images import GameImages
from render.text import Say
from tests.fifth_game.rules import GAME, PebblesResult, PebblesView

STONE = 56


def render_board(view: PebblesView, names: Sequence[str], say: Say) -> list[bytes]:
    canvas = Canvas(260 + 34 * len(view.taken))
    canvas.text(MARGIN, canvas.y, say("pebbles-image-left", count=view.pile), 34, bold=True)
    canvas.y += 60
    for index in range(view.pile):
        x = MARGIN + index * (STONE + 12)
        canvas.draw.ellipse((x, canvas.y, x + STONE, canvas.y + STONE), fill=ACCENT)
    canvas.y += STONE + 24
    for seat, count in view.taken:
        canvas.text(
            MARGIN, canvas.y, say("pebbles-image-took", name=names[seat], count=count), 26, MUTED
        )
        canvas.y += 34
    return [canvas.finish()]


def render_scoreboard(
    view: PebblesView, result: PebblesResult, names: Sequence[str], say: Say
) -> bytes:
    canvas = Canvas(140)
    winner = names[result.winner] if result.winner is not None else "—"
    canvas.text(MARGIN, canvas.y, say("pebbles-image-winner", name=winner), 34, bold=True)
    canvas.y += 60
    return canvas.finish()


IMAGES = GameImages(render_board, render_scoreboard, game=GAME.name, sample_players=2)
