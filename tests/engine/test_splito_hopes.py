"""A zone's hope, worked out fast for the AI, is what the table's full scoring gives: its total
now plus a share of the points of its objectives not met yet."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.ai import choose
from engine.splito import GAME, score_table
from engine.splito.hopes import UNMET_OBJECTIVE_WEIGHT, Hopes


def scored_hopes(state, zones) -> list[float]:
    result = score_table(
        state.config.deck,
        zones,
        state.commons,
        state.promo_zone,
        two_player=state.config.two_player,
        final=False,
    )
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
