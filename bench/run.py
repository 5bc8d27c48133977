"""The companion's benchmark: ``python bench/run.py [--quick]``.

1. 100 tables x 4 phones, each phone holding its table's stream (push, issue 26)
   while players record actions, against ``companion serve`` on a free loopback
   port with a temporary data folder, then the same load against a bare Flask
   endpoint with the same kind of stream (bench/bare_app.py) served by the same
   server (supervised Hypercorn workers) with the same threads; the two
   alternate, A/B/A/B (``--rounds``), so that a machine busy for a while weighs
   on both: latencies, how soon a change is on another phone, and their ratios.
2. Idle phones: the server's CPU time while the 400 phones hold their streams
   (and poll every 15 s, the page's safety net) against the same phones polling
   every second, alternating; each worker's memory with the 400 streams open.
3. PDF render times (bench/render_pdf.py, when printing exists).
4. Replay of 10,000 events (bench/replay.py when present, else measured here).
5. The server's memory (VmRSS, VmHWM) under that load.

``--poll`` runs the load of before push (every phone polls every second; also
what a phone whose stream cannot open does). ``--database-url`` and
``--servers 2`` run the companion on PostgreSQL with two servers: each phone's
stream comes from one server, its updates and actions from the other, so every
change crosses servers (LISTEN/NOTIFY); the bare reference stays one server.

Quick mode takes about three minutes; the full mode runs each load for a minute.
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
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT))

import load  # noqa: E402
from companion.serving.workers import default_workers  # noqa: E402

TARGETS = {"action": 3.0, "idle_poll": 1.5, "visibility_p50": 0.050, "visibility_p95": 0.150}
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


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


def cpu_seconds(pid):
    """User and system CPU seconds of a server: the process and its workers (0 without /proc)."""
    total = 0
    for each in [pid, *children_of(pid)]:
        try:
            fields = Path(f"/proc/{each}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12])
    return total / CLOCK_TICKS


def worker_rss_mib(pid):
    """Each worker's VmRSS in MiB."""
    found = []
    for each in children_of(pid):
        try:
            line = next(line for line in Path(f"/proc/{each}/status").read_text().splitlines()
                        if line.startswith("VmRSS"))
        except (OSError, StopIteration):
            continue
        found.append(int(line.split()[1]) / 1024)
    return found


@dataclass
class Run:
    """One server's run: the load's samples, the memory watch, the idle phases, the set-up time."""

    samples: object
    watch: object
    prepared: float
    idle: list = field(default_factory=list)  # (mode, phones, cpu seconds, seconds, worker MiB)


def spread_over(tables, ports):
    """With several servers: phone i streams from one server and sends its requests to the next."""
    if len(ports) < 2:
        return
    for number, phone in enumerate(phone for table in tables for phone in table.phones):
        here, there = ports[number % len(ports)], ports[(number + 1) % len(ports)]
        phone.stream_port = here
        phone.poll_connection.close()
        phone.poll_connection = load.Connection(there, phone.poll_connection.source)
        phone.action_connection = load.Connection(there, phone.action_connection.source)


def drive(ports, pids, bare, args):
    """Prepare the tables, run the load and the idle phases; a ``Run``."""
    port = ports[0]

    async def scenario():
        began = time.monotonic()
        tables = await load.prepare_tables(port, args.tables, args.phones, bare=bare)
        prepared = time.monotonic() - began
        if not bare:
            args.fragment_text = await load.state_fragment(port, tables[0])
        spread_over(tables, ports)
        watch = MemoryWatch(pids[0])
        watch.start()
        if args.poll:
            samples = await load.run_load(port, tables, args.seconds, args.warmup, args.action_gap)
        else:
            samples = await load.run_push_load(port, tables, args.seconds, args.warmup, args.action_gap)
        watch.stopping.set()
        watch.join()
        run = Run(samples, watch, prepared)
        for mode in ("push", "poll", "push", "poll")[:2 * args.idle_rounds]:
            cpu_before = sum(cpu_seconds(pid) for pid in pids)
            idle_began = time.monotonic()
            memory = []

            async def sample_memory(into):
                await asyncio.sleep(args.idle_seconds * 0.8)
                into.extend(mib for pid in pids for mib in worker_rss_mib(pid))

            sampled = asyncio.ensure_future(sample_memory(memory))
            idle = await load.hold_idle(tables, args.idle_seconds, mode == "push", port)
            await sampled
            run.idle.append((mode, sum(len(table.phones) for table in tables),
                             sum(cpu_seconds(pid) for pid in pids) - cpu_before, time.monotonic() - idle_began,
                             memory, idle.errors))
        return run

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


