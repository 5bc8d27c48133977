"""The paged history of a long game, in Chromium: keyboard only, no axe violations (issue 10 item 3)."""

import json
import re

from playwright.sync_api import expect

from tests.browser.conftest import assert_no_axe_violations
from tests.browser.pages import focused_id, tab_to


def long_log(events):
    """A rain-token log of ``events`` value-7 cards that change no token."""
    seven = {"type": "seven", "player": "Ana", "color": "green"}
    return json.dumps({"format": "rainbow-companion/game-log", "version": 1, "game": "rainbow7-rain",
                       "players": ["Ana", "Ben"], "events": [seven] * events}).encode()


def test_a_long_history_is_paged_and_read_by_keyboard(live_server, phone):
    page = phone()
    page.goto(f"{live_server}/tables/import")
    page.set_input_files("#log-file", {"name": "long.json", "mimeType": "application/json", "buffer": long_log(250)})
    page.get_by_role("button", name="Continue this game").click()
    page.wait_for_url(re.compile(r".*/t/[\w-]+$"))
    page.get_by_role("link", name="History of the game").click()
    expect(page.get_by_text("Actions 201 to 250 of 250, page 3 of 3.")).to_be_visible()
    assert_no_axe_violations(page)
    pages = page.get_by_role("navigation", name="Pages of the history")
    earlier = pages.get_by_role("link", name="Earlier actions (page 2)")
    expect(earlier).to_be_visible()
    expect(pages.get_by_role("link", name=re.compile("Later actions"))).to_have_count(0)
    tab_to(page, "history-earlier")
    assert focused_id(page) == "history-earlier"
    page.keyboard.press("Enter")
    expect(page.get_by_text("Actions 101 to 200 of 250, page 2 of 3.")).to_be_visible()
    expect(page.locator("ol.history > li")).to_have_count(100)
    assert page.locator("ol.history").get_attribute("start") == "101"
    assert_no_axe_violations(page)
