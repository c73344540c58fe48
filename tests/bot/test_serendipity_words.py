"""How Serendipity's actions read in the channel: what stayed up is named, what went back is not."""

from __future__ import annotations

import pytest

from bot.gamewords.serendipity import step_words
from bot.i18n import ENGLISH
from engine.serendipity import KeepSerendip, MoveSerendip, SwapOwn, Turn, TurnStep

OWNED = ("red", "orange")


@pytest.mark.parametrize(
    ("step", "words"),
    [
        (TurnStep(Turn((0, 0)), "red"), "turned F6: red"),
        (TurnStep(Turn((0, 0)), "serendip"), "turned F6: a Serendip"),
        (TurnStep(Turn((0, 0)), "blue"), "turned F6: blue (nobody's: it stays up)"),
        (TurnStep(Turn((0, 0))), "turned F6 (turned back)"),
        (TurnStep(SwapOwn((0, -5))), "swapped it with A1"),
        (TurnStep(KeepSerendip(3, (0, 0), (1, 0))), "kept the Serendip (↻3) and swapped F6 and F7"),
        (TurnStep(MoveSerendip((0, 5), 2)), "moved the Serendip to K6 (↻2)"),
    ],
)
def test_each_step_reads_as_the_table_saw_it(step, words):
    assert step_words(ENGLISH, step, OWNED) == words
