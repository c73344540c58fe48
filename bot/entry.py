"""The ``splitbot`` console script: ``splitbot health`` answers without importing the bot (it
runs every 30 s beside it); every other command goes to ``bot.cli``."""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["health"]:
        from bot.health import main as health

        return health(args[1:])
    from bot.cli import main as commands

    return commands(args)
