"""How strong the ``strong`` AI is: one strong seat against greedy seats (the seat moves round
the table), the same seeds replayed with greedy in that seat as the baseline, for every game
with the targets of its issue. Win rates are given with 95 % Wilson intervals; points are the
paired difference of that seat's score; decision times are of the strong seat, one thread,
timed in games of their own played one after another (the matches share the cores).

``python -m bench.strength [GAMES]`` (default 400 a game, as the issue asks: an interval of
±5 points at most). The games are played in one process per core, each game on one thread;
a game two targets share (a table of strong seats is both a seat among equals and the baseline
of the seat with twice the budget) is played once.
A game without a strong policy yet is a miss. Splito also plays strong against strong: a
strong seat among three wins its share (25 % ± 5: no seat is favoured), and one with twice the
budget wins more (≥ 30 %).
"""

from __future__ import annotations

import math
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from bench.gate import Verdict
from bench.machine import cores
from engine import get_game
from engine.ai import choose, policies_of, register_policy
from engine.splitit.ai import Weights, greedy_with
from engine.splito.strong import DECISIONS, strong_with

#: Split it!'s greedy AI with other weights, for the target that the strong seat still wins
#: when its rivals do not reason quite as its model of them does: one bets more at random and
#: values cards more, one bets more sharply and values only points.
RIVAL_VARIANTS = {
    "greedy-loose": Weights(card_bonus=0.5, temperature=1.5, rival_temperature=1.0),
    "greedy-sharp": Weights(card_bonus=0.0, temperature=0.2, rival_temperature=6.0),
}
for _name, _weights in RIVAL_VARIANTS.items():
    register_policy("splitit", _name, greedy_with(_weights))
#: Splito's strong AI with twice its budget, for the target that more thinking wins more.
register_policy("splito", "strong-2x", strong_with(2 * DECISIONS))


@dataclass(frozen=True)
class Target:
    game: str
    players: int
    wins: float  # the seat's rate of wins (a shared win counts whole, except among equals)
    points: float | None  # its paired gain in points a game, where the issue sets one
    rivals: str = "greedy"  # the policy of every other seat (and the baseline's)
    policy: str = "strong"  # the seat's that moves round the table
    most: float | None = None  # the highest share of wins on target (a seat among equals)


TARGETS = (
    Target("splito", 4, 0.65, None),
    Target("splitit", 3, 0.90, None),
    Target("splitit", 3, 0.85, None, rivals="greedy-loose"),
    Target("splitit", 3, 0.85, None, rivals="greedy-sharp"),
    Target("splitter", 4, 0.55, 3.0),
    Target("serendipity", 3, 0.70, 20.0),
    # Strong against strong: no seat has an advantage, and twice the budget wins more.
    Target("splito", 4, 0.20, None, rivals="strong", most=0.30),
    Target("splito", 4, 0.30, None, rivals="strong", policy="strong-2x"),
)
P95_MS = 300


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a win rate."""
    if games == 0:
        return 0.0, 1.0
    rate = wins / games
    centre = (rate + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games))
    return centre - half / (1 + z * z / games), centre + half / (1 + z * z / games)


def play(
    name: str,
    players: int,
    seed: int,
    seat: int,
    policy: str,
    times: list[float] | None,
    rivals: str = "greedy",
) -> tuple[float, float]:
    """One seeded game, ``policy`` in ``seat`` and ``rivals`` elsewhere: that seat's score and
    its share of the win (1 alone, 1/k shared by k, else 0). Each seat draws from its own
    generator, so the others' choices do not depend on what ``seat`` plays until the table
    differs."""
    game = get_game(name)
    state = game.new_game(game.make_config(players), seed)
    rngs = [random.Random(seed * 1_000 + s) for s in range(players)]
    while not game.is_over(state):
        mover = min(game.waiting_for(state))
        mine = mover == seat
        started = time.perf_counter()
        action = choose(game, state, mover, policy if mine else rivals, rngs[mover])
        if mine and times is not None:
            times.append(time.perf_counter() - started)
        state = game.apply(state, mover, action)
    standings = game.standings(game.result(state))
    winners = sum(s.rank == 1 for s in standings)
    standing = next(s for s in standings if s.seat == seat)
    share = 1 / winners if standing.rank == 1 else 0.0
    return float(standing.score), share


@dataclass(frozen=True)
class Match:
    """One seeded game of ``play``: ``policy`` in ``seat``, ``rivals`` elsewhere."""

    game: str
    players: int
    seed: int
    seat: int
    policy: str
    rivals: str


#: (score, share of the win) of every match played in this run.
_played: dict[Match, tuple[float, float]] = {}


def _play(match: Match) -> tuple[float, float]:
    return play(match.game, match.players, match.seed, match.seat, match.policy, None, match.rivals)


def played(matches: list[Match]) -> list[tuple[float, float]]:
    """Each match's outcome, the ones not played yet in this run played one process a core."""
    todo = [match for match in dict.fromkeys(matches) if match not in _played]
    if todo:
        with ProcessPoolExecutor(cores()) as pool:
            _played.update(zip(todo, pool.map(_play, todo), strict=True))
    return [_played[match] for match in matches]


