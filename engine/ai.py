"""AI seats: policies that choose an action from what a seat may see.

A policy gets the seat's view (never the full state), the legal actions and a random generator;
it returns one of the legal actions. ``random`` works for every game; games add their own.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from engine.protocol import DataFileError, Game, shown

Policy = Callable[[Any, Sequence[Any], random.Random], Any]

_POLICIES: dict[tuple[str, str], Policy] = {}
POLICY_NAMES: tuple[str, ...] = ("random", "easy", "greedy", "strong")

#: The levels players choose for AI seats, weakest first, and the policy each plays.
LEVELS: dict[str, str] = {"easy": "easy", "normal": "greedy", "strong": "strong"}
DEFAULT_LEVEL = "normal"
#: The policies that think long enough (hundreds of milliseconds) to be given a process of
#: their own by a host that has several to spare.
DELIBERATE = frozenset({"strong"})
#: How often the easy AI plays a random move instead of the greedy one's.
EASY_SLIPS = 0.5


def random_policy(_view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
    """A uniformly random legal action."""
    return rng.choice(legal)


def register_policy(game: str, name: str, policy: Policy) -> None:
    """Make ``policy`` available as ``name`` for ``game``."""
    _POLICIES[game, name] = policy


def policies_of(game: str) -> dict[str, Policy]:
    """The policies registered for ``game``, by name (``random`` aside)."""
    return {name: policy for (owner, name), policy in _POLICIES.items() if owner == game}


def unregister_policies(game: str) -> None:
    """Forget every policy of ``game``."""
    for key in [key for key in _POLICIES if key[0] == game]:
        del _POLICIES[key]


def easy_policy(greedy: Policy, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
    """A beginner's opponent: the greedy move, or now and then any legal move."""
    if rng.random() < EASY_SLIPS:
        return rng.choice(legal)
    return greedy(view, legal, rng)


def get_policy(game: str, name: str) -> Policy:
    """The policy ``name`` for ``game``; ``random`` exists for every game, ``easy`` for every
    game with a greedy policy."""
    if name == "random":
        return random_policy
    if name == "easy" and (game, "greedy") in _POLICIES:
        return partial(easy_policy, _POLICIES[game, "greedy"])
    try:
        return _POLICIES[game, name]
    except KeyError:
        raise DataFileError(f"no AI policy {shown(name)} for {game}") from None


def levels_of(game: str) -> list[str]:
    """The AI levels ``game`` offers: those whose policy it has, weakest first."""
    return [level for level, policy in LEVELS.items() if has_policy(game, policy)]


def has_policy(game: str, name: str) -> bool:
    """Whether ``get_policy(game, name)`` gives a policy."""
    try:
        get_policy(game, name)
    except DataFileError:
        return False
    return True


def level_of(policy: str | None) -> str | None:
    """The level an AI seat's policy plays at (None: a policy no level names)."""
    return next((level for level, named in LEVELS.items() if named == policy), None)


def play_game(
    game: Game[Any, Any, Any, Any, Any],
    config: Any,
    seed: int,
    policies: Sequence[str],
    stop: Callable[[Any], bool] | None = None,
) -> Any:
    """A whole game with ``policies[seat]`` playing each seat; the final state (or the first
    state where ``stop`` holds). AI choices are drawn from the seed too, so the same call gives
    the same game."""
    rng = random.Random(seed)
    state = game.new_game(config, seed)
    while not game.is_over(state) and not (stop is not None and stop(state)):
        seat = min(game.waiting_for(state))
        state = game.apply(state, seat, choose(game, state, seat, policies[seat], rng))
    return state


def greedy_win_rate(game: Game[Any, Any, Any, Any, Any], players: int, games: int) -> float:
    """How often one greedy seat wins (shared wins count) against random seats, over seeded
    games with the greedy seat moving round the table."""
    wins = 0
    for number in range(games):
        greedy_seat = number % players
        policies = ["greedy" if seat == greedy_seat else "random" for seat in range(players)]
        final = play_game(game, game.make_config(players), number, policies)
        standings = game.standings(game.result(final))
        wins += any(s.seat == greedy_seat and s.rank == 1 for s in standings)
    return wins / games


def choose(
    game: Game[Any, Any, Any, Any, Any], state: Any, seat: int, policy: str, rng: random.Random
) -> Any:
    """The action ``policy`` picks for ``seat``, looking only at that seat's view."""
    legal = game.legal_actions(state, seat)
    if not legal:
        raise DataFileError(f"seat {seat} has no legal action")
    return get_policy(game.name, policy)(game.view(state, seat), legal, rng)
