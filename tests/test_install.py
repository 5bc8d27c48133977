"""Installable like any Python app: a wheel built from the checkout, installed (not editable) into a fresh
virtualenv outside the checkout, serves every kind of page and prints every kind of PDF."""

import fcntl
import json
import os
import shutil
import subprocess
import sys
from contextlib import contextmanager
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TRANSLATED = ("fr", "ja", "de")
pytestmark = pytest.mark.slow


def run(*command, cwd, timeout=600):
    """Run a command outside the checkout, without the checkout's settings; fail with its output."""
    env = {key: value for key, value in os.environ.items()
           if not key.startswith("COMPANION_") and key not in ("PYTHONPATH", "VIRTUAL_ENV")}
    result = subprocess.run([str(part) for part in command], cwd=cwd, env=env, capture_output=True, text=True,
                            timeout=timeout)
    assert result.returncode == 0, f"{command}\n{result.stdout[-3000:]}\n{result.stderr[-3000:]}"
    return result.stdout


@contextmanager
def built_once(folder, name):
    """Hold the lock of ``folder/name`` across the run's processes; yield that folder and whether it still has
    to be built (whoever builds it leaves a ``done`` file in it)."""
    target = folder / name
    with open(folder / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        yield target, not (target / "done").exists()


@pytest.fixture(scope="session")
def installed(shared_folder):
    """A folder holding a virtualenv where the built wheel is installed: built once for the whole run, by
    whichever of its processes asks first (tests/conftest.py removes it with the run's shared folder)."""
    with built_once(shared_folder, "installed-wheel") as (folder, to_build):
        python = folder / "venv" / "bin" / "python"
        if to_build:
            shutil.rmtree(folder, ignore_errors=True)
            folder.mkdir()
            run(sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", folder / "wheels", ROOT, cwd=folder)
            wheel = next((folder / "wheels").glob("rainbow_companion-*.whl"))
            run(sys.executable, "-m", "venv", "--without-pip", folder / "venv", cwd=folder)
            # The versions the checkout is tested with (constraints.txt); no byte-compiling of every dependency.
            run(sys.executable, "-m", "pip", "--python", python, "install", "-q", "--no-compile",
                "-c", ROOT / "constraints.txt", wheel, cwd=folder)
            (folder / "done").touch()
    return folder, python


def test_the_wheel_carries_the_folders_and_the_compiled_translations(installed):
    folder, python = installed
    package = Path(run(python, "-c", "import companion; print(companion.__file__)", cwd=folder).strip()).parent
    assert package.is_relative_to(folder / "venv")
    game_files = ("__init__.py", "engine.py", "screen.py", "deck.json", "rules/ja.md", "templates/state.html")
    for name in ("templates/base.html", "static/vendor/htmx-2.0.4.min.js", "printables/sheets/a4-plain.json",
                 *(f"games/rainbow_field/{file}" for file in game_files),
                 *(f"i18n/translations/{lang}/LC_MESSAGES/messages.mo" for lang in TRANSLATED)):
        assert (package / name).is_file(), name


def test_the_installed_app_serves_every_page_and_prints_every_pdf(installed, tmp_path):
    folder, python = installed
    shutil.copy(ROOT / "tests" / "installed_app_check.py", tmp_path / "check.py")
    found = json.loads(run(python, tmp_path / "check.py", tmp_path / "data", cwd=tmp_path))
    assert found["installed"] and Path(found["templates"]).is_relative_to(folder / "venv")
    assert Path(found["static"]).is_relative_to(folder / "venv")
    assert {url: status for url, status in found["pages"].items()
            if status != (303 if url.startswith("POST") else 200)} == {}
    assert {name: start for name, start in found["documents"].items() if start not in ("%PDF-", "ascii")} == {}
    assert found["french"]


@pytest.mark.parametrize("args", [
    ["stickers", "rainbow7-rain", "--sheet", "a4-plain", "--value", "braille", "--card-qr", "--base-url",
     "https://e.org", "--brf", "out.brf", "--lang", "fr"],
    ["stickers", "rainbow-field", "--count", "highest=5", "--count", "copies=2", "--card", "63x88", "--raise", "swell"],
    ["rule-cards", "--base-url", "https://e.org", "--lang", "ja", "--tactile"],
], ids=lambda args: " ".join(args[:2]))
def test_the_installed_command_prints_pdfs(installed, args, tmp_path):
    """``companion stickers`` and ``companion rule-cards`` (every game's sticker PDF is printed by the pages)."""
    _, python = installed
    output = tmp_path / "out.pdf"
    run(python.with_name("companion"), *args, "-o", output, cwd=tmp_path)
    assert output.read_bytes().startswith(b"%PDF-")
    if "--brf" in args:
        assert (tmp_path / "out.brf").read_bytes().isascii()
