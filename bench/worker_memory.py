"""One worker's memory after 50 of the largest PDFs and 50 of the largest imports: ``python bench/worker_memory.py``.

Starts ``companion serve --workers 1 --threads 4`` (SQLite, a temporary
folder) and, from one phone, asks ``--pdfs`` times for the costliest sticker
PDF the form allows (Rainbow, field cards: 15 values × 20 copies, braille
labels, card QR stickers, 38 × 21 mm labels: about 13 s of WeasyPrint each),
then ``--imports`` times imports the largest accepted log and opens the new
table's page, its state fragment and its history (bench/import_memory.py).
PDFs and imports run in the worker's job process (companion/web/heavy_work.py),
which is replaced every 10 jobs; the worker only passes the bytes on.

Prints the worker's VmRSS after every 10 requests of each kind, its peak
(VmHWM), the job processes' peak, and how often the worker was replaced for
passing ``--worker-memory`` (300 MiB; a replaced worker's successor is
measured from then on). Exits 1 if the worker ends at 300 MiB or more.
Only 127.0.0.1 is contacted; every loop is bounded.
"""

import argparse
import os
import sys
import tempfile
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from import_memory import Phone, largest_log, memory_mb, timed  # noqa: E402
from run import children_of, free_port, start_server, stop_server  # noqa: E402

TARGET_MB = 300
LARGEST_PDF = ("/print/stickers.pdf?game=rainbow-field&sheet=a4-38x21&count-highest=15&count-copies=20"
               "&braille=on&card_qr=on&base_url=http%3A%2F%2F192.168.1.20%3A8000&submitted=1")


def worker_of(supervisor):
    """The supervisor's (one) worker process."""
    for _ in range(100):
        workers = children_of(supervisor)
        if workers:
            return workers[0]
        time.sleep(0.1)
    raise RuntimeError("no worker")


def descendants(pid):
    """Every process below ``pid`` (the job processes and their fork server)."""
    found, queue = [], [pid]
    while queue:
        for child in children_of(queue.pop()):
            found.append(child)
            queue.append(child)
    return found


class JobMemory(threading.Thread):
    """The largest VmHWM of any job process below the supervisor, sampled twice a second."""

    def __init__(self, supervisor):
        super().__init__(daemon=True)
        self.supervisor, self.peak_mb, self.stopping = supervisor, 0.0, threading.Event()

    def run(self):
        while not self.stopping.wait(0.5):
            workers = set(children_of(self.supervisor))
            for pid in descendants(self.supervisor):
                if pid not in workers:
                    try:
                        self.peak_mb = max(self.peak_mb, memory_mb(pid)[1])
                    except (OSError, KeyError):
                        pass


def main():
    """Run the measurement and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pdfs", type=int, default=50)
    parser.add_argument("--imports", type=int, default=50)
    arguments = parser.parse_args()
    content, events = largest_log()
    port = free_port()
    with tempfile.TemporaryDirectory() as data:
        command = [sys.executable, "-c", "from companion.cli import main; main()", "serve", "--host", "127.0.0.1",
                   "--port", str(port), "--data", data, "--workers", "1", "--threads", "4"]
        server = start_server(command, port, env={key: value for key, value in os.environ.items()
                                                   if not key.startswith("COMPANION_")})
        jobs = JobMemory(server.pid)
        jobs.start()
        peak = 0.0
        try:
            phone = Phone(port)
            print(f"worker at start: VmRSS {memory_mb(worker_of(server.pid))[0]:.0f} MiB")
            pdf_times = []
            for number in range(1, arguments.pdfs + 1):
                seconds, status, size = timed(phone, "GET", LARGEST_PDF, headers={"Cookie": phone.cookie})
                if status != 200:
                    raise RuntimeError(f"the PDF answered {status}")
                pdf_times.append(seconds)
                if number % 10 == 0:
                    rss, hwm = memory_mb(worker_of(server.pid))
                    peak = max(peak, hwm)
                    print(f"after {number:3} PDFs ({size / 1024:.0f} KiB each, {seconds:.1f} s the last): "
                          f"worker VmRSS {rss:4.0f} MiB, VmHWM {hwm:4.0f} MiB; job processes' peak "
                          f"{jobs.peak_mb:.0f} MiB", flush=True)
            print(f"events of the largest log: {events} (rainbow-field, {len(content) / 1e6:.2f} MB)")
            for number in range(1, arguments.imports + 1):
                table = phone.import_log(content)
                for path, headers in ((table, {}), (f"{table}/state?v=0", {"HX-Request": "true"}),
                                      (f"{table}/history", {})):
                    _, status, _ = timed(phone, "GET", path, headers={"Cookie": phone.cookie, **headers})
                    if status != 200:
                        raise RuntimeError(f"{path} answered {status}")
                if number % 10 == 0:
                    rss, hwm = memory_mb(worker_of(server.pid))
                    peak = max(peak, hwm)
                    print(f"after {number:3} imports: worker VmRSS {rss:4.0f} MiB, VmHWM {hwm:4.0f} MiB; "
                          f"job processes' peak {jobs.peak_mb:.0f} MiB", flush=True)
            rss, hwm = memory_mb(worker_of(server.pid))
        finally:
            jobs.stopping.set()
            log = stop_server(server)
    retired = log.count(" retired (")
    met = rss < TARGET_MB
    pdf_times.sort()
    print(f"PDF: median {pdf_times[len(pdf_times) // 2]:.1f} s, max {pdf_times[-1]:.1f} s")
    print(f"worker at the end: VmRSS {rss:.0f} MiB (target < {TARGET_MB} MiB: {'met' if met else 'MISSED'}), "
          f"peak VmHWM {max(peak, hwm):.0f} MiB; job processes' peak {jobs.peak_mb:.0f} MiB; "
          f"workers replaced for memory: {retired}")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
