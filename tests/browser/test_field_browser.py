"""Two phones at one Rainbow field-card table, in Chromium: whole games, live updates, seat views, keyboard, axe."""

import re

from playwright.sync_api import expect

from tests.browser.conftest import LIVE, assert_no_axe_violations
from tests.browser.pages import start_table as start_any_table

FOUR = ("Ana", "Ben", "Chloé", "Dan")
# (player, cards as typed, hand empty, what the other phone must hear)
FOUR_PLAYER_GAME = [
    ("Ana", "4", False, "Ana plays 4 (a single card). Next: Ben."),
    ("Ben", "6 6", False, "Ben plays 6 6 (a set). Next: Chloé."),
    ("Chloé", "7", False, "Chloé plays 7 (a single card). Next: Dan."),
    ("Dan", "2 2 2", False, "End of round 1. Pick order: Dan, Ben, Chloé, and Ana."),
    ("Dan", "5 3 4", False, "Dan plays 5 3 4 (a run). Next: Ana."),
    ("Ana", "1,2", False, "Ana plays 1 2 (a run). Next: Ben."),
    ("Ben", "10", True, "Ben is out: no cards left."),
    ("Chloé", "6 5", False, "End of round 2. Pick order: Dan, Chloé, Ana, and Ben."),
    ("Dan", "8", False, "Dan plays 8 (a single card). Next: Ana."),
    ("Ana", "7", True, "Ana is out: no cards left. Next: Chloé."),
    ("Chloé", "3 3", False, "Game over. Scores: Ana 12, Ben 9, Chloé 19, and Dan 21. Winner: Dan."),
]
TWO_PLAYER_GAME = [
    ("Ben", "5 5", False, "Ben plays 5 5 (a set). Next: Ana."),
    ("Ana", "1", False, "Ana plays 1 (a single card). Next: Ben."),
    ("Ben", "7", True, "Ben's hand is empty: the spare hand becomes the hand. Next: Ana."),
    ("Ana", "6 6 6", False, "End of round 1. Pick order: Ana, Ben, Ben, and Ana."),
    ("Ana", "2 3 4", False, "Ana plays 2 3 4 (a run). Next: Ben."),
    ("Ben", "8 9", False, "Ben plays 8 9 (a run). Next: Ana."),
    ("Ana", "5", True, "Ana's hand is empty: the spare hand becomes the hand. Next: Ben."),
    ("Ben", "3 4 5", True, "Game over. Scores: Ana 23 and Ben 21. Winner: Ana."),
]


def start_table(page, base, names, first=0):
    """A rainbow-field table."""
    return start_any_table(page, base, "rainbow-field", names, first)


def record_field(page, cards):
    page.fill("#cards-input", cards)
    page.click("#cards-submit")


def record_play(page, player, cards, empty):
    """Fill and send the play form, after checking it is the form of ``player``."""
    expect(page.get_by_role("heading", name=f"{player}'s play")).to_be_visible(timeout=LIVE)
    page.fill("#cards-input", cards)
    if empty:
        page.check("#play-empty")
    page.click("#cards-submit")


def play_from_two_phones(phones, game):
    """Each play from the phones in turn; the other phone must hear it, and only it, as soon as it is polled."""
    for number, (player, cards, empty, heard) in enumerate(game):
        here, there = phones[number % 2], phones[(number + 1) % 2]
        record_play(here, player, cards, empty)
        expect(there.locator("#announcer")).to_contain_text(heard, timeout=LIVE)
        expect(there.locator("#announcer p")).to_have_count(1)


def shot(page, name):
    page.screenshot(path=f"/tmp/field-{name}.png", full_page=True)


