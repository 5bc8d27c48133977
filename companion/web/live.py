"""The server's side of the one way a screen stays live (the client's side: templates/partials/live.html).

Every live screen (the table, the board, a seat view, My hand) has a live URL,
``…/state?v=N``, that its ``live`` element asks with the version it shows when
the page's stream says the table changed (companion/web/stream.py, fed by the
application layer's notify hook ``companion.tables.Tables.on_change`` and the
watch of other processes), or when static/js/live.js polls it (every
POLL_SECONDS while the stream is not healthy, every 15 s while it is). The
view answers with ``live_answer``: 204 while the table is still at that
version, else the screen's update. The same 204 is given before Flask by the
idle-poll shortcut (companion/web/idle_poll.py), which knows the live URLs from
``poll_url.LIVE_ENDPOINTS``; a request that also says ``n=M`` (the stream
announced version M) is never answered by the shortcut, so the view reads the
version from the database.
"""

from flask import make_response, request

from companion.web.poll_url import VERSION_ARG, shown_version


def shown():
    """The version the asking screen shows (the ``v`` argument), or None."""
    return shown_version(request.args.get(VERSION_ARG))


def unchanged():
    """Nothing to swap: 204, never cached."""
    response = make_response("", 204)
    response.headers["Cache-Control"] = "no-store"
    response.vary.add("HX-Request")
    return response


def live_answer(line, update):
    """204 while ``line`` is at the version the screen shows, else ``update(shown)`` (a response)."""
    version = shown()
    return unchanged() if version == line.version else update(version)
