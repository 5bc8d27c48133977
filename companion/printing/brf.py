"""Embosser files (BRF: North American ASCII braille, six-dot cells): the running list of braille labels and the
player's braille key, on braille pages with braille page numbers.

A page is ``cells`` × ``lines`` (``PAGE``: 40 cells × 25 lines, the common
11 × 11.5 inch embosser page; ``page_size`` reads another, as ``--brf-page``
and the form give it). Every line is braille from ``companion.printing.braille``
(liblouis for English, French and German, kana braille for Japanese) turned
into BRF; the last line of each page carries only the braille page number,
at its right end (the number sign and digits of the language). An entry
(a card's name and its label, a line of the key) is never split across two
pages: when it does not fit on what is left of a page, it starts the next.
Lines end in CR LF, pages in a form feed.

The label grid (one label per label position of a sheet) is ``brf_grid``.
"""

import re
from dataclasses import dataclass, replace

from companion.i18n import translate, translate_plural
from companion.rules.errors import N_
from companion.printing import PrintOptionError
from companion.printing.braille import BLANK, brf, checked_six_dot, contracted_braille, hyphen, number_braille, six_dot
from companion.printing.tactile import wrap_words

PAGE = (40, 25)
PAGE_LIMITS = ((12, 100), (6, 100))


@dataclass(frozen=True)
class BraillePage:
    """An embosser page: cells a line and lines a page."""

    cells: int = PAGE[0]
    lines: int = PAGE[1]


def page_size(text):
    """``CELLSxLINES`` (like ``40x25``) as a BraillePage; PrintOptionError when it is not one."""
    match = re.fullmatch(r"\s*(\d+)\s*[x×X]\s*(\d+)\s*", str(text or ""))
    (low_cells, high_cells), (low_lines, high_lines) = PAGE_LIMITS
    if not match or not (low_cells <= int(match.group(1)) <= high_cells and low_lines <= int(match.group(2)) <= high_lines):
        raise PrintOptionError("brf_page", N_("An embosser page is CELLSxLINES, from {cells_low} to {cells_high} cells "
                                              "and {lines_low} to {lines_high} lines, like 40x25."),
                               cells_low=low_cells, cells_high=high_cells, lines_low=low_lines, lines_high=high_lines)
    return BraillePage(int(match.group(1)), int(match.group(2)))


def lines_of(cells, page, code):
    """Braille ``cells`` in lines of at most ``page.cells``, broken at blanks (a longer word with the hyphen)."""
    lines = wrap_words(cells.split(BLANK), page.cells, BLANK, hyphen(code))
    if lines is None or not six_dot("".join(lines)):
        raise ValueError(f"{cells!r} cannot be written on a {page.cells}-cell line")
    return lines


def paginate(entries, page, code):
    """``entries`` (lists of braille lines; an entry starting with a blank line is a new section) on pages of
    ``page``: each page's lines, the last one the page number at its right end; an entry starts a new page
    rather than being split (unless it is longer than a page)."""
    body = page.lines - 1
    pages, current = [], []
    for entry in entries:
        if not current:
            entry = entry[1:] if entry and entry[0] == "" else entry
        if current and len(current) + len(entry) > body:
            pages.append(current)
            current, entry = [], entry[1:] if entry and entry[0] == "" else entry
        while len(entry) > body:
            pages.append(entry[:body])
            entry = entry[body:]
        current.extend(entry)
    if current or not pages:
        pages.append(current)
    numbered = []
    for number, lines in enumerate(pages, start=1):
        cells = number_braille(number, code)
        numbered.append(lines + [""] * (body - len(lines)) + [BLANK * (page.cells - len(cells)) + cells])
    return numbered


def brf_file(pages):
    """Pages of Unicode braille lines as the bytes of a BRF file: CR LF lines, a form feed between pages."""
    return "\f".join("".join(brf(line).rstrip() + "\r\n" for line in lines) for lines in pages).encode("ascii")


def _text_entry(text, page, code, section=False):
    return ([""] if section else []) + lines_of(contracted_braille(text, code), page, code)


def list_pages(options, cards, page=BraillePage()):
    """The running list: the deck's title, then for each card with a braille label its name and how many (in
    contracted braille) and on the next line the label's braille as the sticker has it."""
    from companion.printing.data import deck_manifest
    from companion.printing.deck import braille_cells
    from companion.printing.describe import card_label

    checked_six_dot(options)
    lang, code = options.lang, options.braille_code
    entries = [_text_entry(deck_manifest(options.game)["title"][lang], page, code),
               _text_entry(translate("Braille labels to emboss, one for each card:", lang), page, code)]
    for card in cards:
        labels = [sticker.key for sticker in card.stickers if sticker.kind == "braille"]
        if not labels:
            continue
        name = translate_plural("{card}: {count} label", "{card}: {count} labels", card.copies * len(labels), lang,
                                card=card_label(card, lang))
        entries.append(_text_entry(name, page, code, section=True)
                       + [line for spelt in labels for line in lines_of(braille_cells(spelt, lang, options.braille_system),
                                                                        page, code)])
    return paginate(entries, page, code)


def key_pages(options, cards, page=BraillePage()):
    """The player's braille key and card list (``braille_key.key_entries``) in contracted braille on pages."""
    from companion.printing.braille_key import key_entries
    from companion.printing.deck import braille_cells

    checked_six_dot(options)
    lang, code = options.lang, options.braille_code

    def label_cells(card):
        return [braille_cells(sticker.key, lang, options.braille_system) for sticker in card.stickers
                if sticker.kind == "braille"]

    entries = []
    for kind, value in key_entries(options, cards, label_cells):
        if kind == "cells":
            entries[-1] = entries[-1] + lines_of(value, page, code)
        else:
            entries.append(_text_entry(value, page, code, section=kind == "heading"))
    return paginate(entries, page, code)


def brf_cards(options):
    """``options`` checked field by field, with braille labels (no sticker has to fit the sheet: an embosser file
    does not depend on it), and the deck's cards with their braille labels."""
    from companion.printing.deck import deck_cards, select_cards
    from companion.printing.checks import checked_fields
    from companion.printing.deck import braille_parts

    options = checked_fields(replace(options, braille=True))
    return options, select_cards(deck_cards(options.game, options.counts, braille_parts(options)), options.only)


def grid_brf(options):
    """The braille labels of ``options`` on the label grid of its sheet (``brf_grid.Grid``)."""
    from companion.printing.brf_grid import grid_document

    return grid_document(*brf_cards(options))


def list_brf(options, page=BraillePage()):
    """The running list of ``options``'s braille labels as BRF bytes."""
    options, cards = brf_cards(options)
    return brf_file(list_pages(options, cards, page))


def key_brf(options, page=BraillePage()):
    """The player's braille key of ``options`` as BRF bytes."""
    options, cards = brf_cards(options)
    return brf_file(key_pages(options, cards, page))
