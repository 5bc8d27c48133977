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
    assert "7の効果" in text and "レインボー7" in text


def test_japanese_stickers_show_kanji_colour_letters(tmp_path):
    pdf = sticker_pdf(StickerOptions(game="rainbow7-rain", lang="ja"))
    text = page_text(pdf)
    assert "アクセシビリティ用シール" in text
    assert "紺" in text and "紫" in text
    assert "CJK" in fonts_of(pdf, tmp_path)


@pytest.mark.parametrize("lang, words", [("fr", ["Fabriquer le jeu", "papier thermogonflé", "bleu foncé", "Vi"]),
                                         ("de", ["So entstehen die Karten", "Schwellpapier", "Dunkelblau", "Gr"])])
def test_french_and_german_guides(lang, words):
    text = page_text(sticker_pdf(StickerOptions(game="rainbow7-rain", lang=lang)))
    for word in words:
        assert word.casefold() in text.casefold()


@pytest.mark.parametrize("lang, words", [("en", "navy east"), ("fr", "bleu marine Est"), ("de", "Marineblau Osten"),
                                         ("ja", "紺・東")])
def test_a_braille_label_says_what_it_spells_in_the_documents_language(lang, words):
    from companion.printing.deck import Sticker
    from companion.printing.describe import mark_alt
    from companion.printing.describe import sticker_words
    from companion.printing.stickers import StickerOptions

    options = StickerOptions(game="rainbow7-explorers", sheet="a4-38x21", braille=True, lang=lang)
    label = Sticker("braille", (("colour", "navy"), ("direction", "east")))
    assert words in sticker_words(label, options) and words in mark_alt(label, options)
    assert "navy" not in sticker_words(label, options) or lang == "en"


def test_a_mark_too_big_is_refused_in_the_documents_language_without_english_words():
    from companion.i18n.errors import translate_error
    from companion.printing import PrintOptionError
    from companion.printing.stickers import build

    with pytest.raises(PrintOptionError) as refused:
        build(StickerOptions(game="rainbow-field", sheet="a4-round-12", counts={"highest": 9}, lang="fr",
                             method="flat"))
    assert translate_error(refused.value, "fr").startswith("En taille réelle, valeur 6 de carte 6 ne tient pas sur ")
    with pytest.raises(PrintOptionError) as refused:
        build(StickerOptions(game="rainbow7-rain", braille=True, lang="ja", card=(25, 25), method="flat"))
    english = translate_error(refused.value, "en")
    assert english.endswith("Sheets that fit, nearest first: none with these options. On this sheet it fits with one of "
                            "these changes: on larger cards.")
    german = translate_error(refused.value, "de")
    assert "none" not in german and "keiner mit diesen Einstellungen" in german


@pytest.mark.parametrize("lang, settings", [
    ("en", ["Offset: X +1.5 mm, Y -0.5 mm.", "109 stickers on 2 sheets"]),
    ("de", ["Versatz: X +1,5 mm, Y -0,5 mm.", "109 Aufkleber auf 2 Bögen"]),
    ("fr", ["Décalage\u202f: X +1,5\u00a0mm, Y -0,5\u00a0mm.", "109 autocollants sur 2 planches"]),
])
def test_the_guide_writes_offsets_and_sheet_counts_as_the_language_does(lang, settings):
    text = page_text(sticker_pdf(StickerOptions(game="rainbow7-rain", lang=lang, offset_x=1.5, offset_y=-0.5,
                                                method="flat", braille=True)))
    for words in settings:
        assert " ".join(words.split()) in " ".join(text.split())


def test_the_japanese_guide_writes_no_space_between_its_sentences():
    """The guide's sentences side by side follow the language: 「…決めます。読み取る情報は…」, not 「。 読み取る」
    (the card-size note and the fan note, the sheet and the printer correction, were joined with a space)."""
    import re

    from companion.printing.stickers import build, document_html

    html = document_html(build(StickerOptions(game="rainbow7-rain", lang="ja", offset_x=1.5, method="flat")))
    paragraphs = [re.sub(r"<[^>]+>", "", body) for body in re.findall(r"<p[^>]*>(.*?)</p>", html, re.S)]
    assert any("決めます。読み取る" in text for text in paragraphs)
    assert any("A4）。ずれ：X +1.5 mm、Y +0.0 mm。適用した" in text for text in paragraphs)
    assert [text for text in paragraphs if re.search(r"。 +\S", text)] == []


@pytest.mark.parametrize("method", ["swell", "flat"])
def test_the_japanese_card_qr_count_and_function_codes_follow_each_other_without_a_space(method):
    """The sheets' count, the card QR stickers' count and the function cards' sentences of the explorers' guide
    were joined with a space in the template: 「（用紙1枚）。 続いて」「伝えます。 機能が」."""
    import re

    from companion.printing.stickers import build, document_html

    html = document_html(build(StickerOptions(game="rainbow7-explorers", lang="ja", method=method, sheet="a4-38x21",
                                              card_qr=True, base_url="http://x.test",
                                              function_cards=(("drop", ("red-north",)),))))
    paragraphs = [re.sub(r"<[^>]+>", "", body) for body in re.findall(r"<p[^>]*>(.*?)</p>", html, re.S)]
    counted = [text for text in paragraphs if "続いてカード用QRシール" in text]
    assert len(counted) == 1 and "機能名も示すコード" in counted[0] and "同じ色と方角のカードと共通のコード" in counted[0]
    assert not re.search(r"。\s", counted[0]), counted[0]


def test_the_japanese_key_card_names_a_function_as_its_braille_label_spells_it():
    """The braille label of a DROP card spells ドロップ (printables/codes/functions.json): the key card says
    ドロップ too, with the printed word beside it, not the bare English DROP."""
    from companion.printing.keycard import shape_rows

    words = [row[1] for row in shape_rows(StickerOptions(game="rainbow7-explorers", lang="ja"))]
    assert "三角：ドロップ（DROP）" in words and "中が空いた四角：テイク（TAKE）" in words
    assert [row[1] for row in shape_rows(StickerOptions(game="rainbow7-explorers", lang="en"))][0] == "triangle: DROP"


@pytest.mark.parametrize("text, reading, wrong", [("三日月：水色、文字 水", "ミズ", "スイ"), ("Lの字形：紺", "ジガタ", "ジケイ")])
def test_the_japanese_key_card_reads_its_words_as_the_labels_do(text, reading, wrong):
    """The key card's 「文字 水」 is the light-blue letter, みず on every label (not すい); the navy mark
    Lの字形 is read じがた (not じけい): printables/braille/ja-readings.json."""
    from companion.printing.ja_reading import braille_words

    kana = "".join(text for word in braille_words(text) for kind, text in word.segments if kind == "kana")
    assert kana.endswith(reading) or reading in kana
    assert wrong not in kana


def test_the_japanese_preview_counts_the_card_qr_stickers_without_a_space_after_its_sentence(client):
    """The form's preview joined the sheets' count and the card QR count with a space: 「（用紙2枚）。 続いて」."""
    import re
    from html import unescape

    query = {"submitted": "1", "game": "rainbow7-explorers", "raise": "flat", "sheet": "a4-38x21", "colour": "on",
             "shapes": "on", "card_qr": "on", "base_url": "http://192.168.100.200:8000", "lang": "ja",
             "print_lang": "ja", "function-drop": "北の赤、東の青"}
    page = client.get("/print", query_string=query).get_data(as_text=True)
    status = unescape(re.search(r'<p role="status">(.*?)</p>', page, re.S).group(1))
    assert status == "シール80枚（用紙2枚）。続いて、カード用QRシール60枚を別の用紙に印刷します。"
