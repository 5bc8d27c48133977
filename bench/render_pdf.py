"""Time the print side: a full rainbow7-rain sticker deck and a sheet of QR rule cards (best of N runs).

Both are tagged PDF/UA-1 documents. Usage: python bench/render_pdf.py [--runs N] [--quick].
Prints wall-clock and CPU seconds of each; exits 1 if either takes 1 s or more (wall clock).
"""

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from companion.printing.rulecards import cards_pdf, rule_cards  # noqa: E402
from companion.printing.stickers import StickerOptions, sticker_pdf  # noqa: E402

LIMIT_SECONDS = 1.0


def best_of(runs, render):
    """The fastest of ``runs`` renders as ``(wall, cpu)`` seconds, after one warm-up (fonts, stylesheets)."""
    render()
    times = []
    for _ in range(runs):
        wall, cpu = time.perf_counter(), time.process_time()
        render()
        times.append((time.perf_counter() - wall, time.process_time() - cpu))
    return min(wall for wall, _ in times), min(cpu for _, cpu in times)


def main():
    """Print both figures; exit 1 when either is over budget."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="timed runs of each (default 5)")
    parser.add_argument("--quick", action="store_true", help="three runs instead of five")
    arguments = parser.parse_args()
    runs = 3 if arguments.quick else arguments.runs
    deck = best_of(runs, lambda: sticker_pdf(StickerOptions(game="rainbow7-rain")))
    cards = rule_cards("https://rainbow.example.org", ["rainbow7-rain", "rainbow7-explorers"], "en")[:10]
    sheet = best_of(runs, lambda: cards_pdf(cards, "en"))
    print(f"rainbow7-rain sticker deck (guide + 109 stickers, A4 round 12 mm): {deck[0]:.3f} s (CPU {deck[1]:.3f} s)")
    print(f"QR rule cards ({len(cards)} cards, one A4 sheet): {sheet[0]:.3f} s (CPU {sheet[1]:.3f} s)")
    slow = [name for name, (wall, _) in (("the sticker deck", deck), ("the QR sheet", sheet)) if wall >= LIMIT_SECONDS]
    if slow:
        print(f"too slow: {' and '.join(slow)} must render in under {LIMIT_SECONDS:.0f} s", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
