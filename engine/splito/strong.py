"""Splito's strong AI: each promising pick played out against the rivals' likely picks, from
what the seat has seen.

A player at the table remembers every hand it held; with every reveal since, it knows what is
left of each of those hands now — after as many rounds as there are hands, every hand at the
table. Each *determinization* keeps those hands as they are and deals the cards the seat has
never seen into the others. In each, the rivals pick this round as the greedy AI would (from
their own views there: simultaneous picks do not depend on the seat's), and each of the seat's
most promising picks (by the greedy AI's reckoning) is played on through the coming rounds,
everyone picking greedily, as far as the budget allows; once the play-outs reach the game's end,
what the budget has left deals more determinizations. A pick is worth how often it ends ahead
of every rival (and, a little, by how much). The budget is a count of greedy decisions, never
time: a table replays identically under any load.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from engine.splito.ai import greedy_policy, hoped_products, pick_values, seats_zones
from engine.splito.game import SplitoGame
from engine.splito.hopes import hopes_of
from engine.splito.memory import known_hands
from engine.splito.state import Pick, SplitoConfig, SplitoState, SplitoView

GAME = SplitoGame()  # its own: engine.splito makes its GAME after importing this module
#: The picks played out: the most promising by the greedy AI's reckoning.
CANDIDATES = 6
#: Determinizations at least: each deals the unseen cards anew and draws the rivals' picks.
SAMPLES = 2
#: Greedy decisions a decision may spend on playing out, times the table's players (at least
#: four): 500 at four players, 250 at eight, whose decisions each weigh more zones, so that a
#: decision stays within about 300 ms.
DECISIONS = 2000
#: Ahead of every rival counts 1; each point of lead counts this much more.
MARGIN = 0.01


def determinize(view: SplitoView, rng: random.Random) -> SplitoState:
    """A state the seat cannot tell from the real one: the hands it knows as they are, the
    cards it never saw dealt at random into the others."""
    known = known_hands(view)
    seen = {card for zone in view.zones for card in zone}
    seen.update(view.commons)
    seen.update(card for cards in known.values() for card in cards)
    deck = view.deck
    unseen = [c.id for c in deck.splito_cards() if c.id not in seen]
    unseen += [o.id for o in deck.objectives if o.id not in seen]
    rng.shuffle(unseen)
    hands = []
    for position, size in enumerate(view.hand_sizes):
        if position in known:
            hands.append(tuple(known[position]))
        else:
            hands.append(tuple(unseen[:size]))
            del unseen[:size]
    # The promo card's state is the view's (``promo`` below): a config's own flag only deals
    # the first round, which a determinized table never plays.
    config = SplitoConfig(view.players, deck=deck)
    state = SplitoState(
        config=config,
        round=view.round,
        hands=tuple(hands),
        zones=view.zones,
        commons=view.commons,
        out_of_game=tuple(unseen),
        promo=view.promo,
        promo_zone=view.promo_zone,
        picks={},
        last_plays=view.last_plays,
    )
    return state


def strong_policy(view: SplitoView, legal: Sequence[Pick], rng: random.Random) -> Pick:
    """The pick that most often ends ahead, played out against the rivals' likely picks."""
    return _strong(view, legal, rng, DECISIONS)


def strong_with(decisions: int) -> Callable[[SplitoView, Sequence[Pick], random.Random], Pick]:
    """The strong policy with another budget (``DECISIONS``'s unit), for matches between
    budgets."""

    def policy(view: SplitoView, legal: Sequence[Pick], rng: random.Random) -> Pick:
        return _strong(view, legal, rng, decisions)

    return policy


def _strong(view: SplitoView, legal: Sequence[Pick], rng: random.Random, decisions: int) -> Pick:
    assert view.seat is not None, "a policy plays a seat"
    if len(legal) == 1:
        return legal[0]
    candidates = promising(view, legal)
    samples, rounds = allotment(view, len(candidates), decisions)
    totals = played_out(view, candidates, rng, samples, rounds, outcome)
    return candidates[max(range(len(candidates)), key=lambda i: (totals[i], -i))]


