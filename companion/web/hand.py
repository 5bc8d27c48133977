"""``/t/<id>/hand``: "My hand", a private page where one phone keeps the cards its player holds.

The hand stays on the phone: the page's script keeps it in ``localStorage``
(keyed by table) and sends it with each request (``?hand=red-7,rainbow``);
the server stores nothing and no other phone sees it. Without JavaScript the
same forms carry the hand in the address. Cards are added by scanning their
QR stickers (the camera, allowed on this page only) or from a list grouped by
colour or direction. The page reads the hand back in order, with its total
and, in the field game, the plays this round allows (``rules.field_plays``).
"""

from flask import Blueprint, abort, make_response, render_template, request, url_for

from companion.printing.catalogue import card_name, catalogue
from companion.i18n import current_language, translate, translate_plural
from companion.printing.data import colour_name, direction_name
from companion.games import game as declared_game
from companion.web.table_view import load_timeline

bp = Blueprint("hand", __name__)

MAX_CARDS = 60
CAMERA_POLICY = "camera=(self), microphone=(), geolocation=()"


def read_hand(game, args, lang):
    """``(card ids, error message, news)`` after ``?add=``, ``?remove=`` (a position) or ``?clear=1``.

    ``news`` is what the live region says about the change ("Added: Red 7. 3 cards in your hand.").
    """
    known = catalogue(game)
    ids = [part for part in args.get("hand", "").split(",") if part][:MAX_CARDS + 1]
    unknown = [card_id for card_id in ids if card_id not in known]
    if len(ids) > MAX_CARDS:
        return ids[:MAX_CARDS], translate("A hand holds at most {count} cards here.", count=MAX_CARDS), ""
    if unknown:
        return ([card_id for card_id in ids if card_id in known],
                translate("“{card}” is not a card of this game; it was left out.", card=unknown[0][:24]), "")
    if args.get("clear") == "1":
        return [], "", translate("Your hand is empty.")
    added, removed = args.get("add"), args.get("remove")
    if added is not None:
        if added not in known:
            return ids, translate("Choose a card from the list."), ""
        if len(ids) >= MAX_CARDS:
            return ids, translate("A hand holds at most {count} cards here.", count=MAX_CARDS), ""
        ids.append(added)
        return ids, "", translate_plural("Added: {card}. {count} card in your hand.",
                                         "Added: {card}. {count} cards in your hand.", len(ids), lang,
                                         card=card_name(known[added], lang))
    if removed is not None:
        if not (removed.isascii() and removed.isdigit() and len(removed) <= 3) or int(removed) >= len(ids):
            return ids, translate("That card is no longer in your hand."), ""
        gone = known[ids.pop(int(removed))]
        return ids, "", translate_plural("Removed: {card}. {count} card in your hand.",
                                         "Removed: {card}. {count} cards in your hand.", len(ids), lang,
                                         card=card_name(gone, lang))
    return ids, "", ""


def card_groups(game, lang):
    """``[(group name, [(id, card name)])]``: the game's cards grouped by direction, colour or kind."""
    groups = {}
    for card in catalogue(game).values():
        choices = card.choices
        if "direction" in choices:
            group = direction_name(choices["direction"], lang)
        elif "colour" in choices:
            group = colour_name(choices["colour"], lang)
        elif "value" in choices:
            group = translate("Values", lang)
        else:
            group = translate("Other cards", lang)
        groups.setdefault(group[:1].upper() + group[1:], []).append((card.id, card_name(card, lang)))
    return list(groups.items())


def hand_summary(line, ids, lang):
    """What the summary region shows: the cards in order, the total and what it allows, and the legal plays."""
    known = catalogue(line.table.game)
    cards = [(card_id, card_name(known[card_id], lang)) for card_id in ids]
    points = [known[card_id].points for card_id in ids]
    total = sum(points) if points and None not in points else None
    hint = None if total is None else declared_game(line.table.game).ui.hand_total_hint(total)
    return {"cards": cards, "total": total, "hint": hint, "hand": ",".join(ids), "plays": _plays(line, ids)}


def _plays(line, ids):
    """``(sentence, [(kind words, [play text])])`` when the game's screen lists plays (the field game), else None."""
    values = [catalogue(line.table.game)[card_id].points for card_id in ids]
    return declared_game(line.table.game).ui.hand_plays(line.game, values)


def _private(response, status=200):
    """A page only this phone sees: never stored nor indexed, no referrer, the camera allowed."""
    response.status_code = status
    response.headers["Cache-Control"] = "no-store"
    response.headers["X-Robots-Tag"] = "noindex, nofollow"
    response.headers["Referrer-Policy"] = "no-referrer"
    response.headers["Permissions-Policy"] = CAMERA_POLICY
    return response


def _timeline_with_deck(table_id):
    """The table's timeline, or 404 when the table is unknown or its game has no deck (no cards to hold)."""
    line = load_timeline(table_id)
    if declared_game(line.table.game).deck is None:
        abort(404)
    return line


@bp.get("/t/<table_id>/hand")
def hand_page(table_id):
    """My hand: scan or choose cards; the hand read back with its total (and legal plays in the field game)."""
    line = _timeline_with_deck(table_id)
    lang = current_language()
    ids, message, news = read_hand(line.table.game, request.args, lang)
    page = render_template("hand/hand.html", line=line, table=line.table, title=declared_game(line.table.game).title,
                           groups=card_groups(line.table.game, lang), message=message, news=news,
                           summary_url=url_for("hand.hand_summary_fragment", table_id=table_id),
                           **hand_summary(line, ids, lang))
    return _private(make_response(page), 400 if message else 200)


@bp.get("/t/<table_id>/hand/summary")
def hand_summary_fragment(table_id):
    """The summary region alone (the page's script asks for it after each change)."""
    line = _timeline_with_deck(table_id)
    lang = current_language()
    ids, message, news = read_hand(line.table.game, request.args, lang)
    fragment = render_template("hand/_summary.html", table=line.table, message=message, news=news,
                               **hand_summary(line, ids, lang))
    return _private(make_response(fragment), 400 if message else 200)
