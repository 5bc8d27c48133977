"""Time the print side: a full rainbow7-rain sticker deck and a sheet of QR rule cards (best of N runs).

Usage: python bench/render_pdf.py [--runs N] [--quick]. Exits 1 if the sticker deck takes 2 s or more.
"""

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from companion.printing.rulecards import cards_pdf, rule_cards  # noqa: E402
from companion.printing.stickers import StickerOptions, sticker_pdf  # noqa: E402

LIMIT_SECONDS = 2.0


def best_of(runs, render):
    """The fastest of ``runs`` renders, in seconds, after one warm-up (fonts, stylesheets)."""
    render()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        render()
        times.append(time.perf_counter() - start)
    return min(times)


def main():
    """Print both figures; exit 1 when the deck is too slow."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="timed runs of each (default 5)")
    parser.add_argument("--quick", action="store_true", help="three runs instead of five")
    arguments = parser.parse_args()
    runs = 3 if arguments.quick else arguments.runs
    deck = best_of(runs, lambda: sticker_pdf(StickerOptions(game="rainbow7-rain")))
    cards = rule_cards("https://rainbow.example.org", ["rainbow7-rain", "rainbow7-explorers"], "en")[:10]
    sheet = best_of(runs, lambda: cards_pdf(cards, "en"))
    print(f"rainbow7-rain sticker deck (guide + 109 stickers, A4 round 12 mm): {deck:.3f} s")
    print(f"QR rule cards ({len(cards)} cards, one A4 sheet): {sheet:.3f} s")
    if deck >= LIMIT_SECONDS:
        print(f"too slow: the deck must render in under {LIMIT_SECONDS:.0f} s", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
