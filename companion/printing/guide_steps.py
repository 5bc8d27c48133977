"""The guide's steps for each way of raising the marks, in the words of where the user made the document: the
print form's buttons and fields (``web``) or the command's options (``cli``).

Each step is one whole sentence (a message); what differs between the form and the command line is one of the
``doors`` filled in: a button's name in the language's quotation marks, "on the print page", or the option
to give.
"""

from companion.i18n import format_number, translate
from companion.printing.sheets import DEFAULT_SHEET
from companion.rules.errors import N_, Np_

QUOTED = N_("“{button}” on the print page")
BUTTONS = {"pdf": N_("Download the PDF"), "brf": N_("Download the braille labels for the sheet (BRF)"),
           "brf_list": N_("Download the braille labels as a list (BRF)"),
           "brf_key": N_("Download the player's braille key (BRF)"),
           "cut": N_("Download the cut file (SVG)"), "calibrate": N_("Calibrate a printer"),
           "method": N_("How will the marks be raised?"), "function_cards": N_("Which cards show a function?"),
           "embosser_origin": N_("Where the embosser's first cell lands (mm across x mm down)")}
OPTIONS = {"pdf": "companion stickers GAME -o FILE.pdf", "brf": "companion stickers GAME --raise embosser --brf FILE.brf",
           "brf_list": "companion stickers GAME --brf-list FILE.brf",
           "brf_key": "companion stickers GAME --brf-key FILE.brf",
           "cut": "companion stickers GAME --raise cut -o FILE.svg", "calibrate": "companion calibrate",
           "method": "--raise swell, --raise cut, --raise embosser",
           "function_cards": "--function-cards drop=red-north,blue-east", "embosser_origin": "--embosser-origin XxY"}


def doors(options):
    """How the guide names each action for ``options.interface``: the form's button on the print page, or the
    command line to type, with this document's game in it."""
    if options.interface == "cli":
        commands = {name: command.replace("GAME", options.game) for name, command in OPTIONS.items()}
        if options.sheet != DEFAULT_SHEET:  # the labels file lies on the grid of this document's sheet
            commands["brf"] += f" --sheet {options.sheet}"
        if any(options.embosser_origin):  # ... from this document's first cell
            commands["brf"] += " --embosser-origin {:g}x{:g}".format(*options.embosser_origin)
        return commands
    return {name: translate(QUOTED, options.lang, button=translate(button, options.lang))
            for name, button in BUTTONS.items()}


SWELL = (
    N_("You need: plain swell paper (also called capsule or microcapsule paper) of {paper} size, which is not sold "
       "as labels, so each piece is cut out and glued on; a laser printer or a copier (inkjet ink does not rise); a "
       "swell-paper heater (a fuser, such as the PIAF, the Zy-Fuse or the Swell Form); scissors or a craft knife; "
       "glue for paper on card (a glue stick, or double-sided tape)."),
    N_("Print this document at 100 % (“Actual size”), never “Fit to page”, and check the 50 mm ruler on this page "
       "and at the foot of every sheet."),
    N_("A printer that prints a little too large, too small or askew is calibrated once: {calibrate}."),
    N_("Print the swell sheets (the pages after the key card) on the capsule side of the swell paper, with the laser "
       "printer or the copier; or print them on plain paper and copy them onto swell paper."),
    N_("Heat the test strip first: cut it off the first swell sheet along its grey line and pass it through the "
       "heater. The black bars, dots and braille must rise and the grey square and the grey words stay flat; change "
       "the heater's setting until they do, then heat the sheets."),
    N_("Cut out each piece along its grey line and glue it on its card where the diagrams show it, standing as it "
       "stands there: its top towards the card's top."),
)
CUT = (
    N_("You need: a cutting plotter (Cricut, Silhouette, Brother ScanNCut) or a laser cutter, and self-adhesive "
       "vinyl, foam or felt: one colour for each colour of the deck, and black for the shapes and the dots."),
    N_("The cut file: {cut}. Open it in the cutter's program at its real size (the file is in millimetres) and check "
       "the 50 mm reference square before you cut. Each colour and each shape is a group of its own that says how "
       "many to cut: cut each group from its own material."),
    N_("Print this placement sheet at 100 % (“Actual size”), never “Fit to page”, and check the 50 mm ruler: the "
       "diagrams are the cards at their real size."),
    N_("Lay each card beside its diagram and stick each mark where the diagram shows it, standing as it stands "
       "there."),
)
FIRST_CELL_IN_CORNER = N_("in the sheet's top-left corner")
FIRST_CELL_AT = N_("{across} mm from the sheet's left edge and {down} mm from its top edge, where you said it lands")
EMBOSSER = (
    N_("You need: a braille embosser that takes label sheets, sheets of {sheet} for the braille and for the colour "
       "labels, and a printer."),
    N_("The braille labels file (BRF): {brf}. It puts each card's braille label on a label of {braille_sheet}: set "
       "the embosser to that sheet's paper, {cells} cells a line and {lines} lines a page, without margins, and "
       "emboss the file on a sheet of those labels."),
    N_("Set the embosser's braille spacing to the file's: {cell} mm from cell to cell and {line} mm from line to "
       "line, the first cell {first_cell}. Emboss one page on plain paper first and lay it on a label sheet against "
       "the light: each label's braille must fall on its label. If it all falls off by the same distance, measure "
       "from the paper's top-left corner to the top-left dot of the full cell ⠿ in the page's corner, across and "
       "down, give it in {embosser_origin} and make the file again."),
    N_("Print the colour labels (the sheets after the key card) at 100 % (“Actual size”) on {sheet}, and check the "
       "50 mm ruler on each sheet."),
    N_("A printer that prints a little too large, too small or askew is calibrated once: {calibrate}."),
    N_("Stick the labels where the diagrams show them. The braille is what a finger reads; the colour labels are "
       "flat, for low vision."),
)
FLAT = (
    N_("These labels are flat: nothing on them can be felt. They help low-vision and colour-blind players; for a "
       "blind player, raise the marks another way: {method}."),
    N_("Print at 100 % (“Actual size”) on {sheet}, never “Fit to page”, and check the 50 mm ruler on each sheet."),
    N_("A printer that prints a little too large, too small or askew is calibrated once: {calibrate}."),
    N_("Stick the labels where the diagrams show them."),
)
STEPS = {"swell": SWELL, "cut": CUT, "embosser": EMBOSSER, "flat": FLAT}
BRAILLE_CUT = N_("The braille labels are embossed, not cut: emboss the list of braille labels on braille label tape "
                 "({brf_list}), or the labels file on a sheet of {sheet} ({brf}), and stick each one where the "
                 "diagrams show a braille label.")
