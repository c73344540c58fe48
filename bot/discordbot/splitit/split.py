"""Split it! in Discord: the splitter's control (two selects "after card k", a preview,
Confirm) and, with two players, the other player's discard control.

Custom ids: ``splitit:cut:<table>:<step>:<first|second>:<a>:<b>``,
``splitit:split:<table>:<step>:<a>:<b>``, ``splitit:dz|discard:<table>:<step>:<zone>``.
"""

from __future__ import annotations

import asyncio
import io
from typing import Any

import discord

from bot.discordbot import splitit_ui as ui
from bot.discordbot.common import chosen_number, refusals_answered, service_of
from bot.discordbot.games import seat_names
from bot.service import TableInfo, errors
from engine.splitit import zones_of
from render.splitit import render_board

GAME = ui.GAME


async def seat_to_act(
    interaction: discord.Interaction, table_id: int, step: int
) -> tuple[TableInfo, int]:
    """The table and the clicker's seat, if it is theirs to act at this step; else a refusal."""
    table, seat = await service_of(interaction).require_seat(
        table_id, interaction.user.id, round=step, game=GAME.name
    )
    if seat not in GAME.to_act(table.state):
        raise errors.Refusal(ui.refusal_for(GAME.view(table.state, None), seat_names(table)))
    return table, seat


def png(name: str, data: bytes) -> discord.File:
    return discord.File(io.BytesIO(data), filename=name)


# -- the splitter: two selects, a preview, Confirm -------------------------------------------------


def default_cuts(cards: int) -> tuple[int, int]:
    """Thirds, as a starting point the splitter then moves."""
    first = max(1, cards // 3)
    return first, max(first + 1, 2 * cards // 3)


def split_control(table: TableInfo, first: int, second: int) -> tuple[str, discord.ui.View]:
    row = table.state.row
    valid = 1 <= first < second < len(row)
    lines = ["**Place the two separators** (only you see this)."]
    if valid:
        zones = zones_of(row, (first, second))
        lines.append(" · ".join(ui.zone_label(name, cards) for name, cards in zones))
        lines.append("The image previews it. Press **Confirm** to place them.")
    else:
        lines.append("The second separator must come after the first: move one of them.")
    view = discord.ui.View(timeout=None)
    view.add_item(CutSelect(table.id, table.round, "first", first, second, row))
    view.add_item(CutSelect(table.id, table.round, "second", first, second, row))
    if valid:
        view.add_item(SplitConfirm(table.id, table.round, first, second))
    return "\n".join(lines), view


def split_preview(table: TableInfo, first: int, second: int) -> bytes:
    public = GAME.view(table.state, None)
    valid = 1 <= first < second < len(public.row)
    return render_board(public, seat_names(table), cuts=(first, second) if valid else None)


class CutSelect(
    discord.ui.DynamicItem[discord.ui.Select],
    template=r"splitit:cut:(?P<table>[0-9]{1,18}):(?P<step>[0-9]{1,6}):(?P<which>first|second):(?P<a>[0-9]{1,6}):(?P<b>[0-9]{1,6})",
):
    """One separator's place, "after card k"; choosing redraws the preview."""

    def __init__(
        self,
        table: int,
        step: int,
        which: str,
        first: int,
        second: int,
        row: tuple[int, ...] = (),
    ) -> None:
        chosen = first if which == "first" else second
        places = range(1, len(row) - 1) if which == "first" else range(2, len(row))
        options = [
            discord.SelectOption(
                label=f"{which.capitalize()} separator after card {k}",
                value=str(k),
                description=f"cards {ui.cards_text(row[:k])} | {ui.cards_text(row[k:])}"[:100],
                default=k == chosen,
            )
            for k in places
        ] or [discord.SelectOption(label="?", value="0")]  # rebuilt from a click: not shown
        super().__init__(
            discord.ui.Select(
                custom_id=f"splitit:cut:{table}:{step}:{which}:{first}:{second}",
                options=options,  # a select takes a whole row; rows follow the add order
            )
        )
        self.table, self.step, self.which = table, step, which
        self.first, self.second = first, second

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: Any
    ) -> CutSelect:
        return cls(
            int(match["table"]),
            int(match["step"]),
            match["which"],
            int(match["a"]),
            int(match["b"]),
        )

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        table, _ = await seat_to_act(interaction, self.table, self.step)
        chosen = chosen_number(interaction)
        first, second = (chosen, self.second) if self.which == "first" else (self.first, chosen)
        content, view = split_control(table, first, second)
        image = await asyncio.to_thread(split_preview, table, first, second)
        await interaction.response.edit_message(
            content=content, view=view, attachments=[png("preview.png", image)]
        )


class SplitConfirm(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"splitit:split:(?P<table>[0-9]{1,18}):(?P<step>[0-9]{1,6}):(?P<a>[0-9]{1,6}):(?P<b>[0-9]{1,6})",
):
    def __init__(self, table: int, step: int, first: int, second: int) -> None:
        super().__init__(
            discord.ui.Button(
                label="Confirm",
                style=discord.ButtonStyle.success,
                row=2,
                custom_id=f"splitit:split:{table}:{step}:{first}:{second}",
            )
        )
        self.table, self.step, self.first, self.second = table, step, first, second

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: Any
    ) -> SplitConfirm:
        return cls(int(match["table"]), int(match["step"]), int(match["a"]), int(match["b"]))

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        await seat_to_act(interaction, self.table, self.step)
        await interaction.response.defer()  # the step changes: a new board is drawn
        await service_of(interaction).act(
            self.table,
            interaction.user.id,
            {"split": [self.first, self.second]},
            round=self.step,
            game=GAME.name,
        )
        await interaction.edit_original_response(
            content=f"✓ Separators placed after cards {self.first} and {self.second}.",
            view=None,
            attachments=[],
        )


