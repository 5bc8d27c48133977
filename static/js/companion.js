// Rainbow Companion: the few lines of our own beside htmx.
// (Every form's "seen" field is kept at the version the page shows by htmx itself:
//  each update swaps the newest one into all of them, see tables/_seen.html.)
// 2. Reset an action form after it was recorded.
// 3. (Keeping the screen awake is static/js/wake.js.)
// 4. A menu marked data-other-than="<id>" does not offer the player chosen in that
//    menu (the 7's rain token goes to another player; the server refuses it too).
// 5. Show what this phone's own tap did (and the "Where are we?" answer) next to the
//    button tapped; the live region at the top still says it to screen readers.
// 7. "This phone is Zoë" (kept on this device, per table): forms that ask who acted
//    start on Zoë, the field game's seat view is one tap away, and when it becomes
//    Zoë's turn the live region says so (and the phone vibrates if she asked; the event
//    "companion:your-turn" lets static/js/voice.js play a sound instead).
// 6. When the button tapped was swapped away, put the focus back where the player
//    was: the same button, else the heading of the forms that replaced it.
(function () {
  "use strict";
  // 1. A tapped form's refusal is said each time, the same sentence too: the alert
  //    is emptied when the form is sent, so its answer is new text in an empty alert.
  document.addEventListener("htmx:beforeRequest", function (event) {
    var config = event.detail.requestConfig, tap = config && config.triggeringEvent;
    var message = document.getElementById("form-message");
    if (tap && tap.type === "submit" && message) { message.textContent = ""; }
  });
  document.addEventListener("htmx:afterRequest", function (event) {
    var form = event.detail.elt;
    if (event.detail.xhr && event.detail.xhr.status < 300 && form.matches && form.matches("form.reset-on-success")) {
      form.reset();
    }
  });
  function showFeedback(event) {
    var config = event.detail.requestConfig, tap = config && config.triggeringEvent;
    if (!tap || tap.type !== "submit") { return; }  // polls leave the feedback alone
    var old = document.getElementById("tap-feedback");
    if (old) { old.remove(); }
    var announcer = document.getElementById("announcer");
    if (!event.detail.xhr || event.detail.xhr.status >= 300 || !announcer) { return; }
    var text = announcer.textContent.trim();
    var button = tap.submitter && tap.submitter.id && document.getElementById(tap.submitter.id);
    var anchor = button ? (button.closest(".row") || button) : null;
    if (!text) { return; }
    var box = document.createElement("p");
    box.id = "tap-feedback";
    box.className = "message message-info tap-feedback" + (anchor ? "" : " pinned");
    box.setAttribute("aria-hidden", "true");  // the live region says it already
    box.textContent = text;
    if (anchor) { anchor.insertAdjacentElement("afterend", box); } else { document.querySelector("main").appendChild(box); }
    box.scrollIntoView({block: "nearest"});
  }
  document.addEventListener("htmx:afterRequest", showFeedback);
  function keepFocus(event) {
    var config = event.detail.requestConfig, tap = config && config.triggeringEvent;
    if (!tap || tap.type !== "submit" || !tap.submitter) { return; }
    var focused = document.activeElement;
    if (focused && focused !== document.body && document.contains(focused)) { return; }
    var again = tap.submitter.id && document.getElementById(tap.submitter.id);
    var region = tap.submitter.parentElement && tap.submitter.parentElement.closest("[id]:not(form)");
    var place = region && document.getElementById(region.id);
    var target = again || (place && (place.querySelector("h3, h2") || place));
    if (!target) { return; }
    if (!target.matches("button, input, select, textarea, a[href]")) { target.setAttribute("tabindex", "-1"); }
    target.focus();
  }
  document.addEventListener("htmx:afterRequest", keepFocus);
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
  function actAsMe() {
    var me = myName();
    if (!me) { return; }
    document.querySelectorAll("main form select[name='player']").forEach(function (menu) {
      var mine = Array.prototype.some.call(menu.options, function (option) { return option.value === me; });
      if (!menu.value && mine) { menu.value = me; }
    });
    var seat = document.getElementById("my-seat");
    if (seat) {
      seat.querySelector("input[name='player']").value = me;
      document.getElementById("my-seat-button").textContent = seat.getAttribute("data-label").replace("{player}", me);
      seat.hidden = false;
    }
    offerOthersEverywhere();  // the rain token's menu never offers the player just chosen
  }
  var lastTurn = null;
  function sayMyTurn() {
    var marker = document.getElementById("table-version"), me = myName();
    if (!marker || !holder) { return; }
    var turn = marker.getAttribute("data-turn"), key = turn + "|" + marker.getAttribute("data-round");
    if (me && turn === me && lastTurn !== null && lastTurn !== key) {
      var said = document.querySelector("#announcer p");
      var text = holder.getAttribute("data-your-turn").replace("{player}", me);
      if (said) { said.append(" " + text); } else { document.getElementById("announcer").innerHTML = "<p></p>"; document.querySelector("#announcer p").textContent = text; }
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
    menu.value = myName();
    vibrate.checked = remembered("vibrate") === "yes";
    menu.addEventListener("change", function () { remember("me", menu.value); actAsMe(); });
    vibrate.addEventListener("change", function () { remember("vibrate", vibrate.checked ? "yes" : "no"); });
    document.addEventListener("htmx:afterSettle", function () { actAsMe(); sayMyTurn(); });
    document.addEventListener("reset", function () { window.setTimeout(actAsMe, 0); }, true);
    actAsMe();
    sayMyTurn();
  }
  document.addEventListener("DOMContentLoaded", offerOthersEverywhere);
}());
