"""Serendipity's controls: the board's **Your turn** button, the turn panel only the current
player sees, which offers exactly the choices the rules give at that moment (the lobby's
colour select is in ``colours``).

The panel is one ephemeral message, redrawn after each choice: row and cell selects (or a label
typed in a modal) to turn a tile or swap your own; rotation buttons with a preview, then keep
or move a Serendip. Every component's custom_id carries the table, the step and the choice so
far (``ser:<kind>:<table>:<step>:<mode>:<rotation>:<first cell>:<row>``), so a panel still works
after a restart and one from an earlier step is refused.
"""

from __future__ import annotations

import io
from dataclasses import replace
from typing import Any

import discord

from bot.discordbot.common import (
    chosen_number,
    deferred,
    open_controls_of,
    reader,
    redraw,
    refusals_answered,
)
from bot.discordbot.controls import BoardButton, ChoiceButton, Control
from bot.discordbot.dmhands import link_instead
from bot.discordbot.open_controls import Shown
from bot.discordbot.plays import opened, play_for, seated
from bot.discordbot.serendipity import words
from bot.discordbot.serendipity.choice import (
    NO_CELL,
    PICKING,
    Choice,
    action_of,
    eligible,
    hinted_choice,
    opening_choice,
    preview,
    row_of,
)
from bot.discordbot.serendipity.hint import HintButton, add_hint
from bot.discordbot.serendipity.table import SerendipityTable
from bot.discordbot.weblinks import add_table_link
from bot.i18n import ENGLISH, Words
from bot.lanes import DRAWING
from bot.seatnames import seat_names
from bot.service import errors
from bot.service.actions import Asked, FromView
from engine.hints import Hint
from engine.serendipity import (
    CELLS,
    EndTurn,
    LeaveOwn,
    SerendipityView,
    label,
)
from engine.serendipity.actions import Action
from engine.serendipity.board import ROWS, Coord

GAME = words.GAME


def panel(
    say: Words, table: SerendipityTable, seat: int, choice: Choice, note: str = ""
) -> tuple[str, discord.ui.View]:
    """The text and components of the current player's turn panel."""
    view: SerendipityView = table.view_for(seat)
    pending = label(view.pending) if view.pending is not None else ""
    k = choice.rotation
    first = choice.first_cell
    text = words.panel_text(say, view, choice.mode, k, label(first) if first else "?", note)
    last_own = view.phase == "own" and view.ending
    items: list[discord.ui.Item[Any]] = []

    def go(text: str, main: bool = False, **changes: Any) -> PanelButton:
        return PanelButton(replace(choice, kind="go", **changes), text, main)

    if last_own and choice.mode == "turn":
        leave = words.panel_label(say, "leave", pending)
        items.append(PanelButton(replace(choice, kind="leave"), leave, True))
        items.append(go(words.panel_label(say, "swap-instead", pending), mode="swap"))
    elif choice.mode in PICKING:
        cells = eligible(view, choice)
        rows = sorted({row_of(c) for c in cells})
        choice = replace(choice, row=choice.row if choice.row in rows else rows[0])
        rows_select = _row_options(say, cells, choice.row)
        items.append(PanelSelect(replace(choice, kind="row"), rows_select, say))
        in_row = [_cell_option(say, view, c) for c in cells if row_of(c) == choice.row]
        items.append(PanelSelect(replace(choice, kind="cell"), in_row, say))
        items.append(PanelButton(replace(choice, kind="type"), words.panel_label(say, "type")))
    if choice.mode == "turn" and view.phase == "own" and not last_own:
        items.append(go(words.panel_label(say, "swap-instead", pending), mode="swap"))
    if choice.mode == "turn" and view.phase == "moved":  # rulings 4: turning on is a right
        items.append(PanelButton(replace(choice, kind="end"), words.panel_label(say, "end"), True))
    if choice.mode == "swap":
        back = words.panel_label(say, "leave-instead" if last_own else "turn-instead", pending)
        items.append(go(back, mode="turn"))
    if choice.mode == "place":
        items += [
            go(words.panel_label(say, "rotate-left"), rotation=(k + 5) % 6),
            go(words.panel_label(say, "rotate-right"), rotation=(k + 1) % 6),
            go(words.panel_label(say, "keep"), True, mode="keepa"),
            go(words.panel_label(say, "move"), True, mode="move"),
        ]
    if choice.mode in ("keepa", "keepb", "move"):
        back = words.panel_label(say, "back")
        items.append(go(back, mode="place", first=NO_CELL, row=NO_CELL))
    add_hint(items, say, table)
    components = discord.ui.View(timeout=None)
    for item in items:
        components.add_item(item)
    add_table_link(components, say, table, seat)
    return text, components


def hinted_panel(say: Words, table: SerendipityTable, seat: int, found: Hint) -> Shown:
    """The panel set where the hinted move's picks start, the hint above it (renders)."""
    choice = hinted_choice(table, found.action)
    note = words.hint_line(say, found.action, found.why)
    content, components = panel(say, table, seat, choice, note)
    return Shown(content, components, preview(say, table, seat, choice), "serendip.png")


