// Rainbow Companion: the tables this phone has opened, kept on this phone only (localStorage).
// A table page carries #table-summary (id, link, game, players, where it stands): it is
// remembered on every load and every update. The home page shows the list, newest first,
// with "Forget"; without JavaScript (or with nothing remembered) the section stays hidden.
// Shown from what this phone kept, then each entry is asked again from its own table
// (/t/<id>/summary.json): where it stands now, in the language of this page.
(function () {
  "use strict";
  var KEY = "rainbow-companion.recent-tables";
  var LIMIT = 20;

  function read() {
    try {
      var list = JSON.parse(window.localStorage.getItem(KEY) || "[]");
      return Array.isArray(list) ? list.filter(function (entry) { return entry && entry.id && entry.url; }) : [];
    } catch (error) {
      return [];
    }
  }

  function write(list) {
    try {
      window.localStorage.setItem(KEY, JSON.stringify(list.slice(0, LIMIT)));
    } catch (error) {
      // Private browsing or a full storage: the list is only a convenience.
    }
  }

  function remember() {
    var summary = document.getElementById("table-summary");
    if (!summary) { return; }
    var data = summary.dataset;
    var entry = {id: data.tableId, url: data.url, title: data.title, players: data.players,
                 standing: data.standing, at: Date.now()};
    write([entry].concat(read().filter(function (other) { return other.id !== entry.id; })));
  }

  function show() {
    var section = document.getElementById("recent-tables");
    var template = document.getElementById("recent-table-item");
    if (!section || !template) { return; }
    var list = section.querySelector("ul");
    var tables = read().sort(function (a, b) { return (b.at || 0) - (a.at || 0); });
    list.textContent = "";
    tables.forEach(function (entry, index) {
      var item = template.content.firstElementChild.cloneNode(true);
      var link = item.querySelector("a");
      link.href = entry.url;
      link.id = "recent-table-" + index;
      link.textContent = entry.title || entry.url;
      item.querySelector(".recent-players").textContent = entry.players || "";
      item.querySelector(".recent-standing").textContent = entry.standing || "";
      var forget = item.querySelector("button");
      forget.setAttribute("aria-describedby", link.id);
      forget.addEventListener("click", function () { forgetTable(entry.id, index); });
      list.appendChild(item);
      refresh(entry, item);
    });
    section.hidden = tables.length === 0;
  }

  function refresh(entry, item) {
    if (!window.fetch) { return; }
    var address = entry.url + "/summary.json?lang=" + encodeURIComponent(document.documentElement.lang || "");
    window.fetch(address, {credentials: "same-origin", headers: {"Accept": "application/json"}, cache: "no-store"})
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (now) {
        if (!now) { return; }
        item.querySelector("a").textContent = now.title;
        item.querySelector(".recent-players").textContent = now.players;
        item.querySelector(".recent-standing").textContent = now.standing;
        write(read().map(function (other) {
          return other.id === entry.id ? {id: other.id, url: other.url, title: now.title, players: now.players,
                                          standing: now.standing, at: other.at} : other;
        }));
      })
      .catch(function () {
        // No connection: the list shows what this phone kept.
      });
  }

  function forgetTable(id, index) {
    write(read().filter(function (entry) { return entry.id !== id; }));
    show();
    var status = document.getElementById("recent-tables-status");
    var section = document.getElementById("recent-tables");
    if (status) { status.textContent = section.dataset.forgotten || ""; }
    var links = section.querySelectorAll("ul a");
    var next = links[Math.min(index, links.length - 1)];
    var fallback = document.getElementById("main");
    (next || fallback).focus();
  }

  document.addEventListener("htmx:afterSettle", remember);
  document.addEventListener("DOMContentLoaded", function () { remember(); show(); });
}());
