"""Rainbow, the field-card game (rainbow-field) at the table: its forms, sentences and round results.

Scores are private during the game, as at a real table (each player keeps
their field cards face down): nothing here says a total, or which field card
someone took, before the game is over, except ``seat_summary``, which only
the private seat view shows.
"""

import re

from companion.i18n import listed, translate
from companion.games.rainbow_field import engine as rules
from companion.rules.errors import N_, RuleError
from companion.rules.limits import MAX_TEXT
from companion.games.screen import TableScreen
from companion.games.forms import chosen, plain_digits, typed_number
from companion.games.wording import counted, sentences
from companion.games.charts import Chart

SEPARATORS = re.compile(r"[\s,、，;；・/.。]+")
MAX_DIGITS = len(str(rules.MAX_CARD_VALUE))
KIND_WORDS = {rules.SOLO: N_("a single card"), rules.SET: N_("a set"), rules.RUN: N_("a run")}
ROUND_KIND_WORDS = {rules.SET: N_("sets"), rules.RUN: N_("runs")}


def setup_options(form, players, starter):
    """Options of a new table: who plays first in round 1."""
    return {"first_player": starter}


def read_cards(text, missing_message):
    """Card values typed in a field: numbers split by spaces, commas or 「、」; full-width digits too."""
    text = text or ""
    if len(text) > MAX_TEXT:
        raise RuleError(N_("That is {count} characters; the limit is {limit}: check what you typed."),
                        count=len(text), limit=MAX_TEXT)
    words = [word for word in SEPARATORS.split(plain_digits(text)) if word]
    if not words:
        raise RuleError(missing_message)
    if len(words) > rules.MAX_CARDS_PER_PLAY:
        raise RuleError(N_("That is {count} cards; a play holds at most {limit}: check what you typed."),
                        count=len(words), limit=rules.MAX_CARDS_PER_PLAY)
    values = [typed_number(word, MAX_DIGITS) for word in words]
    for word, value in zip(words, values):
        if value is None or not rules.MIN_CARD_VALUE <= value <= rules.MAX_CARD_VALUE:
            raise RuleError(N_("“{word}” is not a card value: type whole numbers from {minimum} to {maximum}, "
                               "separated by spaces or commas, like 5 5 7."),
                            word=word[:12], minimum=rules.MIN_CARD_VALUE, maximum=rules.MAX_CARD_VALUE)
    return values


def event_from_form(form, game):
    """The ``field`` or ``play`` event a submitted form describes."""
    action = form.get("action")
    if action == "field":
        return {"type": "field", "cards": read_cards(form.get("cards"), N_("Type the field cards, like 9 7 5 2."))}
    if action == "play":
        player = chosen(form, "player", game.players, N_("Choose who played."))
        cards = read_cards(form.get("cards"), N_("Type the cards played, like 7, or 5 5, or 3 4 5."))
        _check_round_kind(cards, game.state.combo)
        return {"type": "play", "player": player, "cards": cards, "empty": form.get("empty") == "yes"}
    raise RuleError(N_("Choose what to record: the field or a play."))


def _check_round_kind(cards, round_kind):
    """Refuse a set in a run round (and the reverse) with a sentence that translates whole."""
    kind = rules.combination(tuple(cards))
    if kind == rules.SOLO or round_kind in (None, kind):
        return
    if round_kind == rules.SET:
        raise RuleError(N_("This round is a round of sets: play a set (like 5 5) or a single card."))
    raise RuleError(N_("This round is a round of runs: play a run (like 3 4 5) or a single card."))


def cards_text(cards):
    """Card values as the screen shows them: ``9 7 5``."""
    return " ".join(str(value) for value in cards)


def kind_name(cards):
    """"a single card", "a set" or "a run", translated."""
    return translate(KIND_WORDS[rules.combination(tuple(cards))])


def round_kind_sentence(state):
    """What may be played in the round in progress."""
    if state.combo is None:
        return translate("This round: no set or run yet, any kind may be played.")
    return translate("This round: {kind} only (or a single card).", kind=translate(ROUND_KIND_WORDS[state.combo]))


def round_results(before, event):
    """Each play of the round that ``event`` finished, in pick order, with the field card it took.

    ``before`` is the state just before the round's last play. Returns
    ``[(player, cards, value or None)]``; None for a play that got no card.
    """
    plays = before.plays + ((event["player"], tuple(event["cards"])),)
    field = before.field
    return [(plays[index][0], plays[index][1], field[rank] if rank < len(field) else None)
            for rank, index in enumerate(rules.pick_order(plays))]


