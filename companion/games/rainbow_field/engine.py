"""Rainbow, the field-card game (seed rainbow-field.ja.txt).

Each round the players play cards in turn (twice each with 2 or 3 players);
then the plays pick the field cards, the biggest play first, and the cards
played become the next round's field. The game ends after a round in which
the second player (with 2 players: the first) has gone out.
"""

from dataclasses import dataclass, replace

from companion.rules import fields, limits
from companion.rules.errors import N_, RuleError
from companion.rules.options import first_player
from companion.rules.turns import TurnOrder, in_seating_order, left_of

MIN_PLAYERS = 2
MAX_PLAYERS = 8
OPTIONS = ("first_player",)
EVENT_TYPES = "field, play"
SOLO, SET, RUN = "solo", "set", "run"
SMALL_TABLE = 3
MIN_CARD_VALUE, MAX_CARD_VALUE = 1, 99  # spec "Limits"
MAX_CARDS_PER_PLAY = 60  # more than any hand holds

# The refusal for a play of the other kind, one sentence per kind so each language names it in its own word.
COMBO_ROUND = {"set": N_("This round is a round of sets: play a set or a single card."),
               "run": N_("This round is a round of runs: play a run or a single card.")}


@dataclass(frozen=True, slots=True)
class Pile:
    """The field cards one seat took, oldest first when iterated.

    Adding a card shares the cards below it, so a long game's states do not
    each copy every card taken so far (memory stays linear in the events).
    """

    top: int | None = None
    below: "Pile | None" = None
    count: int = 0

    def added(self, value):
        """This pile with ``value`` on top."""
        return Pile(value, self, self.count + 1)

    def __len__(self):
        return self.count

    def __iter__(self):
        values, pile = [], self
        while pile is not None and pile.count:
            values.append(pile.top)
            pile = pile.below
        return reversed(values)


@dataclass(frozen=True)
class FieldState:
    """Seats, the round in progress (field, plays so far, combination) and each seat's takings."""

    players: tuple
    order: TurnOrder
    plays_per_round: int
    scores: tuple
    taken: tuple
    spares: tuple
    started: bool = False
    round: int = 1
    field: tuple = ()
    combo: str | None = None
    plays: tuple = ()
    out: tuple = ()
    last_picks: tuple = ()
    discarded: tuple = ()
    over: bool = False
    winners: tuple = ()

    def plays_of(self, name):
        """How many times ``name`` has played in the round in progress."""
        return sum(1 for player, _ in self.plays if player == name)


def setup(players, options):
    """The state before the field of round 1 is laid out."""
    small = len(players) <= SMALL_TABLE
    return FieldState(
        players=players,
        order=TurnOrder(seats=players).start_with(first_player(options, players)),
        plays_per_round=2 if small else 1,
        scores=(0,) * len(players),
        taken=(Pile(),) * len(players),
        spares=(small,) * len(players),
    )


def apply(state, event):
    """The state after ``event``, or RuleError."""
    kind = event["type"]
    if kind == "field":
        return _field(state, event)
    if kind == "play":
        return _play(state, event)
    raise RuleError(N_("Unknown event type \"{type}\" (this game has: {types})."), type=kind, types=EVENT_TYPES)


def _field(state, event):
    """The field for round 1: one card per play the round will have."""
    if state.started:
        raise RuleError(N_("The field is laid out only once, before round 1; after that, the cards played become the field."))
    cards = _card_list(event)
    needed = len(state.players) * state.plays_per_round
    if len(cards) != needed:
        raise RuleError(N_("With {count} players, the field for round 1 needs {needed} cards, not {given}."),
                        needed=needed, count=len(state.players), given=len(cards))
    return replace(state, started=True, field=_descending(cards))


def _play(state, event):
    """The current player plays a solo, a set or a run; the round ends after the last play."""
    if not state.started:
        raise RuleError(N_("The field for round 1 must be entered first."))
    player = fields.require_player(event, "player", state.players)
    if player in state.out:
        raise RuleError(N_("{player} is out (no cards left) and does not play any more."), player=player)
    if player != state.order.player:
        raise RuleError(N_("{player} cannot play now: it is {current}'s turn."),
                        player=player, current=state.order.player)
    cards = _card_list(event)
    emptied = fields.optional_boolean(event, "empty")
    kind = combination(cards)
    if kind != SOLO and state.combo not in (None, kind):
        raise RuleError(COMBO_ROUND[state.combo])
    state = replace(state, plays=state.plays + ((player, cards),),
                    combo=state.combo or (None if kind == SOLO else kind))
    if emptied:
        state = _hand_emptied(state, player)
    if _round_complete(state):
        return _end_round(state)
    finished = {name for name in state.players if state.plays_of(name) >= state.plays_per_round}
    return replace(state, order=state.order.advanced(out=finished | set(state.out)))


