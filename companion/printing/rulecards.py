"""QR rule cards: credit-card-size cards (85 × 55 mm) on A4 with crop marks, and a table's join card.

The tactile cards (``tactile=True``) are for blind players: 95 × 88 mm, six to a page, the title in
real-size braille (contracted; Japanese in kana braille) across the top, the summary in 12 pt; a card whose
section has a key of shapes (the value-7 effects) is followed by its key card: each raised shape at its size
(``tactile_shapes``), what it means in real-size braille beside it and in print under the braille.
``swell=True`` prints the text grey so that only the black marks (braille, the corner dot, the shapes) rise on
swell paper.
"""

import json
from dataclasses import dataclass, field
from functools import lru_cache
from urllib.parse import urlsplit

from companion.i18n import LANGUAGES, translate
from companion.printing import PrintOptionError
from companion.printing.data import GAMES, PRINTABLES, deck_manifest
from companion.printing.describe import qr_alt
from companion.printing.marks import svg_background, svg_image
from companion.printing.qr import qr_svg
from companion.rules.errors import N_, Choices
from companion.rulebook import document

CARD_W, CARD_H = 85.0, 55.0
PAGE_W, PAGE_H = 210.0, 297.0
COLUMNS, ROWS = 2, 5
X0, Y0 = (PAGE_W - COLUMNS * CARD_W) / 2, (PAGE_H - ROWS * CARD_H) / 2
QR_MM = 30.0
TACTILE_W, TACTILE_H, TACTILE_ROWS = 95.0, 88.0, 3
BRAILLE_TITLE_MM = 78.0
TACTILE_QR_TOP = 50.0  # printables/css/rulecards.css: .card.tactile .qr
KEY_SHAPE_MM = 12.0
KEY_BRAILLE_MM = 73.0
KEY_TOP_MM = 8.0
KEY_ROW_GAP = 3.0
KEY_WORDS_MM = 4.3  # under the braille: its print words (7 pt) and the room to the next row's braille


@dataclass(frozen=True)
class Grid:
    """Where the cards go on the page: card size (mm), columns and rows, top-left of the first card."""

    card_w: float
    card_h: float
    columns: int
    rows: int

    @property
    def x0(self):
        """The left edge of the first column."""
        return (PAGE_W - self.columns * self.card_w) / 2

    @property
    def y0(self):
        """The top edge of the first row."""
        return (PAGE_H - self.rows * self.card_h) / 2


STANDARD = Grid(CARD_W, CARD_H, COLUMNS, ROWS)
TACTILE = Grid(TACTILE_W, TACTILE_H, COLUMNS, TACTILE_ROWS)


@dataclass(frozen=True)
class RuleCard:
    """What one card says and where its QR code leads; ``kind`` is game, section or join (for the QR code's words)."""

    kicker: str
    title: str
    summary: str
    url: str
    lang: str
    kind: str = "section"
    game: str = ""
    key: tuple = field(default=())


@lru_cache(maxsize=1)
def card_texts():
    """Titles and one-line summaries of each game and key section, per language."""
    return json.loads((PRINTABLES / "cards" / "rulecards.json").read_text(encoding="utf-8"))


def checked_base_url(base_url):
    """``base_url`` without a trailing slash; PrintOptionError unless it is an http(s) URL."""
    parts = urlsplit(base_url or "")
    if parts.scheme not in ("http", "https") or not parts.netloc or parts.query or parts.fragment:
        raise PrintOptionError("base_url", N_("The base URL must start with http:// or https:// and name a host, "
                                  "for example https://rainbow.example.org."))
    return base_url.rstrip("/")


def rule_cards(base_url, games=None, lang="en"):
    """The game card and the key-section cards of each game in ``games`` (all by default)."""
    base = checked_base_url(base_url)
    if lang not in LANGUAGES:
        raise PrintOptionError("lang", N_("Unknown language {language}. Choose one of: {choices}."),
                               language=lang, choices=Choices(LANGUAGES))
    for game in games or ():
        if game not in GAMES:
            raise PrintOptionError("game", N_("Unknown game {game}. Choose one of: {choices}."),
                                   game=game, choices=Choices(GAMES))
    cards = []
    for game in games or GAMES:
        texts, title = card_texts()[game], deck_manifest(game)["title"][lang]
        cards.append(RuleCard("", title, texts["summary"][lang], f"{base}/rules/{game}?lang={lang}", lang,
                              kind="game", game=title))
        book = document.load(game, lang)
        for section, words in texts["sections"].items():
            key = tuple((shape, meaning[lang]) for shape, meaning in words.get("key", {}).items())
            heading = document.plain(book.section(section).title)  # a card is titled as the section it opens
            cards.append(RuleCard(title, heading, words["summary"][lang],
                                  f"{base}/rules/{game}/{section}?lang={lang}", lang, game=title, key=key))
    return cards


def card_position(index, grid=STANDARD):
    """The top-left corner (mm) of card ``index`` on its page."""
    row, column = divmod(index % (grid.columns * grid.rows), grid.columns)
    return grid.x0 + column * grid.card_w, grid.y0 + row * grid.card_h


