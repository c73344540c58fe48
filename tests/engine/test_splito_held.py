"""The hands a Splito seat has held: worked back once a round for the whole table, and never
answered for another state's hands or reveals."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace

from engine.splito import GAME
from engine.splito.held import _held_by_position, _Same, held_hands
from engine.splito.seating import hand_position
from tests.engine.splito_helpers import greedy_rounds


def test_a_state_with_other_reveals_is_answered_for_its_own() -> None:
    state = greedy_rounds(4, 3, seed=2)
    assert len(held_hands(state, 1)) == 4
    fewer = replace(state, reveals=state.reveals[1:])  # the same hands, other reveals
    assert len(held_hands(fewer, 1)) == 3
    assert held_hands(fewer, 1) == held_hands(state, 1)[1:]


def test_a_state_with_other_hands_is_answered_for_its_own() -> None:
    state = greedy_rounds(4, 2, seed=3)
    held = held_hands(state, 0)
    swapped = replace(state, hands=state.hands[1:] + state.hands[:1])  # the same reveals
    mine = hand_position(4, 0)
    assert held_hands(swapped, 0)[-1] == swapped.hands[mine] != held[-1]


def test_equal_copies_are_answered_alike() -> None:
    """A state read back from its JSON holds new objects: the same hands held."""
    state = greedy_rounds(3, 3, seed=4)
    copy = GAME.state_from_json(state.config, GAME.state_to_json(state))
    assert copy.hands is not state.hands
    for seat in range(3):
        assert held_hands(copy, seat) == held_hands(state, seat)
        assert held_hands(state, seat)[-1] == state.hands[hand_position(3, seat)]


def test_a_key_is_equal_only_to_the_very_same_objects() -> None:
    """Equal contents are not enough: a key keeps its objects, so an identity it holds is
    never another object's while it is kept."""
    hands, reveals = (("a", "b"), ("c",)), ()
    key = _Same(hands, reveals)
    assert key == _Same(hands, reveals) and hash(key) == hash(_Same(hands, reveals))
    assert key != _Same(tuple(list(hands)), reveals)  # equal, another object
    assert key != _Same(hands, tuple([()]))
    assert key.hands is hands and key.reveals is reveals


def test_keys_of_other_objects_hash_apart() -> None:
    """Keys hashing alike would all be compared with each other at every look-up."""
    hands, reveals = (("a",),), ()
    others = [tuple(list(hands)) for _ in range(50)]
    assert len({hash(_Same(other, reveals)) for other in others}) == 50
    longer = [tuple([()] * n) for n in range(1, 51)]
    assert len({hash(_Same(hands, other)) for other in longer}) == 50


def test_threads_asking_at_once_get_each_state_s_own_hands():
    """The engine's work runs in threads (AI seats, replay checks): the cache is shared by
    them, and each still gets the answer for the state it asked about."""
    states = [greedy_rounds(4, rounds, seed=rounds) for rounds in range(1, 7)]
    expected = [[held_hands(state, seat) for seat in range(4)] for state in states]
    _held_by_position.cache_clear()
    start = threading.Barrier(8)

    def ask(worker: int) -> list[list[tuple[tuple[str, ...], ...]]]:
        start.wait(timeout=10)
        order = states[worker % len(states) :] + states[: worker % len(states)]
        answers = {id(state): [held_hands(state, seat) for seat in range(4)] for state in order}
        return [answers[id(state)] for state in states]

    with ThreadPoolExecutor(8) as pool:
        for answers in pool.map(ask, range(8), timeout=60):
            assert answers == expected
