"""The corner of a card that a fanned hand keeps in view (docs/tactile-code.md, "How a hand is held").

A right-handed fan of 63 × 88 mm cards, pivot 10 mm from the left and bottom edges, 15° between cards,
leaves each card visible along its left edge: 20.5 mm wide at the top edge, 17.9 mm 10 mm down, 15.2 at 20,
12.5 at 30, 9.8 at 40 — a width that shrinks by 0.2675 mm for each millimetre down. What a player reads in a
fanned hand (the card QR code first) must lie wholly inside it.
"""

TOP_WIDTH_MM = 20.5
NARROWING = (20.5 - 9.8) / 40  # mm of width lost per mm down the card


def visible_width(y):
    """How far from the card's left edge the card is still in view, ``y`` mm below its top edge."""
    return TOP_WIDTH_MM - NARROWING * y


def in_view(right, bottom):
    """True if a box whose right edge is ``right`` mm from the card's left edge and whose bottom is ``bottom`` mm
    below its top edge lies in the visible wedge (its lower right corner is its farthest point)."""
    return right <= visible_width(bottom) + 1e-9
