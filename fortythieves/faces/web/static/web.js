// The game page, better with a script: a command is sent without reloading the page, its
// reply takes the newest reply's place (a polite live region, so a screen reader says it
// once) and the reply before it joins the earlier replies; the board's pieces that changed
// are put in place, and focus stays where the player was: in the command box after a
// typed command, on the board after a move made there (on the place the card went to).
// The page says which board it shows (data-shown): the server then sends only the
// pieces of it that changed, by id.
// One request to /news stays open: what the game's search decides by itself (the answer
// to "can I win?" that was still looking, a move's loss warning) is the newest reply too.
"use strict";

const box = () => document.getElementById("command");
const KEPT = 40; // earlier replies kept on the page, as the server keeps them

function line(text, refused, mark) {
  // A reply's words, with the mark of a refusal (the page's own words) before them.
  const parts = [];
  if (refused && mark) {
    const strong = document.createElement("strong");
    strong.className = "mark";
    strong.textContent = mark;
    parts.push(strong, document.createTextNode(" "));
  }
  parts.push(document.createTextNode(text));
  return parts;
}

function showReply(text, refused, headline) {
  // `headline`: the reply's short first line for the eye ("J♠ → Q♠, column 9 · +5 points"),
  // shown before it; screen readers hear the reply itself, whole, once.
  const latest = document.getElementById("latest-text");
  const list = document.querySelector("#log ol");
  if (!latest) return;
  const mark = document.getElementById("latest").dataset.mark;
  if (list && latest.textContent.trim()) {
    const item = document.createElement("li");
    if (latest.classList.contains("refused")) item.className = "refused";
    item.append(...latest.childNodes);
    list.prepend(item); // newest first: the box opens on it whole
    while (list.childElementCount > KEPT) list.removeChild(list.lastElementChild);
    document.getElementById("log").scrollTop = 0;
  }
  document.getElementById("latest").scrollTop = 0; // a reply longer than its bar shows from its start
  latest.classList.toggle("refused", refused);
  latest.replaceChildren(...line(text, refused, mark));
  const head = document.getElementById("head");
  if (head) {
    head.replaceChildren(...(headline ? line(headline, refused, mark) : []));
    head.hidden = !headline;
  }
  latest.dataset.replies = String(Number(latest.dataset.replies || 0) + 1); // replies shown, counted
  keepRoom();
}

const latestBox = document.getElementById("latest");
// What a block's edge must never cut through: a line of text, a name, a control, a card.
const PIECES = "button, a, input, label, li, p, h2, h3, h4, .card, .slot";
const dock = document.getElementById("dock");

function pinned() {
  // What stays in sight as the page scrolls: the reply with the command box at the top
  // (sticky), or the reply alone in a bar at the bottom (fixed); null where neither does.
  for (const part of [dock, latestBox]) {
    if (part && ["sticky", "fixed"].includes(getComputedStyle(part).position)) return part;
  }
  return null;
}

function replyInSight() {
  // The newest reply is seen after every command: where it stays in sight by itself the
  // page shows the rest of its block (a sticky one not yet at the top may reach below
  // the window); elsewhere the page shows the reply. Focus stays.
  if (!latestBox) return;
  const fixedPart = pinned();
  if (fixedPart === latestBox) {
    clearOfBar();
    return;
  }
  if (fixedPart) {
    const r = fixedPart.getBoundingClientRect();
    if (r.bottom > window.innerHeight) window.scrollBy(0, Math.min(r.top, r.bottom - window.innerHeight + 8));
    else if (fixedPart.contains(document.activeElement) && !boardUnder(fixedPart)) wholeUnder(fixedPart);
    return;
  }
  const r = latestBox.getBoundingClientRect();
  if (r.top < 0 || r.bottom > window.innerHeight) latestBox.scrollIntoView({ block: "start" });
}

