"""Game nights in Chromium: the next game followed by every phone, recent tables, the night page."""

import json
import re

from playwright.sync_api import expect

from tests.browser.conftest import LIVE, assert_no_axe_violations
from tests.web.night_logs import NIGHT, RAIN, SNAKE

FOLLOW = LIVE  # a phone still showing the finished game follows by itself (every 2 s); no tighter bound on a busy machine


def import_log(page, base, log):
    """Start a table from ``log`` through the "Continue a saved game" form; return its URL."""
    page.goto(f"{base}/tables/import")
    page.set_input_files("#log-file", files=[{"name": "game.json", "mimeType": "application/json",
                                               "buffer": json.dumps(log).encode()}])
    page.get_by_role("button", name="Continue this game").click()
    page.wait_for_url(re.compile(r".*/t/[\w-]+$"))
    return page.url


def test_new_game_with_the_same_players_takes_every_phone_along(phone, live_server):
    ana, ben, tablet = phone(), phone(), phone()
    finished = import_log(ana, live_server, RAIN)
    ben.goto(finished)
    tablet.goto(f"{finished}/board")  # the board in the middle of the table follows too
    expect(ben.get_by_role("button", name="New game with the same players")).to_be_visible()
    starter = ana.get_by_role("group", name="Who starts the next game")
    expect(starter.get_by_role("radio", name="As the rules say: Ben")).to_be_checked()
    assert_no_axe_violations(ana)
    starter.get_by_role("radio", name="Chloé").check()
    ana.get_by_role("button", name="New game with the same players").click()
    # Ana's page goes there twice at once: the form's answer and her own watch of the next game (which may
    # cut the form's navigation short, net::ERR_ABORTED): wait for where she ends, not for one navigation.
    finished_id = finished.rsplit("/", 1)[1]
    expect(ana).to_have_url(re.compile(rf".*/t/(?!{re.escape(finished_id)}$)[\w-]+$"), timeout=FOLLOW)
    following = ana.url
    expect(ben).to_have_url(following, timeout=FOLLOW)  # no tap, no rescan
    expect(ben.locator("#table-state")).to_contain_text("Round 1: Chloé starts.")
    expect(tablet).to_have_url(f"{following}/board", timeout=FOLLOW)
    expect(tablet.locator("#board-state")).to_contain_text("Chloé")
    ben.goto(finished)  # the finished table links forward, also without JavaScript's help
    expect(ben.get_by_role("link", name="Go to the next game")).to_have_attribute("href", re.compile(re.escape(following.rsplit("/", 1)[1])))


def test_the_home_page_lists_this_phones_tables_newest_first_and_forgets_one(phone, live_server):
    page = phone()
    page.goto(live_server)
    expect(page.locator("#recent-tables")).to_be_hidden()  # nothing opened yet: no empty section
    first = import_log(page, live_server, RAIN)
    second = import_log(page, live_server, NIGHT["games"][1] | {"events": NIGHT["games"][1]["events"][:3]})
    page.goto(live_server)
    section = page.get_by_role("region", name="Back to a table")
    expect(section).to_be_visible()
    items = section.get_by_role("listitem")
    expect(items).to_have_count(2)
    expect(items.nth(0)).to_contain_text("Rainbow — field cards")
    expect(items.nth(0)).to_contain_text("Ana, Ben, Chloé, and Dan")
    expect(items.nth(0)).to_contain_text("Round 1")
    expect(items.nth(1)).to_contain_text("Rainbow 7 — rain tokens")
    expect(items.nth(1)).to_contain_text("Over")
    expect(items.nth(0).get_by_role("link")).to_have_attribute("href", second.removeprefix(live_server))
    assert_no_axe_violations(page)
    page.screenshot(path="/tmp/home-recent-tables.png", full_page=True)
    items.nth(0).get_by_role("button", name="Forget").click()
    expect(items).to_have_count(1)
    expect(page.locator("#recent-tables-status")).to_have_text("The table is forgotten on this phone.")
    expect(items.nth(0).get_by_role("link")).to_be_focused()
    items.nth(0).get_by_role("button", name="Forget").click()
    expect(page.locator("#recent-tables")).to_be_hidden()
    page.reload()
    expect(page.locator("#recent-tables")).to_be_hidden()
    assert first != second


