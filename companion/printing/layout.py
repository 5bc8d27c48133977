"""Where each sticker goes on its card, checked: no sticker overhangs the card or overlaps another.

A placement names a preferred spot (``top-left``, ``under-top-left``,
``centre``, ``end``, ``bottom-left``); when the chosen label is too big for
that spot, the sticker moves to the first free spot of ``FALLBACKS``. When
no spot is free the print is refused (``companion.printing.fit``).
"""

import math

CARD_MARGIN = 3.0
GAP = 2.0
FALLBACKS = ("top-right", "bottom-right", "bottom-left", "centre", "under-top-left")
SNAKE_SECOND_END = "end-right"


def spot(at, card_size, label_size):
    """The top-left corner (mm) of the spot ``at`` on a card of ``card_size`` for a label of ``label_size``."""
    (cw, ch), (lw, lh) = card_size, label_size
    return {
        "top-left": (CARD_MARGIN, CARD_MARGIN),
        "under-top-left": (CARD_MARGIN, CARD_MARGIN + lh + GAP),
        "top-right": (cw - CARD_MARGIN - lw, CARD_MARGIN),
        "bottom-left": (CARD_MARGIN, ch - CARD_MARGIN - lh),
        "bottom-right": (cw - CARD_MARGIN - lw, ch - CARD_MARGIN - lh),
        "end": (CARD_MARGIN, (ch - lh) / 2),
        SNAKE_SECOND_END: (cw - CARD_MARGIN - lw, (ch - lh) / 2),
    }.get(at, ((cw - lw) / 2, (ch - lh) / 2))


def overhangs(box, card_size):
    """Whether ``box`` (x, y, w, h) leaves the card."""
    x, y, w, h = box
    return x < -0.01 or y < -0.01 or x + w > card_size[0] + 0.01 or y + h > card_size[1] + 0.01


def overlaps(first, second, round_label):
    """Whether two label boxes touch (circles for round labels), with 0.5 mm to spare."""
    if round_label:
        distance = math.dist((first[0] + first[2] / 2, first[1] + first[3] / 2),
                             (second[0] + second[2] / 2, second[1] + second[3] / 2))
        return distance < first[2] / 2 + second[2] / 2 + 0.5
    return not (first[0] + first[2] + 0.5 <= second[0] or second[0] + second[2] + 0.5 <= first[0]
                or first[1] + first[3] + 0.5 <= second[1] or second[1] + second[3] + 0.5 <= first[1])


def card_layout(placements, card_size, label_size, round_label):
    """``[(sticker, box)]`` for a card's ``(sticker, at)`` placements, or None when they cannot all fit."""
    placed = []
    for sticker, at in placements:
        spots = [at, SNAKE_SECOND_END] if at == "end" else [at]
        for wanted_spot in spots:
            box = _free_box(wanted_spot, placed, card_size, label_size, round_label)
            if box is None:
                return None
            placed.append((sticker, box))
    return placed


def _free_box(at, placed, card_size, label_size, round_label):
    choices = [at] if at in ("end", SNAKE_SECOND_END) else [at, *FALLBACKS]
    for choice in choices:
        box = (*spot(choice, card_size, label_size), *label_size)
        if not overhangs(box, card_size) and not any(overlaps(box, other, round_label) for _, other in placed):
            return box
    return None
