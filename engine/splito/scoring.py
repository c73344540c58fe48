"""Splito end scoring, usable on any position: a finished game or a hand-built table."""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engine.protocol import Message, shown
from engine.splito.conditions import (
    AllOf,
    CardCount,
    Condition,
    Count,
    Distinct,
    Includes,
    Majority,
    Op,
)
from engine.splito.deck import Deck
from engine.splito.seating import player_zones


@dataclass(frozen=True, slots=True)
class ZoneFacts:
    """What conditions look at in one zone."""

    colours: Counter[str]
    values: Counter[int]
    cards: int  # every card: Splito, objectives, won commons, the promo


@dataclass(frozen=True, slots=True)
class ObjectiveScore:
    """One objective lying in a zone, and whether it holds."""

    card_id: str
    label: Message
    points: int
    met: bool

    @property
    def scored(self) -> int:
        """Points the objective gives the zone (0 when it fails)."""
        return self.points if self.met else 0


@dataclass(frozen=True, slots=True)
class CommonScore:
    """A common objective and the zone that wins it (None: a tie for most, nobody)."""

    card_id: str
    label: Message
    points: int
    zone: int | None


@dataclass(frozen=True, slots=True)
class ZoneScore:
    """A zone's score and where it comes from."""

    zone: int
    objectives: tuple[ObjectiveScore, ...]
    commons_won: tuple[str, ...]
    common_points: int
    promo_points: int
    cards: int
    total: int


@dataclass(frozen=True, slots=True)
class PlayerScore:
    """A player's two zones, their product, and the player's rank."""

    seat: int
    left_zone: int
    right_zone: int
    left: int
    right: int
    score: int
    cards: int
    rank: int


@dataclass(frozen=True, slots=True)
class SplitoResult:
    """Scores with their full breakdown; ``final`` is False for a game still in progress."""

    zones: tuple[ZoneScore, ...]
    players: tuple[PlayerScore, ...]
    commons: tuple[CommonScore, ...]
    promo_zone: int | None
    winners: tuple[int, ...]
    tiebreak_used: bool
    final: bool


def compare(count: int, op: Op, n: int) -> bool:
    """Apply a deck comparison operator."""
    if op == "==":
        return count == n
    if op == ">=":
        return count >= n
    return count <= n


#: Whether a condition holds for a zone (its index) of a table.
Check = Callable[[int, Sequence[ZoneFacts]], bool]


def holds(condition: Condition, zone: int, table: Sequence[ZoneFacts]) -> bool:
    """Whether ``condition`` holds for ``zone`` of a table described by ``table``."""
    return check_of(condition)(zone, table)


@functools.lru_cache(maxsize=4096)
def check_of(condition: Condition) -> Check:
    """``condition`` made into a function of (zone, table), once for each condition: the AI
    seats ask some hundred thousand times a decision."""
    match condition:
        case Majority():
            count = majority_count_of(condition)

            def majority(zone: int, table: Sequence[ZoneFacts]) -> bool:
                mine = count(table[zone])
                return mine > 0 and all(
                    mine > count(other) for index, other in enumerate(table) if index != zone
                )

            return majority
        case Count(op=op, n=n, colour=colour, value=value):
            if colour is not None:
                return lambda zone, table: compare(table[zone].colours[colour], op, n)
            if value is not None:
                return lambda zone, table: compare(table[zone].values[value], op, n)
            return lambda zone, table: compare(0, op, n)
        case Distinct(of=of, op=op, n=n):
            if of == "colours":
                return lambda zone, table: compare(_distinct(table[zone].colours), op, n)
            return lambda zone, table: compare(_distinct(table[zone].values), op, n)
        case Includes(colours=colours):
            return lambda zone, table: all(table[zone].colours[c] > 0 for c in colours)
        case CardCount(op=op, n=n):
            return lambda zone, table: compare(table[zone].cards, op, n)
        case AllOf(of=parts):
            checks = tuple(check_of(part) for part in parts)
            return lambda zone, table: all(check(zone, table) for check in checks)
    raise AssertionError(f"unknown condition {shown(condition)}")  # pragma: no cover


def _distinct(counter: Counter[str] | Counter[int]) -> int:
    return sum(1 for c in counter.values() if c > 0)


@functools.lru_cache(maxsize=4096)
def majority_count_of(condition: Majority) -> Callable[[ZoneFacts], int]:
    """How a zone's cards count toward a majority: those of its colour, or of its value."""
    colour, value = condition.colour, condition.value
    if colour is not None:
        return lambda facts: facts.colours[colour]
    return lambda facts: facts.values[value]  # type: ignore[index]


def majority_winner(condition: Majority, table: Sequence[ZoneFacts]) -> int | None:
    """The zone with strictly the most matching Splito cards, or None on a tie for most."""
    return most_by(majority_count_of(condition), table)


