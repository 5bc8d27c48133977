"""The label-sheet chooser and the printer corrections in Chromium, with the keyboard alone."""

import json
import re

from playwright.sync_api import expect

from tests.browser.conftest import assert_no_axe_violations
from tests.browser.pages import focused_id, tab_to


def test_typing_a_part_number_narrows_the_sheets_and_the_arrow_keys_choose_one(phone, live_server):
    page = phone()
    page.goto(f"{live_server}/print?game=rainbow-field&raise=flat")  # labels on the cards: the sheet must fit them
    expect(page.get_by_role("radio", name="Flat print, not tactile")).to_be_checked()
    tab_to(page, "sheet_q")
    page.keyboard.type("L7165")
    status = page.locator("#sheet-count")
    expect(status).to_have_text("1 label sheet matches “L7165”.")
    l7165 = page.get_by_role("radio", name="Avery L7165: 99.1 × 67.7 mm, 8 labels per sheet, A4")
    expect(l7165).to_be_visible()
    expect(page.get_by_role("radio", name="Avery L7651: 38.1 × 21.2 mm, 65 labels per sheet, A4")).to_be_checked()
    assert_no_axe_violations(page)
    with page.expect_response(re.compile(r".*/print/sheets\?")):
        page.keyboard.press("Enter")  # searches again; does not send the form
    expect(status).to_have_text("1 label sheet matches “L7165”.")
    assert "submitted" not in page.url
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.textContent.trim()") == "Find sheets"
    page.keyboard.press("Tab")
    assert focused_id(page) == "sheet-1"  # the chosen sheet, first in the list
    page.keyboard.press("ArrowDown")
    expect(l7165).to_be_checked()
    expect(l7165).to_be_focused()
    tab_to(page, "count-highest")
    page.keyboard.press("Enter")  # the form's default button: the preview
    page.wait_for_url("**submitted=1**")
    assert "sheet=avery%3AL7165" in page.url and "raise=flat" in page.url
    expect(page.get_by_role("alert")).to_be_visible()  # the field deck's 63 × 88 mm cards do not take 99.1 × 67.7 mm labels, turned or not
    expect(page.locator("#sheet-error")).to_contain_text("Sheets that fit, nearest first:")
    expect(page.get_by_role("radio", name="Avery L7165: 99.1 × 67.7 mm, 8 labels per sheet, A4")).to_be_checked()
    assert_no_axe_violations(page)


def test_typing_5160_and_herma_finds_them_and_a_missing_part_says_so(phone, live_server):
    page = phone()
    page.goto(f"{live_server}/print")
    page.locator("#sheet_q").fill("5160")
    expect(page.locator("#sheet-count")).to_have_text("3 label sheets match “5160”.")
    expect(page.get_by_role("radio", name="Avery 5160: 66.7 × 25.4 mm, 30 labels per sheet, US Letter")).to_be_visible()
    page.locator("#sheet_q").fill("Herma 4464")
    expect(page.get_by_role("radio", name="Herma 4464: 70.2 × 37 mm, 24 labels per sheet, A4")).to_be_visible()
    page.locator("#sheet_q").fill("Herma 4360")
    expect(page.locator("#sheet-count")).to_contain_text("No label sheet matches “Herma 4360”.")
    snapshot = page.locator("#sheet-choice").aria_snapshot()
    assert 'group "Label sheet"' in snapshot and 'searchbox "Find your label sheet"' in snapshot


def test_a_printer_kept_on_this_device_fills_the_print_forms_correction(phone, live_server):
    page = phone()
    page.goto(f"{live_server}/print/calibrate?submitted=1&sheet=a4-38x21&tl_x=6.2&tl_y=12.4&br_x=207.7"
              "&br_y=289.3&ruler_x=101&ruler_y=101")
    expect(page.get_by_role("heading", name="What your printer does")).to_be_visible()
    assert_no_axe_violations(page)
    tab_to(page, "printer_name")
    page.keyboard.type("library laser")
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    expect(page.locator("#save-status")).to_have_text("Kept on this device as library laser.")
    kept = json.loads(page.evaluate("localStorage.getItem('companion.printers')"))
    assert kept["library laser"]["scale_x"] < 100 and kept["library laser"]["sheet"] == "a4-38x21"
    expect(page.get_by_role("link", name="library laser — Use on the print form")).to_be_visible()
    page.goto(f"{live_server}/print")
    menu = page.get_by_role("combobox", name="Printer saved on this device")
    expect(menu).to_be_visible()
    tab_to(page, "saved_printer")
    page.keyboard.press("ArrowDown")
    expect(page.locator("#scale_x")).to_have_value(str(kept["library laser"]["scale_x"]))
    expect(page.locator("#offset_x")).to_have_value(str(kept["library laser"]["offset_x"]))
    assert_no_axe_violations(page)


def test_a_sheet_chosen_while_a_search_is_on_its_way_stays_chosen_and_focused(phone, live_server):
    """The search's answer replaces the list: it was rendered with the sheet checked when it was asked for."""
    page = phone()
    page.goto(f"{live_server}/print?game=rainbow-field&raise=flat")
    page.locator("#sheet_q").fill("L7165")
    l7165 = page.get_by_role("radio", name="Avery L7165: 99.1 × 67.7 mm, 8 labels per sheet, A4")
    expect(l7165).to_be_visible()
    held = []
    page.route(re.compile(r".*/print/sheets\?.*"), lambda route: held.append(route))
    with page.expect_request(re.compile(r".*/print/sheets\?")):
        page.locator("#sheet_q").press("Enter")
    page.evaluate("document.querySelectorAll('#sheet-list input').forEach(function (input) { input.dataset.before = '1'; })")
    l7165.focus()
    page.keyboard.press("Space")
    expect(l7165).to_be_checked()
    assert len(held) == 1, "the search is held on its way"
    with page.expect_response(re.compile(r".*/print/sheets\?")):
        held[0].continue_()
    expect(page.locator("#sheet-list input[data-before]")).to_have_count(0)  # the answer has replaced the list
    expect(l7165).to_be_checked()
    expect(l7165).to_be_focused()
