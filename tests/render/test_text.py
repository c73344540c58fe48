"""Names as players write them: emoji are left out of images cleanly, never drawn as "?"."""

from __future__ import annotations

from typing import Any

import pytest

from bot.i18n import ENGLISH
from engine import get_game
from render import images_for, text
from tests.render.test_languages import played


def drawn_text(value: str) -> str:
    return "".join(run.text for run in text.runs(value))


def test_emoji_sequences_are_left_out_whole():
    assert drawn_text("Ann 🎲") == "Ann"
    assert drawn_text("👍🏽 Bo 👨‍👩‍👧 Cy 🇫🇷") == "Bo Cy"  # skin tone, family, flag
    assert drawn_text("🎲🎲") == "·"  # something still marks the place
    assert text.width("Ann 🎲", 26) == text.width("Ann", 26)


def test_symbols_the_fonts_draw_are_kept_even_where_they_are_emoji():
    assert drawn_text("♥ +5") == "♥ +5"  # the hearts' bonus
    assert drawn_text("▶ Ann") == "▶ Ann"  # whose turn it is
    assert drawn_text("♥\ufe0f Bo") == "♥ Bo"  # the emoji look is not asked for


def test_other_letters_no_font_has_are_still_marked():
    assert drawn_text("กา") == "??"  # Thai: a name is there, the fonts cannot draw it
    assert drawn_text("Zoë 大輔 Фёдор") == "Zoë 大輔 Фёдор"


@pytest.mark.parametrize("game", ["splito", "splitit", "splitter", "serendipity"])
def test_a_table_of_emoji_names_draws_no_question_mark(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[str] = []
    draw = text.draw

    def recording(board: Any, xy: Any, words: str, *args: Any, **kwargs: Any) -> float:
        seen.append(drawn_text(words))
        return draw(board, xy, words, *args, **kwargs)

    monkeypatch.setattr(text, "draw", recording)
    names = ["🎲 Ann", "Bo 🐻", "🦊"]
    engine = get_game(game)
    state = played(game, 3, 7)
    images_for(game).table(engine.view(state, None), names, ENGLISH)
    assert seen and not any("?" in words for words in seen)
    assert any("Ann" in words for words in seen) and any("Bo" in words for words in seen)