function clearOfBar() {
  // At 400 %: a line the reply's bar cuts through (the help under the command box, a pile's
  // name) goes on down under the bar, so that no half line shows above it, as long as what
  // has focus stays whole above the bar, its ring too; where it would not, the page goes on
  // instead until the line is wholly above the bar, as long as what has focus stays in the
  // window. Never with focus on the board: a move made there never moves the page.
  // The bar's whole width is looked along: a pile's name at the window's side is cut as
  // surely as a line across it, and the bar grows and shrinks with each reply, so its edge
  // may come to any line.
  const el = document.activeElement;
  if (!el || el === document.body || el.closest("#board") || latestBox.contains(el)) return;
  const focused = whole(el);
  const ring = 8; // the room the page's scroll padding keeps for the focus ring, at either end
  let way = 0;
  // what has focus first, with its ring, above the bar (which a longer reply raises)
  if (focused.getBoundingClientRect().bottom > latestBox.getBoundingClientRect().top - ring)
    focused.scrollIntoView({ block: "nearest", inline: "nearest" });
  for (let step = 0; step < 4; step++) { // what moves clear may bring the next piece to the edge
    const edge = latestBox.getBoundingClientRect().top;
    const f = focused.getBoundingClientRect();
    if (f.bottom > edge - ring) return; // taller than the room above the bar
    let back = 0;
    let on = 0;
    for (let x = 2; x < window.innerWidth; x += 8) {
      const hit = document.elementFromPoint(x, edge - 2);
      const piece = hit && !latestBox.contains(hit) ? hit.closest(PIECES) : null;
      if (!piece || focused.contains(piece)) continue;
      const r = piece.getBoundingClientRect();
      if (r.top < edge && r.bottom > edge + 1) {
        // in whole pixels, as the page scrolls: no sliver of the piece left on the other side
        back = Math.max(back, Math.ceil(edge - r.top));
        on = Math.max(on, Math.ceil(r.bottom - edge));
      }
    }
    if (!back) return;
    const y = window.scrollY;
    // one way only: back and forth would bring the first cut piece to the edge again
    if (way <= 0 && y >= back && f.bottom + back <= edge - ring) {
      way = -1;
      window.scrollBy(0, -back);
    } else if (way >= 0 && f.top - on >= ring) {
      way = 1;
      window.scrollBy(0, on);
    } else {
      return;
    }
    if (Math.abs(window.scrollY - y) < 0.5) return; // at the page's start or end: nothing moved
  }
}

function wholeUnder(part) {
  // What the block's lower edge cuts through (a line of text, a button, a card), shown whole
  // under it: the page goes back by the part that was hidden; where what has focus would
  // then reach below the window, the page goes on instead until the cut piece is wholly
  // under the block. Whole lines meet the block's edge, never half ones.
  const el = document.activeElement;
  const focused = el && el !== document.body && !part.contains(el) ? whole(el) : null;
  let way = 0;
  for (let step = 0; step < 4; step++) { // what comes out whole may bring the next piece to the edge
    const c = part.getBoundingClientRect();
    const edge = c.bottom;
    if (edge >= window.innerHeight - 2) return;
    let back = 0;
    let on = 0;
    for (let x = c.left + 8; x < c.right; x += 24) { // under the block only: a column's card, a line of text
      const hit = document.elementFromPoint(x, edge + 2);
      const piece = hit && hit.closest(PIECES);
      if (!piece || part.contains(piece)) continue;
      const r = piece.getBoundingClientRect();
      if (r.top < edge && r.bottom > edge) {
        back = Math.max(back, edge - r.top + 4);
        on = Math.max(on, r.bottom - edge + 4);
      }
    }
    if (!back) return;
    const f = focused && focused.getBoundingClientRect();
    // one way only: back and forth would bring the first cut piece to the edge again
    if (way <= 0 && window.scrollY > 0 && (!f || f.bottom + back <= window.innerHeight - 2)) {
      way = -1;
      window.scrollBy(0, -Math.min(back, window.scrollY));
    } else if (way >= 0 && f && f.top - on >= edge) {
      way = 1;
      window.scrollBy(0, on);
    } else {
      return;
    }
  }
}

function whole(el) {
  // What comes into view with a focused element: a card of the top row with the whole row
  // and its names (where the row takes at most half the window; else the card's own pile
  // with its name or number), the command box with its label and its Send button, else the
  // element itself.
  const card = el.closest("#board .top, #board .slot");
  if (card) {
    const row = card.closest("#board .piles");
    if (row && row.getBoundingClientRect().height <= window.innerHeight / 2) return row;
    return card.closest("#board .pile, #board .place") || card;
  }
  return el.closest("form.command") || el;
}

