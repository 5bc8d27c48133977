"""Two phones at one rain-token table, in Chromium: live updates, announcements, keyboard, axe."""

import re

from playwright.sync_api import expect

from tests.browser.conftest import LIVE, assert_no_axe_violations
from tests.browser.pages import start_table as start_any_table


def start_table(page, base, names=("Ana", "Ben", "Chloé"), first=1):
    """A rain-token table, Ben starting unless told otherwise."""
    return start_any_table(page, base, "rainbow7-rain", names, first)


def test_second_phone_sees_each_change_and_hears_it(live_server, phone):
    ana = phone()
    url = start_table(ana, live_server)
    ben = phone()
    ben.goto(url)
    ana.select_option("#seven-player", "Ana")
    ana.check("#seven-color-red")
    ana.select_option("#seven-target", "Ben")
    ana.click("#seven-submit")
    expect(ben.locator("#announcer")).to_contain_text("Ana plays the red 7: Ben takes 1 rain token.", timeout=LIVE)
    expect(ben.get_by_role("row", name=re.compile("Ben"))).to_contain_text("1")
    # the same action twice: the same words again, and nothing else
    first_text = ben.locator("#announcer").inner_text()
    ana.select_option("#seven-player", "Ana")
    ana.check("#seven-color-red")
    ana.select_option("#seven-target", "Ben")
    ana.click("#seven-submit")
    expect(ben.get_by_role("row", name=re.compile(r"^Ben\s+2\b"))).to_be_visible(timeout=LIVE)
    second_text = ben.locator("#announcer").inner_text()
    assert second_text.replace("\u200b", "") == first_text.replace("\u200b", "")  # the same words...
    assert second_text != first_text  # ...made different by an unspoken mark, so a screen reader reads them again
    # Ben undoes from his phone; Ana hears it
    ben.click("#undo-button")
    expect(ana.locator("#announcer")).to_contain_text("Undone: Ana plays the red 7", timeout=LIVE)


def test_update_never_steals_focus_or_scrolls(live_server, phone):
    ana = phone()
    url = start_table(ana, live_server)
    ben = phone()
    ben.goto(url)
    ben.locator("#rainbow-hand-1").scroll_into_view_if_needed()
    ben.fill("#rainbow-hand-1", "4")
    ben.focus("#rainbow-hand-1")
    where_on_screen = "document.getElementById('rainbow-hand-1').getBoundingClientRect().top"
    top_before = ben.evaluate(where_on_screen)
    ana.select_option("#perfect-player", "Chloé")
    ana.click("#perfect-submit")
    expect(ben.locator("#announcer")).to_contain_text("Chloé makes a Perfect", timeout=LIVE)
    assert ben.evaluate("document.activeElement.id") == "rainbow-hand-1"
    assert ben.input_value("#rainbow-hand-1") == "4"
    assert abs(ben.evaluate(where_on_screen) - top_before) < 2  # what Ben looks at stays put
    # the form now carries the new version, so Ben's Rainbow is accepted
    ben.select_option("#rainbow-player", "Ben")
    ben.fill("#rainbow-hand-0", "6")
    ben.fill("#rainbow-hand-2", "5")
    ben.click("#rainbow-submit")
    expect(ben.locator("#announcer")).to_contain_text("Ben calls Rainbow 4 and wins the round", timeout=LIVE)


def test_a_mistake_is_explained_and_keeps_the_form(live_server, phone):
    page = phone()
    start_table(page, live_server)
    page.select_option("#rainbow-player", "Ana")
    page.fill("#rainbow-hand-0", "9")
    page.fill("#rainbow-hand-1", "2")
    page.fill("#rainbow-hand-2", "3")
    page.click("#rainbow-submit")
    expect(page.locator("#form-message")).to_contain_text("a Rainbow needs 7 or less")
    assert page.input_value("#rainbow-hand-0") == "9"


def test_the_same_refusal_twice_is_a_new_alert_each_time(live_server, phone):
    """A screen reader says an alert whose text changes: the alert is emptied when the form is sent, then refilled."""
    page = phone()
    start_table(page, live_server)
    page.evaluate("""() => {
        window.alertTexts = [];
        const alert = document.getElementById('form-message');
        new MutationObserver(() => window.alertTexts.push(alert.textContent.trim()))
            .observe(alert, {childList: true, characterData: true, subtree: true});
    }""")
    page.check("#seven-color-orange")
    for sent in (1, 2):
        page.focus("#seven-submit")
        page.keyboard.press("Enter")
        page.wait_for_function("n => window.alertTexts.filter(t => t === 'Choose who played the 7.').length === n",
                               arg=sent, timeout=LIVE)
    texts = [text for i, text in enumerate(page.evaluate("window.alertTexts"))
             if i == 0 or text != page.evaluate("window.alertTexts")[i - 1]]
    assert texts == ["Choose who played the 7.", "", "Choose who played the 7."]


