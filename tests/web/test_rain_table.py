"""The rain-token table through the test client: every action, every kind of bad input."""

import re

import pytest

from tests.web.helpers import create_table, exported, post, version

PLAYERS = ["Ana", "Ben", "Chloé"]


@pytest.fixture
def table(client):
    return create_table(client, "rainbow7-rain", PLAYERS, first=1)


def hands(*totals):
    return {f"hand-{seat}": str(total) for seat, total in enumerate(totals)}


def test_new_table_page_lists_seats_and_who_starts(client):
    page = client.get("/tables/new?game=rainbow7-rain").get_data(as_text=True)
    assert page.count('name="first"') == 5
    assert 'for="name-0"' in page and "Player 1 starts" in page


def test_created_table_shows_tokens_reserve_and_first_player(client, table):
    page = client.get(table).get_data(as_text=True)
    assert "Round 1: Ben starts." in page
    assert "36 of 36" in page
    assert "<svg" in page and "QR code of the link to this table" in page


def test_seven_rainbow_storm_and_perfect_change_the_tokens(client, table):
    assert post(client, f"{table}/events", seen="0", action="seven", player="Ana", color="red", target="Ben").status_code == 303
    assert post(client, f"{table}/events", seen="1", action="rainbow", player="Ben", **hands(5, 3, 3)).status_code == 303
    assert post(client, f"{table}/events", seen="2", action="rainbow", player="Chloé", **hands(1, 3, 3)).status_code == 303
    assert post(client, f"{table}/events", seen="3", action="perfect", player="Ana").status_code == 303
    log = exported(client, table)
    assert [event["type"] for event in log["events"]] == ["seven", "rainbow", "rainbow", "perfect"]
    page = client.get(table).get_data(as_text=True)
    assert "Round 4: Ben starts." in page
    assert "26 of 36" in page  # Ana 2, Ben 1+1, Chloé 2+3+1 → 10 tokens held


def test_htmx_action_answers_the_state_and_an_announcement(client, table):
    response = post(client, f"{table}/events", htmx=True, seen="0", action="rainbow", player="Ana", **hands(2, 5, 6))
    body = response.get_data(as_text=True)
    assert response.status_code == 200
    assert 'id="table-state"' in body and 'data-hx-swap-oob="innerHTML"' in body
    assert "Ana calls Rainbow 2 and wins the round" in body
    assert "(action" not in body  # nothing but the sentence is read aloud
    assert response.headers["Vary"].count("HX-Request") == 1


@pytest.mark.parametrize("fields, message", [
    ({"action": "seven", "color": "red", "target": "Ben"}, "Choose who played the 7."),
    ({"action": "seven", "player": "Ana", "target": "Ben"}, "Choose the colour of the 7."),
    ({"action": "seven", "player": "Ana", "color": "red"}, "needs a target"),
    ({"action": "seven", "player": "Ana", "color": "red", "target": "Ana"}, "to themselves"),
    ({"action": "seven", "player": "Ana", "color": "green", "target": "Ben"},
     "The green 7 gives no rain token to anyone: choose “Nobody (other colours)” under “Who takes the rain token?”"),
    ({"action": "seven", "player": "Ana", "color": "light-blue", "target": "Ben"}, "The light blue 7 gives no rain token"),
    ({"action": "seven", "player": "Zed", "color": "green"}, "Choose who played the 7."),
    ({"action": "rainbow", "player": "Ana", "hand-0": "3"}, "missing: Ben and Chloé"),
    ({"action": "rainbow", "player": "Ana", **hands(9, 1, 1)}, "a Rainbow needs 7 or less"),
    ({"action": "rainbow", "player": "Ana", "hand-0": "-1", "hand-1": "2", "hand-2": "2"}, "type a whole number"),
    ({"action": "rainbow", "player": "Ana", "hand-0": "two", "hand-1": "2", "hand-2": "2"}, "type a whole number"),
    ({"action": "perfect", "player": "Ana", **hands(3, 1, 1)}, "must be 0"),
    ({"action": "dance"}, "Choose what happened."),
    ({}, "Choose what happened."),
])
def test_bad_input_gets_a_message_a_4xx_and_records_nothing(client, table, fields, message):
    response = post(client, f"{table}/events", seen="0", **fields)
    assert response.status_code == 422
    assert message in response.get_data(as_text=True)
    assert exported(client, table)["events"] == []


def test_bad_input_keeps_what_was_typed(client, table):
    response = post(client, f"{table}/events", seen="0", action="rainbow", player="Ana", **hands(9, 4, 5))
    page = response.get_data(as_text=True)
    assert 'value="9"' in page and 'value="4"' in page
    assert '<option value="Ana" selected>' in page


def test_stale_version_is_refused_with_the_new_state(client, table):
    assert post(client, f"{table}/events", seen="0", action="perfect", player="Ana").status_code == 303
    response = post(client, f"{table}/events", seen="0", action="perfect", player="Ben")
    assert response.status_code == 409
    assert "Another phone recorded something" in response.get_data(as_text=True)
    assert len(exported(client, table)["events"]) == 1


