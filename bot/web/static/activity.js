// The live table inside Discord, as an Activity: Discord's Embedded App SDK says who the
// member is, the bot checks it with Discord, then the page is the same live table as in a
// browser (table.js), opened on the link the bot answers.
//
// 1. ready(), then authorize (scope identify): a code from Discord's client;
// 2. POST /activity/token {code}: the bot exchanges it for the member's access token;
// 3. authenticate with it (Discord's client then trusts the page as the member);
// 4. POST /activity/link: the bot asks Discord who the token is and where the instance runs,
//    and answers the member's link to that channel's table (their seat, or watching).

import { DiscordSDK } from "/static/vendor/embedded-app-sdk/index.mjs";
import { start } from "/static/table.js";

const clientId = document.querySelector('meta[name="splitbot-activity"]').content;
const state = document.getElementById("state");
const board = document.getElementById("board");
// The page's own words before the bot knows the member: in every language, as the catalogs
// word them (the language the member's Discord speaks picks one).
const worded = JSON.parse(document.getElementById("activity-words").textContent);
const language = (navigator.language || "en").slice(0, 2);
const words = worded[language] || worded.en;

class Refused extends Error {}

/** POST ``body`` to the bot; its answer, or Refused with the bot's words. */
async function post(path, body) {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...body, language: navigator.language }),
  });
  const data = await response.json().catch(() => ({}));
  if (!response.ok) throw new Refused(data.error || words.failed);
  return data;
}

async function open() {
  state.textContent = words.opening;
  const sdk = new DiscordSDK(clientId, { disableConsoleLogOverride: true });
  await sdk.ready();
  const { code } = await sdk.commands.authorize({
    client_id: clientId,
    response_type: "code",
    state: "",
    prompt: "none",
    scope: ["identify"],
  });
  const { access_token } = await post("/activity/token", { code });
  await sdk.commands.authenticate({ access_token });
  const { token } = await post("/activity/link", {
    access_token,
    instance_id: sdk.instanceId,
    channel_id: sdk.channelId,
  });
  start(token);
}

open().catch((error) => {
  state.textContent = error instanceof Refused ? error.message : words.failed;
  board.replaceChildren();
});
