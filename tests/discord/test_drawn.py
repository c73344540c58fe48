"""Images of players' controls are kept by what they show: drawn once per table version,
seat, choice, names and language."""

from __future__ import annotations

import threading

from bot.discordbot.drawn import KEPT_IMAGES, Drawn
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
    thread = await start_game(world, ["ann", "bob"])
    (play,) = custom_ids(board(thread), "splito:play:")
    first = await world.members["ann"].click(board(thread), custom_id=play)
    drawn = KEPT_IMAGES.drawn
    again = await world.members["ann"].click(board(thread), custom_id=play)
    assert KEPT_IMAGES.drawn == drawn  # the same hand: not drawn again
    assert again.response.attachments[0].filename == "hand.png"
    assert first.response.id != again.response.id
    await world.members["bob"].click(board(thread), custom_id=play)
    assert KEPT_IMAGES.drawn == drawn + 1  # bob's hand is his own
