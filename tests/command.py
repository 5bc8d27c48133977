"""The ``companion`` command run from the tests, in this process or as a real process.

``companion(*args)`` calls the entry point the console script calls (``companion.cli:main``) through click's
runner, in this process: the same parsing, output and exit status, without a new interpreter importing the app
(and WeasyPrint, and its fonts) for each case. An exception that escapes the command is written to stderr as
a real process would print it (``Traceback ...``, exit status 1), so "never a traceback" is still checked.
``companion_process(*args)`` runs the installed ``companion`` script: the tests of the process contract itself
(exit status, stdout and stderr of a real process) use it, a few cases each.
"""

import contextlib
import os
import subprocess
import sys
import traceback
from dataclasses import dataclass
from pathlib import Path

from click.testing import CliRunner

from companion.cli import main

SCRIPT = Path(sys.executable).with_name("companion")


@dataclass(frozen=True)
class Ran:
    """What a run of the command gave: exit status, standard output and standard error (bytes)."""

    returncode: int
    stdout_bytes: bytes
    stderr_bytes: bytes

    @property
    def stdout(self):
        """Standard output as UTF-8 text."""
        return self.stdout_bytes.decode("utf-8")

    @property
    def stderr(self):
        """Standard error as UTF-8 text."""
        return self.stderr_bytes.decode("utf-8")


def companion(*args, stdin=b"", cwd=None, env=None):
    """``companion ARGS`` in this process (in ``cwd`` if given, with ``env`` added to the environment),
    ``stdin`` on its standard input."""
    with contextlib.chdir(cwd) if cwd else contextlib.nullcontext():
        result = CliRunner().invoke(main, [str(arg) for arg in args], input=stdin, prog_name="companion",
                                    catch_exceptions=True, env=env)
    stderr = result.stderr_bytes or b""
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        stderr += "".join(traceback.format_exception(result.exception)).encode("utf-8")
    return Ran(result.exit_code, result.stdout_bytes, stderr)


def companion_process(*args, stdin=b"", cwd=None, timeout=120, env=None):
    """``companion ARGS`` as a real process (``env`` added to the environment): the installed console script (or
    the same entry point through Python where no script is installed)."""
    command = [str(SCRIPT)] if SCRIPT.exists() else [sys.executable, "-c", "from companion.cli import main; main()"]
    result = subprocess.run([*command, *(str(arg) for arg in args)], input=stdin, capture_output=True,
                            timeout=timeout, cwd=cwd, env={**os.environ, **(env or {})})
    return Ran(result.returncode, result.stdout, result.stderr)