def _row_options(say: Words, cells: list[Coord], row: int) -> list[discord.SelectOption]:
    counts: dict[int, int] = {}
    for cell in cells:
        counts[row_of(cell)] = counts.get(row_of(cell), 0) + 1
    options = []
    for r, n in sorted(counts.items()):
        text, description = words.row_option(say, ROWS[r], n)
        options.append(
            discord.SelectOption(
                label=text, value=str(r), description=description, default=r == row
            )
        )
    return options


def _cell_option(say: Words, view: SerendipityView, cell: Coord) -> discord.SelectOption:
    state = say(words.cell_state(view, cell))
    return discord.SelectOption(label=label(cell), value=str(CELLS.index(cell)), description=state)


def _files(image: bytes | None) -> list[discord.File]:
    return [] if image is None else [discord.File(io.BytesIO(image), "serendip.png")]


#: The panel modes each phase of a turn offers: placing a Serendip only once one is turned.
MODES_OF_PHASE: dict[str, tuple[str, ...]] = {
    "turn": ("turn",),
    "own": ("turn", "swap"),
    "moved": ("turn",),
    "serendip": ("place", "keepa", "keepb", "move"),
}


async def _current_seat(
    interaction: discord.Interaction, choice: Choice, opening: bool = False
) -> tuple[SerendipityTable, int]:
    """The table and the clicker's seat, refused unless it is their turn at that step and the
    panel's mode is one the turn is in (a forged id may name any; ``opening``: the board's
    button, which opens the panel wherever the turn stands)."""
    check = opened if opening else seated
    table, seat = await check(interaction, choice.table, choice.step, GAME.name)
    current = table.public.current
    if seat != current:
        raise errors.NotYourTurn(seat_names(table)[current])
    if not opening and choice.mode not in MODES_OF_PHASE.get(table.public.phase, ()):
        raise errors.Refusal("refusal-stale-step")
    return table, seat


async def show(
    interaction: discord.Interaction,
    table: SerendipityTable,
    seat: int,
    choice: Choice,
    note: str = "",
) -> None:
    """Redraw the clicker's panel (its preview is drawn off the event loop)."""
    say = reader(interaction)
    content, components = panel(say, table, seat, choice, note)
    image = await DRAWING.run(preview, say, table, seat, choice)
    await redraw(interaction, content=content, view=components, attachments=_files(image))
    await open_controls_of(interaction).keep(table.id, seat, interaction, choice.step)


async def pick(interaction: discord.Interaction, choice: Choice, cell: Coord) -> None:
    """A cell was chosen: the first of a swap (the panel asks for the second), or the one the
    action needs (played, the cell checked against the seat's view with the table held)."""
    await deferred(interaction)  # the turn check may wait for the table
    if choice.mode == "keepa":
        table, seat = await _current_seat(interaction, choice)
        _check_cell(table.view_for(seat), choice, cell)
        second = replace(choice, mode="keepb", first=CELLS.index(cell), row=NO_CELL)
        await show(interaction, table, seat, second)
        return

    def chosen(view: SerendipityView) -> Action:
        _check_cell(view, choice, cell)
        if choice.mode == "keepb" and choice.first_cell is None:
            raise errors.IllegalMove("serendipity-no-first-tile")
        return action_of(choice, cell)

    await play(interaction, choice, FromView(chosen))


def _check_cell(view: SerendipityView, choice: Choice, cell: Coord) -> None:
    """Refuse a panel of a step the turn is not at, or a cell it does not offer."""
    if choice.mode not in MODES_OF_PHASE.get(view.phase, ()):
        raise errors.Refusal("refusal-stale-step")
    if cell not in eligible(view, choice):
        raise errors.IllegalMove(words.cannot_choose(view, cell))


async def play(interaction: discord.Interaction, choice: Choice, action: Asked) -> None:
    """Act for the clicker, holding the table once (``plays.play_for``: the panel kept as the
    seat's there, so that the presenter moves it on with the step, to the next action of the
    turn or to say the turn is over, whatever AI seats do next); then show the panel where
    their turn stands (or that it is over)."""
    await deferred(interaction)  # AI turns may follow, and the board is redrawn
    try:
        played = await play_for(interaction, choice.table, choice.step, GAME.name, action)
    except errors.NotYourTurn:
        await _current_seat(interaction, choice)  # whose turn it is, in the game's words
        raise
    if interaction.guild_id is not None:
        return
    after, seat, say = played.table, played.seat, reader(interaction)
    note = words.what_happened(say, played.events, seat)
    if after.status == "running" and after.public.current == seat:
        await show(interaction, after, seat, opening_choice(after), note)
        return
    await redraw(
        interaction, content=f"{note}\n{say('serendipity-turn-over')}", view=None, attachments=[]
    )


