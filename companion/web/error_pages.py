"""Error answers: a page in the phone's language, or for htmx just the message; what they may echo."""

from flask import make_response, render_template, request

# WSGI environ key the server sets (companion/serving/asgi.py) when it did not read a request's body:
# the status the app answers with (413: over the limit, 408: too slow), in the phone's language.
REFUSED = "companion.refused"
ECHO_LIMIT = 200  # characters of one typed value a page shows again (with a refusal): never megabytes back


def echoed(text):
    """``text`` as a page may show it again: at most ECHO_LIMIT characters."""
    return text if not isinstance(text, str) or len(text) <= ECHO_LIMIT else text[:ECHO_LIMIT] + "…"


def echoed_form(form):
    """The first value of each field of a form or query, each cut to ECHO_LIMIT characters, to fill a form again."""
    return {echoed(key): echoed(value) for key, value in form.items()}


def error_response(status, message):
    """The error page, or for htmx only the message (``HX-Reswap: none``: the screen stays as it is)."""
    if request.headers.get("HX-Request") == "true":
        response = make_response(render_template("partials/flash_error.html", message=message), status)
        response.headers["HX-Reswap"] = "none"
        return response
    return make_response(render_template("error.html", code=status, message=message), status)