function boardHome(el, part) {
  // Focus on the board under the block at the top (200 %): the whole board as `boardUnder`
  // places it where the card stays whole; else the board's top row just under the block, and
  // where the focused card would then reach below the window (a long column), the card at
  // the window's foot, with as much of the board above it as the window holds. The board
  // already where it should be does not move.
  const grid = document.querySelector("#board .grid");
  if (!grid || !part || part === latestBox || !el.closest("#board")) return false;
  if (boardUnder(part, whole(el))) return true; // the whole board, where the board comes first
  const g = grid.getBoundingClientRect();
  const c = part.getBoundingClientRect();
  if (g.left >= c.right || g.right <= c.left) return false; // beside the block: a wide window
  const card = whole(el).getBoundingClientRect();
  // the block at the window's top once the page scrolls; the ring's room at the foot
  const shift = Math.max(g.top - c.height - 4, card.bottom - (window.innerHeight - 12));
  if (card.top - shift < c.height) return false; // a card taller than the room: the page's own way
  if (Math.abs(shift) > 1) window.scrollBy(0, shift);
  return true;
}

function boardUnder(part, focused = null) {
  // A low window (200 %), where the board comes right after the command box, on opening,
  // after a typed line and with focus on the board: the board's top row just under the
  // block, so that the piles and the columns show together; where the longest column would
  // then reach below the window, the columns just under the block (the top row wholly under
  // it), and where even they reach below, the lowest exposed card at the window's foot.
  // Whole rows meet the block's edge. False where the board comes elsewhere, or where the
  // card that has focus (`focused`) would not be whole in the room under the block.
  const grid = document.querySelector("#board .grid");
  const bar = document.querySelector("#game > .bar");
  if (!grid || !bar || !part || part === latestBox) return false;
  const g = grid.getBoundingClientRect();
  const c = part.getBoundingClientRect();
  if (g.left >= c.right || g.right <= c.left || bar.getBoundingClientRect().top < g.top) return false;
  const cards = [...grid.querySelectorAll(".columns .top, .columns .slot")];
  const lowest = Math.max(g.top, ...cards.map((card) => card.getBoundingClientRect().bottom));
  const needed = lowest - (window.innerHeight - 12); // the ring's room at the foot
  let shift = g.top - c.height - 4;
  if (needed > shift) {
    const columns = grid.querySelector(".columns").getBoundingClientRect();
    shift = Math.max(needed, Math.min(columns.top - c.height - 4, needed + g.height));
    // columns in more than one row (the largest card sizes): the first row's exposed cards
    // would go under the block to bring a later row's up, so the columns start under it
    const heads = grid.querySelectorAll(".columns > .column");
    if (heads.length && heads[heads.length - 1].getBoundingClientRect().top > heads[0].getBoundingClientRect().top + 1)
      shift = Math.min(shift, columns.top - c.height - 4);
  }
  if (focused) {
    // a card with focus stays whole in the room under the block
    const f = focused.getBoundingClientRect();
    if (f.top - shift < c.height || f.bottom - shift > window.innerHeight - 12) return false;
  }
  if (Math.abs(shift) > 1) window.scrollBy(0, shift);
  return true;
}

function clearOfDock() {
  // The focused control or card whole in the window and not under the block that stays in
  // sight: brought out with what goes with it (the page's scroll padding keeps it clear of
  // that block, and keeps a card's ring whole at the window's foot).
  const el = document.activeElement;
  if (!el || el === document.body || !el.getClientRects().length) return;
  const part = pinned();
  if (part && part.contains(el)) return; // in the block itself, which replyInSight shows
  if (boardHome(el, part)) return;
  const shown = whole(el);
  const r = shown.getBoundingClientRect();
  const c = part ? part.getBoundingClientRect() : null;
  const under = c && r.left < c.right && r.right > c.left && r.top < c.bottom && r.bottom > c.top;
  if (under || r.top < 0 || r.bottom > window.innerHeight) shown.scrollIntoView({ block: "nearest", inline: "nearest" });
  if (part === latestBox) clearOfBar();
  else if (part) wholeUnder(part);
}

