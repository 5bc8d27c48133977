"""Sticker sheets: options → stickers → positioned labels → one HTML document for WeasyPrint."""

from dataclasses import dataclass, field, replace

from companion.i18n import LANGUAGES, listed
from companion.printing import PrintOptionError
from companion.printing.data import GAMES, sheet_presets
from companion.printing import tactile
from companion.printing.data import deck_manifest
from companion.printing.deck import BRAILLE_PARTS, braille_cells, counts_for, deck_cards, select_cards, sticker_list
from companion.printing.deck import wanted as deck_wanted
from companion.printing.describe import mark_alt
from companion.printing.layout import card_layout, check_cards
from companion.printing.marks import edges_background, label_image, sticker_svg
from companion.rules.errors import N_, Names, Words

VALUE_CODES = ("dots", "braille", "large", "none")
MAX_OFFSET = 10.0
CARD_MM = (20.0, 200.0)


@dataclass(frozen=True)
class StickerOptions:
    """What the user chose: game, sheet preset, code sets, swell paper, offsets (mm), counts, language."""

    game: str
    sheet: str = "a4-round-12"
    colour: bool = True
    value: str = "dots"
    shapes: bool = True
    swell: bool = False
    offset_x: float = 0.0
    offset_y: float = 0.0
    counts: dict = field(default_factory=dict)
    lang: str = "en"
    guide: bool = True
    outlines: bool = True
    card_qr: bool = False
    base_url: str = ""
    qr_sheet: str = ""
    braille: bool = False
    card: tuple = ()
    start_at: int = 1
    only: tuple = ()
    braille_system: str = "kana"

    @property
    def braille_code(self):
        """The braille code of the labels: the language's, or eight-dot kantenji when chosen for Japanese."""
        from companion.printing.braille import braille_code

        return braille_code(self.lang, self.braille_system)

    @property
    def preset(self):
        """The sheet preset chosen."""
        return sheet_presets()[self.sheet]

    @property
    def card_size(self):
        """The card's width and height in mm: ``--card`` or the deck's own size."""
        return tuple(self.card) if self.card else tuple(deck_manifest(self.game)["card_mm"])

    def edge_colour(self, preset):
        """The colour of each label's edge line: darker cut lines on plain paper, none if switched off."""
        if not self.outlines:
            return None
        if preset.cut_lines:
            return "#8c8c8c" if self.swell else "#4d4d4d"
        return "#bdbdbd"


def braille_parts(options):
    """What each card's braille label spells: nothing without ``--braille``; the value only when the value
    sticker is not braille already."""
    if not options.braille:
        return ()
    return tuple(part for part in BRAILLE_PARTS if part != "value" or options.value != "braille")


def validated(options):
    """``options`` with its counts filled in; PrintOptionError naming the first bad field, or saying what does
    not fit the chosen sheet."""
    options = checked_fields(options)
    cards = select_cards(deck_cards(options.game, options.counts, braille_parts(options)), options.only)
    if not fits_preset(options, cards):
        check_marks(options, cards)
        check_cards(_wanted_cards(cards, options), options.card_size, options.preset,
                    fitting_presets(options, cards) or Words(NO_PRESET))
    if options.card_qr:
        from companion.printing import card_qr

        base_url, qr_sheet = card_qr.checked(options, deck_cards(options.game, options.counts))
        options = replace(options, base_url=base_url, qr_sheet=qr_sheet)
    return options