def last_round(line):
    """The last finished round of a table: ``{"round", "results", "discarded"}``, or None."""
    games = line.games
    for index in range(len(games) - 2, -1, -1):
        before, after = games[index].state, games[index + 1].state
        if after.round != before.round or (after.over and not before.over):
            return {"round": before.round, "results": round_results(before, line.effective[index][1]),
                    "discarded": after.discarded}
    return None


def announcement(event, before, after, reveal=None):
    """One passage saying what ``event`` did, from the games on either side of it.

    The field cards each player took stay private (``reveal`` False) until the
    game is over: the passage then says who picked, in order, not what.
    """
    state = after.state
    reveal = state.over if reveal is None else reveal
    if event["type"] == "field":
        return translate("Field of round 1: {cards}. {player} plays first.",
                         cards=cards_text(state.field), player=state.order.player)
    player, cards = event["player"], event["cards"]
    parts = [translate("{player} plays {cards} ({kind}).", player=player, cards=cards_text(cards),
                       kind=kind_name(cards))]
    if event.get("empty"):
        parts.append(translate("{player} is out: no cards left.", player=player) if player in state.out else
                     translate("{player}'s hand is empty: the spare hand becomes the hand.", player=player))
    if state.round != before.state.round or state.over:
        parts.append(_round_end(round_results(before.state, event), before.state.round, reveal))
    if state.over:
        parts.append(final_scores_sentence(state))
    elif state.round != before.state.round:
        parts.append(translate("Round {round}: the field is {cards}. {player} plays first.",
                               round=state.round, cards=cards_text(state.field), player=state.order.player))
    else:
        parts.append(translate("Next: {player}.", player=state.order.player))
    return sentences(parts)


def action_sentence(event):
    """What ``event`` was, without its outcome (for "Undone: …")."""
    if event["type"] == "field":
        return translate("The field cards of round 1.")
    return translate("{player} plays {cards} ({kind}).", player=event["player"], cards=cards_text(event["cards"]),
                     kind=kind_name(event["cards"]))


def now_sentence(game):
    """The state in a short sentence: the round and whose turn it is, or the final scores."""
    state = game.state
    if state.over or not state.started:
        return where_are_we(game)
    return translate("Round {round}: {player}'s turn.", round=state.round, player=state.order.player)


def history_sentence(event, before, after, now):
    """What ``event`` did, told later (the history, a phone catching up) while ``now`` is the table's game.

    Once the game is over, everything. Before that, only the round in progress
    is told in full (its field and plays are on the table screen anyway); a
    finished round is told without its card values: its field, or its plays
    (the next round's field), with the order of its picks would say who took
    which field card, and so everyone's total.
    """
    if now.state.over:
        return announcement(event, before, after, reveal=True)
    if before.state.round == now.state.round and not after.state.over:
        return announcement(event, before, after, reveal=False)
    return _without_cards(event, before, after, now)


def _without_cards(event, before, after, now):
    """A record of a finished round (or an undone game end): who played how many cards, the order of the picks."""
    state = after.state
    if event["type"] == "field":
        return translate("The field of round 1 is laid out. {player} plays first.", player=state.order.player)
    player = event["player"]
    parts = [counted(len(event["cards"]), "{player} plays {count} card.", "{player} plays {count} cards.",
                     player=player)]
    if event.get("empty"):
        parts.append(translate("{player} is out: no cards left.", player=player) if player in state.out else
                     translate("{player}'s hand is empty: the spare hand becomes the hand.", player=player))
    if state.round != before.state.round or state.over:
        parts.append(_round_end(round_results(before.state, event), before.state.round, reveal=False))
        if state.round == now.state.round and not state.over:
            parts.append(translate("Round {round}: the field is {cards}. {player} plays first.",
                                   round=state.round, cards=cards_text(state.field), player=state.order.player))
        elif not state.over:
            parts.append(translate("Round {round}: {player} plays first.", round=state.round,
                                   player=state.order.player))
    else:
        parts.append(translate("Next: {player}.", player=state.order.player))
    return sentences(parts)


def _round_end(results, round_number, reveal):
    """"End of round 2. Picks: Ben takes 9, …" once the game is over; before, only the order of the picks."""
    if not reveal:
        return translate("End of round {round}. Pick order: {names}.", round=round_number,
                         names=listed(player for player, _, _ in results))
    picks = [translate("{player} takes {value}", player=player, value=value) if value is not None else
             translate("{player} gets nothing", player=player) for player, _, value in results]
    return translate("End of round {round}. Picks: {picks}.", round=round_number, picks=listed(picks))


