"""Card QR stickers (``--card-qr``): one for the face of each card, opening ``/cards/<game>/<card>``.

A QR sticker goes on the card's face, in its top-left corner, which a fanned hand keeps in view: never on the
back, where a back that differs would tell every player which card it is (``card_layout``, zone ``qr``). It
carries the code alone, without the card's name (which would tell it too). The code is as large as the
label allows and a fanned hand keeps wholly in view (``fan``; at most 20 mm with its quiet zone), at the
corner of the label that goes into the card's corner; a
sheet holds the codes only if every code keeps modules of at least 0.3 mm (a phone reads them from about
10 cm) and its label fits on the card. The QR stickers are on sheets of their own, in the checklist's order:
the chosen sheet if it holds them, else another of the same paper size (the guide and the preview say
which). A snake's middle card has one code for each pair of end colours the deck has, whose page names both.
A card has exactly one code: an explorers' function has none of its own (it is shown on a colour card, whose
code is in the corner); a colour card the volunteer named as showing a function gets one code naming both
(``red-north+drop``, ``function_cards``).
"""

import math
from dataclasses import dataclass, replace

from companion.rules.errors import N_, Said
from companion.printing import PrintOptionError
from companion.i18n import listed
from companion.printing import fan
from companion.printing.card_layout import CARD_MARGIN
from companion.printing.sheets import find_sheet, own_presets
from companion.printing.marks import edges_background, label_image, label_outline
from companion.printing.qr import qr_path
from companion.printing.rulecards import checked_base_url

QR_MAX_MM = 20.0
MIN_MODULE_MM = 0.3
MARGIN_MM = 0.8


@dataclass(frozen=True)
class QrSticker:
    """One card's QR sticker: the card, the address its code holds, the card's name (for its words only: the
    sticker does not print it)."""

    card_id: str
    url: str
    caption: str


def card_url(base_url, game, card_id):
    """The address a card's QR code holds: ``<base>/cards/<game>/<card>``."""
    return f"{base_url}/cards/{game}/{card_id}"


def qr_stickers(options, deck_cards):
    """Every card QR sticker of the deck as counted, card by card in the checklist's order: one per physical card
    (a card's plain codes, then those that name a function too; none for a function, shown on a colour card)."""
    from companion.printing.catalogue import card, card_name, printed_cards
    from companion.printing.function_cards import code_ids

    carried = {deck_card.id for deck_card in deck_cards if deck_card.on}
    return [QrSticker(code, card_url(options.base_url, options.game, code),
                      card_name(card(options.game, code), options.lang, effect=False))
            for found, copies in printed_cards(options.game, deck_cards) if found.id not in carried
            for code in code_ids(found.id, copies, options)]


def code_box(box, preset, side):
    """Where a ``side`` mm code (quiet zone included) is drawn on the label at ``box`` (x, y, width, height):
    ``(left, top)``. At the label's top-left corner, which goes into the card's corner (centred on a round
    label, whose corner is empty)."""
    x, y, w, h = box
    if preset.curved:
        return x + (w - side) / 2, y + (h - side) / 2
    return x + MARGIN_MM, y + MARGIN_MM


def qr_side(preset):
    """The side (mm) of the largest QR code, quiet zone included, that the preset's label holds and that stays
    wholly in view in a fanned hand (``fan``) when the label is in the card's top-left corner."""
    inner = min(preset.label_width, preset.label_height)
    if preset.curved:
        inner /= math.sqrt(2)
    largest = min(QR_MAX_MM, inner - 2 * MARGIN_MM)
    box = (CARD_MARGIN, CARD_MARGIN, preset.label_width, preset.label_height)

    def seen(side):
        left, top = code_box(box, preset, side)
        return fan.in_view(left + side, top + side)

    if seen(largest):
        return largest
    low, high = 0.0, largest
    for _ in range(40):  # the code's far corner moves monotonically with its side
        middle = (low + high) / 2
        low, high = (middle, high) if seen(middle) else (low, middle)
    return round(low, 3)


def _fits(preset, modules, card_mm):
    """True if the label fits on the card and a ``modules``-wide code keeps its modules large enough."""
    label, card = sorted((preset.label_width, preset.label_height)), sorted(card_mm)
    return label[0] <= card[0] and label[1] <= card[1] and qr_side(preset) / modules >= MIN_MODULE_MM


def checked(options, deck_cards):
    """``(base URL normalised, the sheet preset id for the QR stickers)``; PrintOptionError if the base URL is
    not a URL or no sheet on the same paper holds the codes.

    The QR stickers are on sheets of their own: on the chosen sheet if its labels hold the codes, else on
    the first of the own presets on the same paper that does (``qr_sheets`` gives them all, in that order).
    """
    base_url, sheets = qr_sheets(options, deck_cards)
    return base_url, sheets[0]


