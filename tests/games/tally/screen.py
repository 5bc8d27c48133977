"""Tally's table screen: one form (who scored), plain sentences."""

from companion.i18n import translate
from companion.rules.errors import N_
from companion.games.screen import TableScreen
from companion.games.forms import chosen


class TallyScreen(TableScreen):
    """Only what the contract requires; every optional part is the platform's default."""

    CHOOSES_STARTER = False

    def event_from_form(self, form, game):
        """A ``point`` for the chosen player."""
        return {"type": "point", "player": chosen(form, "player", game.players, N_("Choose a player."))}

    def announcement(self, event, before, after):
        """"Ana scores a point." """
        return translate("{player} scores a point.", player=event["player"])

    def action_sentence(self, event):
        """"A point for Ana." """
        return translate("A point for {player}.", player=event["player"])

    def now_sentence(self, game):
        """The points now."""
        return ", ".join(f"{name} {points}" for name, points in zip(game.players, game.state.points))

    def where_are_we(self, game):
        """The points, and the winner once there is one."""
        return self.now_sentence(game)


UI = TallyScreen()
