"""The rain-token game (rainbow7-rain) at the table: its forms, sentences and options."""

from companion.i18n import listed, translate
from companion.games.rainbow7_rain import engine as rain  # noqa: F401  (templates read ui.rain.COLORS)
from companion.rules.errors import N_, RuleError, Words
from companion.rules.words import COLOUR_NAMES
from companion.games.screen import TableScreen
from companion.games.forms import chosen, optional_choice, seat_numbers
from companion.games.wording import counted, sentences
from companion.games.charts import Chart

COLOR_NAMES = {color: COLOUR_NAMES[color] for color in rain.COLORS}  # one source: companion/rules/words.py
EVERYONE_DRAWS = N_("every other player draws a card")
MAY_SKIP_DRAW = N_("the player may skip drawing")
SEVEN_EFFECTS = {"orange": EVERYONE_DRAWS, "green": EVERYONE_DRAWS,
                 "light-blue": MAY_SKIP_DRAW, "dark-blue": MAY_SKIP_DRAW}


def setup_options(form, players, starter):
    """Options of a new table: who starts round 1."""
    return {"first_player": starter}


def event_from_form(form, game):
    """The ``seven``, ``rainbow`` or ``perfect`` event a submitted form describes."""
    action = form.get("action")
    players = game.players
    if action == "seven":
        event = {"type": "seven", "player": chosen(form, "player", players, N_("Choose who played the 7.")),
                 "color": chosen(form, "color", rain.COLORS, N_("Choose the colour of the 7."))}
        target = optional_choice(form, "target", players)
        if target is not None and event["color"] not in rain.TARGETED:
            raise RuleError(N_("The {color} 7 gives no rain token to anyone: choose “Nobody (other colours)” under "
                               "“Who takes the rain token?”, then record it again."),
                            color=Words(COLOR_NAMES[event["color"]]))
        if target is not None:
            event["target"] = target
        return event
    if action in ("rainbow", "perfect"):
        who = N_("Choose who called Rainbow.") if action == "rainbow" else N_("Choose who made a Perfect.")
        event = {"type": action, "player": chosen(form, "player", players, who)}
        hands = seat_numbers(form, "hand", players, required=action == "rainbow", maximum=rain.MAX_HAND_TOTAL)
        if hands is not None:
            event["hands"] = hands
        return event
    raise RuleError(N_("Choose what happened."))


def color_name(color):
    """A colour's name in the phone's language."""
    return translate(COLOR_NAMES[color])


def announcement(event, before, after):
    """One sentence for what ``event`` did, from the games on either side of it."""
    kind, player = event["type"], event["player"]
    if kind == "seven":
        color = event["color"]
        if color in rain.TARGETED:
            text = translate("{player} plays the {color} 7: {target} takes 1 rain token.",
                             player=player, color=color_name(color), target=event["target"])
        elif color == "violet":
            if before.state.tokens_of(player) > after.state.tokens_of(player):
                text = translate("{player} plays the violet 7 and gives back 1 rain token.", player=player)
            else:
                text = translate("{player} plays the violet 7 but has no rain token to give back.", player=player)
        else:
            text = translate("{player} plays the {color} 7: {effect}.", player=player, color=color_name(color),
                             effect=translate(SEVEN_EFFECTS[color]))
        return text
    if kind == "rainbow":
        total = event["hands"][player]
        if after.state.tokens_of(player) > before.state.tokens_of(player) or after.state.last_result[0] == "storm":
            text = translate("{player} calls Rainbow {total}, but someone is lower: storm! {player} takes 3 rain tokens.",
                             player=player, total=total)
        else:
            text = translate("{player} calls Rainbow {total} and wins the round: every other player takes 2 rain tokens.",
                             player=player, total=total)
    else:
        text = translate("{player} makes a Perfect and wins the round: every other player takes 1 rain token.",
                         player=player)
    return sentences([text, _after_round(after)])


def action_sentence(event):
    """What ``event`` was, without its outcome (for "Undone: …")."""
    kind, player = event["type"], event["player"]
    if kind == "seven" and event.get("target"):
        return translate("{player} plays the {color} 7 on {target}.", player=player,
                         color=color_name(event["color"]), target=event["target"])
    if kind == "seven":
        return translate("{player} plays the {color} 7.", player=player, color=color_name(event["color"]))
    if kind == "rainbow":
        return translate("{player} calls Rainbow {total}.", player=player, total=event["hands"][player])
    return translate("{player} makes a Perfect.", player=player)


def now_sentence(game):
    """The state in one short sentence: the round and who starts it, or the winners."""
    return _after_round(game)


def _after_round(game):
    state = game.state
    if state.over:
        return counted(len(state.winners), "Game over. Winner: {names}.", "Game over. Winners: {names}.",
                       names=listed(state.winners))
    return translate("Round {round}: {player} starts.", round=state.round, player=state.first_player)


def scores_sentence(game):
    """Everyone's rain tokens and the reserve (the fewest tokens win)."""
    state = game.state
    tokens = listed(translate("{player} {count}", player=name, count=count)
                    for name, count in zip(state.players, state.tokens))
    return sentences([translate("Rain tokens: {list}.", list=tokens), translate("Reserve: {count}.", count=state.reserve)])


def final_scores(game):
    """The rain tokens each player holds, in seating order."""
    return game.state.tokens


def where_are_we(game):
    """The whole state in a few sentences."""
    state = game.state
    if state.over:
        head = counted(len(state.winners), "Game over after round {round}. Winner: {names}.",
                       "Game over after round {round}. Winners: {names}.", round=state.round,
                       names=listed(state.winners))
    else:
        head = translate("Round {round}, {player} starts.", round=state.round, player=state.first_player)
    return sentences([head, scores_sentence(game)])


def standing(game):
    """Where the game stands: "Round 3"."""
    return translate("Round {round}", round=game.state.round)


def night_chart(line):
    """Rain tokens after each round, a line per player."""
    rounds = [after.state for (_, event), after in zip(line.effective, line.games[1:])
              if event.get("type") in ("rainbow", "perfect")]
    columns = tuple(translate("Round {round}", round=number) for number in range(1, len(rounds) + 1))
    rows = tuple((player, [state.tokens_of(player) for state in rounds]) for player in line.game.players)
    return Chart("line", translate("Rain tokens after each round"), columns, rows)


def hand_total_hint(total):
    """A hand of 7 or less may call Rainbow."""
    if total <= rain.RAINBOW_LIMIT:
        return translate("(7 or less: you may call Rainbow at the start of your turn)")
    return None


class RainScreen(TableScreen):
    """The rain game's table screen: this module's functions (templates use ``color_name`` and ``rain``)."""

    rain = rain
    HIGHEST_WINS = False  # the fewest rain tokens win
    setup_options = staticmethod(setup_options)
    event_from_form = staticmethod(event_from_form)
    announcement = staticmethod(announcement)
    action_sentence = staticmethod(action_sentence)
    now_sentence = staticmethod(now_sentence)
    where_are_we = staticmethod(where_are_we)
    standing = staticmethod(standing)
    night_chart = staticmethod(night_chart)
    hand_total_hint = staticmethod(hand_total_hint)
    scores_sentence = staticmethod(scores_sentence)
    final_scores = staticmethod(final_scores)
    color_name = staticmethod(color_name)

    def forms_key(self, game):
        """The rain forms offer the same actions all game long: they change only when it ends or reopens."""
        return game.state.over


UI = RainScreen()
