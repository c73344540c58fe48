"""What the table service hands to transports: tables, seats, timer policies and events."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Literal, Protocol, TypeAlias, TypeVar, get_args

from bot.i18n import language_or_default
from bot.service.errors import BadOptions
from engine import Message, get_game
from engine.ai import DEFAULT_LEVEL, LEVELS
from engine.protocol import shown

TableStatus = Literal["lobby", "running", "finished", "cancelled", "frozen"]
TABLE_STATUSES: tuple[TableStatus, ...] = get_args(TableStatus)
OPEN_STATUSES: tuple[TableStatus, ...] = ("lobby", "running")
ActionSource = Literal["player", "ai", "timer"]


@dataclass(frozen=True, slots=True)
class Player:
    """A person as the transport knows them."""

    user_id: int
    name: str


@dataclass(frozen=True, slots=True)
class SeatInfo:
    """A seat: a person, or an AI (``ai_policy`` set; also when an AI took over a person's seat)."""

    position: int | None
    user_id: int | None
    name: str
    ai_policy: str | None = None

    @property
    def is_ai(self) -> bool:
        return self.ai_policy is not None


@dataclass(frozen=True)
class ExpiryRules:
    """How long a lobby waits to be started, and a game to be played."""

    lobby_minutes: float = 30
    idle_hours: float = 24

    def __post_init__(self) -> None:
        if not (self.lobby_minutes > 0 and self.idle_hours > 0):
            raise ValueError("expiry times must be positive")


#: How many deadlines in a row a seat may miss under the ``drop`` timer, unless told.
DROP_AFTER = 3


@dataclass(frozen=True, slots=True)
class TimerPolicy:
    """What happens to a seat that keeps a table waiting.

    ``off``: nothing. ``remind``: a reminder after ``minutes``. ``autoplay``: a reminder at half
    time, then the AI plays for the seat after ``minutes``. ``drop``: as ``autoplay``, and once
    the AI has played for the seat ``misses`` times in a row, it keeps the seat.
    """

    policy: Literal["off", "remind", "autoplay", "drop"] = "off"
    minutes: float = 0
    misses: int = 0

    @property
    def plays_for_late_seats(self) -> bool:
        return self.policy in ("autoplay", "drop")

    @classmethod
    def from_options(cls, raw: Any) -> TimerPolicy:
        """Validate the ``timer`` option: ``{"policy": ..., "minutes": ...}`` or absent."""
        if raw is None:
            return cls()
        if not isinstance(raw, dict):
            raise BadOptions("timer-shape")
        policy = raw.get("policy", "off")
        if policy not in ("off", "remind", "autoplay", "drop"):
            raise BadOptions("timer-policy", value=shown(policy))
        minutes = raw.get("minutes", 0)
        if policy == "off":
            return cls()
        if isinstance(minutes, bool) or not isinstance(minutes, int | float):
            raise BadOptions("timer-minutes", value=shown(minutes))
        if not 0.5 <= minutes <= 24 * 60:
            raise BadOptions("timer-minutes", value=shown(minutes))
        if policy != "drop":
            return cls(policy, float(minutes))
        misses = raw.get("misses", DROP_AFTER)
        if isinstance(misses, bool) or not isinstance(misses, int) or not 1 <= misses <= 10:
            raise BadOptions("timer-misses", value=shown(misses))
        return cls(policy, float(minutes), misses)

    def to_options(self) -> dict[str, Any]:
        chosen: dict[str, Any] = {"policy": self.policy, "minutes": self.minutes}
        if self.policy == "drop":
            chosen["misses"] = self.misses
        return chosen

    def describe(self) -> Message:
        """A short wording for lobby and status messages."""
        return Message(
            f"timer-{self.policy}", {"minutes": f"{self.minutes:g}", "misses": self.misses}
        )


def seat_position(seats: Sequence[SeatInfo], user_id: int) -> int | None:
    """The position of ``user_id``'s seat, if the user plays there (and no AI replaced them)."""
    for seat in seats:
        if seat.user_id == user_id and not seat.is_ai:
            return seat.position
    return None


PublicT_co = TypeVar("PublicT_co", covariant=True)
SeatT_co = TypeVar("SeatT_co", covariant=True)


class GameTable(Protocol[PublicT_co, SeatT_co]):
    """A table as transports see it: everything about the table, the public view (``public``,
    a ``PublicT_co``) and what one seat may see (``view_for``, a ``SeatT_co``), but never the
    engine state. The service's methods return tables as ``TableView`` (``TableInfo``
    underneath): a transport that reads the state is a type error. A game's own Discord code
    names its table with its engine's view types, e.g. ``GameTable[SplitoView, SplitoView]``.
    """

    @property
    def id(self) -> int: ...
    @property
    def game(self) -> str: ...
    @property
    def status(self) -> TableStatus: ...
    @property
    def guild_id(self) -> int | None: ...
    @property
    def channel_id(self) -> int | None: ...
    @property
    def thread_id(self) -> int | None: ...
    @property
    def host_id(self) -> int | None: ...
    @property
    def options(self) -> dict[str, Any]: ...
    @property
    def seats(self) -> tuple[SeatInfo, ...]: ...
    @property
    def version(self) -> int: ...
    @property
    def round(self) -> int: ...
    @property
    def config(self) -> Any: ...
    @property
    def lobby_message_id(self) -> int | None: ...
    @property
    def board_message_id(self) -> int | None: ...
    @property
    def frozen_reason(self) -> str | None: ...
    @property
    def public(self) -> PublicT_co: ...
    @property
    def to_act(self) -> frozenset[int]: ...
    @property
    def hands_in_dms(self) -> bool: ...
    @property
    def hints(self) -> bool: ...
    @property
    def tutorial(self) -> bool: ...
    @property
    def timer(self) -> TimerPolicy: ...
    @property
    def language(self) -> str: ...
    @property
    def ai_level(self) -> str: ...
    def view_for(self, seat: int) -> SeatT_co: ...
    def result(self) -> Any: ...
    def seat_of(self, user_id: int) -> int | None: ...
    def seat_at(self, position: int) -> SeatInfo: ...
    def shown_to(self, user_id: int) -> bool: ...
    def shown(self, at: ShownAt) -> GameTable[PublicT_co, SeatT_co]: ...


#: A table of any game, as the shared code sees it.
TableView: TypeAlias = GameTable[Any, Any]


@dataclass(frozen=True)
class TableInfo:
    """A read-only picture of a table: a ``TableView`` with the engine's full ``state``, for
    the service and tools only (transports receive it typed as a ``TableView``)."""

    id: int
    game: str
    status: TableStatus
    guild_id: int | None
    channel_id: int | None
    thread_id: int | None
    host_id: int | None
    options: dict[str, Any]
    seats: tuple[SeatInfo, ...]
    version: int
    round: int
    config: Any = field(default=None, repr=False)
    state: Any = field(default=None, repr=False)
    lobby_message_id: int | None = None
    board_message_id: int | None = None
    # Why the table was frozen, for operators (players are told in plain words).
    frozen_reason: str | None = None
    #: The public view of ``state`` (None before the game starts), computed once per state.
    public: Any = field(default=None, repr=False)
    #: The seats that may act now.
    to_act: frozenset[int] = frozenset()

    @property
    def hands_in_dms(self) -> bool:
        """Whether players' hands live in direct messages (a table option) rather than in
        replies only the clicker sees."""
        return self.options.get("hands") == "dm"

    @property
    def hints(self) -> bool:
        """Whether the table shows learners the strong AI's suggestion (a table option, and
        every tutorial's; such a table is not rated)."""
        return self.options.get("hints") is True or self.tutorial

    @property
    def tutorial(self) -> bool:
        """Whether the table is a tutorial (``engine.tutorials``): one learner, guided by
        lessons, never rated nor in the stats."""
        return self.options.get("tutorial") is True

    def shown_to(self, user_id: int) -> bool:
        """Whether ``user_id`` may look at this table's record (replay it, review it, open a
        real game from it): anyone, but a tutorial is its learner's alone."""
        return not self.tutorial or self.seat_of(user_id) is not None

    def view_for(self, seat: int) -> Any:
        """What ``seat`` may see of the game (its own hand, say): for that player only."""
        return get_game(self.game).view(self.state, seat)

    def result(self) -> Any:
        """The game's result: final scores once it is over."""
        return get_game(self.game).result(self.state)

    @property
    def timer(self) -> TimerPolicy:
        return TimerPolicy.from_options(self.options.get("timer"))

    @property
    def language(self) -> str:
        """The language of what the table shows everyone (older tables: English)."""
        return language_or_default(self.options.get("language"))

    @property
    def ai_level(self) -> str:
        """The level of the AI seats the lobby adds and of the AI that plays for a late or
        departed player (older tables: normal)."""
        return ai_level(self.options)

    def seat_of(self, user_id: int) -> int | None:
        return seat_position(self.seats, user_id)

    def seat_at(self, position: int) -> SeatInfo:
        return next(s for s in self.seats if s.position == position)

    def shown(self, at: ShownAt) -> TableInfo:
        """This table with the transport's messages as ``at`` says they are now."""
        return replace(
            self, lobby_message_id=at.lobby_message_id, board_message_id=at.board_message_id
        )


@dataclass(frozen=True)
class DmHand:
    """Where a seat's hand lives at a table whose hands go to direct messages: a DM message
    (``message_id``), or nowhere yet; ``refused`` once the player's DMs turned out closed."""

    seat: int
    user_id: int
    channel_id: int | None = None
    message_id: int | None = None
    refused: bool = False


@dataclass(frozen=True)
class ShownAt:
    """Where a transport shows a table now: its status, its lobby and board messages."""

    status: TableStatus
    lobby_message_id: int | None
    board_message_id: int | None


# -- events: what happened, for transports to show ----------------------------------------------


@dataclass(frozen=True)
class Event:
    table: TableView


@dataclass(frozen=True)
class GameStarted(Event):
    pass


@dataclass(frozen=True)
class TableCancelled(Event):
    """The host (or a moderator) cancelled the table, in its lobby or while it ran."""


@dataclass(frozen=True)
class TableExpired(TableCancelled):
    """Nobody started the lobby (``why="lobby"``, after ``after`` minutes), or nothing happened
    in the game (``why="idle"``, after ``after`` hours): the table is cancelled."""

    why: Literal["lobby", "idle"]
    after: float


@dataclass(frozen=True)
class SeatDropped(Event):
    """The ``drop`` timer gave an AI the seat of a person who missed ``misses`` deadlines in a
    row."""

    seat: int
    user_id: int | None
    misses: int


@dataclass(frozen=True)
class ActionTaken(Event):
    """A seat acted without ending the round (e.g. a secret pick: who, never what)."""

    seat: int
    source: ActionSource


@dataclass(frozen=True)
class RoundResolved(Event):
    """A round ended; ``round`` is the one that ended. The table is already in the next one.

    ``closing`` and ``opening`` are the public views as the round ended and right after it, so a
    transport can show each round of a batch in which AI seats played several."""

    round: int
    closing: Any = field(default=None, repr=False)
    opening: Any = field(default=None, repr=False)


@dataclass(frozen=True)
class GameFinished(Event):
    result: Any = field(repr=False)


@dataclass(frozen=True)
class Reminder(Event):
    seat: int
    user_id: int | None
    minutes_left: float | None


@dataclass(frozen=True)
class PlayedForPlayer(Event):
    """The timer ran out and the AI played for the seat."""

    seat: int
    user_id: int | None


@dataclass(frozen=True)
class SeatTakenByAI(Event):
    """A player left a running game; an AI plays their seat from now on."""

    seat: int
    user_id: int


@dataclass(frozen=True)
class TableFrozenEvent(Event):
    """A table's log no longer replays: it is paused (the operator's log says exactly why)."""


def ai_level(options: Mapping[str, Any]) -> str:
    """A table's AI level, from its options (older tables, and any unknown value: normal)."""
    level = options.get("ai_level", DEFAULT_LEVEL)
    return level if level in LEVELS else DEFAULT_LEVEL


def ai_policy(options: Mapping[str, Any]) -> str:
    """The policy a table's AI level plays."""
    return LEVELS[ai_level(options)]
