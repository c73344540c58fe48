"""Each game's boards as a phone shows them: ``python -m bot.samples`` (``make samples``)
plays a game of each with AI seats and writes a mid-game board, the final board and the
scoreboard, scaled to Discord's phone width, to look at as a player does."""

from __future__ import annotations

import argparse
import io
import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PIL import Image

from bot.i18n import LANGUAGES, words
from engine import get_game
from engine.ai import choose
from render import games_with_images, images_for

PHONE_WIDTH = 288
NAMES = ["Ann", "Борис", "Chloé", "大輔", "Eve", "Фёдор", "Gus", "Hélène"]


def play(game: str, players: int, steps: int | None, seed: int = 7, policy: str = "greedy") -> Any:
    """A state after ``steps`` AI moves (None: the whole game), the same in every run."""
    engine = get_game(game)
    state = engine.new_game(engine.make_config(players), seed)
    rng = random.Random(seed)
    done = 0
    while not engine.is_over(state) and (steps is None or done < steps):
        seat = min(engine.waiting_for(state))
        state = engine.apply(state, seat, choose(engine, state, seat, policy, rng))
        done += 1
    return state


def phone_sized(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png)).convert("RGB")
    height = round(image.height * PHONE_WIDTH / image.width)
    return image.resize((PHONE_WIDTH, height), Image.Resampling.LANCZOS)


def write_samples(out: Path, language: str, games: Sequence[str]) -> list[Path]:
    """The sample images of ``games`` in ``language``; returns the files written."""
    out.mkdir(parents=True, exist_ok=True)
    say = words(language)
    written = []
    for game in games:
        engine, draw = get_game(game), images_for(game)
        players = images_for(game).sample_players
        names = NAMES[:players]
        middle = play(game, players, 4 * players)
        final = play(game, players, None)
        pages = {
            "board": draw.table(engine.view(middle, None), names, say),
            "final": draw.table(engine.view(final, None), names, say),
            "scores": [draw.scoreboard(engine.view(final, None), engine.result(final), names, say)],
        }
        for kind, images in pages.items():
            for number, png in enumerate(images, start=1):
                suffix = f"-{number}" if len(images) > 1 else ""
                path = out / f"{game}-{language}-{kind}{suffix}.png"
                phone_sized(png).save(path)
                written.append(path)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.samples", description=__doc__)
    parser.add_argument("--out", type=Path, default=Path("samples"))
    parser.add_argument("--language", choices=sorted(LANGUAGES), default="en")
    parser.add_argument("--game", choices=games_with_images(), action="append")
    args = parser.parse_args(argv)
    written = write_samples(args.out, args.language, args.game or games_with_images())
    print(f"wrote {len(written)} images at {PHONE_WIDTH} px wide to {args.out}/")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
