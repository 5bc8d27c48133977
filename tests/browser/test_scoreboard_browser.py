"""On a 390×844 phone the table screen starts with whose turn it is and the scores; the invite folds away."""

import pytest
from playwright.sync_api import expect

from tests.browser.pages import start_table

SCREEN = 844
# each game's most-used button, and the three players of its table
MOST_USED = {"rainbow7-rain": "seven-submit", "rainbow7-explorers": "turn-submit",
             "rainbow-field": "cards-submit", "rainbow-snake": "turn-submit"}
NAMES = ("Ana", "Ben", "Chloé")


def open_table(page, base, game):
    """A new table of ``game`` with three players (explorers: Ben is chosen to start)."""
    start_table(page, base, game, NAMES)
    if game == "rainbow7-explorers":
        page.select_option("#start-player", "Ben")
        page.click("#start-submit")
        expect(page.locator("#turn-submit")).to_be_visible()
        page.reload()
    return page.url


def top_in_page(page, selector):
    """Where the element starts, from the top of the page (not of the screen)."""
    return page.evaluate("s => document.querySelector(s).getBoundingClientRect().top + window.scrollY", selector)


@pytest.mark.parametrize("lang", ["en", "fr", "ja", "de"])
@pytest.mark.parametrize("game", list(MOST_USED))
def test_turn_and_scores_first_and_the_main_action_within_one_scroll(live_server, phone, game, lang):
    first = phone()
    url = open_table(first, live_server, game)
    second = phone()
    second.goto(f"{url}?lang={lang}")
    first.goto(f"{url}?lang={lang}")
    for page in (first, second):
        page.reload()
        state = page.locator("#table-state .status-line")
        assert top_in_page(page, "#table-state .status-line") < SCREEN / 2, "whose turn: near the top"
        scores = page.locator("#table-state table").first
        box = scores.bounding_box()
        assert box["y"] + box["height"] <= SCREEN, "the scores fit on the first screen"
        expect(state).to_be_visible()
        assert top_in_page(page, f"#{MOST_USED[game]}") < 2 * SCREEN, "the main action is one scroll away"
    page.screenshot(path=f"/tmp/scoreboard-{game}-{lang}.png")


def test_the_invite_folds_away_once_another_phone_joined_and_can_be_reopened(live_server, phone):
    first = phone()
    url = open_table(first, live_server, "rainbow7-rain")
    expect(first.locator("details.join")).to_have_attribute("open", "")  # alone at the table: invite the others
    second = phone()
    second.goto(url)
    expect(second.locator("details.join")).not_to_have_attribute("open", "")
    first.reload()
    expect(first.locator("details.join")).not_to_have_attribute("open", "")
    first.get_by_text("Invite the other phones").click()
    expect(first.get_by_role("img", name="QR code of the link to this table")).to_be_visible()
