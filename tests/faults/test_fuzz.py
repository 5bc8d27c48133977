"""Fuzzed form fields on every route and fuzzed game logs on import never give a 500.

Routes come from ``app.url_map``, so a route added later is fuzzed too. POSTs
carry a valid CSRF token (otherwise every request would stop at the 403) and
fields named like the real forms' fields, with any text as values.
"""

import io
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.app import create_app
from tests.faults.helpers import CSRF, client_for, new_rain_table, seven_form

pytestmark = pytest.mark.slow

FIELD_NAMES = ["seen", "action", "player", "color", "target", "game", "first", "function", "raining",
               "cards", "direction", "hand-0", "hand-1", "hand-7", "name-0", "name-1", "name-9", "lang", "q",
               "seat", "key", "count", "values", "play"]
GAMES = ["rainbow7-rain", "rainbow7-explorers", "rainbow-field", "rainbow-snake"]
TEXT = st.text(max_size=60)
ODD_TEXT = st.one_of(TEXT, st.sampled_from(["", "0", "-1", "99999999999999999999", "1e9", "NaN", "None", "<b>",
                                              "Ana", "red", "violet", "rainbow7-rain", "\x00", "é" * 300]))
FUZZ_SETTINGS = settings(max_examples=100, deadline=None, suppress_health_check=list(HealthCheck))


@pytest.fixture(scope="module")
def fuzz_target(tmp_path_factory):
    """One app, one rain table with a few events, and the routes to fuzz."""
    app = create_app({"TESTING": True, "DATA_DIR": str(tmp_path_factory.mktemp("fuzz")),
                      "SECRET_KEY": "fuzz-secret"})
    phone = client_for(app)
    table_id = new_rain_table(phone)
    for number in range(3):
        phone.post(f"/t/{table_id}/events", data=seven_form(number, number))
    rules = [rule for rule in app.url_map.iter_rules() if rule.endpoint != "static"]
    yield app, table_id, rules
    app.extensions["companion_db"].dispose()


def url_for_rule(rule, table_id, values):
    """A concrete path for ``rule``: the real table id or fuzzed text for each argument."""
    path = rule.rule
    for argument in rule.arguments:
        value = table_id if argument == "table_id" and values.get("real_table", True) else values.get(argument, "x")
        path = path.replace(f"<{argument}>", value).replace(f"<path:{argument}>", value)
        for converter in ("int", "string", "any"):
            path = path.replace(f"<{converter}:{argument}>", value)
    return path


@FUZZ_SETTINGS
@given(data=st.data())
def test_fuzzed_forms_on_every_route_never_give_a_500(fuzz_target, data):
    """Any route, any method it allows, any fields: a 2xx, 3xx or 4xx answer."""
    app, table_id, rules = fuzz_target
    rule = data.draw(st.sampled_from(rules))
    method = data.draw(st.sampled_from(sorted(rule.methods - {"OPTIONS"})))
    values = {argument: data.draw(st.text(st.characters(blacklist_categories=["Cs", "Cc"],
                                                        blacklist_characters="/?#%"), min_size=1, max_size=30))
              for argument in rule.arguments}
    values["real_table"] = data.draw(st.booleans())
    fields = data.draw(st.dictionaries(st.one_of(st.sampled_from(FIELD_NAMES), TEXT), ODD_TEXT, max_size=8))
    htmx = {"HX-Request": "true"} if data.draw(st.booleans()) else {}
    phone = client_for(app)
    path = url_for_rule(rule, table_id, values)
    if method == "POST":
        response = phone.post(path, data=fields | {"csrf_token": CSRF}, headers=htmx)
    else:
        response = phone.open(path, method=method, query_string=fields, headers=htmx)
    assert response.status_code < 500, (method, path, fields, response.status_code)


def log_envelope():
    """Game logs that are almost right: real keys, any values, sometimes the real ones."""
    events = st.lists(st.dictionaries(
        st.sampled_from(["type", "player", "color", "target", "hands", "function", "raining", "cards", "count"]),
        st.recursive(st.one_of(st.none(), st.booleans(), st.integers(-5, 60), TEXT,
                               st.sampled_from(["seven", "rainbow", "perfect", "turn", "Ana", "Ben", "red"])),
                     lambda inner: st.lists(inner, max_size=3) | st.dictionaries(TEXT, inner, max_size=3),
                     max_leaves=6),
        max_size=5), max_size=6)
    return st.fixed_dictionaries({
        "format": st.sampled_from(["rainbow-companion/game-log", "other"]),
        "version": st.sampled_from([1, 2, "1", None]),
        "game": st.one_of(st.sampled_from(GAMES), TEXT),
        "players": st.one_of(st.just(["Ana", "Ben", "Chloé"]), st.lists(ODD_TEXT, max_size=9), TEXT),
        "options": st.one_of(st.just({}), st.dictionaries(TEXT, st.one_of(TEXT, st.integers()), max_size=2)),
        "events": events,
    })


@FUZZ_SETTINGS
@given(log=st.one_of(log_envelope().map(lambda envelope: json.dumps(envelope).encode()),
                     st.binary(max_size=300), TEXT.map(str.encode)))
def test_fuzzed_logs_on_import_never_give_a_500(fuzz_target, log):
    """Any uploaded file: a new table (303) or the form again with the problem (400)."""
    app, _, _ = fuzz_target
    response = client_for(app).post("/tables/import", data={"csrf_token": CSRF, "log": (io.BytesIO(log), "game.json")},
                                    content_type="multipart/form-data")
    assert response.status_code in (303, 400), (log[:200], response.status_code)
