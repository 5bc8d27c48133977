"""QR rule cards: every code decodes (zxing-cpp, from a pdftoppm render) to its URL and is at least 25 mm."""

import pytest
import zxingcpp

from companion.printing import PrintOptionError
from companion.printing.qr import QUIET_MODULES, qr_svg
from companion.printing.rulecards import cards_pdf, rule_cards
from tests.printing.pdfmeasure import page_text, render_pages

DPI = 200
SECTIONS = {"rainbow7-rain": ["seven-effects", "rainbow-call", "perfect", "scoring", "end"],
            "rainbow7-explorers": ["first-player", "raining", "function-cards", "end"],
            "rainbow-field": ["plays", "picking", "variant-2-3", "end"],
            "rainbow-snake": ["snakes", "jokers", "end"]}


def expected_urls(base, lang):
    """The rule-page URLs of the contract, for every game and key section."""
    urls = []
    for game, sections in SECTIONS.items():
        urls.append(f"{base}/rules/{game}?lang={lang}")
        urls += [f"{base}/rules/{game}/{section}?lang={lang}" for section in sections]
    return urls


def decoded(pdf, tmp_path):
    """(text, symbol width in mm, quiet zone blank?) of every QR code on every page."""
    found = []
    for image in render_pages(pdf, tmp_path, DPI):
        for result in zxingcpp.read_barcodes(image, formats=zxingcpp.BarcodeFormat.QRCode):
            corners = result.position
            xs = [corners.top_left.x, corners.top_right.x, corners.bottom_left.x, corners.bottom_right.x]
            ys = [corners.top_left.y, corners.top_right.y, corners.bottom_left.y, corners.bottom_right.y]
            symbol_px = max(xs) - min(xs) + 1
            quiet_px = int(symbol_px / modules_of(result.text) * QUIET_MODULES * 0.9)
            band = image.crop((min(xs) - quiet_px, min(ys) - quiet_px, max(xs) + quiet_px, min(ys) - 2))
            found.append((result.text, symbol_px / DPI * 25.4, band.getextrema()[0] > 200))
    return found


def modules_of(text):
    """How many modules wide the symbol for ``text`` is (without the quiet zone)."""
    svg = qr_svg(text, 30.0)
    return int(svg.split('viewBox="0 0 ')[1].split(" ")[0]) - 2 * QUIET_MODULES


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_rule_card_qr_decodes_to_its_rule_page(tmp_path, lang):
    base = "https://rainbow.example.org/companion"
    cards = rule_cards(base + "/", lang=lang)
    results = decoded(cards_pdf(cards, lang), tmp_path)
    assert sorted(text for text, _px, _m in results) == sorted(expected_urls(base, lang))
    for text, symbol_mm, quiet_zone_blank in results:
        modules = modules_of(text)
        assert symbol_mm * (modules + 2 * QUIET_MODULES) / modules >= 25.0
        assert quiet_zone_blank
    assert [card.url for card in cards][:2] == [f"{base}/rules/rainbow7-rain?lang={lang}",
                                                f"{base}/rules/rainbow7-rain/seven-effects?lang={lang}"]


def test_qr_svg_is_the_asked_size_with_a_white_quiet_zone():
    svg = qr_svg("https://rainbow.example.org/rules/rainbow7-rain/seven-effects?lang=fr", 30.0)
    assert 'width="30.0mm"' in svg and 'height="30.0mm"' in svg
    first_dark = min(int(run.split(",")[0]) for run in svg.split('d="')[1].split('"')[0][1:].split("M"))
    assert first_dark == QUIET_MODULES


def test_one_game_one_language(tmp_path):
    cards = rule_cards("http://localhost:5000", ["rainbow-snake"], "de")
    assert [c.url.rsplit("/", 1)[-1] for c in cards] == ["rainbow-snake?lang=de", "snakes?lang=de", "jokers?lang=de",
                                                         "end?lang=de"]
    text = page_text(cards_pdf(cards, "de"))
    assert "Regenbogenschlange" in text and "Scannen für die Regeln" in text


@pytest.mark.parametrize("base", ["", "ftp://example.org", "rainbow.example.org", "https://"])
def test_bad_base_urls_are_refused(base):
    with pytest.raises(PrintOptionError, match="must start with http"):
        rule_cards(base)


def test_tactile_rule_cards_have_braille_titles_12pt_summaries_and_the_shape_key(tmp_path):
    import pymupdf

    from companion.printing.braille import contracted_braille
    from tests.printing.test_tactile import BLACK, assert_real_braille_spacing, dots_of
    from tests.printing.pdfmeasure import drawings_mm

    base = "https://rainbow.example.org"
    cards = rule_cards(base, ["rainbow7-rain"], "de")
    pdf = cards_pdf(cards, "de", tactile_cards=True, swell=True)
    assert sorted(text for text, _mm, _q in decoded(pdf, tmp_path)) == sorted(
        [f"{base}/rules/rainbow7-rain?lang=de"] + [f"{base}/rules/rainbow7-rain/{s}?lang=de"
                                                   for s in SECTIONS["rainbow7-rain"]])
    page = pymupdf.open(stream=pdf, filetype="pdf")[0]
    spans = [span for block in page.get_text("dict")["blocks"] for line in block.get("lines", [])
             for span in line["spans"]]
    for card in cards[:6]:
        first_words = card.summary.split()[0]
        assert any(span["text"].startswith(first_words) and span["size"] >= 12 for span in spans), card.title
    dots = [dot for drawing in drawings_mm(pdf) if drawing.get("fill") == BLACK for dot in dots_of(drawing)
            if abs(dot[2] - 1.5) < 0.05]
    expected = sum(bin(ord(c) - 0x2800).count("1")
                   for card in cards[:6] for c in contracted_braille(card.title, "de"))
    assert len(dots) == expected
    assert_real_braille_spacing(dots)
    key_words = [span["text"] for span in spans if span["size"] < 8]
    assert {"Regenmarke", "freiwillig"} <= set(" ".join(key_words).split())


