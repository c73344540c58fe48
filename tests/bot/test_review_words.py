"""A review's sentences say only what its numbers hold, for any rows a reviewer may give: "the
AI's move too" only where the player made the AI's move; "worth as much" only where the worths,
as shown, are equal; a round "you … · AI …" only where the AI's move is worth more as shown;
a swing "(−n)" only where it is worth more, n being the difference to the places shown (never
0); "every round … or one worth as much" only when no swing is told."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.discordbot.reviewwords import review_words
from bot.i18n import ENGLISH
from bot.service.coach import LEAST_SWING, SWINGS, GameReview
from engine import message
from engine.hints import RoundReview

MOVES = ("a", "b", "c")
WHY = message("plain", text="because")


@st.composite
def rows(draw: st.DrawFn) -> list[RoundReview]:
    """Rows as ``round_review`` makes them: the AI's move is the player's on a tie, else worth
    more (by little or much: fractions round either way)."""
    made = []
    for number in range(1, draw(st.integers(1, 12)) + 1):
        played = draw(st.sampled_from(MOVES))
        worth = draw(st.floats(-30, 60, allow_nan=False).map(lambda w: round(w, 2)))
        suggested = draw(st.sampled_from(MOVES))
        more = (
            0.0
            if suggested == played
            else draw(st.sampled_from([0.01, 0.3, 0.49, 0.5, 0.51, 0.7, 1.0, 2.6, 9.0]))
        )
        made.append(RoundReview(number, played, suggested, worth, worth + more, WHY))
    return made


def reviewed(made: list[RoundReview], lessons: frozenset[int]) -> GameReview:
    """As ``coach.reviewed`` picks its moments: the biggest swings outside the lessons."""
    biggest = sorted(
        (r for r in made if r.swing >= LEAST_SWING and r.round not in lessons),
        key=lambda r: -r.swing,
    )
    return GameReview("splito", 1, 0, made, [(r, None, None) for r in biggest[:SWINGS]], lessons)


@settings(max_examples=300, deadline=None)
@given(
    made=rows(),
    lesson_rounds=st.sets(st.integers(1, 12), max_size=3),
    digits=st.sampled_from([0, 1]),
    signed=st.booleans(),
    differences_only=st.sampled_from([0, 2]),
)
def test_every_review_sentence_holds_for_its_row(
    made, lesson_rounds, digits, signed, differences_only
):
    lessons = frozenset(lesson_rounds)
    review = reviewed(made, lessons)

    def shown(value: float) -> float:
        return round(value, digits) if digits else round(value)

    text, lines, swings = review_words(
        ENGLISH,
        review,
        lambda move: f"<{move}>",
        prefix="splito",
        title="Splito",
        digits=digits,
        signed=signed,
        differences_only=differences_only,
    )
    by_round = {row.round: row for row in made}
    told = 0
    for line in lines.split("\n"):
        if line.startswith("✓"):  # the count of moves not listed
            continue
        found = re.match(r"(\d+)\. ", line)
        assert found, line
        row = by_round[int(found[1])]
        told += 1
        if line.endswith("the lesson's move"):
            assert row.round in lessons
        elif line.endswith("the AI's pick too"):
            assert row.played == row.suggested and row.round not in lessons
        elif "worth as much as the AI's" in line:
            assert row.played != row.suggested and shown(row.swing) == 0
            assert f"<{row.suggested}>" in line
        else:
            assert " · AI: " in line and row.played != row.suggested, line
            assert shown(row.swing) > 0 and row.round not in lessons
    if differences_only:
        assert told <= differences_only
        (count,) = [line for line in lines.split("\n") if line.startswith("✓")]
        costly = [
            r
            for r in made
            if r.played != r.suggested and r.round not in lessons and shown(r.swing) > 0
        ]
        assert f"✓ {len(made) - len(costly)} of your {len(made)} moves" in count
    else:
        assert told == len(made)
    for line in swings:
        found = re.match(r"🔎 \*\*Round (\d+)\*\* \(−([\d.]+)\)", line)
        assert found, line
        row = by_round[int(found[1])]
        assert row.played != row.suggested and row.round not in lessons
        told_swing = found[2]  # the swing to the places shown, never 0
        places = len(told_swing.partition(".")[2])
        assert float(told_swing) > 0 and abs(float(told_swing) - row.swing) <= 0.5 * 10**-places
        assert places <= digits + 2
    assert ("Every round you made the AI's pick, or one worth as much." in text) == (not swings)
