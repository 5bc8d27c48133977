"""The companion's benchmark: ``python bench/run.py [--quick]``.

1. 100 tables x 4 phones polling every second while players record actions,
   against ``companion serve`` on a free loopback port with a temporary data
   folder, then the same load against a bare Flask endpoint (bench/bare_app.py)
   served by the same server (supervised Hypercorn workers) with the same
   threads: latencies and their ratios, the connections the polls opened and
   the lines the server logged.
2. PDF render times (bench/render_pdf.py, when printing exists).
3. Replay of 10,000 events (bench/replay.py when present, else measured here).
4. The server's memory (VmRSS, VmHWM) under that load.

Quick mode takes under a minute; the full mode runs each load for a minute.
Only 127.0.0.1 is ever contacted, and every loop is bounded in time.
"""

import argparse
import asyncio
import os
import platform
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT))

import load  # noqa: E402
from companion.serving.workers import default_workers  # noqa: E402

TARGETS = {"action": 3.0, "idle_poll": 1.5, "visibility_seconds": 2.0}


def free_port():
    """A free TCP port on 127.0.0.1."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_server(command, port, env=None):
    """Start a server subprocess and wait until it answers on ``port``; what it logs goes to a temporary file
    (``process.log``: a pipe nobody reads would stop a server that logs a lot)."""
    log = tempfile.TemporaryFile()
    process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=log)
    process.log = log
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/t/x/state?v=1", timeout=1):
                return process
        except urllib.error.HTTPError:
            return process
        except OSError:
            if process.poll() is not None:
                raise RuntimeError(logged(process)) from None
            time.sleep(0.1)
    process.kill()
    raise RuntimeError(f"server on port {port} did not start")


def stop_server(process):
    """Stop a server subprocess (SIGTERM, then SIGKILL); what it logged."""
    process.terminate()
    try:
        process.wait(45)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
    return logged(process)


def logged(process):
    """What a server started by ``start_server`` wrote on its standard error so far."""
    process.log.seek(0)
    return process.log.read().decode(errors="replace")


def children_of(pid):
    """The ids of a process's child processes (its workers)."""
    try:
        return [int(child) for task in Path(f"/proc/{pid}/task").iterdir()
                for child in (task / "children").read_text().split()]
    except OSError:
        return []


class MemoryWatch(threading.Thread):
    """Samples the resident memory of a server (the process and its worker processes) twice a second."""

    def __init__(self, pid):
        super().__init__(daemon=True)
        self.pid, self.peak_rss_kb, self.high_water_kb, self.stopping = pid, 0, 0, threading.Event()

    def read(self):
        """VmRSS and VmHWM in kB, summed over the process and its children (0 without /proc)."""
        rss = high_water = 0
        for pid in [self.pid, *children_of(self.pid)]:
            try:
                for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                    key, _, rest = line.partition(":")
                    if key == "VmRSS":
                        rss += int(rest.split()[0])
                    elif key == "VmHWM":
                        high_water += int(rest.split()[0])
            except OSError:
                pass
        return rss, high_water

    def run(self):
        """Keep the peaks until stopped."""
        while not self.stopping.wait(0.5):
            rss, high_water = self.read()
            self.peak_rss_kb, self.high_water_kb = max(self.peak_rss_kb, rss), max(self.high_water_kb, high_water)


def drive(port, pid, bare, args):
    """Prepare the tables, run the load, return ``(samples, memory watch, seconds to prepare)``."""
    async def scenario():
        began = time.monotonic()
        tables = await load.prepare_tables(port, args.tables, args.phones, bare=bare)
        prepared = time.monotonic() - began
        if not bare:
            args.fragment_text = await load.state_fragment(port, tables[0])
        watch = MemoryWatch(pid)
        watch.start()
        samples = await load.run_load(port, tables, args.seconds, args.warmup, args.action_gap)
        watch.stopping.set()
        watch.join()
        return samples, watch, prepared

    return asyncio.run(scenario())


def percentile(values, fraction):
    """The ``fraction`` quantile of ``values`` (nearest rank), or None."""
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(fraction * len(ordered)) - 1))]


def summary(values):
    """p50, p95, p99 and max in milliseconds, and the count."""
    return {"n": len(values), **{name: (percentile(values, q) or 0) * 1000
                                 for name, q in (("p50", .50), ("p95", .95), ("p99", .99), ("max", 1.0))}}


def print_latencies(companion, bare):
    """A Markdown table of both runs' latencies."""
    print("| request | server | n | p50 ms | p95 ms | p99 ms | max ms |\n|---|---|---|---|---|---|---|")
    rows = [("action (200)", "action"), ("action refused (409)", "conflict"), ("idle poll (204)", "idle_poll"),
            ("poll with a change (200)", "changed_poll")]
    for label, kind in rows:
        for server, samples in (("companion", companion), ("bare Flask", bare)):
            values = getattr(samples, kind)
            if values:
                s = summary(values)
                print(f"| {label} | {server} | {s['n']} | {s['p50']:.1f} | {s['p95']:.1f} | {s['p99']:.1f} | {s['max']:.1f} |")
    s = summary(companion.visibility)
    print(f"| change visible on another phone | companion | {s['n']} | {s['p50']:.0f} | {s['p95']:.0f} | "
          f"{s['p99']:.0f} | {s['max']:.0f} |")


