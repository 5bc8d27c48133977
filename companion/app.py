"""The application factory, in the manner of the Flask tutorial."""

import os
import secrets
from pathlib import Path

from flask import Flask
from werkzeug.exceptions import HTTPException

from companion import PROJECT_ROOT, compression, i18n, security, sessions, store
from companion.web import idle_poll, storage_errors
from companion.web.error_pages import error_response
from companion.rules.errors import N_

ERROR_MESSAGES = {
    400: N_("The request was not understood."),
    403: N_("This form has expired or came from another site. Reload the page and try again."),
    404: N_("This page does not exist. Check the link, or start from the home page."),
    405: N_("This method is not allowed here."),
    413: N_("That is too much data for one request."),
}


def create_app(test_config=None):
    """Create and configure the app; ``test_config`` overrides settings (tests, CLI)."""
    app = Flask(
        "companion",
        template_folder=str(PROJECT_ROOT / "templates"),
        static_folder=str(PROJECT_ROOT / "static"),
        instance_path=str(Path((test_config or {}).get("DATA_DIR")
                               or os.environ.get("COMPANION_DATA", PROJECT_ROOT / "data")).resolve()),
    )
    app.config.from_mapping(
        DATABASE_URL=os.environ.get("COMPANION_DATABASE_URL"),
        MAX_CONTENT_LENGTH=2 * 1024 * 1024,
        SESSION_COOKIE_SAMESITE="Lax",
        SESSION_COOKIE_HTTPONLY=True,
        POLL_SECONDS=1,
        SEND_FILE_MAX_AGE_DEFAULT=3600,
    )
    if test_config:
        app.config.update(test_config)
    os.makedirs(app.instance_path, exist_ok=True)
    app.config["SECRET_KEY"] = (app.config.get("SECRET_KEY") or os.environ.get("COMPANION_SECRET_KEY")
                                or _secret_key(Path(app.instance_path)))
    if not app.config["DATABASE_URL"]:
        app.config["DATABASE_URL"] = f"sqlite:///{Path(app.instance_path) / 'companion.sqlite3'}"

    app.jinja_env.trim_blocks = True
    app.jinja_env.lstrip_blocks = True
    i18n.init_app(app)
    security.init_app(app)
    sessions.init_app(app)
    compression.init_app(app)
    store.init_app(app)
    _register_blueprints(app)
    _register_error_pages(app)
    storage_errors.init_app(app)
    idle_poll.init_app(app)
    return app


def _secret_key(folder):
    """A secret kept in the data folder, so sessions survive a restart."""
    path = folder / "secret_key"
    if not path.exists():
        path.write_text(secrets.token_urlsafe(48))
        path.chmod(0o600)
    return path.read_text().strip()


def _register_blueprints(app):
    """Every part of the site is a blueprint, registered here."""
    from companion.web import home, seat_views, table_play, tables, template_helpers  # noqa: F401  (they add to tables.bp)

    app.register_blueprint(home.bp)
    app.register_blueprint(tables.bp)
    from companion.rulebook import views as rulebook

    app.register_blueprint(rulebook.bp)
    from companion.printing import views as printing

    app.register_blueprint(printing.bp)


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
