"""Sticker sheets: options → stickers → positioned labels → one HTML document for WeasyPrint."""

from dataclasses import dataclass, field, replace

from companion.i18n import LANGUAGES, listed
from companion.printing import PrintOptionError
from companion.printing.calibration import Correction, checked_correction, correction_words
from companion.printing.data import GAMES, deck_manifest
from companion.printing.deck import BRAILLE_PARTS, counts_for, deck_cards, select_cards, sticker_list
from companion.printing.deck import wanted as deck_wanted
from companion.printing.describe import mark_alt
from companion.printing.fit import check_fit
from companion.printing.marks import edges_background, label_image, label_outline, sticker_svg
from companion.printing.sheets import DEFAULT_SHEET, find_sheet, search
from companion.rules.errors import N_, Choices, Said

VALUE_CODES = ("dots", "braille", "large", "none")
CARD_MM = (20.0, 200.0)
USED_FILL, USED_EDGE, EMPTY_EDGE = "#d6d6d6", "#6b6b6b", "#9a9a9a"


@dataclass(frozen=True)
class StickerOptions:
    """What the user chose: game, sheet (an own preset's id or a gLabels template's, ``avery:L7160``), code sets,
    swell paper, the printer correction (offsets mm, scales %, rotation °), counts, language."""

    game: str
    sheet: str = DEFAULT_SHEET
    colour: bool = True
    value: str = "dots"
    shapes: bool = True
    swell: bool = False
    offset_x: float = 0.0
    offset_y: float = 0.0
    scale_x: float = 100.0
    scale_y: float = 100.0
    rotation: float = 0.0
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
        """The sheet chosen (a ``sheets.Sheet``)."""
        return find_sheet(self.sheet)

    @property
    def correction(self):
        """The printer correction applied to every drawn coordinate of the sheet pages."""
        return Correction(self.offset_x, self.offset_y, self.scale_x, self.scale_y, self.rotation)

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


def checked_sheet(name):
    """The usable sheet called ``name`` (an id or "Brand part"); PrintOptionError saying why not, with sheets
    of a similar name when there are some."""
    sheet = find_sheet(name)
    if sheet is None:
        similar = search(name)[:3] or search(" ".join(word for word in name.replace(":", " ").split()[-1:]))[:3]
        if similar:
            return _raise_unknown(name, similar)
        raise PrintOptionError("sheet", N_("No label sheet is called {sheet}. Name it by brand and part number, like "
                                           "Avery L7651 (companion sheets lists them all)."), sheet=name)
    if not sheet.usable:
        raise PrintOptionError("sheet", N_("{sheet} cannot carry stickers: {reason}."),
                               sheet=Said(sheet.short_title), reason=Said(sheet.unusable_words))
    return sheet


def _raise_unknown(name, similar):
    raise PrintOptionError("sheet", N_("No label sheet is called {sheet}. Sheets with a similar name: {choices}."),
                           sheet=name, choices=Said(lambda lang: listed([s.short_title(lang) for s in similar], lang, "or")))


def validated(options):
    """``options`` with its counts filled in and its sheet by its id; PrintOptionError naming the first bad field,
    or saying what does not fit the chosen sheet."""
    options = checked_fields(options)
    check_fit(options, select_cards(deck_cards(options.game, options.counts, braille_parts(options)), options.only))
    if options.card_qr:
        from companion.printing import card_qr

        base_url, qr_sheet = card_qr.checked(options, deck_cards(options.game, options.counts))
        options = replace(options, base_url=base_url, qr_sheet=qr_sheet)
    return options


