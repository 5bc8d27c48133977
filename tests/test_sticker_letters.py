"""The phone says the letter the sticker carries: a blind player who feels O hears « Ouest (O) », never W."""

import pytest

from companion.games.rainbow7_explorers import engine as explorers
from companion.i18n import translate
from companion.printing.data import colour_letter, direction_letters
from companion.printing.guide import sticker_words
from companion.printing.deck import Sticker
from companion.rules.words import COLOUR_NAMES, DIRECTION_NAMES

LANGUAGES = ("en", "fr", "ja", "de")


def initials_match(letter, name):
    """True when ``letter`` ("C", "Nv", "オ") opens one of the words of ``name`` ("bleu clair", "navy", "オレンジ"),
    its further characters following in that word."""
    for word in name.replace("-", " ").split():
        if word[:1].casefold() == letter[:1].casefold():
            rest = iter(word[1:].casefold())
            if all(character in rest for character in letter[1:].casefold()):
                return True
    return False


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_phone_says_each_direction_with_its_stickers_letter(app, lang):
    with app.test_request_context(f"/?lang={lang}"):
        for code, direction in explorers.DIRECTION_IDS.items():
            letter = direction_letters()[direction][lang]
            said = explorers_screen().direction_name(code)
            name = translate(explorers.DIRECTION_NAMES[code], lang)
            assert said in (name, translate("{direction} ({letter})", lang, direction=name, letter=letter))
            assert letter in said
            assert initials_match(letter, name), (lang, said)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_sticker_guide_names_the_same_letters(lang):
    class Options:
        pass

    options = Options()
    options.lang = lang
    for direction in DIRECTION_NAMES:
        letter = direction_letters()[direction][lang]
        words = sticker_words(Sticker("letter", direction), options)
        assert letter in words
    for colour in COLOUR_NAMES:
        words = sticker_words(Sticker("colour", colour), options)
        assert colour_letter(colour, lang) in words
        assert initials_match(colour_letter(colour, lang), translate(COLOUR_NAMES[colour], lang)), (lang, colour)


def test_french_and_german_west_and_east_are_what_their_stickers_print():
    assert direction_letters()["west"]["fr"] == "O" and direction_letters()["east"]["de"] == "O"
    assert initials_match("O", "Ouest") and not initials_match("W", "Ouest")


def explorers_screen():
    from companion.games.rainbow7_explorers.screen import UI

    return UI
