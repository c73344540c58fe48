// Splito on the live page: the zones, the commons, the scores, and the player's hand under
// them. A card is one tap, then a side is the second: the side plays it at once.

let selected = null; // the id of the card the player tapped, kept across redraws

function card(el, shown, attributes = {}, tag = "span") {
  if (shown.kind === "number") {
    return el(
      tag,
      {
        class: `card number${shown.new ? " new" : ""}`,
        style: { background: shown.fill, color: shown.ink },
        "aria-label": shown.name,
        title: shown.name,
        ...attributes,
      },
      el("b", {}, String(shown.value)),
      el("small", { "aria-hidden": "true" }, shown.letter),
    );
  }
  return el(tag, { class: `card ${shown.kind}`, title: shown.name, ...attributes }, shown.name);
}

function hand(el, table, act, redraw) {
  const mine = table.board.hand;
  if (!mine) return null;
  if (!mine.cards.some((c) => c.id === selected)) selected = null;
  const picked = mine.picked;
  const cards = mine.cards.map((c) =>
    card(
      el,
      c,
      {
        type: "button",
        "data-key": `card-${c.id}`,
        "aria-pressed": String(c.id === selected),
        class: `card ${c.kind}${c.id === selected ? " selected" : ""}${
          picked && picked.card === c.id ? " picked" : ""
        }`,
        onclick: () => {
          selected = selected === c.id ? null : c.id;
          redraw();
        },
      },
      "button",
    ),
  );
  const sides = mine.sides.map((s) =>
    el(
      "button",
      {
        type: "button",
        class: "side",
        "data-key": `side-${s.side}`,
        disabled: selected === null || !table.acting,
        onclick: () => {
          if (selected === null) return;
          act({ card: selected, side: s.side });
          selected = null;
        },
      },
      s.label,
    ),
  );
  return el(
    "section",
    { class: "hand", "aria-label": mine.title },
    el("h2", {}, mine.title),
    mine.lines.map((line) => el("p", {}, line)),
    el("div", { class: "cards" }, cards),
    el("div", { class: "sides" }, sides),
  );
}

function zone(el, z, mine) {
  return el(
    "article",
    { class: `zone${mine ? " mine" : ""}` },
    el("h3", {}, el("span", {}, z.name), el("span", { class: "points" }, z.points)),
    el("div", { class: "cards" }, z.cards.map((c) => card(el, c))),
    z.objectives.length
      ? el(
          "ul",
          { class: "objectives" },
          z.objectives.map((o) =>
            el(
              "li",
              { class: `${o.met ? "met" : "open"}${o.new ? " new" : ""}` },
              `${o.met ? "✓" : "✗"} ${o.points} · ${o.text}`,
            ),
          ),
        )
      : null,
  );
}

export function draw(root, table, { act, el, redraw }) {
  const b = table.board;
  const parts = [
    el("h1", {}, b.heading),
    b.revealed ? el("p", { class: "revealed" }, b.revealed) : null,
    table.over
      ? null
      : el(
          "ul",
          { class: "players" },
          b.picked.map((p) => el("li", { class: p.done ? "done" : "" }, `${p.done ? "✓" : "…"} ${p.name}`)),
        ),
    el(
      "ul",
      { class: "commons" },
      b.commons.map((c) => el("li", {}, `${c.symbol} ${c.text} · ${c.points}: `, el("b", {}, c.holder))),
    ),
    b.promo ? el("p", { class: "muted" }, b.promo) : null,
    el("div", { class: "zones" }, b.zones.map((z, index) => zone(el, z, b.mine.includes(index)))),
    el(
      "section",
      { class: "scores" },
      el("h2", {}, b.scores_word),
      el(
        "ol",
        {},
        b.scores.map((s) => el("li", {}, el("span", {}, `${s.rank}. ${s.name}`), el("span", {}, s.sum))),
      ),
    ),
    hand(el, table, act, redraw),
  ];
  root.replaceChildren(...parts.filter(Boolean));
}
