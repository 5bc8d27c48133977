"""French, German and Japanese text render in the PDFs; Japanese in a Noto CJK font."""

import subprocess

import pytest

from companion.printing.rulecards import cards_pdf, rule_cards
from companion.printing.stickers import StickerOptions, sticker_pdf
from tests.printing.pdfmeasure import page_text


def fonts_of(pdf, tmp_path):
    """pdffonts' listing of the PDF."""
    path = tmp_path / "fonts.pdf"
    path.write_bytes(pdf)
    return subprocess.run(["pdffonts", str(path)], capture_output=True, text=True, check=True).stdout


def test_japanese_rule_cards_use_noto_cjk(tmp_path):
    pdf = cards_pdf(rule_cards("https://example.org", ["rainbow7-rain"], "ja"), "ja")
    assert "Noto-Sans-CJK" in fonts_of(pdf, tmp_path).replace(" ", "-")
    text = page_text(pdf)
    assert "7のカードの効果" in text and "レインボー7" in text


def test_japanese_stickers_show_kanji_colour_letters(tmp_path):
    pdf = sticker_pdf(StickerOptions(game="rainbow7-rain", lang="ja"))
    text = page_text(pdf)
    assert "アクセシビリティ用シール" in text
    assert "紺" in text and "紫" in text
    assert "CJK" in fonts_of(pdf, tmp_path)


@pytest.mark.parametrize("lang, words", [("fr", ["Comment imprimer", "bleu foncé", "Vi"]),
                                         ("de", ["So drucken Sie", "Dunkelblau", "Gr"])])
def test_french_and_german_guides(lang, words):
    text = page_text(sticker_pdf(StickerOptions(game="rainbow7-rain", lang=lang)))
    for word in words:
        assert word.casefold() in text.casefold()
