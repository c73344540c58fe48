"""Split it!'s strong AI: the move worth most in expectation over what the seat cannot see.

What a seat cannot see that matters to this move is its rivals' secret bets (the deck's order
only shapes later rows). So rather than sampling them, it weighs every combination of the
rivals' bets by a model of how they bet — the greedy reasoning of ``bet_mixes`` — and takes
the move of best expected value: a bet; a split (each split's zones, the discard a lone rival
would make, then the bets); a discard; a joker's column.

A position is valued as a race, not a score: the seat's points less its strongest rival's, so
a take that breaks a rival's majority counts as much as one that makes the seat's own.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from itertools import product

from engine.splitit.ai import bet_mixes, gain, take
from engine.splitit.scoring import Column, score_of
from engine.splitit.state import Action, Bet, Discard, PlaceJoker, Split, SplitItView

CARD_BONUS = 0.15  # a card that scores nothing yet may still tip a column later
OWN_SHARE = 0.25  # the seat's own points count a little beside the race: ties go to scoring
TIE = 1e-9

Columns = list[Mapping[int, Column]]
#: How a seat stands in given columns: ``value`` for the strong AI's choice, ``lead`` for a
#: review's points.
Judge = Callable[[Sequence[Mapping[int, Column]], int], float]


def value(columns: Sequence[Mapping[int, Column]], me: int) -> float:
    """How well ``me`` stands: its points less its best rival's, plus a little for its own."""
    mine = score_of(columns, me)
    rivals = max((score_of(columns, s) for s in range(len(columns)) if s != me), default=0)
    cards = sum(c.size for c in columns[me].values())
    return mine - rivals + OWN_SHARE * mine + CARD_BONUS * cards


def lead(columns: Sequence[Mapping[int, Column]], me: int) -> float:
    """``me``'s points less its best rival's."""
    rivals = max((score_of(columns, s) for s in range(len(columns)) if s != me), default=0)
    return float(score_of(columns, me) - rivals)


def bet_values(
    view: SplitItView,
    me: int,
    bettors: Sequence[int],
    zones: Sequence[Sequence[int]],
    judge: Judge = value,
) -> list[float]:
    """For each zone ``me`` may bet on, the expected value of its position after the reveal,
    the other ``bettors`` betting as ``bet_mixes`` expects (every combination weighed). If
    ``me`` does not bet, one value: the reveal's."""
    rivals = [s for s in bettors if s != me]
    mixes = bet_mixes(view, list(bettors), zones)
    start: Columns = list(view.columns)
    choices = range(len(zones)) if me in bettors else [None]
    values = [0.0 for _ in choices]
    for picks in product(range(len(zones)), repeat=len(rivals)):
        chance = 1.0
        for seat, pick in zip(rivals, picks, strict=True):
            chance *= mixes[seat][pick]
        if chance < 1e-6:
            continue
        for index, mine in enumerate(choices):
            bets = dict(zip(rivals, picks, strict=True))
            if mine is not None:
                bets[me] = mine
            columns = list(start)
            for zone, cards in enumerate(zones):
                takers = [s for s, z in bets.items() if z == zone]
                if len(takers) == 1:
                    take(columns, takers[0], cards)
            values[index] += chance * judge(columns, me)
    return values


def _discards(view: SplitItView, discarder: int, zones: Sequence[Sequence[int]]) -> list[int]:
    """The zones a greedy discarder might discard (what the splitter wants most, less what it
    wants itself): every zone tied for best."""
    worth = [gain(view, view.splitter, z) - gain(view, discarder, z) for z in zones]
    best = max(worth)
    return [i for i, w in enumerate(worth) if w >= best - TIE]


def _after_discard(
    view: SplitItView, me: int, zones: Sequence[Sequence[int]], dropped: int, judge: Judge
) -> float:
    left = [z for i, z in enumerate(zones) if i != dropped]
    return max(bet_values(view, me, sorted(view.in_round), left, judge))


def _split_value(view: SplitItView, me: int, zones: Sequence[Sequence[int]], judge: Judge) -> float:
    if view.players == 2:
        dropped = _discards(view, 1 - view.splitter, zones)
        return sum(_after_discard(view, me, zones, d, judge) for d in dropped) / len(dropped)
    return max(bet_values(view, me, sorted(view.in_round), zones, judge))


def action_values(view: SplitItView, legal: Sequence[Action], judge: Judge = value) -> list[float]:
    """What each of ``legal`` (the moves of one step) is worth to the view's seat by
    ``judge``, expected over its rivals' bets (a joker's: at once)."""
    assert view.seat is not None, "a move is a seat's"
    me = view.seat
    cards = dict[str, tuple[int, ...]](view.zones)
    first = legal[0]
    if isinstance(first, Bet):
        bets = [b for b in legal if isinstance(b, Bet)]
        return bet_values(view, me, sorted(view.in_round), [cards[b.zone] for b in bets], judge)
    values: list[float] = []
    if isinstance(first, Discard):
        names: list[str] = [name for name, _ in view.zones]
        zones = [cards[name] for name in names]
        for discard in legal:
            assert isinstance(discard, Discard)
            values.append(_after_discard(view, me, zones, names.index(discard.zone), judge))
    elif isinstance(first, Split):
        for split in legal:
            assert isinstance(split, Split)
            a, b = split.first, split.second
            zones = [view.row[:a], view.row[a:b], view.row[b:]]
            values.append(_split_value(view, me, zones, judge))
    else:
        for place in legal:
            assert isinstance(place, PlaceJoker)
            values.append(judge(with_joker(view.columns, me, place.number), me))
    return values


def with_joker(
    columns: Sequence[Mapping[int, Column]], seat: int, number: int
) -> list[Mapping[int, Column]]:
    """``columns`` with one joker more on ``seat``'s column of ``number``."""
    placed = list(columns)
    old = columns[seat][number]
    placed[seat] = {**columns[seat], number: Column(old.cards, old.jokers + 1)}
    return placed


def strong_policy(view: SplitItView, legal: Sequence[Action], rng: random.Random) -> Action:
    """The legal move of best expected value for the view's seat (ties broken at random; a
    joker goes to the higher column of equal value)."""
    assert view.seat is not None, "a policy plays a seat"
    if len(legal) == 1:
        return legal[0]
    values = action_values(view, legal)
    best = max(values)
    tied = [a for v, a in zip(values, legal, strict=True) if v >= best - TIE]
    # A joker's columns of equal value: the highest number, worth most once it scores.
    placed = [a.number for a in tied if isinstance(a, PlaceJoker)]
    return PlaceJoker(max(placed)) if placed else rng.choice(tied)
