"""Build hook: a wheel carries ``templates/``, ``static/``, ``printables/`` and the compiled translations.

The three folders stay at the top of the repository and are mapped to ``companion/<folder>`` (where
``companion.resources`` looks in an installed app). The ``.mo`` files are not committed, so they are
compiled from the ``.po`` files here. Editable installs get neither: they read the checkout.
"""

import tempfile
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from hatchling.builders.hooks.plugin.interface import BuildHookInterface

FOLDERS = ("templates", "static", "printables")
CATALOGUES = "companion/i18n/translations/*/LC_MESSAGES/*.po"


class CompanionBuildHook(BuildHookInterface):
    """Adds the data folders and the compiled catalogues to a standard (not editable) wheel."""

    def initialize(self, version, build_data):
        """Map the folders into the package and compile each .po into a temporary .mo."""
        if self.target_name != "wheel" or version == "editable":
            return
        root = Path(self.root)
        for name in FOLDERS:
            build_data["force_include"][str(root / name)] = f"companion/{name}"
        self._compiled = tempfile.TemporaryDirectory()
        for po in sorted(root.glob(CATALOGUES)):
            relative = po.relative_to(root).with_suffix(".mo")
            mo = Path(self._compiled.name) / relative
            mo.parent.mkdir(parents=True, exist_ok=True)
            with po.open("rb") as source:
                catalog = read_po(source)
            with mo.open("wb") as target:
                write_mo(target, catalog)
            build_data["force_include"][str(mo)] = relative.as_posix()

    def finalize(self, version, build_data, artifact_path):
        """Remove the temporary .mo files."""
        compiled = getattr(self, "_compiled", None)
        if compiled is not None:
            compiled.cleanup()
