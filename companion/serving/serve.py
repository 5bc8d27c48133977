"""``companion serve``: run the app for a real table (Hypercorn in supervised worker processes)."""

import logging
import os
import tempfile

import click

from companion.cli_types import BaseUrlType
from companion.web.forwarded import DEFAULT_TRUSTED, trusted_networks
from companion.web.lan import lan_addresses
from companion.serving.worker import ServeOptions
from companion.serving.workers import default_workers, serve_in_workers

log = logging.getLogger("companion.serving")


class TrustedProxyType(click.ParamType):
    """An IP address or network (``10.0.0.5``, ``::1``, ``10.0.0.0/24``)."""

    name = "address"

    def convert(self, value, param, ctx):
        """The address as given, or click's "Invalid value" line."""
        try:
            trusted_networks([value])
        except ValueError as error:
            self.fail(str(error), param, ctx)
        return value.strip()


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
@click.option("--threads", default=8, show_default=True, type=click.IntRange(1, 64),
              help="Request threads per worker (idle connections need none).")
@click.option("--connections", default=5000, show_default=True, type=click.IntRange(10, 100000),
              help="Open connections at once per worker; when full, the oldest never-answered one makes room.")
@click.option("--per-address", default=32, show_default=True, type=click.IntRange(0, 10000),
              help="Open connections one client address may hold in the whole server, so that one slow or "
                   "hostile device cannot take them all (0: no limit; trusted proxies are never limited).")
@click.option("--workers", default=default_workers(), show_default="one per core, at most 4",
              type=click.IntRange(1, 32), help="Worker processes sharing the port and the database.")
@click.option("--worker-memory", default=300, show_default=True, type=click.IntRange(0, 100000),
              help="MiB of memory past which a worker is replaced, once it has finished its requests (0: never).")
@click.option("--base-url", default=None, type=BaseUrlType(), envvar="COMPANION_BASE_URL",
              help="The address the phones open (join links, QR codes, rule cards), e.g. https://games.example.org; "
                   "also COMPANION_BASE_URL. Default: the address a phone used, if it is one of this "
                   "machine's, else the first address printed.")
@click.option("--behind-proxy", is_flag=True, envvar="COMPANION_BEHIND_PROXY",
              help="Behind a reverse proxy (nginx): trust the X-Forwarded-* headers of the trusted proxy and mark "
                   "cookies Secure over HTTPS; also COMPANION_BEHIND_PROXY=1. See docs/deploy.md.")
@click.option("--trusted-proxy", "trusted_proxies", multiple=True, type=TrustedProxyType(),
              help="With --behind-proxy: the proxy's address or network, whose X-Forwarded-* headers count "
                   "(repeat for several; default: 127.0.0.1 and ::1).")
def serve_command(host, port, data_dir, threads, connections, per_address, workers, worker_memory, base_url,
                  behind_proxy, trusted_proxies):
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
    trusted = tuple(trusted_proxies) or DEFAULT_TRUSTED
    os.environ["COMPANION_TRUSTED_PROXIES"] = ",".join(trusted)
    _open_files_for(connections)
    app = _created(create_app)  # the data folder, the secret key and the schema, once, before the workers start
    app.extensions["companion_db"].dispose()  # the workers open their own connections
    click.echo("Rainbow Companion is running. Open or scan one of these on the phones:")
    for address in [base_url + "/"] if base_url else [f"http://{address}:{port}/" for address in shown or ["127.0.0.1"]]:
        click.echo(f"  {address}")
    click.echo(f"Data folder: {app.instance_path}; {workers} worker(s) × {threads} threads   (Ctrl+C to stop)")
    if behind_proxy and not base_url:
        click.echo("Behind a proxy, links and QR codes name the host the proxy forwards; give --base-url to fix it.")
    options = ServeOptions(threads=threads, connections=connections, per_address=per_address,
                           unlimited=trusted if behind_proxy else (), memory_limit_mib=worker_memory)
    serve_in_workers(create_app, host, port, workers, options, every_minute=_database_check(app))


def _created(create_app):
    """The app, its data folder checked: one it cannot write to (read-only, another user's) is said in one line
    before anything is served, never as a traceback, nor as a server whose every record fails."""
    try:
        app = create_app()
        if app.config["DATABASE_URL"].startswith("sqlite:///"):
            with tempfile.TemporaryFile(dir=app.instance_path):
                pass  # SQLite writes its journal beside the database
    except OSError as error:
        from companion.resources import default_data_folder

        folder = os.path.abspath(os.environ.get("COMPANION_DATA") or default_data_folder())
        raise click.ClickException(f"The data folder {folder} cannot be written ({error.strerror or error}). "
                                   "Give --data a folder this user may write to (see docs/deploy.md).") from error
    return app


def _database_check(app):
    """The supervisor's check of the SQLite file once a minute (None for another database)."""
    from sqlalchemy import make_url

    from companion import data_file

    url = make_url(app.config["DATABASE_URL"])
    path = data_file.sqlite_path(url)
    if path is None:
        return None

    def check(shared):
        if shared.damaged.is_set():
            return
        problem = data_file.whole_file_problem(path)
        if problem is not None:
            shared.damaged.set()
            log.error("%s Until then nothing more is saved.", data_file.start_problem(url, problem))

    return check
