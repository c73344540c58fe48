"""A zone's hope, worked out fast for the AI, is what the table's full scoring gives: its total
now plus a share of the points of its objectives not met yet."""

from __future__ import annotations

import random
import sys
from concurrent.futures import ThreadPoolExecutor

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.ai import choose
from engine.splito import GAME, score_table
from engine.splito import hopes as hopes_module
from engine.splito.conditions import AllOf, CardCount, Count, Distinct, Majority
from engine.splito.deck import Deck, Objective, default_deck, splito_id
from engine.splito.hopes import UNMET_OBJECTIVE_WEIGHT, Hopes, hopes_of


def scored_hopes(state, zones) -> list[float]:
    return zones_hoped(state.config.deck, zones, state.commons, state.promo_zone)


def zones_hoped(deck, zones, commons, promo_zone) -> list[float]:
    """Each zone's hope by the full scoring: its total, and part of its objectives not met."""
    result = score_table(deck, zones, commons, promo_zone, final=False)
    return [
        zone.total + sum(o.points for o in zone.objectives if not o.met) * UNMET_OBJECTIVE_WEIGHT
        for zone in result.zones
    ]


@settings(max_examples=40, deadline=None)
@given(
    players=st.integers(min_value=2, max_value=8),
    seed=st.integers(min_value=0, max_value=2**32),
    rounds=st.integers(min_value=0, max_value=12),
    promo42=st.booleans(),
)
def test_hopes_equal_the_full_scoring_now_and_with_any_card_more(players, seed, rounds, promo42):
    state = GAME.new_game(GAME.make_config(players, {"promo42": promo42}), seed)
    rng = random.Random(seed)
    while state.round <= rounds and not GAME.is_over(state):
        for seat in range(players):
            state = GAME.apply(state, seat, choose(GAME, state, seat, "random", rng))
    hopes = Hopes(state.config.deck, state.zones, state.commons, state.promo_zone)
    assert hopes.now() == scored_hopes(state, state.zones)
    cards = [card for hand in state.hands for card in hand] + list(state.out_of_game[:5])
    for card in rng.sample(cards, min(6, len(cards))):
        zone = rng.randrange(len(state.zones))
        zones = [list(z) for z in state.zones]
        zones[zone].append(card)
        assert hopes.with_card(zone, card) == scored_hopes(state, zones)


def deck_that_mixes_what_objectives_read() -> Deck:
    """The printed deck, and objectives no printed card has: a majority inside "all of"
    (it reads the other zones and the zone's own cards), a card count inside "all of" (it
    reads the commons the zone wins), a majority of a value."""
    base = default_deck()
    colour = base.colours[0]
    extra = (
        Objective("mix-majority", 5, AllOf((Majority(colour=colour), Count(">=", 1, value=2)))),
        Objective("mix-cards", 4, AllOf((CardCount(">=", 4), Distinct("colours", ">=", 2)))),
        Objective("value-majority", 3, Majority(value=5)),
    )
    return Deck("mixed", "", base.colours, base.promo_points, (*base.objectives, *extra))


@settings(max_examples=60, deadline=None)
@given(
    zone_count=st.integers(min_value=2, max_value=8),
    seed=st.integers(min_value=0, max_value=2**32),
    cards_in_play=st.integers(min_value=0, max_value=60),
    promo=st.booleans(),
)
@pytest.mark.no_cover  # each line it runs, another test traces too
def test_a_card_more_changes_the_hopes_as_the_full_scoring_says_whatever_the_objectives_read(
    zone_count, seed, cards_in_play, promo
):
    """Every card not on a table where majorities, commons and card counts are in play, each
    into a zone: a hope read from the table as it stood is the full scoring's."""
    deck = deck_that_mixes_what_objectives_read()
    rng = random.Random(seed)
    majorities = [o.id for o in deck.objectives if isinstance(o.condition, Majority)]
    commons = tuple(rng.sample(majorities, 2))
    cards = [c.id for c in deck.splito_cards()]
    cards += [o.id for o in deck.objectives if o.id not in commons]
    rng.shuffle(cards)
    zones: list[list[str]] = [[] for _ in range(zone_count)]
    for card in cards[:cards_in_play]:
        zones[rng.randrange(zone_count)].append(card)
    promo_zone = rng.randrange(zone_count) if promo else None
    hopes = Hopes(deck, zones, commons, promo_zone)
    assert hopes.now() == zones_hoped(deck, zones, commons, promo_zone)
    for card in cards[cards_in_play:]:
        zone = rng.randrange(zone_count)
        more = [list(z) for z in zones]
        more[zone].append(card)
        assert hopes.with_card(zone, card) == zones_hoped(deck, more, commons, promo_zone), card


def test_seats_deciding_on_the_same_table_share_its_hopes_and_others_get_their_own():
    state = GAME.new_game(GAME.make_config(4), 7)
    deck = state.config.deck
    shared = hopes_of(deck, state.zones, state.commons, state.promo_zone)
    assert hopes_of(deck, tuple(state.zones), tuple(state.commons), state.promo_zone) is shared
    card = state.hands[0][0]
    played = tuple((*zone, card) if index == 0 else zone for index, zone in enumerate(state.zones))
    other = hopes_of(deck, played, state.commons, state.promo_zone)
    assert other is not shared
    assert other.now() == shared.with_card(0, card)


