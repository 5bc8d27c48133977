"""``companion serve``: run the app for a real table with waitress."""

import os
import socket
import struct

import click

from companion.workers import default_workers, serve_in_workers

SIOCGIFADDR = 0x8915  # Linux ioctl: an interface's address


def lan_addresses():
    """This machine's IPv4 addresses that other phones on the Wi-Fi can reach (best effort, no traffic)."""
    found = set(_interface_addresses())
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.add(info[4][0])
    except OSError:
        pass
    return sorted(address for address in found if not address.startswith("127."))


def _interface_addresses():
    """The IPv4 address of each network interface (Linux: asked of the kernel, nothing is sent)."""
    try:
        import fcntl
        names = [name for _, name in socket.if_nameindex()]
    except (ImportError, OSError):
        return
    for name in names:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            try:
                packed = fcntl.ioctl(probe.fileno(), SIOCGIFADDR, struct.pack("256s", name[:15].encode()))
            except OSError:
                continue
        yield socket.inet_ntoa(packed[20:24])


@click.command("serve")
@click.option("--host", default="0.0.0.0", show_default=True, help="Address to listen on (0.0.0.0: every network).")
@click.option("--port", default=8000, show_default=True, type=click.IntRange(1, 65535), help="Port to listen on.")
@click.option("--data", "data_dir", default=None, type=click.Path(file_okay=False),
              help="Folder for the database and secret key (default: ./data).")
@click.option("--threads", default=8, show_default=True, type=click.IntRange(1, 64), help="Worker threads.")
@click.option("--connections", default=1000, show_default=True, type=click.IntRange(10, 10000),
              help="Open connections at once per worker (every phone keeps one or two open while it polls).")
@click.option("--workers", default=default_workers(), show_default="one per core, at most 4",
              type=click.IntRange(1, 32), help="Worker processes sharing the port and the database.")
def serve_command(host, port, data_dir, threads, connections, workers):
    """Serve the companion to the phones at the table."""
    from companion.app import create_app

    if data_dir:
        os.environ["COMPANION_DATA"] = os.path.abspath(data_dir)
    app = create_app()  # creates the data folder, the secret key and the schema once, before the workers start
    shown = lan_addresses() if host in ("0.0.0.0", "") else [host]
    click.echo("Rainbow Companion is running. Open or scan one of these on the phones:")
    for address in shown or ["127.0.0.1"]:
        click.echo(f"  http://{address}:{port}/")
    click.echo(f"Data folder: {app.instance_path}; {workers} worker(s) × {threads} threads   (Ctrl+C to stop)")
    serve_in_workers(create_app, host, port, workers, threads=threads, connection_limit=connections,
                     asyncore_use_poll=True, ident="rainbow-companion")
