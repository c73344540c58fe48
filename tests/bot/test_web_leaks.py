"""The live page tells a viewer nothing they may not know: a page's payload is the same
whatever the hidden part of the game is (other hands, the cards out of the game, what the
others picked), over many random positions; and no hidden card's id is in it."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import Any

import pytest

from bot.service import SeatInfo, TableInfo
from bot.service.links import TableLink
from bot.web.games import PAGES
from bot.web.pages import payload
from engine import get_game
from engine.splito import Pick, SplitoState
from engine.splito.seating import hand_position
from tests.engine.splito_helpers import hidden_cards

SPLITO = get_game("splito")


def position(players: int, seed: int) -> SplitoState:
    """A game of ``players`` after a random number of random moves."""
    rng = random.Random(seed)
    config = SPLITO.make_config(players, {"promo42": rng.random() < 0.5})
    state: SplitoState = SPLITO.new_game(config, seed)
    for _ in range(rng.randrange(0, players * 12)):
        if SPLITO.is_over(state):
            break
        seat = rng.choice(sorted(SPLITO.waiting_for(state)))
        state = SPLITO.apply(state, seat, rng.choice(SPLITO.legal_actions(state, seat)))
    return state


def scrambled(state: SplitoState, seat: int | None, rng: random.Random) -> SplitoState:
    """``state`` with everything ``seat`` cannot see dealt again at random: the other hands
    (each its size), the cards out of the game, and the other seats' picks (who picked stays)."""
    players = state.config.players
    own = hand_position(players, seat) if seat is not None else None
    unseen = [c for p, hand in enumerate(state.hands) if p != own for c in hand]
    unseen += state.out_of_game
    rng.shuffle(unseen)
    hands = []
    for p, hand in enumerate(state.hands):
        if p == own:
            hands.append(hand)
        else:
            hands.append(tuple(unseen[: len(hand)]))
            del unseen[: len(hand)]
    picks = {}
    for picker, pick in state.picks.items():
        if picker == seat:
            picks[picker] = pick
        else:
            dealt = hands[hand_position(players, picker)]
            picks[picker] = Pick(rng.choice(dealt), rng.choice(("left", "right")))
    return replace(state, hands=tuple(hands), out_of_game=tuple(unseen), picks=picks)


def table_of(state: SplitoState) -> TableInfo:
    players = state.config.players
    seats = tuple(SeatInfo(s, 100 + s, f"P{s}") for s in range(players))
    return TableInfo(
        id=7,
        game="splito",
        status="finished" if SPLITO.is_over(state) else "running",
        guild_id=1,
        channel_id=2,
        thread_id=None,
        host_id=100,
        options={"language": "fr"},
        seats=seats,
        version=1,
        round=SPLITO.round_number(state),
        config=state.config,
        state=state,
        public=SPLITO.view(state, None),
        to_act=SPLITO.to_act(state),
    )


def shown_to(state: SplitoState, seat: int | None) -> Any:
    link = TableLink(7, 100 + seat if seat is not None else 999, seat, "ru", 2**40)
    return payload(PAGES["splito"], table_of(state), link)


@pytest.mark.parametrize("players", [2, 3, 5])
@pytest.mark.parametrize("seed", range(12))
def test_a_page_is_the_same_whatever_it_may_not_see(players, seed):
    state = position(players, seed)
    rng = random.Random(seed)
    for seat in (None, *range(players)):
        shown = shown_to(state, seat)
        for _ in range(3):
            assert shown_to(scrambled(state, seat, rng), seat) == shown, seat
        text = json.dumps(shown)
        assert not any(f'"{card}"' in text for card in hidden_cards(state, seat))


def test_the_scramble_changes_what_it_should():
    """The check above can fail: a page that showed another hand would differ."""
    state = position(3, 1)
    rng = random.Random(1)
    other = scrambled(state, 0, rng)
    assert other.hands[hand_position(3, 0)] == state.hands[hand_position(3, 0)]
    assert any(a != b for a, b in zip(other.hands, state.hands, strict=True))
    assert shown_to(other, 1) != shown_to(state, 1)  # seat 1's own hand was dealt again
