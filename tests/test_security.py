"""Security checks: cross-site posts refused, tables and seats unreachable without their links,
names with markup escaped everywhere, security headers on every answer."""

import re

import pytest

from companion import store
from tests.conftest import CSRF_TOKEN
from tests.faults.helpers import CSRF, TOKEN, client_for, new_rain_table, seven_form
from tests.web.helpers import create_table

MARKUP_NAMES = ("<script>alert(1)</script>", '"><img src=x onerror=alert(2)>', "Zoë & <b>Ben</b>")


def post_routes(app):
    """Every POST route, as a path on ``table_id`` where it needs one."""
    return sorted(rule.rule for rule in app.url_map.iter_rules() if "POST" in rule.methods)


def table_path(rule, table_id):
    """``rule`` with its table placeholder filled in."""
    return rule.replace("<table_id>", table_id)


@pytest.fixture
def rain_table(app):
    """A rain-token table with one event; its id and a phone (test client) on it."""
    phone = client_for(app)
    table_id = new_rain_table(phone)
    assert phone.post(f"/t/{table_id}/events", data=seven_form(0, 0)).status_code == 303
    return table_id, phone


@pytest.mark.parametrize("headers", [
    {"Sec-Fetch-Site": "cross-site"},
    {"Origin": "https://evil.example"},
    {"Origin": "http://localhost.evil.example", "Sec-Fetch-Site": "same-site"},
])
def test_cross_site_posts_are_refused_on_every_post_route(app, rain_table, headers):
    """With a valid token but from another site: 403 everywhere, nothing written."""
    table_id, phone = rain_table
    for rule in post_routes(app):
        response = phone.post(table_path(rule, table_id), data=seven_form(1, 1) | {"game": "rainbow7-rain"},
                              headers=headers)
        assert response.status_code == 403, rule
    assert store.version(table_id, engine=app.extensions["companion_db"]) == 1


@pytest.mark.parametrize("token", [None, "", "wrong-token", CSRF + "x"])
def test_posts_without_the_sessions_token_are_refused(app, rain_table, token):
    """A missing or wrong CSRF token: 403 on every POST route, nothing written."""
    table_id, phone = rain_table
    for rule in post_routes(app):
        form = seven_form(1, 1) | {"game": "rainbow7-rain", "name-0": "A", "name-1": "B"}
        form.pop("csrf_token")
        if token is not None:
            form["csrf_token"] = token
        assert phone.post(table_path(rule, table_id), data=form).status_code == 403, rule
    assert store.version(table_id, engine=app.extensions["companion_db"]) == 1


def test_a_token_from_another_session_is_refused(app, rain_table):
    """A token is only good in the session that holds it."""
    table_id, _ = rain_table
    stranger = app.test_client()
    assert stranger.post(f"/t/{table_id}/events", data=seven_form(1, 1)).status_code == 403


def test_table_ids_are_unguessable_and_unknown_ids_are_404(app, rain_table):
    """At least 128 random bits per id; a wrong or truncated id finds nothing on any table route."""
    table_id, phone = rain_table
    assert re.fullmatch(r"[A-Za-z0-9_-]+", table_id) and len(table_id) * 6 >= 128
    table_rules = [rule for rule in app.url_map.iter_rules() if rule.rule.startswith("/t/<table_id>")]
    for wrong in (table_id[:-1], table_id[:-1] + ("A" if table_id[-1] != "A" else "B"), "0", "x" * 65):
        for rule in table_rules:
            path = table_path(rule.rule, wrong).replace("<seat_key>", "k")
            method = "post" if "POST" in rule.methods else "get"
            response = getattr(phone, method)(path, data=seven_form(1, 1) if method == "post" else None)
            assert response.status_code == 404, (rule.rule, wrong, response.status_code)


def test_no_page_lists_tables(app, rain_table):
    """No page without a table id in its URL mentions a table; there is no index of tables."""
    table_id, phone = rain_table
    for rule in app.url_map.iter_rules():
        if rule.arguments or "GET" not in rule.methods or rule.rule.endswith(".pdf"):
            continue
        response = phone.get(rule.rule)
        assert table_id not in response.get_data(as_text=True), rule.rule
    assert phone.get("/t/").status_code == 404
    assert phone.get("/tables").status_code in (404, 405)


