"""The app's one cache: an LRU bounded in bytes (issue 10 item 3, issue 11 item 4)."""

import io
import json

from companion.caches import Cache
from tests.conftest import CSRF_TOKEN, client_with_token


def test_entries_leave_least_recently_used_first_once_the_bytes_pass_the_limit():
    cache = Cache(max_bytes=100)
    cache.put(("a",), "A", 40)
    cache.put(("b",), "B", 40)
    assert cache.get(("a",)) == "A"  # now "b" is the least recently used
    cache.put(("c",), "C", 40)
    assert cache.get(("b",)) is None and cache.get(("a",)) == "A" and cache.get(("c",)) == "C"
    assert cache.size == 80 and len(cache) == 2


def test_an_entry_larger_than_the_budget_is_not_kept_and_replacing_one_counts_once():
    cache = Cache(max_bytes=100)
    cache.put(("a",), "A", 60)
    cache.put(("a",), "A2", 50)
    assert cache.size == 50
    cache.put(("huge",), "H", 101)
    assert cache.get(("huge",)) is None and cache.get(("a",)) == "A2"


def test_replace_keeps_the_newer_value():
    cache = Cache()
    cache.put(("v",), 5, 1)
    assert cache.put(("v",), 4, 1, replace=lambda old: old <= 4) == 5
    assert cache.get(("v",)) == 5


def big_log(events):
    """A rain-token log of ``events`` value-7 cards, each with a 150-character note."""
    seven = {"type": "seven", "player": "Ana", "color": "green", "note": "n" * 150}
    return json.dumps({"format": "rainbow-companion/game-log", "version": 1, "game": "rainbow7-rain",
                       "players": ["Ana", "Ben"], "events": [seven] * events})


def test_big_tables_stay_within_the_apps_byte_budget(tmp_path):
    """Viewing many big imported tables never keeps more than CACHE_MAX_BYTES of timelines and fragments."""
    from companion.app import create_app

    budget = 8 * 1024 * 1024
    app = create_app({"TESTING": True, "DATA_DIR": str(tmp_path), "SECRET_KEY": "s", "CACHE_MAX_BYTES": budget})
    client = client_with_token(app)
    for _ in range(4):
        response = client.post("/tables/import", content_type="multipart/form-data",
                               data={"csrf_token": CSRF_TOKEN, "log": (io.BytesIO(big_log(2000).encode()), "g.json")})
        table = response.headers["Location"]
        assert client.get(table).status_code == 200
        assert client.get(f"{table}/state?v=0", headers={"HX-Request": "true"}).status_code == 200
    cache = app.extensions["companion_cache"]
    assert 0 < cache.size <= budget
    kinds = cache.kinds()
    assert "timeline" in kinds and "fragment" in kinds


def test_a_timelines_estimated_bytes_cover_its_real_memory():
    """The weight the cache counts for a timeline is not below what it really holds (tracemalloc)."""
    import gc
    import random
    import tracemalloc

    from bench import game_logs
    from companion.tables import timeline
    from companion.store import Record, TableRow

    worst_field = ({}, [{"type": "field", "cards": [99] * 4}] + [
        {"type": "play", "player": game_logs.PLAYERS[n % 4], "cards": [99] * 60} for n in range(1500)])
    logs = {"rainbow7-rain": game_logs.rain_log(2000, random.Random(1)),
            "rainbow7-explorers": game_logs.explorers_log(2000, random.Random(1)),
            "rainbow-field": game_logs.field_log(2000, random.Random(1)), "worst field": worst_field}
    for name, (options, events) in logs.items():
        texts = [json.dumps(event, separators=(",", ":")) for event in events]
        table = TableRow(id="t", game=name if name != "worst field" else "rainbow-field",
                         players=tuple(game_logs.PLAYERS), options=options, seat_keys={})
        gc.collect()
        tracemalloc.start()
        records = [Record(seq=n + 1, kind="event", payload=json.loads(text), at=0, size=len(text))
                   for n, text in enumerate(texts)]
        line = timeline.build(table, records)
        used = tracemalloc.get_traced_memory()[0]
        tracemalloc.stop()
        assert used <= line.estimated_bytes, (name, used, line.estimated_bytes)
