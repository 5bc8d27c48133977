"""Sticker documents: options → the deck laid out for the method chosen → one HTML document for WeasyPrint.

What each method prints (``raising``): flat and embosser, the stickers on the labels of the chosen sheet
(embosser: all but the braille, which is embossed from the BRF file); swell, the pieces on plain swell
sheets of the sheet's paper; cut, no sticker sheet (the marks are in the cut file, ``cut_deck``). Every
document has the guide (in the words of the form, or of the command line), the placement diagrams at 1:1,
the checklist, the key card, and the card QR sheets when asked for.
"""

from dataclasses import dataclass, field

from companion.printing.calibration import Correction
from companion.printing.checks import checked_fields
from companion.printing.data import deck_manifest
from companion.printing.deck import deck_of
from companion.printing.raising import CUT_LINE, DEFAULT_METHOD
from companion.printing.sheets import DEFAULT_SHEET, find_sheet


@dataclass(frozen=True)
class StickerOptions:
    """What the user chose: game, how the marks are raised (``method``, ``raising.METHODS``), sheet (an own
    preset's id or a gLabels template's, ``avery:L7160``), code sets, the printer correction (offsets mm, scales
    %, rotation °), counts, which colour cards show which function (``function_cards``: ``((function, (card id
    or name, …)), …)``, ids once checked), language; ``interface`` whether the guide speaks of the print form (``web``) or of
    the command line (``cli``)."""

    game: str
    sheet: str = DEFAULT_SHEET
    method: str = DEFAULT_METHOD
    colour: bool = True
    value: str = "dots"
    shapes: bool = True
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
    function_cards: tuple = ()
    embosser_origin: tuple = (0.0, 0.0)
    braille_system: str = "kana"
    interface: str = "web"

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

    @property
    def swell(self):
        """Whether the pieces print on swell paper (only the marks black)."""
        return self.method == "swell"

    def edge_colour(self, preset):
        """The colour of each label's edge line: light cut lines on swell paper, darker ones on plain paper,
        a pale outline on die-cut labels; none if switched off."""
        if not self.outlines:
            return None
        if self.swell:
            return CUT_LINE
        if preset.cut_lines:
            return "#4d4d4d"
        return "#bdbdbd"


def validated(options):
    """``options`` with its counts filled in, its sheet by its id and the sheet of the card QR stickers;
    PrintOptionError naming the first bad field, or saying what does not fit."""
    from companion.printing.fit import check_fit

    from companion.printing.card_qr import with_qr_sheet

    options = checked_fields(options)
    if options.card_qr:
        options = with_qr_sheet(options)
    check_fit(options, deck_of(options))
    return options


def build(options):
    """Everything the sticker document shows: the options, the cards, the deck's layout, the pieces to print on
    label sheets or swell sheets (and the preview's SVG pages), the card QR stickers."""
    from companion.printing import frames, sheet_pages
    from companion.printing.deck_layout import deck_layout

    options = validated(options)
    cards = deck_of(options)
    laid = deck_layout(options, cards, frames.frame(options))
    pieces = sheet_pages.printed_pieces(options, laid)
    qr, qr_sheet = [], None
    if options.card_qr:
        from companion.printing.card_qr import qr_preset, qr_stickers

        qr, qr_sheet = qr_stickers(options, cards), qr_preset(options)
    return {"options": options, "preset": options.preset, "cards": cards, "layout": laid, "pieces": pieces,
            "pages": sheet_pages.preview_pages(options, pieces), "qr": qr, "qr_preset": qr_sheet}


def document_html(built):
    """The whole sticker document (guide pages, then the sheets, one figure per sticker) as HTML."""
    from companion.printing import guide, keycard, sheet_pages
    from companion.printing.calibration import correction_words
    from companion.printing.card_qr import elsewhere_words, qr_figures
    from companion.printing.pdf import render_document

    options = built["options"]
    manifest = deck_manifest(options.game)
    figures = sheet_pages.page_figures(options, built["pieces"])
    qr_pages = qr_figures(options, built["qr"])
    return render_document("printing/pdf/stickers.html", options.lang, options=options, manifest=manifest,
                           title=manifest["title"][options.lang], preset=built["preset"], pieces=built["pieces"],
                           pages=figures, qr=built["qr"], qr_pages=qr_pages, qr_preset=built["qr_preset"],
                           qr_elsewhere=elsewhere_words(options, options.lang),
                           guide=guide.guide_context(built, len(figures), len(qr_pages)),
                           key=keycard.key_context(options),
                           correction="" if options.correction.is_identity else options.correction.css_transform(),
                           correction_words=correction_words(options.correction, options.lang, applied=True))


def sticker_pdf(options):
    """The sticker document of ``options`` as PDF bytes (PrintOptionError for a bad option)."""
    from companion.printing.pdf import html_to_pdf, page_size_css, stylesheet

    built = build(options)
    preset = built["preset"]
    return html_to_pdf(document_html(built), [stylesheet("stickers.css"),
                                              page_size_css(preset.page_width, preset.page_height)])
