"""Where everything goes on a card: the stickers' elements grouped on labels (or pieces), the labels placed.

A card's stickers fall into zones by where the deck manifest puts them (``at``): the **column** down the
left edge (``top-left``, ``under-top-left``, ``bottom-left``: the colour mark or the star, the value or
direction dots, the braille label), the **centre** (effect, function, head and tail shapes, and a
function's braille), the two **ends** of a snake's middle card (``end-left``; ``end-right``, turned round
for a reader who turns the card), and the card QR stickers (``qr``: the face's top-left corner, where a
fanned hand keeps every card visible; one per card). Everything a player reads stays in the
left wedge a right-handed fan leaves visible (``docs/tactile-code.md``).

A ``Frame`` says what the elements sit on: labels of one size (``label``; the chosen sheet's, on the flat
and embosser methods), pieces cut to their content (``piece``: swell paper), or nothing (``cut``: each mark
cut from vinyl or felt and stuck on the card). Elements of a zone share a label when they fit on it
together, each at least ``TACTILE_GAP`` from the next; labels are placed nearest to their zone's anchor,
``CARD_MARGIN`` inside the card, ``LABEL_GAP`` apart, with at least ``TACTILE_GAP`` clear between separate
raised elements on different labels. A label may lie across the card (turned by 90° from the sheet) when
that fits better. When nothing fits, the layout is None and the print is refused (``companion.printing.fit``).
"""

import itertools
import math
from dataclasses import dataclass, field, replace
from functools import lru_cache

from companion.printing import elements as el

CARD_MARGIN = 1.0
LABEL_GAP = 0.5
TACTILE_GAP = 3.0
PRINT_GAP = 1.5
LABEL_INSET = 1.0
ROUND_INSET = 0.5  # a round label's content keeps inside its circle, from which the corners are already far
PIECE_MARGIN = 1.5
FREE_WIDTH = {"column": 21.0, "left": 21.0, "right": 21.0, "centre": 30.0}  # the column: the fan's visible wedge
STEP = 2.0
SPREAD = 8.0
ALTERNATIVES = 10
SEARCH_BUDGET = 400
ZONES = {"top-left": "column", "under-top-left": "column", "bottom-left": "column", "centre": "centre",
         "end-left": "left", "end-right": "right", "qr": "qr"}
ZONE_ORDER = ("qr", "column", "left", "centre", "right")


@dataclass(frozen=True)
class Frame:
    """What a card's elements sit on: ``kind`` ``label`` (labels ``width`` × ``height`` mm, ``curved`` for round
    or oval ones), ``piece`` (pieces cut to their content, swell paper) or ``cut`` (marks stuck on the card
    one by one); ``qr`` the (width, height, curved) of the card QR labels, or None; ``printed`` whether print
    letters and large digits are drawn; ``braille_alone`` whether a braille label keeps a label to itself (an
    embosser embosses it on a label of its own)."""

    kind: str
    width: float = 0.0
    height: float = 0.0
    curved: bool = False
    qr: tuple | None = None
    printed: bool = True
    braille_alone: bool = False


@dataclass(frozen=True)
class Piece:
    """One label (or swell piece, or group of cut marks) on a card: its ``zone``, its ``box`` (x, y, w, h) on the
    card, its ``elements`` ``((Element, dx, dy), …)`` in the box as the card stands, ``across`` when the label
    lies turned by 90° from the sheet, ``turned`` when its content is upside down on the card (read from the
    other side), ``fill`` the colour whose fill it takes (a colour element on it), ``kind`` as the frame's (or
    ``qr``), ``curved`` for a round label, ``card_id`` the card a QR piece names."""

    zone: str
    box: tuple
    elements: tuple
    across: bool = False
    turned: bool = False
    fill: str | None = None
    kind: str = "label"
    curved: bool = False
    card_id: str = ""

    def placed_elements(self):
        """``[(Element, x, y)]``: each element's top-left corner on the card (the turn taken into account)."""
        x, y, w, h = self.box
        out = []
        for element, dx, dy in self.elements:
            if self.turned:
                dx, dy = w - dx - element.width, h - dy - element.height
            out.append((element, x + dx, y + dy))
        return out

    def tactile_boxes(self):
        """The boxes (left, top, right, bottom) on the card of every raised part of the piece."""
        boxes = []
        for element, x, y in self.placed_elements():
            if element.tactile:
                boxes += _turned_boxes(element, x, y, self.turned)
        return boxes

    def print_boxes(self):
        """The boxes on the card of the piece's elements that are print only (large digits)."""
        return [(x, y, x + element.width, y + element.height) for element, x, y in self.placed_elements()
                if not element.tactile]


