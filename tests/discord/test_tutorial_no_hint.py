"""A learner who never presses 💡 Hint still finishes a tutorial: each move a lesson does not
teach is refused with the lesson's move in words (its card and its zone), which the learner
reads and plays, in a click or two more."""

from __future__ import annotations

import re

from engine.tutorials import tutorial_of
from tests.discord.conftest import (
    SLOW_SETTLE,
    board,
    buttons,
    card_words,
    custom_ids,
    own_message,
    refusal_said,
)
from tests.discord.test_tutorial import open_tutorial
from tests.discord.texts import text_of

pytestmark = SLOW_SETTLE


async def test_a_learner_without_hint_plays_the_splito_lessons_from_the_refusals(world):
    tutorial = tutorial_of("splito")
    ann, thread = await open_tutorial(world, "ann", "splito")
    service = world.env.bot.service
    refused = 0
    for round in range(1, 14):
        (play,) = custom_ids(board(thread), "splito:play:")
        hand = (await ann.click(board(thread), custom_id=play)).response
        labels = {b["custom_id"]: card_words(b) for b in buttons(hand)}
        cards = custom_ids(hand, "splito:card:")
        await ann.click(hand, custom_id=cards[0])
        hand = own_message(thread, ann, hand.id)
        left = next(c for c in custom_ids(hand, "splito:pick:") if c.endswith("left"))
        answer = await ann.click(hand, custom_id=left)
        said = refusal_said(answer)
        if said.startswith("📘 This lesson teaches another move: “"):
            assert tutorial.guided(round), (round, said)
            assert 0 not in (await service.get(1)).state.picks  # the refused pick changed nothing
            refused += 1
            move = re.match(
                r"📘 This lesson teaches another move: “(.+?) → (left|right) zone”", said
            )
            assert move, said
            # "green 6" is the card "6 🟩 green", "no 4s (1 pt)" the objective "🎯 no 4s (1)":
            # the same words, in another order, as a reader matches them.
            words = set(re.sub(r" \(\d+ pts?\)$", "", move[1]).split())
            shown = {c: set(labels[c].split()) for c in cards}
            card = next(c for c in cards if words <= shown[c])
            await ann.click(hand, custom_id=card)
            hand = own_message(thread, ann, hand.id)
            side = next(c for c in custom_ids(hand, "splito:pick:") if c.endswith(move[2]))
            await ann.click(hand, custom_id=side)
        else:
            assert not said.startswith("📘"), said
    assert refused >= 1  # card 1, left, is not every lesson's move on this deal
    assert (await service.get(1)).status == "finished"
    final = thread.history()[-1]
    assert "📘 **Tutorial done!**" in text_of(final)
