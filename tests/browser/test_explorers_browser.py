"""A whole explorers' game (rainbow7-explorers) played from two phones in Chromium."""

import re

import pytest

from playwright.sync_api import expect

from tests.browser.conftest import LIVE, assert_no_axe_violations
from tests.browser.pages import start_table, tab_to

GAME = "rainbow7-explorers"


def open_table(page, live_server, names):
    """Fill the new-table form on ``page`` and start the table; return the table's URL."""
    return start_table(page, live_server, GAME, names)


def seen_by(page, status, announced):
    """``page`` (the other phone) shows ``status`` and its live region announces ``announced`` (at its next poll)."""
    expect(page.locator("#table-state .status-line")).to_have_text(status, timeout=LIVE)
    expect(page.locator("#announcer")).to_contain_text(announced, timeout=LIVE)


def record_turn(page, function_label, button):
    """Tap the function of the last card put down, then one of the turn buttons."""
    page.get_by_role("radio", name=function_label).check()
    page.get_by_role("button", name=button).click()


def test_a_whole_game_from_two_phones(phone, live_server):
    ana, ben = phone(), phone()
    form_page = f"{live_server}/tables/new?game={GAME}"
    ana.goto(form_page)
    assert_no_axe_violations(ana)
    ana.screenshot(path="/tmp/explorers-new-table.png", full_page=True)
    table = open_table(ana, live_server, ["Ana", "Ben", "Chloé"])
    ben.goto(table)
    expect(ben.locator("#table-state .status-line")).to_have_text(
        "Who plays first? Turn over the hidden cards, or choose the first player.")
    assert_no_axe_violations(ben)
    ben.screenshot(path="/tmp/explorers-reveal.png", full_page=True)

    # The hidden cards: colours named in words; Chloé's orange North beats Ben's orange West.
    for seat, (color, direction) in enumerate([("green", "South (S)"), ("orange", "West (W)"), ("orange", "North (N)")]):
        group = ana.get_by_role("group", name=f"Hidden card of {['Ana', 'Ben', 'Chloé'][seat]}")
        group.get_by_role("radio", name=color).check()
        group.get_by_role("radio", name=direction).check()
    ana.get_by_role("button", name="Find the first player").click()
    seen_by(ben, "It is Chloé's turn.", "Hidden cards turned over")
    expect(ben.locator("#table-state")).to_contain_text("Play goes clockwise (to the left): after Chloé comes Ana.")
    expect(ben.get_by_role("heading", name="Chloé's turn")).to_be_visible(timeout=LIVE)

    # Chloé: REVERSE, recorded on Ben's phone; Ana's phone hears it.
    record_turn(ben, "REVERSE: play turns around", "Record Chloé's turn")
    seen_by(ana, "It is Ben's turn.", "Chloé played; last card: REVERSE: play turns around.")
    expect(ana.locator("#table-state")).to_contain_text("counterclockwise (to the right): after Ben comes Ana")

    # Ben calls "Raining!" with a JUMP: Ana is skipped.
    record_turn(ana, "JUMP: the next player is skipped", "Raining! (Ben)")
    seen_by(ben, "It is Chloé's turn.", "Ben calls “Raining!”")
    expect(ben.get_by_role("row", name=re.compile("^Ben")).get_by_role("cell")).to_have_text(
        "Yes, may complete the rainbow")

    # Chloé tries a Rainbow without calling raining: refused, explained, and the call is offered.
    ben.get_by_role("button", name="Chloé completes the rainbow").click()
    expect(ben.locator("#form-message")).to_contain_text('Chloé must call "raining" first')
    offer = ben.locator("#rainbow-refused")
    expect(offer).to_contain_text("record this turn with the call")
    ben.screenshot(path="/tmp/explorers-rainbow-refused.png", full_page=True)
    offer.get_by_role("combobox").select_option(label="No function card")
    offer.get_by_role("button", name="Record Chloé's turn with “Raining!”").click()
    seen_by(ana, "It is Ben's turn.", "Chloé calls “Raining!”")

    # Ben passes; Ana plays; Chloé ... then Ben completes the rainbow.
    ben.get_by_role("button", name="Ben passes").click()
    seen_by(ana, "It is Ana's turn.", "Ben passes.")
    record_turn(ana, "TAKE: take any card put down", "Record Ana's turn")
    seen_by(ben, "It is Chloé's turn.", "Ana played; last card: TAKE")
    record_turn(ben, "No function card", "Record Chloé's turn")
    seen_by(ana, "It is Ben's turn.", "Chloé played, with no function card.")
    ana.screenshot(path="/tmp/explorers-turn.png", full_page=True)
    ana.get_by_role("button", name="Ben completes the rainbow").click()
    seen_by(ben, "Game over: Ben completed the rainbow and won.", "Ben completes the rainbow and wins! Game over.")
    expect(ben.locator("#explorers-actions")).to_have_text("The game is over. Undo the last action if it was a mistake.")
    assert_no_axe_violations(ben)
    ben.screenshot(path="/tmp/explorers-over.png", full_page=True)

    # Undo from Ana's phone brings the forms back on Ben's.
    ana.get_by_role("button", name="Undo the last action").click()
    seen_by(ben, "It is Ben's turn.", "Undone: Ben completes the rainbow")
    expect(ben.get_by_role("button", name="Ben completes the rainbow")).to_be_visible(timeout=LIVE)


