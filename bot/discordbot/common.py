"""What every game's Discord code shares: the service and games of the bot, answering
refusals, and who clicked."""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable, Coroutine, Mapping
from typing import Any, Protocol, cast

import discord

from bot.discordbot.cards import read
from bot.discordbot.controls import BoardButton
from bot.discordbot.games import AnyGameUI
from bot.discordbot.open_controls import OpenControls
from bot.discordbot.outlet import acting
from bot.discordbot.privatecards import as_card, in_channel
from bot.i18n import Words, words
from bot.metrics import ERRORS, REFUSALS
from bot.service import ExpiryRules, Player, TableService, TableView, errors
from bot.storage.outage import is_outage, outage_words
from engine.tutorials import tutorial_of

Callback = Callable[[Any, discord.Interaction], Coroutine[Any, Any, None]]
log = logging.getLogger(__name__)


class Shower(Protocol):
    """What the shared code asks of the presenter: a board shown again where its table stands."""

    async def catch_up(self, table_id: int, behind: int, origin: object | None = None) -> None: ...


class Host(Protocol):
    """What the shared code needs of the client: the service, and the games by engine name."""

    @property
    def service(self) -> TableService: ...

    @property
    def games(self) -> Mapping[str, AnyGameUI]: ...

    @property
    def open_controls(self) -> OpenControls: ...

    @property
    def expiry(self) -> ExpiryRules: ...

    @property
    def presenter(self) -> Shower: ...


def service_of(interaction: discord.Interaction) -> TableService:
    return cast(Host, interaction.client).service


def open_controls_of(interaction: discord.Interaction) -> OpenControls:
    """The secret controls players have open, which follow them from round to round."""
    return cast(Host, interaction.client).open_controls


def ui_of(interaction: discord.Interaction, game: str) -> AnyGameUI:
    """The Discord face of the game ``game`` (an engine name)."""
    return cast(Host, interaction.client).games[game]


def reader(interaction: discord.Interaction) -> Words:
    """The words of the person who clicked or typed: their Discord client's language."""
    return words(str(interaction.locale))


def table_words(table: TableView) -> Words:
    """The words of what a table shows everyone: its language."""
    return words(table.language)


def setting_lines(table: TableView, say: Words) -> list[str]:
    """A board's lines about how the table plays: its turn timer, that hands are in direct
    messages, that hints are on (none when none applies)."""
    lines = []
    if table.timer.policy != "off":
        lines.append(say("board-timer", timer=say(table.timer.describe())))
    if table.hands_in_dms:
        lines.append(say("board-hands-in-dms"))
    if table.tutorial:
        lines += tutorial_lines(table, say)
    elif table.hints:
        lines.append(say("board-hints"))
    return lines


def tutorial_lines(table: TableView, say: Words) -> list[str]:
    """A tutorial's board line for the round it stands at (``engine.tutorials``): the rule its
    lesson explains, that the step is guided, or that the lessons are over (none: not a
    tutorial, or over)."""
    tutorial = tutorial_of(table.game) if table.tutorial else None
    if tutorial is None or table.status != "running":
        return []
    lesson = tutorial.lesson(table.round)
    if lesson is not None:
        count = len(tutorial.lessons)
        number = tutorial.number(table.round)
        return [say("tutorial-lesson", number=number, count=count, text=say(lesson))]
    return [say("tutorial-guided" if tutorial.guided(table.round) else "tutorial-free")]


async def refuse(interaction: discord.Interaction, refusal: errors.Refusal) -> int | None:
    """Tell the person who asked why the service said no, in their language; the answer's
    message id, where Discord gave it."""
    REFUSALS.labels(refusal.message.key).inc()
    return await tell(interaction, reader(interaction)(refusal.message))


#: What begins a refusal said in the control that was clicked, above what the control shows
#: (a blank line between); the control's next redraw drops it.
REFUSED_MARK = "⚠️ "


def without_refusal(content: str) -> str:
    """A control's text without the refusal said in it, if any."""
    if content.startswith(REFUSED_MARK):
        return content.split("\n\n", 1)[1] if "\n\n" in content else ""
    return content