def checked_fields(options):
    """``options`` with its counts filled in, each field checked on its own (what an embosser file needs: no
    sticker has to fit the sheet); PrintOptionError naming the first bad field."""
    if options.game not in GAMES:
        raise PrintOptionError("game", N_("Unknown game {game}. Choose one of: {choices}."),
                               game=options.game, choices=", ".join(GAMES))
    if options.sheet not in sheet_presets():
        raise PrintOptionError("sheet", N_("Unknown sheet {sheet}. Choose one of: {choices}."),
                               sheet=options.sheet, choices=", ".join(sheet_presets()))
    if options.value not in VALUE_CODES:
        raise PrintOptionError("value", N_("Unknown value code {value}. Choose one of: {choices}."),
                               value=options.value, choices=", ".join(VALUE_CODES))
    if options.lang not in LANGUAGES:
        raise PrintOptionError("lang", N_("Unknown language {language}. Choose one of: {choices}."),
                               language=options.lang, choices=", ".join(LANGUAGES))
    from companion.printing.braille import SYSTEMS

    if options.braille_system not in SYSTEMS or (options.braille_system == "kantenji" and options.lang != "ja"):
        raise PrintOptionError("braille_system", N_("Kantenji (eight-dot braille for kanji) is only for Japanese: "
                                                    "choose kana braille, or Japanese as the language."))
    for name, offset in (("offset_x", options.offset_x), ("offset_y", options.offset_y)):
        if not -MAX_OFFSET <= offset <= MAX_OFFSET:
            raise PrintOptionError(name, N_("An offset must be between -{limit} and {limit} mm."), limit=int(MAX_OFFSET))
    if options.card and (len(options.card) != 2 or not all(CARD_MM[0] <= side <= CARD_MM[1] for side in options.card)):
        raise PrintOptionError("card", N_("A card size is WIDTHxHEIGHT in mm, each from {low} to {high}, like 63x88."),
                               low=int(CARD_MM[0]), high=int(CARD_MM[1]))
    if not isinstance(options.start_at, int) or not 1 <= options.start_at <= options.preset.per_page:
        raise PrintOptionError("start_at", N_("Start at a label from 1 to {count} (the labels on one {sheet} sheet)."),
                               count=options.preset.per_page, sheet=options.sheet)
    options = replace(options, counts=counts_for(options.game, options.counts))
    select_cards(deck_cards(options.game, options.counts), options.only)
    return options


def _wanted_cards(cards, options):
    from companion.printing.deck import DeckCard

    return [DeckCard(**{**card.__dict__, "placements": tuple(p for p in card.placements if deck_wanted(p[0], options))})
            for card in cards]


def _mark_fits(sticker, options):
    preset = options.preset
    box, round_label = (0, 0, preset.label_width, preset.label_height), preset.shape == "round"
    if sticker.kind == "value" and options.value == "dots":
        return tactile.value_layout(sticker.key, box, round_label) is not None
    if sticker.kind == "value" and options.value == "braille":
        from companion.printing.braille import number_braille
        return tactile.braille_lines(number_braille(sticker.key, options.braille_code), box, round_label) is not None
    if sticker.kind == "braille":
        from companion.printing.braille import hyphen
        return tactile.braille_lines(braille_cells(sticker.key, options.lang, options.braille_system), box, round_label,
                                     hyphen(options.braille_code)) is not None
    return True


def fits_preset(options, cards):
    """Whether every tactile mark fits its label and every card takes its stickers on ``options.preset``."""
    preset = options.preset
    label, round_label = (preset.label_width, preset.label_height), preset.shape == "round"
    for card in _wanted_cards(cards, options):
        if not all(_mark_fits(sticker, options) for sticker in card.stickers):
            return False
        if card_layout(card.placements, options.card_size, label, round_label) is None:
            return False
    return True


def fitting_presets(options, cards):
    """The ids of the presets on which this deck's stickers, at real size, fit the card."""
    return [sheet for sheet in sheet_presets() if fits_preset(replace(options, sheet=sheet), cards)]


TOO_BIG = {"dots": N_("At real size the value dots of {card} do not fit the labels of {sheet}. Presets that fit: "
                      "{choices}."),
           "braille": N_("At real size the braille value of {card} does not fit the labels of {sheet}. Presets that "
                         "fit: {choices}."),
           "label": N_("At real size the braille label of {card} does not fit the labels of {sheet}. Presets that "
                       "fit: {choices}.")}
NO_PRESET = N_("none with these options (try braille values, a larger card or no braille labels)")


def check_marks(options, cards):
    """PrintOptionError naming the presets that fit when a mark at its real size does not fit the label."""
    from companion.printing.guide import card_name

    for card in _wanted_cards(cards, options):
        for sticker in card.stickers:
            if not _mark_fits(sticker, options):
                fitting = fitting_presets(options, cards)
                raise PrintOptionError("sheet", TOO_BIG[options.value if sticker.kind == "value" else "label"],
                                       card=card_name(card), sheet=Words(options.preset.name),
                                       choices=sheet_names(fitting) if fitting else Words(NO_PRESET))


