"""Every kind of PDF the companion makes, in each of the four languages, read back as a screen reader reads it.

The kinds: the sticker document of each way of raising the marks (swell sheets with the heater strip, the cut
method's placement sheet, the embosser's colour labels, flat labels; each with its guide, diagrams, checklist,
key card and card QR sheets: ``tests/printing/rendered.py``), the sheets alone, the card QR sheets, the QR
rule cards, the tactile rule cards with their key card and a table's join card (through its web route). Each is tagged PDF/UA-1 with its title and
``/Lang``, starts with its H1, gives every figure words in its own language (never the English ones), paints
nothing outside the structure tree or an artifact, and passes the ``pdfua`` checker (the machine-checkable
part of PDF/UA-1 that runs without Java; veraPDF cannot be installed here, see the README).
"""

import logging
from functools import lru_cache

import pytest
from pdfua import validate

from companion import store
from companion.app import create_app
from companion.i18n import translations
from companion.printing.rulecards import cards_pdf, rule_cards
from companion.printing.stickers import StickerOptions, sticker_pdf
from tests.printing.pdftags import read_tagged
from tests.printing.test_tagged_pdf import painted_colours

LANGS = ("en", "fr", "ja", "de")
BASE = "http://192.168.1.20:8000"
STICKER_KINDS = {
    "sheets alone": {"game": "rainbow-field", "guide": False, "sheet": "a4-38x21", "method": "flat"},
    "card QR sheets": {"game": "rainbow-snake", "card_qr": True, "base_url": BASE, "sheet": "a4-38x21",
                       "value": "large", "method": "flat"},
}
METHOD_KINDS = {"swell document": ("swell", True, "rainbow7-rain"),
                "cut placement sheet": ("cut", True, "rainbow7-explorers"),
                "embosser document": ("embosser", True, "rainbow-snake"),
                "flat document": ("flat", False, "rainbow-field")}
KINDS = (*METHOD_KINDS, *STICKER_KINDS, "rule cards", "tactile rule cards", "join card")


@pytest.fixture(scope="module")
def join_client(tmp_path_factory):
    """A test client of an app with one rain table (Ana, Ben), and that table's id."""
    app = create_app({"TESTING": True, "DATA_DIR": str(tmp_path_factory.mktemp("join")), "SECRET_KEY": "test"})
    table = store.create_table("rainbow7-rain", ["Ana", "Ben"], {}, engine=app.extensions["companion_db"])
    return app.test_client(), table.id


@lru_cache(maxsize=None)
def _rendered(kind, lang):
    """The PDF bytes of ``kind`` in ``lang`` (rendered once for every test of this module)."""
    if kind in METHOD_KINDS:
        from tests.printing.rendered import document

        method, braille, game = METHOD_KINDS[kind]
        return document(method, braille, lang, game)[1]
    if kind in STICKER_KINDS:
        return sticker_pdf(StickerOptions(lang=lang, **STICKER_KINDS[kind]))
    cards = rule_cards(BASE, ["rainbow7-rain", "rainbow-snake"], lang)
    return cards_pdf(cards, lang, tactile_cards=kind == "tactile rule cards", swell=kind == "tactile rule cards")


def rendered(kind, lang, join_client):
    """``kind`` in ``lang`` as PDF bytes; the join card comes from its web route."""
    if kind != "join card":
        return _rendered(kind, lang)
    client, table_id = join_client
    response = client.get(f"/t/{table_id}/join-card.pdf?lang={lang}")
    assert response.status_code == 200 and response.mimetype == "application/pdf"
    return response.data


