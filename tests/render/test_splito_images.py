"""Splito images: every phase at every player count, determinism, names in any script, and no
hidden information in the table image."""

from __future__ import annotations

import io
import random
from dataclasses import replace

import pytest
from PIL import Image

from bot.i18n import ENGLISH
from engine.ai import choose
from engine.splito import GAME, SplitoState
from render import text
from render.splito import hand_labels, render_hand, render_scoreboard, render_table, tiebreak_note
from tests.engine.splito_helpers import hidden_cards, strings_in

NAMES = ["Ann", "Борис", "さくら", "Dan 🎲🃏", "X" * 100, "Eve", "Фёдор", "山田太郎"]
MAX_BYTES = 150_000


def png(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    assert image.format == "PNG"
    return image


def played_states(players: int, seed: int = 5) -> list[SplitoState]:
    """The state at the start of every round and at the end of a greedy game."""
    state = GAME.new_game(GAME.make_config(players, {"promo42": True}), seed)
    rng = random.Random(seed)
    states = [state]
    while not GAME.is_over(state):
        for seat in range(players):
            state = GAME.apply(state, seat, choose(GAME, state, seat, "greedy", rng))
        states.append(state)
    return states


# Traced at two and three players: each line a larger table draws, other tests trace too.
@pytest.mark.parametrize(
    "players", [pytest.param(n, marks=[pytest.mark.no_cover] if n > 3 else []) for n in range(2, 9)]
)
def test_every_round_and_the_end_render_at_every_player_count(players):
    states = played_states(players)
    names = NAMES[:players]
    for state in states:
        for page in render_table(GAME.view(state, None), names, ENGLISH):
            assert png(page).width == 1000
        if not GAME.is_over(state):
            for seat in range(players):
                assert png(render_hand(GAME.view(state, seat), ENGLISH)).width == 1000
    final = states[-1]
    table = render_table(GAME.view(final, None), names, ENGLISH)
    assert all(len(page) <= MAX_BYTES for page in table)
    board = png(render_scoreboard(GAME.view(final, None), GAME.result(final), names, ENGLISH))
    assert board.height > 300


def test_the_same_state_gives_the_same_bytes():
    final = played_states(5)[-1]
    view = GAME.view(final, None)
    assert render_table(view, NAMES[:5], ENGLISH) == render_table(view, NAMES[:5], ENGLISH)
    result = GAME.result(final)
    assert render_scoreboard(view, result, NAMES[:5], ENGLISH) == render_scoreboard(
        view, result, NAMES[:5], ENGLISH
    )


def test_hidden_cards_cannot_reach_the_table_image():
    state = played_states(4)[6]
    public = GAME.view(state, None)
    assert not strings_in(public) & hidden_cards(state, None)
    # Deal the hidden cards differently: the public image must not change by a single byte.
    hidden = [c for hand in state.hands for c in hand] + list(state.out_of_game)
    shuffled = hidden[:]
    random.Random(1).shuffle(shuffled)
    sizes = [len(h) for h in state.hands]
    hands, start = [], 0
    for size in sizes:
        hands.append(tuple(shuffled[start : start + size]))
        start += size
    other = replace(state, hands=tuple(hands), out_of_game=tuple(shuffled[start:]))
    assert other.hands != state.hands
    assert render_table(GAME.view(other, None), NAMES[:4], ENGLISH) == render_table(
        public, NAMES[:4], ENGLISH
    )


def test_the_table_refuses_a_view_that_carries_a_hand():
    state = played_states(3)[2]
    with pytest.raises(ValueError, match="public view only"):
        render_table(GAME.view(state, 1), NAMES[:3], ENGLISH)


def test_the_hand_is_numbered_like_the_buttons_and_needs_its_owner():
    state = played_states(3)[0]
    view = GAME.view(state, 2)
    labels = hand_labels(view, ENGLISH)
    assert len(labels) == 13 and labels[0].startswith("1. ") and labels[12].startswith("13. ")
    assert png(render_hand(view, ENGLISH)).height > 500
    with pytest.raises(ValueError, match="owner's view"):
        render_hand(GAME.view(state, None), ENGLISH)


def test_names_in_every_script_use_real_glyphs_and_emoji_are_left_out():
    assert [r.path for r in text.runs("Борис")] == [text.REGULAR]
    assert [r.path for r in text.runs("山田さくら")] == [text.JAPANESE]
    assert "".join(r.text for r in text.runs("Dan 🎲")) == "Dan"
    shortened = text.fit("X" * 100, 26, 300)
    assert shortened.endswith("…") and text.width(shortened, 26) <= 300
    assert text.fit("two\nlines", 26, 900) == "two lines"


def test_scoreboard_states_the_tie_break():
    from engine.splito import score_table
    from tests.engine.splito_helpers import DECK

    shared = score_table(DECK, [["O19", "O20"], ["O21"], ["O22"]], ["O01", "O12"])
    view = GAME.view(played_states(3)[-1], None)
    board = render_scoreboard(view, shared, NAMES[:3], ENGLISH)
    assert png(board).width == 1000
    assert tiebreak_note(ENGLISH, shared, NAMES[:3]).startswith("Shared win: Ann, Борис")


@pytest.mark.parametrize("players", [2, 3, 5, 8])
@pytest.mark.no_cover  # each line it runs, another test traces too
def test_every_text_of_a_zone_stays_inside_its_panel(players, monkeypatch):
    """Titles, chips and points of a zone, even an empty one, are drawn within its frame."""
    from render import canvas as canvas_module

    events: list[tuple[str, tuple[float, float, float, float]]] = []
    panel, draw = canvas_module.Canvas.panel, text.draw

    def recording_panel(self, top, bottom, left=canvas_module.MARGIN / 2, right=None, **kw):
        events.append(("panel", (left, top, right or 1000 - canvas_module.MARGIN / 2, bottom)))
        return panel(self, top, bottom, left, right, **kw)

    def recording_text(board, xy, words, size, *args, **kwargs):
        width = draw(board, xy, words, size, *args, **kwargs)
        align = kwargs.get("align", "left")
        left = xy[0] - (width if align == "right" else width / 2 if align == "center" else 0)
        events.append(("text", (left, xy[1], left + width, xy[1] + size)))
        return width

    monkeypatch.setattr(canvas_module.Canvas, "panel", recording_panel)
    monkeypatch.setattr(text, "draw", recording_text)
    for state in played_states(players)[1::4]:
        events.clear()
        render_table(GAME.view(state, None), NAMES[:players], ENGLISH)
        boxes = [box for kind, box in events if kind == "panel"]
        assert len(boxes) == len(state.zones)
        current = None
        for kind, box in events:
            if kind == "panel":
                current = box
            elif current is not None and current[1] <= box[1] < current[3]:  # starts in the zone
                left, top, right, bottom = box
                assert current[0] <= left and right <= current[2], (box, current)
                assert current[1] <= top and bottom <= current[3], (box, current)


def test_a_late_two_player_table_whose_layout_adds_up_a_hair_short_renders():
    """Seed 12, random picks, after round 21: the layout's height summed to 1495.99… for a
    drawing that ends at 1496 px, and the board could not be drawn (the table stood still)."""
    state = GAME.new_game(GAME.make_config(2, {"promo42": False}), 12)
    rng = random.Random(12)
    for _ in range(21):
        for seat in range(2):
            state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
    (page,) = render_table(GAME.view(state, None), ["ann", "bob"], ENGLISH)
    assert png(page).height == 1496
