"""Discord's part around the Activity, in a real Chromium: a test page plays Discord's client
frame and speaks the Embedded App SDK's message protocol to the Activity's page in its iframe,
so that the page's own code (the real ``DiscordSDK``) runs unchanged.

The frame answers the SDK's handshake with ``READY``, its ``AUTHORIZE`` with a code the
stand-in for Discord's OAuth2 handed out for the member, and its ``AUTHENTICATE`` as Discord's
client does. It is served at the bot's own origin (Playwright answers its address): the SDK
trusts messages from its page's own origin as it trusts Discord's.
"""

from __future__ import annotations

import json
from typing import Any

from playwright.async_api import Browser, Frame, Page, Route

from tests.discord.web.conftest import PHONE, Frames, recorded_page
from tests.fake_discord_oauth import CLIENT_ID

#: Where the test's Discord frame is, on the bot's origin (answered by Playwright, not the bot).
PARENT_PATH = "/test-discord-client.html"

#: Discord's client, as far as the SDK asks it: the opcodes are the SDK's (0 handshake, 1
#: frame), the payloads as its schemas parse them.
PARENT_SCRIPT = """
const given = JSON.parse(document.getElementById("given").textContent);
const frame = document.getElementById("activity");
window.sdkCommands = [];
window.addEventListener("message", (event) => {
  if (event.source !== frame.contentWindow || !Array.isArray(event.data)) return;
  const [opcode, payload] = event.data;
  const reply = (body) => frame.contentWindow.postMessage([1, body], location.origin);
  if (opcode === 0) {
    window.handshake = payload;
    reply({cmd: "DISPATCH", evt: "READY", nonce: null, data: {
      v: 1, config: {api_endpoint: "//discord.com/api", environment: "production"}}});
    return;
  }
  if (opcode !== 1) return;
  window.sdkCommands.push(payload.cmd);
  if (payload.cmd === "AUTHORIZE") {
    window.authorized = payload.args;
    if (given.code === null) {
      reply({cmd: "AUTHORIZE", evt: "ERROR", nonce: payload.nonce,
             data: {code: 5000, message: "the member closed the consent"}});
    } else {
      reply({cmd: "AUTHORIZE", evt: null, nonce: payload.nonce, data: {code: given.code}});
    }
  } else if (payload.cmd === "AUTHENTICATE") {
    window.authenticated = payload.args.access_token;
    reply({cmd: "AUTHENTICATE", evt: null, nonce: payload.nonce, data: {
      access_token: payload.args.access_token,
      user: {username: "member", discriminator: "0", id: given.user, avatar: null,
             public_flags: 0, global_name: "Member"},
      scopes: ["identify"],
      expires: "2099-01-01T00:00:00.000Z",
      application: {description: "", icon: null, id: given.client, name: "splitbot"},
    }});
  }
});
"""


def parent_page(query: str, given: dict[str, Any], size: dict[str, int]) -> str:
    """Discord's frame around the Activity at ``/?query``, ``size`` wide and high."""
    return f"""<!doctype html>
<html><head><meta charset="utf-8"><style>
body {{ margin: 0 }} iframe {{ border: 0; width: {size["width"]}px; height: {size["height"]}px }}
</style></head><body>
<script type="application/json" id="given">{json.dumps(given)}</script>
<iframe id="activity" src="/?{query}"></iframe>
<script>{PARENT_SCRIPT}</script>
</body></html>"""


async def open_activity(
    browser: Browser,
    base_url: str,
    *,
    code: str | None,
    user_id: int,
    instance_id: str,
    channel_id: int,
    size: dict[str, int] = PHONE,
) -> tuple[Page, Frame, Frames]:
    """A page playing Discord's client with the Activity in its frame, as Discord opens it on
    a phone (``platform=mobile``) for ``user_id`` (``code``: what ``authorize`` gives; None:
    the member refused)."""
    page, frames = await recorded_page(browser, size)
    query = (
        f"frame_id=test-frame&instance_id={instance_id}&platform=mobile"
        f"&channel_id={channel_id}&guild_id=1"
    )
    given = {"code": code, "user": str(user_id), "client": str(CLIENT_ID)}
    html = parent_page(query, given, size)

    async def discord_client(route: Route) -> None:
        await route.fulfill(status=200, content_type="text/html", body=html)

    await page.route(f"{base_url}{PARENT_PATH}", discord_client)
    await page.goto(f"{base_url}{PARENT_PATH}")
    framed = await (await page.wait_for_selector("#activity")).content_frame()
    assert framed is not None
    return page, framed, frames
