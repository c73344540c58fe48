"""Serendipity: the tile game, as the referee specification (rules/serendipity.md) states it.

A turn is a chain of actions by one player: turn a face-down tile; a foreign or unowned colour is
turned back and ends the turn; an own colour stays up (turn another) or is swapped with a
face-down tile (the turn ends); a Serendip is kept with a rotation and two tiles are swapped (the
turn ends), or it is swapped with another tile, rotated, and the player turns another (under
rulings 4 that further turn is the player's right: they may end the turn instead). Face-up
Serendips never move again; moving never changes a tile's side.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from functools import lru_cache
from typing import Any

from engine.protocol import (
    JSON,
    DataFileError,
    Dynamics,
    EngineError,
    Game,
    IllegalAction,
    Message,
    Standing,
    shown,
)
from engine.serendipity import moves
from engine.serendipity.actions import (
    Action,
    EndTurn,
    KeepSerendip,
    LeaveOwn,
    MoveSerendip,
    SwapOwn,
    Turn,
    action_from_json,
    action_to_json,
    cell_of,
    describe,
    step_from_json,
    step_to_json,
)
from engine.serendipity.ai import greedy_policy
from engine.serendipity.board import (
    CELLS,
    COLOURS,
    SERENDIP,
    Tile,
    label,
    parse_label,
)
from engine.serendipity.choices import SerendipChoices
from engine.serendipity.config import SerendipityConfig, build_config, check_seat_choices
from engine.serendipity.memory import remembered
from engine.serendipity.scoring import player_breakdowns, player_scores
from engine.serendipity.state import (
    PER_COLOUR,
    SerendipityResult,
    SerendipityState,
    SerendipityView,
    board_of,
)


class SerendipityGame(
    Game[SerendipityConfig, SerendipityState, Action, SerendipityView, SerendipityResult]
):
    name = "serendipity"
    title = "Serendipity"
    round_word = None  # round_number counts actions: every one changes what may be done next
    dynamics = Dynamics.TURNS

    def player_range(self) -> tuple[int, int]:
        return 2, 6

    def make_config(
        self, players: int, options: Mapping[str, Any] | None = None
    ) -> SerendipityConfig:
        return replace(build_config(players, options), remembers=True)

    def check_seat_choices(self, choices: Sequence[Any]) -> None:
        check_seat_choices(choices)

    def config_to_json(self, config: SerendipityConfig) -> JSON:
        stored: dict[str, Any] = {
            "players": config.players,
            "colours": [list(c) for c in config.colours],
            "unowned": config.unowned,
            "rules": config.rules,
            "remembers": config.remembers,
        }
        if config.head_start:
            stored["head_start"] = config.head_start
        return stored

    def config_from_json(self, data: JSON) -> SerendipityConfig:
        try:
            colours = data["colours"]
            options = {
                "colours": colours,
                "colours_per_player": len(colours[0]),
                "unowned": data["unowned"],
                # Stored before rulings had a version: the table plays on under the first.
                "rules": data.get("rules", 1),
                "head_start": data.get("head_start", 0),
            }
            config = self.make_config(data["players"], options)
            return replace(config, remembers=data.get("remembers", False) is True)
        except (KeyError, TypeError, IndexError, AttributeError):
            raise DataFileError("stored config is missing players, colours or unowned") from None

    # -- play ----------------------------------------------------------------------------------

    def new_game(self, config: SerendipityConfig, seed: int) -> SerendipityState:
        rng = random.Random(seed)
        kinds = [kind for kind in (*COLOURS, SERENDIP) for _ in range(PER_COLOUR)]
        rng.shuffle(kinds)
        tiles = tuple(Tile(kind) for kind in kinds)
        state = SerendipityState(config, tiles, rng.randrange(config.players), "turn")
        return self._played_ahead(state, seed) if config.head_start else state

    def _played_ahead(self, state: SerendipityState, seed: int) -> SerendipityState:
        """``state`` after the config's head start: steps the greedy AI plays for every seat
        (seeded by the game's seed: a replay deals the same game)."""
        rng = random.Random(f"{seed}:head-start")
        for _ in range(state.config.head_start):
            if self.is_over(state):
                break
            seat = state.current
            legal = self.legal_actions(state, seat)
            state = self.apply(state, seat, greedy_policy(self.view(state, seat), legal, rng))
        return state

    def to_act(self, state: SerendipityState) -> frozenset[int]:
        return frozenset() if state.phase == "over" else frozenset({state.current})

    def waiting_for(self, state: SerendipityState) -> frozenset[int]:
        return self.to_act(state)

    def legal_actions(self, state: SerendipityState, seat: int) -> Sequence[Action]:
        if seat not in self.to_act(state):
            return []
        down = [c for c in CELLS if not state.tile(c).face_up]
        if state.phase == "turn":
            return [Turn(c) for c in down]
        if state.phase == "moved":  # the further turn is the player's right, not a duty
            return [*(Turn(c) for c in down), EndTurn()]
        if state.phase == "own":
            again: list[Action] = [Turn(c) for c in down]
            if moves.ending(state):  # nobody turns another tile: leave it, or swap it
                again = [LeaveOwn(state.pending)]  # type: ignore[arg-type]
            return again + [SwapOwn(c) for c in down]
        assert state.pending is not None  # the serendip phase is about a Serendip just turned
        return SerendipChoices([c for c in CELLS if not moves.fixed(state.tile(c))], state.pending)

    def apply(self, state: SerendipityState, seat: int, action: Action) -> SerendipityState:
        if state.phase == "over":
            raise IllegalAction("game-over")
        if seat != state.current:
            raise IllegalAction("not-your-turn")
        before = state
        state = replace(state, flash=None, step=state.step + 1)
        match action:
            case Turn(cell=cell) if state.phase in ("turn", "moved") or (
                state.phase == "own" and not moves.ending(state)
            ):
                state = moves.turn(state, cell_of(cell))
            case EndTurn() if state.phase == "moved":
                state = moves.next_player(state)
            case SwapOwn(target=target) if state.phase == "own":
                state = moves.swap_own(state, cell_of(target))
            case LeaveOwn(cell=cell) if state.phase == "own" and moves.ending(state):
                if cell_of(cell) != state.pending:
                    raise IllegalAction("serendipity-your-tile", cell=label(state.pending))  # type: ignore[arg-type]
                state = moves.next_player(state)
            case KeepSerendip() if state.phase == "serendip":
                state = moves.keep_serendip(state, action)
            case MoveSerendip() if state.phase == "serendip":
                state = moves.move_serendip(state, action)
            case _:
                raise IllegalAction(moves.what_now(state))
        if state.config.remembers:
            seen = remembered(before.seen, action, before.pending, state.flash)
            state = replace(state, seen=seen)
        return moves.record(before, moves.end_if_over(state), seat, action)

    def is_over(self, state: SerendipityState) -> bool:
        return state.phase == "over"

    def round_number(self, state: SerendipityState) -> int:
        return state.step

    # -- information ---------------------------------------------------------------------------

    def view(self, state: SerendipityState, seat: int | None) -> SerendipityView:
        board = board_of(state.tiles)
        own = seat is not None and 0 <= seat < state.config.players
        return SerendipityView(
            players=state.config.players,
            seat=seat if own else None,
            colours=state.config.colours,
            face_up={c: t for c, t in board.items() if t.face_up},
            face_down=frozenset(c for c, t in board.items() if not t.face_up),
            current=state.current,
            phase=state.phase,
            pending=state.pending,
            flash=state.flash,
            step=state.step,
            scores=tuple(player_scores(board, state.config.colours, state.config.rules)),
            over=state.phase == "over",
            this_turn=state.this_turn,
            last_turn=state.last_turn,
            ending=state.phase != "over" and moves.ending(state),
            rules=state.config.rules,
            remembered=dict(state.seen) if own else {},
        )

    def result(self, state: SerendipityState) -> SerendipityResult:
        config = state.config
        breakdown = player_breakdowns(board_of(state.tiles), config.colours, config.rules)
        scores = tuple(sum(colour.scored for colour in owned) for owned in breakdown)
        ranks = tuple(1 + sum(s > mine for s in scores) for mine in scores)
        winners = tuple(s for s, r in enumerate(ranks) if r == 1)
        return SerendipityResult(scores, ranks, winners, breakdown)

    def standings(self, result: SerendipityResult) -> list[Standing]:
        return [
            Standing(seat, score, rank)
            for seat, (score, rank) in enumerate(zip(result.scores, result.ranks, strict=True))
        ]

    def same_action(self, first: Action, second: Action) -> bool:
        """A kept Serendip's swap of two tiles is one move in either order."""
        if isinstance(first, KeepSerendip) and isinstance(second, KeepSerendip):
            return first.rotation == second.rotation and {first.a, first.b} == {second.a, second.b}
        return first == second

    def describe_action(self, config: SerendipityConfig, action: Action) -> Message:
        return describe(action)

    # -- serialization -------------------------------------------------------------------------

    def state_to_json(self, state: SerendipityState) -> JSON:
        return {
            "tiles": [[t.kind, t.face_up, t.rotation] for t in state.tiles],
            "current": state.current,
            "phase": state.phase,
            "pending": None if state.pending is None else label(state.pending),
            "flash": None if state.flash is None else [label(state.flash[0]), state.flash[1]],
            "step": state.step,
            "this_turn": [step_to_json(s) for s in state.this_turn],
            "last_turn": None
            if state.last_turn is None
            else [state.last_turn[0], [step_to_json(s) for s in state.last_turn[1]]],
            "seen": [[label(cell), kind] for cell, kind in state.seen],
        }

    def state_from_json(self, config: SerendipityConfig, data: JSON) -> SerendipityState:
        try:
            flash = data["flash"]
            tiles = tuple(_stored_tile(k, up, r) for k, up, r in data["tiles"])
            if len(tiles) != len(CELLS):  # one tile per cell, or the board cannot be laid
                raise ValueError(f"{len(tiles)} tiles for {len(CELLS)} cells")
            return SerendipityState(
                config=config,
                tiles=tiles,
                current=data["current"],
                phase=data["phase"],
                pending=None if data["pending"] is None else cell_of(parse_label(data["pending"])),
                flash=None if flash is None else (cell_of(parse_label(flash[0])), flash[1]),
                step=data["step"],
                this_turn=tuple(step_from_json(s) for s in data["this_turn"]),
                last_turn=None
                if data["last_turn"] is None
                else (
                    data["last_turn"][0],
                    tuple(step_from_json(s) for s in data["last_turn"][1]),
                ),
                seen=tuple(
                    (cell_of(parse_label(cell)), kind) for cell, kind in data.get("seen", ())
                ),
            )
        except (KeyError, TypeError, ValueError, IllegalAction) as error:
            raise EngineError(f"malformed Serendipity state: {shown(error)}") from None

    def action_to_json(self, action: Action) -> JSON:
        return action_to_json(action)

    def action_from_json(self, data: JSON) -> Action:
        return action_from_json(data)


# -- rules -------------------------------------------------------------------------------------


@lru_cache(maxsize=256)
def _stored_tile(kind: str, face_up: bool, rotation: int) -> Tile:
    """A tile read from a stored state. Tiles never change, and a board holds at most 84
    distinct ones: each is made once and shared, which makes loading a table four times faster."""
    return Tile(kind, bool(face_up), rotation)
