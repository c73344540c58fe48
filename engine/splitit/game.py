"""Split it!: the rules of a whole game, as the referee specification (rules/split-it.md) states
them. Cards are numbers 1–10; 0 is a joker.

Decisions where the specification is silent: jokers are placed one action at a time, into any
column the taker holds after the take; waiting jokers join the column of the first number card
(in row order) of the take that creates the player's first column; cards left in the row when
every player has taken are discarded.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Literal, TypeGuard

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
from engine.splitit.scoring import Column, SplitItResult, score_columns

JOKER = 0
Phase = Literal["split", "discard", "bet", "jokers", "over"]
THREE_ZONES = ("white", "pink", "black")
TWO_ZONES = ("white", "black")


def full_deck() -> list[int]:
    """The 70 cards: N copies of N for 1..10, and 15 jokers."""
    return [n for n in range(1, 11) for _ in range(n)] + [JOKER] * 15


@dataclass(frozen=True)
class SplitItConfig:
    players: int

    @property
    def row_size(self) -> int:
        return 9 if self.players == 4 else 7


@dataclass(frozen=True, slots=True)
class Split:
    """The splitter's two cuts: zones are row[:first], row[first:second], row[second:]."""

    first: int
    second: int


@dataclass(frozen=True, slots=True)
class Discard:
    """Two players: the non-splitter discards one of the three zones."""

    zone: str


@dataclass(frozen=True, slots=True)
class Bet:
    zone: str


@dataclass(frozen=True, slots=True)
class PlaceJoker:
    """Put one joker just taken into the column of ``number``."""

    number: int


Action = Split | Discard | Bet | PlaceJoker


@dataclass(frozen=True, slots=True)
class ZoneOutcome:
    """How a zone was settled at a reveal."""

    zone: str
    cards: tuple[int, ...]
    bettors: tuple[int, ...]
    outcome: Literal["discarded", "taken", "stays"]


@dataclass(frozen=True)
class SplitItState:
    config: SplitItConfig = field(compare=False, repr=False)
    round: int
    turn: int  # changes whenever earlier buttons become stale
    splitter: int
    phase: Phase
    deck: tuple[int, ...]  # face down, top first
    row: tuple[int, ...]
    cuts: tuple[int, ...]  # () before the split; (a, b) three zones; (1,) two zones
    discarded_zone: str | None
    in_round: frozenset[int]
    bets: Mapping[int, str]
    columns: tuple[Mapping[int, Column], ...]
    waiting_jokers: tuple[int, ...]
    pending_jokers: tuple[int, ...]
    discard: tuple[int, ...]
    last_reveal: tuple[ZoneOutcome, ...] = ()


@dataclass(frozen=True)
class SplitItView:
    """What a seat (or the public) may see: everything but the deck's order and others' bets."""

    players: int
    seat: int | None
    round: int
    turn: int
    splitter: int
    phase: Phase
    row: tuple[int, ...]
    zones: tuple[tuple[str, tuple[int, ...]], ...]  # the open ones
    discarded_zone: str | None
    in_round: frozenset[int]
    betted: frozenset[int]
    columns: tuple[Mapping[int, Column], ...]
    waiting_jokers: tuple[int, ...]
    pending_jokers: tuple[int, ...]
    deck_count: int
    discard_count: int
    last_reveal: tuple[ZoneOutcome, ...]
    over: bool
    my_bet: str | None = None
    cuts: tuple[int, ...] = ()


def zones_of(
    row: tuple[int, ...], cuts: tuple[int, ...], discarded: str | None = None
) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """The open zones (name, cards), left to right."""
    if not cuts:
        return ()
    bounds = (0, *cuts, len(row))
    names = THREE_ZONES if len(cuts) == 2 else TWO_ZONES
    zones = tuple((name, row[bounds[i] : bounds[i + 1]]) for i, name in enumerate(names))
    return tuple(z for z in zones if z[0] != discarded)