async def refuse_in_control(interaction: discord.Interaction, refusal: errors.Refusal) -> None:
    """Say why a click on the player's own control was refused in that control, above what it
    shows (its buttons as they are): no new message to scroll past. A control whose text would
    grow too long gets the answer as a message of its own."""
    REFUSALS.labels(refusal.message.key).inc()
    said = reader(interaction)(refusal.message)
    try:
        if interaction.response.is_done():
            # Deferred: the control may have changed since the click (moved on with the table).
            current: discord.Message | None = await interaction.original_response()
        else:
            current = interaction.message
        shown = read(current).text if current is not None else ""
        content = f"{REFUSED_MARK}{said}\n\n{without_refusal(shown)}".rstrip()
        if len(content) <= MESSAGE_LENGTH:
            await redraw(interaction, current=current, content=content)
            return
    except discord.HTTPException as error:  # the control is gone (deleted, token expired)
        log.info("a refusal could not be said in its control: %s", error)
    await tell(interaction, said)


#: In an interaction's ``extras``: it was answered with what is on its way (``on_its_way``),
#: privately or publicly, so that whatever comes next, the answer or a refusal, takes that
#: message's place (a refusal of a public one only its reader's: see ``tell``).
ON_ITS_WAY = "splitbot:on-its-way"


async def on_its_way(
    interaction: discord.Interaction, text: str, *, ephemeral: bool = True
) -> None:
    """Answer at once that an answer which takes a while (a review, a tutorial's set-up, a
    replay) is coming: ``text``, which the answer then replaces in the same message."""
    await interaction.response.send_message(text, ephemeral=ephemeral)
    interaction.extras[ON_ITS_WAY] = "private" if ephemeral else "public"


async def in_place(interaction: discord.Interaction, **answer: Any) -> None:
    """The answer itself, in the message that said it was on its way."""
    await interaction.edit_original_response(**answer)


async def tell(interaction: discord.Interaction, message: str) -> int | None:
    """An ephemeral answer, whether or not the interaction was answered already; its message
    id, where Discord gave it."""
    waiting = interaction.extras.pop(ON_ITS_WAY, None)
    if waiting == "private":
        shown = await interaction.edit_original_response(content=message, attachments=[])
        return shown.id
    if waiting == "public":  # what everyone saw coming is not coming: it goes
        await interaction.delete_original_response()
    if interaction.response.is_done():
        sent = await interaction.followup.send(message, ephemeral=True, wait=True)
        return sent.id
    answered = await interaction.response.send_message(message, ephemeral=True)
    return answered.message_id if answered is not None else None


async def redraw(
    interaction: discord.Interaction, *, current: discord.Message | None = None, **changes: Any
) -> None:
    """Edit the message whose control was clicked: through the first response, or through the
    deferred one (a control that may wait or draw defers first, see ``deferred``). A private
    control in a channel is drawn as a card (``privatecards``); what ``changes`` leave out is
    kept from ``current``, the control as it is (by default as it was clicked)."""
    shown = current or interaction.message
    if in_channel(interaction) and shown is not None and shown.flags.ephemeral:
        changes = as_card(changes, shown)
    if interaction.response.is_done():
        await interaction.edit_original_response(**changes)
    else:
        await interaction.response.edit_message(**changes)


async def deferred(interaction: discord.Interaction) -> None:
    """Answer a click on a secret control at once ("the message will change"), before a seat
    check that may wait for the table's lock or a preview that takes a while to draw."""
    if not interaction.response.is_done():
        await interaction.response.defer()


async def send_control(
    interaction: discord.Interaction,
    content: str,
    view: discord.ui.View,
    file: discord.File | None = None,
) -> None:
    """Send a secret control (an ephemeral message with components) to the person who clicked.

    Its components are DynamicItems, dispatched by custom_id whether or not a view object is
    kept, so the view is let go at once: otherwise discord.py keeps every ephemeral view for
    15 minutes with a timeout task of its own.
    """
    files = [file] if file is not None else []
    sent: dict[str, Any] = {"content": content, "view": view, "files": files}
    if in_channel(interaction):  # a card, as it is drawn from then on (``redraw``)
        drawn = as_card({"content": content, "view": view, "attachments": files})
        sent = {"view": drawn["view"], "files": files}
    if interaction.response.is_done():
        await interaction.followup.send(ephemeral=True, **sent)
    else:
        await interaction.response.send_message(ephemeral=True, **sent)
    view.stop()


#: The most characters a message's text may have (Discord's limit).
MESSAGE_LENGTH = 2000

#: The most digits a select's value may have: no choice of any game needs more.
CHOICE_DIGITS = 6


def on_private_message(interaction: discord.Interaction) -> bool:
    """Whether the clicked message is the clicker's own: an ephemeral reply, or in their DMs."""
    message = interaction.message
    if message is None:
        return False
    return message.flags.ephemeral or (
        interaction.guild_id is None and isinstance(message.channel, discord.DMChannel)
    )