class YourTurnButton(
    BoardButton, discord.ui.DynamicItem[discord.ui.Button[Any]], prefix="ser:open"
):
    """The live board's one button: opens the turn panel for the player whose turn it is."""

    LABEL = "button-your-turn"

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        # Answered at once: the seat check may wait for the table's lock and replay check.
        await interaction.response.defer(ephemeral=True, thinking=True)
        table, seat = await _current_seat(interaction, Choice(self.table, self.round), opening=True)
        if await link_instead(interaction, table, seat):
            return
        shown = await DRAWING.run(control_now, reader(interaction), table, seat)
        assert shown.view is not None  # it is the clicker's turn
        message = await interaction.edit_original_response(**shown.card())
        # A panel opened before (an older turn's, say) is retired: one live panel a player.
        await open_controls_of(interaction).keep(
            table.id, seat, interaction, table.round, message.id
        )


def panel_at_the_end(say: Words, table: SerendipityTable, seat: int) -> Shown:
    """An open panel once the game is over: what the player did last, and where to look."""
    note = words.last_done(say, table.view_for(seat), seat)
    return Shown("\n".join(filter(None, [note, say("control-game-over", id=table.id)])))


def panel_now(say: Words, table: SerendipityTable, seat: int) -> Shown:
    """An open panel once the table moved on: what the player last did, then their panel
    where their turn stands, or that the turn is over (renders the preview)."""
    view: SerendipityView = table.view_for(seat)
    note = words.last_done(say, view, seat)
    if seat != view.current:
        return Shown("\n".join(filter(None, [note, say("serendipity-turn-over")])))
    choice = opening_choice(table)
    content, components = panel(say, table, seat, choice, note)
    return Shown(content, components, preview(say, table, seat, choice), "serendip.png")


def control_now(say: Words, table: SerendipityTable, seat: int) -> Shown:
    """The seat's turn panel as the turn opens, or, while another player moves, that it will
    be back (renders the preview)."""
    if seat != table.public.current:
        return Shown(say("dm-hand-waiting"))
    choice = opening_choice(table)
    content, components = panel(say, table, seat, choice)
    return Shown(content, components, preview(say, table, seat, choice), "serendip.png")


class PanelSelect(
    Control,
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    prefix="ser",
    fields=Choice,
    only={"kind": ("row", "cell")},
):
    """The panel's row select (shows that row's cells) or cell select (picks one)."""

    choice: Choice

    def __init__(
        self,
        choice: Choice,
        options: list[discord.SelectOption] | None = None,
        say: Words = ENGLISH,
    ) -> None:
        # Rebuilt from a click, it has no options: only a new select needs its words.
        placeholder = words.panel_label(say, "row" if choice.kind == "row" else "cell")
        super().__init__(choice, self.select(choice, options or [], placeholder=placeholder))

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        value = chosen_number(interaction)
        if self.choice.kind == "cell":
            if not 0 <= value < len(CELLS):
                raise errors.IllegalMove("serendipity-not-a-cell")
            await pick(interaction, self.choice, CELLS[value])
            return
        await deferred(interaction)
        table, seat = await _current_seat(interaction, self.choice)
        await show(interaction, table, seat, replace(self.choice, row=value))


class PanelButton(
    ChoiceButton,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    prefix="ser",
    fields=Choice,
    only={"kind": ("go", "type", "leave", "end")},
):
    """A panel button: **go** redraws the panel at the choice it carries (rotate, keep, move,
    swap instead, back); **type** asks for a cell label in a modal; **leave** leaves the own
    tile that ends the game face up; **end** ends the turn after a moved Serendip."""

    SELECTED = discord.ButtonStyle.success  # the main choices: leave, keep, move
    ROW = 4
    choice: Choice

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        if self.choice.kind == "type":
            # A modal must be the first answer, so it cannot wait for the table: the label
            # typed is checked like any cell (seat, turn, step) when it comes back.
            await self._ask_for_label(interaction)
            return
        await deferred(interaction)
        if self.choice.kind == "go":
            table, seat = await _current_seat(interaction, self.choice)
            await show(interaction, table, seat, self.choice)
            return
        if self.choice.kind == "leave":
            await play(interaction, self.choice, FromView(self._left))
        if self.choice.kind == "end":  # the engine refuses it unless a Serendip was just moved
            await play(interaction, self.choice, EndTurn())

    def _left(self, view: SerendipityView) -> Action:
        """The tile left, at the end of the game's last turn."""
        if self.choice.mode not in MODES_OF_PHASE.get(view.phase, ()):
            raise errors.Refusal("refusal-stale-step")
        if not (view.phase == "own" and view.ending and view.pending is not None):
            raise errors.IllegalMove("serendipity-no-tile-to-leave")
        return LeaveOwn(view.pending)

    async def _ask_for_label(self, interaction: discord.Interaction) -> None:
        say = reader(interaction)
        modal = discord.ui.Modal(
            title=words.panel_label(say, "modal"),
            custom_id=replace(self.choice, kind="label").custom_id("ser"),
            timeout=None,
        )
        modal.add_item(
            discord.ui.TextInput(
                label=words.panel_label(say, "modal-input"),
                custom_id="cell",
                min_length=2,
                max_length=3,
            )
        )
        await interaction.response.send_modal(modal)
        # The answer is read by ``labels.on_label_typed`` from its custom_id, restart or not.
        modal.stop()


CONTROLS = (YourTurnButton, PanelSelect, PanelButton, HintButton)
