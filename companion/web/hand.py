"""``/t/<id>/hand``: "My hand", a private page where one phone keeps the cards its player holds.

The hand stays on the phone: its forms carry it in a hidden field, posted
with each change (``hand=red-7,rainbow`` in the body, never in an address, so
no history, log or referrer holds it); the page's script keeps it in
``localStorage`` (keyed by table) to bring it back next time. The server stores
nothing and no other phone sees it. Without JavaScript the same forms post and
the page comes back with the new hand. Cards are added by scanning their QR
stickers (the camera, allowed on this page only) or from a list grouped by
colour or direction. The page reads the hand back in order, with its total
and, in a game whose screen lists plays (the field game), the plays this round
allows, kept live like every screen (companion/web/live.py).
"""

from flask import Blueprint, abort, make_response, render_template, request

from companion.games import game as declared_game
from companion.i18n import current_language, translate, translate_plural
from companion.printing.catalogue import card_name, catalogue, every_card
from companion.printing.data import colour_name, direction_name
from companion.web.live import live_answer
from companion.web.table_view import load_timeline

bp = Blueprint("hand", __name__)

MAX_CARDS = 60
CAMERA_POLICY = "camera=(self), microphone=(), geolocation=()"


def read_hand(game, form, lang):
    """``(card ids, error message, news)`` of the posted ``hand`` after ``add``, ``remove`` (a position) or ``clear=1``.

    ``news`` is what the live region says about the change ("Added: Red 7. 3 cards in your hand.").
    """
    known = every_card(game)  # a scanned code may name a colour card with its function (red-north+drop)
    ids = [part for part in form.get("hand", "").split(",") if part][:MAX_CARDS + 1]
    unknown = [card_id for card_id in ids if card_id not in known]
    if len(ids) > MAX_CARDS:
        return ids[:MAX_CARDS], translate("A hand holds at most {count} cards here.", count=MAX_CARDS), ""
    if unknown:
        return ([card_id for card_id in ids if card_id in known],
                translate("“{card}” is not a card of this game; it was left out.", card=unknown[0][:24]), "")
    if form.get("clear") == "1":
        return [], "", translate("Your hand is empty.")
    added, removed = form.get("add"), form.get("remove")
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
    known = every_card(line.table.game)
    cards = [(card_id, card_name(known[card_id], lang)) for card_id in ids]
    points = [known[card_id].points for card_id in ids]
    total = sum(points) if points and None not in points else None
    hint = None if total is None else declared_game(line.table.game).ui.hand_total_hint(total)
    return {"cards": cards, "total": total, "hint": hint, "hand": ",".join(ids), "plays": _plays(line, ids)}


def _plays(line, ids):
    """``(sentence, [(kind words, [play text])])`` when the game's screen lists plays (the field game), else None."""
    values = [every_card(line.table.game)[card_id].points for card_id in ids]
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
    """My hand: scan or choose cards; the hand read back with its total (and legal plays in the field game).

    The page starts empty: the phone's script brings its kept hand back (a POST), a form adds to it.
    """
    return _hand_page(_timeline_with_deck(table_id), {})


@bp.post("/t/<table_id>/hand")
def change_hand(table_id):
    """A change to the posted hand, without JavaScript: the page again with the new hand (400 with a message)."""
    return _hand_page(_timeline_with_deck(table_id), request.form)


def _hand_page(line, form):
    """The whole page for the hand ``form`` describes after its change."""
    lang = current_language()
    ids, message, news = read_hand(line.table.game, form, lang)
    page = render_template("hand/hand.html", line=line, table=line.table, title=declared_game(line.table.game).title,
                           groups=card_groups(line.table.game, lang), message=message, news=news,
                           **hand_summary(line, ids, lang))
    return _private(make_response(page), 400 if message else 200)


@bp.post("/t/<table_id>/hand/summary")
def hand_summary_fragment(table_id):
    """The summary region and what the live region says (htmx posts each change, and the kept hand on load)."""
    line = _timeline_with_deck(table_id)
    lang = current_language()
    ids, message, news = read_hand(line.table.game, request.form, lang)
    fragment = render_template("hand/_updated.html", line=line, table=line.table, message=message, news=news,
                               **hand_summary(line, ids, lang))
    return _private(make_response(fragment), 400 if message else 200)


@bp.post("/t/<table_id>/hand/plays")
def hand_plays_fragment(table_id):
    """The plays the posted hand allows now (asked when the table changed: see ``hand_state``)."""
    line = _timeline_with_deck(table_id)
    ids, _message, _news = read_hand(line.table.game, {"hand": request.form.get("hand", "")}, current_language())
    fragment = render_template("hand/_plays.html", line=line, table=line.table, plays=_plays(line, ids))
    return _private(make_response(fragment))


@bp.get("/t/<table_id>/hand/state")
def hand_state(table_id):
    """My hand's live URL: 204 while the table is unchanged, else the watch at the new version and a request,
    sent at once by the phone with its hand, for the plays it allows now."""
    line = _timeline_with_deck(table_id)
    return live_answer(line, lambda shown: _private(make_response(
        render_template("hand/_live.html", line=line, table=line.table))))