@pytest.mark.parametrize("seen", ["", "x", "-1", "1.5"])
def test_missing_or_bad_version_is_a_400(client, table, seen):
    response = post(client, f"{table}/events", seen=seen, action="perfect", player="Ana")
    assert response.status_code == 400
    assert exported(client, table)["events"] == []


def test_undo_redo_keep_the_undone_event_in_the_history(client, table):
    post(client, f"{table}/events", seen="0", action="seven", player="Ana", color="yellow", target="Chloé")
    assert post(client, f"{table}/undo", seen="1").status_code == 303
    assert exported(client, table)["events"] == []
    history = client.get(f"{table}/history").get_data(as_text=True)
    assert "Ana plays the yellow 7: Chloé takes 1 rain token." in history and "(undone)" in history
    assert post(client, f"{table}/redo", seen="2").status_code == 303
    assert len(exported(client, table)["events"]) == 1
    assert post(client, f"{table}/redo", seen="3").status_code == 422


def test_undo_with_nothing_to_undo_is_explained(client, table):
    response = post(client, f"{table}/undo", seen="0")
    assert response.status_code == 422
    assert "There is nothing to undo" in response.get_data(as_text=True)


def test_new_event_after_undo_drops_the_redo(client, table):
    post(client, f"{table}/events", seen="0", action="perfect", player="Ana")
    post(client, f"{table}/undo", seen="1")
    post(client, f"{table}/events", seen="2", action="perfect", player="Ben")
    assert post(client, f"{table}/redo", seen="3").status_code == 422
    assert [e["player"] for e in exported(client, table)["events"]] == ["Ben"]


def test_undo_is_announced(client, table):
    post(client, f"{table}/events", seen="0", action="perfect", player="Ana")
    body = post(client, f"{table}/undo", htmx=True, seen="1").get_data(as_text=True)
    assert "Undone: Ana makes a Perfect" in body


def test_poll_is_204_while_unchanged_and_the_state_after_a_change(client, table):
    assert client.get(f"{table}/state?v=0").status_code == 204
    post(client, f"{table}/events", seen="0", action="perfect", player="Chloé")
    response = client.get(f"{table}/state?v=0", headers={"HX-Request": "true"})
    assert response.status_code == 200
    body = response.get_data(as_text=True)
    assert "Chloé makes a Perfect" in body and 'data-version="1"' in body
    assert client.get(f"{table}/state?v=1").status_code == 204


def test_where_are_we_reads_the_whole_state_and_is_never_identical_twice(client, table):
    post(client, f"{table}/events", seen="0", action="seven", player="Ben", color="red", target="Ana")
    first = client.get(f"{table}/where?said=0", headers={"HX-Request": "true"}).get_data(as_text=True)
    assert "Round 1, Ben starts. Rain tokens: Ana 1, Ben 0, and Chloé 0. Reserve: 35." in first
    assert 'id="where-said" name="said" value="1"' in first  # the form's next answer will differ
    second = client.get(f"{table}/where?said=1", headers={"HX-Request": "true"}).get_data(as_text=True)
    assert first != second


def test_game_over_names_the_winners_and_hides_the_forms(client, table):
    seen = 0
    for caller in ["Ana", "Ana", "Ana", "Ana"]:
        post(client, f"{table}/events", seen=str(seen), action="rainbow", player=caller, **hands(0, 5, 6))
        seen += 1
    page = client.get(table).get_data(as_text=True)
    assert "Game over after round 4." in page and "Winner: Ana" in page
    assert "Record the 7" not in page
    where = client.get(f"{table}/where", headers={"HX-Request": "true"}).get_data(as_text=True)
    assert "Game over after round 4. Winner: Ana." in where and "Winners" not in where  # one winner, one name
    assert post(client, f"{table}/events", seen=str(seen), action="perfect", player="Ben").status_code == 422


def test_a_shared_win_names_the_winners(client):
    table = create_table(client, "rainbow7-rain", ["Ana", "Ben", "Chloé"])
    for seen in range(6):  # Ben and Ana make a Perfect in turn: 3 rain tokens each, Chloé 6
        post(client, f"{table}/events", seen=str(seen), action="perfect", player="Ana" if seen % 2 else "Ben")
    post(client, f"{table}/events", seen="6", action="seven", player="Ana", color="red", target="Chloé")
    post(client, f"{table}/events", seen="7", action="perfect", player="Chloé")  # 4 each, Chloé 7: over
    said = client.get(f"{table}/state?v=7", headers={"HX-Request": "true"}).get_data(as_text=True)
    assert "Game over. Winners: Ana and Ben." in said


