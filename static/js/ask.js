// "Ask the table" (templates/tables/_ask.html): answer a question in place and say it.
// - A question's button asks /t/<id>/ask for the answer alone, shows it under the buttons (it stays
//   there until the next question) and says it through the page's live region.
// - "Say the last announcement again" repeats what this page's live region last announced (an
//   answer does not count); before anything was announced here, the server says the last action.
// - My hand total: the hand this phone keeps for the table (My hand keeps it in localStorage), sent in
//   the body of a POST, never in an address.
// - Alt+Shift+W (Option+Shift+W on a Mac) moves the focus to the first question from anywhere:
//   screen readers take single letters for browse-mode navigation and add their own modifier for
//   their commands; Orca also lists elements with Alt+Shift and its navigation letters (K: links,
//   H: headings, Q: blockquotes…) and Chrome keeps Alt+Shift+N, T and I. W ("who? what?") is
//   none of those: Orca lets it through to the page (README, "Ask the table").
// Without JavaScript the same form asks the page itself, which answers in the same place.
(function () {
  "use strict";
  var section = document.getElementById("ask");
  if (!section) { return; }
  var live = document.getElementById(section.getAttribute("data-live"));
  var lastSaid = "", ourText = "", odd = false;

  function clean(text) { return (text || "").replace(/\u200b/g, "").trim(); }
  function heard() {
    var text = live ? clean(live.textContent) : "";
    if (text && text !== ourText) { lastSaid = text; }
  }
  if (live) {
    heard();
    new MutationObserver(heard).observe(live, { childList: true, subtree: true, characterData: true });
  }

  // Said through the live region: a new paragraph, with an unspoken mark that alternates so that
  // the same answer twice in a row is read twice.
  function say(text) {
    if (!live) { return; }
    odd = !odd;
    var line = document.createElement("p");
    line.textContent = text + (odd ? "\u200b" : "\u200b\u200b");
    ourText = clean(text);
    live.replaceChildren(line);
  }

  function show(heading, text) {
    var box = document.createElement("div");
    box.id = "ask-answer";
    box.className = "ask-answer";
    box.setAttribute("data-spoken", text);
    var title = document.createElement("h3");
    title.id = "ask-answer-heading";
    title.textContent = heading;
    var body = document.createElement("p");
    body.textContent = text;
    box.append(title, body);
    document.getElementById("ask-answer").replaceWith(box);
  }

  function keptHand() {
    var summary = document.getElementById("hand-summary");
    if (summary) { return summary.getAttribute("data-hand") || ""; }
    try { return window.localStorage.getItem("companion-hand:" + section.getAttribute("data-table")); } catch (error) { return null; }
  }

  function ask(button) {
    var question = button.value;
    if (question === "again" && lastSaid) {
      show(button.textContent.trim(), lastSaid);
      say(lastSaid);
      return;
    }
    var params = new URLSearchParams({ ask: question, screen: section.getAttribute("data-screen") });
    if (section.hasAttribute("data-seat")) { params.set("seat", section.getAttribute("data-seat")); }
    var hand = question === "hand" ? keptHand() : null;
    var request = { credentials: "same-origin", headers: { "Accept": "text/html" } };
    if (hand !== null) {
      request.method = "POST";
      request.body = new URLSearchParams({ hand: hand });
      request.headers["X-CSRF-Token"] = JSON.parse(document.body.getAttribute("data-hx-headers") || "{}")["X-CSRF-Token"] || "";
    }
    fetch(section.getAttribute("data-url") + "?" + params.toString(), request)
      .then(function (response) { return response.text(); })
      .then(function (html) {
        var holder = document.createElement("div");
        holder.innerHTML = html;
        var fresh = holder.querySelector("#ask-answer");
        if (!fresh) { throw new Error("no answer in the reply"); }
        document.getElementById("ask-answer").replaceWith(fresh);
        say(fresh.getAttribute("data-spoken") || clean(fresh.textContent));
      })
      .catch(function () {
        show(button.textContent.trim(), section.getAttribute("data-failed"));
        say(section.getAttribute("data-failed"));
      });
  }

  section.addEventListener("submit", function (event) {
    var button = event.submitter || document.activeElement;
    if (!button || button.name !== "ask") { return; }
    event.preventDefault();
    ask(button);
  });

  document.addEventListener("keydown", function (event) {
    if (!event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey) { return; }
    var key = event.key || "";
    var letter = /^[a-z]$/i.test(key) ? key.toLowerCase() : (event.code === "KeyW" ? "w" : "");
    if (letter !== "w") { return; }
    event.preventDefault();
    var first = section.querySelector("button[name='ask']");
    first.focus();
    first.scrollIntoView({ block: "nearest" });
  });
}());