def pooled(runs):
    """The samples of several runs of one server, together."""
    together = load.Samples()
    for run in runs:
        for kind in ("action", "conflict", "idle_poll", "changed_poll", "visibility"):
            getattr(together, kind).extend(getattr(run.samples, kind))
        for kind, count in run.samples.errors.items():
            together.errors[kind] = together.errors.get(kind, 0) + count
        together.phones = run.samples.phones
        together.poll_connections_opened += run.samples.poll_connections_opened
        together.resent += run.samples.resent
        together.streams_opened += run.samples.streams_opened
        together.pushed += run.samples.pushed
    return together


def print_latencies(companion, bare, push):
    """A Markdown table of both servers' latencies (every round together)."""
    print("| request | server | n | p50 ms | p95 ms | p99 ms | max ms |\n|---|---|---|---|---|---|---|")
    update = "update fetched on a push (200)" if push else "poll with a change (200)"
    rows = [("action (200)", "action"), ("action refused (409)", "conflict"),
            ("safety poll (204)" if push else "idle poll (204)", "idle_poll"), (update, "changed_poll"),
            ("change visible on another phone", "visibility")]
    for label, kind in rows:
        for server, samples in (("companion", companion), ("bare Flask", bare)):
            values = getattr(samples, kind)
            if values:
                s = summary(values)
                print(f"| {label} | {server} | {s['n']} | {s['p50']:.1f} | {s['p95']:.1f} | {s['p99']:.1f} | "
                      f"{s['max']:.1f} |")


def print_rounds(rounds):
    """Each round's change visibility and action p95, so that a noisy moment shows."""
    print("\n| round | server | visible p50 ms | visible p95 ms | action p95 ms |\n|---|---|---|---|---|")
    for number, pair in enumerate(rounds, start=1):
        for server, run in zip(("companion", "bare Flask"), pair):
            visible, action = summary(run.samples.visibility), summary(run.samples.action)
            print(f"| {number} | {server} | {visible['p50']:.1f} | {visible['p95']:.1f} | {action['p95']:.1f} |")


def idle_costs(runs):
    """``{mode: (CPU ms per phone per minute, [worker MiB…])}`` over every idle phase of ``runs``."""
    found = {}
    for run in runs:
        for mode, phones, cpu, seconds, memory, _errors in run.idle:
            cpu_sum, seconds_sum, memories = found.get(mode, (0.0, 0.0, []))
            found[mode] = (cpu_sum + cpu / phones, seconds_sum + seconds, memories + [memory])
    return {mode: (cpu / seconds * 60 * 1000, memories) for mode, (cpu, seconds, memories) in found.items()}


def print_idle(companion_runs, bare_runs):
    """The server's CPU per idle phone, pushed and polling, and the workers' memory with the streams open."""
    print("\n## Idle phones\n\n| server | phones hold | CPU ms per phone per minute | each worker's VmRSS, MiB |"
          "\n|---|---|---|---|")
    costs = {}
    for server, runs in (("companion", companion_runs), ("bare Flask", bare_runs)):
        for mode, (cpu, memories) in idle_costs(runs).items():
            costs[(server, mode)] = cpu
            what = "their stream, a poll every 15 s" if mode == "push" else "a poll every second"
            worker_mib = " / ".join(", ".join(f"{mib:.0f}" for mib in memory) for memory in memories)
            print(f"| {server} | {what} | {cpu:.1f} | {worker_mib} |")
    return costs


