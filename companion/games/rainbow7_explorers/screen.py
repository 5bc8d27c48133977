"""Rainbow 7, the explorers' game (rainbow7-explorers) at the table: forms, sentences, options."""

from companion.i18n import current_language, listed, listed_groups, translate
from companion.games.rainbow7_explorers import engine as explorers
from companion.rules.errors import N_, RuleError
from companion.games.screen import TableScreen
from companion.games.forms import chosen
from companion.games.wording import direction_letter, sentences

COLOR_NAMES, DIRECTION_NAMES = explorers.COLOR_NAMES, explorers.DIRECTION_NAMES  # one source: the engine's
FUNCTION_NAMES = {
    None: N_("No function card"),
    "drop": N_("DROP: a player put a card down"),
    "take": N_("TAKE: take any card put down"),
    "rainbow": N_("RAINBOW: the joker"),
    "reverse": N_("REVERSE: play turns around"),
    "jump": N_("JUMP: the next player is skipped"),
}
FUNCTION_CHOICES = ("none",) + explorers.FUNCTIONS


def setup_options(form, players, starter):
    """No options: who plays first is recorded at the table by a ``reveal`` or ``start`` event."""
    return {}


def event_from_form(form, game):
    """The ``reveal``, ``start``, ``turn``, ``pass`` or ``rainbow`` event a submitted form describes."""
    action = form.get("action")
    players = game.players
    if action == "reveal":
        return {"type": "reveal", "cards": {name: _hidden_card(form, seat, name) for seat, name in enumerate(players)}}
    if action == "start":
        return {"type": "start", "player": chosen(form, "player", players, N_("Choose who plays first."))}
    player = chosen(form, "player", players, N_("Choose the player whose turn it is."))
    if action in ("turn", "raining"):
        choice = chosen(form, "function", FUNCTION_CHOICES + ("",),
                        N_("Choose the function of the last card put down, or “No function card”."))
        function = None if choice in ("", "none") else choice
        return {"type": "turn", "player": player, "function": function, "raining": action == "raining"}
    if action in ("pass", "rainbow"):
        return {"type": action, "player": player}
    raise RuleError(N_("Choose what happened."))


def _hidden_card(form, seat, name):
    """One player's revealed hidden card from the fields ``color-<seat>`` and ``direction-<seat>``."""
    color, direction = form.get(f"color-{seat}", ""), form.get(f"direction-{seat}", "")
    if color not in explorers.COLORS:
        raise RuleError(N_("Choose the colour of {player}'s hidden card."), player=name)
    if direction not in explorers.DIRECTIONS:
        raise RuleError(N_("Choose the direction of {player}'s hidden card."), player=name)
    return {"color": color, "direction": direction}


def color_name(color):
    """A card colour's name in the phone's language."""
    return translate(COLOR_NAMES[color])


def direction_name(direction):
    """A direction (N, S, E, W) in words with the letter its sticker carries in the phone's language:
    "West (W)", « Ouest (O) », „Osten (O)“, 「西」 (the Japanese sticker carries the word itself)."""
    name = translate(DIRECTION_NAMES[direction])
    letter = direction_letter(explorers.DIRECTION_IDS[direction], current_language())
    return name if letter == name else translate("{direction} ({letter})", direction=name, letter=letter)


def function_name(function):
    """What a function card does, in a few words (``None`` or "none": no function card)."""
    return translate(FUNCTION_NAMES[None if function == "none" else function])


def next_player(state):
    """Who plays after the current player if nothing changes the order (None when nobody plays)."""
    if state.order.player is None:
        return None
    return state.order.advanced().player


def direction_sentence(state):
    """The direction of play in words, with who comes next."""
    if state.order.direction_name == "clockwise":
        template = N_("Play goes clockwise (to the left): after {player} comes {next}.")
    else:
        template = N_("Play goes counterclockwise (to the right): after {player} comes {next}.")
    return translate(template, player=state.order.player, next=next_player(state))


