"""Information-set Monte Carlo tree search: deciding from what a seat has seen.

Single-observer ISMCTS (Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree
Search", 2012): one tree over the searching seat's information set. Each iteration draws a
*determinization* — a full state consistent with the seat's view, the unseen filled in at
random — and walks the tree with the actions that state allows, choosing among the children
available there by UCB (counting, for each child, how often it was available); below the tree
it plays a short rollout with a fast policy and scores the position with the game's own
evaluation. The action played is the root's most visited.

Budgets are iterations, never time: a table replays identically whatever the machine's load.
Everything random is drawn from the ``rng`` the caller gives, so the same view and the same
generator give the same action.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from engine.protocol import Game

S = TypeVar("S")  # a game's state
V = TypeVar("V")  # a seat's view


@dataclass(frozen=True)
class Search(Generic[S, V]):
    """How one game is searched.

    ``determinize``: a state consistent with the view, and the seat the view's owner plays
    there (a game may search a smaller game, e.g. a sheet alone). ``evaluate``: each seat's
    value of a state in [0, 1] (its chances, or its score scaled). ``rollout``: the policy
    that plays ``rollout_steps`` actions below the tree (None: evaluate at once).
    """

    game: Game[Any, S, Any, V, Any]
    determinize: Callable[[V, random.Random], tuple[S, int]]
    evaluate: Callable[[S], Sequence[float]]
    iterations: int
    depth: int = 4  # actions below the root the tree grows to
    rollout: Callable[[S, int, random.Random], Any] | None = None
    rollout_steps: int = 0
    exploration: float = 0.7


@dataclass(eq=False)
class _Node:
    visits: int = 0
    available: int = 0
    total: float = 0.0  # value for the seat that chose the action leading here
    children: dict[Hashable, _Node] = field(default_factory=dict)

    def ucb(self, exploration: float) -> float:
        mean = self.total / self.visits
        return mean + exploration * math.sqrt(math.log(self.available) / self.visits)


def search(spec: Search[S, V], view: V, legal: Sequence[Any], rng: random.Random) -> Any:
    """The action of ``legal`` the search prefers for the view's seat."""
    if len(legal) == 1:
        return legal[0]
    game = spec.game
    root = _Node()
    allowed = set(legal)
    for _ in range(spec.iterations):
        state, me = spec.determinize(view, rng)
        node, path = root, []
        for depth in range(spec.depth):
            if game.is_over(state):
                break
            actor = me if depth == 0 else min(game.waiting_for(state))
            actions = game.legal_actions(state, actor)
            if depth == 0:
                actions = [a for a in actions if a in allowed]
            for action in actions:
                child = node.children.get(action)
                if child is not None:
                    child.available += 1
            untried = [a for a in actions if a not in node.children]
            if untried:
                action = untried[rng.randrange(len(untried))]
                child = node.children[action] = _Node(available=1)
            else:
                action = max(actions, key=lambda a: node.children[a].ucb(spec.exploration))
                child = node.children[action]
            state = game.apply(state, actor, action)
            path.append((child, actor))
            node = child
            if untried:
                break
        if spec.rollout is not None:
            for _ in range(spec.rollout_steps):
                if game.is_over(state):
                    break
                actor = min(game.waiting_for(state))
                state = game.apply(state, actor, spec.rollout(state, actor, rng))
        values = spec.evaluate(state)
        for child, actor in path:
            child.visits += 1
            child.total += values[actor]
    best = max(root.children.items(), key=lambda item: item[1].visits)
    return best[0]
