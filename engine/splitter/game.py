"""Splitter: the roll-and-write game, as the referee specification (rules/splitter.md) states it.

Each round the engine rolls two dice; every player, simultaneously, writes both numbers into a
mirror pair of empty cells of their own sheet, choosing which goes left. A placement may be
changed until the last player has placed; then all are written at once. 22 rounds fill the
44 cells. 1–12 players; one player is the solo game.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from engine.protocol import (
    JSON,
    ConfigError,
    DataFileError,
    EngineError,
    Game,
    IllegalAction,
    Message,
    Standing,
    message,
    shown,
)
from engine.splitter.layout import Layout, Position, shipped_pads
from engine.splitter.scoring import Score, score_layout

PADS = shipped_pads()
Sheet = tuple[tuple[int | None, ...], ...]


@dataclass(frozen=True)
class SplitterConfig:
    players: int
    pad: str = "A"

    @property
    def layout(self) -> Layout:
        return PADS[self.pad]

    @property
    def rounds(self) -> int:
        return len(self.layout.pairs)


@dataclass(frozen=True, slots=True)
class Place:
    """Write ``numbers[i]`` into ``cells[i]``: the two dice into a mirror pair."""

    cells: tuple[Position, Position]
    numbers: tuple[int, int]


@dataclass(frozen=True)
class SplitterState:
    config: SplitterConfig = field(compare=False, repr=False)
    round: int  # 1..rounds; rounds + 1 once over
    rolls: tuple[tuple[int, int], ...]  # every round's roll, drawn at the start from the seed
    sheets: tuple[Sheet, ...]
    pending: Mapping[int, Place]  # this round's placements, secret until all have placed
    last: tuple[Place | None, ...] = ()  # the previous round's placements, by seat

    @property
    def over(self) -> bool:
        return self.round > self.config.rounds


@dataclass(frozen=True)
class SplitterView:
    """What a seat (or the public) may see: everything but future rolls and others' pending
    placements."""

    players: int
    seat: int | None
    pad: str
    layout: Layout
    round: int
    rounds: int
    roll: tuple[int, int] | None
    sheets: tuple[Sheet, ...]
    placed: frozenset[int]
    last: tuple[Place | None, ...]
    over: bool
    my_pending: Place | None = None


@dataclass(frozen=True, slots=True)
class SheetResult:
    seat: int
    score: Score
    rank: int


@dataclass(frozen=True)
class SplitterResult:
    players: tuple[SheetResult, ...]  # by seat
    winners: tuple[int, ...]


def empty_sheet(layout: Layout) -> Sheet:
    return tuple(tuple(None for _ in range(layout.width)) for _ in range(layout.height))


def write(sheet: Sheet, place: Place) -> Sheet:
    rows = [list(row) for row in sheet]
    for (r, x), number in zip(place.cells, place.numbers, strict=True):
        rows[r][x] = number
    return tuple(tuple(row) for row in rows)


def placements(layout: Layout, sheet: Sheet, roll: tuple[int, int]) -> list[Place]:
    """Every legal placement of ``roll`` on ``sheet``: each empty mirror pair, both ways round
    (once when the dice are equal)."""
    first, second = roll
    orders = [(first, second)] if first == second else [(first, second), (second, first)]
    return [
        Place((left, right), numbers)
        for left, right in layout.pairs
        if sheet[left[0]][left[1]] is None and sheet[right[0]][right[1]] is None
        for numbers in orders
    ]


def check_place(layout: Layout, sheet: Sheet, roll: tuple[int, int], place: Place) -> None:
    """Refuse an illegal placement with a reason a player can read."""
    (r1, x1), (r2, x2) = place.cells
    for r, x in place.cells:
        if not layout.is_cell(r, x):
            raise IllegalAction("splitter-not-a-cell", row=r + 1, column=x + 1)
        if sheet[r][x] is not None:
            raise IllegalAction("splitter-cell-filled", row=r + 1, column=x + 1)
    if r1 != r2 or x1 + x2 != layout.width - 1 or x1 == x2:
        raise IllegalAction("splitter-mirror-pair")
    if sorted(place.numbers) != sorted(roll):
        raise IllegalAction("splitter-write-rolled", a=roll[0], b=roll[1])


class SplitterGame(Game[SplitterConfig, SplitterState, Place, SplitterView, SplitterResult]):
    name = "splitter"
    title = "Splitter"

    def player_range(self) -> tuple[int, int]:
        return 1, 12

    def make_config(self, players: int, options: Mapping[str, Any] | None = None) -> SplitterConfig:
        options = dict(options or {})
        pad = options.pop("pad", "A")
        if options:
            raise ConfigError("config-unknown-option", name=shown(sorted(options)[0]))
        if not isinstance(players, int) or isinstance(players, bool) or not 1 <= players <= 12:
            raise ConfigError("config-players-range", low=1, high=12, value=shown(players))
        if not isinstance(pad, str) or pad not in PADS:
            raise ConfigError(
                "splitter-unknown-pad", pads=", ".join(sorted(PADS)), value=shown(pad)
            )
        return SplitterConfig(players, pad)

    def config_to_json(self, config: SplitterConfig) -> JSON:
        return {"players": config.players, "pad": config.pad}

    def config_from_json(self, data: JSON) -> SplitterConfig:
        try:
            return self.make_config(data["players"], {"pad": data.get("pad", "A")})
        except (KeyError, TypeError, AttributeError):
            raise DataFileError("stored config is missing 'players'") from None

    # -- play ----------------------------------------------------------------------------------

    def new_game(self, config: SplitterConfig, seed: int) -> SplitterState:
        rng = random.Random(seed)
        rolls = tuple((rng.randint(1, 6), rng.randint(1, 6)) for _ in range(config.rounds))
        return SplitterState(
            config=config,
            round=1,
            rolls=rolls,
            sheets=tuple(empty_sheet(config.layout) for _ in range(config.players)),
            pending={},
        )

    def to_act(self, state: SplitterState) -> frozenset[int]:
        # Every player may place, or change a placement, until the round resolves.
        return frozenset() if state.over else frozenset(range(state.config.players))

    def waiting_for(self, state: SplitterState) -> frozenset[int]:
        return self.to_act(state) - frozenset(state.pending)

    def legal_actions(self, state: SplitterState, seat: int) -> list[Place]:
        if seat not in self.to_act(state):
            return []
        roll = state.rolls[state.round - 1]
        return placements(state.config.layout, state.sheets[seat], roll)

    def apply(self, state: SplitterState, seat: int, action: Place) -> SplitterState:
        if state.over:
            raise IllegalAction("game-over")
        if not isinstance(seat, int) or not 0 <= seat < state.config.players:
            raise IllegalAction("not-a-seat", seat=shown(seat))
        if not isinstance(action, Place):
            raise IllegalAction("splitter-place-shape")
        roll = state.rolls[state.round - 1]
        check_place(state.config.layout, state.sheets[seat], roll, action)
        pending = {**state.pending, seat: action}
        if len(pending) < state.config.players:
            return replace(state, pending=pending)
        sheets = tuple(write(sheet, pending[s]) for s, sheet in enumerate(state.sheets))
        last = tuple(pending[s] for s in range(state.config.players))
        return replace(state, round=state.round + 1, sheets=sheets, pending={}, last=last)

    def is_over(self, state: SplitterState) -> bool:
        return state.over

    def round_number(self, state: SplitterState) -> int:
        return state.round

    # -- information ---------------------------------------------------------------------------

    def view(self, state: SplitterState, seat: int | None) -> SplitterView:
        own = seat is not None and 0 <= seat < state.config.players
        return SplitterView(
            players=state.config.players,
            seat=seat if own else None,
            pad=state.config.pad,
            layout=state.config.layout,
            round=state.round,
            rounds=state.config.rounds,
            roll=None if state.over else state.rolls[state.round - 1],
            sheets=state.sheets,
            placed=frozenset(state.pending),
            last=state.last,
            over=state.over,
            my_pending=state.pending.get(seat) if own else None,  # type: ignore[arg-type]
        )

    def result(self, state: SplitterState) -> SplitterResult:
        layout = state.config.layout
        scores = [score_layout(layout, sheet) for sheet in state.sheets]
        totals = [s.total for s in scores]
        ranks = [1 + sum(t > mine for t in totals) for mine in totals]
        players = tuple(
            SheetResult(seat, score, rank)
            for seat, (score, rank) in enumerate(zip(scores, ranks, strict=True))
        )
        return SplitterResult(players, tuple(s for s, r in enumerate(ranks) if r == 1))

    def standings(self, result: SplitterResult) -> list[Standing]:
        return [Standing(p.seat, p.score.total, p.rank) for p in result.players]

    def same_action(self, first: Place, second: Place) -> bool:
        """Two numbers written into a pair of cells are one move in either order."""
        return first in (second, Place(second.cells[::-1], second.numbers[::-1]))

    def describe_action(self, config: SplitterConfig, action: Place) -> Message:
        (r, x1), (_, x2) = action.cells
        a, b = action.numbers
        return message("splitter-did-write", a=a, b=b, row=r + 1, x1=x1 + 1, x2=x2 + 1)

    # -- serialization -------------------------------------------------------------------------

    def state_to_json(self, state: SplitterState) -> JSON:
        return {
            "round": state.round,
            "rolls": [list(r) for r in state.rolls],
            "sheets": [[list(row) for row in sheet] for sheet in state.sheets],
            "pending": {str(s): self.action_to_json(p) for s, p in sorted(state.pending.items())},
            "last": [None if p is None else self.action_to_json(p) for p in state.last],
        }

    def state_from_json(self, config: SplitterConfig, data: JSON) -> SplitterState:
        try:
            return SplitterState(
                config=config,
                round=data["round"],
                rolls=tuple((a, b) for a, b in data["rolls"]),
                sheets=tuple(tuple(tuple(row) for row in sheet) for sheet in data["sheets"]),
                pending={int(s): self.action_from_json(p) for s, p in data["pending"].items()},
                last=tuple(None if p is None else self.action_from_json(p) for p in data["last"]),
            )
        except (KeyError, TypeError, ValueError, IllegalAction) as error:
            raise EngineError(f"malformed Splitter state: {shown(error)}") from None

    def action_to_json(self, action: Place) -> JSON:
        if not isinstance(action, Place):  # another game's action, say
            raise IllegalAction("not-an-action", value=shown(action))
        return {"cells": [list(c) for c in action.cells], "numbers": list(action.numbers)}

    def action_from_json(self, data: JSON) -> Place:
        try:
            (r1, x1), (r2, x2) = data["cells"]
            a, b = data["numbers"]
            values = (r1, x1, r2, x2, a, b)
            if all(isinstance(v, int) and not isinstance(v, bool) for v in values):
                return Place(((r1, x1), (r2, x2)), (a, b))
        except (KeyError, TypeError, ValueError):
            pass
        raise IllegalAction("splitter-place-shape")
