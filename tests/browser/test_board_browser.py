"""The board for the middle of the table: read-only, large type, live, and heard through its live region."""

import re

from playwright.sync_api import expect

from tests.browser.conftest import LIVE, assert_no_axe_violations
from tests.browser.pages import start_table


def test_the_board_follows_the_game_read_only_and_aloud(live_server, phone):
    ana = phone()
    ana.goto(f"{live_server}/tables/new?game=rainbow7-explorers")
    for seat, name in enumerate(("Ana", "Ben", "Chloé")):
        ana.fill(f"#name-{seat}", name)
    ana.locator("main form button.big").click()
    ana.wait_for_url(re.compile(r".*/t/[\w-]+$"))
    board = phone()
    board.set_viewport_size({"width": 1024, "height": 768})
    ana.get_by_role("link", name="Board for a tablet or TV in the middle of the table").click()
    ana.wait_for_url(re.compile(r".*/board$"))
    board.goto(ana.url)
    ana.go_back()
    expect(board.locator("main form[method=post]")).to_have_count(0)  # read-only: it asks (GET), never records
    ana.select_option("#start-player", "Ben")
    ana.click("#start-submit")
    ana.get_by_role("radio", name="REVERSE: play turns around").check()
    ana.get_by_role("button", name="Record Ben's turn").click()
    expect(board.locator("#announcer")).to_contain_text("Ben played; last card: REVERSE", timeout=LIVE)
    expect(board.locator("#board-state .status-line")).to_have_text("It is Ana's turn.")
    expect(board.locator("#board-state")).to_contain_text("Play goes counterclockwise (to the right)")
    expect(board.locator(".board-last")).to_contain_text("Ben played; last card: REVERSE: play turns around.")
    assert float(board.locator(".status-line").evaluate("e => parseFloat(getComputedStyle(e).fontSize)")) >= 36
    expect(board.locator("main [aria-live='polite']")).to_have_count(1)
    assert_no_axe_violations(board)
    board.screenshot(path="/tmp/board-explorers.png")


def test_the_board_of_a_field_game_shows_no_private_score(live_server, phone):
    page = phone()
    page.goto(f"{live_server}/tables/new?game=rainbow-field")
    for seat, name in enumerate(("Ana", "Ben")):
        page.fill(f"#name-{seat}", name)
    page.check("#first-0")
    page.locator("main form button.big").click()
    page.wait_for_url(re.compile(r".*/t/[\w-]+$"))
    table = page.url
    page.fill("#cards-input", "2 9 4 4")
    page.click("#cards-submit")
    expect(page.locator("#announcer")).to_contain_text("Field of round 1")
    page.goto(table + "/board")
    expect(page.locator("#board-state")).to_contain_text("Round 1: Ana's turn.")
    expect(page.locator("#board-state")).not_to_contain_text("Score")
    expect(page.get_by_role("link", name="My seat: my cards and total")).to_have_count(0)


def test_the_boards_of_rain_and_snake_show_the_scores_and_follow_the_game(live_server, phone):
    ana = phone()
    rain = start_table(ana, live_server, "rainbow7-rain", ("Ana", "Ben", "Chloé"))
    board = phone()
    board.goto(rain + "/board")
    ana.select_option("#seven-player", "Ana")
    ana.check("#seven-color-red")
    ana.select_option("#seven-target", "Ben")
    ana.click("#seven-submit")
    expect(board.locator("#announcer")).to_contain_text("Ana plays the red 7: Ben takes 1 rain token.", timeout=LIVE)
    expect(board.get_by_role("row", name=re.compile(r"^Ben\s+1\b"))).to_be_visible()
    expect(board.locator("#board-state .status-line")).to_have_text("Round 1: Ana starts.")
    ana = phone()  # a new phone: this one would remember Chloé as a third name
    snake = start_table(ana, live_server, "rainbow-snake", ("Ana", "Ben"))
    board.goto(snake + "/board")
    ana.get_by_role("button", name="Ana placed a card, no snake").click()
    ana.fill("#snake-length", "3")
    ana.click("#snake-submit")
    expect(board.get_by_role("row", name=re.compile(r"^Ben\s+3\s+3$"))).to_be_visible(timeout=LIVE)
    expect(board.locator("#board-state .status-line")).to_have_text("It is Ana's turn.")
    expect(board.locator("main form[method=post]")).to_have_count(0)
    assert_no_axe_violations(board)
