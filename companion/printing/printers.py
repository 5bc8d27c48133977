"""Printer corrections kept by name ("library laser") for the command line: ``printers.json`` in the data folder.

The web app keeps the same records in the browser's ``localStorage`` (``static/js/print.js``); this file is
the command line's copy, one JSON object: name → the five numbers of a ``Correction`` and the sheet it was
measured on.
"""

import json
import os
from dataclasses import asdict
from pathlib import Path

from companion.printing import PrintOptionError
from companion.printing.calibration import Correction, checked_correction
from companion.resources import default_data_folder
from companion.rules.errors import N_, Choices

FILE_NAME = "printers.json"
NAME_LIMIT = 80


def data_folder(folder=None):
    """The data folder: ``folder``, else ``COMPANION_DATA``, else the app's default (``./data``)."""
    return Path(folder or os.environ.get("COMPANION_DATA") or default_data_folder())


def load(folder=None):
    """Every saved printer: name → ``{"correction": Correction, "sheet": id}`` (none when no file)."""
    path = data_folder(folder) / FILE_NAME
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except (OSError, ValueError) as error:
        raise PrintOptionError("printer", N_("The saved printers in {path} cannot be read: {problem}."),
                               path=str(path), problem=str(error)) from None
    return {name: {"correction": Correction(**{key: float(entry[key]) for key in asdict(Correction())}),
                   "sheet": entry.get("sheet", "")}
            for name, entry in raw.items() if isinstance(entry, dict)}


def checked_name(name):
    """A printer's name, trimmed; PrintOptionError when empty or too long."""
    name = " ".join((name or "").split())
    if not name or len(name) > NAME_LIMIT:
        raise PrintOptionError("printer", N_("Give the printer a name of 1 to {limit} characters, like \"library "
                                             "laser\"."), limit=NAME_LIMIT)
    return name


def save(name, correction, sheet="", folder=None):
    """Keep ``correction`` under ``name`` (replacing one of that name); written whole, then renamed into place."""
    name = checked_name(name)
    checked_correction(correction)
    folder = data_folder(folder)
    folder.mkdir(parents=True, exist_ok=True)
    records = {key: {**asdict(value["correction"]), "sheet": value["sheet"]} for key, value in load(folder).items()}
    records[name] = {**asdict(correction), "sheet": sheet}
    temporary = folder / (FILE_NAME + ".new")
    temporary.write_text(json.dumps(records, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    os.replace(temporary, folder / FILE_NAME)
    return name


def forget(name, folder=None):
    """Remove the printer ``name``; PrintOptionError when there is none of that name."""
    records = load(folder)
    if name not in records:
        raise PrintOptionError("printer", N_("No printer is saved as {name}."), name=name)
    del records[name]
    kept = {key: {**asdict(value["correction"]), "sheet": value["sheet"]} for key, value in records.items()}
    (data_folder(folder) / FILE_NAME).write_text(json.dumps(kept, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def correction_of(name, folder=None):
    """The correction saved as ``name``; PrintOptionError naming the saved ones when there is none."""
    records = load(folder)
    if name not in records and not records:
        raise PrintOptionError("printer", N_("No printer is saved as {name}: none is saved yet. Save one with "
                                             "companion calibrate --save NAME."), name=name)
    if name not in records:
        raise PrintOptionError("printer", N_("No printer is saved as {name}. Saved printers: {choices}."),
                               name=name, choices=Choices(records))
    return records[name]["correction"]
