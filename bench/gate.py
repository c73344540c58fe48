"""A bench's verdict: every figure printed beside its target and the floor it was measured
against, and an exit status that is not 0 when a target is missed, naming each one.

Figures are ratios to a floor measured in the same run, interleaved with the subject and taken
as medians of enough pairs that noise is not mistaken for a miss; targets are never loosened
to pass.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field


@dataclass
class Verdict:
    """The figures of one bench, checked as they are printed."""

    bench: str
    missed: list[str] = field(default_factory=list)

    def at_most(self, name: str, value: float, target: float, detail: str = "") -> None:
        """``value`` must not exceed ``target``."""
        self._say(name, value, f"≤ {target:g}", value <= target, detail)

    def at_least(self, name: str, value: float, target: float, detail: str = "") -> None:
        """``value`` must reach ``target``."""
        self._say(name, value, f"≥ {target:g}", value >= target, detail)

    def note(self, name: str, detail: str) -> None:
        """A figure printed for the record, with no target."""
        print(f"  · {name}: {detail}", flush=True)

    def _say(self, name: str, value: float, target: str, met: bool, detail: str) -> None:
        mark = "ok  " if met else "MISS"
        shown = f"{value:.3g}" if abs(value) < 1000 else f"{value:,.0f}"
        print(f"{mark} {name}: {shown} (target {target}){'; ' + detail if detail else ''}")
        sys.stdout.flush()
        if not met:
            self.missed.append(f"{name}: {shown}, target {target}")

    def finish(self) -> int:
        """Say which targets were missed; the exit status (1 if any was)."""
        if not self.missed:
            print(f"{self.bench}: every target met", flush=True)
            return 0
        print(f"{self.bench}: {len(self.missed)} target(s) missed:", flush=True)
        for missed in self.missed:
            print(f"  - {missed}", flush=True)
        return 1