@pytest.mark.parametrize("lang", ["en", "fr", "de", "ja"])
def test_every_word_of_a_tactile_rule_card_stays_on_the_card_clear_of_the_shape_key(lang):
    import pymupdf

    from companion.printing.rulecards import TACTILE, card_position
    from tests.printing.pdfmeasure import MM

    cards = rule_cards("https://rainbow.example.org", None, lang)
    document = pymupdf.open(stream=cards_pdf(cards, lang, tactile_cards=True), filetype="pdf")
    per_page = TACTILE.columns * TACTILE.rows
    for index, card in enumerate(cards):
        page = document[index // per_page]
        left, top = card_position(index, TACTILE)
        spans = [[value / MM for value in span["bbox"]] + [span["size"]]
                 for block in page.get_text("dict")["blocks"] for line in block.get("lines", [])
                 for span in line["spans"] if span["text"].strip()]
        mine = [(x0 - left, y0 - top, x1 - left, y1 - top, size) for x0, y0, x1, y1, size in spans
                if left <= (x0 + x1) / 2 <= left + TACTILE.card_w and top <= (y0 + y1) / 2 <= top + TACTILE.card_h]
        assert all(x0 >= 1 and y0 >= 1 and x1 <= TACTILE.card_w - 1 and y1 <= TACTILE.card_h - 1
                   for x0, y0, x1, y1, _ in mine), card.title
        if card.key:
            summary_bottom = max(y1 for _x0, _y0, _x1, y1, size in mine if size >= 12)
            shapes = [drawing["rect"] for drawing in page.get_drawings() if drawing.get("fill") == (0.0, 0.0, 0.0)]
            key_top = min(rect.y0 / MM - top for rect in shapes
                          if left <= rect.x0 / MM and rect.x1 / MM <= left + 60 and top + 60 <= rect.y0 / MM <= top + 88)
            assert summary_bottom <= key_top - 1, card.title


def test_on_swell_paper_no_word_of_a_tactile_rule_card_is_black():
    import pymupdf

    cards = rule_cards("https://rainbow.example.org", ["rainbow7-rain"], "en")
    page = pymupdf.open(stream=cards_pdf(cards, "en", tactile_cards=True, swell=True), filetype="pdf")[0]
    black = [span["text"] for block in page.get_text("dict")["blocks"] for line in block.get("lines", [])
             for span in line["spans"] if span["text"].strip() and span["color"] == 0]
    assert black == []


def _title_lines(pdf, cards):
    """Per tactile card, the braille title's dot rows (mm from the card's top), read from the PDF's vector data."""
    from companion.printing.rulecards import TACTILE, card_position
    from tests.printing.pdfmeasure import drawings_mm
    from tests.printing.test_tactile import BLACK, dots_of

    per_page = TACTILE.columns * TACTILE.rows
    rows = []
    for index, _card in enumerate(cards):
        left, top = card_position(index, TACTILE)
        dots = [dot for drawing in drawings_mm(pdf, index // per_page) if drawing.get("fill") == BLACK
                for dot in dots_of(drawing) if abs(dot[2] - 1.5) < 0.05 and left < dot[0] < left + TACTILE.card_w
                and top + 3 < dot[1] < top + 40]
        rows.append(sorted({round(dot[1] - top, 2) for dot in dots}))
    return rows


@pytest.mark.parametrize("system, pitch", [("kana", 10.0), ("kantenji", 12.5)])
def test_braille_lines_are_10_mm_apart_and_eight_dot_lines_12_5_mm(system, pitch):
    """The rows of dots of each two-line title, measured in the PDF, are where lines ``pitch`` mm apart put them:
    six-dot lines 10 mm, eight-dot (kantenji) lines 12.5 mm, so that the four rows of one line never run into the
    next line."""
    from companion.printing.braille import braille_code, cell_dots, contracted_braille, hyphen
    from companion.printing.rulecards import BRAILLE_TITLE_MM
    from companion.printing.tactile import LABEL_MARGIN, braille_lines

    cards = rule_cards("https://rainbow.example.org", ["rainbow7-rain", "rainbow-field"], "ja")
    measured = _title_lines(cards_pdf(cards, "ja", tactile_cards=True, braille_system=system), cards)
    code = braille_code("ja", system)
    two_line = 0
    for card, rows in zip(cards, measured):
        lines = braille_lines(contracted_braille(card.title, code), (0, 0, BRAILLE_TITLE_MM + 2 * LABEL_MARGIN, 40),
                              False, hyphen(code))
        expected = sorted({number * pitch + ((dot - 1) % 3 if dot <= 6 else 3) * 2.5
                           for number, line in enumerate(lines) for cell in line for dot in cell_dots(cell)})
        assert [round(y - rows[0], 2) for y in rows] == [round(y - expected[0], 2) for y in expected], card.title
        two_line += len(lines) > 1
    assert two_line >= 2
