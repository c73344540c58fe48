"""Every text and embed of Serendipity in Discord: the live board's text, turn summaries, the
turn panel's words, lobby words, status, rules and the final embed.

Builders only; the turn panel's controls are in ``controls.py``. No text here ever names the
colour of a tile turned back: that is seen on the live board until the next action, and
remembering it is the players' part.
"""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.discordbot.common import table_words
from bot.discordbot.games import final_name, final_order, seat_names
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
COLOUR_PLACEHOLDER = "Pick your colours (you play as many as the table size gives)"


def option_words(table: TableInfo) -> list[str]:
    with_two = table.options.get("colours_with_two", DEFAULT_PER_PLAYER)
    with_three = table.options.get("colours_with_three", DEFAULT_PER_PLAYER)
    return [
        f"colours each: {with_two} with 2 players, {with_three} with 3, 1 with more",
        UNOWNED_WORDS[table.options.get("unowned", "hidden")],
    ]


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
    view: SerendipityView = table.public
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
    view: SerendipityView = table.public
    names = seat_names(table)
    lines = [header(table, view)]
    if not view.over:
        lines.append(what_now(view, names))
    for seat, name in enumerate(names):
        lines.append(f"{name}: {', '.join(view.colours[seat])} · {view.scores[seat]} points")
    if table.timer.policy != "off":
        lines.append(f"Timer: {table_words(table)(table.timer.describe())}.")
    return "\n".join(lines)


def final_embed(table: TableInfo, result: SerendipityResult) -> discord.Embed:
    names = seat_names(table)
    view: SerendipityView = table.public
    winners = winners_sentence([names[w] for w in result.winners])
    embed = discord.Embed(title=f"Serendipity · game #{table.id} · final scores")
    embed.description = winners + "."
    for standing in final_order(table, result):
        breakdown = result.breakdown[standing.seat]
        carpets = "\n".join(carpet_words(score, view.rules) for score in breakdown)
        embed.add_field(
            name=final_name(table, standing),
            value=f"**{standing.score}** points\n{carpets}"[:1024],
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


# -- the turn panel ------------------------------------------------------------------------------

#: The panel's buttons and selects.
LABELS = {
    "type": "⌨ Type a label",
    "turn_instead": "Turn another instead",
    "rotate_left": "⟲ Rotate",
    "rotate_right": "⟳ Rotate",
    "keep": "Keep it here",
    "move": "Move it",
    "back": "Back",
    "row": "Row…",
    "cell": "Tile…",
    "modal": "Type a cell",
    "modal_input": "Cell label, like F6",
}


def leave_label(pending: str) -> str:
    return f"Leave {pending} here"


def leave_instead_label(pending: str) -> str:
    return f"Leave {pending} instead"


def swap_instead_label(pending: str) -> str:
    return f"Swap {pending} instead"


def panel_text(view: SerendipityView, mode: str, rotation: int, first: str, note: str = "") -> str:
    """The turn panel's words for its mode (``first``: the label of a swap's first tile)."""
    pending = label(view.pending) if view.pending is not None else ""
    k = rotation
    then = "then the game is over" if view.ending else "then you turn another"
    words = {
        "turn": "Turn a face-down tile: choose its row, then the tile, or type its label.",
        "swap": f"Swap your {pending} with which face-down tile? Your turn ends after it.",
        "place": f"A Serendip at {pending}! The preview shows it at ↻{k}. Rotate it, then "
        f"**Keep it here** and swap two tiles (your turn ends), or **Move it** ({then}).",
        "keepa": f"Keep the Serendip at {pending} (↻{k}), and swap two tiles that are not "
        "face-up Serendips. The first tile:",
        "keepb": f"Keep the Serendip at {pending} (↻{k}); swap {first} with which tile?",
        "move": f"Move the Serendip (↻{k}) to which cell? The tile there comes to {pending} "
        f"(face-up Serendips never move); {then}.",
    }[mode]
    if mode == "turn" and view.phase == "own" and view.ending:
        words = (
            f"{pending} is your tile that ends the game. **Leave it here**, or swap it with a "
            "face-down tile first; then the game is over."
        )
    elif mode == "turn" and view.phase == "own":
        words = (
            f"{pending} is yours and stays up. Turn another tile, or **Swap {pending}** with "
            "a face-down tile (your turn ends)."
        )
    if view.ending:
        words = "**This tile ends the game.** " + words
    lines = [f"**Your turn · Serendipity step {view.step}** (only you see this)"]
    if note:
        lines.append(note)
    lines.append(words)
    return "\n".join(lines)


def row_option(row: str, tiles: int) -> tuple[str, str]:
    """A row in the row select: (label, description)."""
    return f"Row {row}", f"{tiles} tile{'s' if tiles > 1 else ''} to choose from"


def cell_state(view: SerendipityView, cell: tuple[int, int]) -> str:
    """How a cell lies, for the cell select: face down, or which tile is up."""
    tile = view.face_up.get(cell)
    if tile is None:
        return "face down"
    return "Serendip, face up" if tile.kind == SERENDIP else f"{tile.kind}, face up"


def cannot_choose(view: SerendipityView, cell: tuple[int, int]) -> str:
    return f"{label(cell)} cannot be chosen now ({cell_state(view, cell)})."


def not_a_label(typed: str) -> str:
    return f"{typed or 'That'} is not a cell label: a row A–K and a number, like F6."


def you_did(step: TurnStep, owned: Sequence[str]) -> str:
    """The player's own action, told back to them (never naming a colour turned back)."""
    return "✓ You " + step_words(step, owned) + "."


TURN_OVER = "Your turn is over."
NO_TILE_TO_LEAVE = "There is no tile to leave now."
NOT_A_CELL = "That is not a cell of the board."
NO_FIRST_TILE = "Choose the first tile of the swap again."
