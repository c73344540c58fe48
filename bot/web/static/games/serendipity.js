// Serendipity on the live page: the hex board as SVG, one tap per tile on the player's turn.
// The turn's mode (turn, swap, place, keep a/b, move) and a Serendip's rotation stay on the
// page between taps; the server says which cells each mode may pick and every word.

const SVG = "http://www.w3.org/2000/svg";
let panel = { step: null, mode: null, rotation: 0, first: null };

function svg(tag, attributes = {}, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value === true ? "" : value);
  }
  node.append(...children.filter(Boolean));
  return node;
}

function corner(x, y, r, angle) {
  const a = (Math.PI / 180) * angle;
  return [x + r * Math.cos(a), y + r * Math.sin(a)];
}

function hexPoints(x, y, r) {
  return [30, 90, 150, 210, 270, 330].map((a) => corner(x, y, r, a).join(",")).join(" ");
}

function tile(c, r, pickable, choose, rotation) {
  const inner = r - 1.5;
  const parts = [];
  if (c.kind === "serendip") {
    // Edge d faces east, then every 60° counter-clockwise on the screen.
    const edges = rotated(c.edges, c.pending ? rotation - panel.base : 0);
    edges.forEach((fill, d) => {
      const centre = -60 * d;
      const [x1, y1] = corner(c.x, c.y, inner, centre - 30);
      const [x2, y2] = corner(c.x, c.y, inner, centre + 30);
      parts.push(svg("polygon", { points: `${c.x},${c.y} ${x1},${y1} ${x2},${y2}`, fill }));
    });
    parts.push(svg("circle", { cx: c.x, cy: c.y, r: r * 0.32, fill: "#ffffff" }));
    parts.push(svg("text", { x: c.x, y: c.y + 5, class: "mark" }, "✦"));
  } else {
    parts.push(svg("polygon", { points: hexPoints(c.x, c.y, inner), fill: c.fill, class: `face ${c.kind}` }));
    const text = c.kind === "down" ? c.label : c.letter;
    parts.push(
      svg("text", { x: c.x, y: c.y + 5, class: `mark ${c.kind}`, fill: c.ink || "#1d2330" }, text),
    );
  }
  const classes = ["hex"];
  if (c.pending) classes.push("pending");
  if (pickable) classes.push("pickable");
  if (panel.first === c.label) classes.push("first");
  const key = (event) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      choose(c.label);
    }
  };
  return svg(
    "g",
    {
      class: classes.join(" "),
      "data-key": `cell-${c.label}`,
      "data-cell": c.label,
      role: pickable ? "button" : "img",
      tabindex: pickable ? "0" : null,
      "aria-label": `${c.label}: ${c.name}`,
      onclick: pickable ? () => choose(c.label) : null,
      onkeydown: pickable ? key : null,
    },
    svg("title", {}, document.createTextNode(`${c.label}: ${c.name}`)),
    ...parts,
  );
}

function rotated(edges, by) {
  const k = ((by % 6) + 6) % 6;
  return edges.map((_, d) => edges[(d + k) % 6]);
}

function boardSvg(b, picks, choose, rotation) {
  const r = b.radius;
  const xs = b.cells.map((c) => c.x);
  const ys = b.cells.map((c) => c.y);
  const left = Math.min(...xs) - r;
  const top = Math.min(...ys) - r;
  const width = Math.max(...xs) - left + r;
  const height = Math.max(...ys) - top + r;
  return svg(
    "svg",
    {
      viewBox: `${left} ${top} ${width} ${height}`,
      width: Math.ceil(width),
      height: Math.ceil(height),
      class: "hexboard",
      role: "group",
    },
    ...b.cells.map((c) => tile(c, r, picks.has(c.label), choose, rotation)),
  );
}

function action(hand, mode, cell) {
  switch (hand.modes[mode].action) {
    case "turn":
      return { turn: cell };
    case "swap":
      return { swap: cell };
    case "keep":
      return { keep: [panel.rotation, panel.first, cell] };
    case "move":
      return { move: [cell, panel.rotation] };
  }
  return null;
}