def test_french_phone_sees_french(client, table):
    page = client.get(f"{table}?lang=fr").get_data(as_text=True)
    assert '<html lang="fr">' in page and "Manche 1\u202f: Ben commence." in page
    page = client.get(table).get_data(as_text=True)
    assert "Manche 1" in page  # remembered in a cookie
    page = client.get(table, headers={"Accept-Language": "ja"}).get_data(as_text=True)
    assert "Manche 1" in page
    client.delete_cookie("lang")
    page = client.get(table, headers={"Accept-Language": "ja-JP,ja;q=0.9"}).get_data(as_text=True)
    assert '<html lang="ja">' in page and "第1ラウンド" in page


def test_version_in_page_follows_records(client, table):
    assert version(client, table) == 0
    post(client, f"{table}/events", seen="0", action="perfect", player="Ana")
    assert version(client, table) == 1


def test_a_refused_action_does_not_repeat_the_last_announcement(client, table):
    post(client, f"{table}/events", seen="0", action="perfect", player="Ana")
    body = post(client, f"{table}/events", htmx=True, seen="1", action="seven", player="Ana", color="red").get_data(as_text=True)
    assert "needs a target" in body
    assert 'id="announcer"' not in body


def test_each_action_links_to_its_rule_section(client, table):
    page = client.get(table).get_data(as_text=True)
    for section in ("seven-effects", "rainbow-call", "perfect"):
        assert f'href="/rules/rainbow7-rain#{section}"' in page
    assert 'href="/rules/rainbow7-rain"' in page


def test_every_phone_gets_the_same_fragment_without_a_token(app, client, table):
    post(client, f"{table}/events", seen="0", action="perfect", player="Ana")
    other = app.test_client()
    with other.session_transaction() as session:
        session["csrf"] = "another-phones-token"
    first = client.get(f"{table}/state?v=0", headers={"HX-Request": "true"}).get_data(as_text=True)
    second = other.get(f"{table}/state?v=0", headers={"HX-Request": "true"}).get_data(as_text=True)
    assert first == second
    assert "csrf" not in first and "another-phones-token" not in first


def test_htmx_sends_the_token_as_a_header(client, table):
    page = client.get(table).get_data(as_text=True)
    assert re.search(r'<body[^>]* data-hx-headers=\'\{"X-CSRF-Token": "test-csrf-token"\}\'>', page)
    response = client.post(f"{table}/events", data={"seen": "0", "action": "perfect", "player": "Ben"},
                           headers={"HX-Request": "true", "X-CSRF-Token": "test-csrf-token"})
    assert response.status_code == 200
    refused = client.post(f"{table}/events", data={"seen": "1", "action": "perfect", "player": "Ben"},
                          headers={"HX-Request": "true", "X-CSRF-Token": "wrong"})
    assert refused.status_code == 403


def test_a_poll_leaves_the_phones_session_cookie_alone(client, table):
    post(client, f"{table}/events", seen="0", action="perfect", player="Ana")
    response = client.get(f"{table}/state?v=0", headers={"HX-Request": "true"})
    assert response.status_code == 200 and "Set-Cookie" not in response.headers
    assert post(client, f"{table}/events", seen="1", action="perfect", player="Ben").status_code == 303


def test_the_table_offers_a_printed_join_card(client, table):
    page = client.get(table).get_data(as_text=True)
    assert f'href="{table}/join-card.pdf"' in page
    response = client.get(f"{table}/join-card.pdf")
    assert response.status_code == 200 and response.mimetype == "application/pdf"


def test_history_shows_when_each_action_was_recorded_in_the_readers_language(client, table):
    import re

    post(client, f"{table}/events", seen="0", action="seven", player="Ana", color="yellow", target="Chloé")
    history = client.get(f"{table}/history?lang=de").get_data(as_text=True)
    assert re.search(r'<time datetime="\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d">\d\d:\d\d</time>', history)


def test_a_japanese_phone_reads_lists_with_the_japanese_comma_and_no_space_after_the_full_stop(client, table):
    post(client, f"{table}/events", seen="0", action="seven", player="Ben", color="red", target="Ana")
    answer = client.get(f"{table}/where?said=0&lang=ja", headers={"HX-Request": "true"}).get_data(as_text=True)
    assert "Ana 1個、Ben 0個、Chloé 0個" in answer and "Ana 1, " not in answer  # tokens are counted with 個
    assert "。 " not in answer


@pytest.mark.parametrize("lang", ["en", "fr", "ja", "de"])
def test_no_note_about_the_end_is_left_once_the_game_is_over(client, table, lang):
    from companion.i18n import translate

    for seen in range(4):  # Ben wins four rounds: Ana and Chloé take 2 tokens each time, 8 in all
        assert post(client, f"{table}/events", seen=str(seen), action="rainbow", player="Ben", **hands(5, 3, 6)).status_code == 303
    notes = [translate("7 or more: the game ends at the end of this round", lang),
             translate("one more token ends the game", lang)]
    for page in (table, f"{table}/board"):
        text = client.get(f"{page}?lang={lang}").get_data(as_text=True)
        assert translate("winner", lang) in text
        assert [note for note in notes if note in text] == []
