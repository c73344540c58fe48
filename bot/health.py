"""``splitbot health``: whether the running bot touched its heartbeat file lately, for Docker's
and systemd's checks. It runs every 30 s beside the bot, so it imports nothing of the bot's
but its settings reader: the check costs a few milliseconds of CPU, not a whole bot's import.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from bot.environment import settings_source

#: The setting that names the file the bot touches every 10 s while connected.
HEARTBEAT_SETTING = "SPLITBOT_HEARTBEAT_FILE"
#: A heartbeat is touched every 10 s while connected; a few missed ones mean trouble.
HEALTHY_SECONDS = 60.0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--max-age",
        type=float,
        default=HEALTHY_SECONDS,
        help=f"seconds a heartbeat stays fresh (default {HEALTHY_SECONDS:g})",
    )


def check(max_age: float) -> int:
    """0 healthy, 1 unhealthy (said on standard error), 2 not set up to be checked."""
    named = settings_source().get(HEARTBEAT_SETTING, "").strip()
    if not named:
        print(
            f"splitbot: set {HEARTBEAT_SETTING} (for the bot and for this check)", file=sys.stderr
        )
        return 2
    try:
        age = time.time() - Path(named).stat().st_mtime
    except OSError:
        print(f"unhealthy: no heartbeat yet at {named}", file=sys.stderr)
        return 1
    if age > max_age:
        print(f"unhealthy: the last heartbeat was {age:.0f} s ago", file=sys.stderr)
        return 1
    print(f"healthy: the last heartbeat was {age:.0f} s ago")
    return 0


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="splitbot health")
    add_arguments(parser)
    return check(parser.parse_args(argv).max_age)
