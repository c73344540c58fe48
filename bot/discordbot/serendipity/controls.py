"""Serendipity in Discord: the board's **Your turn** button and the turn panel only the current
player sees, which offers exactly the choices the rules give at that moment.

The panel is one ephemeral message, redrawn after each choice: row and cell selects (or a label
typed in a modal) to turn a tile or swap your own; rotation buttons with a preview, then keep
or move a Serendip. Every component's custom_id carries the table, the step and the choice so
far (``ser:<kind>:<table>:<step>:<mode>:<rotation>:<first cell>:<row>``), so a panel still works
after a restart and one from an earlier step is refused.
"""

from __future__ import annotations

import asyncio
import io
import re
from dataclasses import replace
from typing import Any

import discord

from bot.discordbot import serendipity_ui as ui
from bot.discordbot.common import (
    BoardButton,
    chosen_number,
    refusals_answered,
    send_control,
    service_of,
    tell,
)
from bot.discordbot.games import seat_names
from bot.discordbot.serendipity_choice import (
    CHOICE,
    NO_CELL,
    PICKING,
    Choice,
    describe,
    eligible,
    opening_choice,
    preview,
    row_of,
)
from bot.service import RoundResolved, TableInfo, errors
from engine.serendipity import (
    CELLS,
    KeepSerendip,
    LeaveOwn,
    MoveSerendip,
    SerendipityView,
    SwapOwn,
    Turn,
    label,
    parse_label,
)
from engine.serendipity.actions import Action
from engine.serendipity.board import ROWS, Coord

GAME = ui.GAME
#: How much of a typed label a refusal quotes back (labels are 2 or 3 characters).
LABEL_ECHO = 6
LABEL_MODAL = re.compile(r"ser:label:" + CHOICE)


def panel(
    table: TableInfo, seat: int, choice: Choice, note: str = ""
) -> tuple[str, discord.ui.View]:
    """The text and components of the current player's turn panel."""
    view: SerendipityView = GAME.view(table.state, seat)
    pending = label(view.pending) if view.pending is not None else ""
    k = choice.rotation
    then = "then the game is over" if view.ending else "then you turn another"
    words = {
        "turn": "Turn a face-down tile: choose its row, then the tile, or type its label.",
        "swap": f"Swap your {pending} with which face-down tile? Your turn ends after it.",
        "place": f"A Serendip at {pending}! The preview shows it at ↻{k}. Rotate it, then "
        f"**Keep it here** and swap two tiles (your turn ends), or **Move it** ({then}).",
        "keepa": f"Keep the Serendip at {pending} (↻{k}), and swap two tiles that are not "
        "face-up Serendips. The first tile:",
        "keepb": f"Keep the Serendip at {pending} (↻{k}); swap "
        f"{label(CELLS[choice.first]) if choice.first != NO_CELL else '?'} with which tile?",
        "move": f"Move the Serendip (↻{k}) to which cell? The tile there comes to {pending} "
        f"(face-up Serendips never move); {then}.",
    }[choice.mode]
    last_own = view.phase == "own" and view.ending
    if choice.mode == "turn" and last_own:
        words = (
            f"{pending} is your tile that ends the game. **Leave it here**, or swap it with a "
            "face-down tile first; then the game is over."
        )
    elif choice.mode == "turn" and view.phase == "own":
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
    items: list[discord.ui.Item[Any]] = []
    if last_own and choice.mode == "turn":
        items.append(PanelButton("leave", choice, f"Leave {pending} here", True))
        items.append(PanelButton("go", replace(choice, mode="swap"), f"Swap {pending} instead"))
    elif choice.mode in PICKING:
        cells = eligible(view, choice)
        rows = sorted({row_of(c) for c in cells})
        row = choice.row if choice.row in rows else rows[0]
        choice = replace(choice, row=row)
        items.append(PanelSelect("row", choice, _row_options(cells, row)))
        in_row = [c for c in cells if row_of(c) == row]
        items.append(PanelSelect("cell", choice, [_cell_option(view, c) for c in in_row]))
        items.append(PanelButton("type", choice, "⌨ Type a label"))
    if choice.mode == "turn" and view.phase == "own" and not last_own:
        items.append(PanelButton("go", replace(choice, mode="swap"), f"Swap {pending} instead"))
    if choice.mode == "swap":
        back = f"Leave {pending} instead" if last_own else "Turn another instead"
        items.append(PanelButton("go", replace(choice, mode="turn"), back))
    if choice.mode == "place":
        items += [
            PanelButton("go", replace(choice, rotation=(k + 5) % 6), "⟲ Rotate"),
            PanelButton("go", replace(choice, rotation=(k + 1) % 6), "⟳ Rotate"),
            PanelButton("go", replace(choice, mode="keepa"), "Keep it here", True),
            PanelButton("go", replace(choice, mode="move"), "Move it", True),
        ]
    if choice.mode in ("keepa", "keepb", "move"):
        back = replace(choice, mode="place", first=NO_CELL, row=NO_CELL)
        items.append(PanelButton("go", back, "Back"))
    components = discord.ui.View(timeout=None)
    for item in items:
        components.add_item(item)
    return "\n".join(lines), components


