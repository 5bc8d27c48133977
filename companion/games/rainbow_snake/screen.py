"""Regenbogenschlange (rainbow-snake) at the table: its forms, sentences and options."""

from companion.i18n import listed, translate, translate_plural
from companion.games.rainbow_snake import engine as snake
from companion.rules.errors import N_, LogError, RuleError
from companion.games.screen import TableScreen
from companion.games.forms import chosen, typed_number
from companion.games.wording import counted, sentences
from companion.games.charts import Chart


def setup_options(form, players, starter):
    """Options of a new table: the number of cards in the game and who starts (the youngest)."""
    text = (form.get("cards") or "").strip() or str(snake.DEFAULT_CARDS)
    minimum = snake.MIN_CARDS
    cards = typed_number(text)
    if cards is None or not minimum <= cards <= snake.MAX_CARDS:
        raise LogError(N_("Cards in the game: type a whole number from {minimum} to {maximum}."),
                       minimum=minimum, maximum=snake.MAX_CARDS)
    return {"cards": cards, "first_player": starter}


def event_from_form(form, game):
    """The ``turn`` event a submitted form describes, with the snake taken (if any)."""
    if form.get("action") not in ("turn", "snake"):
        raise RuleError(N_("Choose what happened at the table."))
    event = {"type": "turn", "player": chosen(form, "player", game.players,
                                              N_("Choose the player whose turn it is."))}
    if form.get("action") == "snake":
        length = typed_number(form.get("snake"), max_digits=len(str(snake.MAX_CARDS)))
        if length is None:
            raise RuleError(N_("Snake: type how many cards it has, a whole number like 3, 5 or 8."))
        event["snake"] = length
    return event


def cards_text(count):
    """"1 card" / "5 cards" in the phone's language."""
    return counted(count, "{count} card", "{count} cards")


def in_middle(state):
    """How many cards will lie in the middle once the current player has placed the drawn card."""
    return state.middle + 1


def announcement(event, before, after):
    """One sentence for what ``event`` did, from the games on either side of it."""
    player, length, state = event["player"], event.get("snake"), after.state
    if length:
        taken = state.cards[state.players.index(player)]
        text = counted(taken, "{player} placed a card and took a snake of {length} cards: {count} card taken in all.",
                       "{player} placed a card and took a snake of {length} cards: {count} cards taken in all.",
                       player=player, length=length)
    else:
        text = translate("{player} drew and placed a card.", player=player)
    if state.over:
        return sentences([text, translate("That was the last card: game over."), result_sentence(state)])
    return sentences([text, left_sentence(state), translate("Now it is {player}'s turn.", player=state.order.player)])


def action_sentence(event):
    """What ``event`` was, without its outcome (for "Undone: …")."""
    if event.get("snake"):
        return translate("{player} placed a card and took a snake of {length} cards.",
                         player=event["player"], length=event["snake"])
    return translate("{player} drew and placed a card.", player=event["player"])


def now_sentence(game):
    """The state in short sentences: cards left and whose turn it is, or the result."""
    state = game.state
    if state.over:
        return sentences([translate("Game over: the last card has been drawn."), result_sentence(state)])
    return sentences([left_sentence(state), translate("Now it is {player}'s turn.", player=state.order.player)])


def left_sentence(state):
    """Cards left to draw, in words."""
    return counted(state.remaining, "{count} card left to draw.", "{count} cards left to draw.")


def tie_break(state):
    """How the tie-break went, or "" when one player simply has the most cards."""
    best = max(state.cards)
    tied = [(name, longest) for name, cards, longest in zip(state.players, state.cards, state.longest) if cards == best]
    if len(tied) < 2:
        return ""
    names = listed(name for name, _ in tied)
    snakes = listed(longest_snake(name, longest) for name, longest in tied)
    if len(state.winners) == 1:
        return counted(best, "{names} have {count} card each; the longest snake decides ({snakes}).",
                       "{names} have {count} cards each; the longest snake decides ({snakes}).",
                       names=names, snakes=snakes)
    if not any(longest for _, longest in tied):
        return counted(best, "{names} have {count} card each and nobody took a snake: they share the win.",
                       "{names} have {count} cards each and nobody took a snake: they share the win.", names=names)
    return counted(best, "{names} have {count} card each and equally long snakes ({snakes}): they share the win.",
                   "{names} have {count} cards each and equally long snakes ({snakes}): they share the win.",
                   names=names, snakes=snakes)


def longest_snake(name, longest):
    """"Ana: 4 cards" (her longest snake, in a sentence about the longest snakes), or "Ben: no snake"."""
    if not longest:
        return translate("{player}: no snake", player=name)
    return counted(longest, "{player}: {count} card", "{player}: {count} cards", player=name)


def result_sentence(state):
    """Who won, and how a tie was broken."""
    text = counted(len(state.winners), "Winner: {names}.", "Winners: {names}.", names=listed(state.winners))
    return sentences([text, tie_break(state)])


def scores_sentence(game):
    """The cards each player took, and each one's longest snake (which breaks a tie)."""
    state = game.state
    taken = listed(_taken_text(name, cards, longest)
                   for name, cards, longest in zip(state.players, state.cards, state.longest))
    return translate("Cards taken: {list}.", list=taken)


def _taken_text(name, cards, longest):
    """"Ana 7 cards (longest snake: 4 cards)", or "Ben 0 cards (no snake)"."""
    if not longest:
        return translate("{player} {cards} (no snake)", player=name, cards=cards_text(cards))
    return counted(longest, "{player} {cards} (longest snake: {count} card)", "{player} {cards} (longest snake: {count} cards)",
                   player=name, cards=cards_text(cards))


def final_scores(game):
    """The snake cards each player took, in seating order."""
    return game.state.cards


def where_are_we(game):
    """The whole state in a few sentences."""
    state = game.state
    head = (sentences([translate("Game over: the last card has been drawn."), result_sentence(state)]) if state.over else
            sentences([translate("It is {player}'s turn.", player=state.order.player), left_sentence(state),
                      counted(state.middle, "{count} card lies in the middle.",
                              "{count} cards lie in the middle.")]))
    return sentences([head, scores_sentence(game)])


def standing(game):
    """Where the game stands: "5 cards left to draw"."""
    return translate_plural("{count} card left to draw", "{count} cards left to draw", game.state.remaining)


def night_chart(line):
    """The snake cards each player took."""
    return Chart("bars", translate("Snake cards taken"), (translate("Cards taken"),),
                 tuple((player, [cards]) for player, cards in zip(line.game.players, line.game.state.cards)))


class SnakeScreen(TableScreen):
    """The snake's table screen: this module's functions (templates use ``snake`` and the sentences)."""

    snake = snake
    setup_options = staticmethod(setup_options)
    event_from_form = staticmethod(event_from_form)
    announcement = staticmethod(announcement)
    action_sentence = staticmethod(action_sentence)
    now_sentence = staticmethod(now_sentence)
    where_are_we = staticmethod(where_are_we)
    standing = staticmethod(standing)
    night_chart = staticmethod(night_chart)
    scores_sentence = staticmethod(scores_sentence)
    final_scores = staticmethod(final_scores)
    in_middle = staticmethod(in_middle)
    left_sentence = staticmethod(left_sentence)
    result_sentence = staticmethod(result_sentence)


UI = SnakeScreen()
