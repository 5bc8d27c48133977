"""Sticker sheets: options → stickers → positioned labels → one HTML document for WeasyPrint."""

from dataclasses import dataclass, field


from companion.i18n import LANGUAGES
from companion.printing import PrintOptionError
from companion.printing.data import GAMES, sheet_presets
from companion.printing.deck import counts_for, deck_cards, sticker_list
from companion.printing.deck import wanted as deck_wanted
from companion.printing.describe import mark_alt
from companion.printing.marks import edges_background, label_image, sticker_svg

VALUE_CODES = ("dots", "braille", "large", "none")
MAX_OFFSET = 10.0


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

    @property
    def preset(self):
        """The sheet preset chosen."""
        return sheet_presets()[self.sheet]

    def edge_colour(self, preset):
        """The colour of each label's edge line: darker cut lines on plain paper, none if switched off."""
        if not self.outlines:
            return None
        if preset.cut_lines:
            return "#8c8c8c" if self.swell else "#4d4d4d"
        return "#bdbdbd"


def validated(options):
    """``options`` with its counts filled in; PrintOptionError naming the first bad field."""
    if options.game not in GAMES:
        raise PrintOptionError("game", "Unknown game {game}. Choose one of: {choices}.",
                               game=options.game, choices=", ".join(GAMES))
    if options.sheet not in sheet_presets():
        raise PrintOptionError("sheet", "Unknown sheet {sheet}. Choose one of: {choices}.",
                               sheet=options.sheet, choices=", ".join(sheet_presets()))
    if options.value not in VALUE_CODES:
        raise PrintOptionError("value", "Unknown value code {value}. Choose one of: {choices}.",
                               value=options.value, choices=", ".join(VALUE_CODES))
    if options.lang not in LANGUAGES:
        raise PrintOptionError("lang", "Unknown language {language}. Choose one of: {choices}.",
                               language=options.lang, choices=", ".join(LANGUAGES))
    for name, offset in (("offset_x", options.offset_x), ("offset_y", options.offset_y)):
        if not -MAX_OFFSET <= offset <= MAX_OFFSET:
            raise PrintOptionError(name, "An offset must be between -{limit} and {limit} mm.", limit=int(MAX_OFFSET))
    counts = counts_for(options.game, options.counts)
    if options.value == "braille" and options.game == "rainbow-field" and counts["highest"] > 7:
        raise PrintOptionError("value", "Braille digits cover the values 1 to 7; choose dots or large print.")
    if options.value == "dots" and options.game == "rainbow-field" and counts["highest"] > 10:
        raise PrintOptionError("value", "Tactile dots cover the values 1 to 10; choose large print.")
    checked = StickerOptions(**{**options.__dict__, "counts": counts})
    if options.card_qr:
        from companion.printing import card_qr

        base_url = card_qr.checked(checked, deck_cards(options.game, counts))
        checked = StickerOptions(**{**checked.__dict__, "base_url": base_url})
    return checked


def sheet_pages(options, stickers):
    """One SVG per sheet page: every sticker on its label, shifted by the calibration offset."""
    preset = options.preset
    pages = []
    for start in range(0, len(stickers), preset.per_page):
        parts = [f'<svg xmlns="http://www.w3.org/2000/svg" class="sheet" width="{preset.page_width}mm" '
                 f'height="{preset.page_height}mm" viewBox="0 0 {preset.page_width} {preset.page_height}">']
        for index, sticker in enumerate(stickers[start:start + preset.per_page]):
            box = preset.label_box(index, options.offset_x, options.offset_y)
            parts.append(sticker_svg(sticker, box, preset, options))
        parts.append("</svg>")
        pages.append("".join(parts))
    return pages


def sheet_figures(options, stickers):
    """Each sheet page: the labels' edges (CSS background) and the stickers as positioned images with their
    text alternative, row by row (reading order)."""
    preset = options.preset
    pages = []
    for start in range(0, len(stickers), preset.per_page):
        chunk = stickers[start:start + preset.per_page]
        boxes = [preset.label_box(index, options.offset_x, options.offset_y) for index in range(len(chunk))]
        pages.append((edges_background(boxes, preset, options),
                      [label_image(sticker, box, preset, options, mark_alt(sticker, options))
                       for sticker, box in zip(chunk, boxes)]))
    return pages


def build(options):
    """Everything the sticker document shows: the options, cards, stickers and page SVGs."""
    options = validated(options)
    cards = deck_cards(options.game, options.counts)
    stickers = sticker_list(options.game, cards, options)
    qr = []
    if options.card_qr:
        from companion.printing.card_qr import qr_stickers

        qr = qr_stickers(options, cards)
    return {"options": options, "preset": options.preset, "cards": cards, "stickers": stickers,
            "pages": sheet_pages(options, stickers), "qr": qr}


def document_html(built):
    """The whole sticker document (guide pages, then the sheets, one figure per sticker) as HTML."""
    from companion.printing import guide
    from companion.printing.card_qr import qr_figures
    from companion.printing.data import deck_manifest
    from companion.printing.pdf import render_document

    options, manifest = built["options"], deck_manifest(built["options"].game)
    lang = options.lang
    checklist = [(card.copies, guide.card_label(card, lang),
                  ", ".join(guide.sticker_words(s, options) for s in card.stickers if deck_wanted(s, options)))
                 for card in built["cards"]]
    diagrams = [(guide.card_label(card, lang), guide.card_diagram(card, options))
                for card in guide.example_cards(built["cards"])]
    return render_document("printing/pdf/stickers.html", lang, options=options, manifest=manifest,
                           title=manifest["title"][lang], preset=built["preset"], stickers=built["stickers"],
                           pages=sheet_figures(options, built["stickers"]), ruler=guide.ruler_background(),
                           legend=guide.legend(options, built["stickers"]), diagrams=diagrams, checklist=checklist,
                           qr=built["qr"], qr_pages=qr_figures(options, built["qr"]))


def sticker_pdf(options):
    """The sticker document of ``options`` as PDF bytes (PrintOptionError for a bad option)."""
    from companion.printing.pdf import html_to_pdf, page_size_css, stylesheet

    built = build(options)
    preset = built["preset"]
    return html_to_pdf(document_html(built), [stylesheet("stickers.css"),
                                              page_size_css(preset.page_width, preset.page_height)])