// The heights of the reply's bar and of the block that stays in sight, for the room the
// page keeps clear of them: set as each reply is shown too, before focus comes into view
// after a move.
// Where the reply is longer than its box, the box says there is more below (a mark that
// forced colours keep, where they drop the fading edge).
function keepRoom() {
  if (!latestBox) return;
  document.documentElement.style.setProperty("--reply-h", latestBox.offsetHeight + "px");
  if (dock) document.documentElement.style.setProperty("--dock-h", dock.offsetHeight + "px");
  const part = pinned();
  document.documentElement.style.setProperty("--pinned-h", (part ? part.offsetHeight : 0) + "px");
  markMore();
}
function markMore() {
  // Measured without the mark and the strip it keeps, which would otherwise count as more
  // below and keep the mark on a reply that fits; the box's lower padding is no text.
  latestBox.classList.remove("more-below");
  const below = latestBox.scrollHeight - latestBox.clientHeight - latestBox.scrollTop;
  const padding = parseFloat(getComputedStyle(latestBox).paddingBottom) || 0;
  latestBox.classList.toggle("more-below", below > padding + 1);
}
keepRoom();
// The page opened: in a low window (200 %) the board right under the command box; at 400 %
// no half line above the reply's bar.
function opened() {
  // focus where the page puts it, now: focus given later would scroll the page back to the
  // command box's own place
  const first = document.querySelector("[autofocus]");
  if (first && document.activeElement === document.body) first.focus({ preventScroll: true });
  const part = pinned();
  if (part === latestBox) clearOfBar();
  else if (part && window.scrollY === 0 && part.contains(document.activeElement)) boardUnder(part);
  else clearOfDock();
}
opened();
if (latestBox) {
  // a click on the reply or its ▼ opens it where it keeps to one line
  latestBox.addEventListener("click", () => {
    const text = document.getElementById("latest-text");
    if (text && !latestBox.contains(document.activeElement)) text.focus();
  });
  // opened by focus, the reply shows from its start: the browser brought the focused text
  // into the box's view as the box was still one line high
  // (the reply's own text only: a link further down the box, such as the one to the earlier
  // replies, is brought into the box's view instead, so that its focus ring shows)
  latestBox.addEventListener("focusin", (event) => {
    const target = event.target;
    requestAnimationFrame(() => {
      if (target instanceof HTMLElement && target.id !== "latest-text" && target !== latestBox)
        target.scrollIntoView({ block: "nearest" });
      else latestBox.scrollTop = 0;
      markMore();
    });
  });
  latestBox.addEventListener("scroll", markMore, { passive: true });
  if (window.ResizeObserver) {
    const watch = new ResizeObserver(keepRoom);
    watch.observe(latestBox);
    if (dock) watch.observe(dock);
  }
}
// focus moved by the keyboard or the pointer onto something under the block: brought out,
// clear of the block as high as it is now (it keeps to one line while focus is on the board)
// Focus coming into the block at the top (the reply, the command box) leaves the page where
// it was: the block is in sight wherever the page is, and the browser would scroll the page
// back by the room kept for the block, taking the board down with it.
let keptY = window.scrollY;
for (const kind of ["keydown", "pointerdown"]) {
  document.addEventListener(kind, () => { keptY = window.scrollY; }, true);
}
document.addEventListener("focusin", () => {
  keepRoom();
  if (dock && pinned() === dock && dock.contains(document.activeElement)) {
    const y = keptY;
    requestAnimationFrame(() => {
      // focus gone on before this frame (a quick Tab) is brought into view by its own turn
      if (!dock.contains(document.activeElement)) return;
      if (Math.abs(window.scrollY - y) > 1) window.scrollTo(window.scrollX, y);
    });
  }
  // not under the pointer, where the page moving between the press and its release would
  // lose the click: what is clicked is in sight already
  if (document.activeElement.matches(":focus-visible")) clearOfDock();
});

// A narrow window keeps a column's other cards, and the foundations, a link away (shown as
// the link's target): each link says whether what it shows is shown.
function markOpened() {
  const shown = window.location.hash;
  for (const link of document.querySelectorAll("#board a.more")) {
    link.setAttribute("aria-expanded", String(shown !== "" && link.hash === shown));
  }
}
markOpened();
window.addEventListener("hashchange", markOpened);

// At 400 % the chosen card may be screens away: the reply's bar says which one it is (its
// menu's words), and keeps its room measured before focus moves to where the card can go.
function showChosen() {
  const line = document.getElementById("chosen");
  if (!line) return;
  const menu = document.querySelector("#menu[data-chosen]");
  line.textContent = menu ? menu.dataset.chosen : "";
  line.hidden = !menu;
  keepRoom();
}

function focusOn(id) {
  const place = id && document.getElementById(id);
  if (!place) return false;
  let target = place.matches("button") ? place : place.querySelector("button") || place;
  if (!target.getClientRects().length) {
    // a place a narrow window keeps a link away (a foundation): focus goes to that link
    const group = place.closest(".found, .column");
    target = group && group.querySelector(".more");
    if (!target || !target.getClientRects().length) return false;
  }
  target.focus({ preventScroll: true });
  whole(target).scrollIntoView({ block: "nearest", inline: "nearest" }); // no jump when it shows already
  return true;
}