def qr_sheets(options, deck_cards):
    """``(base URL normalised, [sheet ids that hold the codes]``: the chosen sheet first when it does, then the own
    presets of the same paper, products before plain paper and the smallest labels first (they leave the card the
    most room)); PrintOptionError as ``checked`` says."""
    base_url = checked_base_url(options.base_url)
    longest = max((card_url(base_url, options.game, card_id) for card_id in _ids(options, deck_cards)), key=len)
    modules = qr_path(longest)[0]
    card_mm = options.card_size
    candidates = {key: sheet for key, sheet in own_presets().items() if _fits(sheet, modules, card_mm)}
    same_paper = sorted((key for key, sheet in candidates.items() if sheet.paper == options.preset.paper
                         and key != options.sheet),
                        key=lambda key: (not candidates[key].brand,
                                         candidates[key].label_width * candidates[key].label_height))
    if _fits(options.preset, modules, card_mm):
        return base_url, [options.sheet, *same_paper]
    if same_paper:
        return base_url, same_paper
    if not candidates:
        raise PrintOptionError("base_url", N_("This address is too long: its card QR codes would be too small to "
                                              "read on any sheet. Use a shorter address."))
    fitting = list(candidates.values())
    raise PrintOptionError("sheet", N_("Card QR stickers need labels that fit on the card and hold a code of "
                                       "{size} mm or more: choose one of: {choices}."),
                           size=f"{math.ceil(modules * MIN_MODULE_MM * 10) / 10:.1f}",
                           choices=Said(lambda lang: listed([sheet.short_title(lang) for sheet in fitting], lang, "or")))


def with_qr_sheet(options):
    """``options`` with the sheet its card QR stickers go on: the first that holds the codes and leaves every
    card room for its other stickers (``qr_sheets``), else the first that holds the codes."""
    from companion.printing import frames
    from companion.printing.deck import deck_cards, deck_of
    from companion.printing.deck_layout import misfit

    base_url, sheets = qr_sheets(options, deck_cards(options.game, options.counts))
    cards = deck_of(options)
    for sheet in sheets:
        trial = replace(options, base_url=base_url, qr_sheet=sheet)
        if misfit(trial, cards, frames.frame(trial)) is None:
            return trial
    return replace(options, base_url=base_url, qr_sheet=sheets[0])


ELSEWHERE = {"small": N_("The codes do not fit on the labels of {chosen}: print the card QR sheets on {sheet}."),
             "room": N_("With the codes on labels of {chosen}, the cards have no room left for their other stickers: "
                        "print the card QR sheets on {sheet}.")}


def elsewhere_words(options, lang):
    """Why the card QR stickers are on another sheet than the chosen one, and which, in ``lang``; "" when they are
    on the chosen one."""
    from companion.i18n import translate
    from companion.printing.deck import deck_cards

    if not options.card_qr or options.qr_sheet in ("", options.sheet):
        return ""
    base_url = checked_base_url(options.base_url)
    longest = max((card_url(base_url, options.game, card_id) for card_id in
                   _ids(options, deck_cards(options.game, options.counts))), key=len)
    reason = "room" if _fits(options.preset, qr_path(longest)[0], options.card_size) else "small"
    return translate(ELSEWHERE[reason], lang, chosen=options.preset.short_title(lang),
                     sheet=qr_preset(options).short_title(lang))


def _ids(options, deck_cards):
    """Every id a card QR code of the deck holds (the longest decides the code's size): a named card's combined
    id too."""
    return [sticker.card_id for sticker in qr_stickers(options, deck_cards)] or [""]


def qr_label_svg(sticker, box, preset, style, edge=True):
    """The SVG of one card QR sticker on the label at ``box``: white label, the code at the label's left end (the
    end that goes into the card's corner; centred on a round label), no words."""
    side = qr_side(preset)
    modules, path = qr_path(sticker.url)
    left, top = code_box(box, preset, side)
    scale = side / modules
    return (label_outline(box, preset, "#ffffff", style.edge_colour(preset) if edge else None)
            + f'<path transform="translate({left:.3f},{top:.3f}) scale({scale:.5f})" d="{path}" fill="#000000" '
            f'shape-rendering="crispEdges"/>')


def qr_preset(options):
    """The sheet preset the card QR stickers are laid out on (``options.qr_sheet``, set by ``checked``)."""
    return find_sheet(options.qr_sheet or options.sheet)


def _ruler(preset):
    """The 50 mm ruler of a card QR sheet page, in its widest margin (SVG, page coordinates)."""
    from companion.printing.rulers import ruler_spot, ruler_svg

    x, y, vertical = ruler_spot(preset, "flat")
    return ruler_svg(x, y, vertical=vertical)


def qr_pages(options, stickers):
    """One SVG per sheet page of card QR stickers (for the web preview), each with its ruler."""
    preset = qr_preset(options)
    pages = []
    for start in range(0, len(stickers), preset.per_page):
        labels = [qr_label_svg(sticker, preset.label_box(index), preset, options)
                  for index, sticker in enumerate(stickers[start:start + preset.per_page])]
        pages.append(f'<svg xmlns="http://www.w3.org/2000/svg" class="sheet" width="{preset.page_width}mm" '
                     f'height="{preset.page_height}mm" viewBox="0 0 {preset.page_width} {preset.page_height}">'
                     f'{"".join(labels)}{_ruler(preset)}</svg>')
    return pages


def qr_figures(options, stickers):
    """Each page of card QR stickers: the labels' edges and the ruler (CSS background) and the stickers as
    positioned images described in words (tagged PDF), row by row."""
    from companion.i18n import translate

    preset = qr_preset(options)
    pages = []
    for start in range(0, len(stickers), preset.per_page):
        chunk = stickers[start:start + preset.per_page]
        boxes = [preset.label_box(index) for index in range(len(chunk))]
        pages.append((edges_background(boxes, preset, options, _ruler(preset)),
                      [label_image(sticker, box, preset, options,
                                   translate("QR code for the face of the card, top-left corner: {card}",
                                             options.lang, card=sticker.caption), draw=qr_label_svg)
                       for sticker, box in zip(chunk, boxes)]))
    return pages