def test_a_common_objective_lost_to_a_tie_elsewhere_costs_the_zone_its_card_count():
    """Zone 1 wins the majority of its colour with one card, and that common makes its fourth
    card; a card of that colour into zone 0 ties the majority, and zone 1's card count fails."""
    deck = deck_that_mixes_what_objectives_read()
    common, colour = next(
        (o, o.condition.colour)
        for o in deck.objectives
        if isinstance(o.condition, Majority) and o.condition.colour is not None
    )
    other_colour = next(c for c in deck.colours if c != colour)
    nobodys = next(  # a majority no card on the table counts for
        o
        for o in deck.objectives
        if isinstance(o.condition, Majority)
        and o.condition.colour not in (colour, other_colour)
        and o.condition.value not in (1, 2)
    )
    commons = (common.id, nobodys.id)
    zones = [[], ["mix-cards", splito_id(colour, 1), splito_id(other_colour, 1)], []]
    hopes = Hopes(deck, zones, commons, None)
    assert hopes.now()[1] == 4 + 0 + common.points  # met, and the common won
    tie = splito_id(colour, 2)
    assert hopes.with_card(0, tie)[1] == 4 * UNMET_OBJECTIVE_WEIGHT
    assert hopes.with_card(0, tie) == zones_hoped(deck, [[tie], *zones[1:]], commons, None)


def test_a_card_the_deck_does_not_know_counts_as_a_card_and_for_nothing_else():
    deck = deck_that_mixes_what_objectives_read()
    commons = ("O01", "O02")
    zones = [["mix-cards", "stranger"], [splito_id(deck.colours[0], 1)]]
    hopes = Hopes(deck, zones, commons, None)
    assert hopes.now() == zones_hoped(deck, zones, commons, None)
    more = [[*zones[0], "another"], zones[1]]
    assert hopes.with_card(0, "another") == zones_hoped(deck, more, commons, None)


def test_seats_deciding_at_once_in_threads_get_what_one_reading_alone_gives(monkeypatch):
    """The shared readings (tables' hopes, decks' cards) are read, filled and cleared by
    several threads at once, as the bot's AI workers do: each decision still gets the hopes a
    reading of its own gives, even with caches so small that every few asks clear them."""
    monkeypatch.setattr(hopes_module, "_RECENT", {})
    monkeypatch.setattr(hopes_module, "_DECKS", {})
    monkeypatch.setattr(hopes_module, "_RECENT_MOST", 2)
    monkeypatch.setattr(hopes_module, "_DECKS_MOST", 1)
    rng = random.Random(5)
    tables = []
    for deck in (default_deck(), deck_that_mixes_what_objectives_read()) * 4:
        cards = [c.id for c in deck.splito_cards()] + [o.id for o in deck.objectives[2:]]
        rng.shuffle(cards)
        zones = tuple(tuple(cards[start::4][:6]) for start in range(4))
        commons = tuple(o.id for o in deck.objectives[:2])
        tables.append((deck, zones, commons, rng.choice((None, 1)), cards[-5:]))

    def hopes_there(table, reading) -> list[list[float]]:
        deck, zones, commons, promo_zone, more = table
        hopes = reading(deck, zones, commons, promo_zone)
        return [hopes.now()] + [hopes.with_card(z, c) for c in more for z in range(4)]

    alone = [hopes_there(table, Hopes) for table in tables]
    switch = sys.getswitchinterval()
    sys.setswitchinterval(1e-5)  # threads take turns as often as the interpreter allows
    try:
        with ThreadPoolExecutor(4) as pool:
            asks = [pool.submit(hopes_there, tables[n % len(tables)], hopes_of) for n in range(400)]
            got = [ask.result(timeout=60) for ask in asks]
    finally:
        sys.setswitchinterval(switch)
    assert got == [alone[n % len(tables)] for n in range(400)]


@pytest.mark.parametrize("by", ["value", "colour"])
def test_a_card_elsewhere_takes_a_majority_of_its_value_or_colour_from_a_zone(by, monkeypatch):
    """A zone leads the 5s (or the yellows) two to one; one more in the other zone ties it,
    and the zone's majority objective is no longer met: the hope says so."""
    monkeypatch.setattr(hopes_module, "_DECKS", {})  # the cards read afresh, not remembered
    base = default_deck()
    yellow, *others = base.colours
    if by == "value":
        majority = Majority(value=5)
        four = [splito_id(colour, 5, 1) for colour in others[:4]]  # four 5s of other colours
    else:
        majority = Majority(colour=yellow)
        four = [splito_id(yellow, value, 1) for value in (1, 2, 3, 4)]
    deck = Deck("lead", "", base.colours, base.promo_points, (Objective("lead", 3, majority),))
    zones = [["lead", four[0], four[1]], [four[2]]]
    hopes = Hopes(deck, zones, (), None)
    assert hopes.now() == zones_hoped(deck, zones, (), None) == [3.0, 0.0]
    tied = [zones[0], [four[2], four[3]]]
    assert hopes.with_card(1, four[3]) == zones_hoped(deck, tied, (), None)
    assert hopes.with_card(1, four[3])[0] < 3.0  # no longer met
