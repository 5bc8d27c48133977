"""Every declared game's engine and table screen satisfy the typed Protocols (companion.games.Engine, TableUI).

``isinstance`` against a runtime-checkable Protocol checks that the members exist; the
signatures are checked here too: each method takes the Protocol's arguments (extra ones
only with defaults), and the constants have the declared types.
"""

import inspect
import typing

import pytest

from companion import games
from companion.games import Engine, TableUI
from tests.games import tally

DECLARED = list(games.all_games()) + [games.declared(tally)]


def protocol_methods(protocol):
    """``{name: number of arguments}`` of the Protocol's methods (without ``self``)."""
    return {name: len(inspect.signature(member).parameters) - 1 for name, member in vars(protocol).items()
            if callable(member) and not name.startswith("_")}


def check(implementation, protocol):
    """The members of ``protocol`` on ``implementation``, with fitting signatures and types."""
    assert isinstance(implementation, protocol)
    for name, count in protocol_methods(protocol).items():
        parameters = [parameter for parameter in inspect.signature(getattr(implementation, name)).parameters.values()
                      if parameter.kind in (parameter.POSITIONAL_ONLY, parameter.POSITIONAL_OR_KEYWORD)]
        required = [parameter for parameter in parameters if parameter.default is parameter.empty]
        assert len(required) <= count <= len(parameters), f"{name} takes {len(parameters)}, not {count}"
    for name, kind in typing.get_type_hints(protocol).items():
        assert isinstance(getattr(implementation, name), kind), f"{name} is not a {kind.__name__}"


@pytest.mark.parametrize("game", DECLARED, ids=lambda game: game.id)
def test_the_engine_satisfies_the_engine_protocol(game):
    check(game.engine, Engine)
    assert 1 <= game.min_players <= game.max_players


@pytest.mark.parametrize("game", DECLARED, ids=lambda game: game.id)
def test_the_table_screen_satisfies_the_table_ui_protocol(game):
    check(game.ui, TableUI)


def test_the_protocols_name_what_the_platform_calls():
    assert {"setup", "apply", "describe", "next_starter"} <= set(protocol_methods(Engine))
    assert {"setup_options", "event_from_form", "announcement", "action_sentence", "now_sentence", "where_are_we",
            "history_sentence", "standing", "night_chart", "seat_summary", "hand_plays"} <= set(protocol_methods(TableUI))


def test_a_screen_missing_a_required_function_is_caught():
    class Incomplete:
        PRIVATE_UNTIL_OVER = CHOOSES_STARTER = PRIVATE_SEATS = False

    with pytest.raises(AssertionError):
        check(Incomplete(), TableUI)


def test_a_method_with_the_wrong_arguments_is_caught():
    class WrongAnnouncement(type(games.declared(tally).ui)):
        def announcement(self, event):
            return ""

    check(games.declared(tally).ui, TableUI)
    with pytest.raises(AssertionError, match="announcement"):
        check(WrongAnnouncement(), TableUI)
