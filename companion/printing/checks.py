"""The sticker options checked field by field, before anything is laid out: the game, the way of raising the
marks, the sheet (an own preset or a gLabels product, by id or "Brand part"), the value code, the language,
the braille system, the printer correction, the card size, the first free label, the counts, the cards
named and which colour cards show which function. Each refusal is a ``PrintOptionError`` naming its field, in words the reader's language says.
"""

from dataclasses import replace

from companion.i18n import LANGUAGES, listed
from companion.printing import PrintOptionError
from companion.printing.calibration import checked_correction
from companion.printing.data import GAMES
from companion.printing.deck import counts_for, deck_cards, select_cards
from companion.printing.raising import METHODS
from companion.printing.sheets import find_sheet, search
from companion.rules.errors import N_, Choices, Said

VALUE_CODES = ("dots", "braille", "large", "none")
CARD_MM = (20.0, 200.0)
INTERFACES = ("web", "cli")


def checked_sheet(name):
    """The usable sheet called ``name`` (an id or "Brand part"); PrintOptionError saying why not, with sheets
    of a similar name when there are some."""
    sheet = find_sheet(name)
    if sheet is None:
        similar = search(name)[:3] or search(" ".join(word for word in name.replace(":", " ").split()[-1:]))[:3]
        if similar:
            raise PrintOptionError("sheet", N_("No label sheet is called {sheet}. Sheets with a similar name: "
                                               "{choices}."), sheet=name,
                                   choices=Said(lambda lang: listed([s.short_title(lang) for s in similar], lang, "or")))
        raise PrintOptionError("sheet", N_("No label sheet is called {sheet}. Name it by brand and part number, like "
                                           "Avery L7651 (companion sheets lists them all)."), sheet=name)
    if not sheet.usable:
        raise PrintOptionError("sheet", N_("{sheet} cannot carry stickers: {reason}."),
                               sheet=Said(sheet.short_title), reason=Said(sheet.unusable_words))
    return sheet


def checked_fields(options):
    """``options`` with its counts filled in and its sheet by its id, each field checked on its own (what an
    embosser file needs: no sticker has to fit the sheet); PrintOptionError naming the first bad field. The
    embosser method always has braille labels."""
    if options.game not in GAMES:
        raise PrintOptionError("game", N_("Unknown game {game}. Choose one of: {choices}."),
                               game=options.game, choices=Choices(GAMES))
    if options.method not in METHODS:
        raise PrintOptionError("method", N_("Unknown way of raising the marks {method}. Choose one of: {choices}."),
                               method=options.method, choices=Choices(METHODS))
    sheet = checked_sheet(options.sheet)
    options = replace(options, sheet=sheet.id, braille=options.braille or options.method == "embosser",
                      interface=options.interface if options.interface in INTERFACES else "web")
    if options.value not in VALUE_CODES:
        raise PrintOptionError("value", N_("Unknown value code {value}. Choose one of: {choices}."),
                               value=options.value, choices=Choices(VALUE_CODES))
    if options.lang not in LANGUAGES:
        raise PrintOptionError("lang", N_("Unknown language {language}. Choose one of: {choices}."),
                               language=options.lang, choices=Choices(LANGUAGES))
    from companion.printing.braille import SYSTEMS, checked_six_dot

    if options.braille_system not in SYSTEMS or (options.braille_system == "kantenji" and options.lang != "ja"):
        raise PrintOptionError("braille_system", N_("Kantenji (eight-dot braille for kanji) is only for Japanese: "
                                                    "choose kana braille, or Japanese as the language."))
    if options.method == "embosser":
        checked_six_dot(options)
    checked_correction(options.correction)
    if options.card and (len(options.card) != 2 or not all(CARD_MM[0] <= side <= CARD_MM[1] for side in options.card)):
        raise PrintOptionError("card", N_("A card size is WIDTHxHEIGHT in mm, each from {low} to {high}, like 63x88."),
                               low=int(CARD_MM[0]), high=int(CARD_MM[1]))
    if not isinstance(options.start_at, int) or not 1 <= options.start_at <= sheet.per_page:
        raise PrintOptionError("start_at", N_("Start at a label from 1 to {count} (the labels on one sheet of {sheet}, "
                                              "counted as the preview numbers them)."),
                               count=sheet.per_page, sheet=Said(sheet.short_title))
    options = replace(options, counts=counts_for(options.game, options.counts))
    cards = deck_cards(options.game, options.counts)
    select_cards(cards, options.only)
    from companion.printing.function_cards import resolved

    return replace(options, function_cards=resolved(options, cards))
