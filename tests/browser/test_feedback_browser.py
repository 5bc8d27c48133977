"""What a phone's own tap did is shown next to the button tapped (and announced), on a 390×844 phone."""

import re

from playwright.sync_api import expect

from tests.browser.pages import start_table

VIEWPORT_HEIGHT = 844
NEAR = 120  # px between the bottom of the button tapped and the top of the feedback


def assert_next_to(page, button_id):
    """The feedback box is on screen, just under the button ``button_id`` (a thumb's reach, not 1,400 px up)."""
    feedback = page.locator("#tap-feedback")
    expect(feedback).to_be_visible()
    box, button = feedback.bounding_box(), page.locator(f"#{button_id}").bounding_box()
    assert 0 <= box["y"] and box["y"] + box["height"] <= VIEWPORT_HEIGHT + 1, box  # fully on screen
    assert 0 <= box["y"] - (button["y"] + button["height"]) <= NEAR, (box, button)
    return feedback


def test_a_recorded_perfect_and_where_are_we_show_next_to_the_button(live_server, phone):
    page = phone()
    start_table(page, live_server, "rainbow7-rain", ("Ana", "Ben", "Chloé"), first=1)
    page.select_option("#perfect-player", "Chloé")
    page.click("#perfect-submit")
    said = "Chloé makes a Perfect and wins the round: every other player takes 1 rain token. Round 2: Ana starts."
    expect(page.locator("#announcer")).to_have_text(said)
    expect(assert_next_to(page, "perfect-submit")).to_have_text(said)
    expect(page.locator("#tap-feedback")).to_have_attribute("aria-hidden", "true")  # read once, by the live region
    page.screenshot(path="/tmp/feedback-perfect.png")
    page.click("#where-button")
    expect(page.locator("#announcer")).to_contain_text("Round 2, Ana starts. Rain tokens: Ana 1, Ben 1, and Chloé 0.")
    expect(assert_next_to(page, "where-button")).to_contain_text("Round 2, Ana starts.")
    expect(page.locator("#tap-feedback")).to_have_count(1)
    page.screenshot(path="/tmp/feedback-where.png")


def test_a_snake_turn_shows_next_to_the_form_that_replaced_it(live_server, phone):
    page = phone()
    start_table(page, live_server, "rainbow-snake", ("Ana", "Ben"))
    page.get_by_role("button", name="Ana placed a card, no snake").click()
    expect(page.locator("#announcer")).to_contain_text("Ana drew and placed a card.")
    expect(assert_next_to(page, "turn-submit")).to_contain_text("Now it is Ben's turn.")


def test_the_last_tap_of_a_game_shows_at_the_bottom_when_the_forms_are_gone(live_server, phone):
    page = phone()
    page.goto(f"{live_server}/tables/new?game=rainbow7-explorers")
    page.fill("#name-0", "Ana")
    page.fill("#name-1", "Ben")
    page.fill("#name-2", "Chloé")
    page.locator("main form button.big").click()
    page.wait_for_url(re.compile(r".*/t/[\w-]+$"))
    page.select_option("#start-player", "Ben")
    page.click("#start-submit")
    page.get_by_role("radio", name="No function card").check()
    page.get_by_role("button", name="Raining! (Ben)").click()
    expect(page.locator("#announcer")).to_contain_text("Now it is Chloé's turn.")
    page.get_by_role("button", name="Chloé passes").click()
    page.get_by_role("button", name="Ana passes").click()
    page.get_by_role("button", name="Ben completes the rainbow").click()
    feedback = page.locator("#tap-feedback")
    expect(feedback).to_contain_text("Ben completes the rainbow and wins!")
    box = feedback.bounding_box()
    assert box["y"] + box["height"] <= VIEWPORT_HEIGHT + 1 and box["y"] > VIEWPORT_HEIGHT / 2, box


def test_undo_is_the_next_stop_after_a_recorded_action_and_brings_the_focus_back(live_server, phone):
    """After "Record the 7", one Tab reaches "Undo the last action" (it was 14 Tabs away, past every other form)."""
    page = phone()
    start_table(page, live_server, "rainbow7-rain", ("Ann", "Zoë", "日本語", "Dan"))
    page.select_option("#seven-player", "Ann")
    page.check("#seven-color-red")
    page.select_option("#seven-target", "Dan")
    page.focus("#seven-submit")
    page.keyboard.press("Enter")
    expect(page.locator("#announcer")).to_contain_text("Ann plays the red 7: Dan takes 1 rain token.")
    page.keyboard.press("Tab")
    undo = page.get_by_role("button", name="Undo the last action").and_(page.locator("#tap-undo"))
    expect(undo).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator("#announcer")).to_contain_text("Undone: Ann plays the red 7 on Dan.")
    expect(page.locator("#seven-submit")).to_be_focused()
    expect(assert_next_to(page, "seven-submit")).to_contain_text("Undone:")
    expect(page.locator("#tap-undo")).to_have_count(0)  # no "Undo" offered after an undo
    expect(page.locator("#table-state")).to_contain_text("Dan")
    expect(page.get_by_role("row", name=re.compile(r"Dan\s+0"))).to_be_visible()
