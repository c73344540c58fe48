"""Every text and embed of Splitter in Discord: round text, placement words, the control's
words, final embed, solo standing, rules.

Builders only; the controls are in ``controls.py``.
"""

from __future__ import annotations

import discord

from bot.discordbot.common import table_words
from bot.discordbot.games import final_name, final_order, seat_names
from bot.service import TableInfo
from engine import get_game
from engine.splitter import Place, SplitterResult, SplitterView
from render.text import winners_sentence

GAME = get_game("splitter")


def option_words(table: TableInfo) -> list[str]:
    return [f"pad {table.options.get('pad', 'A')}"]


def placement_words(place: Place) -> str:
    """``5 in row 3, column 2 · 1 in column 7``."""
    (row, left), (_, right) = place.cells
    a, b = place.numbers
    return f"**{a}** in row {row + 1}, column {left + 1} · **{b}** in column {right + 1}"


def status_text(table: TableInfo) -> str:
    """Where the game stands: the roll, who has placed (never where), the timer."""
    view: SplitterView = table.public
    names = seat_names(table)
    lines = [f"**Splitter · game #{table.id} · pad {view.pad} · round "]
    if view.over:
        lines[0] += f"{view.rounds}/{view.rounds}**"
        return lines[0]
    lines[0] += f"{view.round}/{view.rounds}**"
    a, b = view.roll or (0, 0)
    lines.append(f"🎲 Rolled **{a}** and **{b}**.")
    if view.players > 1:
        placed = [f"✓ {names[s]}" for s in sorted(view.placed)]
        waiting = [names[s] for s in range(view.players) if s not in view.placed]
        status = "Placed: " + (" · ".join(placed) if placed else "nobody yet")
        lines.append(status + (" — waiting for " + ", ".join(waiting) if waiting else ""))
    if table.timer.policy != "off":
        lines.append(f"Timer: {table_words(table)(table.timer.describe())}.")
    return "\n".join(lines)


def board_text(table: TableInfo) -> str:
    view: SplitterView = table.public
    text = status_text(table)
    if view.over:
        return text
    more = "; you may change it until everyone has placed." if view.players > 1 else "."
    return text + "\nPress **Place** to write both numbers into a mirror pair of your sheet" + more


def control_text(view: SplitterView, place: Place, done: bool) -> str:
    """A player's placement control: the roll, the placement chosen, what to do next."""
    a, b = view.roll or (0, 0)
    lines = [f"**Your sheet · round {view.round}/{view.rounds}** (only you see this)"]
    lines.append(f"🎲 Rolled **{a}** and **{b}**.")
    prefix = "✓ Your placement" if done else "Selected"
    lines.append(f"{prefix}: {placement_words(place)}.")
    if done:
        lines.append("You may change it until everyone has placed.")
    else:
        lines.append("Choose the row, then the pair; **Swap** exchanges the two numbers.")
    return "\n".join(lines)


def row_option(row: int, free: int) -> tuple[str, str]:
    """A row in the row select: (label, description)."""
    return f"Row {row + 1}", f"{free} free pair{'s' if free > 1 else ''}"


def pair_option(left: int, right: int) -> str:
    return f"Columns {left + 1} and {right + 1}"


def preview_note(place: Place) -> str:
    (_, x1), (_, x2) = place.cells
    return f"Preview: {place.numbers[0]} in column {x1 + 1}, {place.numbers[1]} in column {x2 + 1}"


def written(place: Place, round: int) -> str:
    """The control's last words once the round it was written in is on the board."""
    return f"✓ Written: {placement_words(place)}. Round {round} is on the board."


def pair_taken() -> str:
    return "That pair is already filled; choose another."


def row_full(row: int) -> str:
    return f"Row {row + 1} has no empty pair left."


def solo_standing(pad: str, score: int, earlier: list[int], share: float) -> str:
    """A solo game's score against the player's earlier ones and the AI's games on the pad."""
    if not earlier:
        best = f"Your first solo game on pad {pad}: {score} is your best."
    elif score > max(earlier):
        best = f"New personal best on pad {pad}: {score} (before: {max(earlier)})."
    else:
        best = f"Your best on pad {pad}: {max(earlier)}."
    stars = " Out of this world!" if score >= 51 else ""
    return f"{best} {score} beats {share:.0f}% of the bot's own AI games on this pad.{stars}"


def solo_started(mention: str, pad: str, table: int) -> str:
    return f"{mention} plays solo Splitter on pad {pad} (game #{table})."


def final_embed(table: TableInfo, result: SplitterResult) -> discord.Embed:
    names = seat_names(table)
    solo = len(result.players) == 1
    note = "" if solo else winners_sentence([names[w] for w in result.winners]) + "."
    embed = discord.Embed(title=f"Splitter · game #{table.id} · final scores", description=note)
    by_seat = {p.seat: p for p in result.players}
    for standing in final_order(table, result)[:25]:
        score = by_seat[standing.seat].score
        groups = [f"{g.number}{' ×2 (star)' if g.doubled else ''}" for g in score.groups]
        hearts = " · hearts +5" if score.heart_bonus else ""
        embed.add_field(
            name=final_name(table, standing),
            value=f"**{score.total}** points · groups: {', '.join(groups) or 'none'}{hearts}"[
                :1024
            ],
            inline=False,
        )
    return embed


def rules_embed() -> discord.Embed:
    embed = discord.Embed(title="Splitter · rules in short")
    embed.description = (
        "22 rounds. Each round two dice are rolled; everyone writes both numbers on their own "
        "sheet at once, into a mirror pair of empty cells: the same row, equally far from the "
        "centre line. You choose which number goes left. After 22 rounds the sheet is full."
    )
    embed.add_field(
        name="Scoring",
        value="A group of exactly N cells holding N (touching side by side, not diagonally) "
        "scores N; a lone 1 scores 1. Bigger or smaller groups score nothing. A group on a "
        "star (★) scores double.",
        inline=False,
    )
    embed.add_field(
        name="Pad B's hearts (♥)",
        value="All three hearts holding the same number: +5.",
        inline=False,
    )
    embed.add_field(
        name="Solo",
        value="`/splitter solo` starts a game for you alone; at the end you see your best solo "
        "score and where your score sits among 500 games of the bot's own AI. 51+ is "
        '"out of this world".',
        inline=False,
    )
    return embed