def print_verdicts(companion, bare, costs, push):
    """The measured figures against the issue's targets; returns True when every target is met."""
    action = percentile(companion.action, .95) / percentile(bare.action, .95)
    checks = [("action p95 / bare p95", action, TARGETS["action"], "×")]
    if push:
        checks += [("change visible on another phone, p50", percentile(companion.visibility, .5) * 1000,
                    TARGETS["visibility_p50"] * 1000, " ms"),
                   ("change visible on another phone, p95", percentile(companion.visibility, .95) * 1000,
                    TARGETS["visibility_p95"] * 1000, " ms")]
        if ("companion", "push") in costs and ("companion", "poll") in costs:
            checks.append(("idle phone's CPU, pushed / polling", costs[("companion", "push")]
                           / costs[("companion", "poll")], 1.0, "×"))
    else:
        checks.append(("idle poll p95 / bare p95", percentile(companion.idle_poll, .95)
                       / percentile(bare.idle_poll, .95), TARGETS["idle_poll"], "×"))
    print("\n| target | measured | limit | met |\n|---|---|---|---|")
    for label, value, limit, unit in checks:
        print(f"| {label} | {value:.2f}{unit} | ≤ {limit:g}{unit} | {'yes' if value <= limit else 'NO'} |")
    errors = {**{f"companion {k}": v for k, v in companion.errors.items()},
              **{f"bare {k}": v for k, v in bare.errors.items()}}
    print(f"\nFailed requests: {errors or 'none'}")
    return all(value <= limit for _, value, limit, _ in checks) and not errors


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


def start_companion_servers(args, data_dir, env):
    """``args.servers`` companion servers on one database (``data_dir``: one secret key): their processes, ports."""
    processes, ports = [], []
    for _ in range(args.servers):
        port = free_port()
        processes.append(start_server([sys.executable, "-c", "from companion.cli import main; main()", "serve",
                                       "--host", "127.0.0.1", "--port", str(port), "--data", data_dir,
                                       "--threads", str(args.threads), "--workers", str(args.workers),
                                       # every simulated phone connects from 127.0.0.1: lift the per-address limit
                                       "--per-address", "0"], port, env))
        ports.append(port)
    return processes, ports


def one_round(args, data_dir, env, fragment):
    """The companion (A), then the bare reference (B): ``(companion run, bare run, lines the companion logged)``."""
    processes, ports = start_companion_servers(args, data_dir, env)
    try:
        companion = drive(ports, [process.pid for process in processes], False, args)
        fragment.write_text(args.fragment_text, encoding="utf-8")
    finally:
        log_lines = sum(stop_server(process).count("\n") for process in processes)
    bare_port = free_port()
    bare_server = start_server([sys.executable, str(HERE / "bare_app.py"), "--port", str(bare_port),
                                "--threads", str(args.threads), "--workers", str(args.workers),
                                "--fragment", str(fragment)], bare_port)
    try:
        bare = drive([bare_port], [bare_server.pid], True, args)
    finally:
        stop_server(bare_server)
    return companion, bare, log_lines


