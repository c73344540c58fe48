// Split it! on the live page: the row (its zones once split), whose move it is, every
// player's columns; under them the move of the step at hand. The splitter taps the gaps
// between cards for the two separators (the zones show at once), then Split.

let cuts = []; // the gaps the splitter tapped (after card k), kept across redraws
let cutsOf = null; // the step they were tapped in (a new step: none yet)

function zoneOf(zones, index) {
  return zones.find((z) => index >= z.from && index < z.to);
}

function row(el, b, control, redraw) {
  const splitting = control && control.kind === "split";
  const shown = splitting
    ? previewZones(b.row.length, cuts)
    : b.zones.map((z) => ({ ...z }));
  const parts = [];
  b.row.forEach((c, index) => {
    const zone = zoneOf(shown, index);
    parts.push(
      el(
        "span",
        {
          class: `card rowcard${zone ? ` zone-${zone.zone}` : ""}${zone && zone.discarded ? " discarded" : ""}`,
          title: zone ? zone.zone : "",
        },
        el("b", {}, c.label),
      ),
    );
    if (index === b.row.length - 1) return;
    const gap = index + 1;
    if (splitting) {
      parts.push(
        el(
          "button",
          {
            type: "button",
            class: `gap${cuts.includes(gap) ? " cut" : ""}`,
            "data-key": `gap-${gap}`,
            "aria-pressed": String(cuts.includes(gap)),
            "aria-label": `| ${gap}`,
            onclick: () => {
              cuts = cuts.includes(gap)
                ? cuts.filter((k) => k !== gap)
                : [...cuts, gap].slice(-2).sort((x, y) => x - y);
              redraw();
            },
          },
          cuts.includes(gap) ? "|" : "·",
        ),
      );
    } else if (b.zones.some((z) => z.to === gap)) {
      parts.push(el("span", { class: "separator", "aria-hidden": "true" }, "|"));
    }
  });
  return el("div", { class: "row" }, parts);
}

/** The zones the tapped separators would make (three, or none until both are placed). */
function previewZones(length, placed) {
  if (placed.length !== 2) return [];
  const [a, b] = placed;
  return [
    { zone: "white", from: 0, to: a },
    { zone: "pink", from: a, to: b },
    { zone: "black", from: b, to: length },
  ];
}

function control(el, c, act) {
  if (!c) return null;
  const parts = [el("h2", {}, c.title), c.lines.map((line) => el("p", {}, line))];
  if (c.kind === "split") {
    parts.push(
      el(
        "button",
        {
          type: "button",
          class: "side",
          "data-key": "split",
          disabled: cuts.length !== 2,
          onclick: () => act({ split: [...cuts] }),
        },
        c.confirm,
      ),
    );
  } else {
    parts.push(
      el(
        "div",
        { class: "choices" },
        c.options.map((o, index) =>
          el(
            "button",
            {
              type: "button",
              class: `side${o.zone ? ` zone-${o.zone}` : ""}${o.chosen ? " chosen" : ""}`,
              "aria-pressed": String(Boolean(o.chosen)),
              "data-key": `choice-${index}`,
              onclick: () => act(o.action),
            },
            `${o.chosen ? "✓ " : ""}${o.label}`,
          ),
        ),
      ),
    );
  }
  return el("section", { class: "hand", "aria-label": c.title }, parts);
}

function players(el, b) {
  return el(
    "ul",
    { class: "columns" },
    b.players.map((p) =>
      el(
        "li",
        { class: p.mine ? "mine" : "" },
        el(
          "h3",
          {},
          el("span", {}, `${p.splitter ? "✂ " : ""}${p.out ? "✓ " : ""}${p.name}`),
          el("span", { class: "points" }, p.points),
        ),
        el("p", {}, p.columns_text),
      ),
    ),
  );
}

export function draw(root, table, { act, el, redraw }) {
  const b = table.board;
  const c = b.hand;
  if (cutsOf !== table.round) [cuts, cutsOf] = [[], table.round];
  const parts = [
    el("h1", {}, b.heading),
    b.reveal ? el("p", { class: "revealed" }, b.reveal) : null,
    b.now ? el("p", {}, b.now) : null,
    b.row.length ? row(el, b, c, redraw) : null,
    b.zones.length
      ? el("p", { class: "muted" }, b.zones.filter((z) => !z.discarded).map((z) => z.label).join(" · "))
      : null,
    players(el, b),
    control(el, c, act),
  ];
  root.replaceChildren(...parts.filter(Boolean));
}
