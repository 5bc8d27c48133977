"""Sticker sheets: options → stickers → positioned labels → one HTML document for WeasyPrint."""

from dataclasses import dataclass, field


from companion.i18n import LANGUAGES
from companion.printing import PrintOptionError
from companion.printing.data import GAMES, sheet_presets
from companion.printing.deck import counts_for, deck_cards, sticker_list
from companion.printing.deck import wanted as deck_wanted
from companion.printing.marks import sticker_svg, svg_image
from companion.rules.errors import N_

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
    for name, offset in (("offset_x", options.offset_x), ("offset_y", options.offset_y)):
        if not -MAX_OFFSET <= offset <= MAX_OFFSET:
            raise PrintOptionError(name, N_("An offset must be between -{limit} and {limit} mm."), limit=int(MAX_OFFSET))
    counts = counts_for(options.game, options.counts)
    if options.value == "braille" and options.game == "rainbow-field" and counts["highest"] > 7:
        raise PrintOptionError("value", N_("Braille digits cover the values 1 to 7; choose dots or large print."))
    if options.value == "dots" and options.game == "rainbow-field" and counts["highest"] > 10:
        raise PrintOptionError("value", N_("Tactile dots cover the values 1 to 10; choose large print."))
    return StickerOptions(**{**options.__dict__, "counts": counts})


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


def build(options):
    """Everything the sticker document shows: the options, cards, stickers and page SVGs."""
    options = validated(options)
    cards = deck_cards(options.game, options.counts)
    stickers = sticker_list(options.game, cards, options)
    return {"options": options, "preset": options.preset, "cards": cards, "stickers": stickers,
            "pages": sheet_pages(options, stickers)}


def document_html(built):
    """The whole sticker document (guide pages, then the sheets) as HTML."""
    from companion.printing import guide
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
                           pages=[svg_image(page, "", "sheet") for page in built["pages"]], ruler=guide.ruler_image(lang),
                           legend=guide.legend(options, built["stickers"]), diagrams=diagrams, checklist=checklist)


def sticker_pdf(options):
    """The sticker document of ``options`` as PDF bytes (PrintOptionError for a bad option)."""
    from companion.printing.pdf import html_to_pdf, page_size_css, stylesheet

    built = build(options)
    preset = built["preset"]
    return html_to_pdf(document_html(built), [stylesheet("stickers.css"),
                                              page_size_css(preset.page_width, preset.page_height)])
