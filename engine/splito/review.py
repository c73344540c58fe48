"""A finished Splito game reviewed for one seat: in each round, the pick the AI prefers and the
one the player made, each worth the points the seat could expect from it, and why the AI's
pick is good.

The AI's pick is the one worth most by that same reckoning, among the picks the greedy AI
values most (the strong AI's candidates) and the player's own: a review never prefers a pick
it values less than the player's.

Each round is judged from what the seat saw then (its view: hands it held, cards revealed),
never from cards it could not know. A pick is worth the score the seat could expect from it:
over play-outs of a few rounds (the unseen cards dealt at random, every seat then picking as the
greedy AI would, the same deals for both picks so that the difference is the picks' own), the
product of the seat's zones' hopes (``Hopes``: points met, and part of those still open), or
its final score where the game ends. Whole games played out from one pick vary by dozens of
points; a few rounds on, the picks' own effect still shows.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import partial

from engine.hints import RoundReview, moves_made, round_review
from engine.splito.explain import why
from engine.splito.hopes import Hopes
from engine.splito.seating import player_zones
from engine.splito.state import Pick, SplitoState, SplitoView
from engine.splito.strong import GAME, played_out, promising

#: Play-outs per pick and round, the rounds each plays on after the pick's, and how many of
#: the picks the greedy AI values most are weighed beside the player's: a whole game's review
#: takes a few seconds.
PLAYOUTS = 6
HORIZON = 2
CANDIDATES = 4


def review(states: Sequence[SplitoState], seat: int, rng: random.Random) -> list[RoundReview]:
    """Every round of ``seat``'s game: ``states`` are the game's states at the start of each
    round and its final state (the seat's pick of a round is read from the next state)."""
    rounds = []
    for before, played in moves_made(states, seat, _pick_of):
        view = GAME.view(before, seat)
        others = promising(view, GAME.legal_actions(before, seat))[:CANDIDATES]
        worths = partial(expected_scores, view, rng=random.Random(rng.getrandbits(64)))
        rounds.append(round_review(view.round, played, others, worths, partial(why, view)))
    return rounds


def expected_scores(view: SplitoView, picks: Sequence[Pick], rng: random.Random) -> list[float]:
    """The score the seat may expect after each of ``picks``, over the same play-outs."""
    totals = played_out(view, picks, rng, PLAYOUTS, HORIZON, _expected)
    return [total / PLAYOUTS for total in totals]


def _expected(state: SplitoState, me: int) -> float:
    """The seat's final score, or the product of its zones' hopes."""
    if GAME.is_over(state):
        return float(next(p.score for p in GAME.result(state).players if p.seat == me))
    hoped = Hopes(state.config.deck, state.zones, state.commons, state.promo_zone).now()
    left, right = player_zones(state.config.players, me)
    return hoped[left] * hoped[right]


def _pick_of(before: SplitoState, after: SplitoState, seat: int) -> Pick | None:
    """The pick ``seat`` made in the round between ``before`` and ``after`` (from the reveal
    that ended it)."""
    if after.round == before.round and not GAME.is_over(after):
        return None
    plays = after.last_plays
    play = next((p for p in plays if p.seat == seat), None)
    if play is None:
        return None
    left, _ = player_zones(before.config.players, seat)
    return Pick(play.card, "left" if play.zone == left else "right")
