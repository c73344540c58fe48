"""Pebbles, the fifth game: a pile of pebbles, two players take one or two in turn, and
whoever takes the last one wins. Pure engine code, as the bot's own games are."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from engine import ConfigError, Dynamics, Game, GameRules, IllegalAction, Message, Standing, message
from engine.ai import Policy
from engine.tutorials import Tutorial

PILE = 7
TAKES = (1, 2)


@dataclass(frozen=True)
class PebblesConfig:
    players: int
    pile: int = PILE


@dataclass(frozen=True)
class PebblesState:
    config: PebblesConfig
    pile: int
    turn: int  # the seat to take next
    taken: tuple[tuple[int, int], ...] = ()  # (seat, pebbles) per turn so far


@dataclass(frozen=True)
class PebblesView:
    """Everything is public: the pile, whose turn, every take."""

    pile: int
    turn: int
    taken: tuple[tuple[int, int], ...]
    over: bool


@dataclass(frozen=True)
class PebblesResult:
    winner: int | None  # None while the game runs
    taken_by: tuple[int, ...]  # pebbles each seat took


class Pebbles(Game[PebblesConfig, PebblesState, int, PebblesView, PebblesResult]):
    name = "pebbles"
    title = "Pebbles"
    round_word = None  # round_number counts takes
    dynamics = Dynamics.TURNS

    def make_config(self, players: int, options: Mapping[str, Any] | None = None) -> PebblesConfig:
        low, high = self.player_range()
        if not low <= players <= high:
            raise ConfigError("config-players-range", low=low, high=high, value=players)
        for name in options or {}:
            raise ConfigError("config-unknown-option", name=name)
        return PebblesConfig(players)

    def player_range(self) -> tuple[int, int]:
        return 2, 2

    def config_to_json(self, config: PebblesConfig) -> Any:
        return {"players": config.players, "pile": config.pile}

    def config_from_json(self, data: Any) -> PebblesConfig:
        return replace(self.make_config(data["players"]), pile=data["pile"])

    def new_game(self, config: PebblesConfig, seed: int) -> PebblesState:
        return PebblesState(config, config.pile, turn=0)

    def to_act(self, state: PebblesState) -> frozenset[int]:
        return frozenset() if self.is_over(state) else frozenset({state.turn})

    def legal_actions(self, state: PebblesState, seat: int) -> list[int]:
        if seat not in self.to_act(state):
            return []
        return [take for take in TAKES if take <= state.pile]

    def apply(self, state: PebblesState, seat: int, action: int) -> PebblesState:
        if self.is_over(state):
            raise IllegalAction("game-over")
        if seat != state.turn:
            raise IllegalAction("pebbles-not-your-turn")
        if action not in self.legal_actions(state, seat):
            raise IllegalAction("pebbles-cannot-take", count=action, pile=state.pile)
        return replace(
            state,
            pile=state.pile - action,
            turn=1 - seat,
            taken=(*state.taken, (seat, action)),
        )

    def is_over(self, state: PebblesState) -> bool:
        return state.pile == 0

    def round_number(self, state: PebblesState) -> int:
        return len(state.taken) + 1

    def view(self, state: PebblesState, seat: int | None) -> PebblesView:
        return PebblesView(state.pile, state.turn, state.taken, self.is_over(state))

    def result(self, state: PebblesState) -> PebblesResult:
        taken_by = tuple(
            sum(n for who, n in state.taken if who == seat) for seat in range(state.config.players)
        )
        winner = state.taken[-1][0] if self.is_over(state) else None
        return PebblesResult(winner, taken_by)

    def describe_action(self, config: PebblesConfig, action: int) -> Message:
        return message("pebbles-took", count=action)

    def standings(self, result: PebblesResult) -> list[Standing]:
        return [
            Standing(seat, int(seat == result.winner), 1 if seat == result.winner else 2)
            for seat in range(len(result.taken_by))
        ]

    def state_to_json(self, state: PebblesState) -> Any:
        return {"pile": state.pile, "turn": state.turn, "taken": [list(t) for t in state.taken]}

    def state_from_json(self, config: PebblesConfig, data: Any) -> PebblesState:
        taken = tuple((int(seat), int(n)) for seat, n in data["taken"])
        return PebblesState(config, int(data["pile"]), int(data["turn"]), taken)

    def action_to_json(self, action: int) -> Any:
        return action

    def action_from_json(self, data: Any) -> int:
        if type(data) is not int or data not in TAKES:
            raise IllegalAction("not-an-action", value=str(data)[:40])
        return data


def greedy(view: PebblesView, legal: Sequence[int], rng: random.Random) -> int:
    """Leave the other player a multiple of three when it can."""
    winning = view.pile % 3
    return winning if winning in legal else legal[0]


def explain(view: PebblesView, take: int) -> Message:
    """What taking ``take`` does: it wins; it leaves a multiple of three (the other player
    cannot win against it); it leaves them a pile they can win from; or no take does better."""
    left = view.pile - take
    if left == 0:
        return message("pebbles-why-last")
    if left % 3 == 0:
        return message("pebbles-why-three", left=left)
    if view.pile % 3:  # another take leaves a multiple of three: this one does not
        return message("pebbles-why-gives", left=left)
    return message("pebbles-why-none", count=view.pile)


GAME = Pebbles()
#: The greedy AI already plays perfectly: it is also the strong one whose moves hints suggest.
POLICIES: dict[str, Policy] = {"greedy": greedy, "strong": greedy}
#: Two lessons: leave a multiple of three, then keep it so.
TUTORIAL = Tutorial(
    players=2, seed=0, lessons={1: "pebbles-lesson-three", 3: "pebbles-lesson-again"}
)
#: The game as the engine registers it: its rules, its AI, its hints and its tutorial.
RULES = GameRules(GAME, policies=POLICIES, explain=explain, tutorial=TUTORIAL)
#: The game as it would be without hints or a tutorial: its rules and its greedy AI alone.
UNTAUGHT = GameRules(GAME, policies={"greedy": greedy})
