"""Card QR stickers (``--card-qr``): each code, rendered at 300 dpi and cropped from its own label,
decodes (zxing-cpp) to its card's page, and that page answers 200 with the card's name as its heading."""

import re
import subprocess
import sys
from collections import Counter
from html import unescape
from pathlib import Path

import pytest
import zxingcpp
from PIL import Image

from companion.printing.catalogue import card, card_name
from companion.printing import PrintOptionError
from companion.printing.card_qr import MIN_MODULE_MM, qr_stickers
from companion.printing.deck import deck_cards
from companion.printing.qr import QUIET_MODULES, qr_path
from companion.printing.stickers import StickerOptions, build, sticker_pdf

DPI = 300
BASE = "http://192.168.100.200:8000"
PX_PER_MM = DPI / 25.4


def rendered_pages(pdf, tmp_path, first_page):
    """Pages ``first_page``… of ``pdf`` as greyscale images at 300 dpi (pdftoppm, as a printer would rasterise)."""
    source = tmp_path / "stickers.pdf"
    source.write_bytes(pdf)
    subprocess.run(["pdftoppm", "-gray", "-png", "-r", str(DPI), "-f", str(first_page), str(source),
                    str(tmp_path / "qr")], check=True)
    return [Image.open(path).convert("L") for path in sorted(tmp_path.glob("qr-*.png"))]


