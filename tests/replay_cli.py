"""Running ``companion replay`` from the engines' tests: the command's entry point in this process
(tests/command.py; tests/test_cli_replay.py runs it as a real process too)."""

import json
import subprocess

from tests.command import companion


def run_replay(tmp_path, data, stdin=False):
    """``companion replay`` on the log object ``data``, from a file or standard input: a CompletedProcess
    (bytes out)."""
    text = json.dumps(data, ensure_ascii=False)
    if stdin:
        arguments, ran = ["replay", "-"], companion("replay", "-", stdin=text.encode())
    else:
        path = tmp_path / "game.json"
        path.write_text(text, encoding="utf-8")
        arguments, ran = ["replay", str(path)], companion("replay", path)
    return subprocess.CompletedProcess(arguments, ran.returncode, ran.stdout_bytes, ran.stderr_bytes)
