// Splitter on the live page: the player's own sheet to write on (one tap on an empty cell
// writes the picked number there and the other in the mirror cell), then every sheet.

let first = 0; // which of the two rolled numbers goes into the tapped cell (a new roll: the first)
let firstOf = null; // the round ``first`` was chosen in

function cell(el, c, r, x, attributes = {}, tag = "span") {
  if (!c) return el("span", { class: "gap", "aria-hidden": "true" });
  const shown = c.number ?? c.pending;
  const marks = `${c.star ? "★" : ""}${c.heart ? "♥" : ""}`;
  const classes = ["cell"];
  if (c.pending !== null && c.pending !== undefined) classes.push("pending");
  if (c.last) classes.push("last");
  if (c.star) classes.push("star");
  if (c.heart) classes.push("heart");
  return el(
    tag,
    { class: classes.join(" "), "data-key": `cell-${r}-${x}`, ...attributes },
    shown !== null && shown !== undefined ? el("b", {}, String(shown)) : null,
    marks ? el("small", { "aria-hidden": "true" }, marks) : null,
  );
}

function sheet(el, s, writable) {
  const rows = s.rows.map((row, r) =>
    row.map((c, x) => {
      if (!writable || !c || c.number !== null) return cell(el, c, r, x);
      const [a, b] = writable.numbers;
      const here = first === 0 ? a : b;
      const there = first === 0 ? b : a;
      return cell(
        el,
        c,
        r,
        x,
        {
          type: "button",
          "aria-label": `${here} → ${r + 1}:${x + 1}, ${there} → ${r + 1}:${c.mirror + 1}`,
          disabled: s.rows[r][c.mirror].number !== null || !writable.acting,
          onclick: () =>
            writable.act({
              cells: [
                [r, x],
                [r, c.mirror],
              ],
              numbers: [here, there],
            }),
        },
        "button",
      );
    }),
  );
  return el(
    "section",
    { class: `sheet${s.mine ? " mine" : ""}${writable ? " writable" : ""}` },
    el("h3", {}, el("span", {}, s.name), el("span", { class: "points" }, s.points)),
    el("div", { class: "grid", style: { "--columns": String(s.rows[0].length) } }, rows),
  );
}

function numbers(el, mine, redraw) {
  return el(
    "div",
    { class: "numbers", role: "group" },
    mine.numbers.map((n, index) =>
      el(
        "button",
        {
          type: "button",
          class: `number${index === first ? " selected" : ""}`,
          "aria-pressed": String(index === first),
          "data-key": `number-${index}`,
          onclick: () => {
            first = index;
            redraw();
          },
        },
        String(n),
      ),
    ),
  );
}

export function draw(root, table, { act, el, redraw }) {
  const b = table.board;
  if (firstOf !== table.round) [first, firstOf] = [0, table.round];
  const mine = b.hand;
  const own = mine ? b.sheets[mine.seat] : null;
  const writable = mine ? { numbers: mine.numbers, act, acting: table.acting } : null;
  const parts = [
    el("h1", {}, b.heading),
    b.rolled && !mine ? el("p", { class: "rolled" }, b.rolled) : null,
    b.placed.length
      ? el(
          "ul",
          { class: "players" },
          b.placed.map((p) => el("li", { class: p.done ? "done" : "" }, `${p.done ? "✓" : "…"} ${p.name}`)),
        )
      : null,
    mine
      ? el(
          "section",
          { class: "desk", "aria-label": mine.title },
          el("h2", {}, mine.title),
          el("div", { class: "roll" }, el("p", {}, mine.lines[0]), numbers(el, mine, redraw)),
          sheet(el, own, writable),
          mine.lines.slice(1).map((line) => el("p", {}, line)),
        )
      : null,
    el("p", { class: "muted" }, b.legend.join(" · ")),
    el(
      "div",
      { class: "sheets" },
      b.sheets.filter((s) => !mine || !s.mine).map((s) => sheet(el, s, null)),
    ),
  ];
  root.replaceChildren(...parts.filter(Boolean));
}