class SplitItGame(Game[SplitItConfig, SplitItState, Action, SplitItView, SplitItResult]):
    name = "splitit"
    title = "Split it!"
    round_word = None  # round_number counts steps (split, bets, jokers), not rounds

    def player_range(self) -> tuple[int, int]:
        return 2, 4

    def make_config(self, players: int, options: Mapping[str, Any] | None = None) -> SplitItConfig:
        if options:
            raise ConfigError("config-unknown-option", name=shown(sorted(options)[0]))
        if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 4:
            raise ConfigError("config-players-range", low=2, high=4, value=shown(players))
        return SplitItConfig(players)

    def config_to_json(self, config: SplitItConfig) -> JSON:
        return {"players": config.players}

    def config_from_json(self, data: JSON) -> SplitItConfig:
        try:
            return self.make_config(data["players"])
        except (KeyError, TypeError):
            raise DataFileError("stored config is missing 'players'") from None

    # -- play ----------------------------------------------------------------------------------

    def new_game(self, config: SplitItConfig, seed: int) -> SplitItState:
        rng = random.Random(seed)
        deck = full_deck()
        rng.shuffle(deck)
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
        return _start_round(state, splitter)

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
            raise IllegalAction(_whose_move(state))
        if state.phase == "split":
            return _split(state, action)
        if state.phase == "discard":
            return _discard(state, action)
        if state.phase == "bet":
            return _bet(state, seat, action)
        return _place_joker(state, seat, action)

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
        match action:
            case Split(first=a, second=b):
                return message("splitit-did-split", a=a, b=b)
            case Discard(zone=zone):
                return message("splitit-did-discard", zone=zone_word(zone))
            case Bet(zone=zone):
                return message("splitit-did-bet", zone=zone_word(zone))
            case PlaceJoker(number=n):
                return message("splitit-did-joker", number=n)
        return message("plain", text=str(action))  # pragma: no cover

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
                    {int(n): _column(c, j) for n, (c, j) in cols.items()}
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


def zone_word(zone: str) -> Message:
    """A zone in words: white, pink or black."""
    return message(f"splitit-zone-{zone}")


