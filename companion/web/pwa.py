"""Installing the companion on a phone: the web app manifest and the service worker.

The service worker is served from the site's root (``/sw.js``) so that its
scope is the whole site; it keeps the app shell and the rule pages a phone
has opened, and never caches tables (static/js/sw.js says how). Its caches
are named by the app's version (the package version and a digest of every
static file), written into the script as it is served: after an upgrade
the script differs, so the phone installs the new worker, which fills new
caches and deletes the old ones.
"""

import hashlib
from functools import lru_cache
from importlib import metadata
from pathlib import Path

from flask import Blueprint, current_app, make_response, request, url_for

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
    version = app_version(current_app.static_folder)
    script = (Path(current_app.static_folder) / "js" / "sw.js").read_text(encoding="utf-8")
    response = make_response(script.replace(VERSION_MARK, version))
    response.headers["Service-Worker-Allowed"] = url_for("home.index")  # the app's root, a proxy's prefix included
    response.headers["Cache-Control"] = "no-cache"
    response.mimetype = "text/javascript"
    response.set_etag(version)
    return response.make_conditional(request)


VERSION_MARK = "__APP_VERSION__"


@lru_cache(maxsize=4)
def app_version(static_folder):
    """``<package version>-<digest of every static file>``: changes whenever anything the worker keeps does."""
    try:
        release = metadata.version("rainbow-companion")
    except metadata.PackageNotFoundError:
        release = "0"
    digest = hashlib.sha256()
    for path in sorted(Path(static_folder).rglob("*")):
        if path.is_file():
            digest.update(path.relative_to(static_folder).as_posix().encode() + b"\0" + path.read_bytes())
    return f"{release}-{digest.hexdigest()[:12]}"