def crop_marks(count, grid=STANDARD):
    """Crop marks in the page margins at every card edge (for ``count`` cards on the page), as CSS background."""
    rows = min(grid.rows, -(-count // grid.columns))
    columns = min(grid.columns, count)
    x0, y0 = grid.x0, grid.y0
    lines = []
    for column in range(columns + 1):
        x = x0 + column * grid.card_w
        lines.append(f"M{x},{y0 - 9}V{y0 - 2}M{x},{y0 + rows * grid.card_h + 2}V{y0 + rows * grid.card_h + 9}")
    for row in range(rows + 1):
        y = y0 + row * grid.card_h
        lines.append(f"M{max(0, x0 - 12)},{y}H{x0 - 2}M{x0 + columns * grid.card_w + 2},{y}"
                     f"H{min(PAGE_W, x0 + columns * grid.card_w + 12)}")
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{PAGE_W}mm" height="{PAGE_H}mm" '
           f'viewBox="0 0 {PAGE_W} {PAGE_H}"><path d="{"".join(lines)}" stroke="#000000" '
           f'stroke-width="0.25" fill="none"/></svg>')
    return svg_background(svg, PAGE_W, PAGE_H)


def braille_title(card, system="kana"):
    """The card's title in contracted braille at real size (Japanese: kana braille, or kantenji when ``system``
    says so), in lines that fit the card's top, with its height."""
    from companion.printing import tactile
    from companion.printing.braille import braille_code, contracted_braille, hyphen

    code = braille_code(card.lang, system)
    cells = contracted_braille(card.title, code)
    lines = tactile.braille_lines(cells, (0, 0, BRAILLE_TITLE_MM + 2 * tactile.LABEL_MARGIN, 40), False, hyphen(code))
    width, height = tactile.braille_size(lines)
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.3f}mm" height="{height:.3f}mm" '
           f'viewBox="0 0 {width:.3f} {height:.3f}">{tactile.braille_path(width / 2, height / 2, lines)}</svg>')
    return svg_image(svg, translate("braille: {cells} ({text})", card.lang, cells=cells, text=card.title),
                     "braille-title"), height


def shape_key(card, system="kana"):
    """The key of ``card`` (if any): each raised shape with its words, ``(shape image, braille image, words, top,
    words top)``: ``top`` the row's place on the key card (mm from its top), ``words top`` where its print words
    go in the row (under the braille)."""
    from companion.printing import tactile, tactile_shapes
    from companion.printing.braille import braille_code, contracted_braille, hyphen
    from companion.printing.describe import SHAPE_NAMES

    code = braille_code(card.lang, system)
    rows, top = [], KEY_TOP_MM
    for name, meaning in card.key:
        shape = tactile_shapes.shape(name, KEY_SHAPE_MM)
        size = KEY_SHAPE_MM + 1
        shape_svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}mm" height="{size}mm" '
                     f'viewBox="0 0 {size} {size}">{shape.path(size / 2, size / 2)}</svg>')
        cells = contracted_braille(meaning, code)
        lines = tactile.braille_lines(cells, (0, 0, KEY_BRAILLE_MM + 2 * tactile.LABEL_MARGIN, 40), False,
                                      hyphen(code)) or [cells]
        width, height = tactile.braille_size(lines)
        braille_svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.3f}mm" height="{height:.3f}mm" '
                       f'viewBox="0 0 {width:.3f} {height:.3f}">{tactile.braille_path(width / 2, height / 2, lines)}</svg>')
        rows.append((svg_image(shape_svg, translate(SHAPE_NAMES[name], card.lang), "key-shape"),
                     svg_image(braille_svg, translate("braille: {cells} ({text})", card.lang, cells=cells,
                                                      text=meaning), "key-braille"), meaning, top, 0.5 + height + 0.8))
        top += max(size + KEY_ROW_GAP, height + KEY_WORDS_MM)
    return rows


def _tactile_entries(cards):
    """The tactile cards in order, each card with a key of shapes followed by its key card: ``[(card, is key)]``."""
    entries = []
    for card in cards:
        entries.append((card, False))
        if card.key:
            entries.append((card, True))
    return entries


def card_pages(cards, tactile_cards=False, braille_system="kana"):
    """Cards grouped by page: ``[(crop marks CSS, [(card, left, top, qr image, tactile parts)])]``; each QR code
    says where it leads; tactile parts (braille title, its height) only for tactile cards, and a key card's
    rows (``key``, its QR image None) after a card whose section has a key."""
    grid = TACTILE if tactile_cards else STANDARD
    per_page = grid.columns * grid.rows
    entries = _tactile_entries(cards) if tactile_cards else [(card, False) for card in cards]
    pages = []
    for start in range(0, len(entries), per_page):
        chunk = entries[start:start + per_page]
        placed = []
        for i, (card, is_key) in enumerate(chunk):
            parts = None
            if is_key:
                parts = {"key": shape_key(card, braille_system)}
            elif tactile_cards:
                image, height = braille_title(card, braille_system)
                parts = {"braille": image, "words_top": 5 + height + 3, "qr_top": TACTILE_QR_TOP, "key": ()}
            qr = None if is_key else svg_image(qr_svg(card.url, QR_MM), qr_alt(card), "qr")
            placed.append((card, *card_position(i, grid), qr, parts))
        pages.append((crop_marks(len(chunk), grid), placed))
    return pages


def cards_pdf(cards, lang, scan_text=N_("Scan for the rules"), title=None, tactile_cards=False, swell=False,
              braille_system="kana"):
    """The PDF of ``cards`` (A4, ten to a page, crop marks); ``scan_text`` is printed under each QR code.

    ``title`` (already in ``lang``) is the document's title and heading; "QR rule cards" by default.
    ``tactile_cards``: the larger cards for blind players; ``swell``: only the tactile marks in black;
    ``braille_system``: ``kantenji`` writes Japanese titles in eight-dot kantenji instead of kana braille.
    """
    from companion.printing.pdf import html_to_pdf, page_size_css, render_document, stylesheet

    html = render_document("printing/pdf/rulecards.html", lang, pages=card_pages(cards, tactile_cards, braille_system),
                           scan_text=scan_text, title=title or translate("QR rule cards", lang),
                           tactile_cards=tactile_cards, swell=swell)
    return html_to_pdf(html, [stylesheet("rulecards.css"), page_size_css(PAGE_W, PAGE_H)])
