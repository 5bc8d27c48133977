"""The print pages: a sticker form with a preview and PDF download, a rule-cards form, a table's join card."""

from flask import Blueprint, Response, abort, render_template, request, url_for

from companion.games import game as declared_game
from companion.i18n import LANGUAGES, current_language, listed, translate
from companion.i18n.errors import translate_error
from companion.printing import PrintOptionError
from companion.printing.chooser import sheet_choices
from companion.printing.data import GAMES, deck_manifest
from companion.printing.options import read_form
from companion.printing.raising import METHOD_HINTS, METHOD_NAMES, METHODS
from companion.printing.sheet_pages import page_usage
from companion.printing.checks import VALUE_CODES
from companion.printing.stickers import StickerOptions
from companion.rules.errors import N_
from companion.tables import tables
from companion.web import lan
from companion.web.error_pages import echoed_form
from companion.web.heavy import counted_as_heavy, run_heavy
from companion.web.public_url import public_base, public_url

bp = Blueprint("printing", __name__)

VALUE_LABELS = {"dots": N_("Tactile dots in groups of five"), "braille": N_("Braille at real size (number sign and digits)"),
                "large": N_("Large print"), "none": N_("No value stickers")}


def sticker_form_options(args, check_fit=True):
    """The sticker options a submitted form describes (the schema of ``printing/options.py``), checked, and the
    errors by field name (``check_fit`` false: each field on its own, as an embosser file needs)."""
    values, problems = read_form(args, {"language": current_language, "public_base": public_base})
    errors = {field: translate(message) for field, message in problems.items()}
    options = StickerOptions(**values)
    if not errors:
        try:
            from companion.printing.checks import checked_fields
            from companion.printing.stickers import validated
            options = (validated if check_fit else checked_fields)(options)
        except PrintOptionError as error:
            errors[_form_field(error.field)] = translate_error(error)
    return options, errors


def preview_words(number, total, usage):
    """The text alternative of preview page ``number``: which labels are already used (left empty), which get a
    sticker, which stay empty, in the label numbering of the sheet."""
    used, filled, empty = usage
    parts = [translate("Preview of sticker sheet {number} of {total}.", number=number, total=total)]
    first = 1
    for count, message in ((used, N_("Already used, left empty: {labels}.")), (filled, N_("Stickers: {labels}.")),
                           (empty, N_("Left empty: {labels}."))):
        if count:
            parts.append(translate(message, labels=label_range(first, first + count - 1)))
            first += count
    return ("" if current_language() == "ja" else " ").join(parts)


def label_range(first, last):
    """"label 7" or "labels 1 to 9", in the request's language."""
    if first == last:
        return translate("label {number}", number=first)
    return translate("labels {first} to {last}", first=first, last=last)


def _form_field(field):
    """The form field that shows an option's message."""
    return {"lang": "print_lang", "braille": "value", "method": "raise"}.get(field, field)


def _form_context(options, errors):
    counts_spec = deck_manifest(options.game)["counts"]
    counts = options.counts if isinstance(options.counts, dict) else {}
    return {"options": options, "errors": errors, "games": {g: deck_manifest(g)["title"] for g in GAMES},
            "sheet_choices": sheet_choices(options.sheet, request.args.get("sheet_q", "")),
            "value_codes": [(code, VALUE_LABELS[code]) for code in VALUE_CODES],
            "counts_spec": counts_spec, "counts": {n: counts.get(n, s["default"]) for n, s in counts_spec.items()},
            "languages": LANGUAGES, "known": deck_manifest(options.game)["known"], "typed": echoed_form(request.args),
            "braille_systems": BRAILLE_SYSTEMS, "methods": [(m, METHOD_NAMES[m], METHOD_HINTS[m]) for m in METHODS],
            "function_fields": _function_fields(options, counts), **_card_qr_address(options)}


