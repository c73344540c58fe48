"""Serendipity's table config: who owns which colours, what an unowned colour does, and which
edition of the referee's rulings the table plays.

Colours come from, in order of precedence: ``colours`` (every seat's list), ``seat_choices`` (what
each seat picked in the lobby, the rest filled in), or the default split in rainbow order.

Rulings (``rules``): a table keeps the rulings it started with, so a rules change never breaks a
game in progress. 1: two players take 2 or 3 colours and three players 2; a colour scores its most
valuable carpet; the tile that meets the end condition ends the game at once. 2: two players take
1, 2 or 3 colours and three players 1 or 2; a colour scores its largest carpet, a player the sum of
its colours; the player resolves that tile first. 3 (the rulebook's scoring): as 2,
but a player with several colours scores one carpet, its largest among all its colours
(rules/serendipity.md). 4 (the default): as 3, but after moving a Serendip turning another tile
is the player's right, not a duty: they may end the turn.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.protocol import ConfigError, DataFileError, Message, message, shown
from engine.serendipity.board import COLOURS

UNOWNED = ("hidden", "shown", "shown_after_10")
MOST_PER_PLAYER = 3
#: The rulings new tables play; a config stored without ``rules`` was made under 1.
RULES = 4
RULINGS = (1, 2, 3, 4)
DEFAULT_PER_PLAYER = 2  # for two and three players
#: The most steps a game may start with already played (``head_start``).
MOST_HEAD_START = 300


@dataclass(frozen=True)
class SerendipityConfig:
    players: int
    colours: tuple[tuple[str, ...], ...]  # by seat
    unowned: str = "hidden"  # what an unowned colour does once turned
    rules: int = RULES
    #: The state keeps what the table saw of face-down tiles (``engine.serendipity.memory``).
    #: Tables stored before it was kept play on without it: their logs must replay to their
    #: snapshots.
    remembers: bool = False
    #: A game already under way (a tutorial's): this many steps played by the greedy AI for
    #: every seat before the first player's turn.
    head_start: int = 0

    @property
    def owner(self) -> dict[str, int]:
        return {colour: seat for seat, owned in enumerate(self.colours) for colour in owned}


def allowed_per_player(players: int, rules: int = RULES) -> tuple[int, ...]:
    """How many colours each player may take: with two players 1, 2 or 3 (rulings 1: 2 or 3),
    with three 1 or 2 (rulings 1: 2), else 1."""
    if rules == 1:
        return {2: (2, 3), 3: (2,)}.get(players, (1,))
    return {2: (1, 2, 3), 3: (1, 2)}.get(players, (1,))


def default_colours(players: int, per_player: int) -> tuple[tuple[str, ...], ...]:
    return tuple(
        tuple(COLOURS[seat * per_player : (seat + 1) * per_player]) for seat in range(players)
    )


def build_config(players: int, options: Mapping[str, Any] | None = None) -> SerendipityConfig:
    """Validate ``options`` for ``players`` seats; ConfigError names what is wrong.

    ``colours_with_two`` and ``colours_with_three`` are the table's choices for each size (a
    lobby does not know yet how many will sit); ``colours_per_player`` sets the count outright.
    """
    options = dict(options or {})
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 6:
        raise ConfigError("config-players-range", low=2, high=6, value=shown(players))
    rules = options.pop("rules", RULES)
    if not _is_count(rules) or rules not in RULINGS:
        raise DataFileError(f"rules must be one of {', '.join(map(str, RULINGS))}")
    by_size = {}
    for size, name in ((2, "colours_with_two"), (3, "colours_with_three")):
        allowed = allowed_per_player(size, rules)
        chosen = options.pop(name, DEFAULT_PER_PLAYER)
        if not _is_count(chosen) or chosen not in allowed:
            raise ConfigError(
                "serendipity-colours-for-size",
                size=size,
                allowed=message("list-or", items=list(allowed)),
                value=shown(chosen),
            )
        by_size[size] = chosen
    wanted = allowed_per_player(players, rules)
    per_player = options.pop("colours_per_player", by_size.get(players, wanted[0]))
    if not _is_count(per_player) or per_player not in wanted:
        raise ConfigError(
            "serendipity-colours-per-player",
            players=players,
            allowed=message("list-or", items=list(wanted)),
            most=wanted[-1],
        )
    colours = options.pop("colours", None)
    choices = options.pop("seat_choices", None)
    if colours is not None:
        chosen_colours = _check_colours(colours, players, per_player)
    elif choices is not None:
        chosen_colours = _from_choices(choices, players, per_player)
    else:
        chosen_colours = default_colours(players, per_player)
    unowned = options.pop("unowned", "hidden")
    if unowned not in UNOWNED:
        raise DataFileError(f"unowned must be one of {', '.join(UNOWNED)}, not {shown(unowned)}")
    head_start = options.pop("head_start", 0)
    if not _is_count(head_start) or not 0 <= head_start <= MOST_HEAD_START:
        raise ConfigError("serendipity-head-start", most=MOST_HEAD_START, value=shown(head_start))
    if options:
        raise ConfigError("config-unknown-option", name=shown(sorted(options)[0]))
    return SerendipityConfig(players, chosen_colours, unowned, rules, head_start=head_start)


def colour_word(colour: str) -> Message:
    """A Serendipity colour in words."""
    return message(f"serendipity-colour-{colour}")


def check_seat_choices(choices: Sequence[Any]) -> list[list[str]]:
    """Each seat's lobby pick (a list of 0 to 3 colours, or None); no colour picked twice.

    Returns the picks as lists, each in rainbow order."""
    picks: list[list[str]] = []
    taken: dict[str, int] = {}
    for seat, pick in enumerate(choices):
        pick = [] if pick is None else pick
        if not isinstance(pick, list | tuple) or len(pick) > MOST_PER_PLAYER:
            raise ConfigError("serendipity-pick-up-to", seat=seat + 1, most=MOST_PER_PLAYER)
        for colour in pick:
            if colour not in COLOURS:
                raise ConfigError("serendipity-not-a-colour", value=shown(colour))
            if colour in taken:
                raise ConfigError(
                    "serendipity-colour-taken", colour=colour_word(colour), seat=taken[colour] + 1
                )
            taken[colour] = seat
        picks.append([c for c in COLOURS if c in pick])
    return picks


def _from_choices(choices: Any, players: int, per_player: int) -> tuple[tuple[str, ...], ...]:
    """Each seat keeps its first picks (rainbow order) up to its share; the free colours fill
    the seats that picked fewer, in seat order."""
    if not isinstance(choices, list | tuple) or len(choices) != players:
        raise DataFileError(f"seat_choices: one entry per player ({players})")
    kept = [pick[:per_player] for pick in check_seat_choices(choices)]
    used = {c for pick in kept for c in pick}
    free = [c for c in COLOURS if c not in used]
    for pick in kept:
        while len(pick) < per_player:
            pick.append(free.pop(0))
    return tuple(tuple(pick) for pick in kept)


def _is_count(value: Any) -> bool:
    """A whole number (2.0 and True are not: the option is a count of colours)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _check_colours(colours: Any, players: int, per_player: int) -> tuple[tuple[str, ...], ...]:
    if (
        not isinstance(colours, list | tuple)
        or len(colours) != players
        or not all(isinstance(owned, list | tuple) for owned in colours)
    ):
        raise DataFileError(f"colours: one list per player ({players})")
    chosen = tuple(tuple(c) for c in colours)
    flat = [c for owned in chosen for c in owned]
    if any(len(owned) != per_player for owned in chosen):
        raise DataFileError(f"colours: each player takes {per_player}")
    unknown = [c for c in flat if c not in COLOURS]
    if unknown:
        raise DataFileError(f"colours: {shown(unknown[0])} is not one of {', '.join(COLOURS)}")
    if len(set(flat)) != len(flat):
        raise DataFileError("colours: no two players may own the same colour")
    return chosen
