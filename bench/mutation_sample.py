"""A seeded sample of the engine's mutants, run and scored (``make mutation-sample``): the
whole run takes hours, a sample of 40 a game (and 40 of the shared modules) under an hour, and
shows the same gaps.

The sample is drawn from every engine module — rules, AI players, hints, reviews, tutorials —
leaving out the mutants ``engine/MUTANTS.md`` lists as equivalent, so that each one drawn
counts. The same seed draws the same sample as long as the modules are unchanged.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
from collections import defaultdict

from bench.mutation import PARTS, equivalent, game_of, mutmut, results, scores, stale

#: A name no mutant has: ``mutmut run`` with it generates the mutants and the tests' coverage,
#: then stops, which is how the mutants are listed before any is run.
NO_MUTANT = "engine.no_such_module.x_none__mutmut_0"


def draw(names: list[str], alike: set[str], per_part: int, seed: int) -> list[str]:
    """``per_part`` mutants of each part, drawn with ``seed`` from the non-equivalent ones."""
    parts: dict[str, list[str]] = defaultdict(list)
    for name in sorted(names):
        if name not in alike:
            parts[game_of(name)].append(name)
    rng = random.Random(seed)
    drawn: list[str] = []
    for part in PARTS:
        pool = parts[part]
        drawn += rng.sample(pool, min(per_part, len(pool)))
    return drawn


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-part", type=int, default=40)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args(argv)
    children = str(os.cpu_count() or 1)
    # It stops on purpose ("nothing matches"): the mutants and the coverage are what it leaves.
    listing = [mutmut(), "run", "--max-children", children, NO_MUTANT]
    generated = subprocess.run(listing, capture_output=True, text=True, check=False)
    if "nothing matches" not in generated.stderr:
        print(generated.stdout, generated.stderr, sep="\n", file=sys.stderr)
        return 2
    alike = equivalent()
    every = results()
    gone = stale(every, alike)
    drawn = draw(list(every), alike, args.per_part, args.seed)
    if not drawn:
        print("no mutants were generated", file=sys.stderr)
        return 2
    subprocess.run([mutmut(), "run", "--max-children", children, *drawn], check=False)
    statuses = results()
    sample = {name: statuses[name] for name in drawn}
    print(f"\nA sample of {len(drawn)} mutants (seed {args.seed}):")
    for name, status in sorted(sample.items()):
        if status not in ("killed", "timeout"):
            print(f"  {status}: {name}")
    return 1 if scores(sample) or gone else 0


if __name__ == "__main__":
    sys.exit(main())
