"""``companion serve``: run the app for a real table with waitress."""

import os
import socket

import click

from companion.workers import default_workers, serve_in_workers


def lan_addresses():
    """This machine's IPv4 addresses that other phones on the Wi-Fi can reach (best effort)."""
    found = set()
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.add(info[4][0])
    except OSError:
        pass
    return sorted(address for address in found if not address.startswith("127."))


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