def _row_options(cells: list[Coord], row: int) -> list[discord.SelectOption]:
    counts: dict[int, int] = {}
    for cell in cells:
        counts[row_of(cell)] = counts.get(row_of(cell), 0) + 1
    return [
        discord.SelectOption(
            label=f"Row {ROWS[r]}",
            value=str(r),
            description=f"{n} tile{'s' if n > 1 else ''} to choose from",
            default=r == row,
        )
        for r, n in sorted(counts.items())
    ]


def _cell_option(view: SerendipityView, cell: Coord) -> discord.SelectOption:
    return discord.SelectOption(
        label=label(cell), value=str(CELLS.index(cell)), description=describe(view, cell)
    )


def _files(image: bytes | None) -> list[discord.File]:
    return [] if image is None else [discord.File(io.BytesIO(image), "serendip.png")]


async def _current_seat(interaction: discord.Interaction, choice: Choice) -> tuple[TableInfo, int]:
    """The table and the clicker's seat, refused unless it is their turn at that step."""
    service = service_of(interaction)
    table, seat = await service.require_seat(
        choice.table, interaction.user.id, round=choice.step, game=GAME.name
    )
    current = GAME.view(table.state, None).current
    if seat != current:
        raise errors.NotYourTurn(seat_names(table)[current])
    return table, seat


async def show(
    interaction: discord.Interaction, table: TableInfo, seat: int, choice: Choice, note: str = ""
) -> None:
    """Redraw the clicker's panel (its preview is drawn off the event loop)."""
    content, components = panel(table, seat, choice, note)
    image = await asyncio.to_thread(preview, table, seat, choice)
    if interaction.response.is_done():
        await interaction.edit_original_response(
            content=content, view=components, attachments=_files(image)
        )
    else:
        await interaction.response.edit_message(
            content=content, view=components, attachments=_files(image)
        )


async def pick(interaction: discord.Interaction, choice: Choice, cell: Coord) -> None:
    """A cell was chosen: the first of a swap, or the one the action needs; then act."""
    table, seat = await _current_seat(interaction, choice)
    view: SerendipityView = GAME.view(table.state, seat)
    if cell not in eligible(view, choice):
        raise errors.IllegalMove(f"{label(cell)} cannot be chosen now ({describe(view, cell)}).")
    if choice.mode == "keepa":
        second = replace(choice, mode="keepb", first=CELLS.index(cell), row=NO_CELL)
        await show(interaction, table, seat, second)
        return
    await play(interaction, table, seat, choice, _action(choice, cell))


async def play(
    interaction: discord.Interaction, table: TableInfo, seat: int, choice: Choice, action: Action
) -> None:
    """Act for the clicker, then show the panel where their turn stands (or that it is over)."""
    await interaction.response.defer()  # AI turns may follow, and the board is redrawn
    service = service_of(interaction)
    user = interaction.user.id
    after, events = await service.act(
        table.id, user, GAME.action_to_json(action), round=choice.step, game=GAME.name
    )
    note = _what_happened(events, seat)
    if after.status == "running" and GAME.view(after.state, None).current == seat:
        await show(interaction, after, seat, opening_choice(after), note)
        return
    await interaction.edit_original_response(
        content=f"{note}\nYour turn is over.", view=None, attachments=[]
    )


def _action(choice: Choice, cell: Coord) -> Action:
    """The action a panel's last pick completes (a kept Serendip's second tile, say)."""
    match choice.mode:
        case "turn":
            return Turn(cell)
        case "swap":
            return SwapOwn(cell)
        case "keepb":
            return KeepSerendip(choice.rotation, CELLS[choice.first], cell)
    return MoveSerendip(cell, choice.rotation)


def _what_happened(events: list[Any], seat: int) -> str:
    """The player's own action as the table saw it (never naming a colour turned back)."""
    opening: SerendipityView = next(e for e in events if isinstance(e, RoundResolved)).opening
    step = opening.this_turn[-1] if opening.this_turn else opening.last_turn[1][-1]  # type: ignore[index]
    return "✓ You " + ui.step_words(step, opening.colours[seat]) + "."


