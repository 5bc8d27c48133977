"""'This phone is Ben': kept on the device, forms start on Ben, Ben hears (and feels) his turn coming."""

import re

from playwright.sync_api import expect

from tests.browser.conftest import LIVE
from tests.browser.pages import start_table

COUNT_VIBRATIONS = "navigator.vibrate = () => { window.vibrations = (window.vibrations || 0) + 1; return true; };"


def test_the_phone_of_ben_hears_and_feels_that_it_is_his_turn(live_server, phone):
    ana = phone()
    url = start_table(ana, live_server, "rainbow-snake", ("Ana", "Ben"))
    ben = phone()
    ben.context.add_init_script(COUNT_VIBRATIONS)
    ben.goto(url)
    ben.select_option("#this-phone-player", "Ben")
    ben.check("#this-phone-vibrate")
    ben.reload()  # kept on this device
    expect(ben.locator("#this-phone-player")).to_have_value("Ben")
    expect(ben.locator("#this-phone-vibrate")).to_be_checked()
    ana.get_by_role("button", name="Ana placed a card, no snake").click()
    expect(ben.locator("#announcer")).to_contain_text("Now it is Ben's turn. Your turn, Ben.", timeout=LIVE)
    assert ben.evaluate("window.vibrations") == 1
    ben.get_by_role("button", name="Ben placed a card, no snake").click()
    expect(ana.locator("#announcer")).to_contain_text("Now it is Ana's turn.", timeout=LIVE)
    expect(ana.locator("#announcer")).not_to_contain_text("Your turn")  # Ana's phone is nobody's
    expect(ana.locator("#this-phone-player")).to_have_value("")


def test_forms_start_on_the_phones_player_and_the_seat_is_one_tap_away(live_server, phone):
    page = phone()
    start_table(page, live_server, "rainbow7-rain", ("Ana", "Ben", "Chloé"))
    page.select_option("#this-phone-player", "Chloé")
    for menu in ("#seven-player", "#rainbow-player", "#perfect-player"):
        expect(page.locator(menu)).to_have_value("Chloé")
    page.click("#perfect-submit")
    expect(page.locator("#announcer")).to_contain_text("Chloé makes a Perfect")
    expect(page.locator("#perfect-player")).to_have_value("Chloé")  # again after the form was reset
    field = phone()
    start_table(field, live_server, "rainbow-field", ("Ana", "Ben"))
    expect(field.locator("#my-seat-button")).to_be_hidden()
    field.select_option("#this-phone-player", "Ben")
    field.get_by_role("button", name="Open my seat (Ben)").click()
    field.wait_for_url(re.compile(r".*/seat/[\w-]+$"))
    expect(field.get_by_role("heading", level=1)).to_have_text("Ben's seat")


def test_rain_the_phone_of_the_next_rounds_first_player_hears_its_turn(live_server, phone):
    """Rain logs no ordinary turn: it becomes Ben's turn when a round starts with him, even twice in a row."""
    ana = phone()
    url = start_table(ana, live_server, "rainbow7-rain", ("Ana", "Ben", "Chloé"))
    ben = phone()
    ben.goto(url)
    ben.select_option("#this-phone-player", "Ben")
    ana.select_option("#perfect-player", "Ana")  # the next round starts left of Ana: with Ben
    ana.click("#perfect-submit")
    expect(ben.locator("#announcer")).to_contain_text("Round 2: Ben starts. Your turn, Ben.", timeout=LIVE)
    ana.select_option("#perfect-player", "Ana")
    ana.click("#perfect-submit")
    expect(ben.locator("#announcer")).to_contain_text("Round 3: Ben starts. Your turn, Ben.", timeout=LIVE)


def test_the_rain_token_menu_never_offers_the_phones_player_who_played_the_7(live_server, phone):
    page = phone()
    start_table(page, live_server, "rainbow7-rain", ("Ana", "Ben", "Chloé"))
    page.select_option("#this-phone-player", "Chloé")
    expect(page.locator("#seven-target option[value='Chloé']")).to_be_disabled()
    page.check("#seven-color-red")
    page.select_option("#seven-target", "Ana")
    page.click("#seven-submit")
    expect(page.locator("#announcer")).to_contain_text("Chloé plays the red 7: Ana takes 1 rain token.")
    expect(page.locator("#seven-player")).to_have_value("Chloé")  # the form was reset, and starts on Chloé again
    expect(page.locator("#seven-target option[value='Chloé']")).to_be_disabled()
    expect(page.locator("#seven-target option[value='Ana']")).to_be_enabled()


def choose_by_keyboard(page, menu, arrows):
    """Focus ``menu`` and press Down ``arrows`` times, as a screen-reader user walks a closed menu."""
    page.focus(menu)
    for _ in range(arrows):
        page.keyboard.press("ArrowDown")


def test_arrowing_down_this_phone_is_leaves_every_menu_on_the_player_reached(live_server, phone):
    """Each arrow passes a player (a change each time): the menus follow to the last, never stay on the first."""
    page = phone()
    start_table(page, live_server, "rainbow7-rain", ("Ann", "Zoë", "日本語", "Dan"))
    choose_by_keyboard(page, "#this-phone-player", 4)
    expect(page.locator("#this-phone-player")).to_have_value("Dan")
    for menu in ("#seven-player", "#rainbow-player", "#perfect-player"):
        expect(page.locator(menu)).to_have_value("Dan")
    expect(page.locator("#seven-target option[value='Dan']")).to_be_disabled()
    expect(page.locator("#seven-target option[value='Ann']")).to_be_enabled()
    page.keyboard.press("ArrowUp")
    expect(page.locator("#seven-player")).to_have_value("日本語")
    page.keyboard.press("Home")  # back to "Shared by everyone": the menus ask again
    expect(page.locator("#this-phone-player")).to_have_value("")
    expect(page.locator("#seven-player")).to_have_value("")


def test_a_menu_the_player_chose_in_is_never_overwritten_by_this_phone_is(live_server, phone):
    page = phone()
    start_table(page, live_server, "rainbow7-rain", ("Ann", "Zoë", "日本語", "Dan"))
    choose_by_keyboard(page, "#this-phone-player", 1)
    expect(page.locator("#seven-player")).to_have_value("Ann")
    choose_by_keyboard(page, "#seven-player", 1)  # the 7 was Zoë's, whatever this phone is
    expect(page.locator("#seven-player")).to_have_value("Zoë")
    choose_by_keyboard(page, "#this-phone-player", 3)
    expect(page.locator("#this-phone-player")).to_have_value("Dan")
    expect(page.locator("#seven-player")).to_have_value("Zoë")
    expect(page.locator("#rainbow-player")).to_have_value("Dan")
    page.check("#seven-color-green")
    page.click("#seven-submit")
    expect(page.locator("#announcer")).to_contain_text("Zoë plays the green 7")
    expect(page.locator("#seven-player")).to_have_value("Dan")  # a new form starts on this phone's player again


def test_who_plays_first_follows_this_phone_is_in_the_explorers_game(live_server, phone):
    page = phone()
    start_table(page, live_server, "rainbow7-explorers", ("Ann", "Zoë", "日本語", "Dan"))
    choose_by_keyboard(page, "#this-phone-player", 3)
    expect(page.locator("#start-player")).to_have_value("日本語")
    page.click("#start-submit")
    expect(page.locator("#announcer")).to_contain_text("日本語")
