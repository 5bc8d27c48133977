"""Running the real ``companion replay`` command from the tests."""

import json
import subprocess
import sys
from pathlib import Path

COMPANION = Path(sys.executable).with_name("companion")


def run_replay(tmp_path, data, stdin=False):
    """``companion replay`` on the log object ``data``, from a file or standard input (bytes out)."""
    text = json.dumps(data, ensure_ascii=False)
    if stdin:
        return subprocess.run([str(COMPANION), "replay", "-"], input=text.encode(), capture_output=True, timeout=60)
    path = tmp_path / "game.json"
    path.write_text(text, encoding="utf-8")
    return subprocess.run([str(COMPANION), "replay", str(path)], capture_output=True, timeout=60)
