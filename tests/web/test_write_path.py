"""The write path: the engine applies each record once; every update carries the version; forms swap when they change."""

import pytest

from companion.games.log import Game
from tests.web.helpers import create_table, exported, post

SEEN_FIELD = 'name="seen" value="{version}" data-hx-swap-oob="outerHTML:#main form input[name=\'seen\']"'


@pytest.fixture
def applied(monkeypatch):
    """The number of times an engine applied an event since the fixture started."""
    calls = []
    original = Game.advanced

    def counted(game, event):
        calls.append(event)
        return original(game, event)

    monkeypatch.setattr(Game, "advanced", counted)
    return calls


def test_an_event_an_undo_and_a_redo_are_each_applied_once(client, applied):
    table = create_table(client, "rainbow7-rain", ["Ana", "Ben", "Chloé"], first=1)
    client.get(table)  # the timeline is now kept: the writes below fold into it
    applied.clear()
    assert post(client, f"{table}/events", htmx=True, seen="0", action="perfect", player="Ana").status_code == 200
    assert len(applied) == 1
    assert post(client, f"{table}/undo", htmx=True, seen="1").status_code == 200
    assert len(applied) == 1  # an undo applies nothing
    assert post(client, f"{table}/redo", htmx=True, seen="2").status_code == 200
    assert len(applied) == 2
    assert [event["type"] for event in exported(client, table)["events"]] == ["perfect"]


def test_refusals_answer_as_before(client):
    table = create_table(client, "rainbow7-rain", ["Ana", "Ben", "Chloé"], first=1)
    assert post(client, f"{table}/events", action="perfect", player="Ana").status_code == 400
    assert post(client, f"{table}/events", seen="5", action="perfect", player="Ana").status_code == 409
    assert post(client, f"{table}/events", seen="0", action="perfect", player="Nobody").status_code == 422
    assert post(client, f"{table}/undo", seen="0").status_code == 422
    assert post(client, f"{table}/redo", seen="0").status_code == 422


def test_every_update_carries_the_version_for_every_form(client):
    table = create_table(client, "rainbow7-rain", ["Ana", "Ben", "Chloé"], first=1)
    post(client, f"{table}/events", seen="0", action="perfect", player="Ana")
    poll = client.get(f"{table}/state?v=0", headers={"HX-Request": "true"}).get_data(as_text=True)
    assert SEEN_FIELD.format(version=1) in poll


def test_rain_forms_stay_while_others_play_and_swap_when_the_game_ends(client):
    table = create_table(client, "rainbow7-rain", ["Ana", "Ben"], first=0)
    post(client, f"{table}/events", seen="0", action="perfect", player="Ana")
    poll = client.get(f"{table}/state?v=0", headers={"HX-Request": "true"}).get_data(as_text=True)
    assert 'id="table-actions"' not in poll  # a half-typed form on another phone survives
    for seen in range(1, 4):
        post(client, f"{table}/events", seen=str(seen), action="rainbow", player="Ana", **{"hand-0": "0", "hand-1": "5"})
    over = client.get(f"{table}/state?v=3", headers={"HX-Request": "true"}).get_data(as_text=True)
    assert 'id="table-actions" data-hx-swap-oob="true"' in over and "The game is over." in over
    post(client, f"{table}/undo", seen="4")
    reopened = client.get(f"{table}/state?v=4", headers={"HX-Request": "true"}).get_data(as_text=True)
    assert 'id="table-actions" data-hx-swap-oob="true"' in reopened and 'id="rainbow-submit"' in reopened


def test_turn_based_forms_swap_with_every_turn(client):
    table = create_table(client, "rainbow-snake", ["Ana", "Ben", "Chloé"], first=0)
    post(client, f"{table}/events", seen="0", action="turn", player="Ana")
    poll = client.get(f"{table}/state?v=0", headers={"HX-Request": "true"}).get_data(as_text=True)
    assert 'id="table-actions" data-hx-swap-oob="true"' in poll and "Ben placed a card, no snake" in poll


def test_a_refusal_swaps_the_forms_only_when_it_brings_its_own_help(client):
    rain = create_table(client, "rainbow7-rain", ["Ana", "Ben", "Chloé"], first=1)
    refused = post(client, f"{rain}/events", htmx=True, seen="0", action="perfect", player="Nobody")
    assert refused.status_code == 422 and 'id="table-actions"' not in refused.get_data(as_text=True)
    explorers = create_table(client, "rainbow7-explorers", ["Ana", "Ben", "Chloé"])
    post(client, f"{explorers}/events", seen="0", action="start", player="Ana")
    early = post(client, f"{explorers}/events", htmx=True, seen="1", action="rainbow", player="Ana")
    assert early.status_code == 422 and 'id="rainbow-refused"' in early.get_data(as_text=True)
