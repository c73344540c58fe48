"""The protocol every game engine implements.

A game is a stateless object whose methods take and return immutable-by-convention states:
``apply`` never changes the state it is given, it returns a new one. Everything a game needs is in
its config and its seed, so ``replay(config, seed, actions)`` reproduces any game exactly.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Generic, TypeVar

JSON = dict[str, Any]

ConfigT = TypeVar("ConfigT")
StateT = TypeVar("StateT")
ActionT = TypeVar("ActionT")
ViewT = TypeVar("ViewT")
ResultT = TypeVar("ResultT")


#: How much of a bad value a refusal quotes back.
QUOTE_LIMIT = 40


def shown(value: Any, limit: int = QUOTE_LIMIT) -> str:
    """``repr(value)`` cut to ``limit`` characters: what a refusal may quote of bad input."""
    try:
        text = repr(value)
    except RecursionError:  # nested deeper than repr goes
        return f"<a deeply nested {type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 1] + "…"


@dataclass(frozen=True, slots=True)
class Message:
    """Words the engine means, left for the reader's language: a catalog key and its arguments.

    An argument may be a number, a text or another ``Message`` (a card, a colour). The engine
    words nothing itself; the transports look the key up in their catalogs.
    """

    key: str
    args: Mapping[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        if not self.args:
            return self.key
        return f"{self.key}({', '.join(f'{k}={v}' for k, v in self.args.items())})"


def message(key: str, /, **args: Any) -> Message:
    """``Message(key, args)`` written as a call: ``message("card-not-in-hand", card=…)``."""
    return Message(key, args)


class EngineError(Exception):
    """Base class of every error the engine raises on purpose: a ``Message`` for the reader."""

    def __init__(self, key: str, /, **args: Any) -> None:
        self.message = Message(key, args)
        super().__init__(str(self.message))


class IllegalAction(EngineError):
    """An action the rules do not allow now; the message is meant for the player."""


class ConfigError(EngineError):
    """A game config (or a data file it points to) is invalid; the message names the field."""


class DataFileError(ConfigError):
    """A data file an operator wrote (a deck, a pad) or a stored config is invalid.

    Its detail is English for the operator who fixes the file; players see it wrapped in one
    translated sentence."""

    def __init__(self, detail: str) -> None:
        super().__init__("config-data-file", detail=detail)
        self.detail = detail

    def __str__(self) -> str:
        return self.detail


class Dynamics(Enum):
    """How a game's seats take their moves (OpenSpiel's ``GameType.dynamics``): every layer
    reads its pace from this one trait — a replay's steps, a nudge's delay."""

    #: Rounds in which the seats pick at once, in secret, revealed together (a step may still
    #: be one seat's, as Split it!'s split is the splitter's).
    SIMULTANEOUS = "simultaneous"
    #: One player acts at a time while the others wait.
    TURNS = "turns"


@dataclass(frozen=True, slots=True)
class Standing:
    """One seat's final placing: what leaderboards keep of a game."""

    seat: int
    score: int
    rank: int  # 1 = winner; equal ranks share the place


@dataclass(frozen=True, slots=True)
class Move(Generic[ActionT]):
    """One accepted action in a game's log: who acted and what they did."""

    seat: int
    action: ActionT


