// The game page, better with a script: a command is sent without reloading the page, its
// reply is added to the log (a polite live region, so a screen reader reads it once), the
// board is put in place, and focus stays in the command box. The page says which board it
// shows (data-shown): the server then sends only the parts of it that changed, by id.
"use strict";

const box = () => document.getElementById("command");

function addReply(text) {
  const log = document.getElementById("log");
  const line = document.createElement("p");
  line.textContent = text;
  log.appendChild(line);
  while (log.childElementCount > 40) log.removeChild(log.firstElementChild);
  const latest = document.getElementById("latest-text");
  if (latest) latest.textContent = text;
}

async function send(form, body) {
  const game = document.getElementById("game");
  body.set("shown", game.dataset.shown || "");
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
  if (answer.reply) addReply(answer.reply);
  if (answer.game) {
    game.innerHTML = answer.game;
  } else if (answer.parts) {
    for (const [id, html] of Object.entries(answer.parts)) {
      const part = document.getElementById(id);
      if (part) part.outerHTML = html;
    }
  }
  if (answer.shown) game.dataset.shown = answer.shown;
  const input = box();
  if (form.contains(input) && !answer.error) input.value = "";
  input.focus();
}

// One command at a time, in the order sent: each answer is put in place over the board
// the one before it left.
let sending = Promise.resolve();

document.addEventListener("submit", (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-play")) return;
  event.preventDefault();
  const body = new URLSearchParams(new FormData(form)); // as typed now
  const submitter = event.submitter;
  if (submitter && submitter.name) body.set(submitter.name, submitter.value);
  sending = sending.then(() => send(form, body));
});
