// "My hand": what only the phone can do, beside htmx (which posts every change of the hand, the hand in the
// request's body, and swaps the summary in; the plays allowed stay live like every screen):
// - keep the hand in localStorage (one key per table) and post it back when the page opens again;
// - say in the hand's live region that a change got no answer (the hand stays as it was);
// - scan the cards' QR stickers with the camera: the browser's BarcodeDetector, else the vendored jsQR
//   (loaded on demand); a card found is posted by the scan form like a card chosen from the list.
(function () {
  "use strict";
  var page = document.getElementById("hand-page");
  if (!page) { return; }
  var key = "companion-hand:" + page.getAttribute("data-table");

  function remembered() {
    try { return window.localStorage.getItem(key) || ""; } catch (error) { return ""; }
  }
  function remember(value) {
    try { window.localStorage.setItem(key, value); } catch (error) { /* private mode: the page keeps it */ }
  }
  function text(name) { return page.getAttribute("data-text-" + name); }
  function say(regionId, sentence) {
    var region = document.getElementById(regionId);
    region.textContent = "";
    if (sentence) {
      var line = document.createElement("p");
      line.textContent = sentence;
      region.appendChild(line);
    }
  }
  function fromHandForm(event) {
    var form = event.detail.elt && event.detail.elt.closest ? event.detail.elt.closest("form[data-hand-form]") : null;
    return form !== null;
  }

  // A change made from the summary (a Remove button) loses its button: the focus goes to the heading.
  var fromSummary = false;
  document.addEventListener("htmx:beforeRequest", function (event) {
    if (fromHandForm(event)) { fromSummary = !!event.detail.elt.closest("#hand-summary"); }
  });
  document.addEventListener("htmx:afterSwap", function () {
    var summary = document.getElementById("hand-summary");
    if (summary) { remember(summary.getAttribute("data-hand") || ""); }
    if (fromSummary) {
      fromSummary = false;
      var heading = document.getElementById("hand-heading");
      heading.setAttribute("tabindex", "-1");
      heading.focus();
    }
  });
  function notChanged(event) {
    if (fromHandForm(event)) { say("hand-announcer", text("not-changed")); }
  }
  document.addEventListener("htmx:sendError", notChanged);
  document.addEventListener("htmx:timeout", notChanged);
  document.addEventListener("htmx:responseError", notChanged);
  document.addEventListener("htmx:beforeSwap", function (event) {
    if (event.detail.xhr.status >= 500 && fromHandForm(event)) { event.detail.shouldSwap = false; notChanged(event); }
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
    var form = document.getElementById("scan-form");
    form.elements.add.value = card;
    form.requestSubmit();
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
    var kept = remembered();
    if (kept && !summary.getAttribute("data-hand")) {
      var form = document.getElementById("kept-hand-form");
      form.elements.hand.value = kept;
      form.requestSubmit();
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