function controls(el, hand, act, redraw) {
  const words = hand.modes[panel.mode]
    ? hand.modes[panel.mode].words[panel.rotation].replace(hand.first, panel.first || "")
    : "";
  const buttons = [];
  const go = (mode) => () => {
    panel.mode = mode;
    panel.first = null;
    redraw();
  };
  const button = (label, key, onclick) =>
    el("button", { type: "button", class: "side", "data-key": key, onclick }, label);
  if (hand.phase === "own" && hand.modes.turn)
    buttons.push(button(panel.mode === "swap" ? hand.labels.turn : hand.labels.swap, "mode-swap",
      go(panel.mode === "swap" ? "turn" : "swap")));
  if (hand.phase === "serendip") {
    if (panel.mode === "place") {
      buttons.push(button(hand.labels.left, "rotate-left", () => { panel.rotation = (panel.rotation + 5) % 6; redraw(); }));
      buttons.push(button(hand.labels.right, "rotate-right", () => { panel.rotation = (panel.rotation + 1) % 6; redraw(); }));
      buttons.push(button(hand.labels.keep, "mode-keep", go("keepa")));
      buttons.push(button(hand.labels.move, "mode-move", go("move")));
    } else {
      buttons.push(button(hand.labels.back, "mode-back", go("place")));
    }
  }
  for (const [index, extra] of hand.buttons.entries())
    buttons.push(button(extra.label, `extra-${index}`, () => act(extra.action)));
  return el(
    "section",
    { class: "hand", "aria-label": hand.title },
    el("h2", {}, hand.title),
    hand.lines.map((line) => el("p", {}, line)),
    words ? el("p", { class: "mode" }, words) : null,
    buttons.length ? el("div", { class: "choices two" }, buttons) : null,
  );
}

export function draw(root, table, { act, el, redraw }) {
  const b = table.board;
  const hand = b.hand;
  if (panel.step !== table.round) {
    panel = { step: table.round, mode: hand ? hand.start : null, rotation: hand ? hand.rotation : 0, first: null };
    panel.base = panel.rotation;
  }
  const mode = hand && hand.modes[panel.mode];
  const picks = new Set(mode ? mode.cells.filter((c) => c !== panel.first) : []);
  const choose = (cell) => {
    if (!mode) return;
    if (panel.mode === "keepa") {
      panel.first = cell;
      panel.mode = "keepb";
      redraw();
      return;
    }
    const move = action(hand, panel.mode, cell);
    if (move) act(move);
  };
  const parts = [
    el("h1", {}, b.heading),
    b.now ? el("p", {}, b.now) : null,
    b.turns.map((t) => el("p", { class: "revealed" }, t)),
    el("div", { class: "boardscroll" }, boardSvg(b, picks, choose, hand ? panel.rotation : null)),
    el(
      "ul",
      { class: "columns" },
      b.players.map((p) =>
        el(
          "li",
          { class: p.current ? "mine" : "" },
          el(
            "h3",
            {},
            el("span", {}, `${p.current ? "▶ " : ""}${p.name}`),
            el("span", { class: "points" }, p.points),
          ),
          el(
            "p",
            {},
            p.swatches.map((s) => el("span", { class: "swatch", style: { background: s.fill } }, s.letter)),
            ` ${p.colours}`,
          ),
        ),
      ),
    ),
    hand ? controls(el, hand, act, redraw) : null,
  ];
  // A redraw keeps the board where the player scrolled it (centred the first time).
  const before = root.querySelector(".boardscroll");
  const scrolled = before ? before.scrollLeft : null;
  root.replaceChildren(...parts.flat().filter(Boolean));
  const after = root.querySelector(".boardscroll");
  after.scrollLeft = scrolled ?? (after.scrollWidth - after.clientWidth) / 2;
}
