"""Card pages and "My hand" in Chromium: axe in the four languages, the hand kept on one phone only,
keyboard use, and scanning a card's printed QR sticker (the sticker PDF rendered at 300 dpi) through a
fake camera, with the vendored decoder and with a platform BarcodeDetector."""

import re
import subprocess

import pytest
from PIL import Image, ImageFilter
from playwright.sync_api import expect

from companion.printing.stickers import StickerOptions, build, sticker_pdf
from tests.browser.conftest import CHROMIUM_WITH_CAMERA, LIVE, PHONE, assert_no_axe_violations
from tests.browser.pages import start_table

LANGS = {"en": "en-GB", "fr": "fr-FR", "ja": "ja-JP", "de": "de-DE"}
CARDS = ["rainbow7-rain/red-7", "rainbow7-rain/rainbow", "rainbow7-explorers/navy-north", "rainbow7-explorers/drop",
         "rainbow7-explorers/red-north+drop", "rainbow-field/5", "rainbow-snake/middle", "rainbow-snake/rainbow-head"]
TWO_RULES = ("rainbow7-explorers/navy-north", "rainbow7-explorers/red-north+drop")  # its colour's, the functions'



@pytest.mark.parametrize("lang", LANGS)
def test_card_pages_are_read_first_and_axe_clean(live_server, phone, lang):
    page = phone(LANGS[lang])
    for path in CARDS:
        page.goto(f"{live_server}/cards/{path}")
        expect(page.locator("html")).to_have_attribute("lang", lang)
        main = page.get_by_role("main")
        expect(main.get_by_role("heading", level=1)).to_have_count(1)
        expect(main.get_by_role("link")).to_have_count(2 if path in TWO_RULES else 1)
        assert_no_axe_violations(page)
    main.get_by_role("link").click()
    expect(page).to_have_url(re.compile(r"/rules/rainbow-snake/jokers$"))


def test_an_unknown_card_is_a_page_not_found(live_server, page):
    response = page.goto(f"{live_server}/cards/rainbow7-rain/red-9")
    assert response.status == 404
    assert_no_axe_violations(page)


def hold(page, table, hand):
    """Open My hand on ``page`` holding ``hand`` (card ids, comma-separated) as this phone keeps it: in its
    localStorage, posted back by the page when it opens (a hand is never put in an address)."""
    page.goto(f"{table}/hand")
    page.evaluate("([key, hand]) => localStorage.setItem(key, hand)", [f"companion-hand:{table.rsplit('/', 1)[1]}", hand])
    page.reload()
    expect(page.locator("#hand-summary")).to_have_attribute("data-hand", hand)


@pytest.mark.parametrize("lang", LANGS)
def test_hand_page_is_axe_clean_with_cards_and_legal_plays(live_server, phone, lang):
    table = start_table(phone(), live_server, "rainbow-field", ["Ana", "Ben", "Chloé", "Dan"])
    page = phone(LANGS[lang])
    hold(page, table, "2,2,3,4")
    expect(page.locator("html")).to_have_attribute("lang", lang)
    expect(page.locator("#hand-summary li")).to_have_count(4)
    expect(page.locator("#scan-controls")).to_be_visible()
    assert_no_axe_violations(page)


def test_the_hand_stays_on_this_phone_and_is_read_back(live_server, phone):
    page = phone()
    table = start_table(page, live_server, "rainbow7-rain", ["Ana", "Ben"])
    page.goto(f"{table}/hand")
    picker = page.get_by_label("Card", exact=True)
    for card in ("red-3", "rainbow", "violet-2"):
        picker.select_option(card)
        page.get_by_role("button", name="Add to my hand").click()
        expect(page.locator("#hand-summary")).to_have_attribute("data-hand", re.compile(card + "$"))
    expect(page.locator("#hand-announcer")).to_have_text("Added: Violet 2. 3 cards in your hand.")
    assert page.url == f"{table}/hand", "the hand is never put in the address"
    page.reload()
    summary = page.locator("#hand-summary")
    expect(summary.get_by_role("listitem")).to_have_text(
        [re.compile(r"^\s*Red 3"), re.compile(r"^\s*Rainbow card"), re.compile(r"^\s*Violet 2")])
    expect(page.locator("#hand-total")).to_contain_text("Hand total: 5")
    expect(page.locator("#hand-announcer")).to_have_text("")
    summary.get_by_role("button", name="Remove Red 3 (card 1)").click()
    expect(page.locator("#hand-announcer")).to_have_text("Removed: Red 3. 2 cards in your hand.")
    expect(page.locator("#hand-heading")).to_be_focused()
    expect(page.locator("#hand-total")).to_contain_text("Hand total: 2")
    other = phone()
    other.goto(f"{table}/hand")
    expect(other.locator("#hand-summary")).to_contain_text("Your hand is empty")
    expect(other.locator("#hand-summary")).to_have_attribute("data-hand", "")


