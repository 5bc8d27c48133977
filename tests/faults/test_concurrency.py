"""2–8 phones tapping at one table at the same instant: exactly one event per accepted tap.

Every phone of a round saw the same version and posts at once (a barrier
releases them together). Exactly one is accepted, the others are told to
look again (409), and the table's log holds exactly the accepted events, in
order, none lost and none doubled. Run on SQLite and on PostgreSQL.
"""

import json
import threading

import pytest

from companion import store
from tests.faults.helpers import PLAYERS, client_for, new_rain_table, seven_event, seven_form

pytestmark = pytest.mark.slow

ROUNDS_PER_TABLE = 25


def tap_together(clients, table_id, seen):
    """Every client posts its own value-7 card with ``seen`` at the same moment; their statuses."""
    barrier = threading.Barrier(len(clients))
    statuses = [None] * len(clients)

    def tap(number):
        barrier.wait()
        statuses[number] = clients[number].post(f"/t/{table_id}/events", data=seven_form(number, seen)).status_code

    threads = [threading.Thread(target=tap, args=(number,)) for number in range(len(clients))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    return statuses


def test_simultaneous_taps_record_exactly_one_event_each_round(fault_app):
    """About 750 taps in rounds of 2 to 8 phones: one 303 per round, the rest 409, the log exact."""
    clients = [client_for(fault_app) for _ in range(8)]
    tries = 0
    for table_number in range(6):
        table_id = new_rain_table(clients[0])
        accepted_events = []
        for round_number in range(ROUNDS_PER_TABLE):
            phones = 2 + (round_number + table_number) % 7
            statuses = tap_together(clients[:phones], table_id, seen=round_number)
            tries += phones
            assert sorted(statuses) == [303] + [409] * (phones - 1), statuses
            accepted_events.append(seven_event(statuses.index(303)))
        exported = json.loads(clients[0].get(f"/t/{table_id}/log.json").data)
        assert exported["events"] == accepted_events
        stored = store.load_records(table_id, engine=fault_app.extensions["companion_db"])
        assert [record.seq for record in stored] == list(range(1, ROUNDS_PER_TABLE + 1))
    assert tries >= 700


def test_simultaneous_appends_to_the_store_keep_one_record_per_number(fault_app):
    """Thousands of racing ``store.append`` calls: one wins each number, the others get Conflict."""
    engine = fault_app.extensions["companion_db"]
    tries = 0
    for table_number in range(4):
        table = store.create_table("rainbow7-rain", PLAYERS, {}, engine=engine)
        winners = []
        for seen in range(150):
            writers = 2 + (seen + table_number) % 7
            barrier = threading.Barrier(writers)
            outcomes = [None] * writers

            def write(number, seen=seen, barrier=barrier, outcomes=outcomes, table=table):
                barrier.wait()
                try:
                    store.append(table.id, seen, "event", {"writer": number}, engine=engine)
                    outcomes[number] = "stored"
                except store.Conflict:
                    outcomes[number] = "conflict"

            threads = [threading.Thread(target=write, args=(number,)) for number in range(writers)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join(30)
            tries += writers
            assert sorted(outcomes) == ["conflict"] * (writers - 1) + ["stored"], outcomes
            winners.append(outcomes.index("stored"))
        records = store.load_records(table.id, engine=engine)
        assert [record.payload["writer"] for record in records] == winners
        assert store.version(table.id, engine=engine) == 150
    assert tries >= 2000


def test_a_stale_phone_is_refused_and_nothing_is_written(fault_app):
    """A tap that saw an old version gets 409 and the table shown afresh; the log is unchanged."""
    phone = client_for(fault_app)
    table_id = new_rain_table(phone)
    assert phone.post(f"/t/{table_id}/events", data=seven_form(0, 0)).status_code == 303
    stale = phone.post(f"/t/{table_id}/events", data=seven_form(1, 0), headers={"HX-Request": "true"})
    assert stale.status_code == 409
    assert 'data-version="1"' in stale.get_data(as_text=True)
    assert json.loads(phone.get(f"/t/{table_id}/log.json").data)["events"] == [seven_event(0)]
