"""Rainbow Companion: a table companion, sticker printer and rule book for four rainbow card games."""

from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parent.parent


def create_app(test_config=None):
    """Build the Flask application (imported lazily so the rules engines stay Flask-free)."""
    from companion.app import create_app as factory

    return factory(test_config)
