"""Does a deck fit a label sheet? Every tactile mark at its real size inside its label, every card's stickers
on the card without overlap or overhang, on any sheet; when not, the products that do, nearest first.

"Nearest" (``sheets.nearest_first``): the same paper size first, then the same label shape, then the label
size closest to the chosen one. Only the label's shape and size matter to the fit, so each distinct label
is checked once, and the search stops at the first ``SUGGESTIONS`` products that fit.
"""

from dataclasses import replace

from companion.i18n import listed
from companion.printing import PrintOptionError, tactile
from companion.printing.braille import hyphen, number_braille
from companion.printing.deck import DeckCard, braille_cells, wanted
from companion.printing.guide import card_label
from companion.printing.layout import card_layout
from companion.printing.sheets import nearest_first, usable_sheets
from companion.rules.errors import N_, Said, Words

SUGGESTIONS = 3
TOO_BIG = {"dots": N_("At real size the value dots of {card} do not fit the labels of {sheet}. Sheets that fit, "
                      "nearest first: {choices}."),
           "braille": N_("At real size the braille value of {card} does not fit the labels of {sheet}. Sheets that "
                         "fit, nearest first: {choices}."),
           "label": N_("At real size the braille label of {card} does not fit the labels of {sheet}. Sheets that "
                       "fit, nearest first: {choices}.")}
CARD_TOO_SMALL = N_("The labels of {sheet} do not fit a {width} × {height} mm card: {card} needs {count} stickers "
                    "without overlap or overhang. Sheets that fit, nearest first: {choices}.")
NO_SHEET = N_("none with these options (try braille values, a larger card or no braille labels)")


def wanted_cards(cards, options):
    """The cards with only the stickers the chosen code sets print."""
    return [DeckCard(**{**card.__dict__, "placements": tuple(p for p in card.placements if wanted(p[0], options))})
            for card in cards]


def sticker_fits(sticker, sheet, options):
    """Whether ``sticker``'s tactile mark, at its real size, fits a label of ``sheet`` (curved labels: inside
    the largest circle the label holds)."""
    box, curved = (0, 0, sheet.label_width, sheet.label_height), sheet.curved
    if sticker.kind == "value" and options.value == "dots":
        return tactile.value_layout(sticker.key, box, curved) is not None
    if sticker.kind == "value" and options.value == "braille":
        return tactile.braille_lines(number_braille(sticker.key, options.braille_code), box, curved) is not None
    if sticker.kind == "braille":
        return tactile.braille_lines(braille_cells(sticker.key, options.lang, options.braille_system), box, curved,
                                     hyphen(options.braille_code)) is not None
    return True


def first_misfit(cards, sheet, options):
    """``(card, sticker)`` for the first mark too big for the label, ``(card, None)`` for the first card whose
    stickers cannot all go on it, or None when the deck fits ``sheet``; ``cards`` as ``wanted_cards`` gives."""
    label = (sheet.label_width, sheet.label_height)
    for card in cards:
        for sticker in card.stickers:
            if not sticker_fits(sticker, sheet, options):
                return card, sticker
    for card in cards:
        if card_layout(card.placements, options.card_size, label, sheet.round) is None:
            return card, None
    return None


def fitting_sheets(options, cards, limit=SUGGESTIONS):
    """Up to ``limit`` products on which the deck fits, nearest to the chosen sheet first, one for each label
    size (the first in catalogue order: own presets first); plain paper only when no product fits."""
    chosen, cards = options.preset, wanted_cards(cards, options)
    checked, products, plain = set(), [], []
    candidates = [sheet for sheet in usable_sheets().values() if sheet.id != chosen.id]
    for sheet in nearest_first(chosen, candidates):
        geometry = (sheet.paper, sheet.shape, round(sheet.label_width, 2), round(sheet.label_height, 2))
        if geometry in checked:
            continue
        checked.add(geometry)
        if first_misfit(cards, sheet, options) is None:
            (products if sheet.brand else plain).append(sheet)
            if len(products) >= limit:
                break
    return products or plain[:1]


def choices_words(sheets):
    """The fitting sheets as the refusal lists them, in the reader's language, or the advice when none fits."""
    if not sheets:
        return Words(NO_SHEET)
    return Said(lambda lang: listed([sheet.short_title(lang) for sheet in sheets], lang, "or"))


def check_fit(options, cards):
    """PrintOptionError (field ``sheet``) naming the card, the sheet and the products that fit, when the deck
    does not fit the chosen sheet; nothing when it does."""
    sheet, kept = options.preset, wanted_cards(cards, options)
    misfit = first_misfit(kept, sheet, options)
    if misfit is None:
        return
    card, sticker = misfit
    params = {"card": Said(lambda lang: card_label(card, lang)), "sheet": Said(sheet.short_title),
              "choices": choices_words(fitting_sheets(options, cards))}
    if sticker is not None:
        raise PrintOptionError("sheet", TOO_BIG[options.value if sticker.kind == "value" else "label"], **params)
    width, height = options.card_size
    raise PrintOptionError("sheet", CARD_TOO_SMALL, width=f"{width:g}", height=f"{height:g}",
                           count=sum(2 if at == "end" else 1 for _, at in card.placements), **params)


def fits(options, cards, sheet_id):
    """Whether the deck fits the sheet ``sheet_id`` (the options otherwise unchanged)."""
    options = replace(options, sheet=sheet_id)
    return first_misfit(wanted_cards(cards, options), options.preset, options) is None
