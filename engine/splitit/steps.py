"""Split it!'s steps: how each action moves a game on (a split, a discard, a bet, a joker
placed), and the reveal and deal they lead to."""

from __future__ import annotations

import functools
from dataclasses import replace

from engine.protocol import IllegalAction
from engine.splitit.scoring import Column
from engine.splitit.state import (
    JOKER,
    Action,
    Bet,
    Discard,
    Phase,
    PlaceJoker,
    Split,
    SplitItState,
    ZoneOutcome,
    zone_word,
    zones_of,
)


def whose_move(state: SplitItState) -> str:
    """The key of the refusal for a seat that may not act in this step."""
    return {
        "split": "splitit-only-splitter",
        "discard": "splitit-only-discarder",
        "bet": "splitit-already-took",
    }.get(state.phase, "splitit-no-joker")


def start_round(state: SplitItState, splitter: int) -> SplitItState:
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
    return start_round(state, (state.splitter + 1) % state.config.players)


def split_row(state: SplitItState, action: Action) -> SplitItState:
    if not isinstance(action, Split):
        raise IllegalAction("splitit-split-now")
    if not 1 <= action.first < action.second < len(state.row):
        raise IllegalAction("splitit-separators", last=len(state.row) - 1)
    phase: Phase = "discard" if state.config.players == 2 else "bet"
    return replace(state, phase=phase, cuts=(action.first, action.second), turn=state.turn + 1)


def discard_zone(state: SplitItState, action: Action) -> SplitItState:
    zones = dict(zones_of(state.row, state.cuts))
    if not isinstance(action, Discard) or action.zone not in zones:
        raise IllegalAction("splitit-discard-a-zone")
    # Its cards stay in the row, marked, until the reveal moves them to the discard pile.
    return replace(state, phase="bet", discarded_zone=action.zone, turn=state.turn + 1)


def place_bet(state: SplitItState, seat: int, action: Action) -> SplitItState:
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
        discard += dict[str, tuple[int, ...]](zones_of(state.row, state.cuts))[state.discarded_zone]
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
            take(columns, waiting, pending, taker, cards)
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


def take(
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


def place_joker(state: SplitItState, seat: int, action: Action) -> SplitItState:
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
def column_of(cards: int, jokers: int) -> Column:
    """A column as read from JSON. Columns are immutable and few (card and joker counts), so
    a start-up that reads thousands of tables shares them instead of building each anew."""
    return Column(cards, jokers)
