"""What each game adds to the table screen: a ``TableScreen`` per game (``screen.py`` in its folder).

A game's screen satisfies ``companion.games.TableUI`` (the contract, documented
there: ``setup_options(form, players, starter)``, ``event_from_form``, the
sentences, …). ``TableScreen`` gives the defaults of the optional parts, so a
game writes only what it has: no private seats, nothing private in its log,
the new-table form asks who starts, the history says what the announcement
said, "Turn n" as its standing, a chart of turns per player on the night's page.

Its templates ``games/<game>/state.html`` (what everyone sees, swapped on every
change) and ``games/<game>/actions.html`` (the forms to record events) see the
screen as ``ui``.
"""

from companion.i18n import listed, translate


class TableScreen:
    """The defaults of a game's table screen; a game's screen subclasses it and adds its own functions."""

    PRIVATE_UNTIL_OVER = False
    CHOOSES_STARTER = True
    PRIVATE_SEATS = False
    TURN_EVENTS = None  # the event types the default chart counts as turns (None: every event with a player)
    HIGHEST_WINS = True  # the exports' "highest wins" (rain: fewest tokens win)

    def setup_options(self, form, players, starter):
        """Options of a new table: who starts, when the form asked."""
        return {} if starter is None else {"first_player": starter}

    def forms_key(self, game):
        """What the forms show of ``game``: a phone's forms are swapped only when this changed since its version.

        The default is the whole state (turn-based forms change with every
        record); a game whose forms change less often says less, so that a
        half-typed form survives the other phones' taps.
        """
        return game.state

    def whose_turn(self, game):
        """``(player, moment)``: who acts now ("" when nobody: the game is over, or it has no turns) and the
        moment that turn belongs to (a round, ""), so "Your turn" is said when either changes.

        The default reads a turn order (``state.order.player``), else who starts
        (``state.first_player``: rain's rounds), and ``state.round``; a game whose
        state says it otherwise gives its own.
        """
        state = game.state
        order = getattr(state, "order", None)
        player = (order.player or "") if order is not None else (getattr(state, "first_player", "") or "")
        return ("" if game.over else player, getattr(state, "round", ""))

    def history_sentence(self, event, before, after, now):
        """The history's sentence: what the announcement said."""
        return self.announcement(event, before, after)

    def standing(self, game):
        """Where an unfinished game stands: "Not started yet", then "Turn n" (one event, one turn)."""
        if not game.events:
            return translate("Not started yet")
        return translate("Turn {number}", number=game.events + 1)

    def night_chart(self, line):
        """The night page's chart: the turns each player played."""
        from companion.games.charts import Chart

        turns = {player: 0 for player in line.game.players}
        for _, event in line.effective:
            counted = self.TURN_EVENTS is None or event.get("type") in self.TURN_EVENTS
            if counted and event.get("player") in turns:
                turns[event["player"]] += 1
        return Chart("bars", translate("Turns played"), (translate("Turns"),),
                     tuple((player, [count]) for player, count in turns.items()))

    def final_scores(self, game):
        """Each player's score, in seating order, for the results exports (CSV, BG Stats); None: no points."""
        return None

    def scores_sentence(self, game):
        """"The scores" when asked ("Ask the table"): the points that are not private, or that there are none."""
        scores = self.final_scores(game)
        if scores is None:
            return translate("This game keeps no score.")
        return translate("Scores: {scores}.", scores=listed(translate("{player} {score}", player=name, score=score)
                                                            for name, score in zip(game.players, scores)))

    def seat_summary(self, game, player):
        """A private seat's totals (only games with ``PRIVATE_SEATS``)."""
        return None

    def hand_total_hint(self, total):
        """What a hand's total allows, said after it ("7 or less: …"), or None."""
        return None

    def hand_plays(self, game, values):
        """The plays "My hand" lists for these card values: none by default."""
        return None


def template_loader(app_loader):
    """The app's templates, plus ``games/<id>/…`` from the folder of each game that declares its own."""
    from jinja2 import ChoiceLoader, FileSystemLoader, PrefixLoader

    from companion.games import all_games

    own = {game.id: FileSystemLoader(str(game.templates)) for game in all_games()}
    return ChoiceLoader([PrefixLoader({"games": PrefixLoader(own)}), app_loader])