async function send(form, body, typed) {
  const game = document.getElementById("game");
  body.set("shown", game.dataset.shown || "");
  // Where focus was, by the id of the place around it: the piece may be made anew.
  const active = document.activeElement;
  const around = active && active !== document.body ? active.closest("[id]") : null;
  let answer;
  try {
    const response = await fetch(form.action, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
      credentials: "same-origin",
    });
    answer = await response.json();
  } catch (err) {
    form.submit(); // no answer the script can read: let the page do it the plain way
    return;
  }
  if (answer.reload) {
    window.location.reload();
    return;
  }
  const refused = Boolean(answer.refused || answer.error);
  if (answer.reply) showReply(answer.reply, refused, answer.head || "");
  if (answer.game) {
    game.innerHTML = answer.game;
  } else if (answer.parts) {
    for (const [id, html] of Object.entries(answer.parts)) {
      const part = document.getElementById(id);
      if (part) part.outerHTML = html;
    }
  }
  if (answer.shown) game.dataset.shown = answer.shown;
  markOpened();
  showChosen();
  const input = box();
  if (typed !== null) {
    // A refused line comes back for correction, unless the player typed on meanwhile.
    if (refused && input.value === "") {
      input.value = typed;
      const y = window.scrollY;
      input.select(); // which would scroll the page to bring the box out from its own block's room
      window.scrollTo(window.scrollX, y);
    }
  } else if (document.activeElement === active || document.activeElement === document.body) {
    if (!(answer.focus && focusOn(answer.focus)) && active && !active.isConnected && around) {
      focusOn(around.id);
    }
  }
  // Focus stays in the command box after a typed line (or wherever the player went meanwhile),
  // "hint" included: keys typed on must go where the player typed, and the hint's reply starts
  // with its move, which names the piles to look at (the board rings them). A card chosen says
  // nothing new: the board, with the places it can go to, stays in sight.
  if (answer.reply) replyInSight();
  clearOfDock();
}

// One command at a time, in the order sent: each answer is put in place over the board
// the one before it left. A typed line leaves the box at once, so the next one typed
// while this one waits is never joined to it.
let sending = Promise.resolve();

function queue(form, body, typed) {
  sending = sending.then(() => send(form, body, typed)).catch(() => undefined);
}

document.addEventListener("submit", (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-play")) return;
  event.preventDefault();
  const body = new URLSearchParams(new FormData(form)); // as typed now
  const submitter = event.submitter;
  if (submitter && submitter.name) body.set(submitter.name, submitter.value);
  const input = box();
  let typed = null;
  if (form.contains(input)) {
    typed = input.value;
    input.value = "";
  }
  queue(form, body, typed);
});

// Escape puts a chosen card back.
document.addEventListener("keydown", (event) => {
  if (event.key !== "Escape") return;
  const chosen = document.querySelector('#board .pick[aria-pressed="true"]');
  if (!chosen || !chosen.form) return;
  event.preventDefault();
  const body = new URLSearchParams(new FormData(chosen.form));
  body.set("pick", "");
  chosen.focus({ preventScroll: true });
  queue(chosen.form, body, null);
});

// After a form sent without the script (a reload), the address is the page's own again.
if (window.location.search) window.history.replaceState(null, "", "/");

// What the search decides later: one request open at a time, again as soon as it answers
// (204: nothing yet); after a failure (the server restarting, the network gone) a pause.
async function listen() {
  const token = document.querySelector('input[name="csrf"]');
  if (!token) return;
  const url = "/news?csrf=" + encodeURIComponent(token.value);
  for (;;) {
    try {
      const response = await fetch(url, {
        headers: { Accept: "application/json" },
        credentials: "same-origin",
      });
      if (response.status === 200) {
        const answer = await response.json();
        if (answer.reply) {
          sending = sending.then(() => {
            showReply(answer.reply, false, "");
            clearOfDock(); // a longer reply grows its block: what has focus stays clear of it
          });
        }
      } else if (response.status !== 204) {
        await new Promise((resolve) => setTimeout(resolve, 5000));
      }
    } catch (err) {
      await new Promise((resolve) => setTimeout(resolve, 5000));
    }
  }
}

listen();
