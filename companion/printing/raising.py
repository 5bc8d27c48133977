"""How the marks are raised: the four methods the print form asks for first (``--raise`` on the command line).

Nothing printed is tactile by itself; each method makes the marks rise its own way, so each has its own
layout, its own sizes and its own guide:

- ``swell``: plain A4 or US Letter swell (microcapsule) paper through a laser printer or a copier, then a
  heater: the marks and the braille are pure black and rise, everything else (fills, print letters, cut
  lines) stays at most ``SWELL_GREY_MAX`` grey and flat. The pieces are cut out and glued on the cards.
- ``cut``: every mark and shape as a closed outline in an SVG file for a cutting plotter or a laser cutter
  (vinyl, foam or felt, one material a colour), and a placement sheet (PDF) at 1:1.
- ``embosser``: the braille labels, embossed on the label grid of the chosen sheet (BRF), and the colour
  labels printed on the same sheets.
- ``flat``: labels printed flat, not tactile: for low-vision and colour-blind players.
"""

from companion.rules.errors import N_

METHODS = ("swell", "cut", "embosser", "flat")
DEFAULT_METHOD = "swell"
TACTILE = ("swell", "cut", "embosser")
SHAPES_RAISED = ("swell", "cut")
BRAILLE_ONLY = ("embosser",)  # only the braille is raised: the braille spells what the shapes would say
METHOD_NAMES = {
    "swell": N_("Swell paper and a heater"),
    "cut": N_("Shapes cut by a cutting plotter or a laser cutter"),
    "embosser": N_("Braille labels from a braille embosser"),
    "flat": N_("Flat print, not tactile"),
}
METHOD_HINTS = {
    "swell": N_("Plain swell (capsule) paper through a laser printer or a copier, then a heater: only the black "
                "marks and the braille rise. You cut the pieces out and glue them on the cards."),
    "cut": N_("A cut file (SVG) for a cutting plotter or a laser cutter: every mark as an outline at its real size, "
              "one group a colour, to cut from vinyl, foam or felt; and a placement sheet to print at actual size."),
    "embosser": N_("The braille labels, embossed on a label sheet (BRF file), and the colour labels printed on the "
                   "same kind of sheet: the braille is felt, the colours are seen."),
    "flat": N_("Labels printed on a printer, with nothing raised: for low-vision and colour-blind players only. A "
               "blind player cannot feel them."),
}
SWELL_INK = "#000000"
SWELL_GREY = "#c0c0c0"  # print on swell paper: 24.7 % grey, light enough to stay flat in the heater
SWELL_GREY_MAX = 0.25
CUT_LINE = SWELL_GREY  # cut lines on swell paper: as light as the rest, 24.7 % grey


def prints_labels(options):
    """Whether the method prints its stickers on the chosen label sheet (flat and embosser)."""
    return options.method in ("flat", "embosser")
