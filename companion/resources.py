"""Where the app finds ``templates/``, ``static/`` and ``printables/``, and its default data folder.

The folders sit at the top of the repository (the project's layout). A built wheel carries
copies inside the package (``companion/templates`` …, see ``hatch_build.py``); a checkout or an
editable install has no such copies and uses the top-level folders.
"""

from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
PROJECT_ROOT = PACKAGE.parent
INSTALLED = (PACKAGE / "templates").is_dir()


def folder(name):
    """The folder ``name`` (``templates``, ``static`` or ``printables``): the packaged copy when installed."""
    return PACKAGE / name if INSTALLED else PROJECT_ROOT / name


def default_data_folder():
    """The data folder when none is configured: ``data/`` in a checkout, ``./data`` for an installed app."""
    return Path("data") if INSTALLED else PROJECT_ROOT / "data"


TEMPLATES = folder("templates")
STATIC = folder("static")
PRINTABLES = folder("printables")
