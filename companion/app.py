"""The application factory, in the manner of the Flask tutorial."""

import os
import secrets
from pathlib import Path

from flask import Flask
from werkzeug.exceptions import HTTPException
from werkzeug.middleware.proxy_fix import ProxyFix

from companion import caches, compression, i18n, public_url, security, sessions, store, tables
from companion.resources import STATIC, TEMPLATES, default_data_folder
from companion.games import screen as game_screens
from companion.web import idle_poll, storage_errors
from companion.web.error_pages import error_response
from companion.rules.errors import N_

ERROR_MESSAGES = {
    400: N_("The request was not understood."),
    403: N_("This form has expired or came from another site. Reload the page and try again."),
    404: N_("This page does not exist. Check the link, or start from the home page."),
    405: N_("This method is not allowed here."),
    413: N_("That is too much data for one request: the limit is 2 MB (a game log is far smaller)."),
}
# Settings come from COMPANION_<KEY> environment variables (Flask's from_prefixed_env: a value is read as JSON
# when it is JSON, e.g. COMPANION_POLL_SECONDS=2, else as text). Two keep older names: COMPANION_DATA sets
# DATA_DIR and COMPANION_BASE_URL sets PUBLIC_BASE_URL.
OLDER_NAMES = {"DATA": "DATA_DIR", "BASE_URL": "PUBLIC_BASE_URL"}
TEXT_SETTINGS = ("DATA_DIR", "DATABASE_URL", "PUBLIC_BASE_URL", "SECRET_KEY")


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
    os.makedirs(app.instance_path, exist_ok=True)
    app.config["SECRET_KEY"] = app.config["SECRET_KEY"] or _secret_key(Path(app.instance_path))
    if not app.config["DATABASE_URL"]:
        app.config["DATABASE_URL"] = f"sqlite:///{Path(app.instance_path) / 'companion.sqlite3'}"

    app.jinja_env.trim_blocks = True
    app.jinja_env.lstrip_blocks = True
    app.jinja_loader = game_screens.template_loader(app.jinja_loader)
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
    idle_poll.init_app(app)
    public_url.init_app(app)
    app.wsgi_app = security.SecureCookiesOverHttps(app.wsgi_app)
    if app.config["BEHIND_PROXY"]:  # trust X-Forwarded-For/-Proto/-Host/-Port/-Prefix from one proxy
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=1, x_proto=1, x_host=1, x_port=1, x_prefix=1)
    return app


def _settings_from_text(config):
    """Settings an environment variable gave as text or JSON: host lists split at commas, flags from
    1/true/yes/on, names and addresses always text."""
    hosts = config["PUBLIC_HOSTS"]
    if isinstance(hosts, str):
        hosts = hosts.split(",")
    hosts = [host.strip().lower() for host in hosts if host.strip()]
    config["PUBLIC_HOSTS"] = hosts or list(public_url.LOOPBACK_HOSTS)
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
    if not path.exists():
        path.write_text(secrets.token_urlsafe(48))
        path.chmod(0o600)
    return path.read_text().strip()


def _register_blueprints(app):
    """Every part of the site is a blueprint, registered here."""
    from companion.web import ask, board, exports, home, seat_views, table_play, tables, template_helpers  # noqa: F401  (they add to tables.bp)

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
