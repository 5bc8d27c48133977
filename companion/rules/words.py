"""Words of the games that refusals and screens name: colours and compass directions, marked for translation.

One source for every layer: the engines wrap them in ``Words`` in a refusal,
the table screens and the printables translate the same messages (their
fills, inks and letters are print data, in printables/codes; the phone reads
the letters there too, through ``companion.games.wording``).
"""

from companion.rules.errors import N_, Nc_

COLOUR_NAMES = {"red": N_("red"), "orange": N_("orange"), "yellow": N_("yellow"), "green": N_("green"),
                "light-blue": N_("light blue"), "dark-blue": N_("dark blue"), "violet": N_("violet"),
                "blue": N_("blue"), "navy": N_("navy"), "purple": N_("purple")}
DIRECTION_NAMES = {"north": N_("north"), "south": N_("south"), "east": N_("east"), "west": N_("west")}

# A snake card's colour qualifies its head, tail or middle part, so it agrees with that noun where the language
# has genders (French: « tête verte », « queue violette », « partie du milieu bleue »).
SNAKE_PART_COLOUR_NAMES = {
    "red": Nc_("the colour of a snake card's head, tail or middle part", "red"),
    "orange": Nc_("the colour of a snake card's head, tail or middle part", "orange"),
    "yellow": Nc_("the colour of a snake card's head, tail or middle part", "yellow"),
    "green": Nc_("the colour of a snake card's head, tail or middle part", "green"),
    "blue": Nc_("the colour of a snake card's head, tail or middle part", "blue"),
    "purple": Nc_("the colour of a snake card's head, tail or middle part", "purple")}
SNAKE_PART_LABELS = frozenset({"{colour} head", "{colour} tail", "middle card, {colour} and {other}",
                               "middle card, {colour} at both ends"})
