"""The click parameter types of the ``companion`` options (the sticker options' from their schema, shared with
the print form): values in, one clear line out when wrong."""

import click
import pytest
from click.testing import CliRunner

from companion.cli_types import BaseUrlType
from companion.printing.options import CardSize, Counts, NameList, Number, SchemaType

CountType, CardSizeType, NameListType = (lambda: SchemaType(Counts()), lambda: SchemaType(CardSize()),
                                         lambda: SchemaType(NameList()))


@pytest.mark.parametrize("kind, text, value", [
    (CountType(), "highest=5", ("highest", 5)),
    (CountType(), " copies = 2 ", ("copies", 2)),
    (CardSizeType(), "63x88", (63.0, 88.0)),
    (CardSizeType(), "56.5×87", (56.5, 87.0)),
    (CardSizeType(), "63X88", (63.0, 88.0)),
    (CardSizeType(), "", ()),
    (NameListType(), "red-1, ,red-2", ("red-1", "red-2")),
    (CardSizeType(), "56,5x87", (56.5, 87.0)),
    (SchemaType(Number()), "-1,5", -1.5),
    (BaseUrlType(), " https://games.example.org/ ", "https://games.example.org"),
    (BaseUrlType(), "http://192.168.1.20:8000/club", "http://192.168.1.20:8000/club"),
])
def test_a_good_value_is_converted(kind, text, value):
    assert kind.convert(text, None, None) == value


@pytest.mark.parametrize("kind, text, words", [
    (CountType(), "sets", "NAME=NUMBER"),
    (CountType(), "sets=many", "NAME=NUMBER"),
    (CountType(), "=3", "NAME=NUMBER"),
    (CardSizeType(), "63 by 88", "width x height in mm, like 63x88. (got '63 by 88')"),
    (CardSizeType(), "63xwide", "width x height in mm"),
    (SchemaType(Number()), "abc", "Enter a number, like 0.5 or -1. (got 'abc')"),
    (BaseUrlType(), "games.example.org", "like https://games.example.org"),
    (BaseUrlType(), "https://e.org/?x=1", "like https://games.example.org"),
    (BaseUrlType(), "https://e.org:port", "like https://games.example.org"),
])
def test_a_bad_value_is_one_line_naming_the_option(kind, text, words):
    @click.command()
    @click.option("--thing", type=kind)
    def command(thing):
        """Takes one option."""

    result = CliRunner().invoke(command, ["--thing", text])
    assert result.exit_code == 2
    line = result.output.strip().splitlines()[-1]
    assert line.startswith("Error: Invalid value for '--thing': ") and words in line
    assert "Traceback" not in result.output
