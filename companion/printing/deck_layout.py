"""A whole deck laid out (``card_layout``) for the chosen method: every card's pieces, and the cards as a player
holds them.

Every card of one manifest entry (all the rain's 1–6, say) is laid out the same way, so that a finger finds
each mark where it found it on the last card: the entry is laid out once for its *envelope* (for each of its
stickers, the largest one any of its cards has: the widest colour mark, the most value dots, the longest
braille), and each card's own stickers are then arranged in the same labels at the same places.

A function card of the explorers is one of the colour cards (its entry is ``on`` the colour entry), and which
colour card shows which function is known only when the volunteer says it (``function_cards``): so the colour
entry is laid out together with the envelope of every function it may carry (the largest shape, the longest
braille), its own pieces are the same on every colour card, and each function goes in the room kept for it,
whichever card shows it. A card has one QR code, its colour card's, in the corner (whose code names the
function too on a card the volunteer named): a function never has a code of its own.
"""

from dataclasses import dataclass, replace

from companion.printing import card_layout, elements
from companion.printing.deck import DeckCard

CACHE_SIZE = 256
_laid = {}


@dataclass(frozen=True)
class DeckLayout:
    """``cards``: ``[(DeckCard, CardLayout)]`` of every card to print, in deck order (a carried card: only its own
    pieces, in the room its carrier keeps for them); ``whole``: ``[(DeckCard, CardLayout)]`` of each carried entry
    joined to the first card of its carrier, as the placement diagrams show it."""

    frame: object
    cards: tuple
    whole: tuple


@dataclass(frozen=True)
class Misfit:
    """Why a deck does not fit: the card (a carried one joined to its carrier) and the sticker that fits no label
    even alone, or None when the card's stickers do not fit together."""

    card: object
    sticker: object = None


def qr_ids(card, options):
    """The card QR stickers a card carries: its own id when card QR stickers are asked for, none for a function
    shown on a colour card (whose one code, in the corner, is the colour card's)."""
    return (card.id,) if options.card_qr and not card.on else ()


def _size(sticker, options):
    """How much room a sticker takes (to find an entry's largest): the width of its narrowest way (braille that
    cannot be broken is wide), then its area at its preferred size."""
    choices = elements.variants(sticker, options)
    if not choices:
        return (0.0, 0.0)
    return (round(min(choice.width for choice in choices), 3), round(choices[0].width * choices[0].height, 3))


def envelope(cards, options):
    """A card with, for each sticker of the ``cards`` (of one entry, or of entries alike), the largest of them."""
    first = cards[0]
    placements = []
    for slot, (_sticker, at) in enumerate(first.placements):
        stickers = [card.placements[slot][0] for card in cards if len(card.placements) > slot]
        placements.append((max(stickers, key=lambda sticker: _size(sticker, options)), at))
    return replace(first, placements=tuple(placements))


def _entries(cards):
    """The cards grouped by manifest entry, in deck order."""
    groups = {}
    for card in cards:
        groups.setdefault(card.entry, []).append(card)
    return list(groups.values())


def _slots(pieces, items):
    """For each piece, the indices in ``items`` (an envelope's ``(zone, sticker)``, in order) of the stickers it
    holds: each piece's stickers found in order, each item used once; None when a piece holds one that is not
    there."""
    used, out = set(), []
    for piece in pieces:
        indices = []
        for element, _, _ in piece.elements:
            found = next((i for i, item in enumerate(items) if i not in used and item == (piece.zone, element.sticker)),
                         None)
            if found is None:
                return None
            used.add(found)
            indices.append(found)
        out.append(indices)
    return out if len(used) == len(items) else None