def main():
    """Run every measurement and print the report."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="shorter loads (about three minutes in all)")
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--phones", type=int, default=4, help="phones per table")
    parser.add_argument("--threads", type=int, default=8, help="request threads of both servers (companion serve's default)")
    parser.add_argument("--workers", type=int, default=default_workers(),
                        help="worker processes of both servers (companion serve's default: one per core, at most 4)")
    parser.add_argument("--action-gap", type=float, default=5.0, help="mean seconds between actions at a table")
    parser.add_argument("--database-url", help="run the companion on this database (default: SQLite)")
    parser.add_argument("--servers", type=int, default=1, help="companion servers on the one database")
    parser.add_argument("--rounds", type=int, default=2, help="companion then bare, this many times (A/B/A/B)")
    parser.add_argument("--poll", action="store_true", help="phones poll every second (before push) instead")
    parser.add_argument("--idle-rounds", type=int, default=1, help="pushed-then-polling idle phases per run")
    parser.add_argument("--no-extras", action="store_true", help="skip the replay and PDF measurements")
    args = parser.parse_args()
    args.seconds, args.warmup = (10, 2) if args.quick else (60, 5)
    args.idle_seconds = 10 if args.quick else 30
    push = not args.poll
    how = ("holding its table's stream (a fetch on each change, a poll every 15 s)" if push
           else "polling every second")
    print(f"# Rainbow Companion benchmark ({'quick' if args.quick else 'full'})\n\n{time.strftime('%Y-%m-%d %H:%M %Z')}; "
          f"{machine()}\n\n{args.tables} tables × {args.phones} phones, each {how}, an action per table "
          f"every {args.action_gap:g} s on average, {args.seconds} s per server ({args.warmup} s warm-up), "
          f"{args.workers} worker process(es) × {args.threads} threads, for both servers; "
          f"{args.servers} companion server(s) on {'PostgreSQL' if args.database_url else 'SQLite'}; "
          f"{args.rounds} rounds, companion and bare alternating.\n")
    rounds, log_lines = [], 0
    with tempfile.TemporaryDirectory(prefix="companion-bench-") as data_dir:
        env = {k: v for k, v in os.environ.items() if k not in ("COMPANION_DATABASE_URL", "COMPANION_SECRET_KEY")}
        if args.database_url:
            env["COMPANION_DATABASE_URL"] = args.database_url
        fragment = Path(data_dir) / "fragment.html"
        for _ in range(args.rounds):
            companion_run, bare_run, logged_lines = one_round(args, data_dir, env, fragment)
            rounds.append((companion_run, bare_run))
            log_lines += logged_lines
    companion_runs, bare_runs = [pair[0] for pair in rounds], [pair[1] for pair in rounds]
    companion, bare = pooled(companion_runs), pooled(bare_runs)
    print(f"Setting up {args.tables} tables and {args.tables * args.phones} phones took "
          f"{companion_runs[0].prepared:.1f} s.\n")
    print_latencies(companion, bare, push)
    print_rounds(rounds)
    costs = print_idle(companion_runs, bare_runs)
    met = print_verdicts(companion, bare, costs, push)
    if push:
        print(f"\nStreams opened during the loads: {companion.streams_opened} for {companion.phones} phones × "
              f"{len(rounds)} rounds (bare Flask: {bare.streams_opened}); changes pushed to a phone that did not "
              f"show them yet: {companion.pushed}.")
    print(f"Connections the updates opened during the loads: {companion.poll_connections_opened} "
          f"(bare Flask: {bare.poll_connections_opened}); requests sent again on a new connection after the server "
          f"closed an idle one: {companion.resent}; lines the servers logged: {log_lines}.")
    peak = max(run.watch.peak_rss_kb for run in companion_runs) / 1024
    high = max(run.watch.high_water_kb for run in companion_runs) / 1024
    bare_peak = max(run.watch.peak_rss_kb for run in bare_runs) / 1024
    print(f"\n## Memory\n\ncompanion serve (the first server): VmRSS peak {peak:.0f} MiB, VmHWM {high:.0f} MiB "
          f"(bare Flask: {bare_peak:.0f} MiB).")
    if not args.no_extras:
        print("\n## Replay of 10,000 events\n")
        run_script("replay.py", ["--repeat", "2", "--game", "rainbow7-rain"] if args.quick else [])
        print("\n## PDF rendering\n")
        run_script("render_pdf.py", ["--quick"] if args.quick else [])
    print(f"\nAll targets met: {'yes' if met else 'NO'}")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
