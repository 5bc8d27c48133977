// Rainbow Companion: register the service worker (static/js/sw.js, served at the site root).
// On a rule page or the home page, ask the worker to keep this page too: it was loaded before
// the worker could see it (the first visit), and "a rule page opened once can be read offline".
(function () {
  "use strict";
  var script = document.currentScript;
  if (!("serviceWorker" in navigator) || !script || !script.dataset.worker) { return; }
  window.addEventListener("load", function () {
    var root = script.dataset.root || "/";  // the app's root: "/", or a proxy's prefix such as "/rainbow/"
    navigator.serviceWorker.register(script.dataset.worker, {scope: root}).then(function () {
      return navigator.serviceWorker.ready;
    }).then(function (registration) {
      var full = window.location.pathname;
      var path = full.indexOf(root) === 0 ? "/" + full.slice(root.length) : null;
      if (registration.active && (path === "/" || path === "/rules" || (path && path.indexOf("/rules/") === 0))) {
        registration.active.postMessage({keep: window.location.href});
      }
    }).catch(function () {
      // No service worker (private mode, plain HTTP on a phone): the app works as before.
    });
  });
}());