def _turned_boxes(element, x, y, turned):
    if not turned:
        return element.tactile_boxes(x, y)
    flipped = []
    for bx0, by0, bx1, by1 in element.tactile_boxes(0, 0):
        flipped.append((x + element.width - bx1, y + element.height - by1, x + element.width - bx0,
                        y + element.height - by0))
    return flipped


@dataclass(frozen=True)
class CardLayout:
    """A card laid out: the card (``deck.DeckCard``), its size and its pieces."""

    card: object
    size: tuple
    pieces: tuple = field(default_factory=tuple)

    def tactile_elements(self):
        """``[(piece index, Element, x, y)]`` of every raised element on the card."""
        return [(index, element, x, y) for index, piece in enumerate(self.pieces)
                for element, x, y in piece.placed_elements() if element.tactile]


# --- arranging elements in a box ---------------------------------------------------------------------

def _gap(first, second):
    return TACTILE_GAP if first.tactile and second.tactile else PRINT_GAP


def _stacked(chosen):
    width = max(e.width for e in chosen)
    height = sum(e.height for e in chosen) + sum(_gap(a, b) for a, b in zip(chosen, chosen[1:]))
    placed, top = [], 0.0
    for index, element in enumerate(chosen):
        placed.append((element, (width - element.width) / 2, top))
        top += element.height + (_gap(element, chosen[index + 1]) if index + 1 < len(chosen) else 0)
    return width, height, placed


def _row(chosen):
    width = sum(e.width for e in chosen) + sum(_gap(a, b) for a, b in zip(chosen, chosen[1:]))
    height = max(e.height for e in chosen)
    placed, left = [], 0.0
    for index, element in enumerate(chosen):
        placed.append((element, left, (height - element.height) / 2))
        left += element.width + (_gap(element, chosen[index + 1]) if index + 1 < len(chosen) else 0)
    return width, height, placed


