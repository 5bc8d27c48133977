"""Braille that every reader reads as meant, checked by reading it back: liblouis's back-translation for English,
French and German, the project's kana table for Japanese.

What each language does with a code letter standing alone (the colour and direction letters of the labels):

- English (UEB): a lone letter is a word in contracted braille (⠗ "rather", ⠽ "you"): it takes the grade-1
  indicator ⠰ (⠰⠗), as liblouis's en-ueb-g2 writes it; the function words are contracted UEB (REVERSE ⠗⠑⠧⠻⠎⠑).
- French: a lone letter is a word in abrégé (⠗ "rien", ⠉ "ce", ⠚ "je"): it takes the letter sign ⠰, as
  fr-bfu-g2 writes it; the function words, English, are written out (intégral), as foreign words are.
- German: a lone letter is a word in Kurzschrift (⠗ "der", ⠝ "nicht"): it takes the letter sign ⠠ (dot 6), as
  de-g2 writes it; liblouis's de-g2 cannot read its own braille back, so these parts are read back with de-g1,
  which reads the letter sign; the function words are written out.
- Japanese: the letters are kanji (赤, 北), written as their reading in kana braille (⠁⠡ アカ).
"""

import re

import pytest

from companion.printing.braille import (BLANK, CONTRACTED, HYPHEN, PREFIXES, UNCONTRACTED, back_translate,
                                        contracted_braille, hyphen, label_part)
from companion.printing.data import GAMES, colour_letter, direction_letters
from companion.printing.deck import braille_cells, counts_for, deck_cards, function_words
from companion.printing.rulecards import rule_cards
from companion.printing.deck import braille_parts
from companion.printing.stickers import StickerOptions
from companion.printing.tactile import braille_lines, wrap_words
from companion.printing.tenji import kana_text

# Which liblouis table reads each kind of label part back, per language.
READ_BACK = {"en": {"letters": "en-ueb-g2.ctb", "number": "en-ueb-g2.ctb", "word": "en-ueb-g2.ctb"},
             "fr": {"letters": "fr-bfu-g2.ctb", "number": "fr-bfu-comp6.utb", "word": "fr-bfu-comp6.utb"},
             "de": {"letters": "de-g1.ctb", "number": "de-g0.utb", "word": "de-g0.utb"}}
LETTER_SIGN = {"en": "⠰", "fr": "⠰", "de": "⠠"}
LONE_LETTER_WORDS = {"en": ("en-ueb-g2.ctb", {"r": "rather", "y": "you"}),
                     "fr": ("fr-bfu-g2.ctb", {"r": "rien", "c": "ce", "j": "je"}),
                     "de": ("de-g2.ctb", {"r": "der", "n": "nicht"})}


def _spelt_parts(spelt, lang):
    """What each part of a label says, in print: (kind, text)."""
    for part, value in spelt:
        if part == "value":
            yield "number", str(value)
        elif part == "colour":
            yield "letters", colour_letter(value, lang).lower()
        elif part == "direction":
            yield "letters", direction_letters()[value][lang].lower()
        else:
            yield "word", function_words()[value][lang]


def _every_label(lang):
    """Every distinct braille label of every deck, its value on the label or not."""
    for game in GAMES:
        for value in ("dots", "braille"):
            options = StickerOptions(game=game, lang=lang, braille=True, value=value)
            for card in deck_cards(game, counts_for(game), braille_parts(options)):
                spelt = dict((s.kind, s.key) for s in card.stickers).get("braille")
                if spelt:
                    yield spelt


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_every_label_reads_back_as_its_letters_value_direction_and_function(lang):
    seen = 0
    for spelt in set(_every_label(lang)):
        cells = braille_cells(spelt, lang).split(BLANK)
        parts = list(_spelt_parts(spelt, lang))
        assert len(cells) == len(parts), spelt
        for (kind, text), part in zip(parts, cells):
            assert back_translate(part, READ_BACK[lang][kind]).lower() == text, (spelt, part)
            if kind == "letters" and back_translate(part.removeprefix(LETTER_SIGN[lang]),
                                                    LONE_LETTER_WORDS[lang][0]).lower() != text:
                assert part.startswith(LETTER_SIGN[lang]), (spelt, part)  # a lone letter that would read as a word
        seen += 1
    assert seen > 30


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_without_the_letter_sign_a_lone_letter_reads_as_a_word(lang):
    table, words = LONE_LETTER_WORDS[lang]
    for letter, word in words.items():
        cells = label_part("letters", letter, lang)
        assert cells == LETTER_SIGN[lang] + cells[1:] and len(cells) == 2
        assert back_translate(cells[1:], table) == word
        assert back_translate(cells, READ_BACK[lang]["letters"]) == letter


def test_english_labels_carry_the_grade_1_indicator_and_contracted_function_words():
    assert braille_cells((("colour", "red"), ("value", 7)), "en") == "⠰⠗⠀⠼⠛"
    assert braille_cells((("colour", "navy"), ("direction", "north"), ("function", "reverse")), "en") == "⠝⠧⠀⠰⠝⠀⠗⠑⠧⠻⠎⠑"


