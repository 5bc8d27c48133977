"""Forms in Chromium: a form swapped in by htmx is sent whole whenever the player sends it, and
Enter in any form does what the form's main button says."""

import re

from playwright.sync_api import expect

from tests.browser.pages import hold_htmx_wiring, start_table

FOUR = ("Ana", "Ben", "Chloé", "Dan")


def test_a_swapped_field_form_submitted_by_enter_before_htmx_wires_it_is_recorded(live_server, phone):
    page = phone()
    start_table(page, live_server, "rainbow-field", FOUR)
    hold_htmx_wiring(page)
    page.fill("#cards-input", "3 8 1 5")
    page.click("#cards-submit")
    expect(page.get_by_role("heading", name="Ana's play")).to_be_visible()  # swapped in, not wired
    page.fill("#cards-input", "4 4")
    page.press("#cards-input", "Enter")  # a plain POST, then the table page again
    expect(page.locator("#table-state .status-line")).to_have_text("Round 1: Ben's turn.")
    expect(page.get_by_role("list", name="Played this round")).to_have_text("Ana: 4 4 (a set)")
    expect(page.locator("main")).not_to_contain_text("expired")


def test_a_form_sent_the_instant_after_its_swap_goes_through_htmx(live_server, phone):
    """No timing window: the swapped form is wired before the browser handles the next key press."""
    page = phone()
    start_table(page, live_server, "rainbow-field", FOUR)
    page.evaluate("""() => document.addEventListener('htmx:afterSwap', () => queueMicrotask(() => {
        const input = document.getElementById('cards-input');
        if (input.value === '' && !window.sentAtOnce) {
            window.sentAtOnce = true;
            input.value = '4 4';
            input.form.requestSubmit();
        }
    }))""")
    page.fill("#cards-input", "3 8 1 5")
    page.click("#cards-submit")
    expect(page.locator("#announcer")).to_contain_text("Ana plays 4 4 (a set). Next: Ben.")
    assert page.evaluate("window.sentAtOnce") is True  # the same page: htmx sent it, no reload


def test_enter_in_cards_in_the_snake_takes_the_snake(live_server, phone):
    page = phone()
    start_table(page, live_server, "rainbow-snake", ("Ana", "Ben"))
    page.get_by_role("button", name="Ana placed a card, no snake").click()
    expect(page.get_by_label("Cards in the snake (exactly 3)")).to_be_visible()  # never "(3 to 3)"
    page.locator("#snake-length").fill("3")  # Ben's turn: 3 cards will lie in the middle
    page.locator("#snake-length").press("Enter")
    expect(page.locator("#announcer")).to_contain_text("Ben placed a card and took a snake of 3 cards: 3 cards taken in all.")
    expect(page.get_by_role("row", name=re.compile("^Ben"))).to_have_text(re.compile(r"Ben\s*3\s*3"))


def test_enter_in_a_swapped_snake_form_before_htmx_wires_it_takes_the_snake(live_server, phone):
    page = phone()
    start_table(page, live_server, "rainbow-snake", ("Ana", "Ben"))
    hold_htmx_wiring(page)
    page.get_by_role("button", name="Ana placed a card, no snake").click()
    page.locator("#snake-length").fill("3")  # Ben's snake form, swapped in, not wired
    page.locator("#snake-length").press("Enter")  # a plain POST, then the table page
    expect(page.get_by_role("row", name=re.compile("^Ben"))).to_have_text(re.compile(r"Ben\s*3\s*3"))
    expect(page.locator("#table-version")).to_have_attribute("data-version", "2")


def test_enter_on_an_explorers_function_records_the_turn(live_server, phone):
    """The turn form has three buttons; Enter is its main one, "Record Ana's turn", not a pass or a call."""
    page = phone()
    start_table(page, live_server, "rainbow7-explorers", ("Ana", "Ben", "Chloé"))
    page.select_option("#start-player", "Ana")
    page.click("#start-submit")
    page.get_by_role("radio", name="TAKE: take any card put down").check()
    page.get_by_role("radio", name="TAKE: take any card put down").press("Enter")
    expect(page.locator("#announcer")).to_contain_text("Ana played; last card: TAKE")
    expect(page.locator("#table-state .status-line")).to_have_text("It is Ben's turn.")



def test_a_choice_made_while_the_last_answer_is_on_its_way_is_kept(live_server, phone):
    """A sent form is emptied for the next action when its answer comes, unless the player already began it."""
    page = phone()
    start_table(page, live_server, "rainbow7-rain", ("Ana", "Ben", "Chloé"), first=1)
    held = []
    page.route(re.compile(r"/events$"), lambda route: held.append(route))  # held until the next choices are made
    page.select_option("#seven-player", "Ana")
    page.check("#seven-color-red")
    page.select_option("#seven-target", "Ben")
    with page.expect_request(re.compile(r"/events$")):
        page.click("#seven-submit")
    page.select_option("#seven-player", "Ben")
    page.check("#seven-color-yellow")
    page.select_option("#seven-target", "Chloé")
    assert len(held) == 1  # (the driver's messages come in order: the request was routed before these choices)
    held[0].continue_()
    expect(page.locator("#table-version")).to_have_attribute("data-version", "1")
    expect(page.locator("#announcer")).to_have_text("Ana plays the red 7: Ben takes 1 rain token.")
    expect(page.locator("#seven-player")).to_have_value("Ben")
    expect(page.locator("#seven-color-yellow")).to_be_checked()
    expect(page.locator("#seven-target")).to_have_value("Chloé")
    page.unroute(re.compile(r"/events$"))
    page.click("#seven-submit")  # and they are sent as chosen
    expect(page.locator("#announcer")).to_have_text("Ben plays the yellow 7: Chloé takes 1 rain token.")
