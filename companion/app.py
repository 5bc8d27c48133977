"""The application factory, in the manner of the Flask tutorial."""

import os
import secrets
from pathlib import Path

from flask import Flask, abort, request
from werkzeug.exceptions import HTTPException

from companion import caches, compression, i18n, security, sessions, store, tables
from companion.data_file import PRIVATE
from companion.resources import STATIC, TEMPLATES, default_data_folder
from companion.games import screen as game_screens
from companion.web import heavy, idle_poll, public_url, storage_errors, stream
from companion.web.forwarded import DEFAULT_TRUSTED, TrustedProxies
from companion.web.error_pages import REFUSED, error_response
from companion.rules.errors import N_

ERROR_MESSAGES = {
    400: N_("The request was not understood."),
    403: N_("This form has expired or came from another site. Reload the page and try again."),
    404: N_("This page does not exist. Check the link, or start from the home page."),
    405: N_("This method is not allowed here."),
    408: N_("The request took too long to arrive, so it was not read. Check the connection, then try again."),
    413: N_("That is too much data for one request: the limit is 2 MB (a game log is far smaller)."),
}
# Settings come from COMPANION_<KEY> environment variables (Flask's from_prefixed_env: a value is read as JSON
# when it is JSON, e.g. COMPANION_POLL_SECONDS=2, else as text). Two keep older names: COMPANION_DATA sets
# DATA_DIR and COMPANION_BASE_URL sets PUBLIC_BASE_URL.
OLDER_NAMES = {"DATA": "DATA_DIR", "BASE_URL": "PUBLIC_BASE_URL"}
TEXT_SETTINGS = ("DATA_DIR", "DATABASE_URL", "PUBLIC_BASE_URL", "SECRET_KEY")
PRIVATE_FOLDER = 0o700


def create_app(test_config=None):
    """Create and configure the app: defaults, then COMPANION_* environment variables, then ``test_config``
    (tests, CLI)."""
    app = Flask("companion", template_folder=str(TEMPLATES), static_folder=str(STATIC))
    app.config.from_mapping(
        DATA_DIR=None,
        DATABASE_URL=None,
        PUBLIC_BASE_URL=None,
        PUBLIC_HOSTS=list(public_url.LOOPBACK_HOSTS),
        BEHIND_PROXY=False,
        TRUSTED_PROXIES=list(DEFAULT_TRUSTED),  # only these addresses' X-Forwarded-* count (with BEHIND_PROXY)
        HEAVY_JOBS_PER_DEVICE=2,  # PDFs and imports at once per device, in the whole server
        HEAVY_JOBS_QUEUE=2,  # waiting for a job process, per worker
        SECRET_KEY=None,
        MAX_CONTENT_LENGTH=2 * 1024 * 1024,  # the 413 message names this limit
        SESSION_COOKIE_SAMESITE="Lax",
        SESSION_COOKIE_HTTPONLY=True,
        POLL_SECONDS=1,
        SEND_FILE_MAX_AGE_DEFAULT=3600,
    )
    app.config.from_prefixed_env("COMPANION")
    for older, key in OLDER_NAMES.items():
        if older in app.config:
            app.config[key] = app.config.pop(older)
    if test_config:
        app.config.update(test_config)
    _settings_from_text(app.config)
    app.instance_path = str(Path(app.config["DATA_DIR"] or default_data_folder()).resolve())
    os.makedirs(app.instance_path, mode=PRIVATE_FOLDER, exist_ok=True)
    app.config["SECRET_KEY"] = app.config["SECRET_KEY"] or _secret_key(Path(app.instance_path))
    if not app.config["DATABASE_URL"]:
        app.config["DATABASE_URL"] = f"sqlite:///{Path(app.instance_path) / 'companion.sqlite3'}"

    app.jinja_env.trim_blocks = True
    app.jinja_env.lstrip_blocks = True
    app.jinja_loader = game_screens.template_loader(app.jinja_loader)
    app.url_map.merge_slashes = False  # Werkzeug's merge redirect names the Host header the client sent
    app.before_request(_refused_by_the_server)
    app.after_request(_relative_redirect)
    i18n.init_app(app)
    security.init_app(app)
    sessions.init_app(app)
    compression.init_app(app)
    store.init_app(app)
    caches.init_app(app)
    tables.init_app(app)
    _register_blueprints(app)
    _register_error_pages(app)
    storage_errors.init_app(app)
    heavy.init_app(app)
    idle_poll.init_app(app)
    stream.init_app(app)
    public_url.init_app(app)
    app.wsgi_app = security.SecureCookiesOverHttps(app.wsgi_app)
    if app.config["BEHIND_PROXY"]:  # X-Forwarded-For/-Proto/-Host/-Port/-Prefix of a trusted proxy only
        app.wsgi_app = TrustedProxies(app.wsgi_app, app.config["TRUSTED_PROXIES"])
    return app