def test_keyboard_only_from_home_to_a_recorded_perfect(live_server, phone):
    page = phone()
    page.goto(live_server)
    page.keyboard.press("Tab")
    expect(page.locator(":focus")).to_have_text("Skip to content")
    page.locator("#start-rainbow7-rain").focus()
    page.keyboard.press("Enter")
    page.wait_for_url(re.compile(r".*/tables/new.*"))
    page.focus("#name-0")
    page.keyboard.type("Ana")
    page.keyboard.press("Tab")
    page.keyboard.press("Space")  # "Player 1 starts"
    page.keyboard.press("Tab")
    page.keyboard.type("Ben")
    page.locator("button[type=submit]", has_text="Start the table").focus()
    page.keyboard.press("Enter")
    page.wait_for_url(re.compile(r".*/t/[\w-]+$"))
    expect(page.locator("#table-state")).to_contain_text("Round 1: Ana starts.")
    page.focus("#perfect-player")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")  # Ben
    page.focus("#perfect-submit")
    page.keyboard.press("Enter")
    expect(page.locator("#announcer")).to_contain_text("Ben makes a Perfect")
    page.focus("#where-button")
    page.keyboard.press("Enter")
    expect(page.locator("#announcer")).to_contain_text("Round 2, Ana starts. Rain tokens: Ana 1 and Ben 0.")


def test_no_axe_violations_on_any_screen(live_server, phone):
    page = phone()
    for path in ("/", "/tables/new?game=rainbow7-rain", "/tables/import", "/nowhere"):
        page.goto(live_server + path)
        assert_no_axe_violations(page)
    url = start_table(page, live_server)
    assert_no_axe_violations(page)
    page.select_option("#rainbow-player", "Ana")
    page.click("#rainbow-submit")  # an error shown
    page.fill("#rainbow-hand-0", "1")
    assert_no_axe_violations(page)
    page.goto(url + "/history")
    assert_no_axe_violations(page)
    for lang in ("fr", "ja", "de"):
        page.goto(f"{url}?lang={lang}")
        assert_no_axe_violations(page)


def test_accessibility_tree_of_the_table_screen(live_server, phone):
    page = phone()
    start_table(page, live_server)
    main = page.locator("main")
    snapshot = main.aria_snapshot()
    assert 'heading "Rainbow 7 — rain tokens" [level=1]' in snapshot
    assert 'heading "The table now" [level=2]' in snapshot
    assert 'heading "Record what happened" [level=2]' in snapshot
    expect(page.locator("main [aria-live='polite']")).to_have_count(1)
    expect(page.get_by_role("table", name="Rain tokens per player")).to_be_visible()
    expect(page.get_by_role("row", name=re.compile(r"Chloé\s+0"))).to_be_visible()
    expect(page.get_by_role("combobox", name="Who played the 7?")).to_be_visible()
    expect(page.get_by_role("group", name="Colour of the 7")).to_be_visible()
    for colour in ("red", "orange", "yellow", "green", "light blue", "dark blue", "violet"):
        expect(page.get_by_role("radio", name=colour, exact=True)).to_have_count(1)
    expect(page.get_by_role("group", name=re.compile("hand total")).get_by_role("textbox", name="Hand total of Ben")).to_be_visible()
    for name in ("Record the 7", "Record the Rainbow", "Record the Perfect", "Undo the last action", "Redo", "Where are we?"):
        expect(page.get_by_role("button", name=name)).to_be_visible()
    expect(page.get_by_role("img", name="QR code of the link to this table")).to_be_visible()


def test_touch_targets_are_at_least_44px(live_server, phone):
    """Radio buttons and checkboxes count by their label, which is the whole tap target."""
    page = phone()
    start_table(page, live_server)
    small = page.evaluate("""() => [...document.querySelectorAll('main button, main select, main input:not([type=hidden]):not([type=radio]):not([type=checkbox]), main summary, label.choice')]
        .filter(e => e.offsetParent !== null)
        .map(e => [e.id || e.textContent.trim(), e.getBoundingClientRect().height])
        .filter(([, h]) => h < 44)""")
    assert small == []


def test_first_load_of_a_table_is_under_60_kb(live_server, phone):
    page = phone()
    url = start_table(page, live_server)
    fresh = phone()
    fresh.goto(url)
    fresh.wait_for_load_state("networkidle")
    transferred = fresh.evaluate("""() => performance.getEntriesByType('navigation')[0].transferSize +
        performance.getEntriesByType('resource').reduce((sum, r) => sum + r.transferSize, 0)""")
    assert 0 < transferred < 60_000, transferred