@pytest.mark.parametrize("failure", ["no answer", "error page"])
def test_a_change_the_server_does_not_answer_is_said_and_the_hand_kept(live_server, phone, failure):
    page = phone()
    table = start_table(page, live_server, "rainbow7-rain", ["Ana", "Ben"])
    hold(page, table, "red-3")
    if failure == "no answer":
        page.route("**/hand/summary", lambda route: route.abort("connectionrefused"))
    else:
        page.route("**/hand/summary", lambda route: route.fulfill(status=503, content_type="text/html",
                                                                  body="<h1>Service Unavailable</h1>"))
    page.get_by_label("Card", exact=True).select_option("violet-2")
    page.get_by_role("button", name="Add to my hand").click()
    expect(page.locator("#hand-announcer")).to_have_text(
        "Your hand was not changed: no answer from the server. Try again.")
    expect(page.locator("#hand-summary").get_by_role("listitem")).to_have_text([re.compile(r"^\s*Red 3")])
    assert page.evaluate("key => localStorage.getItem(key)", f"companion-hand:{table.rsplit('/', 1)[1]}") \
        == "red-3"
    page.unroute("**/hand/summary")
    page.get_by_role("button", name="Add to my hand").click()
    expect(page.locator("#hand-announcer")).to_have_text("Added: Violet 2. 2 cards in your hand.")


def test_the_plays_allowed_follow_the_table_without_moving_the_focus(live_server, phone):
    table_phone = phone()
    table = start_table(table_phone, live_server, "rainbow-field", ["Ana", "Ben", "Chloé", "Dan"])
    table_phone.fill("#cards-input", "1 2 3 4")
    table_phone.click("#cards-submit")
    expect(table_phone.get_by_role("heading", name="Ana's play")).to_be_visible()
    page = phone()
    hold(page, table, "2,2,3,4")
    plays = page.locator("#hand-plays")
    expect(plays).to_contain_text("Runs: 2 3, 2 3 4, and 3 4")
    page.get_by_label("Card", exact=True).focus()
    table_phone.fill("#cards-input", "5 5")
    table_phone.click("#cards-submit")
    expect(plays).to_contain_text("This round: sets only", timeout=LIVE)
    expect(plays).not_to_contain_text("Runs")
    expect(page.get_by_label("Card", exact=True)).to_be_focused()


def test_the_hand_works_without_javascript(live_server, browser, phone):
    table = start_table(phone(), live_server, "rainbow-field", ["Ana", "Ben", "Chloé"])
    context = browser.new_context(java_script_enabled=False, locale="de-DE")
    page = context.new_page()
    page.goto(f"{table}/hand")
    for value in ("3", "4"):
        page.get_by_label("Karte", exact=True).select_option(value)
        page.get_by_role("button", name="Zu meiner Hand hinzufügen").click()
    expect(page.locator("#hand-announcer")).to_have_text("Hinzugefügt: Karte 4. 2 Karten auf Ihrer Hand.")
    expect(page.locator("#hand-total")).to_have_text("Handsumme: 7")
    expect(page.locator("#scan-controls")).to_be_hidden()
    page.get_by_role("button", name="Karte 3 entfernen (Karte 1)").click()
    expect(page.locator("#hand-summary").get_by_role("listitem")).to_have_count(1)
    context.close()


PRINT_DPI = 300


def printed_card_qr(tmp_path, game, card_id):
    """The card QR sticker of ``card_id`` as printed: the sticker PDF's QR page rendered at a printer's 300 dpi
    (pdftoppm), cropped to the sticker's label."""
    options = StickerOptions(game=game, sheet="a4-38x21", guide=False, card_qr=True, only=(card_id,),
                             base_url="http://192.168.1.20:8000")
    built = build(options)
    assert [sticker.card_id for sticker in built["qr"]] == [card_id]
    source = tmp_path / "stickers.pdf"
    source.write_bytes(sticker_pdf(options))
    first_qr_page = len(built["pages"]) + 1
    subprocess.run(["pdftoppm", "-gray", "-png", "-r", str(PRINT_DPI), "-f", str(first_qr_page), "-l",
                    str(first_qr_page), "-singlefile", str(source), str(tmp_path / "qr")], check=True)
    left, top, width, height = built["preset"].label_box(0)
    px = PRINT_DPI / 25.4
    return Image.open(tmp_path / "qr.png").convert("L").crop(
        tuple(round(mm * px) for mm in (left, top, left + width, top + height)))