def _is_int(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


# -- rules -------------------------------------------------------------------------------------


def _whose_move(state: SplitItState) -> str:
    """The key of the refusal for a seat that may not act in this step."""
    return {
        "split": "splitit-only-splitter",
        "discard": "splitit-only-discarder",
        "bet": "splitit-already-took",
    }.get(state.phase, "splitit-no-joker")


def _start_round(state: SplitItState, splitter: int) -> SplitItState:
    """Deal a new row (or end the game when the deck is empty) and open its first step."""
    while True:
        if not state.deck:
            return replace(state, phase="over", row=(), cuts=(), bets={}, turn=state.turn + 1)
        size = state.config.row_size
        state = replace(
            state,
            round=state.round + 1,
            splitter=splitter,
            deck=state.deck[size:],
            row=state.deck[:size],
            cuts=(),
            discarded_zone=None,
            in_round=frozenset(range(state.config.players)),
            bets={},
        )
        opened = _open_step(state)
        if opened is not None:
            return opened
        splitter = (splitter + 1) % state.config.players


def _open_step(state: SplitItState) -> SplitItState | None:
    """Split again, bet on two zones, or end the round (None) with what is left in the row."""
    turn = state.turn + 1
    if state.in_round and len(state.row) >= 3:
        return replace(state, phase="split", cuts=(), discarded_zone=None, bets={}, turn=turn)
    if state.in_round and len(state.row) == 2:
        return replace(state, phase="bet", cuts=(1,), discarded_zone=None, bets={}, turn=turn)
    return None


def _end_round_or_continue(state: SplitItState) -> SplitItState:
    opened = _open_step(state)
    if opened is not None:
        return opened
    # Round over: what is left in the row (one card, or cards nobody may take) is discarded.
    state = replace(state, discard=state.discard + state.row, row=(), cuts=())
    return _start_round(state, (state.splitter + 1) % state.config.players)


def _split(state: SplitItState, action: Action) -> SplitItState:
    if not isinstance(action, Split):
        raise IllegalAction("splitit-split-now")
    if not 1 <= action.first < action.second < len(state.row):
        raise IllegalAction("splitit-separators", last=len(state.row) - 1)
    phase: Phase = "discard" if state.config.players == 2 else "bet"
    return replace(state, phase=phase, cuts=(action.first, action.second), turn=state.turn + 1)


def _discard(state: SplitItState, action: Action) -> SplitItState:
    zones = dict(zones_of(state.row, state.cuts))
    if not isinstance(action, Discard) or action.zone not in zones:
        raise IllegalAction("splitit-discard-a-zone")
    # Its cards stay in the row, marked, until the reveal moves them to the discard pile.
    return replace(state, phase="bet", discarded_zone=action.zone, turn=state.turn + 1)


def _bet(state: SplitItState, seat: int, action: Action) -> SplitItState:
    zones = dict(zones_of(state.row, state.cuts, state.discarded_zone))
    if not isinstance(action, Bet) or action.zone not in zones:
        raise IllegalAction("splitit-bet-on-zone", zones=[zone_word(z) for z in zones])
    bets = {**state.bets, seat: action.zone}
    if set(bets) != set(state.in_round):
        return replace(state, bets=bets)
    return _reveal(replace(state, bets=bets))


def _reveal(state: SplitItState) -> SplitItState:
    columns = [dict(c) for c in state.columns]
    waiting = list(state.waiting_jokers)
    pending = list(state.pending_jokers)
    discard = list(state.discard)
    if state.discarded_zone is not None:
        discard += dict(zones_of(state.row, state.cuts))[state.discarded_zone]
    stay: list[int] = []
    in_round = set(state.in_round)
    outcomes = []
    for zone, cards in zones_of(state.row, state.cuts, state.discarded_zone):
        bettors = tuple(sorted(s for s, z in state.bets.items() if z == zone))
        if not bettors:
            discard += cards
            outcomes.append(ZoneOutcome(zone, cards, bettors, "discarded"))
        elif len(bettors) == 1:
            (taker,) = bettors
            _take(columns, waiting, pending, taker, cards)
            in_round.discard(taker)
            outcomes.append(ZoneOutcome(zone, cards, bettors, "taken"))
        else:
            stay += cards
            outcomes.append(ZoneOutcome(zone, cards, bettors, "stays"))
    state = replace(
        state,
        row=tuple(stay),
        cuts=(),
        discarded_zone=None,
        in_round=frozenset(in_round),
        bets={},
        columns=tuple(columns),
        waiting_jokers=tuple(waiting),
        pending_jokers=tuple(pending),
        discard=tuple(discard),
        last_reveal=tuple(outcomes),
    )
    if any(pending):
        return replace(state, phase="jokers", turn=state.turn + 1)
    return _end_round_or_continue(state)


def _take(
    columns: list[dict[int, Column]],
    waiting: list[int],
    pending: list[int],
    seat: int,
    cards: tuple[int, ...],
) -> None:
    mine = columns[seat]
    had_columns = bool(mine)
    first_new = None
    for card in cards:
        if card == JOKER:
            continue
        if card not in mine and first_new is None and not had_columns:
            first_new = card
        old = mine.get(card, Column(0))
        mine[card] = Column(old.cards + 1, old.jokers)
    if first_new is not None and waiting[seat]:
        # Jokers that waited join the player's first column.
        old = mine[first_new]
        mine[first_new] = Column(old.cards, old.jokers + waiting[seat])
        waiting[seat] = 0
    jokers = cards.count(JOKER)
    if mine:
        pending[seat] += jokers
    else:
        waiting[seat] += jokers


def _place_joker(state: SplitItState, seat: int, action: Action) -> SplitItState:
    columns = [dict(c) for c in state.columns]
    if not isinstance(action, PlaceJoker) or action.number not in columns[seat]:
        raise IllegalAction(
            "splitit-joker-column", columns=", ".join(map(str, sorted(columns[seat])))
        )
    old = columns[seat][action.number]
    columns[seat][action.number] = Column(old.cards, old.jokers + 1)
    pending = list(state.pending_jokers)
    pending[seat] -= 1
    state = replace(state, columns=tuple(columns), pending_jokers=tuple(pending))
    if any(pending):
        return state
    return _end_round_or_continue(state)


def all_cards(state: SplitItState) -> list[int]:
    """Every card wherever it is, for conservation checks (jokers as 0)."""
    cards = list(state.deck) + list(state.row) + list(state.discard)
    for seat, cols in enumerate(state.columns):
        for number, column in cols.items():
            cards += [number] * column.cards + [JOKER] * column.jokers
        cards += [JOKER] * (state.waiting_jokers[seat] + state.pending_jokers[seat])
    return cards


@functools.lru_cache(maxsize=1024)
def _column(cards: int, jokers: int) -> Column:
    """A column as read from JSON. Columns are immutable and few (card and joker counts), so
    a start-up that reads thousands of tables shares them instead of building each anew."""
    return Column(cards, jokers)
