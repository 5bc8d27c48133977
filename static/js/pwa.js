// Rainbow Companion: register the service worker (static/js/sw.js, served at the site root).
// On a rule page or the home page, ask the worker to keep this page too: it was loaded before
// the worker could see it (the first visit), and "a rule page opened once can be read offline".
(function () {
  "use strict";
  var script = document.currentScript;
  if (!("serviceWorker" in navigator) || !script || !script.dataset.worker) { return; }
  window.addEventListener("load", function () {
    navigator.serviceWorker.register(script.dataset.worker, {scope: "/"}).then(function () {
      return navigator.serviceWorker.ready;
    }).then(function (registration) {
      var path = window.location.pathname;
      if (registration.active && (path === "/" || path === "/rules" || path.indexOf("/rules/") === 0)) {
        registration.active.postMessage({keep: window.location.href});
      }
    }).catch(function () {
      // No service worker (private mode, plain HTTP on a phone): the app works as before.
    });
  });
}());
