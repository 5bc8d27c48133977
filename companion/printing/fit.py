"""Does a deck fit, by the method chosen? Every card laid out whole (``deck_layout``): its marks at their real
size on labels of the chosen sheet (flat, embosser) or on pieces (swell, cut), with the clearances between
them, a function of the explorers around any colour card that shows it. When not, the refusal names the
products that do, nearest first, or the option to change.

"Nearest" (``sheets.nearest_first``): the same paper size first, then the same label shape, then the label
size closest to the chosen one. Only the label's shape and size matter to the fit, so each distinct label
is checked once, and the search stops at the first ``SUGGESTIONS`` products that fit.
"""

from dataclasses import replace

from companion.i18n import listed, translate
from companion.printing import PrintOptionError, frames, raising
from companion.printing.deck_layout import misfit
from companion.printing.describe import card_label, sticker_words
from companion.printing.sheets import nearest_first, usable_sheets
from companion.rules.errors import N_, Said, Words

SUGGESTIONS = 3
SEARCHED = 120
TOO_BIG = N_("At real size, {sticker} of {card} does not fit the labels of {sheet}. Sheets that fit, nearest first: "
             "{choices}.")
CARD_TOO_SMALL = N_("The stickers of {card} do not all fit a {width} × {height} mm card on the labels of {sheet}, "
                    "with 3 mm between raised marks. Sheets that fit, nearest first: {choices}.")
PIECES_TOO_BIG = N_("The marks of {card} do not all fit a {width} × {height} mm card, with 3 mm between raised marks. "
                    "It fits with one of these changes: {changes}.")
PIECES_NO_CHANGE = N_("The marks of {card} do not all fit a {width} × {height} mm card, with 3 mm between raised "
                      "marks: try a larger card size.")
NO_SHEET = N_("none with these options")
CHANGES = {"card_qr": N_("without card QR stickers"), "braille": N_("without braille labels"),
           "value": N_("with the values in braille"), "card": N_("on larger cards")}
CHANGE_SENTENCE = N_("{choices}. On this sheet it fits with one of these changes: {changes}")
ELSEWHERE_SENTENCE = N_("{choices}. Other sheets fit {change}: {sheets}")


def fits_on(options, cards, sheet):
    """Whether the deck fits ``sheet`` (the options otherwise unchanged)."""
    trial = replace(options, sheet=sheet.id, qr_sheet="")
    if trial.card_qr:
        from companion.printing.card_qr import with_qr_sheet

        try:
            trial = with_qr_sheet(trial)
        except PrintOptionError:
            return False
    return misfit(trial, cards, frames.frame(trial)) is None


def fitting_sheets(options, cards, limit=SUGGESTIONS):
    """Up to ``limit`` products on which the deck fits, nearest to the chosen sheet first, one for each label
    size (the first in catalogue order: own presets first); plain paper only when no product fits."""
    chosen = options.preset
    checked, products, plain = set(), [], []
    candidates = [sheet for sheet in usable_sheets().values() if sheet.id != chosen.id]
    for sheet in nearest_first(chosen, candidates)[:SEARCHED]:
        geometry = (sheet.paper, sheet.shape, round(sheet.label_width, 2), round(sheet.label_height, 2))
        if geometry in checked:
            continue
        checked.add(geometry)
        if fits_on(options, cards, sheet):
            (products if sheet.brand else plain).append(sheet)
            if len(products) >= limit:
                break
    return products or plain[:1]


TRIALS = {"card_qr": {"card_qr": False}, "braille": {"braille": False}, "value": {"value": "braille"},
          "card": {"card": (70.0, 120.0)}}


def _trials(options):
    """The options one change away from ``options`` that could make the deck fit: ``[(change key, options)]``, in
    the order of ``CHANGES`` (an option already off, or braille on the embosser, is no change)."""
    found = []
    for key, changed in TRIALS.items():
        if (key == "card_qr" and not options.card_qr or key == "value" and options.value in ("braille", "none")
                or key == "braille" and (not options.braille or options.method == "embosser")):
            continue
        found.append((key, replace(options, **changed, qr_sheet="")))
    return found


def _changes(options, cards):
    """The options that, changed one by one, make the deck fit the chosen sheet: ``[change key]``."""
    from companion.printing.card_qr import with_qr_sheet
    from companion.printing.deck import deck_of

    found = []
    for key, trial in _trials(options):
        trial_cards = deck_of(trial)
        if trial.card_qr:
            try:
                trial = with_qr_sheet(trial)
            except PrintOptionError:
                continue
        if misfit(trial, trial_cards, frames.frame(trial)) is None:
            found.append(key)
    return found


def _elsewhere(options):
    """When no product fits the options and no change makes the chosen sheet fit: the first change with which
    products fit, and those products, nearest first: ``(change key, [sheet])``, or None."""
    from companion.printing.deck import deck_of

    for key, trial in _trials(options):
        sheets = fitting_sheets(trial, deck_of(trial))
        if sheets:
            return key, sheets
    return None


def choices_words(options, cards):
    """What the refusal offers, in the reader's language: the products that fit (label methods), and the options
    that make the deck fit the chosen sheet; when neither, the one change with which other products fit."""
    sheets = fitting_sheets(options, cards) if raising.prints_labels(options) else []
    changes = _changes(options, cards)
    elsewhere = _elsewhere(options) if raising.prints_labels(options) and not sheets and not changes else None

    def titles(found, lang):
        return listed([sheet.short_title(lang) for sheet in found], lang, "or")

    def said(lang):
        named = titles(sheets, lang) if sheets else translate(NO_SHEET, lang)
        if elsewhere:
            key, other = elsewhere
            return translate(ELSEWHERE_SENTENCE, lang, choices=named, change=translate(CHANGES[key], lang),
                             sheets=titles(other, lang))
        if not changes:
            return named
        return translate(CHANGE_SENTENCE, lang, choices=named,
                         changes=listed([translate(CHANGES[key], lang) for key in changes], lang, "or"))
    return Said(said) if sheets or changes or elsewhere else Words(NO_SHEET)


def check_fit(options, cards):
    """PrintOptionError (field ``sheet``) naming the card, the sheet and what fits, when the deck does not fit by
    the chosen method; nothing when it does."""
    found = misfit(options, cards, frames.frame(options))
    if found is None:
        return
    card, sticker = found
    sheet = options.preset
    params = {"card": Said(lambda lang: card_label(card, lang)), "sheet": Said(sheet.short_title),
              "choices": choices_words(options, cards) if raising.prints_labels(options) else ""}
    width, height = options.card_size
    if not raising.prints_labels(options):
        changes = _changes(options, cards)
        if not changes:
            raise PrintOptionError("card", PIECES_NO_CHANGE, width=f"{width:g}", height=f"{height:g}", card=params["card"])
        raise PrintOptionError("card", PIECES_TOO_BIG, width=f"{width:g}", height=f"{height:g}", card=params["card"],
                               changes=Said(lambda lang: listed([translate(CHANGES[key], lang) for key in changes], lang, "or")))
    if sticker is not None:
        raise PrintOptionError("sheet", TOO_BIG, sticker=Said(lambda lang: sticker_words(sticker, replace(options, lang=lang))),
                               **params)
    raise PrintOptionError("sheet", CARD_TOO_SMALL, width=f"{width:g}", height=f"{height:g}", **params)
