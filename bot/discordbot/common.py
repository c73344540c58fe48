"""What every game's Discord code shares: answering refusals, and who clicked."""

from __future__ import annotations

import contextlib
import functools
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, ClassVar

import discord

from bot.service import Player, errors

if TYPE_CHECKING:
    from bot.discordbot.client import SplitBot

Callback = Callable[[Any, discord.Interaction], Awaitable[None]]
log = logging.getLogger(__name__)


def service_of(interaction: discord.Interaction) -> Any:
    client: SplitBot = interaction.client  # type: ignore[assignment]
    return client.service


async def tell(interaction: discord.Interaction, message: str) -> None:
    """An ephemeral answer, whether or not the interaction was answered already."""
    if interaction.response.is_done():
        await interaction.followup.send(message, ephemeral=True)
    else:
        await interaction.response.send_message(message, ephemeral=True)


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
    extra: dict[str, Any] = {"file": file} if file is not None else {}
    if interaction.response.is_done():
        await interaction.followup.send(content, view=view, ephemeral=True, **extra)
    else:
        await interaction.response.send_message(content, view=view, ephemeral=True, **extra)
    view.stop()


class BoardButton:
    """The button on a round's (or step's) public message that opens the clicker's secret
    control; its custom_id is ``<prefix>:<table>:<round>``.

    Mixed into a DynamicItem: ``class PlayButton(BoardButton, discord.ui.DynamicItem[
    discord.ui.Button], prefix="splito:play")``, with ``LABEL`` and a ``callback``.
    """

    LABEL: ClassVar[str] = "Play"
    prefix: ClassVar[str]

    def __init_subclass__(cls, *, prefix: str, **kwargs: Any) -> None:
        cls.prefix = prefix
        super().__init_subclass__(
            template=prefix + r":(?P<table>[0-9]{1,18}):(?P<round>[0-9]{1,6})", **kwargs
        )

    def __init__(self, table: int, round: int, label: str | None = None) -> None:
        super().__init__(  # type: ignore[call-arg]  # DynamicItem's, next in the MRO
            discord.ui.Button(
                label=label or self.LABEL,
                style=discord.ButtonStyle.primary,
                custom_id=f"{self.prefix}:{table}:{round}",
            )
        )
        self.table, self.round = table, round

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: Any
    ) -> Any:
        return cls(int(match["table"]), int(match["round"]))


#: What a person is told when a control fails in a way nobody foresaw (the log has the details).
FAILED_CONTROL = (
    "Something went wrong with that control. If your move does not show on the board, "
    "try again from the newest message."
)
#: The most digits a select's value may have: no choice of any game needs more.
CHOICE_DIGITS = 6


def refusals_answered(callback: Callback) -> Callback:
    """Answer a refusal of the service with its message, only to the person who clicked.

    Anything else that goes wrong is logged for the operator and answered in plain words, so a
    click always gets an answer."""

    @functools.wraps(callback)
    async def wrapper(self: Any, interaction: discord.Interaction) -> None:
        try:
            await callback(self, interaction)
        except errors.Refusal as refusal:
            await tell(interaction, str(refusal))
        except Exception:
            custom_id = (interaction.data or {}).get("custom_id")
            log.exception("control %s failed on %r", type(self).__name__, custom_id)
            with contextlib.suppress(discord.HTTPException):
                await tell(interaction, FAILED_CONTROL)

    return wrapper


def chosen_number(interaction: discord.Interaction) -> int:
    """The number a select sent as its one value; a refusal for anything else (a forged
    or damaged click)."""
    values = (interaction.data or {}).get("values") or [""]
    raw = values[0]
    if not (isinstance(raw, str) and raw.isascii() and raw.isdigit() and len(raw) <= CHOICE_DIGITS):
        raise errors.IllegalMove("That choice is not on the list.")
    return int(raw)


def player(interaction: discord.Interaction) -> Player:
    return Player(interaction.user.id, interaction.user.display_name)