def test_the_list_says_where_each_table_stands_now_in_the_phones_language(phone, live_server):
    """Ana's phone opened a snake table in English and left; Ben's phone played on. Ana's home page in French
    shows the table as it stands now, in French: the entry is asked again from its table."""
    ana, ben = phone(), phone()
    table = import_log(ana, live_server, SNAKE | {"events": SNAKE["events"][:2]})
    expect(ana.locator("#table-summary")).to_have_attribute("data-standing", "3 cards left to draw")
    ben.goto(table)
    ben.get_by_role("button", name="Ana placed a card, no snake").click()
    expect(ben.locator("#table-summary")).to_have_attribute("data-standing", "2 cards left to draw")
    ana.goto(f"{live_server}/?lang=fr")
    item = ana.locator("#recent-tables li")
    expect(item).to_contain_text("2 cartes à piocher")
    expect(item.get_by_role("link")).to_have_text("Serpent arc-en-ciel (Regenbogenschlange)")
    expect(item).to_contain_text("Ana et Ben")


def test_without_javascript_the_recent_tables_section_is_absent(browser, browser_context_args, live_server):
    context = browser.new_context(**browser_context_args, java_script_enabled=False)
    try:
        page = context.new_page()
        page.goto(live_server)
        expect(page.locator("#recent-tables")).to_be_hidden()
        expect(page.get_by_role("heading", name="Start a table")).to_be_visible()
    finally:
        context.close()


def svg_numbers(page, game):
    """{(player, column): value} of the chart of game ``game`` (1-based), read from its SVG marks."""
    marks = page.locator(f"#game-{game} svg [data-value]")
    return {(marks.nth(i).get_attribute("data-player"), marks.nth(i).get_attribute("data-column")):
            int(marks.nth(i).get_attribute("data-value")) for i in range(marks.count())}


def table_numbers(page, game):
    """{(player, column): value} of the table under the chart of game ``game``, as its headers read."""
    cells = page.evaluate("""game => {
        const table = document.querySelector(`#game-${game} table`);
        const headers = [...table.querySelectorAll("thead th")].map(cell => cell.textContent.trim());
        return [...table.querySelectorAll("tbody td")].map(cell => [
            cell.closest("tr").querySelector("th").textContent.trim(), headers[cell.cellIndex],
            cell.dataset.player, cell.dataset.column, Number(cell.textContent)]);
    }""", game)
    for row_header, column_header, player, column, _value in cells:
        assert {row_header, column_header} == {player, column}
    return {(player, column): value for _row, _column, player, column, value in cells}


def test_the_night_page_imports_shows_and_exports_the_night(phone, live_server, tmp_path):
    page = phone()
    page.goto(f"{live_server}/nights/import")
    assert_no_axe_violations(page)
    page.set_input_files("#night-file", files=[{"name": "night.json", "mimeType": "application/json",
                                                 "buffer": json.dumps(NIGHT).encode()}])
    page.get_by_role("button", name="Open this game night").click()
    page.wait_for_url(re.compile(r".*/night$"))
    expect(page.get_by_role("heading", level=1)).to_have_text("Game night")
    expect(page.get_by_role("heading", name="Game 1: Rainbow 7 — rain tokens")).to_be_visible()
    expect(page.locator("#game-2 .night-result")).to_have_text("Winners: Ben and Dan.")
    for game in (1, 2, 3):
        drawn = svg_numbers(page, game)
        assert drawn and drawn == table_numbers(page, game)
    assert svg_numbers(page, 1)[("Ben", "Round 4")] == 8
    assert_no_axe_violations(page)
    page.screenshot(path="/tmp/night-page.png", full_page=True)
    with page.expect_download() as download:
        page.get_by_role("link", name="Download the whole night (JSON)").click()
    saved = tmp_path / "night.json"
    download.value.save_as(saved)
    assert json.loads(saved.read_text(encoding="utf-8")) == NIGHT
    page.goto(f"{live_server}/nights/import")
    page.set_input_files("#night-file", str(saved))
    page.get_by_role("button", name="Open this game night").click()
    page.wait_for_url(re.compile(r".*/night$"))
    assert svg_numbers(page, 3) == {("Ana", "Cards taken"): 3, ("Ben", "Cards taken"): 3}
    page.get_by_role("link", name="Open the table of game 2").click()
    page.get_by_role("link", name="Results of this game night").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Game night")


def test_a_refused_night_file_says_why(phone, live_server):
    page = phone()
    page.goto(f"{live_server}/nights/import")
    page.set_input_files("#night-file", files=[{"name": "night.json", "mimeType": "application/json",
                                                 "buffer": json.dumps(RAIN).encode()}])
    page.get_by_role("button", name="Open this game night").click()
    expect(page.get_by_role("alert")).to_contain_text("The file is not a game night")