class YourTurnButton(BoardButton, discord.ui.DynamicItem[discord.ui.Button], prefix="ser:open"):
    """The live board's one button: opens the turn panel for the player whose turn it is."""

    LABEL = "Your turn"

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        table, seat = await _current_seat(interaction, Choice(self.table, self.round))
        await interaction.response.defer(ephemeral=True, thinking=True)
        choice = opening_choice(table)
        content, components = panel(table, seat, choice)
        image = await asyncio.to_thread(preview, table, seat, choice)
        files = _files(image)
        await send_control(interaction, content, components, files[0] if files else None)


class PanelSelect(
    discord.ui.DynamicItem[discord.ui.Select],
    template=r"ser:(?P<kind>row|cell):" + CHOICE,
):
    """The panel's row select (shows that row's cells) or cell select (picks one).

    Selects take a whole component row each and are laid out in the order they are added."""

    def __init__(
        self, kind: str, choice: Choice, options: list[discord.SelectOption] | None = None
    ) -> None:
        placeholder = "Row…" if kind == "row" else "Tile…"
        super().__init__(
            discord.ui.Select(
                custom_id=choice.custom_id(kind),
                placeholder=placeholder,
                # Rebuilt from a click, the options are not shown: one placeholder will do.
                options=options or [discord.SelectOption(label="?", value="0")],
            )
        )
        self.kind, self.choice = kind, choice

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: Any
    ) -> PanelSelect:
        return cls(match["kind"], Choice.of(match))

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        value = chosen_number(interaction)
        if self.kind == "cell":
            if not 0 <= value < len(CELLS):
                raise errors.IllegalMove("That is not a cell of the board.")
            await pick(interaction, self.choice, CELLS[value])
            return
        table, seat = await _current_seat(interaction, self.choice)
        await show(interaction, table, seat, replace(self.choice, row=value))


class PanelButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"ser:(?P<kind>go|type|leave):" + CHOICE,
):
    """A panel button: **go** redraws the panel at the choice it carries (rotate, keep, move,
    swap instead, back); **type** asks for a cell label in a modal; **leave** leaves the own
    tile that ends the game face up."""

    def __init__(self, kind: str, choice: Choice, text: str = "…", main: bool = False) -> None:
        style = discord.ButtonStyle.success if main else discord.ButtonStyle.secondary
        super().__init__(
            discord.ui.Button(label=text, style=style, row=4, custom_id=choice.custom_id(kind))
        )
        self.kind, self.choice = kind, choice

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: Any
    ) -> PanelButton:
        return cls(match["kind"], Choice.of(match))

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        table, seat = await _current_seat(interaction, self.choice)
        if self.kind == "go":
            await show(interaction, table, seat, self.choice)
            return
        if self.kind == "leave":
            view: SerendipityView = GAME.view(table.state, seat)
            if not (view.phase == "own" and view.ending and view.pending is not None):
                raise errors.IllegalMove("There is no tile to leave now.")
            await play(interaction, table, seat, self.choice, LeaveOwn(view.pending))
            return
        modal = discord.ui.Modal(
            title="Type a cell", custom_id=self.choice.custom_id("label"), timeout=None
        )
        modal.add_item(
            discord.ui.TextInput(
                label="Cell label, like F6", custom_id="cell", min_length=2, max_length=3
            )
        )
        await interaction.response.send_modal(modal)
        # The answer is read by ``on_label_typed`` from its custom_id, restart or not.
        modal.stop()


def _typed(components: Any) -> str:
    """The text typed into the modal's ``cell`` input, wherever the payload nests it."""
    if isinstance(components, dict):
        if components.get("custom_id") == "cell" and "value" in components:
            return str(components["value"])
        components = list(components.values())
    if isinstance(components, list):
        for part in components:
            if found := _typed(part):
                return found
    return ""


async def on_label_typed(interaction: discord.Interaction) -> None:
    """A cell label typed in the panel's modal (a listener: works after a restart too)."""
    if interaction.type != discord.InteractionType.modal_submit:
        return
    data: Any = interaction.data or {}
    match = LABEL_MODAL.fullmatch(str(data.get("custom_id", "")))
    if match is None:
        return
    typed = _typed(data.get("components", []))
    try:
        cell = parse_label(typed)
        if cell is None:
            raise errors.IllegalMove(
                f"{typed.strip()[:LABEL_ECHO] or 'That'} is not a cell label: "
                "a row A–K and a number, like F6."
            )
        await pick(interaction, Choice.of(match), cell)
    except errors.Refusal as refusal:
        await tell(interaction, str(refusal))


DYNAMIC_ITEMS = (YourTurnButton, PanelSelect, PanelButton)
