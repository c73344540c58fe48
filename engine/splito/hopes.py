"""What each zone of a table in play may be worth, worked out fast for AI seats: the greedy AI
weighs every card and side of a hand, the strong one whole games to their end.

A zone's *hope* is its score now (objectives met, common objectives won, the promo) plus a
share of the points of its objectives not met yet, which later cards may still meet. It is
what ``score_table`` gives, without the words and breakdowns a board needs; and adding one
card to one zone re-reads that zone alone, and the conditions that compare zones.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from engine.splito.conditions import AllOf, CardCount, Condition, Majority
from engine.splito.deck import Deck, Objective
from engine.splito.scoring import Check, ZoneFacts, check_of, majority_count_of, most_by

# An objective that does not hold yet may still hold later: count part of its points.
UNMET_OBJECTIVE_WEIGHT = 0.5
#: A zone with no card, before the one an objective reads alone (conditions only read it).
_NOTHING = ZoneFacts(Counter(), Counter(), 0)


def _looks_beyond_its_zone(condition: Condition) -> bool:
    """Whether a condition reads more than its zone's Splito cards: other zones (majorities)
    or every card, common objectives won included (card counts)."""
    if isinstance(condition, Majority | CardCount):
        return True
    return isinstance(condition, AllOf) and any(_looks_beyond_its_zone(c) for c in condition.of)


#: An objective as the hopes read it: its points, and its condition made a function.
_Goal = tuple[int, Check]


def _goal(objective: Objective) -> _Goal:
    return objective.points, check_of(objective.condition)


@dataclass(frozen=True, slots=True)
class _Zone:
    colours: Counter[str]
    values: Counter[int]
    cards: int  # every card played into it (commons won and the promo come on top)
    own: tuple[_Goal, ...]  # objectives whose condition reads this zone's Splito cards alone
    wide: tuple[_Goal, ...]  # the others


class Hopes:
    """Every zone's hope on a table: now, or with one card more in one zone."""

    def __init__(
        self,
        deck: Deck,
        zones: Sequence[Sequence[str]],
        commons: Sequence[str],
        promo_zone: int | None,
    ) -> None:
        self.deck = deck
        self.commons = []  # each common objective: its points, and how zones count for it
        for common_id in commons:
            common = deck.objective(common_id)
            if common is not None:
                assert isinstance(common.condition, Majority)
                self.commons.append((common.points, majority_count_of(common.condition)))
        self.promo_zone = promo_zone
        self.zones = [self._zone(cards) for cards in zones]
        # The part of each zone's hope that reads nothing beyond it: unchanged when a card
        # goes elsewhere.
        self.own_hopes = [_own_hope(index, zone) for index, zone in enumerate(self.zones)]

    def _zone(self, cards: Sequence[str]) -> _Zone:
        colours: Counter[str] = Counter()
        values: Counter[int] = Counter()
        own: list[_Goal] = []
        wide: list[_Goal] = []
        for card_id in cards:
            card = self.deck.splito(card_id)
            if card is not None:
                colours[card.colour] += 1
                values[card.value] += 1
            elif (objective := self.deck.objective(card_id)) is not None:
                (wide if _looks_beyond_its_zone(objective.condition) else own).append(
                    _goal(objective)
                )
        return _Zone(colours, values, len(cards), tuple(own), tuple(wide))

    def now(self) -> list[float]:
        """Each zone's hope as the table stands."""
        return self._hopes(self.zones, self.own_hopes)

    def with_card(self, zone: int, card_id: str) -> list[float]:
        """Each zone's hope with ``card_id`` played into ``zone``."""
        old = self.zones[zone]
        colours, values = old.colours, old.values
        own, wide = old.own, old.wide
        card = self.deck.splito(card_id)
        if card is not None:
            colours, values = colours.copy(), values.copy()
            colours[card.colour] += 1
            values[card.value] += 1
        elif (objective := self.deck.objective(card_id)) is not None:
            if _looks_beyond_its_zone(objective.condition):
                wide = (*wide, _goal(objective))
            else:
                own = (*own, _goal(objective))
        zones = list(self.zones)
        zones[zone] = changed = _Zone(colours, values, old.cards + 1, own, wide)
        own_hopes = list(self.own_hopes)
        own_hopes[zone] = _own_hope(zone, changed)
        return self._hopes(zones, own_hopes)

    def _hopes(self, zones: Sequence[_Zone], own_hopes: Sequence[float]) -> list[float]:
        provisional = [ZoneFacts(z.colours, z.values, 0) for z in zones]
        extra = [0.0] * len(zones)
        won = [0] * len(zones)
        for points, count in self.commons:
            winner = most_by(count, provisional)
            if winner is not None:
                extra[winner] += points
                won[winner] += 1
        if self.promo_zone is not None:
            extra[self.promo_zone] += self.deck.promo_points
            won[self.promo_zone] += 1
        table = [ZoneFacts(z.colours, z.values, z.cards + won[i]) for i, z in enumerate(zones)]
        hopes = []
        for index, zone in enumerate(zones):
            hope = extra[index] + own_hopes[index]
            for goal in zone.wide:
                hope += _hope(goal, index, table)
            hopes.append(hope)
        return hopes


def _hope(goal: _Goal, zone: int, table: Sequence[ZoneFacts]) -> float:
    points, check = goal
    return points if check(zone, table) else points * UNMET_OBJECTIVE_WEIGHT


def _own_hope(index: int, zone: _Zone) -> float:
    """The hope of a zone's objectives that read its Splito cards alone."""
    if not zone.own:
        return 0.0
    alone = [_NOTHING] * index + [ZoneFacts(zone.colours, zone.values, zone.cards)]
    return sum(_hope(goal, index, alone) for goal in zone.own)
