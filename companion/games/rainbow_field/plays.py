"""Which plays a hand of field cards allows in the round in progress (Rainbow, field cards).

A solo (any one card) is always allowed. Sets (two or more cards of one value)
and runs (two or more consecutive values) are allowed until the round's first
set or run; after it, only plays of that kind (``field.combination``).
"""

from collections import Counter

from companion.games.rainbow_field.engine import RUN, SET


def legal_plays(hand, combo):
    """``{"solo": [...], "set": [...], "run": [...]}``: every distinct play ``hand`` (card values) allows.

    ``combo`` is the round's kind so far (``FieldState.combo``: None, ``"set"`` or ``"run"``). Each play
    is a tuple of values in ascending order; plays of a kind the round forbids are left out.
    """
    counts = Counter(hand)
    values = sorted(counts)
    plays = {"solo": [(value,) for value in values], SET: [], RUN: []}
    if combo in (None, SET):
        plays[SET] = [(value,) * size for value in values for size in range(2, counts[value] + 1)]
    if combo in (None, RUN):
        for start in values:
            end = start
            while end + 1 in counts:
                end += 1
                plays[RUN].append(tuple(range(start, end + 1)))
    return plays