def allotment(view: SplitoView, candidates: int, decisions: int) -> tuple[int, int]:
    """How a decision spends its budget (``DECISIONS``' unit) on ``candidates`` picks: the
    determinizations each is played out in, and the rounds each play-out goes on after this
    one. Play-outs go as deep as ``SAMPLES`` determinizations allow, never past the game's
    end; the budget the end leaves deals more determinizations, so that late picks, which
    are decided by fewer rounds, are judged on more deals (and a larger budget buys more of
    them instead of rounds that are never played)."""
    players = view.players
    budget = decisions // max(players, 4)  # greedy decisions of the whole table
    per_round = candidates * players  # one round of every candidate's play-outs, one deal
    reachable = max(0, budget // (per_round * SAMPLES) - 1)
    rounds = min(reachable, view.rounds - view.round)
    return max(SAMPLES, budget // (per_round * (rounds + 1))), rounds


def played_out(
    view: SplitoView,
    picks: Sequence[Pick],
    rng: random.Random,
    samples: int,
    rounds: int,
    value: Callable[[SplitoState, int], float],
) -> list[float]:
    """Each of the seat's ``picks`` valued over ``samples`` determinizations: the rivals'
    likely picks this round, then ``rounds`` more rounds of greedy picks; the total of
    ``value(state, seat)`` at their end."""
    assert view.seat is not None
    me, players = view.seat, view.players
    totals = [0.0] * len(picks)
    for _ in range(samples):
        state = determinize(view, rng)
        rivals = {
            seat: greedy_policy(GAME.view(state, seat), GAME.legal_actions(state, seat), rng)
            for seat in range(players)
            if seat != me
        }
        # Every pick is played on with the same draws, so that what tells two picks apart is
        # the pick, not the luck of their play-outs' ties.
        draws = rng.getrandbits(64)
        for index, pick in enumerate(picks):
            played = state
            for seat in range(players):
                played = GAME.apply(played, seat, pick if seat == me else rivals[seat])
            totals[index] += value(_played_on(played, rounds, random.Random(draws)), me)
    return totals


def promising(view: SplitoView, legal: Sequence[Pick]) -> list[Pick]:
    """The ``CANDIDATES`` picks the greedy AI values most, best first."""
    values = pick_values(view, legal)
    ranked = sorted(range(len(legal)), key=lambda i: (-values[i], i))
    return [legal[i] for i in ranked[:CANDIDATES]]


def _played_on(state: SplitoState, rounds: int, rng: random.Random) -> SplitoState:
    """``rounds`` more rounds (or to the end), every seat picking greedily."""
    for _ in range(rounds):
        if GAME.is_over(state):
            break
        for seat in range(state.config.players):
            view = GAME.view(state, seat)
            state = GAME.apply(
                state, seat, greedy_policy(view, GAME.legal_actions(state, seat), rng)
            )
    return state


def outcome(state: SplitoState, me: int) -> float:
    """1 if ``me`` is ahead of every rival (its score at the end, else its hoped product),
    plus a little for each point of lead."""
    scores: list[float]
    if GAME.is_over(state):
        scores = [p.score for p in GAME.result(state).players]
    else:
        hoped = hopes_of(state.config.deck, state.zones, state.commons, state.promo_zone).now()
        scores = hoped_products(hoped, seats_zones(state.config.players))
    return standing(scores, me)


def standing(scores: Sequence[float], me: int) -> float:
    """1 if ``me`` scores more than every rival, else 0, plus ``MARGIN`` a point of lead over
    the best rival (a deficit counts as much against)."""
    lead = scores[me] - max(s for seat, s in enumerate(scores) if seat != me)
    return (1.0 if lead > 0 else 0.0) + MARGIN * lead