def _refused_by_the_server():
    """The server did not read this request's body (over the limit: 413; too slow: 408): say so, in the
    phone's language (companion/serving/asgi.py)."""
    status = request.environ.get(REFUSED)
    if status:
        abort(status)


def _relative_redirect(response):
    """A redirect to this same host says only the path: never the ``Host`` header a client sent back."""
    location = response.headers.get("Location", "")
    if location.startswith(request.host_url):
        response.headers["Location"] = "/" + location[len(request.host_url):]
    return response


def _settings_from_text(config):
    """Settings an environment variable gave as text or JSON: host lists split at commas, flags from
    1/true/yes/on, names and addresses always text."""
    hosts = config["PUBLIC_HOSTS"]
    if isinstance(hosts, str):
        hosts = hosts.split(",")
    hosts = [host.strip().lower() for host in hosts if host.strip()]
    config["PUBLIC_HOSTS"] = hosts or list(public_url.LOOPBACK_HOSTS)
    proxies = config["TRUSTED_PROXIES"]
    if isinstance(proxies, str):
        proxies = proxies.split(",")
    config["TRUSTED_PROXIES"] = [proxy.strip() for proxy in proxies if proxy.strip()] or list(DEFAULT_TRUSTED)
    flag = config["BEHIND_PROXY"]
    config["BEHIND_PROXY"] = flag.strip().lower() in ("1", "true", "yes", "on") if isinstance(flag, str) else bool(flag)
    for key in TEXT_SETTINGS:
        value = config.get(key)
        if value is None or value == "":
            config[key] = None
        elif not isinstance(value, (str, bytes)):
            config[key] = str(value)  # COMPANION_SECRET_KEY=12345 is JSON for a number


def _secret_key(folder):
    """A secret kept in the data folder, so sessions survive a restart."""
    path = folder / "secret_key"
    if not path.exists():  # written whole under another name, then linked: never partial, never readable by others
        draft = folder / f".secret_key.{os.getpid()}.{secrets.token_hex(4)}"
        with os.fdopen(os.open(draft, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE), "w") as stream:
            stream.write(secrets.token_urlsafe(48))
        try:
            os.link(draft, path)
        except FileExistsError:  # another process made it first: use theirs
            pass
        finally:
            os.unlink(draft)
    elif path.stat().st_mode & 0o077:
        path.chmod(PRIVATE)
    return path.read_text().strip()


def _register_blueprints(app):
    """Every part of the site is a blueprint, registered here."""
    from companion.web import ask, board, exports, home, seat_views, stream, table_play, tables, template_helpers  # noqa: F401  (they add to tables.bp)

    app.register_blueprint(home.bp)
    app.register_blueprint(tables.bp)
    from companion.rulebook import views as rulebook

    app.register_blueprint(rulebook.bp)
    from companion.printing import calibrate_views, views as printing  # noqa: F401  (calibrate_views adds to printing.bp)

    app.register_blueprint(printing.bp)
    from companion.web import nights, pwa

    app.register_blueprint(nights.bp)
    app.register_blueprint(pwa.bp)
    from companion.web import cards, hand

    app.register_blueprint(cards.bp)
    app.register_blueprint(hand.bp)


def _register_error_pages(app):
    @app.errorhandler(HTTPException)
    def http_error(error):
        """A page in the phone's language for every 4xx/5xx, never a traceback."""
        message = ERROR_MESSAGES.get(error.code, ERROR_MESSAGES[400])
        return error_response(error.code, message)

    @app.errorhandler(Exception)
    def unexpected(error):
        """Log the bug, show a calm page."""
        app.logger.exception("unhandled error")
        return error_response(500, N_("The server could not finish this request. Nothing was lost; please try again."))
