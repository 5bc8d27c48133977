"""A whole snake game (rainbow-snake) played from two phones in Chromium."""

import re

from playwright.sync_api import expect

from tests.browser.conftest import LIVE, assert_no_axe_violations
from tests.browser.pages import tab_to

GAME = "rainbow-snake"


def seen_by(page, status, announced):
    """``page`` (the other phone) shows ``status`` and its live region announces ``announced`` (at its next poll)."""
    expect(page.locator("#table-state .status-line")).to_have_text(status, timeout=LIVE)
    expect(page.locator("#announcer")).to_contain_text(announced, timeout=LIVE)


def test_a_whole_game_from_two_phones_keyboard_only_on_the_form(phone, live_server):
    ana, ben = phone(), phone()
    ana.goto(f"{live_server}/tables/new?game={GAME}")
    assert_no_axe_violations(ana)
    ana.screenshot(path="/tmp/snake-new-table.png", full_page=True)

    # The new-table form with the keyboard only: names, Ben (the youngest) starts, 6 cards.
    tab_to(ana, "name-0")
    ana.keyboard.type("Ana")
    tab_to(ana, "name-1")
    ana.keyboard.type("Ben")
    tab_to(ana, "first-0")  # the "starts" radios are one group: arrows move the choice
    ana.keyboard.press("ArrowDown")
    expect(ana.locator("#first-1")).to_be_checked()
    tab_to(ana, "snake-cards")
    ana.keyboard.press("Control+A")
    ana.keyboard.type("6")
    ana.keyboard.press("Enter")
    ana.wait_for_url(re.compile(r"/t/[\w-]+$"))
    ben.goto(ana.url)
    expect(ben.locator("#table-state .status-line")).to_have_text("It is Ben's turn.")
    expect(ben.locator("#table-state")).to_contain_text("5 cards left to draw. 1 card lies in the middle.")
    expect(ben.locator("#snake-actions")).to_contain_text("No snake can be taken yet")

    # Turn 1, Ben's phone: one tap.
    ben.get_by_role("button", name="Ben placed a card, no snake").click()
    seen_by(ana, "It is Ana's turn.", "Ben drew and placed a card. 4 cards left to draw.")
    # Turn 2, Ana's phone, keyboard only.
    tab_to(ana, "turn-submit")
    ana.keyboard.press("Enter")
    seen_by(ben, "It is Ben's turn.", "Ana drew and placed a card. 3 cards left to draw.")
    # Turn 3: Ben takes a snake of 4; first a snake too long is refused with nothing recorded.
    expect(ben.get_by_label("Cards in the snake (3 to 4)")).to_be_visible()
    ben.get_by_label("Cards in the snake (3 to 4)").fill("5")
    ben.get_by_role("button", name="Ben took this snake").click()
    expect(ben.locator("#form-message")).to_contain_text("Ben cannot take a snake of 5 cards: only 4 cards lie in the middle")
    ben.screenshot(path="/tmp/snake-refused.png", full_page=True)
    ben.get_by_label("Cards in the snake (3 to 4)").fill("4")
    ben.get_by_role("button", name="Ben took this snake").click()
    seen_by(ana, "It is Ana's turn.", "Ben placed a card and took a snake of 4 cards: 4 cards taken in all.")
    expect(ana.get_by_role("row", name=re.compile("^Ben"))).to_have_text(re.compile(r"Ben\s*4\s*4"))
    assert ana.evaluate("document.documentElement.scrollWidth") <= 390, "the screen scrolls sideways"
    ana.screenshot(path="/tmp/snake-turn.png", full_page=True)
    assert_no_axe_violations(ana)

    # The accessibility tree of Ana's table screen.
    snapshot = ana.locator("main").aria_snapshot()
    for line in ['heading "Rainbow snake (Regenbogenschlange)" [level=1]', 'region "The table now"',
                 'table "Cards and longest snake per player"', 'columnheader "Longest snake"',
                 'heading "Ana\'s turn" [level=3]', 'button "Ana placed a card, no snake"',
                 'row "Ben 4 4"', 'rowheader "Ana plays now"']:
        assert line in snapshot, f"{line!r} not in\n{snapshot}"
    expect(ana.locator("#announcer")).to_contain_text("took a snake of 4 cards")

    # Turn 4: Ana; a mistaken tap is undone from Ben's phone and redone.
    ana.get_by_role("button", name="Ana placed a card, no snake").click()
    seen_by(ben, "It is Ben's turn.", "Ana drew and placed a card. 1 card left to draw.")
    ben.get_by_role("button", name="Undo the last action").click()
    seen_by(ana, "It is Ana's turn.", "Undone: Ana drew and placed a card.")
    ana.get_by_role("button", name="Redo").click()
    seen_by(ben, "It is Ben's turn.", "Redone: Ana drew and placed a card.")

    # Turn 5, the last card: Ben takes nothing; Ben wins with 4 cards.
    ben.get_by_role("button", name="Ben placed a card, no snake").click()
    seen_by(ana, "Game over: the last card has been drawn.", "That was the last card: game over. Winner: Ben.")
    expect(ana.locator(".winners")).to_contain_text("Winner: Ben.")
    expect(ana.locator("#snake-actions")).to_have_text("The game is over. Undo the last action if it was a mistake.")
    assert_no_axe_violations(ana)
    ana.screenshot(path="/tmp/snake-over.png", full_page=True)


def test_equal_cards_and_snakes_share_the_win_in_german(phone, live_server):
    page = phone(locale="de-DE")
    page.goto(f"{live_server}/tables/new?game={GAME}")
    page.fill("#name-0", "Anna")
    page.fill("#name-1", "Bernd")
    page.fill("#snake-cards", "9")
    page.locator("main form button.big").click()
    page.wait_for_url(re.compile(r"/t/[\w-]+$"))
    plays = [None, None, 3, None, None, 3, None, None]  # Anna and Bernd each take one snake of 3
    for number, snake in enumerate(plays):
        player = ["Anna", "Bernd"][number % 2]
        if snake:
            page.locator("#snake-length").fill(str(snake))
            page.locator("#snake-submit").click()
        else:
            page.get_by_role("button", name=f"{player} hat eine Karte gelegt, keine Schlange").click()
        expect(page.locator("#table-version")).to_have_attribute("data-version", str(number + 1))
    expect(page.locator(".winners")).to_contain_text(
        "Gewonnen haben Anna und Bernd. Anna und Bernd haben je 3 Karten und gleich lange Schlangen (Anna: 3 Karten und "
        "Bernd: 3 Karten): Der Sieg wird geteilt.")
    expect(page.get_by_role("columnheader", name="Längste Schlange")).to_be_visible()
    assert_no_axe_violations(page)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390, "the screen scrolls sideways"
    page.screenshot(path="/tmp/snake-de.png", full_page=True)
