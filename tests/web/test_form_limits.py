"""Every limit a form shows comes from the rules: name lengths, and each number field's range.

The number fields are text fields with ``inputmode`` (full-width digits must
count), so their range lives in the rules and the form reader; any ``min``,
``max`` or ``maxlength`` a page does show must be the engine's own.
"""

from html.parser import HTMLParser

import pytest

from companion.games.rainbow7_rain import engine as rain
from companion.games.rainbow_field import engine as field
from companion.games.rainbow_snake import engine as snake
from companion.rules.limits import MAX_NAME_LENGTH
from tests.web.helpers import create_table, post

# Each number field of a game's pages, by the input's name (without its seat number): the engine's range.
ENGINE_RANGES = {
    "rainbow7-rain": {"hand": (0, rain.MAX_HAND_TOTAL)},
    "rainbow7-explorers": {},
    "rainbow-field": {"cards": (field.MIN_CARD_VALUE, field.MAX_CARD_VALUE)},
    "rainbow-snake": {"cards": (snake.MIN_CARDS, snake.MAX_CARDS), "snake": (snake.SHORTEST_SNAKE, snake.MAX_CARDS)},
}
PLAYERS = ["Ana", "Ben", "Chloé", "Dan"]


class Inputs(HTMLParser):
    """The attributes of every ``<input>`` of a page."""

    def __init__(self, page):
        super().__init__(convert_charrefs=True)
        self.found = []
        self.feed(page)

    def handle_starttag(self, tag, attrs):
        if tag == "input":
            self.found.append(dict(attrs))


def is_number_field(attributes):
    return attributes.get("type") == "number" or attributes.get("inputmode") in ("numeric", "decimal")


def pages(client, game):
    """The new-table page and a new table's screen of ``game`` (the snake's after two turns: a snake can be taken)."""
    players = PLAYERS[:5 if game == "rainbow-field" else 4]
    table = create_table(client, game, players)
    if game == "rainbow-snake":
        for seen, player in enumerate(players[:2]):
            post(client, f"{table}/events", seen=str(seen), action="turn", player=player)
    return [client.get(f"/tables/new?game={game}").get_data(as_text=True), client.get(table).get_data(as_text=True)]


@pytest.mark.parametrize("game", ENGINE_RANGES)
def test_form_limits_are_the_engines(client, game):
    inputs = [attributes for page in pages(client, game) for attributes in Inputs(page).found]
    names = [attributes for attributes in inputs if attributes.get("name", "").startswith("name-")]
    assert names and {attributes.get("maxlength") for attributes in names} == {str(MAX_NAME_LENGTH)}
    checked = set()
    for attributes in filter(is_number_field, inputs):
        field_name = attributes["name"].rsplit("-", 1)[0] if attributes["name"][-1].isdigit() else attributes["name"]
        assert field_name in ENGINE_RANGES[game], f"{game}: number field {field_name} has no engine range"
        low, high = ENGINE_RANGES[game][field_name]
        assert attributes.get("min", str(low)) == str(low) and attributes.get("max", str(high)) == str(high)
        assert int(attributes.get("maxlength", len(str(high)))) >= len(str(high))
        checked.add(field_name)
    assert checked == set(ENGINE_RANGES[game]), f"{game}: fields not found on its pages"
