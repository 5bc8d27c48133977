"""Helpers for the web tests: create a table, post an action, read the exported log."""

import json
import re

from tests.conftest import CSRF_TOKEN


def create_table(client, game, names, first=0, **extra):
    """Create a table through the new-table form; return its path (/t/<id>)."""
    data = {"csrf_token": CSRF_TOKEN, "game": game, "first": str(first), **extra}
    data.update({f"name-{seat}": name for seat, name in enumerate(names)})
    response = client.post("/tables", data=data)
    assert response.status_code == 303, response.get_data(as_text=True)[:2000]
    return response.headers["Location"]


def post(client, path, htmx=False, **fields):
    """POST a form with the CSRF token; ``seen`` defaults to the table's current version."""
    fields.setdefault("csrf_token", CSRF_TOKEN)
    headers = {"HX-Request": "true"} if htmx else {}
    return client.post(path, data=fields, headers=headers)


def version(client, table):
    """The version the table page shows."""
    page = client.get(table).get_data(as_text=True)
    return int(re.search(r'data-version="(\d+)"', page).group(1))


def exported(client, table):
    """The table's game log, as downloaded; a game whose log is private until it is over (whose download is
    refused while it is played) is read through the application layer instead."""
    response = client.get(f"{table}/log.json")
    if response.status_code == 409:
        from companion.tables import tables  # the app layer, as the download reads it
        with client.application.app_context():
            return json.loads(json.dumps(tables().load(table.rsplit("/", 1)[-1]).log()))
    assert response.status_code == 200
    return json.loads(response.get_data(as_text=True))
