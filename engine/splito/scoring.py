"""Splito end scoring, usable on any position: a finished game or a hand-built table."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
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


def holds(condition: Condition, zone: int, table: Sequence[ZoneFacts]) -> bool:
    """Whether ``condition`` holds for ``zone`` of a table described by ``table``."""
    facts = table[zone]
    match condition:
        case Majority():
            mine = _majority_count(condition, facts)
            return all(
                mine > _majority_count(condition, other)
                for index, other in enumerate(table)
                if index != zone
            ) and (mine > 0)
        case Count(op=op, n=n, colour=colour, value=value):
            if colour is not None:
                count = facts.colours[colour]
            else:
                count = facts.values[value] if value is not None else 0
            return compare(count, op, n)
        case Distinct(of=of, op=op, n=n):
            counter = facts.colours if of == "colours" else facts.values
            return compare(sum(1 for c in counter.values() if c > 0), op, n)
        case Includes(colours=colours):
            return all(facts.colours[c] > 0 for c in colours)
        case CardCount(op=op, n=n):
            return compare(facts.cards, op, n)
        case AllOf(of=parts):
            return all(holds(part, zone, table) for part in parts)
    raise AssertionError(f"unknown condition {shown(condition)}")  # pragma: no cover


def _majority_count(condition: Majority, facts: ZoneFacts) -> int:
    if condition.colour is not None:
        return facts.colours[condition.colour]
    return facts.values[condition.value]  # type: ignore[index]


def majority_winner(condition: Majority, table: Sequence[ZoneFacts]) -> int | None:
    """The zone with strictly the most matching Splito cards, or None on a tie for most."""
    counts = [_majority_count(condition, facts) for facts in table]
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
