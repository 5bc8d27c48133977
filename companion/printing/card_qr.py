"""Card QR stickers (``--card-qr``): one for the back of each card, opening ``/cards/<game>/<card>``.

The code is as large as the label allows (at most 20 mm with its quiet zone);
a sheet holds the codes only if every code keeps modules of at least 0.3 mm (a
phone reads them from about 10 cm) and its label fits on the card. The QR
stickers are on sheets of their own: the chosen sheet if it holds them, else
another of the same paper size (the guide and the preview say which). Wide
labels also print the card's name beside the code, so whoever sticks them
knows which card each goes on; the stickers follow the checklist's order.
"""

import math
from dataclasses import dataclass

from markupsafe import escape

from companion.rules.errors import N_, Said
from companion.printing import PrintOptionError
from companion.i18n import listed
from companion.printing.sheets import find_sheet, own_presets
from companion.printing.marks import FONT, edges_background, label_image, label_outline
from companion.printing.qr import qr_path
from companion.printing.rulecards import checked_base_url

QR_MAX_MM = 20.0
MIN_MODULE_MM = 0.3
MARGIN_MM = 0.8
CAPTION_MIN_MM = 12.0
CAPTION_FONT_MM = 2.8


@dataclass(frozen=True)
class QrSticker:
    """One card's QR sticker: the card, the address its code holds, the card's name printed beside it."""

    card_id: str
    url: str
    caption: str


def card_url(base_url, game, card_id):
    """The address a card's QR code holds: ``<base>/cards/<game>/<card>``."""
    return f"{base_url}/cards/{game}/{card_id}"


def qr_stickers(options, deck_cards):
    """Every card QR sticker of the deck as counted, card by card in the checklist's order."""
    from companion.printing.catalogue import card_name, printed_cards

    return [QrSticker(card.id, card_url(options.base_url, options.game, card.id),
                      card_name(card, options.lang, effect=False))
            for card, copies in printed_cards(options.game, deck_cards) for _ in range(copies)]


def qr_side(preset):
    """The side (mm) of the largest QR code, quiet zone included, that the preset's label holds."""
    inner = min(preset.label_width, preset.label_height)
    if preset.curved:
        inner /= math.sqrt(2)
    return min(QR_MAX_MM, inner - 2 * MARGIN_MM)


def _captioned(preset):
    return not preset.curved and preset.label_width - qr_side(preset) - 3 * MARGIN_MM >= CAPTION_MIN_MM


def _fits(preset, modules, card_mm):
    """True if the label fits on the card and a ``modules``-wide code keeps its modules large enough."""
    label, card = sorted((preset.label_width, preset.label_height)), sorted(card_mm)
    return label[0] <= card[0] and label[1] <= card[1] and qr_side(preset) / modules >= MIN_MODULE_MM


def checked(options, deck_cards):
    """``(base URL normalised, the sheet preset id for the QR stickers)``; PrintOptionError if the base URL is
    not a URL or no sheet on the same paper holds the codes.

    The QR stickers are on sheets of their own: on the chosen sheet if its labels hold the codes, else on
    the first of the own presets on the same paper that does (one that has room for the card's name first).
    """
    base_url = checked_base_url(options.base_url)
    longest = max((card_url(base_url, options.game, card_id) for card_id in _ids(options.game, deck_cards)), key=len)
    modules = qr_path(longest)[0]
    card_mm = options.card_size
    if _fits(options.preset, modules, card_mm):
        return base_url, options.sheet
    candidates = {key: sheet for key, sheet in own_presets().items() if _fits(sheet, modules, card_mm)}
    same_paper = [key for key, sheet in candidates.items() if sheet.paper == options.preset.paper]
    if same_paper:
        return base_url, sorted(same_paper, key=lambda key: not _captioned(candidates[key]))[0]
    if not candidates:
        raise PrintOptionError("base_url", N_("This address is too long: its card QR codes would be too small to "
                                              "read on any sheet. Use a shorter address."))
    fitting = list(candidates.values())
    raise PrintOptionError("sheet", N_("Card QR stickers need labels that fit on the card and hold a code of "
                                       "{size} mm or more: choose one of: {choices}."),
                           size=f"{math.ceil(modules * MIN_MODULE_MM * 10) / 10:.1f}",
                           choices=Said(lambda lang: listed([sheet.short_title(lang) for sheet in fitting], lang, "or")))