def test_names_with_markup_are_escaped_on_every_page(app):
    """Players named with HTML appear as text on every page of their table, never as markup."""
    phone = client_for(app)
    table_id = new_rain_table(phone, players=MARKUP_NAMES)
    form = {"csrf_token": CSRF, "seen": "0", "action": "seven", "player": MARKUP_NAMES[0], "color": "red",
            "target": MARKUP_NAMES[1]}
    assert phone.post(f"/t/{table_id}/events", data=form).status_code == 303
    pages = [f"/t/{table_id}", f"/t/{table_id}/state?v=0", f"/t/{table_id}/history", f"/t/{table_id}/where",
             f"/t/{table_id}/seats"]
    checked = 0
    for path in pages:
        for headers in ({}, {"HX-Request": "true"}):
            response = phone.get(path, headers=headers)
            if response.status_code == 404:
                continue
            body = response.get_data(as_text=True)
            checked += 1
            for raw in ("<script>alert(1)", "<img src=x", "<b>Ben</b>"):
                assert raw not in body, (path, headers)
            assert "&lt;script&gt;alert(1)&lt;/script&gt;" in body, (path, headers)
    assert checked >= 8


def test_security_headers_on_pages_fragments_errors_and_polls(app, rain_table):
    """A strict CSP without 'unsafe-inline' and the other headers, on every kind of answer."""
    table_id, phone = rain_table
    answers = [phone.get("/"), phone.get(f"/t/{table_id}"), phone.get(f"/t/{table_id}/state?v=1"),
               phone.get(f"/t/{table_id}/state?v=0", headers={"HX-Request": "true"}), phone.get("/t/nope"),
               phone.post(f"/t/{table_id}/events", data={}), phone.get(f"/t/{table_id}/log.json")]
    assert [answer.status_code for answer in answers] == [200, 200, 204, 200, 404, 403, 200]
    for answer in answers:
        csp = answer.headers["Content-Security-Policy"]
        assert "'unsafe-inline'" not in csp and "'unsafe-eval'" not in csp
        for directive in ("default-src 'self'", "script-src 'self'", "style-src 'self'", "frame-ancestors 'none'",
                          "object-src 'none'", "base-uri 'none'", "form-action 'self'"):
            assert directive in csp
        assert answer.headers["X-Content-Type-Options"] == "nosniff"
        assert answer.headers["X-Frame-Options"] == "DENY"
        assert answer.headers["Referrer-Policy"] == "same-origin"
        assert "camera=()" in answer.headers["Permissions-Policy"]
    assert answers[2].headers["Cache-Control"] == "no-store"


def test_session_cookie_is_http_only_and_same_site(app):
    """The cookie that holds the CSRF token cannot be read by scripts or sent cross-site."""
    response = app.test_client().get("/tables/new?game=rainbow7-rain")
    cookie = response.headers["Set-Cookie"]
    assert "HttpOnly" in cookie and "SameSite=Lax" in cookie


def test_private_seat_view_needs_its_own_key(app):
    """/t/<id>/seat/<key>: 200 with the seat's key, 404 with a wrong key or another table's key."""
    if "tables.seat_view" not in app.view_functions:
        pytest.skip("no private seat view route yet (tables.seat_view)")
    engine = app.extensions["companion_db"]
    players = ("Ana", "Ben", "Chloé")
    table = store.create_table("rainbow-field", players, {}, engine=engine)
    other = store.create_table("rainbow-field", players, {}, engine=engine)
    phone = client_for(app)
    assert phone.get(f"/t/{table.id}/seat/{table.seat_keys['Ana']}").status_code == 200
    key = table.seat_keys["Ana"]
    for wrong in (key[:-1], key[:-1] + ("A" if key[-1] != "A" else "B"), other.seat_keys["Ana"], "Ana", "0"):
        assert phone.get(f"/t/{table.id}/seat/{wrong}").status_code == 404, wrong
    assert len(key) * 6 >= 128
    assert key not in phone.get(f"/t/{table.id}").get_data(as_text=True)


