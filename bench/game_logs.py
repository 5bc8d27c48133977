"""Long, valid game logs for the replay benchmark, one builder per game.

Each builder takes the number of events wanted and a random generator and
returns ``(options, events)`` for the players in ``PLAYERS``. The games follow
spec/game-log.md, so every event is one the rules allow: the logs are long
because their rounds do not end the game, not because anything is skipped.
"""

from companion.games.rainbow_snake import engine as snake
from companion.rules.turns import TurnOrder

PLAYERS = ["Ana", "Ben", "Chloé", "Dan"]

RAIN_COLORS = ("red", "orange", "yellow", "green", "light-blue", "dark-blue", "violet")


def rain_log(count, rng):
    """rainbow7-rain: rounds of 7s, then violet 7s bring everyone to 3 or less, then the round ends."""
    tokens = dict.fromkeys(PLAYERS, 0)
    events = []
    while len(events) < count:
        for _ in range(rng.randint(2, 8)):
            events.append(_rain_seven(tokens, rng))
        for name in PLAYERS:
            while tokens[name] > 3:            # give tokens back so the round end cannot reach 7
                tokens[name] -= 1
                events.append({"type": "seven", "player": name, "color": "violet"})
        events.append(_rain_round_end(tokens, rng))
    return {"first_player": rng.choice(PLAYERS)}, events[:count]


def _rain_seven(tokens, rng):
    """One value-7 effect, applied to ``tokens``."""
    player, color = rng.choice(PLAYERS), rng.choice(RAIN_COLORS)
    event = {"type": "seven", "player": player, "color": color}
    if color in ("red", "yellow"):
        event["target"] = rng.choice([name for name in PLAYERS if name != player])
        tokens[event["target"]] += 1
    elif color == "violet":
        tokens[player] = max(0, tokens[player] - 1)
    return event


def _rain_round_end(tokens, rng):
    """A won Rainbow, a storm or a Perfect, applied to ``tokens`` (everyone holds 3 or less)."""
    caller = rng.choice(PLAYERS)
    others = [name for name in PLAYERS if name != caller]
    kind = rng.choice(("rainbow", "storm", "perfect"))
    if kind == "perfect":
        for name in others:
            tokens[name] += 1
        event = {"type": "perfect", "player": caller}
        if rng.random() < 0.5:
            event["hands"] = {name: 0 if name == caller else rng.randint(1, 30) for name in PLAYERS}
        return event
    if kind == "storm":
        total = rng.randint(1, 7)
        hands = {name: rng.randint(0, 30) for name in others}
        hands[rng.choice(others)] = rng.randint(0, total - 1)
        tokens[caller] += 3
    else:
        total = rng.randint(0, 7)
        hands = {name: rng.randint(total, total + 20) for name in others}
        for name in others:
            tokens[name] += 2
    return {"type": "rainbow", "player": caller, "hands": {**hands, caller: total}}


def explorers_log(count, rng):
    """rainbow7-explorers: the table picks who starts, then turns and passes; nobody completes the rainbow."""
    order = TurnOrder(tuple(PLAYERS)).start_with(rng.choice(PLAYERS))
    events = [{"type": "start", "player": order.player}]
    while len(events) < count:
        player = order.player
        if rng.random() < 0.1:
            events.append({"type": "pass", "player": player})
            order = order.advanced()
            continue
        function = rng.choice((None, "drop", "take", "rainbow", "reverse", "jump"))
        events.append({"type": "turn", "player": player, "function": function, "raining": rng.random() < 0.05})
        if function == "reverse":
            order = order.reversed()
        order = order.advanced(skip=1 if function == "jump" else 0)
    return {}, events[:count]


def field_log(count, rng):
    """rainbow-field with 4 players: one play each per round; nobody's hand ever empties."""
    events = [{"type": "field", "cards": [rng.randint(1, 12) for _ in PLAYERS]}]
    order = TurnOrder(tuple(PLAYERS)).start_with(PLAYERS[0])
    while len(events) < count:
        kind = rng.choice(("solo", "set", "run"))
        plays = []
        for _ in PLAYERS:
            cards = _field_cards(kind if rng.random() < 0.6 else "solo", rng)
            plays.append((order.player, cards))
            events.append({"type": "play", "player": order.player, "cards": cards, "empty": False})
            order = order.advanced()
        first_pick = min(range(len(plays)), key=lambda index: (-len(plays[index][1]), -sum(plays[index][1]), index))
        order = order.start_with(plays[first_pick][0])
    return {"first_player": PLAYERS[0]}, events[:count]


def _field_cards(kind, rng):
    """The cards of one play of ``kind``: a solo, a set or a run (given shuffled)."""
    if kind == "set":
        return [rng.randint(1, 12)] * rng.randint(2, 3)
    if kind == "run":
        low, length = rng.randint(1, 9), rng.randint(2, 4)
        cards = list(range(low, low + length))
        rng.shuffle(cards)
        return cards
    return [rng.randint(1, 12)]


def snake_log(count, rng):
    """rainbow-snake: a deck of ``count + 1`` cards (at most the 100 a game allows), one turn per card drawn,
    sometimes taking a snake."""
    cards = min(count, snake.MAX_CARDS - 1) + 1
    order = TurnOrder(tuple(PLAYERS)).start_with(PLAYERS[0])
    middle, events = 1, []
    for _ in range(cards - 1):
        middle += 1
        event = {"type": "turn", "player": order.player}
        if middle >= 3 and rng.random() < 0.4:
            event["snake"] = rng.randint(3, middle)
            middle -= event["snake"]
        events.append(event)
        order = order.advanced()
    return {"cards": cards, "first_player": PLAYERS[0]}, events


BUILDERS = {
    "rainbow7-rain": rain_log,
    "rainbow7-explorers": explorers_log,
    "rainbow-field": field_log,
    "rainbow-snake": snake_log,
}
