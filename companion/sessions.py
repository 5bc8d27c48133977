"""Flask's signed-cookie sessions, left closed for the polls that never need them.

Every phone polls its table once a second; the state fragment htmx asks for
uses nothing from the session (its forms carry the table's token), so
checking the cookie's signature each time would be wasted work. Such a
request gets an empty session that is never saved: the phone's cookie is
left as it is.
"""

from flask.sessions import SecureCookieSessionInterface

from companion.web.poll_url import polled_table


class PollFreeSessionInterface(SecureCookieSessionInterface):
    """The usual cookie session, except for htmx polls of a table's state."""

    def open_session(self, app, request):
        """An empty, unsaved session for a poll; the signed cookie otherwise."""
        if (request.method == "GET" and request.headers.get("HX-Request") == "true"
                and polled_table(app.url_map, request.path, app.extensions["companion_cache"]) is not None):
            return self.session_class()
        return super().open_session(app, request)


def init_app(app):
    """Use the poll-free session interface."""
    app.session_interface = PollFreeSessionInterface()