def same_word(words, lang):
    """Whether ``lang``'s catalogue translates ``words`` to itself (French "chevron", "zigzag")."""
    return translations(lang)._catalog.get(words) == words


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_is_tagged_and_speaks_its_language(kind, lang, join_client, caplog, tmp_path):
    caplog.set_level(logging.ERROR, logger="weasyprint")
    data = rendered(kind, lang, join_client)
    tagged = read_tagged(data)
    assert tagged.marked and tagged.pdfua_part == "1"
    assert tagged.lang == lang and tagged.title and tagged.display_title
    assert tagged.root.children[0].tag == "Document"
    reading = tagged.reading()
    assert reading[0][0] == "H1", "the document's heading comes first"
    assert kind == "sheets alone" or any(tag == "H2" for tag, _ in reading), "a heading for each part"
    headings = [element for element in tagged.elements() if element.tag in ("H1", "H2", "H3", "H4", "H5", "H6")]
    assert all(heading.spoken().strip() for heading in headings), "an empty heading (pdfua skips that rule)"
    alts = [figure.alt for figure in tagged.elements("Figure")]
    assert alts and all(alt and alt.strip() for alt in alts)
    if lang != "en":
        english = [figure.alt for figure in read_tagged(rendered(kind, "en", join_client)).elements("Figure")]
        if not (kind in METHOD_KINDS and METHOD_KINDS[kind][1]):
            assert len(alts) == len(english), "the same figures (braille labels may need more pieces in a language)"
        english_words = set(english)
        same = [alt for alt in alts if alt in english_words and not same_word(alt, lang)]
        assert same == [], "figures still described in English"
    assert all(page["untagged"] == set() for page in painted_colours(data)), "painted outside tags and artifacts"
    path = tmp_path / "document.pdf"
    path.write_bytes(data)
    report = validate(str(path))
    assert [(finding.rule_id, finding.message) for finding in report.findings] == []
    assert [record.getMessage() for record in caplog.records if record.name.startswith("weasyprint")] == []


def test_the_pdfua_checker_rejects_an_untagged_pdf(tmp_path):
    """The checker used above does check: the same rule cards without tagging are refused."""
    from weasyprint import HTML

    path = tmp_path / "untagged.pdf"
    path.write_bytes(HTML(string='<html lang="en"><title>Cards</title><h1>Cards</h1><p>Scan</p></html>').write_pdf())
    rules = {finding.rule_id for finding in validate(str(path)).findings}
    assert rules, "an untagged PDF passed"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_card_qr_stickers_are_read_in_the_checklists_order(lang):
    """The card QR sheets come after the stickers, each code named by its card, row by row as printed."""
    from companion.i18n import translate
    from companion.printing.stickers import build

    built = build(StickerOptions(lang=lang, **STICKER_KINDS["card QR sheets"]))
    figures = [words for tag, words in read_tagged(_rendered("card QR sheets", lang)).reading() if tag == "Figure"]
    expected = [f"[{translate('QR code for the face of the card, top-left corner: {card}', lang, card=qr.caption)}]"
                for qr in built["qr"]]
    assert len(expected) >= 40 and figures[-len(expected):] == expected


def test_tactile_rule_card_reads_braille_title_words_qr_then_its_key_card():
    """A tactile rule card reads as it is laid out: the braille title across the top, kicker, title, summary, the
    QR code, "scan"; then its key card: its heading, and each raised shape with its words in braille and print."""
    cards = rule_cards(BASE, ["rainbow7-rain", "rainbow-snake"], "en")
    reading = read_tagged(_rendered("tactile rule cards", "en")).reading()
    seven = next(card for card in cards if card.key)
    start = reading.index(("H2", seven.title)) - 2
    tags = [tag for tag, _ in reading[start:start + 6]]
    assert reading[start][1].startswith("[braille: ") and reading[start][1].endswith(f"({seven.title})]")
    assert tags == ["Figure", "P", "H2", "P", "Figure", "P"]
    assert reading[start + 4][1].startswith("[QR code: rule section")
    key = reading.index(("H2", f"{seven.title}: the shapes"))
    rows = reading[key + 1:key + 1 + len(seven.key)]
    assert [tag for tag, _ in rows] == ["LI"] * len(seven.key)
    for (_tag, words), (_shape, meaning) in zip(rows, seven.key):
        assert words.startswith("[") and f"({meaning})]" in words and words.endswith(meaning), words
