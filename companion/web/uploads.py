"""Importing a saved file (a game log, a game night): reading the upload and the page around its form."""

from flask import render_template, request

from companion.rules.errors import LogError
from companion.games.log import parse_log, replay_steps


def uploaded_text(field, missing, not_text):
    """The text of the file uploaded as ``field`` (UTF-8, a byte-order mark dropped).

    LogError with the message ``missing`` when no file was chosen, ``not_text`` when it is not UTF-8 text.
    """
    upload = request.files.get(field)
    if upload is None or not upload.filename and not upload.content_length:
        raise LogError(missing)
    try:
        return upload.read().decode("utf-8-sig")
    except UnicodeDecodeError:
        raise LogError(not_text) from None


def import_page(template, message="", status=200):
    """An import page (its form: templates/partials/upload_form.html), with the problem ``message`` above it."""
    return render_template(template, message=message), status


def checked_log(text):
    """The game log ``text`` parsed and replayed to check it: ``(log object, the game after each event)``.

    LogError or EventError when it is not acceptable. A heavy job (companion/web/heavy.py): it may run in
    another process, so it takes and returns plain data.
    """
    data = parse_log(text)
    return data, list(replay_steps(data))
