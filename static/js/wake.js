// Keep the screen awake on a table screen (an element with data-keep-awake), where the browser allows it:
// the Screen Wake Lock API, only on a secure page (https:// or this computer itself). The lock is asked
// again whenever the page comes back into view (the browser lets it go when the page is hidden).
// Where it cannot be had (an http:// café address, an old browser, a refusal such as a battery saver),
// #wake-notice says so once on this page, never again on an update or a return to the page, and says how
// to get it; "Got it" hides it on this device for good.
(function () {
  "use strict";
  var DISMISSED = "companion-wake-notice";
  var lock = null, told = false;

  function dismissed() {
    try { return window.localStorage.getItem(DISMISSED) === "yes"; } catch (error) { return false; }
  }
  function tell(reason) {
    var notice = document.getElementById("wake-notice");
    if (told || !notice || dismissed()) { return; }
    told = true;
    document.getElementById("wake-notice-text").textContent = notice.getAttribute("data-" + reason);
    notice.hidden = false;
    document.getElementById("wake-notice-ok").addEventListener("click", function () {
      notice.hidden = true;
      try { window.localStorage.setItem(DISMISSED, "yes"); } catch (error) { return; }
    });
  }
  function keepAwake() {
    if (!document.querySelector("[data-keep-awake]") || document.visibilityState !== "visible" || lock) { return; }
    if (!window.isSecureContext) { tell("insecure"); return; }
    if (!("wakeLock" in navigator)) { tell("unsupported"); return; }
    navigator.wakeLock.request("screen").then(function (granted) {
      lock = granted;
      granted.addEventListener("release", function () { lock = null; });
    }).catch(function () {
      lock = null;
      tell("refused");
    });
  }
  document.addEventListener("visibilitychange", keepAwake);
  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", keepAwake); } else { keepAwake(); }
}());
