"""The print form's "Cards that show DROP" field in Chromium: a wrong name is said at the field (invalid, described
by its message, nothing typed lost); corrected, the preview counts one card QR code per card; the card page of
a colour card that shows DROP names both; every state axe-clean."""

import re

from playwright.sync_api import expect

from tests.browser.conftest import assert_no_axe_violations

FORM = ("/print?submitted=1&game=rainbow7-explorers&raise=flat&sheet=a4-38x21&colour=on&shapes=on&card_qr=on"
        "&base_url=http://192.168.1.2:8000&lang=en")
DROP = "Cards that show DROP (8 in this deck)"


def test_a_wrong_name_is_said_at_the_drop_field_and_the_corrected_form_counts_one_code_per_card(phone, live_server):
    page = phone()
    page.goto(live_server + FORM)
    expect(page.get_by_role("status").filter(has_text="card QR stickers")).to_contain_text(
        "Then 60 card QR stickers on sheets of their own.")
    field = page.get_by_role("textbox", name=DROP)
    field.fill("red-north, rainbow-north")
    field.press("Enter")
    field = page.get_by_role("textbox", name=DROP)
    expect(field).to_have_attribute("aria-invalid", "true")
    message = ("“Rainbow card, north” is not a colour card, and only colour cards show a function: name colour cards, "
               "like red-north.")
    expect(field).to_have_accessible_description(
        re.compile("^" + re.escape(message) + " For example: "))
    expect(field).to_have_value("red-north, rainbow-north")
    expect(page.get_by_role("alert")).to_contain_text("Please correct the fields marked below.")
    expect(page.get_by_role("checkbox", name="A QR sticker on the face of each card")).to_be_checked()
    assert_no_axe_violations(page)
    field.fill("red-north, blue, east")
    field.press("Enter")
    status = page.get_by_role("status").filter(has_text="card QR stickers")
    expect(status).to_contain_text("Then 60 card QR stickers on sheets of their own.")
    field = page.get_by_role("textbox", name=DROP)
    expect(field).not_to_have_attribute("aria-invalid", "true")
    expect(field).to_have_value("red-north, blue, east")
    expect(page.get_by_role("img", name="Preview of card QR sticker sheet 1 of 1")).to_be_visible()
    assert_no_axe_violations(page)


def test_the_page_of_a_colour_card_that_shows_drop_names_both_and_links_both_rules(phone, live_server):
    page = phone()
    page.goto(f"{live_server}/cards/rainbow7-explorers/red-north+drop?lang=en")
    expect(page.get_by_role("heading", level=1)).to_have_text("Red, north, with DROP")
    expect(page).to_have_title(re.compile("^Red, north, with DROP"))
    expect(page.get_by_role("link", name="The rule: Function cards")).to_be_visible()
    expect(page.get_by_role("link", name="The rule: What the game is about")).to_be_visible()
    assert_no_axe_violations(page)
    page.goto(f"{live_server}/cards/rainbow7-explorers/red-north+zap?lang=en")
    expect(page.get_by_role("heading", level=1)).to_have_text("Page not found")
    assert_no_axe_violations(page)