def _fitted(card, pieces, slots, options, frame, around=()):
    """``card`` laid out in ``pieces`` (its entry's plan, each holding the stickers of its ``slots``): its own
    stickers arranged in each piece's box, after the ``around`` pieces; None when one does not fit there or a
    clearance breaks."""
    items = card_layout.card_items(card, options, qr_ids(card, options) if frame.qr else (), frame.printed)
    if any(index >= len(items) for indices in slots for index in indices):
        return None
    placed = list(around)
    for piece, indices in zip(pieces, slots):
        stickers = [items[index][1] for index in indices]
        if piece.kind == "qr":
            element = card_layout.el.Element(stickers[0], piece.box[2], piece.box[3], (), tactile=False)
            placed.append(replace(piece, elements=((element, 0.0, 0.0),), card_id=stickers[0].key))
            continue
        arranged = card_layout.arranged_in(frame, piece, stickers, options)
        if arranged is None:
            return None
        candidate = replace(piece, elements=arranged, fill=card_layout.fill_of(stickers))
        if not card_layout.valid(candidate, placed, options.card_size):
            return None
        placed.append(candidate)
    return card_layout.CardLayout(card, tuple(options.card_size), tuple(placed[len(around):]))


def _layout_key(options):
    """What in ``options`` decides a layout."""
    return (options.game, options.method, options.lang, options.value, options.colour, options.shapes,
            options.braille_system, options.card_size, options.card_qr)


def _planned(entry, carried, options, frame):
    """The layouts of one entry's cards and of the entries it carries: ``(own, carried, plan)`` with ``own`` and
    ``carried`` lists of ``(card, CardLayout)`` (a carried card's layout holds only its own pieces) and ``plan``
    the envelope's whole layout; or a ``Misfit``. Cached: the fit check, then the document, ask the same."""
    key = (_layout_key(options), tuple((card.id, card.placements) for card in entry + carried), frame)
    if key not in _laid:
        if len(_laid) >= CACHE_SIZE:
            _laid.pop(next(iter(_laid)))
        _laid[key] = _plan(entry, carried, options, frame)
    return _laid[key]


def _plan(entry, carried, options, frame):
    big = envelope(entry, options)
    ids = qr_ids(entry[0], options)
    if carried:
        extra = envelope(carried, options)
        big = replace(big, placements=big.placements + extra.placements)
        ids += qr_ids(carried[0], options)
    first = replace(big, placements=big.placements[:len(entry[0].placements)])
    own_items = card_layout.card_items(first, options, qr_ids(entry[0], options) if frame.qr else (), frame.printed)
    carried_items = []
    if carried:
        carried_items = card_layout.card_items(envelope(carried, options), options,
                                               qr_ids(carried[0], options) if frame.qr else (), frame.printed)
    for merge in card_layout.MERGES:
        plan = card_layout.layout(big, options, frame, options.card_size, ids if frame.qr else (), merges=(merge,))
        if plan is None:
            continue
        own_pieces, carried_pieces = _split_plan(plan, {sticker for _, sticker in own_items})
        if own_pieces is None:
            continue
        own_slots, carried_slots = _slots(own_pieces, own_items), _slots(carried_pieces, carried_items)
        if own_slots is None or carried_slots is None:
            continue
        if frame.kind != "label":
            own_pieces = _grown(own_pieces, own_slots, entry, options, frame)
            carried_pieces = own_pieces and _grown(carried_pieces, carried_slots, carried, options, frame, own_pieces)
            if own_pieces is None or carried_pieces is None:
                continue
        own = [(card, _fitted(card, own_pieces, own_slots, options, frame)) for card in entry]
        if any(layout is None for _, layout in own):
            continue
        done = [(card, _fitted(card, carried_pieces, carried_slots, options, frame, around=own_pieces))
                for card in carried]
        if all(layout is not None for _, layout in done):
            return own, done, plan
    if carried:
        return Misfit(replace(carried[0], params=entry[0].params + carried[0].params,
                              placements=entry[0].placements + carried[0].placements))
    own = []
    for card in entry:
        layout = card_layout.layout(card, options, frame, options.card_size, qr_ids(card, options))
        if layout is None:
            return Misfit(card)
        own.append((card, layout))
    return own, [], own[0][1]


