"""The engine's mutation score per game, from mutmut's results (``make mutation``).

A mutant is a small change to an engine module (a comparison flipped, a constant moved by one,
a statement dropped); the engine's own tests should fail on it. Every module is mutated: the
rules, and the AI players, hints, reviews and tutorials, whose choices and sentences are
claims about the game. Mutants listed as equivalent in ``engine/MUTANTS.md`` (changes no test
can see, with the reason) are left out of the score.
"""

from __future__ import annotations

import re
import subprocess
import sys
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from pathlib import Path

from engine import game_names

#: Each game's own package (``engine.<game>``): the engine's games, as it registers them.
GAMES = tuple(game_names())
PARTS = (*GAMES, "shared")
TARGET = 95.0
EQUIVALENT = Path("engine/MUTANTS.md")
RESULT = re.compile(r"^\s*(engine\.\S+): (.+)$")
LISTED = re.compile(r"`(engine\.[^`]+__mutmut_\d+)`")
CAUGHT = ("killed", "timeout")


def mutmut() -> str:
    """The mutmut of this virtual environment."""
    return str(Path(sys.executable).with_name("mutmut"))


def results() -> dict[str, str]:
    """Every mutant's status (killed, survived, no tests, timeout, not checked…)."""
    shown = subprocess.run(
        [mutmut(), "results", "--all", "true"], capture_output=True, text=True, check=True
    ).stdout
    return {m[1]: m[2] for line in shown.splitlines() if (m := RESULT.match(line))}


def equivalent() -> set[str]:
    """The mutants ``engine/MUTANTS.md`` lists as equivalent."""
    return set(LISTED.findall(EQUIVALENT.read_text())) if EQUIVALENT.exists() else set()


def game_of(mutant: str) -> str:
    part = mutant.split(".")[1]
    return part if part in GAMES else "shared"


def scores(statuses: Mapping[str, str], alike: Iterable[str] = ()) -> list[str]:
    """Print the score of each part; return the games below the target."""
    alike = set(alike)
    counts: dict[str, Counter[str]] = defaultdict(Counter)
    for mutant, status in statuses.items():
        counts[game_of(mutant)]["equivalent" if mutant in alike else status] += 1
    print(f"{'part':<12} {'killed':>7} {'survived':>9} {'no tests':>9} {'equiv.':>7} {'score':>7}")
    below = []
    for part in PARTS:
        seen = counts[part]
        caught = sum(seen[s] for s in CAUGHT)
        judged = caught + seen["survived"] + seen["no tests"] + seen["suspicious"]
        score = 100 * caught / judged if judged else float("nan")
        unchecked = f"  ({seen['not checked']} not checked)" if seen["not checked"] else ""
        print(
            f"{part:<12} {caught:>7} {seen['survived']:>9} {seen['no tests']:>9} "
            f"{seen['equivalent']:>7} {score:>6.1f}%{unchecked}"
        )
        if part in GAMES and judged and score < TARGET:
            below.append(part)
    if below:
        print(f"below {TARGET:g} %: {', '.join(below)}")
    return below


def stale(statuses: Mapping[str, str], alike: Iterable[str]) -> list[str]:
    """The mutants ``engine/MUTANTS.md`` lists that no longer exist (their function moved or
    changed): each must be found again and its reason checked."""
    gone = sorted(set(alike) - set(statuses))
    for name in gone:
        print(f"engine/MUTANTS.md lists a mutant that no longer exists: {name}")
    return gone


def main() -> int:
    statuses, alike = results(), equivalent()
    gone = stale(statuses, alike)
    return 1 if scores(statuses, alike) or gone else 0


if __name__ == "__main__":
    sys.exit(main())
