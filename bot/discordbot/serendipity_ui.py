"""What Serendipity looks like in Discord: the live board's text, turn summaries, lobby words,
status, rules and the final embed.

Builders only; the turn panel is in ``serendipity_components.py``, the messages the presenter
posts in ``serendipity_table.py``. No text here ever names the colour of a tile turned back:
that is seen on the live board until the next action, and remembering it is the players' part.
"""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.discordbot.games import seat_names
from bot.discordbot.lobby import option_words, seat_words
from bot.service import SeatInfo, TableInfo
from engine import get_game
from engine.serendipity import (
    SERENDIP,
    UNOWNED,
    KeepSerendip,
    MoveSerendip,
    SerendipityResult,
    SerendipityView,
    SwapOwn,
    Turn,
    TurnStep,
    label,
)
from render.text import winners_sentence

GAME = get_game("serendipity")
UNOWNED_WORDS = {
    "hidden": "unowned colours are turned back",
    "shown": "unowned colours stay face up",
    "shown_after_10": "unowned colours stay face up from the 10th Serendip",
}
assert set(UNOWNED_WORDS) == set(UNOWNED)


@option_words("serendipity")
def serendipity_option_words(table: TableInfo) -> list[str]:
    with_two = table.options.get("colours_with_two", 2)
    return [
        f"{with_two} colours each with 2 players",
        UNOWNED_WORDS[table.options.get("unowned", "hidden")],
    ]


@seat_words("serendipity")
def picked_colours(table: TableInfo, seat: SeatInfo) -> str:
    pick = table.options.get("seat_choices", {}).get(str(seat.user_id))
    return f" · picked {', '.join(pick)}" if pick and not seat.is_ai else ""


def step_words(step: TurnStep, owned: Sequence[str]) -> str:
    """One action as the table saw it: ``turned D4: red`` or ``turned D4 (turned back)``."""
    match step.action:
        case Turn(cell=cell):
            if step.seen is None:
                return f"turned {label(cell)} (turned back)"
            if step.seen == SERENDIP:
                return f"turned {label(cell)}: a Serendip"
            if step.seen in owned:
                return f"turned {label(cell)}: {step.seen}"
            return f"turned {label(cell)}: {step.seen} (nobody's: it stays up)"
        case SwapOwn(target=target):
            return f"swapped it with {label(target)}"
        case KeepSerendip(rotation=k, a=a, b=b):
            return f"kept the Serendip (↻{k}) and swapped {label(a)} and {label(b)}"
        case MoveSerendip(target=target, rotation=k):
            return f"moved the Serendip to {label(target)} (↻{k})"
    return str(step.action)  # pragma: no cover


def turn_summary(
    view: SerendipityView, names: Sequence[str], seat: int, steps: Sequence[TurnStep]
) -> str:
    """``**Ann**: turned D4: red → turned E5 (turned back)``."""
    owned = view.colours[seat]
    return f"**{names[seat]}**: " + " → ".join(step_words(s, owned) for s in steps)


def what_now(view: SerendipityView, names: Sequence[str]) -> str:
    """What the player whose turn it is may do now, for everyone to read."""
    name = names[view.current]
    pending = label(view.pending) if view.pending is not None else ""
    if view.phase == "own":
        return (
            f"**{name}** keeps {pending} face up: they turn another tile, or swap {pending} "
            "with a face-down tile (the turn ends)."
        )
    if view.phase == "serendip":
        return (
            f"**{name}** found a Serendip at {pending}: they rotate it, then keep it there and "
            "swap two tiles (the turn ends), or move it and turn another."
        )
    return f"**{name}** turns a face-down tile."


def header(table: TableInfo, view: SerendipityView) -> str:
    up = sum(t.kind == SERENDIP for t in view.face_up.values())
    return f"**Serendipity · game #{table.id}** · step {view.step} · Serendips up {up}/13"


def board_text(table: TableInfo) -> str:
    """The live board's text: whose turn, what they may do, this turn so far."""
    view: SerendipityView = GAME.view(table.state, None)
    names = seat_names(table)
    if view.over:
        return header(table, view) + "\nThe game is over."
    lines = [header(table, view), what_now(view, names)]
    if view.this_turn:
        lines.append("This turn: " + turn_summary(view, names, view.current, view.this_turn))
    player = table.seat_at(view.current)
    if not player.is_ai:  # a new board per turn: the mention tells them it is their turn
        lines.append(f"<@{player.user_id}>: press **Your turn**.")
    return "\n".join(lines)


def status_text(table: TableInfo) -> str:
    """Where the game stands: whose turn, the colours and scores, the timer."""
    view: SerendipityView = GAME.view(table.state, None)
    names = seat_names(table)
    lines = [header(table, view)]
    if not view.over:
        lines.append(what_now(view, names))
    for seat, name in enumerate(names):
        lines.append(f"{name}: {', '.join(view.colours[seat])} · {view.scores[seat]} points")
    if table.timer.policy != "off":
        lines.append(f"Timer: {table.timer.describe()}.")
    return "\n".join(lines)


def final_embed(table: TableInfo, result: SerendipityResult) -> discord.Embed:
    names = seat_names(table)
    view: SerendipityView = GAME.view(table.state, None)
    winners = winners_sentence([names[w] for w in result.winners])
    embed = discord.Embed(title=f"Serendipity · game #{table.id} · final scores")
    embed.description = winners + "."
    order = sorted(range(len(names)), key=lambda s: (result.ranks[s], s))
    for seat in order:
        embed.add_field(
            name=f"{result.ranks[seat]}. {names[seat]}"[:256],
            value=f"**{result.scores[seat]}** points · {', '.join(view.colours[seat])}",
            inline=False,
        )
    return embed


def rules_embed() -> discord.Embed:
    embed = discord.Embed(title="Serendipity · rules in short")
    embed.description = (
        "91 hex tiles lie face down: 13 of each of six colours and 13 Serendips. Each player "
        "owns colours (with 2 players 2 or 3 each, with 3 players 2, with 4–6 one). On your turn "
        "you turn a face-down tile:\n"
        "• **someone else's or nobody's colour**: everyone sees it, it is turned back where it "
        "lies and your turn ends — remember it;\n"
        "• **your colour**: it stays up; turn another, or swap it with any face-down tile (your "
        "turn ends);\n"
        "• **a Serendip**: rotate it, then keep it and swap any two tiles that are not face-up "
        "Serendips (your turn ends), or swap it with such a tile and turn another.\n"
        "Face-up Serendips never move again; moving never turns a tile over."
    )
    embed.add_field(
        name="End and scoring",
        value="The game ends once all 13 Serendips are up and a player has all 13 tiles of one "
        "of their colours up. Each of your colours scores its best carpet: a connected group of "
        "its face-up tiles and face-up Serendips. 1 per tile, 2 per Serendip, 2 more per "
        "Serendip whose edge of that colour touches a tile of the carpet.",
        inline=False,
    )
    embed.add_field(
        name="Playing here",
        value="The live board is one image, edited as the turn goes; a tile turned back shows "
        "until the next action. On your turn press **Your turn**: pick a tile by row and cell, "
        "or type its label (like F6). Pick your colours in the lobby.",
        inline=False,
    )
    return embed