def _in_ellipse(points, box_w, box_h, rx, ry):
    cx, cy = box_w / 2, box_h / 2
    return all(((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1 + 1e-9 for x, y in points)


def _combos(options, max_shrink):
    """Index combinations of ``options``, least shrunk first, then the most preferred; none shrunk more than
    ``max_shrink`` (None: any)."""
    combos = []
    for combo in itertools.product(*(range(len(choices)) for choices in options)):
        shrink = [choices[index].shrink for choices, index in zip(options, combo)]
        if max_shrink is None or max(shrink) <= max_shrink:
            combos.append((sum(shrink), sum(combo), combo))
    return [combo for _, _, combo in sorted(combos)]


@lru_cache(maxsize=8192)
def arrange(options, box_w, box_h, curved, inset, left=False, widest=None, max_shrink=None):
    """The elements of ``options`` (for each sticker of a group, its variants, preferred first) arranged in a box
    ``box_w`` × ``box_h``, ``inset`` from its edge (inside the ellipse for a ``curved`` label): ``((Element, dx,
    dy), …)`` stacked or in a row, separate raised elements ``TACTILE_GAP`` apart, centred in the box (against
    its left edge when ``left``; at most ``widest`` mm wide when given); the combination of the least shrunk,
    then most preferred, variants that fits (stacked before in a row; none shrunk beyond ``max_shrink``), or
    None."""
    if any(not choices for choices in options):
        return None
    inner_w, inner_h = box_w - 2 * inset, box_h - 2 * inset
    if widest is not None:
        inner_w = min(inner_w, widest)
    for combo in _combos(options, max_shrink):
        chosen = [choices[index] for choices, index in zip(options, combo)]
        for arrangement in (_stacked, _row) if len(chosen) > 1 else (_stacked,):
            width, height, placed = arrangement(chosen)
            if width > inner_w + 1e-9 or height > inner_h + 1e-9:
                continue
            ox, oy = (inset if left and not curved else (box_w - width) / 2), (box_h - height) / 2
            result = tuple((element, ox + dx, oy + dy) for element, dx, dy in placed)
            if curved and not _in_ellipse([(x + px, y + py) for element, x, y in result for px, py in element.hull()],
                                          box_w, box_h, box_w / 2 - inset, box_h / 2 - inset):
                continue
            return result
    return None


def natural(options, max_width, max_height):
    """The elements of ``options`` stacked at their most preferred variants within ``max_width`` (a free piece
    fitted to its content): ``(width, height, ((Element, dx, dy), …))`` or None."""
    for combo in _combos(options, None):
        chosen = [choices[index] for choices, index in zip(options, combo)]
        width, height, placed = _stacked(chosen)
        if width <= max_width + 1e-9 and height <= max_height + 1e-9:
            return width, height, tuple(placed)
    return None


# --- placing pieces on the card ----------------------------------------------------------------------

@dataclass(frozen=True)
class Candidate:
    """A piece to place: its zone, and for each way it can lie ``(across, width, height, elements)``."""

    zone: str
    ways: tuple
    fill: str | None
    kind: str
    curved: bool
    card_id: str = ""


def _box_distance(a, b):
    dx = max(b[0] - a[2], a[0] - b[2], 0.0)
    dy = max(b[1] - a[3], a[1] - b[3], 0.0)
    return math.hypot(dx, dy)


def _apart(box, curved, other):
    """Whether a piece at ``box`` keeps ``LABEL_GAP`` from the placed piece ``other`` (round labels as circles)."""
    x, y, w, h = box
    ox, oy, ow, oh = other.box
    if curved and other.curved and abs(w - h) < 1e-6 and abs(ow - oh) < 1e-6:
        return math.dist((x + w / 2, y + h / 2), (ox + ow / 2, oy + oh / 2)) >= w / 2 + ow / 2 + LABEL_GAP - 1e-9
    if other.kind == "cut" and not other.elements:
        return True
    return _box_distance((x, y, x + w, y + h), (ox, oy, ox + ow, oy + oh)) >= LABEL_GAP - 1e-9


def valid(piece, placed, card_size):
    """Whether ``piece`` may go where its box says among the ``placed`` pieces (see the module)."""
    x, y, w, h = piece.box
    cw, ch = card_size
    if x < CARD_MARGIN - 1e-9 or y < CARD_MARGIN - 1e-9 or x + w > cw - CARD_MARGIN + 1e-9 or y + h > ch - CARD_MARGIN + 1e-9:
        return False
    raised, printed = piece.tactile_boxes(), piece.print_boxes()
    for other in placed:
        if piece.kind != "cut" and other.kind != "cut" and not _apart(piece.box, piece.curved, other):
            return False
        if piece.kind == "cut" or other.kind == "cut":
            if _box_distance((x, y, x + w, y + h), (other.box[0], other.box[1], other.box[0] + other.box[2],
                                                    other.box[1] + other.box[3])) < LABEL_GAP - 1e-9:
                return False
        other_raised = other.tactile_boxes()
        if any(_box_distance(a, b) < TACTILE_GAP - 1e-9 for a in raised for b in other_raised):
            return False
        if any(_box_distance(a, b) < PRINT_GAP - 1e-9 for a in raised + printed for b in other.print_boxes()):
            return False
        if any(_box_distance(a, b) < PRINT_GAP - 1e-9 for a in printed for b in other_raised):
            return False
    return True


def _anchor(zone, w, h, placed, card_size):
    """Where a piece of ``zone`` would best go (its top-left corner) and how far from there costs, per mm across
    and down."""
    cw, ch = card_size
    column = [p for p in placed if p.zone in ("qr", "column", "left")]
    below = max((p.box[1] + p.box[3] for p in column), default=CARD_MARGIN - LABEL_GAP) + LABEL_GAP
    if zone == "qr":
        qrs = [p for p in placed if p.zone == "qr"]
        if qrs:
            return (qrs[-1].box[0] + qrs[-1].box[2] + LABEL_GAP, CARD_MARGIN), (1.0, 2.0)
        return (CARD_MARGIN, CARD_MARGIN), (1.0, 1.0)
    if zone in ("column", "left"):
        return (CARD_MARGIN, below), (3.0, 1.0)
    if zone == "right":
        lefts = [p for p in placed if p.zone == "left"]
        rights = [p for p in placed if p.zone == "right"]
        if len(lefts) > len(rights):
            lx, ly, lw, lh = lefts[len(rights)].box
            return (cw - lx - lw + (lw - w) / 2, ch - ly - lh + (lh - h) / 2), (1.0, 1.0)
        return (cw - CARD_MARGIN - w, (ch - h) / 2), (1.0, 1.0)
    return ((cw - w) / 2, (ch - h) / 2), (1.0, 1.0)


def _positions(zone, w, h, own_boxes, placed, card_size, anchor):
    """The places (x, y) worth trying: the card's margins and centre, against each placed piece, at the tactile
    clearance from each raised part, on a grid between; the column and the ends keep to the card's edge, the
    first card QR code to its top-left corner."""
    cw, ch = card_size
    xs = {CARD_MARGIN, cw - CARD_MARGIN - w, (cw - w) / 2, anchor[0]}
    ys = {CARD_MARGIN, ch - CARD_MARGIN - h, (ch - h) / 2, anchor[1]}
    xs.update(CARD_MARGIN + STEP * i for i in range(int((cw - 2 * CARD_MARGIN - w) / STEP) + 1))
    ys.update(CARD_MARGIN + STEP * i for i in range(int((ch - 2 * CARD_MARGIN - h) / STEP) + 1))
    for other in placed:
        ox, oy, ow, oh = other.box
        xs.update((ox + ow + LABEL_GAP, ox - LABEL_GAP - w))
        ys.update((oy + oh + LABEL_GAP, oy - LABEL_GAP - h))
        for tx0, ty0, tx1, ty1 in other.tactile_boxes():
            for bx0, by0, bx1, by1 in own_boxes:
                xs.update((tx1 + TACTILE_GAP - bx0, tx0 - TACTILE_GAP - bx1))
                ys.update((ty1 + TACTILE_GAP - by0, ty0 - TACTILE_GAP - by1))
    if zone in ("column", "left") or zone == "qr" and not any(p.zone == "qr" for p in placed):
        xs = {CARD_MARGIN}
    elif zone == "right":
        xs = {cw - CARD_MARGIN - w}
    if zone == "qr" and not any(p.zone == "qr" for p in placed):
        ys = {CARD_MARGIN}
    return ([x for x in xs if CARD_MARGIN - 1e-9 <= x <= cw - CARD_MARGIN - w + 1e-9],
            [y for y in ys if CARD_MARGIN - 1e-9 <= y <= ch - CARD_MARGIN - h + 1e-9])


def _spots(candidate, placed, card_size, limit):
    """Up to ``limit`` valid places for the candidate: the nearest to its zone's anchor first, then places as far
    as can be from those (so that the alternatives differ): ``[(cost, Piece)]``, the best first."""
    found = []
    for across, w, h, elements in candidate.ways:
        trial = Piece(candidate.zone, (0.0, 0.0, w, h), elements, across, candidate.zone == "right", candidate.fill,
                      candidate.kind, candidate.curved, candidate.card_id)
        own_boxes = trial.tactile_boxes()
        anchor, (wx, wy) = _anchor(candidate.zone, w, h, placed, card_size)
        xs, ys = _positions(candidate.zone, w, h, own_boxes, placed, card_size, anchor)
        kept = []
        for cost, x, y in sorted((wx * abs(x - anchor[0]) + wy * abs(y - anchor[1]), x, y) for x in xs for y in ys):
            if any(abs(x - kx) < SPREAD and abs(y - ky) < SPREAD for _, kx, ky in kept):
                continue
            piece = replace(trial, box=(x, y, w, h))
            if valid(piece, placed, card_size):
                kept.append((cost, x, y))
                found.append((cost, piece))
                if len(kept) >= 4 * limit or limit == 1:
                    break
    found.sort(key=lambda item: item[0])
    chosen = found[:max(1, limit // 2)]
    rest = found[len(chosen):]
    while rest and len(chosen) < limit:
        far = max(rest, key=lambda item: min(math.dist(item[1].box[:2], c[1].box[:2]) for c in chosen))
        chosen.append(far)
        rest.remove(far)
    return chosen


def _place_all(candidates, placed, card_size, budget):
    """Every candidate placed after ``placed`` (the first at its best place, the next ones after it; when a later
    one finds no place, the earlier ones try their other places), or None; ``budget`` a one-item list counting
    the places tried."""
    if not candidates:
        return placed
    first, rest = candidates[0], candidates[1:]
    for _cost, piece in _spots(first, placed, card_size, ALTERNATIVES if rest else 1):
        budget[0] -= 1
        if budget[0] < 0:
            return None
        result = _place_all(rest, placed + [piece], card_size, budget)
        if result is not None:
            return result
    return None


# --- a card --------------------------------------------------------------------------------------------

def card_items(card, style, qr_ids=(), printed=True):
    """The card's stickers that the options print (and that have something to draw: no large digits on a cut
    card, ``printed`` false), with their zones, in zone order: ``[(zone, sticker)]``; ``qr_ids`` the card QR
    stickers the card carries (its own id, a function's)."""
    from companion.printing.deck import Sticker, wanted

    items = [("qr", Sticker("qr", card_id)) for card_id in qr_ids]
    items += [(ZONES[at], sticker) for sticker, at in card.placements
              if wanted(sticker, style) and (sticker.kind != "value" or el.variants(sticker, style, printed))]
    return sorted(items, key=lambda item: ZONE_ORDER.index(item[0]))


def fill_of(stickers):
    """The colour whose fill a piece with ``stickers`` takes: its colour sticker's, or None."""
    return next((s.key for s in stickers if s.kind == "colour"), None)


def _group_ways(frame, zone, stickers, style):
    """The ways a group of stickers lies on one label (or piece) of ``frame``: ``((across, w, h, elements), …)``."""
    options = tuple(tuple(el.variants(sticker, style, frame.printed)) for sticker in stickers)
    if any(not choices for choices in options):
        return ()
    if frame.kind == "label":
        ways = []
        sizes = [(False, frame.width, frame.height)]
        if abs(frame.width - frame.height) > 1e-6:
            sizes.append((True, frame.height, frame.width))
        edge = zone in ("column", "left", "right")
        together = len(stickers) > 1
        widest = FREE_WIDTH[zone] - LABEL_INSET if edge and together else None
        for across, w, h in sizes:
            arranged = arrange(options, w, h, frame.curved, ROUND_INSET if frame.curved else LABEL_INSET, edge,
                               widest, 0 if together else None)
            if arranged is not None:
                ways.append((across, w, h, arranged))
        return tuple(ways)
    result = free_size(options, zone)
    if result is None:
        return ()
    width, height, placed = result
    margin = free_margin(frame)
    return ((False, width + 2 * margin, height + 2 * margin,
             tuple((element, dx + margin, dy + margin) for element, dx, dy in placed)),)


def free_margin(frame):
    """Between a free piece's content and its cut line: swell pieces have a margin, cut marks none."""
    return PIECE_MARGIN if frame.kind == "piece" else 0.0


def free_size(options, zone):
    """A free piece's content (``natural``): within the zone's width when it can be (the column: the fan's
    visible wedge), else a single sticker as narrow as it goes (braille on its most lines)."""
    result = natural(options, FREE_WIDTH[zone], 200.0)
    if result is None and len(options) == 1:
        narrowest = min(options[0], key=lambda choice: (choice.width, choice.shrink))
        result = natural(((narrowest,),), 200.0, 200.0)
    return result


def grown(frame, pieces, contents, style, card_size, around=()):
    """Free ``pieces`` (a plan's) made as large as the largest of ``contents`` needs (for each piece, the
    stickers of each card it holds: ``[[stickers, …], …]``) and placed again the same way; None when they no
    longer fit."""
    candidates = []
    for piece, groups in zip(pieces, contents):
        if piece.kind == "qr":
            candidates.append(Candidate("qr", ((piece.across, piece.box[2], piece.box[3], piece.elements),), None,
                                        "qr", piece.curved, piece.card_id))
            continue
        margin = free_margin(frame)
        sizes = [free_size(tuple(tuple(el.variants(s, style, frame.printed)) for s in stickers), piece.zone)
                 for stickers in groups]
        if any(size is None for size in sizes):
            return None
        width = max([piece.box[2]] + [size[0] + 2 * margin for size in sizes])
        height = max([piece.box[3]] + [size[1] + 2 * margin for size in sizes])
        ox, oy = (width - piece.box[2]) / 2, (height - piece.box[3]) / 2
        elements = tuple((element, dx + ox, dy + oy) for element, dx, dy in piece.elements)
        candidates.append(Candidate(piece.zone, ((False, width, height, elements),), piece.fill, piece.kind, False))
    return _place_all(candidates, list(around), card_size, [SEARCH_BUDGET])


def _qr_candidate(frame, sticker):
    w, h, curved = frame.qr
    qr_element = el.Element(sticker, w, h, (), tactile=False)
    ways = [(False, w, h, ((qr_element, 0.0, 0.0),))]
    if abs(w - h) > 1e-6:
        ways.append((True, h, w, ((el.Element(sticker, h, w, (), tactile=False), 0.0, 0.0),)))
    return Candidate("qr", tuple(ways), None, "qr", curved, sticker.key)


def _groups(items, frame, merge):
    """The stickers of ``items`` grouped: ``merge`` ``zone`` (consecutive stickers of a zone share a label when
    they fit), ``none`` (one sticker a label) or ``all`` (the column's and the centre's together)."""
    groups = []
    for zone, sticker in items:
        if zone == "qr":
            continue
        alone = frame.braille_alone and sticker.kind == "braille"
        if groups and merge != "none" and not alone and not groups[-1][2]:
            last_zone, stickers, _ = groups[-1]
            if last_zone == zone or (merge == "all" and {last_zone, zone} <= {"column", "centre"}):
                groups[-1] = (last_zone, stickers + [sticker], False)
                continue
        groups.append((zone, [sticker], alone))
    return groups


def _split(frame, groups, style):
    """Each group as the candidates that hold it: a group too big for one label is split, sticker by sticker."""
    candidates = []
    for zone, stickers, _ in groups:
        start = 0
        while start < len(stickers):
            end = len(stickers)
            while end > start:
                ways = _group_ways(frame, zone, stickers[start:end], style)
                if ways:
                    break
                end -= 1
            if end == start:
                return None
            candidates.append(Candidate(zone, ways, fill_of(stickers[start:end]), frame.kind,
                                        frame.curved and frame.kind == "label"))
            start = end
    centre = sorted((c for c in candidates if c.zone == "centre"), key=lambda c: len(c.ways))
    return [c for c in candidates if c.zone != "centre"] + centre


MERGES = ("zone", "none", "all")


def layout(card, style, frame, card_size, qr_ids=(), around=(), merges=MERGES):
    """The ``CardLayout`` of ``card`` on ``frame`` (see the module), or None when its stickers cannot all go on
    it: groups merged within their zone first, then one sticker a label, then the column and the centre
    together. ``around``: pieces already on the card (another card's, which carries this one's stickers); they
    stay where they are and come first in the layout. ``merges``: the ways of grouping to try, in order."""
    items = card_items(card, style, qr_ids if frame.qr else (), frame.printed)
    qr = [_qr_candidate(frame, sticker) for zone, sticker in items if zone == "qr"]
    for merge in merges:
        candidates = _split(frame, _groups(items, frame, merge), style)
        if candidates is None:
            continue
        placed = _place_all(qr + candidates, list(around), card_size, [SEARCH_BUDGET])
        if placed is not None:
            return CardLayout(card, tuple(card_size), tuple(placed))
        if frame.kind != "label":
            break
    return None


def arranged_in(frame, piece, stickers, style):
    """``stickers`` arranged in the box of ``piece`` as ``_group_ways`` arranges them on ``frame``, or None."""
    options = tuple(tuple(el.variants(sticker, style, frame.printed)) for sticker in stickers)
    _x, _y, w, h = piece.box
    if frame.kind == "label":
        edge, together = piece.zone in ("column", "left", "right"), len(stickers) > 1
        widest = FREE_WIDTH[piece.zone] - LABEL_INSET if edge and together else None
        return arrange(options, w, h, frame.curved, ROUND_INSET if frame.curved else LABEL_INSET, edge, widest,
                       0 if together else None)
    return arrange(options, w, h, False, PIECE_MARGIN if frame.kind == "piece" else 0.0)


def misfit_sticker(card, style, frame):
    """The first sticker of ``card`` that fits no label (or piece) of ``frame`` on its own, or None."""
    for zone, sticker in card_items(card, style, (), frame.printed):
        if not _group_ways(frame, zone, [sticker], style):
            return sticker
    return None