def checked_fields(options):
    """``options`` with its counts filled in and its sheet by its id, each field checked on its own (what an
    embosser file needs: no sticker has to fit the sheet); PrintOptionError naming the first bad field."""
    if options.game not in GAMES:
        raise PrintOptionError("game", N_("Unknown game {game}. Choose one of: {choices}."),
                               game=options.game, choices=Choices(GAMES))
    sheet = checked_sheet(options.sheet)
    options = replace(options, sheet=sheet.id)
    if options.value not in VALUE_CODES:
        raise PrintOptionError("value", N_("Unknown value code {value}. Choose one of: {choices}."),
                               value=options.value, choices=Choices(VALUE_CODES))
    if options.lang not in LANGUAGES:
        raise PrintOptionError("lang", N_("Unknown language {language}. Choose one of: {choices}."),
                               language=options.lang, choices=Choices(LANGUAGES))
    from companion.printing.braille import SYSTEMS

    if options.braille_system not in SYSTEMS or (options.braille_system == "kantenji" and options.lang != "ja"):
        raise PrintOptionError("braille_system", N_("Kantenji (eight-dot braille for kanji) is only for Japanese: "
                                                    "choose kana braille, or Japanese as the language."))
    checked_correction(options.correction)
    if options.card and (len(options.card) != 2 or not all(CARD_MM[0] <= side <= CARD_MM[1] for side in options.card)):
        raise PrintOptionError("card", N_("A card size is WIDTHxHEIGHT in mm, each from {low} to {high}, like 63x88."),
                               low=int(CARD_MM[0]), high=int(CARD_MM[1]))
    if not isinstance(options.start_at, int) or not 1 <= options.start_at <= sheet.per_page:
        raise PrintOptionError("start_at", N_("Start at a label from 1 to {count} (the labels on one sheet of {sheet}, "
                                              "counted as the preview numbers them)."),
                               count=sheet.per_page, sheet=Said(sheet.short_title))
    options = replace(options, counts=counts_for(options.game, options.counts))
    select_cards(deck_cards(options.game, options.counts), options.only)
    return options


def page_usage(options, count):
    """For each sheet page of ``count`` stickers: ``(used, filled, empty)`` label counts in numbering order —
    labels already used (before ``start_at``, first page only), labels that get a sticker, labels left empty."""
    per_page, skip = options.preset.per_page, options.start_at - 1
    total, pages = skip + count, []
    for start in range(0, max(total, 1), per_page):
        used = max(0, min(skip, start + per_page) - start)
        filled = max(0, min(total, start + per_page) - max(start, skip))
        pages.append((used, filled, per_page - used - filled))
    return pages


def _placed(options, stickers):
    """Each page's ``[(index on the page, sticker or None)]``: None for a label already used."""
    per_page = options.preset.per_page
    queue = [None] * (options.start_at - 1) + list(stickers)
    return [list(enumerate(queue[start:start + per_page])) for start in range(0, max(len(queue), 1), per_page)]


def _corrected(svg_body, options):
    correction = options.correction
    return svg_body if correction.is_identity else f'<g transform="{correction.svg_transform()}">{svg_body}</g>'


def sheet_pages(options, stickers):
    """One SVG per sheet page for the preview: every sticker on its label, the labels already used (before
    ``start_at``) greyed, the labels left empty outlined; the printer correction applied as on paper."""
    preset = options.preset
    pages = []
    for page in _placed(options, stickers):
        taken = {index for index, _ in page}
        parts = [sticker_svg(sticker, preset.label_box(index), preset, options) if sticker is not None
                 else label_outline(preset.label_box(index), preset, USED_FILL, USED_EDGE)
                 for index, sticker in page]
        parts += [label_outline(preset.label_box(index), preset, "#ffffff", EMPTY_EDGE)
                  for index in range(preset.per_page) if index not in taken]
        pages.append(f'<svg xmlns="http://www.w3.org/2000/svg" class="sheet" width="{preset.page_width}mm" '
                     f'height="{preset.page_height}mm" viewBox="0 0 {preset.page_width} {preset.page_height}">'
                     f'{_corrected("".join(parts), options)}</svg>')
    return pages


def sheet_figures(options, stickers):
    """Each sheet page for the PDF: ``(edges CSS, [label images])`` — the labels' edges (a background) and the
    stickers as positioned images with their text alternative in numbering order (reading order); labels
    already used (before ``start_at``) stay blank."""
    preset = options.preset
    pages = []
    for page in _placed(options, stickers):
        placed = [(sticker, preset.label_box(index)) for index, sticker in page if sticker is not None]
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
                           correction="" if options.correction.is_identity else options.correction.css_transform(),
                           correction_words=correction_words(options.correction, lang, applied=True),
                           directions=any("direction" in card.get("each", {}) for card in manifest["cards"]),
                           key={"colours": keycard.colour_rows(options), "shapes": keycard.shape_rows(options)})


def sticker_pdf(options):
    """The sticker document of ``options`` as PDF bytes (PrintOptionError for a bad option)."""
    from companion.printing.pdf import html_to_pdf, page_size_css, stylesheet

    built = build(options)
    preset = built["preset"]
    return html_to_pdf(document_html(built), [stylesheet("stickers.css"),
                                              page_size_css(preset.page_width, preset.page_height)])
