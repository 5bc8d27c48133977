"""Private seat views: one player's own field cards and total, behind an unguessable link.

In Rainbow (the field cards: a game whose screen has ``PRIVATE_SEATS``) each
player keeps the field cards they took face down and may look at their own
total, never at anyone else's. The shared table screen therefore shows no
total and no seat link. Instead a player
opens ``/t/<id>/seats`` once, taps their own name, and this phone keeps the
seat (a cookie limited to this table's pages) and opens the private link
``/t/<id>/seat/<key>``, which they can bookmark or move to their own phone by
QR code. This is a trust-based convenience, like not peeking at face-down
cards: anyone holding the phone could tap another name. So every phone that
opens a seat is counted, and the seat view shows that count to its player:
a seat opened from two phones tells its player that someone else looked.
"""

import hmac

from flask import abort, make_response, redirect, render_template, request, url_for

from companion.games import game as declared_game
from companion.i18n import translate
from companion.tables import news, tables
from companion.web.live import live_answer
from companion.web.table_view import load_timeline, screen_context
from companion.web.tables import bp

SEAT_COOKIE = "seat_key"
SEAT_COOKIE_DAYS = 3
MAX_KEY_LENGTH = 64


def _seated_timeline(table_id):
    """The table's timeline, or 404 when the table is unknown or its game has no private seats."""
    line = load_timeline(table_id)
    if not declared_game(line.table.game).ui.PRIVATE_SEATS:
        abort(404)
    return line


def seat_of(table, seat_key):
    """The player whose private key is ``seat_key``, or None (keys compared in constant time)."""
    found = None
    if isinstance(seat_key, str) and 0 < len(seat_key) <= MAX_KEY_LENGTH:
        for name, key in table.seat_keys.items():
            if hmac.compare_digest(key.encode(), seat_key.encode()):
                found = name
    return found


def _private(response):
    """Headers of a private page: never stored, never indexed, the key never sent on as a referrer."""
    response.headers["Cache-Control"] = "no-store"
    response.headers["X-Robots-Tag"] = "noindex, nofollow"
    response.headers["Referrer-Policy"] = "no-referrer"
    response.vary.add("HX-Request")
    return response


@bp.get("/t/<table_id>/seats")
def seats_page(table_id):
    """"My seat": tap your own name once to open your private seat view on this phone."""
    line = _seated_timeline(table_id)
    return _seats_response(line, "", 200)


def _seats_response(line, message, status):
    held = seat_of(line.table, request.cookies.get(SEAT_COOKIE, ""))
    page = render_template("seats/seats.html", line=line, table=line.table, title=declared_game(line.table.game).title,
                           held=held, phones=tables().seat_openings(line.table.id), message=message)
    return _private(make_response(page, status))


@bp.post("/t/<table_id>/seats")
def open_seat(table_id):
    """This phone takes the seat of the player named in the form; 303 to the private seat view."""
    line = _seated_timeline(table_id)
    player = request.form.get("player", "")
    if player not in line.table.players:
        return _seats_response(line, translate("Tap your own name in the list."), 400)
    key = line.table.seat_keys[player]
    if seat_of(line.table, request.cookies.get(SEAT_COOKIE, "")) != player:
        tables().open_seat(table_id, player)
    response = redirect(url_for("tables.seat_view", table_id=table_id, seat_key=key), code=303)
    response.set_cookie(SEAT_COOKIE, key, max_age=SEAT_COOKIE_DAYS * 24 * 3600, path=f"/t/{table_id}/",
                        samesite="Lax", httponly=True, secure=request.is_secure)
    return _private(response)


@bp.get("/t/<table_id>/seat/<seat_key>")
def seat_view(table_id, seat_key):
    """One player's taken field cards and total; 404 for a wrong key."""
    line, player = _seat(table_id, seat_key)
    return _private(make_response(render_template("seats/seat.html", announcement="", **_seat_context(line, player,
                                                                                                      seat_key))))


@bp.get("/t/<table_id>/seat/<seat_key>/state")
def seat_state(table_id, seat_key):
    """The seat view's live URL: 204 while unchanged, else the seat now and what happened (404 for a wrong key)."""
    line, player = _seat(table_id, seat_key)

    def update(shown):
        context = _seat_context(line, player, seat_key)
        return _private(make_response(render_template("seats/updated.html",
                                                      announcement=news.seat_announcement(line, player), **context)))

    return live_answer(line, update)


def _seat(table_id, seat_key):
    """The table's timeline and the player whose key ``seat_key`` is, or 404."""
    line = _seated_timeline(table_id)
    player = seat_of(line.table, seat_key)
    if player is None:
        abort(404)
    return line, player


def _seat_context(line, player, seat_key):
    """What the seat templates read: the table's screen, the player, their totals, the phones that opened it."""
    ui = declared_game(line.table.game).ui
    return {**screen_context(line), "player": player, "seat_key": seat_key,
            "summary": ui.seat_summary(line.game, player),
            "phones": tables().seat_openings(line.table.id).get(player, 0)}