def measure(target: Target, games: int, verdict: Verdict) -> None:
    name, policy = target.game, target.policy
    against = "" if target.rivals == "greedy" else f" against {target.rivals}"
    seat_name = "strong seat" if policy == "strong" else f"{policy} seat"
    won = "share of the wins" if target.most is not None else "wins"
    label = f"{name} {target.players}p{against}: {seat_name}'s {won}"
    if "strong" not in policies_of(name):
        verdict.at_least(label, 0.0, target.wins, "no strong policy yet")
        return
    players, rivals = target.players, target.rivals
    seats = [(number, number % players) for number in range(games)]
    # The same seeds with ``rivals`` in the seat are the baseline (a seat among equals: the
    # game itself).
    both = played(
        [Match(name, players, n, seat, policy, rivals) for n, seat in seats]
        + [Match(name, players, n, seat, rivals, rivals) for n, seat in seats]
    )
    outcomes, baselines = both[:games], both[games:]
    wins = base_wins = 0.0
    gains = []
    among_equals = target.most is not None
    for (score, share), (base, base_share) in zip(outcomes, baselines, strict=True):
        # A shared win counts whole, except among equals: there the seats' shares must add up
        # to one game, so that 1 / players is the share of a seat with no advantage.
        wins += share if among_equals else share > 0
        base_wins += base_share if among_equals else base_share > 0
        gains.append(score - base)
    low, high = wilson(round(wins), games)
    detail = f"95 % interval {low:.2f}–{high:.2f}, {games} games"
    if policy != rivals:
        detail += f"; the {rivals} seat won {base_wins / games:.2f} of the same seeds"
    verdict.at_least(label, wins / games, target.wins, detail)
    if target.most is not None:
        verdict.at_most(label, wins / games, target.most, detail)
    if target.points is not None:
        spread = statistics.stdev(gains) / math.sqrt(games) if games > 1 else 0.0
        verdict.at_least(
            f"{name} {players}p: points a game over the greedy seat",
            statistics.mean(gains),
            target.points,
            f"± {1.96 * spread:.2f} (95 %)",
        )
    if target.rivals != "greedy" or policy != "strong":
        return  # decision times: measured once, against greedy rivals
    for players in (target.players, get_game(name).player_range()[1]):
        ordered = decision_times(name, players)
        largest = " (its largest table)" if players != target.players else ""
        verdict.at_most(
            f"{name} {players}p{largest}: decision time p95 (ms)",
            ordered[int(0.95 * (len(ordered) - 1))] * 1000,
            P95_MS,
            f"p50 {ordered[len(ordered) // 2] * 1000:.0f} ms, max {ordered[-1] * 1000:.0f} ms, "
            f"{len(ordered)} decisions",
        )


def main(games: int) -> int:
    verdict = Verdict("bench.strength")
    for target in TARGETS:
        measure(target, games, verdict)
    return verdict.finish()


def decision_times(name: str, players: int, decisions: int = 200) -> list[float]:
    """At least ``decisions`` decision times of a strong seat among greedy ones, sorted, from
    seeded games played one after another in this process alone."""
    times: list[float] = []
    seed = 0
    while len(times) < decisions:
        play(name, players, seed, seed % players, "strong", times)
        seed += 1
    return sorted(times)


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 400))
