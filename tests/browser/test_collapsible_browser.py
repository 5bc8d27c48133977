"""Collapsible sections (details/summary) look tappable, and their arrow is not read aloud."""

from playwright.sync_api import expect

from tests.browser.pages import start_table

ARROW = "el => getComputedStyle(el, '::before').content"


def test_a_collapsible_section_shows_an_arrow_that_turns_and_is_not_read(live_server, phone):
    page = phone()
    start_table(page, live_server, "rainbow7-rain", ("Ana", "Ben"))
    summary = page.locator("#perfect-heading ~ form summary")
    summary.scroll_into_view_if_needed()
    assert "▸" in summary.evaluate(ARROW)
    expect(summary).to_have_css("text-decoration-line", "underline")
    snapshot = page.locator("main").aria_snapshot()
    assert "Hand totals (optional, used to break a tie at the end)" in snapshot and "▸" not in snapshot
    summary.click()
    assert "▾" in summary.evaluate(ARROW)
    expect(page.locator("#perfect-hand-0")).to_be_visible()
    page.screenshot(path="/tmp/collapsible-open.png")