def test_whole_four_player_game_from_two_phones(live_server, phone):
    ana = phone()
    url = start_table(ana, live_server, FOUR)
    ben = phone()
    ben.goto(url)
    record_field(ana, "3 8 1 5")
    expect(ben.locator("#announcer")).to_contain_text("Field of round 1: 8 5 3 1. Ana plays first.", timeout=LIVE)
    expect(ben.get_by_role("list", name="The field of round 1").get_by_role("listitem")).to_have_text(["8", "5", "3", "1"])
    play_from_two_phones([ana, ben], FOUR_PLAYER_GAME[:8])
    for page in (ana, ben):
        expect(page.locator("#table-state")).to_contain_text("Round 3: Dan's turn.")
        expect(page.get_by_role("table", name="Round 2: order of the picks")).to_be_visible()
        expect(page.get_by_role("columnheader", name="Takes")).to_have_count(0)  # who picked, not what
        expect(page.locator("#table-state")).not_to_contain_text("Score")
    shot(ben, "four-round-3")
    assert_no_axe_violations(ben)
    play_from_two_phones([ben, ana], FOUR_PLAYER_GAME[8:])
    for page in (ana, ben):
        expect(page.locator("#table-state")).to_contain_text("Winner: Dan")
        expect(page.get_by_role("row", name=re.compile(r"Chloé\s+19"))).to_be_visible()
        expect(page.get_by_role("table", name="Round 3: who took which field card")).to_be_visible()  # the end shows all
        expect(page.get_by_role("button", name="Record the play")).to_have_count(0)
    shot(ana, "four-over")
    assert_no_axe_violations(ana)


def test_two_player_variant_from_two_phones_with_a_private_seat_view(live_server, phone):
    table_phone = phone()
    url = start_table(table_phone, live_server, ("Ana", "Ben"), first=1)
    ana = phone()
    ana.goto(url)
    ana.get_by_role("link", name="My seat: my cards and total").click()
    ana.get_by_role("button", name="I am Ana").click()
    ana.wait_for_url(re.compile(r".*/seat/[\w-]+$"))
    expect(ana.get_by_role("heading", level=1)).to_have_text("Ana's seat")
    expect(ana.locator("#seat-state")).to_contain_text("You have not taken any field card yet.")
    seat_url = ana.url
    shot(ana, "seat-view")
    assert_no_axe_violations(ana)
    ana.goto(url)
    record_field(table_phone, "2 9 4 4")
    expect(ana.locator("#announcer")).to_contain_text("Field of round 1: 9 4 4 2. Ben plays first.", timeout=LIVE)
    expect(ana.locator("#table-state")).to_contain_text("Play 1 of 2 for Ben this round.")
    play_from_two_phones([table_phone, ana], TWO_PLAYER_GAME[:3])
    expect(ana.get_by_role("row", name=re.compile(r"Ben\s+in the game\s+now the hand"))).to_be_visible()
    expect(ana.get_by_role("row", name=re.compile(r"Ana\s+to play now\s+not used yet"))).to_be_visible()
    ana.goto(seat_url)
    record_play(table_phone, "Ana", "6 6 6", False)  # ends round 1: Ana takes 9 and 2
    expect(ana.locator("#announcer")).to_contain_text("Your total is now 11.", timeout=LIVE)
    expect(ana.get_by_role("list", name=re.compile("You took 2 field cards")).get_by_role("listitem")).to_have_text(["9", "2"])
    expect(table_phone.locator("#table-state")).not_to_contain_text("11")
    expect(table_phone.locator("#announcer")).to_contain_text("Pick order: Ana, Ben, Ben, and Ana.")
    history = phone()
    history.goto(url + "/history")  # the history, too, says who picked, not what
    expect(history.get_by_role("main")).to_contain_text("End of round 1. Pick order: Ana, Ben, Ben, and Ana.")
    expect(history.get_by_role("main")).not_to_contain_text("takes 9")
    expect(table_phone.get_by_role("link", name="Download the game log")).to_have_count(0)  # no log of the plays yet
    expect(table_phone.locator("#log-warning")).to_contain_text("once the game is over")
    ana.goto(url)
    shot(ana, "two-round-2")
    play_from_two_phones([ana, table_phone], TWO_PLAYER_GAME[4:])
    expect(table_phone.locator("#table-state")).to_contain_text("Winner: Ana")
    expect(table_phone.get_by_role("table", name="Final scores")).to_contain_text("23")


