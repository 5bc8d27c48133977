// Rainbow Companion's service worker: the app shell and the rule pages for offline reading.
// - /static/ (CSS, JS, icons): answered from the cache at once, refreshed from the network behind.
// - /rules pages this phone has opened, and the home page (the app's start page, with the list
//   of this phone's tables): network first, the kept copy when the network fails.
// - Everything else (tables, their state, polls, every POST): never touched, network only.
"use strict";
var VERSION = "__APP_VERSION__"; // /sw.js serves the app's version here: a new version, new caches
var SHELL = "companion-shell-" + VERSION;
var RULES = "companion-rules-" + VERSION;
var SHELL_FILES = [
  "static/css/companion.css", "static/css/rules.css", "static/css/nights.css",
  "static/vendor/htmx-2.0.4.min.js", "static/js/companion.js", "static/js/connection.js",
  "static/js/recent-tables.js", "static/js/pwa.js", "static/icon.svg",
  "static/icons/icon-192.png", "static/icons/icon-512.png"
];

function siteUrl(path) {
  return new URL(path, self.registration.scope).href;
}

// The app's own paths, under its root: "/" or, behind a proxy, a prefix such as "/rainbow/"
// (the worker is registered with the app's root as its scope).
function appPath(url) {
  var root = new URL(self.registration.scope).pathname;
  return url.pathname.indexOf(root) === 0 ? "/" + url.pathname.slice(root.length) : null;
}

self.addEventListener("install", function (event) {
  event.waitUntil(caches.open(SHELL).then(function (cache) {
    return Promise.all(SHELL_FILES.map(function (path) {
      return cache.add(siteUrl(path)).catch(function () { return null; });
    }));
  }).then(function () { return self.skipWaiting(); }));
});

self.addEventListener("activate", function (event) {
  event.waitUntil(caches.keys().then(function (names) {
    return Promise.all(names.filter(function (name) {
      return name.indexOf("companion-") === 0 && name !== SHELL && name !== RULES;
    }).map(function (name) { return caches.delete(name); }));
  }).then(function () { return self.clients.claim(); }));
});

function isRulePage(url) {
  var path = appPath(url);
  return path === "/rules" || (path !== null && path.indexOf("/rules/") === 0);
}

function isHomePage(url) {
  return appPath(url) === "/";
}

// The cache a kept page goes in, and how it is looked up (the home page in any language
// will do offline: "/?lang=fr" for "/", the start page of the installed app).
function keptIn(url) {
  return isHomePage(url) ? {cache: SHELL, match: {ignoreVary: true, ignoreSearch: true}}
                         : {cache: RULES, match: {ignoreVary: true}};
}

function fromCacheThenRefresh(request) {
  return caches.open(SHELL).then(function (cache) {
    return cache.match(request, {ignoreSearch: true, ignoreVary: true}).then(function (kept) {
      var fresh = fetch(request).then(function (response) {
        if (response.ok) { cache.put(request, response.clone()); }
        return response;
      });
      if (kept) {
        fresh.catch(function () { return null; });
        return kept;
      }
      return fresh;
    });
  });
}

function networkThenKept(request) {
  var place = keptIn(new URL(request.url));
  return fetch(request).then(function (response) {
    if (response.ok) {
      var copy = response.clone();
      caches.open(place.cache).then(function (cache) { cache.put(request, copy); });
    }
    return response;
  }).catch(function () {
    return caches.open(place.cache).then(function (cache) {
      return cache.match(request, place.match).then(function (kept) {
        return kept || Response.error();
      });
    });
  });
}

self.addEventListener("message", function (event) {
  var address = event.data && event.data.keep;
  if (typeof address !== "string") { return; }
  var url = new URL(address);
  if (url.origin !== self.location.origin || !(isRulePage(url) || isHomePage(url))) { return; }
  event.waitUntil(caches.open(keptIn(url).cache).then(function (cache) {
    return cache.match(url.href, {ignoreVary: true}).then(function (kept) {
      return kept || fetch(url.href, {credentials: "same-origin"}).then(function (response) {
        return response.ok ? cache.put(url.href, response) : null;
      });
    });
  }).catch(function () { return null; }));
});

self.addEventListener("fetch", function (event) {
  var request = event.request;
  if (request.method !== "GET") { return; }
  var url = new URL(request.url);
  if (url.origin !== self.location.origin) { return; }
  var path = appPath(url);
  if (path !== null && path.indexOf("/static/") === 0) {
    event.respondWith(fromCacheThenRefresh(request));
  } else if ((isRulePage(url) || isHomePage(url)) && request.headers.get("HX-Request") !== "true") {
    event.respondWith(networkThenKept(request));
  }
});
