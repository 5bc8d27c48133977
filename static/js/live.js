// Rainbow Companion: the clock beside the push of a live screen (templates/partials/live.html).
// The page's stream (htmx's SSE extension on <main data-sse-connect>, companion/web/stream.py) says
// "the table changed; it is at version N" (event "change"), and each live element then asks its own
// URL with the version it shows ("sse:change" in its trigger), exactly as a poll does. This script:
// - skips that request when the element already shows version N (this phone's own tap brought it), and
//   while this page's own action is on its way (its answer brings the change; behind after it: asked then);
// - never swaps in an answer to an element that was replaced while it was asked (the tap's answer or
//   another update came first): that answer is older and would say its announcement again;
// - adds n=N to a request of an element behind N, so the server reads the table's version from the
//   database, never one it trusted a moment before the change;
// - while the stream is healthy (a message within STALE_MS: it sends one at least every 15 s), polls
//   every SAFETY_SECONDS only, as a safety net;
// - otherwise (no stream yet, a stream that broke or never opened, a proxy that buffers it so that
//   nothing arrives, a phone that slept) polls each element every data-live-seconds, as before push;
// - polls an element every second while it is behind the newest version the stream announced (a fetch
//   that failed or crossed a change), and every element at once when the phone is back online or the
//   page is shown again;
// - opens the stream again (through the extension) when it went silent or the network came back.
// A poll is the "companion:poll" event on the element; every answer is the usual update or 204.
(function () {
  "use strict";
  var STALE_MS = 20000;
  var SAFETY_SECONDS = 15;
  var TICK_MS = 1000;
  var heardAt = 0;
  var newest = -1;
  var ticks = 0;
  var writing = 0;
  var sources = typeof WeakSet === "function" ? new WeakSet() : null;
  var source = null;

  function lives() { return document.querySelectorAll("[data-live-seconds]"); }

  function shownVersion(element) {
    var url = element.getAttribute("data-hx-get");
    var found = url && /[?&]v=(\d+)/.exec(url);
    return found ? Number(found[1]) : null;
  }

  function heard(data) {
    heardAt = Date.now();
    showMode();
    var version = Number(data);
    if (data !== "" && !isNaN(version) && version > newest) { newest = version; }
  }

  function behind(element) {
    var shown = shownVersion(element);
    return shown !== null && shown < newest;
  }

  function poll(element) {
    if (window.htmx && element.isConnected) { window.htmx.trigger(element, "companion:poll"); }
  }

  function pollAll() { Array.prototype.forEach.call(lives(), poll); }

  function healthy() { return heardAt > 0 && Date.now() - heardAt < STALE_MS; }

  // <html data-live-mode="push"> while the stream is healthy, "poll" otherwise (for the tests, a stylesheet).
  function showMode() {
    var mode = healthy() ? "push" : "poll";
    if (document.documentElement.getAttribute("data-live-mode") !== mode) {
      document.documentElement.setAttribute("data-live-mode", mode);
    }
  }

  // A stream that says nothing while it looks open (a connection lost without a word: the phone changed
  // networks) or that outlived a loss of the network is closed, and the SSE extension opens a new one.
  function restart() {
    if (!source || source.readyState === 2) { return; }
    source.close();
    heardAt = 0;
    if (typeof source.onerror === "function") { source.onerror(new Event("error")); }
  }

  function tick() {
    ticks += 1;
    if (heardAt > 0 && !healthy()) { restart(); }
    var ok = healthy();
    showMode();
    Array.prototype.forEach.call(lives(), function (element) {
      var every = Number(element.getAttribute("data-live-seconds")) || 1;
      if (behind(element) || (!ok && ticks % every === 0) || (ok && ticks % SAFETY_SECONDS === 0)) {
        poll(element);
      }
    });
  }

  document.addEventListener("htmx:sseOpen", function (event) {
    var opened = event.detail && event.detail.source;
    if (!opened) { return; }
    source = opened;
    if (sources && sources.has(opened)) { return; }
    if (sources) { sources.add(opened); }
    ["change", "heartbeat"].forEach(function (name) {
      opened.addEventListener(name, function (message) { heard(message.data); });
    });
  });

  document.addEventListener("htmx:sseError", function () {  // broken, or reconnecting: poll until it speaks again
    heardAt = 0;
    showMode();
  });

  document.addEventListener("htmx:configRequest", function (event) {
    var element = event.detail.elt;
    if (!element || !element.hasAttribute || !element.hasAttribute("data-live-seconds")) { return; }
    var cause = event.detail.triggeringEvent;
    if (cause && cause.type === "sse:change" && cause.detail) {
      heard(cause.detail.data);
      var shown = shownVersion(element);
      if (writing > 0 || (shown !== null && shown >= newest)) {
        event.preventDefault();  // already shown: nothing to ask
        return;
      }
    }
    if (behind(element)) { event.detail.parameters.n = String(newest); }
  });

  document.addEventListener("htmx:beforeRequest", function (event) {
    var config = event.detail.requestConfig;
    if (config && config.verb !== "get") { config.companionWrite = true; writing += 1; }
  });
  document.addEventListener("htmx:afterRequest", function (event) {
    var config = event.detail.requestConfig;
    if (!config || !config.companionWrite) { return; }
    config.companionWrite = false;
    writing -= 1;
    if (writing === 0) { Array.prototype.forEach.call(lives(), function (element) { if (behind(element)) { poll(element); } }); }
  });
  document.addEventListener("htmx:beforeSwap", function (event) {
    var element = event.detail.elt;
    if (element && element.hasAttribute && element.hasAttribute("data-live-seconds") && !element.isConnected) {
      event.detail.shouldSwap = false;
    }
  });

  window.addEventListener("offline", function () { heardAt = 0; showMode(); });
  window.addEventListener("online", function () {
    if (!healthy()) { restart(); }  // not heard from since the network went: a new stream
    pollAll();
  });
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "visible" && !healthy()) { pollAll(); }
  });
  showMode();
  window.setInterval(tick, TICK_MS);
}());
