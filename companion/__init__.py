"""Rainbow Companion: a table companion, sticker printer and rule book for four rainbow card games."""

from companion.resources import PROJECT_ROOT  # noqa: F401  (the checkout's root: tests and the catalogue commands)


def create_app(test_config=None):
    """Build the Flask application (imported lazily so the rules engines stay Flask-free)."""
    from companion.app import create_app as factory

    return factory(test_config)