def camera_frame(sticker, size=(640, 480)):
    """What a phone's camera films from about 15 cm: the printed sticker, smaller and a little soft,
    on a grey table."""
    sticker = sticker.resize((sticker.width * 3 // 5, sticker.height * 3 // 5), Image.Resampling.BILINEAR)
    frame = Image.new("L", size, 90)
    frame.paste(sticker.filter(ImageFilter.GaussianBlur(0.6)), ((size[0] - sticker.width) // 2,
                                                               (size[1] - sticker.height) // 2))
    return frame


def write_y4m(path, frame, count=5):
    """A tiny YUV 4:2:0 video (Y4M) repeating a greyscale ``frame``: what Chromium's fake camera plays."""
    width, height = frame.size
    chroma = bytes([128]) * ((width // 2) * (height // 2) * 2)
    with open(path, "wb") as video:
        video.write(f"YUV4MPEG2 W{width} H{height} F10:1 Ip A1:1 C420jpeg\n".encode("ascii"))
        for _ in range(count):
            video.write(b"FRAME\n" + frame.tobytes() + chroma)


# The camera films the real sticker; the page decodes it with the vendored jsQR (the platform's
# BarcodeDetector taken away, as in Chromium on Linux, Firefox or an older phone).
WITHOUT_BARCODE_DETECTOR = "delete window.BarcodeDetector;"
# A platform BarcodeDetector (Chromium on Android, Safari): the page must use it and never load jsQR.
# It answers with the code the camera shows once the video plays, and counts its calls.
STUB_BARCODE_DETECTOR = """
window.detectorCalls = 0;
window.BarcodeDetector = class {
  static getSupportedFormats() { return Promise.resolve(["qr_code", "ean_13"]); }
  constructor(options) { window.detectorFormats = options.formats; }
  detect(video) {
    window.detectorCalls += 1;
    return Promise.resolve(video.videoWidth ? [{rawValue: "http://192.168.1.20:8000/cards/rainbow7-rain/red-7"}] : []);
  }
};
"""


@pytest.fixture(scope="module")
def camera_chromium(playwright, tmp_path_factory):
    """A Chromium of its own whose fake camera films the printed QR sticker of the red 7 (rain-token deck):
    launched once for this module's camera tests, each of which opens its own context."""
    folder = tmp_path_factory.mktemp("camera")
    video = folder / "card.y4m"
    write_y4m(video, camera_frame(printed_card_qr(folder, "rainbow7-rain", "red-7")))
    browser = playwright.chromium.launch(executable_path=CHROMIUM_WITH_CAMERA, args=[
        "--no-sandbox", "--disable-gpu", "--no-first-run", "--use-fake-device-for-media-stream",
        f"--use-file-for-fake-video-capture={video}"])
    yield browser
    browser.close()


@pytest.fixture
def camera_browser(camera_chromium, live_server):
    """A new phone (browser context) of the camera Chromium, allowed to use the camera on the app's pages."""
    context = camera_chromium.new_context(viewport=PHONE, locale="en-GB", has_touch=True, service_workers="block")
    context.grant_permissions(["camera"], origin=live_server)
    yield context
    context.close()


@pytest.mark.parametrize("detector", ["jsqr", "barcode-detector"])
def test_scanning_a_printed_card_qr_sticker_adds_the_card(live_server, camera_browser, detector):
    camera_browser.add_init_script(WITHOUT_BARCODE_DETECTOR if detector == "jsqr" else STUB_BARCODE_DETECTOR)
    page = camera_browser.new_page()
    table = start_table(page, live_server, "rainbow7-rain", ["Ana", "Ben"])
    camera_here = ("navigator.mediaDevices.getUserMedia({video: true})"
                   ".then(s => { s.getTracks().forEach(t => t.stop()); return 'open'; }, e => e.name)")
    assert page.evaluate(camera_here) == "NotAllowedError", "the table page keeps camera=()"
    page.get_by_role("link", name="My hand (private, on this phone)").click()
    expect(page).to_have_url(f"{table}/hand")
    expect(page.locator("#scan-stop")).to_be_hidden()
    page.get_by_role("button", name="Start the camera").click()
    expect(page.locator("#scan-stop")).to_be_visible()
    expect(page.locator("#scan-start")).to_be_hidden()
    expect(page.locator("#hand-announcer")).to_have_text("Added: Red 7, rain token. 1 card in your hand.",
                                                         timeout=LIVE)
    expect(page.locator("#hand-summary").get_by_role("listitem")).to_have_text([re.compile(r"^\s*Red 7, rain token")])
    if detector == "jsqr":
        assert page.evaluate("typeof window.jsQR") == "function", "the vendored decoder read the sticker"
        assert page.locator("script[src*='vendor/jsqr-1.4.0.js']").count() == 1
    else:
        assert page.evaluate("window.detectorCalls > 0 && window.detectorFormats.join()") == "qr_code"
        assert page.evaluate("typeof window.jsQR") == "undefined", "jsQR is loaded only without BarcodeDetector"
    expect(page.locator("#scan-status")).to_have_text("The camera is on: hold a card’s QR sticker in front of it.")
    page.get_by_role("button", name="Stop the camera").click()
    expect(page.locator("#scan-status")).to_have_text("The camera is off.")
    expect(page.get_by_role("button", name="Start the camera")).to_be_focused()
    expect(page.locator("#scan-stop")).to_be_hidden()
    expect(page.locator("#hand-summary").get_by_role("listitem")).to_have_count(1)


# A platform BarcodeDetector that films what the test puts in ``window.filmed`` (null: nothing in view)
# and counts the frames it has looked at.
SCRIPTED_BARCODE_DETECTOR = """
window.filmed = null;
window.frames = 0;
window.BarcodeDetector = class {
  static getSupportedFormats() { return Promise.resolve(["qr_code"]); }
  detect() {
    window.frames += 1;
    return Promise.resolve(window.filmed === null ? [] : [{rawValue: window.filmed}]);
  }
};
"""


def film(page, code, frames):
    """Put ``code`` (None: nothing) in front of the camera and wait until the page has looked at it ``frames`` times."""
    start = page.evaluate("code => { window.filmed = code; return window.frames; }", code)
    page.wait_for_function("target => window.frames >= target", arg=start + frames)


def test_a_card_held_in_view_is_added_once_and_a_foreign_code_is_refused(live_server, camera_browser):
    camera_browser.add_init_script(SCRIPTED_BARCODE_DETECTOR)
    page = camera_browser.new_page()
    table = start_table(page, live_server, "rainbow7-rain", ["Ana", "Ben"])
    page.goto(f"{table}/hand")
    page.get_by_role("button", name="Start the camera").click()
    expect(page.locator("#scan-status")).to_have_text("The camera is on: hold a card’s QR sticker in front of it.")
    items = page.locator("#hand-summary").get_by_role("listitem")
    for code in ("http://192.168.1.20:8000/cards/rainbow7-rain/%E0%A4%A", "https://example.org/cards/rainbow-field/3",
                 "http://192.168.1.20:8000/cards/rainbow7-rain/red-9", "WIFI:S:cafe;;"):
        page.evaluate("() => { document.getElementById('scan-status').textContent = ''; }")
        film(page, code, 3)
        expect(page.locator("#scan-status")).to_have_text("This QR code is not a card sticker of this game.")
        film(page, None, 6)
    expect(items).to_have_count(0)
    expect(page.locator("#hand-summary [role=alert]")).to_have_count(0)
    rainbow = "http://192.168.1.20:8000/cards/rainbow7-rain/rainbow"
    film(page, rainbow, 10)
    expect(page.locator("#hand-announcer")).to_have_text("Added: Rainbow card. 1 card in your hand.")
    expect(items).to_have_count(1)
    film(page, None, 6)
    film(page, rainbow, 3)
    expect(page.locator("#hand-announcer")).to_have_text("Added: Rainbow card. 2 cards in your hand.")
    expect(items).to_have_count(2)


def test_the_print_form_previews_card_qr_sheets_on_the_default_sheet(live_server, phone):
    page = phone()
    page.goto(f"{live_server}/print?game=rainbow7-rain")
    page.get_by_label("A QR sticker on the face of each card").check()
    page.get_by_role("button", name="Show the preview").click()
    status = page.locator("section[aria-labelledby=preview-title] [role=status]")
    expect(status).to_contain_text("Then 53 card QR stickers on sheets of their own.")
    expect(status).not_to_contain_text("The codes do not fit")
    expect(page.get_by_role("img", name="Preview of card QR sticker sheet 1 of 1")).to_be_visible()
    assert_no_axe_violations(page)
