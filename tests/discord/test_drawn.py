"""Images of players' controls are kept by what they show: drawn once per table version,
seat, choice, names and language."""

from __future__ import annotations

import json
import threading
from dataclasses import replace

from bot.discordbot.emojis import EMOJIS
from bot.discordbot.shown_images import KEPT_IMAGES, Drawn
from bot.discordbot.splito.controls import hand_image
from bot.i18n import ENGLISH
from engine import get_game
from engine.splito.deck import deck_to_json, parse_deck
from tests.discord.conftest import board, custom_ids, start_game


def test_an_image_is_drawn_once_per_key_and_the_oldest_go_first():
    kept = Drawn(size=2)
    calls: list[str] = []

    def draw(name: str) -> bytes:
        calls.append(name)
        return name.encode()

    assert kept.get("a", lambda: draw("a")) == b"a"
    assert kept.get("a", lambda: draw("again")) == b"a"
    kept.get("b", lambda: draw("b"))
    kept.get("a", lambda: draw("a3"))  # a is the newest now
    kept.get("c", lambda: draw("c"))  # b goes
    assert kept.get("b", lambda: draw("b2")) == b"b2"
    assert calls == ["a", "b", "c", "b2"] and kept.drawn == 4


def test_drawing_threads_share_it():
    kept = Drawn(size=64)
    barrier = threading.Barrier(8)
    wrong: list[tuple[int, bytes]] = []

    def worker(number: int) -> None:
        barrier.wait(5)
        for i in range(200):
            key = (i * (number + 1)) % 80
            got = kept.get(key, lambda key=key: str(key).encode())
            if got != str(key).encode():
                wrong.append((key, got))

    threads = [threading.Thread(target=worker, args=(n,)) for n in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(10)
    assert not any(t.is_alive() for t in threads) and wrong == []
    assert len(kept._images) == 64


async def test_a_second_play_in_a_round_reuses_the_hand_image(world):
    await world.env.settle()
    EMOJIS.shown.clear()  # the cards' emojis not up: a hand comes with its image
    thread = await start_game(world, ["ann", "bob"])
    (play,) = custom_ids(board(thread), "splito:play:")
    first = (await world.members["ann"].click(board(thread), custom_id=play)).response.id
    drawn = KEPT_IMAGES.drawn
    again = await world.members["ann"].click(board(thread), custom_id=play)
    assert KEPT_IMAGES.drawn == drawn  # the same hand: not drawn again
    assert again.response.attachments[0].filename == "hand.png"
    assert first != again.response.id  # a new message (the first one deleted)
    await world.members["bob"].click(board(thread), custom_id=play)
    assert KEPT_IMAGES.drawn == drawn + 1  # bob's hand is his own


def test_a_hand_of_another_deck_is_drawn_anew():
    """A custom deck may order its colours otherwise, which sorts the same cards otherwise:
    the deck is part of what a hand image is kept by."""
    game = get_game("splito")
    config = game.make_config(3, {})
    view = game.view(game.new_game(config, 5), 0)
    reordered = json.loads(json.dumps(deck_to_json(config.deck)))
    reordered["colours"] = list(reversed(reordered["colours"]))
    other = replace(view, deck=parse_deck(reordered, "reversed.json"))
    first = hand_image(ENGLISH, view)
    drawn = KEPT_IMAGES.drawn
    assert hand_image(ENGLISH, view) == first and KEPT_IMAGES.drawn == drawn
    assert hand_image(ENGLISH, other) != first and KEPT_IMAGES.drawn == drawn + 1
