// "My hand": keep the hand on this phone (localStorage, one key per table), add cards
// by scanning their QR stickers or from the list, and show what the server reads back.
// The server keeps nothing: every change sends the hand and gets the summary region.
// Scanning uses the browser's BarcodeDetector, else the vendored jsQR (loaded on demand).
(function () {
  "use strict";
  var page = document.getElementById("hand-page");
  if (!page) { return; }
  var key = "companion-hand:" + page.getAttribute("data-table");
  var hand = "";

  function remembered() {
    try { return window.localStorage.getItem(key) || ""; } catch (error) { return ""; }
  }
  function remember(value) {
    try { window.localStorage.setItem(key, value); } catch (error) { /* private mode: the address keeps it */ }
  }
  function say(regionId, text) {
    var region = document.getElementById(regionId);
    region.textContent = "";
    if (text) {
      var line = document.createElement("p");
      line.textContent = text;
      region.appendChild(line);
    }
  }
  function showHand(summary) {
    hand = summary.getAttribute("data-hand") || "";
    remember(hand);
    document.querySelectorAll("form[data-hand-form] input[name='hand']").forEach(function (input) {
      input.value = hand;
    });
  }

  // Send the hand and one change (add, remove, clear) and swap in the summary it gives back.
  // No answer, or an answer without the summary (the server down, an error page): the hand stays
  // as it was and the player hears that the change was not made.
  function change(params, quiet) {
    params.set("hand", hand);
    var url = page.getAttribute("data-summary-url") + "?" + params.toString();
    return fetch(url, { credentials: "same-origin", headers: { "Accept": "text/html" } })
      .then(function (response) { return response.text(); })
      .then(function (html) {
        var holder = document.createElement("div");
        holder.innerHTML = html;
        var fresh = holder.querySelector("#hand-summary");
        if (!fresh) { throw new Error("no summary in the answer"); }
        document.getElementById("hand-summary").replaceWith(fresh);
        showHand(fresh);
        if (!quiet) { say("hand-announcer", fresh.getAttribute("data-news")); }
      })
      .catch(function () {
        if (!quiet) { say("hand-announcer", text("not-changed")); }
      });
  }

  // In the field game the plays allowed change as the others play: refresh that part alone, quietly,
  // so that the focus and the rest of the page stay where they are.
  function refreshPlays() {
    var plays = document.getElementById("hand-plays");
    if (!plays || document.visibilityState !== "visible") { return; }
    var url = page.getAttribute("data-summary-url") + "?" + new URLSearchParams({ hand: hand }).toString();
    fetch(url, { credentials: "same-origin", headers: { "Accept": "text/html" } })
      .then(function (response) { return response.text(); })
      .then(function (html) {
        var holder = document.createElement("div");
        holder.innerHTML = html;
        var fresh = holder.querySelector("#hand-plays");
        var current = document.getElementById("hand-plays");
        if (fresh && current && fresh.innerHTML !== current.innerHTML) { current.innerHTML = fresh.innerHTML; }
      })
      .catch(function () { /* offline for a moment: the next refresh tries again */ });
  }

  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (!form.matches || !form.matches("form[data-hand-form]")) { return; }
    event.preventDefault();
    var params = new URLSearchParams(new FormData(form));
    var inSummary = !!form.closest("#hand-summary");
    change(params, false).then(function () {
      if (inSummary) {
        var heading = document.getElementById("hand-heading");
        heading.setAttribute("tabindex", "-1");
        heading.focus();
      }
    });
  });

  // Scanning.
  var video = document.getElementById("scan-video");
  var startButton = document.getElementById("scan-start");
  var stopButton = document.getElementById("scan-stop");
  var stream = null;
  var timer = null;
  var lastText = null;
  var misses = 0;
  var FORGET_AFTER_MISSES = 5;

  function text(name) { return page.getAttribute("data-text-" + name); }

  function cardOf(scanned) {
    var url;
    try { url = new URL(scanned, window.location.href); } catch (error) { return null; }
    var match = url.pathname.match(/\/cards\/([^\/]+)\/([^\/]+)\/?$/);
    if (!match || match[1] !== encodeURIComponent(page.getAttribute("data-game"))) { return null; }
    var id;
    try { id = decodeURIComponent(match[2]); } catch (error) { return null; }
    // Only the cards the list offers (a misprinted or foreign sticker is said here, not sent).
    var offered = Array.prototype.some.call(document.getElementById("card-choice").options,
                                            function (option) { return option.value === id; });
    return offered ? id : null;
  }

  function seen(scanned) {
    if (!scanned) {
      misses += 1;
      if (misses >= FORGET_AFTER_MISSES) { lastText = null; }
      return;
    }
    misses = 0;
    if (scanned === lastText) { return; }
    lastText = scanned;
    var card = cardOf(scanned);
    if (card === null) {
      say("scan-status", text("not-card"));
      return;
    }
    change(new URLSearchParams({ add: card }), false);
  }

  function loadDecoder() {
    if (window.jsQR) { return Promise.resolve(); }
    return new Promise(function (resolve, reject) {
      var script = document.createElement("script");
      script.src = page.getAttribute("data-decoder");
      script.onload = resolve;
      script.onerror = reject;
      document.head.appendChild(script);
    });
  }

  function jsqrReader() {
    var canvas = document.createElement("canvas");
    var context = canvas.getContext("2d", { willReadFrequently: true });
    return loadDecoder().then(function () {
      return function () {
        var width = video.videoWidth, height = video.videoHeight;
        if (!width || !height) { return Promise.resolve(null); }
        var scale = Math.min(1, 800 / Math.max(width, height));
        canvas.width = Math.round(width * scale);
        canvas.height = Math.round(height * scale);
        context.drawImage(video, 0, 0, canvas.width, canvas.height);
        var image = context.getImageData(0, 0, canvas.width, canvas.height);
        var found = window.jsQR(image.data, image.width, image.height, { inversionAttempts: "dontInvert" });
        return Promise.resolve(found ? found.data : null);
      };
    });
  }

  function reader() {
    if (!("BarcodeDetector" in window)) { return jsqrReader(); }
    return window.BarcodeDetector.getSupportedFormats().then(function (formats) {
      if (formats.indexOf("qr_code") < 0) { return jsqrReader(); }
      var detector = new window.BarcodeDetector({ formats: ["qr_code"] });
      return function () {
        return detector.detect(video).then(function (codes) { return codes.length ? codes[0].rawValue : null; });
      };
    }).catch(jsqrReader);
  }

  function scanWith(read) {
    function next() {
      if (!stream) { return; }
      read().then(seen, function () { seen(null); }).catch(function () { /* keep looking */ }).then(function () {
        if (stream) { timer = window.setTimeout(next, 150); }
      });
    }
    next();
  }

  function stop() {
    if (timer) { window.clearTimeout(timer); timer = null; }
    if (stream) { stream.getTracks().forEach(function (track) { track.stop(); }); }
    stream = null;
    video.srcObject = null;
    video.hidden = true;
    stopButton.hidden = true;
    startButton.hidden = false;
  }

  function start() {
    navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false })
      .then(function (opened) {
        stream = opened;
        video.srcObject = opened;
        video.hidden = false;
        startButton.hidden = true;
        stopButton.hidden = false;
        lastText = null;
        say("scan-status", text("scanning"));
        stopButton.focus();
        return video.play().then(reader).then(scanWith);
      })
      .catch(function () {
        stop();
        say("scan-status", text("refused"));
      });
  }

  document.addEventListener("DOMContentLoaded", function () {
    var summary = document.getElementById("hand-summary");
    var fromAddress = new URLSearchParams(window.location.search).has("hand");
    var kept = remembered();
    if (!fromAddress && kept) {
      hand = kept;
      change(new URLSearchParams(), true);
    } else {
      showHand(summary);
    }
    var plays = document.getElementById("hand-plays");
    if (plays) {
      window.setInterval(refreshPlays, 1000 * Number(plays.getAttribute("data-refresh-seconds")));
    }
    if (!(navigator.mediaDevices && navigator.mediaDevices.getUserMedia)) {
      say("scan-status", text("no-camera"));
      return;
    }
    document.getElementById("scan-controls").hidden = false;
    startButton.addEventListener("click", start);
    stopButton.addEventListener("click", function () {
      stop();
      say("scan-status", text("stopped"));
      startButton.focus();
    });
    document.addEventListener("visibilitychange", function () {
      if (document.visibilityState === "hidden" && stream) { stop(); }
    });
  });
}());
