"""The shared turn order (companion/rules/turns.py): whose turn, direction, skips, players out."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.rules.turns import CLOCKWISE, COUNTERCLOCKWISE, TurnOrder, in_seating_order, left_of

SEATS = ("Ana", "Ben", "Chloé", "Dan")


def at(name, seats=SEATS):
    """A table of ``seats`` with ``name`` to play, clockwise."""
    return TurnOrder(seats).start_with(name)


def test_nobody_to_play_before_the_start():
    order = TurnOrder(SEATS)
    assert order.current is None and order.player is None
    assert order.direction == CLOCKWISE and order.direction_name == "clockwise"


def test_start_with_a_player():
    assert at("Chloé").player == "Chloé" and at("Chloé").current == 2


def test_advance_clockwise_wraps_around():
    order = at("Chloé")
    assert [order := order.advanced() for _ in range(4)][-1].player == "Chloé"
    assert at("Dan").advanced().player == "Ana"


def test_reverse_then_advance_goes_counterclockwise():
    order = at("Ben").reversed()
    assert order.direction == COUNTERCLOCKWISE and order.direction_name == "counterclockwise"
    assert order.advanced().player == "Ana"
    assert order.advanced().advanced().player == "Dan"
    assert order.reversed().direction == CLOCKWISE


def test_skip_jumps_over_the_next_player():
    assert at("Ana").advanced(skip=1).player == "Chloé"
    assert at("Dan").advanced(skip=1).player == "Ben"
    assert at("Ana").reversed().advanced(skip=1).player == "Chloé"
    assert at("Ana").reversed().advanced(skip=2).player == "Ben"


def test_skip_in_a_two_player_game_comes_back_to_the_player():
    assert at("Ana", ("Ana", "Ben")).advanced(skip=1).player == "Ana"


def test_players_out_are_passed_over():
    assert at("Ana").advanced(out={"Ben"}).player == "Chloé"
    assert at("Ana").advanced(out={"Ben", "Chloé"}).player == "Dan"
    assert at("Ana").reversed().advanced(out={"Dan"}).player == "Chloé"
    assert at("Ana").advanced(skip=1, out={"Ben"}).player == "Dan"


def test_the_last_player_in_keeps_the_turn():
    assert at("Ana").advanced(out={"Ben", "Chloé", "Dan"}).player == "Ana"


def test_everybody_out_stops_play():
    order = at("Ana").advanced(out=set(SEATS))
    assert order.current is None and order.player is None


def test_stopped():
    assert at("Ben").stopped().player is None


def test_turn_order_is_frozen():
    order = at("Ana")
    with pytest.raises(AttributeError):
        order.current = 3
    order.advanced()
    assert order.player == "Ana"


def test_left_of():
    assert left_of(SEATS, "Ana") == "Ben"
    assert left_of(SEATS, "Dan") == "Ana"
    assert left_of(list(SEATS), "Dan") == "Ana"
    assert left_of(SEATS, "Ana", out={"Ben"}) == "Chloé"
    assert left_of(SEATS, "Chloé", out={"Dan", "Ana"}) == "Ben"
    assert left_of(SEATS, "Ana", out={"Ben", "Chloé", "Dan"}) == "Ana"
    assert left_of(SEATS, "Ana", out=set(SEATS)) is None


def test_in_seating_order():
    assert in_seating_order(SEATS, ["Dan", "Ana", "Chloé"]) == ["Ana", "Chloé", "Dan"]
    assert in_seating_order(SEATS, set()) == []


# --- properties -----------------------------------------------------------------

tables = st.integers(min_value=2, max_value=8).map(lambda count: tuple(f"P{seat}" for seat in range(count)))


@st.composite
def table_and_seat(draw):
    """A table and the seat whose turn it is."""
    seats = draw(tables)
    return seats, draw(st.integers(min_value=0, max_value=len(seats) - 1))


@given(table_and_seat(), st.integers(min_value=0, max_value=30))
def test_advancing_n_times_moves_n_seats_clockwise(table, steps):
    seats, seat = table
    order = TurnOrder(seats, current=seat)
    for _ in range(steps):
        order = order.advanced()
    assert order.current == (seat + steps) % len(seats)


@given(table_and_seat(), st.integers(min_value=0, max_value=30))
def test_counterclockwise_undoes_clockwise(table, steps):
    seats, seat = table
    order = TurnOrder(seats, current=seat)
    for _ in range(steps):
        order = order.advanced()
    order = order.reversed()
    for _ in range(steps):
        order = order.advanced()
    assert order.current == seat and order.direction == COUNTERCLOCKWISE


@given(table_and_seat(), st.integers(min_value=0, max_value=10), st.booleans(), st.data())
def test_skip_is_advancing_once_more_per_skipped_player(table, skip, backwards, data):
    seats, seat = table
    out = data.draw(st.frozensets(st.sampled_from(seats)))
    order = TurnOrder(seats, current=seat)
    if backwards:
        order = order.reversed()
    one_by_one = order
    for _ in range(skip + 1):
        one_by_one = one_by_one.advanced(out=out)
    assert order.advanced(skip=skip, out=out) == one_by_one


@given(table_and_seat(), st.booleans(), st.data())
def test_play_never_lands_on_a_player_out(table, backwards, data):
    seats, seat = table
    out = data.draw(st.frozensets(st.sampled_from(seats)))
    order = TurnOrder(seats, current=seat, direction=COUNTERCLOCKWISE if backwards else CLOCKWISE)
    after = order.advanced(out=out)
    if out == frozenset(seats):
        assert after.player is None
    else:
        assert after.player not in out
        # every seat strictly between the two positions, in the direction of play, is out
        step = 1 if not backwards else -1
        position = (seat + step) % len(seats)
        while position != after.current:
            assert seats[position] in out
            position = (position + step) % len(seats)


@given(table_and_seat(), st.data())
def test_left_of_agrees_with_advancing_clockwise(table, data):
    seats, seat = table
    out = data.draw(st.frozensets(st.sampled_from(seats)))
    expected = TurnOrder(seats, current=seat).advanced(out=out).player
    assert left_of(seats, seats[seat], out=out) == expected


@given(tables, st.data())
def test_in_seating_order_is_the_subsequence_of_seats(seats, data):
    names = data.draw(st.lists(st.sampled_from(seats)))
    ordered = in_seating_order(seats, names)
    assert set(ordered) == set(names)
    assert ordered == sorted(ordered, key=seats.index)
    assert len(ordered) == len(set(names))


def test_advancing_with_nobody_to_play_changes_nothing():
    """Regression: advancing a stopped (or not yet started) table raised TypeError."""
    assert TurnOrder(SEATS).advanced() == TurnOrder(SEATS)
    stopped = at("Ana").advanced(out=set(SEATS))
    assert stopped.advanced().player is None
    assert stopped.advanced(skip=2, out={"Ben"}) == stopped