class Game(ABC, Generic[ConfigT, StateT, ActionT, ViewT, ResultT]):
    """A game's rules. Subclasses are pure: no I/O, no clock, randomness only from the seed."""

    #: Registry key and the name used in commands, e.g. ``"splito"``.
    name: str
    #: Human-readable title, e.g. ``"Splito"``.
    title: str
    #: What players call the step ``round_number`` counts ("round"), or None when it counts
    #: something they never see (Split it!'s steps within a round).
    round_word: str | None = "round"
    #: Whether seats pick together each round or take turns: a replay of a game of turns shows
    #: the table after each player's turn rather than after each round.
    dynamics: Dynamics = Dynamics.SIMULTANEOUS

    # -- configuration -------------------------------------------------------------------------

    @abstractmethod
    def make_config(self, players: int, options: Mapping[str, Any] | None = None) -> ConfigT:
        """Build and validate a config for ``players`` seats; raise ConfigError naming the field."""

    def check_seat_choices(self, choices: Sequence[Any]) -> None:
        """Validate what each seat picked for itself in the lobby (by seat; None: nothing yet).

        A game with per-seat picks reads them from the ``seat_choices`` option of
        ``make_config``. Raise ConfigError saying what is wrong."""
        raise ConfigError("config-no-seat-choices", game=self.title)

    @abstractmethod
    def player_range(self) -> tuple[int, int]:
        """The smallest and largest number of seats the game supports."""

    @abstractmethod
    def config_to_json(self, config: ConfigT) -> JSON:
        """Serialize a config to plain JSON."""

    @abstractmethod
    def config_from_json(self, data: JSON) -> ConfigT:
        """Rebuild (and re-validate) a config from ``config_to_json`` output."""

    # -- play ----------------------------------------------------------------------------------

    @abstractmethod
    def new_game(self, config: ConfigT, seed: int) -> StateT:
        """The initial state, dealt deterministically from ``seed``."""

    @abstractmethod
    def to_act(self, state: StateT) -> frozenset[int]:
        """Seats that may act now (empty when the game is over)."""

    def waiting_for(self, state: StateT) -> frozenset[int]:
        """Seats whose action the game is still waiting for (a subset of ``to_act``).

        For a simultaneous step a seat that already chose may still change its choice (it is in
        ``to_act``) but the game no longer waits for it.
        """
        return self.to_act(state)

    @abstractmethod
    def legal_actions(self, state: StateT, seat: int) -> Sequence[ActionT]:
        """Every action ``seat`` may take now, in a stable order."""

    @abstractmethod
    def apply(self, state: StateT, seat: int, action: ActionT) -> StateT:
        """Return the state after ``seat`` takes ``action``; raise IllegalAction if it may not."""

    @abstractmethod
    def is_over(self, state: StateT) -> bool:
        """True once the game has ended."""

    @abstractmethod
    def round_number(self, state: StateT) -> int:
        """A counter that changes whenever old buttons become stale (round or turn)."""

    # -- information ---------------------------------------------------------------------------

    @abstractmethod
    def view(self, state: StateT, seat: int | None) -> ViewT:
        """What ``seat`` may see (``None``: the public); the only place hidden info is cut."""

    @abstractmethod
    def result(self, state: StateT) -> ResultT:
        """Final (or, mid-game, provisional) scores with their breakdown."""

    def same_action(self, first: ActionT, second: ActionT) -> bool:
        """Whether two actions are one move, however written (a game whose move names two
        cells in either order says so)."""
        return first == second

    def describe_action(self, config: ConfigT, action: ActionT) -> Message:
        """A short wording of an action, for logs and summaries."""
        return Message("plain", {"text": str(self.action_to_json(action))})

    @abstractmethod
    def standings(self, result: ResultT) -> list[Standing]:
        """Each seat's score and rank from a result, ordered by seat."""

    # -- serialization -------------------------------------------------------------------------

    @abstractmethod
    def state_to_json(self, state: StateT) -> JSON:
        """Serialize a state (without its config) to plain JSON."""

    @abstractmethod
    def state_from_json(self, config: ConfigT, data: JSON) -> StateT:
        """Rebuild a state from ``state_to_json`` output and the game's config."""

    @abstractmethod
    def action_to_json(self, action: ActionT) -> JSON:
        """Serialize an action to plain JSON."""

    @abstractmethod
    def action_from_json(self, data: JSON) -> ActionT:
        """Rebuild an action; raise IllegalAction if the data does not describe one."""

    # -- derived -------------------------------------------------------------------------------

    def replay(self, config: ConfigT, seed: int, moves: Iterable[Move[ActionT]]) -> StateT:
        """Rebuild a state by applying a log of moves to the game dealt from ``seed``."""
        state = self.new_game(config, seed)
        for move in moves:
            state = self.apply(state, move.seat, move.action)
        return state


_REGISTRY: dict[str, Game[Any, Any, Any, Any, Any]] = {}


def register(game: Game[Any, Any, Any, Any, Any]) -> None:
    """Make a game available by name through ``get_game``."""
    _REGISTRY[game.name] = game


def unregister(name: str) -> None:
    """Forget the game called ``name`` (a game added for a while, as a test's)."""
    _REGISTRY.pop(name, None)


def get_game(name: str) -> Game[Any, Any, Any, Any, Any]:
    """The registered game called ``name``; raise ConfigError for an unknown one."""
    try:
        return _REGISTRY[name]
    except KeyError:
        known = ", ".join(sorted(_REGISTRY)) or "none"
        raise ConfigError("config-unknown-game", name=shown(name), known=known) from None


def game_names() -> list[str]:
    """Names of every registered game, sorted."""
    return sorted(_REGISTRY)