def test_new_table_form_asks_nobody_who_starts(phone, live_server):
    page = phone()
    page.goto(f"{live_server}/tables/new?game={GAME}")
    expect(page.locator("input[name=first]")).to_have_count(0)
    expect(page.get_by_text("starts", exact=False)).to_have_count(0)
    expect(page.locator("#names-hint")).to_have_text("Leave the extra lines empty.")
    expect(page.locator("#explorers-setup-note")).not_to_contain_text("not used")
    page.fill("#name-1", "Ben")  # the first line may stay empty: nobody is chosen to start here
    page.fill("#name-2", "Chloé")
    page.fill("#name-3", "Dan")
    page.locator("main form button.big").click()
    page.wait_for_url(re.compile(r"/t/[\w-]+$"))
    expect(page.locator("#table-state .status-line")).to_have_text(
        "Who plays first? Turn over the hidden cards, or choose the first player.")


def test_keyboard_only_focus_kept_and_accessibility_tree(phone, live_server):
    ana, ben = phone(), phone()
    table = open_table(ana, live_server, ["Ana", "Ben", "Chloé", "Dan"])
    ben.goto(table)

    # Keyboard only on Ana's phone: choose the first player, then record a turn.
    tab_to(ana, "start-player")
    ana.keyboard.press("ArrowDown")  # the first name after "Choose an explorer"
    tab_to(ana, "start-submit")
    ana.keyboard.press("Enter")
    seen_by(ben, "It is Ana's turn.", "The table chose Ana to play first.")
    expect(ana.locator("#turn-heading")).to_have_text("Ana's turn")
    expect(ana.locator("#turn-heading")).to_be_focused()  # on the turn form, not back at the top of the page
    ana.keyboard.press("Tab")
    expect(ana.locator("#turn-function-none")).to_be_focused()  # one Tab to the form's first choice
    ana.keyboard.press("ArrowDown")  # DROP
    ana.keyboard.press("ArrowDown")  # TAKE
    expect(ana.locator("#turn-function-take")).to_be_checked()
    tab_to(ana, "turn-submit")
    ana.keyboard.press("Enter")
    seen_by(ben, "It is Ben's turn.", "Ana played; last card: TAKE")

    # Ben's phone keeps its focus when Ana's phone records something.
    tab_to(ben, "turn-function-none")
    ben.keyboard.press("ArrowDown")
    ben_focus = ben.evaluate("document.activeElement.id")
    assert ben_focus == "turn-function-drop"
    ana.get_by_role("button", name="Ben passes").click()
    seen_by(ben, "It is Chloé's turn.", "Ben passes.")
    assert ben.evaluate("document.activeElement.id") == ben_focus

    # The accessibility tree of the table screen.
    main = ben.locator("main")
    snapshot = main.aria_snapshot()
    for line in ['heading "Rainbow 7 — the explorers" [level=1]', 'region "The table now"',
                 'heading "Chloé\'s turn" [level=3]', 'group "Function of the last card Chloé put down"',
                 'radio "No function card" [checked]', 'radio "REVERSE: play turns around"',
                 'button "Record Chloé\'s turn"', 'button "Chloé passes"', 'button "Raining! (Chloé)"',
                 'button "Chloé completes the rainbow"', 'rowheader "Chloé plays now"', 'rowheader "Dan plays next"']:
        assert line in snapshot, f"{line!r} not in\n{snapshot}"
    expect(ben.locator("#announcer")).to_contain_text("Ben passes.")
    expect(ben.get_by_role("group", name="Function of the last card Chloé put down")).to_be_visible()
    expect(ben.get_by_role("table", name="Explorers and their “raining” calls")).to_be_visible()
    assert_no_axe_violations(ben)


@pytest.mark.parametrize("locale, lang, status", [("ja-JP", "ja", "Benの番です。"), ("de-DE", "de", "Ben ist am Zug."),
                                                  ("fr-FR", "fr", "À Ben de jouer.")])
def test_table_screen_in_other_languages_fits_the_phone(phone, live_server, locale, lang, status):
    page = phone(locale=locale)
    open_table(page, live_server, ["Ana", "Ben", "Chloé", "Dan", "Émilie"])
    assert page.evaluate("document.documentElement.scrollWidth") <= 390, "the reveal form scrolls sideways"
    page.locator("#start-player").select_option("Ben")
    page.locator("#start-submit").click()
    expect(page.locator("#table-state .status-line")).to_have_text(status)
    page.locator("#turn-function-reverse").check()
    page.locator("#raining-submit").click()
    expect(page.locator("#table-version")).to_have_attribute("data-version", "2")
    expect(page.locator("html")).to_have_attribute("lang", lang)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390, "the table screen scrolls sideways"
    assert_no_axe_violations(page)
    page.screenshot(path=f"/tmp/explorers-{lang}.png", full_page=True)
