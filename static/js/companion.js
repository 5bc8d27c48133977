// Rainbow Companion: the few lines of our own beside htmx.
// (Every form's "seen" field is kept at the version the page shows by htmx itself:
//  each update swaps the newest one into all of them, see tables/_seen.html.)
// 2. Reset an action form after it was recorded.
// 3. (Keeping the screen awake is static/js/wake.js.)
// 4. A menu marked data-other-than="<id>" does not offer the player chosen in that
//    menu (the 7's rain token goes to another player; the server refuses it too).
// 5. Show what this phone's own tap did (and the "Where are we?" answer) next to the
//    button tapped, with "Undo the last action" right after it; the live region still says it.
// 7. "This phone is Zoë" (kept on this device, per table): forms that ask who acted
//    start on Zoë, the field game's seat view is one tap away, and when it becomes
//    Zoë's turn the live region says so (and the phone vibrates if she asked; the event
//    "companion:your-turn" lets static/js/voice.js play a sound instead).
// 6. When an update swaps the focused control away (this phone's tap or another phone's),
//    put the focus back on it or its replacement, and say its new words if they changed.
// 8. The new-table form's "starts" radio buttons say the names typed above them.
(function () {
  "use strict";
  // What goes between two sentences said together: a space, none in Japanese (as companion.i18n.joined_sentences).
  function between() { return /^ja\b/.test(document.documentElement.lang || "") ? "" : " "; }
  // 1. A tapped form's refusal is said each time, the same sentence too: the alert
  //    is emptied when the form is sent, so its answer is new text in an empty alert.
  document.addEventListener("htmx:beforeRequest", function (event) {
    var config = event.detail.requestConfig, tap = config && config.triggeringEvent;
    var message = document.getElementById("form-message");
    if (tap && tap.type === "submit" && message) { message.textContent = ""; }
  });
  // 2. ... unless the player already began the next one while the answer was on its way: what they chose
  //    since the form was sent stays.
  var RESET_FORMS = "form.reset-on-success";
  var sentAs = typeof WeakMap === "function" ? new WeakMap() : null;
  function choices(form) {
    var data = new FormData(form);
    data.delete("seen");  // kept at the version shown by every update
    data.delete("csrf_token");
    return new URLSearchParams(data).toString();
  }
  document.addEventListener("htmx:beforeRequest", function (event) {
    var form = event.detail.elt;
    if (sentAs && form.matches && form.matches(RESET_FORMS)) { sentAs.set(form, choices(form)); }
  });
  document.addEventListener("htmx:afterRequest", function (event) {
    var form = event.detail.elt;
    if (event.detail.xhr && event.detail.xhr.status < 300 && form.matches && form.matches(RESET_FORMS)) {
      if (!sentAs || !sentAs.has(form) || sentAs.get(form) === choices(form)) { form.reset(); }
    }
  });
  function showFeedback(event) {
    var config = event.detail.requestConfig, tap = config && config.triggeringEvent;
    if (!tap || tap.type !== "submit") { return; }  // polls leave the feedback alone
    var old = document.getElementById("tap-feedback"), oldUndo = document.getElementById("tap-undo");
    var undoneFrom = oldUndo && oldUndo === document.activeElement && document.getElementById(oldUndo.getAttribute("data-from"));
    if (old) { old.remove(); }
    if (oldUndo) { oldUndo.remove(); }
    var announcer = document.getElementById("announcer");
    if (!event.detail.xhr || event.detail.xhr.status >= 300 || !announcer) { return; }
    var text = announcer.textContent.trim();
    var button = undoneFrom || (tap.submitter && tap.submitter.id && document.getElementById(tap.submitter.id));
    var anchor = button ? (button.closest(".row") || button) : null;
    if (!text) { return; }
    var box = document.createElement("p");
    box.id = "tap-feedback";
    box.className = "message message-info tap-feedback" + (anchor ? "" : " pinned");
    box.setAttribute("aria-hidden", "true");  // the live region says it already
    box.textContent = text;
    if (anchor) { anchor.insertAdjacentElement("afterend", box); } else { document.querySelector("main").appendChild(box); }
    offerUndo(box, tap.submitter);
    box.scrollIntoView({block: "nearest"});
    if (undoneFrom) { undoneFrom.focus(); }  // undone from next to the form: back on the button tapped before
  }
  function offerUndo(box, submitter) {
    // After a recorded action, "Undo the last action" is the next stop (one Tab), not past every other form.
    var undo = document.getElementById("undo-button");
    if (!undo || box.classList.contains("pinned") || !/\/events$/.test(submitter.form.getAttribute("action") || "")) { return; }
    var again = document.createElement("button");
    again.type = "button";
    again.id = "tap-undo";
    again.className = "secondary tap-undo";
    again.setAttribute("data-from", submitter.id);
    again.textContent = undo.textContent;
    again.addEventListener("click", function () { undo.click(); });
    box.insertAdjacentElement("afterend", again);
  }
  document.addEventListener("htmx:afterRequest", showFeedback);
  // 6. Focus through every update, this phone's tap or another phone's: the focused control, swapped away,
  //    is found again (the same id, else the same name and value, else the same link), or the heading of
  //    the part that replaced it; a control whose words changed ("Record Zoë's turn") says them once.
  var focusedBefore = null;
  function textOf(element) { return element ? element.textContent.replace(/\s+/g, " ").trim() : ""; }
  function nameOf(element) {
    var words = [], group = element.closest("fieldset"), ids = element.getAttribute("aria-labelledby");
    if (group && group.querySelector("legend") && /^(radio|checkbox)$/.test(element.type)) { words.push(textOf(group.querySelector("legend"))); }
    if (ids) {
      words.push(ids.split(/\s+/).map(function (id) { return textOf(document.getElementById(id)); }).join(" "));
    } else if (element.getAttribute("aria-label")) {
      words.push(element.getAttribute("aria-label"));
    } else if (element.labels && element.labels.length) {
      words.push(textOf(element.labels[0]));
    } else {
      words.push(textOf(element));
    }
    return words.join(", ");
  }
  document.addEventListener("htmx:beforeSwap", function (event) {
    var config = event.detail.requestConfig, tap = config && config.triggeringEvent;
    var focused = document.activeElement, tapped = tap && tap.type === "submit" && tap.submitter;
    if (!focused || focused === document.body) { focused = tapped || null; }
    focusedBefore = focused && {element: focused, name: nameOf(focused), tapped: focused === tapped};
  });
  function replacementOf(old) {
    var root = old;
    while (root.parentElement) { root = root.parentElement; }  // the part swapped out, no longer in the page
    var place = root.id && document.getElementById(root.id);
    if (!place) { return null; }
    var same = old.id && document.getElementById(old.id);
    if (same) { return same; }
    var name = old.getAttribute("name"), href = old.getAttribute("href");
    var found = name && place.querySelector("[name='" + CSS.escape(name) + "'][value='" + CSS.escape(old.value || "") + "']") ||
      (name && !/^(radio|checkbox|submit)$/.test(old.type) && place.querySelector("[name='" + CSS.escape(name) + "']")) ||
      (href && place.querySelector("a[href='" + CSS.escape(href) + "']"));
    if (found) { return found; }
    var section = place.closest("section[aria-labelledby]");
    return place.querySelector("h2, h3, h4") || (section && document.getElementById(section.getAttribute("aria-labelledby")));
  }
  function sayNowOn(name) {
    var announcer = document.getElementById("announcer"), template = announcer && announcer.getAttribute("data-now-on");
    if (!template) { return; }
    var said = announcer.querySelector("p:last-child"), text = template.replace("{control}", name);
    if (said) { said.append(between() + text); } else { announcer.innerHTML = "<p></p>"; announcer.querySelector("p").textContent = text; }
  }
  function keepFocus() {
    var before = focusedBefore;
    focusedBefore = null;
    if (!before) { return; }
    var old = before.element, focused = document.activeElement, target = old;
    if (!document.contains(old)) {
      target = focused && focused !== document.body && focused.id && focused.id === old.id ? focused : replacementOf(old);
    } else if (focused === old || !before.tapped) {
      return;  // nothing swapped away (a tap on a touch screen gives no focus: the button tapped gets it back)
    }
    if (!target) { return; }
    if (!target.matches("button, input, select, textarea, a[href]")) {
      target.setAttribute("tabindex", "-1");
      target.focus();
      return;  // a heading in place of a control that is gone: the screen reader says it
    }
    if (document.activeElement !== target) { target.focus(); }
    if (document.contains(old) || nameOf(target) === before.name) { return; }
    sayNowOn(nameOf(target));
  }
  function offerOthers(menu) {
    var chosen = document.getElementById(menu.getAttribute("data-other-than"));
    Array.prototype.forEach.call(menu.options, function (option) {
      var same = Boolean(option.value) && Boolean(chosen) && option.value === chosen.value;
      option.disabled = same;
      option.hidden = same;
      if (same && option.selected) { menu.value = ""; }
    });
  }
  function offerOthersEverywhere() { document.querySelectorAll("select[data-other-than]").forEach(offerOthers); }
  document.addEventListener("change", offerOthersEverywhere);
  document.addEventListener("reset", function () { window.setTimeout(offerOthersEverywhere, 0); }, true);
  document.addEventListener("htmx:afterSettle", offerOthersEverywhere);
  var holder = document.getElementById("this-phone");
  function myKey(what) { return "companion:" + holder.getAttribute("data-table") + ":" + what; }
  function myName() {
    try { return holder ? window.localStorage.getItem(myKey("me")) || "" : ""; } catch (error) { return ""; }
  }
  function remember(what, value) {
    try { window.localStorage.setItem(myKey(what), value); } catch (error) { return; }
  }
  var WHO_MENUS = "main form select[name='player']";
  function showNewValue(menu) {
    // Chromium tells screen readers nothing of a value set by script (Orca says "Who played the 7? combo box"
    // and no name), and a menu that says its new value draws Orca's reading there, away from the player's
    // place: so the menu says it when it gets the focus (the chosen option's words are written again).
    menu.setAttribute("data-tell-value", "");
  }
  document.addEventListener("focusin", function (event) {
    var menu = event.target;
    if (!menu.matches || !menu.matches("select[data-tell-value]") || menu.selectedIndex < 0) { return; }
    menu.removeAttribute("data-tell-value");
    var chosen = menu.options[menu.selectedIndex], words = chosen.text;
    chosen.text = words + " ";
    chosen.text = words;
  });
  function actAsMe() {
    // A "Who …?" menu follows "This phone is" (data-this-phone: the value it put there) until the player
    // chooses in it; a choice of theirs, or one typed again after a refusal, is never overwritten.
    var me = myName();
    document.querySelectorAll(WHO_MENUS).forEach(function (menu) {
      if (menu.value && !menu.hasAttribute("data-this-phone")) { return; }
      var mine = Array.prototype.some.call(menu.options, function (option) { return option.value === me; });
      var value = me && mine ? me : "";
      if (menu.value !== value) { menu.value = value; showNewValue(menu); }  // Orca hears every value set
      if (value) { menu.setAttribute("data-this-phone", value); } else { menu.removeAttribute("data-this-phone"); }
    });
    var seat = document.getElementById("my-seat");
    if (seat && me) {
      seat.querySelector("input[name='player']").value = me;
      document.getElementById("my-seat-button").textContent = seat.getAttribute("data-label").replace("{player}", me);
      seat.hidden = false;
    }
    if (seat && !me) { seat.hidden = true; }
    offerOthersEverywhere();  // the rain token's menu never offers the player just chosen
  }
  document.addEventListener("change", function (event) {
    if (event.target.matches && event.target.matches(WHO_MENUS)) { event.target.removeAttribute("data-this-phone"); }
  });
  var lastTurn = null;
  function sayMyTurn() {
    var marker = document.getElementById("table-version"), me = myName();
    if (!marker || !holder) { return; }
    var turn = marker.getAttribute("data-turn"), key = turn + "|" + marker.getAttribute("data-round");
    if (me && turn === me && lastTurn !== null && lastTurn !== key) {
      var said = document.querySelector("#announcer p");
      var text = holder.getAttribute("data-your-turn").replace("{player}", me);
      if (said) { said.append(between() + text); } else { document.getElementById("announcer").innerHTML = "<p></p>"; document.querySelector("#announcer p").textContent = text; }
      var vibrate = remembered("vibrate") === "yes", vibrated = vibrate && Boolean(navigator.vibrate) && navigator.vibrate(300);
      document.dispatchEvent(new CustomEvent("companion:your-turn", { detail: { player: me, vibrate: vibrate, vibrated: Boolean(vibrated) } }));
    }
    lastTurn = key;
  }
  function remembered(what) {
    try { return window.localStorage.getItem(myKey(what)); } catch (error) { return null; }
  }
  if (holder) {
    holder.hidden = false;
    var menu = document.getElementById("this-phone-player"), vibrate = document.getElementById("this-phone-vibrate");
    if (menu.value !== myName()) { menu.value = myName(); }
    vibrate.checked = remembered("vibrate") === "yes";
    menu.addEventListener("change", function () { remember("me", menu.value); actAsMe(); });
    vibrate.addEventListener("change", function () { remember("vibrate", vibrate.checked ? "yes" : "no"); });
    document.addEventListener("htmx:afterSettle", function () { actAsMe(); sayMyTurn(); });
    document.addEventListener("reset", function () { window.setTimeout(actAsMe, 0); }, true);
    actAsMe();
    sayMyTurn();
  }
  document.addEventListener("htmx:afterSettle", keepFocus);  // after "Your turn", so the new words come last
  document.addEventListener("htmx:afterRequest", keepFocus);  // a response that settled nothing
  // 8. A "starts" radio button of the new-table form says the name typed above it ("Zoë starts").
  document.addEventListener("input", function (event) {
    var words = event.target.id && document.querySelector("[data-name-from='" + CSS.escape(event.target.id) + "']");
    if (!words) { return; }
    var name = event.target.value.trim();
    words.textContent = name ? words.getAttribute("data-named").replace("{player}", name) : words.getAttribute("data-numbered");
  });
  document.addEventListener("DOMContentLoaded", offerOthersEverywhere);
}());
