"""A voice for the table: the board speaks every action (opt-in, the table's language, the chosen rate, a test
button, kept on the device), and the table plays a sound for "your turn" where asked or where it cannot vibrate.

The browser's speech synthesis and Web Audio are replaced, before any script of the page runs, by recorders:
what the page asked them to say or play is what is checked."""

import re

from playwright.sync_api import expect

from tests.browser.conftest import LIVE, assert_no_axe_violations
from tests.browser.pages import start_table

RECORD_SPEECH = """
window.__spoken = [];
window.SpeechSynthesisUtterance = function (text) { this.text = text; this.lang = ""; this.rate = 1; this.voice = null; };
Object.defineProperty(window, "speechSynthesis", { configurable: true, value: {
  speak: function (utterance) { window.__spoken.push({ text: utterance.text, lang: utterance.lang, rate: utterance.rate }); },
  cancel: function () {}, getVoices: function () { return []; } } });
"""
RECORD_SOUND = """
window.__tones = [];
window.AudioContext = function () {
  this.state = "running"; this.currentTime = 0; this.destination = {};
  this.resume = function () {};
  this.createGain = function () {
    return { gain: { setValueAtTime: function () {}, exponentialRampToValueAtTime: function () {} },
             connect: function (next) { return next; } };
  };
  this.createOscillator = function () {
    var tone = { frequency: { value: 0 }, connect: function (next) { return next; }, stop: function () {} };
    tone.start = function () { window.__tones.push(tone.frequency.value); };
    return tone;
  };
};
"""
NO_VIBRATION = "Object.defineProperty(Navigator.prototype, 'vibrate', { configurable: true, value: undefined });"


def spoken(page):
    """What the page asked the speech synthesis to say, in order."""
    return page.evaluate("window.__spoken")


def test_the_board_speaks_each_action_in_its_language_at_the_chosen_rate(live_server, phone):
    ana = phone()
    table = start_table(ana, live_server, "rainbow7-rain", ("Ana", "Ben"))
    board = phone(locale="fr-FR")
    board.add_init_script(RECORD_SPEECH)
    board.goto(table + "/board")
    expect(board.locator("#voice")).to_be_visible()
    expect(board.locator("#voice-on")).not_to_be_checked()  # off until asked
    ana.select_option("#seven-player", "Ana")
    ana.check("#seven-color-red")
    ana.select_option("#seven-target", "Ben")
    ana.click("#seven-submit")
    expect(board.locator("#announcer")).to_contain_text("Ana joue le 7 rouge", timeout=LIVE)
    assert spoken(board) == []  # not ticked: nothing said aloud
    board.get_by_label("Annoncer chaque action à voix haute").check()
    board.get_by_label("Débit de la voix").select_option(label="Rapide")
    board.get_by_role("button", name="Essayer la voix").click()
    assert spoken(board) == [{"text": "Voici la voix de la table\u202f: elle annoncera chaque action à voix haute.",
                              "lang": "fr", "rate": 1.3}]
    ana.select_option("#seven-player", "Ben")
    ana.check("#seven-color-yellow")
    ana.select_option("#seven-target", "Ana")
    ana.click("#seven-submit")
    board.wait_for_function("() => window.__spoken.length === 2", timeout=LIVE)
    said = spoken(board)[1]
    assert said["lang"] == "fr" and said["rate"] == 1.3
    assert said["text"] == board.locator("#announcer").inner_text().replace("\u200b", "").strip()
    assert said["text"].startswith("Ben joue le 7 jaune")
    board.reload()  # the settings stay on this device
    expect(board.locator("#voice-on")).to_be_checked()
    expect(board.locator("#voice-rate")).to_have_value("1.3")
    assert_no_axe_violations(board)
    board.screenshot(path="/tmp/tp23/board-voice.png", full_page=True)


def test_a_board_whose_browser_cannot_speak_says_so(live_server, phone):
    ana = phone()
    table = start_table(ana, live_server, "rainbow-snake", ("Ana", "Ben"))
    board = phone()
    board.add_init_script("delete window.speechSynthesis; delete window.SpeechSynthesisUtterance;")
    board.goto(table + "/board")
    expect(board.locator("#voice-status")).to_have_text("This browser cannot speak aloud.")
    expect(board.locator("#voice-on")).to_be_disabled()


def test_your_turn_plays_a_sound_when_asked_and_where_the_phone_cannot_vibrate(live_server, phone):
    ana = phone()
    table = start_table(ana, live_server, "rainbow-snake", ("Ana", "Ben"))
    ben = phone()
    ben.add_init_script(RECORD_SOUND)
    ben.add_init_script(NO_VIBRATION)  # like an iPhone
    ben.goto(table)
    expect(ben.locator("#this-phone-sound-hint")).to_be_visible()  # shown where the phone cannot vibrate
    expect(ben.locator("#this-phone-sound-hint")).to_contain_text("iPhone web pages cannot vibrate")
    ben.select_option("#this-phone-player", "Ben")
    ben.check("#this-phone-vibrate")  # asked to vibrate, but this phone cannot: the sound instead
    ana.get_by_role("button", name="Ana placed a card, no snake").click()
    expect(ben.locator("#announcer")).to_contain_text("Your turn, Ben.", timeout=LIVE)
    ben.wait_for_function("() => window.__tones.length === 2")
    assert ben.evaluate("window.__tones") == [660, 880]
    ben.uncheck("#this-phone-vibrate")
    ben.check("#this-phone-sound")  # ticking it plays the sound once, so the player knows it
    ben.wait_for_function("() => window.__tones.length === 4")
    ben.get_by_role("button", name="Ben placed a card, no snake").click()
    expect(ben.locator("#announcer")).to_contain_text("Ben drew and placed a card.")
    ana.get_by_role("button", name="Ana placed a card, no snake").click()
    expect(ben.locator("#announcer")).to_contain_text("Your turn, Ben.", timeout=LIVE)
    ben.wait_for_function("() => window.__tones.length === 6")
    ben.reload()
    expect(ben.locator("#this-phone-sound")).to_be_checked()  # kept on this device
    assert_no_axe_violations(ben)


def test_no_sound_unless_asked(live_server, phone):
    ana = phone()
    table = start_table(ana, live_server, "rainbow-snake", ("Ana", "Ben"))
    ben = phone()
    ben.add_init_script(RECORD_SOUND)
    ben.goto(table)
    ben.select_option("#this-phone-player", "Ben")
    ana.get_by_role("button", name="Ana placed a card, no snake").click()
    expect(ben.locator("#announcer")).to_contain_text("Your turn, Ben.", timeout=LIVE)
    assert ben.evaluate("window.__tones") == []
    assert re.search(r"Play a sound", ben.locator("#this-phone").inner_text())
    expect(ben.locator("#this-phone-sound-hint")).to_be_hidden()  # this phone can vibrate
    expect(ben.locator("#this-phone-sound")).to_have_accessible_description(re.compile("iPhone web pages cannot vibrate"))
