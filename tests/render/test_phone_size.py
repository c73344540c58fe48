"""Every image of every game, at every player count and in every language, readable on a
phone: a 412-px phone shows a board's image about 288 px wide in its card (324 as a message's
plain attachment), so no text may be drawn smaller than 9 px at that width (32 px in a 1000 px
image), and no image may be taller than 1.6 times its width. An image narrower than 1000 px
(the Serendip's preview) is shown at its own width up to 288 px, and measured as shown."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

import pytest
from PIL import Image

from bot.i18n import ENGLISH, LANGUAGES, words
from engine import get_game
from engine.serendipity import CELLS, SERENDIP, Turn
from render import images_for, splitit
from render.serendipity import board as serendipity
from render.splitter import sheets as splitter
from tests.render.test_languages import NAMES, played

PHONE_WIDTH = 288
SMALLEST_ON_PHONE = 9
TALLEST = 1.6
PLAYERS = {"splito": range(2, 9), "splitit": range(2, 5), "splitter": range(1, 13)}
PLAYERS["serendipity"] = range(2, 7)


def images(
    game: str, players: int, language: str
) -> Iterator[tuple[str, Callable[[], list[bytes]]]]:
    """Each image a table of ``players`` shows in ``language``, mid-game and at the end, as
    lists of pages."""
    engine, draw, say = get_game(game), images_for(game), words(language)
    names = NAMES[:players]
    middle = played(game, players, 3 * players + 1)
    final = played(game, players, None)
    result = engine.result(final)
    public = engine.view(middle, None)
    yield "table", lambda: draw.table(public, names, say)
    yield "final table", lambda: draw.table(engine.view(final, None), names, say)
    yield "scores", lambda: [draw.scoreboard(engine.view(final, None), result, names, say)]
    if draw.hand is not None:
        yield "hand", lambda: [draw.hand(engine.view(middle, 0), say)]  # type: ignore[misc]
    if game == "splitit" and len(public.row) >= 3:
        yield "split preview", lambda: [splitit.render_board(public, names, say, cuts=(1, 2))]
    if game == "splitter":
        own = replace(engine.view(middle, 0), my_pending=None)
        yield "sheet preview", lambda: [splitter.render_sheet(own, names[0], say, note="Preview")]
        final_view = engine.view(final, None)
        yield "final sheets", lambda: splitter.render_sheets(final_view, names, say, result)
    if game == "serendipity":
        yield "final board", lambda: serendipity.render_final(public, result, names, say)
        turning = _serendip_turned(middle)
        preview = lambda: [serendipity.render_serendip_preview(turning, 0, say)]  # noqa: E731
        yield "serendip preview", preview


def _serendip_turned(state: Any) -> Any:
    """The view of the seat to play once it turns a face-down Serendip of ``state``."""
    engine = get_game("serendipity")
    cell = next(
        c for c, t in zip(CELLS, state.tiles, strict=True) if t.kind == SERENDIP and not t.face_up
    )
    return engine.view(engine.apply(state, state.current, Turn(cell)), state.current)


# Traced at each game's smallest table in English: each line another table or language draws,
# other tests trace too.
@pytest.mark.parametrize(
    ("game", "players", "language"),
    [
        pytest.param(
            game,
            n,
            language,
            marks=[] if (n, language) == (counts.start, "en") else [pytest.mark.no_cover],
        )
        for game, counts in PLAYERS.items()
        for n in counts
        for language in LANGUAGES
    ],
)
def test_every_image_reads_on_a_phone(game: str, players: int, language: str, drawn: list) -> None:
    for name, render in images(game, players, language):
        drawn.clear()
        pages = render()
        assert pages and drawn, name
        for page in pages:
            image = Image.open(io.BytesIO(page))
            scale = min(1.0, PHONE_WIDTH / image.width)
            words, smallest = min(drawn, key=lambda item: item[1])
            assert smallest * scale >= SMALLEST_ON_PHONE, (name, smallest, words)
            assert image.height <= TALLEST * image.width, (name, image.size)


def test_the_check_sees_a_text_too_small(drawn: list, monkeypatch: pytest.MonkeyPatch) -> None:
    """The measure itself: Serendipity's cell labels as they were (16 px) are caught."""
    view = get_game("serendipity").view(played("serendipity", 2, 1), None)
    monkeypatch.setattr(serendipity, "TINY", 16)
    serendipity.render_board(view, NAMES[:2], ENGLISH)
    assert min(size for _, size in drawn) * PHONE_WIDTH / 1000 < SMALLEST_ON_PHONE
