"""Splito's controls: the board's Play button and each player's hand (card buttons, then a
side button that plays the card at once), shown only to them. The hand follows its player:
when a round resolves it is edited into the next round's hand (``next_hand``).

Custom ids: ``splito:play:<table>:<round>``,
``splito:card|side:<table>:<round>:<card index or ->:<side or ->`` (selections),
``splito:pick:<table>:<round>:<card index>:<side>`` (plays).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

import discord

from bot.discordbot import hintbutton
from bot.discordbot.common import (
    deferred,
    open_controls_of,
    reader,
    redraw,
    refusals_answered,
)
from bot.discordbot.controls import (
    BoardButton,
    BoardId,
    ChoiceButton,
    Control,
    ControlId,
    TableNumber,
)
from bot.discordbot.dmhands import link_instead
from bot.discordbot.open_controls import Shown
from bot.discordbot.plays import opened, play_for, seated
from bot.discordbot.shown_images import KEPT_IMAGES
from bot.discordbot.splito import words
from bot.discordbot.splito.table import SplitoTable
from bot.discordbot.weblinks import add_table_link
from bot.gamewords.splito import side_label
from bot.i18n import Words
from bot.lanes import DRAWING
from bot.seatnames import seat_names
from bot.service import TableView, errors
from bot.service.actions import FromView
from engine.hints import Hint
from engine.splito import Pick, SplitoView
from render.splito import hand_order, render_hand

GAME = words.GAME
Side = Literal["left", "right"]


class PlayButton(BoardButton, discord.ui.DynamicItem[discord.ui.Button[Any]], prefix="splito:play"):
    """Opens the clicker's hand for this round."""

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        # Answered at once: the seat check may wait for the table's lock and replay check.
        await interaction.response.defer(ephemeral=True, thinking=True)
        table, seat = await opened(interaction, self.table, self.round, GAME.name)
        if await link_instead(interaction, table, seat):
            return
        view: SplitoView = table.view_for(seat)
        pick = view.my_pick
        card = (view.hand or ()).index(pick.card) if pick else None
        # CPU work off the event loop.
        shown = await DRAWING.run(hand, reader(interaction), table, seat, card)
        message = await interaction.edit_original_response(**shown.card())
        await open_controls_of(interaction).keep(
            table.id, seat, interaction, view.round, message.id
        )


@dataclass(frozen=True)
class HandId(ControlId):
    kind: Literal["card", "side"]
    table: TableNumber
    round: int
    card: int | None
    side: Side | None


class HandChoice(
    ChoiceButton, discord.ui.DynamicItem[discord.ui.Button[Any]], prefix="splito", fields=HandId
):
    """A card button of the hand: selects it, so that a side button plays it. (A side button
    without a card is shown disabled; an older hand's may still send one.)"""

    choice: HandId

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        at = self.choice
        await deferred(interaction)  # the seat check may wait for the table
        table, seat, view = await _hand_of(interaction, at.table, at.round, at.card)
        say = reader(interaction)
        await redraw(
            interaction,
            content=words.hand_text(say, view, seat_names(table), seat, at.card),
            view=hand_view(say, table, view, seat, at.card),
        )
        await open_controls_of(interaction).keep(table.id, seat, interaction, view.round)


@dataclass(frozen=True)
class PickId(ControlId):
    table: TableNumber
    round: int
    card: int
    side: Side


class SidePick(
    Control, discord.ui.DynamicItem[discord.ui.Button[Any]], prefix="splito:pick", fields=PickId
):
    """A side button once a card is selected: plays that card on that side at once
    (changeable until everyone has picked: another card and side replace it)."""

    ROW = 3
    choice: PickId

    def __init__(self, choice: PickId, label: str = "?", picked: bool = False) -> None:
        # The side played is green; the sides that would play the selected card are blue.
        style = discord.ButtonStyle.success if picked else discord.ButtonStyle.primary
        super().__init__(choice, self.button(choice, label, style, self.ROW))

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        at = self.choice
        await deferred(interaction)  # the round may resolve: a new board is drawn

        def from_hand(mine: SplitoView) -> Pick:
            hand = mine.hand or ()
            if at.card >= len(hand):
                raise errors.IllegalMove("splito-not-in-hand")
            return Pick(hand[at.card], at.side)

        played = await play_for(interaction, at.table, at.round, GAME.name, FromView(from_hand))
        after, seat = played.table, played.seat
        if after.round != at.round or after.status != "running":
            return  # the round resolved: the presenter moves this hand on
        say = reader(interaction)
        mine: SplitoView = after.view_for(seat)
        await redraw(
            interaction,
            content=words.hand_text(say, mine, seat_names(after), seat, at.card),
            view=hand_view(say, after, mine, seat, at.card),
        )


