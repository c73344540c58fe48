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
    ColourScore,
    KeepSerendip,
    LeaveOwn,
    MoveSerendip,
    SerendipityResult,
    SerendipityView,
    SwapOwn,
    Turn,
    TurnStep,
    label,
)
from engine.serendipity.config import DEFAULT_PER_PLAYER
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
    with_two = table.options.get("colours_with_two", DEFAULT_PER_PLAYER)
    with_three = table.options.get("colours_with_three", DEFAULT_PER_PLAYER)
    return [
        f"colours each: {with_two} with 2 players, {with_three} with 3, 1 with more",
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
        case LeaveOwn(cell=cell):
            return f"left {label(cell)} face up"
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
    if view.ending and view.phase == "own":
        return (
            f"**{name}** turned the tile that ends the game: they leave {pending} face up or "
            "swap it with a face-down tile, and the game is over."
        )
    if view.ending and view.phase == "serendip":
        return (
            f"**{name}** turned the last Serendip at {pending}, which ends the game: they "
            "rotate it, then keep it and swap two tiles, or move it; then the game is over."
        )
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
        carpets = "\n".join(carpet_words(score, view.rules) for score in result.breakdown[seat])
        embed.add_field(
            name=f"{result.ranks[seat]}. {names[seat]}"[:256],
            value=f"**{result.scores[seat]}** points\n{carpets}"[:1024],
            inline=False,
        )
    return embed


def carpet_words(score: ColourScore, rules: int) -> str:
    """Which carpet of a colour counted and why: ``red: 12 tiles + 3 Serendips ×2 + 1 red edge
    ×2 = 20 (the largest of 2 carpets)``."""
    carpet = score.carpet
    if carpet is None:
        return f"{score.colour}: no carpet · 0"
    parts = [_count(len(carpet.tiles), "tile")]
    if carpet.serendips:
        parts.append(_count(len(carpet.serendips), "Serendip") + " ×2")
    if carpet.touching:
        parts.append(_count(len(carpet.touching), f"{score.colour} edge") + " touching ×2")
    words = f"{score.colour}: {' + '.join(parts)} = {score.value}"
    if score.carpets > 1:
        which = "largest" if rules >= 2 else "most valuable"
        words += f" (the {which} of {score.carpets} carpets)"
    return words


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}{'s' if n != 1 else ''}"


def rules_embed() -> discord.Embed:
    embed = discord.Embed(title="Serendipity · rules in short")
    embed.description = (
        "91 hex tiles lie face down: 13 of each of six colours and 13 Serendips. Each player "
        "owns colours: with 2 players 1, 2 or 3 each, with 3 players 1 or 2 (2 unless the table "
        "chose otherwise), with 4–6 one. On your turn you turn a face-down tile:\n"
        "• **someone else's or nobody's colour**: everyone sees it, it is turned back where it "
        "lies and your turn ends — remember it;\n"
        "• **your colour**: it stays up; turn another, or swap it with any face-down tile (your "
        "turn ends);\n"
        "• **a Serendip**: rotate it, then keep it and swap any two tiles that are not face-up "
        "Serendips (your turn ends), or swap it with such a tile and turn another.\n"
        "Face-up Serendips never move again; moving never turns a tile over."
    )
    embed.add_field(
        name="End",
        value="The game ends once all 13 Serendips are up and a player has all 13 tiles of one "
        "of their colours up. The tile that does it is still played out — a Serendip rotated and "
        "kept or moved, your own tile left or swapped — and then nobody turns another.",
        inline=False,
    )
    embed.add_field(
        name="Scoring: the largest carpet",
        value="A carpet is a connected group of face-up tiles of one colour and face-up "
        "Serendips. Each of your colours scores its **largest** carpet — the one with the most "
        "tiles of that colour; between carpets of equal size, the more valuable. It is worth 1 "
        "per tile, 2 per Serendip, and 2 more per Serendip whose edge of that colour touches a "
        "tile of the carpet. Face-down tiles count for nobody.",
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
