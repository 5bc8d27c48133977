"""The suite itself: it runs without Chromium (the browser tests skip and say why), and in parallel."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def pytest_run(*arguments, **environment):
    """``pytest`` in a fresh interpreter at the checkout's root; its exit status and output."""
    env = {**os.environ, **environment}
    env.pop("PYTEST_XDIST_WORKER", None)
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", *arguments],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    return result.returncode, result.stdout + result.stderr


def test_without_chromium_the_other_tests_run_and_the_browser_tests_skip_saying_why(tmp_path):
    missing = str(tmp_path / "no-chromium-here")
    status, output = pytest_run(
        "-rs",
        "-p",
        "no:xdist",
        "tests/browser/test_rulebook_browser.py",
        "tests/test_table_versions.py",
        COMPANION_TEST_CHROMIUM=missing,
    )
    assert status == 0, output
    assert " passed" in output and " skipped" in output and f"no Chromium at {missing}" in output
    assert "failed" not in output and "error" not in output.casefold()
