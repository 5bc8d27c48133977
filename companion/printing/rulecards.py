"""QR rule cards: credit-card-size cards (85 × 55 mm) on A4 with crop marks, and a table's join card."""

import json
from dataclasses import dataclass
from functools import lru_cache
from urllib.parse import urlsplit

from companion.i18n import LANGUAGES
from companion.printing import PrintOptionError
from companion.printing.data import GAMES, PRINTABLES, deck_manifest
from companion.printing.marks import svg_image
from companion.printing.qr import qr_svg
from companion.rules.errors import N_

CARD_W, CARD_H = 85.0, 55.0
PAGE_W, PAGE_H = 210.0, 297.0
COLUMNS, ROWS = 2, 5
X0, Y0 = (PAGE_W - COLUMNS * CARD_W) / 2, (PAGE_H - ROWS * CARD_H) / 2
QR_MM = 30.0


@dataclass(frozen=True)
class RuleCard:
    """What one card says and where its QR code leads."""

    kicker: str
    title: str
    summary: str
    url: str
    lang: str


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
                               language=lang, choices=", ".join(LANGUAGES))
    for game in games or ():
        if game not in GAMES:
            raise PrintOptionError("game", N_("Unknown game {game}. Choose one of: {choices}."),
                                   game=game, choices=", ".join(GAMES))
    cards = []
    for game in games or GAMES:
        texts, title = card_texts()[game], deck_manifest(game)["title"][lang]
        cards.append(RuleCard("", title, texts["summary"][lang], f"{base}/rules/{game}?lang={lang}", lang))
        for section, words in texts["sections"].items():
            cards.append(RuleCard(title, words["title"][lang], words["summary"][lang],
                                  f"{base}/rules/{game}/{section}?lang={lang}", lang))
    return cards


def card_position(index):
    """The top-left corner (mm) of card ``index`` on its page."""
    row, column = divmod(index % (COLUMNS * ROWS), COLUMNS)
    return X0 + column * CARD_W, Y0 + row * CARD_H


def crop_marks(count):
    """An SVG of crop marks in the page margins at every card edge (for ``count`` cards on the page)."""
    rows = min(ROWS, -(-count // COLUMNS))
    columns = min(COLUMNS, count)
    lines = []
    for column in range(columns + 1):
        x = X0 + column * CARD_W
        lines.append(f"M{x},{Y0 - 9}V{Y0 - 2}M{x},{Y0 + rows * CARD_H + 2}V{Y0 + rows * CARD_H + 9}")
    for row in range(rows + 1):
        y = Y0 + row * CARD_H
        lines.append(f"M{X0 - 12},{y}H{X0 - 2}M{X0 + columns * CARD_W + 2},{y}H{X0 + columns * CARD_W + 12}")
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{PAGE_W}mm" height="{PAGE_H}mm" '
           f'viewBox="0 0 {PAGE_W} {PAGE_H}"><path d="{"".join(lines)}" stroke="#000000" '
           f'stroke-width="0.25" fill="none"/></svg>')
    return svg_image(svg, "", "crop-marks")


def card_pages(cards):
    """Cards grouped by page: ``[(crop marks, [(card, left, top, qr image)])]``."""
    per_page = COLUMNS * ROWS
    pages = []
    for start in range(0, len(cards), per_page):
        chunk = cards[start:start + per_page]
        placed = [(card, *card_position(i), svg_image(qr_svg(card.url, QR_MM), card.url, "qr"))
                  for i, card in enumerate(chunk)]
        pages.append((crop_marks(len(chunk)), placed))
    return pages


def cards_pdf(cards, lang, scan_text=N_("Scan for the rules")):
    """The PDF of ``cards`` (A4, ten to a page, crop marks); ``scan_text`` is printed under each QR code."""
    from companion.printing.pdf import html_to_pdf, page_size_css, render_document, stylesheet

    html = render_document("printing/pdf/rulecards.html", lang, pages=card_pages(cards), scan_text=scan_text)
    return html_to_pdf(html, [stylesheet("rulecards.css"), page_size_css(PAGE_W, PAGE_H)])
