"""What Splitter looks like in Discord: round text, placement words, final embed, rules.

Builders only; the components' callbacks live in ``splitter_components.py``.
"""

from __future__ import annotations

import discord

from bot.discordbot.games import seat_names
from bot.discordbot.lobby import option_words
from bot.service import TableInfo
from engine import get_game
from engine.splitter import Place, SplitterResult, SplitterView
from render.text import winners_sentence

GAME = get_game("splitter")


@option_words("splitter")
def splitter_option_words(table: TableInfo) -> list[str]:
    return [f"pad {table.options.get('pad', 'A')}"]


def placement_words(place: Place) -> str:
    """``5 in row 3, column 2 · 1 in column 7``."""
    (row, left), (_, right) = place.cells
    a, b = place.numbers
    return f"**{a}** in row {row + 1}, column {left + 1} · **{b}** in column {right + 1}"


def status_text(table: TableInfo) -> str:
    """Where the game stands: the roll, who has placed (never where), the timer."""
    view: SplitterView = GAME.view(table.state, None)
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
        lines.append(f"Timer: {table.timer.describe()}.")
    return "\n".join(lines)


def board_text(table: TableInfo) -> str:
    view: SplitterView = GAME.view(table.state, None)
    text = status_text(table)
    if view.over:
        return text
    more = "; you may change it until everyone has placed." if view.players > 1 else "."
    return text + "\nPress **Place** to write both numbers into a mirror pair of your sheet" + more


def final_embed(table: TableInfo, result: SplitterResult) -> discord.Embed:
    names = seat_names(table)
    solo = len(result.players) == 1
    note = "" if solo else winners_sentence([names[w] for w in result.winners]) + "."
    embed = discord.Embed(title=f"Splitter · game #{table.id} · final scores", description=note)
    for player in sorted(result.players, key=lambda p: (p.rank, p.seat))[:25]:
        score = player.score
        groups = [f"{g.number}{' ×2 (star)' if g.doubled else ''}" for g in score.groups]
        hearts = " · hearts +5" if score.heart_bonus else ""
        embed.add_field(
            name=f"{player.rank}. {names[player.seat]}"[:256],
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