BRF_KEY = N_("The key card of this document is printed, so its braille cannot be felt: emboss the player's braille "
             "key ({brf_key}) on braille paper and give it to the player with the deck. It names every mark and what "
             "it means.")
QR = N_("Print the card QR sheets on {sheet} (plain labels, not swell paper) and stick each code on the face of its "
        "card, in the top-left corner, as the diagrams show.")
NOTES = (
    N_("The card QR codes go on the face of each card, in its top-left corner, where a fanned hand keeps them in "
       "view; never on the back: a back that differs tells every player which card it is."),
)


def steps(built, sheet_pages, qr_pages):
    """The guide's numbered steps for the method of ``built``'s options, in its language and its words."""
    options = built["options"]
    lang = options.lang
    words = doors(options)
    preset = built["preset"]
    params = {"paper": preset.paper_name(lang), "sheet": preset.short_title(lang), **words}
    if options.method == "embosser":
        from companion.printing.brf import grid_brf
        from companion.printing.brf_grid import CELL_MM, page_cells

        grid = grid_brf(options)
        params["cells"], params["lines"] = page_cells(grid.sheet)
        params["braille_sheet"] = grid.sheet.title(lang)
        params["cell"], params["line"] = (format_number(pitch, lang) for pitch in CELL_MM)
        across, down = options.embosser_origin
        params["first_cell"] = (translate(FIRST_CELL_AT, lang, across=format_number(across, lang),
                                          down=format_number(down, lang))
                                if across or down else translate(FIRST_CELL_IN_CORNER, lang))
    out = [translate(step, lang, **params) for step in STEPS[options.method]]
    if options.method == "cut" and options.braille:
        out.append(translate(BRAILLE_CUT, lang, **params))
    if options.method in ("cut", "embosser"):
        out.append(translate(BRF_KEY, lang, **params))
    if options.card_qr:
        out.append(translate(QR, lang, sheet=built["qr_preset"].short_title(lang)))
    return out


FUNCTION_NAMED = Np_("{count} card named as showing a function gets one code that names its function too; the "
                     "checklist lists it with its function (“{example}”).",
                     "{count} cards named as showing a function get one code each that names their function too; "
                     "the checklist lists them with their function (“{example}”).")
FUNCTION_REST = N_("The other cards that show a function get their colour card's code, in the same corner; no "
                   "function has a code of its own. Naming them too ({function_cards}) gives them a code that names "
                   "their function.")
FUNCTION_UNNAMED = N_("A card that shows a function gets its colour card's code, in the same corner; no function has a "
                      "code of its own. Naming the cards that show each function ({function_cards}) gives those cards "
                      "a code that names their function too.")


def function_codes(built):
    """What the guide says, where it counts the card QR stickers, about the cards that show a function (the
    explorers): how many codes name a function too, and how to name the cards not named yet; none for other
    decks or without card QR stickers."""
    from companion.i18n import translate_plural
    from companion.printing.catalogue import card, split_id
    from companion.printing.function_cards import shown_label

    options = built["options"]
    carried = [deck_card for deck_card in built["cards"] if deck_card.on]
    if not (options.card_qr and carried):
        return []
    lang = options.lang
    combined = [sticker.card_id for sticker in built["qr"] if "+" in sticker.card_id]
    out = []
    if combined:
        out.append(translate_plural(*FUNCTION_NAMED, len(combined), lang,
                                    example=shown_label(card(options.game, split_id(combined[0])[0]),
                                                        split_id(combined[0])[1], lang)))
    if len(combined) < sum(deck_card.copies for deck_card in carried):
        out.append(translate(FUNCTION_REST if combined else FUNCTION_UNNAMED, lang, **doors(options)))
    return out


def notes(built):
    """The guide's notes (where the card QR codes go, when there are some)."""
    options = built["options"]
    return [translate(note, options.lang) for note in NOTES] if options.card_qr else []
