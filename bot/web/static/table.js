// The live table's page: one websocket to the bot, the table drawn from what it pushes.
//
// The link is the address's fragment (never sent to a server), or, inside Discord, what the
// Activity's page was given (activity.js). The page sends its hello, then draws every payload
// the bot pushes with the game's own module (/games/<game>.js); a lost connection comes back
// by itself, to the same screen.

let token = "";
const state = document.getElementById("state");
const board = document.getElementById("board");
const notice = document.getElementById("notice");

let socket = null;
let shown = null; // the last payload drawn
let closedForGood = false;
let retryMs = 500;
const drawings = new Map();
// A tap in progress is never cut by a redraw (a click needs its press and release on one
// element): a payload that arrives meanwhile is drawn once the finger lifts.
let pressed = false;
let held = null;
document.addEventListener("pointerdown", () => (pressed = true), true);
for (const lifted of ["pointerup", "pointercancel"]) {
  document.addEventListener(
    lifted,
    () => {
      pressed = false;
      if (held) setTimeout(() => { const table = held; held = null; if (table) draw(table); }, 0);
    },
    true,
  );
}

// Text shaped while a font it needs was still on its way (the Japanese font, fetched only by a
// device that has none) is kept shaped with empty boxes by Chromium, even once the font has
// come and the text is put there again: a font that has loaded changes the page's font
// settings (table.css, ``fonts-loaded``), and so every text is shaped anew.
document.fonts.addEventListener("loadingdone", () =>
  document.documentElement.classList.add("fonts-loaded"),
);

/** The language the link carries (its fields are readable; only its signature is secret). */
function linkLanguage() {
  try {
    const payload = token.split(".")[0].replace(/-/g, "+").replace(/_/g, "/");
    const fields = JSON.parse(atob(payload + "=".repeat((4 - (payload.length % 4)) % 4)));
    return typeof fields[3] === "string" ? fields[3] : navigator.language;
  } catch {
    return navigator.language;
  }
}

/** Text with **bold** parts, as the catalogs write them, built as nodes (never as HTML). */
export function rich(text) {
  const fragment = document.createDocumentFragment();
  String(text)
    .split("**")
    .forEach((part, index) => {
      if (!part) return;
      if (index % 2 === 1) {
        const strong = document.createElement("strong");
        strong.textContent = part;
        fragment.append(strong);
      } else {
        fragment.append(part);
      }
    });
  return fragment;
}

/** An element with attributes and children: ``el("p", {class: "x"}, "text", child)``. */
export function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
    else if (name === "style")
      for (const [property, set] of Object.entries(value)) node.style.setProperty(property, set);
    else node.setAttribute(name, value === true ? "" : value);
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(typeof child === "string" ? rich(child) : child);
  }
  return node;
}

function say(key) {
  return (shown && shown.words && shown.words[key]) || "…";
}

function showNotice(text) {
  notice.replaceChildren(rich(text));
  notice.hidden = false;
  clearTimeout(showNotice.timer);
  if (!closedForGood) showNotice.timer = setTimeout(() => (notice.hidden = true), 6000);
}

/** Send a move for the round the page shows. */
function act(action) {
  if (!socket || socket.readyState !== WebSocket.OPEN || !shown) return;
  socket.send(JSON.stringify({ type: "act", round: shown.round, action }));
}

async function draw(table) {
  let drawing = drawings.get(table.game);
  if (!drawing) {
    drawing = await import(`/games/${table.game}.js`);
    drawings.set(table.game, drawing);
  }
  // Keep the keyboard's place across a redraw: the focused control is found again by its key.
  const focused = document.activeElement && document.activeElement.dataset.key;
  document.documentElement.lang = table.language;
  document.title = `${table.title} · #${table.table}`;
  state.replaceChildren(rich(table.state));
  state.className = table.acting && !table.done ? "acting" : "";
  drawing.draw(board, table, { act, el, rich, redraw: () => draw(shown) });
  // Where the page stands, for whoever reads it (a test waits on these).
  Object.assign(board.dataset, { round: table.round, version: table.version, over: table.over });
  if (focused) {
    const again = board.querySelector(`[data-key="${CSS.escape(focused)}"]`);
    if (again) again.focus();
  }
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss://" : "ws://";
  socket = new WebSocket(`${scheme}${location.host}/ws`);
  socket.addEventListener("open", () => {
    retryMs = 500;
    socket.send(JSON.stringify({ type: "hello", token, language: linkLanguage() }));
  });
  socket.addEventListener("message", async (event) => {
    const message = JSON.parse(event.data);
    if (message.type === "table") {
      notice.hidden = true;
      shown = message;
      if (pressed) held = message;
      else await draw(message);
    } else if (message.type === "refused") {
      if (message.final) {
        closedForGood = true;
        state.replaceChildren(rich(message.text));
        board.replaceChildren();
      }
      showNotice(message.text);
    }
  });
  socket.addEventListener("close", () => {
    if (closedForGood) return;
    state.replaceChildren(rich(say("web-reconnecting")));
    setTimeout(connect, retryMs);
    retryMs = Math.min(retryMs * 2, 8000);
  });
}

/** Open the table ``link`` names (a link's token). */
export function start(link) {
  token = link;
  connect();
}

// The Activity's page starts the table itself, once Discord has said who its member is.
if (!document.querySelector('meta[name="splitbot-activity"]')) start(location.hash.slice(1));
