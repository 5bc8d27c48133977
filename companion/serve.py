"""``companion serve``: run the app for a real table with waitress."""

import os

import click

from companion.cli_types import BaseUrlType
from companion.lan import lan_addresses
from companion.workers import default_workers, serve_in_workers

def _open_files_for(connections):
    """Raise this process's soft limit on open files to what ``connections`` need, within the hard limit."""
    try:
        import resource
        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        wanted = connections + 256
        if soft != resource.RLIM_INFINITY and soft < wanted:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted if hard == resource.RLIM_INFINITY
                                                        else min(wanted, hard), hard))
    except (ImportError, ValueError, OSError):
        pass


@click.command("serve")
@click.option("--host", default="0.0.0.0", show_default=True, help="Address to listen on (0.0.0.0: every network).")
@click.option("--port", default=8000, show_default=True, type=click.IntRange(1, 65535), help="Port to listen on.")
@click.option("--data", "data_dir", default=None, type=click.Path(file_okay=False),
              help="Folder for the database and secret key (default: ./data).")
@click.option("--threads", default=8, show_default=True, type=click.IntRange(1, 64), help="Worker threads.")
@click.option("--connections", default=1000, show_default=True, type=click.IntRange(10, 10000),
              help="Open connections at once per worker (every phone keeps one or two open while it polls).")
@click.option("--per-address", default=None, type=click.IntRange(0, 10000),
              help="Open connections one client address may hold per worker, so that one slow or hostile "
                   "device cannot take them all (default: 32; 0: no limit, the default with --behind-proxy).")
@click.option("--workers", default=default_workers(), show_default="one per core, at most 4",
              type=click.IntRange(1, 32), help="Worker processes sharing the port and the database.")
@click.option("--base-url", default=None, type=BaseUrlType(), envvar="COMPANION_BASE_URL",
              help="The address the phones open (join links, QR codes, rule cards), e.g. https://games.example.org; "
                   "also COMPANION_BASE_URL. Default: the address a phone used, if it is one of this "
                   "machine's, else the first address printed.")
@click.option("--behind-proxy", is_flag=True, envvar="COMPANION_BEHIND_PROXY",
              help="Behind one reverse proxy (nginx): trust its X-Forwarded-* headers and mark cookies "
                   "Secure over HTTPS; also COMPANION_BEHIND_PROXY=1. See docs/deploy.md.")
def serve_command(host, port, data_dir, threads, connections, per_address, workers, base_url, behind_proxy):
    """Serve the companion to the phones at the table."""
    from companion.app import create_app

    if data_dir:
        os.environ["COMPANION_DATA"] = os.path.abspath(data_dir)
    shown = lan_addresses() if host in ("0.0.0.0", "") else [host]
    os.environ["COMPANION_PUBLIC_HOSTS"] = ",".join([*shown, "localhost", "127.0.0.1", "::1"])
    if base_url:
        os.environ["COMPANION_BASE_URL"] = base_url
    if behind_proxy:
        os.environ["COMPANION_BEHIND_PROXY"] = "1"
    if per_address is None:
        per_address = 0 if behind_proxy else 32
    _open_files_for(connections)
    app = create_app()  # creates the data folder, the secret key and the schema once, before the workers start
    click.echo("Rainbow Companion is running. Open or scan one of these on the phones:")
    for address in [base_url + "/"] if base_url else [f"http://{address}:{port}/" for address in shown or ["127.0.0.1"]]:
        click.echo(f"  {address}")
    click.echo(f"Data folder: {app.instance_path}; {workers} worker(s) × {threads} threads   (Ctrl+C to stop)")
    if behind_proxy and not base_url:
        click.echo("Behind a proxy, give --base-url (the address the phones open) so that links and QR codes name it.")
    # waitress 3 drops every X-Forwarded-* header by default: behind the proxy, ProxyFix must see them.
    serve_in_workers(create_app, host, port, workers, per_address=per_address, threads=threads,
                     connection_limit=connections, asyncore_use_poll=True, ident="rainbow-companion",
                     clear_untrusted_proxy_headers=not behind_proxy)
