"""The cut file of a deck (``--raise cut``): every raised mark of every card, counted per colour and shape, as
the closed outlines ``cut_file`` lays out on sheets of material.

A colour mark is cut from its colour's material; every other raised mark (effect and function shapes, the
star, value and direction dots) from black. Braille is not cut (it is embossed: the guide says how). Each
group's label says its colour, its shape and how many, in the sheet's language.
"""

from companion.i18n import translate
from companion.printing.cut_file import SHEETS, CutGroup, cut_svgs
from companion.printing.data import colour_codes, colour_name
from companion.printing.describe import COLOUR_MARK_NAMES, SHAPE_NAMES
from companion.rules.errors import N_, Np_

BLACK = "#000000"
DOTS = Np_("{count} dot", "{count} dots")
GROUP_LABEL = N_("{material} {shape} × {count}")
BLACK_WORD = N_("black")


def _shape_words(name, lang):
    from companion.i18n import translate_plural

    if name.startswith("dots-"):
        count = int(name.split("-")[1])
        return translate_plural(*DOTS, count, lang)
    names = {**COLOUR_MARK_NAMES, **SHAPE_NAMES}
    return translate(names[name], lang)


def cut_groups(options, laid):
    """``[CutGroup]`` of the deck laid out by the cut method: each raised shape of each card, its copies counted,
    in deck order (``cut_file`` merges equal groups)."""
    groups = {}
    for card, layout in laid.cards:
        for piece in layout.pieces:
            if piece.kind == "qr":
                continue
            for element, _dx, _dy in piece.elements:
                colour = element.sticker.key if element.sticker.kind == "colour" else None
                for part in element.parts:
                    if part.kind != "shape":
                        continue
                    key = (part.name, colour or "black", part.size)
                    groups[key] = groups.get(key, 0) + card.copies
    out = []
    for (shape, material, size), count in groups.items():
        fill = colour_codes()[material]["fill"] if material != "black" else BLACK
        words = colour_name(material, options.lang) if material != "black" else translate(BLACK_WORD, options.lang)
        label = translate(GROUP_LABEL, options.lang, material=words, shape=_shape_words(shape, options.lang),
                          count=count)
        out.append(CutGroup(shape, material, count, fill, size, label))
    return out


def paper(options):
    """The material sheet the cut file is laid out on: the paper of the chosen label sheet (A4 or US Letter)."""
    return SHEETS["letter"] if options.preset.paper == "US-Letter" else SHEETS["a4"]


def cut_documents(options):
    """The cut file(s) of ``options`` as SVG documents (most decks need one), checked and laid out as the
    placement sheet shows them."""
    from companion.printing import frames
    from companion.printing.data import deck_manifest
    from companion.printing.deck_layout import deck_layout
    from companion.printing.deck import deck_of
    from companion.printing.stickers import validated

    from dataclasses import replace

    options = validated(replace(options, method="cut"))
    laid = deck_layout(options, deck_of(options), frames.frame(options))
    title = translate("Tactile marks to cut — {deck}", options.lang, deck=deck_manifest(options.game)["title"][options.lang])
    reference = (translate("50 mm reference square", options.lang),
                 translate("50 mm reference square: check its size before cutting", options.lang))
    return cut_svgs(cut_groups(options, laid), paper(options), title=title, reference=reference)