def decoded_labels(options, tmp_path):
    """``[(expected sticker, decoded texts, module size in mm)]`` for every card QR label, in sheet order."""
    built = build(options)
    preset = built["qr_preset"]
    pages = rendered_pages(sticker_pdf(options), tmp_path, len(built["pages"]) + 1)
    assert len(pages) == -(-len(built["qr"]) // preset.per_page)
    found = []
    for index, sticker in enumerate(built["qr"]):
        left, top, width, height = preset.label_box(index)
        crop = pages[index // preset.per_page].crop(
            tuple(round(v * PX_PER_MM) for v in (left - 0.5, top - 0.5, left + width + 0.5, top + height + 0.5)))
        results = zxingcpp.read_barcodes(crop, formats=zxingcpp.BarcodeFormat.QRCode)
        symbol_px = max((r.position.top_right.x - r.position.top_left.x for r in results), default=0)
        modules = qr_path(sticker.url)[0] - 2 * QUIET_MODULES
        found.append((sticker, [r.text for r in results], symbol_px / PX_PER_MM / modules))
    return found


def heading(response):
    """The page's only h1, as text."""
    found = re.findall(r"<h1[^>]*>(.*?)</h1>", response.get_data(as_text=True), re.S)
    assert len(found) == 1
    return unescape(re.sub(r"<[^>]+>", "", found[0])).strip()


@pytest.mark.parametrize("game, sheet, lang", [("rainbow7-rain", "a4-38x21", "en"),
                                               ("rainbow7-rain", "a4-round-12", "fr"),
                                               ("rainbow7-explorers", "a4-round-20", "fr"),
                                               ("rainbow-field", "a4-plain", "ja"),
                                               ("rainbow-snake", "a4-38x21", "de")])
def test_every_card_qr_decodes_at_printed_size_to_a_page_naming_its_card(client, tmp_path, game, sheet, lang):
    options = StickerOptions(game=game, sheet=sheet, lang=lang, guide=False, card_qr=True, base_url=BASE + "/",
                             method="flat" if sheet != "a4-round-12" else "swell")
    labels = decoded_labels(options, tmp_path)
    expected = qr_stickers(build(options)["options"], deck_cards(game, build(options)["options"].counts))
    assert [sticker for sticker, _texts, _module in labels] == expected
    for sticker, texts, module_mm in labels:
        assert texts == [sticker.url], sticker
        assert module_mm >= MIN_MODULE_MM * 0.97
    for url in sorted({sticker.url for sticker in expected}):
        assert url.startswith(f"{BASE}/cards/{game}/")
        response = client.get(url.removeprefix(BASE), headers={"Accept-Language": lang})
        assert response.status_code == 200, url
        assert heading(response) == card_name(card(game, url.rsplit("/", 1)[1]), lang)


@pytest.mark.parametrize("game, sheet, dpi", [("rainbow7-rain", "a4-round-12", 150),
                                              ("rainbow7-explorers", "letter-round-19", 300),
                                              ("rainbow-snake", "a4-round-20", 150)])
def test_whole_printed_qr_pages_decode_to_every_card_even_from_a_draft_print(tmp_path, game, sheet, dpi):
    """Each QR page as a whole (not label by label), rendered at a printer's 300 dpi or a draft's 150 dpi:
    zxing-cpp finds every code of the page, each card's address as often as it has stickers."""
    options = StickerOptions(game=game, sheet=sheet, guide=False, card_qr=True, base_url=BASE)
    built = build(options)
    source = tmp_path / "stickers.pdf"
    source.write_bytes(sticker_pdf(options))
    subprocess.run(["pdftoppm", "-gray", "-png", "-r", str(dpi), "-f", str(len(built["pages"]) + 1), str(source),
                    str(tmp_path / "page")], check=True)
    texts = [result.text for path in sorted(tmp_path.glob("page-*.png"))
             for result in zxingcpp.read_barcodes(Image.open(path), formats=zxingcpp.BarcodeFormat.QRCode)]
    assert Counter(texts) == Counter(sticker.url for sticker in built["qr"])


def test_one_sticker_per_card_of_the_deck_as_counted_a_middle_card_by_its_two_colours(client):
    options = build(StickerOptions(game="rainbow-snake", sheet="a4-38x21", card_qr=True, base_url=BASE))["options"]
    ids = [sticker.card_id for sticker in qr_stickers(options, deck_cards("rainbow-snake", options.counts))]
    assert ids.count("red-head") == 1 and ids.count("rainbow-tail") == 1
    assert ids.count("middle-red-blue") == 2 and len([i for i in ids if i.startswith("middle-")]) == 15 * 2
    assert heading(client.get("/cards/rainbow-snake/middle-red-blue?lang=en")) == "Middle card, red and blue"
    assert heading(client.get("/cards/rainbow-snake/middle-red-blue?lang=fr")) == "Partie du milieu, rouge et bleue"
    assert client.get("/cards/rainbow-snake/middle").status_code == 200, "the first codes printed still open a page"
    rain = build(StickerOptions(game="rainbow7-rain", sheet="a4-38x21", card_qr=True, base_url=BASE))["qr"]
    assert len(rain) == 7 * 7 + 4 and rain[-1].caption == "Rainbow card"


def test_a_card_qr_label_carries_the_code_alone_no_words():
    """A card's name beside its code would tell every player which card it is: the labels hold only the code."""
    import pymupdf

    options = StickerOptions(game="rainbow7-rain", sheet="a4-38x21", guide=False, card_qr=True, base_url=BASE,
                             method="flat", only=("red-7", "rainbow"))
    built = build(options)
    document = pymupdf.open(stream=sticker_pdf(options), filetype="pdf")
    qr_page = document[len(built["pages"])]
    assert qr_page.get_text().split() == [str(mm) for mm in range(0, 60, 10)], "only the ruler's numbers"


def test_labels_too_small_for_the_codes_put_them_on_a_sheet_of_the_same_paper_that_holds_them():
    def qr_sheet(sheet, **options):
        return build(StickerOptions(game="rainbow7-explorers", sheet=sheet, card_qr=True, base_url=BASE,
                                    **options))["options"].qr_sheet

    assert qr_sheet("a4-38x21", method="swell") == "a4-38x21"
    # a round label centres its code, away from the corner: in a fanned hand 20 mm circles leave a readable code
    # no room (docs/tactile-code.md), so their codes go on the rectangular labels
    assert qr_sheet("a4-round-20") == "a4-38x21"
    assert qr_sheet("a4-38x21", method="flat", braille=True) == "a4-38x21", \
        "one code per card, in the corner: a function card keeps room for its shape and braille beside it"
    assert qr_sheet("a4-round-12") == "a4-38x21", "12 mm labels cannot hold a readable code"
    assert qr_sheet("letter-19x25") == "letter-19x25"


def test_an_address_too_long_for_a_readable_code_is_refused():
    long_base = "https://rainbow.example.org/" + "a-very-long-path/" * 9
    for sheet in ("a4-round-12", "a4-38x21", "letter-round-19"):
        with pytest.raises(PrintOptionError, match="This address is too long") as error:
            build(StickerOptions(game="rainbow7-explorers", sheet=sheet, card_qr=True, base_url=long_base))
        assert error.value.field == "base_url"


def test_labels_that_hold_the_code_but_not_on_this_paper_are_named():
    with pytest.raises(PrintOptionError, match=r"choose one of: A4 plain paper cut by hand \(16 mm squares\)\.$") as error:
        build(StickerOptions(game="rainbow-field", sheet="letter-round-19", card_qr=True, base_url=BASE,
                             card=(20, 25)))
    assert error.value.field == "sheet"


@pytest.mark.parametrize("base_url", ["", "192.168.1.20:8000", "ftp://example.org"])
def test_card_qr_needs_an_http_base_url(base_url):
    with pytest.raises(PrintOptionError, match="must start with http") as error:
        build(StickerOptions(game="rainbow7-rain", sheet="a4-38x21", card_qr=True, base_url=base_url))
    assert error.value.field == "base_url"


def test_the_command_line_option(tmp_path):
    command = [str(Path(sys.executable).with_name("companion")), "stickers", "rainbow7-rain", "-o",
               str(tmp_path / "rain.pdf"), "--card-qr", "--no-guide", "--only", "red-7,rainbow"]
    written = subprocess.run(command + ["--base-url", BASE], capture_output=True, text=True, timeout=120)
    assert written.returncode == 0, written.stderr
    texts = [result.text for image in rendered_pages((tmp_path / "rain.pdf").read_bytes(), tmp_path, 2)
             for result in zxingcpp.read_barcodes(image, formats=zxingcpp.BarcodeFormat.QRCode)]
    assert sorted(texts) == [f"{BASE}/cards/rainbow7-rain/rainbow", f"{BASE}/cards/rainbow7-rain/red-7"]
    refused = subprocess.run(command + ["--base-url", BASE + "/" + "long-path/" * 40], capture_output=True,
                             text=True, timeout=120)
    assert refused.returncode == 2 and refused.stderr.startswith("Error: This address is too long")
    assert len(refused.stderr.strip().splitlines()) == 1


def test_the_print_form_offers_card_qr_stickers(client):
    query = "submitted=1&raise=flat&game=rainbow7-rain&colour=on&shapes=on&card_qr=on&base_url=" + BASE
    page = client.get(f"/print?{query}&sheet=a4-38x21&lang=en").get_data(as_text=True)
    assert "Then 53 card QR stickers on sheets of their own." in page
    assert 'id="card_qr" name="card_qr" aria-describedby="card_qr-hint" checked' in page
    assert page.count('alt="Preview of card QR sticker sheet ') == 1
    assert "The codes do not fit" not in page
    small = client.get(f"/print?{query.replace('raise=flat', 'raise=swell')}&sheet=a4-round-12&lang=en")
    assert small.status_code == 200
    small_page = unescape(small.get_data(as_text=True))
    assert ("Then 53 card QR stickers on sheets of their own. The codes do not fit on the labels of Endisch 6500012x "
            "(round 12 mm, A4): print the card QR sheets on Avery L7651 (38.1 × 21.2 mm, A4)." in small_page)
    assert small_page.count('alt="Preview of card QR sticker sheet ') == 1
    refused = client.get(f"{'/print?' + query.replace(BASE, BASE + '/' + 'long-path/' * 40)}&sheet=a4-round-12")
    assert refused.status_code == 400
    assert 'id="base_url-error"' in refused.get_data(as_text=True)
    bad_url = client.get("/print/stickers.pdf?submitted=1&game=rainbow7-rain&card_qr=on&sheet=a4-38x21&base_url=x")
    assert bad_url.status_code == 400 and 'id="base_url-error"' in bad_url.get_data(as_text=True)
    pdf = client.get(f"/print/stickers.pdf?{query}&sheet=a4-38x21")
    assert pdf.status_code == 200 and pdf.mimetype == "application/pdf"


def test_card_qr_stickers_are_figures_that_say_which_card_they_are_for():
    from tests.printing.pdftags import read_tagged

    options = StickerOptions(game="rainbow-field", sheet="a4-38x21", lang="fr", guide=False, card_qr=True,
                             base_url=BASE, counts={"highest": 3, "copies": 2}, method="flat")
    built = build(options)
    tagged = read_tagged(sticker_pdf(options))
    alts = [figure.alt for figure in tagged.elements("Figure")]
    face = "QR code pour la face de la carte, coin supérieur gauche\u202f: Carte {}"
    assert alts[len(built["pieces"]):] == [face.format(1)] * 2 + [face.format(2)] * 2 + [face.format(3)] * 2
    assert tagged.lang == "fr"
