#!/usr/bin/env python3
"""Convert the old dict catalogues (companion/i18n/catalog_*.py) and the colour and direction
names of printables/codes/*.json into the gettext catalogues.

    .venv/bin/python scripts/catalogs_to_po.py                 # dicts from this checkout
    .venv/bin/python scripts/catalogs_to_po.py --rev REV       # dicts as they are in git revision REV
    .venv/bin/python scripts/catalogs_to_po.py --from DIR      # dicts from another checkout

It extracts companion/i18n/messages.pot from this checkout's sources (babel.cfg), then writes
companion/i18n/translations/<lang>/LC_MESSAGES/messages.po for fr, ja and de: each message's
text comes from the dicts, else from the JSON names, else from the .po already there (so
translations made in the .po since survive). The output is deterministic (sorted, fixed
dates, no line numbers). It prints what is still untranslated and exits 1 if anything is.
"""

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from companion.i18n import catalogues  # noqa: E402

DICTS = "companion/i18n"
CODES = ("printables/codes/colours.json", "printables/codes/letters.json")


class Source:
    """Reads files from a git revision or a directory."""

    def __init__(self, rev=None, directory=ROOT):
        self.rev, self.directory = rev, Path(directory)

    def names(self, folder):
        """File names in ``folder``."""
        if self.rev:
            listing = subprocess.run(["git", "ls-tree", "--name-only", f"{self.rev}:{folder}"], cwd=ROOT,
                                     check=True, capture_output=True, text=True).stdout
            return listing.split()
        path = self.directory / folder
        return sorted(item.name for item in path.iterdir()) if path.is_dir() else []

    def text(self, path):
        """The text of ``path``, or None when it does not exist there."""
        if self.rev:
            shown = subprocess.run(["git", "show", f"{self.rev}:{path}"], cwd=ROOT, capture_output=True)
            return shown.stdout.decode("utf-8") if shown.returncode == 0 else None
        file = self.directory / path
        return file.read_text(encoding="utf-8") if file.exists() else None


def dict_messages(source):
    """{english: {lang: text}} from every catalog_*.py module's MESSAGES (later modules must agree)."""
    merged = {}
    for name in source.names(DICTS):
        if name.startswith("catalog_") and name.endswith(".py"):
            namespace = {"__name__": name[:-3]}
            exec(compile(source.text(f"{DICTS}/{name}"), name, "exec"), namespace)
            for english, texts in namespace["MESSAGES"].items():
                if english in merged and merged[english] != texts:
                    print(f"warning: {name} translates {english!r} differently; keeping the first",
                          file=sys.stderr)
                merged.setdefault(english, texts)
    return merged


def code_names(source):
    """{english name: {lang: name}} for the colours and directions of the sticker codes."""
    found = {}
    for path in CODES:
        text = source.text(path)
        for entry in (json.loads(text) if text else {}).values():
            names = entry.get("names") if isinstance(entry, dict) else None
            if names and "en" in names:
                found[names["en"]] = {lang: value for lang, value in names.items() if lang != "en"}
    return found


def _forms(message, texts, plural_count):
    """The msgstr of one message (a list for plurals) from {english: {lang: text}} lookups."""
    if isinstance(message.id, tuple):
        singular, plural = (texts(english) for english in message.id)
        if plural_count == 1:
            return [plural] if plural else None
        return [singular] + [plural] * (plural_count - 1) if singular and plural else None
    return texts(message.id)


def convert(source):
    """Write the .pot and the .po files; return the messages still untranslated."""
    template = catalogues.extract()
    catalogues.write(template, catalogues.POT)
    dicts, names = dict_messages(source), code_names(source)
    for english, texts in names.items():
        if english in dicts and any(dicts[english].get(lang) != text for lang, text in texts.items()):
            print(f"note: the colour/direction name {english!r} differs between the dicts {dicts[english]} "
                  f"and the codes {texts}; the dicts win", file=sys.stderr)
    gaps = []
    for lang in catalogues.TRANSLATED:
        path = catalogues.po_path(lang)
        old = catalogues.read(path) if path.exists() else None
        catalog = catalogues._new_catalog(lang)
        for message in template:
            if not message.id:
                continue

            def texts(english, lang=lang):
                return (dicts.get(english, {}).get(lang) or names.get(english, {}).get(lang))

            string = _forms(message, texts, catalog.num_plurals)
            if not string and old is not None and old.get(message.id) is not None:
                string = old.get(message.id).string
            catalog.add(message.id, string or None, message.locations, auto_comments=message.auto_comments, context=message.context)
            if not string:
                gaps.append(f"{lang}: {message.id!r}")
        catalogues.write(catalog, path)
        catalogues.compile_mo(lang)
    return gaps


def main():
    """Parse the options, convert, report."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rev", help="read the dicts and codes from this git revision")
    parser.add_argument("--from", dest="directory", default=str(ROOT), help="read them from this checkout")
    options = parser.parse_args()
    gaps = convert(Source(options.rev, options.directory))
    print("\n".join(f"untranslated: {gap}" for gap in gaps) or "every message is translated", file=sys.stderr)
    return 1 if gaps else 0


if __name__ == "__main__":
    sys.exit(main())
