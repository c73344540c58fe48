"""Split it!: the rules of a whole game, as the referee specification (rules/split-it.md) states
them. Cards are numbers 1–10; 0 is a joker.

Decisions where the specification is silent: jokers are placed one action at a time, into any
column the taker holds after the take; waiting jokers join the column of the first number card
(in row order) of the take that creates the player's first column; cards left in the row when
every player has taken are discarded.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, TypeGuard

from engine.protocol import (
    JSON,
    ConfigError,
    DataFileError,
    EngineError,
    Game,
    IllegalAction,
    Message,
    Standing,
    shown,
)
from engine.splitit.scoring import SplitItResult, score_columns
from engine.splitit.state import (
    Action,
    Bet,
    Discard,
    PlaceJoker,
    Split,
    SplitItConfig,
    SplitItState,
    SplitItView,
    ZoneOutcome,
    describe,
    full_deck,
    zones_of,
)
from engine.splitit.steps import (
    column_of,
    discard_zone,
    place_bet,
    place_joker,
    split_row,
    start_round,
    whose_move,
)

#: The fewest cards a row has is 7: a shorter game has at most as many rows as the deck.
MOST_ROWS = 10


class SplitItGame(Game[SplitItConfig, SplitItState, Action, SplitItView, SplitItResult]):
    name = "splitit"
    title = "Split it!"
    round_word = None  # round_number counts steps (split, bets, jokers), not rounds

    def player_range(self) -> tuple[int, int]:
        return 2, 4

    def make_config(self, players: int, options: Mapping[str, Any] | None = None) -> SplitItConfig:
        options = dict(options or {})
        rows = options.pop("rows", None)
        if options:
            raise ConfigError("config-unknown-option", name=shown(sorted(options)[0]))
        if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 4:
            raise ConfigError("config-players-range", low=2, high=4, value=shown(players))
        if rows is not None and (not _is_int(rows) or not 1 <= rows <= MOST_ROWS):
            raise ConfigError("splitit-config-rows", most=MOST_ROWS, value=shown(rows))
        return SplitItConfig(players, rows)

    def config_to_json(self, config: SplitItConfig) -> JSON:
        if config.rows is None:
            return {"players": config.players}
        return {"players": config.players, "rows": config.rows}

    def config_from_json(self, data: JSON) -> SplitItConfig:
        try:
            options = {"rows": data["rows"]} if "rows" in data else None
            return self.make_config(data["players"], options)
        except (KeyError, TypeError):
            raise DataFileError("stored config is missing 'players'") from None

    # -- play ----------------------------------------------------------------------------------

    def new_game(self, config: SplitItConfig, seed: int) -> SplitItState:
        rng = random.Random(seed)
        deck = full_deck()
        rng.shuffle(deck)
        if config.rows is not None:
            deck = deck[: config.rows * config.row_size]
        splitter = rng.randrange(config.players)
        empty = tuple(0 for _ in range(config.players))
        state = SplitItState(
            config=config,
            round=0,
            turn=0,
            splitter=splitter,
            phase="split",
            deck=tuple(deck),
            row=(),
            cuts=(),
            discarded_zone=None,
            in_round=frozenset(),
            bets={},
            columns=tuple({} for _ in range(config.players)),
            waiting_jokers=empty,
            pending_jokers=empty,
            discard=(),
        )
        return start_round(state, splitter)

    def to_act(self, state: SplitItState) -> frozenset[int]:
        if state.phase == "split":
            return frozenset({state.splitter})
        if state.phase == "discard":
            return frozenset({(state.splitter + 1) % 2})
        if state.phase == "bet":
            return state.in_round
        if state.phase == "jokers":
            return frozenset(s for s, n in enumerate(state.pending_jokers) if n)
        return frozenset()

    def waiting_for(self, state: SplitItState) -> frozenset[int]:
        if state.phase == "bet":
            return state.in_round - frozenset(state.bets)
        return self.to_act(state)

    def legal_actions(self, state: SplitItState, seat: int) -> list[Action]:
        if seat not in self.to_act(state):
            return []
        if state.phase == "split":
            n = len(state.row)
            return [Split(a, b) for a in range(1, n - 1) for b in range(a + 1, n)]
        zones = [name for name, _ in zones_of(state.row, state.cuts, state.discarded_zone)]
        if state.phase == "discard":
            return [Discard(z) for z in zones]
        if state.phase == "bet":
            return [Bet(z) for z in zones]
        return [PlaceJoker(n) for n in sorted(state.columns[seat])]

    def apply(self, state: SplitItState, seat: int, action: Action) -> SplitItState:
        if state.phase == "over":
            raise IllegalAction("game-over")
        if not isinstance(seat, int) or not 0 <= seat < state.config.players:
            raise IllegalAction("not-a-seat", seat=shown(seat))
        if seat not in self.to_act(state):
            raise IllegalAction(whose_move(state))
        if state.phase == "split":
            return split_row(state, action)
        if state.phase == "discard":
            return discard_zone(state, action)
        if state.phase == "bet":
            return place_bet(state, seat, action)
        return place_joker(state, seat, action)

    def is_over(self, state: SplitItState) -> bool:
        return state.phase == "over"

    def round_number(self, state: SplitItState) -> int:
        return state.turn

    # -- information ---------------------------------------------------------------------------

    def view(self, state: SplitItState, seat: int | None) -> SplitItView:
        own = seat is not None and 0 <= seat < state.config.players
        return SplitItView(
            players=state.config.players,
            seat=seat if own else None,
            round=state.round,
            turn=state.turn,
            splitter=state.splitter,
            phase=state.phase,
            row=state.row,
            zones=zones_of(state.row, state.cuts, state.discarded_zone),
            discarded_zone=state.discarded_zone,
            in_round=state.in_round,
            betted=frozenset(state.bets),
            columns=state.columns,
            waiting_jokers=state.waiting_jokers,
            pending_jokers=state.pending_jokers,
            deck_count=len(state.deck),
            discard_count=len(state.discard),
            last_reveal=state.last_reveal,
            over=state.phase == "over",
            my_bet=state.bets.get(seat) if own else None,  # type: ignore[arg-type]
            cuts=state.cuts,
        )

    def result(self, state: SplitItState) -> SplitItResult:
        return score_columns(state.columns, final=state.phase == "over")

    def standings(self, result: SplitItResult) -> list[Standing]:
        return [Standing(p.seat, p.score, p.rank) for p in result.players]

    def describe_action(self, config: SplitItConfig, action: Action) -> Message:
        return describe(action)

    # -- serialization -------------------------------------------------------------------------

    def state_to_json(self, state: SplitItState) -> JSON:
        return {
            "round": state.round,
            "turn": state.turn,
            "splitter": state.splitter,
            "phase": state.phase,
            "deck": list(state.deck),
            "row": list(state.row),
            "cuts": list(state.cuts),
            "discarded_zone": state.discarded_zone,
            "in_round": sorted(state.in_round),
            "bets": {str(s): z for s, z in sorted(state.bets.items())},
            "columns": [
                {str(n): [c.cards, c.jokers] for n, c in sorted(cols.items())}
                for cols in state.columns
            ],
            "waiting_jokers": list(state.waiting_jokers),
            "pending_jokers": list(state.pending_jokers),
            "discard": list(state.discard),
            "last_reveal": [
                [o.zone, list(o.cards), list(o.bettors), o.outcome] for o in state.last_reveal
            ],
        }

    def state_from_json(self, config: SplitItConfig, data: JSON) -> SplitItState:
        try:
            return SplitItState(
                config=config,
                round=data["round"],
                turn=data["turn"],
                splitter=data["splitter"],
                phase=data["phase"],
                deck=tuple(data["deck"]),
                row=tuple(data["row"]),
                cuts=tuple(data["cuts"]),
                discarded_zone=data["discarded_zone"],
                in_round=frozenset(data["in_round"]),
                bets={int(s): z for s, z in data["bets"].items()},
                columns=tuple(
                    {int(n): column_of(c, j) for n, (c, j) in cols.items()}
                    for cols in data["columns"]
                ),
                waiting_jokers=tuple(data["waiting_jokers"]),
                pending_jokers=tuple(data["pending_jokers"]),
                discard=tuple(data["discard"]),
                last_reveal=tuple(
                    ZoneOutcome(z, tuple(c), tuple(b), o) for z, c, b, o in data["last_reveal"]
                ),
            )
        except (KeyError, TypeError, ValueError) as error:
            raise EngineError(f"malformed Split it! state: {shown(error)}") from None

    def action_to_json(self, action: Action) -> JSON:
        match action:
            case Split(first=a, second=b):
                return {"split": [a, b]}
            case Discard(zone=zone):
                return {"discard": zone}
            case Bet(zone=zone):
                return {"bet": zone}
            case PlaceJoker(number=n):
                return {"joker": n}
        raise IllegalAction("not-an-action", value=shown(action))

    def action_from_json(self, data: JSON) -> Action:
        if isinstance(data, dict) and len(data) == 1:
            ((key, value),) = data.items()
            whole = isinstance(value, list) and len(value) == 2
            if key == "split" and whole and all(_is_int(v) for v in value):
                return Split(value[0], value[1])
            if key in ("discard", "bet") and isinstance(value, str):
                return Discard(value) if key == "discard" else Bet(value)
            if key == "joker" and _is_int(value):
                return PlaceJoker(value)
        raise IllegalAction("splitit-action-shape")


def _is_int(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)
