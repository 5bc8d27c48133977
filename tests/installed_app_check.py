"""Run by tests/test_install.py with the Python of a virtualenv where the wheel is installed (not the checkout).

Serves every kind of page and prints every kind of PDF the web pages offer; prints one JSON object.
Usage: ``python installed_app_check.py DATA_FOLDER``.
"""

import json
import re
import sys

import companion
from companion import resources
from companion.app import create_app
from companion.printing.catalogue import catalogue
from companion.printing.data import GAMES

CSRF = "install-check"
PLAYERS = {"rainbow7-rain": ["Ana", "Ben"], "rainbow7-explorers": ["Ana", "Ben", "Chloé"],
           "rainbow-field": ["Ana", "Ben", "Chloé"], "rainbow-snake": ["Ana", "Ben"]}
STICKER_VARIANTS = {"braille, card QR":
                    "submitted=1&sheet=a4-plain&value=braille&braille=on&card_qr=on&base_url=https://e.org",
                    "swell, large print": "submitted=1&value=large&swell=on&colour=on&shapes=on"}


def pdf_start(response):
    """The first bytes of a document ("%PDF-" for a PDF)."""
    return response.data[:5].decode("latin-1")


def main(data_folder):
    """Collect every answer's status and every document's first bytes."""
    app = create_app({"TESTING": True, "DATA_DIR": data_folder, "SECRET_KEY": "install-check"})
    client = app.test_client()
    with client.session_transaction() as session:
        session["csrf"] = CSRF
    pages, documents = {}, {}

    def get(url):
        response = client.get(url)
        pages[url] = response.status_code
        return response

    for url in ("/", "/manifest.webmanifest", "/sw.js", "/static/vendor/htmx-2.0.4.min.js",
                "/static/css/companion.css", "/static/js/companion.js", "/static/icon.svg", "/rules",
                "/rules/search?q=rainbow", "/print", "/print/rule-cards", "/tables/import"):
        get(url)
    tables = []
    for game in GAMES:
        get(f"/tables/new?game={game}")
        form = {"csrf_token": CSRF, "game": game, "first": "0",
                **{f"name-{seat}": name for seat, name in enumerate(PLAYERS[game])}}
        created = client.post("/tables", data=form)
        pages[f"POST /tables {game}"] = created.status_code
        table = created.headers.get("Location", "/t/missing")
        tables.append(table)
        page = get(table).get_data(as_text=True)
        for path in ("/state", "/history", "/log.json", "/hand", "/board", "/night", "/seats"):
            # seats: only the games with private seats; the log: only where the page links it (not a field game's
            # log while it is played: refused, 409, as it would tell the picks)
            if path not in ("/seats", "/log.json") or f"{table}{path}" in page:
                get(table + path)
        documents[f"join card {game}"] = pdf_start(get(table + "/join-card.pdf"))
        rules = get(f"/rules/{game}").get_data(as_text=True)
        sections = [name for name in re.findall(r'href="#([^"]+)"', rules) if name not in ("main", "toc-heading")]
        get(f"/rules/{game}/{sections[0] if sections else 'missing'}")
        for card_id in list(catalogue(game))[:3]:
            get(f"/cards/{game}/{card_id}")
        get(f"/print?submitted=1&game={game}&colour=on&shapes=on")
        documents[f"stickers {game}"] = pdf_start(get(f"/print/stickers.pdf?game={game}"))
    for name, query in STICKER_VARIANTS.items():
        documents[f"stickers {name}"] = pdf_start(get(f"/print/stickers.pdf?game=rainbow7-rain&{query}"))
    brf = get("/print/braille-labels.brf?submitted=1&game=rainbow7-explorers&sheet=a4-38x21&print_lang=de").data
    documents["braille BRF"] = "ascii" if brf and brf.isascii() else "not ascii"
    for name, query in {"QR rule cards": "game=all", "tactile rule cards": "game=all&tactile=on",
                        "swell rule cards": "game=rainbow-snake&tactile=on&swell=on"}.items():
        documents[name] = pdf_start(get(f"/print/rule-cards.pdf?base_url=https://e.org&{query}"))
    french = client.get("/rules?lang=fr").get_data(as_text=True)
    print(json.dumps({"package": companion.__file__, "installed": resources.INSTALLED,
                      "templates": app.template_folder, "static": app.static_folder, "pages": pages,
                      "documents": documents, "french": "Chercher dans les règles" in french}))


if __name__ == "__main__":
    main(sys.argv[1])
