"""Long labels on images: a label too long for its line goes on to the next ones between its
words (or, in text without spaces, between its characters), and is shortened only past the
lines it may take."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.i18n import LANGUAGES, words
from engine.splito import GAME
from render import text
from render.canvas import wrapped
from render.splito import render_table
from tests.render.test_splito_images import played_states

SIZE = 32


def test_a_label_that_fits_stays_on_one_line():
    assert wrapped("✓ 3 · short", SIZE, 500) == ("✓ 3 · short",)


def test_lines_break_between_words_in_order_and_each_fits():
    label = "✓ 3 · exactement un 3 dans la zone, et quelques mots de plus"
    lines = wrapped(label, SIZE, 300, most=10)
    assert len(lines) > 2
    assert " ".join(lines) == label
    assert all(text.width(line, SIZE) <= 300 for line in lines)


def test_text_without_spaces_breaks_between_its_characters():
    label = "ちょうど二枚の六を含むゾーンのカードがある"
    lines = wrapped(label, SIZE, 200, most=10)
    assert len(lines) > 1 and "".join(lines) == label
    assert all(text.width(line, SIZE) <= 200 for line in lines)


def test_past_its_lines_the_last_one_is_shortened():
    lines = wrapped("one two three four five six seven eight nine ten", SIZE, 200, most=2)
    assert len(lines) == 2 and lines[-1].endswith("…")
    assert all(text.width(line, SIZE) <= 200 for line in lines)


@given(
    st.lists(st.text("abcdéжя", min_size=1, max_size=14), min_size=1, max_size=12),
    st.integers(120, 700),
    st.integers(1, 4),
)
def test_every_line_fits_and_nothing_is_lost_unless_shortened(pieces, room, most):
    label = " ".join(pieces)
    lines = wrapped(label, SIZE, room, most=most)
    assert 1 <= len(lines) <= most
    assert all(text.width(line, SIZE) <= room for line in lines)
    if not lines[-1].endswith("…"):
        assert "".join(lines).replace(" ", "") == label.replace(" ", "")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("players", [4, 8])
def test_every_objective_of_a_zone_is_drawn_whole(language, players, drawn):
    """In each zone's box every objective's words are drawn, none cut with an ellipsis (the
    board at phone width had cut "exactement un 3…" in French)."""
    say = words(language)
    names = ["Ann", "Борис", "さくら", "Dan", "Eve", "Фёдор", "Gus", "山田太郎"][:players]
    for state in played_states(players)[2::5]:
        drawn.clear()
        view = GAME.view(state, None)
        render_table(view, names, say)
        shown = "".join(value for value, _ in drawn).replace(" ", "")
        for zone in GAME.result(state).zones:
            for objective in zone.objectives:
                assert say(objective.label).replace(" ", "") in shown, say(objective.label)
        assert not [value for value, _ in drawn if value.endswith("…")]
