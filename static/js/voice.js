// A voice for the table (templates/tables/_voice.html, _sound_cue.html); the settings stay on this device.
// - The board (#voice): when "Say every action aloud" is ticked, every new announcement of its live
//   region (#announcer) is spoken by the browser's speech synthesis, in the page's language, at the
//   chosen rate; "Test the voice" says a sample sentence. Off by default.
// - The table (#this-phone-sound): when it becomes this phone's player's turn (companion.js sends
//   "companion:your-turn"), a short two-note sound (Web Audio) plays if the sound is ticked, or if
//   "Vibrate" is ticked but this phone cannot vibrate (iPhone web pages never can).
(function () {
  "use strict";
  var SETTINGS = "companion-voice";

  function stored() {
    try { return JSON.parse(window.localStorage.getItem(SETTINGS) || "{}") || {}; } catch (error) { return {}; }
  }
  function store(changes) {
    var settings = Object.assign(stored(), changes);
    try { window.localStorage.setItem(SETTINGS, JSON.stringify(settings)); } catch (error) { return settings; }
    return settings;
  }
  function clean(text) { return (text || "").replace(/\u200b/g, "").trim(); }

  // --- Speech on the board ---
  var panel = document.getElementById("voice");
  var language = document.documentElement.lang || "en";
  function voiceFor(lang) {
    var voices = window.speechSynthesis.getVoices ? window.speechSynthesis.getVoices() : [];
    var wanted = lang.toLowerCase();
    return voices.filter(function (voice) { return (voice.lang || "").toLowerCase().split(/[-_]/)[0] === wanted; })[0] || null;
  }
  function speak(text) {
    var utterance = new window.SpeechSynthesisUtterance(text);
    utterance.lang = language;
    utterance.rate = Number(stored().rate) || 1;
    var voice = voiceFor(language);
    if (voice) { utterance.voice = voice; }
    window.speechSynthesis.speak(utterance);
  }
  if (panel) {
    var status = document.getElementById("voice-status");
    if (!("speechSynthesis" in window) || !window.SpeechSynthesisUtterance) {
      panel.hidden = false;
      status.textContent = panel.getAttribute("data-unavailable");
      panel.querySelectorAll("input, select, button").forEach(function (control) { control.disabled = true; });
    } else {
      var on = document.getElementById("voice-on"), rate = document.getElementById("voice-rate");
      var settings = stored();
      on.checked = settings.on === true;
      if (settings.rate && rate.querySelector("option[value='" + settings.rate + "']")) { rate.value = String(settings.rate); }
      panel.hidden = false;
      on.addEventListener("change", function () { store({ on: on.checked }); });
      rate.addEventListener("change", function () { store({ rate: Number(rate.value) }); });
      document.getElementById("voice-test").addEventListener("click", function () {
        window.speechSynthesis.cancel();
        speak(panel.getAttribute("data-sample"));
      });
      if (settings.on && navigator.userActivation && !navigator.userActivation.hasBeenActive) {
        status.textContent = panel.getAttribute("data-tap");  // browsers speak only after a first tap
        document.addEventListener("pointerdown", function tapped() {
          status.textContent = "";
          document.removeEventListener("pointerdown", tapped, true);
        }, true);
      }
      var live = document.getElementById("announcer"), said = clean(live && live.textContent);
      if (live) {
        new MutationObserver(function () {
          var text = clean(live.textContent);
          if (text && text !== said && stored().on === true) { speak(text); }
          said = text;
        }).observe(live, { childList: true, subtree: true, characterData: true });
      }
    }
  }

  // --- The sound for "your turn" on the table ---
  var sound = document.getElementById("this-phone-sound");
  var audio = null;
  function unlocked() {
    var Context = window.AudioContext || window.webkitAudioContext;
    if (!Context) { return null; }
    if (!audio) { audio = new Context(); }
    if (audio.state === "suspended" && audio.resume) { audio.resume(); }
    return audio;
  }
  function chime() {
    var context = unlocked();
    if (!context) { return; }
    [660, 880].forEach(function (pitch, index) {
      var start = context.currentTime + index * 0.18;
      var tone = context.createOscillator(), level = context.createGain();
      tone.frequency.value = pitch;
      level.gain.setValueAtTime(0.0001, start);
      level.gain.exponentialRampToValueAtTime(0.4, start + 0.02);
      level.gain.exponentialRampToValueAtTime(0.0001, start + 0.16);
      tone.connect(level).connect(context.destination);
      tone.start(start);
      tone.stop(start + 0.17);
    });
  }
  if (sound) {
    sound.checked = stored().sound === true;
    sound.addEventListener("change", function () {
      store({ sound: sound.checked });
      if (sound.checked) { chime(); }  // a tap lets the page play sound later, and lets the player hear it
    });
    if (!navigator.vibrate) { document.getElementById("this-phone-sound-hint").hidden = false; }
    // Browsers let a page play sound only after a tap or a key on it: the first one wakes the sound up.
    ["pointerdown", "keydown"].forEach(function (kind) {
      document.addEventListener(kind, function wake() {
        unlocked();
        document.removeEventListener(kind, wake, true);
      }, true);
    });
    document.addEventListener("companion:your-turn", function (event) {
      var detail = event.detail || {};
      if (stored().sound === true || (detail.vibrate && !detail.vibrated)) { chime(); }
    });
  }
}());
