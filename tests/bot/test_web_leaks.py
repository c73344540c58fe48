"""The live page tells a viewer nothing they may not know: a page's payload is the same
whatever the hidden part of the game is (other hands, the cards out of the game, what the
others picked), over many random positions; and no hidden card's id is in it."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import Any

import pytest

from bot.service import TableInfo
from bot.service.links import TableLink
from bot.web.games import PAGES
from bot.web.pages import payload
from engine import get_game
from engine.serendipity import CELLS as SER_CELLS
from engine.splitit.state import zones_of
from engine.splito import Pick, SplitoState
from engine.splito.seating import hand_position
from tests.engine.splito_helpers import hidden_cards
from tests.test_labels_agree import table_of as seated_table

SPLITO = get_game("splito")
SPLITTER = get_game("splitter")


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


def splitter_scrambled(state: Any, seat: int | None, rng: random.Random) -> Any:
    """A Splitter position with the other seats' pending placements (who placed stays) and
    the rolls to come drawn again."""
    pending = {}
    for placer, place in state.pending.items():
        if placer == seat:
            pending[placer] = place
        else:
            pending[placer] = rng.choice(SPLITTER.legal_actions(state, placer))
    later = tuple((rng.randint(1, 6), rng.randint(1, 6)) for _ in state.rolls[state.round :])
    return replace(state, pending=pending, rolls=state.rolls[: state.round] + later)


def splitit_scrambled(state: Any, seat: int | None, rng: random.Random) -> Any:
    """A Split it! position with the deck shuffled again and the other seats' bets (who bet
    stays) made again."""
    deck = list(state.deck)
    rng.shuffle(deck)
    zones = [name for name, _ in zones_of(state.row, state.cuts, state.discarded_zone)]
    bets = {s: z if s == seat else rng.choice(zones) for s, z in state.bets.items()}
    return replace(state, deck=tuple(deck), bets=bets)


def serendipity_scrambled(state: Any, seat: int | None, rng: random.Random) -> Any:
    """A Serendipity position with the face-down tiles dealt again among their cells (but the
    one just turned back, and those the table remembers seeing: they are known)."""
    known = {cell for cell, _ in state.seen} | ({state.flash[0]} if state.flash else set())
    hidden = [
        i
        for i, (c, t) in enumerate(zip(SER_CELLS, state.tiles, strict=True))
        if not t.face_up and c not in known
    ]
    tiles = list(state.tiles)
    kinds = [tiles[i] for i in hidden]
    rng.shuffle(kinds)
    for i, tile in zip(hidden, kinds, strict=True):
        tiles[i] = tile
    return replace(state, tiles=tuple(tiles))


SCRAMBLES = {
    "splito": scrambled,
    "splitter": splitter_scrambled,
    "splitit": splitit_scrambled,
    "serendipity": serendipity_scrambled,
}


def table_of(state: Any, game: str = "splito") -> TableInfo:
    """The table of ``state`` in French, as the transports receive it (finished when over)."""
    engine = get_game(game)
    table = seated_table(game, state, "fr", state.config.players)
    return replace(table, status="finished" if engine.is_over(state) else "running")


def shown_to(state: Any, seat: int | None, game: str = "splito") -> Any:
    link = TableLink(7, 100 + seat if seat is not None else 999, seat, "ru", 2**40)
    return payload(PAGES[game], table_of(state, game), link)


def any_position(game: str, players: int, seed: int) -> Any:
    """A game of ``players`` after a random number of random moves."""
    rules = get_game(game)
    rng = random.Random(seed)
    state = rules.new_game(rules.make_config(players), seed)
    for _ in range(rng.randrange(0, 120)):
        if rules.is_over(state):
            break
        seat = rng.choice(sorted(rules.waiting_for(state)))
        state = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
    return state


@pytest.mark.parametrize("game", ["splitter", "splitit", "serendipity"])
@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("seed", range(10))
def test_a_page_of_any_game_is_the_same_whatever_it_may_not_see(game, players, seed):
    state = any_position(game, players, seed)
    rng = random.Random(seed)
    for seat in (None, *range(players)):
        shown = shown_to(state, seat, game)
        for _ in range(3):
            assert shown_to(SCRAMBLES[game](state, seat, rng), seat, game) == shown, seat


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
