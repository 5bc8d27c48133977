// The print pages: the little that only the browser can do.
// 1. Enter in the label-sheet search searches (htmx swaps the list) instead of sending the whole form;
//    a search's answer keeps the sheet (and the focus) chosen while it was on its way.
// 2. Printer corrections kept on this device (localStorage "companion.printers": name → the five numbers
//    of the print form's correction fields). The calibration page keeps one under a name and lists them;
//    the print form offers them in a menu that fills its fields. Without JavaScript the same numbers
//    travel in the form's fields and in the links of the calibration result.
(function () {
  "use strict";
  var KEY = "companion.printers";
  var FIELDS = ["offset_x", "offset_y", "scale_x", "scale_y", "rotation"];

  function load() {
    try {
      var raw = JSON.parse(window.localStorage.getItem(KEY) || "{}");
      return raw && typeof raw === "object" ? raw : {};
    } catch (error) { return {}; }
  }
  function store(printers) {
    try { window.localStorage.setItem(KEY, JSON.stringify(printers)); return true; } catch (error) { return false; }
  }
  function clean(correction) {  // only finite numbers come back from storage
    var kept = {};
    FIELDS.forEach(function (name) {
      var value = Number(correction && correction[name]);
      kept[name] = isFinite(value) ? value : (name.indexOf("scale") === 0 ? 100 : 0);
    });
    return kept;
  }
  function names(printers) { return Object.keys(printers).sort(); }

  document.addEventListener("keydown", function (event) {
    var box = event.target;
    if (event.key !== "Enter" || !box.matches || !box.matches("#sheet_q") || !window.htmx) { return; }
    event.preventDefault();
    window.htmx.trigger(box, "search");
  });

  var chosenBeforeSwap = null;
  document.addEventListener("htmx:beforeSwap", function (event) {
    if (!event.detail.target || event.detail.target.id !== "sheet-list") { return; }
    var checked = event.detail.target.querySelector("input[name=sheet]:checked");
    chosenBeforeSwap = checked ? {value: checked.value, focused: document.activeElement === checked} : null;
  });
  document.addEventListener("htmx:afterSwap", function (event) {
    if (!event.detail.target || event.detail.target.id !== "sheet-list" || !chosenBeforeSwap) { return; }
    var kept = chosenBeforeSwap;
    chosenBeforeSwap = null;
    var radio = Array.prototype.find.call(event.detail.target.querySelectorAll("input[name=sheet]"),
                                          function (input) { return input.value === kept.value; });
    if (!radio) { return; }
    radio.checked = true;
    if (kept.focused) { radio.focus(); }
  });

  function fillPrintForm(menu) {
    var printers = load();
    menu.addEventListener("change", function () {
      var correction = menu.value ? clean(printers[menu.value]) : clean({});
      FIELDS.forEach(function (name) {
        var field = document.getElementById(name);
        if (field) { field.value = String(correction[name]); }
      });
    });
    names(printers).forEach(function (name) {
      var option = document.createElement("option");
      option.value = name;
      option.textContent = name;
      var correction = clean(printers[name]);
      option.selected = FIELDS.every(function (field) {
        var input = document.getElementById(field);
        return input && Number(String(input.value).replace(",", ".")) === correction[field];
      });
      menu.appendChild(option);
    });
    if (names(printers).length) { menu.closest(".saved-printers").hidden = false; }
  }

  function listPrinters(list) {
    var printers = load(), status = document.getElementById("forget-status");
    list.textContent = "";
    names(printers).forEach(function (name) {
      var item = document.createElement("li");
      var link = document.createElement("a");
      var query = new URLSearchParams(clean(printers[name]));
      if (printers[name].sheet) { query.set("sheet", printers[name].sheet); }
      link.href = list.dataset.printUrl + "?" + query.toString();
      link.textContent = name + " — " + list.dataset.use;
      var forget = document.createElement("button");
      forget.type = "button";
      forget.className = "secondary";
      forget.textContent = list.dataset.forget.replace("{name}", name);
      forget.addEventListener("click", function () {
        var kept = load();
        delete kept[name];
        store(kept);
        listPrinters(list);
        if (status) { status.textContent = forget.textContent + " ✓"; }
      });
      item.appendChild(link);
      item.appendChild(document.createTextNode(" "));
      item.appendChild(forget);
      list.appendChild(item);
    });
    list.closest(".saved-printers-list").hidden = !names(printers).length;
  }

  function keepCorrection(button) {
    var result = button.closest(".calibration-result");
    var field = document.getElementById("printer_name"), status = document.getElementById("save-status");
    button.closest(".save-printer").hidden = false;
    button.addEventListener("click", function () {
      var name = field.value.replace(/\s+/g, " ").trim().slice(0, 80);
      if (!name) { status.textContent = button.dataset.unnamed; field.focus(); return; }
      var printers = load();
      printers[name] = Object.assign(clean(JSON.parse(result.dataset.correction)), {sheet: result.dataset.sheet});
      if (store(printers)) { status.textContent = button.dataset.saved.replace("{name}", name); }
      var list = document.querySelector("[data-printer-list]");
      if (list) { listPrinters(list); }
    });
  }

  function start() {
    var menu = document.querySelector("[data-saved-printers]");
    if (menu) { fillPrintForm(menu); }
    var list = document.querySelector("[data-printer-list]");
    if (list) { listPrinters(list); }
    var button = document.querySelector("[data-save-printer]");
    if (button) { keepCorrection(button); }
  }
  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", start); } else { start(); }
})();