def announcement(event, before, after):
    """One sentence for what ``event`` did, from the games on either side of it."""
    kind, state = event["type"], after.state
    if kind == "reveal":
        cards = listed_groups(translate("{player}: {color}, {direction}", player=name, color=color_name(card["color"]),
                                        direction=direction_name(card["direction"]))
                              for name, card in event["cards"].items())
        text = translate("Hidden cards turned over ({cards}). {player} plays first.", cards=cards,
                         player=state.first_player)
    elif kind == "start":
        text = translate("The table chose {player} to play first.", player=event["player"])
    if kind in ("reveal", "start"):  # who plays first is said once: "Ben plays first", not "… Now it is Ben's turn"
        return sentences([text, direction_sentence(state)])
    if kind == "rainbow":
        return translate("{player} completes the rainbow and wins! Game over.", player=event["player"])
    if kind == "pass":
        text = translate("{player} passes.", player=event["player"])
    else:
        text = _turn_sentence(event)
    return sentences([text, translate("Now it is {player}'s turn.", player=state.order.player),
                      direction_sentence(state)])


def action_sentence(event):
    """What ``event`` was, without its outcome (for "Undone: …")."""
    kind, player = event["type"], event.get("player")
    if kind == "reveal":
        return translate("Hidden cards turned over.")
    if kind == "start":
        return translate("The table chose {player} to play first.", player=player)
    if kind == "rainbow":
        return translate("{player} completes the rainbow.", player=player)
    if kind == "pass":
        return translate("{player} passes.", player=player)
    return _turn_sentence(event)


def now_sentence(game):
    """The state in short sentences: whose turn it is and the direction of play."""
    state = game.state
    if state.over or state.first_player is None:
        return where_are_we(game)
    return sentences([translate("Now it is {player}'s turn.", player=state.order.player), direction_sentence(state)])


def _turn_sentence(event):
    """What a turn did: the function of the last card and a "raining" call."""
    player, function = event["player"], event.get("function")
    if function:
        text = translate("{player} played; last card: {function}.", player=player, function=function_name(function))
    else:
        text = translate("{player} played, with no function card.", player=player)
    if event.get("raining"):
        text = sentences([translate("{player} calls “Raining!”", player=player), text])
    return text


def where_are_we(game):
    """The whole state in a few sentences."""
    state = game.state
    if state.over:
        return translate("Game over: {player} completed the rainbow and won.", player=state.winners[0])
    if state.first_player is None:
        return translate("Nobody plays yet: turn over the hidden cards or choose the first player.")
    called = listed(name for name in state.players if name in state.raining)
    raining = (translate("Called “raining”: {names}.", names=called) if called
               else translate("Nobody has called “raining” yet."))
    return sentences([translate("It is {player}'s turn.", player=state.order.player), direction_sentence(state),
                     raining, translate("{player} started; turns played: {count}.", player=state.first_player,
                                        count=state.turns)])


def scores_sentence(game):
    """"The scores": this game has none, the first to complete the rainbow wins."""
    if game.state.over:
        return where_are_we(game)
    return translate("No points in this game: the first player to complete the rainbow wins.")


def standing(game):
    """Where the game stands: "Not started yet", then "Turn 4"."""
    if game.state.first_player is None:
        return translate("Not started yet")
    return translate("Turn {number}", number=game.state.turns + 1)


class ExplorersScreen(TableScreen):
    """The explorers' table screen: this module's functions; the chart counts turns and passes."""

    CHOOSES_STARTER = False  # the hidden cards (or the table, later) decide who plays first
    TURN_EVENTS = ("turn", "pass")
    explorers = explorers
    FUNCTION_CHOICES = FUNCTION_CHOICES
    setup_options = staticmethod(setup_options)
    event_from_form = staticmethod(event_from_form)
    announcement = staticmethod(announcement)
    action_sentence = staticmethod(action_sentence)
    now_sentence = staticmethod(now_sentence)
    where_are_we = staticmethod(where_are_we)
    standing = staticmethod(standing)
    scores_sentence = staticmethod(scores_sentence)
    color_name = staticmethod(color_name)
    direction_name = staticmethod(direction_name)
    direction_sentence = staticmethod(direction_sentence)
    function_name = staticmethod(function_name)
    next_player = staticmethod(next_player)


UI = ExplorersScreen()
