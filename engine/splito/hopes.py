"""What each zone of a table in play may be worth, worked out fast for AI seats: the greedy AI
weighs every card and side of a hand, the strong one whole games to their end.

A zone's *hope* is its score now (objectives met, common objectives won, the promo) plus a
share of the points of its objectives not met yet, which later cards may still meet. It is
what ``score_table`` gives, without the words and breakdowns a board needs. Adding one card to
one zone starts from the table as it stands and reads again only what the card may change:
that zone, the common objectives if it counts for them, and elsewhere the objectives that
compare zones by the card's colour or value.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

from engine.splito.conditions import AllOf, CardCount, Condition, Majority
from engine.splito.deck import Deck, SplitoCard
from engine.splito.scoring import Check, ZoneFacts, check_of, majority_count_of, most_of

# An objective that does not hold yet may still hold later: count part of its points.
UNMET_OBJECTIVE_WEIGHT = 0.5
#: A zone with no card, before the one an objective reads alone (conditions only read it).
_NOTHING = ZoneFacts(Counter(), Counter(), 0)

#: What a condition reads of the other zones, or a Splito card changes in its zone: its
#: colour and its value.
_Marks = frozenset[tuple[str, str | int]]
_NO_MARKS: _Marks = frozenset()
_Key = TypeVar("_Key", str, int)


def _looks_beyond_its_zone(condition: Condition) -> bool:
    """Whether a condition reads more than its zone's Splito cards: other zones (majorities)
    or every card, common objectives won included (card counts)."""
    if isinstance(condition, Majority | CardCount):
        return True
    return isinstance(condition, AllOf) and any(_looks_beyond_its_zone(c) for c in condition.of)


def _reads_elsewhere(condition: Condition) -> _Marks:
    """The colours and values a condition compares with the other zones (majorities)."""
    if isinstance(condition, Majority):
        if condition.colour is not None:
            return frozenset({("colour", condition.colour)})
        assert condition.value is not None
        return frozenset({("value", condition.value)})
    if isinstance(condition, AllOf):
        return frozenset().union(*(_reads_elsewhere(c) for c in condition.of))
    return frozenset()


#: An objective as the hopes read it: its points, and its condition made a function.
_Goal = tuple[int, Check]


@dataclass(frozen=True, slots=True)
class _Wide:
    """An objective that looks beyond its zone's Splito cards."""

    goal: _Goal
    reads: _Marks  # what of the other zones it compares


@dataclass(frozen=True, slots=True)
class _Card:
    """What the hopes need of one card: a Splito card (and ``marks``, its colour and value),
    or an objective, read alone in its zone (``own``) or beyond it (``wide``)."""

    splito: SplitoCard | None
    marks: _Marks = _NO_MARKS
    own: _Goal | None = None
    wide: _Wide | None = None


@dataclass(frozen=True, slots=True)
class _Zone:
    colours: Counter[str]
    values: Counter[int]
    cards: int  # every card played into it (commons won and the promo come on top)
    own: tuple[_Goal, ...]  # objectives whose condition reads this zone's Splito cards alone
    wide: tuple[_Wide, ...]  # the others


