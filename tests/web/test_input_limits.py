"""What players type: only digits a person types as numbers count; names hold no control characters;
form and engine share one source for each limit (issue 10, items 3, 7 and 10)."""

import pytest

from companion.games.rainbow7_rain import engine as rain
from companion.games.rainbow_field import engine as field
from companion.games.rainbow_snake import engine as snake
from tests.conftest import CSRF_TOKEN
from tests.web.helpers import create_table, exported, post, version


def act(client, table, **fields):
    """Post one action form, seen at the table's current version."""
    return post(client, f"{table}/events", seen=str(version(client, table)), **fields)


# --- superscripts and other non-decimal numbers ---------------------------------------------------

@pytest.mark.parametrize("typed", ["²³", "5²", "①", "½", "٣"])
def test_superscripts_are_not_hand_totals(client, typed):
    table = create_table(client, "rainbow7-rain", ["Ana", "Ben"])
    response = act(client, table, action="rainbow", player="Ana", **{"hand-0": "3", "hand-1": typed})
    assert response.status_code == 422
    assert "Ben: type a whole number from 0 to 999." in response.get_data(as_text=True)
    assert exported(client, table)["events"] == []


def test_superscript_snake_length_is_refused(client):
    table = create_table(client, "rainbow-snake", ["Ana", "Ben"], cards="60")
    for _ in range(6):
        assert act(client, table, action="turn", player=["Ana", "Ben"][version(client, table) % 2]).status_code == 303
    response = act(client, table, action="snake", player="Ana", snake="5²")
    assert response.status_code == 422 and "Snake: type how many cards" in response.get_data(as_text=True)
    assert all("snake" not in event for event in exported(client, table)["events"])


@pytest.mark.parametrize("cards", ["5²", "²³", "1 ①"])
def test_superscript_card_values_are_refused(client, cards):
    table = create_table(client, "rainbow-field", ["Ana", "Ben", "Chloé", "Dan"])
    response = act(client, table, action="field", cards=cards)
    assert response.status_code == 422 and "is not a card value" in response.get_data(as_text=True)
    assert exported(client, table)["events"] == []


def test_superscript_deck_size_is_refused(client):
    data = {"csrf_token": CSRF_TOKEN, "game": "rainbow-snake", "first": "0", "name-0": "Ana", "name-1": "Ben",
            "cards": "5²"}
    assert client.post("/tables", data=data).status_code == 400


def test_full_width_digits_still_count_everywhere(client):
    table = create_table(client, "rainbow-field", ["Ana", "Ben", "Chloé", "Dan"])
    assert act(client, table, action="field", cards="９９　１、５，７").status_code == 303
    assert exported(client, table)["events"][0]["cards"] == [99, 1, 5, 7]
    snake_table = create_table(client, "rainbow-snake", ["Ana", "Ben"], cards="１００")
    assert exported(client, snake_table)["options"]["cards"] == 100


# --- one source for each limit --------------------------------------------------------------------

def test_field_form_takes_exactly_the_engines_card_values(client):
    table = create_table(client, "rainbow-field", ["Ana", "Ben", "Chloé", "Dan"])
    too_high = act(client, table, action="field", cards=f"1 2 3 {field.MAX_CARD_VALUE + 1}")
    assert too_high.status_code == 422 and "type whole numbers from 1 to 99" in too_high.get_data(as_text=True)
    assert act(client, table, action="field", cards=f"1 2 3 {field.MAX_CARD_VALUE}").status_code == 303
    many = " ".join(["5"] * (field.MAX_CARDS_PER_PLAY + 1))
    refused = act(client, table, action="play", player="Ana", cards=many)
    assert refused.status_code == 422 and "That is 61 cards; a play holds at most 60" in refused.get_data(as_text=True)
    assert act(client, table, action="play", player="Ana", cards=" ".join(["5"] * 60)).status_code == 303


def test_field_form_refuses_a_megabyte_of_text_quickly(client):
    table = create_table(client, "rainbow-field", ["Ana", "Ben", "Chloé", "Dan"])
    response = act(client, table, action="field", cards="5 " * 500_000)
    assert response.status_code == 422 and "characters; the limit is 1000" in response.get_data(as_text=True)


def test_rain_form_takes_exactly_the_engines_hand_totals(client):
    table = create_table(client, "rainbow7-rain", ["Ana", "Ben"])
    too_high = act(client, table, action="rainbow", player="Ana", **{"hand-0": "3", "hand-1": "1000"})
    assert too_high.status_code == 422 and "from 0 to 999" in too_high.get_data(as_text=True)
    assert act(client, table, action="rainbow", player="Ana",
               **{"hand-0": "3", "hand-1": str(rain.MAX_HAND_TOTAL)}).status_code == 303


@pytest.mark.parametrize("cards, status", [(str(snake.MAX_CARDS), 303), (str(snake.MAX_CARDS + 1), 400)])
def test_snake_form_takes_exactly_the_engines_deck_sizes(client, cards, status):
    data = {"csrf_token": CSRF_TOKEN, "game": "rainbow-snake", "first": "0", "name-0": "Ana", "name-1": "Ben",
            "cards": cards}
    assert client.post("/tables", data=data).status_code == status


# --- names ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["Ana\r\nBen", "A\x00na", "Ana\x1b[31m", "Ana\u200b", "A\u202ena", "Ana\tBen"])
def test_new_table_refuses_names_with_control_characters(client, name):
    data = {"csrf_token": CSRF_TOKEN, "game": "rainbow7-rain", "first": "0", "name-0": name, "name-1": "Ben"}
    response = client.post("/tables", data=data, headers={"Accept-Language": "fr"})
    assert response.status_code == 400
    assert "caractère invisible ou de contrôle" in response.get_data(as_text=True)
