"""Names as players write them: emoji are left out of images cleanly, never drawn as "?"."""

from __future__ import annotations

import re
from typing import Any

import pytest
from PIL import Image, ImageDraw, ImageFont

from bot.i18n import ENGLISH
from engine import get_game
from render import games_with_images, images_for, text
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


@pytest.mark.parametrize("game", games_with_images())
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


def test_a_new_label_of_words_drawn_before_lays_out_no_glyphs(monkeypatch: pytest.MonkeyPatch):
    """Each round's board has labels never drawn before, made of words drawn many times (a
    name, a colour, a number): such a label costs the font no new layout, only a new word
    does."""
    board = ImageDraw.Draw(Image.new("P", (700, 60), "white"))
    text.draw(board, (10.3, 10), "Qwixel 7 · Zorbat ⇄ Ann", 22, (0, 0, 0), bold=True)
    laid: list[str] = []
    getmask2 = ImageFont.FreeTypeFont.getmask2

    def counting(font: ImageFont.FreeTypeFont, words: str, *args: Any, **kwargs: Any) -> Any:
        laid.append(words)
        return getmask2(font, words, *args, **kwargs)

    monkeypatch.setattr(ImageFont.FreeTypeFont, "getmask2", counting)
    text.draw(board, (40.6, 10), "Ann ⇄ Zorbat · 7 Qwixel", 22, (0, 0, 0), bold=True)
    assert laid == []
    text.draw(board, (10.3, 10), "Zorbat ⇄ Plimsk · 7", 22, (0, 0, 0), bold=True)
    assert laid == ["Plimsk"]


@pytest.mark.parametrize("mode", ["P", "RGB"])
@pytest.mark.parametrize("x", [10.0, 10.25, 10.5, 10.75])
def test_a_label_drawn_from_its_kept_bitmap_is_pixel_for_pixel_pillow_s(mode: str, x: float):
    """Boards draw each word's glyphs once and reuse them wherever it goes: the pixels must be
    what Pillow draws itself, word by word, each at the whole pixel nearest to the pen, in both
    fonts (Latin and Japanese runs)."""
    label = "Ann 7 · あなたの手札 ★"
    shown, pillow = Image.new(mode, (400, 60), "white"), Image.new(mode, (400, 60), "white")
    scratch = Image.new(mode, (400, 60), "white")
    text.draw(ImageDraw.Draw(scratch), (x, 12.5), label, 24, "#1f4e79")  # bitmaps now kept
    text.draw(ImageDraw.Draw(shown), (x, 12.5), label, 24, "#1f4e79")
    assert shown.tobytes() == scratch.tobytes()
    reference = ImageDraw.Draw(pillow)
    baseline = 12.5 + text.font(text.REGULAR, 24).getmetrics()[0]
    for run in text.runs(label):
        face = text.font(run.path, 24)
        pen = 0.0
        for piece in re.findall(r" +|[^ ]+", run.text):
            if not piece.isspace():
                at = (round(x) + round(pen), round(baseline))
                reference.text(at, piece, font=face, fill="#1f4e79", anchor="ls")
            pen += face.getlength(piece)
        x += pen
    assert shown.tobytes() == pillow.tobytes()
    assert shown.convert("RGB").getcolors(10_000) == pillow.convert("RGB").getcolors(10_000)
