"""Every page passes the W3C Nu HTML checker (vnu.jar) with no error, in the four languages.

``scripts/test.sh`` installs the checker from npm (``vnu-jar``, into ``.cache/vnu``) and Java from Debian;
``COMPANION_VNU_JAR`` points at another copy. Without them the test is skipped, except in CI, where it fails.
htmx attributes are written ``data-hx-*`` (htmx reads both spellings; the checker accepts only ``data-*``).
"""

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from companion.resources import PROJECT_ROOT
from tests.web.helpers import create_table, post

VNU_JAR = Path(os.environ.get("COMPANION_VNU_JAR")
               or Path(PROJECT_ROOT) / ".cache" / "vnu" / "node_modules" / "vnu-jar" / "build" / "dist" / "vnu.jar")
GAMES = ("rainbow7-rain", "rainbow7-explorers", "rainbow-field", "rainbow-snake")
PAGES = ("/", "/tables/new", "/tables/import", "/nights/import", "/print", "/print?submitted=1&game=rainbow7-rain",
         "/print?submitted=1&game=rainbow7-rain&offset_x=abc&base_url=nope&card_qr=on",
         "/print?submitted=1&game=rainbow7-explorers&card_qr=on&base_url=http://192.168.1.2:8000&sheet=a4-38x21",
         "/print?submitted=1&game=rainbow-field&sheet_q=L7160&find_sheet=1", "/print?submitted=1&sheet=avery:L7676",
         "/print/calibrate", "/print/calibrate?submitted=1&sheet=a4-38x21&tl_x=6.2&tl_y=12.4&br_x=207.7&br_y=289.3",
         "/print/calibrate?submitted=1&tl_x=4&ruler_x=abc",
         "/print/rule-cards", "/print/rule-cards?base_url=http://127.0.0.1:8000&tactile=on",
         "/print/rule-cards?base_url=nope", "/rules", "/rules/rainbow7-rain", "/rules/rainbow-field",
         "/rules/rainbow7-rain/seven-effects", "/rules/search?q=rainbow", "/rules/search?q=orage",
         "/print?submitted=1&game=rainbow7-explorers&card_qr=on&base_url=http://192.168.1.2:8000&sheet=a4-38x21"
         "&function-drop=rainbow-north&function-take=red-north",
         "/cards/rainbow7-rain/red-7", "/cards/rainbow7-explorers/navy-north", "/cards/rainbow7-explorers/red-north+drop",
         "/cards/rainbow7-explorers/red-north+zap", "/no-such-page")
TABLE_PAGES = ("", "/board", "/history", "/seats", "/hand", "/night", "/next")


def vnu_command():
    """``java -jar vnu.jar`` if both are here; otherwise skip (fail in CI, where scripts/test.sh installs them)."""
    java = shutil.which("java")
    if java and VNU_JAR.is_file():
        # One run of a few seconds: the quick compiler only (a third of the CPU time of the default two), whose
        # frames need a larger thread stack than the checker's 512k minimum.
        return [java, "-Xss8m", "-XX:TieredStopAtLevel=1", "-jar", str(VNU_JAR)]
    reason = "the Nu HTML checker needs Java and vnu.jar (scripts/test.sh installs both)"
    if os.environ.get("CI"):
        pytest.fail(reason)
    pytest.skip(reason)


def every_page(client):
    """The path of every page: the fixed ones, each game's table pages, a seat view and an unknown table."""
    paths = list(PAGES) + ["/t/no-such-table"]
    for game in GAMES:
        table = create_table(client, game, ["Ana", "Ben", "Chloé"])
        paths += [table + suffix for suffix in TABLE_PAGES]
        if game == "rainbow-field":
            opened = post(client, f"{table}/seats", player="Ana")
            assert opened.status_code == 303
            paths.append(opened.headers["Location"])
    return paths


def test_no_page_has_a_nu_checker_error(client, tmp_path):
    command = vnu_command()
    written = []
    for lang in ("en", "fr", "ja", "de"):
        for path in every_page(client):
            response = client.get(f"{path}{'&' if '?' in path else '?'}lang={lang}")
            if not response.content_type.startswith("text/html"):
                continue
            name = f"{len(written):03d}-{lang}-{re.sub(r'[^a-z0-9]+', '-', path.lower()).strip('-')[:60]}.html"
            (tmp_path / name).write_bytes(response.data)
            written.append(name)
    assert len(written) >= 4 * 40
    result = subprocess.run([*command, "--errors-only", "--format", "gnu", *sorted(tmp_path.glob("*.html"))],
                            capture_output=True, text=True, timeout=600)
    errors = (result.stdout + result.stderr).replace(str(tmp_path) + "/", "").strip().splitlines()
    assert errors == [], "\n".join(errors[:40])