def ana_wins_rounds(ana, rounds):
    """Ana calls Rainbow 0 against Ben's 5, ``rounds`` times, waiting for each to be recorded."""
    for _ in range(rounds):
        version = ana.locator("#table-version").get_attribute("data-version")
        ana.select_option("#rainbow-player", "Ana")
        ana.fill("#rainbow-hand-0", "0")
        ana.fill("#rainbow-hand-1", "5")
        ana.click("#rainbow-submit")
        expect(ana.locator("#table-version")).not_to_have_attribute("data-version", version)


def test_undo_of_the_last_round_brings_the_forms_back_on_a_page_opened_after_the_end(live_server, phone):
    ana = phone()
    url = start_table(ana, live_server, names=("Ana", "Ben"), first=0)
    ana_wins_rounds(ana, 4)
    ben = phone()
    ben.goto(url)
    expect(ben.locator("#table-state")).to_contain_text("Game over after round 4.")
    expect(ben.locator("#rainbow-submit")).to_have_count(0)
    ben.evaluate("window.notReloaded = true")
    ana.click("#undo-button")
    expect(ben.locator("#rainbow-submit")).to_be_visible(timeout=LIVE)
    assert ben.evaluate("window.notReloaded") is True  # swapped in, not a page reload


def test_other_phones_lose_the_forms_when_the_game_ends_and_get_them_back_on_undo(live_server, phone):
    ana = phone()
    url = start_table(ana, live_server, names=("Ana", "Ben"), first=0)
    ben = phone()
    ben.goto(url)
    ben.evaluate("window.notReloaded = true")
    ana_wins_rounds(ana, 4)
    expect(ben.locator("#announcer")).to_contain_text("Game over. Winner: Ana.", timeout=LIVE)
    expect(ben.locator("#rainbow-submit")).to_have_count(0)
    expect(ben.locator("#rain-actions")).to_have_text("The game is over. Undo the last action if it was a mistake.")
    ana.click("#undo-button")
    expect(ben.locator("#rainbow-submit")).to_be_visible(timeout=LIVE)
    expect(ben.locator("#announcer")).to_contain_text("Undone: Ana calls Rainbow 0. Round 4: Ben starts.")
    assert ben.evaluate("window.notReloaded") is True


def test_the_rain_token_menu_follows_the_player_and_refusals_say_how_to_fix(live_server, phone):
    page = phone()
    start_table(page, live_server)
    page.select_option("#seven-player", "Ana")
    expect(page.locator("#seven-target option[value='Ana']")).to_be_disabled()
    expect(page.locator("#seven-target option[value='Ben']")).to_be_enabled()
    page.select_option("#seven-target", "Ben")
    page.select_option("#seven-player", "Ben")  # the target cannot stay the player who played the 7
    expect(page.locator("#seven-target")).to_have_value("")
    expect(page.locator("#seven-target option[value='Ana']")).to_be_enabled()
    # a targeted 7 refused (no player chosen): the target menu keeps its value
    page.select_option("#seven-player", "")
    page.check("#seven-color-red")
    page.select_option("#seven-target", "Chloé")
    page.click("#seven-submit")
    expect(page.locator("#form-message")).to_have_text("Choose who played the 7.")
    expect(page.locator("#seven-target")).to_have_value("Chloé")
    # then a violet 7 with that target: refused, saying what to do
    page.select_option("#seven-player", "Ana")
    page.check("#seven-color-violet")
    page.click("#seven-submit")
    expect(page.locator("#form-message")).to_have_text(
        "The violet 7 gives no rain token to anyone: choose “Nobody (other colours)” under "
        "“Who takes the rain token?”, then record it again.")
    page.check("#seven-color-orange")
    page.select_option("#seven-target", "")
    page.check("#seven-color-yellow")
    page.click("#seven-submit")
    # (the page shows it with a capital: .message::first-letter)
    expect(page.locator("#form-message")).to_have_text("The yellow 7 needs a target: the player who takes a rain token.")
    page.check("#seven-color-orange")
    page.select_option("#seven-target", "Ben")
    page.click("#seven-submit")
    expect(page.locator("#form-message")).to_contain_text("The orange 7 gives no rain token")  # "The", never "A orange"


def test_no_console_errors_or_blocked_scripts_and_styles(live_server, phone):
    """The Content-Security-Policy allows no inline script or style: nothing may be blocked."""
    page = phone()
    problems = []
    page.on("console", lambda message: problems.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: problems.append(str(error)))
    start_table(page, live_server)
    page.select_option("#perfect-player", "Ana")
    page.click("#perfect-submit")
    expect(page.locator("#announcer")).to_contain_text("Ana makes a Perfect")
    page.click("#where-button")
    expect(page.locator("#announcer")).to_contain_text("Round 2")
    expect(page.locator("html")).to_have_attribute("data-live-mode", "push")  # the stream's script and events ran
    with page.expect_response(lambda response: "/state?v=" in response.url, timeout=LIVE):
        page.evaluate("htmx.trigger('#table-state', 'companion:poll')")  # what live.js's clock sends
    assert problems == []
