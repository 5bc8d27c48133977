"""The focus through another phone's update: the same control or its replacement, a changed meaning said once,
and at game over nobody's focus drawn into the next-game form."""

from playwright.sync_api import expect

from tests.browser.conftest import LIVE
from tests.browser.pages import focused_id, start_table

NOW_ON = "You are now on:"


def focused_text(page):
    """The words of the focused element."""
    return page.evaluate("document.activeElement.textContent.trim()")


def explorers_at_anns_turn(phone, live_server):
    """Two phones at an explorers' table (Ann, Zoë, Dan) where Ann plays first."""
    ann, zoe = phone(), phone()
    table = start_table(ann, live_server, "rainbow7-explorers", ("Ann", "Zoë", "Dan"))
    ann.select_option("#start-player", "Ann")
    ann.click("#start-submit")
    zoe.goto(table)
    expect(zoe.locator("#turn-submit")).to_have_text("Record Ann's turn")
    return ann, zoe


def test_a_focused_button_that_changes_meaning_keeps_the_focus_and_says_its_new_words(live_server, phone):
    ann, zoe = explorers_at_anns_turn(phone, live_server)
    zoe.focus("#turn-submit")
    ann.click("#turn-submit")
    expect(zoe.locator("#announcer")).to_contain_text("Now it is Zoë's turn.", timeout=LIVE)
    expect(zoe.locator("#turn-submit")).to_be_focused()
    expect(zoe.locator("#announcer")).to_contain_text(f"{NOW_ON} Record Zoë's turn.")
    said = zoe.locator("#announcer").text_content()
    assert said.count(NOW_ON) == 1 and said.index("Now it is Zoë's turn.") < said.index(NOW_ON)
    expect(ann.locator("#announcer")).to_contain_text(f"{NOW_ON} Record Zoë's turn.")  # the phone that tapped too


def test_a_focused_link_without_an_id_is_found_again_and_tab_goes_on_from_there(live_server, phone):
    ann, zoe = explorers_at_anns_turn(phone, live_server)
    rule_link = zoe.locator("#explorers-actions").get_by_role("link", name="What do the function cards do?")
    rule_link.focus()
    ann.click("#turn-submit")
    expect(zoe.locator("#announcer")).to_contain_text("Now it is Zoë's turn.", timeout=LIVE)
    expect(rule_link).to_be_focused()
    expect(zoe.locator("#announcer")).not_to_contain_text(NOW_ON)  # the same words: nothing more to say
    zoe.keyboard.press("Tab")
    assert focused_id(zoe) == "turn-submit"  # not "Results of this game night", 26 Tabs away


def test_a_focused_control_that_is_gone_leaves_the_focus_on_the_heading_of_what_replaced_it(live_server, phone):
    ann, zoe = phone(), phone()
    table = start_table(ann, live_server, "rainbow7-explorers", ("Ann", "Zoë", "Dan"))
    zoe.goto(table)
    zoe.focus("#reveal-submit")  # the hidden cards' form goes once the first player is chosen
    ann.select_option("#start-player", "Dan")
    ann.click("#start-submit")
    expect(zoe.locator("#announcer")).to_contain_text("Dan", timeout=LIVE)
    expect(zoe.get_by_role("heading", name="Dan's turn")).to_be_focused()


def test_a_phone_whose_focus_is_elsewhere_keeps_it_and_hears_nothing_more(live_server, phone):
    ann, zoe = explorers_at_anns_turn(phone, live_server)
    zoe.focus("#undo-button")
    ann.click("#turn-submit")
    expect(zoe.locator("#announcer")).to_contain_text("Now it is Zoë's turn.", timeout=LIVE)
    expect(zoe.locator("#undo-button")).to_be_focused()
    expect(zoe.locator("#announcer")).not_to_contain_text(NOW_ON)


def test_the_snake_turn_button_keeps_the_focus_through_another_phones_turn(live_server, phone):
    ana, ben = phone(), phone()
    table = start_table(ana, live_server, "rainbow-snake", ("Ana", "Ben"))
    ben.goto(table)
    ben.focus("#turn-submit")
    ana.click("#turn-submit")
    expect(ben.locator("#announcer")).to_contain_text("Now it is Ben's turn.", timeout=LIVE)
    expect(ben.locator("#turn-submit")).to_be_focused()
    expect(ben.locator("#announcer")).to_contain_text(f"{NOW_ON} Ben placed a card, no snake.")


def nearly_over_rain_table(phone, live_server):
    """Two phones at a rain table where one more Perfect by Ana ends the game."""
    ana, ben = phone(), phone()
    table = start_table(ana, live_server, "rainbow7-rain", ("Ana", "Ben"))
    for round_number in range(2, 8):
        ana.select_option("#perfect-player", "Ana")
        ana.click("#perfect-submit")
        expect(ana.locator("#table-state")).to_contain_text(f"Round {round_number}:")
    ben.goto(table)
    return ana, ben


def test_game_over_moves_nobodys_focus_into_the_next_game_form(live_server, phone):
    ana, ben = nearly_over_rain_table(phone, live_server)
    ben.focus("#perfect-submit")
    ana.select_option("#perfect-player", "Ana")
    ana.focus("#perfect-submit")
    ana.keyboard.press("Enter")
    for page in (ana, ben):
        expect(page.locator("#announcer")).to_contain_text("Game over.", timeout=LIVE)
        expect(page.get_by_role("heading", name="Record what happened")).to_be_focused()
        expect(page.get_by_role("group", name="Who starts the next game")).to_be_visible()
        expect(page.locator("#next-game :focus")).to_have_count(0)
    for _ in range(9):  # the next-game form a few stops on (after Undo, Redo, Where are we? and the results), by the player
        ben.keyboard.press("Tab")
        if ben.evaluate("document.activeElement.id") == "next-first-rules":
            break
    expect(ben.get_by_role("radio", name="As the rules say: Ben")).to_be_focused()