def sheet_names(sheets):
    """Sheet ids as a message parameter: their names, listed and translated where the message is shown."""
    return Names(Words(sheet_presets()[sheet].name) for sheet in sheets)



def sheet_pages(options, stickers):
    """One SVG per sheet page: every sticker on its label, shifted by the calibration offset; the first
    ``start_at - 1`` labels of the first sheet (already used) stay empty."""
    preset = options.preset
    skip = options.start_at - 1
    stickers = [None] * skip + list(stickers)
    pages = []
    for start in range(0, len(stickers), preset.per_page):
        parts = [f'<svg xmlns="http://www.w3.org/2000/svg" class="sheet" width="{preset.page_width}mm" '
                 f'height="{preset.page_height}mm" viewBox="0 0 {preset.page_width} {preset.page_height}">']
        for index, sticker in enumerate(stickers[start:start + preset.per_page]):
            if sticker is not None:
                parts.append(sticker_svg(sticker, preset.label_box(index, options.offset_x, options.offset_y),
                                         preset, options))
        parts.append("</svg>")
        pages.append("".join(parts))
    return pages


def sheet_figures(options, stickers):
    """Each sheet page: the labels' edges (CSS background) and the stickers as positioned images with their
    text alternative, row by row (reading order); the first ``start_at - 1`` labels of the first sheet
    (already used) stay empty."""
    preset = options.preset
    stickers = [None] * (options.start_at - 1) + list(stickers)
    pages = []
    for start in range(0, len(stickers), preset.per_page):
        placed = [(sticker, preset.label_box(index, options.offset_x, options.offset_y))
                  for index, sticker in enumerate(stickers[start:start + preset.per_page]) if sticker is not None]
        pages.append((edges_background([box for _, box in placed], preset, options),
                      [label_image(sticker, box, preset, options, mark_alt(sticker, options))
                       for sticker, box in placed]))
    return pages


def build(options):
    """Everything the sticker document shows: the options, cards, stickers and page SVGs."""
    options = validated(options)
    cards = select_cards(deck_cards(options.game, options.counts, braille_parts(options)), options.only)
    stickers = sticker_list(options.game, cards, options)
    qr, qr_sheet = [], None
    if options.card_qr:
        from companion.printing.card_qr import qr_preset, qr_stickers

        qr, qr_sheet = qr_stickers(options, cards), qr_preset(options)
    return {"options": options, "preset": options.preset, "cards": cards, "stickers": stickers,
            "pages": sheet_pages(options, stickers), "qr": qr, "qr_preset": qr_sheet}


def document_html(built):
    """The whole sticker document (guide pages, then the sheets, one figure per sticker) as HTML."""
    from companion.printing import guide, keycard
    from companion.printing.card_qr import qr_figures
    from companion.printing.data import deck_manifest
    from companion.printing.pdf import render_document

    options, manifest = built["options"], deck_manifest(built["options"].game)
    lang = options.lang
    checklist = [(card.copies, guide.card_label(card, lang),
                  listed([guide.sticker_words(s, options) for s in card.stickers if deck_wanted(s, options)], lang))
                 for card in built["cards"]]
    diagrams = [(guide.card_label(card, lang), guide.card_diagram(card, options))
                for card in guide.example_cards(built["cards"])]
    return render_document("printing/pdf/stickers.html", lang, options=options, manifest=manifest,
                           title=manifest["title"][lang], preset=built["preset"], stickers=built["stickers"],
                           pages=sheet_figures(options, built["stickers"]), ruler=guide.ruler_background(),
                           legend=guide.legend(options, built["stickers"]), diagrams=diagrams, checklist=checklist,
                           qr=built["qr"], qr_pages=qr_figures(options, built["qr"]), qr_preset=built["qr_preset"],
                           directions=any("direction" in card.get("each", {}) for card in manifest["cards"]),
                           key={"colours": keycard.colour_rows(options), "shapes": keycard.shape_rows(options)})


def sticker_pdf(options):
    """The sticker document of ``options`` as PDF bytes (PrintOptionError for a bad option)."""
    from companion.printing.pdf import html_to_pdf, page_size_css, stylesheet

    built = build(options)
    preset = built["preset"]
    return html_to_pdf(document_html(built), [stylesheet("stickers.css"),
                                              page_size_css(preset.page_width, preset.page_height)])