class Hopes:
    """Every zone's hope on a table: now, or with one card more in one zone. Read-only once
    made, so that seats deciding on the same table may share it (``hopes_of``)."""

    def __init__(
        self,
        deck: Deck,
        zones: Sequence[Sequence[str]],
        commons: Sequence[str],
        promo_zone: int | None,
    ) -> None:
        self.deck = deck
        self.cards = _cards_of(deck)
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
        provisional = [ZoneFacts(z.colours, z.values, 0) for z in self.zones]
        self.counts = [[count(facts) for facts in provisional] for _, count in self.commons]
        self.winners = [most_of(counts) for counts in self.counts]
        self.extra, self.won = self._shares(self.winners)
        self.table = [
            ZoneFacts(z.colours, z.values, z.cards + self.won[i]) for i, z in enumerate(self.zones)
        ]
        self.wide_hopes = [
            [_hope(wide.goal, index, self.table) for wide in zone.wide]
            for index, zone in enumerate(self.zones)
        ]
        # What of the other zones each zone's objectives compare.
        self.reads = [_NO_MARKS.union(*(w.reads for w in zone.wide)) for zone in self.zones]
        self.hopes = [
            _summed(self.extra[i], self.own_hopes[i], self.wide_hopes[i])
            for i in range(len(self.zones))
        ]

    def _zone(self, cards: Sequence[str]) -> _Zone:
        colours: Counter[str] = Counter()
        values: Counter[int] = Counter()
        own: list[_Goal] = []
        wide: list[_Wide] = []
        for card_id in cards:
            card = self.cards.get(card_id)
            if card is None:
                continue
            if card.splito is not None:
                colours[card.splito.colour] += 1
                values[card.splito.value] += 1
            elif card.wide is not None:
                wide.append(card.wide)
            elif card.own is not None:
                own.append(card.own)
        return _Zone(colours, values, len(cards), tuple(own), tuple(wide))

    def _shares(self, winners: Sequence[int | None]) -> tuple[list[float], list[int]]:
        """Each zone's points from the common objectives and the promo, and how many it won."""
        extra = [0.0] * len(self.zones)
        won = [0] * len(self.zones)
        for (points, _), winner in zip(self.commons, winners, strict=True):
            if winner is not None:
                extra[winner] += points
                won[winner] += 1
        if self.promo_zone is not None:
            extra[self.promo_zone] += self.deck.promo_points
            won[self.promo_zone] += 1
        return extra, won

    def now(self) -> list[float]:
        """Each zone's hope as the table stands."""
        return list(self.hopes)

    def with_card(self, zone: int, card_id: str) -> list[float]:
        """Each zone's hope with ``card_id`` played into ``zone``."""
        old = self.zones[zone]
        card = self.cards.get(card_id)
        colours, values, own, wide = old.colours, old.values, old.own, old.wide
        winners, marks = self.winners, _NO_MARKS
        if card is not None and card.splito is not None:
            marks = card.marks
            colours = _plus_one(colours, card.splito.colour)
            values = _plus_one(values, card.splito.value)
            winners = self._winners_with(zone, ZoneFacts(colours, values, 0))
        elif card is not None and card.wide is not None:
            wide = (*wide, card.wide)
        elif card is not None and card.own is not None:
            own = (*own, card.own)
        changed = _Zone(colours, values, old.cards + 1, own, wide)
        # Objectives that read a zone's Splito cards alone read neither its card count nor
        # the other zones.
        unchanged = colours is old.colours and own is old.own
        own_hope = self.own_hopes[zone] if unchanged else _own_hope(zone, changed)
        extra, won = (self.extra, self.won) if winners == self.winners else self._shares(winners)
        table = list(self.table)
        for index, other in enumerate(self.zones):
            if index == zone:
                table[index] = ZoneFacts(colours, values, changed.cards + won[index])
            elif won[index] != self.won[index]:
                table[index] = ZoneFacts(other.colours, other.values, other.cards + won[index])
        hopes = list(self.hopes)
        for index, other in enumerate(self.zones):
            if index == zone:
                wide_hopes = [_hope(w.goal, index, table) for w in changed.wide]
                hopes[index] = _summed(extra[index], own_hope, wide_hopes)
                continue
            # A card elsewhere changes this zone's hope only through the commons it loses (and
            # so its card count), or its objectives comparing zones by the card's colour or value.
            recount = won[index] != self.won[index] or extra[index] != self.extra[index]
            if not recount and self.reads[index].isdisjoint(marks):
                continue
            wide_hopes = [
                _hope(w.goal, index, table) if recount or not w.reads.isdisjoint(marks) else base
                for w, base in zip(other.wide, self.wide_hopes[index], strict=True)
            ]
            hopes[index] = _summed(extra[index], self.own_hopes[index], wide_hopes)
        return hopes

    def _winners_with(self, zone: int, facts: ZoneFacts) -> list[int | None]:
        """The common objectives' winners with ``zone``'s Splito cards counted as ``facts``."""
        winners = self.winners
        for which, (_, count) in enumerate(self.commons):
            counted = count(facts)
            if counted != self.counts[which][zone]:
                counts = list(self.counts[which])
                counts[zone] = counted
                if winners is self.winners:
                    winners = list(winners)
                winners[which] = most_of(counts)
        return winners


def _plus_one(counter: Counter[_Key], key: _Key) -> Counter[_Key]:
    """A copy of ``counter`` with one more ``key`` (``Counter.copy`` costs three times as much,
    and the AI copies some hundred thousand a decision)."""
    more: Counter[_Key] = Counter.__new__(Counter)
    dict.update(more, counter)
    more[key] = counter[key] + 1
    return more


def _summed(extra: float, own_hope: float, wide_hopes: Sequence[float]) -> float:
    """A zone's hope from its parts, always added in the same order (the same float)."""
    hope = extra + own_hope
    for wide_hope in wide_hopes:
        hope += wide_hope
    return hope


def _hope(goal: _Goal, zone: int, table: Sequence[ZoneFacts]) -> float:
    points, check = goal
    return points if check(zone, table) else points * UNMET_OBJECTIVE_WEIGHT


def _own_hope(index: int, zone: _Zone) -> float:
    """The hope of a zone's objectives that read its Splito cards alone."""
    if not zone.own:
        return 0.0
    alone = [_NOTHING] * index + [ZoneFacts(zone.colours, zone.values, zone.cards)]
    return sum(_hope(goal, index, alone) for goal in zone.own)


#: Each deck's cards as the hopes read them, by the deck's fingerprint: every decision reads
#: them. Tables mostly play the printed deck; a server's own decks are kept a few at a time.
_DECKS: dict[str, dict[str, _Card]] = {}
_DECKS_MOST = 16


def _cards_of(deck: Deck) -> dict[str, _Card]:
    cards = _DECKS.get(deck.fingerprint)
    if cards is None:
        cards = {
            card.id: _Card(card, frozenset({("colour", card.colour), ("value", card.value)}))
            for card in deck.splito_cards()
        }
        for objective in deck.objectives:
            goal = (objective.points, check_of(objective.condition))
            if _looks_beyond_its_zone(objective.condition):
                cards[objective.id] = _Card(
                    None, wide=_Wide(goal, _reads_elsewhere(objective.condition))
                )
            else:
                cards[objective.id] = _Card(None, own=goal)
        if len(_DECKS) >= _DECKS_MOST:
            _DECKS.clear()
        _DECKS[deck.fingerprint] = cards
    return cards


#: The latest tables' hopes: the seats of a table decide one after another on the same zones.
_RECENT: dict[tuple[str, tuple[tuple[str, ...], ...], tuple[str, ...], int | None], Hopes] = {}
_RECENT_MOST = 64


def hopes_of(
    deck: Deck,
    zones: tuple[tuple[str, ...], ...],
    commons: tuple[str, ...],
    promo_zone: int | None,
) -> Hopes:
    """The ``Hopes`` of a table, shared with whoever asked for the same table lately."""
    key = (deck.fingerprint, zones, commons, promo_zone)
    hopes = _RECENT.get(key)
    if hopes is None:
        hopes = Hopes(deck, zones, commons, promo_zone)
        if len(_RECENT) >= _RECENT_MOST:
            _RECENT.clear()
        _RECENT[key] = hopes
    return hopes