def _function_fields(options, counts):
    """``{"fields": [(field name, function's word, how many cards of it the deck has, an example)], "name": a colour
    card's name in the sheet's language (the names the field takes)}`` for the deck's functions (the explorers'), the
    words in the request's language; no fields for other decks."""
    from companion.printing.deck import deck_cards
    from companion.printing.describe import card_label
    from companion.printing.function_cards import field, function_word, functions

    names = functions(options.game)
    if not names:
        return {"fields": [], "id": "", "name": ""}
    spec = deck_manifest(options.game)["counts"]
    colour_cards = [card for card in deck_cards(options.game, {n: s["default"] for n, s in spec.items()})
                    if not card.on and "colour" in dict(card.params)]
    step = max(1, len(colour_cards) // (2 * len(names) + 1))
    examples = [", ".join(card.id for card in colour_cards[step * (2 * index + 1)::step * len(names)][:2 - (index > 0)])
                for index in range(len(names))]
    return {"fields": [(field(function), function_word(function, current_language()),
                        counts.get(function, spec.get(function, {}).get("default", 0)), example)
                       for function, example in zip(names, examples)],
            "id": colour_cards[0].id, "name": card_label(colour_cards[0], options.lang)}


def _card_qr_address(options):
    """For card QR stickers on a loopback address: the warning, and the form again on each Wi-Fi address."""
    if not (options.card_qr and is_loopback(options.base_url)):
        return {"loopback": False, "lan_links": []}
    asked = request.args.to_dict()
    return {"loopback": True, "lan_links": [(url, url_for("printing.index", **{**asked, "base_url": url}))
                                            for url in lan_urls(options.base_url)]}


@bp.get("/print")
def index():
    """The sticker form with the deck's sticker count; once submitted, a preview of every sheet (400 with
    messages if wrong)."""
    options, errors = sticker_form_options(echoed_form(request.args))
    context = _form_context(options, errors)
    if not errors:
        from companion.printing.marks import svg_image
        from companion.printing.stickers import build

        try:
            built = build(options)
        except PrintOptionError as error:
            errors[_form_field(error.field)] = translate_error(error)
            return render_template("printing/index.html", **context), 400
        pages = len(built["pages"])
        context["summary"] = {"count": len(built["pieces"]), "pages": pages, "qr": len(built["qr"]),
                              "cut_sheets": _cut_sheets(built["options"])}
        if request.args.get("submitted") == "1" and not request.args.get("find_sheet"):
            usage = page_usage(built["options"], len(built["pieces"]))
            labels = built["options"].method in ("flat", "embosser")
            context["preview"] = {**context["summary"], "images": [
                svg_image(page, preview_words(number, pages, usage[number - 1]) if labels else
                          translate("Preview of swell sheet {number} of {total}.", number=number, total=pages),
                          "sheet-preview")
                for number, page in enumerate(built["pages"], start=1)], **_counted_qr_preview(built),
                "embosser": _embosser_preview(built["options"]),
                "cut_links": [url_for("printing.cut_file", **{**request.args.to_dict(), "part": part})
                              for part in range(1, context["summary"]["cut_sheets"] + 1)]}
    return render_template("printing/index.html", **context), (400 if errors else 200)


def _cut_sheets(options):
    """How many sheets of material the cut file has (none unless the marks are cut)."""
    if options.method != "cut":
        return 0
    from companion.printing.cut_deck import cut_documents

    return len(cut_documents(options))


def _embosser_preview(options):
    """Where the braille labels file goes, for the preview: the sheet, its embosser page and how many labels stay
    blank; or the reason it cannot be made (the stickers' preview is not refused for it)."""
    from companion.printing.brf import grid_brf
    from companion.printing.brf_grid import page_cells

    try:
        grid = grid_brf(options)
    except PrintOptionError as error:
        return {"refused": translate_error(error)}
    cells, lines = page_cells(grid.sheet)
    return {"sheet": grid.sheet.title(current_language()), "other": grid.sheet.id != options.preset.id,
            "cells": cells, "lines": lines, "pages": len(grid.pages), "passed": grid.passed}


def _counted_qr_preview(built):
    """``_qr_preview``, counted as one of the device's heavy jobs when there are card QR sheets to draw (some 0.2 s
    of CPU each time, in the request's thread: sixteen at once from one laptop stalled every phone's poll)."""
    if not built["qr"]:
        return _qr_preview(built)
    with counted_as_heavy():
        return _qr_preview(built)


def _qr_preview(built):
    """The card QR sheets of the preview (images described in words) and, when the chosen labels are too small
    for the codes, the name of the sheet they are laid out on."""
    if not built["qr"]:
        return {"qr_images": [], "qr_sheet": None}
    from companion.printing.card_qr import qr_pages
    from companion.printing.marks import svg_image

    pages = qr_pages(built["options"], built["qr"])
    images = [svg_image(page, translate("Preview of card QR sticker sheet {number} of {total}", number=number,
                                        total=len(pages)), "sheet-preview")
              for number, page in enumerate(pages, start=1)]
    from companion.printing.card_qr import elsewhere_words

    return {"qr_images": images, "qr_sheet": elsewhere_words(built["options"], current_language())}


@bp.get("/print/sheets")
def sheet_list():
    """The chooser's list of label sheets for ``sheet_q`` (the sheet ``sheet`` kept chosen), as the fragment
    htmx swaps in while the user types; the status sentence goes out of band into the live region."""
    choices = sheet_choices(request.args.get("sheet", ""), request.args.get("sheet_q", ""))
    return render_template("printing/_sheet_choices.html", choices=choices, lang=current_language(), oob=True)


@bp.get("/print/stickers.pdf")
def stickers_pdf():
    """The sticker PDF of the submitted form, or the form again with its messages (400)."""
    options, errors = sticker_form_options(echoed_form(request.args))
    if errors:
        return render_template("printing/index.html", **_form_context(options, errors)), 400
    from companion.printing.stickers import sticker_pdf

    return _pdf(run_heavy(sticker_pdf, options), f"stickers-{options.game}-{options.sheet}.pdf")


@bp.get("/print/marks.svg")
def cut_file():
    """The cut file of the submitted form (``part``: which sheet of material, from 1), or the form again with its
    messages (400)."""
    form = echoed_form(request.args)
    options, errors = sticker_form_options({**form, "raise": "cut"})
    part = request.args.get("part", "1")
    if not errors:
        from companion.printing.cut_deck import cut_documents

        documents = cut_documents(options)
        if not (part.isascii() and part.isdigit() and 1 <= int(part) <= len(documents)):
            abort(404)
        response = Response(documents[int(part) - 1], mimetype="image/svg+xml")
        suffix = "" if part == "1" else f"-{part}"
        response.headers["Content-Disposition"] = f'attachment; filename="marks-{options.game}{suffix}.svg"'
        return response
    return render_template("printing/index.html", **_form_context(options, errors)), 400


BRAILLE_SYSTEMS = {"kana": N_("Kana braille (tenji)"), "kantenji": N_("Kantenji (eight dots)")}
BRF_FILES = ("labels", "list", "key")


@bp.get("/print/braille-<kind>.brf")
def braille_brf(kind):
    """An embosser file of the submitted form: the braille labels on the label grid of the sheet (``labels``), the
    running list of labels (``list``) or the player's braille key (``key``); or the form again with the message
    (400). None depends on the stickers fitting the sheet."""
    if kind not in BRF_FILES:
        abort(404)
    form = echoed_form(request.args)
    options, errors = sticker_form_options(form, check_fit=False)
    data = None
    if not errors:
        from companion.printing import brf, brf_grid

        try:
            if kind == "labels":
                data = brf_grid.brf_file(brf.grid_brf(options).pages)
            else:
                page = brf.page_size(form.get("brf_page", "40x25"))
                data = (brf.list_brf if kind == "list" else brf.key_brf)(options, page)
        except PrintOptionError as error:
            errors[_form_field(error.field)] = translate_error(error)
    if errors:
        return render_template("printing/index.html", **_form_context(options, errors)), 400
    response = Response(data, mimetype="application/octet-stream")
    response.headers["Content-Disposition"] = (f'attachment; filename="braille-{kind}-{options.game}-'
                                               f'{options.lang}.brf"')
    return response


def _pdf(data, filename):
    response = Response(data, mimetype="application/pdf")
    response.headers["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


def rule_card_form(args):
    """The rule-card choices of a submitted form (games, language, base URL) and errors by field."""
    from companion.printing.rulecards import rule_cards

    game = args.get("game", "all")
    lang = args.get("print_lang", current_language())
    base_url = args.get("base_url", public_base()).strip()
    choice = {"game": game, "lang": lang, "base_url": base_url, "loopback": is_loopback(base_url),
              "lan_urls": lan_urls(base_url), "tactile": args.get("tactile") == "on", "swell": args.get("swell") == "on"}
    try:
        cards = rule_cards(base_url, [] if game == "all" else [game], lang)
    except PrintOptionError as error:
        return choice, [], {_form_field(error.field): translate_error(error)}
    return choice, cards, {}


def is_loopback(base_url):
    """Whether ``base_url`` names this computer only (localhost, 127.0.0.0/8, ::1): phones cannot open it."""
    import ipaddress
    from urllib.parse import urlsplit

    try:
        host = urlsplit(base_url).hostname or ""
    except ValueError:
        return False
    try:
        return host == "localhost" or ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def lan_urls(base_url):
    """For a loopback ``base_url``, the same URL on each Wi-Fi address ``companion serve`` prints; else none."""
    from urllib.parse import urlsplit

    if not is_loopback(base_url):
        return []
    parts = urlsplit(base_url)
    port = f":{parts.port}" if parts.port else ""
    return [f"{parts.scheme}://{address}{port}{parts.path.rstrip('/')}" for address in lan.lan_addresses()]


@bp.get("/print/rule-cards")
def rule_cards_form():
    """The QR rule-card form and the list of cards it will print."""
    choice, cards, errors = rule_card_form(echoed_form(request.args))
    return render_template("printing/rule_cards.html", choice=choice, cards=cards, errors=errors,
                           games={g: deck_manifest(g)["title"] for g in GAMES},
                           languages=LANGUAGES), (400 if errors else 200)


@bp.get("/print/rule-cards.pdf")
def rule_cards_pdf():
    """The QR rule cards as PDF, or the form again with its messages (400)."""
    choice, cards, errors = rule_card_form(echoed_form(request.args))
    if errors:
        return render_template("printing/rule_cards.html", choice=choice, cards=cards, errors=errors,
                               games={g: deck_manifest(g)["title"] for g in GAMES}, languages=LANGUAGES), 400
    from companion.printing.rulecards import cards_pdf

    return _pdf(run_heavy(cards_pdf, cards, choice["lang"], tactile_cards=choice["tactile"], swell=choice["swell"]),
                f"rule-cards-{choice['lang']}.pdf")


@bp.get("/t/<table_id>/join-card.pdf")
def join_card(table_id):
    """A card with a QR code that joins this table, its game and its players (404 if no such table)."""
    line = tables().load(table_id)
    if line is None:
        abort(404)
    table = line.table
    from companion.printing.rulecards import RuleCard, cards_pdf

    lang = current_language()
    title = deck_manifest(table.game)["title"][lang] if table.game in GAMES else translate(declared_game(table.game).title)
    card = RuleCard(kicker=translate("Join this table"), title=title, summary=translate("Players: {players}", players=listed(table.players, lang)),
                    url=public_url("tables.table_page", table_id=table.id), lang=lang,
                    kind="join", game=title)
    return _pdf(run_heavy(cards_pdf, [card], lang, scan_text=N_("Scan to join"),
                          title=translate("Join card — {game}", game=title)),
                "join-card.pdf")
