"""Random Splito playouts for every player count, checking the invariants after every step."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.protocol import Move
from engine.splito import GAME, Pick, SplitoState, all_card_ids
from engine.splito.deck import PROMO_ID
from engine.splito.seating import hand_position
from tests.engine.splito_helpers import DECK, hidden_cards, strings_in

EVERY_CARD = sorted([c.id for c in DECK.splito_cards()] + [o.id for o in DECK.objectives])


def check_invariants(
    state: SplitoState,
    seed: int,
    moves: list[Move[Pick]],
    held: dict[int, list[tuple[str, ...]]],
    replay: bool = True,
) -> None:
    """``held``: the hands each seat has held, at the start of each round so far (kept by the
    test as the game goes)."""
    config = state.config
    # Cards conserved, none in two places.
    cards = all_card_ids(state)
    expected = sorted(EVERY_CARD + ([PROMO_ID] if config.promo42 else []))
    assert sorted(cards) == expected
    assert len(set(cards)) == len(cards)
    # Views: the public sees no hidden card; a seat sees only its own hand and pick, and the
    # cards of the hands it held before (as its player remembers them).
    public = GAME.view(state, None)
    assert not strings_in(public) & hidden_cards(state, None)
    assert public.hand is None and public.my_pick is None and public.held == ()
    for seat in range(config.players):
        view = GAME.view(state, seat)
        seen = {card for hand in held[seat] for card in hand}
        assert not strings_in(view) & (hidden_cards(state, seat) - seen)
        assert view.my_pick == state.picks.get(seat)
        assert [sorted(h) for h in view.held] == [sorted(h) for h in held[seat]]
    # JSON round trip is the identity; the log replays to the same state (``replay``: checked
    # as each round resolves, where a pick stops being secret; replaying the whole log after
    # every pick made the test quadratic in the game's length).
    data = json.loads(json.dumps(GAME.state_to_json(state)))
    assert GAME.state_from_json(config, data) == state
    if replay:
        assert GAME.replay(config, seed, moves) == state
    # Totals equal their breakdowns.
    result = GAME.result(state)
    for zone in result.zones:
        assert zone.total == sum(o.scored for o in zone.objectives) + zone.common_points + (
            zone.promo_points
        )
        assert zone.common_points == sum(c.points for c in result.commons if c.zone == zone.zone)
    for player in result.players:
        assert player.left == result.zones[player.left_zone].total
        assert player.right == result.zones[player.right_zone].total
        assert player.score == player.left * player.right
    assert result.winners and all(result.players[w].rank == 1 for w in result.winners)


@settings(max_examples=35, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(min_value=2, max_value=8),
    seed=st.integers(min_value=0, max_value=2**32),
    promo42=st.booleans(),
    chooser=st.randoms(use_true_random=False),
    change_rate=st.floats(min_value=0, max_value=0.5),
)
@pytest.mark.slow
@pytest.mark.no_cover  # every rule line is hit by the rules' own tests: this is their sum
def test_random_playout_keeps_every_invariant(
    players: int, seed: int, promo42: bool, chooser: random.Random, change_rate: float
):
    config = GAME.make_config(players, {"promo42": promo42})
    state = GAME.new_game(config, seed)
    moves: list[Move[Pick]] = []
    held: dict[int, list[tuple[str, ...]]] = {seat: [] for seat in range(players)}

    def remember() -> None:
        for seat in range(players):
            held[seat].append(state.hands[hand_position(players, seat)])

    remember()
    check_invariants(state, seed, moves, held)
    while not GAME.is_over(state):
        waiting = sorted(GAME.waiting_for(state))
        # Sometimes a seat that already picked changes its mind before the round resolves.
        picked = sorted(GAME.to_act(state) - set(waiting))
        if picked and chooser.random() < change_rate:
            seat = chooser.choice(picked)
        else:
            seat = chooser.choice(waiting)
        action = chooser.choice(GAME.legal_actions(state, seat))
        round_before = state.round
        state = GAME.apply(state, seat, action)
        moves.append(Move(seat, action))
        if state.round != round_before:
            remember()
        check_invariants(state, seed, moves, held, replay=state.round != round_before)
    assert state.round == config.rounds + 1
    assert all(len(h) == 0 for h in state.hands)
    assert sum(len(z) for z in state.zones) == 13 * (4 if players == 2 else players)