def refusals_answered(callback: Callback) -> Callback:
    """Answer a refusal of the service with its message, only to the person who clicked.

    Anything else that goes wrong is logged for the operator and answered in plain words, so a
    click always gets an answer."""

    @functools.wraps(callback)
    async def wrapper(self: Any, interaction: discord.Interaction) -> None:
        try:
            if getattr(interaction.client, "stopping", False):
                raise errors.Refusal("refusal-restarting")
            handling = getattr(interaction.client, "handling", None)
            if handling is not None:
                handling()  # a stop lets this click finish
            if getattr(self, "PRIVATE", False) and not on_private_message(interaction):
                # A secret control's id sent from a public message (a modified client can send
                # any id): acting would edit that message, for everyone, into a hand.
                raise errors.Refusal("refusal-private-control")
            async with acting(interaction):  # what it does may be shown through this very click
                await callback(self, interaction)
        except errors.Refusal as refusal:
            if getattr(self, "PRIVATE", False) and on_private_message(interaction):
                await refuse_in_control(interaction, refusal)
                return
            answer = await refuse(interaction, refusal)
            if isinstance(self, BoardButton) and answer is not None:
                await keep_refusal(interaction, self.table, self.round, answer)
        except Exception as error:
            data: dict[str, Any] = dict(interaction.data or {})
            what = f"control {type(self).__name__} on {data.get('custom_id')!r}"
            await answer_failure(interaction, error, what, "control-failed")

    return wrapper


async def keep_refusal(
    interaction: discord.Interaction, table_id: int, clicked_round: int, answer: int
) -> None:
    """A board's button refused a player of its table (not their turn, nothing to do at this
    step): the answer becomes the control that follows them, and the one it replaces goes
    (it had nothing to do either, or the button would have opened it). Their next control
    takes the answer's place: one private message a player. An older board's button leaves a
    control of this round be."""
    try:
        table = await service_of(interaction).get(table_id)
    except Exception as error:  # no such table, the database out of reach: nothing follows
        log.info("table %s: a refusal's answer is not kept as a control: %r", table_id, error)
        return
    seat = table.seat_of(interaction.user.id)
    if seat is None or table.status != "running":
        return
    controls = open_controls_of(interaction)
    if clicked_round != table.round and controls.live(table.id, seat, table.round):
        return  # an older board's button: the control of this round may still have a move
    await controls.keep(table.id, seat, interaction, table.round, answer)


def failure_reference(interaction: discord.Interaction) -> str:
    """A short reference a member can quote and the operator find in the log."""
    return f"{interaction.id:x}"[-8:]


async def answer_failure(
    interaction: discord.Interaction, error: BaseException, what: str, key: str
) -> None:
    """What every unexpected failure of a click or a command gets: the member an answer in
    their language (``key``, with a reference to quote), the operator one log entry with the
    same reference. A database out of reach is no fault of ours: one line, and "try again"."""
    ERRORS.labels(key.split("-")[0], "database" if is_outage(error) else "unexpected").inc()
    if is_outage(error):
        log.warning("%s: the database is out of reach: %s", what, outage_words(error))
        answer = reader(interaction)("database-unavailable")
    else:
        reference = failure_reference(interaction)
        fields: dict[str, Any] = {"reference": reference}
        if clicked := dict(interaction.data or {}).get("custom_id"):
            fields["custom_id"] = clicked
        log.error("%s failed [ref %s]", what, reference, exc_info=error, extra=fields)
        answer = reader(interaction)(key, ref=reference)
    try:
        await tell(interaction, answer)
    except Exception as failed:  # the answer cannot go either: the log says so, nothing else
        log.warning("%s: the answer could not be sent either: %r", what, failed)


def chosen_number(interaction: discord.Interaction) -> int:
    """The number a select sent as its one value; a refusal for anything else (a forged
    or damaged click)."""
    data: dict[str, Any] = dict(interaction.data or {})
    values = data.get("values") or [""]
    raw = values[0] if isinstance(values, list) else ""
    if not (isinstance(raw, str) and raw.isascii() and raw.isdigit() and len(raw) <= CHOICE_DIGITS):
        raise errors.IllegalMove("choice-not-listed")
    return int(raw)


def player(interaction: discord.Interaction) -> Player:
    return Player(interaction.user.id, interaction.user.display_name)