def test_an_https_origin_of_the_same_host_is_accepted_behind_a_tls_proxy(client, csrf):
    response = client.post("/tables", data={"csrf_token": csrf, "game": "rainbow7-rain", "name-0": "Ana",
                                            "name-1": "Ben", "first": "0"},
                           headers={"Origin": "https://localhost"})
    assert response.status_code == 303
    refused = client.post("/tables", data={"csrf_token": csrf, "game": "rainbow7-rain", "name-0": "Ana",
                                           "name-1": "Ben", "first": "0"},
                          headers={"Origin": "https://evil.example"})
    assert refused.status_code == 403


def test_a_swapped_fragment_carries_the_tables_token_and_any_phone_of_the_table_may_send_it(app, client):
    """The fragment htmx swaps in (here the snake's forms) is the same for every phone and its forms
    carry the table's token: a form the browser sends before htmx wired it (a plain POST, no header,
    from another session) is still accepted."""
    table = create_table(client, "rainbow-snake", ["Ana", "Ben"])
    other_phone = app.test_client()
    fragments = [phone.get(f"{table}/state?v=99", headers={"HX-Request": "true"}).get_data(as_text=True)
                 for phone in (client, other_phone)]
    assert fragments[0] == fragments[1] and "turn-submit" in fragments[0]
    tokens = set(TOKEN.findall(fragments[0]))
    assert len(tokens) == 1
    token = tokens.pop()
    assert token != CSRF_TOKEN and TOKEN.findall(client.get(table).get_data(as_text=True))[0] == token
    form = {"csrf_token": token, "seen": "0", "player": "Ana", "action": "turn"}
    assert other_phone.post(f"{table}/events", data=form).status_code == 303
    assert store.version(table.rsplit("/", 1)[1], engine=app.extensions["companion_db"]) == 1


def test_a_tables_token_is_good_on_that_table_only(app, rain_table):
    """Not on another table, not to create or import a table, not from another site."""
    table_id, phone = rain_table
    token = TOKEN.findall(phone.get(f"/t/{table_id}").get_data(as_text=True))[0]
    other_table = new_rain_table(phone)
    stranger = app.test_client()
    form = seven_form(1, 0) | {"csrf_token": token, "game": "rainbow7-rain", "name-0": "A", "name-1": "B"}
    assert stranger.post(f"/t/{other_table}/events", data=form).status_code == 403
    assert stranger.post("/tables", data=form).status_code == 403
    assert stranger.post("/tables/import", data=form).status_code == 403
    assert stranger.post(f"/t/{table_id}/events", data=form | {"seen": "1"},
                         headers={"Sec-Fetch-Site": "cross-site"}).status_code == 403
    assert store.version(other_table, engine=app.extensions["companion_db"]) == 0


def test_no_answer_echoes_a_huge_value_back(app, client):
    """A refused form fills itself again with what was typed, cut short: never megabytes back."""
    huge, long_query = "9" * 1_500_000, "7" * 100_000
    field = create_table(client, "rainbow-field", ["Ana", "Ben", "Chloé", "Dan"])
    rain = create_table(client, "rainbow7-rain", ["Ana", "Ben", "Chloé"])
    answers = [
        client.post(f"{field}/events", data={"csrf_token": CSRF_TOKEN, "seen": "0", "action": "field", "cards": huge}),
        client.post(f"{field}/events", data={"csrf_token": CSRF_TOKEN, "seen": "0", "action": "field", "cards": huge},
                    headers={"HX-Request": "true"}),
        client.post(f"{rain}/events", data={"csrf_token": CSRF_TOKEN, "seen": "0", "action": "rainbow",
                                            "player": "Ana", "hand-0": huge}),
        client.post("/tables", data={"csrf_token": CSRF_TOKEN, "game": "rainbow-snake", "first": "0",
                                     "name-0": "Ana", "name-1": "Ben", "cards": huge}),
        client.post("/tables", data={"csrf_token": CSRF_TOKEN, "game": "rainbow-snake", "first": "9",
                                     "name-0": huge[:900_000], "name-1": "Ben"}),
        client.get(f"/print?submitted=1&offset_x={long_query}&count-red={long_query}"),
        client.get(f"/print/rule-cards?base_url={long_query}&game={long_query}"),
        client.get(f"/rules?anything={long_query}"),
    ]
    assert all(400 <= answer.status_code < 500 or answer.status_code == 200 for answer in answers)
    assert [len(answer.get_data()) < 40_000 for answer in answers] == [True] * len(answers)
