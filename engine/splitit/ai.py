"""Split it!'s greedy AI: value cards by how much they raise the own score now."""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from engine.splitit.scoring import Column, score_of
from engine.splitit.state import JOKER, Action, Bet, Discard, PlaceJoker, Split, SplitItView

CARD_BONUS = 0.15  # a card that scores nothing yet may still tip a column later
# How sharply a bet prefers value, in tenths of the best gain on the table (so it does not
# depend on whether a zone is worth 3 points or 30).
TEMPERATURE = 0.5
RIVAL_TEMPERATURE = 3.0  # the first guess at everyone's bets, before the refinements
EQUILIBRIUM_ROUNDS = 12


@dataclass(frozen=True)
class Weights:
    """The greedy AI's weights (the defaults above); others make a differently minded rival,
    to check that a model of the greedy AI is not all the strong AI relies on."""

    card_bonus: float = CARD_BONUS
    temperature: float = TEMPERATURE
    rival_temperature: float = RIVAL_TEMPERATURE


DEFAULT = Weights()
TIE = 1e-9


def gain(
    view: SplitItView, seat: int, cards: Sequence[int], card_bonus: float = CARD_BONUS
) -> float:
    """How much taking ``cards`` would raise ``seat``'s score (jokers on their best column)."""
    columns: list[Mapping[int, Column]] = list(view.columns)
    before = score_of(columns, seat)
    take(columns, seat, cards)
    after = score_of(columns, seat)
    return after - before + card_bonus * len(cards)


def take(columns: list[Mapping[int, Column]], seat: int, cards: Sequence[int]) -> None:
    """``seat`` takes ``cards`` in ``columns`` (its own columns copied first): numbers join
    their columns, jokers the column where they score most for it (a seat with no column
    yet keeps them waiting: left out here)."""
    mine = columns[seat] = dict(columns[seat])
    for card in cards:
        if card != JOKER:
            old = mine.get(card, Column(0))
            mine[card] = Column(old.cards + 1, old.jokers)
    for _ in range(cards.count(JOKER)):
        if not mine:
            return
        best = max(mine, key=lambda n: (_score_with(columns, seat, n), n))
        mine[best] = Column(mine[best].cards, mine[best].jokers + 1)


def _score_with(columns: list[Mapping[int, Column]], seat: int, number: int) -> int:
    """``seat``'s score with one joker more on its column of ``number``."""
    trial = list(columns)
    old = columns[seat][number]
    trial[seat] = {**columns[seat], number: Column(old.cards, old.jokers + 1)}
    return score_of(trial, seat)


def _softmax(values: list[float], temperature: float) -> list[float]:
    top = max(values)
    weights = [math.exp((v - top) / temperature) for v in values]
    total = sum(weights)
    return [w / total for w in weights]


def _bet(
    view: SplitItView,
    me: int,
    rivals: list[int],
    legal: Sequence[Bet],
    rng: random.Random,
    weights: Weights,
) -> Bet:
    """Bet where the cards are worth most *and* likely uncontested.

    Every player in the round is modelled as reasoning the same way: each bets in proportion
    to softmax(gain × chance that nobody else bets there), and those chances are refined a few
    times from everyone's current bets (a quantal-response equilibrium). So greedy players
    facing the same row spread over the zones instead of all crowding the one that looks
    least contested — a zone bet on by two stays, and nobody would ever score. The bet itself
    is drawn from the resulting mix, so it cannot be read off the row.
    """
    cards = dict[str, tuple[int, ...]](view.zones)
    mixes = bet_mixes(view, [me, *rivals], [cards[b.zone] for b in legal], weights)
    return rng.choices(list(legal), weights=mixes[me])[0]


def bet_mixes(
    view: SplitItView,
    seats: Sequence[int],
    zones: Sequence[Sequence[int]],
    weights: Weights = DEFAULT,
) -> dict[int, list[float]]:
    """How likely each of ``seats`` is to bet on each of ``zones`` (their cards), every seat
    reasoning as the greedy AI does: the quantal-response equilibrium ``_bet`` describes."""
    gains = {s: [gain(view, s, cards, weights.card_bonus) for cards in zones] for s in seats}
    scale = max(1.0, *(max(g) for g in gains.values()))
    bets = {s: _softmax(gains[s], weights.rival_temperature * scale / 10) for s in seats}
    for _ in range(EQUILIBRIUM_ROUNDS):
        updated = {}
        for seat in seats:
            free = [1.0] * len(zones)
            for other in seats:
                if other != seat:
                    free = [f * (1 - w) for f, w in zip(free, bets[other], strict=True)]
            values = [g * f for g, f in zip(gains[seat], free, strict=True)]
            updated[seat] = _softmax(values, weights.temperature * scale / 10)
        # Damped, so the mix settles rather than flipping between two crowded zones.
        bets = {s: [(a + b) / 2 for a, b in zip(bets[s], updated[s], strict=True)] for s in seats}
    return bets


def greedy_policy(view: SplitItView, legal: Sequence[Action], rng: random.Random) -> Action:
    """Bet on the zone worth most to us; split so that our best zone is worth more than the
    best one any rival can take; discard what the splitter wants most; place jokers well."""
    return _greedy(view, legal, rng, DEFAULT)


def greedy_with(
    weights: Weights,
) -> Callable[[SplitItView, Sequence[Action], random.Random], Action]:
    """The greedy policy with other weights."""

    def policy(view: SplitItView, legal: Sequence[Action], rng: random.Random) -> Action:
        return _greedy(view, legal, rng, weights)

    return policy


def _greedy(
    view: SplitItView, legal: Sequence[Action], rng: random.Random, weights: Weights
) -> Action:
    bonus = weights.card_bonus
    assert view.seat is not None, "a policy plays a seat"
    me = view.seat
    rivals = [s for s in view.in_round if s != me]
    if legal and isinstance(legal[0], Bet):
        return _bet(view, me, rivals, legal, rng, weights)  # type: ignore[arg-type]
    scored: list[tuple[float, Action]] = []
    for action in legal:
        match action:
            case Discard(zone=zone):
                cards = dict[str, tuple[int, ...]](view.zones)[zone]
                value = gain(view, view.splitter, cards, bonus) - gain(view, me, cards, bonus)
            case PlaceJoker(number=number):
                value = _score_with(list(view.columns), me, number) + number / 100
            case Split(first=a, second=b):
                zones = [view.row[:a], view.row[a:b], view.row[b:]]
                mine = sorted((gain(view, me, z, bonus) for z in zones), reverse=True)
                # With two players one zone gets discarded: count on the second best.
                value = mine[1] if view.players == 2 else mine[0]
                if rivals:
                    value -= 0.5 * max(gain(view, r, z, bonus) for r in rivals for z in zones)
            case _:  # pragma: no cover
                value = 0.0
        scored.append((value, action))
    best = max(v for v, _ in scored)
    return rng.choice([a for v, a in scored if v >= best - TIE])
