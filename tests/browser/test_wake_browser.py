"""Keeping the screen awake: the table asks for a screen wake lock where the page is secure (here: 127.0.0.1),
and where it cannot have one says so once, with how to get it, never again on an update."""

from playwright.sync_api import expect

from tests.browser.conftest import LIVE
from tests.browser.pages import start_table

RECORD_WAKE_LOCK = """
window.__wakeRequests = [];
Object.defineProperty(navigator, "wakeLock", { configurable: true, value: { request: function (type) {
  window.__wakeRequests.push(type);
  if (window.__refuseWakeLock) { return Promise.reject(new DOMException("Battery saver", "NotAllowedError")); }
  return Promise.resolve({ released: false, addEventListener: function () {} });
} } });
"""


def hide_and_show(page):
    """The phone's screen goes off and on again: the page is hidden, then visible."""
    for state in ("hidden", "visible"):
        page.evaluate("""state => {
            Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
            document.dispatchEvent(new Event("visibilitychange"));
        }""", state)


def test_the_table_and_the_board_keep_the_screen_awake_on_localhost(live_server, phone):
    page = phone()
    page.add_init_script(RECORD_WAKE_LOCK)
    table = start_table(page, live_server, "rainbow-snake", ("Ana", "Ben"))
    page.wait_for_function("() => window.__wakeRequests.length === 1")
    assert page.evaluate("window.__wakeRequests") == ["screen"]
    expect(page.locator("#wake-notice")).to_be_hidden()
    page.goto(table + "/board")
    page.wait_for_function("() => window.__wakeRequests.length === 1")
    page.goto(table + "/history")  # not a table screen: nothing asked
    assert page.evaluate("window.__wakeRequests") == []


def test_a_refused_wake_lock_is_told_once_and_not_on_every_update(live_server, phone):
    ana = phone()
    table = start_table(ana, live_server, "rainbow-snake", ("Ana", "Ben"))
    ben = phone()
    ben.add_init_script("window.__refuseWakeLock = true;")
    ben.add_init_script(RECORD_WAKE_LOCK)
    ben.goto(table)
    notice = ben.locator("#wake-notice")
    expect(notice).to_be_visible()
    expect(notice).to_contain_text("This phone refused to keep the screen awake (a battery saver may be on)")
    ana.get_by_role("button", name="Ana placed a card, no snake").click()
    expect(ben.locator("#announcer")).to_contain_text("Ana drew and placed a card.", timeout=LIVE)
    hide_and_show(ben)
    ben.wait_for_function("() => window.__wakeRequests.length === 2")  # asked again when the page came back
    expect(ben.locator("#wake-notice")).to_have_count(1)
    expect(ben.locator("#announcer")).not_to_contain_text("screen awake")  # shown, never announced over the game
    ben.get_by_role("button", name="Got it").click()
    expect(notice).to_be_hidden()
    hide_and_show(ben)
    ben.wait_for_function("() => window.__wakeRequests.length === 3")
    expect(notice).to_be_hidden()
    ben.reload()
    ben.wait_for_function("() => window.__wakeRequests.length === 1")
    expect(notice).to_be_hidden()  # "Got it" holds on this device


def test_an_insecure_address_says_how_to_get_a_screen_that_stays_on(live_server, phone):
    page = phone()
    page.add_init_script("Object.defineProperty(window, 'isSecureContext', { configurable: true, value: false });")
    page.add_init_script(RECORD_WAKE_LOCK)
    start_table(page, live_server, "rainbow-snake", ("Ana", "Ben"))
    expect(page.locator("#wake-notice")).to_contain_text("keeping it awake needs a secure address (starting with https://)")
    assert page.evaluate("window.__wakeRequests") == []