def test_keyboard_only_field_and_plays(live_server, phone):
    page = phone()
    page.goto(f"{live_server}/tables/new?game=rainbow-field")
    page.focus("#name-0")
    for name in ("Ana", "Ben", "Chloé", "Dan"):
        page.keyboard.type(name)
        page.keyboard.press("Tab")  # to "starts"
        page.keyboard.press("Tab")  # to the next name
    page.locator("button[type=submit]", has_text="Start the table").focus()
    page.keyboard.press("Enter")
    page.wait_for_url(re.compile(r".*/t/[\w-]+$"))
    page.focus("#cards-input")
    page.keyboard.type("３、８、１、５")
    page.keyboard.press("Enter")
    expect(page.locator("#announcer")).to_contain_text("Field of round 1: 8 5 3 1.")
    expect(page.locator("#cards-input")).to_be_focused()  # focus stays on the form that replaced it
    page.keyboard.type("4 4")
    page.keyboard.press("Tab")
    expect(page.locator("#play-empty")).to_be_focused()
    page.keyboard.press("Space")
    page.keyboard.press("Tab")
    expect(page.locator("#cards-submit")).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator("#announcer")).to_contain_text("Ana plays 4 4 (a set). Ana is out: no cards left. Next: Ben.")
    page.focus("#cards-input")
    page.keyboard.type("5 6")
    page.keyboard.press("Enter")
    expect(page.locator("#form-message")).to_contain_text("This round is a round of sets")
    expect(page.locator("#cards-input")).to_have_value("5 6")
    shot(page, "error")
    assert_no_axe_violations(page)
    page.focus("#undo-button")
    page.keyboard.press("Enter")
    expect(page.locator("#announcer")).to_contain_text("Undone: Ana plays 4 4 (a set).")
    page.focus("#where-button")
    page.keyboard.press("Enter")
    expect(page.locator("#announcer")).to_contain_text("Round 1: Ana's turn. Field: 8 5 3 1.")


def test_accessibility_tree_of_the_table_screen(live_server, phone):
    page = phone()
    start_table(page, live_server, FOUR, first=2)
    snapshot = page.locator("main").aria_snapshot()
    assert 'heading "Rainbow — field cards" [level=1]' in snapshot
    assert 'heading "The table now" [level=2]' in snapshot
    assert 'heading "The field of round 1" [level=3]' in snapshot
    expect(page.get_by_role("textbox", name="Field cards (4 cards)")).to_be_visible()
    record_field(page, "3 8 1 5")
    expect(page.get_by_role("list", name="The field of round 1").get_by_role("listitem")).to_have_count(4)
    expect(page.get_by_role("table", name="Players")).to_be_visible()
    expect(page.get_by_role("row", name=re.compile(r"Chloé\s+to play now"))).to_be_visible()
    expect(page.get_by_role("textbox", name="Cards Chloé played")).to_be_visible()
    expect(page.get_by_role("checkbox", name="Chloé's hand is now empty")).to_be_visible()
    expect(page.get_by_role("button", name="Record the play")).to_be_visible()
    for name in ("Undo the last action", "Redo", "Where are we?"):
        expect(page.get_by_role("region", name="Corrections and help").get_by_role("button", name=name)).to_be_visible()
    expect(page.locator("#tap-undo")).to_have_accessible_name("Undo the last action")  # also under the field just sent
    expect(page.get_by_role("link", name="My seat: my cards and total")).to_be_visible()
    expect(page.locator("main [aria-live='polite']")).to_have_count(1)
    shot(page, "round-1")
    small = page.evaluate("""() => [...document.querySelectorAll('main button, main select, main .button, main input:not([type=hidden]):not([type=radio]):not([type=checkbox]), main summary, label.choice')]
        .filter(e => e.offsetParent !== null)
        .map(e => [e.id || e.textContent.trim(), e.getBoundingClientRect().height])
        .filter(([, h]) => h < 44)""")
    assert small == []


def test_no_axe_violations_on_the_field_screens_in_every_language(live_server, phone):
    page = phone()
    page.goto(f"{live_server}/tables/new?game=rainbow-field")
    assert_no_axe_violations(page)
    url = start_table(page, live_server, ("Ana", "Ben", "Chloé"))
    record_field(page, "1 2 3 4 5 6")
    expect(page.locator("#table-state")).to_contain_text("Round 1: Ana's turn.")
    page.goto(url + "/seats")
    shot(page, "seats")
    assert_no_axe_violations(page)
    for lang in ("fr", "ja", "de"):
        page.goto(f"{url}?lang={lang}")
        assert_no_axe_violations(page)
        page.goto(f"{url}/seats?lang={lang}")
        assert_no_axe_violations(page)
    page.goto(f"{url}?lang=ja")
    shot(page, "ja")
    page.goto(f"{url}?lang=en")
