"""What a screen reader reads first: whose turn and the scores, before the menu; no empty live region read out
as "statusbar"; the "starts" radio buttons named after the players; an update never re-reads "The table now"."""

import re

from playwright.sync_api import expect

from tests.browser.conftest import LIVE
from tests.browser.pages import start_table

NAMES = ("Ann", "Zoë", "日本語", "Dan")


def test_whose_turn_and_the_scores_come_before_the_menu_which_is_shown_last_too(live_server, phone):
    page = phone()
    table = start_table(page, live_server, "rainbow7-rain", NAMES)
    for path in (table, f"{table}/board"):
        page.goto(path)
        tree = page.locator("body").aria_snapshot()
        turn, scores = tree.index("Round 1: Ann starts."), tree.index('table "Rain tokens per player"')
        menu = tree.index('navigation "Main menu"')
        assert tree.index('heading "Rainbow 7 — rain tokens" [level=1]') < turn < scores < menu, tree[:1500]
        menu_box, main_box = page.locator(".site-header").bounding_box(), page.locator("main").bounding_box()
        assert menu_box["y"] >= main_box["y"] + main_box["height"]  # seen where it is read and reached by Tab
        expect(page.get_by_role("contentinfo").get_by_role("navigation", name="Main menu")).to_be_visible()
    page.goto(f"{live_server}/rules")
    tree = page.locator("body").aria_snapshot()
    assert tree.index('navigation "Main menu"') < tree.index("heading")  # other pages keep the menu first


def test_undo_is_the_first_control_of_the_record_section_a_few_shift_tabs_from_a_form(live_server, phone):
    page = phone()
    table = start_table(page, live_server, "rainbow7-rain", NAMES)
    page.goto(table)
    page.focus("#seven-submit")
    presses = 0
    while page.evaluate("document.activeElement.id") != "undo-button":
        page.keyboard.press("Shift+Tab")
        presses += 1
        assert presses <= 6, page.evaluate("document.activeElement.outerHTML")
    section = page.get_by_role("region", name="Record what happened")
    expect(section.get_by_role("button").first).to_have_text("Undo the last action")


def test_empty_live_regions_have_no_role_to_read_out_and_still_speak(live_server, phone):
    ann, zoe = phone(), phone()
    table = start_table(ann, live_server, "rainbow7-rain", NAMES)
    zoe.goto(table)
    expect(zoe.get_by_role("status")).to_have_count(0)  # an empty status is read as "statusbar"
    expect(zoe.get_by_role("alert")).to_have_count(0)  # an empty alert as "notification"
    expect(zoe.locator("#announcer")).to_have_attribute("aria-live", "polite")
    expect(zoe.locator("#form-message")).to_have_attribute("aria-live", "assertive")
    ann.select_option("#perfect-player", "Ann")
    ann.click("#perfect-submit")
    expect(zoe.locator("#announcer")).to_contain_text("Ann makes a Perfect", timeout=LIVE)
    zoe.click("#perfect-submit")  # nobody chosen: refused, said at once
    expect(zoe.locator("#form-message")).to_have_text("Choose who made a Perfect.")


def test_the_starts_radio_buttons_say_the_names_typed_above_them(live_server, phone):
    page = phone()
    page.goto(f"{live_server}/tables/new?game=rainbow7-rain")
    expect(page.get_by_role("radio", name="Player 2 starts")).to_be_visible()
    page.focus("#name-0")
    page.keyboard.type("Ann")
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")  # past Ann's radio button to the second name
    page.keyboard.type("Zoë")
    expect(page.get_by_role("radio", name="Ann starts")).to_be_visible()
    expect(page.get_by_role("radio", name="Zoë starts")).to_be_visible()
    page.fill("#name-1", "")
    page.dispatch_event("#name-1", "input")
    expect(page.get_by_role("radio", name="Player 2 starts")).to_be_visible()
    page.fill("#name-1", "Zoë")
    page.dispatch_event("#name-1", "input")
    page.check("#first-1")
    page.locator("main form button.big").click()
    page.wait_for_url(re.compile(r".*/t/[\w-]+$"))
    expect(page.locator("#table-state .status-line")).to_have_text("Round 1: Zoë starts.")
    page.goto(f"{live_server}/tables/new?game=rainbow7-rain")  # the names this phone remembers, named at once
    expect(page.get_by_role("radio", name="Zoë starts")).to_be_visible()


def test_an_update_swaps_what_is_under_the_table_now_not_its_heading(live_server, phone):
    ann, board = phone(), phone()
    table = start_table(ann, live_server, "rainbow-snake", ("Ann", "Zoë"))
    board.goto(f"{table}/board")
    ann.goto(table)
    for page in (ann, board):
        page.evaluate("document.querySelector('h2').dataset.before = 'yes'")  # "The table now": the first h2
    ann.click("#turn-submit")
    for page in (ann, board):
        expect(page.locator("main")).to_contain_text("It is Zoë's turn.", timeout=LIVE)
        expect(page.get_by_role("heading", name="The table now")).to_have_attribute("data-before", "yes")
