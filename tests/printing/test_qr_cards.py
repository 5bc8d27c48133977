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
    assert "Regenbogenschlange" in text and "Zu den Regeln scannen" in text


@pytest.mark.parametrize("base", ["", "ftp://example.org", "rainbow.example.org", "https://"])
def test_bad_base_urls_are_refused(base):
    with pytest.raises(PrintOptionError, match="must start with http"):
        rule_cards(base)


def test_tactile_rule_cards_have_braille_titles_12pt_summaries_and_a_key_card_in_braille(tmp_path):
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
    seven = next(index for index, card in enumerate(cards) if card.key)
    on_page = cards[:6] if seven >= 5 else cards[:seven + 1] + cards[seven + 1:5]
    for card in on_page:
        first_words = card.summary.split()[0]
        assert any(span["text"].startswith(first_words) and span["size"] >= 12 for span in spans), card.title
    dots = [dot for drawing in drawings_mm(pdf) if drawing.get("fill") == BLACK for dot in dots_of(drawing)
            if abs(dot[2] - 1.5) < 0.05]
    key_words = [meaning for _shape, meaning in cards[seven].key] if seven < 5 else []
    expected = sum(bin(ord(c) - 0x2800).count("1") for card in on_page for c in contracted_braille(card.title, "de"))
    expected += sum(bin(ord(c) - 0x2800).count("1") for words in key_words for c in contracted_braille(words, "de"))
    assert len(dots) == expected
    assert_real_braille_spacing(dots)
    printed = " ".join(span["text"] for span in spans if span["size"] < 9)
    assert {"Regenmarke", "freiwillig"} <= set(printed.split())


def test_the_key_card_of_the_value_7_effects_gives_each_shape_at_its_size_and_its_words_in_braille():
    import pymupdf

    from companion.printing.braille import contracted_braille
    from companion.printing.rulecards import TACTILE, card_position
    from tests.printing import tactile_measure as tm
    from tests.printing.pdfmeasure import MM
    from tests.printing.test_tactile import dots_of
    from tests.printing.rendered import drawings

    for lang in ("en", "ja"):
        cards = rule_cards("https://rainbow.example.org", ["rainbow7-rain"], lang)
        seven = next(index for index, card in enumerate(cards) if card.key)
        document = pymupdf.open(stream=cards_pdf(cards, lang, tactile_cards=True), filetype="pdf")
        per_page = TACTILE.columns * TACTILE.rows
        index = seven + 1  # the key card follows its rule card
        left, top = card_position(index, TACTILE)
        found = [d for d in drawings(document[index // per_page]) if d.get("fill") == (0.0, 0.0, 0.0)
                 and left <= d["box"][0] and d["box"][2] <= left + TACTILE.card_w
                 and top <= d["box"][1] and d["box"][3] <= top + TACTILE.card_h]
        regions = [tm.region_from_drawings([d]) for d in found]
        shapes = [region for region in regions if len(tm.polygons(region)) <= 2
                  and tm.extent(region)["diameter"] > 8]
        assert len(shapes) == len(cards[seven].key)
        for shape in shapes:
            assert tm.extent(shape)["diameter"] >= 10 and tm.narrowest_stroke(shape) >= 1.5 - 0.06
        dots = [dot for d in found for dot in dots_of(d) if abs(dot[2] - 1.5) < 0.05]
        assert len(dots) == sum(bin(ord(c) - 0x2800).count("1") for _shape, words in cards[seven].key
                                for c in contracted_braille(words, lang))
        text = document[index // per_page].get_text()
        assert all(words in text.replace("\n", "") for _shape, words in cards[seven].key)
        assert MM > 0


@pytest.mark.parametrize("lang", ["en", "fr", "de", "ja"])
def test_every_word_of_a_tactile_rule_card_stays_on_its_card_clear_of_its_raised_marks(lang):
    import pymupdf

    from companion.printing.rulecards import TACTILE, _tactile_entries, card_position
    from tests.printing.pdfmeasure import MM

    cards = rule_cards("https://rainbow.example.org", None, lang)
    document = pymupdf.open(stream=cards_pdf(cards, lang, tactile_cards=True), filetype="pdf")
    per_page = TACTILE.columns * TACTILE.rows
    for index, (card, is_key) in enumerate(_tactile_entries(cards)):
        page = document[index // per_page]
        left, top = card_position(index, TACTILE)
        def inside(x0, y0, x1, y1, left=left, top=top):
            return left <= (x0 + x1) / 2 <= left + TACTILE.card_w and top <= (y0 + y1) / 2 <= top + TACTILE.card_h
        spans = [[value / MM for value in span["bbox"]] for block in page.get_text("dict")["blocks"]
                 for line in block.get("lines", []) for span in line["spans"] if span["text"].strip()]
        mine = [(x0 - left, y0 - top, x1 - left, y1 - top) for x0, y0, x1, y1 in spans if inside(x0, y0, x1, y1)]
        assert mine, card.title
        assert all(x0 >= 1 and y0 >= 1 and x1 <= TACTILE.card_w - 1 and y1 <= TACTILE.card_h - 1
                   for x0, y0, x1, y1 in mine), (card.title, is_key)
        if is_key:
            raised = [[v / MM - o for v, o in zip(d["rect"], (left, top, left, top))] for d in page.get_drawings()
                      if d.get("fill") == (0.0, 0.0, 0.0) and inside(*[v / MM for v in d["rect"]])]
            for x0, y0, x1, y1 in mine:
                assert not any(x0 < rx1 - 0.3 and rx0 + 0.3 < x1 and y0 + 0.6 < ry1 and ry0 < y1 - 0.6
                               for rx0, ry0, rx1, ry1 in raised), (card.title, (x0, y0, x1, y1))


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

    from companion.printing.rulecards import _tactile_entries

    per_page = TACTILE.columns * TACTILE.rows
    rows = []
    for index, (_card, is_key) in enumerate(_tactile_entries(cards)):
        if is_key:
            continue
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