def most_by(count: Callable[[ZoneFacts], int], table: Sequence[ZoneFacts]) -> int | None:
    """The zone whose ``count`` is strictly the highest and above 0, or None."""
    return most_of([count(facts) for facts in table])


def most_of(counts: Sequence[int]) -> int | None:
    """The index of the count strictly the highest and above 0, or None (a tie, or none)."""
    best = max(counts)
    if best == 0 or counts.count(best) > 1:
        return None
    return counts.index(best)


def score_table(
    deck: Deck,
    zones: Sequence[Sequence[str]],
    commons: Sequence[str],
    promo_zone: int | None = None,
    *,
    two_player: bool = False,
    final: bool = True,
) -> SplitoResult:
    """Score a table: ``zones[z]`` lists the card ids played into zone z (not the commons or promo).

    Players are deduced from the zones: N zones shared by N players, or with ``two_player`` four
    personal zones for two players. ``promo_zone`` is where the promo 42 lies, if anywhere.
    """
    splito_facts = [_splito_counts(deck, cards) for cards in zones]
    provisional = [ZoneFacts(c, v, 0) for c, v in splito_facts]
    common_scores: list[CommonScore] = []
    for card_id in commons:
        common = deck.objective(card_id)
        if common is None or not isinstance(common.condition, Majority):
            raise ValueError(f"{shown(card_id)} is not a majority objective of the deck")
        winner = majority_winner(common.condition, provisional)
        common_scores.append(CommonScore(card_id, common.label, common.points, winner))

    table = [
        ZoneFacts(
            colours,
            values,
            len(zones[z])
            + sum(1 for c in common_scores if c.zone == z)
            + (1 if promo_zone == z else 0),
        )
        for z, (colours, values) in enumerate(splito_facts)
    ]
    zone_scores = [
        _score_zone(deck, z, zones[z], table, common_scores, promo_zone) for z in range(len(zones))
    ]
    seats = 2 if two_player else len(zones)
    players = _rank_players(zone_scores, seats, two_player)
    top = [p for p in players if p.score == max(q.score for q in players)]
    return SplitoResult(
        zones=tuple(zone_scores),
        players=players,
        commons=tuple(common_scores),
        promo_zone=promo_zone,
        winners=tuple(p.seat for p in players if p.rank == 1),
        tiebreak_used=len(top) > 1,
        final=final,
    )


def _splito_counts(deck: Deck, cards: Sequence[str]) -> tuple[Counter[str], Counter[int]]:
    colours: Counter[str] = Counter()
    values: Counter[int] = Counter()
    for card_id in cards:
        card = deck.splito(card_id)
        if card is not None:
            colours[card.colour] += 1
            values[card.value] += 1
    return colours, values


def _score_zone(
    deck: Deck,
    zone: int,
    cards: Sequence[str],
    table: Sequence[ZoneFacts],
    commons: Sequence[CommonScore],
    promo_zone: int | None,
) -> ZoneScore:
    objectives = []
    for card_id in cards:
        objective = deck.objective(card_id)
        if objective is not None:
            met = holds(objective.condition, zone, table)
            objectives.append(ObjectiveScore(card_id, objective.label, objective.points, met))
    won = tuple(c.card_id for c in commons if c.zone == zone)
    common_points = sum(c.points for c in commons if c.zone == zone)
    promo_points = deck.promo_points if promo_zone == zone else 0
    total = sum(o.scored for o in objectives) + common_points + promo_points
    return ZoneScore(
        zone=zone,
        objectives=tuple(objectives),
        commons_won=won,
        common_points=common_points,
        promo_points=promo_points,
        cards=table[zone].cards,
        total=total,
    )


def _rank_players(
    zones: Sequence[ZoneScore], seats: int, two_player: bool
) -> tuple[PlayerScore, ...]:
    unranked = []
    for seat in range(seats):
        left_zone, right_zone = player_zones(seats, seat, two_player=two_player)
        left, right = zones[left_zone], zones[right_zone]
        unranked.append((seat, left_zone, right_zone, left, right))
    keys = {
        seat: (left.total * right.total, left.cards + right.cards)
        for seat, _, _, left, right in unranked
    }
    players = []
    for seat, left_zone, right_zone, left, right in unranked:
        score, cards = keys[seat]
        # Better: a higher score, or the same score with fewer cards (the rulebook's tie-break).
        better = sum(1 for s, c in keys.values() if s > score or (s == score and c < cards))
        players.append(
            PlayerScore(
                seat=seat,
                left_zone=left_zone,
                right_zone=right_zone,
                left=left.total,
                right=right.total,
                score=score,
                cards=cards,
                rank=better + 1,
            )
        )
    return tuple(players)