# -- two players: the other player discards a zone -------------------------------------------------


def discard_control(table: TableInfo, zone: str | None) -> tuple[str, discord.ui.View]:
    lines = ["**Discard one zone** (only you see this); the splitter's split is on the board."]
    if zone is None:
        lines.append("Choose the zone to discard, then **Confirm**.")
    else:
        lines.append(f"Discard **{zone}**? The image previews it. Press **Confirm**.")
    view = discord.ui.View(timeout=None)
    for name, cards in zones_of(table.state.row, table.state.cuts):
        view.add_item(
            ZoneChoice(table.id, table.round, name, ui.zone_label(name, cards), name == zone)
        )
    if zone is not None:
        view.add_item(DiscardConfirm(table.id, table.round, zone))
    return "\n".join(lines), view


def discard_preview(table: TableInfo, zone: str | None) -> bytes:
    return render_board(GAME.view(table.state, None), seat_names(table), discard=zone)


class ZoneChoice(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"splitit:dz:(?P<table>[0-9]{1,18}):(?P<step>[0-9]{1,6}):(?P<zone>white|pink|black)",
):
    def __init__(
        self, table: int, step: int, zone: str, label: str = "?", selected: bool = False
    ) -> None:
        style = discord.ButtonStyle.primary if selected else discord.ButtonStyle.secondary
        super().__init__(
            discord.ui.Button(
                label=label[:80], style=style, custom_id=f"splitit:dz:{table}:{step}:{zone}"
            )
        )
        self.table, self.step, self.zone = table, step, zone

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: Any
    ) -> ZoneChoice:
        return cls(int(match["table"]), int(match["step"]), match["zone"])

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        table, _ = await seat_to_act(interaction, self.table, self.step)
        content, view = discard_control(table, self.zone)
        image = await asyncio.to_thread(discard_preview, table, self.zone)
        await interaction.response.edit_message(
            content=content, view=view, attachments=[png("preview.png", image)]
        )


class DiscardConfirm(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"splitit:discard:(?P<table>[0-9]{1,18}):(?P<step>[0-9]{1,6}):(?P<zone>white|pink|black)",
):
    def __init__(self, table: int, step: int, zone: str) -> None:
        super().__init__(
            discord.ui.Button(
                label="Confirm",
                style=discord.ButtonStyle.success,
                row=1,
                custom_id=f"splitit:discard:{table}:{step}:{zone}",
            )
        )
        self.table, self.step, self.zone = table, step, zone

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: Any
    ) -> DiscardConfirm:
        return cls(int(match["table"]), int(match["step"]), match["zone"])

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        await seat_to_act(interaction, self.table, self.step)
        await interaction.response.defer()
        await service_of(interaction).act(
            self.table, interaction.user.id, {"discard": self.zone}, round=self.step, game=GAME.name
        )
        await interaction.edit_original_response(
            content=f"✓ You discarded the {self.zone} zone.", view=None, attachments=[]
        )
