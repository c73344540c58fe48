"""Every image of every game, at its largest table, in every language: nothing drawn past the
image's panels, and no two texts of one line drawn over each other."""

from __future__ import annotations

import itertools
from collections import defaultdict
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from typing import Any

import pytest

from bot.i18n import LANGUAGES, words
from bot.samples import play
from engine import get_game
from render import canvas, games_with_images, images_for, serendipity, splitit, splitter, text
from render.canvas import MARGIN, WIDTH

NAMES = ["Bartholomew", "Борис", "Chloé", "大輔", "Eve", "Фёдор", "Gus", "Hélène"]
NAMES += ["Ivo", "Jun", "Kai", "Lou"]
#: Each game with images, at its largest table: the most names to fit.
LARGEST = {game: get_game(game).player_range()[1] for game in games_with_images()}


@dataclass(frozen=True)
class Drawn:
    words: str
    left: float
    right: float
    y: float
    in_chip: bool
    image: int  # which image of the call drew it (a table may take several)


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[Drawn]:
    """Every text the images draw, with where it lands."""
    seen: list[Drawn] = []
    draw, chip, new_canvas = text.draw, canvas.Canvas.chip, canvas.Canvas.__init__
    inside: list[bool] = [False]
    image = [0]

    def counting_canvas(self: canvas.Canvas, *args: Any, **kwargs: Any) -> None:
        image[0] += 1
        new_canvas(self, *args, **kwargs)

    def recording_draw(
        board: Any, xy: tuple[float, float], words: str, size: int, *args: Any, **kwargs: Any
    ) -> float:
        width = draw(board, xy, words, size, *args, **kwargs)
        align = kwargs.get("align", "left")
        left = xy[0] - (width / 2 if align == "center" else width if align == "right" else 0)
        seen.append(Drawn(words, left, left + width, round(xy[1]), inside[0], image[0]))
        return width

    def recording_chip(
        self: canvas.Canvas, x: float, y: float, label: str, *args: Any, **kwargs: Any
    ) -> float:
        inside[0] = True
        try:
            width = chip(self, x, y, label, *args, **kwargs)
        finally:
            inside[0] = False
        seen.append(Drawn(f"[chip] {label}", x, x + width, round(y), False, image[0]))
        return width

    monkeypatch.setattr(text, "draw", recording_draw)
    monkeypatch.setattr(canvas.Canvas, "chip", recording_chip)
    monkeypatch.setattr(canvas.Canvas, "__init__", counting_canvas)
    return seen


def played(game: str, players: int, actions: int | None) -> Any:
    """A state after ``actions`` random AI moves (None: the whole game), the same every run."""
    return play(game, players, actions, seed=11, policy="random")


def images(game: str, language: str) -> Iterator[tuple[str, Callable[[], Any]]]:
    """Each image of a game, mid-game and final, in one language."""
    say, engine, draw = words(language), get_game(game), images_for(game)
    players = LARGEST[game]
    names = NAMES[:players]
    middle = played(game, players, 3 * players + 1)
    final = played(game, players, None)
    yield "table", lambda: draw.table(engine.view(middle, None), names, say)
    yield "final table", lambda: draw.table(engine.view(final, None), names, say)
    result = engine.result(final)
    yield "scores", lambda: draw.scoreboard(engine.view(final, None), result, names, say)
    if draw.hand is not None:
        yield "hand", lambda: draw.hand(engine.view(middle, 0), say)  # type: ignore[misc]
    public = engine.view(middle, None)
    if game == "splitit" and public.row:
        yield "split preview", lambda: splitit.render_board(public, names, say, cuts=(1, 2))
        yield "discard preview", lambda: splitit.render_board(public, names, say, discard="pink")
    if game == "splitter":
        own = replace(engine.view(middle, 0), my_pending=None)
        yield (
            "sheet preview",
            lambda: splitter.render_sheet(
                own, names[0], say, note=say("splitter-preview", a=6, b=5, left=1, right=8)
            ),
        )
    if game == "serendipity":
        yield "final board", lambda: serendipity.render_final(public, result, names, say)


# Traced in French only, whose elisions take branches English does not: each line the other
# languages draw, French and the other tests trace too.
@pytest.mark.parametrize(
    ("game", "language"),
    [
        pytest.param(
            game,
            language,
            marks=[] if language == "fr" else [pytest.mark.no_cover],
        )
        for game in sorted(LARGEST)
        for language in sorted(LANGUAGES)
    ],
)
def test_no_text_overflows_its_box(game: str, language: str, drawn: list[Drawn]) -> None:
    for name, render in images(game, language):
        drawn.clear()
        render()
        assert drawn, name
        for item in drawn:
            assert item.left >= MARGIN / 2 and item.right <= WIDTH - MARGIN / 2, (name, item)
        lines: dict[tuple[int, float], list[Drawn]] = defaultdict(list)
        for item in drawn:
            if not item.in_chip:
                lines[item.image, item.y].append(item)
        for y, line in lines.items():
            line.sort(key=lambda d: d.left)
            for before, after in itertools.pairwise(line):
                assert before.right <= after.left + 1, (name, y, before, after)