@pytest.mark.parametrize("lang", ["ja"])
def test_japanese_labels_read_back_as_the_readings_of_their_letters(lang):
    for spelt in set(_every_label(lang)):
        read = kana_text(braille_cells(spelt, lang)).split(" ")
        for (kind, text), part in zip(_spelt_parts(spelt, lang), read):
            if kind == "word":
                assert part == text
            elif kind == "number":
                assert part == text
            else:
                assert part and all("ァ" <= c <= "ヶ" or c == "ー" for c in part)


def _normal(text):
    """Text as a back-translation gives it: no case, straight quotes, no spaces at dashes or inside quotes."""
    text = text.lower().replace("\u202f", " ").replace("\u00a0", " ").replace("’", "'")
    text = re.sub(r"[“”„«»\"]", '"', text).replace(")", "(")  # German braille has one sign for both brackets
    text = re.sub(r"\s*[—–-]\s*", "-", text)
    return re.sub(r'"\s*', '"', re.sub(r'\s*"', '"', text)).strip()


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_every_rule_card_title_reads_back_from_its_contracted_braille(lang):
    cards = rule_cards("https://rainbow.example.org", None, lang)
    for card in cards:
        cells = contracted_braille(card.title, lang)
        assert _normal(back_translate(cells, CONTRACTED[lang])) == _normal(card.title), card.title


def test_the_game_words_in_another_language_are_written_out_not_contracted():
    assert contracted_braille("Rainbow ansagen", "de").startswith(back_translate_free("Rainbow", "de"))
    assert "⠗⠁⠊⠝⠃⠕⠺" in contracted_braille("Rainbow 7 — les explorateurs", "fr")


def back_translate_free(word, lang):
    """``word`` in the uncontracted braille of ``lang``."""
    from companion.printing.braille import louis

    return louis(word, UNCONTRACTED[lang])


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_a_word_too_long_for_a_label_line_breaks_with_the_hyphen(lang):
    cells = braille_cells((("function", "reverse"),), lang)
    width = 3 * 6.2 + 2.5 + 1.5 + 1  # four cells and the label's margins
    lines = braille_lines(cells, (0, 0, width, 40), False, hyphen(lang))
    assert len(lines) > 1
    assert all(line.endswith(HYPHEN) and len(line) <= 4 for line in lines[:-1])
    assert "".join(line[:-1] for line in lines[:-1]) + lines[-1] == cells


def test_japanese_labels_spell_the_function_cards_in_kana_as_the_glossary_says():
    from companion.i18n.terms import load

    glossary = {term.id: term.term for term in load("ja").terms}
    for function, words in function_words().items():
        assert words["ja"] == glossary[function]
        assert kana_text(braille_cells((("function", function),), "ja")) == words["ja"]
    assert braille_cells((("function", "drop"),), "ja") == "⠐⠞⠚⠂⠠⠭"


def test_a_word_is_never_broken_after_a_sign_that_changes_the_next_cell_nor_inside_a_number():
    assert wrap_words(["⠠⠠⠗⠑⠧⠻⠎⠑"], 3, hyphen=HYPHEN) is None  # two cells and the hyphen would end on ⠠
    for per_line in (4, 5):
        lines = wrap_words(["⠠⠠⠗⠑⠧⠻⠎⠑"], per_line, hyphen=HYPHEN)
        assert len(lines) > 1 and all(line.endswith(HYPHEN) and line[-2] not in PREFIXES for line in lines[:-1])
        assert "".join(line[:-1] for line in lines[:-1]) + lines[-1] == "⠠⠠⠗⠑⠧⠻⠎⠑"
    for per_line in range(3, 6):
        assert wrap_words(["⠼⠁⠃⠉⠙⠑"], per_line, hyphen=HYPHEN) is None  # 12345 is never cut
    assert wrap_words(["⠰⠗", "⠼⠁⠃"], 3, hyphen=HYPHEN) == ["⠰⠗", "⠼⠁⠃"]


def test_japanese_words_break_between_kana_never_after_a_prefix_and_without_a_hyphen():
    from companion.printing.tenji import kana_braille

    cells = kana_braille("ジョーカー")
    assert cells == "⠘⠺⠒⠡⠒"
    assert wrap_words([cells], 3, hyphen=hyphen("ja")) == ["⠘⠺⠒", "⠡⠒"]
    assert wrap_words([cells], 2, hyphen=hyphen("ja")) is None  # ⠘ (voiced yōon sign) never ends a line


def test_the_function_names_of_the_labels_are_the_function_cards():
    from companion.games import game
    from companion.printing.data import deck_manifest
    from companion.printing.describe import card_words

    functions = set(deck_manifest("rainbow7-explorers")["functions"])
    assert functions == set(game("rainbow7-explorers").deck.functions) == {"drop", "reverse", "jump", "take"}
    assert {card_words({"function": name}, "ja")["function"] for name in functions} == {"DROP", "REVERSE", "JUMP", "TAKE"}