def combination(cards):
    """``solo``, ``set`` or ``run`` for a non-empty tuple of card values; RuleError for anything else."""
    if len(cards) == 1:
        return SOLO
    if len(set(cards)) == 1:
        return SET
    if len(set(cards)) < len(cards):
        raise RuleError(N_("{cards} is neither a set (one value, like 5 5 5) nor a run (consecutive values, like 3 4 5)."), cards=_shown(cards))
    if max(cards) - min(cards) != len(cards) - 1:
        raise RuleError(N_("A run must be consecutive values, like 3 4 5 (not {cards})."), cards=_shown(cards))
    return RUN


def _hand_emptied(state, player):
    """The spare hand (2–3 players) becomes the hand; without one the player is out."""
    seat = state.players.index(player)
    if state.spares[seat]:
        spares = state.spares[:seat] + (False,) + state.spares[seat + 1:]
        return replace(state, spares=spares)
    return replace(state, out=tuple(in_seating_order(state.players, set(state.out) | {player})))


def _round_complete(state):
    """True once every player who is not out has played all their plays of the round."""
    return all(state.plays_of(name) >= state.plays_per_round
               for name in state.players if name not in state.out)


def pick_order(plays):
    """Indexes of ``plays`` in picking order: more cards, then a higher sum, then who played first."""
    return sorted(range(len(plays)), key=lambda index: (-len(plays[index][1]), -sum(plays[index][1]), index))


def _end_round(state):
    """The plays pick field cards; then the next round starts, or the game ends."""
    picks = tuple((state.plays[index][0], value) for index, value in zip(pick_order(state.plays), state.field))
    scores, taken = list(state.scores), list(state.taken)
    for name, value in picks:
        seat = state.players.index(name)
        scores[seat] += value
        taken[seat] = taken[seat].added(value)
    state = replace(state, scores=tuple(scores), taken=tuple(taken), last_picks=picks,
                    discarded=state.field[len(picks):])
    if len(state.out) >= (1 if len(state.players) == 2 else 2):
        best = max(state.scores)
        winners = tuple(name for name, score in zip(state.players, state.scores) if score == best)
        return replace(state, over=True, winners=winners, order=state.order.stopped())
    starter = picks[0][0]
    if starter in state.out:
        starter = left_of(state.players, starter, frozenset(state.out))
    played = [value for _, cards in state.plays for value in cards]
    return replace(state, round=state.round + 1, field=_descending(played), combo=None, plays=(),
                   order=state.order.start_with(starter))


def _card_list(event):
    """``event["cards"]``: a non-empty list of at most 60 card values (whole numbers from 1 to 99)."""
    value = event.get("cards")
    if not isinstance(value, list) or not value:
        raise RuleError(N_("\"{key}\" must be a non-empty list of whole numbers."), key="cards")
    if len(value) > MAX_CARDS_PER_PLAY:
        raise RuleError(N_("That is {count} cards at once; the limit is {limit}."),
                        count=len(value), limit=MAX_CARDS_PER_PLAY)
    if limits.all_integers_within(value, MIN_CARD_VALUE, MAX_CARD_VALUE):
        return tuple(value)  # the usual case, checked at once; otherwise say which value is wrong
    return tuple(fields.check_integer(item, "cards", MIN_CARD_VALUE, MAX_CARD_VALUE,
                                      N_("A card's value must be a whole number from {minimum} to {maximum}, not {value}."))
                 for item in value)


def _descending(values):
    return tuple(sorted(values, reverse=True))


def _shown(cards):
    return " ".join(str(value) for value in cards)


def describe(state):
    """The keys ``companion replay`` prints for this game."""
    return {
        "round": state.round,
        "field": list(state.field),
        "current": state.order.player,
        "combo": state.combo,
        "scores": dict(zip(state.players, state.scores)),
        "out": list(state.out),
        "last_picks": [[name, value] for name, value in state.last_picks],
        "needs_field": not state.started,
        "plays_per_round": state.plays_per_round,
        "plays": [[name, list(cards)] for name, cards in state.plays],
        "taken": {name: list(values) for name, values in zip(state.players, state.taken)},
        "spare_hand": {name: spare for name, spare in zip(state.players, state.spares)},
        "discarded": list(state.discarded),
    }


def next_starter(players, options, state):
    """Who starts the next game, as between rounds: the player of the last round's first pick."""
    return state.last_picks[0][0] if state.last_picks else options.get("first_player", players[0])
