"""Installing the companion on a phone: the web app manifest and the service worker.

The service worker is served from the site's root (``/sw.js``) so that its
scope is the whole site; it keeps the app shell and the rule pages a phone
has opened, and never caches tables (static/js/sw.js says how).
"""

from flask import Blueprint, current_app, make_response, send_from_directory, url_for

from companion.i18n import translate

bp = Blueprint("pwa", __name__)

THEME_COLOUR = "#0b4fa8"
BACKGROUND_COLOUR = "#ffffff"
ICONS = (("icon-192.png", "192x192", "any"), ("icon-512.png", "512x512", "any"),
         ("icon-maskable-512.png", "512x512", "maskable"))


@bp.get("/manifest.webmanifest")
def manifest():
    """The web app manifest: name, start page, colours and icons, in the phone's language."""
    data = {
        "name": translate("Rainbow Companion"),
        "short_name": translate("Rainbow"),
        "description": translate("Keep score and turn order for a real card game on everyone's phone."),
        "start_url": url_for("home.index"),
        "scope": url_for("home.index"),
        "display": "standalone",
        "theme_color": THEME_COLOUR,
        "background_color": BACKGROUND_COLOUR,
        "icons": [{"src": url_for("static", filename=f"icons/{name}"), "sizes": sizes, "type": "image/png",
                   "purpose": purpose} for name, sizes, purpose in ICONS],
    }
    response = current_app.response_class(current_app.json.dumps(data), mimetype="application/manifest+json")
    response.headers["Cache-Control"] = "no-cache"
    return response


@bp.get("/sw.js")
def service_worker():
    """The service worker script, from the site root so that it may look after every page."""
    response = make_response(send_from_directory(current_app.static_folder, "js/sw.js", max_age=0))
    response.headers["Service-Worker-Allowed"] = url_for("home.index")  # the app's root, a proxy's prefix included
    response.headers["Cache-Control"] = "no-cache"
    response.mimetype = "text/javascript"
    return response
