"""One domain error type: English templates with parameters, translated only at the edge."""

import pytest

from companion.i18n.errors import PARAM_LIMIT, translate_error
from companion.printing import PrintOptionError
from companion.rules.errors import DomainError, EventError, LogError, RuleError, Words
from companion.games.log import replay


def test_every_refusal_is_one_domain_error():
    for error in (RuleError("x"), LogError("x"), EventError(1, RuleError("x")), PrintOptionError("game", "x")):
        assert isinstance(error, DomainError)


def test_only_words_are_translated_names_stay_as_typed():
    words = RuleError("The {color} 7 has no target.", color=Words("red"))
    name = RuleError("{name} is not playing at this table.", name="red")
    assert str(words) == "The red 7 has no target." and str(name) == "red is not playing at this table."
    assert translate_error(words, "fr") == "Le 7 rouge n’a pas de cible."
    assert translate_error(name, "fr") == "red ne joue pas à cette table."


def test_a_located_event_keeps_the_spec_line_in_english_and_translates_at_the_edge():
    log = {"format": "rainbow-companion/game-log", "version": 1, "game": "rainbow7-rain", "players": ["Ana", "Ben"],
           "events": [{"type": "seven", "player": "Ana", "color": "red"}]}
    with pytest.raises(EventError) as caught:
        replay(log)
    assert str(caught.value) == "event 1: The red 7 needs a target: the player who takes a rain token."
    assert translate_error(caught.value, "fr") == ("Événement 1 refusé. Le 7 rouge a besoin d’une cible\u202f: le joueur qui "
                                                   "prend un jeton Pluie.")


def test_a_nested_refusal_is_translated_whole():
    night = LogError("Game {game}: {problem}", game=3, problem=EventError(2, RuleError("The game is already over.")))
    assert translate_error(night, "en") == "Game 3: Event 2: The game is already over."
    assert translate_error(night, "fr") == "Partie 3. Événement 2 refusé. La partie est déjà terminée."
    assert translate_error(night, "de") == "Spiel 3: Ereignis 2: Das Spiel ist schon vorbei."


def test_a_count_in_a_refusal_takes_the_readers_plural():
    from companion.rules.errors import Np_

    template = Np_("{player} cannot take a snake of {length} cards: only {count} card lies in the middle.",
                   "{player} cannot take a snake of {length} cards: only {count} cards lie in the middle.")
    one, two = RuleError(template, player="Ana", length=3, count=1), RuleError(template, player="Ana", length=3, count=2)
    assert str(one).endswith("only 1 card lies in the middle.") and str(two).endswith("only 2 cards lie in the middle.")
    assert translate_error(one, "fr").endswith("il n’y a que 1 carte au milieu.")
    assert translate_error(one, "de").endswith("liegt nur 1 Karte.")
    assert translate_error(two, "de").endswith("liegen nur 2 Karten.")


def test_choices_are_said_with_the_readers_or():
    from companion.rules.errors import Choices

    error = RuleError("The colour of {name}'s hidden card must be one of: {choices}.", name="Ana",
                      choices=Choices(["red", "orange", "yellow"]))
    assert str(error).endswith("one of: red, orange, or yellow.")
    assert translate_error(error, "fr").endswith("red, orange ou yellow.")
    assert "red、orange、またはyellow" in translate_error(error, "ja")


def test_a_huge_parameter_is_cut():
    shown = translate_error(RuleError("{name} is not playing at this table", name="x" * 100_000), "en")
    assert len(shown) < PARAM_LIMIT + 50


def test_a_tie_names_the_players_and_the_card_in_the_readers_words():
    """Names are joined the reader's way; the card's colour and direction are words, translated too."""
    from companion.games.rainbow7_explorers import engine as explorers

    state = explorers.setup(["Ana", "Ben", "Cy"], {})
    cards = {"Ana": {"color": "red", "direction": "N"}, "Ben": {"color": "red", "direction": "N"},
             "Cy": {"color": "blue", "direction": "E"}}
    with pytest.raises(RuleError) as caught:
        explorers.apply(state, {"type": "reveal", "cards": cards})
    assert str(caught.value).startswith("Ana and Ben turned over the same card (red, North)")
    assert translate_error(caught.value, "fr").startswith("Ana et Ben ")
    assert "rouge" in translate_error(caught.value, "fr")
    assert translate_error(caught.value, "de").startswith("Ana und Ben ")
    assert translate_error(caught.value, "ja").startswith("Ana、Ben")


def test_a_rain_colour_is_named_in_the_readers_words():
    """Every rain colour has a translated name, light blue too (no colour id reaches a sentence)."""
    error = RuleError("The {color} 7 has no target.", color=Words("light blue"))
    assert "bleu clair" in translate_error(error, "fr") and "Hellblau" in translate_error(error, "de")