def _grown(pieces, slots, cards, options, frame, around=()):
    """Free pieces grown to hold each card's own stickers (``card_layout.grown``), or None."""
    if not cards:
        return pieces
    contents = []
    for indices in slots:
        groups = []
        for card in cards:
            items = card_layout.card_items(card, options, qr_ids(card, options) if frame.qr else (), frame.printed)
            groups.append([items[index][1] for index in indices if index < len(items)])
        contents.append(groups)
    placed = card_layout.grown(frame, pieces, contents, options, options.card_size, around)
    return None if placed is None else placed[len(around):]


def _split_plan(plan, own):
    """The plan's pieces split into the carrier's (whose stickers are all in ``own``) and the carried ones';
    ``(None, None)`` when a piece mixes both."""
    mine, theirs = [], []
    for piece in plan.pieces:
        stickers = {element.sticker for element, _, _ in piece.elements}
        if stickers <= own:
            mine.append(piece)
        elif not stickers & own:
            theirs.append(piece)
        else:
            return None, None
    return mine, theirs


def deck_layout(options, cards, frame):
    """The ``DeckLayout`` of ``cards`` on ``frame``; None when a card does not fit (``misfit`` says which)."""
    result = _deck(options, cards, frame)
    return None if isinstance(result, Misfit) else result


def _deck(options, cards, frame):
    laid, whole = {}, []
    carried_by = {}
    for entry in _entries([card for card in cards if card.on]):
        carried_by.setdefault(entry[0].on, []).append(entry)
    done_carried = set()
    for entry in _entries([card for card in cards if not card.on]):
        carried_entries = carried_by.get(entry[0].label, [])
        carried = [card for group in carried_entries for card in group]
        result = _planned(entry, carried, options, frame)
        if isinstance(result, Misfit):
            return result
        own, done, _plan = result
        own = [(card, replace(layout, card=card)) for card, (_, layout) in zip(entry, own)]
        laid.update(dict(own))
        laid.update({card: replace(layout, card=card) for card, (_, layout) in zip(carried, done)})
        for group in carried_entries:
            done_carried.add(group[0].entry)
            card = group[0]
            first_card, first_layout = _shown_on(own, card, options)
            named = first_layout is not own[0][1]
            joined = DeckCard(id=card.id, label=first_card.label if named else card.label,
                              params=first_card.params + card.params,
                              copies=card.copies, placements=first_card.placements + card.placements)
            whole.append((joined, card_layout.CardLayout(joined, first_layout.size,
                                                         first_layout.pieces + laid[card].pieces)))
    for entry in _entries([card for card in cards if card.on and card.entry not in done_carried]):
        result = _planned(entry, [], options, frame)
        if isinstance(result, Misfit):
            return result
        laid.update({card: replace(layout, card=card) for card, (_, layout) in zip(entry, result[0])})
    return DeckLayout(frame, tuple((card, laid[card]) for card in cards), tuple(whole))


def _shown_on(own, card, options):
    """``(colour card, its layout)`` that the diagram shows the carried ``card`` (a function) on: the first card
    named as showing it (``function_cards``), its QR piece naming both (``red-north+drop``: the whole card then
    keeps the colour card's label); else the entry's first card."""
    from companion.printing.catalogue import combined_id

    function = dict(card.params).get("function")
    named = next((ids for name, ids in options.function_cards if name == function and ids), ())
    for colour_card, layout in own:
        if named and colour_card.id == named[0]:
            pieces = tuple(replace(piece, card_id=combined_id(colour_card.id, function)) if piece.kind == "qr" else
                           piece for piece in layout.pieces)
            return colour_card, replace(layout, pieces=pieces)
    return own[0]


def misfit(options, cards, frame):
    """``(card, sticker)`` for the first sticker that fits no label (or piece) of ``frame`` even alone, ``(card,
    None)`` for the first card whose stickers cannot all go on it (a function with the colour card that carries
    it), or None when the whole deck fits."""
    for card in cards:
        sticker = card_layout.misfit_sticker(card, options, frame)
        if sticker is not None:
            return card, sticker
    result = _deck(options, cards, frame)
    return (result.card, result.sticker) if isinstance(result, Misfit) else None
