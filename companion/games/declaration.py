"""What a game declares (``Game``, ``Deck``) and what its engine and table screen provide (``Engine``, ``TableUI``).

Pure: no Flask here, so the rules layer and ``companion replay`` can read declarations.
"""

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Mapping, Protocol, runtime_checkable


@runtime_checkable
class Engine(Protocol):
    """A game's rules: a pure module in ``companion/rules`` (no Flask), states are frozen dataclasses.

    ``apply`` raises ``RuleError`` for an event the rules refuse; ``describe`` gives the game's
    own keys for ``companion replay``; ``next_starter`` names who starts the next game with the
    same players (None: the next table decides, as at the first).
    """

    MIN_PLAYERS: int
    MAX_PLAYERS: int
    OPTIONS: tuple

    def setup(self, players: tuple, options: dict) -> Any: ...

    def apply(self, state: Any, event: dict) -> Any: ...

    def describe(self, state: Any) -> dict: ...

    def next_starter(self, players: tuple, options: dict, state: Any) -> str | None: ...


@runtime_checkable
class TableUI(Protocol):
    """A game's table screen (``screen.py`` in its folder); ``companion.games.screen.TableScreen`` gives the optional parts' defaults.

    - ``setup_options(form, players, starter) -> dict``: the game's options from the new-table
      form; ``starter`` is the player chosen to start (None when ``CHOOSES_STARTER`` is False);
      raises ``LogError`` for a bad value.
    - ``event_from_form(form, game) -> dict``: the event a submitted form describes; raises
      ``RuleError`` with a player-facing message when the form is incomplete.
    - ``announcement(event, before, after)``: one translated sentence saying what just happened.
    - ``action_sentence(event)``: what the event was, without its outcome (said when undone).
    - ``now_sentence(game)``: the state now in a sentence or two (said after an undo).
    - ``where_are_we(game)``: the whole state in translated sentences.
    - ``history_sentence(event, before, after, now)``: the history's sentence (default: the
      announcement; a game with private picks says less until it is over).
    - ``standing(game)``: where an unfinished game stands in a few words ("Round 3").
    - ``whose_turn(game)``: ``(player, moment)``, who acts now and the round it belongs to ("Your turn").
    - ``night_chart(line)``: the game's chart on the night's page (``companion.games.charts.Chart``).
    - ``seat_summary(game, player)``: a private seat's totals, when ``PRIVATE_SEATS``.
    - ``hand_plays(game, values)``: the plays "My hand" lists for these card values, or None.
    - ``hand_total_hint(total)``: what a hand's total allows, said after it, or None.
    - ``scores_sentence(game)``: "The scores" when a player asks the table: only what is not private.
    - ``final_scores(game)``: each player's score in seating order for the results exports, or None
      (no points); ``HIGHEST_WINS``: whether the highest score wins (rain: the fewest tokens).
    - ``PRIVATE_UNTIL_OVER``: the game log tells what players keep private (warn before download).
    - ``CHOOSES_STARTER``: the new-table form asks who starts (and so does "next game").
    - ``PRIVATE_SEATS``: each player opens a private seat view.
    """

    PRIVATE_UNTIL_OVER: bool
    CHOOSES_STARTER: bool
    PRIVATE_SEATS: bool
    HIGHEST_WINS: bool

    def setup_options(self, form: Mapping, players: list, starter: str | None) -> dict: ...

    def event_from_form(self, form: Mapping, game: Any) -> dict: ...

    def announcement(self, event: dict, before: Any, after: Any) -> str: ...

    def action_sentence(self, event: dict) -> str: ...

    def now_sentence(self, game: Any) -> str: ...

    def where_are_we(self, game: Any) -> str: ...

    def history_sentence(self, event: dict, before: Any, after: Any, now: Any) -> str: ...

    def standing(self, game: Any) -> str: ...

    def whose_turn(self, game: Any) -> tuple: ...

    def night_chart(self, line: Any) -> Any: ...

    def seat_summary(self, game: Any, player: str) -> dict | None: ...

    def hand_plays(self, game: Any, values: list) -> Any: ...

    def hand_total_hint(self, total: int) -> str | None: ...

    def scores_sentence(self, game: Any) -> str: ...

    def final_scores(self, game: Any) -> tuple | None: ...


@dataclass(frozen=True)
class Deck:
    """A printed deck: what its cards mean (the manifest itself is the game folder's ``deck.json``).

    ``entries``: a manifest entry's English label → (rule section, card name, one-sentence effect),
    all messages; an effect that says the card's value may be a plural pair (``Np_``). ``effect_value``: the value whose cards carry the manifest's per-colour
    ``effects`` (rain's 7s), explained in ``effect_section``; ``effects``: the sticker shape of such
    a card → (the effect's short name, its one-sentence effect). ``functions``: a function card's
    function → its one-sentence effect. ``blank_points``: what a card
    without a value counts in a hand (None: the deck's cards have no points).
    """

    entries: Mapping
    effects: Mapping = field(default_factory=dict)
    functions: Mapping = field(default_factory=dict)
    effect_value: int | None = None
    effect_section: str | None = None
    blank_points: int | None = None


@dataclass(frozen=True)
class Game:
    """One game, declared once.

    ``table_ui`` loads the table screen (a ``TableUI``): the registry gives the one of the game's
    folder, ``UI`` in its ``screen.py``, loaded only when a page needs it (it pulls in Flask's
    locale). ``rule_sections``: the published section ids of its rule book
    (none: no rule page, no rule links); ``event_sections``: an event type or screen action →
    its section. ``deck``: None when there is nothing to print (no sticker or card pages).
    ``position``: where the home page lists it (games with the same position: by folder name).
    ``folder``: the game's own folder (the registry fills it in: the declaration module's folder),
    which holds ``templates/`` (``state.html``, ``actions.html``, optional ``setup.html`` and
    ``seat.html``), ``rules/<lang>.md`` and, with a deck, ``deck.json``.
    """

    id: str
    title: str
    engine: Engine
    table_ui: Callable[[], TableUI] | None = None
    rule_sections: tuple = ()
    event_sections: Mapping = field(default_factory=dict)
    deck: Deck | None = None
    position: int = 100
    folder: Path | None = None

    @property
    def templates(self):
        """The folder of the game's templates (``games/<id>/…`` to the app)."""
        return self.folder / "templates"

    def rule_text(self, lang):
        """The path of the game's rule text in ``lang`` (it may not exist)."""
        return self.folder / "rules" / f"{lang}.md"

    @property
    def deck_file(self):
        """The path of the deck manifest (``deck.json``)."""
        return self.folder / "deck.json"

    @property
    def ui(self):
        """The table screen."""
        return self.table_ui()

    @property
    def min_players(self):
        """The fewest players the engine accepts."""
        return self.engine.MIN_PLAYERS

    @property
    def max_players(self):
        """The most players the engine accepts."""
        return self.engine.MAX_PLAYERS
