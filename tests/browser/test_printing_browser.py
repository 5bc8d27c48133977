"""The print forms in Chromium: axe-clean in each state, and usable with the keyboard alone."""

from playwright.sync_api import expect

from tests.browser.conftest import assert_no_axe_violations
from tests.browser.pages import tab_to


def tab_to_text(page, name, limit=80):
    """Press Tab until the link or button whose text is ``name`` has the focus."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement && document.activeElement.textContent.trim()") == name:
            return
    raise AssertionError(f"Tab never reached {name!r}")


def test_sticker_form_is_axe_clean_in_every_state(phone, live_server):
    page = phone()
    page.goto(f"{live_server}/print")
    expect(page.get_by_role("heading", level=1)).to_have_text("Print accessibility stickers")
    assert_no_axe_violations(page)
    page.goto(f"{live_server}/print?submitted=1&raise=flat&game=rainbow7-explorers&sheet=a4-38x21&colour=on&shapes=on")
    expect(page.get_by_role("img", name="Preview of sticker sheet 2 of 2")).to_be_visible()
    expect(page.get_by_role("img", name="Preview of sticker sheet 1 of 2")).to_be_visible()
    assert_no_axe_violations(page)
    page.goto(f"{live_server}/print?submitted=1&game=rainbow7-rain&raise=swell&colour=on&shapes=on")
    expect(page.get_by_role("img", name="Preview of swell sheet 1 of 1.")).to_be_visible()
    assert_no_axe_violations(page)
    page.goto(f"{live_server}/print?submitted=1&game=rainbow7-rain&raise=cut&colour=on&shapes=on")
    expect(page.get_by_role("button", name="Download the cut file (SVG)")).to_be_visible()
    assert_no_axe_violations(page)
    page.goto(f"{live_server}/print?submitted=1&game=rainbow7-explorers&offset_x=abc&count-sets=9")
    expect(page.get_by_role("alert")).to_be_visible()
    assert_no_axe_violations(page)
    page.goto(f"{live_server}/print?lang=ja")
    assert_no_axe_violations(page)


def test_rule_cards_form_is_axe_clean(phone, live_server):
    page = phone()
    page.goto(f"{live_server}/print/rule-cards?game=rainbow7-rain")
    expect(page.get_by_role("heading", level=1)).to_have_text("Print QR rule cards")
    assert_no_axe_violations(page)
    page.goto(f"{live_server}/print/rule-cards?base_url=nope")
    expect(page.get_by_text("must start with http")).to_be_visible()
    assert_no_axe_violations(page)


def test_keyboard_only_preview_and_download(phone, live_server):
    page = phone()
    page.goto(f"{live_server}/")
    tab_to_text(page, "Print")
    page.keyboard.press("Enter")
    page.wait_for_url(f"{live_server}/print")
    tab_to(page, "raise-swell")  # the first question: how the marks will be raised (swell paper is chosen)
    question = page.get_by_role("group", name="How will the marks be raised?")
    expect(question.get_by_role("radio", name="Swell paper and a heater")).to_be_focused()
    expect(question.get_by_role("radio", name="Flat print, not tactile")).to_have_accessible_description(
        "Labels printed on a printer, with nothing raised: for low-vision and colour-blind players only. A blind "
        "player cannot feel them.")
    for _ in range(3):
        page.keyboard.press("ArrowDown")  # cut, embosser, flat
    expect(page.locator("#raise-flat")).to_be_checked()
    tab_to(page, "game")
    page.keyboard.press("ArrowDown")  # rainbow7-explorers
    tab_to(page, "sheet-1")  # the radio group of label sheets: the chosen one has the focus
    page.keyboard.press("ArrowDown")  # Online Labels OL28, the US Letter sheet
    tab_to_text(page, "Show the preview")
    page.keyboard.press("Enter")
    expect(page.get_by_role("status").filter(has_text="stickers on")).to_be_visible()
    assert "game=rainbow7-explorers" in page.url and "raise=flat" in page.url
    expect(page.locator("#count-sets")).to_be_visible()
    tab_to_text(page, "Download the PDF")
    with page.expect_download() as download_info:
        page.keyboard.press("Enter")
    download = download_info.value
    assert download.suggested_filename == "stickers-rainbow7-explorers-letter-19x25.pdf"
    with open(download.path(), "rb") as pdf:
        assert pdf.read(4) == b"%PDF"


def test_keyboard_only_embosser_files_on_the_default_sheet(phone, live_server):
    """The three embosser files download from the form on the default sheet, and the preview says on which sheet the
    braille labels go."""
    page = phone()
    page.goto(f"{live_server}/print?submitted=1&game=rainbow7-rain&print_lang=ja&colour=on&shapes=on")
    expect(page.get_by_text("Braille labels for an embosser: on the labels of")).to_be_visible()
    assert_no_axe_violations(page)
    for name, kind in (("Download the braille labels for the sheet (BRF)", "labels"),
                       ("Download the braille labels as a list (BRF)", "list"),
                       ("Download the player's braille key (BRF)", "key")):
        page.goto(f"{live_server}/print?submitted=1&game=rainbow7-rain&print_lang=ja&colour=on&shapes=on")
        tab_to_text(page, name, limit=120)
        with page.expect_download() as download_info:
            page.keyboard.press("Enter")
        download = download_info.value
        assert download.suggested_filename == f"braille-{kind}-rainbow7-rain-ja.brf"
        with open(download.path(), "rb") as brf:
            assert brf.read().isascii()
