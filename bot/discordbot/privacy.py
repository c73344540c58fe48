"""A member's own data: ``/splitbot my-data`` sends it to them as JSON, privately;
``/splitbot forget-me`` deletes it once they confirm (``forget-me:<member>:<1|0>``), while the
bot runs: their lobbies are left, an AI takes their seats in running games (the tables are
told), and nothing stored names them any more.
"""

from __future__ import annotations

import asyncio
import io
import json
from dataclasses import dataclass
from typing import Annotated, Any

import discord

from bot.discordbot.common import reader, redraw, refusals_answered, send_control, service_of, tell
from bot.discordbot.controls import Control, ControlId, Digits
from bot.discordbot.replaydesk import desk_of
from bot.i18n import Words
from bot.policies import FILES, Policy, policy_text
from bot.service import errors

#: Discord user ids have at most 20 digits.
MemberNumber = Annotated[int, Digits(20)]


@dataclass(frozen=True)
class ForgetId(ControlId):
    """Whose data the confirmation is about, and whether this button forgets or keeps it."""

    member: MemberNumber
    forget: bool


class ForgetMeButton(
    Control, discord.ui.DynamicItem[discord.ui.Button[Any]], prefix="forget-me", fields=ForgetId
):
    """**Forget me** or **Keep my data**, on the member's own private confirmation."""

    choice: ForgetId

    def __init__(self, choice: ForgetId, label: str = "?") -> None:
        style = discord.ButtonStyle.danger if choice.forget else discord.ButtonStyle.secondary
        super().__init__(choice, self.button(choice, label, style))

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        if interaction.user.id != self.choice.member:  # a forged id: someone else's data
            raise errors.Refusal("refusal-private-control")
        say = reader(interaction)
        if not self.choice.forget:
            await redraw(interaction, content=say("forget-me-kept"), view=None)
            return
        await interaction.response.defer()  # leaving tables takes a moment
        done = await service_of(interaction).privacy.forget(interaction.user.id)
        desk_of(interaction).forget()  # replays kept may show their name
        said = say(
            "forget-me-done",
            lobbies=done.lobbies_left,
            games=done.games_handed_to_ai,
            results=done.results_anonymised,
        )
        await redraw(interaction, content=said, view=None)  # the buttons are retired


async def send_my_data(interaction: discord.Interaction) -> None:
    """What is stored about the member, as a JSON file only they see."""
    await interaction.response.defer(ephemeral=True, thinking=True)
    data = await service_of(interaction).privacy.my_data(interaction.user.id)
    text = json.dumps(data, ensure_ascii=False, indent=2).encode()
    file = discord.File(io.BytesIO(text), f"splitbot-data-{interaction.user.id}.json")
    await interaction.followup.send(reader(interaction)("my-data"), file=file, ephemeral=True)


async def ask_forget_me(interaction: discord.Interaction) -> None:
    """The member's private confirmation, with its two buttons."""
    say = reader(interaction)
    view = discord.ui.View(timeout=None)
    member = interaction.user.id
    view.add_item(ForgetMeButton(ForgetId(member, True), say("forget-me-button")))
    view.add_item(ForgetMeButton(ForgetId(member, False), say("forget-me-keep")))
    await send_control(interaction, say("forget-me-ask"), view)


#: Each policy's name in the catalogs (the policy is also its command's name).
POLICY_KEYS: dict[Policy, str] = {"privacy": "help-privacy-policy", "terms": "help-terms"}


def policy_url(client: Any, policy: Policy) -> str | None:
    """Where ``policy`` lives: the operator's setting, else the Developer Portal's address,
    else None (the text shipped with the bot is shown instead)."""
    configured = getattr(client, "policy_urls", {}).get(policy)
    if configured:
        return str(configured)
    application: discord.AppInfo | None = getattr(client, "application", None)
    if application is None:
        return None
    found = (
        application.privacy_policy_url if policy == "privacy" else application.terms_of_service_url
    )
    return found or None


def policy_links(client: Any, say: Words) -> str:
    """The help's line: each policy linked to its address, or named with the command that
    shows the operator's shipped text."""
    parts = []
    for policy, key in POLICY_KEYS.items():
        url = policy_url(client, policy)
        if url:
            parts.append(f"[{say(key)}]({url})")
        else:
            # The command as the member's client names it (its name in their language).
            command = say(f"cmd-name-{policy}") if say.has(f"cmd-name-{policy}") else policy
            parts.append(say("policy-command", policy=say(key), command=command))
    return " · ".join(parts)


async def send_policy(interaction: discord.Interaction, policy: Policy) -> None:
    """The policy only the asker sees: its address, or the text the bot ships, as a file (it
    is longer than a message)."""
    say = reader(interaction)
    url = policy_url(interaction.client, policy)
    if url is not None:
        await tell(interaction, say("policy-address", policy=say(POLICY_KEYS[policy]), url=url))
        return
    text = await asyncio.to_thread(policy_text, policy)  # a file read: off the event loop
    file = discord.File(io.BytesIO(text.encode()), FILES[policy].lower())
    intro = say("policy-shipped", policy=say(POLICY_KEYS[policy]))
    await interaction.response.send_message(intro, file=file, ephemeral=True)
