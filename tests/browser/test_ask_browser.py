"""Ask the table: one control on every table screen answers whose turn, the scores, my hand total, the last
5 actions, and says the last announcement again; each answer is said by the live region and stays on screen."""

import re

from playwright.sync_api import expect

from tests.browser.conftest import LIVE, assert_no_axe_violations
from tests.browser.pages import focused_id, start_table


def record_seven(page, player, color, target):
    """Record a rain 7 with its form."""
    page.select_option("#seven-player", player)
    page.check(f"#seven-color-{color}")
    page.select_option("#seven-target", target)
    page.click("#seven-submit")


def test_another_phone_asks_the_table_and_hears_each_answer(live_server, phone):
    ana, ben = phone(), phone()
    table = start_table(ana, live_server, "rainbow7-rain", ("Ana", "Ben", "Chloé"))
    ben.goto(table)
    record_seven(ana, "Ana", "red", "Chloé")
    expect(ben.locator("#announcer")).to_contain_text("Ana plays the red 7: Chloé takes 1 rain token.", timeout=LIVE)
    ben.click("#ask-scores")
    expect(ben.locator("#ask-answer")).to_contain_text("Rain tokens: Ana 0, Ben 0, and Chloé 1. Reserve: 35.")
    expect(ben.locator("#announcer")).to_have_text(re.compile(r"^Rain tokens: Ana 0, Ben 0, and Chloé 1\. Reserve: 35\.\u200b+$"))
    first = ben.locator("#announcer").inner_html()
    ben.click("#ask-scores")  # the same answer again is new text for the live region, so it is read again
    expect(ben.locator("#announcer")).not_to_have_text(first)
    ben.click("#ask-again")  # what the live region last announced here, not an answer
    expect(ben.locator("#ask-answer")).to_contain_text("Ana plays the red 7: Chloé takes 1 rain token.")
    expect(ben.locator("#announcer")).to_contain_text("Ana plays the red 7: Chloé takes 1 rain token.")
    record_seven(ana, "Ben", "yellow", "Ana")
    expect(ben.locator("#announcer")).to_contain_text("Ben plays the yellow 7", timeout=LIVE)
    expect(ben.locator("#ask-answer")).to_contain_text("Ana plays the red 7")  # an update leaves the answer on screen
    ben.click("#ask-last")
    expect(ben.locator("#ask-answer li")).to_have_count(2)
    expect(ben.locator("#ask-answer li").nth(0)).to_have_text("Ana plays the red 7: Chloé takes 1 rain token.")
    expect(ben.locator("#announcer")).to_contain_text("Ana plays the red 7: Chloé takes 1 rain token. Ben plays the yellow 7")
    ben.click("#ask-turn")
    expect(ben.locator("#ask-answer")).to_contain_text("Round 1: Ana starts.")
    ben.locator("#state-heading").focus()
    ben.keyboard.press("Alt+Shift+W")  # from anywhere on the page to the first question
    assert focused_id(ben) == "ask-turn"
    ben.keyboard.press("Enter")
    expect(ben.locator("#announcer")).to_contain_text("Round 1: Ana starts.")
    assert_no_axe_violations(ben)
    ben.screenshot(path="/tmp/tp23/ask-table.png", full_page=True)


def test_a_field_game_keeps_its_scores_private_until_the_end_and_the_seat_hears_its_own(live_server, phone):
    ana = phone()
    table = start_table(ana, live_server, "rainbow-field", ("Ana", "Ben"))
    ana.fill("#cards-input", "2 9 4 4")
    ana.click("#cards-submit")
    expect(ana.locator("#announcer")).to_contain_text("Field of round 1")
    for player, cards in (("Ana", "5"), ("Ben", "7"), ("Ana", "3"), ("Ben", "8")):  # round 1 ends: picks made
        expect(ana.get_by_role("heading", name=f"{player}'s play")).to_be_visible()
        ana.fill("#cards-input", cards)
        ana.click("#cards-submit")
    expect(ana.locator("#announcer")).to_contain_text("End of round 1")
    private = "The scores stay private until the game is over: each player sees their own total on their seat."
    ana.click("#ask-scores")
    expect(ana.locator("#ask-answer")).to_have_text(re.compile(r"The scores\s+" + re.escape(private)))
    board = phone()
    board.goto(table + "/board")
    board.click("#ask-scores")
    expect(board.locator("#announcer")).to_contain_text(private)
    board.click("#ask-last")
    expect(board.locator("#ask-answer")).not_to_contain_text("takes")
    seat = phone()
    seat.goto(table + "/seats")
    seat.get_by_role("button", name="Ben").click()
    seat.wait_for_url(re.compile(r".*/seat/.+"))
    seat.click("#ask-scores")
    expect(seat.locator("#ask-answer")).to_contain_text("Your total: ")
    expect(seat.locator("#announcer")).to_contain_text("The other players' totals stay private until the game is over.")
    assert_no_axe_violations(seat)


def test_my_hand_total_from_my_hand_and_from_the_table(live_server, phone):
    ana = phone()
    table = start_table(ana, live_server, "rainbow7-rain", ("Ana", "Ben"))
    ana.goto(table + "/hand")
    for card in ("red-7", "violet-2"):
        ana.select_option("#card-choice", card)
        ana.get_by_role("button", name="Add to my hand").click()
        expect(ana.locator("#hand-summary")).to_contain_text(re.compile(r"Your hand: \d cards?"))
    expect(ana.locator("#hand-heading")).to_have_text("Your hand: 2 cards")
    ana.click("#ask-hand")
    expect(ana.locator("#ask-answer")).to_contain_text("Your hand: 2 cards, total 9.")
    expect(ana.locator("#hand-announcer")).to_contain_text("Your hand: 2 cards, total 9.")
    ana.click("#ask-again")
    expect(ana.locator("#hand-announcer")).to_contain_text("Added: Violet 2. 2 cards in your hand.")
    assert_no_axe_violations(ana)
    ana.goto(table)
    ana.click("#ask-hand")  # the table page asks with the hand this phone keeps
    expect(ana.locator("#ask-answer")).to_contain_text("Your hand: 2 cards, total 9.")
    ben = phone()
    ben.goto(table)
    ben.click("#ask-hand")
    expect(ben.locator("#ask-answer")).to_contain_text("This phone keeps no hand for this table")
    board = phone()
    board.goto(table + "/board")
    expect(board.locator("#ask-hand")).to_have_count(0)  # the board in the middle holds nobody's hand


def test_without_javascript_the_page_answers_in_its_ask_section(live_server, browser, browser_context_args):
    context = browser.new_context(**browser_context_args, java_script_enabled=False)
    try:
        page = context.new_page()
        start_table(page, live_server, "rainbow-snake", ("Ana", "Ben"))
        page.click("#ask-scores")
        page.wait_for_url(re.compile(r".*\?ask=scores#ask-answer$"))
        expect(page.locator("#ask-answer")).to_contain_text("Cards taken: Ana 0 cards (no snake)")
        page.goto(page.url.split("?")[0] + "/board")
        page.click("#ask-turn")
        expect(page.locator("#ask-answer")).to_contain_text("49 cards left to draw. Now it is Ana's turn.")
    finally:
        context.close()
