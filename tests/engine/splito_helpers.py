"""Helpers to build Splito positions by hand in tests."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from dataclasses import fields, is_dataclass
from typing import Any

from engine.ai import choose
from engine.splito import GAME, Pick, SplitoState, default_deck
from engine.splito.deck import splito_id

DECK = default_deck()


class CardMaker:
    """Hands out distinct copies of Splito cards: ``cards.s("blue", 4)`` twice gives both copies."""

    def __init__(self) -> None:
        self.used: Counter[tuple[str, int]] = Counter()

    def s(self, colour: str, value: int) -> str:
        self.used[colour, value] += 1
        copy = self.used[colour, value]
        assert copy <= 2, f"only two {colour} {value}s exist"
        return splito_id(colour, value, copy)

    def many(self, *specs: tuple[str, int]) -> list[str]:
        return [self.s(colour, value) for colour, value in specs]


def play_random_game(players: int, seed: int, choice_seed: int, promo42: bool = False):
    """Play a whole game with random picks; return (config, final state, moves)."""
    import random

    from engine.protocol import Move

    rng = random.Random(choice_seed)
    config = GAME.make_config(players, {"promo42": promo42})
    state = GAME.new_game(config, seed)
    moves: list[Move[Pick]] = []
    while not GAME.is_over(state):
        for seat in sorted(GAME.waiting_for(state)):
            action = rng.choice(GAME.legal_actions(state, seat))
            state = GAME.apply(state, seat, action)
            moves.append(Move(seat, action))
    return config, state, moves


ATOMS = frozenset({int, float, bool, type(None)})


def strings_in(value: Any, skip: Iterable[str] = ("deck",)) -> set[str]:
    """Every string anywhere inside a (nested) dataclass, except in fields named in ``skip``."""
    found: set[str] = set()
    skip = set(skip)
    names: dict[type, list[str]] = {}  # each dataclass's fields to walk, looked up once

    def walk(item: Any) -> None:
        kind = type(item)
        if kind in ATOMS:
            return
        if kind is str:
            found.add(item)
        elif kind in (list, tuple, set, frozenset):
            for inner in item:
                walk(inner)
        elif kind is dict:
            for key, inner in item.items():
                walk(key)
                walk(inner)
        elif kind in names:
            for name in names[kind]:
                walk(getattr(item, name))
        elif is_dataclass(item) and not isinstance(item, type):
            names[kind] = [f.name for f in fields(item) if f.name not in skip]
            walk(item)
        elif isinstance(item, str | dict | list | tuple | set | frozenset):
            raise TypeError(f"strings_in does not walk a {kind.__name__}")  # a subclass

    walk(value)
    return found


def hidden_cards(state: SplitoState, seat: int | None) -> set[str]:
    """Cards ``seat`` must not see: other hands and the cards out of the game."""
    from engine.splito.seating import hand_position

    own = hand_position(state.config.players, seat) if seat is not None else None
    hidden = set(state.out_of_game)
    for position, hand in enumerate(state.hands):
        if position != own:
            hidden.update(hand)
    return hidden


def greedy_rounds(players: int, rounds: int, seed: int) -> SplitoState:
    """A seeded game after ``rounds`` rounds of greedy picks."""
    state = GAME.new_game(GAME.make_config(players), seed)
    rng = random.Random(seed)
    while state.round <= rounds:
        for seat in range(players):
            state = GAME.apply(state, seat, choose(GAME, state, seat, "greedy", rng))
    return state