def _ids(game, deck_cards):
    from companion.printing.catalogue import printed_cards

    return [card.id for card, _copies in printed_cards(game, deck_cards)]


def qr_label_svg(sticker, box, preset, style, edge=True):
    """The SVG of one card QR sticker on the label at ``box``: white label, the code, the card's name if room."""
    x, y, w, h = box
    side = qr_side(preset)
    modules, path = qr_path(sticker.url)
    captioned = _captioned(preset)
    left = x + MARGIN_MM if captioned else x + (w - side) / 2
    top = y + (h - side) / 2
    scale = side / modules
    parts = [label_outline(box, preset, "#ffffff", style.edge_colour(preset) if edge else None),
             f'<path transform="translate({left:.3f},{top:.3f}) scale({scale:.5f})" d="{path}" fill="#000000" '
             f'shape-rendering="crispEdges"/>']
    if captioned:
        text_left = left + side + MARGIN_MM
        lines, size = caption_lines(sticker.caption, x + w - MARGIN_MM - text_left)
        first = y + h / 2 - (len(lines) - 1) * size * 0.6 + size * 0.36
        parts += [f'<text x="{text_left:.3f}" y="{first + index * size * 1.2:.3f}" font-size="{size:.2f}" '
                  f'font-family="{FONT}" fill="#000000" lang="{style.lang}">{escape(line)}</text>'
                  for index, line in enumerate(lines)]
    return "".join(parts)


def _text_width(text, size):
    """A generous estimate of ``text``'s width (mm) at ``size``: wide for CJK, 0.62 em for the rest."""
    return sum(1.0 if ord(char) >= 0x2E80 else 0.62 for char in text) * size


def caption_lines(caption, width, max_lines=3):
    """``(lines, font size)``: the caption wrapped at spaces to fit ``width`` mm, smaller only if it must be."""
    size = CAPTION_FONT_MM
    while True:
        lines = []
        for word in caption.split(" "):
            if lines and _text_width(lines[-1] + " " + word, size) <= width:
                lines[-1] += " " + word
            else:
                lines.append(word)
        if size <= 1.5 or (len(lines) <= max_lines and all(_text_width(line, size) <= width for line in lines)):
            return lines, size
        size -= 0.1


def qr_preset(options):
    """The sheet preset the card QR stickers are laid out on (``options.qr_sheet``, set by ``checked``)."""
    return find_sheet(options.qr_sheet or options.sheet)


def qr_pages(options, stickers):
    """One SVG per sheet page of card QR stickers (for the web preview)."""
    preset = qr_preset(options)
    pages = []
    for start in range(0, len(stickers), preset.per_page):
        labels = [qr_label_svg(sticker, preset.label_box(index), preset, options)
                  for index, sticker in enumerate(stickers[start:start + preset.per_page])]
        pages.append(f'<svg xmlns="http://www.w3.org/2000/svg" class="sheet" width="{preset.page_width}mm" '
                     f'height="{preset.page_height}mm" viewBox="0 0 {preset.page_width} {preset.page_height}">'
                     f'{"".join(labels)}</svg>')
    return pages


def qr_figures(options, stickers):
    """Each page of card QR stickers: the labels' edges (CSS background) and the stickers as positioned images
    described in words (tagged PDF), row by row."""
    from companion.i18n import translate

    preset = qr_preset(options)
    pages = []
    for start in range(0, len(stickers), preset.per_page):
        chunk = stickers[start:start + preset.per_page]
        boxes = [preset.label_box(index) for index in range(len(chunk))]
        pages.append((edges_background(boxes, preset, options),
                      [label_image(sticker, box, preset, options,
                                   translate("QR code for the back of the card: {card}", options.lang,
                                             card=sticker.caption), draw=qr_label_svg)
                       for sticker, box in zip(chunk, boxes)]))
    return pages