class HintButton(
    hintbutton.HintButton, discord.ui.DynamicItem[discord.ui.Button[Any]], prefix="splito:hint"
):
    """💡 Hint, on a hand: selects the card the strong AI would play and says on which side,
    and why."""

    GAME = GAME.name
    ROW = 4

    async def show(
        self, interaction: discord.Interaction, table: TableView, seat: int, found: Hint
    ) -> None:
        view: SplitoView = table.view_for(seat)
        pick: Pick = found.action
        card = (view.hand or ()).index(pick.card)
        say, names = reader(interaction), seat_names(table)
        line = words.hint_line(say, view, names, seat, pick, found.why)
        await redraw(
            interaction,
            content=words.hand_text(say, view, names, seat, card, hint=line),
            view=hand_view(say, table, view, seat, card),
        )
        await open_controls_of(interaction).keep(table.id, seat, interaction, view.round)


async def _hand_of(
    interaction: discord.Interaction, table_id: int, round: int, card: int | None
) -> tuple[SplitoTable, int, SplitoView]:
    """The table, the clicker's seat and hand; refused unless the card is still in it."""
    table, seat = await seated(interaction, table_id, round, GAME.name)
    view: SplitoView = table.view_for(seat)
    if card is not None and card >= len(view.hand or ()):
        raise errors.IllegalMove("splito-not-in-hand")
    return table, seat, view


def hand_view(
    say: Words, table: SplitoTable, mine: SplitoView, seat: int, card: int | None
) -> discord.ui.View:
    """Card buttons (rows 0–2) sorted by colour and value, the side buttons (row 3): they play
    the selected card, and are disabled until one is selected."""
    names = seat_names(table)
    hand = mine.hand or ()
    pick = mine.my_pick
    if card is None and pick is not None:
        card = hand.index(pick.card)
    # The buttons are numbered as the hand's image is, where it is shown (``hand``).
    numbered = not pictured(mine)
    view = discord.ui.View(timeout=None)
    for shown, index in enumerate(hand_order(mine)):
        label = words.card_button_label(say, mine, hand[index])
        card_button = HandChoice(
            HandId("card", table.id, mine.round, index, None),
            label=(f"{shown + 1}. {label}" if numbered else label)[:80],
            selected=index == card,
            row=shown // 5,
        )
        card_button.item.emoji = words.button_emoji(mine, hand[index])
        view.add_item(card_button)
    option: Side
    for option in ("left", "right"):
        label = side_label(say, mine, names, seat, option)[:80]
        button: discord.ui.Item[Any]
        if card is None:
            button = HandChoice(HandId("side", table.id, mine.round, None, option), label, row=3)
            button.item.disabled = True
        else:
            played = pick is not None and pick.card == hand[card] and pick.side == option
            button = SidePick(PickId(table.id, mine.round, card, option), label, played)
        view.add_item(button)
    if table.hints and hand:
        view.add_item(HintButton(BoardId(table.id, mine.round), say("button-hint")))
    add_table_link(view, say, table, seat)
    return view


def hand(say: Words, table: SplitoTable, seat: int, card: int | None = None) -> Shown:
    """A player's hand as it is now: text and buttons, and the image of the cards where a
    button cannot show its card's picture (renders). Once the cards' emojis are up the buttons
    show the hand at a glance, and the image would only double it: the hand then fits a
    phone's screen."""
    view: SplitoView = table.view_for(seat)
    return Shown(
        words.hand_text(say, view, seat_names(table), seat, card),
        hand_view(say, table, view, seat, card),
        None if pictured(view) else hand_image(say, view),
    )


def pictured(view: SplitoView) -> bool:
    """Whether every number card of the hand has its emoji (uploaded at start)."""
    return all(
        words.card_emoji(view, card_id) is not None
        for card_id in view.hand or ()
        if view.deck.splito(card_id) is not None
    )


def hand_image(say: Words, view: SplitoView) -> bytes:
    """The hand's image, drawn once per view and language. The view's repr leaves its deck
    out, and a deck's colour order sorts the hand: the deck's fingerprint is in the key."""
    key = ("splito-hand", view.deck.fingerprint, repr(view), say.language)
    return KEPT_IMAGES.get(key, lambda: render_hand(view, say))


CONTROLS = (PlayButton, HandChoice, SidePick, HintButton)