def final_scores_sentence(state):
    """Everyone's score and the winners: said only once the game is over."""
    return counted(len(state.winners), "Game over. Scores: {scores}. Winner: {names}.",
                   "Game over. Scores: {scores}. Winners: {names}.", scores=_scores(state), names=listed(state.winners))


def _scores(state):
    """"Ana 12, Ben 9, …" in seating order."""
    return listed(translate("{player} {score}", player=name, score=score)
                  for name, score in zip(state.players, state.scores))


def where_are_we(game):
    """The whole public state in a few sentences; no score before the end."""
    state = game.state
    if state.over:
        return counted(len(state.winners), "Game over after round {round}. Scores: {scores}. Winner: {names}.",
                       "Game over after round {round}. Scores: {scores}. Winners: {names}.", round=state.round,
                       scores=_scores(state), names=listed(state.winners))
    if not state.started:
        return translate("Round 1: lay out {count} field cards and enter them. {player} plays first.",
                         count=len(state.players) * state.plays_per_round, player=state.order.player)
    parts = [translate("Round {round}: {player}'s turn.", round=state.round, player=state.order.player),
             translate("Field: {cards}.", cards=cards_text(state.field)), round_kind_sentence(state)]
    if state.plays:
        plays = [translate("{player}: {cards}", player=name, cards=cards_text(cards)) for name, cards in state.plays]
        parts.append(translate("Played so far: {plays}.", plays=listed(plays)))
    if state.out:
        parts.append(translate("Out: {names}.", names=listed(state.out)))
    return sentences(parts)


def scores_sentence(game):
    """"The scores" on a shared screen: private until the game is over, then everyone's."""
    if game.state.over:
        return final_scores_sentence(game.state)
    return translate("The scores stay private until the game is over: each player sees their own total on their seat.")


def final_scores(game):
    """The field card points each player took, in seating order (the exports are made once the game is over)."""
    return game.state.scores


def play_number(state):
    """Which of their plays this round the current player is about to make (1 or 2)."""
    return state.plays_of(state.order.player) + 1


def spare_left(state, name):
    """True while ``name`` still has an unused spare hand (2–3 players)."""
    return state.spares[state.players.index(name)]


def seat_summary(game, name):
    """What the private seat view shows: the field cards ``name`` took and their total."""
    seat = game.state.players.index(name)
    return {"taken": list(game.state.taken[seat]), "total": game.state.scores[seat]}


def standing(game):
    """Where the game stands: "Round 3"."""
    return translate("Round {round}", round=game.state.round)


def night_chart(line):
    """The field card points each player ended with; no number while the game is played (they are private)."""
    caption = translate("Field card points at the end")
    if not line.game.over:
        return Chart("bars", caption, (), (), note=translate("The points stay private until the game is over."))
    return Chart("bars", caption, (translate("Points"),),
                 tuple((player, [score]) for player, score in zip(line.game.players, line.game.state.scores)))


def hand_plays(game, values):
    """``(sentence, [(kind words, [play text])])``: the plays this round allows with the hand's ``values``."""
    from companion.games.rainbow_field.plays import legal_plays

    state = game.state
    if state.over:
        return translate("The game is over."), []
    if not state.started:
        return translate("The field for round 1 is not laid out yet."), []
    plays = legal_plays(values, state.combo)
    words = {"solo": N_("Single cards"), "set": N_("Sets"), "run": N_("Runs")}
    return round_kind_sentence(state), [(translate(words[kind]), [" ".join(map(str, play)) for play in found])
                                        for kind, found in plays.items() if found]


class FieldScreen(TableScreen):
    """The field game's table screen: private seats, picks kept private until the game is over."""

    PRIVATE_UNTIL_OVER = True  # the log, like the picks, tells everyone's cards
    PRIVATE_SEATS = True
    setup_options = staticmethod(setup_options)
    event_from_form = staticmethod(event_from_form)
    announcement = staticmethod(announcement)
    action_sentence = staticmethod(action_sentence)
    now_sentence = staticmethod(now_sentence)
    where_are_we = staticmethod(where_are_we)
    history_sentence = staticmethod(history_sentence)
    seat_summary = staticmethod(seat_summary)
    standing = staticmethod(standing)
    night_chart = staticmethod(night_chart)
    hand_plays = staticmethod(hand_plays)
    scores_sentence = staticmethod(scores_sentence)
    final_scores = staticmethod(final_scores)
    cards_text = staticmethod(cards_text)
    kind_name = staticmethod(kind_name)
    last_round = staticmethod(last_round)
    play_number = staticmethod(play_number)
    round_kind_sentence = staticmethod(round_kind_sentence)
    spare_left = staticmethod(spare_left)


UI = FieldScreen()
