"""``python -m companion.i18n extract|update|compile|check``: the catalogue steps (see catalogues.py)."""

import sys

from companion.i18n.catalogues import main

sys.exit(main(sys.argv[1:]))
