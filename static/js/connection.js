// Rainbow Companion: connection trouble is said, not hidden.
// - Every htmx request gives up after 2.5 s without an answer (no answer at all: at once),
//   so that a failed action is shown and said within 3 s of the tap (bench/connection_trouble.py).
// - A failed poll shows the offline marker at the top of the screen and says so once
//   through the live region; the first answer from the server takes it away.
// - A failed action (a POST) is kept: a notice under the forms says it was not sent,
//   with "Try again", which sends the same form again. The form still carries the table
//   version this phone saw, so an action that did reach the server is not recorded twice.
//   An update that replaces the forms (another phone's record) leaves the notice and the
//   kept form as they were: "Try again" puts that form back, hidden, and sends it.
// The sentences come translated on this script's tag (data-offline, data-back, ...).
(function () {
  "use strict";
  var script = document.currentScript;
  var words = script ? script.dataset : {};
  var TIMEOUT_MS = 2500;
  var GATEWAY_DOWN = [502, 503, 504];
  var marker = null;
  var offline = false;

  function build() {
    marker = document.createElement("p");
    marker.id = "connection-marker";
    marker.className = "connection-marker";
    marker.hidden = true;
    marker.textContent = words.offline || "";
    document.body.insertBefore(marker, document.body.firstChild);
  }

  // Said through the table's live region (#announcer) where there is one; elsewhere through
  // an alert made at the first trouble (a page without trouble keeps a single live region).
  // The answer that brings a phone back often carries what it missed (its update put a paragraph in
  // the region a moment ago, in the same task): the sentence goes in front of that paragraph, so both
  // are read, in that order, and nothing wipes the news. Otherwise the region is emptied and the
  // sentence added a moment later (a new paragraph, read even when it says what the last one said),
  // unless an update spoke meanwhile: that says more than "Connected again." and is left alone.
  var news = null;
  var later = null;
  document.addEventListener("htmx:oobAfterSwap", function (event) {
    var target = event.detail && event.detail.target;
    if (target && target.id === "announcer") { news = target.querySelector("p:last-child"); }
  });

  function say(sentence) {
    var region = document.getElementById("announcer") || document.getElementById("connection-live");
    if (!region) {
      region = document.createElement("div");
      region.id = "connection-live";
      region.className = "visually-hidden";
      region.setAttribute("role", "alert");
      document.body.appendChild(region);
      region.textContent = sentence;
      return;
    }
    if (later !== null) { window.clearTimeout(later); later = null; }
    if (news && news.parentNode === region) {
      news.prepend(sentence + (/^ja\b/.test(document.documentElement.lang || "") ? "" : " "));  // no space after 。
      news = null;
      return;
    }
    var line = document.createElement("p");
    line.className = "connection-said";
    line.textContent = sentence;
    region.textContent = "";
    later = window.setTimeout(function () {
      later = null;
      if (!region.firstChild) { region.appendChild(line); }
    }, 100);
  }

  function goOffline() {
    if (offline || !marker) { return; }
    offline = true;
    marker.hidden = false;
    document.documentElement.classList.add("is-offline");
    say(words.offline || "");
  }

  function goOnline() {
    if (!offline) { return; }
    offline = false;
    marker.hidden = true;
    document.documentElement.classList.remove("is-offline");
    var notice = document.getElementById("connection-retry");
    if (notice) { notice.querySelector("p").textContent = words.backKept || ""; }
    say(notice ? words.backKept || "" : words.back || "");
  }

  function keepAction(detail) {
    var form = detail.elt && detail.elt.closest ? detail.elt.closest("form") : null;
    if (!form) { return; }
    var event = detail.requestConfig && detail.requestConfig.triggeringEvent;
    var submitter = event && event.submitter ? event.submitter : null;
    var seen = sentSeen(detail.requestConfig);
    var old = document.getElementById("connection-retry");
    if (old) { old.remove(); }
    var notice = document.createElement("div");
    notice.id = "connection-retry";
    notice.className = "message message-error connection-retry";
    var sentence = document.createElement("p");
    sentence.textContent = words.failed || "";
    var retry = document.createElement("button");
    retry.type = "button";
    retry.id = "connection-retry-button";
    retry.textContent = words.retry || "Try again";
    retry.addEventListener("click", function () {
      if (!form.isConnected) { putBack(form, notice); }
      notice.remove();
      // Send the version this phone saw when the action was made, not the one the polls
      // have shown since: if the action did reach the server, the server refuses it now.
      var field = form.querySelector("input[name='seen']");
      if (field && seen !== null) { field.value = seen; }
      // A click on the button that was tapped: htmx sends a button's name and value (the
      // "action" of most forms) only for the button it saw clicked, not for requestSubmit's.
      if (submitter && submitter.form === form) {
        if (!form.hidden) { submitter.focus(); }
        submitter.click();
      } else {
        form.requestSubmit();
      }
    });
    notice.appendChild(sentence);
    if (submitter && submitter.textContent.trim()) {
      // Which action is kept, in the words of its button (the forms may change before it is sent).
      var kept = document.createElement("p");
      kept.className = "connection-kept-action";
      kept.textContent = submitter.textContent.trim();
      notice.appendChild(kept);
    }
    notice.appendChild(retry);
    // Under the forms' container, which updates replace, so that the notice outlives them.
    (form.closest("#table-actions") || form).insertAdjacentElement("afterend", notice);
    say(words.failed || "");
  }

  // A kept form that an update took out of the page goes back in, hidden, just before its
  // notice, to be sent once more exactly as it was tapped; it leaves when its answer comes.
  function putBack(form, notice) {
    form.hidden = true;
    form.classList.add("connection-kept-form");
    notice.insertAdjacentElement("beforebegin", form);
    if (window.htmx) { window.htmx.process(form); }
    form.addEventListener("htmx:afterRequest", function (event) {
      var xhr = event.detail.xhr;
      if (xhr && xhr.status > 0 && GATEWAY_DOWN.indexOf(xhr.status) < 0) { form.remove(); }
    });
  }

  function sentSeen(config) {
    if (!config) { return null; }
    if (config.formData && typeof config.formData.get === "function" && config.formData.get("seen") !== null) {
      return config.formData.get("seen");
    }
    return config.parameters && config.parameters.seen !== undefined ? String(config.parameters.seen) : null;
  }

  function failed(event) {
    var detail = event.detail;
    var verb = detail.requestConfig ? detail.requestConfig.verb : "get";
    goOffline();
    // A form marked data-hand-form is the hand's: its page says itself that the change was not made.
    var own = detail.elt && detail.elt.closest && detail.elt.closest("form[data-hand-form]");
    if (verb !== "get" && !own) { keepAction(detail); }
  }

  document.addEventListener("htmx:configRequest", function (event) {
    if (!event.detail.timeout) { event.detail.timeout = TIMEOUT_MS; }
  });
  document.addEventListener("htmx:sendError", failed);
  document.addEventListener("htmx:timeout", failed);
  document.addEventListener("htmx:beforeSwap", function (event) {
    if (GATEWAY_DOWN.indexOf(event.detail.xhr.status) >= 0) {
      event.detail.shouldSwap = false;
      failed(event);
    }
  });
  document.addEventListener("htmx:afterRequest", function (event) {
    var xhr = event.detail.xhr;
    if (xhr && xhr.status > 0 && GATEWAY_DOWN.indexOf(xhr.status) < 0) { goOnline(); }
    news = null;  // only the answer that put it there may add to it
  });
  window.addEventListener("offline", goOffline);
  window.addEventListener("online", function () {
    if (!document.querySelector("[data-live-seconds]")) { goOnline(); }  // a live page waits for its first answer
  });
  document.addEventListener("DOMContentLoaded", function () {
    build();
    if (navigator.onLine === false) { goOffline(); }
  });
}());