def print_verdicts(companion, bare):
    """The ratios against the issue's targets; returns True when every target is met."""
    action = percentile(companion.action, .95) / percentile(bare.action, .95)
    idle = percentile(companion.idle_poll, .95) / percentile(bare.idle_poll, .95)
    idle_median = percentile(companion.idle_poll, .5) / percentile(bare.idle_poll, .5)
    visible = percentile(companion.visibility, .95)
    checks = [("action p95 / bare p95", action, TARGETS["action"], "×"),
              ("idle poll p95 / bare p95", idle, TARGETS["idle_poll"], "×"),
              ("idle poll p50 / bare p50 (for reference)", idle_median, TARGETS["idle_poll"], "×"),
              ("change visible, p95 (s)", visible, TARGETS["visibility_seconds"], " s")]
    print("\n| target | measured | limit | met |\n|---|---|---|---|")
    for label, value, limit, unit in checks:
        print(f"| {label} | {value:.2f}{unit} | ≤ {limit}{unit} | {'yes' if value <= limit else 'NO'} |")
    errors = {**{f"companion {k}": v for k, v in companion.errors.items()},
              **{f"bare {k}": v for k, v in bare.errors.items()}}
    print(f"\nFailed requests: {errors or 'none'}")
    return all(value <= limit for _, value, limit, _ in checks[:2] + checks[3:]) and not errors


def run_script(name, arguments):
    """Run another bench script (``bench/replay.py``, ``bench/render_pdf.py``) and print what it prints."""
    result = subprocess.run([sys.executable, str(HERE / name), *arguments], capture_output=True, text=True,
                            cwd=ROOT, timeout=600)
    print(result.stdout.strip() or result.stderr.strip())


def machine():
    """One line about the machine: CPUs, model, memory, Python."""
    model = next((line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
                  if line.startswith("model name")), platform.processor())
    memory_kb = int(Path("/proc/meminfo").read_text().split()[1])
    return (f"{os.cpu_count()} CPUs ({model}), {memory_kb / 1024 / 1024:.0f} GiB memory, "
            f"Python {platform.python_version()}, {platform.system()} {platform.release()}")


def main():
    """Run every measurement and print the report."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="shorter loads (the whole run under a minute)")
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--phones", type=int, default=4, help="phones per table")
    parser.add_argument("--threads", type=int, default=8, help="request threads of both servers (companion serve's default)")
    parser.add_argument("--workers", type=int, default=default_workers(),
                        help="worker processes of both servers (companion serve's default: one per core, at most 4)")
    parser.add_argument("--action-gap", type=float, default=5.0, help="mean seconds between actions at a table")
    parser.add_argument("--database-url", help="run the companion on this database (default: SQLite)")
    args = parser.parse_args()
    args.seconds, args.warmup = (10, 2) if args.quick else (60, 5)
    print(f"# Rainbow Companion benchmark ({'quick' if args.quick else 'full'})\n\n{time.strftime('%Y-%m-%d %H:%M %Z')}; "
          f"{machine()}\n\n{args.tables} tables × {args.phones} phones polling every second, an action per table "
          f"every {args.action_gap:g} s on average, {args.seconds} s per server ({args.warmup} s warm-up), "
          f"{args.workers} worker process(es) × {args.threads} threads, for both servers.\n")
    with tempfile.TemporaryDirectory(prefix="companion-bench-") as data_dir:
        env = {k: v for k, v in os.environ.items() if k not in ("COMPANION_DATABASE_URL", "COMPANION_SECRET_KEY")}
        if args.database_url:
            env["COMPANION_DATABASE_URL"] = args.database_url
        port = free_port()
        server = start_server([sys.executable, "-c", "from companion.cli import main; main()", "serve", "--host",
                               "127.0.0.1", "--port", str(port), "--data", data_dir, "--threads", str(args.threads),
                               "--workers", str(args.workers),
                               # every simulated phone connects from 127.0.0.1: lift the per-address limit
                               "--per-address", "0"],
                              port, env)
        try:
            companion, watch, prepared = drive(port, server.pid, False, args)
            fragment = Path(data_dir) / "fragment.html"
            fragment.write_text(args.fragment_text, encoding="utf-8")
        finally:
            log_lines = stop_server(server).count("\n")
        bare_port = free_port()
        bare_server = start_server([sys.executable, str(HERE / "bare_app.py"), "--port", str(bare_port),
                                    "--threads", str(args.threads), "--workers", str(args.workers),
                                    "--fragment", str(fragment)], bare_port)
        try:
            bare, bare_watch, _ = drive(bare_port, bare_server.pid, True, args)
        finally:
            stop_server(bare_server)
    print(f"Setting up {args.tables} tables and {args.tables * args.phones} phones took {prepared:.1f} s.\n")
    print_latencies(companion, bare)
    met = print_verdicts(companion, bare)
    print(f"\nConnections the polls opened during the load: {companion.poll_connections_opened} for "
          f"{companion.phones} phones (bare Flask: {bare.poll_connections_opened}); requests sent again on a new "
          f"connection after the server closed an idle one: {companion.resent}; lines the server logged: {log_lines}.")
    print(f"\n## Memory\n\ncompanion serve: VmRSS peak {watch.peak_rss_kb / 1024:.0f} MiB, VmHWM "
          f"{watch.high_water_kb / 1024:.0f} MiB (bare Flask: {bare_watch.peak_rss_kb / 1024:.0f} MiB).")
    print("\n## Replay of 10,000 events\n")
    run_script("replay.py", ["--repeat", "2", "--game", "rainbow7-rain"] if args.quick else [])
    print("\n## PDF rendering\n")
    run_script("render_pdf.py", ["--quick"] if args.quick else [])
    print(f"\nAll targets met: {'yes' if met else 'NO'}")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
