"""Deck manifests → cards and stickers; the code letters; the swell-paper colours."""

from collections import Counter

import pytest

from companion.printing import PrintOptionError
from companion.printing.data import GAMES, colour_codes, deck_manifest
from companion.printing.deck import Sticker, counts_for, deck_cards
from companion.printing.braille import cell_dots, number_braille
from companion.printing.marks import tint
from companion.printing.stickers import StickerOptions, build


def test_rain_deck_is_49_colour_cards_and_4_rainbow_cards():
    cards = deck_cards("rainbow7-rain", counts_for("rainbow7-rain"))
    colour_cards = [c for c in cards if dict(c.params).get("colour")]
    assert sum(c.copies for c in colour_cards) == 49
    assert {(dict(c.params)["colour"], dict(c.params)["value"]) for c in colour_cards} == {
        (colour, value) for colour in deck_manifest("rainbow7-rain")["colours"] for value in range(1, 8)}
    rainbow = [c for c in cards if not c.params]
    assert [(c.copies, c.stickers) for c in rainbow] == [(4, (Sticker("shape", "star"),))]


@pytest.mark.parametrize("colour, shape", [("orange", "hollow-square"), ("green", "hollow-square"),
                                           ("light-blue", "cross"), ("dark-blue", "cross"),
                                           ("red", "plus"), ("yellow", "plus"), ("violet", "minus")])
def test_value_7_cards_get_their_effect_shape_in_the_centre(colour, shape):
    cards = deck_cards("rainbow7-rain", {})
    seven = next(c for c in cards if dict(c.params) == {"colour": colour, "value": 7})
    assert (Sticker("shape", shape), "centre") in seven.placements
    assert seven.placements[0] == (Sticker("colour", colour), "top-left")
    assert seven.placements[1] == (Sticker("value", 7), "under-top-left")


def printed(**options):
    """Every sticker the pieces of a flat print carry (one per element, copies repeated)."""
    return [element.sticker for piece in build(StickerOptions(method="flat", **options))["pieces"]
            for element, _, _ in piece.elements]


def test_sticker_totals_follow_the_code_sets():
    tally = Counter(s.kind for s in printed(game="rainbow7-rain"))
    assert tally == {"colour": 49, "value": 49, "shape": 7 + 4}
    assert Counter(s.kind for s in printed(game="rainbow7-rain", value="none", shapes=False)) == {"colour": 49}


def test_open_decks_use_defaults_and_the_users_counts():
    explorers = printed(game="rainbow7-explorers")
    assert Counter(s.kind for s in explorers)["colour"] == 4 * 2 * 7
    assert Counter(s.key for s in explorers if s.kind == "shape")["star"] == 4
    assert Counter(s.key for s in explorers if s.kind == "shape")["triangle"] == 8  # DROP
    fewer = printed(game="rainbow7-explorers", counts={"sets": 1, "drop": 2})
    assert Counter(s.kind for s in fewer)["colour"] == 4 * 7
    assert Counter(s.key for s in fewer if s.kind == "shape")["triangle"] == 2
    field = printed(game="rainbow-field", counts={"highest": 5, "copies": 3})
    assert Counter(s.key for s in field) == {value: 3 for value in range(1, 6)}


def test_a_snake_middle_card_is_named_by_its_two_end_colours_one_at_each_end():
    snake = deck_cards("rainbow-snake", counts_for("rainbow-snake"), braille=("colour",))
    middles = [card for card in snake if card.id.startswith("middle-")]
    colours = deck_manifest("rainbow-snake")["colours"]
    assert [card.id for card in middles] == [f"middle-{a}-{b}" for i, a in enumerate(colours) for b in colours[i + 1:]]
    assert sum(card.copies for card in snake) == 6 + 6 + 15 * 2 + 2
    red_blue = next(card for card in middles if card.id == "middle-red-blue")
    assert red_blue.placements == ((Sticker("colour", "red"), "end-left"), (Sticker("colour", "blue"), "end-right"),
                                   (Sticker("braille", (("colour", "red"),)), "end-left"),
                                   (Sticker("braille", (("colour", "blue"),)), "end-right"))
    same = deck_cards("rainbow-snake", counts_for("rainbow-snake", {"same": 1}))
    assert {card.id for card in same if card.label.endswith("at both ends")} == {f"middle-{c}-{c}" for c in colours}


def test_bad_counts_are_refused_with_a_message():
    with pytest.raises(PrintOptionError, match="from 1 to 4"):
        counts_for("rainbow7-explorers", {"sets": 9})
    with pytest.raises(PrintOptionError, match="no count named"):
        counts_for("rainbow7-rain", {"sets": 1})


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["en", "fr", "ja", "de"])
def test_colour_letters_differ_within_each_deck(game, lang):
    colours = deck_manifest(game)["colours"]
    letters = [colour_codes()[c]["letters"][lang] for c in colours]
    assert len(set(letters)) == len(letters)
    assert all(1 <= len(letter) <= 2 for letter in letters)


def test_braille_digits_come_from_liblouis_per_language():
    assert [cell_dots(c) for c in number_braille(7, "en")] == [(3, 4, 5, 6), (1, 2, 4, 5)]
    assert number_braille(15, "de") == "⠼⠁⠑"
    assert number_braille(7, "ja") == "⠼⠛"
    assert number_braille(7, "fr") == "⠠⠻"  # French braille: number sign and Antoine digits


def test_swell_paper_colours_are_light_tints_and_marks_black():
    for code in colour_codes().values():
        light = tint(code["fill"])
        assert min(int(light[i:i + 2], 16) for i in (1, 3, 5)) >= 0xC0, code
    pages = build(StickerOptions(game="rainbow7-rain", method="swell"))["pages"]
    assert "#1f2f7a" not in pages[0] and tint("#1f2f7a") in pages[0]
    assert 'fill="#ffffff" lang' not in pages[0]


def test_japanese_colour_letters_are_the_first_character_of_the_colour_names():
    """One source: a sticker's letter is where the colour's name (the catalogue's) begins (オ for オレンジ)."""
    from companion.printing.data import colour_letter, colour_name

    for colour in colour_codes():
        assert colour_name(colour, "ja").startswith(colour_letter(colour, "ja")), colour
