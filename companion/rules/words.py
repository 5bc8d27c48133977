"""Words of the games that refusals and screens name: colours and compass directions, marked for translation.

One source for every layer: the engines wrap them in ``Words`` in a refusal,
the table screens and the printables translate the same messages (their
fills, inks and letters are print data, in printables/codes; the phone reads
the letters there too, through ``companion.games.wording``).
"""

from companion.rules.errors import N_

COLOUR_NAMES = {"red": N_("red"), "orange": N_("orange"), "yellow": N_("yellow"), "green": N_("green"),
                "light-blue": N_("light blue"), "dark-blue": N_("dark blue"), "violet": N_("violet"),
                "blue": N_("blue"), "navy": N_("navy"), "purple": N_("purple")}
DIRECTION_NAMES = {"north": N_("north"), "south": N_("south"), "east": N_("east"), "west": N_("west")}
