"""The gettext catalogues (Babel): extract the marked messages, update the .po files, compile and load them.

``python -m companion.i18n extract|update|compile|check`` runs each step with the
project's options (``babel.cfg`` and the keywords below), so nobody has to remember them:
``extract`` writes ``companion/i18n/messages.pot``; ``update`` merges it into each
``translations/<lang>/LC_MESSAGES/messages.po`` (no fuzzy matching, obsolete entries dropped);
``compile`` writes the ``.mo`` files; ``check`` exits 1 when the .pot is stale or a .po is incomplete.
"""

import io
import sys
from datetime import datetime, timezone
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po
from babel.support import Translations

from companion.resources import PROJECT_ROOT

HERE = Path(__file__).parent
POT = HERE / "messages.pot"
TRANSLATIONS = HERE / "translations"
DOMAIN = "messages"
TRANSLATED = ("fr", "ja", "de")
KEYWORDS = {**DEFAULT_KEYWORDS, "translate": None, "counted": (2, 3), "translate_plural": (1, 2), "Np_": (1, 2), "Nc_": ((1, "c"), 2)}
PROJECT = "Rainbow Companion"
# The print-data extractor by its import path, so extraction works before the package's entry points are installed.
METHODS = {"printables": "companion.i18n.printables_extractor:extract"}
# A fixed header date keeps the generated files identical from one run to the next.
FIXED_DATE = datetime(2026, 1, 1, tzinfo=timezone.utc)


def po_path(lang):
    """Where the .po file of ``lang`` lives."""
    return TRANSLATIONS / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def _new_catalog(locale=None):
    return Catalog(locale=locale, project=PROJECT, version="", creation_date=FIXED_DATE,
                   revision_date=FIXED_DATE, fuzzy=False, charset="utf-8",
                   copyright_holder="the Rainbow Companion authors", msgid_bugs_address="the Rainbow Companion maintainers",
                   last_translator="see docs/translating.md", language_team=locale or "")


def extract(root=PROJECT_ROOT):
    """A Catalog of every marked message in the sources under ``root`` (what ``pybabel extract`` finds)."""
    with open(root / "babel.cfg", encoding="utf-8") as config:
        method_map, options_map = parse_mapping_cfg(config)
    method_map = [(pattern, METHODS.get(method, method)) for pattern, method in method_map]
    catalog = _new_catalog()
    for filename, _lineno, message, comments, context in extract_from_dir(
            str(root), method_map, options_map, keywords=KEYWORDS):
        catalog.add(message, None, [(filename, None)], auto_comments=comments, context=context)
    return catalog


def read(path):
    """The catalogue stored at ``path``."""
    with open(path, "rb") as handle:
        return read_po(handle)


def write(catalog, path):
    """Write ``catalog`` as a .po/.pot file: sorted, file names without line numbers (quiet diffs)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=0, sort_output=True, include_lineno=False, ignore_obsolete=True)
    path.write_bytes(buffer.getvalue())


def update(template):
    """Merge ``template`` into each language's .po file (new messages empty, gone ones dropped)."""
    for lang in TRANSLATED:
        catalog = read(po_path(lang)) if po_path(lang).exists() else _new_catalog(lang)
        catalog.update(template, no_fuzzy_matching=True)
        catalog.revision_date = catalog.creation_date = FIXED_DATE
        write(catalog, po_path(lang))


def _mo_bytes(lang):
    buffer = io.BytesIO()
    write_mo(buffer, read(po_path(lang)))
    return buffer.getvalue()


def compile_mo(lang):
    """The compiled catalogue of ``lang`` as bytes, written beside the .po when it was missing or stale.

    A read-only install keeps the bytes in memory instead."""
    po, mo = po_path(lang), po_path(lang).with_suffix(".mo")
    if mo.exists() and mo.stat().st_mtime >= po.stat().st_mtime:
        return mo.read_bytes()
    data = _mo_bytes(lang)
    try:
        mo.write_bytes(data)
    except OSError:
        pass
    return data


def load(lang):
    """Babel Translations for ``lang`` (compiled first if needed)."""
    return Translations(io.BytesIO(compile_mo(lang)), domain=DOMAIN)


def problems(root=PROJECT_ROOT):
    """What is wrong with the catalogues: a stale .pot, and per language untranslated, fuzzy or obsolete entries."""
    found = []
    stored = read(POT)
    fresh = extract(root)
    if {m.id for m in fresh if m.id} != {m.id for m in stored if m.id}:
        found.append("messages.pot is out of date: run python -m companion.i18n extract")
    for lang in TRANSLATED:
        catalog = read(po_path(lang))
        ids = {m.id for m in catalog if m.id}
        for message in stored:
            if message.id and message.id not in ids:
                found.append(f"{lang}: not in the .po: {message.id!r}")
        for message in catalog:
            if not message.id:
                continue
            texts = message.string if isinstance(message.string, (list, tuple)) else [message.string]
            if not all(texts):
                found.append(f"{lang}: untranslated: {message.id!r}")
            if message.fuzzy:
                found.append(f"{lang}: fuzzy: {message.id!r}")
        found += [f"{lang}: obsolete: {key!r}" for key in catalog.obsolete]
    return found


def main(argv):
    """The command line: extract, update, compile or check."""
    command = argv[0] if argv else "check"
    if command == "extract":
        write(extract(), POT)
    elif command == "update":
        update(read(POT))
    elif command == "compile":
        for lang in TRANSLATED:
            compile_mo(lang)
    elif command == "check":
        found = problems()
        print("\n".join(found) or "catalogues complete")
        return 1 if found else 0
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
