"""Gzip for text responses, so a phone's first load stays small on slow Wi-Fi."""

import gzip

from flask import request

COMPRESSIBLE = ("text/", "application/javascript", "application/json", "image/svg+xml")
MINIMUM_SIZE = 1024


def compress(response):
    """Gzip a text response when the browser accepts it."""
    if (response.status_code != 200
            or "gzip" not in request.headers.get("Accept-Encoding", "")
            or "Content-Encoding" in response.headers
            or not (response.mimetype or "").startswith(COMPRESSIBLE)):
        return response
    response.direct_passthrough = False
    data = response.get_data()
    if len(data) < MINIMUM_SIZE:
        return response
    response.set_data(gzip.compress(data, compresslevel=6))
    response.headers["Content-Encoding"] = "gzip"
    response.vary.add("Accept-Encoding")
    return response


def init_app(app):
    """Compress every eligible response."""
    app.after_request(compress)
