"""What gLabels' 1,756 templates cost: reading them once, the app's start, the first and later /print pages,
a search, and the fit check's search for sheets that fit (its worst case: none does).

Usage: python bench/sheets.py [--runs N]. Each figure is measured in a fresh Python process (the
templates are read once per process, on first use), best of N; prints seconds and the process's memory.
"""

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PROBE = r"""
import json, resource, sys, tempfile, time
sys.path.insert(0, %(root)r)
figures = {}
start = time.perf_counter()
from companion.app import create_app
app = create_app({"TESTING": True, "DATA_DIR": tempfile.mkdtemp()})
figures["app start (templates not read)"] = time.perf_counter() - start
from companion.printing import glabels, sheets
figures["templates read at start"] = float(glabels.read_folder.cache_info().currsize)
start = time.perf_counter()
templates = glabels.installed_templates()
figures["read %%d templates" %% len(templates)] = time.perf_counter() - start
start = time.perf_counter()
catalogue = sheets.catalogue()
figures["sheets from them (%%d)" %% len(catalogue)] = time.perf_counter() - start
client = app.test_client()
start = time.perf_counter()
client.get("/print")
figures["second GET /print"] = time.perf_counter() - start
start = time.perf_counter()
found = sheets.search("L7160")
figures["search L7160"] = time.perf_counter() - start
from companion.printing.stickers import StickerOptions, build
start = time.perf_counter()
try:
    build(StickerOptions(game="rainbow7-explorers", sheet="a4-round-12", braille=True, card=(20, 20), method="flat"))
except Exception:
    pass
figures["fit refusal, no sheet fits (every label size checked)"] = time.perf_counter() - start
start = time.perf_counter()
try:
    build(StickerOptions(game="rainbow7-rain", sheet="avery:L7163", method="flat"))
except Exception:
    pass
figures["fit refusal naming 3 sheets"] = time.perf_counter() - start
figures["peak memory (MiB)"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps(figures))
"""

COLD_PRINT = r"""
import sys, tempfile, time
sys.path.insert(0, %(root)r)
from companion.app import create_app
app = create_app({"TESTING": True, "DATA_DIR": tempfile.mkdtemp()})
client = app.test_client()
start = time.perf_counter()
client.get("/print")
print(time.perf_counter() - start)
"""


def run(code):
    """Run ``code`` in a fresh interpreter; its standard output."""
    return subprocess.run([sys.executable, "-c", code % {"root": str(ROOT)}], capture_output=True, text=True,
                          check=True, timeout=300).stdout


def main():
    """Print each figure, best of ``--runs`` fresh processes."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    runs = parser.parse_args().runs
    results = [json.loads(run(PROBE)) for _ in range(runs)]
    cold = min(float(run(COLD_PRINT)) for _ in range(runs))
    for name in results[0]:
        best = min(result[name] for result in results)
        unit = "" if "memory" in name or "at start" in name else " s"
        print(f"{name}: {best:.3f}{unit}")
    print(f"first GET /print of a process (reads the templates): {cold:.3f} s")


if __name__ == "__main__":
    main()
