"""What a finished game's replay may show: the public view after each round (each turn, for
Serendipity) and the log as everyone saw it play out. Never a hand, a pending pick or a
face-down colour: only the engines' public views leave this module."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.service.core import ServiceCore
from bot.service.replaylog import LoggedStep, ReplaySource, replayed_source
from engine import Dynamics, get_game

__all__ = [
    "PublicReplay",
    "ReplaySource",
    "frame_views",
    "public_log",
    "public_replay",
    "replayed_publicly",
]


@dataclass(frozen=True)
class PublicReplay:
    """A finished game's frames (public views, in order) and its public log."""

    game: str
    views: list[Any]
    log: dict[str, Any]


async def public_replay(service: ServiceCore, table_id: int) -> PublicReplay:
    """Replay a table's log from its seed (see ``replay_log``) into what everyone saw."""
    return await service.engine_work.run(replayed_publicly, await service.replay_source(table_id))


def replayed_publicly(source: ReplaySource) -> PublicReplay:
    """The frames and public log of ``source`` (engine work: off the event loop)."""
    steps = replayed_source(source)
    log = public_log(source.game, source.table_id, source.names, steps)
    return PublicReplay(source.game, frame_views(source.game, steps), log)


def frame_views(game_name: str, steps: list[LoggedStep]) -> list[Any]:
    """The public view after the last step of each round (each turn, for Serendipity)."""
    game = get_game(game_name)
    views = []
    for index, step in enumerate(steps):
        following = steps[index + 1] if index + 1 < len(steps) else None
        if following is None:
            ends = True
        elif game.dynamics is Dynamics.TURNS:
            ends = following.seat != step.seat
        else:
            ends = following.round != step.round
        if ends:
            views.append(game.view(step.state, None))
    return views


def public_log(
    game_name: str, table_id: int, names: list[str], steps: list[LoggedStep]
) -> dict[str, Any]:
    """Who did what, in order, and the final scores."""
    game = get_game(game_name)
    standings = game.standings(game.result(steps[-1].state)) if steps else []
    return {
        "game": game_name,
        "id": table_id,
        "players": names,
        "steps": [
            {
                "seq": step.seq,
                "round": step.round,
                "seat": step.seat,
                "player": names[step.seat],
                "action": game.action_to_json(step.action),
                "by": step.source,
            }
            for step in steps
        ],
        "scores": [
            {"seat": s.seat, "player": names[s.seat], "score": s.score, "rank": s.rank}
            for s in standings
        ],
    }
