"""Error answers: a page in the phone's language, or for htmx just the message."""

from flask import make_response, render_template, request


def error_response(status, message):
    """The error page, or for htmx only the message (``HX-Reswap: none``: the screen stays as it is)."""
    if request.headers.get("HX-Request") == "true":
        response = make_response(render_template("partials/flash_error.html", message=message), status)
        response.headers["HX-Reswap"] = "none"
        return response
    return make_response(render_template("error.html", code=status, message=message), status)
